#pragma once

#include "core/Result.h"
#include "core/cluster/NodeJobs.h"
#include "core/model/Run.h"
#include "core/model/ServePlan.h"
#include "remote-agent/protocol/Serve.h"
#include "remote-agent/protocol/Telemetry.h"

#include <QList>
#include <QString>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::core {

// A serving run (issue 16) against a server the user runs: the load generator in the agent of the
// machine the plan names (or of this computer), every machine of the server sampling its NIC, CPU
// and GPUs while each concurrency step runs. CLI and GUI alike.

/// How runServePlan reaches the nodes and the server.
struct ServeRunnerOptions {
    AgentAccess agents;
    /// The name this computer goes by when it sends the requests (ServePlan::from -1).
    QString localName = QStringLiteral("This computer");
    /// The server's API key, sent as a bearer token by the load generator. A secret: in memory
    /// only, never in the plan, the store, an error, a log or a command line.
    std::string apiKey;
    std::uint32_t connectTimeoutMs = 5'000; ///< per request: a connection not made by then is refused
    std::uint32_t readTimeoutMs = 60'000;   ///< per request: no byte for this long is a time-out
    /// The sending agent reports progress every few hundred ms while serve_run runs; a step whose
    /// agent sends nothing for readTimeoutMs + this fails (the agent stopped or hung) and the agent
    /// is killed, instead of waiting for the call's day-long limit.
    std::uint32_t silenceSlackMs = 30'000;
    std::uint32_t telemetryIntervalMs = protocol::kDefaultTelemetryIntervalMs;
};

/// One concurrency step as it ran.
struct ServeStepOutcome {
    int position = 0; ///< index into the plan's concurrencies
    std::uint32_t concurrency = 0;
    std::vector<protocol::ServeRequestRecord> records; ///< what the load generator measured
    QList<StoredTelemetry> telemetry;                  ///< one per plan node, in its order
    /// Set when the step did not run to its end: Cancelled, or why its load generator failed (the
    /// records are then those it returned, usually none).
    std::optional<Error> error;
    std::chrono::milliseconds elapsed{0};
};

struct ServeRunnerCallbacks {
    /// Connecting, deploying and starting the agents, as runNodeJobs; the targets are the plan's
    /// nodes in order, then this computer when it sends the requests (serveRunTargets).
    NodeJobCallbacks nodes;
    /// The others are called on runServePlan's thread.
    /// After the server was asked what it is, before the first step: the plan as it will run
    /// (dialect, software and version filled in). Returning false stops the run before any
    /// request (the caller could not store it, say); runServePlan then returns Cancelled.
    std::function<bool(const ServePlan &plan)> planReady;
    std::function<void(int position, std::uint32_t concurrency)> stepStarted;
    std::function<void(int position, double fraction, const QString &stage)> stepProgress;
    /// Called when a step is done (or failed, or was cancelled, or skipped: its agent is gone).
    std::function<void(const ServeStepOutcome &outcome)> stepFinished;
};

struct ServeRunResult {
    ServePlan plan;                ///< as it ran (planReady's)
    QList<NodeOutcome> nodes;      ///< one per serveRunTargets entry: why a machine could not take part
    QList<ServeStepOutcome> steps; ///< one per concurrency, in order
};

/// The agents a serving run opens: the plan's nodes in order (each samples), then this computer
/// named `localName` when the plan's `from` is -1 (it sends the requests and samples nothing).
QList<NodeTarget> serveRunTargets(const ServePlan &plan, const QString &localName);

/// servePlanProblem's words for a plan about to run, where an Unknown dialect is no problem: it
/// means "ask the server". Empty when it can run.
QString serveRunProblem(const ServePlan &plan);

/// Runs a serving plan. Before anything is connected, a plan serveRunProblem refuses is an
/// InvalidArgument.
///
/// Opens every agent at once (AgentPool). The machine that sends the requests must be up: if it
/// is not, nothing runs and its error is returned. Then asks the server what it is (serve_detect,
/// from that machine): with an Unknown dialect the answer chooses it, and a server that gave no
/// usable answer is a ServerFailed error saying why (serveDetectProblemText); with a dialect given
/// the answer only names the software and version. Without a model name, the one model the server
/// lists is used; several (and a dialect other than llama.cpp's, which ignores the name) are an
/// InvalidArgument naming them. planReady sees the resulting plan.
///
/// Each step: telemetry_start on every machine that is up (a machine that is down or refuses has
/// a StoredTelemetry with its error, and the step goes on), serve_run with the step's workload
/// (serveStepWorkload) on the sending machine, then telemetry_stop. A load generator whose
/// channel fails ends that agent, fails its step and skips the later ones. After *cancel becomes
/// true the running step stops soon (Cancelled), the later ones are Cancelled without running.
/// Every agent is ended before it returns.
Result<ServeRunResult> runServePlan(const ServePlan &plan, const ServeRunnerOptions &options,
                                    const ServeRunnerCallbacks &callbacks = {},
                                    const std::atomic_bool *cancel = nullptr);

/// What a step's records say went wrong, in English: "3 of 40 requests failed (2 reset mid-stream,
/// 1 HTTP 503); the first: …" with the first failed record's detail (a server's own words, such as
/// llama-server's "Input prompt is too big compared to KV size"), the records refused as
/// untrusted, or that no request completed. Empty for a clean summary.
QString serveStepProblem(const ServeSummary &summary,
                         const std::vector<protocol::ServeRequestRecord> &records);

/// One step as it is stored (CLI and GUI alike): its summary (summarizeServeRun with the goal's
/// targets), its records and telemetry, and its status: Cancelled for a Cancelled error, Failed
/// for any other error or for a summary that is not clean (ErrorCode::ServerFailed with
/// serveStepProblem's words: a run with errors is never shown as a clean result), else Complete.
StoredServeResult storedServeResult(qint64 runId, const ServePlan &plan, const ServeStepOutcome &outcome);

} // namespace shardscope::core
