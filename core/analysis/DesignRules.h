#pragma once

#include "core/analysis/SetupCheck.h"
#include "core/analysis/Verdict.h"
#include "core/model/Host.h"
#include "core/model/Run.h"

#include <QList>
#include <QString>

#include <optional>

namespace shardscope::core {

// The eight design rules for model-parallel inference networks as a checklist: each rule is met,
// not met or not tested, judged from the evidence of one run (its bench results and the link run
// measured for its nodes). Core gives status, evidence code and figures; report/AnalysisText.h
// words them.

enum class DesignRule {
    Unknown = 0,
    ParallelismGraph,        ///< know which layout sends what, how often
    LatencyBudget,           ///< the network's share of each token fits the latency target
    BandwidthForConcurrency, ///< the link carries the traffic at the concurrency served
    TopologyAwarePlacement,  ///< the chattiest traffic (tensor parallel) on the best links
    Congestion,              ///< no loss, no collapse when both ways are busy
    Observability,           ///< per token, per rank: compute vs communication is measured
    PartialFailure,          ///< a node that fails mid-run is noticed and reported
    CompleteServingPath,     ///< the whole path of a request (front end, tokenizer, scheduler)
};

/// The eight, in checklist order.
const QList<DesignRule> &designRules();

enum class RuleStatus { Unknown = 0, Met, NotMet, NotTested };

/// Why a rule got its status; each code goes with the figures named in its comment.
enum class RuleEvidence {
    Unknown = 0,
    NoSplitRun, ///< not tested: no complete TensorParallel or PipelineParallel run
    NoLinkRun,  ///< not tested: no complete link test of the run's nodes (with the figures the rule needs)
    /// met: value = bytes all ranks send per decode step in the best split (measured), limit = the
    /// bytes the model of the layout expects (expectedSplitBytesPerStep), within ±25 %; subject =
    /// its layout (protocol::toString: "tp", "pp")
    SplitBytesKnown,
    SplitBytesOffModel, ///< not met: the same figures, more than 25 % apart
    /// met: value = the best split's network ms per token (its commShare × decodeStepMs), limit =
    /// the network's budget: the TPOT target minus the split's compute per token (at least 0) when
    /// the goal has one, else the compute per token (the network may take at most half of each token)
    CommShareWithinBudget,
    CommShareOverBudget, ///< not met: the same figures
    OneConcurrency,      ///< not tested: the best split's layout completed at one concurrency only
    /// met: value = bits/s the busiest rank of the best split's layout sends at its highest
    /// concurrency (its mean decode bytes ÷ the decode step), limit = the slowest link direction's
    /// single-stream bits/s
    BandwidthHeadroom,
    BandwidthShort, ///< not met (over half the link): the same figures
    /// met: value = slowest ÷ fastest single-stream throughput over every direction of every pair
    /// of the nodes (≥ 0.5), subject = "nodeA → nodeB" of the slowest
    LinksEven,
    SlowLinkInSplit, ///< not met: the same ratio below 0.5, subject = "nodeA → nodeB" of the slowest
    /// met: value = worst UDP loss % (idle and under load), limit = worst both-ways ÷ one-way
    /// single-stream throughput ratio of a direction
    NoLossBothWays,
    LossOrCollapse,        ///< not met (loss > 0.1 % or ratio < 0.7): the same figures
    PerTokenSplitMeasured, ///< met: value = ranks of complete runs that reported per-step compute and
                           ///< communication
    RanksWithoutReport,    ///< not met: value = ranks of complete runs without per-step figures
    /// met: value = runs that failed after their ranks started (some rank reported, or the agent
    /// crashed, timed out or broke the protocol) and were stored with a cause, subject = the first
    /// cause (untranslated, as stored). Not counted: runs failed for a figure above the roofline
    /// (a measurement error, not a node failing) and refusals before anything ran (does_not_fit,
    /// connection refused, invalid argument): they exercise no failure handling.
    FailureReported,
    NoFailureSeen, ///< not tested: no run failed while running, so failure handling was not exercised
    /// not tested: no serving run of the user's server over a split layout (TensorParallel or
    /// PipelineParallel) completed a step at the goal's concurrency; value = that concurrency (0
    /// when unknown): what a serving run would need to make the rule met
    EngineOnly,
    /// met: a serving run over a split completed a step at the goal's concurrency: value = that
    /// concurrency, limit = the serving run's id, subject = its layout ("tp", "pp")
    ServingSplitComplete,
    /// not met (TopologyAwarePlacement, unless the links already fail it): the run's setup check
    /// found traffic between its machines that may not take the cluster link (placementSetupCodes:
    /// a router between two machines, cluster addresses in different subnets, traffic leaving by
    /// another interface, a VPN or container interface the software may pick, two interfaces in
    /// one subnet). value = how many such findings, subject = the machines they are about (", ")
    SetupRouting,
    /// not met (Congestion, unless the link test already fails it): the setup check measured a
    /// path MTU below the interfaces' MTU (PathMtuBelowInterface). value = the path's largest
    /// packet in bytes, limit = the interfaces' MTU, subject = "nodeA → nodeB"
    SetupPathMtu,
};

struct RuleFinding {
    DesignRule rule = DesignRule::Unknown;
    RuleStatus status = RuleStatus::Unknown;
    RuleEvidence evidence = RuleEvidence::Unknown;
    double value = 0;
    double limit = 0;
    QString subject; ///< untranslated: a layout or node names
    bool operator==(const RuleFinding &) const = default;
};

struct ChecklistInput {
    InferenceGoal goal;
    /// The plan's model, dtype and backend: what the split's bytes are expected from.
    protocol::ModelShape model;
    protocol::DType dtype = protocol::DType::Unknown;
    protocol::BenchBackend backend = protocol::BenchBackend::Unknown;
    QList<StoredBenchResult> results;
    /// The pairs of the link run that covers the plan's nodes (LinkPairReport, Complete ones used).
    QList<StoredLinkPair> linkPairs;
    Verdict verdict; ///< decideVerdict of the same results
    /// Serving runs of the user's server (issue 16) that count as evidence for rule 8
    /// (CompleteServingPath); ReportModel's rule: servingRunsForBench / the serving run itself.
    QList<ServingRun> servingRuns;
    /// The goal's concurrency for rule 8; 0: verdict.concurrency (the bench verdict's).
    std::uint32_t servingConcurrency = 0;
    /// The findings of the setup check that covers the run's nodes, about those nodes
    /// (ReportModel::setupFindings): evidence for rules 4 and 5 (SetupRouting, SetupPathMtu).
    QList<SetupFinding> setupFindings;
};

/// The setup check's codes that are evidence against topology-aware placement (SetupRouting).
const QList<SetupCode> &placementSetupCodes();

/// One finding per designRules() entry, in that order.
QList<RuleFinding> evaluateDesignRules(const ChecklistInput &input);

} // namespace shardscope::core
