#include "presentation/AnalysisText.h"

#include "core/SafeText.h"

#include "presentation/LinkText.h"
#include "presentation/Units.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace shardscope::presentation {

namespace {

/// Decimals that keep about three significant digits: "940", "15.2", "2.35".
int decimalsFor(double value)
{
    const double magnitude = std::abs(value);
    return magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2;
}

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString significant(double value)
{
    return number(value, decimalsFor(value));
}

/// "3.1×"
QString factor(double value)
{
    return AnalysisText::tr("%1×").arg(number(value, 1));
}

/// A share 0…1 as "78 %".
QString percent(double share, int decimals = 0)
{
    return AnalysisText::tr("%1 %").arg(number(share * 100, decimals));
}

/// A relative error as "+12 %" or "−9 %".
QString signedPercent(double error)
{
    const QLocale locale;
    const double rounded = std::round(error * 100);
    const QString sign = rounded > 0   ? locale.positiveSign()
                         : rounded < 0 ? locale.negativeSign()
                                       : QString();
    return AnalysisText::tr("%1 %").arg(sign + locale.toString(std::abs(rounded), 'f', 0));
}

/// Measured output tokens/s (LayoutFigures::tokensPerSecond, prefill included): "12.3 output tokens/s".
QString tokensPerSecond(double value)
{
    return AnalysisText::tr("%1 output tokens/s").arg(significant(value));
}

/// A prediction is no better than the model: two significant digits at most ("41", "3.5").
QString predictedTokensPerSecond(double value)
{
    return number(value, value >= 10 ? 0 : 1);
}

QString nodeName(const QStringList &names, int index)
{
    return index >= 0 && index < names.size() ? names.at(index)
                                              : AnalysisText::tr("machine %1").arg(index + 1);
}

/// "Splitting across 2 machines over this link (…)": where the split ran, for the slowdown sentence.
/// `names`: the split's machines when it ran over fewer than all of the run's nodes (then named,
/// with the layout, since another split of the run may have used other machines), else empty.
QString splitWhere(const core::Verdict &verdict, int nodes, const QStringList &names)
{
    if (!names.isEmpty()) {
        const QString how
            = verdict.bestSplit->layout == protocol::BenchLayout::PipelineParallel
                  ? AnalysisText::tr("with pipeline parallel", "completes: Splitting across node0 …")
                  : AnalysisText::tr("with tensor parallel", "completes: Splitting across node0 …");
        const QString machines = QLocale().createSeparatedList(names);
        if (verdict.measuredLink)
            return AnalysisText::tr("across %1 %2 over this link (%3, %4 round trip)",
                                    "completes: Splitting … makes each token 3.1× slower")
                .arg(machines, how, AnalysisText::bitsPerSecond(verdict.measuredLink->bytesPerSecond * 8),
                     AnalysisText::milliseconds(verdict.measuredLink->rttUs / 1000.0));
        return AnalysisText::tr("across %1 %2", "completes: Splitting … makes each token 3.1× slower")
            .arg(machines, how);
    }
    if (verdict.measuredLink)
        return AnalysisText::tr("across %1 machines over this link (%2, %3 round trip)",
                                "completes: Splitting … makes each token 3.1× slower")
            .arg(QString::number(nodes),
                 AnalysisText::bitsPerSecond(verdict.measuredLink->bytesPerSecond * 8),
                 AnalysisText::milliseconds(verdict.measuredLink->rttUs / 1000.0));
    return AnalysisText::tr("across %1 machines", "completes: Splitting … makes each token 3.1× slower")
        .arg(QString::number(nodes));
}

QString splitSentence(const core::Verdict &verdict, const QStringList &names)
{
    const int nodes = verdict.bestSplit->nodeCount;
    const QString where = splitWhere(verdict, nodes, names);
    const bool share = verdict.splitNetworkShare > 0;
    if (verdict.splitSlowdown >= 1.0) {
        if (share)
            return AnalysisText::tr(
                       "Splitting %1 makes each token %2 slower: %3 of every token is spent waiting "
                       "for the network.")
                .arg(where, factor(verdict.splitSlowdown), percent(verdict.splitNetworkShare));
        return AnalysisText::tr("Splitting %1 makes each token %2 slower.")
            .arg(where, factor(verdict.splitSlowdown));
    }
    const double speedup = 1.0 / verdict.splitSlowdown;
    if (share)
        return AnalysisText::tr(
                   "Splitting %1 makes each token %2 faster, although %3 of every token is spent "
                   "waiting for the network.")
            .arg(where, factor(speedup), percent(verdict.splitNetworkShare));
    return AnalysisText::tr("Splitting %1 makes each token %2 faster.").arg(where, factor(speedup));
}

/// `names`: the replicas' machines when they ran on fewer than all of the run's nodes, else empty.
QString replicasSentence(const core::Verdict &verdict, const QStringList &names)
{
    if (!names.isEmpty()) {
        const QString machines = QLocale().createSeparatedList(names);
        if (verdict.kind == core::VerdictKind::ServeReplicas)
            return AnalysisText::
                tr("Serve one copy on each of %1 instead: %2 the output tokens per second of one machine.")
                    .arg(machines, factor(verdict.replicasGain));
        if (verdict.usage == core::UsagePattern::Chat)
            return AnalysisText::tr(
                       "One copy on each of %1 would give %2 the output tokens per second of one "
                       "machine, but it does not make a single conversation any faster.")
                .arg(machines, factor(verdict.replicasGain));
        return AnalysisText::tr(
                   "One copy on each of %1 gives %2 the output tokens per second of one machine.")
            .arg(machines, factor(verdict.replicasGain));
    }
    if (verdict.kind == core::VerdictKind::ServeReplicas)
        return AnalysisText::tr(
                   "Serve one copy per machine instead: %1 the output tokens per second of one machine.")
            .arg(factor(verdict.replicasGain));
    if (verdict.usage == core::UsagePattern::Chat)
        return AnalysisText::tr("One copy per machine would give %1 the output tokens per second of one "
                                "machine, but it does not "
                                "make a single conversation any faster.")
            .arg(factor(verdict.replicasGain));
    return AnalysisText::tr("One copy per machine gives %1 the output tokens per second of one machine.")
        .arg(factor(verdict.replicasGain));
}

QString doesNotFitSentence(const core::Verdict &verdict, const QStringList &nodeNames)
{
    if (const auto &chosen = verdict.chosen) {
        const QString how
            = chosen->layout == protocol::BenchLayout::PipelineParallel
                  ? AnalysisText::tr("with pipeline parallel", "completes: Split over 2 machines …")
                  : AnalysisText::tr("with tensor parallel", "completes: Split over 2 machines …");
        if (nodeNames.size() == chosen->nodeCount)
            return AnalysisText::tr(
                       "The model does not fit in one machine's memory. Split over %1 machines (%2) %3, it "
                       "makes %4.")
                .arg(QString::number(chosen->nodeCount), nodeNames.join(QStringLiteral(", ")), how,
                     tokensPerSecond(chosen->tokensPerSecond));
        return AnalysisText::tr(
                   "The model does not fit in one machine's memory. Split over %1 machines %2, it makes %3.")
            .arg(QString::number(chosen->nodeCount), how, tokensPerSecond(chosen->tokensPerSecond));
    }
    if (verdict.fit == core::FitKind::Split && verdict.nodesNeeded > 1)
        return AnalysisText::tr(
                   "The model does not fit in one machine's memory: it needs %1 machines, and no split run "
                   "completed.")
            .arg(QString::number(verdict.nodesNeeded));
    if (verdict.fit == core::FitKind::DoesNotFit)
        return AnalysisText::tr(
            "The model does not fit in the memory of these machines, not even split over all of "
            "them.");
    return AnalysisText::tr("No run on one machine completed, and no split run either.");
}

QString targetSentence(bool met, const QString &whatMet, const QString &whatMissed, double measuredMs,
                       double targetMs)
{
    return (met ? whatMet : whatMissed)
        .arg(AnalysisText::milliseconds(measuredMs), AnalysisText::milliseconds(targetMs));
}

} // namespace

