#include "remote-agent/bench/cuda/CudaKernels.h"

#include "remote-agent/bench/Weights.h"
#include "remote-agent/bench/cuda/CudaCheck.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace shardscope::bench::cuda {

namespace {

constexpr unsigned kFullMask = 0xFFFFFFFFu;
constexpr int kRowThreads = 256;     // element-wise kernels and weight making
constexpr int kWideThreads = 1024;   // one block per row of a hidden vector (embedding, RMSNorm)
constexpr int kNormPerThread = 16;   // RMSNorm holds a row in registers: hidden ≤ 16 × 1024
constexpr int kArgMaxThreads = 1024; // one block per sequence over its vocabulary slice
constexpr int kArgMaxUnroll = 8;
constexpr int kAttnThreads = 128; // attention: one block per (split, kvHead, row)
constexpr int kAttnWarps = kAttnThreads / 32;
constexpr std::uint32_t kAttnTile = 32; // keys scored together, held in shared memory
constexpr int kMaxDimsPerThread = 2;    // headDim ≤ kAttnThreads × this (256)
constexpr int kMaxGroup = 16;           // query heads per key/value head
constexpr std::uint32_t kMinKeysPerSplit = 32;
constexpr std::uint32_t kMaxSplits = 64;

template<typename T>
struct Tag {
    using type = T;
};

/// Calls fn(Tag<T>{}) with T the storage type of `type`.
template<typename Fn>
void dispatch(Element type, Fn &&fn)
{
    switch (type) {
    case Element::F32:
        fn(Tag<float>{});
        return;
    case Element::BF16:
        fn(Tag<__nv_bfloat16>{});
        return;
    case Element::F16:
        fn(Tag<__half>{});
        return;
    case Element::Unknown:
        break;
    }
    throw std::invalid_argument("CUDA kernels: unsupported element type");
}

__device__ __forceinline__ float toFloat(float value)
{
    return value;
}
__device__ __forceinline__ float toFloat(__nv_bfloat16 value)
{
    return __bfloat162float(value);
}
__device__ __forceinline__ float toFloat(__half value)
{
    return __half2float(value);
}

template<typename T>
__device__ __forceinline__ T fromFloat(float value);
template<>
__device__ __forceinline__ float fromFloat<float>(float value)
{
    return value;
}
template<>
__device__ __forceinline__ __nv_bfloat16 fromFloat<__nv_bfloat16>(float value)
{
    return __float2bfloat16_rn(value);
}
template<>
__device__ __forceinline__ __half fromFloat<__half>(float value)
{
    return __float2half_rn(value);
}

/// Weights are rounded exactly as the CPU backend rounds them (Weights.h floatToBf16).
template<typename T>
__device__ __forceinline__ T weightFromFloat(float value)
{
    return fromFloat<T>(value);
}
template<>
__device__ __forceinline__ __nv_bfloat16 weightFromFloat<__nv_bfloat16>(float value)
{
    __nv_bfloat16_raw raw;
    raw.x = floatToBf16(value);
    return __nv_bfloat16(raw);
}

__device__ __forceinline__ float warpSum(float value)
{
    for (int offset = 16; offset > 0; offset >>= 1)
        value += __shfl_xor_sync(kFullMask, value, offset);
    return value;
}

/// The sum of `value` over the block (every thread gets it). blockDim.x is a multiple of 32.
__device__ float blockSum(float value)
{
    __shared__ float partial[32];
    __shared__ float total;
    const unsigned lane = threadIdx.x % 32;
    const unsigned warp = threadIdx.x / 32;
    value = warpSum(value);
    if (lane == 0)
        partial[warp] = value;
    __syncthreads();
    if (warp == 0) {
        float sum = lane < blockDim.x / 32 ? partial[lane] : 0.0f;
        sum = warpSum(sum);
        if (lane == 0)
            total = sum;
    }
    __syncthreads();
    return total;
}

unsigned gridFor(std::uint64_t items, unsigned threads, unsigned maxBlocks = 1u << 20)
{
    const std::uint64_t blocks = (items + threads - 1) / threads;
    return static_cast<unsigned>(std::max<std::uint64_t>(1, std::min<std::uint64_t>(blocks, maxBlocks)));
}

template<typename T>
__global__ void fillMatrixKernel(T *dst, std::uint64_t rows, std::uint64_t cols, std::uint64_t seed,
                                 std::uint32_t tensor, std::uint64_t rowBegin, std::uint64_t colBegin,
                                 std::uint64_t fullCols, float scale)
{
    for (std::uint64_t r = blockIdx.x; r < rows; r += gridDim.x) {
        const std::uint64_t base = (rowBegin + r) * fullCols + colBegin;
        T *out = dst + r * cols;
        for (std::uint64_t c = threadIdx.x; c < cols; c += blockDim.x)
            out[c] = weightFromFloat<T>(matrixWeight(seed, tensor, base + c, scale));
    }
}

__global__ void fillNormKernel(float *dst, std::uint64_t count, std::uint64_t seed, std::uint32_t tensor)
{
    for (std::uint64_t i = blockIdx.x * std::uint64_t(blockDim.x) + threadIdx.x; i < count;
         i += std::uint64_t(gridDim.x) * blockDim.x)
        dst[i] = normWeight(seed, tensor, i);
}

template<typename T>
__global__ void embedKernel(const std::int32_t *tokens, const T *table, float *x, std::uint32_t hidden,
                            std::uint32_t vocab)
{
    const std::uint32_t row = blockIdx.x;
    const std::int32_t token = tokens[row];
    float *out = x + std::size_t(row) * hidden;
    const bool valid = token >= 0 && std::uint32_t(token) < vocab;
    const T *in = table + (valid ? std::size_t(token) * hidden : 0);
#pragma unroll 4
    for (std::uint32_t c = threadIdx.x; c < hidden; c += blockDim.x)
        out[c] = valid ? toFloat(in[c]) : 0.0f; // an id outside the vocabulary gives a zero row
}

/// One block per row; each thread keeps its (at most kNormPerThread) elements in registers, so
/// the row is read once and its loads are all in flight together (decode has a single row).
template<typename T>
__global__ void __launch_bounds__(kWideThreads)
    addRmsNormKernel(float *x, const T *delta, const float *gain, T *out, std::uint32_t hidden, float eps)
{
    float *row = x + std::size_t(blockIdx.x) * hidden;
    const T *add = delta ? delta + std::size_t(blockIdx.x) * hidden : nullptr;
    float values[kNormPerThread];
    float squares = 0.0f;
#pragma unroll
    for (int k = 0; k < kNormPerThread; ++k) {
        const std::uint32_t c = threadIdx.x + k * blockDim.x;
        values[k] = 0.0f;
        if (c < hidden) {
            float value = row[c];
            if (add) {
                value += toFloat(add[c]);
                row[c] = value;
            }
            values[k] = value;
            squares += value * value;
        }
    }
    if (!out)
        return;
    const float total = blockSum(squares);
    const float inverse = 1.0f / sqrtf(total / float(hidden) + eps);
    T *normed = out + std::size_t(blockIdx.x) * hidden;
#pragma unroll
    for (int k = 0; k < kNormPerThread; ++k) {
        const std::uint32_t c = threadIdx.x + k * blockDim.x;
        if (c < hidden)
            normed[c] = fromFloat<T>(values[k] * inverse * gain[c]);
    }
}

template<typename T>
__global__ void floatToElementKernel(const float *x, T *out, std::size_t count)
{
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < count;
         i += std::size_t(gridDim.x) * blockDim.x)
        out[i] = fromFloat<T>(x[i]);
}

