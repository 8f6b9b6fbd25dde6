// The CPU engine's kernels against naive double-precision references: fp32 and bf16 weights,
// several thread counts, odd sizes and strides, both matrix-product paths.

#include "remote-agent/bench/CpuKernels.h"
#include "remote-agent/bench/GemmTile.h"

#include "remote-agent/bench/Weights.h"

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace shardscope::bench {
namespace {

using protocol::DType;

std::vector<float> randomValues(std::size_t n, std::uint32_t seed, float scale = 1.0f)
{
    std::mt19937 generator(seed);
    std::uniform_real_distribution<float> distribution(-scale, scale);
    std::vector<float> values(n);
    for (float &value : values)
        value = distribution(generator);
    return values;
}

/// `n` values (a multiple of 32) as blocks of `type`, one after another.
void fillWeightsFrom(const float *values, DType type, std::size_t n, std::uint8_t *out)
{
    for (std::size_t b = 0; b < n / 32; ++b) {
        if (type == DType::Q8_0)
            quantizeBlock(values + b * 32, reinterpret_cast<BlockQ8_0 *>(out)[b]);
        else
            quantizeBlock(values + b * 32, reinterpret_cast<BlockQ4_0 *>(out)[b]);
    }
}

/// The values of `count` (a multiple of 32) values' blocks of `type`, one after another at `in`.
void dequantizedBlocks(const void *in, DType type, std::size_t count, float *out)
{
    for (std::size_t b = 0; b < count / 32; ++b) {
        if (type == DType::Q8_0)
            dequantizeBlock(static_cast<const BlockQ8_0 *>(in)[b], out + b * 32);
        else
            dequantizeBlock(static_cast<const BlockQ4_0 *>(in)[b], out + b * 32);
    }
}

/// A random W [rows][cols] in `dtype`, and the same numbers as doubles (bf16 widened exactly, blocks
/// dequantized; block rows in BlockLayout: groups of eight rows, then the rest).
struct TestMatrix {
    std::vector<float> f32;
    std::vector<std::uint16_t> bf16;
    std::vector<std::uint8_t> blocks;
    std::vector<double> exact;
    WeightMatrix view;
};

TestMatrix randomMatrix(DType dtype, std::size_t rows, std::size_t cols, std::uint32_t seed)
{
    TestMatrix m;
    const std::vector<float> values = randomValues(rows * cols, seed);
    m.exact.resize(values.size());
    if (dtype == DType::F32) {
        m.f32 = values;
        for (std::size_t i = 0; i < values.size(); ++i)
            m.exact[i] = values[i];
        m.view = {m.f32.data(), dtype, rows, cols};
    } else if (dtype == DType::BF16) {
        m.bf16.resize(values.size());
        for (std::size_t i = 0; i < values.size(); ++i) {
            m.bf16[i] = floatToBf16(values[i]);
            m.exact[i] = bf16ToFloat(m.bf16[i]);
        }
        m.view = {m.bf16.data(), dtype, rows, cols};
    } else {
        const BlockLayout layout{dtype, rows, cols};
        m.blocks.resize(protocol::weightBytes(dtype, rows * cols));
        std::vector<std::uint8_t> row(protocol::weightBytes(dtype, cols));
        std::vector<float> dequantized(cols);
        for (std::size_t o = 0; o < rows; ++o) {
            fillWeightsFrom(values.data() + o * cols, dtype, cols, row.data());
            layout.writeRow(m.blocks.data(), o, row.data());
            dequantizedBlocks(row.data(), dtype, cols, dequantized.data());
            std::copy(dequantized.begin(), dequantized.end(), m.exact.begin() + std::ptrdiff_t(o * cols));
        }
        m.view = {m.blocks.data(), dtype, rows, cols};
    }
    return m;
}

TEST(ThreadPool, RunsEveryIndexOnceEveryTime)
{
    for (const std::uint32_t threads : {1u, 2u, 5u}) {
        ThreadPool pool(threads);
        ASSERT_EQ(pool.size(), threads);
        for (int round = 0; round < 2000; ++round) {
            std::vector<std::atomic<int>> calls(threads);
            pool.run([&](std::uint32_t index) { calls.at(index).fetch_add(1); });
            for (std::uint32_t index = 0; index < threads; ++index)
                ASSERT_EQ(calls[index].load(), 1) << "threads " << threads << " round " << round;
        }
    }
}

TEST(ThreadPool, ZeroThreadsMeansOne)
{
    ThreadPool pool(0);
    EXPECT_EQ(pool.size(), 1u);
}

TEST(ThreadPool, RethrowsAWorkersExceptionAndStaysUsable)
{
    ThreadPool pool(3);
    EXPECT_THROW(pool.run([](std::uint32_t index) {
        if (index == 2)
            throw std::runtime_error("worker failed");
    }),
                 std::runtime_error);
    EXPECT_THROW(pool.run([](std::uint32_t index) {
        if (index == 0)
            throw std::logic_error("caller failed");
    }),
                 std::logic_error);
    std::atomic<int> calls{0};
    pool.run([&](std::uint32_t) { calls.fetch_add(1); });
    EXPECT_EQ(calls.load(), 3);
}

TEST(ThreadPool, SleepingWorkersWakeForTheNextRun)
{
    ThreadPool pool(2);
    std::atomic<int> calls{0};
    pool.run([&](std::uint32_t) { calls.fetch_add(1); });
    // Long enough for the workers to stop spinning and sleep on the futex.
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    pool.run([&](std::uint32_t) { calls.fetch_add(1); });
    EXPECT_EQ(calls.load(), 4);
}

TEST(SplitRange, PartsCoverEverythingOnceAndDifferByAtMostOne)
{
    for (const std::size_t count : {0ul, 1ul, 7ul, 64ul, 1000003ul}) {
        for (const std::uint32_t parts : {1u, 2u, 3u, 7u}) {
            std::size_t next = 0;
            std::size_t smallest = std::numeric_limits<std::size_t>::max();
            std::size_t largest = 0;
            for (std::uint32_t index = 0; index < parts; ++index) {
                const IndexRange range = splitRange(count, parts, index);
                EXPECT_EQ(range.begin, next);
                next = range.end;
                smallest = std::min(smallest, range.end - range.begin);
                largest = std::max(largest, range.end - range.begin);
            }
            EXPECT_EQ(next, count);
            EXPECT_LE(largest - smallest, 1u);
        }
    }
}

TEST(MatmulRowRange, BlocksCoverEveryRowInBlocksOfSixteen)
{
    for (const std::size_t rows : {1ul, 15ul, 16ul, 17ul, 2048ul, 128257ul}) {
        for (const std::uint32_t threads : {1u, 2u, 3u, 8u}) {
            std::size_t next = 0;
            for (std::uint32_t index = 0; index < threads; ++index) {
                const IndexRange range = matmulRowRange(rows, threads, index);
                EXPECT_EQ(range.begin, next);
                if (range.end < rows) {
                    EXPECT_EQ(range.end % 16, 0u);
                }
                next = range.end;
            }
            EXPECT_EQ(next, rows);
        }
    }
}

struct MatmulCase {
    DType dtype;
    std::size_t wRows;
    std::size_t cols;
    std::size_t xRows;
};

std::string caseName(const ::testing::TestParamInfo<MatmulCase> &info)
{
    return protocol::toString(info.param.dtype) + "_" + std::to_string(info.param.wRows) + "x"
           + std::to_string(info.param.cols) + "_rows" + std::to_string(info.param.xRows);
}

class Matmul : public ::testing::TestWithParam<MatmulCase>
{
};

/// Whether y (c.xRows rows, yStride floats apart) is the product to fp32 accuracy, each element
/// against its double sum Σ_i term(o, r, i) within 1e-5 of the sum of the terms' magnitudes (well
/// inside n × 2^-24 of it; a wrong element or a missed term is off by the order of the magnitude
/// itself), and whether y's padding is still `sentinel`. The first mismatch is the failure.
template<typename Term>
::testing::AssertionResult isTheProduct(const std::vector<float> &y, std::size_t yStride, const MatmulCase &c,
                                        float sentinel, const Term &term)
{
    for (std::size_t r = 0; r < c.xRows; ++r) {
        for (std::size_t o = 0; o < c.wRows; ++o) {
            double exact = 0;
            double magnitude = 0;
            for (std::size_t i = 0; i < c.cols; ++i) {
                exact += term(o, r, i);
                magnitude += std::abs(term(o, r, i));
            }
            const double got = y[r * yStride + o];
            if (!(std::abs(got - exact) <= 1e-5 * magnitude + 1e-6))
                return ::testing::AssertionFailure()
                       << "row " << r << " output " << o << ": " << got << " against " << exact;
        }
        for (std::size_t o = c.wRows; o < yStride; ++o)
            if (y[r * yStride + o] != sentinel)
                return ::testing::AssertionFailure() << "padding of y row " << r << " was written";
    }
    return ::testing::AssertionSuccess();
}

TEST_P(Matmul, MatchesTheDoubleReferenceForAnyThreadCountBitForBitWithEitherGemm)
{
    const MatmulCase c = GetParam();
    const TestMatrix w = randomMatrix(c.dtype, c.wRows, c.cols, 11);
    // Strided x and y: padding that must stay untouched.
    const std::size_t xStride = c.cols + 3;
    const std::size_t yStride = c.wRows + 5;
    const std::vector<float> x = randomValues(c.xRows * xStride, 12);
    constexpr float sentinel = 12345.0f;

    // Both builds of the GEMM (GemmTile.h; the same one twice on a CPU without AVX2 and FMA), each
    // the same bits for any thread count.
    for (const GemmKernels gemm : {GemmKernels::Best, GemmKernels::Baseline}) {
        useGemmKernels(gemm);
        std::vector<float> first;
        for (const std::uint32_t threads : {1u, 2u, 3u, 7u}) {
            ThreadPool pool(threads);
            MatmulScratch scratch(threads, c.cols);
            std::vector<float> y(c.xRows * yStride, sentinel);
            matmul(pool, w.view, x.data(), xStride, c.xRows, y.data(), yStride, scratch);
            ASSERT_TRUE(isTheProduct(y, yStride, c, sentinel,
                                     [&](std::size_t o, std::size_t r, std::size_t i) {
                                         return w.exact[o * c.cols + i] * double(x[r * xStride + i]);
                                     }))
                << "threads " << threads;
            if (first.empty())
                first = y;
            else
                EXPECT_EQ(y, first) << "threads " << threads << " changed the result";
        }
    }
    useGemmKernels(GemmKernels::Best);
}

INSTANTIATE_TEST_SUITE_P(
    Kernels, Matmul,
    ::testing::Values(MatmulCase{DType::F32, 1, 1, 1}, MatmulCase{DType::F32, 7, 13, 1},
                      MatmulCase{DType::F32, 37, 29, 3}, MatmulCase{DType::F32, 130, 77, 5},
                      MatmulCase{DType::F32, 33, 64, 16}, MatmulCase{DType::F32, 65, 257, 17},
                      MatmulCase{DType::F32, 200, 100, 40}, MatmulCase{DType::BF16, 1, 1, 1},
                      MatmulCase{DType::BF16, 7, 13, 1}, MatmulCase{DType::BF16, 37, 29, 3},
                      MatmulCase{DType::BF16, 130, 77, 5}, MatmulCase{DType::BF16, 65, 257, 17},
                      MatmulCase{DType::BF16, 200, 100, 40}),
    caseName);

TEST(Matmul, DecodePathGivesEachRowTheSameBitsWhateverTheOtherRows)
{
    // Batch invariance of the memory-bound path: a sequence's numbers do not depend on its batch.
    for (const DType dtype : {DType::F32, DType::BF16}) {
        const TestMatrix w = randomMatrix(dtype, 45, 83, 21);
        const std::vector<float> x = randomValues(kMatmulGemvMaxRows * 83, 22);
        ThreadPool pool(2);
        MatmulScratch scratch(2, 83);
        std::vector<float> alone(45);
        matmul(pool, w.view, x.data(), 83, 1, alone.data(), 45, scratch);
        for (std::size_t rows = 2; rows <= kMatmulGemvMaxRows; ++rows) {
            std::vector<float> batch(rows * 45);
            matmul(pool, w.view, x.data(), 83, rows, batch.data(), 45, scratch);
            EXPECT_EQ(std::vector<float>(batch.begin(), batch.begin() + 45), alone) << "rows " << rows;
        }
    }
}

TEST(MatmulBlocks, EveryRowHasTheSameBitsInADecodeStepAndInAPrefill)
{
    // With integer prefill, a row of x gets the same numbers alone (decode) as in a prefill of any
    // length (chunks of kMatmulChunkRows, four rows at a time): prefill and decode agree exactly.
    constexpr std::size_t wRows = 45; // five groups of eight, then five rows
    constexpr std::size_t cols = 96;
    constexpr std::size_t most = 2 * kMatmulChunkRows + 7;
    const std::vector<float> x = randomValues(most * cols, 23, 3.0f);
    for (const QuantizedKernels kernels : {QuantizedKernels::Best, QuantizedKernels::Portable}) {
        useQuantizedKernels(kernels);
        if (!blockPrefillUsesIntegers())
            continue; // W widened for the f32 GEMM: that prefill multiplies x itself
        for (const DType dtype : {DType::Q8_0, DType::Q4_0}) {
            const TestMatrix w = randomMatrix(dtype, wRows, cols, 24);
            ThreadPool pool(2);
            MatmulScratch scratch(2, cols);
            std::vector<float> alone(most * wRows);
            for (std::size_t r = 0; r < most; ++r)
                matmul(pool, w.view, x.data() + r * cols, cols, 1, alone.data() + r * wRows, wRows, scratch);
            for (const std::size_t rows : {std::size_t(17), std::size_t(kMatmulChunkRows), most}) {
                std::vector<float> batch(rows * wRows);
                matmul(pool, w.view, x.data(), cols, rows, batch.data(), wRows, scratch);
                EXPECT_EQ(batch,
                          std::vector<float>(alone.begin(), alone.begin() + std::ptrdiff_t(rows * wRows)))
                    << protocol::toString(dtype) << ", rows " << rows << ", "
                    << (kernels == QuantizedKernels::Portable ? "portable" : "best") << " kernels";
            }
        }
    }
    useQuantizedKernels(QuantizedKernels::Best);
}

TEST(Matmul, RefusesF16AndATooNarrowScratch)
{
    ThreadPool pool(1);
    MatmulScratch scratch(1, 4);
    std::vector<std::uint16_t> w(8 * 8);
    std::vector<float> x(kMatmulGemvMaxRows * 2 * 8);
    std::vector<float> y(kMatmulGemvMaxRows * 2 * 8);
    EXPECT_THROW(matmul(pool, {w.data(), DType::F16, 8, 8}, x.data(), 8, 1, y.data(), 8, scratch),
                 std::invalid_argument);
    // bf16 needs scratch as wide as W in both paths.
    EXPECT_THROW(matmul(pool, {w.data(), DType::BF16, 8, 8}, x.data(), 8, 1, y.data(), 8, scratch),
                 std::invalid_argument);
    EXPECT_THROW(matmul(pool, {w.data(), DType::BF16, 8, 8}, x.data(), 8, kMatmulGemvMaxRows + 1, y.data(), 8,
                        scratch),
                 std::invalid_argument);
}

TEST(HalfPrecision, EveryHalfRoundTripsAndFloatsRoundToNearestEven)
{
    for (std::uint32_t bits = 0; bits < 0x10000; ++bits) {
        const auto half = std::uint16_t(bits);
        if ((half & 0x7C00) == 0x7C00 && (half & 0x03FF) != 0)
            continue; // NaN: kept a NaN, not bit for bit
        ASSERT_EQ(floatToHalf(halfToFloat(half)), half) << "half 0x" << std::hex << bits;
    }
    EXPECT_TRUE(std::isnan(halfToFloat(floatToHalf(std::numeric_limits<float>::quiet_NaN()))));
    EXPECT_EQ(floatToHalf(1.0f), 0x3C00);
    EXPECT_EQ(floatToHalf(-2.0f), 0xC000);
    EXPECT_EQ(floatToHalf(65504.0f), 0x7BFF);
    EXPECT_EQ(floatToHalf(65519.0f), 0x7BFF);
    EXPECT_EQ(floatToHalf(65520.0f), 0x7C00); // halfway to the next power: infinity
    EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -24)), 0x0001);
    EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -25)), 0x0000);        // a tie: to even
    EXPECT_EQ(floatToHalf(std::ldexp(3.0f, -25)), 0x0002);        // a tie: to even
    EXPECT_EQ(floatToHalf(1.0f + std::ldexp(1.0f, -11)), 0x3C00); // a tie: to even
    EXPECT_EQ(floatToHalf(1.0f + std::ldexp(3.0f, -11)), 0x3C02);
}

