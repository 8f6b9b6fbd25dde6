#include "core/analysis/MemoryFit.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;
using protocol::BenchBackend;
using protocol::DType;

// Expected figures come from the published model sizes and the KV cache's definition (two
// vectors of kvHeads × headDim per layer, token and sequence), never from the code under test.

namespace {

constexpr std::uint64_t kGB = 1'000'000'000;
constexpr std::uint64_t kMiB = std::uint64_t(1) << 20;

protocol::ModelShape shape(const char *name)
{
    const auto preset = protocol::presetModelShape(name);
    EXPECT_TRUE(preset.has_value()) << name;
    return preset.value_or(protocol::ModelShape{});
}

NodeMemory node(const char *name, std::uint64_t bytes)
{
    return NodeMemory{QString::fromLatin1(name), bytes, 0};
}

/// A need of exactly `totalBytes`: only weights, no working space, to test fitModel's arithmetic.
MemoryNeed needOf(std::uint64_t weightBytes, std::uint64_t workingBytes = 0)
{
    MemoryNeed need;
    need.weightBytes = weightBytes;
    need.workingBytes = workingBytes;
    return need;
}

} // namespace

TEST(MemoryFitTest, EightBillionModelNeedsItsPublishedWeightsPlusKvCacheAndTheAgentsWorkingSpace)
{
    // Llama 3.1 8B: 8 030 261 248 parameters (Meta's model card), bf16: 2 bytes each.
    const std::uint64_t weights = 8'030'261'248ull * 2;
    // 32 layers × (K and V) × 8 KV heads × 128 dims × 4 sequences × 4096 tokens × 2 bytes.
    const std::uint64_t kv = 32ull * 2 * 8 * 128 * 4 * 4096 * 2;
    const MemoryNeed need = modelMemoryNeed(shape("llama-3.1-8b"), DType::BF16, DType::BF16, 4096, 4);
    EXPECT_EQ(need.weightBytes, weights);
    EXPECT_EQ(need.kvCacheBytes, kv);
    // The agent refuses a rank when (weights + KV) × 1.10 + 256 MiB exceeds what it has (BenchRun.cpp).
    const double agentNeeds = double(weights + kv) * 1.10 + double(256 * kMiB);
    EXPECT_NEAR(double(need.totalBytes()), agentNeeds, 1.0);
    EXPECT_EQ(need.workingBytes, std::uint64_t(std::ceil(double(weights + kv) * 0.10)) + 256 * kMiB);
}

