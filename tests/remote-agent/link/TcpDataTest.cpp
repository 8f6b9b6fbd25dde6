#include "remote-agent/link/TcpData.h"
#include "remote-agent/link/LatencyStats.h"

#include "LinkTestSupport.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <cstring>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <fstream>
#include <functional>
#include <future>
#include <optional>
#include <sstream>
#include <thread>

using namespace shardscope::link;
using namespace shardscope::link::linktest;

using ServerThread = linktest::ServingThread<TcpLinkServer, TcpServerStop>;
using shardscope::protocol::DirectionThroughput;
using shardscope::protocol::LinkMode;

namespace {

// Loopback only: these tests never send anything off this machine.
constexpr const char *loopbackV4 = "127.0.0.1";
constexpr const char *loopbackV6 = "::1";
// TEST-NET-1 (RFC 5737): on no interface of a test machine. Bound to, never sent to.
constexpr const char *notOnThisMachine = "192.0.2.1";

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

std::unique_ptr<TcpLinkServer> createServer(const std::string &address, const LinkToken &token,
                                            int maxDurationMs = 60'000, int helloTimeoutMs = 2'000)
{
    TcpServerOptions options;
    options.bindAddress = address;
    options.token = token;
    options.maxDurationMs = maxDurationMs;
    options.helloTimeoutMs = helloTimeoutMs;
    auto server = TcpLinkServer::create(options);
    EXPECT_TRUE(server.ok()) << (server.ok() ? "" : server.error().message);
    return server.ok() ? std::move(server).value() : nullptr;
}

ThroughputOptions throughputOptions(const std::string &address, std::uint16_t port, const LinkToken &token,
                                    LinkMode mode, std::uint32_t streams = 1, std::int64_t durationMs = 600)
{
    ThroughputOptions options;
    options.targetAddress = address;
    options.port = port;
    options.token = token;
    options.mode = mode;
    options.streams = streams;
    options.durationMs = durationMs;
    options.intervalMs = 100;
    options.stallTimeoutMs = 5000;
    return options;
}

/// A blocking loopback TCP connection, for speaking to the server by hand.
UniqueFd rawConnect(std::uint16_t port)
{
    UniqueFd fd(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (!fd.isValid()
        || ::connect(fd.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0)
        return UniqueFd();
    return fd;
}

/// What a raw connection gets back within timeoutMs: bytes (> 0), 0 for end of file or a reset,
/// -1 when nothing happened in time.
ssize_t bytesBack(int fd, int timeoutMs)
{
    pollfd pfd{fd, POLLIN, 0};
    if (::poll(&pfd, 1, timeoutMs) <= 0)
        return -1;
    char buffer[256];
    const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
    return n < 0 ? 0 : n; // ECONNRESET: closed without data as well
}

/// Whether /proc/net/tcp{,6} lists a listening socket on this port.
bool isListening(std::uint16_t port)
{
    for (const char *path : {"/proc/net/tcp", "/proc/net/tcp6"}) {
        std::ifstream file(path);
        std::string line;
        std::getline(file, line); // header
        while (std::getline(file, line)) {
            std::istringstream fields(line);
            std::string slot, local, remote, state;
            fields >> slot >> local >> remote >> state;
            const auto colon = local.rfind(':');
            if (colon == std::string::npos)
                continue;
            if (std::stoul(local.substr(colon + 1), nullptr, 16) == port && state == "0A")
                return true;
        }
    }
    return false;
}

/// Checks one direction for sane loopback figures; intervals times their lengths add up to the
/// bytes (they are the same bytes, binned).
void expectSaneDirection(const DirectionThroughput &direction, std::uint32_t streams, std::int64_t durationMs,
                         std::int64_t intervalMs)
{
    EXPECT_GT(direction.bytes, 0u);
    // Loopback on a loaded 2-core debug build: at least 10 Mbit/s, less than 10 Tbit/s.
    EXPECT_GT(direction.bitsPerSecond, 1e7);
    EXPECT_LT(direction.bitsPerSecond, 1e13);
    EXPECT_GT(direction.seconds, static_cast<double>(durationMs) / 1e3 * 0.8);
    EXPECT_LT(direction.seconds, static_cast<double>(durationMs) / 1e3 + 5.0);
    EXPECT_NEAR(direction.bitsPerSecond, static_cast<double>(direction.bytes) * 8 / direction.seconds,
                direction.bitsPerSecond * 1e-9);
    ASSERT_EQ(direction.streamBitsPerSecond.size(), streams);
    for (const double rate : direction.streamBitsPerSecond)
        EXPECT_GT(rate, 0.0);
    const auto count = static_cast<std::size_t>((durationMs + intervalMs - 1) / intervalMs);
    ASSERT_EQ(direction.intervalBitsPerSecond.size(), count);
    double intervalBits = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const std::int64_t lengthMs
            = i + 1 < count ? intervalMs : durationMs - static_cast<std::int64_t>(i) * intervalMs;
        intervalBits += direction.intervalBitsPerSecond[i] * static_cast<double>(lengthMs) / 1e3;
    }
    EXPECT_NEAR(intervalBits / 8, static_cast<double>(direction.bytes),
                static_cast<double>(direction.bytes) * 0.01);
    ASSERT_TRUE(direction.retransmits.has_value());
    ASSERT_TRUE(direction.smoothedRttUs.has_value());
    EXPECT_GT(*direction.smoothedRttUs, 0.0);
}

/// A server in a child process, so that it can be killed or frozen like a real agent.
class ChildServer
{
public:
    ChildServer(const LinkToken &token)
    {
        int fds[2];
        if (::pipe(fds) != 0)
            return;
        m_pid = ::fork();
        if (m_pid == 0) {
            ::close(fds[0]);
            TcpServerOptions options;
            options.bindAddress = loopbackV4;
            options.token = token;
            options.maxDurationMs = 60'000;
            auto server = TcpLinkServer::create(options);
            const std::uint16_t port = server.ok() ? server.value()->port() : 0;
            [[maybe_unused]] const ssize_t written = ::write(fds[1], &port, sizeof port);
            if (server.ok()) [[maybe_unused]]
                auto stopped = server.value()->run();
            ::_exit(0);
        }
        ::close(fds[1]);
        if (m_pid > 0 && ::read(fds[0], &m_port, sizeof m_port) != sizeof m_port)
            m_port = 0;
        ::close(fds[0]);
    }
    ~ChildServer() { signal(SIGKILL); }
    std::uint16_t port() const { return m_port; }
    void signal(int number)
    {
        if (m_pid <= 0)
            return;
        ::kill(m_pid, number);
        if (number == SIGKILL) {
            ::waitpid(m_pid, nullptr, 0);
            m_pid = -1;
        }
    }

private:
    pid_t m_pid = -1;
    std::uint16_t m_port = 0;
};

} // namespace

TEST(TcpData, ForwardOnLoopbackMeasuresAtTheServer)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    auto phase = runThroughput(throughputOptions(loopbackV4, port, token, LinkMode::Forward, 1, 1000));
    ASSERT_TRUE(phase.ok()) << phase.error().message;
    EXPECT_EQ(phase->mode, LinkMode::Forward);
    EXPECT_EQ(phase->streams, 1u);
    ASSERT_TRUE(phase->forward.has_value());
    EXPECT_FALSE(phase->reverse.has_value());
    expectSaneDirection(*phase->forward, 1, 1000, 100);
    EXPECT_EQ(server.finish(), TcpServerStop::Requested);
    EXPECT_EQ(server.server().counters().accepted, 2u); // results + one stream
    EXPECT_EQ(server.server().counters().rejected, 0u);
}

