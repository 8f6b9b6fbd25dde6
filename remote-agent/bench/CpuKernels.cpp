#include "remote-agent/bench/CpuKernels.h"

#include "remote-agent/bench/GemmTile.h"
#include "remote-agent/bench/Weights.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define SHARDSCOPE_QUANT_AVX2 1
#else
#define SHARDSCOPE_QUANT_AVX2 0
#endif

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>

// The hot loops use GCC's vector extensions (8 floats: one AVX register, two SSE ones, two NEON
// ones) rather than intrinsics, so the same code compiles for any target; on x86-64 they are built
// twice (target_clones): for AVX2 and for the x86-64 baseline the agent must run on, the loader
// picking one at start. Summation orders are fixed by the code (no -ffast-math, and this file is
// built with -ffp-contract=off, CpuKernels.cmake), so both clones give the same bits and the results
// do not depend on the thread count.

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define SHARDSCOPE_CPU_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define SHARDSCOPE_CPU_CLONES
#endif

namespace shardscope::bench {

namespace {

using protocol::DType;

using Float8 = float __attribute__((vector_size(32)));
using Half8 = std::uint16_t __attribute__((vector_size(16)));
using Word8 = std::uint32_t __attribute__((vector_size(32)));
using Double4 = double __attribute__((vector_size(32)));

// Helpers pass vectors by reference (never by value) and are always inlined into the cloned
// callers, so each clone gets them in its own instruction set.
[[gnu::always_inline]] inline void loadWidened(Float8 &out, const float *p)
{
    std::memcpy(&out, p, sizeof out);
}

[[gnu::always_inline]] inline void loadWidened(Float8 &out, const std::uint16_t *p)
{
    Half8 halves;
    std::memcpy(&halves, p, sizeof halves);
    const Word8 words = __builtin_convertvector(halves, Word8) << 16;
    std::memcpy(&out, &words, sizeof out);
}

/// The 16 weights at p as two vectors of 8, in the order the matching x must be in (see
/// interleaveForBf16): fp32 in memory order; bf16 as its even elements, then its odd ones, which
/// takes two instructions per 16 weights (a shift and a mask of each 32-bit pair) instead of two
/// zero-extensions, shifts and lane inserts per 8.
[[gnu::always_inline]] inline void loadWeightPair(Float8 &first, Float8 &second, const float *p)
{
    std::memcpy(&first, p, sizeof first);
    std::memcpy(&second, p + 8, sizeof second);
}

[[gnu::always_inline]] inline void loadWeightPair(Float8 &even, Float8 &odd, const std::uint16_t *p)
{
    static_assert(std::endian::native == std::endian::little, "bf16 pairs: element 2k is the low half");
    Word8 pairs;
    std::memcpy(&pairs, p, sizeof pairs);
    const Word8 low = pairs << 16;
    const Word8 high = pairs & 0xFFFF0000u;
    std::memcpy(&even, &low, sizeof even);
    std::memcpy(&odd, &high, sizeof odd);
}

[[gnu::always_inline]] inline float widen(float value)
{
    return value;
}

[[gnu::always_inline]] inline float widen(std::uint16_t value)
{
    return bf16ToFloat(value);
}

[[gnu::always_inline]] inline float horizontalSum(const Float8 &a, const Float8 &b)
{
    const Float8 v = a + b;
    return ((v[0] + v[4]) + (v[1] + v[5])) + ((v[2] + v[6]) + (v[3] + v[7]));
}

/// out[s × Rows + r] = dot(w[s], x + r × xStride) over n values, for Streams rows of W and Rows
/// rows of x, each W row read once. Every one of these dot products is summed in the same order
/// whatever Streams and Rows are (2 × 8 lanes, a fixed lane sum, then the tail in order), so a
/// result never depends on which kernel shape, thread or batch computed it. For bf16 weights x must
/// be interleaved (interleaveForBf16) to match loadWeightPair.
template<int Streams, int Rows, typename W>
[[gnu::always_inline]] inline void dotBlock(const W *const *w, const float *x, std::size_t xStride,
                                            std::size_t n, float *out)
{
    Float8 acc0[Streams][Rows];
    Float8 acc1[Streams][Rows];
    for (int s = 0; s < Streams; ++s) {
        for (int r = 0; r < Rows; ++r) {
            acc0[s][r] = Float8{};
            acc1[s][r] = Float8{};
        }
    }
    std::size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        for (int s = 0; s < Streams; ++s) {
            Float8 w0;
            Float8 w1;
            loadWeightPair(w0, w1, w[s] + i);
            for (int r = 0; r < Rows; ++r) {
                Float8 x0;
                Float8 x1;
                loadWidened(x0, x + r * xStride + i);
                loadWidened(x1, x + r * xStride + i + 8);
                acc0[s][r] += w0 * x0;
                acc1[s][r] += w1 * x1;
            }
        }
    }
    for (int s = 0; s < Streams; ++s) {
        for (int r = 0; r < Rows; ++r) {
            float sum = horizontalSum(acc0[s][r], acc1[s][r]);
            for (std::size_t j = i; j < n; ++j)
                sum += widen(w[s][j]) * x[r * xStride + j];
            out[s * Rows + r] = sum;
        }
    }
}

/// Rows [rowBegin, rowEnd) of y = W·x for `rows` rows of x.
///
/// One or a few rows of x (decode at a small batch): the block is cut into four parts read side by
/// side, four independent memory streams per thread; a single stream leaves a core well short of
/// its share of the memory bandwidth (about 60 % of the measured bandwidth here, against about 95 % with
/// four). Four or more rows of x do four times the arithmetic per weight, so one W row at a time, reused from
/// L1 for every group of four x rows, is enough.
template<typename W>
[[gnu::always_inline]] inline void gemvBlock(const W *w, std::size_t cols, std::size_t rowBegin,
                                             std::size_t rowEnd, const float *x, std::size_t xStride,
                                             std::size_t rows, float *y, std::size_t yStride)
{
    constexpr int streams = 4;
    std::size_t o = rowBegin;
    if (rows < 4) {
        const std::size_t part = (rowEnd - rowBegin) / streams;
        for (std::size_t k = 0; k < part; ++k) {
            const W *set[streams];
            for (int s = 0; s < streams; ++s)
                set[s] = w + (rowBegin + s * part + k) * cols;
            for (std::size_t r = 0; r < rows; ++r) {
                float out[streams];
                dotBlock<streams, 1>(set, x + r * xStride, xStride, cols, out);
                for (int s = 0; s < streams; ++s)
                    y[r * yStride + rowBegin + s * part + k] = out[s];
            }
        }
        o = rowBegin + streams * part;
    }
    for (; o < rowEnd; ++o) {
        const W *row = w + o * cols;
        std::size_t r = 0;
        float out[4];
        for (; r + 4 <= rows; r += 4) {
            dotBlock<1, 4>(&row, x + r * xStride, xStride, cols, out);
            for (std::size_t k = 0; k < 4; ++k)
                y[(r + k) * yStride + o] = out[k];
        }
        for (; r < rows; ++r) {
            dotBlock<1, 1>(&row, x + r * xStride, xStride, cols, out);
            y[r * yStride + o] = out[0];
        }
    }
}

/// out = x with each full block of 16 values reordered as its 8 even values, then its 8 odd ones
/// (the order loadWeightPair gives bf16 weights in); the tail after the last full block as it is.
void interleaveForBf16(const float *x, std::size_t n, float *out)
{
    std::size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        for (std::size_t j = 0; j < 8; ++j) {
            out[i + j] = x[i + 2 * j];
            out[i + 8 + j] = x[i + 2 * j + 1];
        }
    }
    for (; i < n; ++i)
        out[i] = x[i];
}

