#include "remote-agent/bench/CpuModel.h"

#include "remote-agent/bench/CpuKernels.h"
#include "remote-agent/bench/Weights.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace shardscope::bench {

namespace {

using protocol::BenchLayout;
using protocol::DType;

/// Point-to-point tags, one per purpose: activations from pipeline stage r to r + 1, and the next
/// tokens from the last stage back to the first.
constexpr std::uint32_t kTagActivations = 0x53530001u;
constexpr std::uint32_t kTagTokens = 0x53530002u;

/// The activations of one pass (rows of batch × tokens) stay within this budget: a long prompt or
/// a large batch is processed in several passes, so the scratch does not grow with the workload.
constexpr std::size_t kPassScratchBytes = std::size_t(64) << 20;
constexpr std::size_t kMinPassRows = 64;
constexpr std::size_t kMaxPassRows = 4096;
/// Sequences whose logits are formed together (the logits buffer is this × the vocab slice).
constexpr std::size_t kLmHeadRows = 64;
/// Element-wise work below this many values runs on the calling thread (a fork-join costs more).
constexpr std::size_t kParallelElementsMin = 1 << 15;

/// Rows of one of this rank's weight matrices that come from one full tensor: local row i holds
/// elements (globalRowBegin + i, colBegin + c) of the full [·][fullCols] tensor.
struct Segment {
    std::uint32_t tensor = 0;
    std::size_t rows = 0;
    std::size_t globalRowBegin = 0;
    std::size_t fullCols = 0;
    std::size_t colBegin = 0;
    float scale = 1.0f;
};

/// One weight matrix of this rank (several full tensors stacked: Wq|Wk|Wv, Wgate|Wup), made from the
/// seed by the threads that will read it. Block types lie as BlockLayout says (rows in groups of
/// eight); fp32 can be `roundedThrough` a block type (the reference a block run is checked against).
class WeightStore
{
public:
    WeightStore(DType dtype, std::size_t cols, std::vector<Segment> segments,
                DType roundedThrough = DType::Unknown)
        : m_dtype(dtype)
        , m_roundedThrough(roundedThrough)
        , m_cols(cols)
        , m_rowBytes(protocol::weightBytes(dtype, cols))
        , m_segments(std::move(segments))
    {
        for (const Segment &segment : m_segments)
            m_rows += segment.rows;
        m_bytes = AlignedBuffer<std::uint8_t>(m_rows * m_rowBytes);
    }

    std::size_t rows() const { return m_rows; }
    std::size_t cols() const { return m_cols; }
    std::size_t elements() const { return m_rows * m_cols; }

    /// Whether rows [first, first + count) can be a view of their own: always, but with block types
    /// only from a group of eight to one or to the last row (BlockLayout).
    bool canView(std::size_t first, std::size_t count) const
    {
        return !blocks()
               || (first % BlockLayout::kGroupRows == 0
                   && (count % BlockLayout::kGroupRows == 0 || first + count == m_rows));
    }

    /// Rows [first, first + count) as a matrix (canView).
    WeightMatrix view(std::size_t first = 0,
                      std::size_t count = std::numeric_limits<std::size_t>::max()) const
    {
        count = std::min(count, m_rows - first);
        if (!canView(first, count))
            throw std::logic_error("WeightStore: rows from " + std::to_string(first) + " are not a view of "
                                   + toString(m_dtype) + " blocks");
        const std::size_t offset
            = blocks() ? first / BlockLayout::kGroupRows * layout().groupBytes() : first * m_rowBytes;
        return {m_bytes.data() + offset, m_dtype, count, m_cols};
    }

    /// Makes rows [begin, end).
    void fillRows(std::uint64_t seed, std::size_t begin, std::size_t end)
    {
        std::vector<std::uint8_t> blockRow(blocks() ? m_rowBytes : 0);
        std::size_t segmentFirst = 0;
        for (const Segment &segment : m_segments) {
            const std::size_t segmentEnd = segmentFirst + segment.rows;
            for (std::size_t r = std::max(begin, segmentFirst); r < std::min(end, segmentEnd); ++r) {
                const std::uint64_t firstIndex
                    = std::uint64_t(segment.globalRowBegin + r - segmentFirst) * segment.fullCols
                      + segment.colBegin;
                void *out = blocks() ? static_cast<void *>(blockRow.data()) : m_bytes.data() + r * m_rowBytes;
                fillWeights(out, m_dtype, seed, segment.tensor, firstIndex, m_cols, WeightKind::Matrix,
                            segment.scale);
                if (blocks())
                    layout().writeRow(m_bytes.data(), r, blockRow.data());
                else if (m_roundedThrough != DType::Unknown)
                    roundThroughBlocks(static_cast<float *>(out), m_cols, m_roundedThrough);
            }
            segmentFirst = segmentEnd;
        }
    }

    /// Row `r` widened to fp32.
    void copyRow(std::size_t r, float *out) const { widenRow(view(), r, out); }

private:
    bool blocks() const { return protocol::isBlockQuantized(m_dtype); }
    BlockLayout layout() const { return {m_dtype, m_rows, m_cols}; }