TEST(TcpData, ReverseMeasuresAtTheClient)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    auto options = throughputOptions(loopbackV4, port, token, LinkMode::Reverse, 1, 700);
    options.intervalMs = 300; // 700 ms: a last interval of 100 ms
    auto phase = runThroughput(options);
    ASSERT_TRUE(phase.ok()) << phase.error().message;
    EXPECT_FALSE(phase->forward.has_value());
    ASSERT_TRUE(phase->reverse.has_value());
    expectSaneDirection(*phase->reverse, 1, 700, 300);
}

TEST(TcpData, BidirectionalWithParallelStreamsGivesBothDirections)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    auto phase = runThroughput(throughputOptions(loopbackV4, port, token, LinkMode::Bidirectional, 2, 800));
    ASSERT_TRUE(phase.ok()) << phase.error().message;
    EXPECT_EQ(phase->streams, 2u);
    ASSERT_TRUE(phase->forward.has_value());
    ASSERT_TRUE(phase->reverse.has_value());
    expectSaneDirection(*phase->forward, 2, 800, 100);
    expectSaneDirection(*phase->reverse, 2, 800, 100);
    EXPECT_EQ(server.finish(), TcpServerStop::Requested);
    EXPECT_EQ(server.server().counters().accepted, 5u); // results + 2 × 2 streams
}

