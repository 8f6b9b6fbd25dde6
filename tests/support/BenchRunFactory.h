#pragma once

#include "tests/support/LinkReportFactory.h"

#include "core/model/BenchPlan.h"
#include "core/store/ResultStore.h"

#include <QList>
#include <QStringList>

namespace shardscope::test {

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
