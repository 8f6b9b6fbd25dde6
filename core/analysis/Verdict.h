#pragma once

#include "core/analysis/MemoryFit.h"
#include "core/analysis/WhatIf.h"
#include "core/model/BenchPlan.h"
#include "core/model/Host.h"
#include "core/model/Run.h"
#include "core/model/ServePlan.h"

#include <QList>

#include <cstdint>
#include <optional>

namespace shardscope::core {

// The verdict: which way to run the model, from the measured runs of one plan, with the numbers
// that justify it. Core gives the decision and its figures; report/AnalysisText.h words them.

enum class VerdictKind {
    Unknown = 0,
    NoData, ///< no complete single-node baseline and no complete split: nothing to compare
    StayOnOneNode,
    ServeReplicas,
    SplitPipeline,
    SplitTensor,
    DoesNotFit, ///< the model does not fit on one node; `chosen` (if any) is the best split measured
};

/// The figures of one complete run, as the verdict compares them.
struct LayoutFigures {
    qint64 resultId = 0; ///< StoredBenchResult::id
    protocol::BenchLayout layout = protocol::BenchLayout::Unknown;
    int nodeCount = 0;
    std::uint32_t concurrency = 0;
    double tokensPerSecond = 0; ///< summary.outputTokensPerSecond (all requests, prefill included)
    double requestsPerSecond = 0;
    double ttftP50Ms = 0;
    double ttftP99Ms = 0;
    double tpotP50Ms = 0; ///< per-token time: what a chatting user feels
    double tpotP99Ms = 0;
    /// The share of a decode step spent on the network (0…1): TensorParallel summary.commMsPerStep ÷
    /// summary.decodeStepMs; PipelineParallel (decodeStepMs − the stages' compute added up) ÷
    /// decodeStepMs, since a stage's own comm also holds its wait for the other stages' compute
    /// (splitMeasurement; the summary's ratio when the run is not complete); 0 for Single and Replicas.
    double commShare = 0;
    bool operator==(const LayoutFigures &) const = default;
};

/// LayoutFigures of a stored result (any status; the verdict only uses Complete ones).
LayoutFigures layoutFigures(const StoredBenchResult &result);

/// Whether `result` failed because a rank's agent refused it with does_not_fit (its slice does not
/// fit in the rank's memory; BenchRunner stores that as agent_error whose detail names the
/// agent's code): the run proves the model too big for those nodes, unlike any other failure.
bool refusedAsTooBig(const StoredBenchResult &result);

struct VerdictInput {
    InferenceGoal goal;
    QList<StoredBenchResult> results; ///< one plan's results (ResultStore::benchResults)
    /// The memory fit of the plan's model on its nodes; Unknown when no inventory says.
    MemoryFit fit;
    /// The what-if of the best split run (by tokens/s at the verdict's concurrency), if there is one.
    std::optional<WhatIf> whatIf;
};

struct Verdict {
    VerdictKind kind = VerdictKind::Unknown;
    UsagePattern usage = UsagePattern::Unknown; ///< the goal's usage (Both when it was Unknown)
    /// The concurrency the layouts are compared at: Chat the lowest, Throughput and Both the highest
    /// at which the baseline completed (without a complete baseline: at which a split completed).
    std::uint32_t concurrency = 0;
    std::optional<LayoutFigures> single; ///< the baseline at `concurrency`
    /// The better of TensorParallel and PipelineParallel there: Chat the lower tpotP50Ms, otherwise
    /// (and for DoesNotFit) the higher tokensPerSecond.
    std::optional<LayoutFigures> bestSplit;
    std::optional<LayoutFigures> replicas;
    std::optional<LayoutFigures> chosen; ///< what the verdict recommends (unset for NoData)
    /// bestSplit's tpotP50Ms ÷ single's tpotP50Ms: 3.1 means each token takes 3.1× as long split.
    /// 0 without both.
    double splitSlowdown = 0;
    double splitNetworkShare = 0; ///< bestSplit's commShare (the share of each token spent on the network)
    double replicasGain = 0;      ///< replicas' tokensPerSecond ÷ single's; 0 without both
    /// The slowest link class (linkClasses() order) at which the split would be predicted to beat
    /// the single node's decode tokens/s (batch × 1000 ÷ decodeStepMs of the complete Single run at
    /// the what-if's batch), with that prediction; unset when none would, there is no what-if or no
    /// such Single run. Only the link classes the model predicts faster than the measured link
    /// (higher tokens/s than atMeasuredLink) are considered.
    std::optional<WhatIf::AtClass> fasterLink;
    std::optional<LinkModel> measuredLink; ///< the what-if's measured link, when there is a what-if
    /// Whether `chosen` meets the goal's targets (p50); unset when the goal has no such target.
    std::optional<bool> ttftTargetMet;
    std::optional<bool> tpotTargetMet;
    std::optional<double> ttftTargetMs; ///< the goal's targets, for the words around the two above
    std::optional<double> tpotTargetMs;
    FitKind fit = FitKind::Unknown;
    int nodesNeeded = 0; ///< MemoryFit::nodesNeeded
    /// The figures are from serving runs of the user's own server (decideServeVerdict): resultId
    /// in the figures above is then a StoredServeResult::id, and commShare is 0 (not measured).
    bool fromServingRuns = false;
    bool operator==(const Verdict &) const = default;
};

/// The decision, from complete results only:
/// 1. No complete Single run, and fit.kind is DoesNotFit or Split or a Single run was refused
///    with does_not_fit (refusedAsTooBig) → DoesNotFit, chosen = the best complete split at
///    `concurrency` (the highest tokens/s), unset when none completed. A Single run that completed
///    outweighs the estimate of MemoryFit (which errs on the safe side on GPUs): the measurement
///    says it fits.
/// 2. No complete Single run otherwise (none ran, or it failed for another reason) → NoData, even
///    when a split completed: without a baseline there is nothing to compare the split with.
/// 3. Chat: the layout with the lowest tpotP50Ms at `concurrency` wins (a split must be at least
///    10 % faster per token than Single to be chosen, replicas do not make one request faster and
///    are never chosen for Chat).
///    Throughput: the highest tokensPerSecond at `concurrency` wins (a split or replicas must beat
///    Single by at least 10 %).
///    Both: among the layouts whose tpotP50Ms is within 1.25× of the best tpotP50Ms (and within the
///    goal's targets, when some layout meets them), the highest tokensPerSecond (same 10 % margin).
/// 4. Kind: StayOnOneNode, ServeReplicas, SplitTensor or SplitPipeline after the chosen layout.
Verdict decideVerdict(const VerdictInput &input);

/// One stored serving run (issue 16) as the verdict and design rule 8 read it.
struct ServingRun {
    RunRecord run;                  ///< kind "serve"
    ServePlan plan;                 ///< run.config.serve()->plan
    QList<StoredServeResult> steps; ///< ResultStore::serveResults(run.id)
    bool operator==(const ServingRun &) const = default;
};

/// The concurrency a goal is judged at over `concurrencies` (the steps a serving plan asked for):
/// as the verdict chooses it, Chat the lowest, Throughput and Both (and Unknown) the highest. 0
/// when empty.
std::uint32_t goalConcurrency(UsagePattern usage, const QList<std::uint32_t> &concurrencies);

/// Whether two serving runs measured the same server setup, so that their layouts can be compared:
/// the same model name (case-insensitive) on the same endpoint host (the URL's host, any port:
/// servers for different layouts are often started on different ports).
bool sameServerSetup(const ServePlan &a, const ServePlan &b);

/// LayoutFigures of one serving step: its plan's layout and machines, the step's concurrency,
/// output tokens/s, requests/s and TTFT/TPOT p50/p99; resultId = StoredServeResult::id.
LayoutFigures serveLayoutFigures(const ServePlan &plan, const StoredServeResult &step);

/// The verdict from serving runs of one server setup (docs/METRICS.md, "Verdict"): every Complete
/// step of `runs` is a run of its plan's layout at its concurrency, compared with decideVerdict's
/// rules (fit Unknown, no what-if: a Single layout that completed is the baseline). Where a layout
/// ran more than once at a concurrency, the better step counts (decideVerdict's bestAt).
/// fromServingRuns is set. NoData (nothing chosen) unless two layouts or more completed, Single
/// among them: without a baseline on one machine there is nothing to compare.
Verdict decideServeVerdict(const InferenceGoal &goal, const QList<ServingRun> &runs);

} // namespace shardscope::core
