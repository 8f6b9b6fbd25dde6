#pragma once

#include "app/cli/NodeCommands.h"
#include "core/model/BenchTypes.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Gguf.h"
#include "remote-agent/protocol/Serve.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>

namespace shardscope::cli {

/// Whose server serve-bench measures.
enum class ServeEngine {
    Server,   ///< one the user runs, at --endpoint
    LlamaCpp, ///< --engine llama.cpp: llama.cpp that ShardScope starts on the machines and stops
};

/// What `shardscope-cli serve-bench --endpoint URL …` was asked to do.
struct ServeCommandOptions {
    /// --host: the machines the server runs on (each samples its NIC, CPU and GPUs while the run
    /// lasts); may be empty (a server on this computer, or one nobody samples).
    NodeSelection nodes;
    QString from;     ///< --from: a --host's name, or "local" (this computer); empty: the first --host
    QString endpoint; ///< --endpoint: the server's URL as the sending machine reaches it
    QString model;    ///< --api-model; empty: the one model the server lists
    protocol::ServeDialect dialect = protocol::ServeDialect::Unknown; ///< --dialect; Unknown: auto
    protocol::BenchLayout layout = protocol::BenchLayout::Single;     ///< --layout, as the user says
    /// --layouts (--engine llama.cpp): several layouts, each started, measured, stored and stopped
    /// in turn; empty: `layout` alone.
    QList<protocol::BenchLayout> layouts;
    protocol::ServeWorkload
        workload; ///< --prompt, --gen, --rate, --burstiness, --requests/--duration, --warmup
    QList<std::uint32_t> concurrencies; ///< --concurrency
    core::InferenceGoal goal;           ///< --usage, --ttft-target, --tpot-target
    /// From the environment (SHARDSCOPE_API_KEY) or the first line of standard input
    /// (--api-key-stdin): never a command-line argument. In memory only.
    std::string apiKey;
    std::uint32_t readTimeoutMs = 60'000; ///< --read-timeout
    QString databasePath;                 ///< --db, else core::defaultDatabasePath()
    bool json = false;                    ///< --json
    /// --vllm-launch: print the lines that start vLLM over the --host machines in --layout, with
    /// their cluster interfaces pinned, and run nothing.
    bool vllmLaunch = false;
    ServeEngine engine = ServeEngine::Server;
    /// --engine llama.cpp: the model, a GGUF file on the first machine (--model-file) or a preset
    /// the agent writes (--model, --quant); where llama.cpp is (--llama-bin; empty: the inventories').
    QString modelFile;
    std::optional<protocol::GgufWriteParams> preset;
    QString llamaBin;
    std::optional<QList<double>> tensorSplit; ///< --tensor-split: the split's shares, in --host order
    int threads = 0; ///< --threads: each llama.cpp server's CPU threads (-t); 0: llama.cpp's default
};

/// Resolves the machines, checks the plan, asks the server what it is, stores the run (kind
/// "serve", its plan as it runs: dialect, software and version as detected, never the key), runs
/// each concurrency step (core::runServePlan) storing each as soon as it is done, and finishes the
/// run. Progress on stderr; Ctrl-C cancels (stored as cancelled). Prints a table per step, or JSON
/// with --json. Returns 0 only when every step completed clean and was stored.
int runServeCommand(const ServeCommandOptions &options);

/// --vllm-launch: the launch of --api-model over the --host machines (core::vllmLaunch), from their
/// stored inventories (interfaces, GPUs); a table of lines per machine, or JSON. Connects to nothing.
int printVllmLaunch(const ServeCommandOptions &options);

} // namespace shardscope::cli
