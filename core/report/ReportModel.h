#pragma once

#include "core/Result.h"
#include "core/analysis/DesignRules.h"
#include "core/analysis/MemoryFit.h"
#include "core/analysis/Verdict.h"
#include "core/analysis/WhatIf.h"
#include "core/model/BenchPlan.h"
#include "core/model/Run.h"
#include "core/store/ResultStore.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace shardscope::core {

// Everything about one stored inference run, as plain data: what the results page, the PDF, the CSV
// and the JSON show. Built from the store only, so the GUI, the CLI and a later session give the
// same report for the same run.

/// One node of the run with its inventory at the time (the newest stored one not after the run).
struct ReportNode {
    QString name;
    std::optional<qint64> hostId;
    std::optional<protocol::HostInventory> inventory;
    NodeMemory memory;
};

/// What the reader should doubt the figures for. Core gives the code and the untranslated
/// particulars; report/AnalysisText::warningText words it in the reader's language.
enum class ReportWarningCode {
    Unknown = 0,
    HostNotStored,       ///< subject: the node; its inventory and memory are unknown
    InventoryAfterRun,   ///< subject: the node; value: when the inventory was taken (ISO 8601, UTC)
    NoInventory,         ///< subject: the node
    NoMemoryFigure,      ///< subject: the node; value: the backend ("cpu", "cuda")
    NoLinkTest,          ///< subject: the run's nodes, ", " between them
    LinkFiguresMissing,  ///< subject: the link run's id; some pairs lack RTT or throughput
    LinkRunIncomplete,   ///< subject: the link run's id; value: its status name ("failed", …)
    LinkSameHost,        ///< subject: "client ↔ server"; value: the link warning's detail
    LinkLoss,            ///< subject: "client ↔ server"; value: the link warning's detail
    LinkInterfaceErrors, ///< subject: "client ↔ server"; value: the link warning's detail
    RunStillRunning,     ///< the run is still marked running
    RunFailed,           ///< value: the run's error (may be empty)
    RunCancelled,        ///< the run was cancelled before every layout ran
    RunInterrupted,      ///< its writer ended before finishing it (killed, crashed, power lost);
                         ///< detail: the store's note on it
    ResultNotComplete,   ///< layout, concurrency, subject: its nodes; value: its status name;
                         ///< detail: its error and error code
    AboveRoofline,       ///< layout, concurrency, subject: its nodes; detail: benchRooflineError's
    NoSetupCheck,        ///< subject: the run's nodes, ", " between them: no stored setup check covers them
};

struct ReportWarning {
    ReportWarningCode code = ReportWarningCode::Unknown;
    QString subject; ///< what it is about: a node, a pair, a link run id, a result's nodes
    QString value;   ///< the figure or name it reports (see the code)
    QString detail;  ///< an untranslated detail from the store (an agent's error), when there is one
    protocol::BenchLayout layout = protocol::BenchLayout::Unknown; ///< the result's, for result warnings
    std::uint32_t concurrency = 0;                                 ///< the result's, for result warnings
    bool operator==(const ReportWarning &) const = default;
};

/// The code's name in the JSON: "host_not_stored", "link_loss", … ("unknown" for Unknown).
std::string reportWarningCodeName(ReportWarningCode code);

struct ReportModel {
    RunRecord run;  ///< kind "bench"
    BenchPlan plan; ///< run.config.bench()->plan (nodes by name only)
    QList<ReportNode> nodes;
    QList<StoredBenchResult> results;
    /// The newest link run (kind "linktest", Complete or with some Complete pairs) that started
    /// before this run ended and measured every pair of this run's nodes; unset when none did.
    std::optional<RunRecord> linkRun;
    QList<StoredLinkPair> linkPairs; ///< its pairs between this run's nodes (any status)
    /// The newest setup check (kind "setup_check", complete, or failed on machines other than
    /// this run's) that started before this run ended and checked every one of this run's nodes
    /// (by name); unset when none did.
    std::optional<RunRecord> setupCheckRun;
    /// Its findings about this run's nodes (findingsAmong), in the check's order: shown with the
    /// results and evidence for design rules 4 and 5 (ChecklistInput::setupFindings).
    QList<SetupFinding> setupFindings;
    /// The link model of the run's pairs taken at their worst: the lowest bytesPerSecond and the
    /// highest rttUs across linkPairs' complete pairs (possibly from two different pairs), since a
    /// split runs over every pair and waits on the slowest; unset without a usable pair.
    std::optional<LinkModel> link;
    /// The memory fit at the plan's HIGHEST concurrency (with prompt + generated tokens of
    /// context): the worst case the user asked for, the rule the Goal page shows too. A model that
    /// fits only at a lower concurrency is reported as needing a split, and a completed Single run
    /// still outweighs it in the verdict.
    MemoryFit fit;
    Verdict verdict;
    std::optional<WhatIf> whatIf; ///< of the best split run, over `link`
    QList<RuleFinding> checklist;
    /// The serving runs of the user's own server (issue 16) that this run's report uses
    /// (servingRunMatchesBench), newest first: rule 8's evidence.
    QList<ServingRun> servingRuns;
    /// The verdict of the serving runs of one server setup (decideServeVerdict over those of
    /// servingRuns that share the newest one's setup, sameServerSetup); unset without serving runs.
    std::optional<Verdict> servingVerdict;
    /// Failed runs, runs above the roofline, links with loss, a missing link run, and anything
    /// else the reader should doubt the figures for; worded by AnalysisText::warningText.
    QList<ReportWarning> warnings;
};

