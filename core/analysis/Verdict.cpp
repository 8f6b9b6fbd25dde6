#include "core/analysis/Verdict.h"

#include "remote-agent/protocol/Messages.h"

#include <QSet>
#include <QUrl>

#include <algorithm>
#include <functional>

namespace shardscope::core {

namespace {

/// How much better than one node a split or replicas must be to be worth the extra machines and
/// their failure modes: 10 % (Verdict.h, rule 3).
constexpr double kMargin = 1.10;
/// "Both": layouts whose time per token is within this factor of the best count as fast enough.
constexpr double kBothTpotSlack = 1.25;

bool isSplit(protocol::BenchLayout layout)
{
    return layout == protocol::BenchLayout::TensorParallel
           || layout == protocol::BenchLayout::PipelineParallel;
}

/// Better for the usage: Chat the lower time per token, otherwise the higher tokens/s.
bool better(UsagePattern usage, const LayoutFigures &a, const LayoutFigures &b)
{
    if (usage == UsagePattern::Chat && a.tpotP50Ms > 0 && b.tpotP50Ms > 0)
        return a.tpotP50Ms < b.tpotP50Ms;
    return a.tokensPerSecond > b.tokensPerSecond;
}

/// The best complete run at `concurrency` that `accept` takes, or nullopt.
std::optional<LayoutFigures> bestAt(const QList<LayoutFigures> &runs, std::uint32_t concurrency,
                                    UsagePattern usage,
                                    const std::function<bool(protocol::BenchLayout)> &accept)
{
    std::optional<LayoutFigures> best;
    for (const LayoutFigures &figures : runs) {
        if (figures.concurrency != concurrency || !accept(figures.layout))
            continue;
        if (!best || better(usage, figures, *best))
            best = figures;
    }
    return best;
}

bool meetsTargets(const LayoutFigures &figures, const InferenceGoal &goal)
{
    return (!goal.ttftTargetMs || figures.ttftP50Ms <= *goal.ttftTargetMs)
           && (!goal.tpotTargetMs || figures.tpotP50Ms <= *goal.tpotTargetMs);
}

/// Among `pool`, the highest tokens/s; a layout other than the single node must beat it by kMargin
/// when the single node is in the pool.
std::optional<LayoutFigures> highestThroughput(const QList<LayoutFigures> &pool)
{
    const auto single = std::find_if(pool.begin(), pool.end(), [](const LayoutFigures &figures) {
        return figures.layout == protocol::BenchLayout::Single;
    });
    std::optional<LayoutFigures> chosen;
    if (single != pool.end())
        chosen = *single;
    for (const LayoutFigures &figures : pool) {
        if (figures.layout == protocol::BenchLayout::Single)
            continue;
        if (single != pool.end() && figures.tokensPerSecond < kMargin * single->tokensPerSecond)
            continue;
        if (!chosen || chosen->layout == protocol::BenchLayout::Single
            || figures.tokensPerSecond > chosen->tokensPerSecond)
            chosen = figures;
    }
    return chosen;
}

std::optional<LayoutFigures> chooseForChat(const Verdict &verdict)
{
    // Replicas never make one conversation faster.
    if (!verdict.single)
        return verdict.bestSplit;
    if (verdict.bestSplit && verdict.bestSplit->tpotP50Ms > 0 && verdict.single->tpotP50Ms > 0
        && verdict.bestSplit->tpotP50Ms * kMargin <= verdict.single->tpotP50Ms)
        return verdict.bestSplit;
    return verdict.single;
}

std::optional<LayoutFigures> chooseForThroughput(const Verdict &verdict)
{
    QList<LayoutFigures> pool;
    for (const auto &candidate : {verdict.single, verdict.bestSplit, verdict.replicas})
        if (candidate)
            pool.append(*candidate);
    return highestThroughput(pool);
}

std::optional<LayoutFigures> chooseForBoth(const Verdict &verdict, const InferenceGoal &goal)
{
    QList<LayoutFigures> candidates;
    for (const auto &candidate : {verdict.single, verdict.bestSplit, verdict.replicas})
        if (candidate && candidate->tpotP50Ms > 0)
            candidates.append(*candidate);
    if (candidates.isEmpty())
        return chooseForThroughput(verdict); // one-token runs: nothing per token to weigh
    QList<LayoutFigures> meeting;
    for (const LayoutFigures &figures : candidates)
        if ((goal.ttftTargetMs || goal.tpotTargetMs) && meetsTargets(figures, goal))
            meeting.append(figures);
    const QList<LayoutFigures> &pool = meeting.isEmpty() ? candidates : meeting;
    double bestTpot = pool.front().tpotP50Ms;
    for (const LayoutFigures &figures : pool)
        bestTpot = std::min(bestTpot, figures.tpotP50Ms);
    QList<LayoutFigures> eligible;
    for (const LayoutFigures &figures : pool)
        if (figures.tpotP50Ms <= kBothTpotSlack * bestTpot)
            eligible.append(figures);
    return highestThroughput(eligible);
}

VerdictKind kindOf(protocol::BenchLayout layout)
{
    switch (layout) {
    case protocol::BenchLayout::Single:
        return VerdictKind::StayOnOneNode;
    case protocol::BenchLayout::Replicas:
        return VerdictKind::ServeReplicas;
    case protocol::BenchLayout::TensorParallel:
        return VerdictKind::SplitTensor;
    case protocol::BenchLayout::PipelineParallel:
        return VerdictKind::SplitPipeline;
    case protocol::BenchLayout::Unknown:
        break;
    }
    return VerdictKind::Unknown;
}

/// The decode tokens/s of the complete Single run at `batch`: what a split has to beat.
std::optional<double> singleDecodeTokensPerSecond(const QList<StoredBenchResult> &results,
                                                  std::uint32_t batch)
{
    for (const StoredBenchResult &result : results) {
        if (result.status == RunStatus::Complete && result.layout == protocol::BenchLayout::Single
            && result.concurrency == batch && result.summary.decodeStepMs > 0)
            return double(batch) * 1000.0 / result.summary.decodeStepMs;
    }
    return std::nullopt;
}

} // namespace

bool refusedAsTooBig(const StoredBenchResult &result)
{
    if (result.status != RunStatus::Failed || result.errorCode != errorCodeName(ErrorCode::AgentError))
        return false;
    // BenchRunner keeps the agent's refusal as "… the agent refused bench_run: does_not_fit: …".
    static const QString code
        = QString::fromStdString(protocol::toString(protocol::AgentErrorCode::DoesNotFit));
    return result.error.contains(code);
}

LayoutFigures layoutFigures(const StoredBenchResult &result)
{
    const BenchSummary &summary = result.summary;
    LayoutFigures figures;
    figures.resultId = result.id;
    figures.layout = result.layout;
    figures.nodeCount = int(result.nodeNames.isEmpty() ? result.reports.size() : result.nodeNames.size());
    figures.concurrency = result.concurrency;
    figures.tokensPerSecond = summary.outputTokensPerSecond;
    figures.requestsPerSecond = summary.requestsPerSecond;
    figures.ttftP50Ms = summary.ttftMs.p50;
    figures.ttftP99Ms = summary.ttftMs.p99;
    figures.tpotP50Ms = summary.tpotMs.p50;
    figures.tpotP99Ms = summary.tpotMs.p99;
    if (isSplit(result.layout) && summary.decodeStepMs > 0) {
        double networkMs = summary.commMsPerStep;
        if (result.layout == protocol::BenchLayout::PipelineParallel) {
            // The prompt length does not matter for the decode figures.
            if (const auto measured = splitMeasurement(result, 0))
                networkMs = summary.decodeStepMs - measured->computeMsPerStep;
        }
        figures.commShare = std::clamp(networkMs / summary.decodeStepMs, 0.0, 1.0);
    }
    return figures;
}

Verdict decideVerdict(const VerdictInput &input)
{
    Verdict verdict;
    verdict.usage = input.goal.usage == UsagePattern::Unknown ? UsagePattern::Both : input.goal.usage;
    verdict.fit = input.fit.kind;
    verdict.nodesNeeded = input.fit.nodesNeeded;
    verdict.ttftTargetMs = input.goal.ttftTargetMs;
    verdict.tpotTargetMs = input.goal.tpotTargetMs;
    if (input.whatIf)
        verdict.measuredLink = input.whatIf->measuredLink;

    QList<LayoutFigures> complete;
    QList<std::uint32_t> singleConcurrencies;
    QList<std::uint32_t> splitConcurrencies;
    for (const StoredBenchResult &result : input.results) {
        if (result.status != RunStatus::Complete)
            continue;
        complete.append(layoutFigures(result));
        if (result.layout == protocol::BenchLayout::Single)
            singleConcurrencies.append(result.concurrency);
        else if (isSplit(result.layout))
            splitConcurrencies.append(result.concurrency);
    }
    const bool singleCompleted = !singleConcurrencies.isEmpty();
    const QList<std::uint32_t> &levels = singleCompleted ? singleConcurrencies : splitConcurrencies;
    if (!levels.isEmpty())
        verdict.concurrency = verdict.usage == UsagePattern::Chat
                                  ? *std::min_element(levels.begin(), levels.end())
                                  : *std::max_element(levels.begin(), levels.end());

    const bool tooBig = input.fit.kind == FitKind::DoesNotFit || input.fit.kind == FitKind::Split;
    // Without a single node to compare with, the split worth naming is the fastest one.
    const UsagePattern splitOrder = singleCompleted ? verdict.usage : UsagePattern::Throughput;
    verdict.single = bestAt(complete, verdict.concurrency, verdict.usage, [](protocol::BenchLayout layout) {
        return layout == protocol::BenchLayout::Single;
    });
    verdict.bestSplit = bestAt(complete, verdict.concurrency, splitOrder, isSplit);
    verdict.replicas
        = bestAt(complete, verdict.concurrency, UsagePattern::Throughput,
                 [](protocol::BenchLayout layout) { return layout == protocol::BenchLayout::Replicas; });

    if (verdict.single && verdict.bestSplit && verdict.single->tpotP50Ms > 0)
        verdict.splitSlowdown = verdict.bestSplit->tpotP50Ms / verdict.single->tpotP50Ms;
    if (verdict.bestSplit)
        verdict.splitNetworkShare = verdict.bestSplit->commShare;
    if (verdict.single && verdict.replicas && verdict.single->tokensPerSecond > 0)
        verdict.replicasGain = verdict.replicas->tokensPerSecond / verdict.single->tokensPerSecond;

    if (input.whatIf) {
        const auto target = singleDecodeTokensPerSecond(input.results, input.whatIf->measured.batch);
        const double atMeasured = input.whatIf->atMeasuredLink.tokensPerSecond;
        for (const WhatIf::AtClass &atClass : input.whatIf->classes) {
            const double predicted = atClass.prediction.tokensPerSecond;
            if (target && predicted > atMeasured && predicted > *target) {
                verdict.fasterLink = atClass;
                break;
            }
        }
    }

    if (!singleCompleted) {
        // A split that ran says nothing about one node: without a baseline the verdict only says
        // "does not fit" when the memory estimate or the agent's own refusal of a Single run says so.
        const bool singleRefused
            = std::any_of(input.results.begin(), input.results.end(), [](const StoredBenchResult &result) {
                  return result.layout == protocol::BenchLayout::Single && refusedAsTooBig(result);
              });
        if (!tooBig && !singleRefused) {
            verdict.kind = VerdictKind::NoData;
            return verdict;
        }
        verdict.kind = VerdictKind::DoesNotFit;
        verdict.chosen = verdict.bestSplit;
    } else {
        switch (verdict.usage) {
        case UsagePattern::Chat:
            verdict.chosen = chooseForChat(verdict);
            break;
        case UsagePattern::Throughput:
            verdict.chosen = chooseForThroughput(verdict);
            break;
        case UsagePattern::Both:
        case UsagePattern::Unknown:
            verdict.chosen = chooseForBoth(verdict, input.goal);
            break;
        }
        verdict.kind = verdict.chosen ? kindOf(verdict.chosen->layout) : VerdictKind::NoData;
    }

    if (verdict.chosen) {
        if (input.goal.ttftTargetMs)
            verdict.ttftTargetMet = verdict.chosen->ttftP50Ms <= *input.goal.ttftTargetMs;
        if (input.goal.tpotTargetMs)
            verdict.tpotTargetMet = verdict.chosen->tpotP50Ms <= *input.goal.tpotTargetMs;
    }
    return verdict;
}

std::uint32_t goalConcurrency(UsagePattern usage, const QList<std::uint32_t> &concurrencies)
{
    if (concurrencies.isEmpty())
        return 0;
    return usage == UsagePattern::Chat ? *std::min_element(concurrencies.begin(), concurrencies.end())
                                       : *std::max_element(concurrencies.begin(), concurrencies.end());
}

bool sameServerSetup(const ServePlan &a, const ServePlan &b)
{
    const QUrl urlA(a.endpoint);
    const QUrl urlB(b.endpoint);
    return !a.model.isEmpty() && a.model.compare(b.model, Qt::CaseInsensitive) == 0 && urlA.isValid()
           && !urlA.host().isEmpty() && urlA.host().compare(urlB.host(), Qt::CaseInsensitive) == 0;
}

LayoutFigures serveLayoutFigures(const ServePlan &plan, const StoredServeResult &step)
{
    const ServeSummary &summary = step.summary;
    LayoutFigures figures;
    figures.resultId = step.id;
    figures.layout = plan.layout;
    figures.nodeCount = int(std::max<qsizetype>(plan.nodes.size(), 1));
    figures.concurrency = step.concurrency;
    figures.tokensPerSecond = summary.outputTokensPerSecond;
    figures.requestsPerSecond = summary.requestsPerSecond;
    figures.ttftP50Ms = summary.ttftMs.p50;
    figures.ttftP99Ms = summary.ttftMs.p99;
    figures.tpotP50Ms = summary.tpotMs.p50;
    figures.tpotP99Ms = summary.tpotMs.p99;
    return figures;
}

Verdict decideServeVerdict(const InferenceGoal &goal, const QList<ServingRun> &runs)
{
    // Each step as a bench result with the figures the verdict reads: one set of rules for both.
    VerdictInput input;
    input.goal = goal;
    for (const ServingRun &run : runs) {
        for (const StoredServeResult &step : run.steps) {
            if (step.status != RunStatus::Complete)
                continue;
            const LayoutFigures figures = serveLayoutFigures(run.plan, step);
            StoredBenchResult result;
            result.id = step.id;
            result.layout = figures.layout;
            result.concurrency = figures.concurrency;
            result.status = RunStatus::Complete;
            result.nodeNames = servePlanNodeNames(run.plan);
            result.summary.outputTokensPerSecond = figures.tokensPerSecond;
            result.summary.requestsPerSecond = figures.requestsPerSecond;
            result.summary.ttftMs.p50 = figures.ttftP50Ms;
            result.summary.ttftMs.p99 = figures.ttftP99Ms;
            result.summary.tpotMs.p50 = figures.tpotP50Ms;
            result.summary.tpotMs.p99 = figures.tpotP99Ms;
            input.results.append(result);
        }
    }
    Verdict verdict = decideVerdict(input);
    verdict.fromServingRuns = true;
    QSet<protocol::BenchLayout> layouts;
    for (const StoredBenchResult &result : std::as_const(input.results))
        layouts.insert(result.layout);
    if (layouts.size() < 2 || !layouts.contains(protocol::BenchLayout::Single)) {
        // One layout measured is nothing to compare; the server's own figures do not say whether
        // the model fits on one machine, so without a Single run there is no baseline either.
        verdict.kind = VerdictKind::NoData;
        verdict.chosen.reset();
        verdict.ttftTargetMet.reset();
        verdict.tpotTargetMet.reset();
    }
    // No split's network share was measured: the server does not report it.
    verdict.splitNetworkShare = 0;
    for (std::optional<LayoutFigures> *figures :
         {&verdict.single, &verdict.bestSplit, &verdict.replicas, &verdict.chosen})
        if (*figures)
            (*figures)->commShare = 0;
    return verdict;
}

} // namespace shardscope::core
