#pragma once

// Recorded result sets for the analysis tests: StoredBenchResults whose rank reports look like the
// agent's (per-step wall and communication time, bytes, the sampling rank's token times), with
// summaries computed by the real summarizeBenchRun, and LinkPairReports with the figures the
// analysis reads. Tests derive every expected number from the inputs given here.

#include "core/analysis/BenchMetrics.h"
#include "core/model/BenchTypes.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Link.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope::core::test {

/// How one run went, per rank. Every decode step takes the same time, so its figures are exact:
/// - Single: a step is computeMsPerStep.
/// - TensorParallel: every rank computes computeMsPerStep and waits commMsPerStep in collectives.
/// - PipelineParallel: every stage computes computeMsPerStep, one after another, and the messages
///   of a step take commMsPerStep together; each stage's comm is the step minus its own compute.
/// - Replicas: each replica is a Single run of its share of the concurrency (computeMsPerStep
///   each).
/// The prefill the same with prefillComputeMs and prefillCommMs.
struct RecordedRun {
    protocol::BenchLayout layout = protocol::BenchLayout::Single;
    QStringList nodes{QStringLiteral("node1")};
    std::uint32_t concurrency = 1;
    double prefillComputeMs = 200;
    double prefillCommMs = 0;
    double computeMsPerStep = 50;
    double commMsPerStep = 0;
    std::uint64_t bytesPerRankPerStep = 0; ///< what each rank hands to the communicator per step
    int steps = 16;                        ///< decode steps: steps + 1 tokens per sequence
    RunStatus status = RunStatus::Complete;
    QString errorCode; ///< errorCodeName() of the failure, as BenchRecord stores it
    QString error;
    qint64 id = 0;
};

/// The wall time of one decode step of `run` (TPOT and the decode step of its summary).
inline double stepWallMs(const RecordedRun &run)
{
    const double stages
        = run.layout == protocol::BenchLayout::PipelineParallel ? double(run.nodes.size()) : 1.0;
    return stages * run.computeMsPerStep + run.commMsPerStep;
}

/// The wall time of the prefill (TTFT).
inline double prefillWallMs(const RecordedRun &run)
{
    const double stages
        = run.layout == protocol::BenchLayout::PipelineParallel ? double(run.nodes.size()) : 1.0;
    return stages * run.prefillComputeMs + run.prefillCommMs;
}

/// Output tokens/s of the run: every sequence gets steps + 1 tokens by the last token time.
inline double outputTokensPerSecond(const RecordedRun &run)
{
    const double lastTokenMs = prefillWallMs(run) + run.steps * stepWallMs(run);
    return double(run.concurrency) * double(run.steps + 1) * 1000.0 / lastTokenMs;
}

inline protocol::BenchRankReport rankReport(const RecordedRun &run, std::uint32_t rank, bool sampling)
{
    const double stepMs = stepWallMs(run);
    const double prefillMs = prefillWallMs(run);
    const bool pipeline = run.layout == protocol::BenchLayout::PipelineParallel;
    protocol::BenchRankReport report;
    report.rank = rank;
    report.backend = protocol::BenchBackend::Cpu;
    report.device = "CPU: 2 threads, recorded";
    report.threads = 2;
    report.completed = run.status == RunStatus::Complete;
    report.prefill.wallMs = prefillMs;
    report.prefill.commMs = pipeline ? prefillMs - run.prefillComputeMs : run.prefillCommMs;
    report.prefill.bytesSent = run.bytesPerRankPerStep;
    for (int i = 0; i < run.steps; ++i) {
        protocol::BenchStep step;
        step.wallMs = stepMs;
        step.commMs = pipeline ? stepMs - run.computeMsPerStep : run.commMsPerStep;
        step.bytesSent = run.bytesPerRankPerStep;
        report.decode.push_back(step);
    }
    if (sampling) {
        report.tokenTimesMs.push_back(prefillMs);
        for (int i = 1; i <= run.steps; ++i)
            report.tokenTimesMs.push_back(prefillMs + i * stepMs);
    }
    return report;
}

