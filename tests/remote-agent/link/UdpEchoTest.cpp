#include "remote-agent/link/UdpEcho.h"
#include "remote-agent/link/LatencyStats.h"

#include "LinkTestSupport.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>
#include <ctime>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <string_view>
#include <thread>
#include <vector>

using namespace shardscope::link;
using namespace shardscope::link::linktest;

using ServerThread = linktest::ServingThread<UdpEchoServer, EchoServerStop>;

namespace {

// Loopback only: these tests never send anything off this machine.
constexpr const char *loopbackV4 = "127.0.0.1";
constexpr const char *loopbackV6 = "::1";
// TEST-NET-1 (RFC 5737): on no interface of a test machine. Bound to, never sent to.
constexpr const char *notOnThisMachine = "192.0.2.1";

std::unique_ptr<UdpEchoServer> startServer(const std::string &address, const LinkToken &token,
                                           int maxDurationMs = 30'000)
{
    auto server = UdpEchoServer::create(EchoServerOptions{address, 0, token, maxDurationMs});
    EXPECT_TRUE(server.ok()) << (server.ok() ? "" : server.error().message);
    if (!server.ok())
        return nullptr;
    return std::move(server).value();
}

/// A datagram a test's own peer received, with where it came from.
struct Datagram {
    std::vector<std::uint8_t> data;
    sockaddr_storage from{};
    socklen_t fromLength = sizeof from;

    /// Sends the datagram (or `other`) back to where it came from; a failure is a lost echo.
    void sendBack(int fd, std::string_view other = {}) const
    {
        const void *bytes = other.empty() ? static_cast<const void *>(data.data()) : other.data();
        const std::size_t size = other.empty() ? data.size() : other.size();
        [[maybe_unused]] const ssize_t sent
            = ::sendto(fd, bytes, size, 0, reinterpret_cast<const sockaddr *>(&from), fromLength);
    }
};

/// The next datagram on fd; none after 5 s without one.
std::optional<Datagram> receiveOne(int fd)
{
    pollfd pfd{fd, POLLIN, 0};
    if (::poll(&pfd, 1, 5000) <= 0)
        return std::nullopt;
    Datagram datagram;
    datagram.data.resize(2048);
    const ssize_t size = ::recvfrom(fd, datagram.data.data(), datagram.data.size(), 0,
                                    reinterpret_cast<sockaddr *>(&datagram.from), &datagram.fromLength);
    if (size <= 0)
        return std::nullopt;
    datagram.data.resize(static_cast<std::size_t>(size));
    return datagram;
}

/// Probes of the default count and interval to address:port with token.
ProbeOptions probesTo(const std::string &address, std::uint16_t port, const LinkToken &token)
{
    ProbeOptions options;
    options.targetAddress = address;
    options.port = port;
    options.token = token;
    return options;
}

/// A UDP socket on an ephemeral loopback port, in place of an echo server: the test answers (or
/// does not) itself. Invalid when the socket cannot be had; port is set otherwise.
UniqueFd loopbackPeer(std::uint16_t &port)
{
    UniqueFd peer(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
    sockaddr_in address = loopbackAddress(0);
    socklen_t length = sizeof address;
    if (!peer.isValid()
        || ::bind(peer.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
        || ::getsockname(peer.get(), reinterpret_cast<sockaddr *>(&address), &length) != 0)
        return UniqueFd();
    port = ntohs(address.sin_port);
    return peer;
}

} // namespace

TEST(UdpEcho, TokensAreRandom)
{
    EXPECT_NE(newToken(), newToken());
}

TEST(UdpEcho, LoopbackEchoOfTwoHundredProbes)
{
    const LinkToken token = newToken();
    auto created = startServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ASSERT_NE(port, 0);
    ServerThread server(std::move(created));

    ProbeOptions options = probesTo(loopbackV4, port, token);
    options.count = 200;
    options.intervalUs = 1000;
    options.timeoutAfterLastMs = 2000;
    auto run = runUdpProbes(options);
    ASSERT_TRUE(run.ok()) << run.error().message;
    ASSERT_EQ(run->records.size(), 200u);
    EXPECT_EQ(run->foreignDatagrams, 0u);
    EXPECT_EQ(run->sendErrors, 0u);

    for (std::uint32_t i = 0; i < 200; ++i)
        EXPECT_EQ(run->records[i].sequence, i);
    // Absolute schedule: probe 199 leaves no earlier than 199 intervals after probe 0 (less the
    // lateness of probe 0 itself), and a loaded machine catches up instead of drifting.
    const std::int64_t spanNs = run->records[199].sendTimeNs - run->records[0].sendTimeNs;
    EXPECT_GE(spanNs, 198'000'000);
    EXPECT_LT(spanNs, 1'199'000'000);

    const LatencyStats stats = computeLatencyStats(run->records);
    EXPECT_EQ(stats.sentCount, 200u);
    EXPECT_EQ(stats.receivedCount, 200u);
    EXPECT_DOUBLE_EQ(stats.lossPercent, 0.0);
    EXPECT_EQ(stats.duplicateCount, 0u);
    ASSERT_TRUE(stats.rtt.has_value());
    EXPECT_GT(stats.rtt->minUs, 0.0);
    EXPECT_LE(stats.rtt->minUs, stats.rtt->p50Us);
    EXPECT_LE(stats.rtt->p50Us, stats.rtt->p90Us);
    EXPECT_LE(stats.rtt->p90Us, stats.rtt->p99Us);
    EXPECT_LE(stats.rtt->p99Us, stats.rtt->maxUs);
    EXPECT_LT(stats.rtt->p50Us, 5000.0);
    EXPECT_GE(stats.rtt->meanUs, stats.rtt->minUs);
    EXPECT_LE(stats.rtt->meanUs, stats.rtt->maxUs);
    EXPECT_GE(stats.rtt->jitterUs, 0.0);

    // Each echo says how long the server held it (its kernel's receive timestamp to its send), less
    // than the whole round trip; a clock stepped meanwhile may cost a few, never most.
    int withDwell = 0;
    for (const ProbeRecord &record : run->records) {
        ASSERT_TRUE(record.receiveTimeNs.has_value());
        EXPECT_GE(record.serverDwellNs, 0);
        EXPECT_LT(record.serverDwellNs, *record.receiveTimeNs - record.sendTimeNs);
        withDwell += record.serverDwellNs > 0 ? 1 : 0;
    }
    EXPECT_GE(withDwell, 190);
    ASSERT_TRUE(stats.serverDwellMeanUs.has_value());
    EXPECT_GT(*stats.serverDwellMeanUs, 0.0);

    // The server counts an echo after sending it: read the counters once its thread is joined.
    EXPECT_EQ(server.finish(), EchoServerStop::Requested);
    const EchoServerCounters counters = server.server().counters();
    EXPECT_EQ(counters.answered, 200u);
    EXPECT_EQ(counters.rejected, 0u);
    EXPECT_FALSE(server.server().isOpen());
    EXPECT_TRUE(udpPortIsFree(port));
}

TEST(UdpEcho, LoopbackEchoOverIpv6)
{
    const LinkToken token = newToken();
    auto created = UdpEchoServer::create(EchoServerOptions{loopbackV6, 0, token, 30'000});
    if (!created.ok()
        && (created.error().code == LinkErrorCode::AddressNotAvailable
            || created.error().code == LinkErrorCode::SocketFailed))
        GTEST_SKIP() << "no IPv6 loopback here: " << created.error().message;
    ASSERT_TRUE(created.ok()) << created.error().message;
    const std::uint16_t port = created.value()->port();
    ServerThread server(std::move(created).value());

    ProbeOptions options = probesTo(loopbackV6, port, token);
    options.count = 20;
    options.timeoutAfterLastMs = 2000;
    auto run = runUdpProbes(options);
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(computeLatencyStats(run->records).receivedCount, 20u);
    EXPECT_EQ(server.finish(), EchoServerStop::Requested);
    EXPECT_EQ(server.server().counters().answered, 20u);
}

TEST(UdpEcho, WrongTokenGetsNoAnswersAndIsCountedAsRejected)
{
    const LinkToken serverToken = newToken();
    LinkToken clientToken = serverToken;
    clientToken[15] ^= 0x01; // one bit off
    auto created = startServer(loopbackV4, serverToken);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    ProbeOptions options = probesTo(loopbackV4, port, clientToken);
    options.count = 20;
    options.timeoutAfterLastMs = 300;
    auto run = runUdpProbes(options);
    ASSERT_TRUE(run.ok()) << run.error().message;
    const LatencyStats stats = computeLatencyStats(run->records);
    EXPECT_EQ(stats.sentCount, 20u);
    EXPECT_EQ(stats.receivedCount, 0u);
    EXPECT_DOUBLE_EQ(stats.lossPercent, 100.0);
    EXPECT_FALSE(stats.rtt.has_value());
    EXPECT_EQ(run->foreignDatagrams, 0u); // nothing came back at all

    // A datagram shorter than the token is rejected as well.
    UniqueFd raw(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
    ASSERT_TRUE(raw.isValid());
    sockaddr_in target{};
    target.sin_family = AF_INET;
    target.sin_port = htons(port);
    target.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const char shortDatagram[] = "hello";
    ASSERT_EQ(::sendto(raw.get(), shortDatagram, sizeof shortDatagram, 0,
                       reinterpret_cast<const sockaddr *>(&target), sizeof target),
              static_cast<ssize_t>(sizeof shortDatagram));

    // The server handles datagrams on its own thread: wait (bounded) for it to count them all.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (server.server().counters().rejected < 21 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    const EchoServerCounters counters = server.server().counters();
    EXPECT_EQ(counters.rejected, 21u);
    EXPECT_EQ(counters.answered, 0u);
    pollfd pfd{raw.get(), POLLIN, 0};
    EXPECT_EQ(::poll(&pfd, 1, 100), 0) << "the server answered a datagram without the token";
}

TEST(UdpEcho, ServerStopsByItselfAfterMaxDurationAndReleasesThePort)
{
    const LinkToken token = newToken();
    auto server = startServer(loopbackV4, token, 300);
    ASSERT_TRUE(server);
    const std::uint16_t port = server->port();
    EXPECT_TRUE(server->isOpen());
    EXPECT_FALSE(udpPortIsFree(port));

    const auto started = std::chrono::steady_clock::now();
    auto stopped = server->run();
    const auto elapsed = std::chrono::steady_clock::now() - started;
    ASSERT_TRUE(stopped.ok()) << stopped.error().message;
    EXPECT_EQ(*stopped, EchoServerStop::MaxDuration);
    EXPECT_LE(elapsed, std::chrono::milliseconds(2000));
    EXPECT_GE(elapsed, std::chrono::milliseconds(250)); // the 300 ms count from bind, not from run()
    EXPECT_FALSE(server->isOpen());
    EXPECT_TRUE(udpPortIsFree(port));

    // Probes to the closed port are lost, not an error.
    ProbeOptions options = probesTo(loopbackV4, port, token);
    options.count = 5;
    options.timeoutAfterLastMs = 100;
    auto run = runUdpProbes(options);
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(computeLatencyStats(run->records).receivedCount, 0u);

    auto again = server->run();
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.error().code, LinkErrorCode::InvalidArgument);
}

TEST(UdpEcho, StopBeforeRunReturnsAtOnce)
{
    auto server = startServer(loopbackV4, newToken());
    ASSERT_TRUE(server);
    server->stop();
    auto stopped = server->run();
    ASSERT_TRUE(stopped.ok()) << stopped.error().message;
    EXPECT_EQ(*stopped, EchoServerStop::Requested);
    EXPECT_FALSE(server->isOpen());
}

TEST(UdpEcho, BindToAnAddressNotOnThisMachineFailsClearly)
{
    auto server = UdpEchoServer::create(EchoServerOptions{notOnThisMachine, 0, newToken(), 1000});
    ASSERT_FALSE(server.ok());
    EXPECT_EQ(server.error().code, LinkErrorCode::AddressNotAvailable);
    EXPECT_NE(server.error().message.find("192.0.2.1"), std::string::npos) << server.error().message;
    EXPECT_NE(server.error().message.find("not on any interface"), std::string::npos)
        << server.error().message;
}

TEST(UdpEcho, NamesAndBadOptionsAreRefused)
{
    // Only numeric addresses: no name lookup ever happens.
    auto named = UdpEchoServer::create(EchoServerOptions{"localhost", 0, LinkToken{}, 1000});
    ASSERT_FALSE(named.ok());
    EXPECT_EQ(named.error().code, LinkErrorCode::InvalidAddress);

    auto noDuration = UdpEchoServer::create(EchoServerOptions{loopbackV4, 0, LinkToken{}, 0});
    ASSERT_FALSE(noDuration.ok());
    EXPECT_EQ(noDuration.error().code, LinkErrorCode::InvalidArgument);

    ProbeOptions options;
    options.targetAddress = loopbackV4;
    options.port = 9; // never sent to: the options are refused first
    options.payloadBytes = probeHeaderBytes - 1;
    auto tooSmall = runUdpProbes(options);
    ASSERT_FALSE(tooSmall.ok());
    EXPECT_EQ(tooSmall.error().code, LinkErrorCode::InvalidArgument);

    options.payloadBytes = 64;
    options.count = 0;
    auto none = runUdpProbes(options);
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error().code, LinkErrorCode::InvalidArgument);
}

// A misbehaving peer on loopback that answers every probe twice and adds a stray datagram:
// the client counts duplicates per probe and ignores what is not an echo of its own probes.
TEST(UdpEcho, ClientCountsDuplicatesAndIgnoresForeignReplies)
{
    std::uint16_t peerPort = 0;
    const UniqueFd peer = loopbackPeer(peerPort);
    ASSERT_TRUE(peer.isValid());

    constexpr std::uint32_t probes = 5;
    std::thread doubler([&peer] {
        for (std::uint32_t i = 0; i < probes; ++i) {
            const auto datagram = receiveOne(peer.get());
            if (!datagram)
                return;
            datagram->sendBack(peer.get());
            datagram->sendBack(peer.get());
            if (i == 0)
                datagram->sendBack(peer.get(), "stray");
        }
    });

    ProbeOptions options = probesTo(loopbackV4, peerPort, newToken());
    options.count = probes;
    options.timeoutAfterLastMs = 300; // the last duplicates arrive after all probes were answered
    auto run = runUdpProbes(options);
    doubler.join();
    ASSERT_TRUE(run.ok()) << run.error().message;
    const LatencyStats stats = computeLatencyStats(run->records);
    EXPECT_EQ(stats.receivedCount, probes);
    EXPECT_EQ(run->foreignDatagrams, 1u);
    // The client stops as soon as every probe has one echo, so the very last duplicate may not be
    // read; all earlier ones are.
    EXPECT_GE(stats.duplicateCount, probes - 1);
    EXPECT_LE(stats.duplicateCount, probes);
}

TEST(UdpEcho, CancelEndsAProbeRunSoonAndProgressIsReported)
{
    const LinkToken token = newToken();
    ServerThread server(startServer(loopbackV4, token));
    ProbeOptions options = probesTo(loopbackV4, server.server().port(), token);
    options.count = 20'000; // 20 s at 1 ms: only a cancel ends it early
    std::atomic_bool cancel{false};
    options.cancel = &cancel;
    std::atomic<int> reports{0};
    std::atomic<double> lastFraction{0};
    options.progress = [&](double fraction) {
        ++reports;
        lastFraction = fraction;
    };
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        cancel = true;
    });
    const auto start = std::chrono::steady_clock::now();
    const auto run = runUdpProbes(options);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    canceller.join();
    ASSERT_FALSE(run.ok());
    EXPECT_EQ(run.error().code, LinkErrorCode::Cancelled);
    EXPECT_LT(elapsed, std::chrono::seconds(5));
    EXPECT_GE(reports.load(), 1);
    EXPECT_GT(lastFraction.load(), 0.0);
    EXPECT_LT(lastFraction.load(), 1.0);
}

namespace {

/// CPU time of the whole process or of the calling thread, in ns.
std::int64_t cpuNs(clockid_t clock)
{
    timespec now{};
    ::clock_gettime(clock, &now);
    return static_cast<std::int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

} // namespace

TEST(UdpEcho, BothEndsSleepAgainOnceTheAwakeProbesAreSent)
{
    const LinkToken token = newToken();
    ServerThread server(startServer(loopbackV4, token));
    ProbeOptions options = probesTo(loopbackV4, server.server().port(), token);
    options.count = 200;
    options.intervalUs = 1000;
    options.stayAwake = true;
    const auto run = runUdpProbes(options);
    ASSERT_TRUE(run.ok()) << run.error().message;
    EXPECT_EQ(computeLatencyStats(run->records).receivedCount, 200u);

    // The server stays awake for two intervals after the last probe, then sleeps in poll(): over
    // the next 300 ms it takes next to no CPU (one that stayed awake would take most of one; a busy
    // machine gives a polling thread less CPU, never more). The server is the only other thread.
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const std::int64_t wallStart = monotonicNowNs();
    const std::int64_t cpuStart = cpuNs(CLOCK_PROCESS_CPUTIME_ID);
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const auto cpu = static_cast<double>(cpuNs(CLOCK_PROCESS_CPUTIME_ID) - cpuStart);
    const auto wall = static_cast<double>(monotonicNowNs() - wallStart);
    EXPECT_LT(cpu / wall, 0.1) << "server CPU " << cpu / 1e6 << " ms in " << wall / 1e6 << " ms";

    // A client whose echoes never come stays awake only until two intervals after its last probe,
    // not through the whole wait for them: 20 ms awake, then 500 ms asleep.
    std::uint16_t silentPort = 0;
    const UniqueFd silent = loopbackPeer(silentPort);
    ASSERT_TRUE(silent.isValid());
    options.port = silentPort;
    options.count = 20;
    options.timeoutAfterLastMs = 500;
    const std::int64_t clientWallStart = monotonicNowNs();
    const std::int64_t clientCpuStart = cpuNs(CLOCK_THREAD_CPUTIME_ID);
    const auto unanswered = runUdpProbes(options);
    const auto clientCpu = static_cast<double>(cpuNs(CLOCK_THREAD_CPUTIME_ID) - clientCpuStart);
    const auto clientWall = static_cast<double>(monotonicNowNs() - clientWallStart);
    ASSERT_TRUE(unanswered.ok()) << unanswered.error().message;
    EXPECT_EQ(computeLatencyStats(unanswered->records).receivedCount, 0u);
    EXPECT_GE(clientWall, 500e6);
    EXPECT_LT(clientCpu / clientWall, 0.25)
        << "client CPU " << clientCpu / 1e6 << " ms in " << clientWall / 1e6 << " ms";
}

TEST(UdpEcho, AnAwakeClientAnnouncesItsIntervalAndStillGetsEchoesThatComeLate)
{
    std::uint16_t peerPort = 0;
    const UniqueFd peer = loopbackPeer(peerPort);
    ASSERT_TRUE(peer.isValid());

    // Answers each probe 4 ms after it came, one after the other: most echoes come after the
    // client's last probe and the two intervals it stays awake after it, so it finds them asleep.
    constexpr std::uint32_t probes = 10;
    constexpr auto holdFor = std::chrono::milliseconds(4);
    std::vector<std::uint64_t> announced;
    std::thread slowEcho([&] {
        for (std::uint32_t i = 0; i < 2 * probes; ++i) {
            const auto datagram = receiveOne(peer.get());
            if (!datagram || datagram->data.size() < probeAwakeEnd)
                return;
            announced.push_back(getBigEndian(datagram->data.data() + probeDwellEnd, 4));
            std::this_thread::sleep_for(holdFor);
            datagram->sendBack(peer.get());
        }
    });

    ProbeOptions options = probesTo(loopbackV4, peerPort, newToken());
    options.count = probes;
    options.intervalUs = 1000;
    options.stayAwake = true;
    const auto awake = runUdpProbes(options);
    options.stayAwake = false;
    const auto asleep = runUdpProbes(options);
    slowEcho.join();

    for (const auto *run : {&awake, &asleep}) {
        ASSERT_TRUE(run->ok()) << run->error().message;
        const LatencyStats stats = computeLatencyStats((*run)->records);
        EXPECT_EQ(stats.receivedCount, probes);
        ASSERT_TRUE(stats.rtt.has_value());
        EXPECT_GE(stats.rtt->minUs, 4000.0);
    }
    // Bytes 36–39: the interval in µs while the client stays awake, else 0.
    ASSERT_EQ(announced.size(), 2 * probes);
    for (std::uint32_t i = 0; i < probes; ++i) {
        EXPECT_EQ(announced[i], 1000u) << i;
        EXPECT_EQ(announced[probes + i], 0u) << i;
    }
}
