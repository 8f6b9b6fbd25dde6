#pragma once

#include "core/Result.h"
#include "core/model/BenchTypes.h"
#include "core/model/ClusterNode.h"
#include "remote-agent/protocol/Bench.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace shardscope::core {

/// A benchmark plan: one workload on a set of nodes, run as several layouts and concurrencies, the
/// splits and replicas over one or more node sets (e.g. over 2 of 3 nodes and over all 3).
/// The single-node baseline (the first node alone) always runs first at each concurrency.
struct BenchPlan {
    protocol::ModelShape model;
    protocol::DType dtype = protocol::DType::F32;
    protocol::BenchBackend backend = protocol::BenchBackend::Cpu;
    /// Prompt and output lengths, warm-up steps and seed; its concurrency is ignored (see below).
    protocol::BenchWorkload workload;
    std::uint32_t threads = 0; ///< CPU threads per rank; 0: every core of the node
    QList<ClusterNode> nodes;  ///< the first one runs the single-node baseline
    /// TensorParallel and PipelineParallel split the model over each node set (in the set's order,
    /// which is rank order); Replicas put one copy on each node of each set; Single is the baseline
    /// (always run, listed or not).
    QList<protocol::BenchLayout> layouts;
    /// The node sets the splits and replicas run over: each two or more indexes into `nodes`, none
    /// twice; a set listed twice runs once. Empty: one set of all nodes in their order.
    QList<QList<int>> nodeSets;
    QList<std::uint32_t> concurrencies; ///< sequences in flight; each one is a round of runs
    InferenceGoal goal;                 ///< what the verdict weighs; the runner ignores it
    bool operator==(const BenchPlan &) const = default;
};

/// The node sets the plan's splits and replicas run over: plan.nodeSets without duplicates, or one
/// set of all nodes when it is empty. Not checked (expandBenchPlan does that).
QList<QList<int>> benchNodeSets(const BenchPlan &plan);

/// The names (target.name) of a node set's nodes, in the set's order; an index that is not one of
/// the plan's nodes gives an empty name.
QStringList nodeSetNames(const BenchPlan &plan, const QList<int> &set);

/// Node sets given by node names (target.name), as indexes into plan.nodes in the order given
/// (rank order). A set naming a node the plan does not have is left out and that name appended to
/// `*unknown` (when given): the CLI refuses it, the wizard drops a set whose machine is unchecked.
/// Not otherwise checked (a name twice, a set of one: expandBenchPlan refuses those).
QList<QList<int>> nodeSetsByName(const BenchPlan &plan, const QList<QStringList> &sets,
                                 QStringList *unknown = nullptr);

/// The plan without the nodes no run uses: those that neither run the baseline (the first node)
/// nor belong to a node set, so that no agent is started on them; the node sets re-indexed. The
/// plan itself when its nodeSets is empty (every node is used).
BenchPlan withoutUnusedNodes(const BenchPlan &plan);

/// What keeps a plan from running (checkBenchPlan), in the order the checks are made. What each
/// problem is about is in PlanCheck's fields named here.
enum class PlanProblem {
    None = 0,
    ShapeCannotBeBuilt,    ///< plan.model: `reason` is protocol::shapeProblem
    NoDType,               ///< plan.dtype is Unknown
    NoBackend,             ///< plan.backend is Unknown
    NoNodes,               ///< plan.nodes is empty
    TooManyNodes,          ///< more than protocol::kMaxBenchWorldSize nodes: `value` is how many
    NoConcurrency,         ///< plan.concurrencies is empty
    WorkloadRefused,       ///< the workload at concurrency `value`: `reason` is protocol::workloadProblem
    NodeOutOfRange,        ///< `nodeSet` names `node`, which is no index into plan.nodes
    NodeTwiceInSet,        ///< `nodeSet` names `node` twice
    NodeSetTooSmall,       ///< `nodeSet`, given in plan.nodeSets, has fewer than two nodes
    LayoutNotSet,          ///< `layout` is Unknown (over `nodeSet`)
    LayoutNeedsTwoNodes,   ///< `layout`, a split or replicas, over `nodeSet` of fewer than two nodes
    LayoutCannotHoldModel, ///< `layout` over `nodeSet` cannot hold plan.model: `reason` is
                           ///< protocol::layoutProblem
};

