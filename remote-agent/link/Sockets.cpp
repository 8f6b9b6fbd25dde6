#include "remote-agent/link/Sockets.h"

#include <cerrno>
#include <cstring>
#include <ctime>

#include <netdb.h>
#include <netinet/in.h>
#include <sys/random.h>
#include <unistd.h>

#include <algorithm>
#include <utility>

namespace shardscope::link {

UniqueFd &UniqueFd::operator=(UniqueFd &&other) noexcept
{
    if (this != &other)
        reset(other.release());
    return *this;
}

int UniqueFd::release()
{
    return std::exchange(m_fd, -1);
}

void UniqueFd::reset(int fd)
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = fd;
}

LinkError systemError(LinkErrorCode code, const std::string &what, int error)
{
    return LinkError{code, what + ": " + std::strerror(error)};
}

LinkResult<SocketAddress> parseAddress(const std::string &address, std::uint16_t port)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_DGRAM; // only narrows the answer to one entry; TCP uses the same sockaddr
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV;
    addrinfo *found = nullptr;
    const std::string service = std::to_string(port);
    const int status = ::getaddrinfo(address.c_str(), service.c_str(), &hints, &found);
    if (status != 0 || !found)
        return LinkError{LinkErrorCode::InvalidAddress,
                         "'" + address
                             + "' is not a numeric IPv4 or IPv6 address: " + ::gai_strerror(status)};
    SocketAddress result;
    std::memcpy(&result.storage, found->ai_addr, found->ai_addrlen);
    result.length = found->ai_addrlen;
    result.family = found->ai_family;
    ::freeaddrinfo(found);
    return result;
}

namespace {

/// The address bytes: 4 for IPv4 (also for an IPv4-mapped IPv6 address), 16 for IPv6, 0 otherwise.
std::size_t addressBytes(const SocketAddress &address, std::uint8_t (&bytes)[16])
{
    if (address.family == AF_INET && address.length >= sizeof(sockaddr_in)) {
        sockaddr_in v4{};
        std::memcpy(&v4, &address.storage, sizeof v4);
        std::memcpy(bytes, &v4.sin_addr, 4);
        return 4;
    }
    if (address.family == AF_INET6 && address.length >= sizeof(sockaddr_in6)) {
        sockaddr_in6 v6{};
        std::memcpy(&v6, &address.storage, sizeof v6);
        if (IN6_IS_ADDR_V4MAPPED(&v6.sin6_addr)) {
            std::memcpy(bytes, reinterpret_cast<const std::uint8_t *>(&v6.sin6_addr) + 12, 4);
            return 4;
        }
        std::memcpy(bytes, &v6.sin6_addr, 16);
        return 16;
    }
    return 0;
}

} // namespace

bool isUnspecifiedAddress(const SocketAddress &address)
{
    std::uint8_t bytes[16]{};
    const std::size_t size = addressBytes(address, bytes);
    return size > 0 && std::all_of(bytes, bytes + size, [](std::uint8_t b) { return b == 0; });
}

bool isSpecificUnicast(const SocketAddress &address)
{
    std::uint8_t bytes[16]{};
    const std::size_t size = addressBytes(address, bytes);
    if (size == 0)
        return false;
    if (size == 4) {
        const bool thisNetwork = bytes[0] == 0;           // 0.0.0.0/8, 0.0.0.0 itself included
        const bool multicast = (bytes[0] & 0xf0) == 0xe0; // 224.0.0.0/4
        const bool broadcast = bytes[0] == 255 && bytes[1] == 255 && bytes[2] == 255 && bytes[3] == 255;
        return !thisNetwork && !multicast && !broadcast;
    }
    return !isUnspecifiedAddress(address) && bytes[0] != 0xff; // ::, ff00::/8
}

std::string describe(const std::string &address, std::uint16_t port)
{
    return address + " port " + std::to_string(port);
}

LinkResult<UniqueFd> openSocket(int family, int type)
{
    const char *kind = type == SOCK_STREAM ? "TCP" : "UDP";
    UniqueFd fd(::socket(family, type | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
    if (!fd.isValid())
        return systemError(LinkErrorCode::SocketFailed, std::string("cannot create a ") + kind + " socket",
                           errno);
    if (family == AF_INET6) {
        const int on = 1;
        if (::setsockopt(fd.get(), IPPROTO_IPV6, IPV6_V6ONLY, &on, sizeof on) != 0)
            return systemError(LinkErrorCode::SocketFailed, "cannot set IPV6_V6ONLY", errno);
    }
    return fd;
}

LinkResult<bool> bindSocket(int fd, const SocketAddress &address, const std::string &what,
                            const std::string &addressText, std::uint16_t port)
{
    if (::bind(fd, reinterpret_cast<const sockaddr *>(&address.storage), address.length) == 0)
        return true;
    const int error = errno;
    const std::string where = "cannot bind " + what + " to " + describe(addressText, port);
    if (error == EADDRNOTAVAIL)
        return LinkError{LinkErrorCode::AddressNotAvailable,
                         where + ": " + std::strerror(error)
                             + " (the address is not on any interface of this machine)"};
    return systemError(LinkErrorCode::BindFailed, where, error);
}

LinkResult<std::uint16_t> boundPort(int fd)
{
    sockaddr_storage bound{};
    socklen_t length = sizeof bound;
    if (::getsockname(fd, reinterpret_cast<sockaddr *>(&bound), &length) != 0)
        return systemError(LinkErrorCode::SocketFailed, "getsockname failed", errno);
    if (bound.ss_family == AF_INET6)
        return ntohs(reinterpret_cast<const sockaddr_in6 *>(&bound)->sin6_port);
    return ntohs(reinterpret_cast<const sockaddr_in *>(&bound)->sin_port);
}

bool hasToken(const std::uint8_t *data, std::size_t size, const LinkToken &token)
{
    if (size < token.size())
        return false;
    std::uint8_t difference = 0;
    for (std::size_t i = 0; i < token.size(); ++i)
        difference = static_cast<std::uint8_t>(difference | (data[i] ^ token[i]));
    return difference == 0;
}

void putBigEndian(std::uint8_t *out, std::uint64_t value, std::size_t bytes)
{
    for (std::size_t i = 0; i < bytes; ++i)
        out[i] = static_cast<std::uint8_t>(value >> (8 * (bytes - 1 - i)));
}

std::uint64_t getBigEndian(const std::uint8_t *in, std::size_t bytes)
{
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < bytes; ++i)
        value = (value << 8) | in[i];
    return value;
}

LinkResult<LinkToken> generateLinkToken()
{
    LinkToken token{};
    std::size_t filled = 0;
    while (filled < token.size()) {
        const ssize_t got = ::getrandom(token.data() + filled, token.size() - filled, 0);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return systemError(LinkErrorCode::RandomFailed, "getrandom failed", errno);
        }
        filled += static_cast<std::size_t>(got);
    }
    return token;
}

std::int64_t monotonicNowNs()
{
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now); // cannot fail for CLOCK_MONOTONIC with a valid pointer
    return static_cast<std::int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

} // namespace shardscope::link