TEST(QuantBlocks, AreLlamaCppsReferenceBlocks)
{
    float x[32];
    for (int j = 0; j < 32; ++j)
        x[j] = float(j - 16);
    // Q8_0: d = 16 / 127, q = round(x × 127 / 16).
    BlockQ8_0 q8;
    quantizeBlock(x, q8);
    EXPECT_EQ(q8.d, floatToHalf(16.0f / 127.0f));
    EXPECT_EQ(q8.qs[0], -127);
    EXPECT_EQ(q8.qs[16], 0);
    EXPECT_EQ(q8.qs[31], 119); // 15 × 127 / 16 = 119.06
    // Q4_0: the largest magnitude is −16, so d = 2 and q = trunc(x / 2 + 8.5), at most 15; byte j
    // holds value j low and value j + 16 high.
    BlockQ4_0 q4;
    quantizeBlock(x, q4);
    EXPECT_EQ(q4.d, floatToHalf(2.0f));
    EXPECT_EQ(q4.qs[0], 0x80);  // −16 → 0, 0 → 8
    EXPECT_EQ(q4.qs[15], 0xF8); // −1 → 8 (trunc 8.0), 15 → 16, held at 15
    float back[32];
    dequantizeBlock(q4, back);
    EXPECT_EQ(back[0], -16.0f);
    EXPECT_EQ(back[16], 0.0f);
    EXPECT_EQ(back[31], 14.0f);
    // All zeros: d = 0, every number 0 (Q8_0) or 8 (Q4_0), every value 0.
    float zeros[32] = {};
    quantizeBlock(zeros, q8);
    quantizeBlock(zeros, q4);
    dequantizeBlock(q4, back);
    EXPECT_EQ(q8.d, 0);
    EXPECT_EQ(q4.qs[3], 0x88);
    EXPECT_EQ(back[7], 0.0f);
}

