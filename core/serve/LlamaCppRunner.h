#pragma once

#include "core/Result.h"
#include "core/model/LlamaCppLaunch.h"
#include "core/serve/ServeRunner.h"
#include "remote-agent/protocol/Gguf.h"
#include "remote-agent/protocol/LlamaServer.h"

#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace shardscope::core {

// llama.cpp on the user's machines, started, measured and stopped by ShardScope (issue 17): the
// model (a GGUF file on the machines, read by their agents, or a preset's file the agent writes),
// the servers of the layout (llamaCppLaunch: llama-server alone, or rpc-servers and llama-server
// --rpc), each started by its machine's agent bound to its cluster address (llama_start), the
// serving benchmark against the result (runServePlan), and every server stopped at the end, on
// cancel and on failure. CLI and GUI alike.

/// What to run.
struct LlamaCppServeSpec {
    /// The machines in plan order (the first runs llama-server), as the run reaches them; the
    /// serving plan's nodes are these.
    QList<ClusterNode> nodes;
    /// Per node, in the same order: its llama.cpp executables, build and GPU device (ports are
    /// chosen by the agents: the ones here are only what the report would show otherwise).
    QList<LlamaCppMachine> machines;
    /// Single, PipelineParallel (the RPC split) or Replicas (llama-server on every machine, the
    /// requests round robin over them).
    protocol::BenchLayout layout = protocol::BenchLayout::Single;
    /// The model: a GGUF file at this absolute path on the machines that load it, or else the
    /// preset's file that the first machine's agent writes (gguf_write).
    QString modelFile;
    std::optional<protocol::GgufWriteParams> preset;
    /// -c, -np, -t and the user's layer split; modelPath and layers are the runner's.
    LlamaCppOptions options;
    /// The serving benchmark: workload, concurrencies, goal, who sends the requests. Its nodes,
    /// endpoint, dialect and layout are the runner's.
    ServePlan serve;
    std::uint32_t readyTimeoutMs = protocol::kDefaultLlamaReadyTimeoutMs;
};

/// Tokens of room in each llama-server slot beyond its prompt and answer (the BOS token, the
/// tokenizer's rounding of the prompt's words).
inline constexpr std::uint32_t kLlamaContextMargin = 64;

/// Where llama-server will answer on the first of `nodes` (its cluster address, llama.cpp's usual
/// port) until it starts: the agent then chooses a free port, and the plan that runs names it.
QString llamaCppProvisionalEndpoint(const QList<ClusterNode> &nodes);

/// The spec that serves `plan` (its nodes, workload and concurrencies) with llama.cpp, as the CLI's
/// --engine llama.cpp and the Inference page run it: each node's executables (llamaCppMachine:
/// `binDir`, else its inventory, `inventories` in the plan's node order), one slot per request in
/// flight with room for its prompt and answer, a preset's context at least that. Its `serve` is
/// `plan` in `layout`, in llama-server's dialect, at llamaCppProvisionalEndpoint().
LlamaCppServeSpec llamaCppServeSpec(const ServePlan &plan,
                                    const QList<std::optional<protocol::HostInventory>> &inventories,
                                    protocol::BenchLayout layout, const QString &modelFile,
                                    const std::optional<protocol::GgufWriteParams> &preset,
                                    const QString &binDir = {});

struct LlamaCppServeCallbacks {
    /// What the run is doing before and after the benchmark ("writing the model on node1",
    /// "starting rpc-server on node2", "llama-server on node1 is loading the model"), in English.
    std::function<void(const QString &stage)> stage;
    /// The serving benchmark's and the agents' (its nodes callbacks also open this run's agents).
    ServeRunnerCallbacks serve;
};

/// One server as it ran.
struct LlamaCppServerOutcome {
    LlamaCppProcess process; ///< as started (its real port)
    protocol::LlamaStartReply started;
    std::optional<protocol::LlamaStopReply> stopped; ///< nullopt: its agent could not be asked
};

struct LlamaCppServeResult {
    protocol::GgufModel model;
    QString modelPath;
    std::optional<protocol::GgufWriteReply> written; ///< when the agent wrote the preset's file
    LlamaCppLaunch launch;                           ///< as it ran: the real ports, the lines to run again
    QList<LlamaCppServerOutcome> servers;            ///< in start order: rpc-servers, then llama-server
    /// From llama-server's start to its /health answering 200: the model's load (over RPC for a
    /// split; the slowest copy's for copies, which start one after another).
    double loadSeconds = 0.0;
    ServeRunResult serve;            ///< the benchmark, when it ran
    std::optional<Error> serveError; ///< why the benchmark did not run or failed (the servers ran)
};

/// Runs the spec. Refused before anything is connected (InvalidArgument): a layout other than
/// Single, PipelineParallel or Replicas, nodes and machines of different lengths, no model. The
/// serving plan that runs names every copy's endpoint and the launch as it ran (ServePlan::launch:
/// stored with the run).
/// Errors before the benchmark (a machine down, a model that cannot be read or written, a launch
/// llamaCppLaunch refuses, a server that does not get ready: ServerFailed with its output) stop
/// whatever was started and are returned; once the servers run, the result holds the benchmark's
/// outcome and how every server ended. After *cancel becomes true it stops soon, servers included.
Result<LlamaCppServeResult> runLlamaCppServe(const LlamaCppServeSpec &spec, const ServeRunnerOptions &options,
                                             const LlamaCppServeCallbacks &callbacks = {},
                                             const std::atomic_bool *cancel = nullptr);

} // namespace shardscope::core
