#include "remote-agent/bench/cuda/CudaModel.h"

#include "remote-agent/bench/Weights.h"
#include "remote-agent/bench/cuda/CudaCheck.h"
#include "remote-agent/bench/cuda/CudaKernels.h"
#include "remote-agent/bench/cuda/CudaResources.h"
#include "remote-agent/bench/cuda/NcclCommunicator.h"

#include <cublas_v2.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

namespace shardscope::bench::cuda {

namespace {

using protocol::BenchLayout;
using protocol::DType;

constexpr std::uint32_t kPrefillRows = 4096; ///< (sequence, token) rows of one prefill chunk at most
constexpr std::size_t kCublasWorkspaceBytes = std::size_t(32) << 20;
constexpr std::size_t kMinBandwidthBytes = std::size_t(64) << 20;
constexpr std::size_t kBandwidthBytes = std::size_t(1) << 30;
constexpr std::size_t kBandwidthReserveBytes = std::size_t(256) << 20;
constexpr int kBandwidthRepeats = 5;

Element elementOf(DType type)
{
    switch (type) {
    case DType::F32:
        return Element::F32;
    case DType::BF16:
        return Element::BF16;
    case DType::F16:
        return Element::F16;
    case DType::Q8_0: // not in the CUDA plugin yet (protocol::backendTakes)
    case DType::Q4_0:
    case DType::Unknown:
        break;
    }
    return Element::Unknown;
}

cudaDataType_t cudaTypeOf(Element type)
{
    switch (type) {
    case Element::BF16:
        return CUDA_R_16BF;
    case Element::F16:
        return CUDA_R_16F;
    case Element::F32:
    case Element::Unknown:
        break;
    }
    return CUDA_R_32F;
}

int multiprocessorCount(int device)
{
    int count = 0;
    SHARDSCOPE_CUDA_CHECK(cudaDeviceGetAttribute(&count, cudaDevAttrMultiProcessorCount, device));
    return std::max(count, 1);
}

/// What one rank holds and allocates; computed once for the fit check and for the allocation.
struct Plan {
    protocol::RankSlice slice;
    Element type = Element::Unknown;
    std::size_t elementBytes = 0;
    bool tensorParallel = false;
    bool pipeline = false;
    std::uint32_t headBegin = 0;     ///< first query head of this rank in the full model
    std::uint32_t kvHeadBegin = 0;   ///< first key/value head
    std::uint32_t interBegin = 0;    ///< first SwiGLU column
    std::uint32_t qkvRows = 0;       ///< rows of the fused QKV matrix: (heads + 2 kvHeads) × headDim
    std::uint32_t attnWidth = 0;     ///< heads × headDim of this rank
    std::uint32_t rowsCap = 0;       ///< (sequence, token) rows the work buffers hold
    std::uint32_t vocabSlice = 0;    ///< LM head rows of this rank
    std::uint32_t maxVocabSlice = 0; ///< the largest slice over the ranks (all-gather padding)
    std::size_t wideElements = 0;    ///< per row: max(QKV, gate+up)
    std::size_t midElements = 0;     ///< per row: max(attention output, SwiGLU output)
    std::size_t scratchEntries = 0;  ///< (row, head, split) entries of the split attention
    std::size_t ownLmHeadBytes = 0;  ///< a pipeline's last stage with tied embeddings makes its own copy
    std::uint64_t workBytes = 0;
};

Plan makePlan(const CudaModelOptions &options)
{
    const protocol::ModelShape &shape = options.shape;
    Plan plan;
    plan.slice = protocol::rankSlice(shape, options.layout, options.worldSize, options.rank);
    plan.type = elementOf(options.dtype);
    plan.elementBytes = elementBytes(plan.type);
    plan.tensorParallel = options.layout == BenchLayout::TensorParallel && options.worldSize > 1;
    plan.pipeline = options.layout == BenchLayout::PipelineParallel && options.worldSize > 1;
    if (plan.tensorParallel) {
        plan.headBegin = options.rank * plan.slice.heads;
        plan.kvHeadBegin = options.rank * plan.slice.kvHeads;
        plan.interBegin = options.rank * plan.slice.intermediate;
    }
    plan.qkvRows = (plan.slice.heads + 2 * plan.slice.kvHeads) * shape.headDim;
    plan.attnWidth = plan.slice.heads * shape.headDim;
    const std::uint64_t allRows
        = std::uint64_t(options.maxBatch) * std::max<std::uint32_t>(options.maxContext, 1);
    plan.rowsCap = static_cast<std::uint32_t>(
        std::max<std::uint64_t>(options.maxBatch, std::min<std::uint64_t>(kPrefillRows, allRows)));
    plan.vocabSlice = plan.slice.vocabEnd - plan.slice.vocabBegin;
    plan.maxVocabSlice = plan.vocabSlice;
    if (plan.tensorParallel) {
        for (std::uint32_t r = 0; r < options.worldSize; ++r) {
            const auto other = protocol::rankSlice(shape, options.layout, options.worldSize, r);
            plan.maxVocabSlice = std::max(plan.maxVocabSlice, other.vocabEnd - other.vocabBegin);
        }
    }
    plan.wideElements = std::max<std::size_t>(plan.qkvRows, std::size_t(2) * plan.slice.intermediate);
    plan.midElements = std::max<std::size_t>(plan.attnWidth, plan.slice.intermediate);
    const std::uint32_t group = shape.kvHeads ? shape.heads / shape.kvHeads : 1;
    plan.scratchEntries = std::size_t(4) * multiprocessorCount(options.device) * group;
    if (plan.slice.lmHead && shape.tiedEmbeddings && !plan.slice.embedding)
        plan.ownLmHeadBytes = std::size_t(plan.vocabSlice) * shape.hidden * plan.elementBytes;

    const std::uint64_t rows = plan.rowsCap;
    const std::uint64_t hidden = shape.hidden;
    std::uint64_t bytes = 0;
    bytes += rows * hidden * sizeof(float);                // residual
    bytes += rows * hidden * plan.elementBytes * 2;        // normed input, projection output
    bytes += rows * plan.wideElements * plan.elementBytes; // QKV / gate+up
    bytes += rows * plan.midElements * plan.elementBytes;  // attention / SwiGLU output
    bytes += rows * sizeof(std::int32_t) + options.maxBatch * sizeof(std::int32_t) + sizeof(std::int32_t);
    if (plan.slice.lmHead) {
        bytes += std::uint64_t(options.maxBatch) * plan.vocabSlice * sizeof(float);
        bytes += std::uint64_t(options.maxBatch) * sizeof(ArgMax) * (1 + options.worldSize);
        bytes += std::uint64_t(plan.maxVocabSlice) * sizeof(float) * (1 + options.worldSize);
    }
    bytes += plan.scratchEntries * (shape.headDim + 2) * sizeof(float);
    bytes += std::uint64_t(std::max<std::uint32_t>(options.maxContext, 1)) * (shape.headDim / 2)
             * sizeof(float2);
    bytes += kCublasWorkspaceBytes + plan.ownLmHeadBytes;
    plan.workBytes = bytes;
    return plan;
}

struct CublasDeleter {
    void operator()(cublasContext *handle) const { cublasDestroy(handle); }
};

struct LayerWeights {
    DeviceBuffer attnNorm; ///< fp32 gains
    DeviceBuffer qkv;      ///< [q rows; k rows; v rows] × hidden
    DeviceBuffer o;        ///< hidden × (heads × headDim of this rank)
    DeviceBuffer mlpNorm;
    DeviceBuffer gateUp; ///< [gate rows; up rows] × hidden
    DeviceBuffer down;   ///< hidden × intermediate of this rank
    DeviceBuffer kCache; ///< [sequence][kvHead][maxContext][headDim]
    DeviceBuffer vCache;
};

class CudaModel final : public RankModel
{
public:
    CudaModel(const CudaModelOptions &options, const std::function<void(double)> &progress);
    ~CudaModel() override;