QString AnalysisText::serverName(const core::ServePlan &plan)
{
    if (plan.software.isEmpty())
        return tr("a server ShardScope does not recognise");
    return core::safeText((plan.software + QLatin1Char(' ') + plan.softwareVersion).trimmed());
}

QString AnalysisText::layoutName(protocol::BenchLayout layout)
{
    switch (layout) {
    case protocol::BenchLayout::Single:
        return tr("One machine");
    case protocol::BenchLayout::TensorParallel:
        return tr("Tensor parallel");
    case protocol::BenchLayout::PipelineParallel:
        return tr("Pipeline parallel");
    case protocol::BenchLayout::Replicas:
        return tr("One copy per machine");
    case protocol::BenchLayout::Unknown:
        break;
    }
    return tr("Unknown layout");
}

QString AnalysisText::machineSet(const QStringList &names)
{
    return names.join(QStringLiteral(" + "));
}

QString AnalysisText::machineSets(const QList<QStringList> &sets)
{
    QStringList texts;
    for (const QStringList &set : sets)
        texts << machineSet(set);
    return texts.join(QStringLiteral("; "));
}

QString AnalysisText::seriesLabel(protocol::BenchLayout layout, const QStringList &nodeNames)
{
    // Three names still fit a chart's axis; beyond that the count and the ends say which set.
    if (nodeNames.size() <= 3)
        return fullSeriesLabel(layout, nodeNames);
    return tr("%1 (%2 machines: %3 … %4)", "layout (how many machines: the first … the last)")
        .arg(layoutName(layout), QString::number(nodeNames.size()), nodeNames.first(), nodeNames.last());
}