    DType m_dtype = DType::F32;
    DType m_roundedThrough = DType::Unknown;
    std::size_t m_cols = 0;
    std::size_t m_rowBytes = 0;
    std::size_t m_rows = 0;
    std::vector<Segment> m_segments;
    AlignedBuffer<std::uint8_t> m_bytes;
};

float matrixScale(std::size_t fullInputs)
{
    return static_cast<float>(std::sqrt(3.0 / double(fullInputs)));
}

AlignedBuffer<float> normGains(std::uint64_t seed, std::uint32_t tensor, std::size_t n)
{
    AlignedBuffer<float> gains(n);
    fillWeights(gains.data(), DType::F32, seed, tensor, 0, n, WeightKind::Norm, 1.0f);
    return gains;
}

std::uint32_t resolveThreads(std::uint32_t threads)
{
    if (threads != 0)
        return threads;
    return std::max(1u, std::thread::hardware_concurrency());
}

/// The options' problem, if any, as std::invalid_argument; the rank's slice otherwise.
protocol::RankSlice checkedSlice(const CpuModelOptions &options)
{
    const auto fail = [](const std::string &message) {
        throw std::invalid_argument("CPU model: " + message);
    };
    if (!protocol::backendTakes(protocol::BenchBackend::Cpu, options.dtype))
        fail(options.dtype == DType::F16
                 ? "f16 weights are for GPUs: the CPU backend takes f32, bf16, q8_0 or q4_0"
                 : "choose f32, bf16, q8_0 or q4_0 weights");
    if (options.roundedThrough != DType::Unknown
        && (options.dtype != DType::F32 || !protocol::isBlockQuantized(options.roundedThrough)))
        fail("only f32 weights can be rounded through a block type (q8_0 or q4_0)");
    if (const protocol::BenchProblem problem = protocol::shapeProblem(options.shape); !problem.ok())
        fail(protocol::benchProblemText(problem));
    if (options.layout != BenchLayout::Single && options.layout != BenchLayout::TensorParallel
        && options.layout != BenchLayout::PipelineParallel)
        fail("the layout must be single, tp or pp (replicas are independent single runs), not "
             + protocol::toString(options.layout));
    if (options.worldSize == 0 || options.rank >= options.worldSize)
        fail("rank " + std::to_string(options.rank) + " is not in a world of "
             + std::to_string(options.worldSize));
    if (options.layout == BenchLayout::Single && options.worldSize != 1)
        fail("a single-node layout has exactly one rank");
    if (const protocol::BenchProblem problem = protocol::layoutProblem(
            options.shape, options.layout, options.worldSize,
            options.roundedThrough != DType::Unknown ? options.roundedThrough : options.dtype);
        !problem.ok())
        fail(protocol::benchProblemText(problem));
    if (options.worldSize > 1) {
        if (options.comm == nullptr)
            fail("a run of " + std::to_string(options.worldSize) + " ranks needs a communicator");
        if (options.comm->size() != options.worldSize || options.comm->rank() != options.rank)
            fail("the communicator is rank " + std::to_string(options.comm->rank()) + " of "
                 + std::to_string(options.comm->size()) + ", the model rank " + std::to_string(options.rank)
                 + " of " + std::to_string(options.worldSize));
    }
    if (options.maxBatch == 0 || options.maxContext == 0)
        fail("the KV cache needs room for at least one sequence of one position (maxBatch, maxContext)");
    if (options.shape.headDim % 2 != 0)
        fail("RoPE needs an even headDim");
    return protocol::rankSlice(options.shape, options.layout, options.worldSize, options.rank);
}

/// The greedy pick of one sequence on one rank: its best logit and that logit's vocabulary id.
struct Pick {
    float value = 0;
    std::int32_t id = 0;
};
static_assert(sizeof(Pick) == 8);

bool betterPick(const Pick &candidate, const Pick &best)
{
    return candidate.value > best.value || (candidate.value == best.value && candidate.id < best.id);
}

class CpuModel final : public RankModel
{
public:
    CpuModel(const CpuModelOptions &options, const protocol::RankSlice &slice,
             const std::function<void(double)> &progress);

    StepOutput step(const std::vector<std::int32_t> &tokens, std::uint32_t batch, std::uint32_t newTokens,
                    std::uint32_t position, bool wantLogits) override;
    void resetCache() override { m_cachedPositions = 0; }
    // On the model's own threads. Ten passes rather than five: a roofline measured low on a busy
    // node would flag honest results.
    double measureMemoryBandwidthGBps() override
    {
        return measureCpuReadGBps(m_pool, std::size_t(1) << 30, 10, m_options.cancel);
    }
    std::string deviceName() const override
    {
        const std::uint32_t threads = m_pool.size();
        return "CPU: " + std::to_string(threads) + (threads == 1 ? " thread, " : " threads, ")
               + cpuModelName();
    }
    std::uint32_t threads() const override { return m_pool.size(); }

private:
    struct Layer {
        AlignedBuffer<float> attnNorm;
        AlignedBuffer<float> mlpNorm;
        std::unique_ptr<WeightStore> qkv;    ///< [Wq rows | Wk rows | Wv rows][hidden]
        std::unique_ptr<WeightStore> o;      ///< [hidden][local heads × headDim]
        std::unique_ptr<WeightStore> gateUp; ///< [Wgate rows | Wup rows][hidden]
        std::unique_ptr<WeightStore> down;   ///< [hidden][local intermediate]
    };

