// The client side of a pair test (remote-agent/link/LinkTest.h) against a LinkServer, on loopback
// only, with short settings so a whole test takes a few seconds.
#include "remote-agent/link/LinkTest.h"
#include "remote-agent/link/LinkServer.h"
#include "remote-agent/link/Network.h"
#include "remote-agent/protocol/Link.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

using namespace shardscope::link;
using namespace shardscope;
using protocol::LinkMode;

namespace {

constexpr const char *loopbackV4 = "127.0.0.1";

LinkToken makeToken()
{
    auto token = generateLinkToken();
    EXPECT_TRUE(token.ok());
    return token.ok() ? *token : LinkToken{};
}

std::unique_ptr<LinkServer> startServer(const LinkToken &token)
{
    auto server = LinkServer::start(LinkServerOptions{loopbackV4, token, 60'000});
    EXPECT_TRUE(server.ok()) << (server.ok() ? "" : server.error().message);
    return server.ok() ? std::move(server).value() : nullptr;
}

protocol::LinkTestSettings shortSettings()
{
    protocol::LinkTestSettings settings;
    settings.probeCount = 100;
    settings.probeIntervalUs = 1000;
    settings.requestResponseCount = 100;
    settings.durationMs = 200;
    settings.streams = 2;
    settings.intervalMs = 100;
    settings.loadedDurationMs = 200;
    settings.measurePathMtu = true;
    return settings;
}

protocol::LinkTestParams paramsFor(const LinkServer &server, const LinkToken &token)
{
    protocol::LinkTestParams params;
    params.targetAddress = loopbackV4;
    params.udpPort = server.udpPort();
    params.tcpPort = server.tcpPort();
    params.token = protocol::tokenToHex(token.data(), token.size());
    params.serverStackId = networkStackId();
    params.settings = shortSettings();
    return params;
}

struct ProgressLog {
    std::vector<std::pair<double, std::string>> calls;
    LinkProgress callback()
    {
        return [this](double fraction, const std::string &stage) {
            calls.emplace_back(fraction, stage);
        };
    }
    bool sawStage(const std::string &stage) const
    {
        return std::any_of(calls.begin(), calls.end(),
                           [&](const auto &call) { return call.second == stage; });
    }
};

} // namespace

TEST(LinkTest, CompleteReportOnLoopback)
{
    const LinkToken token = makeToken();
    auto server = startServer(token);
    ASSERT_NE(server, nullptr);
    ProgressLog progress;
    const auto report = runLinkTest(paramsFor(*server, token), progress.callback());
    const LinkServerSummary summary = server->stop();
    ASSERT_TRUE(report.ok()) << report.error().message;

    EXPECT_TRUE(report->sameHost);
    EXPECT_EQ(report->clientStackId, networkStackId());
    EXPECT_EQ(report->serverStackId, networkStackId());
    ASSERT_TRUE(report->interfaceBefore.has_value());
    EXPECT_TRUE(report->interfaceBefore->loopback);
    ASSERT_TRUE(report->interfaceAfter.has_value());
    EXPECT_EQ(report->interfaceAfter->name, report->interfaceBefore->name);

    EXPECT_EQ(report->udpLatency.sent, 100u);
    EXPECT_EQ(report->udpLatency.received, 100u) << "loopback loses nothing";
    EXPECT_EQ(report->udpLatency.samplesUs.size(), report->udpLatency.received);
    ASSERT_TRUE(report->udpLatency.rtt.has_value());
    EXPECT_GT(report->udpLatency.rtt->minUs, 0.0);
    EXPECT_LE(report->udpLatency.rtt->minUs, report->udpLatency.rtt->p50Us);
    EXPECT_EQ(report->tcpLatency.sent, 100u);
    EXPECT_EQ(report->tcpLatency.received, 100u);
    EXPECT_EQ(report->tcpLatency.samplesUs.size(), 100u);

    ASSERT_TRUE(report->pathMtu.has_value());
    EXPECT_GE(report->pathMtu->largestPayloadBytes, 1472u);
    EXPECT_EQ(report->pathMtu->packetBytes, report->pathMtu->largestPayloadBytes + 28);

    // 1 and 2 streams × forward, reverse, bidirectional, in that order.
    ASSERT_EQ(report->throughput.size(), 6u);
    const LinkMode modes[] = {LinkMode::Forward, LinkMode::Reverse, LinkMode::Bidirectional};
    for (std::size_t i = 0; i < report->throughput.size(); ++i) {
        const auto &phase = report->throughput[i];
        EXPECT_EQ(phase.streams, i < 3 ? 1u : 2u) << i;
        EXPECT_EQ(phase.mode, modes[i % 3]) << i;
        EXPECT_EQ(phase.forward.has_value(), phase.mode != LinkMode::Reverse) << i;
        EXPECT_EQ(phase.reverse.has_value(), phase.mode != LinkMode::Forward) << i;
        for (const auto *direction : {&phase.forward, &phase.reverse})
            if (*direction) {
                EXPECT_GT((*direction)->bitsPerSecond, 0.0) << i;
                EXPECT_GT((*direction)->bytes, 0u) << i;
            }
    }
    ASSERT_EQ(report->loadedLatency.size(), 2u);
    EXPECT_EQ(report->loadedLatency[0].mode, LinkMode::Forward);
    EXPECT_EQ(report->loadedLatency[1].mode, LinkMode::Reverse);
    for (const auto &loaded : report->loadedLatency) {
        EXPECT_GT(loaded.latency.sent, 10u);
        EXPECT_GT(loaded.latency.received, 0u);
        EXPECT_TRUE(loaded.loadBitsPerSecond.has_value());
    }
    EXPECT_GT(report->elapsedSeconds, 1.0);
    EXPECT_GE(summary.answeredDatagrams, 100u);

    // Progress: from 0 to 1, never backwards, through every stage.
    ASSERT_FALSE(progress.calls.empty());
    for (std::size_t i = 1; i < progress.calls.size(); ++i)
        EXPECT_GE(progress.calls[i].first, progress.calls[i - 1].first) << progress.calls[i].second;
    EXPECT_DOUBLE_EQ(progress.calls.back().first, 1.0);
    EXPECT_EQ(progress.calls.back().second, "done");
    for (const char *stage :
         {"udp_latency", "tcp_latency", "path_mtu", "throughput_forward_1", "throughput_bidirectional_2",
          "loaded_latency_forward", "loaded_latency_reverse"})
        EXPECT_TRUE(progress.sawStage(stage)) << stage;

    // What goes over the protocol parses back to the same report.
    const auto parsed = protocol::parseLinkTestReport(nlohmann::json(*report));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(*parsed, *report);
}

TEST(LinkTest, OneStreamRunsEachModeOnceAndSkipsMtu)
{
    const LinkToken token = makeToken();
    auto server = startServer(token);
    ASSERT_NE(server, nullptr);
    auto params = paramsFor(*server, token);
    params.settings.streams = 1;
    params.settings.measurePathMtu = false;
    params.serverStackId = "another-boot/1"; // still the same host: the target is a local address
    const auto report = runLinkTest(params);
    ASSERT_TRUE(report.ok()) << report.error().message;
    EXPECT_EQ(report->throughput.size(), 3u);
    EXPECT_FALSE(report->pathMtu.has_value());
    EXPECT_TRUE(report->sameHost);
}

TEST(LinkTest, CancelEndsTheTestSoon)
{
    const LinkToken token = makeToken();
    auto server = startServer(token);
    ASSERT_NE(server, nullptr);
    // Long phases: each step must notice the cancel, not run to its end.
    for (const int cancelAfterMs : {150, 1500}) {
        auto params = paramsFor(*server, token);
        params.settings.probeCount = 1000; // 1 s of probes
        params.settings.requestResponseCount = 1000;
        params.settings.durationMs = 20'000;
        params.settings.loadedDurationMs = 20'000;
        std::atomic_bool cancel{false};
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(cancelAfterMs));
            cancel = true;
        });
        const auto started = std::chrono::steady_clock::now();
        const auto report = runLinkTest(params, {}, &cancel);
        const auto elapsed = std::chrono::steady_clock::now() - started;
        canceller.join();
        ASSERT_FALSE(report.ok());
        EXPECT_EQ(report.error().code, LinkErrorCode::Cancelled) << report.error().message;
        EXPECT_LT(elapsed, std::chrono::milliseconds(cancelAfterMs + 1500))
            << "cancel after " << cancelAfterMs << " ms";
    }
}