SHARDSCOPE_CPU_CLONES
void gemvBlockF32(const float *w, std::size_t cols, std::size_t rowBegin, std::size_t rowEnd, const float *x,
                  std::size_t xStride, std::size_t rows, float *y, std::size_t yStride)
{
    gemvBlock(w, cols, rowBegin, rowEnd, x, xStride, rows, y, yStride);
}

SHARDSCOPE_CPU_CLONES
void gemvBlockBf16(const std::uint16_t *w, std::size_t cols, std::size_t rowBegin, std::size_t rowEnd,
                   const float *x, std::size_t xStride, std::size_t rows, float *y, std::size_t yStride)
{
    gemvBlock(w, cols, rowBegin, rowEnd, x, xStride, rows, y, yStride);
}

SHARDSCOPE_CPU_CLONES
void widenBf16(const std::uint16_t *in, std::size_t n, float *out)
{
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        Float8 v;
        loadWidened(v, in + i);
        std::memcpy(out + i, &v, sizeof v);
    }
    for (; i < n; ++i)
        out[i] = bf16ToFloat(in[i]);
}

// ---- Products with Q8_0 and Q4_0 weights ----
//
// x is taken to Q8_0 once per product (quantizeActivations: 32 int8 numbers and a float scale per
// run of 32). Each W block against each x block is then an exact integer sum (isum), and each output
// is acc += float(isum) × (d_w × d_x) over the blocks in order, in fp32. The AVX2 kernel does these
// steps for eight W rows at once (the eight sums side by side in one register, their scales too),
// the portable one row by row, so both give the same bits, and neither depends on the threads or the
// batch.

constexpr std::size_t kBlock = protocol::kQuantBlockValues;

/// x's n values (a multiple of 32) as Q8_0 numbers q and one scale d per block: d = max|x| / 127,
/// q = round(x / d); and per block 8 × the sum of its numbers, which the AVX2 kernel takes off a
/// Q4_0 block's sum instead of subtracting 8 from each weight (Σ (q − 8) x = Σ q x − 8 Σ x).
void quantizeActivations(const float *x, std::size_t n, std::int8_t *q, float *d, std::int32_t *eightSums)
{
    for (std::size_t b = 0; b < n / kBlock; ++b) {
        std::int8_t *numbers = q + b * kBlock;
        d[b] = quantizeQ8Numbers(x + b * kBlock, numbers);
        std::int32_t sum = 0;
        for (std::size_t j = 0; j < kBlock; ++j)
            sum += numbers[j];
        eightSums[b] = 8 * sum;
    }
}

/// x taken to Q8_0 for a product: row r's numbers at q + r × cols, its scales and its blocks' 8 × Σq
/// at d and eightSums + r × cols / 32.
struct QuantizedX {
    const std::int8_t *q = nullptr;
    const float *d = nullptr;
    const std::int32_t *eightSums = nullptr;
    std::size_t cols = 0;

    QuantizedX row(std::size_t r) const
    {
        return {q + r * cols, d + r * (cols / kBlock), eightSums + r * (cols / kBlock), cols};
    }
};

/// A Q8_0 or Q4_0 matrix's blocks as the kernels read them.
struct BlockRows {
    const std::uint8_t *base = nullptr;
    BlockLayout layout;

    struct Cursor {
        const std::uint8_t *scale = nullptr;
        const std::uint8_t *numbers = nullptr;
        std::size_t stride = 0;
    };
    Cursor row(std::size_t r) const
    {
        const BlockLayout::Row at = layout.row(r);
        return {base + at.scale, base + at.numbers, at.stride};
    }
    const std::uint8_t *group(std::size_t g) const { return base + g * layout.groupBytes(); }
    /// The whole groups in rows [rowBegin, rowEnd) (rowBegin at a group); the rows from
    /// max(rowBegin, end × 8) on are the ones after the last whole group.
    IndexRange groupsIn(std::size_t rowBegin, std::size_t rowEnd) const
    {
        const std::size_t first = rowBegin / 8;
        return {first, std::max(first, std::min(rowEnd, layout.groups() * 8) / 8)};
    }
};

[[gnu::always_inline]] inline std::uint16_t loadHalf(const std::uint8_t *p)
{
    std::uint16_t value;
    std::memcpy(&value, p, sizeof value);
    return value;
}

/// Value j of a block's numbers: Q8_0 signed bytes; Q4_0 nibbles (j < 16 low, else high) − 8.
[[gnu::always_inline]] inline int numberAt(DType type, const std::uint8_t *numbers, std::size_t j)
{
    if (type == DType::Q8_0)
        return static_cast<std::int8_t>(numbers[j]);
    return q4Number(numbers, int(j));
}

/// The portable steps, one (W row, x row) pair at a time: acc += float(isum) × (d_w × d_x).
struct PortableBlockDot {
    static float row(DType type, const BlockRows::Cursor &w, const QuantizedX &x, std::size_t blocks)
    {
        float acc = 0;
        for (std::size_t b = 0; b < blocks; ++b) {
            const std::uint8_t *numbers = w.numbers + b * w.stride;
            const std::int8_t *xq = x.q + b * kBlock;
            int sum = 0;
            for (std::size_t j = 0; j < kBlock; ++j)
                sum += numberAt(type, numbers, j) * int(xq[j]);
            acc += float(sum) * (halfToFloat(loadHalf(w.scale + b * w.stride)) * x.d[b]);
        }
        return acc;
    }
    /// The eight rows of each of `count` groups against one x row: out[g × 8 + i].
    static void groups(const BlockRows &w, const std::size_t *groupIndex, int count, const QuantizedX &x,
                       float *out)
    {
        for (int g = 0; g < count; ++g)
            for (std::size_t i = 0; i < BlockLayout::kGroupRows; ++i)
                out[g * 8 + int(i)]
                    = row(w.layout.type, w.row(groupIndex[g] * 8 + i), x, w.layout.blocksPerRow());
    }
    /// One W row against four x rows.
    static void fourRows(const BlockRows &w, std::size_t r, const QuantizedX &x, float *out)
    {
        for (std::size_t k = 0; k < 4; ++k)
            out[k] = row(w.layout.type, w.row(r), x.row(k), w.layout.blocksPerRow());
    }
    static float oneRow(const BlockRows &w, std::size_t r, const QuantizedX &x)
    {
        return row(w.layout.type, w.row(r), x, w.layout.blocksPerRow());
    }
};

#if SHARDSCOPE_QUANT_AVX2
#define SHARDSCOPE_AVX2 __attribute__((target("avx2,f16c")))

