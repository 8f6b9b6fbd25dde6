#include "core/analysis/MemoryFit.h"

#include <algorithm>
#include <cmath>

namespace shardscope::core {

MemoryNeed modelMemoryNeed(const protocol::ModelShape &shape, protocol::DType dtype, protocol::DType kvType,
                           std::uint32_t contextTokens, std::uint32_t concurrency)
{
    MemoryNeed need;
    if (!protocol::shapeProblem(shape).ok() || protocol::weightBytes(dtype, 1) == 0)
        return need;
    const protocol::RankSlice whole = protocol::rankSlice(shape, protocol::BenchLayout::Single, 1, 0);
    need.weightBytes = protocol::rankWeightBytes(shape, dtype, whole);
    need.kvCacheBytes = protocol::rankKvCacheBytes(shape, kvType, whole, concurrency, contextTokens);
    const double share = std::ceil(double(need.weightBytes + need.kvCacheBytes) * kWorkingSpaceShare);
    need.workingBytes = std::uint64_t(share) + kWorkingSpaceReserveBytes;
    return need;
}

protocol::DType kvCacheType(protocol::BenchBackend backend, protocol::DType dtype)
{
    // CPU activations and KV cache are fp32 whatever the weights are (remote-agent/bench/CpuModel.h).
    return protocol::computeDType(backend, dtype);
}

std::uint64_t splitShareBytes(const MemoryNeed &need, int nodes)
{
    const std::uint64_t total = need.totalBytes();
    if (nodes <= 1)
        return total;
    // The reserve is per rank; everything else divides.
    const std::uint64_t reserve = std::min(total, kWorkingSpaceReserveBytes);
    const std::uint64_t divisible = total - reserve;
    const auto count = std::uint64_t(nodes);
    return (divisible + count - 1) / count + reserve;
}

NodeMemory nodeMemory(const QString &name, const protocol::HostInventory &inventory,
                      protocol::BenchBackend backend)
{
    NodeMemory memory;
    memory.name = name;
    switch (backend) {
    case protocol::BenchBackend::Cpu:
        // What the agent's own fit check compares with (BenchRun.cpp): MemAvailable, since the
        // page cache and other processes already hold the rest.
        memory.bytes = inventory.memoryAvailableBytes.value_or(0);
        if (memory.bytes == 0)
            memory.bytes = inventory.memoryTotalBytes.value_or(0);
        break;
    case protocol::BenchBackend::Cuda:
        // The controller puts every CUDA rank of a node on GPU 0 (BenchRankParams::gpuIndex is
        // never set), so a node offers its largest GPU, not the sum of its GPUs.
        for (const protocol::GpuInfo &gpu : inventory.gpus) {
            if (gpu.memoryTotalBytes && *gpu.memoryTotalBytes > 0) {
                memory.bytes = std::max(memory.bytes, *gpu.memoryTotalBytes);
                ++memory.gpuCount;
            }
        }
        break;
    case protocol::BenchBackend::Unknown:
        break;
    }
    return memory;
}

MemoryFit fitModel(const MemoryNeed &need, const QList<NodeMemory> &nodes)
{
    MemoryFit fit;
    fit.need = need;
    const std::uint64_t total = need.totalBytes();
    QList<std::uint64_t> known;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const std::uint64_t bytes = nodes.at(i).bytes;
        fit.nodeBytes.append(bytes);
        if (bytes == 0)
            continue;
        known.append(bytes);
        fit.totalNodeBytes += bytes;
        fit.largestNodeBytes = std::max(fit.largestNodeBytes, bytes);
        if (total > 0 && bytes >= total)
            fit.fittingNodes.append(int(i));
    }
    if (known.isEmpty() || total == 0)
        return fit;
    if (!fit.fittingNodes.isEmpty()) {
        fit.kind = FitKind::OneNode;
        fit.nodesNeeded = 1;
        return fit;
    }
    std::sort(known.begin(), known.end(), std::greater<>());
    for (qsizetype count = 2; count <= known.size(); ++count) {
        if (known.at(count - 1) >= splitShareBytes(need, int(count))) {
            fit.kind = FitKind::Split;
            fit.nodesNeeded = int(count);
            return fit;
        }
    }
    fit.kind = FitKind::DoesNotFit;
    return fit;
}

} // namespace shardscope::core