TEST(QuantBlocks, FilledWeightsAreTheDefinitionRoundedThroughTheBlocks)
{
    constexpr std::size_t count = 32 * 40;
    std::vector<float> exact(count);
    fillWeights(exact.data(), DType::F32, 5, layerTensor(2, kWup), 64, count, WeightKind::Matrix, 0.25f);
    for (const DType type : {DType::Q8_0, DType::Q4_0}) {
        std::vector<std::uint8_t> blocks(protocol::weightBytes(type, count));
        fillWeights(blocks.data(), type, 5, layerTensor(2, kWup), 64, count, WeightKind::Matrix, 0.25f);
        std::vector<float> dequantized(count);
        dequantizedBlocks(blocks.data(), type, count, dequantized.data());
        std::vector<float> rounded = exact;
        roundThroughBlocks(rounded.data(), count, type);
        EXPECT_EQ(dequantized, rounded) << protocol::toString(type);
        // Each value within half a step of its block's scale (max / 127 for Q8_0), the half-precision
        // rounding of the scale aside; Q4_0 (step max / 8) within a whole step, since a value of the
        // other sign than the largest one can need the number 16, held at 15.
        for (std::size_t b = 0; b < count / 32; ++b) {
            float amax = 0;
            for (std::size_t j = 0; j < 32; ++j)
                amax = std::max(amax, std::abs(exact[b * 32 + j]));
            const float bound = type == DType::Q8_0 ? 0.5f * amax / 127.0f : amax / 8.0f;
            for (std::size_t j = 0; j < 32; ++j)
                ASSERT_LE(std::abs(dequantized[b * 32 + j] - exact[b * 32 + j]), bound * 1.01f + amax * 1e-3f)
                    << protocol::toString(type) << " value " << b * 32 + j;
        }
    }
    std::vector<std::uint8_t> blocks(protocol::weightBytes(DType::Q8_0, 64));
    EXPECT_THROW(fillWeights(blocks.data(), DType::Q8_0, 5, kWq, 0, 40, WeightKind::Matrix, 1.0f),
                 std::invalid_argument);
}