    StepOutput step(const std::vector<std::int32_t> &tokens, std::uint32_t batch, std::uint32_t newTokens,
                    std::uint32_t position, bool wantLogits) override;
    void resetCache() override {} // positions are always written before they are read
    double measureMemoryBandwidthGBps() override;
    std::string deviceName() const override { return m_deviceName; }
    std::uint32_t threads() const override { return 0; }

private:
    void buildWeights(const std::function<void(double)> &progress);
    /// Enqueues one chunk: `batch` sequences × `tokens` new tokens each, the first at the position
    /// in m_position. On the final chunk, the sampling work (LM head, arg-max, token feedback).
    void enqueueChunk(std::uint32_t batch, std::uint32_t tokens, std::uint32_t contextBound, bool finalChunk,
                      bool wantLogits);
    void gemm(const void *input, std::size_t inputLd, const void *weight, void *output,
              cudaDataType_t outputType, std::size_t outputLd, std::uint32_t rows, std::uint32_t outFeatures,
              std::uint32_t inFeatures);
    void synchronize();
    void runDecodeGraph(std::uint32_t batch);
    void dropGraph();

    CudaModelOptions m_options;
    Plan m_plan;
    cudaStream_t m_stream;
    NcclCommunicator *m_comm;
    bool m_first = true; ///< embeds the tokens (Single, every TP rank, the first pipeline stage)
    bool m_last = true;  ///< holds the LM head and samples (Single, every TP rank, the last stage)
    std::string m_deviceName;
    int m_multiprocessors = 1;
    std::unique_ptr<cublasContext, CublasDeleter> m_cublas;

    std::vector<LayerWeights> m_layers;
    DeviceBuffer m_embedding;
    DeviceBuffer m_finalNorm;
    DeviceBuffer m_ownLmHead;
    const void *m_lmHead = nullptr;

    DeviceBuffer m_x;      ///< residual stream, fp32
    DeviceBuffer m_h;      ///< normed input (and the pipeline's transfer buffer)
    DeviceBuffer m_delta;  ///< output of the O and down projections (all-reduced when split)
    DeviceBuffer m_wide;   ///< QKV, then gate+up
    DeviceBuffer m_mid;    ///< attention output, then SwiGLU output
    DeviceBuffer m_tokens; ///< int32 ids of the chunk's rows
    DeviceBuffer m_next;   ///< int32 next token per sequence
    DeviceBuffer m_position;
    DeviceBuffer m_logits;     ///< fp32, batch × vocabSlice
    DeviceBuffer m_argMax;     ///< ArgMax per sequence
    DeviceBuffer m_argMaxAll;  ///< size × batch (tensor parallel)
    DeviceBuffer m_logitsSend; ///< sequence 0's slice, padded to maxVocabSlice (tensor parallel)
    DeviceBuffer m_logitsAll;  ///< size × maxVocabSlice
    DeviceBuffer m_rope;       ///< maxContext × headDim/2 (cos, sin)
    DeviceBuffer m_scratchAcc;
    DeviceBuffer m_scratchMax;
    DeviceBuffer m_scratchSum;
    DeviceBuffer m_cublasWorkspace;
    AttentionScratch m_scratch;
    AttentionShape m_attention;