/// The run as the store keeps it: reports, the summary summarizeBenchRun makes of them, names.
inline StoredBenchResult recordedResult(const RecordedRun &run)
{
    StoredBenchResult result;
    result.id = run.id;
    result.layout = run.layout;
    result.concurrency = run.concurrency;
    result.nodeNames = run.nodes;
    for (qsizetype i = 0; i < run.nodes.size(); ++i)
        result.hostIds.append(i + 1);
    result.status = run.status;
    result.errorCode = run.errorCode;
    result.error = run.error;
    const auto size = std::uint32_t(run.nodes.size());
    for (std::uint32_t rank = 0; rank < size; ++rank) {
        const bool sampling = run.layout == protocol::BenchLayout::PipelineParallel
                                  ? rank + 1 == size
                                  : (rank == 0 || run.layout == protocol::BenchLayout::Replicas);
        // Replicas are independent Single runs: each is rank 0 of its own.
        const std::uint32_t reportRank = run.layout == protocol::BenchLayout::Replicas ? 0 : rank;
        result.reports.append(rankReport(run, reportRank, sampling));
    }
    BenchRunSpec spec;
    spec.layout = run.layout;
    for (qsizetype i = 0; i < run.nodes.size(); ++i)
        spec.nodes.append(int(i));
    spec.concurrency = run.concurrency;
    protocol::BenchWorkload workload;
    workload.concurrency = run.concurrency;
    workload.generateTokens = std::uint32_t(run.steps + 1);
    result.summary = summarizeBenchRun(spec, workload, result.reports);
    return result;
}

/// What a link test between two nodes measured (the figures the analysis reads).
struct RecordedLink {
    QString client = QStringLiteral("node1");
    QString server = QStringLiteral("node2");
    double rttP50Us = 150;
    double forwardBitsPerSecond = 941e6; ///< one stream, client→server
    double reverseBitsPerSecond = 938e6; ///< one stream, server→client
    double bothWaysShare = 0.97;         ///< each direction's throughput with both ways busy ÷ one way
    double udpLossPercent = 0;
    double loadedLossPercent = 0;
};

inline protocol::DirectionThroughput throughput(double bitsPerSecond)
{
    protocol::DirectionThroughput figures;
    figures.bitsPerSecond = bitsPerSecond;
    figures.seconds = 3;
    figures.bytes = std::uint64_t(bitsPerSecond * 3 / 8);
    figures.streamBitsPerSecond = {bitsPerSecond};
    return figures;
}

inline protocol::LinkPairReport linkReport(const RecordedLink &link)
{
    protocol::LinkPairReport report;
    protocol::LinkTestReport &test = report.test;
    test.clientStackId = "client-stack";
    test.serverStackId = "server-stack";
    protocol::RttSummary rtt;
    rtt.minUs = link.rttP50Us * 0.9;
    rtt.p50Us = link.rttP50Us;
    rtt.p90Us = link.rttP50Us * 1.2;
    rtt.p99Us = link.rttP50Us * 1.5;
    rtt.maxUs = link.rttP50Us * 2;
    rtt.meanUs = link.rttP50Us * 1.05;
    test.tcpLatency.sent = test.tcpLatency.received = 1000;
    test.tcpLatency.rtt = rtt;
    test.udpLatency.sent = 1000;
    test.udpLatency.lossPercent = link.udpLossPercent;
    test.udpLatency.received = std::uint64_t(1000 * (1 - link.udpLossPercent / 100));
    test.udpLatency.rtt = rtt;
    const auto phase = [](protocol::LinkMode mode, std::optional<protocol::DirectionThroughput> forward,
                          std::optional<protocol::DirectionThroughput> reverse) {
        protocol::ThroughputPhase result;
        result.mode = mode;
        result.streams = 1;
        result.forward = std::move(forward);
        result.reverse = std::move(reverse);
        return result;
    };
    test.throughput.push_back(phase(protocol::LinkMode::Forward, throughput(link.forwardBitsPerSecond), {}));
    test.throughput.push_back(phase(protocol::LinkMode::Reverse, {}, throughput(link.reverseBitsPerSecond)));
    test.throughput.push_back(phase(protocol::LinkMode::Bidirectional,
                                    throughput(link.forwardBitsPerSecond * link.bothWaysShare),
                                    throughput(link.reverseBitsPerSecond * link.bothWaysShare)));
    for (const protocol::LinkMode mode : {protocol::LinkMode::Forward, protocol::LinkMode::Reverse}) {
        protocol::LoadedLatency loaded;
        loaded.mode = mode;
        loaded.latency.sent = 200;
        loaded.latency.lossPercent = link.loadedLossPercent;
        loaded.latency.received = std::uint64_t(200 * (1 - link.loadedLossPercent / 100));
        test.loadedLatency.push_back(loaded);
    }
    return report;
}

inline StoredLinkPair storedLinkPair(const RecordedLink &link)
{
    StoredLinkPair pair;
    pair.runId = 1;
    pair.clientName = link.client;
    pair.serverName = link.server;
    pair.status = RunStatus::Complete;
    pair.report = linkReport(link);
    return pair;
}

} // namespace shardscope::core::test
