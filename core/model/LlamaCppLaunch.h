#pragma once

#include "core/model/VllmLaunch.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/LlamaServer.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>

namespace shardscope::core {

// How llama.cpp runs over the user's machines (issue 17): the processes the agent starts and the
// shell lines the report shows, from one plan. A split is llama.cpp's RPC layer split: an
// rpc-server on every machine but the first, and llama-server on the first with --rpc listing
// them; llama.cpp offloads the last -ngl layers to the devices of -dev in order, in -ts shares,
// and keeps the layers before them (and the output layer, unless -ngl exceeds the layers) on the
// local CPU.

/// llama.cpp's rpc-server port when none is given.
inline constexpr int kLlamaCppRpcPort = 50052;
/// llama-server's port when none is given.
inline constexpr int kLlamaServerPort = 8080;

/// One machine of a llama.cpp launch.
struct LlamaCppMachine {
    LaunchMachine machine;
    QString serverPath;    ///< llama-server's path there; empty: none found
    QString rpcServerPath; ///< rpc-server's path there; empty: none found (no split)
    /// Its rpc-server keeps a local cache of the weights it receives (-c; the inventory found the
    /// feature in it): a later load of the same model sends only their hashes over the link.
    bool rpcCache = false;
    std::optional<QString> build; ///< llama.cpp's build ("b4748"); nullopt: not known
    /// llama.cpp's name of the machine's GPU device ("CUDA0", "Vulkan0", "Metal"); empty: a build
    /// without a GPU backend. Only the first machine's is used: an rpc-server picks its own.
    QString gpuDevice;
    std::optional<std::uint64_t> gpuFreeBytes; ///< gpuDevice's free memory when llama.cpp listed it
    /// The machine's share of the layers, >= 0, where not every machine of a split has gpuFreeBytes
    /// (with it everywhere the layers go by free GPU memory)
    double weight = 1;
    int rpcPort = kLlamaCppRpcPort;    ///< the rpc-server's port, 1–65535
    int serverPort = kLlamaServerPort; ///< the llama-server's port, 1–65535
    /// The model file there when it is not LlamaCppOptions::modelPath (a preset's file written in
    /// each machine's own agent folder, for copies); empty: that one.
    QString modelPath;
    bool operator==(const LlamaCppMachine &) const = default;
};

/// A run's node as llama.cpp sees it: launchMachine's name, address and interface, and its
/// llama-server and rpc-server: in `binDir` when one is given (a build folder the same on every
/// machine), else where its inventory found them, with the build llama-server's --version reported,
/// the first device its --list-devices listed as the GPU device (none: a CPU build) and whether
/// the rpc-server has its cache. A build in `binDir` that the inventory did not find is taken as a
/// CPU build of unknown version, without the cache.
LlamaCppMachine llamaCppMachine(const ClusterNode &node,
                                const std::optional<protocol::HostInventory> &inventory,
                                const QString &binDir = {});

/// What the servers are told, the same for every machine.
struct LlamaCppOptions {
    QString modelPath; ///< the GGUF file on every machine that runs llama-server (but see LlamaCppMachine)
    int layers = 0;    ///< the model's layers (GGUF block_count), > 0
    int contextLength = 0; ///< -c; 0: llama.cpp's default, omitted
    int parallelSlots = 0; ///< -np; 0: llama.cpp's default, omitted
    int threads = 0;       ///< -t; 0: llama.cpp's default, omitted
    bool apiKey = false;   ///< the servers read LLAMA_API_KEY from their environment
    /// The user's share per machine in plan order, replacing LlamaCppMachine::weight
    std::optional<QList<double>> tensorSplit;
    bool operator==(const LlamaCppOptions &) const = default;
};

/// One process the agent starts.
struct LlamaCppProcess {
    QString machine; ///< LaunchMachine::name
    QString purpose; ///< "rpc-server" or "llama-server"
    QString program; ///< the executable's path on the machine
    /// argv after the program and the options that bind it (llamaCppCommandLine adds those), unquoted
    QStringList arguments;
    /// The secrets it reads from its environment ("LLAMA_API_KEY"): set by whoever starts it, never
    /// on its command line
    QStringList environmentNames;
    QString bindAddress; ///< the machine's cluster address, never 0.0.0.0
    int port = 0;
    bool operator==(const LlamaCppProcess &) const = default;
};

struct LlamaCppLaunch {
    /// Why llama.cpp cannot run so (no cluster address, no rpc-server, builds that differ); empty
    /// when the processes hold it.
    QString problem;
    QList<LlamaCppProcess> processes; ///< in the order to start them: rpc-servers, then llama-server(s)
    QStringList endpoints;            ///< the URLs the server(s) answer at: what the load generator is given
    QStringList notes;                ///< what the user should know (no authentication, loading time)
    int gpuLayers = 0;                ///< -ngl of the first llama-server; 0: omitted, all on the CPU
    QList<double> tensorSplit;        ///< -ts, in -dev order; empty: omitted
    bool operator==(const LlamaCppLaunch &) const = default;
};

/// The launch of options.modelPath in `layout` over `machines` (the first is where llama-server
/// of a single or split run listens):
/// - Single: llama-server on the first machine, every layer on its GPU when it has one;
/// - PipelineParallel: the RPC split. With a GPU on the first machine -dev lists the remote
///   devices first and the local GPU last (the output layer and the logits stay local) and every
///   layer is offloaded; without one the first machine keeps its share of the layers on its CPU
///   and the rest is split over the remote devices. Needs rpc-server on every machine (llama.cpp
///   built with -DGGML_RPC=ON), the same build everywhere and IPv4 cluster addresses (llama.cpp's
///   RPC endpoints are host:port);
/// - Replicas: one llama-server per machine;
/// - TensorParallel: refused, llama.cpp splits a model over machines by layers only.
/// Every process binds its machine's cluster address; the API key stays in the environment.
LlamaCppLaunch llamaCppLaunch(const QList<LlamaCppMachine> &machines, protocol::BenchLayout layout,
                              const LlamaCppOptions &options);

/// The whole command line of `process`: the program, its --host/--port (-H/-p for rpc-server) and
/// its arguments, as protocol::llamaServerCommandLine makes it for the agent.
QStringList llamaCppCommandLine(const LlamaCppProcess &process);

/// What the agent is asked to start for `process` (llama_start), with `apiKey` when the process
/// reads one (an rpc-server never does). A port of 0 lets the agent choose one.
protocol::LlamaStartParams llamaStartParams(const LlamaCppProcess &process, const std::string &apiKey);

/// The shell lines of each process of `launch`, in its order, arguments quoted: the API key as an
/// export of a placeholder, never the key.
QList<LaunchStep> llamaCppLaunchSteps(const LlamaCppLaunch &launch);

} // namespace shardscope::core