TEST(TcpData, OneServerServesEveryPhaseOfAPairTestInTurn)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    for (const std::uint32_t streams : {1u, 3u})
        for (const LinkMode mode : {LinkMode::Forward, LinkMode::Reverse, LinkMode::Bidirectional}) {
            auto phase = runThroughput(throughputOptions(loopbackV4, port, token, mode, streams, 300));
            ASSERT_TRUE(phase.ok()) << phase.error().message;
            EXPECT_EQ(phase->forward.has_value(), mode != LinkMode::Reverse);
            EXPECT_EQ(phase->reverse.has_value(), mode != LinkMode::Forward);
            if (phase->forward) {
                EXPECT_EQ(phase->forward->streamBitsPerSecond.size(), streams);
            }
            if (phase->reverse) {
                EXPECT_EQ(phase->reverse->streamBitsPerSecond.size(), streams);
            }
        }
    TcpEchoOptions echo;
    echo.targetAddress = loopbackV4;
    echo.port = port;
    echo.token = token;
    echo.count = 100;
    auto records = runTcpEcho(echo);
    ASSERT_TRUE(records.ok()) << records.error().message;
    EXPECT_EQ(server.server().counters().rejected, 0u);
}

TEST(TcpData, TcpEchoStopsStartingRoundTripsAfterItsMaximumDuration)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    TcpEchoOptions options;
    options.targetAddress = loopbackV4;
    options.port = port;
    options.token = token;
    options.count = maxEchoCount; // far more than fit in the time
    options.maxDurationMs = 300;
    const auto start = std::chrono::steady_clock::now();
    auto records = runTcpEcho(options);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    ASSERT_TRUE(records.ok()) << records.error().message;
    EXPECT_GT(records->size(), 0u);
    EXPECT_LT(records->size(), std::size_t(maxEchoCount));
    EXPECT_LT(elapsed, std::chrono::seconds(10));
    for (const ProbeRecord &record : *records)
        EXPECT_TRUE(record.receiveTimeNs.has_value());
}

TEST(TcpData, TcpEchoRecordsEveryRoundTrip)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    for (const std::uint32_t size : {1u, 64u, maxEchoMessageBytes}) {
        TcpEchoOptions options;
        options.targetAddress = loopbackV4;
        options.port = port;
        options.token = token;
        options.count = 200;
        options.messageBytes = size;
        auto records = runTcpEcho(options);
        ASSERT_TRUE(records.ok()) << records.error().message;
        ASSERT_EQ(records->size(), 200u);
        for (std::uint32_t i = 0; i < 200; ++i) {
            const ProbeRecord &record = (*records)[i];
            EXPECT_EQ(record.sequence, i);
            ASSERT_TRUE(record.receiveTimeNs.has_value());
            EXPECT_GT(*record.receiveTimeNs, record.sendTimeNs);
            if (i > 0) { // one at a time: a request leaves after the previous answer arrived
                EXPECT_GE(record.sendTimeNs, *(*records)[i - 1].receiveTimeNs);
            }
        }
        const LatencyStats stats = computeLatencyStats(*records);
        EXPECT_EQ(stats.receivedCount, 200u);
        ASSERT_TRUE(stats.rtt.has_value());
        EXPECT_GT(stats.rtt->minUs, 0.0);
        EXPECT_LT(stats.rtt->p50Us, 100'000.0);
    }
}

TEST(TcpData, Ipv6Loopback)
{
    const LinkToken token = newToken();
    TcpServerOptions serverOptions;
    serverOptions.bindAddress = loopbackV6;
    serverOptions.token = token;
    auto created = TcpLinkServer::create(serverOptions);
    if (!created.ok()
        && (created.error().code == LinkErrorCode::AddressNotAvailable
            || created.error().code == LinkErrorCode::SocketFailed))
        GTEST_SKIP() << "no IPv6 loopback here: " << created.error().message;
    ASSERT_TRUE(created.ok()) << created.error().message;
    const std::uint16_t port = created.value()->port();
    ServerThread server(std::move(created).value());

    auto phase = runThroughput(throughputOptions(loopbackV6, port, token, LinkMode::Bidirectional, 1, 400));
    ASSERT_TRUE(phase.ok()) << phase.error().message;
    ASSERT_TRUE(phase->forward && phase->reverse);
    EXPECT_GT(phase->forward->bytes, 0u);
    EXPECT_GT(phase->reverse->bytes, 0u);
    TcpEchoOptions echo;
    echo.targetAddress = loopbackV6;
    echo.port = port;
    echo.token = token;
    echo.count = 20;
    auto records = runTcpEcho(echo);
    ASSERT_TRUE(records.ok()) << records.error().message;
}