/// The AVX2 steps. A block's numbers against x's go through vpmaddubsw (unsigned bytes against
/// signed ones, pairs summed in int16: no pair leaves it, 2 × 128 × 127) and vpmaddwd, into eight
/// int32 lanes summed exactly. Q8_0 numbers go in as |w| against x with w's sign; Q4_0 numbers as
/// their unsigned nibbles q, the sum then 8 × Σx too large (Σ (q − 8) x = Σ q x − 8 Σ x), taken off
/// once per block. A group's eight rows come out side by side and are scaled and added in one go.
struct Avx2BlockDot {
    SHARDSCOPE_AVX2 [[gnu::always_inline]] static __m256i ones() { return _mm256_set1_epi16(1); }
    SHARDSCOPE_AVX2 [[gnu::always_inline]] static __m256i q8Lanes(const std::uint8_t *numbers, __m256i x)
    {
        const __m256i w = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(numbers));
        return _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_sign_epi8(w, w), _mm256_sign_epi8(x, w)),
                                 ones());
    }
    /// One Q4_0 row's 16 bytes: values 0 … 15 in the low nibbles, 16 … 31 in the high ones.
    SHARDSCOPE_AVX2 [[gnu::always_inline]] static __m256i q4Lanes(const std::uint8_t *numbers, __m256i x)
    {
        const __m256i both
            = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i *>(numbers)));
        const __m256i nibbles = _mm256_and_si256(_mm256_srlv_epi64(both, _mm256_set_epi64x(4, 4, 0, 0)),
                                                 _mm256_set1_epi8(0x0F));
        return _mm256_madd_epi16(_mm256_maddubs_epi16(nibbles, x), ones());
    }
    SHARDSCOPE_AVX2 [[gnu::always_inline]] static __m256i lanes(DType type, const std::uint8_t *numbers,
                                                                __m256i x)
    {
        return type == DType::Q8_0 ? q8Lanes(numbers, x) : q4Lanes(numbers, x);
    }
    static int correction(DType type, std::int32_t eightSum) { return type == DType::Q4_0 ? eightSum : 0; }
    SHARDSCOPE_AVX2 [[gnu::always_inline]] static __m256i xBlock(const QuantizedX &x, std::size_t b)
    {
        return _mm256_loadu_si256(reinterpret_cast<const __m256i *>(x.q + b * kBlock));
    }
    SHARDSCOPE_AVX2 [[gnu::always_inline]] static int sumOfOne(__m256i v)
    {
        const __m128i four = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
        const __m128i two = _mm_add_epi32(four, _mm_unpackhi_epi64(four, four));
        return _mm_cvtsi128_si32(_mm_add_epi32(two, _mm_shuffle_epi32(two, 1)));
    }

    /// The eight integer sums of one group's block b against x's block, in scale-slot order.
    template<DType Type>
    SHARDSCOPE_AVX2 [[gnu::always_inline]] static __m256i groupSums(const std::uint8_t *numbers, __m256i x,
                                                                    __m256i xLow, __m256i xHigh)
    {
        if constexpr (Type == DType::Q4_0) {
            // Two rows per register (row 2k low, 2k + 1 high): their low nibbles against x's values
            // 0 … 15 in both halves, their high ones against 16 … 31.
            __m256i v[4];
#pragma GCC unroll 4
            for (int k = 0; k < 4; ++k) {
                const __m256i pair = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(numbers + 32 * k));
                const __m256i low = _mm256_and_si256(pair, _mm256_set1_epi8(0x0F));
                const __m256i high = _mm256_and_si256(_mm256_srli_epi16(pair, 4), _mm256_set1_epi8(0x0F));
                v[k] = _mm256_madd_epi16(
                    _mm256_add_epi16(_mm256_maddubs_epi16(low, xLow), _mm256_maddubs_epi16(high, xHigh)),
                    ones());
            }
            // Rows 0, 2, 4, 6 in the low half, 1, 3, 5, 7 in the high one.
            return _mm256_hadd_epi32(_mm256_hadd_epi32(v[0], v[1]), _mm256_hadd_epi32(v[2], v[3]));
        } else {
            __m256i v[8];
#pragma GCC unroll 8
            for (int i = 0; i < 8; ++i)
                v[i] = q8Lanes(numbers + 32 * i, x);
            const __m256i h0123
                = _mm256_hadd_epi32(_mm256_hadd_epi32(v[0], v[1]), _mm256_hadd_epi32(v[2], v[3]));
            const __m256i h4567
                = _mm256_hadd_epi32(_mm256_hadd_epi32(v[4], v[5]), _mm256_hadd_epi32(v[6], v[7]));
            return _mm256_add_epi32(_mm256_permute2x128_si256(h0123, h4567, 0x20),
                                    _mm256_permute2x128_si256(h0123, h4567, 0x31));
        }
    }

    // Calls, not inlined: the driver around them is compiled for the baseline (a whole row of
    // blocks per call, so the call costs nothing that shows).

    /// `Count` groups side by side (Count memory streams) against one x row: out[g × 8 + i].
    template<DType Type, int Count>
    SHARDSCOPE_AVX2 static void groupsOf(const BlockRows &w, const std::size_t *groupIndex,
                                         const QuantizedX &x, float *out)
    {
        const std::size_t blocks = w.layout.blocksPerRow();
        const std::size_t blockBytes = 8 * w.layout.blockBytes();
        const std::uint8_t *group[Count];
        __m256 acc[Count];
        for (int g = 0; g < Count; ++g) {
            group[g] = w.group(groupIndex[g]);
            acc[g] = _mm256_setzero_ps();
        }
        for (std::size_t b = 0; b < blocks; ++b) {
            const __m256i xq = xBlock(x, b);
            const __m256i xLow = _mm256_permute4x64_epi64(xq, 0x44);
            const __m256i xHigh = _mm256_permute4x64_epi64(xq, 0xEE);
            const __m256i taken = _mm256_set1_epi32(correction(Type, x.eightSums[b]));
            const __m256 xd = _mm256_set1_ps(x.d[b]);
#pragma GCC unroll 4
            for (int g = 0; g < Count; ++g) {
                const std::uint8_t *at = group[g] + b * blockBytes;
                const __m256 d = _mm256_mul_ps(
                    _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i *>(at))), xd);
                const __m256i sums = _mm256_sub_epi32(groupSums<Type>(at + 16, xq, xLow, xHigh), taken);
                acc[g] = _mm256_add_ps(acc[g], _mm256_mul_ps(_mm256_cvtepi32_ps(sums), d));
            }
        }
        for (int g = 0; g < Count; ++g) {
            float slots[8];
            _mm256_storeu_ps(slots, acc[g]);
            for (std::size_t i = 0; i < 8; ++i)
                out[g * 8 + int(i)] = slots[w.layout.slot(i)];
        }
    }
    static void groups(const BlockRows &w, const std::size_t *groupIndex, int count, const QuantizedX &x,
                       float *out)
    {
        const bool q4 = w.layout.type == DType::Q4_0;
        if (count == 4)
            q4 ? groupsOf<DType::Q4_0, 4>(w, groupIndex, x, out)
               : groupsOf<DType::Q8_0, 4>(w, groupIndex, x, out);
        else
            for (int g = 0; g < count; ++g)
                q4 ? groupsOf<DType::Q4_0, 1>(w, groupIndex + g, x, out + 8 * g)
                   : groupsOf<DType::Q8_0, 1>(w, groupIndex + g, x, out + 8 * g);
    }

    /// One W row against four x rows.
    SHARDSCOPE_AVX2 static void fourRows(const BlockRows &w, std::size_t r, const QuantizedX &x, float *out)
    {
        const DType type = w.layout.type;
        const BlockRows::Cursor row = w.row(r);
        const QuantizedX xr[4] = {x.row(0), x.row(1), x.row(2), x.row(3)};
        __m128 acc = _mm_setzero_ps();
        for (std::size_t b = 0; b < w.layout.blocksPerRow(); ++b) {
            const std::uint8_t *numbers = row.numbers + b * row.stride;
            __m256i v[4];
#pragma GCC unroll 4
            for (int k = 0; k < 4; ++k)
                v[k] = lanes(type, numbers, xBlock(xr[k], b));
            const __m256i h = _mm256_hadd_epi32(_mm256_hadd_epi32(v[0], v[1]), _mm256_hadd_epi32(v[2], v[3]));
            const __m128i sums = _mm_sub_epi32(
                _mm_add_epi32(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1)),
                _mm_set_epi32(correction(type, xr[3].eightSums[b]), correction(type, xr[2].eightSums[b]),
                              correction(type, xr[1].eightSums[b]), correction(type, xr[0].eightSums[b])));
            const __m128 d = _mm_mul_ps(_mm_set1_ps(_cvtsh_ss(loadHalf(row.scale + b * row.stride))),
                                        _mm_set_ps(xr[3].d[b], xr[2].d[b], xr[1].d[b], xr[0].d[b]));
            acc = _mm_add_ps(acc, _mm_mul_ps(_mm_cvtepi32_ps(sums), d));
        }
        _mm_storeu_ps(out, acc);
    }
    SHARDSCOPE_AVX2 static float oneRow(const BlockRows &w, std::size_t r, const QuantizedX &x)
    {
        const DType type = w.layout.type;
        const BlockRows::Cursor row = w.row(r);
        float acc = 0;
        for (std::size_t b = 0; b < w.layout.blocksPerRow(); ++b) {
            const int sum = sumOfOne(lanes(type, row.numbers + b * row.stride, xBlock(x, b)))
                            - correction(type, x.eightSums[b]);
            acc += float(sum) * (_cvtsh_ss(loadHalf(row.scale + b * row.stride)) * x.d[b]);
        }
        return acc;
    }
};
#endif