/// The link model of `pairs` at their worst (ReportModel::link): the lowest bytesPerSecond and the
/// highest rttUs of the complete pairs that have both figures (linkModelFromReport). Sets
/// `*modelMissing` (when given) if a complete pair lacks one. nullopt when no pair has both.
std::optional<LinkModel> worstLinkModel(const QList<StoredLinkPair> &pairs, bool *modelMissing = nullptr);

/// A link class's JSON name: "wifi", "ethernet_1g", "ethernet_2_5g", "ethernet_10g", "ethernet_25g",
/// "thunderbolt", "ethernet_100g".
std::string linkClassName(LinkClassId id);

/// The node names of the verdict's chosen run in rank order (StoredBenchResult::nodeNames), what
/// AnalysisText::verdictReasons expects; the best split's when nothing is chosen; empty when
/// neither is among the results.
QStringList verdictNodeNames(const ReportModel &report);

/// The most serving runs a report reads (newest first): far more than a user compares.
inline constexpr qsizetype kMaxReportServingRuns = 50;

/// Whether serving run `serve` counts for a bench run's report (docs/METRICS.md, "Design rules"):
/// it names the bench plan's model (case-insensitive), or it has machines and every one of them
/// is among `benchNodeNames` (the same cluster).
bool servingRunMatchesBench(const ServePlan &serve, const QString &benchModel,
                            const QStringList &benchNodeNames);

/// The stored serving runs (kind "serve", newest first, at most kMaxReportServingRuns of those
/// `accept` takes) with their steps; runs whose configuration cannot be read are skipped.
Result<QList<ServingRun>> storedServingRuns(ResultStore &store,
                                            const std::function<bool(const ServingRun &run)> &accept);

/// The stored run `runId` a report of `kind` is made of: InvalidArgument when there is no such run,
/// when it is of another kind ("run 7 is a linktest run, not a `kindWords` run") or when its
/// configuration no longer parses (naming why); database errors as they come. For buildReport and
/// buildServeReport.
Result<RunRecord> reportedRun(ResultStore &store, qint64 runId, const RunKind &kind,
                              const QString &kindWords);

/// Builds the report of bench run `runId`. InvalidArgument when there is no such run, when it is
/// not a "bench" run or when its configuration no longer parses (naming which); database errors as
/// they come.
Result<ReportModel> buildReport(ResultStore &store, qint64 runId);

/// The raw samples as CSV (RFC 4180, header row, '.' decimals): one row per rank per step:
/// result_id,position,layout,concurrency,nodes,status,rank,phase(prefill|decode),step,wall_ms,
/// comm_ms,bytes_sent,token_time_ms (empty where the rank has none). Step 0 is the prefill, decode
/// steps count from 1, so token_time_ms is the rank's tokenTimesMs[step]; nodes are separated by
/// spaces; a rank without a report has no rows.
QString reportSamplesCsv(const ReportModel &report);

/// The summary as CSV: one row per result with its layout, nodes, concurrency, status and every
/// figure of its summary (percentiles p50/p90/p99/mean of TTFT, ITL, TPOT, e2e; tokens/s, …).
QString reportSummaryCsv(const ReportModel &report);

/// One CSV line (RFC 4180, CRLF) of `fields`, each escaped as the report's CSV escapes it (quotes,
/// and a leading quote before text a spreadsheet would run as a formula): every export shares it.
QString reportCsvLine(const QStringList &fields);
/// A number with '.' decimals whatever the locale, as short as it stays exact; empty when not finite.
QString reportCsvNumber(double value);

/// Writes one export (the CSV or JSON text) atomically through a QSaveFile: nothing is left at
/// `path` on failure. FileWrite naming the path and the reason.
Result<void> writeReportFile(const QString &path, const QByteArray &contents);

/// The whole report as JSON: run, plan (benchPlanJson), nodes, results (summary via
/// benchSummaryJson and every rank's report with its raw samples), link model, fit, verdict,
/// what-if, checklist, setup check (its run and findings, setupFindingJson), warnings. Enum values as
/// lower-case names.
nlohmann::json reportJson(const ReportModel &report);

/// The parts of reportJson that the serving report shares: a run, a verdict, a finding.
nlohmann::json reportRunJson(const RunRecord &run);
nlohmann::json reportVerdictJson(const Verdict &verdict);
nlohmann::json reportFindingJson(const RuleFinding &finding);

} // namespace shardscope::core