QString AnalysisText::fullSeriesLabel(protocol::BenchLayout layout, const QStringList &nodeNames)
{
    return tr("%1 (%2)", "layout (its machines)")
        .arg(layoutName(layout), nodeNames.join(QStringLiteral(", ")));
}

QString AnalysisText::whatIfRunName(const core::ReportModel &report)
{
    if (!report.whatIf)
        return {};
    const QList<BenchSeries> series = benchSeries(report.results);
    for (const core::StoredBenchResult &result : report.results) {
        if (result.id == report.whatIf->measured.resultId)
            return seriesLabelOf(series, result);
    }
    return layoutName(report.whatIf->measured.layout);
}

QString AnalysisText::runStatusName(core::RunStatus status)
{
    switch (status) {
    case core::RunStatus::Complete:
        return tr("Complete");
    case core::RunStatus::Failed:
        return tr("Failed");
    case core::RunStatus::Cancelled:
        return tr("Cancelled");
    case core::RunStatus::Running:
        return tr("Running");
    case core::RunStatus::Interrupted:
        return tr("Interrupted");
    case core::RunStatus::Unknown:
        break;
    }
    return tr("Unknown");
}

QString AnalysisText::warningText(const core::ReportWarning &warning)
{
    using Code = core::ReportWarningCode;
    // A stored detail is appended as it was stored: it names what failed in the agent's words.
    const auto withDetail = [&warning](const QString &sentence) {
        return warning.detail.isEmpty() ? sentence : tr("%1: %2").arg(sentence, warning.detail);
    };
    const QString result = tr("%1 over %2 at concurrency %3")
                               .arg(layoutName(warning.layout), warning.subject)
                               .arg(warning.concurrency);
    switch (warning.code) {
    case Code::HostNotStored:
        return tr("%1 is no longer stored: its inventory and memory are unknown").arg(warning.subject);
    case Code::InventoryAfterRun:
        return tr("The inventory of %1 was taken after the run (%2)").arg(warning.subject, warning.value);
    case Code::NoInventory:
        return tr("No inventory of %1 is stored: its memory is unknown").arg(warning.subject);
    case Code::NoMemoryFigure:
        return tr("The inventory of %1 gives no memory size for the %2 backend")
            .arg(warning.subject, warning.value);
    case Code::NoLinkTest:
        return tr("No stored link test measured every pair of %1 before the run ended: the network figures, "
                  "the what-if and the network rules of the checklist are missing; run a link test of these "
                  "machines")
            .arg(warning.subject);
    case Code::LinkFiguresMissing:
        return tr("Link test %1 lacks a round-trip or single-stream throughput figure for some pairs: the "
                  "link model uses the others")
            .arg(warning.subject);
    case Code::LinkRunIncomplete: {
        // The value is core's untranslated status name: shown in the reader's language.
        const auto known = core::runStatusFromName(warning.value);
        const QString status = known ? runStatusName(*known) : warning.value;
        return tr("Link test %1 ended as %2; its complete pairs are used").arg(warning.subject, status);
    }
    case Code::LinkSameHost:
        return withDetail(tr("Link %1: the traffic never left one machine").arg(warning.subject));
    case Code::LinkLoss:
        return withDetail(tr("Link %1 lost packets").arg(warning.subject));
    case Code::LinkInterfaceErrors:
        return withDetail(tr("Link %1: the network interface counted errors").arg(warning.subject));
    case Code::RunStillRunning:
        return tr("The run is still marked running: ShardScope may have stopped during it, and its results "
                  "may be incomplete");
    case Code::RunFailed:
        return withDetail(tr("The run failed"));
    case Code::RunCancelled:
        return tr("The run was cancelled before every layout ran");
    case Code::RunInterrupted:
        return tr("The run was interrupted: ShardScope ended before it finished (killed, crashed or the "
                  "computer lost power); its results are incomplete");
    case Code::ResultNotComplete: {
        // The value is core's status name ("failed"): the reader gets the translated one.
        const auto known = core::runStatusFromName(warning.value);
        const QString status = known ? runStatusName(*known) : warning.value;
        return withDetail(tr("%1: %2").arg(result, status));
    }
    case Code::AboveRoofline:
        return withDetail(tr("%1 is faster than the measured memory bandwidth allows").arg(result));
    case Code::NoSetupCheck:
        return tr("No stored setup check covers %1: interfaces, names, firewalls and routers between them "
                  "were not checked, and the placement and congestion rules lack that evidence; run the "
                  "setup check")
            .arg(warning.subject);
    case Code::Unknown:
        break;
    }
    return withDetail(warning.subject.isEmpty() ? tr("Unknown warning")
                                                : tr("Unknown warning about %1").arg(warning.subject));
}

