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

/// float → bfloat16 bits, round to nearest even (NaN kept a quiet NaN).
SHARDSCOPE_HD inline std::uint16_t floatToBf16(float value)
{
    std::uint32_t bits = 0;
#if defined(__CUDA_ARCH__)
    bits = __float_as_uint(value);
#else
    std::memcpy(&bits, &value, sizeof bits);
#endif
    if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
        return static_cast<std::uint16_t>((bits >> 16) | 0x40u);
    bits += 0x7FFFu + ((bits >> 16) & 1u);
    return static_cast<std::uint16_t>(bits >> 16);
}

SHARDSCOPE_HD inline float bf16ToFloat(std::uint16_t value)
{
    const std::uint32_t bits = static_cast<std::uint32_t>(value) << 16;
#if defined(__CUDA_ARCH__)
    return __uint_as_float(bits);
#else
    float out = 0;
    std::memcpy(&out, &bits, sizeof out);
    return out;
#endif
}

/// Prompt token `index` (sequence-major) of a run: uniform over the vocabulary.
SHARDSCOPE_HD inline std::int32_t promptToken(std::uint64_t seed, std::uint64_t index, std::uint32_t vocab)
{
    return static_cast<std::int32_t>(mix64(mix64(seed ^ 0x70726F6D7074ull) ^ index) % vocab);
}

} // namespace shardscope::bench
