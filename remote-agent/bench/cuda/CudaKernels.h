#pragma once

// The CUDA plugin's own kernels (everything that is not a matrix product: those are cuBLAS), as
// host functions that enqueue on a stream. Tensors are row-major, [rows][features]; "T" below is
// the activation/weight element type (Element). Nothing here synchronises; a launch error is
// thrown as std::runtime_error (file, line, CUDA's message).

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>

namespace shardscope::bench::cuda {

/// Element type of weights, activations and the KV cache.
enum class Element { Unknown = 0, F32, BF16, F16 };

/// Bytes of one element (4, 2, 2); 0 for Unknown.
std::size_t elementBytes(Element type);

/// An arg-max result: the largest logit of one sequence and its vocabulary id (the lowest on a tie).
struct ArgMax {
    float value;
    std::int32_t index;
};

/// dst[r][c] = the seeded weight of element ((rowBegin + r) × fullCols + colBegin + c) of tensor
/// (Weights.h matrixWeight with `scale`), rounded to `type`: one rank's block of the full matrix.
void fillMatrix(void *dst, Element type, std::uint64_t rows, std::uint64_t cols, std::uint64_t seed,
                std::uint32_t tensor, std::uint64_t rowBegin, std::uint64_t colBegin, std::uint64_t fullCols,
                float scale, cudaStream_t stream);

/// dst[i] = Weights.h normWeight(seed, tensor, i) for i < count. Gains stay fp32 whatever the
/// weights' type, as on the CPU backend.
void fillNorm(float *dst, std::uint64_t count, std::uint64_t seed, std::uint32_t tensor, cudaStream_t stream);

/// x[r][:] = table[tokens[r]][:] as fp32 (table: vocab × hidden, T). Ids outside [0, vocab) give
/// a zero row.
void embed(const std::int32_t *tokens, const void *table, Element type, float *x, std::uint32_t rows,
           std::uint32_t hidden, std::uint32_t vocab, cudaStream_t stream);

/// Per row: x += delta (when delta is not null; fp32 residual, delta T); then, when out is not
/// null, out = x / sqrt(mean(x²) + eps) × gain (fp32 gains, T out). One block per row.
void addRmsNorm(float *x, const void *delta, const float *gain, void *out, Element type, std::uint32_t rows,
                std::uint32_t hidden, float eps, cudaStream_t stream);

/// out (T) = x (fp32), or x = in (T) as fp32: the hidden state at a pipeline stage boundary.
void floatToElement(const float *x, void *out, Element type, std::size_t count, cudaStream_t stream);
void elementToFloat(const void *in, Element type, float *x, std::size_t count, cudaStream_t stream);

/// Geometry of one rank's attention: its heads of the fused QKV rows ([q heads | k heads | v heads]
/// × headDim per row) and its KV cache ([sequence][kvHead][maxContext][headDim] per layer, T).
struct AttentionShape {
    std::uint32_t heads = 0;
    std::uint32_t kvHeads = 0;
    std::uint32_t headDim = 0;
    std::uint32_t maxContext = 0;
};

/// Rows are (sequence, token) pairs, sequence-major, `tokensPerSequence` new tokens each, at
/// positions *position + token (position: device memory, so a captured graph can be replayed at
/// any position). Rotates q and k of every row in place by RoPE (ropeTable: maxContext ×
/// headDim/2 (cos, sin) pairs), then writes k and v into the caches at their positions.
void ropeAndStore(void *qkv, void *kCache, void *vCache, Element type, const float2 *ropeTable,
                  const std::int32_t *position, std::uint32_t rows, std::uint32_t tokensPerSequence,
                  const AttentionShape &shape, cudaStream_t stream);

/// Scratch of attentionSplits() × rows × heads partial results (split-K decode attention).
struct AttentionScratch {
    float *acc = nullptr;     ///< [row][head][split][headDim]
    float *max = nullptr;     ///< [row][head][split]
    float *sum = nullptr;     ///< [row][head][split]
    std::size_t capacity = 0; ///< rows × heads × splits entries the buffers hold
};

/// How many key ranges one (row, kvHead) pair is split into, so that a small batch still fills the
/// GPU: 1 when rows × kvHeads blocks already do; never more than scratch.capacity allows.
std::uint32_t attentionSplits(std::uint32_t rows, const AttentionShape &shape, std::uint32_t contextBound,
                              std::uint32_t multiprocessors, std::size_t scratchCapacity);

/// Causal grouped-query attention of every row's query heads (in qkv, after ropeAndStore) over the
/// cached keys and values at positions [0, *position + token], scaled by 1/sqrt(headDim); out
/// (T) is rows × heads × headDim. contextBound ≥ the largest *position + tokensPerSequence the
/// launch may see (it sizes the key ranges of the splits).
void attention(const void *qkv, const void *kCache, const void *vCache, void *out, Element type,
               const std::int32_t *position, std::uint32_t rows, std::uint32_t tokensPerSequence,
               const AttentionShape &shape, std::uint32_t contextBound, std::uint32_t splits,
               const AttentionScratch &scratch, cudaStream_t stream);

/// out[r][j] = silu(gateUp[r][j]) × gateUp[r][intermediate + j] (T; gateUp is rows × 2·intermediate).
void swiGlu(const void *gateUp, void *out, Element type, std::uint32_t rows, std::uint32_t intermediate,
            cudaStream_t stream);

/// For each of `batch` rows of fp32 logits (row stride ld, `count` columns): the largest value and
/// its id (vocabBegin + column; the lowest id on a tie; NaN never wins). tokens (optional) gets the ids.
void argMax(const float *logits, std::size_t ld, std::uint32_t batch, std::uint32_t count,
            std::uint32_t vocabBegin, ArgMax *out, std::int32_t *tokens, cudaStream_t stream);

} // namespace shardscope::bench::cuda
