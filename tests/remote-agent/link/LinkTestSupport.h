#pragma once

// What the link tests share: servers on a thread of their own, loopback port checks and tokens.
// Loopback only: nothing here sends anywhere else.
#include "remote-agent/link/Sockets.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstdint>
#include <memory>
#include <optional>
#include <thread>
#include <utility>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

namespace shardscope::link::linktest {

/// A fresh token; a failure is a test failure (and an all-zero token).
inline LinkToken newToken()
{
    auto token = generateLinkToken();
    EXPECT_TRUE(token.ok()) << (token.ok() ? "" : token.error().message);
    return token.ok() ? *token : LinkToken{};
}

/// A server (UdpEchoServer, TcpLinkServer) whose run() serves on its own thread; stopped and joined
/// when the scope ends.
template<typename Server, typename Stop>
class ServingThread
{
public:
    explicit ServingThread(std::unique_ptr<Server> server)
        : m_server(std::move(server))
        , m_thread([this] {
            if (!m_server)
                return;
            auto stopped = m_server->run();
            if (stopped.ok())
                m_stop = *stopped;
        })
    {}
    ~ServingThread() { finish(); }
    ServingThread(const ServingThread &) = delete;
    ServingThread &operator=(const ServingThread &) = delete;

    Server &server() { return *m_server; }
    /// Asks the server to stop and joins; why run() returned.
    std::optional<Stop> finish()
    {
        if (m_thread.joinable()) {
            m_server->stop();
            m_thread.join();
        }
        return m_stop;
    }
    /// Joins without asking to stop (for a server that ends by its maximum duration).
    std::optional<Stop> join()
    {
        if (m_thread.joinable())
            m_thread.join();
        return m_stop;
    }

private:
    std::unique_ptr<Server> m_server;
    std::optional<Stop> m_stop;
    std::thread m_thread;
};

inline sockaddr_in loopbackAddress(std::uint16_t port)
{
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return address;
}

/// Whether a TCP connect to 127.0.0.1:port is refused, i.e. nobody listens there any more.
inline bool tcpConnectionRefused(std::uint16_t port)
{
    UniqueFd fd(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
    const sockaddr_in address = loopbackAddress(port);
    return ::connect(fd.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
           && errno == ECONNREFUSED;
}

/// Whether a fresh UDP socket can bind 127.0.0.1:port, i.e. nobody holds that port any more.
inline bool udpPortIsFree(std::uint16_t port)
{
    UniqueFd fd(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
    if (!fd.isValid())
        return false;
    const sockaddr_in address = loopbackAddress(port);
    return ::bind(fd.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
}

} // namespace shardscope::link::linktest
