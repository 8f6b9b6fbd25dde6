#pragma once

#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Inventory.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace shardscope::core {

// Does the model fit? The Goal page's answer, before anything runs: the memory the model needs
// (weights + KV cache + working space) against each node's memory (the largest GPU's memory for
// the CUDA backend, available RAM for the CPU backend).

/// Working space beyond weights and KV cache, as a share of them: the agent's own margin for
/// activations, the allocator's slack and the communicator's buffers (remote-agent/bench/BenchRun.cpp,
/// kMemoryMargin, which refuses a CPU rank that lacks it).
inline constexpr double kWorkingSpaceShare = 0.10;
/// Working space every rank needs on top of that share (BenchRun.cpp, kWorkingSpaceBytes; the CUDA
/// plugin reserves the same 256 MiB beside its exact work buffers).
inline constexpr std::uint64_t kWorkingSpaceReserveBytes = std::uint64_t(256) << 20;

/// What one copy of the model needs, in bytes.
struct MemoryNeed {
    std::uint64_t weightBytes = 0;  ///< every weight once (rankWeightBytes of the Single slice)
    std::uint64_t kvCacheBytes = 0; ///< `concurrency` sequences of `contextTokens` (prompt + output)
    /// Activations and workspace: kWorkingSpaceShare (10 %) of weights + KV cache plus
    /// kWorkingSpaceReserveBytes (256 MiB): what the agent's CPU fit check adds
    /// (remote-agent/bench/BenchRun.cpp), so a node judged too small here is one the agent refuses.
    /// The CUDA plugin counts its work buffers exactly, usually less: on GPUs this errs on the safe side.
    std::uint64_t workingBytes = 0;
    std::uint64_t totalBytes() const { return weightBytes + kvCacheBytes + workingBytes; }
    bool operator==(const MemoryNeed &) const = default;
};

/// The memory one copy of `shape` needs for `concurrency` sequences of `contextTokens` tokens, the
/// KV cache in `kvType` (kvCacheType(): the CPU backend keeps it in fp32, CUDA in the weights'
/// dtype). All zero for a shape with a shapeProblem or an Unknown dtype.
MemoryNeed modelMemoryNeed(const protocol::ModelShape &shape, protocol::DType dtype, protocol::DType kvType,
                           std::uint32_t contextTokens, std::uint32_t concurrency);

/// The KV cache type the agent uses for a backend and weight type: CPU always F32, CUDA the dtype.
protocol::DType kvCacheType(protocol::BenchBackend backend, protocol::DType dtype);

/// What each of `nodes` nodes needs when the model is split evenly over them: a 1/nodes share of
/// weights, KV cache and the 10 % working share (rounded up), plus the full 256 MiB reserve, which
/// every rank needs for itself. totalBytes() for one node (or fewer).
std::uint64_t splitShareBytes(const MemoryNeed &need, int nodes);

/// The memory a node offers the model.
struct NodeMemory {
    QString name;
    /// CUDA: the total memory of its largest GPU (every rank of a node runs on one GPU); CPU:
    /// MemAvailable, else MemTotal when the inventory lacks it. 0: unknown.
    std::uint64_t bytes = 0;
    int gpuCount = 0; ///< GPUs that report their memory (CUDA); bytes is the largest one's
    bool operator==(const NodeMemory &) const = default;
};

/// What `inventory` says `name` offers for `backend` (bytes 0 when the inventory lacks the figure,
/// and for an Unknown backend). CUDA: the largest GPU that reports its total memory, since the
/// controller runs a node's ranks on GPU 0 only (no rank is placed on another GPU yet). CPU:
/// memoryAvailableBytes, the figure the agent's own fit check uses (BenchRun.cpp), falling back
/// to memoryTotalBytes when the inventory lacks it.
NodeMemory nodeMemory(const QString &name, const protocol::HostInventory &inventory,
                      protocol::BenchBackend backend);

enum class FitKind {
    Unknown = 0, ///< no node's memory is known (or the need is not)
    OneNode,     ///< at least one node holds the whole model
    /// No single node does, but the largest `nodesNeeded` nodes do when each holds an even share
    /// (splitShareBytes): how the agent's layouts divide a model.
    Split,
    DoesNotFit, ///< no even split over any number of the nodes holds it
};

/// The answer for one goal.
struct MemoryFit {
    FitKind kind = FitKind::Unknown;
    MemoryNeed need;
    /// OneNode: 1; Split: the fewest nodes (largest first) whose even shares hold it; else 0.
    int nodesNeeded = 0;
    QList<int> fittingNodes; ///< indexes of the nodes that hold the whole model alone
    std::uint64_t largestNodeBytes = 0;
    std::uint64_t totalNodeBytes = 0; ///< all nodes with a known figure together
    QList<std::uint64_t> nodeBytes;   ///< each node's bytes, in the order given (0: unknown)
    bool operator==(const MemoryFit &) const = default;
};

/// Fits `need` on `nodes` (those with bytes 0 are left out). A split over k nodes is judged by
/// splitShareBytes(need, k) against the k-th largest node: the agent splits about evenly (tensor
/// parallel by heads, pipeline by layers), so the smallest node of the split is what limits it.
/// Tensor parallel also repeats the embedding on every rank: the figure is a lower bound, and the
/// run itself refuses (DoesNotFit, with its numbers) a rank that does not fit.
MemoryFit fitModel(const MemoryNeed &need, const QList<NodeMemory> &nodes);

} // namespace shardscope::core