QStringList AnalysisText::warningTexts(const QList<core::ReportWarning> &warnings)
{
    QStringList texts;
    texts.reserve(warnings.size());
    for (const core::ReportWarning &warning : warnings)
        texts.append(warningText(warning));
    return texts;
}

QString AnalysisText::linkClassName(core::LinkClassId id)
{
    switch (id) {
    case core::LinkClassId::Wifi:
        return tr("Wi-Fi");
    case core::LinkClassId::Ethernet1G:
        return tr("1 GbE");
    case core::LinkClassId::Ethernet2_5G:
        return tr("2.5 GbE");
    case core::LinkClassId::Ethernet10G:
        return tr("10 GbE");
    case core::LinkClassId::Ethernet25G:
        return tr("25 GbE");
    case core::LinkClassId::Thunderbolt:
        return tr("Thunderbolt");
    case core::LinkClassId::Ethernet100G:
        return tr("100 GbE");
    case core::LinkClassId::Unknown:
        break;
    }
    return tr("Unknown link");
}

QString AnalysisText::usageName(core::UsagePattern usage)
{
    switch (usage) {
    case core::UsagePattern::Chat:
        return tr("One person chatting (latency)");
    case core::UsagePattern::Throughput:
        return tr("Many requests at once (throughput)");
    case core::UsagePattern::Both:
        return tr("Both");
    case core::UsagePattern::Unknown:
        break;
    }
    return tr("Not chosen");
}

QString AnalysisText::verdictHeadline(const core::Verdict &verdict)
{
    switch (verdict.kind) {
    case core::VerdictKind::StayOnOneNode:
        return tr("Stay on one machine");
    case core::VerdictKind::ServeReplicas:
        return tr("Serve one copy per machine");
    case core::VerdictKind::SplitPipeline:
        return tr("Split with pipeline parallel");
    case core::VerdictKind::SplitTensor:
        return tr("Split with tensor parallel");
    case core::VerdictKind::DoesNotFit:
        return tr("Does not fit on one machine");
    case core::VerdictKind::NoData:
    case core::VerdictKind::Unknown:
        break;
    }
    return tr("Not enough measurements");
}

QStringList AnalysisText::verdictReasons(const core::Verdict &verdict, const QStringList &nodeNames)
{
    return reasonsOf(verdict, nodeNames, {}, {});
}

QStringList AnalysisText::verdictReasons(const core::ReportModel &report)
{
    // A figure's machines need naming where the charts name them (its layout ran over several
    // sets) or where they are fewer than the run's: one rule for the verdict and the charts.
    const qsizetype runNodes = report.plan.nodes.size();
    const QList<BenchSeries> series = benchSeries(report.results);
    const auto subsetNames = [&](const std::optional<core::LayoutFigures> &figures) {
        if (!figures)
            return QStringList{};
        for (const core::StoredBenchResult &result : report.results) {
            if (result.id != figures->resultId)
                continue;
            const qsizetype index = seriesIndex(series, result);
            const bool named = index >= 0 && series.at(index).namesNodes;
            return named || result.nodeNames.size() < runNodes ? result.nodeNames : QStringList{};
        }
        return QStringList{};
    };
    return reasonsOf(report.verdict, core::verdictNodeNames(report), subsetNames(report.verdict.bestSplit),
                     subsetNames(report.verdict.replicas));
}

