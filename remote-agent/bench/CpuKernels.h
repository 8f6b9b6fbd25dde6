#pragma once

// The CPU engine's kernels: a persistent fork-join thread pool, the matrix products (decode's
// memory-bound ones and prefill's GEMMs), RMSNorm, RoPE, causal grouped-query attention over the KV
// cache, SwiGLU, residual adds, arg-max, the seeded weight generator and the read-only stream of the
// bandwidth measurement. Arithmetic conventions are those of Weights.h. Activations are fp32;
// weights fp32 or bf16 (widened on the fly), or GGUF's Q8_0 and Q4_0 blocks (the products take the
// activations to Q8_0 and multiply 8-bit integers, as llama.cpp does; prefill on a CPU without
// AVX-512 VNNI widens tiles for the f32 GEMM instead).

#include "remote-agent/bench/Cancel.h"
#include "remote-agent/protocol/Bench.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <mutex>
#include <new>
#include <thread>
#include <vector>

namespace shardscope::bench {

/// A fixed set of threads that run one function together (fork-join) and stay alive between
/// calls: they spin briefly after a call, then sleep on a futex until the next one, so the many
/// short operations of a decode step cost no thread start and no allocation.
class ThreadPool
{
public:
    /// `threads` ≥ 1 in total, the calling thread included (threads − 1 are started here).
    explicit ThreadPool(std::uint32_t threads);
    ~ThreadPool();
    ThreadPool(const ThreadPool &) = delete;
    ThreadPool &operator=(const ThreadPool &) = delete;

    /// Threads taking part in run(), the caller included.
    std::uint32_t size() const { return m_size; }

    /// Calls fn(index) once for every index in [0, size()): index 0 on the calling thread, the
    /// others on the pool's threads; returns when every call has returned. The first exception a
    /// call threw is rethrown here, after all calls ended. Not reentrant; one caller at a time.
    template<typename Fn>
    void run(Fn &&fn)
    {
        runErased(&invokeErased<Fn>, &fn);
    }

private:
    using ErasedFn = void (*)(void *, std::uint32_t);
    template<typename Fn>
    static void invokeErased(void *context, std::uint32_t index)
    {
        (*static_cast<Fn *>(context))(index);
    }
    void runErased(ErasedFn fn, void *context);
    void callGuarded(std::uint32_t index);
    void workerLoop(std::uint32_t index);

    std::uint32_t m_size = 1;
    std::vector<std::thread> m_threads;
    ErasedFn m_fn = nullptr;
    void *m_context = nullptr;
    std::atomic<std::uint32_t> m_generation{0}; ///< bumped once per run(); workers wait on it
    std::atomic<std::uint32_t> m_pending{0};    ///< workers still inside the current run()
    std::atomic<bool> m_stopping{false};
    std::mutex m_errorMutex;
    std::exception_ptr m_error;
};

/// [begin, end) of part `index` when `count` items are cut into `parts` contiguous, nearly equal parts.
struct IndexRange {
    std::size_t begin = 0;
    std::size_t end = 0;
};
IndexRange splitRange(std::size_t count, std::uint32_t parts, std::uint32_t index);

/// Memory that is 64-byte aligned and left untouched on allocation (no zeroing), so that the thread
/// that first writes a page owns it (first touch) and a 5 GB model is not written twice.
template<typename T>
class AlignedBuffer
{
public:
    AlignedBuffer() = default;
    /// Throws std::bad_alloc when the memory is not there.
    explicit AlignedBuffer(std::size_t count)
        : m_data(count ? static_cast<T *>(::operator new (count * sizeof(T), std::align_val_t{64})) : nullptr)
        , m_count(count)
    {}
    ~AlignedBuffer() { release(); }
    AlignedBuffer(AlignedBuffer &&other) noexcept
        : m_data(other.m_data)
        , m_count(other.m_count)
    {
        other.m_data = nullptr;
        other.m_count = 0;
    }
    AlignedBuffer &operator=(AlignedBuffer &&other) noexcept
    {
        if (this != &other) {
            release();
            m_data = other.m_data;
            m_count = other.m_count;
            other.m_data = nullptr;
            other.m_count = 0;
        }
        return *this;
    }
    AlignedBuffer(const AlignedBuffer &) = delete;
    AlignedBuffer &operator=(const AlignedBuffer &) = delete;