TEST(LinkTest, BadTokenAndAddressAreRefusedBeforeSending)
{
    protocol::LinkTestParams params;
    params.targetAddress = loopbackV4;
    params.udpPort = 9;
    params.tcpPort = 9;
    params.settings = shortSettings();
    params.token = "secret-not-hex-0123456789abcdefg";
    auto report = runLinkTest(params);
    ASSERT_FALSE(report.ok());
    EXPECT_EQ(report.error().code, LinkErrorCode::InvalidArgument);
    EXPECT_EQ(report.error().message.find(params.token), std::string::npos) << "never echo the token";

    params.token = std::string(32, 'a');
    params.targetAddress = "localhost";
    report = runLinkTest(params);
    ASSERT_FALSE(report.ok());
    EXPECT_EQ(report.error().code, LinkErrorCode::InvalidAddress);
}

TEST(LinkTest, StoppedServerFailsWithoutHanging)
{
    const LinkToken token = makeToken();
    auto server = startServer(token);
    ASSERT_NE(server, nullptr);
    const auto params = paramsFor(*server, token);
    server->stop();
    const auto started = std::chrono::steady_clock::now();
    const auto report = runLinkTest(params);
    ASSERT_FALSE(report.ok());
    EXPECT_NE(report.error().code, LinkErrorCode::Cancelled);
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(10));
}

TEST(LinkTest, LatencySummaryKeepsSendOrder)
{
    // Records given out of order, one lost, one echoed twice.
    std::vector<ProbeRecord> records(4);
    records[0] = ProbeRecord{2, 2'000'000, 2'300'000, 0};
    records[1] = ProbeRecord{0, 0, 100'000, 1};
    records[2] = ProbeRecord{3, 3'000'000, std::nullopt, 0};
    records[3] = ProbeRecord{1, 1'000'000, 1'200'000, 0};
    const LatencyStats stats = computeLatencyStats(records);
    const protocol::LatencySummary summary = toLatencySummary(stats, records);
    EXPECT_EQ(summary.sent, 4u);
    EXPECT_EQ(summary.received, 3u);
    EXPECT_DOUBLE_EQ(summary.lossPercent, 25.0);
    EXPECT_EQ(summary.duplicates, 1u);
    EXPECT_EQ(summary.samplesUs, (std::vector<double>{100.0, 200.0, 300.0}));
    ASSERT_TRUE(summary.rtt.has_value());
    EXPECT_DOUBLE_EQ(summary.rtt->minUs, 100.0);
    EXPECT_DOUBLE_EQ(summary.rtt->maxUs, 300.0);
    EXPECT_DOUBLE_EQ(summary.rtt->meanUs, stats.rtt->meanUs);

    const protocol::LatencySummary none = toLatencySummary(computeLatencyStats({}), {});
    EXPECT_EQ(none.sent, 0u);
    EXPECT_FALSE(none.rtt.has_value());
    EXPECT_TRUE(none.samplesUs.empty());
}
