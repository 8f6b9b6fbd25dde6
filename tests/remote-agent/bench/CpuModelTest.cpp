// The CPU engine's seeded model on one rank: it builds, it is deterministic, its KV cache gives the
// numbers of a full recomputation, and it refuses what it cannot run.

#include "remote-agent/bench/CpuModel.h"
#include "remote-agent/bench/CpuKernels.h"

#include "remote-agent/bench/Weights.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace shardscope::bench {
namespace {

using protocol::BenchLayout;
using protocol::DType;

protocol::ModelShape tinyShape()
{
    const auto shape = protocol::presetModelShape("tiny");
    if (!shape)
        throw std::logic_error("no tiny preset");
    return *shape;
}

CpuModelOptions optionsFor(const protocol::ModelShape &shape, DType dtype, std::uint32_t threads,
                           std::uint32_t maxBatch = 2, std::uint32_t maxContext = 32, std::uint64_t seed = 7)
{
    CpuModelOptions options;
    options.shape = shape;
    options.dtype = dtype;
    options.threads = threads;
    options.maxBatch = maxBatch;
    options.maxContext = maxContext;
    options.seed = seed;
    return options;
}

std::vector<std::int32_t> promptFor(std::uint64_t seed, std::uint32_t batch, std::uint32_t tokens,
                                    std::uint32_t vocab)
{
    std::vector<std::int32_t> ids(std::size_t(batch) * tokens);
    for (std::size_t i = 0; i < ids.size(); ++i)
        ids[i] = promptToken(seed, i, vocab);
    return ids;
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
    if (a.size() != b.size())
        return INFINITY;
    double largest = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        largest = std::max(largest, std::abs(double(a[i]) - double(b[i])));
    return largest;
}

/// The logits of sequence 0 after a prefill and after each of `decodeSteps` greedy decode steps,
/// and every step's next tokens.
struct Trace {
    std::vector<std::vector<float>> logits;
    std::vector<std::vector<std::int32_t>> tokens;
};

Trace runGreedy(RankModel &model, const std::vector<std::int32_t> &prompt, std::uint32_t batch,
                std::uint32_t promptTokens, std::uint32_t decodeSteps)
{
    Trace trace;
    StepOutput out = model.step(prompt, batch, promptTokens, 0, true);
    trace.logits.push_back(out.logits);
    trace.tokens.push_back(out.nextTokens);
    for (std::uint32_t step = 0; step < decodeSteps; ++step) {
        out = model.step(trace.tokens.back(), batch, 1, promptTokens + step, true);
        trace.logits.push_back(out.logits);
        trace.tokens.push_back(out.nextTokens);
    }
    return trace;
}

TEST(CpuModel, TinyPresetBuildsInEveryDtypeAndReportsProgress)
{
    const protocol::ModelShape shape = tinyShape();
    for (const DType dtype : {DType::F32, DType::BF16, DType::Q8_0, DType::Q4_0}) {
        std::vector<double> progress;
        auto model = makeCpuModel(optionsFor(shape, dtype, 2),
                                  [&](double fraction) { progress.push_back(fraction); });
        ASSERT_GE(progress.size(), 2u);
        EXPECT_EQ(progress.front(), 0.0);
        EXPECT_EQ(progress.back(), 1.0);
        EXPECT_TRUE(std::is_sorted(progress.begin(), progress.end()));
        EXPECT_EQ(model->threads(), 2u);
        EXPECT_EQ(model->deviceName().rfind("CPU: 2 threads, ", 0), 0u) << model->deviceName();

        const StepOutput out = model->step(promptFor(7, 2, 8, shape.vocab), 2, 8, 0, true);
        ASSERT_EQ(out.nextTokens.size(), 2u);
        for (const std::int32_t token : out.nextTokens) {
            EXPECT_GE(token, 0);
            EXPECT_LT(token, std::int32_t(shape.vocab));
        }
        ASSERT_EQ(out.logits.size(), shape.vocab);
        for (const float logit : out.logits)
            ASSERT_TRUE(std::isfinite(logit));
        // The greedy token is the arg-max of the logits.
        EXPECT_EQ(std::max_element(out.logits.begin(), out.logits.end()) - out.logits.begin(),
                  out.nextTokens[0]);
        // Activations keep their size: logits neither vanish nor explode.
        EXPECT_GT(maxAbs(out.logits), 0.1);
        EXPECT_LT(maxAbs(out.logits), 1000.0);
        EXPECT_EQ(out.commSeconds, 0.0);
        EXPECT_EQ(out.bytesSent, 0u);

        const StepOutput decode = model->step(out.nextTokens, 2, 1, 8, false);
        EXPECT_EQ(decode.nextTokens.size(), 2u);
        EXPECT_TRUE(decode.logits.empty());
    }
}

TEST(CpuModel, ResultsAreBitwiseEqualForAnyThreadCount)
{
    const protocol::ModelShape shape = tinyShape();
    for (const DType dtype : {DType::F32, DType::BF16, DType::Q8_0, DType::Q4_0}) {
        // 2 × 12 prompt rows take the GEMM path, decode's 2 rows the memory-bound one.
        const std::vector<std::int32_t> prompt = promptFor(3, 2, 12, shape.vocab);
        Trace reference;
        for (const std::uint32_t threads : {1u, 2u, 3u}) {
            auto model = makeCpuModel(optionsFor(shape, dtype, threads));
            const Trace trace = runGreedy(*model, prompt, 2, 12, 3);
            if (threads == 1) {
                reference = trace;
                continue;
            }
            EXPECT_EQ(trace.tokens, reference.tokens) << protocol::toString(dtype) << " threads " << threads;
            for (std::size_t i = 0; i < trace.logits.size(); ++i)
                EXPECT_EQ(trace.logits[i], reference.logits[i])
                    << protocol::toString(dtype) << " threads " << threads << " step " << i;
        }
    }
}

TEST(CpuModel, TheSeedDecidesTheWeights)
{
    const protocol::ModelShape shape = tinyShape();
    const std::vector<std::int32_t> prompt = promptFor(5, 1, 6, shape.vocab);
    auto first = makeCpuModel(optionsFor(shape, DType::F32, 2, 1, 8, 100));
    auto again = makeCpuModel(optionsFor(shape, DType::F32, 2, 1, 8, 100));
    auto other = makeCpuModel(optionsFor(shape, DType::F32, 2, 1, 8, 101));
    const std::vector<float> a = first->step(prompt, 1, 6, 0, true).logits;
    const std::vector<float> b = again->step(prompt, 1, 6, 0, true).logits;
    const std::vector<float> c = other->step(prompt, 1, 6, 0, true).logits;
    EXPECT_EQ(a, b);
    EXPECT_GT(maxAbsDiff(a, c), 0.1 * maxAbs(a));
}

TEST(CpuModel, Bf16WeightsStayCloseToF32Weights)
{
    // bf16 keeps 8 bits of mantissa: the logits move by a few percent of their range, not more.
    const protocol::ModelShape shape = tinyShape();
    const std::vector<std::int32_t> prompt = promptFor(9, 1, 6, shape.vocab);
    auto f32 = makeCpuModel(optionsFor(shape, DType::F32, 2, 1, 8));
    auto bf16 = makeCpuModel(optionsFor(shape, DType::BF16, 2, 1, 8));
    const std::vector<float> a = f32->step(prompt, 1, 6, 0, true).logits;
    const std::vector<float> b = bf16->step(prompt, 1, 6, 0, true).logits;
    EXPECT_GT(maxAbsDiff(a, b), 0.0);
    EXPECT_LT(maxAbsDiff(a, b), 0.05 * maxAbs(a));
}

TEST(CpuModel, BlockWeightsGiveTheLogitsOfTheSameWeightsDequantized)
{
    // A Q8_0 or Q4_0 run against an f32 run of the same weights rounded through the blocks. Products
    // with the block weights take the activations to Q8_0 (8 bits per value, a scale per 32), which
    // moves the logits by at most 3 % of their largest magnitude (observed: under 2.5 %, printed
    // below): decode always, and prefill (a batch of 20 rows) with the integer kernels (VNNI or the
    // portable ones). A CPU without VNNI prefills with the same dequantized values in the f32 GEMM,
    // where a batch of 20 must agree bit for bit, LM head included.
    const protocol::ModelShape shape = tinyShape();
    const auto relative = [](const std::vector<float> &x, const std::vector<float> &y) {
        EXPECT_EQ(x.size(), y.size());
        return maxAbsDiff(x, y) / maxAbs(y);
    };
    for (const QuantizedKernels kernels : {QuantizedKernels::Best, QuantizedKernels::Portable}) {
        useQuantizedKernels(kernels);
        const std::string name = kernels == QuantizedKernels::Portable ? "portable" : "best";
        for (const DType type : {DType::Q8_0, DType::Q4_0}) {
            const std::string what = protocol::toString(type) + ", " + name + " kernels";
            CpuModelOptions reference = optionsFor(shape, DType::F32, 2, 20);
            reference.roundedThrough = type;
            auto blocks = makeCpuModel(optionsFor(shape, type, 2, 20));
            auto dequantized = makeCpuModel(reference);
            const std::vector<std::int32_t> wide = promptFor(17, 20, 3, shape.vocab);
            const std::vector<float> wideBlocks = blocks->step(wide, 20, 3, 0, true).logits;
            const std::vector<float> wideReference = dequantized->step(wide, 20, 3, 0, true).logits;
            if (blockPrefillUsesIntegers()) {
                const double prefill = relative(wideBlocks, wideReference);
                std::cout << what << ": prefill logits (20 rows) within " << prefill
                          << " of the largest logit of the dequantized run\n";
                EXPECT_GT(prefill, 0.0) << what;
                EXPECT_LE(prefill, 0.03) << what;
            } else {
                EXPECT_EQ(wideBlocks, wideReference) << what << ": 20 rows";
            }

            blocks->resetCache();
            dequantized->resetCache();
            const std::vector<std::int32_t> prompt = promptFor(18, 2, 12, shape.vocab);
            std::vector<std::int32_t> tokens = dequantized->step(prompt, 2, 12, 0, false).nextTokens;
            blocks->step(prompt, 2, 12, 0, false);
            double worst = 0;
            for (std::uint32_t step = 0; step < 3; ++step) {
                const StepOutput x = blocks->step(tokens, 2, 1, 12 + step, true);
                const StepOutput y = dequantized->step(tokens, 2, 1, 12 + step, true);
                worst = std::max(worst, relative(x.logits, y.logits));
                tokens = y.nextTokens; // both go on from the same tokens
            }
            std::cout << what << ": decode logits within " << worst
                      << " of the largest logit of the dequantized run\n";
            EXPECT_GT(worst, 0.0) << what; // the activations are quantized: something moves
            EXPECT_LE(worst, 0.03) << what;
        }
    }
    useQuantizedKernels(QuantizedKernels::Best);
}

TEST(CpuModel, BlockWeightsStayCloseToTheExactWeights)
{
    // What the blocks cost against the weights as made (f32): Q8_0 keeps about 8 bits per value,
    // Q4_0 about 4; the logits move accordingly (observed: see the output).
    const protocol::ModelShape shape = tinyShape();
    const std::vector<std::int32_t> prompt = promptFor(9, 1, 6, shape.vocab);
    const std::vector<float> exact
        = makeCpuModel(optionsFor(shape, DType::F32, 2, 1, 8))->step(prompt, 1, 6, 0, true).logits;
    for (const auto &[type, tolerance] : {std::pair{DType::Q8_0, 0.05}, std::pair{DType::Q4_0, 0.3}}) {
        const std::vector<float> logits
            = makeCpuModel(optionsFor(shape, type, 2, 1, 8))->step(prompt, 1, 6, 0, true).logits;
        const double relative = maxAbsDiff(exact, logits) / maxAbs(exact);
        std::cout << protocol::toString(type) << ": logits within " << relative
                  << " of the f32 run's largest\n";
        EXPECT_GT(relative, 0.0);
        EXPECT_LE(relative, tolerance) << protocol::toString(type);
    }
}

/// Prefill P tokens, decode one: the decode step's logits (KV cache) equal those of one prefill of
/// all P + 1 tokens (full recomputation), within fp32 rounding of different summation orders.
void expectCacheEqualsRecomputation(const protocol::ModelShape &shape, DType dtype, std::uint32_t batch,
                                    std::uint32_t promptTokens, double tolerance)
{
    const std::uint32_t context = promptTokens + 2;
    auto model = makeCpuModel(optionsFor(shape, dtype, 2, batch, context));
    const std::vector<std::int32_t> prompt = promptFor(11, batch, promptTokens, shape.vocab);
    const StepOutput prefill = model->step(prompt, batch, promptTokens, 0, false);
    const StepOutput decode = model->step(prefill.nextTokens, batch, 1, promptTokens, true);

    std::vector<std::int32_t> longer;
    for (std::uint32_t b = 0; b < batch; ++b) {
        longer.insert(longer.end(), prompt.begin() + std::ptrdiff_t(b) * promptTokens,
                      prompt.begin() + std::ptrdiff_t(b + 1) * promptTokens);
        longer.push_back(prefill.nextTokens[b]);
    }
    model->resetCache();
    const StepOutput whole = model->step(longer, batch, promptTokens + 1, 0, true);

    ASSERT_EQ(decode.logits.size(), shape.vocab);
    ASSERT_EQ(whole.logits.size(), shape.vocab);
    const double diff = maxAbsDiff(decode.logits, whole.logits);
    EXPECT_LE(diff, tolerance * maxAbs(whole.logits))
        << protocol::toString(dtype) << ": max |diff| " << diff << ", max |logit| " << maxAbs(whole.logits);
    EXPECT_EQ(decode.nextTokens, whole.nextTokens);
}

TEST(CpuModel, DecodeWithTheKvCacheEqualsRecomputingTheSequence)
{
    // Tolerance: max |diff| ≤ 1e-4 × max |logit| (the same weights, other summation orders).
    expectCacheEqualsRecomputation(tinyShape(), DType::F32, 2, 9, 1e-4);
    expectCacheEqualsRecomputation(tinyShape(), DType::BF16, 2, 9, 1e-4);
    // 2 × 20 rows: the recomputation takes the GEMM path, the decode step the memory-bound one.
    expectCacheEqualsRecomputation(tinyShape(), DType::F32, 2, 20, 1e-4);
}

TEST(CpuModel, APrefillInSeveralPassesEqualsTokenByToken)
{
    // A wide MLP makes a pass row large (about 770 KB of activations), so a pass holds fewer than
    // 100 rows: a prefill of 2 × 48 positions takes two passes (42 and 6 positions per sequence).
    protocol::ModelShape shape;
    shape.name = "custom";
    shape.layers = 1;
    shape.hidden = 16;
    shape.heads = 1;
    shape.kvHeads = 1;
    shape.headDim = 16;
    shape.intermediate = 65536;
    shape.vocab = 97;
    shape.ropeTheta = 10000.0;
    ASSERT_EQ(protocol::benchProblemText(protocol::shapeProblem(shape)), "");
    constexpr std::uint32_t batch = 2;
    constexpr std::uint32_t promptTokens = 48;
    const std::vector<std::int32_t> prompt = promptFor(13, batch, promptTokens, shape.vocab);

    auto model = makeCpuModel(optionsFor(shape, DType::F32, 2, batch, promptTokens));
    const StepOutput passes = model->step(prompt, batch, promptTokens, 0, true);

    model->resetCache();
    StepOutput last;
    for (std::uint32_t position = 0; position < promptTokens; ++position) {
        std::vector<std::int32_t> tokens;
        for (std::uint32_t b = 0; b < batch; ++b)
            tokens.push_back(prompt[std::size_t(b) * promptTokens + position]);
        last = model->step(tokens, batch, 1, position, position + 1 == promptTokens);
    }
    ASSERT_EQ(passes.logits.size(), shape.vocab);
    EXPECT_LE(maxAbsDiff(passes.logits, last.logits), 1e-4 * maxAbs(last.logits));
    EXPECT_EQ(passes.nextTokens, last.nextTokens);
}

TEST(CpuModel, RefusesWhatItCannotBuild)
{
    const protocol::ModelShape shape = tinyShape();
    const auto refuses = [](const CpuModelOptions &options, const std::string &expected) {
        try {
            makeCpuModel(options);
            ADD_FAILURE() << "built, expected a refusal mentioning '" << expected << "'";
        } catch (const std::invalid_argument &e) {
            EXPECT_NE(std::string(e.what()).find(expected), std::string::npos) << e.what();
        }
    };
    refuses(optionsFor(shape, DType::F16, 1), "f16");
    refuses(optionsFor(shape, DType::Unknown, 1), "f32, bf16, q8_0 or q4_0");

    // Tensor parallel over 4: 704 / 4 = 176 intermediate columns per rank, not whole blocks.
    CpuModelOptions partBlocks = optionsFor(shape, DType::Q8_0, 1);
    partBlocks.layout = BenchLayout::TensorParallel;
    partBlocks.worldSize = 4;
    refuses(partBlocks, "q8_0 stores weights in blocks of 32");
    CpuModelOptions roundedBf16 = optionsFor(shape, DType::BF16, 1);
    roundedBf16.roundedThrough = DType::Q4_0;
    refuses(roundedBf16, "rounded through");

    CpuModelOptions replicas = optionsFor(shape, DType::F32, 1);
    replicas.layout = BenchLayout::Replicas;
    refuses(replicas, "layout");
    CpuModelOptions unknown = optionsFor(shape, DType::F32, 1);
    unknown.layout = BenchLayout::Unknown;
    refuses(unknown, "layout");

    CpuModelOptions noComm = optionsFor(shape, DType::F32, 1);
    noComm.layout = BenchLayout::TensorParallel;
    noComm.worldSize = 2;
    refuses(noComm, "communicator");

    CpuModelOptions singleOfTwo = optionsFor(shape, DType::F32, 1);
    singleOfTwo.worldSize = 2;
    refuses(singleOfTwo, "one rank");

    CpuModelOptions rankOutside = optionsFor(shape, DType::F32, 1);
    rankOutside.rank = 1;
    refuses(rankOutside, "rank");

    CpuModelOptions tooSplit = optionsFor(shape, DType::F32, 1);
    tooSplit.layout = BenchLayout::TensorParallel;
    tooSplit.worldSize = 3; // 8 heads do not divide by 3
    tooSplit.comm = nullptr;
    EXPECT_THROW(makeCpuModel(tooSplit), std::invalid_argument);

    refuses(optionsFor(shape, DType::F32, 1, 0, 8), "KV cache");
    refuses(optionsFor(shape, DType::F32, 1, 1, 0), "KV cache");

    protocol::ModelShape broken = shape;
    broken.kvHeads = 3;
    EXPECT_THROW(makeCpuModel(optionsFor(broken, DType::F32, 1)), std::invalid_argument);
}

TEST(CpuModel, StepsOutsideTheCacheOrWithWrongTokensAreErrors)
{
    const protocol::ModelShape shape = tinyShape();
    auto model = makeCpuModel(optionsFor(shape, DType::F32, 1, 2, 8));
    const std::vector<std::int32_t> prompt = promptFor(1, 2, 4, shape.vocab);
    EXPECT_THROW(model->step(prompt, 3, 4, 0, false), std::runtime_error);  // batch > maxBatch
    EXPECT_THROW(model->step(prompt, 2, 4, 5, false), std::runtime_error);  // beyond the context
    EXPECT_THROW(model->step(prompt, 2, 4, 2, false), std::runtime_error);  // nothing cached yet
    EXPECT_THROW(model->step(prompt, 2, 3, 0, false), std::runtime_error);  // wrong token count
    EXPECT_THROW(model->step({0, -1}, 2, 1, 0, false), std::runtime_error); // negative id
    EXPECT_THROW(model->step({0, std::int32_t(shape.vocab)}, 2, 1, 0, false), std::runtime_error);
    EXPECT_THROW(model->step({}, 2, 0, 0, false), std::runtime_error); // no new tokens
    const StepOutput out = model->step(prompt, 2, 4, 0, false);
    EXPECT_NO_THROW(model->step(out.nextTokens, 2, 1, 4, false));
    model->resetCache();
    EXPECT_THROW(model->step(out.nextTokens, 2, 1, 4, false), std::runtime_error);
}

TEST(CpuModel, MeasuresTheReadBandwidthAndNamesTheCpu)
{
    // Small arrays: this checks the measurement runs, not the machine's speed.
    const double gbps = measureCpuReadGBps(2, std::size_t(8) << 20, 2);
    EXPECT_GT(gbps, 0.0);
    EXPECT_TRUE(std::isfinite(gbps));
    // On a given pool too (the model measures on its own threads), with one pass.
    ThreadPool pool(3);
    const double onPool = measureCpuReadGBps(pool, std::size_t(1) << 20, 1);
    EXPECT_GT(onPool, 0.0);
    EXPECT_TRUE(std::isfinite(onPool));
    EXPECT_FALSE(cpuModelName().empty());
}

TEST(CpuModel, MemoryAvailableIsReadFromProc)
{
    const auto available = memoryAvailableBytes();
    ASSERT_TRUE(available.has_value()) << "Linux has MemAvailable in /proc/meminfo";
    EXPECT_GT(*available, 0u);
}

/// The CPU benchmark, printed, not asserted (run it in a Release build, on an idle node):
///   shardscope-bench-tests --gtest_also_run_disabled_tests --gtest_filter='*DISABLED_Llama1BDecode*'
/// Batch-1 decode of the llama-3.2-1b shape with 2 threads, f32 and bf16, as a fraction of the
/// read-bandwidth roofline (bytes per step: protocol::rankBytesPerDecodeStep). Target: at least 70 %.
TEST(CpuModel, DISABLED_Llama1BDecodeAgainstTheRoofline)
{
    const auto shape = protocol::presetModelShape("llama-3.2-1b");
    ASSERT_TRUE(shape);
    constexpr std::uint32_t threads = 2;
    constexpr std::uint32_t promptTokens = 8;
    constexpr std::uint32_t steps = 20;
    for (const DType dtype : {DType::F32, DType::BF16}) {
        const auto start = std::chrono::steady_clock::now();
        auto model = makeCpuModel(optionsFor(*shape, dtype, threads, 1, promptTokens + steps + 2));
        const double buildSeconds
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double readGBps = model->measureMemoryBandwidthGBps();
        StepOutput out = model->step(promptFor(1, 1, promptTokens, shape->vocab), 1, promptTokens, 0, false);
        out = model->step(out.nextTokens, 1, 1, promptTokens, false); // warm-up
        std::vector<double> stepMs;
        for (std::uint32_t i = 1; i <= steps; ++i) {
            const auto before = std::chrono::steady_clock::now();
            out = model->step(out.nextTokens, 1, 1, promptTokens + i, false);
            stepMs.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - before).count());
        }
        std::sort(stepMs.begin(), stepMs.end());
        const double medianMs = stepMs[stepMs.size() / 2];
        const protocol::RankSlice slice = protocol::rankSlice(*shape, BenchLayout::Single, 1, 0);
        const double bytes = double(
            protocol::rankBytesPerDecodeStep(*shape, dtype, DType::F32, slice, 1, promptTokens + steps / 2));
        const double gbps = bytes / (medianMs * 1e-3) / 1e9;
        std::cout << "[ bench    ] " << shape->name << " " << protocol::toString(dtype) << ", "
                  << model->deviceName() << ": weights made in " << buildSeconds
                  << " s; decode batch 1: median " << medianMs << " ms/token (best " << stepMs.front()
                  << ", worst " << stepMs.back() << "), " << bytes / 1e9 << " GB/step = " << gbps
                  << " GB/s; read bandwidth " << readGBps << " GB/s; " << 100 * gbps / readGBps
                  << " % of the roofline (target >= 70 %)\n";
    }
}

} // namespace
} // namespace shardscope::bench