QStringList AnalysisText::reasonsOf(const core::Verdict &verdict, const QStringList &nodeNames,
                                    const QStringList &splitNames, const QStringList &replicasNames)
{
    QStringList reasons;
    if (verdict.fromServingRuns)
        reasons << tr("These figures are from your own server, not from ShardScope's model: each layout is "
                      "one of your serving runs of this model on this server, measured at the same number of "
                      "requests at once.");
    if (verdict.kind == core::VerdictKind::NoData || verdict.kind == core::VerdictKind::Unknown) {
        reasons << (verdict.fromServingRuns
                        ? tr("Your server was measured cleanly in one layout only, or not on one machine, so "
                             "there is nothing to compare: start it on one machine and split (or as copies) "
                             "and measure each.")
                        : tr("No run completed on one machine or split over several machines, so there is "
                             "nothing to compare."));
        return reasons;
    }
    if (verdict.kind == core::VerdictKind::DoesNotFit)
        reasons << doesNotFitSentence(verdict, nodeNames);

    const bool splitKnown = verdict.single && verdict.bestSplit && verdict.splitSlowdown > 0;
    const bool replicasKnown = verdict.replicasGain > 0;
    if (verdict.kind == core::VerdictKind::ServeReplicas && replicasKnown)
        reasons << replicasSentence(verdict, replicasNames);
    if (splitKnown)
        reasons << splitSentence(verdict, splitNames);
    if (verdict.kind != core::VerdictKind::ServeReplicas && replicasKnown)
        reasons << replicasSentence(verdict, replicasNames);
    if (verdict.kind == core::VerdictKind::StayOnOneNode && !splitKnown && !replicasKnown)
        reasons << tr(
            "Only the runs on one machine completed: there is no split or copy per machine to compare with.");
    if (const auto &faster = verdict.fasterLink) {
        // The class's own figures, so that "a 1 GbE link" next to a measured 0.93 Gbit/s link with
        // a long round trip reads as what it is: the round trip, not the bandwidth, would change.
        const core::LinkModel &link = faster->linkClass.link;
        reasons << tr("A typical %1 link (%2, %3 round trip) would bring the split to about %4 decode "
                      "tokens/s (predicted).")
                       .arg(linkClassName(faster->linkClass.id), bitsPerSecond(link.bytesPerSecond * 8),
                            milliseconds(link.rttUs / 1000),
                            predictedTokensPerSecond(faster->prediction.tokensPerSecond));
    }

    if (verdict.chosen) {
        if (verdict.ttftTargetMet && verdict.ttftTargetMs)
            reasons << targetSentence(*verdict.ttftTargetMet,
                                      tr("Time to first token: %1 (median), within your target of %2."),
                                      tr("Time to first token: %1 (median), over your target of %2."),
                                      verdict.chosen->ttftP50Ms, *verdict.ttftTargetMs);
        if (verdict.tpotTargetMet && verdict.tpotTargetMs)
            reasons << targetSentence(*verdict.tpotTargetMet,
                                      tr("Time per output token: %1 (median), within your target of %2."),
                                      tr("Time per output token: %1 (median), over your target of %2."),
                                      verdict.chosen->tpotP50Ms, *verdict.tpotTargetMs);
    }
    return reasons;
}

QStringList AnalysisText::trafficTexts(const core::TrafficEstimate &estimate)
{
    QStringList texts;
    texts << tr("Per decode step (one token for each of %n request(s) at once), split over %1 machines:",
                nullptr, int(estimate.batch))
                 .arg(estimate.machines);
    const auto need = [&](const core::LayoutTraffic &traffic) {
        if (!estimate.budgetMs || !traffic.maxRttUs || !traffic.minBitsPerSecond)
            return QString();
        return QLatin1Char(' ')
               + tr("For %1 per token: a round trip below %2 and at least %3.")
                     .arg(milliseconds(*estimate.budgetMs), LinkText::roundTrip(*traffic.maxRttUs),
                          LinkText::bitsPerSecond(*traffic.minBitsPerSecond));
    };
    for (const core::LayoutTraffic &traffic : estimate.layouts) {
        const QString sent = bytes(traffic.bytesPerStep);
        switch (traffic.layout) {
        case core::TrafficLayout::TensorParallel:
            texts << tr("Tensor parallel: each machine sends %1 per step and waits for %2 round trips.")
                             .arg(sent, QLocale().toString(traffic.roundTripsPerStep, 'f', 0))
                         + need(traffic);
            break;
        case core::TrafficLayout::PipelineParallel:
            texts << tr("Pipeline parallel: a machine sends %1 per step; the step waits for %2 messages, "
                        "one way each, one after another.")
                             .arg(sent)
                             .arg(estimate.machines)
                         + need(traffic);
            break;
        case core::TrafficLayout::LlamaCppRpc:
            texts
                << tr("llama.cpp over RPC: the first machine sends %1 per step and waits for %2 round trips "
                      "(seven for each other machine).")
                           .arg(sent, QLocale().toString(traffic.roundTripsPerStep, 'f', 0))
                       + need(traffic);
            break;
        case core::TrafficLayout::Copies:
            texts
                << tr("A copy on each machine: only the prompts and the streamed tokens cross, about %1 per "
                      "step; any wired network carries that.")
                       .arg(sent);
            break;
        }
    }
    if (estimate.budgetMs)
        texts << tr(
            "These limits hold if computing a token took no time at all: it takes part of the budget, "
            "so a link that works must be better than both. Measured on the Network and Inference "
            "pages, the what-if then says how much better.");
    else
        texts << tr("Set a time per output token (TPOT) target for what a link needs to meet it.");
    return texts;
}