template<typename T>
__global__ void elementToFloatKernel(const T *in, float *x, std::size_t count)
{
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < count;
         i += std::size_t(gridDim.x) * blockDim.x)
        x[i] = toFloat(in[i]);
}

/// One block per (head, row) of [q heads | k heads | v heads], a thread per rotation pair.
template<typename T>
__global__ void ropeAndStoreKernel(T *qkv, T *kCache, T *vCache, const float2 *ropeTable,
                                   const std::int32_t *position, std::uint32_t tokensPerSequence,
                                   AttentionShape shape)
{
    const std::uint32_t head = blockIdx.x;
    const std::uint32_t row = blockIdx.y;
    const std::uint32_t sequence = row / tokensPerSequence;
    const std::uint32_t pos = std::uint32_t(*position) + row % tokensPerSequence;
    const std::uint32_t headDim = shape.headDim;
    const std::uint32_t half = headDim / 2;
    const std::size_t width = std::size_t(shape.heads + 2 * shape.kvHeads) * headDim;
    T *values = qkv + std::size_t(row) * width + std::size_t(head) * headDim;
    const std::uint32_t rotated = shape.heads + shape.kvHeads; // q and k heads; the rest are v heads
    const std::uint32_t kvHead = head >= rotated       ? head - rotated
                                 : head >= shape.heads ? head - shape.heads
                                                       : 0;
    const std::size_t cacheOffset
        = ((std::size_t(sequence) * shape.kvHeads + kvHead) * shape.maxContext + pos) * headDim;
    for (std::uint32_t j = threadIdx.x; j < half; j += blockDim.x) {
        if (head >= rotated) {
            vCache[cacheOffset + j] = values[j];
            vCache[cacheOffset + j + half] = values[j + half];
            continue;
        }
        // rotate_half: the pairs (j, j + half), by position × theta^(−2j/headDim).
        const float x1 = toFloat(values[j]);
        const float x2 = toFloat(values[j + half]);
        const float2 cs = ropeTable[std::size_t(pos) * half + j];
        const T r1 = fromFloat<T>(x1 * cs.x - x2 * cs.y);
        const T r2 = fromFloat<T>(x2 * cs.x + x1 * cs.y);
        values[j] = r1;
        values[j + half] = r2;
        if (head >= shape.heads) {
            kCache[cacheOffset + j] = r1;
            kCache[cacheOffset + j + half] = r2;
        }
    }
}