/// Rows [rowBegin, rowEnd) of y = W·x for `rows` rows of x taken to Q8_0 (rowBegin at a group).
/// Fewer than four x rows (decode at a small batch): whole groups, four side by side from four
/// parts of the range (four memory streams), then the rest one by one; more: one W row against four
/// x rows at a time.
template<typename Dot>
void blockGemv(const BlockRows &w, std::size_t rowBegin, std::size_t rowEnd, const QuantizedX &x,
               std::size_t rows, float *y, std::size_t yStride)
{
    std::size_t o = rowBegin;
    if (rows < 4) {
        const auto [firstGroup, endGroup] = w.groupsIn(rowBegin, rowEnd);
        const std::size_t part = (endGroup - firstGroup) / 4;
        float out[32];
        for (std::size_t r = 0; r < rows; ++r) {
            const QuantizedX xr = x.row(r);
            const auto put = [&](const std::size_t *groups, int count) {
                for (int g = 0; g < count; ++g)
                    for (int i = 0; i < 8; ++i)
                        y[r * yStride + groups[g] * 8 + std::size_t(i)] = out[g * 8 + i];
            };
            for (std::size_t k = 0; k < part; ++k) {
                const std::size_t groups[4] = {firstGroup + k, firstGroup + part + k,
                                               firstGroup + 2 * part + k, firstGroup + 3 * part + k};
                Dot::groups(w, groups, 4, xr, out);
                put(groups, 4);
            }
            for (std::size_t g = firstGroup + 4 * part; g < endGroup; ++g) {
                Dot::groups(w, &g, 1, xr, out);
                put(&g, 1);
            }
        }
        o = std::max(rowBegin, endGroup * 8);
        for (; o < rowEnd; ++o)
            for (std::size_t r = 0; r < rows; ++r)
                y[r * yStride + o] = Dot::oneRow(w, o, x.row(r));
        return;
    }
    for (; o < rowEnd; ++o) {
        std::size_t r = 0;
        float out[4];
        for (; r + 4 <= rows; r += 4) {
            Dot::fourRows(w, o, x.row(r), out);
            for (std::size_t k = 0; k < 4; ++k)
                y[(r + k) * yStride + o] = out[k];
        }
        for (; r < rows; ++r)
            y[r * yStride + o] = Dot::oneRow(w, o, x.row(r));
    }
}

using BlockGemvFn = void (*)(const BlockRows &w, std::size_t rowBegin, std::size_t rowEnd,
                             const QuantizedX &x, std::size_t rows, float *y, std::size_t yStride);

BlockGemvFn bestBlockGemv()
{
#if SHARDSCOPE_QUANT_AVX2
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("f16c"))
        return &blockGemv<Avx2BlockDot>;
#endif
    return &blockGemv<PortableBlockDot>;
}

#if SHARDSCOPE_QUANT_AVX2
#define SHARDSCOPE_VNNI __attribute__((target("avx2,f16c,avx512f,avx512vl,avx512vnni")))

/// Prefill's products with block weights where the CPU has AVX-512 VNNI (with VL): one group's eight
/// W rows against up to four x rows at a time, W's blocks read and unpacked once for all of them. The
/// integer sum of each pair of blocks comes out of vpdpbusd (four byte products per int32 lane,
/// exact) and the floating-point steps are Avx2BlockDot::groupsOf's, so every element has the decode
/// path's bits. Both types go in as two rows per register (row 2j in the low half, 2j + 1 in the
/// high one; values 0 … 15 in one register, 16 … 31 in another), so the eight sums come out in the
/// order rows 0, 2, 4, 6, 1, 3, 5, 7 (Q4_0's scale order; Q8_0's scales are put in it). Q4_0 numbers
/// go in as their nibbles against x, the sum then 8 × Σx too large (taken off as in groupsOf); Q8_0
/// numbers as signed bytes against x + 128, the sum then 128 × Σw too large, taken off per row (Σw
/// once per group and block, for all the x rows).
struct VnniBlockGemm {
    /// The group at `group` (BlockLayout) against x rows x[0 … Count): out[k × 8 + i] is row i's.
    template<DType Type, int Count>
    SHARDSCOPE_VNNI static void groupOf(const std::uint8_t *group, std::size_t blocks, const QuantizedX *x,
                                        float *out)
    {
        constexpr bool q4 = Type == DType::Q4_0;
        constexpr std::size_t kGroupBlockBytes = 8 * (q4 ? 18 : 34);
        const __m256i zero = _mm256_setzero_si256();
        const __m256i pairOrder = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
        __m256 acc[Count];
#pragma GCC unroll 4
        for (int k = 0; k < Count; ++k)
            acc[k] = _mm256_setzero_ps();
        for (std::size_t b = 0; b < blocks; ++b) {
            const std::uint8_t *at = group + b * kGroupBlockBytes;
            __m256 scales = _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i *>(at)));
            const std::uint8_t *numbers = at + 16;
            __m256i low[4];  // values 0 … 15 of rows 2j | 2j + 1
            __m256i high[4]; // values 16 … 31
            __m256i excess;  // Q8_0: 128 × Σw per row
#pragma GCC unroll 4
            for (int j = 0; j < 4; ++j) {
                if constexpr (q4) {
                    const __m256i pair
                        = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(numbers + 32 * j));
                    low[j] = _mm256_and_si256(pair, _mm256_set1_epi8(0x0F));
                    high[j] = _mm256_and_si256(_mm256_srli_epi16(pair, 4), _mm256_set1_epi8(0x0F));
                } else {
                    const __m256i even
                        = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(numbers + 64 * j));
                    const __m256i odd
                        = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(numbers + 64 * j + 32));
                    low[j] = _mm256_permute2x128_si256(even, odd, 0x20);
                    high[j] = _mm256_permute2x128_si256(even, odd, 0x31);
                }
            }
            if constexpr (!q4) {
                scales = _mm256_permutevar8x32_ps(scales, pairOrder);
                const __m256i ones = _mm256_set1_epi8(1);
                __m256i sums[4];
#pragma GCC unroll 4
                for (int j = 0; j < 4; ++j)
                    sums[j] = _mm256_dpbusd_epi32(_mm256_dpbusd_epi32(zero, ones, low[j]), ones, high[j]);
                excess = _mm256_slli_epi32(pairSums(sums), 7);
            }
