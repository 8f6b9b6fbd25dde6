#include "remote-agent/link/LinkServer.h"

#include "remote-agent/link/TcpData.h"
#include "remote-agent/link/UdpEcho.h"

#include <limits>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>

namespace shardscope::link {

struct LinkServer::Impl {
    std::unique_ptr<UdpEchoServer> udp;
    std::unique_ptr<TcpLinkServer> tcp;
    std::thread udpThread;
    std::thread tcpThread;
    std::uint16_t udpPort = 0; ///< kept, so the ports can still be named after stop()
    std::uint16_t tcpPort = 0;
    // Written by the serving threads, read after they were joined.
    bool udpReachedMax = false;
    bool tcpReachedMax = false;

    std::mutex stopMutex; ///< stop() may be called from several threads and from the destructor
    std::optional<LinkServerSummary> summary;
};

LinkServer::LinkServer()
    : m_impl(std::make_unique<Impl>())
{}

LinkServer::~LinkServer()
{
    stop();
}

LinkResult<std::unique_ptr<LinkServer>> LinkServer::start(const LinkServerOptions &options)
{
    if (options.maxDurationMs <= 0 || options.maxDurationMs > std::numeric_limits<int>::max())
        return LinkError{LinkErrorCode::InvalidArgument,
                         "the link server's maximum duration is out of range"};
    const int maxDurationMs = static_cast<int>(options.maxDurationMs);
    // Never listen on every interface (0.0.0.0, ::) nor on a multicast or broadcast address.
    const auto address = parseAddress(options.bindAddress, 0);
    if (!address)
        return address.error();
    if (!isSpecificUnicast(*address))
        return LinkError{LinkErrorCode::InvalidAddress,
                         "the link server binds to one interface's address, not to " + options.bindAddress};

    auto udp = UdpEchoServer::create(EchoServerOptions{options.bindAddress, 0, options.token, maxDurationMs});
    if (!udp)
        return udp.error();
    TcpServerOptions tcpOptions;
    tcpOptions.bindAddress = options.bindAddress;
    tcpOptions.token = options.token;
    tcpOptions.maxDurationMs = maxDurationMs;
    auto tcp = TcpLinkServer::create(tcpOptions);
    if (!tcp)
        return tcp.error(); // the UDP socket closes with udp

    std::unique_ptr<LinkServer> server(new LinkServer);
    Impl &impl = *server->m_impl;
    impl.udp = std::move(udp).value();
    impl.tcp = std::move(tcp).value();
    impl.udpPort = impl.udp->port();
    impl.tcpPort = impl.tcp->port();
    try {
        impl.udpThread = std::thread([&impl] {
            const auto stopped = impl.udp->run();
            impl.udpReachedMax = stopped.ok() && *stopped == EchoServerStop::MaxDuration;
        });
        impl.tcpThread = std::thread([&impl] {
            const auto stopped = impl.tcp->run();
            impl.tcpReachedMax = stopped.ok() && *stopped == TcpServerStop::MaxDuration;
        });
    } catch (const std::system_error &error) {
        server->stop(); // joins the thread that did start; both sockets close with server
        return LinkError{LinkErrorCode::SocketFailed,
                         std::string("cannot start the link server's threads: ") + error.what()};
    }
    return server;
}

std::uint16_t LinkServer::udpPort() const
{
    return m_impl->udpPort;
}

std::uint16_t LinkServer::tcpPort() const
{
    return m_impl->tcpPort;
}

LinkServerSummary LinkServer::stop()
{
    Impl &impl = *m_impl;
    std::lock_guard lock(impl.stopMutex);
    if (impl.summary)
        return *impl.summary;
    if (impl.udp)
        impl.udp->stop();
    if (impl.tcp)
        impl.tcp->stop();
    if (impl.udpThread.joinable())
        impl.udpThread.join();
    if (impl.tcpThread.joinable())
        impl.tcpThread.join();

    LinkServerSummary summary;
    if (impl.udp) {
        const EchoServerCounters counters = impl.udp->counters();
        summary.answeredDatagrams = counters.answered;
        summary.rejectedDatagrams = counters.rejected;
    }
    if (impl.tcp)
        summary.rejectedConnections = impl.tcp->counters().rejected;
    summary.reachedMaxDuration = impl.udpReachedMax || impl.tcpReachedMax;
    // A part whose run() never started still holds its socket: close it here.
    impl.udp.reset();
    impl.tcp.reset();
    impl.summary = summary;
    return summary;
}

} // namespace shardscope::link
