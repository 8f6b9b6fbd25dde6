#pragma once

#include "core/analysis/DesignRules.h"
#include "core/analysis/MemoryFit.h"
#include "core/analysis/Verdict.h"
#include "core/analysis/WhatIf.h"
#include "core/model/BenchTypes.h"
#include "core/model/ServePlan.h"
#include "core/report/ReportModel.h"
#include "core/report/ServeReport.h"
#include "core/serve/LlamaCppRunner.h"
#include "core/store/ResultStore.h"
#include "presentation/BenchSeries.h"
#include "remote-agent/protocol/Bench.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace shardscope::presentation {

/// The analysis in plain, translated words, for the results page, the PDF and the CLI. Every
/// sentence names its numbers; nothing here decides anything (core/analysis does).
class AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(AnalysisText)

public:
    /// "Tensor parallel", "Pipeline parallel", "One machine", "One copy per machine".
    static QString layoutName(protocol::BenchLayout layout);
    /// The server a serving run measured, as it named itself ("llama-server b4748", safe text), or
    /// "a server ShardScope does not recognise".
    static QString serverName(const core::ServePlan &plan);
    /// "Tensor parallel (node0, node1)"; with more than three nodes "Tensor parallel (4 machines:
    /// node0 … node3)", short enough for a chart axis.
    static QString seriesLabel(protocol::BenchLayout layout, const QStringList &nodeNames);
    /// A set of machines as every page writes it, in rank order: "node1 + node2".
    static QString machineSet(const QStringList &names);
    /// Several: "node1 + node2; node1 + node2 + node3".
    static QString machineSets(const QList<QStringList> &sets);
    /// "Pipeline parallel (a, b, c, d)": every machine named, for long sets whose compact labels
    /// coincide (benchSeries).
    static QString fullSeriesLabel(protocol::BenchLayout layout, const QStringList &nodeNames);
    /// The label of the series the report's what-if was measured in (its node set named when the
    /// layout ran over several); the layout's name when the result is not among the report's.
    static QString whatIfRunName(const core::ReportModel &report);

    /// "Complete", "Failed", "Cancelled", "Running" (and "Unknown"): a run's status for the reader.
    static QString runStatusName(core::RunStatus status);
    /// "Wi-Fi", "1 GbE", "2.5 GbE", "10 GbE", "25 GbE", "Thunderbolt", "100 GbE".
    static QString linkClassName(core::LinkClassId id);
    /// "One person chatting (latency)", "Many requests at once (throughput)", "Both".
    static QString usageName(core::UsagePattern usage);

    /// One line: "Stay on one machine", "Serve one copy per machine", "Split with pipeline parallel",
    /// "Split with tensor parallel", "Does not fit on one machine", "Not enough measurements".
    static QString verdictHeadline(const core::Verdict &verdict);
    /// The verdict's reasons, each a sentence with its numbers, most important first, e.g.
    /// "Splitting across 2 machines over this link (0.94 Gbit/s, 2.10 ms round trip) makes each token
    /// 3.1× slower: 78 % of every token is spent waiting for the network.", "Serve one copy per machine
    /// instead: 1.9× the output tokens per second of one machine.", "A 10 GbE link would bring the split to
    /// about 41 tokens/s (predicted).", then the goal's targets met or missed with their figures. A
    /// sentence whose figures the verdict lacks is left out. `nodeNames`: the split's nodes in rank
    /// order, named when the model does not fit on one node (may be empty).
    static QStringList verdictReasons(const core::Verdict &verdict, const QStringList &nodeNames);
    /// verdictReasons of the report's verdict with core::verdictNodeNames, and where the best split
    /// or the replicas ran over fewer than all of the run's nodes or their series is labelled with
    /// its machines (BenchSeries::namesNodes: the layout ran over several sets), those machines
    /// named: "Splitting across node0 and node1 with tensor parallel over this link …",
    /// "Serve one copy on each of node0 and node1 instead: …". Over all nodes the sentences are
    /// those of the other overload.
    static QStringList verdictReasons(const core::ReportModel &report);

    /// "Fits on one machine (needs 15.2 GB, node1 has 24.0 GB)", "Needs 2 machines: …", "Does not fit: …";
    /// `nodeNames` in the order of the nodes given to fitModel.
    static QString memoryFitText(const core::MemoryFit &fit, const QStringList &nodeNames);

    /// What each layout puts on the network (core::estimateTraffic), a sentence each, and with a
    /// budget what a link needs for it: "Tensor parallel: each machine sends 1.0 MB per step and
    /// waits for 64 round trips. For 100 ms per token: a round trip below 1.6 ms and at least
    /// 82 Mbit/s." The last sentence says what the limits mean.
    static QStringList trafficTexts(const core::TrafficEstimate &estimate);

    /// "Parallelism graph", "Latency budget", "Bandwidth for concurrency", "Topology-aware placement",
    /// "Congestion", "Observability", "Partial failure", "Complete serving path".
    static QString ruleName(core::DesignRule rule);
    /// "Met", "Not met", "Not tested".
    static QString ruleStatusName(core::RuleStatus status);
    /// The evidence in one sentence with its figures.
    static QString ruleEvidence(const core::RuleFinding &finding);

    /// "The model predicts 12.3 tokens/s for the measured link; the run measured 11.0 (+12 %). For the
    /// time to first token it predicts 210 ms; the run measured 230 ms (−9 %)."
    static QString whatIfErrorText(const core::WhatIf &whatIf);

    /// llama.cpp's split over RPC against the same server alone (core::ServeRpcSplit), e.g.
    /// "llama.cpp over RPC across node0 + node1 makes each token 1.6× slower than node0 alone: 68.2 ms
    /// against 43.5 ms, at 1 request at once.", "That is about 9.7 round trips per token on a 2.33 ms
    /// link, plus 237 KiB per token on the wire (2.07 ms at 0.94 Gbit/s).", "By the same count the
    /// split would make about 5.1 output tokens/s over Wi-Fi, … (node0 alone: 16.9).".
    static QStringList rpcSplitText(const core::ServeRpcSplit &split);

    /// What a run's launch lines are (core::ServePlan::launch), in a sentence: the PDF's, the
    /// Results page's and the CLI's.
    static QString launchIntro();
    /// What the cache (-c) of each rpc-server of `servers` that has one held when it started
    /// (started.cacheBytes), a sentence each, e.g. "rpc-server on node2 started with an empty cache
    /// (-c): this load sent its weights over the link, the next load of the same model reads them
    /// from node2's disk."
    static QStringList rpcCacheTexts(const QList<core::LlamaCppServerOutcome> &servers);

    /// How one llama.cpp server that ShardScope started ended, in a sentence: "llama-server on
    /// node1 (port 8080) was stopped (signal 15).", "… had ended by itself before the end of the run
    /// (signal 6).", "rpc-server on node2 (port 50052): its agent could not be asked to stop it; it
    /// ended with the agent." Its last output lines are the caller's to show.
    static QString llamaServerEndText(const core::LlamaCppServerOutcome &server);

    /// The launch lines machine by machine, in launch order: "On node1 (rpc-server):" then each
    /// line indented by three spaces; every name and line made safe to show (core::safeText).
    static QString launchText(const QList<core::LaunchStep> &steps);

    /// One warning of a report in a sentence, e.g. "Tensor parallel over node1, node2 at
    /// concurrency 4: Failed: node2's agent session ended (agent_crashed)". Store details (an agent's
    /// error) stay as they were stored.
    static QString warningText(const core::ReportWarning &warning);
    /// warningText of each, in order.
    static QStringList warningTexts(const QList<core::ReportWarning> &warnings);

    /// Bytes as "14.2 GiB" (IEC, one decimal, as the Machines page shows memory; InventoryText::bytes
    /// is this), bits/s as "0.94 Gbit/s" and ms as "12.3 ms" or "2.10 s", as the Network page shows
    /// a link's figures (LinkText::bitsPerSecond, LinkText::roundTrip): Units formats them, in the
    /// user's locale (QLocale(): "14,2 GiB" in German).
    static QString bytes(double bytes);
    static QString bitsPerSecond(double bitsPerSecond);
    static QString milliseconds(double ms);

private:
    /// verdictReasons with the best split's and the replicas' machines to name (empty: not named).
    static QStringList reasonsOf(const core::Verdict &verdict, const QStringList &nodeNames,
                                 const QStringList &splitNames, const QStringList &replicasNames);
};

} // namespace shardscope::presentation