#pragma GCC unroll 4
            for (int k = 0; k < Count; ++k) {
                const __m256i xq = Avx2BlockDot::xBlock(x[k], b);
                __m256i xLow = _mm256_permute4x64_epi64(xq, 0x44);
                __m256i xHigh = _mm256_permute4x64_epi64(xq, 0xEE);
                __m256i v[4];
                if constexpr (q4) {
#pragma GCC unroll 4
                    for (int j = 0; j < 4; ++j)
                        v[j] = _mm256_dpbusd_epi32(_mm256_dpbusd_epi32(zero, low[j], xLow), high[j], xHigh);
                    excess = _mm256_set1_epi32(x[k].eightSums[b]);
                } else {
                    xLow = _mm256_xor_si256(xLow, _mm256_set1_epi8(char(0x80)));
                    xHigh = _mm256_xor_si256(xHigh, _mm256_set1_epi8(char(0x80)));
#pragma GCC unroll 4
                    for (int j = 0; j < 4; ++j)
                        v[j] = _mm256_dpbusd_epi32(_mm256_dpbusd_epi32(zero, xLow, low[j]), xHigh, high[j]);
                }
                const __m256i rowSums = _mm256_sub_epi32(pairSums(v), excess);
                // acc += float(sums) × (scales × d): groupsOf's steps, in its order.
                acc[k]
                    = _mm256_add_ps(acc[k], _mm256_mul_ps(_mm256_cvtepi32_ps(rowSums),
                                                          _mm256_mul_ps(scales, _mm256_set1_ps(x[k].d[b]))));
            }
        }
        // Both types' sums are in Q4_0's scale-slot order.
        const BlockLayout order{DType::Q4_0, 0, 0};
#pragma GCC unroll 4
        for (int k = 0; k < Count; ++k) {
            float slots[8];
            _mm256_storeu_ps(slots, acc[k]);
            for (std::size_t i = 0; i < 8; ++i)
                out[k * 8 + int(i)] = slots[order.slot(i)];
        }
    }
    /// Four registers of two rows' lanes each (row 2j low, 2j + 1 high): the eight rows' sums, in the
    /// order 0, 2, 4, 6, 1, 3, 5, 7.
    SHARDSCOPE_VNNI [[gnu::always_inline]] static __m256i pairSums(const __m256i *v)
    {
        return _mm256_hadd_epi32(_mm256_hadd_epi32(v[0], v[1]), _mm256_hadd_epi32(v[2], v[3]));
    }
};

/// Rows [rowBegin, rowEnd) of y = W·x for `rows` rows of x taken to Q8_0 (rowBegin at a group), with
/// the VNNI kernel: W in slices of kSliceGroups groups, which stay in the cache while x passes four
/// rows at a time; the rows after the last whole group one by one (the decode kernel's).
template<DType Type>
void vnniBlockGemm(const BlockRows &w, std::size_t rowBegin, std::size_t rowEnd, const QuantizedX &x,
                   std::size_t rows, float *y, std::size_t yStride)
{
    constexpr std::size_t kSliceGroups = 4;
    const std::size_t blocks = w.layout.blocksPerRow();
    const auto [firstGroup, endGroup] = w.groupsIn(rowBegin, rowEnd);
    float out[4 * 8];
    for (std::size_t slice = firstGroup; slice < endGroup; slice += kSliceGroups) {
        const std::size_t sliceEnd = std::min(endGroup, slice + kSliceGroups);
        for (std::size_t r = 0; r < rows; r += 4) {
            const std::size_t count = std::min<std::size_t>(4, rows - r);
            const QuantizedX xr[4] = {x.row(r), x.row(std::min(r + 1, rows - 1)),
                                      x.row(std::min(r + 2, rows - 1)), x.row(std::min(r + 3, rows - 1))};
            for (std::size_t g = slice; g < sliceEnd; ++g) {
                switch (count) {
                case 4:
                    VnniBlockGemm::groupOf<Type, 4>(w.group(g), blocks, xr, out);
                    break;
                case 3:
                    VnniBlockGemm::groupOf<Type, 3>(w.group(g), blocks, xr, out);
                    break;
                case 2:
                    VnniBlockGemm::groupOf<Type, 2>(w.group(g), blocks, xr, out);
                    break;
                default:
                    VnniBlockGemm::groupOf<Type, 1>(w.group(g), blocks, xr, out);
                    break;
                }
                for (std::size_t k = 0; k < count; ++k)
                    std::memcpy(y + (r + k) * yStride + g * 8, out + k * 8, 8 * sizeof(float));
            }
        }
    }
    for (std::size_t o = std::max(rowBegin, endGroup * 8); o < rowEnd; ++o)
        for (std::size_t r = 0; r < rows; ++r)
            y[r * yStride + o] = Avx2BlockDot::oneRow(w, o, x.row(r));
}

void vnniBlockGemmOf(const BlockRows &w, std::size_t rowBegin, std::size_t rowEnd, const QuantizedX &x,
                     std::size_t rows, float *y, std::size_t yStride)
{
    w.layout.type == DType::Q4_0 ? vnniBlockGemm<DType::Q4_0>(w, rowBegin, rowEnd, x, rows, y, yStride)
                                 : vnniBlockGemm<DType::Q8_0>(w, rowBegin, rowEnd, x, rows, y, yStride);
}
#endif

/// The decode path's kernels (at most kMatmulGemvMaxRows rows of x).
BlockGemvFn g_blockGemv = bestBlockGemv();

/// Prefill's kernels with block weights: VNNI where the CPU has it, else none (W is widened for the
/// f32 GEMM, which is faster there than AVX2's integer products).
BlockGemvFn bestBlockGemm()
{
#if SHARDSCOPE_QUANT_AVX2
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("f16c") && __builtin_cpu_supports("avx512f")
        && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vnni"))
        return &vnniBlockGemmOf;
#endif
    return nullptr;
}

BlockGemvFn g_blockGemm = bestBlockGemm();

/// Row r's values, widened to fp32: number × scale, as numberAt and halfToFloat define them. A loop
/// per type without a branch per value, which the compiler vectorizes (prefill without VNNI widens
/// every weight of a tile this way once per pass).
SHARDSCOPE_CPU_CLONES
void dequantizeRow(const BlockRows &w, std::size_t r, float *out)
{
    const BlockRows::Cursor row = w.row(r);
    const bool q8 = w.layout.type == DType::Q8_0;
    for (std::size_t b = 0; b < w.layout.blocksPerRow(); ++b) {
        const float d = halfToFloat(loadHalf(row.scale + b * row.stride));
        const std::uint8_t *numbers = row.numbers + b * row.stride;
        float *values = out + b * kBlock;
        if (q8) {
            for (std::size_t j = 0; j < kBlock; ++j)
                values[j] = float(static_cast<std::int8_t>(numbers[j])) * d;
        } else {
            for (std::size_t j = 0; j < kBlock / 2; ++j) {
                values[j] = float((numbers[j] & 0x0F) - 8) * d;
                values[j + kBlock / 2] = float((numbers[j] >> 4) - 8) * d;
            }
        }
    }
}