class MatmulBlocks : public ::testing::TestWithParam<MatmulCase>
{
};

/// A random W in a block type (BlockLayout: groups of eight rows, then the rest), the same values
/// dequantized, and x's rows taken to Q8_0 as the decode path does: d = max|x| / 127, q = round(x / d).
TEST_P(MatmulBlocks, AreTheIntegerProductsOfTheBlocksForAnyThreadCountAndEitherKernel)
{
    const MatmulCase c = GetParam();
    const TestMatrix matrix = randomMatrix(c.dtype, c.wRows, c.cols, 31);
    const WeightMatrix &w = matrix.view;
    // The layout gives every row back as it was written.
    for (std::size_t o = 0; o < c.wRows; ++o) {
        std::vector<float> back(c.cols);
        widenRow(w, o, back.data());
        ASSERT_EQ(std::vector<double>(back.begin(), back.end()),
                  std::vector<double>(matrix.exact.begin() + std::ptrdiff_t(o * c.cols),
                                      matrix.exact.begin() + std::ptrdiff_t((o + 1) * c.cols)))
            << "row " << o;
    }
    const std::size_t xStride = c.cols + 5;
    const std::size_t yStride = c.wRows + 3;
    const std::vector<float> x = randomValues(c.xRows * xStride, 32, 3.0f);
    // What the product must be: x taken to Q8_0 (decode, and prefill's integer kernels), or x itself
    // (prefill with W widened for the f32 GEMM, on a CPU without VNNI).
    const auto xUsed = [&](bool quantized) {
        std::vector<double> used(c.xRows * c.cols);
        for (std::size_t r = 0; r < c.xRows; ++r) {
            for (std::size_t b = 0; b < c.cols / 32; ++b) {
                const float *block = x.data() + r * xStride + b * 32;
                float amax = 0;
                for (std::size_t j = 0; j < 32; ++j)
                    amax = std::max(amax, std::abs(block[j]));
                const float d = amax / 127.0f;
                for (std::size_t j = 0; j < 32; ++j)
                    used[r * c.cols + b * 32 + j]
                        = quantized ? double(std::round(block[j] * (1.0f / d))) * double(d)
                                    : double(block[j]);
            }
        }
        return used;
    };
    constexpr float sentinel = 12345.0f;
    std::vector<float> firstOfIntegers; // every integer kernel, any threads: the same bits
    for (const QuantizedKernels kernels : {QuantizedKernels::Best, QuantizedKernels::Portable}) {
        useQuantizedKernels(kernels);
        const bool integers = c.xRows <= kMatmulGemvMaxRows || blockPrefillUsesIntegers();
        const std::vector<double> used = xUsed(integers);
        const std::string name = kernels == QuantizedKernels::Portable ? "portable" : "best";
        std::vector<float> first;
        for (const std::uint32_t threads : {1u, 2u, 3u}) {
            ThreadPool pool(threads);
            MatmulScratch scratch(threads, c.cols);
            std::vector<float> y(c.xRows * yStride, sentinel);
            matmul(pool, w, x.data(), xStride, c.xRows, y.data(), yStride, scratch);
            ASSERT_TRUE(isTheProduct(y, yStride, c, sentinel,
                                     [&](std::size_t o, std::size_t r, std::size_t i) {
                                         return matrix.exact[o * c.cols + i] * used[r * c.cols + i];
                                     }))
                << "threads " << threads << ", " << name << " kernels";
            if (first.empty())
                first = y;
            else
                EXPECT_EQ(y, first) << "threads " << threads << ", " << name << " kernels changed the result";
        }
        if (!integers)
            continue;
        if (firstOfIntegers.empty())
            firstOfIntegers = first;
        else
            EXPECT_EQ(first, firstOfIntegers) << name << " kernels differ from the others";
    }
    useQuantizedKernels(QuantizedKernels::Best);
}

