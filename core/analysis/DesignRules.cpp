#include "core/analysis/DesignRules.h"

#include "core/analysis/LinkFigures.h"
#include "core/analysis/WhatIf.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace shardscope::core {

namespace {

/// Above this share of the link, the split's traffic competes with itself and with anything else
/// on the link: queues grow and the per-token latency with them.
constexpr double kBandwidthShareLimit = 0.5;
/// A slowest link under half the fastest one: the split is paced by it.
constexpr double kEvenLinksRatio = 0.5;
/// Loss above this (per cent) makes TCP back off and retransmit: latency spikes.
constexpr double kLossLimitPercent = 0.1;
/// Both ways busy must keep at least this share of one way's throughput (full duplex should keep
/// all of it; a collapse means a half-duplex segment, a weak NIC or a shared medium such as Wi-Fi).
constexpr double kBothWaysRatioLimit = 0.7;

bool isSplit(protocol::BenchLayout layout)
{
    return layout == protocol::BenchLayout::TensorParallel
           || layout == protocol::BenchLayout::PipelineParallel;
}

RuleFinding finding(DesignRule rule, RuleStatus status, RuleEvidence evidence, double value = 0,
                    double limit = 0, const QString &subject = {})
{
    return RuleFinding{rule, status, evidence, value, limit, subject};
}

/// The stored run behind verdict.bestSplit, else the complete split with the highest tokens/s
/// (at the verdict's concurrency when there is one there).
const StoredBenchResult *bestSplitResult(const ChecklistInput &input)
{
    const auto complete = [](const StoredBenchResult &result) {
        return result.status == RunStatus::Complete && isSplit(result.layout);
    };
    if (const auto &best = input.verdict.bestSplit; best && best->resultId != 0) {
        for (const StoredBenchResult &result : input.results)
            if (result.id == best->resultId && complete(result))
                return &result;
    }
    const StoredBenchResult *chosen = nullptr;
    const auto rank = [&input](const StoredBenchResult &result) {
        return std::pair(result.concurrency == input.verdict.concurrency,
                         result.summary.outputTokensPerSecond);
    };
    for (const StoredBenchResult &result : input.results) {
        if (complete(result) && (chosen == nullptr || rank(result) > rank(*chosen)))
            chosen = &result;
    }
    return chosen;
}

/// One direction of one measured pair.
struct Direction {
    QString subject; ///< "client → server"
    double bitsPerSecond = 0;
};

/// The complete pairs of the run's nodes (all complete pairs when none names them: hosts renamed
/// since), each with its report.
QList<const protocol::LinkPairReport *> pairsOfRun(const ChecklistInput &input, QList<Direction> *directions)
{
    QSet<QString> nodes;
    for (const StoredBenchResult &result : input.results)
        for (const QString &name : result.nodeNames)
            nodes.insert(name);
    QList<const StoredLinkPair *> complete;
    QList<const StoredLinkPair *> ofRun;
    for (const StoredLinkPair &pair : input.linkPairs) {
        if (pair.status != RunStatus::Complete || !pair.report)
            continue;
        complete.append(&pair);
        if (nodes.contains(pair.clientName) && nodes.contains(pair.serverName))
            ofRun.append(&pair);
    }
    QList<const protocol::LinkPairReport *> reports;
    for (const StoredLinkPair *pair : ofRun.isEmpty() ? complete : ofRun) {
        reports.append(&*pair->report);
        const protocol::LinkTestReport &test = pair->report->test;
        const auto arrow = QStringLiteral("%1 → %2");
        if (const auto *forward = phaseFigures(test, protocol::LinkMode::Forward, 1))
            directions->append({arrow.arg(pair->clientName, pair->serverName), forward->bitsPerSecond});
        if (const auto *reverse = phaseFigures(test, protocol::LinkMode::Reverse, 1))
            directions->append({arrow.arg(pair->serverName, pair->clientName), reverse->bitsPerSecond});
    }
    return reports;
}

/// The network's ms per decode step of a split run (the verdict's commShare of its step).
double networkMsPerStep(const StoredBenchResult &split)
{
    return layoutFigures(split).commShare * split.summary.decodeStepMs;
}

RuleFinding latencyBudget(const ChecklistInput &input, const StoredBenchResult &split)
{
    const double networkMs = networkMsPerStep(split);
    const double computeMs = std::max(0.0, split.summary.decodeStepMs - networkMs);
    const double budgetMs
        = input.goal.tpotTargetMs ? std::max(0.0, *input.goal.tpotTargetMs - computeMs) : computeMs;
    return networkMs <= budgetMs ? finding(DesignRule::LatencyBudget, RuleStatus::Met,
                                           RuleEvidence::CommShareWithinBudget, networkMs, budgetMs)
                                 : finding(DesignRule::LatencyBudget, RuleStatus::NotMet,
                                           RuleEvidence::CommShareOverBudget, networkMs, budgetMs);
}

RuleFinding bandwidthForConcurrency(const ChecklistInput &input, const StoredBenchResult &best,
                                    const QList<Direction> &directions)
{
    const DesignRule rule = DesignRule::BandwidthForConcurrency;
    if (directions.isEmpty())
        return finding(rule, RuleStatus::NotTested, RuleEvidence::NoLinkRun);
    QSet<std::uint32_t> levels;
    const StoredBenchResult *highest = nullptr;
    for (const StoredBenchResult &result : input.results) {
        if (result.status != RunStatus::Complete || result.layout != best.layout)
            continue;
        levels.insert(result.concurrency);
        if (highest == nullptr || result.concurrency > highest->concurrency)
            highest = &result;
    }
    if (levels.size() < 2 || highest == nullptr || !(highest->summary.decodeStepMs > 0))
        return finding(rule, RuleStatus::NotTested, RuleEvidence::OneConcurrency);
    // Each rank sends on its own link direction: the busiest one is what must fit.
    double busiestBytes = 0;
    for (const auto &report : highest->reports) {
        if (!report || report->decode.empty())
            continue;
        double sum = 0;
        for (const protocol::BenchStep &step : report->decode)
            sum += double(step.bytesSent);
        busiestBytes = std::max(busiestBytes, sum / double(report->decode.size()));
    }
    const double sentBitsPerSecond = busiestBytes * 8 / (highest->summary.decodeStepMs / 1000.0);
    double slowest = std::numeric_limits<double>::infinity();
    for (const Direction &direction : directions)
        slowest = std::min(slowest, direction.bitsPerSecond);
    return sentBitsPerSecond <= kBandwidthShareLimit * slowest
               ? finding(rule, RuleStatus::Met, RuleEvidence::BandwidthHeadroom, sentBitsPerSecond, slowest)
               : finding(rule, RuleStatus::NotMet, RuleEvidence::BandwidthShort, sentBitsPerSecond, slowest);
}

/// The machines a setup finding is about: its host and its peer, where it has them.
QStringList findingMachines(const SetupFinding &setup)
{
    QStringList machines;
    for (const QString &name : {setup.host, setup.peer})
        if (!name.isEmpty())
            machines << name;
    return machines;
}

/// SetupRouting, when the setup check found a reason the split's traffic may not take the cluster
/// link (a warning or a problem).
std::optional<RuleFinding> setupRouting(const QList<SetupFinding> &findings)
{
    int count = 0;
    QStringList machines;
    for (const SetupFinding &setup : findings) {
        if (setup.severity < SetupSeverity::Warning || !placementSetupCodes().contains(setup.code))
            continue;
        ++count;
        for (const QString &name : findingMachines(setup))
            if (!machines.contains(name))
                machines << name;
    }
    if (count == 0)
        return std::nullopt;
    return finding(DesignRule::TopologyAwarePlacement, RuleStatus::NotMet, RuleEvidence::SetupRouting, count,
                   0, machines.join(QStringLiteral(", ")));
}

RuleFinding topologyAwarePlacement(const QList<Direction> &directions, const QList<SetupFinding> &setup)
{
    const DesignRule rule = DesignRule::TopologyAwarePlacement;
    const std::optional<RuleFinding> routing = setupRouting(setup);
    if (directions.isEmpty())
        return routing.value_or(finding(rule, RuleStatus::NotTested, RuleEvidence::NoLinkRun));
    const auto [slowest, fastest] = std::minmax_element(
        directions.begin(), directions.end(),
        [](const Direction &a, const Direction &b) { return a.bitsPerSecond < b.bitsPerSecond; });
    const double ratio = fastest->bitsPerSecond > 0 ? slowest->bitsPerSecond / fastest->bitsPerSecond : 0;
    // A slow link measured is the stronger evidence; even links still fail the rule when the check
    // found that the traffic may not take them.
    if (ratio < kEvenLinksRatio)
        return finding(rule, RuleStatus::NotMet, RuleEvidence::SlowLinkInSplit, ratio, 0, slowest->subject);
    return routing.value_or(
        finding(rule, RuleStatus::Met, RuleEvidence::LinksEven, ratio, 0, slowest->subject));
}

/// SetupPathMtu for the smallest path MTU below the interfaces' MTU the setup check measured.
std::optional<RuleFinding> setupPathMtu(const QList<SetupFinding> &findings)
{
    const SetupFinding *smallest = nullptr;
    for (const SetupFinding &setup : findings)
        if (setup.code == SetupCode::PathMtuBelowInterface && (!smallest || setup.number < smallest->number))
            smallest = &setup;
    if (!smallest)
        return std::nullopt;
    return finding(DesignRule::Congestion, RuleStatus::NotMet, RuleEvidence::SetupPathMtu,
                   double(smallest->number), double(smallest->limit),
                   findingMachines(*smallest).join(QStringLiteral(" → ")));
}

RuleFinding congestion(const QList<const protocol::LinkPairReport *> &pairs, const QList<SetupFinding> &setup)
{
    const DesignRule rule = DesignRule::Congestion;
    const std::optional<RuleFinding> pathMtu = setupPathMtu(setup);
    double worstLossPercent = 0;
    double worstRatio = std::numeric_limits<double>::infinity();
    for (const protocol::LinkPairReport *pair : pairs) {
        const protocol::LinkTestReport &test = pair->test;
        worstLossPercent = std::max(worstLossPercent, test.udpLatency.lossPercent);
        for (const protocol::LoadedLatency &loaded : test.loadedLatency)
            worstLossPercent = std::max(worstLossPercent, loaded.latency.lossPercent);
        for (const protocol::LinkMode direction :
             {protocol::LinkMode::Forward, protocol::LinkMode::Reverse}) {
            const auto *oneWay = phaseFigures(test, direction, 1);
            const auto *bothWays = phaseFigures(test, direction, 1, true);
            if (oneWay != nullptr && bothWays != nullptr && oneWay->bitsPerSecond > 0)
                worstRatio = std::min(worstRatio, bothWays->bitsPerSecond / oneWay->bitsPerSecond);
        }
    }
    if (pairs.isEmpty() || worstRatio == std::numeric_limits<double>::infinity())
        return pathMtu.value_or(finding(rule, RuleStatus::NotTested, RuleEvidence::NoLinkRun));
    if (worstLossPercent > kLossLimitPercent || worstRatio < kBothWaysRatioLimit)
        return finding(rule, RuleStatus::NotMet, RuleEvidence::LossOrCollapse, worstLossPercent, worstRatio);
    return pathMtu.value_or(
        finding(rule, RuleStatus::Met, RuleEvidence::NoLossBothWays, worstLossPercent, worstRatio));
}

RuleFinding observability(const ChecklistInput &input)
{
    int reported = 0;
    int missing = 0;
    for (const StoredBenchResult &result : input.results) {
        if (result.status != RunStatus::Complete)
            continue;
        const int size = int(std::max(result.reports.size(), result.nodeNames.size()));
        for (int i = 0; i < size; ++i) {
            // An idle replica (no sequences for it) does not run and owes no report.
            if (result.layout == protocol::BenchLayout::Replicas
                && replicaShare(result.concurrency, size, i) == 0)
                continue;
            const bool has
                = i < result.reports.size() && result.reports.at(i) && !result.reports.at(i)->decode.empty();
            ++(has ? reported : missing);
        }
    }
    return missing == 0 ? finding(DesignRule::Observability, RuleStatus::Met,
                                  RuleEvidence::PerTokenSplitMeasured, reported)
                        : finding(DesignRule::Observability, RuleStatus::NotMet,
                                  RuleEvidence::RanksWithoutReport, missing);
}

/// The split's measured bytes per decode step against the layout's model: the graph of who sends
/// what is known when the two agree within kGraphTolerance.
RuleFinding parallelismGraph(const ChecklistInput &input, const StoredBenchResult &split)
{
    constexpr double kGraphTolerance = 0.25;
    const double measured = double(split.summary.bytesPerStep);
    const double expected
        = expectedSplitBytesPerStep(input.model, input.dtype, input.backend, split.layout,
                                    std::uint32_t(split.nodeNames.size()), split.concurrency);
    const QString layout = QString::fromStdString(protocol::toString(split.layout));
    const bool within = expected > 0 && std::abs(measured - expected) <= kGraphTolerance * expected;
    return finding(DesignRule::ParallelismGraph, within ? RuleStatus::Met : RuleStatus::NotMet,
                   within ? RuleEvidence::SplitBytesKnown : RuleEvidence::SplitBytesOffModel, measured,
                   expected, layout);
}

/// Whether a failed run failed after its ranks started: some rank reported, or the agent crashed,
/// timed out or broke the protocol mid-run. A refusal before anything ran (the slice does not fit,
/// the connection was refused, the arguments were wrong) exercises no failure handling.
bool failedWhileRunning(const StoredBenchResult &result)
{
    if (refusedAsTooBig(result) || result.errorCode == errorCodeName(ErrorCode::ConnectionRefused)
        || result.errorCode == errorCodeName(ErrorCode::InvalidArgument))
        return false;
    const bool someRankReported = std::any_of(result.reports.begin(), result.reports.end(),
                                              [](const auto &report) { return report.has_value(); });
    return someRankReported || result.errorCode == errorCodeName(ErrorCode::AgentCrashed)
           || result.errorCode == errorCodeName(ErrorCode::AgentTimeout)
           || result.errorCode == errorCodeName(ErrorCode::ProtocolError);
}

RuleFinding partialFailure(const ChecklistInput &input)
{
    int reported = 0;
    QString firstCause;
    for (const StoredBenchResult &result : input.results) {
        if (result.status != RunStatus::Failed || result.error.trimmed().isEmpty()
            || result.summary.aboveRoofline || !failedWhileRunning(result))
            continue;
        if (reported++ == 0)
            firstCause = result.error;
    }
    if (reported == 0)
        return finding(DesignRule::PartialFailure, RuleStatus::NotTested, RuleEvidence::NoFailureSeen);
    return finding(DesignRule::PartialFailure, RuleStatus::Met, RuleEvidence::FailureReported, reported, 0,
                   firstCause);
}

/// Rule 8: the agent's bench runs measure the model and the network; no front end, tokenizer or
/// scheduler stands in their path. Only a serving run of the user's own server over a split, with
/// a Complete step at the goal's concurrency, vouches for the whole path (newest run first).
RuleFinding completeServingPath(const ChecklistInput &input)
{
    const DesignRule rule = DesignRule::CompleteServingPath;
    const std::uint32_t concurrency
        = input.servingConcurrency > 0 ? input.servingConcurrency : input.verdict.concurrency;
    if (concurrency > 0) {
        const ServingRun *best = nullptr;
        for (const ServingRun &run : input.servingRuns) {
            if (!isSplit(run.plan.layout))
                continue;
            const bool completed = std::any_of(run.steps.begin(), run.steps.end(), [&](const auto &step) {
                return step.status == RunStatus::Complete && step.concurrency == concurrency;
            });
            if (completed && (!best || run.run.startedAtUtc > best->run.startedAtUtc))
                best = &run;
        }
        if (best)
            return finding(rule, RuleStatus::Met, RuleEvidence::ServingSplitComplete, concurrency,
                           double(best->run.id),
                           QString::fromStdString(protocol::toString(best->plan.layout)));
    }
    return finding(rule, RuleStatus::NotTested, RuleEvidence::EngineOnly, concurrency);
}

} // namespace