    T *data() { return m_data; }
    const T *data() const { return m_data; }
    std::size_t size() const { return m_count; }
    T &operator[](std::size_t index) { return m_data[index]; }
    const T &operator[](std::size_t index) const { return m_data[index]; }

private:
    void release()
    {
        if (m_data)
            ::operator delete (m_data, std::align_val_t{64});
        m_data = nullptr;
    }
    T *m_data = nullptr;
    std::size_t m_count = 0;
};

/// A weight matrix [rows][cols], row-major (Weights.h), of fp32 values or bf16 bits (uint16), or of
/// Q8_0 or Q4_0 blocks (cols a multiple of 32) laid out as BlockLayout says.
struct WeightMatrix {
    const void *data = nullptr;
    protocol::DType dtype = protocol::DType::F32; ///< F32, BF16, Q8_0 or Q4_0
    std::size_t rows = 0;
    std::size_t cols = 0;
};

/// Where the blocks of a Q8_0 or Q4_0 matrix lie: its rows in groups of eight, then the rows after
/// the last whole group one after another, each as its cols / 32 blocks (GGUF's, BlockQ8_0 and
/// BlockQ4_0). In a group, for each block column b: the eight rows' scales (16 bytes), then their
/// numbers (8 × 32 bytes for Q8_0, 8 × 16 for Q4_0, row by row), which is 8 × the block's bytes: the
/// bytes GGUF and llama.cpp have for the same blocks, in the order the decode kernel reads them (one
/// stream per group, eight scales in one load; llama.cpp repacks Q4_0 likewise). Q4_0's scales are
/// in the order rows 0, 2, 4, 6, 1, 3, 5, 7: the order the AVX2 kernel's sums come out in.
struct BlockLayout {
    protocol::DType type = protocol::DType::Q8_0;
    std::size_t rows = 0;
    std::size_t cols = 0;

