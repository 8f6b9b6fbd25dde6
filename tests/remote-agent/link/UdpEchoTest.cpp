#include "remote-agent/link/UdpEcho.h"
#include "remote-agent/link/LatencyStats.h"

#include "LinkTestSupport.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>

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

    ProbeOptions options;
    options.targetAddress = loopbackV4;
    options.port = port;
    options.token = token;
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

    ProbeOptions options;
    options.targetAddress = loopbackV6;
    options.port = port;
    options.token = token;
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

    ProbeOptions options;
    options.targetAddress = loopbackV4;
    options.port = port;
    options.token = clientToken;
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
    ProbeOptions options;
    options.targetAddress = loopbackV4;
    options.port = port;
    options.token = token;
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
    UniqueFd peer(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
    ASSERT_TRUE(peer.isValid());
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::bind(peer.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
    socklen_t length = sizeof address;
    ASSERT_EQ(::getsockname(peer.get(), reinterpret_cast<sockaddr *>(&address), &length), 0);

    constexpr std::uint32_t probes = 5;
    std::thread doubler([&peer] {
        std::uint8_t buffer[2048];
        for (std::uint32_t i = 0; i < probes; ++i) {
            pollfd pfd{peer.get(), POLLIN, 0};
            if (::poll(&pfd, 1, 5000) <= 0)
                return;
            sockaddr_storage from{};
            socklen_t fromLength = sizeof from;
            const ssize_t size = ::recvfrom(peer.get(), buffer, sizeof buffer, 0,
                                            reinterpret_cast<sockaddr *>(&from), &fromLength);
            if (size <= 0)
                return;
            const auto *to = reinterpret_cast<const sockaddr *>(&from);
            [[maybe_unused]] ssize_t sent
                = ::sendto(peer.get(), buffer, static_cast<std::size_t>(size), 0, to, fromLength);
            sent = ::sendto(peer.get(), buffer, static_cast<std::size_t>(size), 0, to, fromLength);
            if (i == 0)
                sent = ::sendto(peer.get(), "stray", 5, 0, to, fromLength);
        }
    });

    ProbeOptions options;
    options.targetAddress = loopbackV4;
    options.port = ntohs(address.sin_port);
    options.token = newToken();
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
    ProbeOptions options;
    options.targetAddress = loopbackV4;
    options.port = server.server().port();
    options.token = token;
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
    ProbeOptions options;
    options.targetAddress = loopbackV4;
    options.port = server.server().port();
    options.token = token;
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
    UniqueFd silent(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
    ASSERT_TRUE(silent.isValid());
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::bind(silent.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
    socklen_t length = sizeof address;
    ASSERT_EQ(::getsockname(silent.get(), reinterpret_cast<sockaddr *>(&address), &length), 0);
    options.port = ntohs(address.sin_port);
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
    UniqueFd peer(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
    ASSERT_TRUE(peer.isValid());
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::bind(peer.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
    socklen_t length = sizeof address;
    ASSERT_EQ(::getsockname(peer.get(), reinterpret_cast<sockaddr *>(&address), &length), 0);

    // Answers each probe 4 ms after it came, one after the other: most echoes come after the
    // client's last probe and the two intervals it stays awake after it, so it finds them asleep.
    constexpr std::uint32_t probes = 10;
    constexpr auto holdFor = std::chrono::milliseconds(4);
    std::vector<std::uint64_t> announced;
    std::thread slowEcho([&] {
        std::uint8_t buffer[2048];
        for (std::uint32_t i = 0; i < 2 * probes; ++i) {
            pollfd pfd{peer.get(), POLLIN, 0};
            if (::poll(&pfd, 1, 5000) <= 0)
                return;
            sockaddr_storage from{};
            socklen_t fromLength = sizeof from;
            const ssize_t size = ::recvfrom(peer.get(), buffer, sizeof buffer, 0,
                                            reinterpret_cast<sockaddr *>(&from), &fromLength);
            if (size < static_cast<ssize_t>(probeAwakeEnd))
                return;
            announced.push_back(getBigEndian(buffer + probeDwellEnd, 4));
            std::this_thread::sleep_for(holdFor);
            [[maybe_unused]] const ssize_t sent
                = ::sendto(peer.get(), buffer, static_cast<std::size_t>(size), 0,
                           reinterpret_cast<const sockaddr *>(&from), fromLength);
        }
    });

    ProbeOptions options;
    options.targetAddress = loopbackV4;
    options.port = ntohs(address.sin_port);
    options.token = newToken();
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
