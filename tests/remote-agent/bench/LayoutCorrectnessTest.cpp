// The correctness criterion on the CPU: with one seed, the logits of the first generated
// token under tensor parallel and pipeline parallel equal the single-node logits within a stated
// tolerance, and greedy decoding gives the same token ids. Each rank runs on its own thread with
// real Gloo over 127.0.0.1 (BenchTestSupport.h).
//
// Tolerances, max |logit(split) − logit(single)| ≤ tolerance × max |logit(single)|:
//   fp32 weights: 2e-5. Tensor parallel sums each row-parallel product in parts and adds the parts
//     in the all-reduce, so only the fp32 summation order differs (observed: under 1e-6). A
//     1e-4 relative error in one rank's attention output already shows as ~1e-4 here. Pipeline
//     parallel does the same arithmetic as one rank and is exact.
//   bf16 weights: 1e-4. The weights are the same bf16 numbers in every layout (each rank rounds
//     its slice of the same fp32 values); activations stay fp32, so this is again only summation
//     order (observed: about 1e-6), with room for the coarser products.
//   q8_0 and q4_0 weights: 1e-4. Each rank's rows are whole blocks of the full tensor's (the layout
//     refuses a split that cuts a block), so the blocks are the same; decode takes the activations
//     to Q8_0 per block, and a rank's part of a row-parallel product is whole blocks too, so the
//     integer sums are the same and only the order of the fp32 additions differs.

#include "remote-agent/bench/Communicator.h"
#include "remote-agent/bench/CpuModel.h"
#include "remote-agent/bench/Weights.h"