/// checkBenchPlan's finding: the problem and its subject, codes and numbers only (no text). The
/// English text is planProblemText's, the GUI's translated one ui::PlanText's.
struct PlanCheck {
    PlanProblem problem = PlanProblem::None;
    protocol::BenchLayout layout = protocol::BenchLayout::Unknown; ///< the Layout… problems
    /// The node set concerned, as indexes into plan.nodes as given (the baseline's is {0}).
    QList<int> nodeSet;
    int node = -1;           ///< NodeOutOfRange, NodeTwiceInSet: the index as given
    std::uint64_t value = 0; ///< TooManyNodes: how many nodes; WorkloadRefused: the concurrency
    /// What the protocol library found, as its code and numbers (no text): ShapeCannotBeBuilt,
    /// WorkloadRefused, LayoutCannotHoldModel (with the layout and the number of ranks it checked).
    protocol::BenchProblem reason;

    bool ok() const { return problem == PlanProblem::None; }
    bool operator==(const PlanCheck &) const = default;
};

/// Everything expandBenchPlan checks before anything runs, the first problem found: the model's
/// shape, dtype and backend set, one to protocol::kMaxBenchWorldSize nodes, a concurrency, a
/// workload the agent takes at each concurrency, node sets of two or more valid indexes none
/// twice, and each layout over each set (the baseline over the first node) one the shape can take
/// (protocol::layoutProblem), splits and replicas over two nodes or more.
PlanCheck checkBenchPlan(const BenchPlan &plan);

/// The problem in English, naming its subject ("tp (tensor parallel) over 2 nodes (a, b) cannot
/// hold tiny: …"): the CLI's words and Error::detail. Empty for None.
QString planProblemText(const BenchPlan &plan, const PlanCheck &check);

/// The problem as an Error: InvalidArgument with planProblemText, for callers that need only that.
Error planError(const BenchPlan &plan, const PlanCheck &check);

/// The plan's runs in the order they run: for each concurrency (in the given order, duplicates
/// once) the Single baseline on the first node, then each other requested layout (in the given
/// order, duplicates once) over each node set (benchNodeSets order). Everything is checked before
/// anything runs (checkBenchPlan): planError of its problem.
Result<QList<BenchRunSpec>> expandBenchPlan(const BenchPlan &plan);

/// "tp (tensor parallel)": the short name the CLI takes and what it means, for messages.
QString benchLayoutTitle(protocol::BenchLayout layout);

/// The plan as JSON: model (the shape), dtype, backend, workload (concurrency left out), threads,
/// layouts (short names), concurrencies, goal ({"usage", "ttft_target_ms", "tpot_target_ms"}, the
/// targets only when set), nodes (name, address, ssh, host_id when stored) and, when the plan has
/// them, node_sets (arrays of indexes into nodes).
nlohmann::json benchPlanJson(const BenchPlan &plan);

/// Reads benchPlanJson's output back (a stored run's configuration snapshot, for "re-run with the
/// same configuration" and the report). Nodes come back with their name (target.name), cluster
/// address, sshDestination and host id only: the caller resolves how to reach them now. A missing
/// "goal" (runs stored before it existed) reads as the default goal, missing "node_sets" as none
/// (all nodes). InvalidArgument naming the key for anything else missing or of the wrong type, and
/// for a node set's index that is not one of the nodes.
Result<BenchPlan> benchPlanFromJson(const nlohmann::json &json);

/// The configuration snapshot of a benchmark run (ResultStore::beginRun("bench", …)):
/// benchPlanJson plus kind and the ShardScope version. CLI and GUI alike.
QString benchRunConfigJson(const BenchPlan &plan);

} // namespace shardscope::core