/// One block: one row's query heads of one key/value head over one range of keys (a split), in
/// tiles of kAttnTile keys with an online softmax. Writes the normalised output when there is one
/// split, else the unnormalised partial sums for attentionCombineKernel.
template<typename T, int kGroupCap>
__global__ void __launch_bounds__(kAttnThreads)
    attentionKernel(const T *qkv, const T *kCache, const T *vCache, T *out, AttentionScratch scratch,
                    const std::int32_t *position, std::uint32_t tokensPerSequence, AttentionShape shape,
                    std::uint32_t splits, std::uint32_t keysPerSplit, float scale)
{
    const std::uint32_t split = blockIdx.x;
    const std::uint32_t kvHead = blockIdx.y;
    const std::uint32_t row = blockIdx.z;
    const std::uint32_t tid = threadIdx.x;
    const std::uint32_t lane = tid % 32;
    const std::uint32_t warp = tid / 32;
    const std::uint32_t headDim = shape.headDim;
    const std::uint32_t group = shape.heads / shape.kvHeads;
    const std::uint32_t sequence = row / tokensPerSequence;
    const std::uint32_t pos = std::uint32_t(*position) + row % tokensPerSequence;
    const std::uint32_t keyBegin = split * keysPerSplit;
    const std::uint32_t keyEnd = min(keyBegin + keysPerSplit, pos + 1); // causal: keys [0, pos]

    extern __shared__ float shared[];
    float *qs = shared;                    // group × headDim, pre-scaled
    float *p = qs + group * headDim;       // group × kAttnTile: scores, then probabilities
    float *runMax = p + group * kAttnTile; // group
    float *runSum = runMax + group;        // group
    float *alpha = runSum + group;         // group: rescale of the previous tiles

    const std::size_t width = std::size_t(shape.heads + 2 * shape.kvHeads) * headDim;
    const T *q = qkv + std::size_t(row) * width + std::size_t(kvHead) * group * headDim;
    for (std::uint32_t i = tid; i < group * headDim; i += blockDim.x)
        qs[i] = toFloat(q[i]) * scale;
    if (tid < group) {
        runMax[tid] = -INFINITY;
        runSum[tid] = 0.0f;
    }
    const std::size_t cacheBase
        = (std::size_t(sequence) * shape.kvHeads + kvHead) * shape.maxContext * headDim;
    const T *keys = kCache + cacheBase;
    const T *values = vCache + cacheBase;

    float acc[kMaxDimsPerThread][kGroupCap];
#pragma unroll
    for (int j = 0; j < kMaxDimsPerThread; ++j) {
#pragma unroll
        for (int h = 0; h < kGroupCap; ++h)
            acc[j][h] = 0.0f;
    }
    __syncthreads();

    for (std::uint32_t tile = keyBegin; tile < keyEnd; tile += kAttnTile) {
        const std::uint32_t tileKeys = min(kAttnTile, keyEnd - tile);
        // Scores: a warp per key, its lanes across the head dimension.
        for (std::uint32_t k = warp; k < kAttnTile; k += kAttnWarps) {
            float dots[kGroupCap];
#pragma unroll
            for (int h = 0; h < kGroupCap; ++h)
                dots[h] = 0.0f;
            if (k < tileKeys) {
                const T *key = keys + std::size_t(tile + k) * headDim;
                for (std::uint32_t d = lane; d < headDim; d += 32) {
                    const float kd = toFloat(key[d]);
#pragma unroll
                    for (int h = 0; h < kGroupCap; ++h) {
                        if (h < int(group))
                            dots[h] += qs[h * headDim + d] * kd;
                    }
                }
#pragma unroll
                for (int h = 0; h < kGroupCap; ++h) {
                    if (h < int(group))
                        dots[h] = warpSum(dots[h]);
                }
            }
            if (lane == 0) {
#pragma unroll
                for (int h = 0; h < kGroupCap; ++h) {
                    if (h < int(group))
                        p[h * kAttnTile + k] = k < tileKeys ? dots[h] : -INFINITY;
                }
            }
        }
        __syncthreads();
        if (tid < group) {
            float tileMax = runMax[tid];
            for (std::uint32_t k = 0; k < tileKeys; ++k)
                tileMax = fmaxf(tileMax, p[tid * kAttnTile + k]);
            alpha[tid] = expf(runMax[tid] - tileMax); // 0 on the first tile (runMax is −inf)
            runMax[tid] = tileMax;
        }
        __syncthreads();
        for (std::uint32_t i = tid; i < group * kAttnTile; i += blockDim.x) {
            const std::uint32_t h = i / kAttnTile;
            const std::uint32_t k = i % kAttnTile;
            p[i] = k < tileKeys ? expf(p[i] - runMax[h]) : 0.0f;
        }
        __syncthreads();
        if (tid < group) {
            float sum = 0.0f;
            for (std::uint32_t k = 0; k < tileKeys; ++k)
                sum += p[tid * kAttnTile + k];
            runSum[tid] = runSum[tid] * alpha[tid] + sum;
        }
#pragma unroll
        for (int j = 0; j < kMaxDimsPerThread; ++j) {
            const std::uint32_t d = tid + j * kAttnThreads;
            if (d >= headDim)
                continue;
#pragma unroll
            for (int h = 0; h < kGroupCap; ++h) {
                if (h < int(group))
                    acc[j][h] *= alpha[h];
            }
            for (std::uint32_t k = 0; k < tileKeys; ++k) {
                const float vd = toFloat(values[std::size_t(tile + k) * headDim + d]);
#pragma unroll
                for (int h = 0; h < kGroupCap; ++h) {
                    if (h < int(group))
                        acc[j][h] += p[h * kAttnTile + k] * vd;
                }
            }
        }
        __syncthreads();
    }

#pragma unroll
    for (int j = 0; j < kMaxDimsPerThread; ++j) {
        const std::uint32_t d = tid + j * kAttnThreads;
        if (d >= headDim)
            continue;
#pragma unroll
        for (int h = 0; h < kGroupCap; ++h) {
            if (h >= int(group))
                continue;
            const std::uint32_t head = kvHead * group + h;
            if (splits == 1) {
                out[(std::size_t(row) * shape.heads + head) * headDim + d]
                    = fromFloat<T>(acc[j][h] / runSum[h]);
            } else {
                const std::size_t entry = (std::size_t(row) * shape.heads + head) * splits + split;
                scratch.acc[entry * headDim + d] = acc[j][h];
            }
        }
    }
    if (splits > 1 && tid < group) {
        const std::size_t entry = (std::size_t(row) * shape.heads + kvHead * group + tid) * splits + split;
        scratch.max[entry] = runMax[tid];
        scratch.sum[entry] = runSum[tid];
    }
}

