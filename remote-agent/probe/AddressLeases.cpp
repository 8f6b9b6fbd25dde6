#include "remote-agent/probe/AddressLeases.h"

#include "remote-agent/probe/FileText.h"
#include "remote-agent/probe/NetInterfaces.h"

#include <linux/if_addr.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <sys/socket.h>
#include <sys/time.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <string>

namespace shardscope::probe {

namespace {

constexpr std::uint32_t kForever = 0xFFFFFFFF; // INFINITY_LIFE_TIME in the kernel
constexpr std::size_t kMaxLeases = 4096;       // far above any real interface list
constexpr int kMaxReceives = 4096;             // each receive brings at least one message

constexpr std::size_t align4(std::size_t length)
{
    return (length + 3) & ~std::size_t(3); // NLMSG_ALIGN and RTA_ALIGN
}

/// An object of type T copied from the start of bytes (which must hold sizeof(T) bytes): the
/// buffer's alignment is whatever recv gave, so nothing is read through a cast pointer.
template<typename T>
T copyOut(std::span<const unsigned char> bytes)
{
    T value{};
    std::memcpy(&value, bytes.data(), sizeof value);
    return value;
}

/// The lease in one RTM_NEWADDR payload (struct ifaddrmsg, then rtattrs), if it is one.
std::optional<InterfaceLease> parseAddressMessage(std::span<const unsigned char> payload)
{
    if (payload.size() < sizeof(ifaddrmsg))
        return std::nullopt;
    const auto message = copyOut<ifaddrmsg>(payload);
    const std::size_t addressBytes = message.ifa_family == AF_INET    ? 4
                                     : message.ifa_family == AF_INET6 ? 16
                                                                      : 0;
    if (addressBytes == 0)
        return std::nullopt;

    std::uint32_t flags = message.ifa_flags;
    std::optional<std::span<const unsigned char>> local;
    std::optional<std::span<const unsigned char>> address;
    std::optional<ifa_cacheinfo> cacheInfo;
    for (std::size_t offset = align4(sizeof(ifaddrmsg)); offset + sizeof(rtattr) <= payload.size();) {
        const auto attribute = copyOut<rtattr>(payload.subspan(offset));
        if (attribute.rta_len < sizeof(rtattr) || attribute.rta_len > payload.size() - offset)
            break;
        const auto data = payload.subspan(offset + sizeof(rtattr), attribute.rta_len - sizeof(rtattr));
        switch (attribute.rta_type) {
        case IFA_LOCAL:
            if (data.size() == addressBytes)
                local = data;
            break;
        case IFA_ADDRESS:
            if (data.size() == addressBytes)
                address = data;
            break;
        case IFA_FLAGS: // the 32-bit flags; ifa_flags holds only the low 8 of them
            if (data.size() >= sizeof(std::uint32_t))
                flags = copyOut<std::uint32_t>(data);
            break;
        case IFA_CACHEINFO:
            if (data.size() >= sizeof(ifa_cacheinfo))
                cacheInfo = copyOut<ifa_cacheinfo>(data);
            break;
        default:
            break;
        }
        offset += align4(attribute.rta_len);
    }

    // On a point-to-point link IFA_ADDRESS is the peer and IFA_LOCAL this end: getifaddrs reports
    // IFA_LOCAL where there is one, and so does this.
    const auto own = local ? local : address;
    if (!own || (flags & IFA_F_PERMANENT) || !cacheInfo || cacheInfo->ifa_valid == kForever)
        return std::nullopt;
    std::array<unsigned char, 16> bytes{};
    std::copy(own->begin(), own->end(), bytes.begin());
    auto text = addressWithPrefix(message.ifa_family, bytes.data(), message.ifa_prefixlen);
    if (!text || message.ifa_index == 0 || message.ifa_index > std::uint32_t(std::numeric_limits<int>::max()))
        return std::nullopt;
    InterfaceLease lease;
    lease.interfaceIndex = static_cast<int>(message.ifa_index);
    lease.lease.address = std::move(*text);
    lease.lease.validSeconds = cacheInfo->ifa_valid;
    lease.lease.preferredSeconds = cacheInfo->ifa_prefered;
    return lease;
}

} // namespace

AddressDumpPart parseAddressDump(std::span<const unsigned char> buffer)
{
    AddressDumpPart part;
    std::size_t offset = 0;
    while (offset + sizeof(nlmsghdr) <= buffer.size()) {
        const auto header = copyOut<nlmsghdr>(buffer.subspan(offset));
        if (header.nlmsg_len < sizeof(nlmsghdr) || header.nlmsg_len > buffer.size() - offset) {
            part.done = part.failed = true; // a length the kernel never writes: stop trusting the rest
            return part;
        }
        const auto payload = buffer.subspan(offset + sizeof(nlmsghdr), header.nlmsg_len - sizeof(nlmsghdr));
        switch (header.nlmsg_type) {
        case NLMSG_DONE:
            part.done = true;
            return part;
        case NLMSG_ERROR:
            part.done = part.failed = true;
            return part;
        case RTM_NEWADDR:
            if (auto lease = parseAddressMessage(payload))
                part.leases.push_back(std::move(*lease));
            break;
        default: // NLMSG_NOOP and anything newer
            break;
        }
        offset += align4(header.nlmsg_len);
    }
    return part;
}

std::vector<InterfaceLease> readLiveAddressLeases()
{
    std::vector<InterfaceLease> leases;
    const FdGuard socket(::socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE));
    if (socket.get() < 0)
        return leases;
    const timeval timeout{2, 0}; // the kernel answers a dump at once; this only bounds a surprise
    if (::setsockopt(socket.get(), SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout) != 0)
        return leases;