TEST(MemoryFitTest, TheCpuKeepsItsKvCacheInFp32)
{
    EXPECT_EQ(kvCacheType(BenchBackend::Cpu, DType::BF16), DType::F32);
    EXPECT_EQ(kvCacheType(BenchBackend::Cuda, DType::BF16), DType::BF16);
    EXPECT_EQ(kvCacheType(BenchBackend::Cuda, DType::F16), DType::F16);

    // Llama 3.2 1B: 1 235 814 400 parameters; 16 layers × 2 × 8 × 64 × 1 × 1024 tokens × 4 bytes.
    const MemoryNeed cpu = modelMemoryNeed(shape("llama-3.2-1b"), DType::BF16,
                                           kvCacheType(BenchBackend::Cpu, DType::BF16), 1024, 1);
    EXPECT_EQ(cpu.weightBytes, 1'235'814'400ull * 2);
    EXPECT_EQ(cpu.kvCacheBytes, 16ull * 2 * 8 * 64 * 1024 * 4);
}

TEST(MemoryFitTest, AShapeThatCannotBeBuiltNeedsNothingAndFitsNowhere)
{
    protocol::ModelShape broken = shape("tiny");
    broken.kvHeads = 3; // 8 heads are not a multiple of 3
    EXPECT_EQ(modelMemoryNeed(broken, DType::F32, DType::F32, 128, 1), MemoryNeed{});
    EXPECT_EQ(modelMemoryNeed(shape("tiny"), DType::Unknown, DType::F32, 128, 1), MemoryNeed{});
    EXPECT_EQ(fitModel(MemoryNeed{}, {node("a", 64 * kGB)}).kind, FitKind::Unknown);
}

TEST(MemoryFitTest, NodeMemoryIsAvailableRamForTheCpuAndTheLargestGpuForCuda)
{
    protocol::HostInventory inventory;
    inventory.memoryTotalBytes = 64 * kGB;
    protocol::GpuInfo gpu;
    gpu.name = "NVIDIA GeForce RTX 4090";
    gpu.memoryTotalBytes = 24 * kGB;
    inventory.gpus.push_back(gpu);
    protocol::GpuInfo small = gpu;
    small.name = "NVIDIA GeForce RTX 4060 Ti";
    small.memoryTotalBytes = 16 * kGB;
    inventory.gpus.push_back(small);
    protocol::GpuInfo unknown; // a GPU whose memory the probe could not read is not counted
    unknown.name = "NVIDIA something";
    inventory.gpus.push_back(unknown);

    // Without MemAvailable, MemTotal.
    EXPECT_EQ(nodeMemory(QStringLiteral("n"), inventory, BenchBackend::Cpu),
              (NodeMemory{QStringLiteral("n"), 64 * kGB, 0}));
    // With it, what the agent's fit check compares with.
    inventory.memoryAvailableBytes = 41 * kGB;
    EXPECT_EQ(nodeMemory(QStringLiteral("n"), inventory, BenchBackend::Cpu),
              (NodeMemory{QStringLiteral("n"), 41 * kGB, 0}));
    // Every rank runs on GPU 0: the largest GPU, never 24 + 16 GB.
    EXPECT_EQ(nodeMemory(QStringLiteral("n"), inventory, BenchBackend::Cuda),
              (NodeMemory{QStringLiteral("n"), 24 * kGB, 2}));
    EXPECT_EQ(nodeMemory(QStringLiteral("n"), inventory, BenchBackend::Unknown).bytes, 0u);
    EXPECT_EQ(nodeMemory(QStringLiteral("n"), protocol::HostInventory{}, BenchBackend::Cpu).bytes, 0u);
    EXPECT_EQ(nodeMemory(QStringLiteral("n"), protocol::HostInventory{}, BenchBackend::Cuda).bytes, 0u);
}

TEST(MemoryFitTest, FitsOnOneNodeNamesEveryNodeThatHoldsItAlone)
{
    const MemoryFit fit = fitModel(needOf(20 * kGB), {node("small", 16 * kGB), node("big", 24 * kGB),
                                                      node("unknown", 0), node("exact", 20 * kGB)});
    EXPECT_EQ(fit.kind, FitKind::OneNode);
    EXPECT_EQ(fit.nodesNeeded, 1);
    EXPECT_EQ(fit.fittingNodes, (QList<int>{1, 3}));
    EXPECT_EQ(fit.largestNodeBytes, 24 * kGB);
    EXPECT_EQ(fit.totalNodeBytes, 60 * kGB);
    EXPECT_EQ(fit.nodeBytes, (QList<std::uint64_t>{16 * kGB, 24 * kGB, 0, 20 * kGB}));
    EXPECT_EQ(fit.need, needOf(20 * kGB));
}

TEST(MemoryFitTest, ASplitNeedsAnEvenShareOnEachOfItsNodes)
{
    // 30 GB of weights plus the 256 MiB reserve each rank keeps for itself.
    const MemoryNeed need = needOf(30 * kGB, 256 * kMiB);
    const std::uint64_t half = 15 * kGB + 256 * kMiB;
    EXPECT_EQ(splitShareBytes(need, 1), need.totalBytes());
    EXPECT_EQ(splitShareBytes(need, 2), half);
    EXPECT_EQ(splitShareBytes(need, 3), 10 * kGB + 256 * kMiB);

    // 24 + 16 GB: the smaller node holds its half.
    const MemoryFit two = fitModel(need, {node("a", 24 * kGB), node("b", 16 * kGB)});
    EXPECT_EQ(two.kind, FitKind::Split);
    EXPECT_EQ(two.nodesNeeded, 2);
    EXPECT_TRUE(two.fittingNodes.isEmpty());

    // 24 + 8 + 12 GB: together 44 GB, but an even split over two needs 15.3 GB on the second
    // largest (12 GB); over three 10.3 GB each, which the 8 GB node lacks.
    const MemoryFit uneven = fitModel(need, {node("a", 24 * kGB), node("b", 8 * kGB), node("c", 12 * kGB)});
    EXPECT_EQ(uneven.kind, FitKind::DoesNotFit);
    EXPECT_EQ(uneven.nodesNeeded, 0);
    EXPECT_EQ(uneven.totalNodeBytes, 44 * kGB);

    // Three nodes of 11 GB: two are not enough (15.3 GB each), three are (10.3 GB each).
    const MemoryFit three = fitModel(need, {node("a", 11 * kGB), node("b", 11 * kGB), node("c", 11 * kGB)});
    EXPECT_EQ(three.kind, FitKind::Split);
    EXPECT_EQ(three.nodesNeeded, 3);
}

TEST(MemoryFitTest, SeventyBillionOnTwoSmallGpusDoesNotFitAndWithoutFiguresItIsUnknown)
{
    const MemoryNeed need = modelMemoryNeed(shape("llama-3.1-70b"), DType::BF16, DType::BF16, 2048, 1);
    EXPECT_GT(need.weightBytes, 140 * kGB); // 70.6 billion parameters × 2 bytes
    const MemoryFit fit = fitModel(need, {node("a", 24 * kGB), node("b", 24 * kGB)});
    EXPECT_EQ(fit.kind, FitKind::DoesNotFit);
    EXPECT_EQ(fit.largestNodeBytes, 24 * kGB);
    EXPECT_EQ(fit.totalNodeBytes, 48 * kGB);

    const MemoryFit unknown = fitModel(need, {node("a", 0), node("b", 0)});
    EXPECT_EQ(unknown.kind, FitKind::Unknown);
    EXPECT_EQ(unknown.nodeBytes, (QList<std::uint64_t>{0, 0}));
    EXPECT_EQ(fitModel(need, {}).kind, FitKind::Unknown);
}
