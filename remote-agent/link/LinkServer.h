#pragma once

#include "remote-agent/link/LinkResult.h"
#include "remote-agent/link/Sockets.h"

#include <cstdint>
#include <memory>
#include <string>

namespace shardscope::link {

/// The server side of one pair test: a UdpEchoServer and a TcpLinkServer on the same address, each
/// on a thread of its own, both with the token and the maximum duration.
struct LinkServerOptions {
    std::string bindAddress;
    LinkToken token{};
    std::int64_t maxDurationMs = 60'000;
};

/// What the server saw; final once stop() returned.
struct LinkServerSummary {
    std::uint64_t answeredDatagrams = 0;
    std::uint64_t rejectedDatagrams = 0;
    std::uint64_t rejectedConnections = 0;
    bool reachedMaxDuration = false; ///< either part stopped on its own before stop()
};

class LinkServer
{
public:
    /// Binds both sockets (ephemeral ports) and starts serving; AddressNotAvailable when the address
    /// is not on this machine.
    static LinkResult<std::unique_ptr<LinkServer>> start(const LinkServerOptions &options);
    /// stop().
    ~LinkServer();
    LinkServer(const LinkServer &) = delete;
    LinkServer &operator=(const LinkServer &) = delete;

    std::uint16_t udpPort() const;
    std::uint16_t tcpPort() const;
    /// Stops both parts and joins their threads: when it returns no socket of this server is open.
    /// Within 2 s. Idempotent.
    LinkServerSummary stop();

private:
    LinkServer();
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace shardscope::link
