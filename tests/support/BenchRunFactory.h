#pragma once

#include "tests/support/LinkReportFactory.h"

#include "core/bench/BenchRecord.h"
#include "core/model/BenchPlan.h"
#include "core/store/ResultStore.h"

#include <QList>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::test {

/// The machine a rank ran on, as its agent reports it (defaults: an 8-thread desktop CPU).
struct RankMachine {
    std::string device = "CPU: 8 threads, AMD Ryzen 7 7700";
    std::uint32_t threads = 8;
    double memoryBandwidthGBps = 40; ///< a dual-channel DDR5 desktop
    std::uint64_t kvCacheBytes = 64ull << 20;
    std::uint64_t memoryAvailableBytes = 28ull << 30;
    std::uint64_t activationBytesPerStep = 16ull << 20; ///< bytesPerDecodeStep: the weights and this
    double setupSeconds = 3.2;
};

/// What one rank of a run measured: its prefill and decode steps.
struct RankSteps {
    std::uint32_t rank = 0;
    /// The rank that samples: its report also has the token times (the end of the prefill, then of
    /// every decode step) and the first sequence's token ids.
    bool sampling = false;
    std::uint64_t weightBytes = 0;
    protocol::BenchStep prefill;
    std::vector<protocol::BenchStep> decode;
};

/// One rank's report as the CPU agent sends it: every test's one builder of BenchRankReport.
protocol::BenchRankReport makeRankReport(const RankSteps &steps, const RankMachine &machine = {});

/// A result as the store keeps it (no ids, Complete): `reports` summarized by the real
/// core::summarizeBenchRun over `workload`; `nodes` in rank order (one per replica).
core::StoredBenchResult summarizedResult(protocol::BenchLayout layout, const QStringList &nodes,
                                         std::uint32_t concurrency,
                                         const QList<std::optional<protocol::BenchRankReport>> &reports,
                                         const protocol::BenchWorkload &workload);

/// The plan's nodes for machines `names`: a stored machine with its host id and address, another
/// with host id 0 and address 10.0.0.<its position + 1>.
QList<core::ClusterNode> clusterNodes(core::ResultStore &store, const QStringList &names);

/// A link test of `nodes` (clusterNodes) that measured each pair of `pairs` (indexes into `nodes`,
/// client first) with reportOf(client, server), stored as LinkCommand stores it; returns its id.
qint64 storeLinkRun(core::ResultStore &store, const QList<core::ClusterNode> &nodes,
                    const QList<std::pair<int, int>> &pairs,
                    const std::function<protocol::LinkPairReport(int client, int server)> &reportOf);

/// A benchmark of `plan` stored as the Inference page and the CLI store it (beginRun with
/// benchRunConfigJson, core::storedBenchResult of each run of expandBenchPlan with the outcome that
/// outcomeOf gives it, finishRun with `status` and `error`); returns its id (0 when the plan does
/// not expand).
qint64 storeBenchPlan(
    core::ResultStore &store, const core::BenchPlan &plan,
    const std::function<core::BenchRunOutcome(int position, const core::BenchRunSpec &)> &outcomeOf,
    core::RunStatus status = core::RunStatus::Complete, const QString &error = {});

/// How a fabricated benchmark run behaves: a 1B-class model in f32 on CPU over two machines on a
/// link of about 1 Gbit/s (defaults). Step times follow the engine's structure: compute grows with
/// the batch, a split over n nodes divides the compute per rank by n and adds its communication
/// (which grows with the ranks it has to reach).
struct FabricatedRunSpec {
    QStringList nodes{QStringLiteral("node0"), QStringLiteral("node1")};
    /// BenchPlan::nodeSets: indexes into `nodes` that the splits and replicas run over; empty: all.
    QList<QList<int>> nodeSets;
    QList<std::uint32_t> concurrencies{2, 8};
    QList<protocol::BenchLayout> layouts{protocol::BenchLayout::TensorParallel,
                                         protocol::BenchLayout::PipelineParallel,
                                         protocol::BenchLayout::Replicas};
    double singleComputeMs = 140;     ///< one decode step of the whole model on one machine, batch 0
    double computeMsPerSequence = 10; ///< added per sequence of the batch
    double tensorCommMs = 12;         ///< two all-reduces per layer, one decode step
    double pipelineTransferMs = 1.5;  ///< one activation from stage to stage
    double samplingMs = 0.8;          ///< the sampling rank's extra work after the last collective
    std::uint32_t decodeSteps = 15;
    std::uint32_t threads = 8; ///< CPU threads per rank (a setting of the plan)
    core::RunStatus status = core::RunStatus::Complete;
    /// Runs from this position on fail (their rank 1 stops mid-run); -1: none fails.
    int failFrom = -1;
};

/// A stored benchmark run.
struct StoredBenchRun {
    qint64 runId = 0;
    core::BenchPlan plan;
    QList<core::StoredBenchResult> results; ///< as read back from the store
};

/// Stores a link test of these machines (every pair measured with `spec`); returns its id.
qint64 storeLinkRun(core::ResultStore &store, const QStringList &nodes, const LinkReportSpec &spec = {});

/// Stores a benchmark run as the Inference page and the CLI do (beginRun with benchRunConfigJson,
/// core::storedBenchResult of each run of expandBenchPlan, finishRun), with rank reports fabricated
/// after `spec`. The nodes must be stored hosts (their ids go with the results).
StoredBenchRun storeBenchRun(core::ResultStore &store, const FabricatedRunSpec &spec = {});

} // namespace shardscope::test