#include "tests/remote-agent/bench/BenchTestSupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace shardscope::bench {
namespace {

using namespace std::chrono_literals;
using protocol::BenchLayout;
using protocol::DType;

constexpr std::uint32_t kBatch = 2;
constexpr std::uint32_t kPromptTokens = 16;
constexpr std::uint32_t kGenerateTokens = 8;
constexpr std::uint64_t kSeed = 20240607;
constexpr double kF32Tolerance = 2e-5;
constexpr double kBf16Tolerance = 1e-4;

/// What one layout produced on its sampling rank.
struct Generation {
    std::vector<float> firstLogits;                ///< sequence 0, first generated token
    std::vector<std::vector<std::int32_t>> tokens; ///< per generated token, every sequence
    std::uint64_t bytesSent = 0;                   ///< all ranks, all steps
    std::vector<std::vector<float>> logitsPerRank; ///< first logits as each rank returned them
};

/// Greedy generation of kGenerateTokens tokens after a kPromptTokens prompt, batch kBatch, one rank.
struct RankResult {
    std::vector<float> firstLogits;
    std::vector<std::vector<std::int32_t>> tokens;
    std::uint64_t bytesSent = 0;
    double commSeconds = 0;
};

RankResult generate(RankModel &model, bool embeds, const protocol::ModelShape &shape)
{
    std::vector<std::int32_t> prompt(std::size_t(kBatch) * kPromptTokens);
    for (std::size_t i = 0; i < prompt.size(); ++i)
        prompt[i] = promptToken(kSeed, i, shape.vocab);
    RankResult result;
    StepOutput out
        = model.step(embeds ? prompt : std::vector<std::int32_t>{}, kBatch, kPromptTokens, 0, true);
    result.firstLogits = out.logits;
    result.tokens.push_back(out.nextTokens);
    result.bytesSent += out.bytesSent;
    result.commSeconds += out.commSeconds;
    for (std::uint32_t step = 1; step < kGenerateTokens; ++step) {
        out = model.step(embeds ? result.tokens.back() : std::vector<std::int32_t>{}, kBatch, 1,
                         kPromptTokens + step - 1, false);
        result.tokens.push_back(out.nextTokens);
        result.bytesSent += out.bytesSent;
        result.commSeconds += out.commSeconds;
    }
    return result;
}

CpuModelOptions optionsFor(const protocol::ModelShape &shape, DType dtype, BenchLayout layout,
                           std::uint32_t worldSize, std::uint32_t rank, Communicator *comm)
{
    CpuModelOptions options;
    options.shape = shape;
    options.dtype = dtype;
    options.layout = layout;
    options.worldSize = worldSize;
    options.rank = rank;
    options.seed = kSeed;
    options.threads = 1; // the ranks share a 2-core machine; results do not depend on threads
    options.maxBatch = kBatch;
    options.maxContext = kPromptTokens + kGenerateTokens;
    options.comm = comm;
    return options;
}

Generation runSingle(const protocol::ModelShape &shape, DType dtype)
{
    auto model = makeCpuModel(optionsFor(shape, dtype, BenchLayout::Single, 1, 0, nullptr));
    const RankResult result = generate(*model, true, shape);
    return {result.firstLogits, result.tokens, 0, {result.firstLogits}};
}

/// Runs `worldSize` ranks of `layout`, each on its own thread with its own Gloo communicator.
Generation runSplit(const protocol::ModelShape &shape, DType dtype, BenchLayout layout,
                    std::uint32_t worldSize)
{
    test::TestCluster cluster(worldSize);
    const std::string runId = test::uniqueRunId();
    const auto outcomes = test::runRanks(worldSize, [&](std::uint32_t rank) {
        GlooOptions gloo;
        gloo.bindAddress = "127.0.0.1";
        gloo.rank = rank;
        gloo.size = worldSize;
        gloo.keyPrefix = runId;
        gloo.timeout = 60s; // generous for a loaded 2-core machine
        std::unique_ptr<Communicator> comm = connectGloo(gloo, cluster.host(rank));
        auto model = makeCpuModel(optionsFor(shape, dtype, layout, worldSize, rank, comm.get()));
        const protocol::RankSlice slice = protocol::rankSlice(shape, layout, worldSize, rank);
        RankResult result = generate(*model, slice.embedding, shape);
        model.reset();
        return result;
    });
    Generation generation;
    for (std::uint32_t rank = 0; rank < worldSize; ++rank) {
        if (!outcomes[rank].ok()) {
            ADD_FAILURE() << protocol::toString(layout) << " rank " << rank
                          << " failed: " << outcomes[rank].error;
            return generation;
        }
        generation.bytesSent += outcomes[rank].value->bytesSent;
        generation.logitsPerRank.push_back(outcomes[rank].value->firstLogits);
    }
    // The sampling rank: rank 0 of tensor parallel, the last pipeline stage.
    const std::uint32_t sampler = layout == BenchLayout::PipelineParallel ? worldSize - 1 : 0;
    generation.firstLogits = outcomes[sampler].value->firstLogits;
    generation.tokens = outcomes[sampler].value->tokens;
    if (layout == BenchLayout::PipelineParallel) {
        // The first stage got every token back from the last; the middle stages none.
        EXPECT_EQ(outcomes[0].value->tokens, generation.tokens) << "pipeline stage 0's tokens";
        for (std::uint32_t rank = 1; rank + 1 < worldSize; ++rank)
            for (const auto &tokens : outcomes[rank].value->tokens)
                EXPECT_TRUE(tokens.empty()) << "middle stage " << rank << " returned tokens";
    } else {
        for (std::uint32_t rank = 1; rank < worldSize; ++rank)
            EXPECT_EQ(outcomes[rank].value->tokens, generation.tokens) << "tensor-parallel rank " << rank;
    }
    return generation;
}

double maxAbs(const std::vector<float> &values)
{
    double largest = 0;
    for (const float value : values)
        largest = std::max(largest, std::abs(double(value)));
    return largest;
}

double maxAbsDiff(const std::vector<float> &a, const std::vector<float> &b)
{
    double largest = 0;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        largest = std::max(largest, std::abs(double(a[i]) - double(b[i])));
    return largest;
}

void expectSameAsSingle(const protocol::ModelShape &shape, DType dtype, BenchLayout layout,
                        std::uint32_t worldSize, double tolerance)
{
    const Generation single = runSingle(shape, dtype);
    const Generation split = runSplit(shape, dtype, layout, worldSize);
    const std::string what = shape.name + " " + protocol::toString(dtype) + " " + protocol::toString(layout)
                             + " " + std::to_string(worldSize);
    ASSERT_EQ(single.firstLogits.size(), shape.vocab);
    ASSERT_EQ(split.firstLogits.size(), shape.vocab) << what;
    const double diff = maxAbsDiff(split.firstLogits, single.firstLogits);
    const double scale = maxAbs(single.firstLogits);
    std::cout << "[ layout   ] " << what << ": max |diff| " << diff << " = " << diff / scale
              << " × max |logit| " << scale << '\n';
    EXPECT_LE(diff, tolerance * scale) << what;
    ASSERT_EQ(split.tokens.size(), std::size_t(kGenerateTokens)) << what;
    EXPECT_EQ(split.tokens, single.tokens) << what << ": greedy decoding diverged";
    EXPECT_GT(split.bytesSent, 0u) << what << ": no communication was counted";
    if (layout == BenchLayout::TensorParallel) {
        for (std::uint32_t rank = 1; rank < worldSize; ++rank)
            EXPECT_EQ(split.logitsPerRank[rank], split.firstLogits)
                << what << ": rank " << rank << "'s gathered logits";
    }
}

protocol::ModelShape tinyShape()
{
    return *protocol::presetModelShape("tiny");
}

/// The tiny shape with tied embeddings and an odd vocabulary: the LM head is the embedding, and the
/// tensor-parallel vocab slices differ in size (the logits gather pads them).
protocol::ModelShape tiedOddShape()
{
    protocol::ModelShape shape = tinyShape();
    shape.name = "tiny-tied-odd";
    shape.tiedEmbeddings = true;
    shape.vocab = 1001;
    return shape;
}

TEST(LayoutCorrectness, TensorParallel2F32MatchesSingle)
{
    expectSameAsSingle(tinyShape(), DType::F32, BenchLayout::TensorParallel, 2, kF32Tolerance);
}

TEST(LayoutCorrectness, PipelineParallel2F32MatchesSingle)
{
    expectSameAsSingle(tinyShape(), DType::F32, BenchLayout::PipelineParallel, 2, kF32Tolerance);
}

TEST(LayoutCorrectness, TensorParallel2Bf16MatchesSingleBf16)
{
    expectSameAsSingle(tinyShape(), DType::BF16, BenchLayout::TensorParallel, 2, kBf16Tolerance);
}

TEST(LayoutCorrectness, TensorParallel2Q8_0AndPipeline2Q4_0MatchSingle)
{
    expectSameAsSingle(tinyShape(), DType::Q8_0, BenchLayout::TensorParallel, 2, kBf16Tolerance);
    expectSameAsSingle(tinyShape(), DType::Q4_0, BenchLayout::PipelineParallel, 2, kBf16Tolerance);
}

TEST(LayoutCorrectness, PipelineParallel3WithAMiddleStageMatchesSingle)
{
    expectSameAsSingle(tinyShape(), DType::F32, BenchLayout::PipelineParallel, 3, kF32Tolerance);
}

TEST(LayoutCorrectness, TiedEmbeddingsAndAnOddVocabularyMatchSingle)
{
    expectSameAsSingle(tiedOddShape(), DType::F32, BenchLayout::TensorParallel, 2, kF32Tolerance);
    expectSameAsSingle(tiedOddShape(), DType::F32, BenchLayout::PipelineParallel, 2, kF32Tolerance);
}

TEST(LayoutCorrectness, PipelineParallelIsExactlyTheSingleArithmetic)
{
    // Each stage runs the same operations on the same numbers as the single rank.
    const Generation single = runSingle(tinyShape(), DType::F32);
    const Generation split = runSplit(tinyShape(), DType::F32, BenchLayout::PipelineParallel, 2);
    EXPECT_EQ(split.firstLogits, single.firstLogits);
}

} // namespace
} // namespace shardscope::bench