QString AnalysisText::memoryFitText(const core::MemoryFit &fit, const QStringList &nodeNames)
{
    const QString need = bytes(double(fit.need.totalBytes()));
    switch (fit.kind) {
    case core::FitKind::OneNode: {
        const int first = fit.fittingNodes.isEmpty() ? -1 : fit.fittingNodes.front();
        const double has = first >= 0 && first < fit.nodeBytes.size() ? double(fit.nodeBytes.at(first))
                                                                      : double(fit.largestNodeBytes);
        return tr("Fits on one machine (needs %1, %2 has %3)")
            .arg(need, nodeName(nodeNames, first), bytes(has));
    }
    case core::FitKind::Split:
        return tr("Needs %1 machines: the model needs %2 and the largest machine has %3; split evenly, each "
                  "machine "
                  "needs %4")
            .arg(QString::number(fit.nodesNeeded), need, bytes(double(fit.largestNodeBytes)),
                 bytes(double(core::splitShareBytes(fit.need, fit.nodesNeeded))));
    case core::FitKind::DoesNotFit:
        return tr("Does not fit: the model needs %1, and all machines together have %2")
            .arg(need, bytes(double(fit.totalNodeBytes)));
    case core::FitKind::Unknown:
        break;
    }
    if (fit.need.totalBytes() > 0)
        return tr("Needs %1; no machine's memory is known yet").arg(need);
    return tr("Not known yet: choose a model and machines whose inventory is known");
}

QString AnalysisText::ruleName(core::DesignRule rule)
{
    switch (rule) {
    case core::DesignRule::ParallelismGraph:
        return tr("Parallelism graph");
    case core::DesignRule::LatencyBudget:
        return tr("Latency budget");
    case core::DesignRule::BandwidthForConcurrency:
        return tr("Bandwidth for concurrency");
    case core::DesignRule::TopologyAwarePlacement:
        return tr("Topology-aware placement");
    case core::DesignRule::Congestion:
        return tr("Congestion");
    case core::DesignRule::Observability:
        return tr("Observability");
    case core::DesignRule::PartialFailure:
        return tr("Partial failure");
    case core::DesignRule::CompleteServingPath:
        return tr("Complete serving path");
    case core::DesignRule::Unknown:
        break;
    }
    return tr("Unknown rule");
}

QString AnalysisText::ruleStatusName(core::RuleStatus status)
{
    switch (status) {
    case core::RuleStatus::Met:
        return tr("Met");
    case core::RuleStatus::NotMet:
        return tr("Not met");
    case core::RuleStatus::NotTested:
    case core::RuleStatus::Unknown:
        break;
    }
    return tr("Not tested");
}