const QList<DesignRule> &designRules()
{
    static const QList<DesignRule> rules{
        DesignRule::ParallelismGraph,
        DesignRule::LatencyBudget,
        DesignRule::BandwidthForConcurrency,
        DesignRule::TopologyAwarePlacement,
        DesignRule::Congestion,
        DesignRule::Observability,
        DesignRule::PartialFailure,
        DesignRule::CompleteServingPath,
    };
    return rules;
}

const QList<SetupCode> &placementSetupCodes()
{
    static const QList<SetupCode> codes{SetupCode::RouterBetween, SetupCode::SubnetsDiffer,
                                        SetupCode::RoutedElsewhere, SetupCode::VirtualInterface,
                                        SetupCode::SeveralInSubnet};
    return codes;
}

QList<RuleFinding> evaluateDesignRules(const ChecklistInput &input)
{
    QList<Direction> directions;
    const QList<const protocol::LinkPairReport *> pairs = pairsOfRun(input, &directions);
    const StoredBenchResult *split = bestSplitResult(input);

    QList<RuleFinding> findings;
    for (const DesignRule rule : designRules()) {
        switch (rule) {
        case DesignRule::ParallelismGraph:
            findings.append(split ? parallelismGraph(input, *split)
                                  : finding(rule, RuleStatus::NotTested, RuleEvidence::NoSplitRun));
            break;
        case DesignRule::LatencyBudget:
            findings.append(split ? latencyBudget(input, *split)
                                  : finding(rule, RuleStatus::NotTested, RuleEvidence::NoSplitRun));
            break;
        case DesignRule::BandwidthForConcurrency:
            findings.append(split ? bandwidthForConcurrency(input, *split, directions)
                                  : finding(rule, RuleStatus::NotTested, RuleEvidence::NoSplitRun));
            break;
        case DesignRule::TopologyAwarePlacement:
            findings.append(topologyAwarePlacement(directions, input.setupFindings));
            break;
        case DesignRule::Congestion:
            findings.append(congestion(pairs, input.setupFindings));
            break;
        case DesignRule::Observability:
            findings.append(split ? observability(input)
                                  : finding(rule, RuleStatus::NotTested, RuleEvidence::NoSplitRun));
            break;
        case DesignRule::PartialFailure:
            findings.append(partialFailure(input));
            break;
        case DesignRule::CompleteServingPath:
            findings.append(completeServingPath(input));
            break;
        case DesignRule::Unknown:
            break;
        }
    }
    return findings;
}

} // namespace shardscope::core