TEST(TcpData, ConnectionWithoutTheTokenGetsNoByteAndAValidTestStillCompletes)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    // A hello that is right in every byte but one bit of the token.
    LinkToken wrong = token;
    wrong[0] ^= 0x80;
    for (const LinkMode mode : {LinkMode::Forward, LinkMode::Reverse}) {
        auto phase = runThroughput(throughputOptions(loopbackV4, port, wrong, mode, 1, 300));
        ASSERT_FALSE(phase.ok());
        EXPECT_EQ(phase.error().code, LinkErrorCode::PeerFailed) << phase.error().message;
    }
    TcpEchoOptions echo;
    echo.targetAddress = loopbackV4;
    echo.port = port;
    echo.token = wrong;
    echo.count = 5;
    auto records = runTcpEcho(echo);
    ASSERT_FALSE(records.ok());
    EXPECT_EQ(records.error().code, LinkErrorCode::PeerFailed) << records.error().message;

    // By hand: not a single byte comes back.
    UniqueFd raw = rawConnect(port);
    ASSERT_TRUE(raw.isValid());
    std::vector<std::uint8_t> hello(64, 0);
    std::memcpy(hello.data(), "SSCPLNK1", 8);
    std::copy(wrong.begin(), wrong.end(), hello.begin() + 8);
    hello[24] = 3; // echo
    ASSERT_EQ(::send(raw.get(), hello.data(), hello.size(), MSG_NOSIGNAL), 64);
    const char ping[] = "ping";
    [[maybe_unused]] const ssize_t sent = ::send(raw.get(), ping, sizeof ping, MSG_NOSIGNAL);
    EXPECT_EQ(bytesBack(raw.get(), 5000), 0);
    EXPECT_EQ(server.server().counters().rejected, 4u);

    auto phase = runThroughput(throughputOptions(loopbackV4, port, token, LinkMode::Forward, 1, 300));
    ASSERT_TRUE(phase.ok()) << phase.error().message;
    EXPECT_GT(phase->forward->bytes, 0u);
}

TEST(TcpData, GarbageOrLateHelloIsClosedWithoutAnswer)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token, 60'000, 300);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    {
        // 64 bytes of something else: closed at once.
        UniqueFd raw = rawConnect(port);
        ASSERT_TRUE(raw.isValid());
        const std::string garbage(64, 'x');
        ASSERT_EQ(::send(raw.get(), garbage.data(), garbage.size(), MSG_NOSIGNAL), 64);
        EXPECT_EQ(bytesBack(raw.get(), 5000), 0);
    }
    {
        // An HTTP request, shorter than a hello: closed when the hello timeout passes.
        UniqueFd raw = rawConnect(port);
        ASSERT_TRUE(raw.isValid());
        const std::string request = "GET / HTTP/1.0\r\n\r\n";
        ASSERT_GT(::send(raw.get(), request.data(), request.size(), MSG_NOSIGNAL), 0);
        EXPECT_EQ(bytesBack(raw.get(), 5000), 0);
    }
    {
        // Silence: closed when the hello timeout passes.
        UniqueFd raw = rawConnect(port);
        ASSERT_TRUE(raw.isValid());
        EXPECT_EQ(bytesBack(raw.get(), 5000), 0);
    }
    {
        // The right token but a field out of range (stream index 999).
        UniqueFd raw = rawConnect(port);
        ASSERT_TRUE(raw.isValid());
        std::vector<std::uint8_t> hello(64, 0);
        std::memcpy(hello.data(), "SSCPLNK1", 8);
        std::copy(token.begin(), token.end(), hello.begin() + 8);
        hello[24] = 2;
        hello[25] = 1;
        hello[26] = 0x03;
        hello[27] = 0xE7;
        hello[43] = 100;
        hello[47] = 10;
        ASSERT_EQ(::send(raw.get(), hello.data(), hello.size(), MSG_NOSIGNAL), 64);
        EXPECT_EQ(bytesBack(raw.get(), 5000), 0);
    }
    EXPECT_EQ(server.server().counters().rejected, 4u);
    EXPECT_EQ(server.server().counters().accepted, 0u);

    auto phase = runThroughput(throughputOptions(loopbackV4, port, token, LinkMode::Reverse, 1, 300));
    ASSERT_TRUE(phase.ok()) << phase.error().message;
}

TEST(TcpData, ConnectionFloodIsCappedAndTheServerRecovers)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token, 60'000, 20'000);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    std::vector<UniqueFd> idle;
    for (int i = 0; i < maxServerConnections + 8; ++i) {
        UniqueFd raw = rawConnect(port);
        ASSERT_TRUE(raw.isValid());
        idle.push_back(std::move(raw));
    }
    const auto start = Clock::now();
    while (server.server().counters().rejected < 8 && secondsSince(start) < 10)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_EQ(server.server().counters().rejected, 8u); // only those beyond the cap, at once
    idle.clear();

    // Once the idle ones are gone (their hellos fail at end of file, which counts them as
    // rejected), tests work again. On a loaded machine the server may see those ends a little
    // later than the close: wait for all of them first.
    const auto closed = Clock::now();
    while (server.server().counters().rejected < std::uint64_t(maxServerConnections + 8)
           && secondsSince(closed) < 10)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_EQ(server.server().counters().rejected, std::uint64_t(maxServerConnections + 8));
    auto phase = runThroughput(throughputOptions(loopbackV4, port, token, LinkMode::Forward, 1, 300));
    ASSERT_TRUE(phase.ok()) << phase.error().message;
}

