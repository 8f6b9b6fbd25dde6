// The pieces CLI and GUI share around a link run: how a pair and the run's configuration are
// stored, the figures of a phase, the negotiated speed and error code names.
#include "core/Result.h"
#include "core/analysis/LinkFigures.h"
#include "core/cluster/LinkMatrix.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;

namespace {

QList<ClusterNode> twoNodes()
{
    ClusterNode stored;
    stored.target.name = QStringLiteral("gpu-a");
    stored.clusterAddress = QStringLiteral("10.0.0.1");
    stored.hostId = 7;
    stored.sshDestination = QStringLiteral("me@gpu-a");
    ClusterNode adHoc;
    adHoc.target.name = QStringLiteral("me@10.0.0.2");
    adHoc.clusterAddress = QStringLiteral("10.0.0.2");
    return {stored, adHoc};
}

LinkPairOutcome complete()
{
    LinkPairOutcome outcome;
    outcome.pair = LinkPair{0, 1};
    outcome.report = protocol::LinkPairReport{};
    return outcome;
}

LinkPairOutcome failed(ErrorCode code, const QString &detail = QStringLiteral("it broke"))
{
    LinkPairOutcome outcome;
    outcome.pair = LinkPair{0, 1};
    outcome.error = Error{code, detail};
    return outcome;
}

protocol::ThroughputPhase phase(protocol::LinkMode mode, std::uint32_t streams, double forward,
                                double reverse)
{
    protocol::ThroughputPhase result;
    result.mode = mode;
    result.streams = streams;
    if (forward > 0)
        result.forward = protocol::DirectionThroughput{forward, 0, 0, {}, {}, std::nullopt, std::nullopt};
    if (reverse > 0)
        result.reverse = protocol::DirectionThroughput{reverse, 0, 0, {}, {}, std::nullopt, std::nullopt};
    return result;
}

} // namespace

TEST(LinkRun, StoredPairKeepsNamesHostIdsAndTheOutcome)
{
    const QList<ClusterNode> nodes = twoNodes();
    const StoredLinkPair done = storedLinkPair(42, nodes, complete());
    EXPECT_EQ(done.runId, 42);
    EXPECT_EQ(done.clientName, QStringLiteral("gpu-a"));
    EXPECT_EQ(done.serverName, QStringLiteral("me@10.0.0.2"));
    EXPECT_EQ(done.clientHostId, std::optional<qint64>(7));
    EXPECT_FALSE(done.serverHostId.has_value());
    EXPECT_EQ(done.status, RunStatus::Complete);
    EXPECT_TRUE(done.report.has_value());
    EXPECT_TRUE(done.errorCode.isEmpty());

    const StoredLinkPair broken = storedLinkPair(42, nodes, failed(ErrorCode::AgentError));
    EXPECT_EQ(broken.status, RunStatus::Failed);
    EXPECT_EQ(broken.errorCode, QStringLiteral("agent_error"));
    EXPECT_EQ(broken.error, QStringLiteral("it broke"));
    EXPECT_FALSE(broken.report.has_value());

    EXPECT_EQ(storedLinkPair(42, nodes, failed(ErrorCode::Cancelled)).status, RunStatus::Cancelled);
    LinkPairOutcome nothing;
    nothing.pair = LinkPair{0, 1};
    EXPECT_EQ(storedLinkPair(42, nodes, nothing).status, RunStatus::Failed);
}

