// core::linkWarnings: each threshold just below and just above, and a same-host pair.
#include "core/analysis/LinkWarnings.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;

namespace {

protocol::NicInfo nic(const std::string &name)
{
    protocol::NicInfo info;
    info.name = name;
    info.operState = "up";
    info.speedMbps = 1000;
    info.mtu = 1500;
    info.rxErrors = 0;
    info.txErrors = 0;
    info.rxDropped = 0;
    info.txDropped = 0;
    return info;
}

protocol::ThroughputPhase phase(protocol::LinkMode mode, std::uint32_t streams, double bitsPerSecond)
{
    protocol::ThroughputPhase result;
    result.mode = mode;
    result.streams = streams;
    protocol::DirectionThroughput figures;
    figures.bitsPerSecond = bitsPerSecond;
    if (mode == protocol::LinkMode::Forward)
        result.forward = figures;
    else
        result.reverse = figures;
    return result;
}

protocol::RttSummary rtt(double p50Us, double jitterUs)
{
    protocol::RttSummary summary;
    summary.minUs = p50Us * 0.9;
    summary.p50Us = p50Us;
    summary.p90Us = p50Us * 1.1;
    summary.p99Us = p50Us * 1.2;
    summary.maxUs = p50Us * 1.3;
    summary.meanUs = p50Us;
    summary.jitterUs = jitterUs;
    return summary;
}

/// A healthy 1 GbE pair that trips no threshold: 950 Mbit/s both ways, no loss, 200 µs RTT.
protocol::LinkPairReport cleanReport()
{
    protocol::LinkPairReport report;
    report.serve.stackId = "b";
    report.serve.interfaceBefore = nic("eth0");
    report.stop.interfaceAfter = nic("eth0");
    report.test.clientStackId = "a";
    report.test.serverStackId = "b";
    report.test.interfaceBefore = nic("enp1s0");
    report.test.interfaceAfter = nic("enp1s0");
    report.test.udpLatency.sent = 1000;
    report.test.udpLatency.received = 1000;
    report.test.udpLatency.rtt = rtt(200, 100);
    report.test.throughput
        = {phase(protocol::LinkMode::Forward, 1, 950e6), phase(protocol::LinkMode::Reverse, 1, 950e6),
           phase(protocol::LinkMode::Forward, 4, 400e6), // P streams are not judged
           phase(protocol::LinkMode::Reverse, 4, 100e6)};
    protocol::LoadedLatency forward;
    forward.mode = protocol::LinkMode::Forward;
    forward.latency.sent = 100;
    forward.latency.received = 100;
    forward.latency.rtt = rtt(400, 50);
    protocol::LoadedLatency reverse = forward;
    reverse.mode = protocol::LinkMode::Reverse;
    report.test.loadedLatency = {forward, reverse};
    report.test.pathMtu = protocol::PathMtuResult{1472, 1500};
    return report;
}

QList<LinkWarning> withCode(const QList<LinkWarning> &warnings, LinkWarningCode code)
{
    QList<LinkWarning> found;
    std::copy_if(warnings.begin(), warnings.end(), std::back_inserter(found),
                 [code](const LinkWarning &warning) { return warning.code == code; });
    return found;
}

std::string describe(const QList<LinkWarning> &warnings)
{
    std::string text;
    for (const LinkWarning &warning : warnings)
        text += linkWarningCodeName(warning.code).toStdString() + ": " + warning.detail.toStdString() + "\n";
    return text;
}

protocol::DirectionThroughput &singleStream(protocol::LinkPairReport &report, protocol::LinkMode mode)
{
    for (protocol::ThroughputPhase &phase : report.test.throughput)
        if (phase.streams == 1 && phase.mode == mode)
            return mode == protocol::LinkMode::Forward ? *phase.forward : *phase.reverse;
    throw std::logic_error("no such phase");
}

} // namespace

TEST(LinkWarningsTest, CleanReportHasNoWarnings)
{
    const QList<LinkWarning> warnings = linkWarnings(cleanReport());
    EXPECT_TRUE(warnings.isEmpty()) << describe(warnings);
}

TEST(LinkWarningsTest, BelowEightyPercentOfTheSlowerEndPerDirection)
{
    protocol::LinkPairReport report = cleanReport();
    report.serve.interfaceBefore->speedMbps = 2500; // the client's 1000 Mbit/s is the negotiated speed
    singleStream(report, protocol::LinkMode::Forward).bitsPerSecond = 800e6; // exactly 80 %: fine
    singleStream(report, protocol::LinkMode::Reverse).bitsPerSecond = 800e6;
    EXPECT_TRUE(withCode(linkWarnings(report), LinkWarningCode::BelowLinkSpeed).isEmpty());

    singleStream(report, protocol::LinkMode::Reverse).bitsPerSecond = 799e6;
    const QList<LinkWarning> below = withCode(linkWarnings(report), LinkWarningCode::BelowLinkSpeed);
    ASSERT_EQ(below.size(), 1) << describe(below);
    EXPECT_EQ(below.at(0).direction, QStringLiteral("reverse"));
    EXPECT_TRUE(below.at(0).detail.contains(QStringLiteral("799 Mbit/s")))
        << below.at(0).detail.toStdString();
    EXPECT_TRUE(below.at(0).detail.contains(QStringLiteral("1000 Mbit/s")))
        << below.at(0).detail.toStdString();
    EXPECT_TRUE(below.at(0).detail.contains(QStringLiteral("80 %"))) << below.at(0).detail.toStdString();
}

