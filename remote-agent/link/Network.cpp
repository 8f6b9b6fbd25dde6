#include "remote-agent/link/Network.h"

#include "remote-agent/probe/NetInterfaces.h"

#include <cerrno>
#include <cstring>
#include <fstream>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace shardscope::link {

namespace {

constexpr std::size_t kIpv4UdpHeaderBytes = 20 + 8;
constexpr std::size_t kIpv6UdpHeaderBytes = 40 + 8;
/// The largest datagram an IPv4 UDP socket takes, and the largest a UdpEchoServer answers.
constexpr std::size_t kMaxUdpPayloadBytes = 65507;
/// Path MTU probe: token(16), sequence(4), size(4), then zeros; the echo server answers anything
/// that starts with the token, and the sequence tells a late echo of an earlier size apart.
constexpr std::size_t kTokenBytes = 16;
constexpr std::size_t kMinMtuProbeBytes = 28;
/// The server's reply may never be larger than what we sent; one spare byte shows truncation.
constexpr std::size_t kReceiveBufferBytes = kMaxUdpPayloadBytes + 1;

/// An address reduced to what identifies it on an interface: family, raw bytes, IPv6 scope.
/// IPv4-mapped IPv6 addresses count as IPv4.
struct HostAddress {
    int family = AF_UNSPEC;
    std::array<std::uint8_t, 16> bytes{};
    std::uint32_t scopeId = 0;
};

std::optional<HostAddress> hostAddressOf(const sockaddr *address)
{
    if (!address)
        return std::nullopt;
    HostAddress host;
    if (address->sa_family == AF_INET) {
        sockaddr_in v4{};
        std::memcpy(&v4, address, sizeof v4);
        host.family = AF_INET;
        std::memcpy(host.bytes.data(), &v4.sin_addr, 4);
        return host;
    }
    if (address->sa_family == AF_INET6) {
        sockaddr_in6 v6{};
        std::memcpy(&v6, address, sizeof v6);
        if (IN6_IS_ADDR_V4MAPPED(&v6.sin6_addr)) {
            host.family = AF_INET;
            std::memcpy(host.bytes.data(), reinterpret_cast<const std::uint8_t *>(&v6.sin6_addr) + 12, 4);
            return host;
        }
        host.family = AF_INET6;
        std::memcpy(host.bytes.data(), &v6.sin6_addr, 16);
        host.scopeId = v6.sin6_scope_id;
        return host;
    }
    return std::nullopt;
}

std::optional<HostAddress> hostAddressOf(const std::string &address)
{
    auto parsed = parseAddress(address, 0);
    if (!parsed)
        return std::nullopt;
    return hostAddressOf(reinterpret_cast<const sockaddr *>(&parsed->storage));
}

bool sameAddress(const HostAddress &a, const HostAddress &b)
{
    if (a.family != b.family)
        return false;
    if (a.family == AF_INET)
        return std::equal(a.bytes.begin(), a.bytes.begin() + 4, b.bytes.begin());
    // A link-local address is only the same when the scopes agree (or one side names none).
    return a.bytes == b.bytes && (a.scopeId == 0 || b.scopeId == 0 || a.scopeId == b.scopeId);
}

bool isLoopback(const HostAddress &address)
{
    if (address.family == AF_INET)
        return address.bytes[0] == 127;
    static constexpr std::array<std::uint8_t, 16> v6Loopback{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    return address.bytes == v6Loopback;
}

/// getifaddrs as an RAII list.
class InterfaceAddresses
{
public:
    InterfaceAddresses()
    {
        if (::getifaddrs(&m_list) != 0)
            m_list = nullptr;
    }
    ~InterfaceAddresses()
    {
        if (m_list)
            ::freeifaddrs(m_list);
    }
    InterfaceAddresses(const InterfaceAddresses &) = delete;
    InterfaceAddresses &operator=(const InterfaceAddresses &) = delete;
    const ifaddrs *first() const { return m_list; }

private:
    ifaddrs *m_list = nullptr;
};

/// The interface that holds address: the one it is assigned to, or for a loopback address that is
/// not assigned itself (127.0.0.2), the loopback interface, which answers the whole range.
std::optional<std::string> interfaceNameHolding(const HostAddress &address)
{
    InterfaceAddresses addresses;
    std::optional<std::string> loopbackName;
    for (const ifaddrs *entry = addresses.first(); entry; entry = entry->ifa_next) {
        if (!entry->ifa_name)
            continue;
        if ((entry->ifa_flags & IFF_LOOPBACK) && !loopbackName)
            loopbackName = entry->ifa_name;
        const auto held = hostAddressOf(entry->ifa_addr);
        if (held && sameAddress(*held, address))
            return std::string(entry->ifa_name);
    }
    if (isLoopback(address))
        return loopbackName;
    return std::nullopt;
}

std::optional<std::string> readFirstLine(const char *path)
{
    std::ifstream in(path);
    std::string line;
    if (!in || !std::getline(in, line))
        return std::nullopt;
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r' || line.back() == ' '))
        line.pop_back();
    if (line.empty())
        return std::nullopt;
    return line;
}

/// A connected UDP socket towards address (nothing is sent by connect()).
LinkResult<UniqueFd> connectedUdpSocket(const SocketAddress &address, const std::string &what)
{
    UniqueFd fd(::socket(address.family, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
    if (!fd.isValid())
        return systemError(LinkErrorCode::SocketFailed, "cannot create a UDP socket", errno);
    if (::connect(fd.get(), reinterpret_cast<const sockaddr *>(&address.storage), address.length) != 0)
        return systemError(LinkErrorCode::ConnectFailed, "no route to " + what, errno);
    return fd;
}

/// The interface as the probe reports it: sysfs facts, live addresses, default route.
protocol::NicInfo describeInterface(const std::string &name)
{
    std::vector<protocol::NicInfo> nics{probe::readNetInterface("/", name)};
    probe::addLiveAddresses(nics);
    const auto routes = probe::readDefaultRouteInterfaces("/");
    nics.front().defaultRoute = std::find(routes.begin(), routes.end(), name) != routes.end();
    return nics.front();
}

// ---- path MTU ----

enum class ProbeOutcome { Unknown = 0, Echoed, TooBig, Lost };

/// Sends probes of one size on a connected socket with "don't fragment" and waits for the echo.
class MtuProber
{
public:
    MtuProber(int fd, const PathMtuOptions &options)
        : m_fd(fd)
        , m_options(options)
        , m_packet(kMaxUdpPayloadBytes, 0)
        , m_reply(kReceiveBufferBytes)
    {
        std::copy(options.token.begin(), options.token.end(), m_packet.begin());
    }

    /// Echoed when one of `tries` probes of size bytes came back, TooBig when the kernel refused
    /// it for this path, Lost when none came back in time.
    LinkResult<ProbeOutcome> probe(std::size_t size)
    {
        for (int attempt = 0; attempt < std::max(m_options.tries, 1); ++attempt) {
            if (isCancelled())
                return cancelled();
            auto outcome = probeOnce(size);
            if (!outcome || *outcome != ProbeOutcome::Lost)
                return outcome;
        }
        return ProbeOutcome::Lost;
    }

    bool isCancelled() const { return m_options.cancel && m_options.cancel->load(); }

    static LinkError cancelled() { return LinkError{LinkErrorCode::Cancelled, "path MTU probe cancelled"}; }

private:
    LinkResult<ProbeOutcome> probeOnce(std::size_t size)
    {
        const std::uint32_t sequence = ++m_sequence;
        putBigEndian(m_packet.data() + kTokenBytes, sequence, 4);
        putBigEndian(m_packet.data() + kTokenBytes + 4, size, 4);
        if (::send(m_fd, m_packet.data(), size, 0) < 0) {
            const int error = errno;
            if (error == EMSGSIZE)
                return ProbeOutcome::TooBig;
            if (isLostError(error))
                return ProbeOutcome::Lost;
            return systemError(LinkErrorCode::SendFailed,
                               "cannot send a path MTU probe to "
                                   + describe(m_options.targetAddress, m_options.udpPort),
                               error);
        }
        const std::int64_t deadlineNs
            = monotonicNowNs() + static_cast<std::int64_t>(std::max(m_options.probeTimeoutMs, 1)) * nsPerMs;
        for (;;) {
            const std::int64_t leftNs = deadlineNs - monotonicNowNs();
            if (leftNs <= 0)
                return ProbeOutcome::Lost;
            if (isCancelled())
                return cancelled();
            // Short slices, so that a cancel is noticed soon even with a long probe timeout.
            const int waitMs = static_cast<int>(std::min<std::int64_t>((leftNs + nsPerMs - 1) / nsPerMs, 50));
            pollfd pfd{m_fd, POLLIN, 0};
            const int ready = ::poll(&pfd, 1, waitMs);
            if (ready < 0) {
                if (errno == EINTR)
                    continue;
                return systemError(LinkErrorCode::PollFailed, "path MTU poll failed", errno);
            }
            if (ready == 0)
                continue;
            for (;;) {
                const ssize_t got = ::recv(m_fd, m_reply.data(), m_reply.size(), MSG_TRUNC);
                if (got < 0) {
                    const int error = errno;
                    if (error == EAGAIN || error == EWOULDBLOCK)
                        break;
                    if (error == EMSGSIZE)
                        return ProbeOutcome::TooBig; // ICMP "fragmentation needed" from the path
                    if (isLostError(error))
                        continue; // e.g. ECONNREFUSED: nobody there; the probe is lost
                    return systemError(LinkErrorCode::ReceiveFailed,
                                       "cannot receive path MTU echoes from "
                                           + describe(m_options.targetAddress, m_options.udpPort),
                                       error);
                }
                const auto length = static_cast<std::size_t>(got);
                if (length == size && length >= kMinMtuProbeBytes
                    && hasToken(m_reply.data(), length, m_options.token)
                    && getBigEndian(m_reply.data() + kTokenBytes, 4) == sequence)
                    return ProbeOutcome::Echoed;
                // Anything else is a late echo of an earlier probe: ignored.
            }
        }
    }

    static bool isLostError(int error)
    {
        return error == ECONNREFUSED || error == EHOSTUNREACH || error == ENETUNREACH || error == ENOBUFS
               || error == EAGAIN || error == EWOULDBLOCK || error == EINTR || error == EHOSTDOWN
               || error == ENETDOWN;
    }

    int m_fd = -1;
    const PathMtuOptions &m_options;
    std::vector<std::uint8_t> m_packet;
    std::vector<std::uint8_t> m_reply;
    std::uint32_t m_sequence = 0;
};

} // namespace

std::string networkStackId()
{
    const auto bootId = readFirstLine("/proc/sys/kernel/random/boot_id");
    struct stat netNamespace {
    };
    if (!bootId || ::stat("/proc/self/ns/net", &netNamespace) != 0)
        return {};
    return *bootId + "/" + std::to_string(static_cast<unsigned long long>(netNamespace.st_ino));
}

bool isLocalAddress(const std::string &address)
{
    const auto parsed = parseAddress(address, 0);
    if (!parsed)
        return false;
    const auto host = hostAddressOf(reinterpret_cast<const sockaddr *>(&parsed->storage));
    if (!host)
        return false;
    // 0.0.0.0 and :: reach this machine itself when used as a destination.
    if (isLoopback(*host) || isUnspecifiedAddress(*parsed))
        return true;
    return interfaceNameHolding(*host).has_value();
}

std::optional<protocol::NicInfo> interfaceHolding(const std::string &address)
{
    const auto host = hostAddressOf(address);
    if (!host)
        return std::nullopt;
    const auto name = interfaceNameHolding(*host);
    if (!name)
        return std::nullopt;
    return describeInterface(*name);
}

std::optional<protocol::NicInfo> interfaceTowards(const std::string &target)
{
    // Any non-zero port: connect() on a UDP socket only picks the route and the source address.
    auto address = parseAddress(target, 9);
    if (!address)
        return std::nullopt;
    auto socket = connectedUdpSocket(*address, target);
    if (!socket)
        return std::nullopt;
    sockaddr_storage source{};
    socklen_t length = sizeof source;
    if (::getsockname(socket->get(), reinterpret_cast<sockaddr *>(&source), &length) != 0)
        return std::nullopt;
    const auto host = hostAddressOf(reinterpret_cast<const sockaddr *>(&source));
    if (!host)
        return std::nullopt;
    const auto name = interfaceNameHolding(*host);
    if (!name)
        return std::nullopt;
    return describeInterface(*name);
}

LinkResult<protocol::PathMtuResult> measurePathMtu(const PathMtuOptions &options)
{
    if (options.udpPort == 0 || options.probeTimeoutMs <= 0 || options.tries <= 0)
        return LinkError{LinkErrorCode::InvalidArgument, "path MTU probe needs a port, a timeout and tries"};
    auto address = parseAddress(options.targetAddress, options.udpPort);
    if (!address)
        return address.error();
    const std::string where = describe(options.targetAddress, options.udpPort);
    auto socket = connectedUdpSocket(*address, where);
    if (!socket)
        return socket.error();
    const int fd = socket->get();

    // "Don't fragment", and ignore the kernel's cached path MTU: every size is really tried.
    const bool v6 = address->family == AF_INET6;
    const std::size_t headerBytes = v6 ? kIpv6UdpHeaderBytes : kIpv4UdpHeaderBytes;
    const int probeMode = v6 ? IPV6_PMTUDISC_PROBE : IP_PMTUDISC_PROBE;
    if (::setsockopt(fd, v6 ? IPPROTO_IPV6 : IPPROTO_IP, v6 ? IPV6_MTU_DISCOVER : IP_MTU_DISCOVER, &probeMode,
                     sizeof probeMode)
        != 0)
        return systemError(LinkErrorCode::SocketFailed, "cannot set path MTU discovery to probe mode", errno);
    if (v6) {
        const int on = 1;
        if (::setsockopt(fd, IPPROTO_IPV6, IPV6_DONTFRAG, &on, sizeof on) != 0)
            return systemError(LinkErrorCode::SocketFailed, "cannot set IPV6_DONTFRAG", errno);
    }
    int routeMtu = 0;
    socklen_t mtuLength = sizeof routeMtu;
    if (::getsockopt(fd, v6 ? IPPROTO_IPV6 : IPPROTO_IP, v6 ? IPV6_MTU : IP_MTU, &routeMtu, &mtuLength) != 0)
        return systemError(LinkErrorCode::SocketFailed, "cannot read the route MTU towards " + where, errno);
    if (routeMtu <= static_cast<int>(headerBytes + kMinMtuProbeBytes))
        return LinkError{LinkErrorCode::InvalidArgument, "the route MTU towards " + where + " is only "
                                                             + std::to_string(routeMtu) + " bytes"};

    MtuProber prober(fd, options);
    const auto result = [&](std::size_t payload) {
        return protocol::PathMtuResult{static_cast<std::uint32_t>(payload),
                                       static_cast<std::uint32_t>(payload + headerBytes)};
    };

    // Bisection: good is a size known to come back, bad one known not to.
    std::size_t bad = std::min(static_cast<std::size_t>(routeMtu) - headerBytes, kMaxUdpPayloadBytes) + 1;
    auto largest = prober.probe(bad - 1); // the common case: the whole route MTU goes through
    if (!largest)
        return largest.error();
    if (*largest == ProbeOutcome::Echoed)
        return result(bad - 1);
    --bad;
    std::size_t good = kMinMtuProbeBytes;
    auto smallest = prober.probe(good);
    if (!smallest)
        return smallest.error();
    if (*smallest != ProbeOutcome::Echoed)
        return LinkError{LinkErrorCode::PeerFailed,
                         "no echo from " + where + " even for a " + std::to_string(good) + "-byte probe"};
    while (bad - good > 1) {
        const std::size_t middle = good + (bad - good) / 2;
        auto outcome = prober.probe(middle);
        if (!outcome)
            return outcome.error();
        (*outcome == ProbeOutcome::Echoed ? good : bad) = middle;
    }
    return result(good);
}

} // namespace shardscope::link