QString AnalysisText::ruleEvidence(const core::RuleFinding &finding)
{
    const double value = finding.value;
    const double limit = finding.limit;
    switch (finding.evidence) {
    case core::RuleEvidence::NoSplitRun:
        return tr("Not tested: no tensor-parallel or pipeline-parallel run completed.");
    case core::RuleEvidence::NoLinkRun:
        return tr("Not tested: no complete link test of these machines.");
    case core::RuleEvidence::SplitBytesKnown:
        return tr("%1 sends %2 between the machines for every decode step (all ranks together, measured), "
                  "within 25 % of the %3 its model expects.")
            .arg(layoutName(protocol::benchLayoutFromString(finding.subject.toStdString())), bytes(value),
                 bytes(limit));
    case core::RuleEvidence::SplitBytesOffModel:
        return tr("%1 sends %2 between the machines for every decode step (all ranks together, measured), "
                  "more "
                  "than 25 % off the %3 its model expects: the traffic is not what the layout should send.")
            .arg(layoutName(protocol::benchLayoutFromString(finding.subject.toStdString())), bytes(value),
                 bytes(limit));
    case core::RuleEvidence::CommShareWithinBudget:
        return tr("The network takes %1 of every token, within its budget of %2.")
            .arg(milliseconds(value), milliseconds(limit));
    case core::RuleEvidence::CommShareOverBudget:
        return tr("The network takes %1 of every token, over its budget of %2.")
            .arg(milliseconds(value), milliseconds(limit));
    case core::RuleEvidence::OneConcurrency:
        return tr(
            "Not tested: the split ran at one concurrency only; run it at several to see whether the link "
            "keeps up.");
    case core::RuleEvidence::BandwidthHeadroom:
        return tr("At its highest concurrency the busiest machine sends %1, under half of the link's %2.")
            .arg(bitsPerSecond(value), bitsPerSecond(limit));
    case core::RuleEvidence::BandwidthShort:
        return tr("At its highest concurrency the busiest machine sends %1, over half of the link's %2.")
            .arg(bitsPerSecond(value), bitsPerSecond(limit));
    case core::RuleEvidence::LinksEven:
        return tr("Between the run's machines, the slowest link direction (%1) carries %2 of the fastest "
                  "one's "
                  "single-stream throughput.")
            .arg(finding.subject, percent(value));
    case core::RuleEvidence::SlowLinkInSplit:
        return tr("Between the run's machines, the slowest link direction (%1) carries only %2 of the "
                  "fastest "
                  "one's single-stream throughput, and the split has to use it.")
            .arg(finding.subject, percent(value));
    case core::RuleEvidence::NoLossBothWays:
        return tr("Loss at most %1, and with both directions busy each keeps %2 of its throughput.")
            .arg(percent(value / 100, 2), percent(limit));
    case core::RuleEvidence::LossOrCollapse:
        return tr("Loss up to %1, and with both directions busy one keeps only %2 of its throughput (fine: "
                  "at "
                  "most %3 loss, at least %4).")
            .arg(percent(value / 100, 2), percent(limit), percent(0.001, 1), percent(0.7));
    case core::RuleEvidence::PerTokenSplitMeasured:
        return tr("%n rank(s) reported compute and communication time for every token.", nullptr, int(value));
    case core::RuleEvidence::RanksWithoutReport:
        return tr("%n rank(s) of complete runs reported no per-token figures.", nullptr, int(value));
    case core::RuleEvidence::FailureReported:
        return tr("%n run(s) failed and came back with the cause: “%1”.", nullptr, int(value))
            .arg(finding.subject);
    case core::RuleEvidence::NoFailureSeen:
        return tr("Not tested: no run failed, so the handling of a failing machine was not exercised.");
    case core::RuleEvidence::EngineOnly:
        if (value > 0)
            return tr("Not tested: the runs measure the model and the network, not a serving front end (HTTP "
                      "server, tokenizer, scheduler). A serving run of your server over a split layout "
                      "(shardscope-cli serve-bench --layout tp or pp) that completes at concurrency %1 would "
                      "test it.")
                .arg(int(value));
        return tr(
            "Not tested: the runs measure the model and the network, not a serving front end (HTTP server, "
            "tokenizer, scheduler). A serving run of your server over a split layout (shardscope-cli "
            "serve-bench) that completes at the goal's concurrency would test it.");
    case core::RuleEvidence::ServingSplitComplete:
        return tr("Serving run %1 of your own server, %2, completed at concurrency %3: the whole path of a "
                  "request (HTTP server, tokenizer, scheduler) was measured.")
            .arg(QString::number(qint64(limit)),
                 layoutName(protocol::benchLayoutFromString(finding.subject.toStdString())),
                 QString::number(int(value)));
    case core::RuleEvidence::SetupRouting:
        return (
            finding.subject.isEmpty()
                ? tr("The setup check found %n reason(s) the traffic between the machines may not take "
                     "the cluster link (a router between them, different subnets, another interface, a VPN "
                     "or container interface the software may pick): see its findings.",
                     nullptr, int(value))
                : tr("The setup check found %n reason(s) the traffic of %1 may not take the cluster link "
                     "(a router between them, different subnets, another interface, a VPN or container "
                     "interface the software may pick): see its findings.",
                     nullptr, int(value))
                      .arg(finding.subject));
    case core::RuleEvidence::SetupPathMtu:
        return tr("The setup check found that the path %1 carries packets of at most %2 bytes, below the "
                  "interfaces' MTU of %3 bytes: larger packets are dropped or split, which stalls transfers.")
            .arg(finding.subject, QLocale().toString(qint64(value)), QLocale().toString(qint64(limit)));
    case core::RuleEvidence::Unknown:
        break;
    }
    return {};
}

QString AnalysisText::whatIfErrorText(const core::WhatIf &whatIf)
{
    const core::SplitPrediction &predicted = whatIf.atMeasuredLink;
    const core::SplitMeasurement &measured = whatIf.measured;
    QString text
        = tr("The model predicts %1 decode tokens/s for the measured link; the run measured %2 (%3). "
             "For the time to first token it predicts %4; the run measured %5 (%6).")
              .arg(significant(predicted.tokensPerSecond), significant(measured.measuredTokensPerSecond),
                   signedPercent(whatIf.tokensPerSecondError), milliseconds(predicted.ttftMs),
                   milliseconds(measured.measuredTtftMs), signedPercent(whatIf.ttftError));
    // The α of the GPU collectives (messageRoundTrips for NCCL) is an assumption no GPU run has
    // checked yet: say so wherever the predictions are for CUDA.
    if (whatIf.backend == protocol::BenchBackend::Cuda)
        text += QLatin1Char(' ')
                + tr("For CUDA the cost of an NCCL message is not yet checked against a GPU run: read these "
                     "predictions as rough.");
    return text;
}