SHARDSCOPE_CPU_CLONES
void attendOne(const float *q, const float *k, const float *v, std::size_t positions, std::size_t headDim,
               float scale, float *scores, float *out)
{
    float maxScore = -std::numeric_limits<float>::infinity();
    for (std::size_t p = 0; p < positions; ++p) {
        float dot = 0;
        const float *key = k + p * headDim;
        dotBlock<1, 1>(&key, q, 0, headDim, &dot);
        scores[p] = dot * scale;
        maxScore = std::max(maxScore, scores[p]);
    }
    float sum = 0;
    for (std::size_t p = 0; p < positions; ++p) {
        scores[p] = std::exp(scores[p] - maxScore);
        sum += scores[p];
    }
    std::fill(out, out + headDim, 0.0f);
    const std::size_t vectorEnd = headDim - headDim % 8;
    for (std::size_t p = 0; p < positions; ++p) {
        const float weight = scores[p];
        const float *row = v + p * headDim;
        for (std::size_t d = 0; d < vectorEnd; d += 8) {
            Float8 acc;
            Float8 value;
            std::memcpy(&acc, out + d, sizeof acc);
            loadWidened(value, row + d);
            acc += weight * value;
            std::memcpy(out + d, &acc, sizeof acc);
        }
        for (std::size_t d = vectorEnd; d < headDim; ++d)
            out[d] += weight * row[d];
    }
    const float inverse = 1.0f / sum;
    for (std::size_t d = 0; d < headDim; ++d)
        out[d] *= inverse;
}

/// The sum of a[0, n): the range cut into four parts read side by side, as decode's matrix products
/// read their weights (gemvBlock: a single stream leaves a core short of its share of the memory
/// bandwidth), each part into two independent vector sums, so the loads do not wait for one
/// another's additions.
SHARDSCOPE_CPU_CLONES
double readSumLoop(const double *a, std::size_t n)
{
    constexpr std::size_t streams = 4;
    constexpr std::size_t step = 8; // two Double4 per stream and iteration
    const std::size_t part = n / (streams * step) * step;
    Double4 acc[streams][2] = {};
    for (std::size_t i = 0; i < part; i += step) {
        for (std::size_t s = 0; s < streams; ++s) {
            Double4 v0;
            Double4 v1;
            std::memcpy(&v0, a + s * part + i, sizeof v0);
            std::memcpy(&v1, a + s * part + i + 4, sizeof v1);
            acc[s][0] += v0;
            acc[s][1] += v1;
        }
    }
    double sum = 0;
    for (std::size_t s = 0; s < streams; ++s) {
        const Double4 v = acc[s][0] + acc[s][1];
        sum += (v[0] + v[1]) + (v[2] + v[3]);
    }
    for (std::size_t i = streams * part; i < n; ++i)
        sum += a[i];
    return sum;
}

inline void cpuRelax()
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    asm volatile("yield");
#endif
}

/// Pause instructions a thread spins for before it sleeps on the futex: long enough to bridge the
/// gap between two operations of a step, short enough not to burn a core between steps.
constexpr int kSpinIterations = 1 << 12;

} // namespace

ThreadPool::ThreadPool(std::uint32_t threads)
    : m_size(std::max<std::uint32_t>(1, threads))
{
    m_threads.reserve(m_size - 1);
    try {
        for (std::uint32_t index = 1; index < m_size; ++index)
            m_threads.emplace_back([this, index] { workerLoop(index); });
    } catch (...) {
        m_stopping.store(true, std::memory_order_release);
        m_generation.fetch_add(1, std::memory_order_release);
        m_generation.notify_all();
        for (std::thread &thread : m_threads)
            thread.join();
        throw;
    }
}

ThreadPool::~ThreadPool()
{
    m_stopping.store(true, std::memory_order_release);
    m_generation.fetch_add(1, std::memory_order_release);
    m_generation.notify_all();
    for (std::thread &thread : m_threads)
        thread.join();
}

void ThreadPool::callGuarded(std::uint32_t index)
{
    try {
        m_fn(m_context, index);
    } catch (...) {
        const std::lock_guard lock(m_errorMutex);
        if (!m_error)
            m_error = std::current_exception();
    }
}

void ThreadPool::runErased(ErasedFn fn, void *context)
{
    if (m_size == 1) {
        fn(context, 0);
        return;
    }
    m_fn = fn;
    m_context = context;
    m_pending.store(m_size - 1, std::memory_order_relaxed);
    m_generation.fetch_add(1, std::memory_order_release);
    m_generation.notify_all();
    callGuarded(0);
    int spins = 0;
    for (;;) {
        const std::uint32_t pending = m_pending.load(std::memory_order_acquire);
        if (pending == 0)
            break;
        if (spins < kSpinIterations) {
            ++spins;
            cpuRelax();
        } else {
            m_pending.wait(pending, std::memory_order_acquire);
        }
    }
    if (m_error) {
        std::exception_ptr error;
        std::swap(error, m_error);
        std::rethrow_exception(error);
    }
}

void ThreadPool::workerLoop(std::uint32_t index)
{
    // Generation 0 is the one the pool started with: a worker that starts late still runs the
    // first call.
    std::uint32_t seen = 0;
    for (;;) {
        std::uint32_t generation = 0;
        int spins = 0;
        while ((generation = m_generation.load(std::memory_order_acquire)) == seen) {
            if (spins < kSpinIterations) {
                ++spins;
                cpuRelax();
            } else {
                m_generation.wait(seen, std::memory_order_acquire);
            }
        }
        seen = generation;
        if (m_stopping.load(std::memory_order_acquire))
            return;
        callGuarded(index);
        if (m_pending.fetch_sub(1, std::memory_order_acq_rel) == 1)
            m_pending.notify_one();
    }
}

IndexRange splitRange(std::size_t count, std::uint32_t parts, std::uint32_t index)
{
    if (parts == 0)
        return {};
    // The first count % parts parts get one more item.
    const std::size_t base = count / parts;
    const std::size_t extra = count % parts;
    const auto bound = [&](std::uint32_t part) {
        return base * part + std::min<std::size_t>(part, extra);
    };
    return {bound(index), bound(index + 1)};
}

IndexRange matmulRowRange(std::size_t rows, std::uint32_t threads, std::uint32_t index)
{
    // Blocks of 16 rows: neighbouring threads do not share the cache lines of y they write.
    constexpr std::size_t unit = 16;
    const IndexRange units = splitRange((rows + unit - 1) / unit, threads, index);
    return {std::min(rows, units.begin * unit), std::min(rows, units.end * unit)};
}

MatmulScratch::MatmulScratch(std::uint32_t threads, std::size_t maxCols)
    : m_maxCols(maxCols)
    , m_tileFloats(kMatmulTileRows * maxCols)
    , m_buffer(std::size_t(std::max<std::uint32_t>(1, threads)) * kMatmulTileRows * maxCols)
    , m_interleaved(kMatmulGemvMaxRows * maxCols)
    , m_quantized(kMatmulChunkRows * maxCols)
    , m_quantizedScales(kMatmulChunkRows * (maxCols / protocol::kQuantBlockValues + 1))
    , m_quantizedEightSums(kMatmulChunkRows * (maxCols / protocol::kQuantBlockValues + 1))
{}