TEST(TcpData, NoListenerRemainsAfterStop)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));
    EXPECT_TRUE(isListening(port));
    EXPECT_TRUE(server.server().isOpen());

    // An open connection too: it must not keep anything alive.
    UniqueFd raw = rawConnect(port);
    ASSERT_TRUE(raw.isValid());
    const auto start = Clock::now();
    EXPECT_EQ(server.finish(), TcpServerStop::Requested);
    EXPECT_LT(secondsSince(start), 2.5);
    EXPECT_FALSE(server.server().isOpen());
    EXPECT_FALSE(isListening(port));
    EXPECT_TRUE(tcpConnectionRefused(port));
    EXPECT_EQ(bytesBack(raw.get(), 2000), 0);
}

TEST(TcpData, ServerClosesEverythingAtItsMaximumDuration)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token, 1500);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    // A valid echo connection that stays open: the server closes it at the maximum duration.
    TcpEchoOptions echo;
    echo.targetAddress = loopbackV4;
    echo.port = port;
    echo.token = token;
    echo.count = maxEchoCount;
    echo.answerTimeoutMs = 20'000;
    const auto start = Clock::now();
    auto records = runTcpEcho(echo);
    ASSERT_FALSE(records.ok());
    EXPECT_EQ(records.error().code, LinkErrorCode::PeerFailed) << records.error().message;
    EXPECT_LT(secondsSince(start), 6.0);
    EXPECT_EQ(server.join(), TcpServerStop::MaxDuration);
    EXPECT_FALSE(server.server().isOpen());
    EXPECT_FALSE(isListening(port));
    EXPECT_TRUE(tcpConnectionRefused(port));
}