    struct {
        nlmsghdr header;
        ifaddrmsg message;
    } request{};
    request.header.nlmsg_len = sizeof request;
    request.header.nlmsg_type = RTM_GETADDR;
    request.header.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
    request.header.nlmsg_seq = 1;
    request.message.ifa_family = AF_UNSPEC;
    sockaddr_nl kernel{};
    kernel.nl_family = AF_NETLINK;
    if (::sendto(socket.get(), &request, sizeof request, 0, reinterpret_cast<const sockaddr *>(&kernel),
                 sizeof kernel)
        != static_cast<ssize_t>(sizeof request))
        return leases;

    // 32 KiB holds any one message of an address dump (the kernel fills at most a page or two).
    std::array<unsigned char, 32 * 1024> buffer{};
    for (int receive = 0; receive < kMaxReceives && leases.size() < kMaxLeases; ++receive) {
        sockaddr_nl from{};
        socklen_t fromLength = sizeof from;
        const ssize_t got = ::recvfrom(socket.get(), buffer.data(), buffer.size(), MSG_TRUNC,
                                       reinterpret_cast<sockaddr *>(&from), &fromLength);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0 || static_cast<std::size_t>(got) > buffer.size())
            break; // an error, the timeout, or a message cut short (MSG_TRUNC gives its real length)
        if (from.nl_pid != 0)
            continue; // not from the kernel
        AddressDumpPart part = parseAddressDump(std::span(buffer.data(), static_cast<std::size_t>(got)));
        for (InterfaceLease &lease : part.leases) {
            if (leases.size() < kMaxLeases)
                leases.push_back(std::move(lease));
        }
        if (part.done)
            break;
    }
    return leases;
}

void addLiveLeases(std::vector<protocol::NicInfo> &nics)
{
    std::map<int, std::optional<std::string>> names;
    for (InterfaceLease &lease : readLiveAddressLeases()) {
        auto [it, inserted] = names.try_emplace(lease.interfaceIndex);
        if (inserted) {
            char name[IF_NAMESIZE] = {};
            if (::if_indextoname(static_cast<unsigned>(lease.interfaceIndex), name))
                it->second = std::string(name);
        }
        if (!it->second)
            continue; // gone since the dump
        const auto nic = std::find_if(nics.begin(), nics.end(),
                                      [&](const protocol::NicInfo &n) { return n.name == *it->second; });
        if (nic != nics.end())
            nic->leases.push_back(std::move(lease.lease));
    }
}

} // namespace shardscope::probe
