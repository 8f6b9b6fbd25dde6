#pragma once

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::protocol {

// The inference benchmark (`bench_run`), as it travels over the agent protocol and into the
// database. One `bench_run` request runs one rank of one run; a run of worldSize ranks is
// worldSize requests, one per node (or per GPU), that find each other through the controller
// (StoreEntry messages, see Messages.h). JSON names are snake_case; absent optionals are omitted.
// Definitions of every figure: docs/METRICS.md, "Inference runs".

/// Element type of the weights (and of the KV cache and activations on GPU; CPU activations are fp32).
/// Q8_0 and Q4_0 are GGUF's block types: each run of kQuantBlockValues values along a matrix row is
/// one half-precision scale and 8-bit (Q8_0: 34 bytes) or 4-bit (Q4_0: 18 bytes) numbers, the bytes
/// per weight llama.cpp reads (remote-agent/bench/Weights.h has the blocks).
enum class DType { Unknown = 0, F32, BF16, F16, Q8_0, Q4_0 };

/// Values per Q8_0 or Q4_0 block: a quantized matrix's rows (on every rank) are a whole number of them.
inline constexpr std::uint32_t kQuantBlockValues = 32;

enum class BenchBackend { Unknown = 0, Cpu, Cuda };

/// How one model is laid out over the ranks of a run.
enum class BenchLayout {
    Unknown = 0,
    Single,           ///< one rank holds the whole model
    TensorParallel,   ///< Megatron split of every layer; two all-reduces per layer
    PipelineParallel, ///< contiguous layer stages; activations sent point to point
    Replicas,         ///< the controller's view: independent Single runs, the requests spread over them
};

/// The shape of a Llama-style decoder-only transformer (RMSNorm, GQA with RoPE, SwiGLU, LM head).
struct ModelShape {
    std::string name; ///< the preset's name, or "custom"
    std::uint32_t layers = 0;
    std::uint32_t hidden = 0;
    std::uint32_t heads = 0;   ///< query heads
    std::uint32_t kvHeads = 0; ///< key/value heads (grouped-query attention); divides heads
    std::uint32_t headDim = 0;
    std::uint32_t intermediate = 0; ///< SwiGLU width
    std::uint32_t vocab = 0;
    bool tiedEmbeddings = false; ///< the LM head is the embedding matrix
    double ropeTheta = 500000.0;
    double rmsNormEps = 1e-5;

    bool operator==(const ModelShape &) const = default;
};

/// "tiny", "llama-3.2-1b", "llama-3.1-8b", "qwen2.5-14b", "qwen2.5-32b", "llama-3.1-70b".
std::vector<std::string> presetModelNames();
/// The preset's shape (from the published configs); nullopt for an unknown name.
std::optional<ModelShape> presetModelShape(const std::string &name);

/// A dimension of a ModelShape, for the problems that name one.
enum class ShapeDimension { Unknown = 0, Layers, Hidden, Heads, KvHeads, HeadDim, Intermediate, Vocab };

/// What keeps a shape from being built, a layout from holding it or a workload from running
/// (shapeProblem, layoutProblem, workloadProblem), in the order they are checked. The numbers it is
/// about are in BenchProblem's fields named here. A new code goes at the end.
enum class BenchProblemCode {
    None = 0,
    // The shape (shapeProblem; layoutProblem checks it first).
    DimensionIsZero,           ///< `dimension` is 0
    DimensionTooLarge,         ///< `dimension` is `value`, more than `maximum`
    HeadsNotMultipleOfKvHeads, ///< `value` heads are not a multiple of `other` kvHeads
    HeadDimOdd,                ///< headDim `value` is odd: rotary embeddings need an even one
    RopeThetaOutOfRange,       ///< ropeTheta is not a number above 1
    RmsNormEpsOutOfRange,      ///< rmsNormEps is not between 0 and 1
    // The layout over `ranks` ranks (layoutProblem; `layout` set).
    RanksOutOfRange,          ///< `ranks` is 0 or more than `maximum` (kMaxBenchWorldSize)
    SingleWithManyRanks,      ///< Single over `ranks` ranks, not one
    HeadsNotDivisible,        ///< TensorParallel: `value` heads or `other` kvHeads do not divide by `ranks`
    IntermediateNotDivisible, ///< TensorParallel: intermediate `value` does not divide by `ranks`
    VocabSmallerThanRanks,    ///< TensorParallel: a vocabulary of `value` tokens over more ranks than that
    MoreStagesThanLayers,     ///< PipelineParallel: `ranks` stages for `value` layers
    UnknownLayout,            ///< `layout` is Unknown
    /// Block-quantized weights (`dtype`): the rows of a matrix on one rank are `value` values long
    /// (`dimension` Hidden, Heads: local heads × headDim, or Intermediate: local SwiGLU columns),
    /// not a multiple of `minimum` (kQuantBlockValues).
    RowsNotWholeBlocks,
    // The workload (workloadProblem): `value` is not from `minimum` to `maximum`.
    PromptTokensOutOfRange,
    GenerateTokensOutOfRange,
    TooManyTokens, ///< prompt + generated tokens `value` are more than `maximum` (kMaxBenchTokens)
    ConcurrencyOutOfRange,
    WarmupStepsOutOfRange,
    PrefillsOutOfRange,
};

/// A problem with a shape, a layout or a workload: its code and the numbers it is about (each
/// code says which fields it sets; the others stay zero). The agent, the CLI and logs word it with
/// benchProblemText; a front end that translates words the code itself.
struct BenchProblem {
    BenchProblemCode code = BenchProblemCode::None;
    ShapeDimension dimension = ShapeDimension::Unknown;
    BenchLayout layout = BenchLayout::Unknown;
    std::uint32_t ranks = 0;
    std::uint64_t value = 0; ///< the number at fault
    std::uint64_t other = 0; ///< HeadsNotMultipleOfKvHeads, HeadsNotDivisible: kvHeads
    std::uint64_t minimum = 0;
    std::uint64_t maximum = 0;
    DType dtype = DType::Unknown; ///< RowsNotWholeBlocks

    bool ok() const { return code == BenchProblemCode::None; }
    bool operator==(const BenchProblem &) const = default;
};

/// Why a shape cannot be built (a zero dimension, heads not a multiple of kvHeads, …); ok if it can.
BenchProblem shapeProblem(const ModelShape &shape);
/// Parameters of the whole model (embedding counted once when tied).
std::uint64_t parameterCount(const ModelShape &shape);

/// Bytes of one element: 4, 2, 2; 0 for the block types (see weightBytes) and Unknown.
std::size_t dtypeBytes(DType type);
/// Whether `type` stores its values in blocks of kQuantBlockValues (Q8_0, Q4_0).
bool isBlockQuantized(DType type);
/// Bytes of `elements` weights of `type`: for the block types, whole blocks (34 or 18 bytes per 32
/// values); 0 for Unknown.
std::uint64_t weightBytes(DType type, std::uint64_t elements);

// Which backend takes which data type: the one place that says it (the agent's backends, the
// controller's plan and memory estimate, the wizard and the CLI all ask here).

/// Whether `backend` runs weights of `dtype`: the CPU f32, bf16, q8_0 and q4_0, CUDA f32, bf16 and
/// f16. Unknown (either) is never taken.
bool backendTakes(BenchBackend backend, DType dtype);
/// The weights' type when nobody chose one: f32 on the CPU, bf16 on GPUs (as inference servers
/// do); Unknown for Unknown.
DType defaultDType(BenchBackend backend);
/// The type `backend` computes in with weights of `dtype`, which is also the type of its KV cache
/// and activations: f32 on the CPU whatever the weights (remote-agent/bench/CpuModel.h), the
/// weights' own type on GPUs (and for Unknown).
DType computeDType(BenchBackend backend, DType dtype);

/// Why `layout` over `worldSize` ranks cannot hold `shape` in weights of `dtype`: shapeProblem first,
/// then the layout's own (tensor parallel: heads, kvHeads and intermediate must divide by worldSize;
/// pipeline: at most one stage per layer), then, for a block type, each rank's matrix rows
/// (RowsNotWholeBlocks); ok if it can. Unknown `dtype` skips the last check.
BenchProblem layoutProblem(const ModelShape &shape, BenchLayout layout, std::uint32_t worldSize,
                           DType dtype = DType::Unknown);

/// The part of the model one rank holds.
struct RankSlice {
    std::uint32_t firstLayer = 0; ///< [firstLayer, endLayer)
    std::uint32_t endLayer = 0;
    std::uint32_t heads = 0;        ///< query heads of this rank (tensor parallel: heads / size)
    std::uint32_t kvHeads = 0;      ///< key/value heads of this rank
    std::uint32_t intermediate = 0; ///< SwiGLU columns of this rank
    std::uint32_t vocabBegin = 0;   ///< LM head rows of this rank: [vocabBegin, vocabEnd)
    std::uint32_t vocabEnd = 0;
    bool embedding = false; ///< holds the token embedding (first pipeline stage; every TP rank)
    bool lmHead = false;    ///< holds final norm and (its slice of) the LM head

    bool operator==(const RankSlice &) const = default;
};
/// Pipeline stages get contiguous layers, the first stages one more when they do not divide.
/// Tensor parallel ranks get every layer, heads/size heads, and a contiguous vocab slice.
RankSlice rankSlice(const ModelShape &shape, BenchLayout layout, std::uint32_t worldSize, std::uint32_t rank);

/// Bytes of the weights of one rank's slice.
std::uint64_t rankWeightBytes(const ModelShape &shape, DType dtype, const RankSlice &slice);
/// Bytes of one rank's KV cache for `sequences` sequences of `contextTokens` tokens each
/// (`kvType` is the cache's element type).
std::uint64_t rankKvCacheBytes(const ModelShape &shape, DType kvType, const RankSlice &slice,
                               std::uint32_t sequences, std::uint32_t contextTokens);
/// Bytes one decode step must read from memory on this rank: every weight of the slice once (the
/// embedding only its `sequences` rows) plus the KV cache at `contextTokens`. The roofline's divisor.
std::uint64_t rankBytesPerDecodeStep(const ModelShape &shape, DType dtype, DType kvType,
                                     const RankSlice &slice, std::uint32_t sequences,
                                     std::uint32_t contextTokens);

/// The request pattern: `concurrency` sequences in flight together (one static batch), each with a
/// prompt of promptTokens and generateTokens output tokens.
struct BenchWorkload {
    std::uint32_t promptTokens = 128;
    std::uint32_t generateTokens = 64;
    std::uint32_t concurrency = 1;
    std::uint32_t warmupSteps = 2; ///< decode steps run (and thrown away) before the measured run
    /// Timed prefills of the prompt, each from an empty KV cache: the batch's requests arriving
    /// again, so the TTFT percentiles are over several timings; decode follows the last one. A
    /// workload written without the key (before it existed) ran one.
    std::uint32_t prefills = 3;
    std::uint64_t seed = 1; ///< weights and prompt tokens come from it

    bool operator==(const BenchWorkload &) const = default;
};

/// Why the agent refuses `workload` (each length from 1 to kMaxBenchTokens - 1 and both together at
/// most kMaxBenchTokens, a concurrency from 1 to kMaxBenchConcurrency, at most 1000 warm-up steps,
/// 1 to kMaxBenchPrefills prefills);
/// ok if it takes it. parseBenchWorkload refuses the same.
BenchProblem workloadProblem(const BenchWorkload &workload);

/// The problem in English, as the agent's errors, the CLI and logs say it ("tensor parallel over 3
/// ranks needs heads (32) and kv_heads (8) divisible by 3: …"); empty for None. Fields are named by
/// their JSON keys; `path` is the JSON path of the workload the workload problems name fields of
/// ("workload" in a bench_run request), empty for the workload itself.
std::string benchProblemText(const BenchProblem &problem, const std::string &path = {});

/// Where a rank's decode phase starts in its progress fraction (0…1): the driver reports the
/// decode from here to 1, so a reader of the progress can tell how much of the decode is done.
inline constexpr double kBenchDecodeProgressStart = 0.4;

inline constexpr std::uint32_t kMaxBenchWorldSize = 64;
inline constexpr std::uint32_t kMaxBenchTokens = 32768;     ///< prompt + generated, per sequence
inline constexpr std::uint32_t kMaxBenchConcurrency = 1024; ///< sequences in one batch
inline constexpr std::uint32_t kMaxBenchPrefills = 100;     ///< BenchWorkload::prefills

/// `bench_run` params: run rank `rank` of one run.
struct BenchRunParams {
    std::string runId; ///< 32 hex digits; prefixes this run's rendezvous keys
    ModelShape model;
    DType dtype = DType::F32;
    BenchBackend backend = BenchBackend::Cpu;
    BenchWorkload workload;
    BenchLayout layout = BenchLayout::Single; ///< Single, TensorParallel or PipelineParallel
    std::uint32_t worldSize = 1;
    std::uint32_t rank = 0;
    /// Numeric unicast address of this node's cluster interface: the communicator (Gloo, NCCL's
    /// socket interface) listens and connects there only. Empty when worldSize is 1.
    std::string bindAddress;
    std::uint32_t threads = 0;           ///< CPU threads; 0: every core of the node
    std::int32_t gpuIndex = 0;           ///< CUDA device of this rank
    std::int64_t commTimeoutMs = 10000;  ///< a collective that waits longer fails the run
    std::int64_t maxDurationMs = 600000; ///< the whole rank, weights included
    /// Keep the logits of the first generated token of sequence 0 (full vocabulary, gathered on the
    /// sampling rank): the correctness checks compare them between layouts.
    bool keepFirstLogits = false;

    bool operator==(const BenchRunParams &) const = default;
};

/// Time of one step (the prefill or one decode step) on one rank.
struct BenchStep {
    double wallMs = 0;           ///< the whole step on this rank
    double commMs = 0;           ///< inside collectives and point-to-point transfers (waiting included)
    std::uint64_t bytesSent = 0; ///< payload this rank handed to the communicator

    bool operator==(const BenchStep &) const = default;
};

/// `bench_run` result: what one rank measured. A rank that failed mid-run still answers with
/// `completed` false, `failure` set and every step it measured.
struct BenchRankReport {
    std::uint32_t rank = 0;
    BenchBackend backend = BenchBackend::Unknown;
    std::string device;        ///< "CPU: 2 threads, AMD EPYC …" or "NVIDIA H200 (GPU 0)"
    std::uint32_t threads = 0; ///< CPU threads used
    bool completed = false;
    std::string failure; ///< untranslated; empty when completed
    /// Measured on this node just before the run and again after it, the higher of the two (CPU:
    /// multithreaded read-only stream; GPU: device copy).
    double memoryBandwidthGBps = 0;
    std::uint64_t weightBytes = 0;
    std::uint64_t kvCacheBytes = 0;
    std::uint64_t memoryAvailableBytes = 0; ///< before the weights were made
    std::uint64_t bytesPerDecodeStep = 0;   ///< rankBytesPerDecodeStep at the mean decode context
    double setupSeconds = 0;                ///< weights, communicator, warm-up
    BenchStep prefill;
    std::vector<BenchStep> decode; ///< one per measured decode step, in order
    /// The sampling rank only (rank 0 of Single and TensorParallel, the last pipeline stage): ms
    /// from the common start to the end of the prefill and of every decode step: when every
    /// sequence of the batch had its next token.
    std::vector<double> tokenTimesMs;
    /// The sampling rank only: the TTFT of each prefill before the last (workload.prefills − 1 of
    /// them), ms from that prefill's own start (after a barrier of all ranks) to its end.
    std::vector<double> earlierTtftMs;
    std::vector<std::int32_t> firstSequenceTokens; ///< greedy token ids of sequence 0 (sampling rank)
    /// When keepFirstLogits (sampling rank). to_json leaves them out when any is not finite (JSON
    /// cannot carry NaN or infinity); `completed` and `failure` are not changed by that.
    std::vector<float> firstLogits;

    bool operator==(const BenchRankReport &) const = default;
};

/// "f32", "bf16", "f16"; "cpu", "cuda"; "single", "tp", "pp", "replicas". "unknown" for Unknown.
std::string toString(DType value);
std::string toString(BenchBackend value);
std::string toString(BenchLayout value);
/// The dimension's JSON key: "layers", "hidden", "heads", "kv_heads", "head_dim", "intermediate",
/// "vocab"; "unknown" for Unknown.
std::string toString(ShapeDimension value);
DType dtypeFromString(const std::string &text);
BenchBackend benchBackendFromString(const std::string &text);
BenchLayout benchLayoutFromString(const std::string &text);

void to_json(nlohmann::json &j, const ModelShape &value);
void to_json(nlohmann::json &j, const BenchWorkload &value);
void to_json(nlohmann::json &j, const BenchRunParams &value);
void to_json(nlohmann::json &j, const BenchStep &value);
void to_json(nlohmann::json &j, const BenchRankReport &value);

// Strict parsers: a wrong type, a missing required field, a value out of range (a shape with
// shapeProblem, worldSize 0 or > kMaxBenchWorldSize, rank ≥ worldSize, prompt + gen >
// kMaxBenchTokens, concurrency 0 or > kMaxBenchConcurrency, a runId that is not 32 hex digits,
// a non-numeric bindAddress when worldSize > 1) is an error naming the field.
Expected<ModelShape> parseModelShape(const nlohmann::json &j);
Expected<BenchWorkload> parseBenchWorkload(const nlohmann::json &j);
Expected<BenchRunParams> parseBenchRunParams(const nlohmann::json &j);
Expected<BenchRankReport> parseBenchRankReport(const nlohmann::json &j);

} // namespace shardscope::protocol