QStringList AnalysisText::rpcSplitText(const core::ServeRpcSplit &split)
{
    const core::RpcSplitCost &cost = split.whatIf.cost;
    const QString machines = machineSet(split.machines);
    const QString first = split.machines.value(0);
    QStringList text;
    if (cost.slowdown > 1)
        text << tr("llama.cpp over RPC across %1 makes each token %2 slower than %3 alone: %4 against %5, at "
                   "%n request(s) at once.",
                   nullptr, int(cost.concurrency))
                    .arg(machines, factor(cost.slowdown), first, milliseconds(cost.splitTpotMs),
                         milliseconds(cost.aloneTpotMs));
    else
        text << tr("llama.cpp over RPC across %1 was no slower per token than %2 alone: %3 against %4, at %n "
                   "request(s) at once.",
                   nullptr, int(cost.concurrency))
                    .arg(machines, first, milliseconds(cost.splitTpotMs), milliseconds(cost.aloneTpotMs));
    text << tr("That is about %1 round trips per token on a %2 link, plus %3 per token on the wire (%4 at "
               "%5): "
               "llama.cpp waits for each remote machine's answer before it goes on.")
                .arg(number(cost.roundTripsPerToken, 1), milliseconds(cost.link.rttUs / 1000),
                     bytes(cost.bytesPerToken), milliseconds(cost.transferMsPerToken),
                     bitsPerSecond(cost.link.bytesPerSecond * 8));
    QStringList classes;
    for (const auto &[linkClass, prediction] : split.whatIf.classes)
        classes << tr("%1 over %2").arg(significant(prediction.tokensPerSecond), linkClassName(linkClass.id));
    text << tr("By the same count the split would make about, in output tokens/s: %1 (%2 alone: %3).")
                .arg(QLocale().createSeparatedList(classes), first, significant(cost.aloneTokensPerSecond));
    return text;
}

QStringList AnalysisText::rpcCacheTexts(const QList<core::LlamaCppServerOutcome> &servers)
{
    QStringList text;
    for (const core::LlamaCppServerOutcome &server : servers) {
        if (!server.started.cacheBytes)
            continue;
        const QString name = core::safeText(server.process.machine);
        if (*server.started.cacheBytes == 0)
            text << tr("rpc-server on %1 started with an empty cache (-c): this load sent its weights over "
                       "the "
                       "link, the next load of the same model reads them from %1's disk.")
                        .arg(name);
        else
            text << tr("rpc-server on %1 started with %2 of weights in its cache (-c): those were read from "
                       "its "
                       "disk, not sent over the link again.")
                        .arg(name, bytes(double(*server.started.cacheBytes)));
    }
    return text;
}

QString AnalysisText::llamaServerEndText(const core::LlamaCppServerOutcome &server)
{
    const QString name
        = tr("%1 on %2 (port %3)")
              .arg(core::safeText(server.process.purpose), core::safeText(server.process.machine))
              .arg(server.started.port);
    if (!server.stopped)
        return tr("%1: its agent could not be asked to stop it; it ended with the agent.").arg(name);
    const protocol::LlamaStopReply &stop = *server.stopped;
    QString end = stop.exitedBefore ? tr("%1 had ended by itself before the end of the run").arg(name)
                                    : tr("%1 was stopped").arg(name);
    if (stop.exitCode)
        end += QLatin1Char(' ') + tr("(exit code %1)").arg(*stop.exitCode);
    else if (stop.signal)
        end += QLatin1Char(' ') + tr("(signal %1)").arg(*stop.signal);
    return end + QLatin1Char('.');
}

QString AnalysisText::launchIntro()
{
    return tr("ShardScope started these servers for the run and stopped them at its end. To run the same "
              "setup again without ShardScope, run each machine's lines there, in this order (the ports are "
              "the ones this run used; the API key, if any, goes in the environment, never on the command "
              "line).");
}

QString AnalysisText::launchText(const QList<core::LaunchStep> &steps)
{
    QString text;
    for (const core::LaunchStep &step : steps) {
        text += tr("On %1 (%2):").arg(core::safeText(step.machine), core::safeText(step.purpose))
                + QLatin1Char('\n');
        for (const QString &line : step.lines)
            text += QStringLiteral("   ") + core::safeText(line) + QLatin1Char('\n');
    }
    return text;
}

QString AnalysisText::bytes(double bytes)
{
    return Units::bytes(bytes, tr("%1 EiB"));
}

QString AnalysisText::bitsPerSecond(double bitsPerSecond)
{
    return Units::bitsPerSecond(bitsPerSecond,
                                {tr("%1 Gbit/s"), tr("%1 Mbit/s"), tr("%1 kbit/s"), tr("%1 bit/s")});
}

QString AnalysisText::milliseconds(double ms)
{
    return Units::milliseconds(ms, tr("%1 ms"), tr("%1 s"));
}

} // namespace shardscope::presentation
