#pragma once

// Recorded result sets for the analysis tests (and the analysis texts' tests): StoredBenchResults whose rank
// reports look like the agent's (per-step wall and communication time, bytes, the sampling rank's token
// times), with summaries computed by the real summarizeBenchRun, and LinkPairReports with the figures the
// analysis reads. Tests derive every expected number from the inputs given here.

#include "core/analysis/BenchMetrics.h"
#include "core/model/BenchTypes.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Link.h"
#include "tests/support/BenchRunFactory.h"
#include "tests/support/LinkReportFactory.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope::test {

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
    core::RunStatus status = core::RunStatus::Complete;
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
    RankSteps steps;
    steps.rank = rank;
    steps.sampling = sampling;
    steps.prefill = {prefillMs, pipeline ? prefillMs - run.prefillComputeMs : run.prefillCommMs,
                     run.bytesPerRankPerStep};
    for (int i = 0; i < run.steps; ++i)
        steps.decode.push_back(
            {stepMs, pipeline ? stepMs - run.computeMsPerStep : run.commMsPerStep, run.bytesPerRankPerStep});
    // No memory figures: the roofline does not apply to a recorded run.
    RankMachine machine;
    machine.device = "CPU: 2 threads, recorded";
    machine.threads = 2;
    machine.memoryBandwidthGBps = 0;
    machine.kvCacheBytes = 0;
    machine.memoryAvailableBytes = 0;
    machine.activationBytesPerStep = 0;
    machine.setupSeconds = 0;
    protocol::BenchRankReport report = makeRankReport(steps, machine);
    report.completed = run.status == core::RunStatus::Complete;
    return report;
}

/// The run as the store keeps it: reports, the summary summarizeBenchRun makes of them, names.
inline core::StoredBenchResult recordedResult(const RecordedRun &run)
{
    const auto size = std::uint32_t(run.nodes.size());
    QList<std::optional<protocol::BenchRankReport>> reports;
    for (std::uint32_t rank = 0; rank < size; ++rank) {
        const bool sampling = run.layout == protocol::BenchLayout::PipelineParallel
                                  ? rank + 1 == size
                                  : (rank == 0 || run.layout == protocol::BenchLayout::Replicas);
        // Replicas are independent Single runs: each is rank 0 of its own.
        const std::uint32_t reportRank = run.layout == protocol::BenchLayout::Replicas ? 0 : rank;
        reports.append(rankReport(run, reportRank, sampling));
    }
    protocol::BenchWorkload workload;
    workload.concurrency = run.concurrency;
    workload.generateTokens = std::uint32_t(run.steps + 1);
    core::StoredBenchResult result
        = summarizedResult(run.layout, run.nodes, run.concurrency, reports, workload);
    result.id = run.id;
    for (qsizetype i = 0; i < run.nodes.size(); ++i)
        result.hostIds.append(i + 1);
    result.status = run.status;
    result.errorCode = run.errorCode;
    result.error = run.error;
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

inline protocol::LinkPairReport linkReport(const RecordedLink &link)
{
    LinkReportSpec spec;
    spec.forwardBitsPerSecond = link.forwardBitsPerSecond;
    spec.reverseBitsPerSecond = link.reverseBitsPerSecond;
    spec.bothWaysShare = link.bothWaysShare;
    spec.streams = 1;
    spec.rttP50Us = link.rttP50Us;
    spec.rttP99Us = link.rttP50Us * 1.5;
    spec.tcpRttFactor = 1;
    spec.lossPercent = link.udpLossPercent;
    spec.loadedLossPercent = link.loadedLossPercent;
    spec.jitterUs = 0;
    spec.loadedP50Us = link.rttP50Us; // no bufferbloat unless a test asks for it
    spec.speedMbps = std::nullopt;
    spec.samples = 1000;
    return makeLinkReport(spec);
}

inline core::StoredLinkPair storedLinkPair(const RecordedLink &link)
{
    core::StoredLinkPair pair;
    pair.runId = 1;
    pair.clientName = link.client;
    pair.serverName = link.server;
    pair.status = core::RunStatus::Complete;
    pair.report = linkReport(link);
    return pair;
}

} // namespace shardscope::test