/// One block per (row, head): merges the splits' partial softmax sums.
template<typename T>
__global__ void attentionCombineKernel(T *out, AttentionScratch scratch, std::uint32_t headDim,
                                       std::uint32_t splits)
{
    const std::size_t base = std::size_t(blockIdx.x) * splits;
    float top = -INFINITY;
    for (std::uint32_t s = 0; s < splits; ++s)
        top = fmaxf(top, scratch.max[base + s]);
    float total = 0.0f;
    for (std::uint32_t s = 0; s < splits; ++s)
        total += scratch.sum[base + s] * expf(scratch.max[base + s] - top); // an empty split adds 0
    for (std::uint32_t d = threadIdx.x; d < headDim; d += blockDim.x) {
        float value = 0.0f;
        for (std::uint32_t s = 0; s < splits; ++s)
            value += expf(scratch.max[base + s] - top) * scratch.acc[(base + s) * headDim + d];
        out[std::size_t(blockIdx.x) * headDim + d] = fromFloat<T>(value / total);
    }
}

template<typename T>
__global__ void swiGluKernel(const T *gateUp, T *out, std::uint32_t rows, std::uint32_t intermediate)
{
    const std::size_t count = std::size_t(rows) * intermediate;
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < count;
         i += std::size_t(gridDim.x) * blockDim.x) {
        const std::size_t row = i / intermediate;
        const std::size_t j = i % intermediate;
        const float gate = toFloat(gateUp[row * 2 * intermediate + j]);
        const float up = toFloat(gateUp[row * 2 * intermediate + intermediate + j]);
        out[i] = fromFloat<T>(gate / (1.0f + expf(-gate)) * up);
    }
}

