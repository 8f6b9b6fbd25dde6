#pragma once

#include "core/Result.h"
#include "core/model/BenchTypes.h"
#include "core/model/ClusterNode.h"
#include "core/model/LaunchStep.h"
#include "core/model/ServeTypes.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Serve.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace shardscope::core {

/// A serving run (issue 16): one workload sent to an inference server the user runs, at one or
/// more concurrencies, from a load generator next to it, while every machine of the server samples
/// its NIC, CPU and GPUs. What ShardScope knows of the server is what the user said (its layout
/// over the machines) and what it answered (dialect, software, version); it does not start it.
struct ServePlan {
    /// The machines the server runs on, in the order the user gave them: each is sampled while
    /// the run lasts. May be empty (a server on this computer, sampled by nobody).
    QList<ClusterNode> nodes;
    /// Index into `nodes` of the machine whose agent sends the requests; -1: this computer.
    int from = -1;
    QString endpoint; ///< "http://host:port[/base]" as the load generator reaches the server
    /// Replicas that ShardScope started (llama.cpp's copies): every other copy's endpoint, each its
    /// own server; the load generator sends the requests round robin over endpoint and these. Empty
    /// for a server the user runs (its copies behind one endpoint).
    QStringList copyEndpoints;
    /// What ShardScope started for this run, machine by machine, as lines to run it again without
    /// ShardScope (the report and the setup sheet show them); empty for a server the user runs.
    QList<LaunchStep> launch;
    protocol::ServeDialect dialect = protocol::ServeDialect::Unknown; ///< as the requests were sent
    bool dialectDetected = false;                                     ///< detected, not given
    QString software;        ///< "llama.cpp", "vLLM", "Ollama", "OpenAI-compatible"; empty: not detected
    QString softwareVersion; ///< as the server reported it; empty when it did not
    QStringList detectionEvidence; ///< what each probe of the detection answered
    QString model;                 ///< the model's name on the server (the API's "model")
    /// How the server spreads the model over `nodes`, as the user says: Single (one machine),
    /// TensorParallel or PipelineParallel (one model split, llama.cpp RPC is the latter), Replicas
    /// (a copy per machine behind one endpoint).
    protocol::BenchLayout layout = protocol::BenchLayout::Single;
    protocol::ServeWorkload workload;   ///< its concurrency is ignored: each step has its own
    QList<std::uint32_t> concurrencies; ///< one step per concurrency, in this order
    InferenceGoal goal;                 ///< goodput's TTFT and TPOT targets; the verdict's usage
    bool operator==(const ServePlan &) const = default;
};

/// The workload a serving run takes when the user says nothing (CLI and GUI alike): 512 prompt
/// tokens, 128 generated, 32 counted requests per step after one warm-up, sent as fast as the
/// concurrency allows. Long enough for percentiles that mean something, short enough to take
/// minutes on a home GPU.
protocol::ServeWorkload defaultServeWorkload();

/// The workload of step `position` (an index into the plan's concurrencies): its concurrency, and
/// prompts numbered from position × kMaxServeRequests, so that no step is sent a prompt an earlier
/// one was (a server's prompt cache would flatter its TTFT).
protocol::ServeWorkload serveStepWorkload(const ServePlan &plan, int position);

/// The most steps (concurrencies) one run takes: far more than anyone runs, few enough that every
/// step's prompt numbers stay below the warm-ups' (serveStepWorkload).
inline constexpr qsizetype kMaxServeSteps = 64;

/// The goal's targets as goodput measures them: its TTFT and TPOT targets, per request.
ServeTargets serveTargets(const InferenceGoal &goal);

/// Why the plan cannot run, in English (the CLI's words, Error::detail); empty when it can: an
/// endpoint, a dialect, a known layout (a split or copies over two machines or more), copy
/// endpoints only for copies (at most kMaxServeCopies, none empty), a concurrency, a workload the agent takes
/// at every concurrency, `from` -1 or one of the nodes.
QString servePlanProblem(const ServePlan &plan);

/// The configuration snapshot (ResultStore::beginRun): the plan with kind "serve" and the
/// ShardScope version. Never the API key: the plan has none.
QString serveRunConfigJson(const ServePlan &plan);
nlohmann::json servePlanJson(const ServePlan &plan);
/// Reads servePlanJson's output back; InvalidArgument naming the key.
Result<ServePlan> servePlanFromJson(const nlohmann::json &json);

/// The names of the plan's machines, in order; "This computer" is not one of them.
QStringList servePlanNodeNames(const ServePlan &plan);
/// The name of the machine that sent the requests: its node's, or `localName` for this computer.
QString serveFromName(const ServePlan &plan, const QString &localName);

} // namespace shardscope::core
