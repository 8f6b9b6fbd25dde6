#pragma once

#include "core/Result.h"
#include "core/analysis/DesignRules.h"
#include "core/analysis/RpcSplit.h"
#include "core/analysis/ServeMetrics.h"
#include "core/analysis/Verdict.h"
#include "core/model/Run.h"
#include "core/model/ServePlan.h"
#include "core/store/ResultStore.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QString>

#include <optional>

namespace shardscope::core {

// The report of one stored serving run (issue 16), as plain data: what the CLI's text, JSON, CSV
// and PDF show. Built from the store only, like ReportModel for bench runs, whose exports it
// shares (reportCsvLine, reportVerdictJson, reportFindingJson).

/// What one machine sampled over one step, as the report shows it.
struct ServeMachineFigures {
    QString nodeName;
    QString interfaceName;
    QString error;                           ///< why there is no series; empty when there is one
    std::optional<TelemetryFigures> figures; ///< telemetryFigures of the series, when there is one
    /// (rx + tx bytes) ÷ the step's output tokens; unset without both byte counts or tokens.
    std::optional<double> bytesPerOutputToken;
    /// GPU index → its utilization stayed below kIdleGpuPercent at every sample of the step.
    QList<std::pair<std::uint32_t, bool>> gpuIdle;
};

struct ServeReportStep {
    StoredServeResult result;
    QList<ServeMachineFigures> machines; ///< one per StoredTelemetry, in the plan's order
};

/// A split over RPC (pipeline parallel) of the report's setup against the same setup alone, and
/// what it would do on other links (rpcSplitCost, rpcWhatIf).
struct ServeRpcSplit {
    qint64 splitRunId = 0; ///< the reported run when it is pipeline parallel, else the setup's newest that is
    qint64 aloneRunId = 0; ///< the reported run when it ran on one machine, else the setup's newest that did
    qint64 linkRunId = 0;  ///< the newest link test joining the split's first machine to each other one
    QStringList machines;  ///< the split's, in its order (the first runs llama-server)
    RpcWhatIf whatIf;
};

struct ServeReportModel {
    RunRecord run;  ///< kind "serve"
    ServePlan plan; ///< run.config.serve()->plan
    QList<ServeReportStep> steps;
    /// The goal's concurrency (goalConcurrency of the plan's goal over its concurrencies): where
    /// the verdict compares and where rule 8 asks for a Complete split step.
    std::uint32_t goalConcurrency = 0;
    /// The stored serving runs of the same server setup (sameServerSetup), this one included,
    /// newest first: what the verdict compares.
    QList<ServingRun> setupRuns;
    Verdict verdict;         ///< decideServeVerdict(plan.goal, setupRuns)
    RuleFinding servingPath; ///< design rule 8 over setupRuns at goalConcurrency
    /// The split's cost, at the lowest concurrency where both runs have a Complete step, with the
    /// split's first machine's bytes per token and the link test's slowest pair among the split's
    /// links; unset when the setup has no such split, run alone, link test or byte count.
    std::optional<ServeRpcSplit> rpcSplit;
};

/// Builds the report of serving run `runId`. InvalidArgument when there is no such run, when it
/// is not a "serve" run or when its configuration cannot be read; database errors as they come.
Result<ServeReportModel> buildServeReport(ResultStore &store, qint64 runId);

/// The figures of one machine over one step (ServeMachineFigures) from what it stored.
ServeMachineFigures serveMachineFigures(const StoredTelemetry &telemetry, const ServeSummary &summary);

/// Every request record as CSV (RFC 4180, header row, '.' decimals), one row per record:
/// step,concurrency,index,sent_ms,ttft_ms,e2el_ms,chunks,output_tokens,error,http_status,
/// error_detail,server_prompt_tokens,server_prompt_ms,server_generated_tokens,server_generated_ms;
/// a figure that is not known (no chunk for TTFT, no count) is empty.
QString serveRecordsCsv(const ServeReportModel &report);

/// One row per step: step,concurrency,status,error, then every figure of its summary flattened
/// from serveSummaryJson (ttft_ms_p50, …, failures by kind as failures_by_kind_<kind>).
QString serveStepsCsv(const ServeReportModel &report);

/// The whole report as JSON: run, plan (servePlanJson), goal_concurrency, steps (status, error,
/// summary via serveSummaryJson, machines with their figures, records), verdict, the setup's
/// run ids, rule 8.
nlohmann::json serveReportJson(const ServeReportModel &report);

} // namespace shardscope::core