__device__ __forceinline__ bool better(float value, std::int32_t index, float bestValue,
                                       std::int32_t bestIndex)
{
    return value > bestValue || (value == bestValue && index < bestIndex);
}

__global__ void argMaxKernel(const float *logits, std::size_t ld, std::uint32_t count,
                             std::uint32_t vocabBegin, ArgMax *out, std::int32_t *tokens)
{
    const float *row = logits + std::size_t(blockIdx.x) * ld;
    float best = -INFINITY;
    std::int32_t bestIndex = INT32_MAX;
    // kArgMaxUnroll loads in flight per thread; ascending ids per thread, so the first of equal
    // values stays (and NaN never wins).
    for (std::uint32_t base = threadIdx.x; base < count; base += blockDim.x * kArgMaxUnroll) {
        float value[kArgMaxUnroll];
#pragma unroll
        for (int k = 0; k < kArgMaxUnroll; ++k) {
            const std::uint32_t i = base + k * blockDim.x;
            value[k] = i < count ? row[i] : -INFINITY;
        }
#pragma unroll
        for (int k = 0; k < kArgMaxUnroll; ++k) {
            if (value[k] > best) {
                best = value[k];
                bestIndex = std::int32_t(base + k * blockDim.x);
            }
        }
    }
    for (int offset = 16; offset > 0; offset >>= 1) {
        const float otherValue = __shfl_xor_sync(kFullMask, best, offset);
        const std::int32_t otherIndex = __shfl_xor_sync(kFullMask, bestIndex, offset);
        if (better(otherValue, otherIndex, best, bestIndex)) {
            best = otherValue;
            bestIndex = otherIndex;
        }
    }
    __shared__ float warpValue[32];
    __shared__ std::int32_t warpIndex[32];
    const unsigned lane = threadIdx.x % 32;
    const unsigned warp = threadIdx.x / 32;
    if (lane == 0) {
        warpValue[warp] = best;
        warpIndex[warp] = bestIndex;
    }
    __syncthreads();
    if (warp != 0)
        return;
    best = lane < blockDim.x / 32 ? warpValue[lane] : -INFINITY;
    bestIndex = lane < blockDim.x / 32 ? warpIndex[lane] : INT32_MAX;
    for (int offset = 16; offset > 0; offset >>= 1) {
        const float otherValue = __shfl_xor_sync(kFullMask, best, offset);
        const std::int32_t otherIndex = __shfl_xor_sync(kFullMask, bestIndex, offset);
        if (better(otherValue, otherIndex, best, bestIndex)) {
            best = otherValue;
            bestIndex = otherIndex;
        }
    }
    if (lane == 0) {
        if (bestIndex == INT32_MAX) // every logit was −inf or NaN
            bestIndex = 0;
        const std::int32_t id = std::int32_t(vocabBegin) + bestIndex;
        out[blockIdx.x] = ArgMax{best, id};
        if (tokens)
            tokens[blockIdx.x] = id;
    }
}

} // namespace

