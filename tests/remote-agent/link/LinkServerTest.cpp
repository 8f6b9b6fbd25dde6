#include "remote-agent/link/LinkServer.h"
#include "remote-agent/link/LatencyStats.h"
#include "remote-agent/link/TcpData.h"
#include "remote-agent/link/UdpEcho.h"

#include "LinkTestSupport.h"

#include <gtest/gtest.h>

#include <cerrno>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <chrono>
#include <thread>

using namespace shardscope::link;
using namespace shardscope::link::linktest;
using shardscope::protocol::LinkMode;

namespace {

// Loopback only: these tests never send anything off this machine.
constexpr const char *loopbackV4 = "127.0.0.1";
// TEST-NET-1 (RFC 5737): on no interface of a test machine. Bound to, never sent to.
constexpr const char *notOnThisMachine = "192.0.2.1";

using Clock = std::chrono::steady_clock;

std::unique_ptr<LinkServer> startServer(const LinkToken &token, std::int64_t maxDurationMs = 60'000)
{
    auto server = LinkServer::start(LinkServerOptions{loopbackV4, token, maxDurationMs});
    EXPECT_TRUE(server.ok()) << (server.ok() ? "" : server.error().message);
    return server.ok() ? std::move(server).value() : nullptr;
}

ProbeOptions probeOptions(std::uint16_t port, const LinkToken &token, std::uint32_t count,
                          std::size_t payloadBytes = 64)
{
    ProbeOptions options;
    options.targetAddress = loopbackV4;
    options.port = port;
    options.token = token;
    options.count = count;
    options.intervalUs = 1000;
    options.timeoutAfterLastMs = 2000;
    options.payloadBytes = payloadBytes;
    return options;
}

} // namespace

TEST(LinkServer, ServesUdpEchoAndTcpOnOneAddressUntilStopped)
{
    const LinkToken token = newToken();
    auto server = startServer(token);
    ASSERT_TRUE(server);
    const std::uint16_t udpPort = server->udpPort();
    const std::uint16_t tcpPort = server->tcpPort();
    EXPECT_NE(udpPort, 0);
    EXPECT_NE(tcpPort, 0);

    auto probes = runUdpProbes(probeOptions(udpPort, token, 50));
    ASSERT_TRUE(probes.ok()) << probes.error().message;
    EXPECT_EQ(computeLatencyStats(probes->records).receivedCount, 50u);

    TcpEchoOptions echo;
    echo.targetAddress = loopbackV4;
    echo.port = tcpPort;
    echo.token = token;
    echo.count = 50;
    auto records = runTcpEcho(echo);
    ASSERT_TRUE(records.ok()) << records.error().message;

    ThroughputOptions throughput;
    throughput.targetAddress = loopbackV4;
    throughput.port = tcpPort;
    throughput.token = token;
    throughput.mode = LinkMode::Bidirectional;
    throughput.durationMs = 300;
    auto phase = runThroughput(throughput);
    ASSERT_TRUE(phase.ok()) << phase.error().message;
    ASSERT_TRUE(phase->forward && phase->reverse);

    const auto start = Clock::now();
    const LinkServerSummary summary = server->stop();
    EXPECT_LT(std::chrono::duration<double>(Clock::now() - start).count(), 2.5);
    EXPECT_EQ(summary.answeredDatagrams, 50u);
    EXPECT_EQ(summary.rejectedDatagrams, 0u);
    EXPECT_EQ(summary.rejectedConnections, 0u);
    EXPECT_FALSE(summary.reachedMaxDuration);
    EXPECT_TRUE(tcpConnectionRefused(tcpPort));
    EXPECT_TRUE(udpPortIsFree(udpPort));
    // Idempotent, and the ports can still be named.
    EXPECT_EQ(server->stop().answeredDatagrams, 50u);
    EXPECT_EQ(server->udpPort(), udpPort);
}

TEST(LinkServer, EchoesDatagramsUpToTheLargestUdpPayload)
{
    // The path MTU probe sends up to ~9000 bytes; the server must answer anything up to 65507.
    // UDP may drop even on loopback: a socket's default buffer (212 992 B) holds about three
    // datagrams of 64 KiB, and a busy machine can leave the server unscheduled for longer than
    // that takes to fill (CI lost some). Probes 20 ms apart leave it time to drain; one answer of
    // each size shows that size is answered, and none lost is not asked.
    const LinkToken token = newToken();
    auto server = startServer(token);
    ASSERT_TRUE(server);
    std::uint64_t received = 0;
    for (const std::size_t payload : {std::size_t{1500}, std::size_t{9000}, maxProbePayloadBytes}) {
        ProbeOptions options = probeOptions(server->udpPort(), token, 5, payload);
        options.intervalUs = 20'000;
        auto probes = runUdpProbes(options);
        ASSERT_TRUE(probes.ok()) << probes.error().message;
        const auto stats = computeLatencyStats(probes->records);
        EXPECT_GE(stats.receivedCount, 1u) << payload << " bytes";
        received += stats.receivedCount;
    }
    const LinkServerSummary summary = server->stop();
    EXPECT_GE(summary.answeredDatagrams, received); // an answer may be lost on its way back
    EXPECT_LE(summary.answeredDatagrams, 15u);
    EXPECT_EQ(summary.rejectedDatagrams, 0u);
}

TEST(LinkServer, CountsWhatLackedTheToken)
{
    const LinkToken token = newToken();
    LinkToken wrong = token;
    wrong[7] ^= 0x10;
    auto server = startServer(token);
    ASSERT_TRUE(server);
    auto probes = runUdpProbes(probeOptions(server->udpPort(), wrong, 10));
    ASSERT_TRUE(probes.ok()) << probes.error().message;
    EXPECT_EQ(computeLatencyStats(probes->records).receivedCount, 0u);
    TcpEchoOptions echo;
    echo.targetAddress = loopbackV4;
    echo.port = server->tcpPort();
    echo.token = wrong;
    echo.count = 3;
    auto records = runTcpEcho(echo);
    ASSERT_FALSE(records.ok());
    const LinkServerSummary summary = server->stop();
    EXPECT_EQ(summary.rejectedDatagrams, 10u);
    EXPECT_EQ(summary.rejectedConnections, 1u);
    EXPECT_EQ(summary.answeredDatagrams, 0u);
}

TEST(LinkServer, StopsByItselfAtTheMaximumDuration)
{
    const LinkToken token = newToken();
    auto server = startServer(token, 500);
    ASSERT_TRUE(server);
    const std::uint16_t tcpPort = server->tcpPort();
    const std::uint16_t udpPort = server->udpPort();
    // Both parts close on their own; poll instead of a fixed sleep (a loaded machine is slow).
    const auto start = Clock::now();
    while (!(tcpConnectionRefused(tcpPort) && udpPortIsFree(udpPort))
           && Clock::now() - start < std::chrono::seconds(10))
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_TRUE(tcpConnectionRefused(tcpPort));
    EXPECT_TRUE(udpPortIsFree(udpPort));
    EXPECT_TRUE(server->stop().reachedMaxDuration);
}

TEST(LinkServer, DestructorStopsEverything)
{
    const LinkToken token = newToken();
    std::uint16_t tcpPort = 0;
    {
        auto server = startServer(token);
        ASSERT_TRUE(server);
        tcpPort = server->tcpPort();
    }
    EXPECT_TRUE(tcpConnectionRefused(tcpPort));
}

TEST(LinkServer, AddressNotOnThisMachineOrBadOptionsFailClearly)
{
    const LinkToken token = newToken();
    auto notHere = LinkServer::start(LinkServerOptions{notOnThisMachine, token, 10'000});
    ASSERT_FALSE(notHere.ok());
    EXPECT_EQ(notHere.error().code, LinkErrorCode::AddressNotAvailable) << notHere.error().message;
    auto byName = LinkServer::start(LinkServerOptions{"localhost", token, 10'000});
    ASSERT_FALSE(byName.ok());
    EXPECT_EQ(byName.error().code, LinkErrorCode::InvalidAddress);
    auto noDuration = LinkServer::start(LinkServerOptions{loopbackV4, token, 0});
    ASSERT_FALSE(noDuration.ok());
    EXPECT_EQ(noDuration.error().code, LinkErrorCode::InvalidArgument);
}

TEST(LinkServer, RefusesAnythingButOneInterfacesUnicastAddress)
{
    const LinkToken token = newToken();
    for (const char *address : {"0.0.0.0", "0.1.2.3", "::", "224.0.0.1", "239.255.255.250", "255.255.255.255",
                                "ff02::1", "ff0e::1", "::ffff:0.0.0.0", "::ffff:224.0.0.1"}) {
        auto server = LinkServer::start(LinkServerOptions{address, token, 10'000});
        ASSERT_FALSE(server.ok()) << address;
        EXPECT_EQ(server.error().code, LinkErrorCode::InvalidAddress) << address;
        EXPECT_EQ(server.error().message,
                  std::string("the link server binds to one interface's address, not to ") + address);
    }
}

TEST(LinkServer, SpecificUnicastAddressesAreTellable)
{
    const auto unicast = [](const char *address) {
        const auto parsed = parseAddress(address, 0);
        EXPECT_TRUE(parsed.ok()) << address;
        return parsed.ok() && isSpecificUnicast(*parsed);
    };
    for (const char *address : {"127.0.0.1", "10.0.0.2", "192.0.2.1", "223.255.255.255", "255.255.255.254",
                                "1.0.0.0", "::1", "2001:db8::1", "fe80::1", "::ffff:10.0.0.2"})
        EXPECT_TRUE(unicast(address)) << address;
    for (const char *address : {"0.0.0.0", "0.255.255.255", "224.0.0.0", "239.255.255.255", "255.255.255.255",
                                "::", "ff00::", "ff02::1", "::ffff:0.0.0.0"})
        EXPECT_FALSE(unicast(address)) << address;

    const auto unspecified = [](const char *address) {
        const auto parsed = parseAddress(address, 0);
        return parsed.ok() && isUnspecifiedAddress(*parsed);
    };
    EXPECT_TRUE(unspecified("0.0.0.0"));
    EXPECT_TRUE(unspecified("::"));
    EXPECT_TRUE(unspecified("::ffff:0.0.0.0"));
    EXPECT_FALSE(unspecified("0.0.0.1"));
    EXPECT_FALSE(unspecified("::1"));
}
