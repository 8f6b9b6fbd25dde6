#include "remote-agent/link/Reach.h"

#include "remote-agent/link/Network.h"
#include "remote-agent/link/Sockets.h"
#include "remote-agent/link/UdpEcho.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <optional>

namespace shardscope::link {

namespace {

constexpr std::uint32_t kUdpProbes = 3;
constexpr std::int64_t kUdpProbeGapMs = 20;
constexpr int kPollSliceMs = 100; // the longest a wait goes without looking at cancel
constexpr std::size_t kProbePayloadBytes = 64;

bool isCancelled(const std::atomic_bool *cancel)
{
    return cancel != nullptr && cancel->load();
}

/// Milliseconds until deadlineNs, in one poll slice at most; 0 when it passed.
int sliceUntil(std::int64_t deadlineNs)
{
    const std::int64_t leftMs = (deadlineNs - monotonicNowNs()) / nsPerMs;
    return int(std::clamp<std::int64_t>(leftMs, 0, kPollSliceMs));
}

std::optional<std::string> numericHost(const sockaddr *address, socklen_t length)
{
    char text[NI_MAXHOST] = {};
    if (::getnameinfo(address, length, text, sizeof text, nullptr, 0, NI_NUMERICHOST) != 0)
        return std::nullopt;
    return std::string(text);
}

protocol::TcpReach tcpReachOf(int error)
{
    switch (error) {
    case ECONNREFUSED:
        return protocol::TcpReach::Refused;
    case ETIMEDOUT:
        return protocol::TcpReach::TimedOut;
    case EHOSTUNREACH:
    case ENETUNREACH:
    case EHOSTDOWN:
    case ENETDOWN:
        return protocol::TcpReach::Unreachable;
    default:
        return protocol::TcpReach::Failed;
    }
}

/// One TCP connection to the peer's link server, closed at once (the server counts it rejected:
/// it sent no hello). Fills result.tcp, tcpConnectMs, tcpDetail.
void connectTcp(const protocol::ReachPeer &peer, std::int64_t timeoutMs, const std::atomic_bool *cancel,
                protocol::ReachResult &result)
{
    const auto fail = [&](protocol::TcpReach reach, const std::string &detail) {
        result.tcp = reach;
        result.tcpDetail = detail;
    };
    auto address = parseAddress(peer.address, peer.tcpPort);
    if (!address)
        return fail(protocol::TcpReach::Failed, address.error().message);
    auto socket = openSocket(address->family, SOCK_STREAM);
    if (!socket)
        return fail(protocol::TcpReach::Failed, socket.error().message);
    const std::int64_t startNs = monotonicNowNs();
    const std::int64_t deadlineNs = startNs + timeoutMs * nsPerMs;
    if (::connect(socket->get(), reinterpret_cast<const sockaddr *>(&address->storage), address->length) != 0
        && errno != EINPROGRESS)
        return fail(tcpReachOf(errno), std::strerror(errno));
    while (true) {
        if (isCancelled(cancel))
            return fail(protocol::TcpReach::Failed, "cancelled");
        if (monotonicNowNs() >= deadlineNs)
            return fail(protocol::TcpReach::TimedOut, "no answer in " + std::to_string(timeoutMs)
                                                          + " ms (the packets were dropped on the way)");
        pollfd entry{socket->get(), POLLOUT, 0};
        const int ready = ::poll(&entry, 1, sliceUntil(deadlineNs));
        if (ready < 0 && errno != EINTR)
            return fail(protocol::TcpReach::Failed, std::strerror(errno));
        if (ready > 0)
            break;
    }
    int error = 0;
    socklen_t length = sizeof error;
    if (::getsockopt(socket->get(), SOL_SOCKET, SO_ERROR, &error, &length) != 0)
        error = errno;
    if (error != 0)
        return fail(tcpReachOf(error), std::strerror(error));
    result.tcp = protocol::TcpReach::Connected;
    result.tcpConnectMs = double(monotonicNowNs() - startNs) / double(nsPerMs);
}

/// The TTL (hop limit) of a received datagram from its control messages.
std::optional<int> receivedTtl(msghdr &message)
{
    for (cmsghdr *c = CMSG_FIRSTHDR(&message); c != nullptr; c = CMSG_NXTHDR(&message, c)) {
        const bool ttl = (c->cmsg_level == IPPROTO_IP && c->cmsg_type == IP_TTL)
                         || (c->cmsg_level == IPPROTO_IPV6 && c->cmsg_type == IPV6_HOPLIMIT);
        if (ttl && c->cmsg_len >= CMSG_LEN(sizeof(int))) {
            int value = 0;
            std::memcpy(&value, CMSG_DATA(c), sizeof value);
            return value;
        }
    }
    return std::nullopt;
}

/// A few echo probes in the link server's wire format (UdpEcho.h), with the replies' TTL. Fills
/// the udp fields, replyTtl and sourceAddress.
void probeUdp(const protocol::ReachPeer &peer, const LinkToken &token, std::int64_t timeoutMs,
              const std::atomic_bool *cancel, protocol::ReachResult &result)
{
    auto address = parseAddress(peer.address, peer.udpPort);
    if (!address)
        return;
    auto socket = openSocket(address->family, SOCK_DGRAM);
    if (!socket)
        return;
    // Without the TTL the echoes still count; only the routers stay unknown.
    const int on = 1;
    const int level = address->family == AF_INET ? IPPROTO_IP : IPPROTO_IPV6;
    const int option = address->family == AF_INET ? IP_RECVTTL : IPV6_RECVHOPLIMIT;
    const bool ttlAsked = ::setsockopt(socket->get(), level, option, &on, sizeof on) == 0;
    // Connected: the route picks the source address, and an ICMP error comes back as one.
    if (::connect(socket->get(), reinterpret_cast<const sockaddr *>(&address->storage), address->length) != 0)
        return;
    sockaddr_storage source{};
    socklen_t sourceLength = sizeof source;
    if (::getsockname(socket->get(), reinterpret_cast<sockaddr *>(&source), &sourceLength) == 0)
        result.sourceAddress = numericHost(reinterpret_cast<const sockaddr *>(&source), sourceLength);

    std::array<std::int64_t, kUdpProbes> sentNs{};
    std::array<bool, kUdpProbes> answered{};
    const std::int64_t startNs = monotonicNowNs();
    std::int64_t deadlineNs = startNs + timeoutMs * nsPerMs;
    std::uint32_t next = 0;
    while (!isCancelled(cancel) && result.udpReceived < kUdpProbes) {
        const std::int64_t nowNs = monotonicNowNs();
        if (next < kUdpProbes && nowNs >= startNs + std::int64_t(next) * kUdpProbeGapMs * nsPerMs) {
            std::array<std::uint8_t, kProbePayloadBytes> datagram{};
            std::copy(token.begin(), token.end(), datagram.begin());
            putBigEndian(datagram.data() + 16, next, 4);
            sentNs[next] = monotonicNowNs();
            putBigEndian(datagram.data() + 20, std::uint64_t(sentNs[next]), 8);
            if (::send(socket->get(), datagram.data(), datagram.size(), 0) >= 0)
                ++result.udpSent;
            ++next;
            if (next == kUdpProbes)
                deadlineNs = monotonicNowNs() + timeoutMs * nsPerMs;
            continue;
        }
        if (next == kUdpProbes && nowNs >= deadlineNs)
            break;
        const std::int64_t wakeNs
            = next < kUdpProbes ? startNs + std::int64_t(next) * kUdpProbeGapMs * nsPerMs : deadlineNs;
        pollfd entry{socket->get(), POLLIN, 0};
        if (::poll(&entry, 1, std::max(1, sliceUntil(wakeNs))) <= 0)
            continue;
        std::array<std::uint8_t, kProbePayloadBytes + 16> buffer{};
        iovec vector{buffer.data(), buffer.size()};
        alignas(cmsghdr) std::array<char, 256> control{};
        msghdr message{};
        message.msg_iov = &vector;
        message.msg_iovlen = 1;
        message.msg_control = control.data();
        message.msg_controllen = control.size();
        const ssize_t got = ::recvmsg(socket->get(), &message, 0);
        if (got < 0)
            continue; // an ICMP error on the connected socket: that probe is lost
        if (std::size_t(got) != kProbePayloadBytes || !hasToken(buffer.data(), std::size_t(got), token))
            continue;
        const auto sequence = std::uint32_t(getBigEndian(buffer.data() + 16, 4));
        if (sequence >= kUdpProbes || answered[sequence]
            || getBigEndian(buffer.data() + 20, 8) != std::uint64_t(sentNs[sequence]))
            continue;
        answered[sequence] = true;
        ++result.udpReceived;
        const double rttUs = double(monotonicNowNs() - sentNs[sequence]) / double(nsPerUs);
        result.udpRttUs = result.udpRttUs ? std::min(*result.udpRttUs, rttUs) : rttUs;
        if (const auto ttl = ttlAsked ? receivedTtl(message) : std::nullopt)
            result.replyTtl = *ttl;
    }
}

} // namespace

protocol::NameResolution resolveName(const std::string &name)
{
    protocol::NameResolution resolution;
    resolution.name = name;
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM; // one entry per address, not one per socket type
    hints.ai_flags = AI_ADDRCONFIG;
    addrinfo *list = nullptr;
    const int status = ::getaddrinfo(name.c_str(), nullptr, &hints, &list);
    if (status != 0) {
        resolution.error = ::gai_strerror(status);
        return resolution;
    }
    for (const addrinfo *entry = list; entry != nullptr; entry = entry->ai_next) {
        const auto text = numericHost(entry->ai_addr, entry->ai_addrlen);
        if (text
            && std::find(resolution.addresses.begin(), resolution.addresses.end(), *text)
                   == resolution.addresses.end())
            resolution.addresses.push_back(*text);
    }
    ::freeaddrinfo(list);
    return resolution;
}

protocol::ReachResult reachPeer(const protocol::ReachPeer &peer, std::int64_t timeoutMs, bool measurePathMtu,
                                const std::atomic_bool *cancel)
{
    protocol::ReachResult result;
    result.address = peer.address;
    for (const std::string &name : peer.names)
        result.names.push_back(resolveName(name));
    if (const auto nic = interfaceTowards(peer.address))
        result.interfaceName = nic->name;
    connectTcp(peer, timeoutMs, cancel, result);
    const auto tokenBytes = protocol::tokenFromHex(peer.token);
    if (!tokenBytes || tokenBytes->size() != LinkToken{}.size())
        return result; // the parser refuses such a token; nothing to send without one
    LinkToken token{};
    std::copy(tokenBytes->begin(), tokenBytes->end(), token.begin());
    probeUdp(peer, token, timeoutMs, cancel, result);
    if (measurePathMtu && !isCancelled(cancel)) {
        if (result.udpReceived == 0) {
            result.pathMtuError = "no UDP echo came back, so no packet size can be tried";
        } else {
            PathMtuOptions options;
            options.targetAddress = peer.address;
            options.udpPort = peer.udpPort;
            options.token = token;
            options.cancel = cancel;
            auto mtu = link::measurePathMtu(options);
            if (mtu)
                result.pathMtu = *mtu;
            else
                result.pathMtuError = mtu.error().message;
        }
    }
    return result;
}

protocol::ReachTestReply runReachTest(const protocol::ReachTestParams &params,
                                      const std::function<void(double, const std::string &)> &progress,
                                      const std::atomic_bool *cancel)
{
    const std::int64_t startNs = monotonicNowNs();
    protocol::ReachTestReply reply;
    for (const std::string &name : params.ownNames)
        reply.ownNames.push_back(resolveName(name));
    for (std::size_t i = 0; i < params.peers.size() && !isCancelled(cancel); ++i) {
        if (progress)
            progress(double(i) / double(params.peers.size()), params.peers[i].address);
        reply.peers.push_back(reachPeer(params.peers[i], params.timeoutMs, params.measurePathMtu, cancel));
    }
    reply.elapsedSeconds = double(monotonicNowNs() - startNs) / 1e9;
    return reply;
}

} // namespace shardscope::link
