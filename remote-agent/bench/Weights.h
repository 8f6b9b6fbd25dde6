#pragma once

// The synthetic model's weights and its arithmetic conventions, written once for every backend
// (this header is included by the CPU engine and by the CUDA plugin's device code).
//
// Every weight is a pure function of (seed, tensor, element index) of the FULL, unsplit tensor, so
// that any rank can make exactly its slice and a split model holds the same numbers as the single
// one. Matrices are [out][in], row-major (nn.Linear's layout): element (o, i) has index o × in + i.
//
// Conventions (Llama): x ← x + Attn(RMSNorm(x)); x ← x + MLP(RMSNorm(x)); RMSNorm(x) = x /
// sqrt(mean(x²) + eps) × g. Q = Wq·h, K = Wk·h, V = Wv·h; RoPE rotates the pairs (j, j + headDim/2)
// of each head by position × theta^(−2j/headDim) (rotate_half). Query head q attends with key/value
// head q / (heads / kvHeads), causal, scaled by 1/sqrt(headDim). MLP = Wdown·(silu(Wgate·h) ⊙ Wup·h).
// Logits = Wlm·RMSNorm(x) (Wlm is the embedding when tied). Greedy: the arg-max, lowest id on a tie.

#include <cmath>
#include <cstdint>
#include <cstring>

#if defined(__CUDACC__)
#define SHARDSCOPE_HD __host__ __device__
#else
#define SHARDSCOPE_HD
#endif