    PinnedBuffer m_hostTokens;   ///< int32 × rowsCap
    PinnedBuffer m_hostPosition; ///< int32
    PinnedBuffer m_hostNext;     ///< int32 × maxBatch
    PinnedBuffer m_hostArgMax;   ///< ArgMax × size × maxBatch
    PinnedBuffer m_hostLogits;   ///< float × size × maxVocabSlice

    cudaGraph_t m_graph = nullptr;
    cudaGraphExec_t m_graphExec = nullptr;
    std::uint32_t m_graphBatch = 0;
    std::uint32_t m_eagerDecodeSteps = 0; ///< decode steps run eagerly since the last capture
    bool m_graphsBroken = false;
};

CudaModel::CudaModel(const CudaModelOptions &options, const std::function<void(double)> &progress)
    : m_options(options)
    , m_plan(makePlan(options))
    , m_stream(options.stream)
    , m_comm(options.comm)
{
    const protocol::ModelShape &shape = options.shape;
    const protocol::RankSlice &slice = m_plan.slice;
    if (m_plan.pipeline) {
        m_first = options.rank == 0;
        m_last = options.rank + 1 == options.worldSize;
    }
    cudaDeviceProp properties{};
    SHARDSCOPE_CUDA_CHECK(cudaGetDeviceProperties(&properties, options.device));
    m_deviceName = std::string(properties.name) + " (GPU " + std::to_string(options.device) + ")";
    m_multiprocessors = std::max(properties.multiProcessorCount, 1);

    cublasHandle_t handle = nullptr;
    SHARDSCOPE_CUBLAS_CHECK(cublasCreate(&handle));
    m_cublas.reset(handle);
    SHARDSCOPE_CUBLAS_CHECK(cublasSetStream(handle, m_stream));
    m_cublasWorkspace = DeviceBuffer(kCublasWorkspaceBytes);
    // An explicit workspace keeps cuBLAS from allocating while a decode step is captured as a graph.
    SHARDSCOPE_CUBLAS_CHECK(cublasSetWorkspace(handle, m_cublasWorkspace.get(), m_cublasWorkspace.bytes()));
    SHARDSCOPE_CUBLAS_CHECK(cublasSetMathMode(handle, CUBLAS_DEFAULT_MATH)); // fp32 stays fp32 (no TF32)

    m_attention.heads = slice.heads;
    m_attention.kvHeads = slice.kvHeads;
    m_attention.headDim = shape.headDim;
    m_attention.maxContext = options.maxContext;

    const std::size_t rows = m_plan.rowsCap;
    const std::size_t elt = m_plan.elementBytes;
    m_x = DeviceBuffer(rows * shape.hidden * sizeof(float));
    m_h = DeviceBuffer(rows * shape.hidden * elt);
    m_delta = DeviceBuffer(rows * shape.hidden * elt);
    m_wide = DeviceBuffer(rows * m_plan.wideElements * elt);
    m_mid = DeviceBuffer(rows * m_plan.midElements * elt);
    m_tokens = DeviceBuffer(rows * sizeof(std::int32_t));
    m_next = DeviceBuffer(options.maxBatch * sizeof(std::int32_t));
    m_position = DeviceBuffer(sizeof(std::int32_t));
    m_hostTokens = PinnedBuffer(rows * sizeof(std::int32_t));
    m_hostPosition = PinnedBuffer(sizeof(std::int32_t));
    m_hostNext = PinnedBuffer(options.maxBatch * sizeof(std::int32_t));
    if (m_last) {
        m_logits = DeviceBuffer(std::size_t(options.maxBatch) * m_plan.vocabSlice * sizeof(float));
        m_argMax = DeviceBuffer(options.maxBatch * sizeof(ArgMax));
        m_argMaxAll = DeviceBuffer(std::size_t(options.worldSize) * options.maxBatch * sizeof(ArgMax));
        m_logitsSend = DeviceBuffer(m_plan.maxVocabSlice * sizeof(float));
        m_logitsAll = DeviceBuffer(std::size_t(options.worldSize) * m_plan.maxVocabSlice * sizeof(float));
        m_hostArgMax = PinnedBuffer(std::size_t(options.worldSize) * options.maxBatch * sizeof(ArgMax));
        m_hostLogits = PinnedBuffer(std::size_t(options.worldSize) * m_plan.maxVocabSlice * sizeof(float));
    }
    m_scratchAcc = DeviceBuffer(m_plan.scratchEntries * shape.headDim * sizeof(float));
    m_scratchMax = DeviceBuffer(m_plan.scratchEntries * sizeof(float));
    m_scratchSum = DeviceBuffer(m_plan.scratchEntries * sizeof(float));
    m_scratch.acc = m_scratchAcc.as<float>();
    m_scratch.max = m_scratchMax.as<float>();
    m_scratch.sum = m_scratchSum.as<float>();
    m_scratch.capacity = m_plan.scratchEntries;

    // RoPE angles in double on the host, like a reference implementation would compute them.
    const std::uint32_t half = shape.headDim / 2;
    std::vector<double> inverseFrequency(half);
    for (std::uint32_t j = 0; j < half; ++j)
        inverseFrequency[j] = std::pow(shape.ropeTheta, -2.0 * j / double(shape.headDim));
    std::vector<float2> table(std::size_t(options.maxContext) * half);
    for (std::uint32_t pos = 0; pos < options.maxContext; ++pos) {
        for (std::uint32_t j = 0; j < half; ++j) {
            const double angle = double(pos) * inverseFrequency[j];
            table[std::size_t(pos) * half + j] = float2{float(std::cos(angle)), float(std::sin(angle))};
        }
    }
    m_rope = DeviceBuffer(table.size() * sizeof(float2));
    SHARDSCOPE_CUDA_CHECK(
        cudaMemcpyAsync(m_rope.get(), table.data(), m_rope.bytes(), cudaMemcpyHostToDevice, m_stream));

    buildWeights(progress);
    SHARDSCOPE_CUDA_CHECK(cudaStreamSynchronize(m_stream));
}

CudaModel::~CudaModel()
{
    if (m_stream)
        cudaStreamSynchronize(m_stream);
    dropGraph();
}

void CudaModel::dropGraph()
{
    if (m_graphExec)
        cudaGraphExecDestroy(m_graphExec);
    if (m_graph)
        cudaGraphDestroy(m_graph);
    m_graphExec = nullptr;
    m_graph = nullptr;
    m_graphBatch = 0;
}

void CudaModel::buildWeights(const std::function<void(double)> &progress)
{
    const protocol::ModelShape &shape = m_options.shape;
    const protocol::RankSlice &slice = m_plan.slice;
    const Element type = m_plan.type;
    const std::size_t elt = m_plan.elementBytes;
    const std::uint64_t seed = m_options.seed;
    const std::uint32_t hidden = shape.hidden;
    const std::uint32_t headDim = shape.headDim;
    const auto scaleFor = [](std::uint64_t in) {
        return static_cast<float>(std::sqrt(3.0 / double(in)));
    };
    const std::uint32_t layers = slice.endLayer - slice.firstLayer;
    const std::size_t kvBytes
        = std::size_t(m_options.maxBatch) * slice.kvHeads * m_options.maxContext * headDim * elt;

    if (slice.embedding) {
        m_embedding = DeviceBuffer(std::size_t(shape.vocab) * hidden * elt);
        fillMatrix(m_embedding.get(), type, shape.vocab, hidden, seed, kEmbedding, 0, 0, hidden, 1.0f,
                   m_stream);
    }
    m_layers.resize(layers);
    for (std::uint32_t local = 0; local < layers; ++local) {
        const std::uint32_t layer = slice.firstLayer + local;
        LayerWeights &w = m_layers[local];
        w.attnNorm = DeviceBuffer(hidden * sizeof(float));
        fillNorm(w.attnNorm.as<float>(), hidden, seed, layerTensor(layer, kAttnNorm), m_stream);
        w.mlpNorm = DeviceBuffer(hidden * sizeof(float));
        fillNorm(w.mlpNorm.as<float>(), hidden, seed, layerTensor(layer, kMlpNorm), m_stream);

        // Column-parallel: this rank's rows of Wq, Wk, Wv stacked into one matrix (one GEMM).
        w.qkv = DeviceBuffer(std::size_t(m_plan.qkvRows) * hidden * elt);
        auto *qkv = static_cast<char *>(w.qkv.get());
        const float inScale = scaleFor(hidden);
        const std::size_t qRows = std::size_t(slice.heads) * headDim;
        const std::size_t kvRows = std::size_t(slice.kvHeads) * headDim;
        fillMatrix(qkv, type, qRows, hidden, seed, layerTensor(layer, kWq),
                   std::uint64_t(m_plan.headBegin) * headDim, 0, hidden, inScale, m_stream);
        fillMatrix(qkv + qRows * hidden * elt, type, kvRows, hidden, seed, layerTensor(layer, kWk),
                   std::uint64_t(m_plan.kvHeadBegin) * headDim, 0, hidden, inScale, m_stream);
        fillMatrix(qkv + (qRows + kvRows) * hidden * elt, type, kvRows, hidden, seed, layerTensor(layer, kWv),
                   std::uint64_t(m_plan.kvHeadBegin) * headDim, 0, hidden, inScale, m_stream);
        // Row-parallel: this rank's columns of Wo and Wdown.
        const std::uint64_t fullAttn = std::uint64_t(shape.heads) * headDim;
        w.o = DeviceBuffer(std::size_t(hidden) * m_plan.attnWidth * elt);
        fillMatrix(w.o.get(), type, hidden, m_plan.attnWidth, seed, layerTensor(layer, kWo), 0,
                   std::uint64_t(m_plan.headBegin) * headDim, fullAttn, scaleFor(fullAttn), m_stream);
        const std::size_t inter = slice.intermediate;
        w.gateUp = DeviceBuffer(2 * inter * hidden * elt);
        auto *gateUp = static_cast<char *>(w.gateUp.get());
        fillMatrix(gateUp, type, inter, hidden, seed, layerTensor(layer, kWgate), m_plan.interBegin, 0,
                   hidden, inScale, m_stream);
        fillMatrix(gateUp + inter * hidden * elt, type, inter, hidden, seed, layerTensor(layer, kWup),
                   m_plan.interBegin, 0, hidden, inScale, m_stream);
        w.down = DeviceBuffer(std::size_t(hidden) * inter * elt);
        fillMatrix(w.down.get(), type, hidden, inter, seed, layerTensor(layer, kWdown), 0, m_plan.interBegin,
                   shape.intermediate, scaleFor(shape.intermediate), m_stream);
        w.kCache = DeviceBuffer(kvBytes);
        w.vCache = DeviceBuffer(kvBytes);
        SHARDSCOPE_CUDA_CHECK(cudaStreamSynchronize(m_stream));
        if (progress)
            progress(double(local + 1) / double(layers + 1));
        m_options.cancel.throwIfRequested(); // nothing of this layer is still queued
    }
    if (slice.lmHead) {
        m_finalNorm = DeviceBuffer(hidden * sizeof(float));
        fillNorm(m_finalNorm.as<float>(), hidden, seed, kFinalNorm, m_stream);
        if (shape.tiedEmbeddings && slice.embedding) {
            m_lmHead
                = static_cast<const char *>(m_embedding.get()) + std::size_t(slice.vocabBegin) * hidden * elt;
        } else if (shape.tiedEmbeddings) {
            m_ownLmHead = DeviceBuffer(std::size_t(m_plan.vocabSlice) * hidden * elt);
            fillMatrix(m_ownLmHead.get(), type, m_plan.vocabSlice, hidden, seed, kEmbedding, slice.vocabBegin,
                       0, hidden, 1.0f, m_stream);
            m_lmHead = m_ownLmHead.get();
        } else {
            m_ownLmHead = DeviceBuffer(std::size_t(m_plan.vocabSlice) * hidden * elt);
            fillMatrix(m_ownLmHead.get(), type, m_plan.vocabSlice, hidden, seed, kLmHead, slice.vocabBegin, 0,
                       hidden, scaleFor(hidden), m_stream);
            m_lmHead = m_ownLmHead.get();
        }
    }
    SHARDSCOPE_CUDA_CHECK(cudaStreamSynchronize(m_stream));
    if (progress)
        progress(1.0);
}

void CudaModel::gemm(const void *input, std::size_t inputLd, const void *weight, void *output,
                     cudaDataType_t outputType, std::size_t outputLd, std::uint32_t rows,
                     std::uint32_t outFeatures, std::uint32_t inFeatures)
{
    // Row-major Y[rows][out] = X[rows][in] · W[out][in]ᵀ is, column-major, Yᵀ = (Wᵀ)ᵀ·Xᵀ: W's memory
    // read as an in × out column-major matrix, transposed.
    const float alpha = 1.0f;
    const float beta = 0.0f;
    const cudaDataType_t type = cudaTypeOf(m_plan.type);
    SHARDSCOPE_CUBLAS_CHECK(
        cublasGemmEx(m_cublas.get(), CUBLAS_OP_T, CUBLAS_OP_N, static_cast<int>(outFeatures),
                     static_cast<int>(rows), static_cast<int>(inFeatures), &alpha, weight, type,
                     static_cast<int>(inFeatures), input, type, static_cast<int>(inputLd), &beta, output,
                     outputType, static_cast<int>(outputLd), CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
}

void CudaModel::enqueueChunk(std::uint32_t batch, std::uint32_t tokens, std::uint32_t contextBound,
                             bool finalChunk, bool wantLogits)
{
    const protocol::ModelShape &shape = m_options.shape;
    const Element type = m_plan.type;
    const cudaDataType_t cudaType = cudaTypeOf(type);
    const std::size_t elt = m_plan.elementBytes;
    const std::uint32_t rows = batch * tokens;
    const std::uint32_t hidden = shape.hidden;
    const float eps = static_cast<float>(shape.rmsNormEps);
    const std::uint32_t size = m_options.worldSize;
    const std::uint32_t rank = m_options.rank;
    float *x = m_x.as<float>();
    const auto *position = m_position.as<std::int32_t>();

    SHARDSCOPE_CUDA_CHECK(cudaMemcpyAsync(m_position.get(), m_hostPosition.get(), sizeof(std::int32_t),
                                          cudaMemcpyHostToDevice, m_stream));
    if (m_first) {
        SHARDSCOPE_CUDA_CHECK(cudaMemcpyAsync(m_tokens.get(), m_hostTokens.get(), rows * sizeof(std::int32_t),
                                              cudaMemcpyHostToDevice, m_stream));
        embed(m_tokens.as<std::int32_t>(), m_embedding.get(), type, x, rows, hidden, shape.vocab, m_stream);
    } else {
        m_comm->recv(m_h.get(), std::size_t(rows) * hidden * elt, rank - 1);
        elementToFloat(m_h.get(), type, x, std::size_t(rows) * hidden, m_stream);
    }

    const std::uint32_t splits = attentionSplits(
        rows, m_attention, contextBound, static_cast<std::uint32_t>(m_multiprocessors), m_scratch.capacity);
    const void *pending = nullptr; // the last projection's output, not yet added to the residual
    for (LayerWeights &w : m_layers) {
        addRmsNorm(x, pending, w.attnNorm.as<float>(), m_h.get(), type, rows, hidden, eps, m_stream);
        gemm(m_h.get(), hidden, w.qkv.get(), m_wide.get(), cudaType, m_plan.qkvRows, rows, m_plan.qkvRows,
             hidden);
        ropeAndStore(m_wide.get(), w.kCache.get(), w.vCache.get(), type, m_rope.as<float2>(), position, rows,
                     tokens, m_attention, m_stream);
        attention(m_wide.get(), w.kCache.get(), w.vCache.get(), m_mid.get(), type, position, rows, tokens,
                  m_attention, contextBound, splits, m_scratch, m_stream);
        gemm(m_mid.get(), m_plan.attnWidth, w.o.get(), m_delta.get(), cudaType, hidden, rows, hidden,
             m_plan.attnWidth);
        if (m_plan.tensorParallel)
            m_comm->allReduceSum(m_delta.get(), std::size_t(rows) * hidden, type);
        addRmsNorm(x, m_delta.get(), w.mlpNorm.as<float>(), m_h.get(), type, rows, hidden, eps, m_stream);
        const std::uint32_t inter = m_plan.slice.intermediate;
        gemm(m_h.get(), hidden, w.gateUp.get(), m_wide.get(), cudaType, 2 * inter, rows, 2 * inter, hidden);
        swiGlu(m_wide.get(), m_mid.get(), type, rows, inter, m_stream);
        gemm(m_mid.get(), inter, w.down.get(), m_delta.get(), cudaType, hidden, rows, hidden, inter);
        if (m_plan.tensorParallel)
            m_comm->allReduceSum(m_delta.get(), std::size_t(rows) * hidden, type);
        pending = m_delta.get();
    }

    if (!m_last) {
        addRmsNorm(x, pending, nullptr, nullptr, type, rows, hidden, eps, m_stream);
        floatToElement(x, m_h.get(), type, std::size_t(rows) * hidden, m_stream);
        m_comm->send(m_h.get(), std::size_t(rows) * hidden * elt, rank + 1);
        if (finalChunk && m_first && m_plan.pipeline) {
            // The last stage sends the sampled tokens back to the first, which embeds them next.
            m_comm->recv(m_next.get(), batch * sizeof(std::int32_t), size - 1);
            SHARDSCOPE_CUDA_CHECK(cudaMemcpyAsync(m_hostNext.get(), m_next.get(),
                                                  batch * sizeof(std::int32_t), cudaMemcpyDeviceToHost,
                                                  m_stream));
        }
        return;
    }
    if (!finalChunk)
        return;

    // Only the last position of each sequence is sampled: its rows are `tokens` apart.
    addRmsNorm(x, pending, m_finalNorm.as<float>(), m_h.get(), type, rows, hidden, eps, m_stream);
    const auto *lastRows = static_cast<const char *>(m_h.get()) + std::size_t(tokens - 1) * hidden * elt;
    const std::uint32_t vocabSlice = m_plan.vocabSlice;
    gemm(lastRows, std::size_t(tokens) * hidden, m_lmHead, m_logits.get(), CUDA_R_32F, vocabSlice, batch,
         vocabSlice, hidden);
    argMax(m_logits.as<float>(), vocabSlice, batch, vocabSlice, m_plan.slice.vocabBegin,
           m_argMax.as<ArgMax>(), m_next.as<std::int32_t>(), m_stream);
    if (m_plan.tensorParallel) {
        m_comm->allGather(m_argMax.get(), m_argMaxAll.get(), batch * sizeof(ArgMax));
        SHARDSCOPE_CUDA_CHECK(cudaMemcpyAsync(m_hostArgMax.get(), m_argMaxAll.get(),
                                              std::size_t(size) * batch * sizeof(ArgMax),
                                              cudaMemcpyDeviceToHost, m_stream));
    } else {
        SHARDSCOPE_CUDA_CHECK(cudaMemcpyAsync(m_hostNext.get(), m_next.get(), batch * sizeof(std::int32_t),
                                              cudaMemcpyDeviceToHost, m_stream));
    }
    if (wantLogits) {
        if (m_plan.tensorParallel) {
            SHARDSCOPE_CUDA_CHECK(cudaMemsetAsync(m_logitsSend.get(), 0, m_logitsSend.bytes(), m_stream));
            SHARDSCOPE_CUDA_CHECK(cudaMemcpyAsync(m_logitsSend.get(), m_logits.get(),
                                                  vocabSlice * sizeof(float), cudaMemcpyDeviceToDevice,
                                                  m_stream));
            m_comm->allGather(m_logitsSend.get(), m_logitsAll.get(), m_plan.maxVocabSlice * sizeof(float));
            SHARDSCOPE_CUDA_CHECK(cudaMemcpyAsync(m_hostLogits.get(), m_logitsAll.get(), m_logitsAll.bytes(),
                                                  cudaMemcpyDeviceToHost, m_stream));
        } else {
            SHARDSCOPE_CUDA_CHECK(cudaMemcpyAsync(m_hostLogits.get(), m_logits.get(),
                                                  vocabSlice * sizeof(float), cudaMemcpyDeviceToHost,
                                                  m_stream));
        }
    }
    if (m_plan.pipeline && !m_first)
        m_comm->send(m_next.get(), batch * sizeof(std::int32_t), 0);
}

void CudaModel::synchronize()
{
    if (m_comm)
        m_comm->synchronize();
    else
        SHARDSCOPE_CUDA_CHECK(cudaStreamSynchronize(m_stream));
}

void CudaModel::runDecodeGraph(std::uint32_t batch)
{
    if (!m_graphExec || m_graphBatch != batch) {
        dropGraph();
        SHARDSCOPE_CUDA_CHECK(cudaStreamBeginCapture(m_stream, cudaStreamCaptureModeThreadLocal));
        try {
            // Attention is split for the whole cache: the graph is replayed at every position.
            enqueueChunk(batch, 1, m_options.maxContext, true, false);
        } catch (...) {
            cudaGraph_t partial = nullptr;
            cudaStreamEndCapture(m_stream, &partial);
            if (partial)
                cudaGraphDestroy(partial);
            cudaGetLastError();
            throw;
        }
        SHARDSCOPE_CUDA_CHECK(cudaStreamEndCapture(m_stream, &m_graph));
        SHARDSCOPE_CUDA_CHECK(cudaGraphInstantiate(&m_graphExec, m_graph, 0));
        m_graphBatch = batch;
    }
    SHARDSCOPE_CUDA_CHECK(cudaGraphLaunch(m_graphExec, m_stream));
}

StepOutput CudaModel::step(const std::vector<std::int32_t> &tokens, std::uint32_t batch,
                           std::uint32_t newTokens, std::uint32_t position, bool wantLogits)
{
    if (batch == 0 || batch > m_options.maxBatch)
        throw std::runtime_error("CUDA model: batch " + std::to_string(batch) + " outside 1…"
                                 + std::to_string(m_options.maxBatch));
    if (newTokens == 0 || std::uint64_t(position) + newTokens > m_options.maxContext)
        throw std::runtime_error("CUDA model: positions " + std::to_string(position) + "…"
                                 + std::to_string(std::uint64_t(position) + newTokens)
                                 + " exceed the KV cache of " + std::to_string(m_options.maxContext));
    if (m_first && tokens.size() != std::size_t(batch) * newTokens)
        throw std::runtime_error("CUDA model: " + std::to_string(tokens.size()) + " token ids for "
                                 + std::to_string(batch) + " × " + std::to_string(newTokens));

    auto *hostTokens = m_hostTokens.as<std::int32_t>();
    const bool graphable = m_options.useGraphs && !m_graphsBroken && !m_comm && newTokens == 1 && !wantLogits;
    bool ranGraph = false;
    if (graphable && m_eagerDecodeSteps > 0) {
        // Captured only after one eager decode step has loaded every kernel it uses.
        *m_hostPosition.as<std::int32_t>() = static_cast<std::int32_t>(position);
        std::memcpy(hostTokens, tokens.data(), batch * sizeof(std::int32_t));
        try {
            runDecodeGraph(batch);
            ranGraph = true;
        } catch (const std::exception &) {
            // Replay is an optimisation: fall back to eager launches for the rest of the run.
            dropGraph();
            m_graphsBroken = true;
            cudaGetLastError();
        }
        if (ranGraph)
            synchronize();
    }
    if (!ranGraph) {
        const std::uint32_t chunk = std::max<std::uint32_t>(1, m_plan.rowsCap / batch);
        for (std::uint32_t begin = 0; begin < newTokens; begin += chunk) {
            // Between chunks the stream is idle: a long prompt stops within one chunk's compute.
            m_options.cancel.throwIfRequested();
            const std::uint32_t count = std::min(chunk, newTokens - begin);
            *m_hostPosition.as<std::int32_t>() = static_cast<std::int32_t>(position + begin);
            if (m_first) {
                for (std::uint32_t s = 0; s < batch; ++s)
                    std::memcpy(hostTokens + std::size_t(s) * count,
                                tokens.data() + std::size_t(s) * newTokens + begin,
                                count * sizeof(std::int32_t));
            }
            const bool finalChunk = begin + count == newTokens;
            enqueueChunk(batch, count, position + begin + count, finalChunk, wantLogits);
            synchronize(); // the pinned inputs are reused by the next chunk
        }
        if (newTokens == 1)
            ++m_eagerDecodeSteps;
    }

    StepOutput out;
    if (m_last && m_plan.tensorParallel) {
        const auto *all = m_hostArgMax.as<ArgMax>();
        out.nextTokens.resize(batch);
        for (std::uint32_t s = 0; s < batch; ++s) {
            ArgMax best = all[s];
            for (std::uint32_t r = 1; r < m_options.worldSize; ++r) {
                const ArgMax &other = all[std::size_t(r) * batch + s];
                if (other.value > best.value || (other.value == best.value && other.index < best.index))
                    best = other;
            }
            out.nextTokens[s] = best.index;
        }
    } else if (m_last || m_first) {
        const auto *next = m_hostNext.as<std::int32_t>();
        out.nextTokens.assign(next, next + batch);
    }
    const bool sampling = m_last && (!m_plan.tensorParallel || m_options.rank == 0);
    if (wantLogits && sampling) {
        const auto *logits = m_hostLogits.as<float>();
        if (m_plan.tensorParallel) {
            out.logits.resize(m_options.shape.vocab);
            for (std::uint32_t r = 0; r < m_options.worldSize; ++r) {
                const auto other
                    = protocol::rankSlice(m_options.shape, m_options.layout, m_options.worldSize, r);
                std::memcpy(out.logits.data() + other.vocabBegin,
                            logits + std::size_t(r) * m_plan.maxVocabSlice,
                            std::size_t(other.vocabEnd - other.vocabBegin) * sizeof(float));
            }
        } else {
            out.logits.assign(logits, logits + m_plan.vocabSlice);
        }
    }
    if (m_comm) {
        const NcclCommunicator::Counters counters = m_comm->takeCounters();
        out.commSeconds = counters.seconds;
        out.bytesSent = counters.bytesSent;
    }
    return out;
}

double CudaModel::measureMemoryBandwidthGBps()
{
    std::size_t freeBytes = 0;
    std::size_t totalBytes = 0;
    SHARDSCOPE_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
    std::size_t bytes = kBandwidthBytes;
    while (bytes > kMinBandwidthBytes && 2 * bytes + kBandwidthReserveBytes > freeBytes)
        bytes /= 2;
    if (2 * bytes + kBandwidthReserveBytes > freeBytes)
        return 0; // no room left beside the model: no figure rather than a wrong one
    const DeviceBuffer source(bytes);
    const DeviceBuffer target(bytes);
    SHARDSCOPE_CUDA_CHECK(cudaMemsetAsync(source.get(), 1, bytes, m_stream));
    SHARDSCOPE_CUDA_CHECK(
        cudaMemcpyAsync(target.get(), source.get(), bytes, cudaMemcpyDeviceToDevice, m_stream));
    const CudaEvent begin;
    const CudaEvent end;
    float bestMs = std::numeric_limits<float>::max();
    for (int i = 0; i < kBandwidthRepeats; ++i) {
        m_options.cancel.throwIfRequested(); // each copy below is waited for: at most the warm-up is queued
        SHARDSCOPE_CUDA_CHECK(cudaEventRecord(begin.get(), m_stream));
        SHARDSCOPE_CUDA_CHECK(
            cudaMemcpyAsync(target.get(), source.get(), bytes, cudaMemcpyDeviceToDevice, m_stream));
        SHARDSCOPE_CUDA_CHECK(cudaEventRecord(end.get(), m_stream));
        SHARDSCOPE_CUDA_CHECK(cudaEventSynchronize(end.get()));
        float ms = 0;
        SHARDSCOPE_CUDA_CHECK(cudaEventElapsedTime(&ms, begin.get(), end.get()));
        if (ms > 0)
            bestMs = std::min(bestMs, ms);
    }
    if (bestMs == std::numeric_limits<float>::max())
        return 0;
    // Every byte is read once and written once.
    return 2.0 * static_cast<double>(bytes) / (static_cast<double>(bestMs) / 1000.0) / 1e9;
}

} // namespace

std::string cudaModelProblem(const CudaModelOptions &options)
{
    const protocol::ModelShape &shape = options.shape;
    if (!protocol::backendTakes(protocol::BenchBackend::Cuda, options.dtype))
        return "the CUDA backend runs f32, bf16 or f16, not " + protocol::toString(options.dtype);
    if (options.layout != BenchLayout::Single && options.layout != BenchLayout::TensorParallel
        && options.layout != BenchLayout::PipelineParallel)
        return "the CUDA backend runs one rank of a single, tensor-parallel or pipeline-parallel layout, not "
               + protocol::toString(options.layout);
    if (const protocol::BenchProblem problem = protocol::shapeProblem(shape); !problem.ok())
        return protocol::benchProblemText(problem);
    if (const protocol::BenchProblem problem
        = protocol::layoutProblem(shape, options.layout, options.worldSize);
        !problem.ok())
        return protocol::benchProblemText(problem);
    if (shape.headDim % 2 != 0 || shape.headDim > 256)
        return "the CUDA backend needs an even head dimension of at most 256, not "
               + std::to_string(shape.headDim);
    if (shape.hidden > 16384)
        return "the CUDA backend supports a hidden size of at most 16384, not "
               + std::to_string(shape.hidden);
    if (shape.heads / shape.kvHeads > 16)
        return "the CUDA backend supports at most 16 query heads per key/value head, not "
               + std::to_string(shape.heads / shape.kvHeads);
    if (options.maxBatch == 0 || options.maxContext == 0)
        return "the CUDA model needs room for at least one sequence of one token";
    if (options.rank >= options.worldSize)
        return "rank " + std::to_string(options.rank) + " of " + std::to_string(options.worldSize);
    return {};
}

std::uint64_t cudaWorkBytes(const CudaModelOptions &options)
{
    return makePlan(options).workBytes;
}

std::unique_ptr<RankModel> makeCudaModel(const CudaModelOptions &options,
                                         const std::function<void(double)> &progress)
{
    if (const std::string problem = cudaModelProblem(options); !problem.empty())
        throw std::invalid_argument(problem);
    if (options.worldSize > 1 && !options.comm)
        throw std::invalid_argument("a CUDA run of several ranks needs its NCCL communicator");
    return std::make_unique<CudaModel>(options, progress);
}

} // namespace shardscope::bench::cuda
