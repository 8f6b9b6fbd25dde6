#include "tests/support/LinkReportFactory.h"

#include <cmath>

namespace shardscope::test {

namespace {

protocol::DirectionThroughput direction(double bitsPerSecond, const LinkReportSpec &spec,
                                        std::uint32_t streams)
{
    protocol::DirectionThroughput side;
    side.bitsPerSecond = bitsPerSecond;
    side.seconds = double(spec.durationMs) / 1000.0;
    side.bytes = std::uint64_t(bitsPerSecond * side.seconds / 8);
    const std::size_t points = std::size_t(spec.durationMs / spec.intervalMs);
    for (std::size_t i = 0; i < points; ++i) // a ramp-up, then steady with a little wobble
        side.intervalBitsPerSecond.push_back(i == 0 ? bitsPerSecond * 0.6
                                                    : bitsPerSecond * (1.0 + 0.01 * std::sin(double(i))));
    for (std::uint32_t s = 0; s < streams; ++s)
        side.streamBitsPerSecond.push_back(bitsPerSecond / streams);
    side.retransmits = 3 * streams;
    side.smoothedRttUs = spec.rttP50Us * 1.2;
    return side;
}

protocol::LatencySummary latency(double p50Us, double lossPercent, const LinkReportSpec &spec)
{
    protocol::LatencySummary summary;
    summary.sent = spec.samples;
    summary.lossPercent = lossPercent;
    summary.received = spec.samples - std::uint64_t(std::llround(double(spec.samples) * lossPercent / 100));
    protocol::RttSummary rtt;
    rtt.minUs = p50Us * 0.7;
    rtt.p50Us = p50Us;
    rtt.p90Us = p50Us * 1.3;
    rtt.p99Us = spec.rttP99Us * p50Us / spec.rttP50Us;
    rtt.maxUs = rtt.p99Us * 1.5;
    rtt.meanUs = p50Us * 1.05;
    rtt.stdDevUs = p50Us * 0.1;
    rtt.jitterUs = spec.jitterUs;
    summary.rtt = rtt;
    for (std::uint64_t i = 0; i < summary.received; ++i) // spread between min and p99
        summary.samplesUs.push_back(rtt.minUs + (rtt.p99Us - rtt.minUs) * double(i % 20) / 19.0);
    return summary;
}

protocol::NicInfo nic(const std::string &name, const LinkReportSpec &spec, bool wireless)
{
    protocol::NicInfo info;
    info.name = name;
    info.mtu = spec.mtu;
    info.operState = "up";
    info.speedMbps = spec.speedMbps;
    info.duplex = protocol::Duplex::Full;
    info.wireless = wireless;
    info.rxErrors = 0;
    info.txErrors = 0;
    info.rxDropped = 0;
    info.txDropped = 0;
    return info;
}

} // namespace

protocol::LinkPairReport makeLinkReport(const LinkReportSpec &spec)
{
    protocol::LinkPairReport report;
    report.settings.streams = spec.streams;
    report.settings.durationMs = spec.durationMs;
    report.settings.intervalMs = spec.intervalMs;
    report.serve.serverId = 1;
    report.serve.udpPort = 40001;
    report.serve.tcpPort = 40002;
    report.serve.stackId = spec.sameHost ? "stack-a" : "stack-b";
    report.serve.interfaceBefore = nic("eth1", spec, false);
    report.test.clientStackId = "stack-a";
    report.test.serverStackId = report.serve.stackId;
    report.test.sameHost = spec.sameHost;
    report.test.interfaceBefore = nic(spec.wireless ? "wlan0" : "eth0", spec, spec.wireless);
    report.test.interfaceAfter = report.test.interfaceBefore;
    report.test.udpLatency = latency(spec.rttP50Us, spec.lossPercent, spec);
    report.test.tcpLatency = latency(spec.rttP50Us * spec.tcpRttFactor, spec.lossPercent, spec);
    for (const std::uint32_t streams : {std::uint32_t(1), spec.streams}) {
        const double factor = streams == 1 ? 1.0 : spec.parallelFactor;
        for (const protocol::LinkMode mode :
             {protocol::LinkMode::Forward, protocol::LinkMode::Reverse, protocol::LinkMode::Bidirectional}) {
            protocol::ThroughputPhase phase;
            phase.mode = mode;
            phase.streams = streams;
            const double share = mode == protocol::LinkMode::Bidirectional ? spec.bothWaysShare : 1.0;
            if (mode != protocol::LinkMode::Reverse)
                phase.forward = direction(spec.forwardBitsPerSecond * factor * share, spec, streams);
            if (mode != protocol::LinkMode::Forward)
                phase.reverse = direction(spec.reverseBitsPerSecond * factor * share, spec, streams);
            report.test.throughput.push_back(phase);
        }
        if (spec.streams == 1)
            break;
    }
    for (const protocol::LinkMode mode : {protocol::LinkMode::Forward, protocol::LinkMode::Reverse}) {
        protocol::LoadedLatency loaded;
        loaded.mode = mode;
        loaded.latency = latency(spec.loadedP50Us, spec.loadedLossPercent, spec);
        loaded.loadBitsPerSecond
            = mode == protocol::LinkMode::Forward ? spec.forwardBitsPerSecond : spec.reverseBitsPerSecond;
        report.test.loadedLatency.push_back(loaded);
    }
    report.test.pathMtu = protocol::PathMtuResult{std::uint32_t(spec.mtu - 28), std::uint32_t(spec.mtu)};
    report.test.elapsedSeconds = 25;
    report.stop.answeredDatagrams = spec.samples * 3;
    return report;
}

} // namespace shardscope::test