std::size_t elementBytes(Element type)
{
    switch (type) {
    case Element::F32:
        return 4;
    case Element::BF16:
    case Element::F16:
        return 2;
    case Element::Unknown:
        break;
    }
    return 0;
}

void fillMatrix(void *dst, Element type, std::uint64_t rows, std::uint64_t cols, std::uint64_t seed,
                std::uint32_t tensor, std::uint64_t rowBegin, std::uint64_t colBegin, std::uint64_t fullCols,
                float scale, cudaStream_t stream)
{
    if (rows == 0 || cols == 0)
        return;
    dispatch(type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        const unsigned blocks = static_cast<unsigned>(std::min<std::uint64_t>(rows, 1u << 20));
        fillMatrixKernel<T><<<blocks, kRowThreads, 0, stream>>>(static_cast<T *>(dst), rows, cols, seed,
                                                                tensor, rowBegin, colBegin, fullCols, scale);
    });
    SHARDSCOPE_CUDA_CHECK_LAUNCH();
}

void fillNorm(float *dst, std::uint64_t count, std::uint64_t seed, std::uint32_t tensor, cudaStream_t stream)
{
    if (count == 0)
        return;
    fillNormKernel<<<gridFor(count, kRowThreads), kRowThreads, 0, stream>>>(dst, count, seed, tensor);
    SHARDSCOPE_CUDA_CHECK_LAUNCH();
}

void embed(const std::int32_t *tokens, const void *table, Element type, float *x, std::uint32_t rows,
           std::uint32_t hidden, std::uint32_t vocab, cudaStream_t stream)
{
    if (rows == 0)
        return;
    dispatch(type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        embedKernel<T>
            <<<rows, kWideThreads, 0, stream>>>(tokens, static_cast<const T *>(table), x, hidden, vocab);
    });
    SHARDSCOPE_CUDA_CHECK_LAUNCH();
}