TEST(LinkWarningsTest, LinkSpeedIsSkippedWhenAnEndDoesNotReportIt)
{
    protocol::LinkPairReport report = cleanReport();
    singleStream(report, protocol::LinkMode::Forward).bitsPerSecond = 100e6;
    singleStream(report, protocol::LinkMode::Reverse).bitsPerSecond = 100e6;
    report.test.interfaceBefore->speedMbps.reset();
    EXPECT_TRUE(withCode(linkWarnings(report), LinkWarningCode::BelowLinkSpeed).isEmpty());
    report = cleanReport();
    report.serve.interfaceBefore.reset();
    singleStream(report, protocol::LinkMode::Forward).bitsPerSecond = 100e6;
    EXPECT_TRUE(withCode(linkWarnings(report), LinkWarningCode::BelowLinkSpeed).isEmpty());
}

TEST(LinkWarningsTest, LossAboveOneTenthOfAPercent)
{
    protocol::LinkPairReport report = cleanReport();
    report.test.udpLatency.received = 999;
    report.test.udpLatency.lossPercent = 0.1;
    EXPECT_TRUE(withCode(linkWarnings(report), LinkWarningCode::Loss).isEmpty());
    report.test.udpLatency.sent = 10000;
    report.test.udpLatency.received = 9989;
    report.test.udpLatency.lossPercent = 0.11;
    const QList<LinkWarning> loss = withCode(linkWarnings(report), LinkWarningCode::Loss);
    ASSERT_EQ(loss.size(), 1);
    EXPECT_TRUE(loss.at(0).detail.contains(QStringLiteral("0.11 %"))) << loss.at(0).detail.toStdString();
    EXPECT_TRUE(loss.at(0).detail.contains(QStringLiteral("11 of 10000"))) << loss.at(0).detail.toStdString();
}

TEST(LinkWarningsTest, JitterAboveOneMillisecond)
{
    protocol::LinkPairReport report = cleanReport();
    report.test.udpLatency.rtt->jitterUs = 1000;
    EXPECT_TRUE(withCode(linkWarnings(report), LinkWarningCode::Jitter).isEmpty());
    report.test.udpLatency.rtt->jitterUs = 1001;
    const QList<LinkWarning> jitter = withCode(linkWarnings(report), LinkWarningCode::Jitter);
    ASSERT_EQ(jitter.size(), 1);
    EXPECT_TRUE(jitter.at(0).detail.contains(QStringLiteral("1.00 ms"))) << jitter.at(0).detail.toStdString();
}

TEST(LinkWarningsTest, ForwardAndReverseDifferingByMoreThanTwentyPercent)
{
    protocol::LinkPairReport report = cleanReport();
    report.serve.interfaceBefore->speedMbps.reset(); // only the asymmetry is judged here
    singleStream(report, protocol::LinkMode::Forward).bitsPerSecond = 1000e6;
    singleStream(report, protocol::LinkMode::Reverse).bitsPerSecond = 800e6; // 20 % of the larger
    EXPECT_TRUE(withCode(linkWarnings(report), LinkWarningCode::Asymmetric).isEmpty());
    singleStream(report, protocol::LinkMode::Reverse).bitsPerSecond = 799e6;
    EXPECT_EQ(withCode(linkWarnings(report), LinkWarningCode::Asymmetric).size(), 1);
    // Relative to the larger, whichever way it is.
    singleStream(report, protocol::LinkMode::Forward).bitsPerSecond = 799e6;
    singleStream(report, protocol::LinkMode::Reverse).bitsPerSecond = 1000e6;
    EXPECT_EQ(withCode(linkWarnings(report), LinkWarningCode::Asymmetric).size(), 1);
}

TEST(LinkWarningsTest, MtuMismatchBetweenInterfacesOrOnThePath)
{
    protocol::LinkPairReport report = cleanReport();
    report.serve.interfaceBefore->mtu = 9000;
    report.test.pathMtu.reset();
    QList<LinkWarning> mtu = withCode(linkWarnings(report), LinkWarningCode::MtuMismatch);
    ASSERT_EQ(mtu.size(), 1);
    EXPECT_TRUE(mtu.at(0).detail.contains(QStringLiteral("9000"))) << mtu.at(0).detail.toStdString();

    report = cleanReport();
    report.test.pathMtu = protocol::PathMtuResult{1472, 1500}; // equal to the interfaces: fine
    EXPECT_TRUE(withCode(linkWarnings(report), LinkWarningCode::MtuMismatch).isEmpty());
    report.test.pathMtu = protocol::PathMtuResult{1471, 1499};
    mtu = withCode(linkWarnings(report), LinkWarningCode::MtuMismatch);
    ASSERT_EQ(mtu.size(), 1);
    EXPECT_TRUE(mtu.at(0).detail.contains(QStringLiteral("1499 bytes"))) << mtu.at(0).detail.toStdString();
}