    static constexpr std::size_t kGroupRows = 8;
    std::size_t blocksPerRow() const { return cols / protocol::kQuantBlockValues; }
    std::size_t blockBytes() const; ///< 34 or 18
    std::size_t numberBytes() const { return blockBytes() - 2; }
    std::size_t groups() const { return rows / kGroupRows; }
    std::size_t groupBytes() const { return kGroupRows * blockBytes() * blocksPerRow(); }
    /// Row r's block 0: where its scale and its numbers are, and the bytes from one block to the next.
    struct Row {
        std::size_t scale = 0;
        std::size_t numbers = 0;
        std::size_t stride = 0;
    };
    Row row(std::size_t r) const;
    /// The scale slot of row i of a group (0 … 7).
    std::size_t slot(std::size_t i) const;
    /// Row r from its blocks one after another (BlockQ8_0 or BlockQ4_0 × blocksPerRow()).
    void writeRow(void *base, std::size_t r, const void *blocks) const;
};

/// The instructions of the products with Q8_0 and Q4_0 weights: the best the CPU has (checked once
/// at start: AVX2 with F16C on x86-64 for decode, AVX-512 VNNI with VL for prefill) or the portable
/// code every CPU runs. All give the same bits (the integer sums are exact and the floating-point
/// steps the same, in the same order); tests choose Portable to check it. Not thread-safe: choose
/// before any product runs.
enum class QuantizedKernels { Best, Portable };
void useQuantizedKernels(QuantizedKernels kernels);
/// Whether the products with block weights use AVX2 now (decode).
bool quantizedKernelsUseAvx2();
/// Whether prefill's products with block weights (more than kMatmulGemvMaxRows rows of x) multiply
/// x taken to Q8_0, as decode does (VNNI, or the portable kernels), rather than x itself with W
/// widened for the f32 GEMM (a CPU without VNNI, where that GEMM is the faster).
bool blockPrefillUsesIntegers();
/// Whether they use AVX-512 VNNI now.
bool blockPrefillUsesVnni();

/// Products with at most this many rows of x take the memory-bound path: each thread streams its
/// contiguous block of W rows once (as four parallel streams for fewer than four x rows, one row of
/// W against four x rows at a time otherwise). More rows take Eigen's GEMM over tiles of
/// kMatmulTileRows rows of W (bf16 and, without VNNI, block tiles widened first), or with block
/// weights and VNNI the integer products of x's rows kMatmulChunkRows at a time: one group of eight
/// W rows against four x rows at a time, a few groups staying in the cache while the chunk passes.
inline constexpr std::size_t kMatmulGemvMaxRows = 16;
inline constexpr std::size_t kMatmulTileRows = 64;
inline constexpr std::size_t kMatmulChunkRows = 64;

/// The rows of a W with `rows` rows that thread `index` of `threads` reads in the memory-bound path:
/// the weights are made by the same threads in the same blocks, so each block's pages are local.
IndexRange matmulRowRange(std::size_t rows, std::uint32_t threads, std::uint32_t index);

/// Room the products with bf16 or block weights need (fp32 weights need none: maxCols 0): per
/// thread, one tile of W widened to fp32 (GEMM path); once, the rows of x reordered for the bf16
/// kernel, or taken to Q8_0 for the block kernels (numbers and scales apart).
class MatmulScratch
{
public:
    /// `maxCols`: the widest bf16 or block W that will be multiplied.
    MatmulScratch(std::uint32_t threads, std::size_t maxCols);
    /// kMatmulTileRows × maxCols floats of thread `index`.
    float *tile(std::uint32_t index) { return m_buffer.data() + index * m_tileFloats; }
    /// kMatmulGemvMaxRows × maxCols floats.
    float *interleaved() { return m_interleaved.data(); }
    /// kMatmulChunkRows × maxCols numbers, and kMatmulChunkRows × maxCols / 32 scales and
    /// sums of blocks.
    std::int8_t *quantized() { return m_quantized.data(); }
    float *quantizedScales() { return m_quantizedScales.data(); }
    std::int32_t *quantizedEightSums() { return m_quantizedEightSums.data(); }
    std::size_t maxCols() const { return m_maxCols; }

private:
    std::size_t m_maxCols = 0;
    std::size_t m_tileFloats = 0;
    AlignedBuffer<float> m_buffer;
    AlignedBuffer<float> m_interleaved;
    AlignedBuffer<std::int8_t> m_quantized;
    AlignedBuffer<float> m_quantizedScales;
    AlignedBuffer<std::int32_t> m_quantizedEightSums;
};

/// y[r][o] = Σ_i W[o][i] · x[r][i] for r < rows and o < W.rows, split over the pool by rows of W.
/// x rows are xStride floats apart, y rows yStride. Every element of y is computed by one thread in
/// an order that does not depend on the number of threads (results are bitwise equal for any pool
/// size), and in the memory-bound path not on the other rows either. bf16 and blocks: W.cols ≤
/// scratch.maxCols(). With block weights x is taken to Q8_0 (32 values and a scale; llama.cpp's
/// activations for these types) and each element has the same bits whatever the other rows, except
/// where prefill widens W for the GEMM (blockPrefillUsesIntegers() false), which multiplies x itself.
/// The GEMM path asks `cancel` before every tile, the integer one before every chunk of x (a
/// prefill's product can take seconds), and throws RunCancelled; the memory-bound path reads W once
/// and does not ask.
void matmul(ThreadPool &pool, const WeightMatrix &w, const float *x, std::size_t xStride, std::size_t rows,
            float *y, std::size_t yStride, MatmulScratch &scratch, const CancelCheck &cancel = CancelCheck());

/// out = x / sqrt(mean(x²) + eps) × gain, over n values (out may be x).
void rmsNorm(const float *x, const float *gain, std::size_t n, float eps, float *out);

/// RoPE (rotate_half) of `heads` consecutive heads of headDim values at `position`: the pairs
/// (j, j + headDim/2) turn by position × theta^(−2j/headDim), the angle computed in double.
void applyRope(float *values, std::uint32_t heads, std::uint32_t headDim, std::uint32_t position,
               double theta);

/// out[j] = silu(gate[j]) × up[j] (out may be gate or up).
void swiglu(const float *gate, const float *up, std::size_t n, float *out);

/// x[j] += y[j].
void addInPlace(float *x, const float *y, std::size_t n);

/// The index of the largest of n values, the lowest one on a tie; NaN is never picked (0 if all are).
std::size_t argmax(const float *values, std::size_t n);

/// One layer's KV cache of one rank: [sequence][kvHead][position][headDim] for K and for V.
struct KvCacheView {
    float *k = nullptr;
    float *v = nullptr;
    std::size_t sequenceStride = 0; ///< floats from one sequence to the next
    std::size_t headStride = 0;     ///< floats from one kv head to the next (positions × headDim)
};

/// Causal grouped-query attention of a pass: `batch` sequences (the cache's first `batch`), each with
/// `tokens` queries at positions [position, position + tokens), whose K and V are in the cache
/// already. Query row r = b × tokens + t has `heads` heads of headDim (RoPE applied) at q + r × qStride;
/// head h reads kv head h / (heads / kvHeads). The result (heads × headDim per row) goes to
/// out + r × outStride. Scores are scaled by 1/sqrt(headDim); softmax in fp32.
struct AttentionArgs {
    const float *q = nullptr;
    std::size_t qStride = 0;
    KvCacheView cache;
    std::uint32_t batch = 0;
    std::uint32_t tokens = 0;
    std::uint32_t position = 0;
    std::uint32_t heads = 0;
    std::uint32_t kvHeads = 0;
    std::uint32_t headDim = 0;
    float *out = nullptr;
    std::size_t outStride = 0;
};
/// Splits the (row, head) pairs over the pool; `scores` holds pool.size() × scoresPerThread floats
/// with scoresPerThread ≥ position + tokens. Every thread asks `cancel` every kAttentionCancelTasks
/// of its pairs (a long prompt's pass is seconds of them) and throws RunCancelled.
void attention(ThreadPool &pool, const AttentionArgs &args, float *scores, std::size_t scoresPerThread,
               const CancelCheck &cancel = CancelCheck());
inline constexpr std::size_t kAttentionCancelTasks = 64;

/// How a weight is derived from its uniform number u (Weights.h).
enum class WeightKind {
    Unknown = 0,
    Matrix, ///< u × scale (matrixWeight; the embedding with scale 1)
    Norm,   ///< 1 + 0.1 × u (normWeight; scale ignored)
};

/// out[j] = the weight of `tensor` at full-tensor index firstIndex + j, for j < count, exactly as
/// Weights.h defines it, stored as fp32, as bf16 bits (round to nearest even) or in Q8_0 or Q4_0
/// blocks (count a multiple of 32, quantizeBlock). `out` is float* for F32, std::uint16_t* for BF16
/// and BlockQ8_0* or BlockQ4_0* for the block types.
void fillWeights(void *out, protocol::DType dtype, std::uint64_t seed, std::uint32_t tensor,
                 std::uint64_t firstIndex, std::size_t count, WeightKind kind, float scale);

/// values[j] for j < count (a multiple of 32) replaced by what they are after quantizing each run of
/// 32 to `type` (Q8_0 or Q4_0) and back: the fp32 weights a block run is checked against.
void roundThroughBlocks(float *values, std::size_t count, protocol::DType type);

/// Row r of `w` widened to fp32 (w.cols values): copied, widened from bf16, or dequantized.
void widenRow(const WeightMatrix &w, std::size_t r, float *out);

/// The sum of a[0] … a[n − 1], each value read once, with several independent accumulators over
/// four memory streams (the four quarters of the range side by side, as decode's products read
/// their weights); one thread's part of measureCpuReadGBps. Only reads memory: no store, so no
/// write-allocate.
double readSum(const double *a, std::size_t n);

} // namespace shardscope::bench