/// The same shapes in both block types: decode's paths (1, 3, 5, 16 rows of x) and prefill's (40
/// rows; 135: three chunks of x, the last not a multiple of four), W with and without rows after
/// its last group of eight.
std::vector<MatmulCase> blockCases()
{
    std::vector<MatmulCase> cases;
    for (const DType type : {DType::Q8_0, DType::Q4_0})
        for (const auto [wRows, cols, xRows] : {std::array<std::size_t, 3>{1, 32, 1},
                                                {37, 96, 3},
                                                {130, 64, 5},
                                                {65, 256, 16},
                                                {70, 160, 40},
                                                {333, 64, 1},
                                                {45, 96, 135}})
            cases.push_back({type, wRows, cols, xRows});
    return cases;
}

INSTANTIATE_TEST_SUITE_P(Kernels, MatmulBlocks, ::testing::ValuesIn(blockCases()), caseName);

TEST(MatmulBlocks, TheBestKernelsOnThisCpu)
{
    // Not a pass condition: says which kernels the test above compared with the portable ones.
    useQuantizedKernels(QuantizedKernels::Best);
    std::cout << "block products use " << (quantizedKernelsUseAvx2() ? "AVX2" : "the portable code")
              << " for decode and "
              << (blockPrefillUsesVnni()       ? "AVX-512 VNNI"
                  : blockPrefillUsesIntegers() ? "the portable code"
                                               : "W widened for the f32 GEMM")
              << " for prefill\n";
    useQuantizedKernels(QuantizedKernels::Portable);
    EXPECT_FALSE(quantizedKernelsUseAvx2());
    EXPECT_FALSE(blockPrefillUsesVnni());
    EXPECT_TRUE(blockPrefillUsesIntegers());
    useQuantizedKernels(QuantizedKernels::Best);
}

