#pragma once

#include "core/Result.h"
#include "core/bench/BenchTypes.h"
#include "core/cluster/LinkMatrix.h"
#include "remote-agent/protocol/Bench.h"

#include <QList>
#include <QString>

#include <cstdint>

namespace shardscope::core {

/// One node of a benchmark plan: how to reach it over SSH, the address the other ranks reach it
/// at (clusterAddressFor) and the stored host it is. The same as a link matrix's node.
using BenchNode = LinkNode;

/// A benchmark plan: one workload on a set of nodes, run as several layouts and concurrencies.
/// The single-node baseline (the first node alone) always runs first at each concurrency.
struct BenchPlan {
    protocol::ModelShape model;
    protocol::DType dtype = protocol::DType::F32;
    protocol::BenchBackend backend = protocol::BenchBackend::Cpu;
    /// Prompt and output lengths, warm-up steps and seed; its concurrency is ignored (see below).
    protocol::BenchWorkload workload;
    std::uint32_t threads = 0; ///< CPU threads per rank; 0: every core of the node
    QList<BenchNode> nodes;    ///< the first one runs the single-node baseline
    /// TensorParallel and PipelineParallel split the model over all nodes in this order; Replicas
    /// put one copy on each node; Single is the baseline (always run, listed or not).
    QList<protocol::BenchLayout> layouts;
    QList<std::uint32_t> concurrencies; ///< sequences in flight; each one is a round of runs
    InferenceGoal goal;                 ///< what the verdict weighs; the runner ignores it
};

/// The plan's runs in the order they run: for each concurrency (in the given order, duplicates
/// once) the Single baseline on the first node, then each other requested layout (in the given
/// order, duplicates once) over all nodes. Everything is checked before anything runs:
/// InvalidArgument, naming the layout, for a layout the shape cannot take over the nodes
/// (protocol::layoutProblem), a split or replicas over fewer than two nodes, a workload the agent
/// would refuse, no nodes, no concurrencies, or a dtype or backend that is not set.
Result<QList<BenchRunSpec>> expandBenchPlan(const BenchPlan &plan);

/// "tp (tensor parallel)": the short name the CLI takes and what it means, for messages.
QString benchLayoutTitle(protocol::BenchLayout layout);

/// The plan as JSON: model (the shape), dtype, backend, workload (concurrency left out), threads,
/// layouts (short names), concurrencies, goal ({"usage", "ttft_target_ms", "tpot_target_ms"}, the
/// targets only when set) and nodes (name, address, ssh, host_id when stored).
nlohmann::json benchPlanJson(const BenchPlan &plan);

/// Reads benchPlanJson's output back (a stored run's configuration snapshot, for "re-run with the
/// same configuration" and the report). Nodes come back with their name (target.name), cluster
/// address, sshDestination and host id only: the caller resolves how to reach them now. A missing
/// "goal" (runs stored before it existed) reads as the default goal. InvalidArgument naming the key
/// for anything else missing or of the wrong type.
Result<BenchPlan> benchPlanFromJson(const nlohmann::json &json);

/// The configuration snapshot of a benchmark run (ResultStore::beginRun("bench", …)):
/// benchPlanJson plus kind and the ShardScope version. CLI and GUI alike.
QString benchRunConfigJson(const BenchPlan &plan);

} // namespace shardscope::core
