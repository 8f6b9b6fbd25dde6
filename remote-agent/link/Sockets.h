#pragma once

#include "remote-agent/link/LinkResult.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include <sys/socket.h>

namespace shardscope::link {

// Socket helpers shared by the UDP echo, the TCP data plane and the path MTU probe.

/// The per-run secret every datagram and connection must carry; it reaches the agents over SSH
/// stdin, never argv or env.
using LinkToken = std::array<std::uint8_t, 16>;

/// Closes a file descriptor when it goes out of scope.
class UniqueFd
{
public:
    UniqueFd() = default;
    explicit UniqueFd(int fd)
        : m_fd(fd)
    {}
    ~UniqueFd() { reset(); }
    UniqueFd(UniqueFd &&other) noexcept
        : m_fd(other.release())
    {}
    UniqueFd &operator=(UniqueFd &&other) noexcept;
    UniqueFd(const UniqueFd &) = delete;
    UniqueFd &operator=(const UniqueFd &) = delete;

    int get() const { return m_fd; }
    bool isValid() const { return m_fd >= 0; }
    int release();
    void reset(int fd = -1);

private:
    int m_fd = -1;
};

/// A numeric address and port as a sockaddr, without any name lookup.
struct SocketAddress {
    sockaddr_storage storage{};
    socklen_t length = 0;
    int family = AF_UNSPEC;
};

/// InvalidAddress unless address is a numeric IPv4 or IPv6 address (no DNS, ever).
LinkResult<SocketAddress> parseAddress(const std::string &address, std::uint16_t port);

/// True for the unspecified address (0.0.0.0, ::): bound to, it listens on every interface; sent to,
/// it reaches this machine. IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
bool isUnspecifiedAddress(const SocketAddress &address);

/// True only for an address that names one interface: not unspecified (0.0.0.0/8, ::), not
/// multicast (224.0.0.0/4, ff00::/8) and not the IPv4 limited broadcast 255.255.255.255. A link
/// server binds only to such an address, so it never listens on every interface.
bool isSpecificUnicast(const SocketAddress &address);

/// "address port N", for messages.
std::string describe(const std::string &address, std::uint16_t port);

/// LinkError{code, what + ": " + strerror(error)}.
LinkError systemError(LinkErrorCode code, const std::string &what, int error);

/// A non-blocking, close-on-exec socket of the family and type (SOCK_DGRAM, SOCK_STREAM); IPv6
/// sockets are IPv6 only, so an IPv6 listener never answers on IPv4.
LinkResult<UniqueFd> openSocket(int family, int type);

/// Binds fd to address; AddressNotAvailable when the address is on no interface of this machine,
/// BindFailed otherwise. what names the socket in the message ("the UDP echo server").
LinkResult<bool> bindSocket(int fd, const SocketAddress &address, const std::string &what,
                            const std::string &addressText, std::uint16_t port);

/// The port a socket is bound to.
LinkResult<std::uint16_t> boundPort(int fd);

/// Compares the token in constant time, so its bytes cannot be found one by one from timing.
bool hasToken(const std::uint8_t *data, std::size_t size, const LinkToken &token);

void putBigEndian(std::uint8_t *out, std::uint64_t value, std::size_t bytes);
std::uint64_t getBigEndian(const std::uint8_t *in, std::size_t bytes);

/// A fresh token from the kernel's random source (getrandom).
LinkResult<LinkToken> generateLinkToken();

/// CLOCK_MONOTONIC in nanoseconds.
std::int64_t monotonicNowNs();

inline constexpr std::int64_t nsPerMs = 1'000'000;
inline constexpr std::int64_t nsPerUs = 1'000;

} // namespace shardscope::link