TEST(Matmul, TheBestGemmOnThisCpu)
{
    // Not a pass condition: says which GEMM builds the test above compared with the reference.
    useGemmKernels(GemmKernels::Best);
    std::cout << "prefill's GEMM uses " << (gemmUsesAvx2() ? "AVX2 and FMA" : "the baseline build") << '\n';
    useGemmKernels(GemmKernels::Baseline);
    EXPECT_FALSE(gemmUsesAvx2());
    useGemmKernels(GemmKernels::Best);
}

TEST(MatmulBlocks, RefuseRowsThatAreNotWholeBlocksAndATooNarrowScratch)
{
    ThreadPool pool(1);
    MatmulScratch scratch(1, 64);
    std::vector<std::uint8_t> w(protocol::weightBytes(DType::Q8_0, 8 * 64));
    std::vector<float> x(kMatmulGemvMaxRows * 2 * 64);
    std::vector<float> y(kMatmulGemvMaxRows * 2 * 64);
    EXPECT_THROW(matmul(pool, {w.data(), DType::Q8_0, 8, 40}, x.data(), 40, 1, y.data(), 8, scratch),
                 std::invalid_argument);
    MatmulScratch narrow(1, 32);
    EXPECT_THROW(matmul(pool, {w.data(), DType::Q4_0, 8, 64}, x.data(), 64, 1, y.data(), 8, narrow),
                 std::invalid_argument);
}

TEST(RmsNorm, MatchesTheDoubleReference)
{
    for (const std::size_t n : {1ul, 7ul, 256ul, 2049ul}) {
        const std::vector<float> x = randomValues(n, 31, 3.0f);
        const std::vector<float> gain = randomValues(n, 32);
        std::vector<float> out(n);
        rmsNorm(x.data(), gain.data(), n, 1e-5f, out.data());
        double sum = 0;
        for (const float value : x)
            sum += double(value) * value;
        const double inverse = 1.0 / std::sqrt(sum / double(n) + 1e-5);
        for (std::size_t i = 0; i < n; ++i)
            ASSERT_NEAR(out[i], double(x[i]) * inverse * gain[i],
                        1e-6 * (std::abs(double(x[i]) * inverse) + 1))
                << "n " << n << " i " << i;
        // In place too.
        std::vector<float> inPlace = x;
        rmsNorm(inPlace.data(), gain.data(), n, 1e-5f, inPlace.data());
        EXPECT_EQ(inPlace, out);
    }
}

TEST(ApplyRope, RotatesHalvesByPositionTimesTheFrequency)
{
    constexpr std::uint32_t heads = 3;
    constexpr std::uint32_t headDim = 10;
    constexpr double theta = 10000.0;
    for (const std::uint32_t position : {0u, 1u, 17u, 4000u}) {
        const std::vector<float> original = randomValues(heads * headDim, 41);
        std::vector<float> rotated = original;
        applyRope(rotated.data(), heads, headDim, position, theta);
        for (std::uint32_t h = 0; h < heads; ++h) {
            for (std::uint32_t j = 0; j < headDim / 2; ++j) {
                const double angle = position * std::pow(theta, -2.0 * j / headDim);
                const double a = original[h * headDim + j];
                const double b = original[h * headDim + j + headDim / 2];
                ASSERT_NEAR(rotated[h * headDim + j], a * std::cos(angle) - b * std::sin(angle), 1e-6);
                ASSERT_NEAR(rotated[h * headDim + j + headDim / 2], b * std::cos(angle) + a * std::sin(angle),
                            1e-6);
            }
        }
        if (position == 0) {
            EXPECT_EQ(rotated, original);
        }
    }
}

TEST(Swiglu, IsSiluOfGateTimesUp)
{
    const std::vector<float> gate = randomValues(37, 51, 8.0f);
    const std::vector<float> up = randomValues(37, 52, 2.0f);
    std::vector<float> out(37);
    swiglu(gate.data(), up.data(), gate.size(), out.data());
    for (std::size_t i = 0; i < gate.size(); ++i) {
        const double g = gate[i];
        const double expected = g / (1.0 + std::exp(-g)) * up[i];
        ASSERT_NEAR(out[i], expected, 1e-6 * (std::abs(expected) + 1)) << i;
    }
}