TEST(LinkWarningsTest, WirelessEitherEnd)
{
    protocol::LinkPairReport report = cleanReport();
    report.serve.interfaceBefore->wireless = true;
    QList<LinkWarning> wireless = withCode(linkWarnings(report), LinkWarningCode::Wireless);
    ASSERT_EQ(wireless.size(), 1);
    EXPECT_TRUE(wireless.at(0).detail.contains(QStringLiteral("server")))
        << wireless.at(0).detail.toStdString();
    report = cleanReport();
    report.test.interfaceBefore->wireless = true;
    wireless = withCode(linkWarnings(report), LinkWarningCode::Wireless);
    ASSERT_EQ(wireless.size(), 1);
    EXPECT_TRUE(wireless.at(0).detail.contains(QStringLiteral("client")))
        << wireless.at(0).detail.toStdString();
}

TEST(LinkWarningsTest, BufferbloatAboveFiveTimesTheIdleMedianPerDirection)
{
    protocol::LinkPairReport report = cleanReport();
    report.test.loadedLatency.at(0).latency.rtt->p50Us = 1000; // exactly 5 × 200 µs
    report.test.loadedLatency.at(1).latency.rtt->p50Us = 1000;
    EXPECT_TRUE(withCode(linkWarnings(report), LinkWarningCode::Bufferbloat).isEmpty());
    report.test.loadedLatency.at(1).latency.rtt->p50Us = 1001;
    const QList<LinkWarning> bloat = withCode(linkWarnings(report), LinkWarningCode::Bufferbloat);
    ASSERT_EQ(bloat.size(), 1) << describe(bloat);
    EXPECT_EQ(bloat.at(0).direction, QStringLiteral("reverse"));
    EXPECT_TRUE(bloat.at(0).detail.contains(QStringLiteral("1.00 ms"))) << bloat.at(0).detail.toStdString();
    EXPECT_TRUE(bloat.at(0).detail.contains(QStringLiteral("200 µs"))) << bloat.at(0).detail.toStdString();
}

TEST(LinkWarningsTest, InterfaceErrorsOrDropsDuringTheTestOnEitherEnd)
{
    protocol::LinkPairReport report = cleanReport();
    report.stop.interfaceAfter->rxDropped = 0;
    EXPECT_TRUE(withCode(linkWarnings(report), LinkWarningCode::InterfaceErrors).isEmpty());
    report.stop.interfaceAfter->rxDropped = 1;
    QList<LinkWarning> errors = withCode(linkWarnings(report), LinkWarningCode::InterfaceErrors);
    ASSERT_EQ(errors.size(), 1);
    EXPECT_TRUE(errors.at(0).detail.contains(QStringLiteral("rx_dropped +1")))
        << errors.at(0).detail.toStdString();
    EXPECT_TRUE(errors.at(0).detail.contains(QStringLiteral("server"))) << errors.at(0).detail.toStdString();

    report = cleanReport();
    report.test.interfaceAfter->txErrors = 3;
    errors = withCode(linkWarnings(report), LinkWarningCode::InterfaceErrors);
    ASSERT_EQ(errors.size(), 1);
    EXPECT_TRUE(errors.at(0).detail.contains(QStringLiteral("tx_errors +3")))
        << errors.at(0).detail.toStdString();
    EXPECT_TRUE(errors.at(0).detail.contains(QStringLiteral("client"))) << errors.at(0).detail.toStdString();
}

TEST(LinkWarningsTest, SameHostGetsOnlyTheSameHostWarning)
{
    protocol::LinkPairReport report = cleanReport();
    // Everything else would warn, too.
    report.test.sameHost = true;
    report.test.udpLatency.lossPercent = 50;
    report.test.udpLatency.rtt->jitterUs = 5000;
    report.serve.interfaceBefore->mtu = 65536;
    report.serve.interfaceBefore->wireless = true;
    singleStream(report, protocol::LinkMode::Forward).bitsPerSecond = 1e6;
    const QList<LinkWarning> warnings = linkWarnings(report);
    ASSERT_EQ(warnings.size(), 1) << describe(warnings);
    EXPECT_EQ(warnings.at(0).code, LinkWarningCode::SameHost);
    EXPECT_FALSE(warnings.at(0).detail.isEmpty());
}

TEST(LinkWarningsTest, CodesHaveStableNames)
{
    EXPECT_EQ(linkWarningCodeName(LinkWarningCode::BelowLinkSpeed), QStringLiteral("below_link_speed"));
    EXPECT_EQ(linkWarningCodeName(LinkWarningCode::SameHost), QStringLiteral("same_host"));
    EXPECT_EQ(linkWarningCodeName(LinkWarningCode::Unknown), QStringLiteral("unknown"));
}