TEST(LinkRun, ConfigJsonNamesNodesSettingsAndVersion)
{
    protocol::LinkTestSettings settings;
    settings.streams = 3;
    const nlohmann::json config
        = nlohmann::json::parse(linkRunConfigJson(twoNodes(), settings).toStdString(), nullptr, false);
    ASSERT_TRUE(config.is_object());
    EXPECT_EQ(config.value("kind", ""), "linktest");
    EXPECT_TRUE(config.contains("shardscope_version"));
    EXPECT_EQ(config["settings"].value("streams", 0), 3);
    ASSERT_EQ(config["nodes"].size(), 2u);
    EXPECT_EQ(config["nodes"][0].value("name", ""), "gpu-a");
    EXPECT_EQ(config["nodes"][0].value("address", ""), "10.0.0.1");
    EXPECT_EQ(config["nodes"][0].value("ssh", ""), "me@gpu-a");
    EXPECT_EQ(config["nodes"][0].value("host_id", 0), 7);
    EXPECT_FALSE(config["nodes"][1].contains("host_id"));
    EXPECT_FALSE(config["nodes"][1].contains("ssh"));
}

TEST(LinkFigures, PhaseFiguresPicksModeStreamsAndDirection)
{
    protocol::LinkTestReport test;
    test.throughput = {
        phase(protocol::LinkMode::Forward, 1, 1e9, 0), phase(protocol::LinkMode::Reverse, 1, 0, 2e9),
        phase(protocol::LinkMode::Forward, 4, 3e9, 0), phase(protocol::LinkMode::Bidirectional, 4, 4e9, 5e9)};
    using protocol::LinkMode;
    ASSERT_NE(phaseFigures(test, LinkMode::Forward, 1), nullptr);
    EXPECT_EQ(phaseFigures(test, LinkMode::Forward, 1)->bitsPerSecond, 1e9);
    EXPECT_EQ(phaseFigures(test, LinkMode::Reverse, 1)->bitsPerSecond, 2e9);
    EXPECT_EQ(phaseFigures(test, LinkMode::Forward, 4)->bitsPerSecond, 3e9);
    EXPECT_EQ(phaseFigures(test, LinkMode::Reverse, 4), nullptr);
    EXPECT_EQ(phaseFigures(test, LinkMode::Forward, 4, true)->bitsPerSecond, 4e9);
    EXPECT_EQ(phaseFigures(test, LinkMode::Reverse, 4, true)->bitsPerSecond, 5e9);
    EXPECT_EQ(phaseFigures(test, LinkMode::Bidirectional, 4), nullptr);
}

TEST(LinkFigures, NegotiatedSpeedIsTheSlowerEndWhenBothReportOne)
{
    protocol::LinkPairReport report;
    EXPECT_FALSE(negotiatedMbps(report).has_value());
    report.test.interfaceBefore = protocol::NicInfo{};
    report.serve.interfaceBefore = protocol::NicInfo{};
    report.test.interfaceBefore->speedMbps = 10000;
    EXPECT_FALSE(negotiatedMbps(report).has_value());
    report.serve.interfaceBefore->speedMbps = 1000;
    EXPECT_EQ(negotiatedMbps(report), std::optional<std::int64_t>(1000));
    report.serve.interfaceBefore->speedMbps = -1; // link down
    EXPECT_FALSE(negotiatedMbps(report).has_value());
}

TEST(ErrorCodeNames, EveryNameReadsBackAndUnknownNamesDoNot)
{
    // Every code up to the last one has a name of its own (a new code at the end is covered too:
    // the first number without a name ends the loop, and must be past the last code).
    int code = 1;
    for (; errorCodeName(ErrorCode(code)) != QStringLiteral("unknown"); ++code) {
        const QString name = errorCodeName(ErrorCode(code));
        EXPECT_EQ(errorCodeFromName(name), std::optional<ErrorCode>(ErrorCode(code))) << name.toStdString();
    }
    EXPECT_GT(code, int(ErrorCode::ServerFailed)) << "code " << code << " has no name";
    EXPECT_EQ(errorCodeFromName(QStringLiteral("agent_timeout")), ErrorCode::AgentTimeout);
    EXPECT_FALSE(errorCodeFromName(QStringLiteral("from_a_newer_version")).has_value());
    EXPECT_FALSE(errorCodeFromName(QString()).has_value());
}