TEST(AddInPlace, AddsElementWise)
{
    std::vector<float> x = {1, 2, 3, -4, 0.5f};
    const std::vector<float> y = {0.5f, -2, 10, 4, 0.25f};
    addInPlace(x.data(), y.data(), x.size());
    EXPECT_EQ(x, (std::vector<float>{1.5f, 0, 13, 0, 0.75f}));
}

TEST(Argmax, PicksTheLowestIndexOfTheLargestAndNeverNaN)
{
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    const std::vector<float> ties = {1, 5, 2, 5, 5};
    EXPECT_EQ(argmax(ties.data(), ties.size()), 1u);
    const std::vector<float> withNaN = {nan, 1, nan, 3, 3};
    EXPECT_EQ(argmax(withNaN.data(), withNaN.size()), 3u);
    const std::vector<float> allNaN = {nan, nan};
    EXPECT_EQ(argmax(allNaN.data(), allNaN.size()), 0u);
    const std::vector<float> minusInfinity = {nan, -inf, -inf};
    EXPECT_EQ(argmax(minusInfinity.data(), minusInfinity.size()), 1u);
    const std::vector<float> one = {-7};
    EXPECT_EQ(argmax(one.data(), one.size()), 0u);
}

struct AttentionCase {
    std::uint32_t batch;
    std::uint32_t tokens;
    std::uint32_t position;
    std::uint32_t heads;
    std::uint32_t kvHeads;
    std::uint32_t headDim;
};

class Attention : public ::testing::TestWithParam<AttentionCase>
{
};

std::string attentionCaseName(const ::testing::TestParamInfo<AttentionCase> &info)
{
    const AttentionCase &c = info.param;
    return "b" + std::to_string(c.batch) + "_t" + std::to_string(c.tokens) + "_p" + std::to_string(c.position)
           + "_h" + std::to_string(c.heads) + "_kv" + std::to_string(c.kvHeads) + "_d"
           + std::to_string(c.headDim);
}

TEST_P(Attention, IsCausalGroupedQueryAttentionOverTheCache)
{
    const AttentionCase c = GetParam();
    const std::uint32_t contextCapacity = c.position + c.tokens + 3;
    const std::size_t headStride = std::size_t(contextCapacity) * c.headDim;
    const std::size_t sequenceStride = c.kvHeads * headStride;
    // The cache holds a sequence more than the pass uses, to check the pass reads only its own.
    std::vector<float> k = randomValues((c.batch + 1) * sequenceStride, 61, 2.0f);
    std::vector<float> v = randomValues((c.batch + 1) * sequenceStride, 62);
    const std::size_t rows = std::size_t(c.batch) * c.tokens;
    const std::size_t qStride = std::size_t(c.heads) * c.headDim + 7;
    const std::vector<float> q = randomValues(rows * qStride, 63, 2.0f);
    const std::size_t outStride = std::size_t(c.heads) * c.headDim + 2;

    std::vector<float> first;
    for (const std::uint32_t threads : {1u, 3u}) {
        ThreadPool pool(threads);
        std::vector<float> scores(threads * contextCapacity);
        std::vector<float> out(rows * outStride, -99.0f);
        AttentionArgs args;
        args.q = q.data();
        args.qStride = qStride;
        args.cache = {k.data(), v.data(), sequenceStride, headStride};
        args.batch = c.batch;
        args.tokens = c.tokens;
        args.position = c.position;
        args.heads = c.heads;
        args.kvHeads = c.kvHeads;
        args.headDim = c.headDim;
        args.out = out.data();
        args.outStride = outStride;
        attention(pool, args, scores.data(), contextCapacity);

        for (std::size_t row = 0; row < rows; ++row) {
            const std::size_t b = row / c.tokens;
            const std::size_t positions = c.position + row % c.tokens + 1;
            for (std::uint32_t h = 0; h < c.heads; ++h) {
                const std::size_t g = h / (c.heads / c.kvHeads);
                const float *qh = q.data() + row * qStride + h * c.headDim;
                const float *kh = k.data() + b * sequenceStride + g * headStride;
                const float *vh = v.data() + b * sequenceStride + g * headStride;
                std::vector<double> weights(positions);
                double maxScore = -1e300;
                for (std::size_t p = 0; p < positions; ++p) {
                    double dot = 0;
                    for (std::uint32_t d = 0; d < c.headDim; ++d)
                        dot += double(qh[d]) * kh[p * c.headDim + d];
                    weights[p] = dot / std::sqrt(double(c.headDim));
                    maxScore = std::max(maxScore, weights[p]);
                }
                double sum = 0;
                for (double &weight : weights) {
                    weight = std::exp(weight - maxScore);
                    sum += weight;
                }
                for (std::uint32_t d = 0; d < c.headDim; ++d) {
                    double expected = 0;
                    for (std::size_t p = 0; p < positions; ++p)
                        expected += weights[p] / sum * vh[p * c.headDim + d];
                    ASSERT_NEAR(out[row * outStride + h * c.headDim + d], expected, 1e-5)
                        << "row " << row << " head " << h << " d " << d << " threads " << threads;
                }
            }
            for (std::size_t d = std::size_t(c.heads) * c.headDim; d < outStride; ++d)
                ASSERT_EQ(out[row * outStride + d], -99.0f) << "padding of out row " << row << " was written";
        }
        if (first.empty())
            first = out;
        else
            EXPECT_EQ(out, first) << "threads " << threads << " changed the result";
    }
}