std::size_t BlockLayout::blockBytes() const
{
    return type == DType::Q8_0 ? sizeof(BlockQ8_0) : sizeof(BlockQ4_0);
}

std::size_t BlockLayout::slot(std::size_t i) const
{
    return type == DType::Q4_0 ? (i % 2 == 0 ? i / 2 : 4 + i / 2) : i;
}

BlockLayout::Row BlockLayout::row(std::size_t r) const
{
    if (r < groups() * kGroupRows) {
        const std::size_t group = r / kGroupRows * groupBytes();
        const std::size_t i = r % kGroupRows;
        return {group + 2 * slot(i), group + 2 * kGroupRows + i * numberBytes(), kGroupRows * blockBytes()};
    }
    const std::size_t start
        = groups() * groupBytes() + (r - groups() * kGroupRows) * blocksPerRow() * blockBytes();
    return {start, start + 2, blockBytes()};
}

void BlockLayout::writeRow(void *base, std::size_t r, const void *blocks) const
{
    const Row at = row(r);
    auto *out = static_cast<std::uint8_t *>(base);
    const auto *in = static_cast<const std::uint8_t *>(blocks);
    for (std::size_t b = 0; b < blocksPerRow(); ++b) {
        std::memcpy(out + at.scale + b * at.stride, in + b * blockBytes(), 2);
        std::memcpy(out + at.numbers + b * at.stride, in + b * blockBytes() + 2, numberBytes());
    }
}

void useQuantizedKernels(QuantizedKernels kernels)
{
    const bool portable = kernels == QuantizedKernels::Portable;
    g_blockGemv = portable ? &blockGemv<PortableBlockDot> : bestBlockGemv();
    g_blockGemm = portable ? &blockGemv<PortableBlockDot> : bestBlockGemm();
}

bool quantizedKernelsUseAvx2()
{
    return g_blockGemv != &blockGemv<PortableBlockDot>;
}

bool blockPrefillUsesIntegers()
{
    return g_blockGemm != nullptr;
}

bool blockPrefillUsesVnni()
{
#if SHARDSCOPE_QUANT_AVX2
    return g_blockGemm == &vnniBlockGemmOf;
#else
    return false;
#endif
}

void matmul(ThreadPool &pool, const WeightMatrix &w, const float *x, std::size_t xStride, std::size_t rows,
            float *y, std::size_t yStride, MatmulScratch &scratch, const CancelCheck &cancel)
{
    if (rows == 0 || w.rows == 0)
        return;
    const bool blocks = protocol::isBlockQuantized(w.dtype);
    if (w.dtype != DType::F32 && w.dtype != DType::BF16 && !blocks)
        throw std::invalid_argument("matmul: the CPU kernels take f32, bf16, q8_0 or q4_0 weights, not "
                                    + toString(w.dtype));
    if (w.dtype != DType::F32 && w.cols > scratch.maxCols())
        throw std::invalid_argument("matmul: the scratch holds " + std::to_string(scratch.maxCols())
                                    + " columns, the matrix has " + std::to_string(w.cols));
    if (blocks && w.cols % kBlock != 0)
        throw std::invalid_argument("matmul: a row of " + toString(w.dtype)
                                    + " blocks is a multiple of 32 values, not " + std::to_string(w.cols));
    const std::uint32_t threads = pool.size();
    // Block weights: x taken to Q8_0 and integer products, kMatmulChunkRows rows of x at a time (a
    // prefill's are taken apart by the threads, a decode step's few here); without a kernel for
    // prefill (no VNNI), W widened for the f32 GEMM below.
    const BlockGemvFn blockProduct = !blocks                      ? nullptr
                                     : rows <= kMatmulGemvMaxRows ? g_blockGemv
                                                                  : g_blockGemm;
    if (blockProduct) {
        const BlockRows blockRows{static_cast<const std::uint8_t *>(w.data), {w.dtype, w.rows, w.cols}};
        const std::size_t blocksPerRow = w.cols / kBlock;
        const QuantizedX quantized{scratch.quantized(), scratch.quantizedScales(),
                                   scratch.quantizedEightSums(), w.cols};
        for (std::size_t first = 0; first < rows; first += kMatmulChunkRows) {
            const std::size_t chunk = std::min(kMatmulChunkRows, rows - first);
            const auto quantize = [&](IndexRange part) {
                for (std::size_t r = part.begin; r < part.end; ++r)
                    quantizeActivations(x + (first + r) * xStride, w.cols, scratch.quantized() + r * w.cols,
                                        scratch.quantizedScales() + r * blocksPerRow,
                                        scratch.quantizedEightSums() + r * blocksPerRow);
            };
            if (chunk <= kMatmulGemvMaxRows) {
                quantize({0, chunk});
            } else {
                cancel.throwIfRequested(); // a prefill's product can take seconds
                pool.run([&](std::uint32_t thread) { quantize(splitRange(chunk, threads, thread)); });
            }
            pool.run([&](std::uint32_t thread) {
                const IndexRange range = matmulRowRange(w.rows, threads, thread);
                if (range.begin < range.end)
                    blockProduct(blockRows, range.begin, range.end, quantized, chunk, y + first * yStride,
                                 yStride);
            });
        }
        return;
    }
    if (rows <= kMatmulGemvMaxRows) {
        if (w.dtype == DType::BF16) {
            // The few rows of x in the order of the bf16 kernel's weight pairs, once per product.
            float *interleaved = scratch.interleaved();
            for (std::size_t r = 0; r < rows; ++r)
                interleaveForBf16(x + r * xStride, w.cols, interleaved + r * w.cols);
            x = interleaved;
            xStride = w.cols;
        }
        pool.run([&](std::uint32_t thread) {
            const IndexRange range = matmulRowRange(w.rows, threads, thread);
            if (range.begin >= range.end)
                return;
            if (w.dtype == DType::F32)
                gemvBlockF32(static_cast<const float *>(w.data), w.cols, range.begin, range.end, x, xStride,
                             rows, y, yStride);
            else
                gemvBlockBf16(static_cast<const std::uint16_t *>(w.data), w.cols, range.begin, range.end, x,
                              xStride, rows, y, yStride);
        });
        return;
    }
    const std::size_t tiles = (w.rows + kMatmulTileRows - 1) / kMatmulTileRows;
    pool.run([&](std::uint32_t thread) {
        const IndexRange range = splitRange(tiles, threads, thread);
        for (std::size_t tile = range.begin; tile < range.end; ++tile) {
            cancel.throwIfRequested(); // the pool rethrows it once every thread stopped
            const std::size_t first = tile * kMatmulTileRows;
            const std::size_t tileRows = std::min(kMatmulTileRows, w.rows - first);
            const float *wTile = nullptr;
            if (w.dtype == DType::F32) {
                wTile = static_cast<const float *>(w.data) + first * w.cols;
            } else if (blocks) {
                float *widened = scratch.tile(thread);
                const BlockRows blockRows{static_cast<const std::uint8_t *>(w.data),
                                          {w.dtype, w.rows, w.cols}};
                for (std::size_t i = 0; i < tileRows; ++i)
                    dequantizeRow(blockRows, first + i, widened + i * w.cols);
                wTile = widened;
            } else {
                float *widened = scratch.tile(thread);
                widenBf16(static_cast<const std::uint16_t *>(w.data) + first * w.cols, tileRows * w.cols,
                          widened);
                wTile = widened;
            }
            gemmTile(wTile, tileRows, w.cols, x, xStride, rows, y + first, yStride);
        }
    });
}