void addRmsNorm(float *x, const void *delta, const float *gain, void *out, Element type, std::uint32_t rows,
                std::uint32_t hidden, float eps, cudaStream_t stream)
{
    if (rows == 0)
        return;
    if (hidden == 0 || hidden > std::uint32_t(kWideThreads) * kNormPerThread)
        throw std::invalid_argument("CUDA RMSNorm: hidden size " + std::to_string(hidden) + " (at most "
                                    + std::to_string(kWideThreads * kNormPerThread) + " is supported)");
    // Enough threads for about four elements each (whole warps), at most a full block.
    const unsigned threads = static_cast<unsigned>(std::clamp<std::uint32_t>(
        (hidden / 4 + 31) / 32 * 32, std::uint32_t(kWideThreads) / 4, kWideThreads));
    if (threads * kNormPerThread < hidden)
        throw std::logic_error("CUDA RMSNorm: block too small");
    dispatch(type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        addRmsNormKernel<T><<<rows, threads, 0, stream>>>(x, static_cast<const T *>(delta), gain,
                                                          static_cast<T *>(out), hidden, eps);
    });
    SHARDSCOPE_CUDA_CHECK_LAUNCH();
}

void floatToElement(const float *x, void *out, Element type, std::size_t count, cudaStream_t stream)
{
    if (count == 0)
        return;
    dispatch(type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        floatToElementKernel<T>
            <<<gridFor(count, kRowThreads), kRowThreads, 0, stream>>>(x, static_cast<T *>(out), count);
    });
    SHARDSCOPE_CUDA_CHECK_LAUNCH();
}

void elementToFloat(const void *in, Element type, float *x, std::size_t count, cudaStream_t stream)
{
    if (count == 0)
        return;
    dispatch(type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        elementToFloatKernel<T>
            <<<gridFor(count, kRowThreads), kRowThreads, 0, stream>>>(static_cast<const T *>(in), x, count);
    });
    SHARDSCOPE_CUDA_CHECK_LAUNCH();
}

void ropeAndStore(void *qkv, void *kCache, void *vCache, Element type, const float2 *ropeTable,
                  const std::int32_t *position, std::uint32_t rows, std::uint32_t tokensPerSequence,
                  const AttentionShape &shape, cudaStream_t stream)
{
    if (rows == 0)
        return;
    dispatch(type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        const dim3 grid(shape.heads + 2 * shape.kvHeads, rows);
        const unsigned threads = std::max<unsigned>(1, std::min<unsigned>(shape.headDim / 2, kWideThreads));
        ropeAndStoreKernel<T><<<grid, threads, 0, stream>>>(static_cast<T *>(qkv), static_cast<T *>(kCache),
                                                            static_cast<T *>(vCache), ropeTable, position,
                                                            tokensPerSequence, shape);
    });
    SHARDSCOPE_CUDA_CHECK_LAUNCH();
}

std::uint32_t attentionSplits(std::uint32_t rows, const AttentionShape &shape, std::uint32_t contextBound,
                              std::uint32_t multiprocessors, std::size_t scratchCapacity)
{
    const std::uint64_t blocks = std::uint64_t(rows) * shape.kvHeads;
    const std::uint64_t target = 2ull * std::max<std::uint32_t>(multiprocessors, 1);
    if (blocks == 0 || blocks >= target || contextBound <= kMinKeysPerSplit)
        return 1;
    std::uint64_t splits = (target + blocks - 1) / blocks;
    splits = std::min<std::uint64_t>(splits, (contextBound + kMinKeysPerSplit - 1) / kMinKeysPerSplit);
    splits = std::min<std::uint64_t>(splits, kMaxSplits);
    while (splits > 1 && std::uint64_t(rows) * shape.heads * splits > scratchCapacity)
        --splits;
    return static_cast<std::uint32_t>(std::max<std::uint64_t>(splits, 1));
}