namespace shardscope::bench {

/// Tensor ids: per layer l, kLayerTensorBase × l plus one of the offsets; then the model-wide ones.
enum WeightTensor : std::uint32_t {
    kAttnNorm = 0,
    kWq = 1,
    kWk = 2,
    kWv = 3,
    kWo = 4,
    kMlpNorm = 5,
    kWgate = 6,
    kWup = 7,
    kWdown = 8,
    kLayerTensorBase = 16,
    kEmbedding = 0xFFFF0001u,
    kFinalNorm = 0xFFFF0002u,
    kLmHead = 0xFFFF0003u,
};

SHARDSCOPE_HD inline std::uint32_t layerTensor(std::uint32_t layer, std::uint32_t offset)
{
    return layer * kLayerTensorBase + offset;
}

/// splitmix64's finaliser: a good 64-bit mix of a counter.
SHARDSCOPE_HD inline std::uint64_t mix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/// Uniform in [−1, 1), 24 bits of resolution, for element `index` of `tensor`.
SHARDSCOPE_HD inline float uniformWeight(std::uint64_t seed, std::uint32_t tensor, std::uint64_t index)
{
    const std::uint64_t x = mix64(mix64(seed ^ (static_cast<std::uint64_t>(tensor) << 32)) ^ index);
    return static_cast<float>(x >> 40) * (1.0f / 8388608.0f) - 1.0f;
}

/// A matrix element: uniform with variance 1/in (scale sqrt(3/in)), so activations keep their size
/// through every layer and the logits are spread widely enough that greedy picks are stable.
SHARDSCOPE_HD inline float matrixWeight(std::uint64_t seed, std::uint32_t tensor, std::uint64_t index,
                                        float scale)
{
    return uniformWeight(seed, tensor, index) * scale;
}

/// RMSNorm gains: 1 ± 0.1.
SHARDSCOPE_HD inline float normWeight(std::uint64_t seed, std::uint32_t tensor, std::uint64_t index)
{
    return 1.0f + 0.1f * uniformWeight(seed, tensor, index);
}

/// Embedding rows: uniform in [−1, 1).
SHARDSCOPE_HD inline float embeddingWeight(std::uint64_t seed, std::uint64_t index)
{
    return uniformWeight(seed, kEmbedding, index);
}

/// A float's bits, and the float of some bits (host and device alike).
SHARDSCOPE_HD inline std::uint32_t floatBits(float value)
{
#if defined(__CUDA_ARCH__)
    return __float_as_uint(value);
#else
    std::uint32_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
#endif
}

SHARDSCOPE_HD inline float floatFromBits(std::uint32_t bits)
{
#if defined(__CUDA_ARCH__)
    return __uint_as_float(bits);
#else
    float value = 0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
#endif
}

/// float → bfloat16 bits, round to nearest even (NaN kept a quiet NaN).
SHARDSCOPE_HD inline std::uint16_t floatToBf16(float value)
{
    std::uint32_t bits = floatBits(value);
    if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
        return static_cast<std::uint16_t>((bits >> 16) | 0x40u);
    bits += 0x7FFFu + ((bits >> 16) & 1u);
    return static_cast<std::uint16_t>(bits >> 16);
}

SHARDSCOPE_HD inline float bf16ToFloat(std::uint16_t value)
{
    return floatFromBits(static_cast<std::uint32_t>(value) << 16);
}

/// float → IEEE half precision bits, round to nearest even (subnormals kept, overflow to infinity,
/// NaN kept a quiet NaN).
SHARDSCOPE_HD inline std::uint16_t floatToHalf(float value)
{
    const std::uint32_t bits = floatBits(value);
    const auto sign = static_cast<std::uint16_t>((bits >> 16) & 0x8000u);
    const std::uint32_t magnitude = bits & 0x7FFFFFFFu;
    if (magnitude > 0x7F800000u)
        return sign | 0x7E00u;
    if (magnitude >= 0x477FF000u) // 65520 and above round to infinity
        return sign | 0x7C00u;
    if (magnitude < 0x38800000u) // below 2^-14: a multiple of 2^-24, rounded to nearest even
        return sign | static_cast<std::uint16_t>(rintf(floatFromBits(magnitude) * 16777216.0f));
    std::uint32_t half = (((magnitude >> 23) - 112u) << 10) | ((magnitude >> 13) & 0x3FFu);
    const std::uint32_t rest = magnitude & 0x1FFFu;
    if (rest > 0x1000u || (rest == 0x1000u && (half & 1u)))
        ++half; // a carry into the exponent is still the right rounding
    return sign | static_cast<std::uint16_t>(half);
}

SHARDSCOPE_HD inline float halfToFloat(std::uint16_t value)
{
    const std::uint32_t sign = std::uint32_t(value & 0x8000u) << 16;
    const std::uint32_t exponent = (value >> 10) & 0x1Fu;
    const std::uint32_t mantissa = value & 0x3FFu;
    if (exponent == 0) // subnormal or zero: exact as a float
        return floatFromBits(sign | floatBits(float(mantissa) * (1.0f / 16777216.0f)));
    if (exponent == 31)
        return floatFromBits(sign | 0x7F800000u | (mantissa << 13));
    return floatFromBits(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

// GGUF's block types (ggml's block_q8_0 and block_q4_0, byte for byte): each run of 32 values along
// a matrix row is a half-precision scale d and 32 numbers q. Q8_0: value = q × d, q in [−127, 127].
// Q4_0: value = (q − 8) × d, q in [0, 15], byte j holding value j in its low nibble and value
// j + 16 in its high one. Quantization is llama.cpp's reference one, so a block made here is the
// block llama.cpp makes of the same 32 floats.

struct BlockQ8_0 {
    std::uint16_t d;
    std::int8_t qs[32];
};
struct BlockQ4_0 {
    std::uint16_t d;
    std::uint8_t qs[16];
};
static_assert(sizeof(BlockQ8_0) == 34 && sizeof(BlockQ4_0) == 18, "GGUF's block sizes");

/// Q8_0's numbers of 32 values: q = round(x / d) with d = max|x| / 127, which it returns (the
/// block keeps d in half precision; the CPU engine's activations keep it as it is).
SHARDSCOPE_HD inline float quantizeQ8Numbers(const float *x, std::int8_t *q)
{
    float amax = 0;
    for (int j = 0; j < 32; ++j)
        amax = fmaxf(amax, fabsf(x[j]));
    const float d = amax / 127.0f;
    const float id = d != 0.0f ? 1.0f / d : 0.0f;
    for (int j = 0; j < 32; ++j)
        q[j] = static_cast<std::int8_t>(roundf(x[j] * id));
    return d;
}

/// Q8_0: d = max|x| / 127, q = round(x / d).
SHARDSCOPE_HD inline void quantizeBlock(const float *x, BlockQ8_0 &block)
{
    block.d = floatToHalf(quantizeQ8Numbers(x, block.qs));
}

/// Q4_0: the value of largest magnitude m gives d = m / −8, q = min(15, trunc(x / d + 8.5)).
SHARDSCOPE_HD inline void quantizeBlock(const float *x, BlockQ4_0 &block)
{
    float amax = 0;
    float max = 0;
    for (int j = 0; j < 32; ++j) {
        if (amax < fabsf(x[j])) {
            amax = fabsf(x[j]);
            max = x[j];
        }
    }
    const float d = max / -8.0f;
    const float id = d != 0.0f ? 1.0f / d : 0.0f;
    block.d = floatToHalf(d);
    for (int j = 0; j < 16; ++j) {
        const auto low
            = static_cast<std::uint8_t>(fminf(15.0f, float(static_cast<std::int8_t>(x[j] * id + 8.5f))));
        const auto high
            = static_cast<std::uint8_t>(fminf(15.0f, float(static_cast<std::int8_t>(x[j + 16] * id + 8.5f))));
        block.qs[j] = static_cast<std::uint8_t>(low | (high << 4));
    }
}

/// Value j (< 32) of Q4_0's 16 bytes of numbers: the low nibble of byte j, or the high one of
/// byte j − 16, less 8.
SHARDSCOPE_HD inline int q4Number(const std::uint8_t *qs, int j)
{
    return (j < 16 ? qs[j] & 0x0F : qs[j - 16] >> 4) - 8;
}

/// Value j (< 32) of a block.
SHARDSCOPE_HD inline int blockNumber(const BlockQ8_0 &block, int j)
{
    return block.qs[j];
}
SHARDSCOPE_HD inline int blockNumber(const BlockQ4_0 &block, int j)
{
    return q4Number(block.qs, j);
}

/// out[j] = the block's value j, for j < 32.
template<typename Block>
SHARDSCOPE_HD inline void dequantizeBlock(const Block &block, float *out)
{
    const float d = halfToFloat(block.d);
    for (int j = 0; j < 32; ++j)
        out[j] = float(blockNumber(block, j)) * d;
}

/// Prompt token `index` (sequence-major) of a run: uniform over the vocabulary.
SHARDSCOPE_HD inline std::int32_t promptToken(std::uint64_t seed, std::uint64_t index, std::uint32_t vocab)
{
    return static_cast<std::int32_t>(mix64(mix64(seed ^ 0x70726F6D7074ull) ^ index) % vocab);
}

} // namespace shardscope::bench