void rmsNorm(const float *x, const float *gain, std::size_t n, float eps, float *out)
{
    double sumSquares = 0;
    for (std::size_t i = 0; i < n; ++i)
        sumSquares += double(x[i]) * double(x[i]);
    const auto inverse = static_cast<float>(1.0 / std::sqrt(sumSquares / double(n) + double(eps)));
    for (std::size_t i = 0; i < n; ++i)
        out[i] = x[i] * inverse * gain[i];
}

void applyRope(float *values, std::uint32_t heads, std::uint32_t headDim, std::uint32_t position,
               double theta)
{
    const std::uint32_t half = headDim / 2;
    for (std::uint32_t j = 0; j < half; ++j) {
        const double angle = double(position) * std::pow(theta, -2.0 * double(j) / double(headDim));
        const auto cosine = static_cast<float>(std::cos(angle));
        const auto sine = static_cast<float>(std::sin(angle));
        for (std::uint32_t h = 0; h < heads; ++h) {
            float *head = values + std::size_t(h) * headDim;
            const float first = head[j];
            const float second = head[j + half];
            head[j] = first * cosine - second * sine;
            head[j + half] = second * cosine + first * sine;
        }
    }
}

void swiglu(const float *gate, const float *up, std::size_t n, float *out)
{
    for (std::size_t i = 0; i < n; ++i) {
        const float g = gate[i];
        out[i] = g / (1.0f + std::exp(-g)) * up[i];
    }
}

void addInPlace(float *x, const float *y, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        x[i] += y[i];
}

std::size_t argmax(const float *values, std::size_t n)
{
    std::size_t best = 0;
    float bestValue = -std::numeric_limits<float>::infinity();
    bool found = false;
    for (std::size_t i = 0; i < n; ++i) {
        // NaN compares false: it is never picked.
        if (values[i] > bestValue || (!found && values[i] == bestValue)) {
            best = i;
            bestValue = values[i];
            found = true;
        }
    }
    return best;
}

void attention(ThreadPool &pool, const AttentionArgs &args, float *scores, std::size_t scoresPerThread,
               const CancelCheck &cancel)
{
    if (args.heads == 0 || args.kvHeads == 0 || args.heads % args.kvHeads != 0)
        throw std::invalid_argument("attention: heads must be a non-zero multiple of kvHeads");
    if (scoresPerThread < std::size_t(args.position) + args.tokens)
        throw std::invalid_argument("attention: the score buffer is shorter than the context");
    const std::size_t rows = std::size_t(args.batch) * args.tokens;
    const std::size_t tasks = rows * args.heads;
    const std::uint32_t group = args.heads / args.kvHeads;
    const float scale = static_cast<float>(1.0 / std::sqrt(double(args.headDim)));
    const std::uint32_t threads = pool.size();
    pool.run([&](std::uint32_t thread) {
        // Interleaved (row, head) pairs: causal rows grow in cost with their position.
        for (std::size_t task = thread, done = 0; task < tasks; task += threads, ++done) {
            if (done % kAttentionCancelTasks == 0)
                cancel.throwIfRequested();
            const std::size_t row = task / args.heads;
            const std::uint32_t head = static_cast<std::uint32_t>(task % args.heads);
            const std::size_t sequence = row / args.tokens;
            const std::size_t token = row % args.tokens;
            const std::size_t kvOffset
                = sequence * args.cache.sequenceStride + std::size_t(head / group) * args.cache.headStride;
            attendOne(args.q + row * args.qStride + std::size_t(head) * args.headDim, args.cache.k + kvOffset,
                      args.cache.v + kvOffset, args.position + token + 1, args.headDim, scale,
                      scores + thread * scoresPerThread,
                      args.out + row * args.outStride + std::size_t(head) * args.headDim);
        }
    });
}

void fillWeights(void *out, DType dtype, std::uint64_t seed, std::uint32_t tensor, std::uint64_t firstIndex,
                 std::size_t count, WeightKind kind, float scale)
{
    // The Weights.h functions themselves (inlined; the per-tensor half of the hash is loop-invariant),
    // so the CPU's weights are those of the definition by construction.
    const auto value = [&](std::size_t j) {
        return kind == WeightKind::Norm ? normWeight(seed, tensor, firstIndex + j)
                                        : matrixWeight(seed, tensor, firstIndex + j, scale);
    };
    if (dtype == DType::F32) {
        auto *target = static_cast<float *>(out);
        for (std::size_t j = 0; j < count; ++j)
            target[j] = value(j);
    } else if (dtype == DType::BF16) {
        auto *target = static_cast<std::uint16_t *>(out);
        for (std::size_t j = 0; j < count; ++j)
            target[j] = floatToBf16(value(j));
    } else if (protocol::isBlockQuantized(dtype)) {
        if (count % kBlock != 0)
            throw std::invalid_argument("fillWeights: " + toString(dtype)
                                        + " weights come in blocks of 32, not " + std::to_string(count)
                                        + " values");
        float values[kBlock];
        for (std::size_t b = 0; b < count / kBlock; ++b) {
            for (std::size_t j = 0; j < kBlock; ++j)
                values[j] = value(b * kBlock + j);
            if (dtype == DType::Q8_0)
                quantizeBlock(values, static_cast<BlockQ8_0 *>(out)[b]);
            else
                quantizeBlock(values, static_cast<BlockQ4_0 *>(out)[b]);
        }
    } else {
        throw std::invalid_argument("fillWeights: the CPU engine stores f32, bf16, q8_0 or q4_0 weights, not "
                                    + toString(dtype));
    }
}

void widenRow(const WeightMatrix &w, std::size_t r, float *out)
{
    if (w.dtype == DType::F32) {
        std::memcpy(out, static_cast<const float *>(w.data) + r * w.cols, w.cols * sizeof(float));
    } else if (w.dtype == DType::BF16) {
        widenBf16(static_cast<const std::uint16_t *>(w.data) + r * w.cols, w.cols, out);
    } else if (protocol::isBlockQuantized(w.dtype)) {
        dequantizeRow(BlockRows{static_cast<const std::uint8_t *>(w.data), {w.dtype, w.rows, w.cols}}, r,
                      out);
    } else {
        throw std::invalid_argument("widenRow: " + toString(w.dtype) + " weights are not the CPU engine's");
    }
}

void roundThroughBlocks(float *values, std::size_t count, DType type)
{
    for (std::size_t b = 0; b < count / kBlock; ++b) {
        float *block = values + b * kBlock;
        if (type == DType::Q8_0) {
            BlockQ8_0 quantized;
            quantizeBlock(block, quantized);
            dequantizeBlock(quantized, block);
        } else if (type == DType::Q4_0) {
            BlockQ4_0 quantized;
            quantizeBlock(block, quantized);
            dequantizeBlock(quantized, block);
        } else {
            throw std::invalid_argument("roundThroughBlocks: " + toString(type) + " is not a block type");
        }
    }
}

double readSum(const double *a, std::size_t n)
{
    return readSumLoop(a, n);
}

} // namespace shardscope::bench