void attention(const void *qkv, const void *kCache, const void *vCache, void *out, Element type,
               const std::int32_t *position, std::uint32_t rows, std::uint32_t tokensPerSequence,
               const AttentionShape &shape, std::uint32_t contextBound, std::uint32_t splits,
               const AttentionScratch &scratch, cudaStream_t stream)
{
    if (rows == 0)
        return;
    if (shape.kvHeads == 0 || shape.heads % shape.kvHeads != 0
        || shape.heads / shape.kvHeads > std::uint32_t(kMaxGroup))
        throw std::invalid_argument("CUDA attention: " + std::to_string(shape.heads) + " query heads over "
                                    + std::to_string(shape.kvHeads)
                                    + " key/value heads (a whole multiple, at most 16 per key/value head)");
    const std::uint32_t group = shape.heads / shape.kvHeads;
    if (shape.headDim == 0 || shape.headDim % 2 != 0 || shape.headDim > kAttnThreads * kMaxDimsPerThread)
        throw std::invalid_argument("CUDA attention: head dimension " + std::to_string(shape.headDim)
                                    + " (even and at most 256 are supported)");
    if (splits == 0 || (splits > 1 && std::uint64_t(rows) * shape.heads * splits > scratch.capacity))
        throw std::invalid_argument("CUDA attention: split count exceeds the scratch buffers");
    const std::uint32_t keysPerSplit = std::max<std::uint32_t>(1, (contextBound + splits - 1) / splits);
    const float scale = static_cast<float>(1.0 / std::sqrt(static_cast<double>(shape.headDim)));
    const std::size_t sharedBytes
        = sizeof(float)
          * (std::size_t(group) * shape.headDim + std::size_t(group) * kAttnTile + 3 * std::size_t(group));
    const dim3 grid(splits, shape.kvHeads, rows);
    dispatch(type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        const T *q = static_cast<const T *>(qkv);
        const T *k = static_cast<const T *>(kCache);
        const T *v = static_cast<const T *>(vCache);
        T *o = static_cast<T *>(out);
        if (group <= 4)
            attentionKernel<T, 4><<<grid, kAttnThreads, sharedBytes, stream>>>(
                q, k, v, o, scratch, position, tokensPerSequence, shape, splits, keysPerSplit, scale);
        else if (group <= 8)
            attentionKernel<T, 8><<<grid, kAttnThreads, sharedBytes, stream>>>(
                q, k, v, o, scratch, position, tokensPerSequence, shape, splits, keysPerSplit, scale);
        else
            attentionKernel<T, kMaxGroup><<<grid, kAttnThreads, sharedBytes, stream>>>(
                q, k, v, o, scratch, position, tokensPerSequence, shape, splits, keysPerSplit, scale);
        SHARDSCOPE_CUDA_CHECK_LAUNCH();
        if (splits > 1) {
            attentionCombineKernel<T>
                <<<rows * shape.heads, std::min<std::uint32_t>(shape.headDim, 256), 0, stream>>>(
                    o, scratch, shape.headDim, splits);
            SHARDSCOPE_CUDA_CHECK_LAUNCH();
        }
    });
}

void swiGlu(const void *gateUp, void *out, Element type, std::uint32_t rows, std::uint32_t intermediate,
            cudaStream_t stream)
{
    const std::uint64_t count = std::uint64_t(rows) * intermediate;
    if (count == 0)
        return;
    dispatch(type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        swiGluKernel<T><<<gridFor(count, kRowThreads), kRowThreads, 0, stream>>>(
            static_cast<const T *>(gateUp), static_cast<T *>(out), rows, intermediate);
    });
    SHARDSCOPE_CUDA_CHECK_LAUNCH();
}

void argMax(const float *logits, std::size_t ld, std::uint32_t batch, std::uint32_t count,
            std::uint32_t vocabBegin, ArgMax *out, std::int32_t *tokens, cudaStream_t stream)
{
    if (batch == 0)
        return;
    argMaxKernel<<<batch, kArgMaxThreads, 0, stream>>>(logits, ld, count, vocabBegin, out, tokens);
    SHARDSCOPE_CUDA_CHECK_LAUNCH();
}

} // namespace shardscope::bench::cuda