    void makeWeights(const std::function<void(double)> &progress);
    template<typename Fn>
    void forRows(std::size_t rows, std::size_t width, Fn &&fn);
    template<typename Fn>
    void forElements(std::size_t rows, std::size_t width, Fn &&fn);
    void embedOrReceive(const std::vector<std::int32_t> &tokens, std::uint32_t newTokens,
                        std::size_t firstSequence, std::size_t sequences, std::size_t firstToken,
                        std::size_t passTokens);
    void layerForward(std::size_t layer, std::size_t firstSequence, std::size_t sequences,
                      std::size_t passTokens, std::uint32_t passPosition);
    void lmHeadForward(std::size_t firstSequence, std::size_t sequences, std::size_t passTokens,
                       bool wantLogits, StepOutput &out);
    void allReduceIfSplit(float *data, std::size_t count);
    bool tensorParallel() const
    {
        return m_options.layout == BenchLayout::TensorParallel && m_options.worldSize > 1;
    }
    bool pipelineParallel() const
    {
        return m_options.layout == BenchLayout::PipelineParallel && m_options.worldSize > 1;
    }

    CpuModelOptions m_options;
    protocol::RankSlice m_slice;
    ThreadPool m_pool;
    Communicator *m_comm = nullptr;

    // Dimensions of this rank's slice.
    std::size_t m_hidden = 0;
    std::size_t m_headDim = 0;
    std::size_t m_heads = 0;        ///< local query heads
    std::size_t m_kvHeads = 0;      ///< local kv heads
    std::size_t m_intermediate = 0; ///< local SwiGLU columns
    std::size_t m_qCols = 0;
    std::size_t m_kvCols = 0;
    std::size_t m_qkvCols = 0;
    std::size_t m_vocabRows = 0; ///< local LM head rows
    std::size_t m_layerCount = 0;

    std::vector<Layer> m_layers;
    std::unique_ptr<WeightStore> m_embedding; ///< full vocabulary × hidden (when slice.embedding)
    std::unique_ptr<WeightStore> m_lmHead;    ///< own LM head rows (unless they are the embedding's)
    WeightMatrix m_lmHeadView;
    AlignedBuffer<float> m_finalNorm;

    // KV cache: [layer][sequence][kvHead][position][headDim].
    AlignedBuffer<float> m_kCache;
    AlignedBuffer<float> m_vCache;
    std::size_t m_cacheHeadStride = 0;
    std::size_t m_cacheSequenceStride = 0;
    std::size_t m_cacheLayerStride = 0;
    std::uint32_t m_cachedPositions = 0;