INSTANTIATE_TEST_SUITE_P(Kernels, Attention,
                         ::testing::Values(AttentionCase{1, 1, 0, 1, 1, 8},   // first decode position
                                           AttentionCase{2, 1, 9, 4, 2, 16},  // decode, GQA
                                           AttentionCase{1, 5, 0, 4, 4, 12},  // prefill, tail of headDim
                                           AttentionCase{3, 4, 6, 6, 2, 20},  // chunked prefill after a cache
                                           AttentionCase{2, 3, 2, 8, 1, 64}), // multi-query
                         attentionCaseName);

TEST(Attention, RefusesHeadsThatAreNotAMultipleOfKvHeadsAndAShortScoreBuffer)
{
    ThreadPool pool(1);
    std::vector<float> buffer(64);
    AttentionArgs args;
    args.q = buffer.data();
    args.cache = {buffer.data(), buffer.data(), 16, 8};
    args.batch = 1;
    args.tokens = 1;
    args.headDim = 8;
    args.out = buffer.data();
    args.heads = 3;
    args.kvHeads = 2;
    EXPECT_THROW(attention(pool, args, buffer.data(), 8), std::invalid_argument);
    args.heads = 2;
    args.position = 8;
    EXPECT_THROW(attention(pool, args, buffer.data(), 8), std::invalid_argument);
}

TEST(FillWeights, EqualsTheWeightsHeaderBitForBit)
{
    constexpr std::uint64_t seed = 0x1234567890ull;
    constexpr std::uint64_t first = (std::uint64_t(1) << 33) + 5; // beyond 32 bits of index
    constexpr std::size_t count = 1001;
    const std::uint32_t tensor = layerTensor(3, kWdown);
    const float scale = std::sqrt(3.0f / 704.0f);

    std::vector<float> f32(count);
    std::vector<std::uint16_t> bf16(count);
    fillWeights(f32.data(), DType::F32, seed, tensor, first, count, WeightKind::Matrix, scale);
    fillWeights(bf16.data(), DType::BF16, seed, tensor, first, count, WeightKind::Matrix, scale);
    for (std::size_t j = 0; j < count; ++j) {
        const float expected = matrixWeight(seed, tensor, first + j, scale);
        ASSERT_EQ(f32[j], expected) << j;
        ASSERT_EQ(bf16[j], floatToBf16(expected)) << j;
    }

    fillWeights(f32.data(), DType::F32, seed, kFinalNorm, 0, count, WeightKind::Norm, 0.0f);
    for (std::size_t j = 0; j < count; ++j)
        ASSERT_EQ(f32[j], normWeight(seed, kFinalNorm, j)) << j;

    fillWeights(f32.data(), DType::F32, seed, kEmbedding, 77, count, WeightKind::Matrix, 1.0f);
    for (std::size_t j = 0; j < count; ++j)
        ASSERT_EQ(f32[j], embeddingWeight(seed, 77 + j)) << j;

    // Values spread over [−scale, scale) and another seed gives others.
    fillWeights(f32.data(), DType::F32, seed, tensor, 0, count, WeightKind::Matrix, 1.0f);
    std::vector<float> other(count);
    fillWeights(other.data(), DType::F32, seed + 1, tensor, 0, count, WeightKind::Matrix, 1.0f);
    EXPECT_NE(f32, other);
    double mean = 0;
    for (const float value : f32) {
        EXPECT_GE(value, -1.0f);
        EXPECT_LT(value, 1.0f);
        mean += value;
    }
    EXPECT_NEAR(mean / count, 0.0, 0.1);

    EXPECT_THROW(fillWeights(bf16.data(), DType::F16, seed, tensor, 0, 1, WeightKind::Matrix, 1.0f),
                 std::invalid_argument);
}

TEST(ReadSum, SumsEveryValueOnce)
{
    // Lengths around the 16-value blocks, and an unaligned start.
    for (const std::size_t n : {0ul, 1ul, 15ul, 16ul, 17ul, 33ul, 1027ul}) {
        std::vector<double> a(n + 2);
        for (std::size_t i = 0; i < a.size(); ++i)
            a[i] = double(i % 97) + 0.5;
        double expected = 0;
        for (std::size_t i = 1; i <= n; ++i)
            expected += a[i];
        // Small integers and halves add exactly, in any order.
        EXPECT_EQ(readSum(a.data() + 1, n), expected) << n;
    }
}

TEST(AlignedBuffer, IsAlignedAndMovable)
{
    AlignedBuffer<float> buffer(1000);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(buffer.data()) % 64, 0u);
    buffer[999] = 3.0f;
    AlignedBuffer<float> moved(std::move(buffer));
    EXPECT_EQ(moved.size(), 1000u);
    EXPECT_EQ(moved[999], 3.0f);
    EXPECT_EQ(buffer.data(), nullptr); // NOLINT(bugprone-use-after-move): the moved-from state is defined
    AlignedBuffer<float> empty;
    EXPECT_EQ(empty.size(), 0u);
}

} // namespace
} // namespace shardscope::bench