TEST(TcpData, StopMidTestGivesPeerFailedQuickly)
{
    const LinkToken token = newToken();
    for (const LinkMode mode : {LinkMode::Forward, LinkMode::Reverse}) {
        auto created = createServer(loopbackV4, token);
        ASSERT_TRUE(created);
        const std::uint16_t port = created->port();
        ServerThread server(std::move(created));

        auto running = std::async(std::launch::async, [&] {
            return runThroughput(throughputOptions(loopbackV4, port, token, mode, 2, 30'000));
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        const auto start = Clock::now();
        EXPECT_EQ(server.finish(), TcpServerStop::Requested);
        EXPECT_LT(secondsSince(start), 2.5); // every connection closed and joined
        ASSERT_EQ(running.wait_for(std::chrono::seconds(10)), std::future_status::ready);
        EXPECT_LT(secondsSince(start), 5.0);
        auto phase = running.get();
        ASSERT_FALSE(phase.ok());
        EXPECT_EQ(phase.error().code, LinkErrorCode::PeerFailed) << phase.error().message;
    }
}

TEST(TcpData, KilledServerGivesPeerFailedWithinFiveSeconds)
{
    const LinkToken token = newToken();
    for (const LinkMode mode : {LinkMode::Forward, LinkMode::Reverse, LinkMode::Bidirectional}) {
        ChildServer child(token);
        ASSERT_NE(child.port(), 0);
        auto running = std::async(std::launch::async, [&] {
            return runThroughput(throughputOptions(loopbackV4, child.port(), token, mode, 1, 30'000));
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        const auto start = Clock::now();
        child.signal(SIGKILL);
        ASSERT_EQ(running.wait_for(std::chrono::seconds(10)), std::future_status::ready);
        EXPECT_LT(secondsSince(start), 5.0);
        auto phase = running.get();
        ASSERT_FALSE(phase.ok());
        EXPECT_EQ(phase.error().code, LinkErrorCode::PeerFailed) << phase.error().message;
    }
}

TEST(TcpData, FrozenServerGivesPeerFailedAfterTheStallTimeout)
{
    const LinkToken token = newToken();
    for (const LinkMode mode : {LinkMode::Forward, LinkMode::Reverse}) {
        ChildServer child(token);
        ASSERT_NE(child.port(), 0);
        auto options = throughputOptions(loopbackV4, child.port(), token, mode, 1, 30'000);
        options.stallTimeoutMs = 1000;
        auto running = std::async(std::launch::async, [&] { return runThroughput(options); });
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        const auto start = Clock::now();
        child.signal(SIGSTOP); // alive, sockets open, but nothing moves
        ASSERT_EQ(running.wait_for(std::chrono::seconds(15)), std::future_status::ready);
        EXPECT_LT(secondsSince(start), 5.0);
        auto phase = running.get();
        ASSERT_FALSE(phase.ok());
        EXPECT_EQ(phase.error().code, LinkErrorCode::PeerFailed) << phase.error().message;
        child.signal(SIGKILL);
    }
}

TEST(TcpData, CancelReturnsCancelledFast)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    std::atomic_bool cancel{false};
    auto options = throughputOptions(loopbackV4, port, token, LinkMode::Bidirectional, 2, 30'000);
    options.cancel = &cancel;
    auto running = std::async(std::launch::async, [&] { return runThroughput(options); });
    std::this_thread::sleep_for(std::chrono::milliseconds(400));
    const auto start = Clock::now();
    cancel = true;
    ASSERT_EQ(running.wait_for(std::chrono::seconds(10)), std::future_status::ready);
    EXPECT_LT(secondsSince(start), 2.0);
    auto phase = running.get();
    ASSERT_FALSE(phase.ok());
    EXPECT_EQ(phase.error().code, LinkErrorCode::Cancelled) << phase.error().message;

    // The echo too, and a later test on the same server is not disturbed.
    cancel = false;
    TcpEchoOptions echo;
    echo.targetAddress = loopbackV4;
    echo.port = port;
    echo.token = token;
    echo.count = maxEchoCount;
    echo.cancel = &cancel;
    auto echoing = std::async(std::launch::async, [&] { return runTcpEcho(echo); });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    cancel = true;
    ASSERT_EQ(echoing.wait_for(std::chrono::seconds(10)), std::future_status::ready);
    auto records = echoing.get();
    ASSERT_FALSE(records.ok());
    EXPECT_EQ(records.error().code, LinkErrorCode::Cancelled) << records.error().message;

    auto after = runThroughput(throughputOptions(loopbackV4, port, token, LinkMode::Forward, 1, 300));
    ASSERT_TRUE(after.ok()) << after.error().message;
}

TEST(TcpData, ConnectFailuresAndBadOptionsAreClear)
{
    const LinkToken token = newToken();
    // A port that was just free: nothing listens there.
    std::uint16_t freePort = 0;
    {
        auto created = createServer(loopbackV4, token);
        ASSERT_TRUE(created);
        freePort = created->port();
        ServerThread server(std::move(created));
    }
    auto refused = runThroughput(throughputOptions(loopbackV4, freePort, token, LinkMode::Forward));
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, LinkErrorCode::ConnectFailed) << refused.error().message;

    auto named = runThroughput(throughputOptions("localhost", freePort, token, LinkMode::Forward));
    ASSERT_FALSE(named.ok());
    EXPECT_EQ(named.error().code, LinkErrorCode::InvalidAddress);

    for (const auto &change : std::vector<std::function<void(ThroughputOptions &)>>{
             [](ThroughputOptions &o) { o.mode = LinkMode::Unknown; },
             [](ThroughputOptions &o) { o.streams = 0; },
             [](ThroughputOptions &o) { o.streams = maxStreamsPerDirection + 1; },
             [](ThroughputOptions &o) { o.durationMs = 0; },
             [](ThroughputOptions &o) { o.intervalMs = 0; },
             [](ThroughputOptions &o) { o.stallTimeoutMs = 0; },
         }) {
        auto options = throughputOptions(loopbackV4, freePort, token, LinkMode::Forward);
        change(options);
        auto phase = runThroughput(options);
        ASSERT_FALSE(phase.ok());
        EXPECT_EQ(phase.error().code, LinkErrorCode::InvalidArgument);
    }
    TcpEchoOptions echo;
    echo.targetAddress = loopbackV4;
    echo.port = freePort;
    echo.messageBytes = maxEchoMessageBytes + 1;
    auto tooBig = runTcpEcho(echo);
    ASSERT_FALSE(tooBig.ok());
    EXPECT_EQ(tooBig.error().code, LinkErrorCode::InvalidArgument);
    echo.messageBytes = 64;
    echo.count = maxEchoCount + 1;
    auto tooMany = runTcpEcho(echo);
    ASSERT_FALSE(tooMany.ok());
    EXPECT_EQ(tooMany.error().code, LinkErrorCode::InvalidArgument);

    TcpServerOptions bad;
    bad.bindAddress = notOnThisMachine;
    bad.token = token;
    auto notHere = TcpLinkServer::create(bad);
    ASSERT_FALSE(notHere.ok());
    EXPECT_EQ(notHere.error().code, LinkErrorCode::AddressNotAvailable) << notHere.error().message;
    bad.bindAddress = "localhost";
    auto byName = TcpLinkServer::create(bad);
    ASSERT_FALSE(byName.ok());
    EXPECT_EQ(byName.error().code, LinkErrorCode::InvalidAddress);
}

namespace {

/// A hello with the token, kind and the fields at their offsets (big-endian), the rest zero.
std::vector<std::uint8_t> rawHello(const LinkToken &token, std::uint8_t kind, std::uint8_t direction,
                                   std::uint16_t streamIndex, std::uint64_t testId, std::uint64_t durationMs,
                                   std::uint32_t intervalMs)
{
    std::vector<std::uint8_t> hello(64, 0);
    std::memcpy(hello.data(), "SSCPLNK1", 8);
    std::copy(token.begin(), token.end(), hello.begin() + 8);
    hello[24] = kind;
    hello[25] = direction;
    putBigEndian(hello.data() + 26, streamIndex, 2);
    putBigEndian(hello.data() + 28, testId, 8);
    putBigEndian(hello.data() + 36, durationMs, 8);
    putBigEndian(hello.data() + 44, intervalMs, 4);
    return hello;
}

bool readAllBlocking(int fd, std::uint8_t *data, std::size_t size)
{
    std::size_t got = 0;
    while (got < size) {
        const ssize_t n = ::recv(fd, data + got, size - got, 0);
        if (n <= 0)
            return false;
        got += static_cast<std::size_t>(n);
    }
    return true;
}

/// Plays the server of one forward test with one stream by hand and answers with body as its
/// results.
class FakeResultsServer
{
public:
    explicit FakeResultsServer(std::string body)
        : m_body(std::move(body))
    {
        m_listener = UniqueFd(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (::bind(m_listener.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
            || ::listen(m_listener.get(), 4) != 0
            || ::getsockname(m_listener.get(), reinterpret_cast<sockaddr *>(&address), &length) != 0)
            return;
        m_port = ntohs(address.sin_port);
        m_thread = std::thread([this] { serve(); });
    }
    ~FakeResultsServer()
    {
        ::shutdown(m_listener.get(), SHUT_RDWR);
        if (m_thread.joinable())
            m_thread.join();
    }
    FakeResultsServer(const FakeResultsServer &) = delete;
    FakeResultsServer &operator=(const FakeResultsServer &) = delete;
    std::uint16_t port() const { return m_port; }

private:
    void serve()
    {
        std::array<std::uint8_t, 64> hello{};
        UniqueFd results(::accept4(m_listener.get(), nullptr, nullptr, SOCK_CLOEXEC));
        if (!results.isValid() || !readAllBlocking(results.get(), hello.data(), hello.size()))
            return;
        if (::send(results.get(), "SSCPACK1", 8, MSG_NOSIGNAL) != 8)
            return;
        {
            UniqueFd stream(::accept4(m_listener.get(), nullptr, nullptr, SOCK_CLOEXEC));
            if (!stream.isValid() || !readAllBlocking(stream.get(), hello.data(), hello.size()))
                return;
            std::vector<std::uint8_t> buffer(1 << 16);
            while (::recv(stream.get(), buffer.data(), buffer.size(), 0) > 0) {
            }
        } // closed: the client's sender is done
        std::array<std::uint8_t, 16> request{};
        if (!readAllBlocking(results.get(), request.data(), request.size()))
            return;
        std::array<std::uint8_t, 4> length{};
        putBigEndian(length.data(), m_body.size(), 4);
        [[maybe_unused]] const ssize_t a = ::send(results.get(), length.data(), length.size(), MSG_NOSIGNAL);
        [[maybe_unused]] const ssize_t b = ::send(results.get(), m_body.data(), m_body.size(), MSG_NOSIGNAL);
    }

    std::string m_body;
    UniqueFd m_listener;
    std::uint16_t m_port = 0;
    std::thread m_thread;
};

} // namespace

TEST(TcpData, ResultsAndEchoHellosMustHaveTheirOtherFieldsAsTheClientSendsThem)
{
    const LinkToken token = newToken();
    auto created = createServer(loopbackV4, token, 60'000, 300);
    ASSERT_TRUE(created);
    const std::uint16_t port = created->port();
    ServerThread server(std::move(created));

    const auto closedWithoutAnswer = [&](const std::vector<std::uint8_t> &hello) {
        UniqueFd raw = rawConnect(port);
        EXPECT_TRUE(raw.isValid());
        EXPECT_EQ(::send(raw.get(), hello.data(), hello.size(), MSG_NOSIGNAL), 64);
        return bytesBack(raw.get(), 5000) == 0;
    };
    // Results (kind 1): no direction, no stream index, the phase's duration and interval.
    EXPECT_TRUE(closedWithoutAnswer(rawHello(token, 1, 1, 0, 7, 600, 100)));
    EXPECT_TRUE(closedWithoutAnswer(rawHello(token, 1, 0, 1, 7, 600, 100)));
    EXPECT_TRUE(closedWithoutAnswer(rawHello(token, 1, 0, 0, 7, 0, 100)));
    EXPECT_TRUE(closedWithoutAnswer(rawHello(token, 1, 0, 0, 7, 600, 0)));
    // Echo (kind 3): all zero after the kind.
    EXPECT_TRUE(closedWithoutAnswer(rawHello(token, 3, 2, 0, 0, 0, 0)));
    EXPECT_TRUE(closedWithoutAnswer(rawHello(token, 3, 0, 1, 0, 0, 0)));
    EXPECT_TRUE(closedWithoutAnswer(rawHello(token, 3, 0, 0, 1, 0, 0)));
    EXPECT_TRUE(closedWithoutAnswer(rawHello(token, 3, 0, 0, 0, 600, 0)));
    EXPECT_TRUE(closedWithoutAnswer(rawHello(token, 3, 0, 0, 0, 0, 100)));
    EXPECT_EQ(server.server().counters().rejected, 9u);
    EXPECT_EQ(server.server().counters().accepted, 0u);

    {
        // A well-formed results hello is acknowledged, a well-formed echo hello echoes.
        UniqueFd raw = rawConnect(port);
        ASSERT_TRUE(raw.isValid());
        const auto hello = rawHello(token, 1, 0, 0, 7, 600, 100);
        ASSERT_EQ(::send(raw.get(), hello.data(), hello.size(), MSG_NOSIGNAL), 64);
        EXPECT_EQ(bytesBack(raw.get(), 5000), 8);
    }
    {
        UniqueFd raw = rawConnect(port);
        ASSERT_TRUE(raw.isValid());
        auto hello = rawHello(token, 3, 0, 0, 0, 0, 0);
        hello.push_back('x');
        ASSERT_EQ(::send(raw.get(), hello.data(), hello.size(), MSG_NOSIGNAL), 65);
        EXPECT_EQ(bytesBack(raw.get(), 5000), 1);
    }
}

TEST(TcpData, TheServersResultsAreCheckedBeforeTheyAreUsed)
{
    const LinkToken token = newToken();
    const auto run = [&](const std::string &body) {
        FakeResultsServer fake(body);
        EXPECT_NE(fake.port(), 0);
        ThroughputOptions options
            = throughputOptions(loopbackV4, fake.port(), token, LinkMode::Forward, 1, 200);
        return runThroughput(options); // 100 ms intervals: 2 of them
    };
    const auto receiver = [](int stream, int bytes, const std::string &intervals) {
        return R"({"stream":)" + std::to_string(stream) + R"(,"bytes":)" + std::to_string(bytes)
               + R"(,"start_ns":1,"last_ns":2,"interval_bytes":)" + intervals + "}";
    };
    const auto body = [](const std::string &receivers, const std::string &senders = "") {
        return R"({"receivers":[)" + receivers + R"(],"senders":[)" + senders + "]}";
    };

    auto fine = run(body(receiver(0, 30, "[10,20]")));
    ASSERT_TRUE(fine.ok()) << fine.error().message;
    EXPECT_EQ(fine->forward->bytes, 30u);

    const std::vector<std::pair<std::string, std::string>> bad{
        {body(receiver(1, 30, "[10,20]")), "figures of received stream 1, but 1 streams were sent to it"},
        {body(receiver(0, 30, "[10,20]") + "," + receiver(0, 30, "[10,20]")), "received stream 0 twice"},
        {body(receiver(0, 31, "[10,20]")), "received stream 0's bytes are not the sum of its intervals"},
        {body(receiver(0, 30, "[10,10,10]")), "received stream 0 has 3 intervals, not 2"},
        {body(receiver(0, 30, "[10,20]"), R"({"stream":0,"retransmits":0,"rtt_us":5.0})"),
         "figures of a sent stream, but the test has no streams from the server"},
        {R"({"receivers":)" + std::string(100000, '[') + std::string(100000, ']') + "}",
         "arrays or objects nested deeper than 64 levels"},
    };
    for (const auto &[text, why] : bad) {
        auto phase = run(text);
        ASSERT_FALSE(phase.ok()) << text;
        EXPECT_EQ(phase.error().code, LinkErrorCode::ProtocolMismatch) << text;
        EXPECT_EQ(phase.error().message, "the server's results are malformed: " + why);
    }
}