    // Scratch, sized once.
    std::size_t m_passRows = 0;
    std::size_t m_lmRows = 0;
    AlignedBuffer<float> m_x;          ///< residual stream, pass rows × hidden
    AlignedBuffer<float> m_normed;     ///< pass rows × hidden
    AlignedBuffer<float> m_qkv;        ///< pass rows × qkv columns
    AlignedBuffer<float> m_attn;       ///< pass rows × local heads × headDim
    AlignedBuffer<float> m_y;          ///< pass rows × hidden
    AlignedBuffer<float> m_gateUp;     ///< pass rows × 2 × local intermediate
    AlignedBuffer<float> m_act;        ///< pass rows × local intermediate
    AlignedBuffer<float> m_lastHidden; ///< LM head rows × hidden
    AlignedBuffer<float> m_logits;     ///< LM head rows × local vocab
    AlignedBuffer<float> m_scores;     ///< threads × maxContext
    MatmulScratch m_matmulScratch;
    std::vector<Pick> m_picks;
    std::vector<Pick> m_gatheredPicks;
    std::size_t m_logitsPad = 0; ///< tensor parallel: the largest vocab slice
    std::vector<float> m_paddedLogits;
    std::vector<float> m_gatheredLogits;
    std::vector<std::uint32_t> m_vocabBegins; ///< tensor parallel: each rank's first LM head row
    std::vector<std::uint32_t> m_vocabEnds;
};

CpuModel::CpuModel(const CpuModelOptions &options, const protocol::RankSlice &slice,
                   const std::function<void(double)> &progress)
    : m_options(options)
    , m_slice(slice)
    , m_pool(resolveThreads(options.threads))
    , m_comm(options.worldSize > 1 ? options.comm : nullptr)
    , m_matmulScratch(options.dtype != DType::F32 ? m_pool.size() : 0,
                      options.dtype != DType::F32 ? std::max(
                          {std::size_t(options.shape.hidden),
                           std::size_t(slice.heads) * options.shape.headDim, std::size_t(slice.intermediate)})
                                                  : 0)
{
    const protocol::ModelShape &shape = options.shape;
    m_hidden = shape.hidden;
    m_headDim = shape.headDim;
    m_heads = slice.heads;
    m_kvHeads = slice.kvHeads;
    m_intermediate = slice.intermediate;
    m_qCols = m_heads * m_headDim;
    m_kvCols = m_kvHeads * m_headDim;
    m_qkvCols = m_qCols + 2 * m_kvCols;
    m_vocabRows = slice.lmHead ? std::size_t(slice.vocabEnd - slice.vocabBegin) : 0;
    m_layerCount = slice.endLayer - slice.firstLayer;

    // Where this rank's columns/rows sit in the full tensors: tensor-parallel rank r holds the r-th
    // equal part of the heads, kv heads and intermediate columns.
    const bool split = tensorParallel();
    const std::size_t headBegin = split ? std::size_t(options.rank) * m_heads : 0;
    const std::size_t kvHeadBegin = split ? std::size_t(options.rank) * m_kvHeads : 0;
    const std::size_t intermediateBegin = split ? std::size_t(options.rank) * m_intermediate : 0;
    const std::size_t fullQCols = std::size_t(shape.heads) * m_headDim;
    const std::size_t fullIntermediate = shape.intermediate;
    const DType dtype = options.dtype;
    const auto makeStore = [&](DType type, std::size_t cols, std::vector<Segment> segments) {
        return std::make_unique<WeightStore>(type, cols, std::move(segments), options.roundedThrough);
    };

    m_layers.resize(m_layerCount);
    for (std::size_t local = 0; local < m_layerCount; ++local) {
        const auto layer = static_cast<std::uint32_t>(slice.firstLayer + local);
        Layer &l = m_layers[local];
        l.attnNorm = normGains(options.seed, layerTensor(layer, kAttnNorm), m_hidden);
        l.mlpNorm = normGains(options.seed, layerTensor(layer, kMlpNorm), m_hidden);
        const float hiddenScale = matrixScale(m_hidden);
        l.qkv = makeStore(
            dtype, m_hidden,
            std::vector<Segment>{
                {layerTensor(layer, kWq), m_qCols, headBegin * m_headDim, m_hidden, 0, hiddenScale},
                {layerTensor(layer, kWk), m_kvCols, kvHeadBegin * m_headDim, m_hidden, 0, hiddenScale},
                {layerTensor(layer, kWv), m_kvCols, kvHeadBegin * m_headDim, m_hidden, 0, hiddenScale}});
        l.o = makeStore(dtype, m_qCols,
                        std::vector<Segment>{{layerTensor(layer, kWo), m_hidden, 0, fullQCols,
                                              headBegin * m_headDim, matrixScale(fullQCols)}});
        l.gateUp = makeStore(
            dtype, m_hidden,
            std::vector<Segment>{
                {layerTensor(layer, kWgate), m_intermediate, intermediateBegin, m_hidden, 0, hiddenScale},
                {layerTensor(layer, kWup), m_intermediate, intermediateBegin, m_hidden, 0, hiddenScale}});
        l.down = makeStore(dtype, m_intermediate,
                           std::vector<Segment>{{layerTensor(layer, kWdown), m_hidden, 0, fullIntermediate,
                                                 intermediateBegin, matrixScale(fullIntermediate)}});
    }
    if (slice.embedding)
        m_embedding = makeStore(dtype, m_hidden,
                                std::vector<Segment>{{kEmbedding, shape.vocab, 0, m_hidden, 0, 1.0f}});
    if (slice.lmHead) {
        m_finalNorm = normGains(options.seed, kFinalNorm, m_hidden);
        if (shape.tiedEmbeddings && m_embedding && m_embedding->canView(slice.vocabBegin, m_vocabRows)) {
            // The LM head is the embedding: its rows are there already (unless a tensor-parallel
            // slice of blocks starts inside a group of eight rows: then it gets its own, below).
            m_lmHeadView = m_embedding->view(slice.vocabBegin, m_vocabRows);
        } else {
            const Segment segment
                = shape.tiedEmbeddings
                      ? Segment{kEmbedding, m_vocabRows, slice.vocabBegin, m_hidden, 0, 1.0f}
                      : Segment{kLmHead, m_vocabRows, slice.vocabBegin, m_hidden, 0, matrixScale(m_hidden)};
            m_lmHead = makeStore(dtype, m_hidden, std::vector<Segment>{segment});
            m_lmHeadView = m_lmHead->view();
        }
    }

    // KV cache.
    m_cacheHeadStride = std::size_t(options.maxContext) * m_headDim;
    m_cacheSequenceStride = m_kvHeads * m_cacheHeadStride;
    m_cacheLayerStride = std::size_t(options.maxBatch) * m_cacheSequenceStride;
    m_kCache = AlignedBuffer<float>(m_layerCount * m_cacheLayerStride);
    m_vCache = AlignedBuffer<float>(m_layerCount * m_cacheLayerStride);

    // Scratch.
    const std::size_t rowFloats = 3 * m_hidden + m_qkvCols + m_qCols + 3 * m_intermediate;
    m_passRows = std::clamp(kPassScratchBytes / (rowFloats * sizeof(float)), kMinPassRows, kMaxPassRows);
    m_passRows = std::min<std::size_t>(m_passRows, std::size_t(options.maxBatch) * options.maxContext);
    m_x = AlignedBuffer<float>(m_passRows * m_hidden);
    m_normed = AlignedBuffer<float>(m_passRows * m_hidden);
    m_qkv = AlignedBuffer<float>(m_passRows * m_qkvCols);
    m_attn = AlignedBuffer<float>(m_passRows * m_qCols);
    m_y = AlignedBuffer<float>(m_passRows * m_hidden);
    m_gateUp = AlignedBuffer<float>(m_passRows * 2 * m_intermediate);
    m_act = AlignedBuffer<float>(m_passRows * m_intermediate);
    m_scores = AlignedBuffer<float>(std::size_t(m_pool.size()) * options.maxContext);
    if (slice.lmHead) {
        m_lmRows = std::min<std::size_t>(kLmHeadRows, options.maxBatch);
        m_lastHidden = AlignedBuffer<float>(m_lmRows * m_hidden);
        m_logits = AlignedBuffer<float>(m_lmRows * m_vocabRows);
        m_picks.resize(m_lmRows);
        if (tensorParallel()) {
            m_gatheredPicks.resize(m_lmRows * options.worldSize);
            for (std::uint32_t r = 0; r < options.worldSize; ++r) {
                const protocol::RankSlice other
                    = protocol::rankSlice(shape, options.layout, options.worldSize, r);
                m_vocabBegins.push_back(other.vocabBegin);
                m_vocabEnds.push_back(other.vocabEnd);
                m_logitsPad = std::max<std::size_t>(m_logitsPad, other.vocabEnd - other.vocabBegin);
            }
            m_paddedLogits.assign(m_logitsPad, 0.0f);
            m_gatheredLogits.assign(m_logitsPad * options.worldSize, 0.0f);
        }
    }

    makeWeights(progress);
}

void CpuModel::makeWeights(const std::function<void(double)> &progress)
{
    std::vector<WeightStore *> stores;
    if (m_embedding)
        stores.push_back(m_embedding.get());
    for (Layer &layer : m_layers)
        for (WeightStore *store : {layer.qkv.get(), layer.o.get(), layer.gateUp.get(), layer.down.get()})
            stores.push_back(store);
    if (m_lmHead)
        stores.push_back(m_lmHead.get());
    std::uint64_t total = 0;
    for (const WeightStore *store : stores)
        total += store->elements();
    if (progress)
        progress(0.0);
    if (total == 0) {
        if (progress)
            progress(1.0);
        return;
    }

    // Each thread makes the rows it will read in decode's matrix products (first touch puts the
    // pages near it), in chunks so that thread 0 can report progress as all of them advance.
    constexpr std::size_t chunkElements = std::size_t(1) << 20;
    std::atomic<std::uint64_t> done{0};
    const std::uint32_t threads = m_pool.size();
    const std::uint64_t seed = m_options.seed;
    m_pool.run([&](std::uint32_t thread) {
        double reported = 0;
        for (WeightStore *store : stores) {
            const IndexRange range = matmulRowRange(store->rows(), threads, thread);
            const std::size_t chunkRows
                = std::max<std::size_t>(1, chunkElements / std::max<std::size_t>(1, store->cols()));
            for (std::size_t row = range.begin; row < range.end; row += chunkRows) {
                // Every thread stops within a chunk; the pool rethrows once all of them did.
                m_options.cancel.throwIfRequested();
                const std::size_t end = std::min(range.end, row + chunkRows);
                store->fillRows(seed, row, end);
                const std::uint64_t now
                    = done.fetch_add((end - row) * store->cols(), std::memory_order_relaxed)
                      + (end - row) * store->cols();
                const double fraction = double(now) / double(total);
                if (thread == 0 && progress && fraction - reported >= 0.01) {
                    progress(fraction);
                    reported = fraction;
                }
            }
        }
    });
    if (progress)
        progress(1.0);
}

template<typename Fn>
void CpuModel::forRows(std::size_t rows, std::size_t width, Fn &&fn)
{
    if (rows < 2 || m_pool.size() == 1 || rows * width < kParallelElementsMin) {
        for (std::size_t row = 0; row < rows; ++row)
            fn(row);
        return;
    }
    const std::uint32_t threads = m_pool.size();
    m_pool.run([&](std::uint32_t thread) {
        const IndexRange range = splitRange(rows, threads, thread);
        for (std::size_t row = range.begin; row < range.end; ++row)
            fn(row);
    });
}

/// fn(row, begin, end) over columns [begin, end) of `rows` rows of `width`: element-wise work cut
/// into equal parts of the flattened rows, so that a single wide row (decode at batch 1) is shared
/// by the threads too.
template<typename Fn>
void CpuModel::forElements(std::size_t rows, std::size_t width, Fn &&fn)
{
    const std::size_t total = rows * width;
    const auto range = [&](std::size_t begin, std::size_t end) {
        for (std::size_t row = begin / width; row * width < end; ++row)
            fn(row, std::max(begin, row * width) - row * width,
               std::min(end, (row + 1) * width) - row * width);
    };
    if (m_pool.size() == 1 || total < kParallelElementsMin) {
        range(0, total);
        return;
    }
    const std::uint32_t threads = m_pool.size();
    m_pool.run([&](std::uint32_t thread) {
        const IndexRange part = splitRange(total, threads, thread);
        if (part.begin < part.end)
            range(part.begin, part.end);
    });
}

void CpuModel::allReduceIfSplit(float *data, std::size_t count)
{
    if (tensorParallel())
        m_comm->allReduceSum(data, count);
}

StepOutput CpuModel::step(const std::vector<std::int32_t> &tokens, std::uint32_t batch,
                          std::uint32_t newTokens, std::uint32_t position, bool wantLogits)
{
    if (batch == 0 || batch > m_options.maxBatch)
        throw std::runtime_error("CPU model: a step of " + std::to_string(batch)
                                 + " sequences, the KV cache holds " + std::to_string(m_options.maxBatch));
    if (newTokens == 0 || std::uint64_t(position) + newTokens > m_options.maxContext)
        throw std::runtime_error("CPU model: positions " + std::to_string(position) + " to "
                                 + std::to_string(std::uint64_t(position) + newTokens)
                                 + " do not fit the KV cache of " + std::to_string(m_options.maxContext)
                                 + " positions");
    if (position > m_cachedPositions)
        throw std::runtime_error("CPU model: a step at position " + std::to_string(position) + " but only "
                                 + std::to_string(m_cachedPositions) + " positions are cached");
    if (m_slice.embedding) {
        if (tokens.size() != std::size_t(batch) * newTokens)
            throw std::runtime_error("CPU model: " + std::to_string(tokens.size()) + " token ids for "
                                     + std::to_string(batch) + " × " + std::to_string(newTokens)
                                     + " positions");
        for (const std::int32_t token : tokens)
            if (token < 0 || std::uint32_t(token) >= m_options.shape.vocab)
                throw std::runtime_error("CPU model: token id " + std::to_string(token)
                                         + " is outside the vocabulary");
    }
    if (m_comm)
        m_comm->takeCounters(); // what happened between steps is not this step's

    StepOutput out;
    if (m_slice.lmHead || (pipelineParallel() && m_options.rank == 0))
        out.nextTokens.assign(batch, 0);

    const std::size_t group = std::min<std::size_t>(batch, m_passRows);
    const std::size_t chunk = std::max<std::size_t>(1, m_passRows / group);
    for (std::size_t first = 0; first < batch; first += group) {
        const std::size_t sequences = std::min<std::size_t>(group, batch - first);
        for (std::size_t token = 0; token < newTokens; token += chunk) {
            const std::size_t passTokens = std::min<std::size_t>(chunk, newTokens - token);
            const auto passPosition = static_cast<std::uint32_t>(position + token);
            embedOrReceive(tokens, newTokens, first, sequences, token, passTokens);
            for (std::size_t layer = 0; layer < m_layerCount; ++layer) {
                m_options.cancel.throwIfRequested();
                layerForward(layer, first, sequences, passTokens, passPosition);
            }
            if (!m_slice.lmHead)
                m_comm->send(m_options.rank + 1, m_x.data(),
                             sequences * passTokens * m_hidden * sizeof(float), kTagActivations);
            else if (token + passTokens == newTokens)
                lmHeadForward(first, sequences, passTokens, wantLogits && first == 0, out);
        }
    }
    m_cachedPositions = position + newTokens;

    if (pipelineParallel()) {
        const std::uint32_t last = m_options.worldSize - 1;
        if (m_options.rank == last)
            m_comm->send(0, out.nextTokens.data(), out.nextTokens.size() * sizeof(std::int32_t), kTagTokens);
        else if (m_options.rank == 0)
            m_comm->recv(last, out.nextTokens.data(), out.nextTokens.size() * sizeof(std::int32_t),
                         kTagTokens);
    }
    if (m_comm) {
        const Communicator::Counters counters = m_comm->takeCounters();
        out.commSeconds = counters.seconds;
        out.bytesSent = counters.bytesSent;
    }
    return out;
}

void CpuModel::embedOrReceive(const std::vector<std::int32_t> &tokens, std::uint32_t newTokens,
                              std::size_t firstSequence, std::size_t sequences, std::size_t firstToken,
                              std::size_t passTokens)
{
    const std::size_t rows = sequences * passTokens;
    if (!m_slice.embedding) {
        m_comm->recv(m_options.rank - 1, m_x.data(), rows * m_hidden * sizeof(float), kTagActivations);
        return;
    }
    forRows(rows, m_hidden, [&](std::size_t row) {
        const std::size_t sequence = firstSequence + row / passTokens;
        const std::size_t token = firstToken + row % passTokens;
        m_embedding->copyRow(static_cast<std::size_t>(tokens[sequence * newTokens + token]),
                             m_x.data() + row * m_hidden);
    });
}

void CpuModel::layerForward(std::size_t layer, std::size_t firstSequence, std::size_t sequences,
                            std::size_t passTokens, std::uint32_t passPosition)
{
    const Layer &l = m_layers[layer];
    const std::size_t rows = sequences * passTokens;
    const auto eps = static_cast<float>(m_options.shape.rmsNormEps);
    const double theta = m_options.shape.ropeTheta;
    float *kCache = m_kCache.data() + layer * m_cacheLayerStride;
    float *vCache = m_vCache.data() + layer * m_cacheLayerStride;

    // Attention block.
    forRows(rows, m_hidden, [&](std::size_t row) {
        rmsNorm(m_x.data() + row * m_hidden, l.attnNorm.data(), m_hidden, eps,
                m_normed.data() + row * m_hidden);
    });
    const CancelCheck &cancel = m_options.cancel;
    matmul(m_pool, l.qkv->view(), m_normed.data(), m_hidden, rows, m_qkv.data(), m_qkvCols, m_matmulScratch,
           cancel);
    forRows(rows, m_qkvCols, [&](std::size_t row) {
        const std::size_t sequence = firstSequence + row / passTokens;
        const std::uint32_t position = passPosition + static_cast<std::uint32_t>(row % passTokens);
        float *q = m_qkv.data() + row * m_qkvCols;
        float *k = q + m_qCols;
        float *v = k + m_kvCols;
        applyRope(q, static_cast<std::uint32_t>(m_heads), static_cast<std::uint32_t>(m_headDim), position,
                  theta);
        applyRope(k, static_cast<std::uint32_t>(m_kvHeads), static_cast<std::uint32_t>(m_headDim), position,
                  theta);
        for (std::size_t head = 0; head < m_kvHeads; ++head) {
            const std::size_t offset = sequence * m_cacheSequenceStride + head * m_cacheHeadStride
                                       + std::size_t(position) * m_headDim;
            std::memcpy(kCache + offset, k + head * m_headDim, m_headDim * sizeof(float));
            std::memcpy(vCache + offset, v + head * m_headDim, m_headDim * sizeof(float));
        }
    });
    AttentionArgs args;
    args.q = m_qkv.data();
    args.qStride = m_qkvCols;
    args.cache = {kCache + firstSequence * m_cacheSequenceStride,
                  vCache + firstSequence * m_cacheSequenceStride, m_cacheSequenceStride, m_cacheHeadStride};
    args.batch = static_cast<std::uint32_t>(sequences);
    args.tokens = static_cast<std::uint32_t>(passTokens);
    args.position = passPosition;
    args.heads = static_cast<std::uint32_t>(m_heads);
    args.kvHeads = static_cast<std::uint32_t>(m_kvHeads);
    args.headDim = static_cast<std::uint32_t>(m_headDim);
    args.out = m_attn.data();
    args.outStride = m_qCols;
    attention(m_pool, args, m_scores.data(), m_options.maxContext, cancel);
    matmul(m_pool, l.o->view(), m_attn.data(), m_qCols, rows, m_y.data(), m_hidden, m_matmulScratch, cancel);
    allReduceIfSplit(m_y.data(), rows * m_hidden);
    forRows(rows, m_hidden, [&](std::size_t row) {
        float *x = m_x.data() + row * m_hidden;
        addInPlace(x, m_y.data() + row * m_hidden, m_hidden);
        rmsNorm(x, l.mlpNorm.data(), m_hidden, eps, m_normed.data() + row * m_hidden);
    });

    // MLP block.
    const std::size_t gateUpCols = 2 * m_intermediate;
    matmul(m_pool, l.gateUp->view(), m_normed.data(), m_hidden, rows, m_gateUp.data(), gateUpCols,
           m_matmulScratch, cancel);
    forElements(rows, m_intermediate, [&](std::size_t row, std::size_t begin, std::size_t end) {
        const float *gate = m_gateUp.data() + row * gateUpCols + begin;
        swiglu(gate, gate + m_intermediate, end - begin, m_act.data() + row * m_intermediate + begin);
    });
    matmul(m_pool, l.down->view(), m_act.data(), m_intermediate, rows, m_y.data(), m_hidden, m_matmulScratch,
           cancel);
    allReduceIfSplit(m_y.data(), rows * m_hidden);
    forRows(rows, m_hidden, [&](std::size_t row) {
        addInPlace(m_x.data() + row * m_hidden, m_y.data() + row * m_hidden, m_hidden);
    });
}

void CpuModel::lmHeadForward(std::size_t firstSequence, std::size_t sequences, std::size_t passTokens,
                             bool wantLogits, StepOutput &out)
{
    const auto eps = static_cast<float>(m_options.shape.rmsNormEps);
    for (std::size_t first = 0; first < sequences; first += m_lmRows) {
        const std::size_t count = std::min(m_lmRows, sequences - first);
        for (std::size_t i = 0; i < count; ++i) {
            // The last position of each sequence of the pass.
            const std::size_t row = (first + i) * passTokens + passTokens - 1;
            rmsNorm(m_x.data() + row * m_hidden, m_finalNorm.data(), m_hidden, eps,
                    m_lastHidden.data() + i * m_hidden);
        }
        matmul(m_pool, m_lmHeadView, m_lastHidden.data(), m_hidden, count, m_logits.data(), m_vocabRows,
               m_matmulScratch, m_options.cancel);
        forRows(count, m_vocabRows, [&](std::size_t i) {
            const float *logits = m_logits.data() + i * m_vocabRows;
            const std::size_t best = argmax(logits, m_vocabRows);
            const float value = logits[best];
            m_picks[i] = {std::isnan(value) ? -std::numeric_limits<float>::infinity() : value,
                          static_cast<std::int32_t>(m_slice.vocabBegin + best)};
        });
        if (tensorParallel()) {
            // Every rank's best of its slice; the global pick is the best of those, lowest id on a tie.
            m_comm->allGather(m_picks.data(), m_gatheredPicks.data(), count * sizeof(Pick));
            for (std::size_t i = 0; i < count; ++i) {
                Pick best = m_gatheredPicks[i];
                for (std::uint32_t r = 1; r < m_options.worldSize; ++r)
                    if (betterPick(m_gatheredPicks[r * count + i], best))
                        best = m_gatheredPicks[r * count + i];
                out.nextTokens[firstSequence + first + i] = best.id;
            }
        } else {
            for (std::size_t i = 0; i < count; ++i)
                out.nextTokens[firstSequence + first + i] = m_picks[i].id;
        }
        if (wantLogits && first == 0) {
            if (tensorParallel()) {
                std::copy(m_logits.data(), m_logits.data() + m_vocabRows, m_paddedLogits.begin());
                m_comm->allGather(m_paddedLogits.data(), m_gatheredLogits.data(),
                                  m_logitsPad * sizeof(float));
                out.logits.resize(m_options.shape.vocab);
                for (std::uint32_t r = 0; r < m_options.worldSize; ++r)
                    std::copy_n(m_gatheredLogits.begin() + std::ptrdiff_t(r * m_logitsPad),
                                m_vocabEnds[r] - m_vocabBegins[r], out.logits.begin() + m_vocabBegins[r]);
            } else {
                out.logits.assign(m_logits.data(), m_logits.data() + m_vocabRows);
            }
        }
    }
}

std::string readFile(const char *path)
{
    std::ifstream file(path);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

} // namespace

std::unique_ptr<RankModel> makeCpuModel(const CpuModelOptions &options,
                                        const std::function<void(double)> &progress)
{
    const protocol::RankSlice slice = checkedSlice(options);
    return std::make_unique<CpuModel>(options, slice, progress);
}

double measureCpuReadGBps(ThreadPool &pool, std::size_t maxArrayBytes, int repeats, const CancelCheck &cancel)
{
    std::size_t bytes = maxArrayBytes;
    if (const std::optional<std::uint64_t> available = memoryAvailableBytes())
        bytes = std::min<std::uint64_t>(bytes, *available / 4);
    const std::size_t n = std::max<std::size_t>(bytes / sizeof(double), 1024);
    AlignedBuffer<double> a(n);
    const std::uint32_t parts = pool.size();
    // One sum per thread, a cache line apart: the threads do not write to a shared line.
    constexpr std::size_t kStride = 64 / sizeof(double);
    std::vector<double> sums(std::size_t(parts) * kStride, 0.0);
    pool.run([&](std::uint32_t thread) {
        // Each thread first touches the chunk it will read (its pages then sit on its NUMA node),
        // in pieces between which it looks for a cancel.
        constexpr std::size_t kTouchElements = (std::size_t(16) << 20) / sizeof(double);
        const IndexRange range = splitRange(n, parts, thread);
        for (std::size_t begin = range.begin; begin < range.end; begin += kTouchElements) {
            cancel.throwIfRequested();
            std::fill(a.data() + begin, a.data() + std::min(range.end, begin + kTouchElements), 1.0);
        }
    });
    double bestSeconds = std::numeric_limits<double>::infinity();
    for (int repeat = 0; repeat < std::max(1, repeats); ++repeat) {
        // One pass reads at most maxArrayBytes (1 GiB): a fraction of a second.
        cancel.throwIfRequested();
        const auto start = std::chrono::steady_clock::now();
        pool.run([&](std::uint32_t thread) {
            const IndexRange range = splitRange(n, parts, thread);
            sums[thread * kStride] += readSum(a.data() + range.begin, range.end - range.begin);
        });
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        bestSeconds = std::min(bestSeconds, elapsed.count());
    }
    // Every value is 1: the sums say that every element was read (and keep the reads from being
    // optimized away).
    double total = 0;
    for (std::uint32_t thread = 0; thread < parts; ++thread)
        total += sums[thread * kStride];
    if (total != double(n) * double(std::max(1, repeats)))
        throw std::logic_error("the bandwidth measurement did not read the whole array");
    if (!(bestSeconds > 0))
        return 0;
    return double(n) * sizeof(double) / bestSeconds / 1e9;
}

double measureCpuReadGBps(std::uint32_t threads, std::size_t maxArrayBytes, int repeats,
                          const CancelCheck &cancel)
{
    ThreadPool pool(resolveThreads(threads));
    return measureCpuReadGBps(pool, maxArrayBytes, repeats, cancel);
}

std::optional<std::uint64_t> memoryAvailableBytes()
{
    std::istringstream lines(readFile("/proc/meminfo"));
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("MemAvailable:", 0) != 0)
            continue;
        std::istringstream fields(line.substr(13));
        std::uint64_t kib = 0;
        std::string unit;
        if (fields >> kib >> unit && unit == "kB")
            return kib * 1024;
        return std::nullopt;
    }
    return std::nullopt;
}

std::string cpuModelName()
{
    std::istringstream lines(readFile("/proc/cpuinfo"));
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("model name", 0) != 0)
            continue;
        const std::size_t colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::size_t begin = line.find_first_not_of(" \t", colon + 1);
        if (begin == std::string::npos)
            continue;
        const std::size_t end = line.find_last_not_of(" \t\r");
        return line.substr(begin, end - begin + 1);
    }
    return "unknown CPU";
}

CpuModelOptions cpuModelOptions(const protocol::BenchRunParams &params, Communicator *comm)
{
    CpuModelOptions options;
    options.shape = params.model;
    options.dtype = params.dtype;
    options.layout = params.layout;
    options.worldSize = params.worldSize;
    options.rank = params.rank;
    options.seed = params.workload.seed;
    options.threads = params.threads;
    options.maxBatch = params.workload.concurrency;
    options.maxContext = params.workload.promptTokens + params.workload.generateTokens;
    options.comm = comm;
    return options;
}

} // namespace shardscope::bench
