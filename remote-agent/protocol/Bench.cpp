#include "remote-agent/protocol/Bench.h"

#include "remote-agent/protocol/Json.h"
#include "remote-agent/protocol/Link.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <tuple>
#include <utility>

namespace shardscope::protocol {

using nlohmann::json;

namespace {

// Upper bounds of a shape: far above any published model, low enough that no size below
// overflows 64 bits and that a node refuses absurd requests before it allocates anything.
constexpr std::uint32_t kMaxLayers = 1024;
constexpr std::uint32_t kMaxHidden = 65536;
constexpr std::uint32_t kMaxHeads = 1024;
constexpr std::uint32_t kMaxHeadDim = 1024;
constexpr std::uint32_t kMaxIntermediate = 1 << 20;
constexpr std::uint32_t kMaxVocab = 1 << 22;
constexpr std::uint32_t kMaxWarmupSteps = 1000;
constexpr std::uint32_t kMaxThreads = 4096;
constexpr std::int32_t kMaxGpuIndex = 1023;
constexpr std::int64_t kMaxCommTimeoutMs = 3'600'000;  // 1 h
constexpr std::int64_t kMaxRunDurationMs = 86'400'000; // 24 h
constexpr std::size_t kRunIdHexDigits = 32;

constexpr std::array<std::pair<DType, const char *>, 5> kDTypeNames{{
    {DType::F32, "f32"},
    {DType::BF16, "bf16"},
    {DType::F16, "f16"},
    {DType::Q8_0, "q8_0"},
    {DType::Q4_0, "q4_0"},
}};

constexpr std::array<std::pair<BenchBackend, const char *>, 2> kBackendNames{{
    {BenchBackend::Cpu, "cpu"},
    {BenchBackend::Cuda, "cuda"},
}};

constexpr std::array<std::pair<BenchLayout, const char *>, 4> kLayoutNames{{
    {BenchLayout::Single, "single"},
    {BenchLayout::TensorParallel, "tp"},
    {BenchLayout::PipelineParallel, "pp"},
    {BenchLayout::Replicas, "replicas"},
}};

constexpr std::array<std::pair<ShapeDimension, const char *>, 7> kDimensionNames{{
    {ShapeDimension::Layers, "layers"},
    {ShapeDimension::Hidden, "hidden"},
    {ShapeDimension::Heads, "heads"},
    {ShapeDimension::KvHeads, "kv_heads"},
    {ShapeDimension::HeadDim, "head_dim"},
    {ShapeDimension::Intermediate, "intermediate"},
    {ShapeDimension::Vocab, "vocab"},
}};

/// [begin, end) of part `index` of `count` near-equal contiguous parts of `total`: the first
/// `total % count` parts get one more.
std::pair<std::uint32_t, std::uint32_t> evenPart(std::uint32_t total, std::uint32_t count,
                                                 std::uint32_t index)
{
    const std::uint32_t base = total / count;
    const std::uint32_t extra = total % count;
    const std::uint32_t begin = index * base + std::min(index, extra);
    return {begin, begin + base + (index < extra ? 1U : 0U)};
}

/// Elements of one layer's weights for a slice with these heads, kvHeads and intermediate columns.
std::uint64_t layerElements(const ModelShape &shape, std::uint64_t heads, std::uint64_t kvHeads,
                            std::uint64_t intermediate)
{
    const std::uint64_t hidden = shape.hidden;
    const std::uint64_t headDim = shape.headDim;
    const std::uint64_t attention = 2 * heads * headDim * hidden      // Wq, Wo
                                    + 2 * kvHeads * headDim * hidden; // Wk, Wv
    const std::uint64_t mlp = 3 * intermediate * hidden;              // gate, up, down
    return attention + mlp + 2 * hidden;                              // + two RMSNorms
}

// ---- reading helpers on top of ObjectReader ----

void readInt64(ObjectReader &r, const json &j, const char *key, std::int64_t &out, bool required)
{
    if (required && !requirePresent(r, j, key))
        return;
    std::optional<std::int64_t> value;
    r.optional(key, value);
    if (value)
        out = *value;
}

void readInt32(ObjectReader &r, const json &j, const char *key, std::int32_t &out, bool required)
{
    if (required && !requirePresent(r, j, key))
        return;
    std::optional<int> value;
    r.optional(key, value);
    if (value)
        out = *value;
}

void readDouble(ObjectReader &r, const json &j, const char *key, double &out, bool required)
{
    if (required && !requirePresent(r, j, key))
        return;
    std::optional<double> value;
    r.optional(key, value);
    if (value)
        out = *value;
}

void readBool(ObjectReader &r, const json &j, const char *key, bool &out, bool required)
{
    if (required && !requirePresent(r, j, key))
        return;
    r.optional(key, out);
}

void readString(ObjectReader &r, const json &j, const char *key, std::string &out, bool required)
{
    if (required && !requirePresent(r, j, key))
        return;
    r.optional(key, out);
}

/// An enum from its wire name; `choices` names the accepted ones in the error.
template<typename Enum, std::size_t N>
void readEnum(ObjectReader &r, const json &j, const char *key, Enum &out,
              const std::array<std::pair<Enum, const char *>, N> &names, const char *choices)
{
    std::string text;
    readString(r, j, key, text, true);
    if (!r.ok())
        return;
    out = valueOf(names, text);
    if (out == Enum::Unknown)
        r.fail(r.pathOf(key) + " must be " + choices + ", not \"" + text + "\"");
}

template<typename T>
void readNumbers(ObjectReader &r, const char *key, std::vector<T> &out, bool required)
{
    const json *array = r.child(key, json::value_t::array);
    if (!array) {
        if (required && r.ok())
            r.fail(r.pathOf(key) + " is missing");
        return;
    }
    std::vector<T> values;
    values.reserve(array->size());
    for (const json &item : *array) {
        if constexpr (std::is_integral_v<T>) {
            if (!item.is_number_integer()
                || (item.is_number_unsigned()
                    && item.get<std::uint64_t>() > std::uint64_t(std::numeric_limits<T>::max()))
                || (!item.is_number_unsigned()
                    && (item.get<std::int64_t>() < std::numeric_limits<T>::min()
                        || item.get<std::int64_t>() > std::numeric_limits<T>::max()))) {
                r.fail(r.pathOf(key) + " holds a value that is not a 32-bit integer");
                return;
            }
        } else if (!item.is_number()) {
            r.fail(r.pathOf(key) + " holds a value that is not a number");
            return;
        }
        values.push_back(item.get<T>());
    }
    out = std::move(values);
}

void checkRange(ObjectReader &r, const char *key, std::int64_t value, std::int64_t min, std::int64_t max)
{
    if (r.ok() && (value < min || value > max))
        r.fail(r.pathOf(key) + " must be from " + std::to_string(min) + " to " + std::to_string(max));
}

bool isHexDigits(const std::string &text, std::size_t count)
{
    return text.size() == count && std::all_of(text.begin(), text.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
           });
}

/// Milliseconds kept to the microsecond: the shortest decimal form keeps a long run's report
/// well below the protocol's line limit.
double roundMs(double ms)
{
    return std::isfinite(ms) ? std::round(ms * 1000.0) / 1000.0 : 0.0;
}

// ---- parsers with the path of their place in the document ----

Expected<ModelShape> parseShapeAt(const json &j, const std::string &path)
{
    ModelShape s;
    s.name = "custom";
    ObjectReader r(j, path);
    readString(r, j, "name", s.name, false);
    readUnsigned(r, j, "layers", s.layers, true);
    readUnsigned(r, j, "hidden", s.hidden, true);
    readUnsigned(r, j, "heads", s.heads, true);
    readUnsigned(r, j, "kv_heads", s.kvHeads, true);
    readUnsigned(r, j, "head_dim", s.headDim, true);
    readUnsigned(r, j, "intermediate", s.intermediate, true);
    readUnsigned(r, j, "vocab", s.vocab, true);
    readBool(r, j, "tied_embeddings", s.tiedEmbeddings, false);
    readDouble(r, j, "rope_theta", s.ropeTheta, false);
    readDouble(r, j, "rms_norm_eps", s.rmsNormEps, false);
    if (r.ok()) {
        if (const BenchProblem problem = shapeProblem(s); !problem.ok())
            r.fail((path.empty() ? std::string("model") : path) + ": " + benchProblemText(problem));
    }
    return finish(r, std::move(s));
}

Expected<BenchWorkload> parseWorkloadAt(const json &j, const std::string &path)
{
    BenchWorkload w;
    ObjectReader r(j, path);
    readUnsigned(r, j, "prompt_tokens", w.promptTokens, true);
    readUnsigned(r, j, "generate_tokens", w.generateTokens, true);
    readUnsigned(r, j, "concurrency", w.concurrency, true);
    readUnsigned(r, j, "warmup_steps", w.warmupSteps, false);
    w.prefills = 1; // a workload without the key was written when every run had one prefill
    readUnsigned(r, j, "prefills", w.prefills, false);
    readUnsigned(r, j, "seed", w.seed, false);
    if (r.ok()) {
        if (const BenchProblem problem = workloadProblem(w); !problem.ok())
            r.fail(benchProblemText(problem, path));
    }
    return finish(r, w);
}

Expected<BenchStep> parseStepAt(const json &j, const std::string &path)
{
    BenchStep s;
    ObjectReader r(j, path);
    readDouble(r, j, "wall_ms", s.wallMs, true);
    readDouble(r, j, "comm_ms", s.commMs, true);
    readUnsigned(r, j, "bytes_sent", s.bytesSent, true);
    if (r.ok() && (s.wallMs < 0 || s.commMs < 0))
        r.fail((path.empty() ? std::string("step") : path) + " has a negative time");
    return finish(r, s);
}

} // namespace

// ---- shapes ----

std::vector<std::string> presetModelNames()
{
    return {"tiny", "llama-3.2-1b", "llama-3.1-8b", "qwen2.5-14b", "qwen2.5-32b", "llama-3.1-70b"};
}

std::optional<ModelShape> presetModelShape(const std::string &name)
{
    // name, layers, hidden, heads, kvHeads, headDim, intermediate, vocab, tied, theta, eps
    const auto make = [&](std::uint32_t layers, std::uint32_t hidden, std::uint32_t heads,
                          std::uint32_t kvHeads, std::uint32_t headDim, std::uint32_t intermediate,
                          std::uint32_t vocab, bool tied, double theta, double eps) {
        return ModelShape{name,         layers, hidden, heads, kvHeads, headDim,
                          intermediate, vocab,  tied,   theta, eps};
    };
    if (name == "tiny")
        return make(4, 256, 8, 4, 32, 704, 2048, false, 10000.0, 1e-5);
    if (name == "llama-3.2-1b")
        return make(16, 2048, 32, 8, 64, 8192, 128256, true, 500000.0, 1e-5);
    if (name == "llama-3.1-8b")
        return make(32, 4096, 32, 8, 128, 14336, 128256, false, 500000.0, 1e-5);
    if (name == "qwen2.5-14b")
        return make(48, 5120, 40, 8, 128, 13824, 152064, false, 1e6, 1e-6);
    if (name == "qwen2.5-32b")
        return make(64, 5120, 40, 8, 128, 27648, 152064, false, 1e6, 1e-6);
    if (name == "llama-3.1-70b")
        return make(80, 8192, 64, 8, 128, 28672, 128256, false, 500000.0, 1e-5);
    return std::nullopt;
}

BenchProblem shapeProblem(const ModelShape &shape)
{
    BenchProblem problem;
    const std::array<std::tuple<ShapeDimension, std::uint32_t, std::uint32_t>, 7> dimensions{{
        {ShapeDimension::Layers, shape.layers, kMaxLayers},
        {ShapeDimension::Hidden, shape.hidden, kMaxHidden},
        {ShapeDimension::Heads, shape.heads, kMaxHeads},
        {ShapeDimension::KvHeads, shape.kvHeads, kMaxHeads},
        {ShapeDimension::HeadDim, shape.headDim, kMaxHeadDim},
        {ShapeDimension::Intermediate, shape.intermediate, kMaxIntermediate},
        {ShapeDimension::Vocab, shape.vocab, kMaxVocab},
    }};
    for (const auto &[dimension, value, max] : dimensions) {
        problem.dimension = dimension;
        if (value == 0) {
            problem.code = BenchProblemCode::DimensionIsZero;
            return problem;
        }
        if (value > max) {
            problem.code = BenchProblemCode::DimensionTooLarge;
            problem.value = value;
            problem.maximum = max;
            return problem;
        }
    }
    problem.dimension = ShapeDimension::Unknown;
    if (shape.heads % shape.kvHeads != 0) {
        problem.code = BenchProblemCode::HeadsNotMultipleOfKvHeads;
        problem.value = shape.heads;
        problem.other = shape.kvHeads;
    } else if (shape.headDim % 2 != 0) {
        problem.code = BenchProblemCode::HeadDimOdd;
        problem.value = shape.headDim;
    } else if (!std::isfinite(shape.ropeTheta) || shape.ropeTheta <= 1.0) {
        problem.code = BenchProblemCode::RopeThetaOutOfRange;
    } else if (!std::isfinite(shape.rmsNormEps) || shape.rmsNormEps <= 0 || shape.rmsNormEps >= 1) {
        problem.code = BenchProblemCode::RmsNormEpsOutOfRange;
    }
    return problem;
}

std::uint64_t parameterCount(const ModelShape &shape)
{
    const std::uint64_t embedding = std::uint64_t(shape.vocab) * shape.hidden;
    return shape.layers * layerElements(shape, shape.heads, shape.kvHeads, shape.intermediate) + embedding
           + shape.hidden + (shape.tiedEmbeddings ? 0 : embedding);
}

std::size_t dtypeBytes(DType type)
{
    switch (type) {
    case DType::F32:
        return 4;
    case DType::BF16:
    case DType::F16:
        return 2;
    case DType::Q8_0:
    case DType::Q4_0:
    case DType::Unknown:
        break;
    }
    return 0;
}

bool isBlockQuantized(DType type)
{
    return type == DType::Q8_0 || type == DType::Q4_0;
}

std::uint64_t weightBytes(DType type, std::uint64_t elements)
{
    const std::uint64_t blocks = (elements + kQuantBlockValues - 1) / kQuantBlockValues;
    switch (type) {
    case DType::Q8_0:
        return blocks * 34;
    case DType::Q4_0:
        return blocks * 18;
    default:
        return elements * dtypeBytes(type);
    }
}

bool backendTakes(BenchBackend backend, DType dtype)
{
    switch (backend) {
    case BenchBackend::Cpu:
        return dtype == DType::F32 || dtype == DType::BF16 || dtype == DType::Q8_0 || dtype == DType::Q4_0;
    case BenchBackend::Cuda:
        return dtype == DType::F32 || dtype == DType::BF16 || dtype == DType::F16;
    case BenchBackend::Unknown:
        break;
    }
    return false;
}

DType defaultDType(BenchBackend backend)
{
    switch (backend) {
    case BenchBackend::Cpu:
        return DType::F32;
    case BenchBackend::Cuda:
        return DType::BF16;
    case BenchBackend::Unknown:
        break;
    }
    return DType::Unknown;
}

DType computeDType(BenchBackend backend, DType dtype)
{
    return backend == BenchBackend::Cpu ? DType::F32 : dtype;
}

namespace {

/// The block types' check: the rows of every matrix on one rank (their inputs) are a whole number
/// of blocks, so a rank's blocks are the full tensor's blocks and every layout holds the same numbers.
BenchProblem blockProblem(const ModelShape &shape, BenchLayout layout, std::uint32_t worldSize, DType dtype)
{
    BenchProblem problem;
    if (!isBlockQuantized(dtype))
        return problem;
    // Every rank's matrices have the first rank's widths (tensor parallel cuts equal parts).
    const RankSlice slice = rankSlice(shape, layout, worldSize, 0);
    const std::pair<ShapeDimension, std::uint64_t> rows[] = {
        {ShapeDimension::Hidden, shape.hidden},
        {ShapeDimension::Heads, std::uint64_t(slice.heads) * shape.headDim},
        {ShapeDimension::Intermediate, slice.intermediate},
    };
    for (const auto &[dimension, values] : rows) {
        if (values % kQuantBlockValues != 0) {
            problem.code = BenchProblemCode::RowsNotWholeBlocks;
            problem.dimension = dimension;
            problem.layout = layout;
            problem.ranks = worldSize;
            problem.value = values;
            problem.minimum = kQuantBlockValues;
            problem.dtype = dtype;
            return problem;
        }
    }
    return problem;
}

BenchProblem layoutOnlyProblem(const ModelShape &shape, BenchLayout layout, std::uint32_t worldSize)
{
    if (BenchProblem problem = shapeProblem(shape); !problem.ok())
        return problem;
    BenchProblem problem;
    problem.layout = layout;
    problem.ranks = worldSize;
    const auto found = [&problem](BenchProblemCode code, std::uint64_t value = 0, std::uint64_t other = 0) {
        problem.code = code;
        problem.value = value;
        problem.other = other;
        return problem;
    };
    if (worldSize == 0 || worldSize > kMaxBenchWorldSize) {
        problem.maximum = kMaxBenchWorldSize;
        return found(BenchProblemCode::RanksOutOfRange);
    }
    switch (layout) {
    case BenchLayout::Single:
        return worldSize != 1 ? found(BenchProblemCode::SingleWithManyRanks) : BenchProblem{};
    case BenchLayout::Replicas:
        return {};
    case BenchLayout::TensorParallel:
        if (shape.heads % worldSize != 0 || shape.kvHeads % worldSize != 0)
            return found(BenchProblemCode::HeadsNotDivisible, shape.heads, shape.kvHeads);
        if (shape.intermediate % worldSize != 0)
            return found(BenchProblemCode::IntermediateNotDivisible, shape.intermediate);
        if (shape.vocab < worldSize)
            return found(BenchProblemCode::VocabSmallerThanRanks, shape.vocab);
        return {};
    case BenchLayout::PipelineParallel:
        if (worldSize > shape.layers)
            return found(BenchProblemCode::MoreStagesThanLayers, shape.layers);
        return {};
    case BenchLayout::Unknown:
        break;
    }
    return found(BenchProblemCode::UnknownLayout);
}

} // namespace

BenchProblem layoutProblem(const ModelShape &shape, BenchLayout layout, std::uint32_t worldSize, DType dtype)
{
    if (BenchProblem problem = layoutOnlyProblem(shape, layout, worldSize); !problem.ok())
        return problem;
    return blockProblem(shape, layout, worldSize, dtype);
}

BenchProblem workloadProblem(const BenchWorkload &workload)
{
    BenchProblem problem;
    const auto outside
        = [&problem](BenchProblemCode code, std::uint64_t value, std::uint64_t min, std::uint64_t max) {
              if (!problem.ok() || (value >= min && value <= max))
                  return;
              problem.code = code;
              problem.value = value;
              problem.minimum = min;
              problem.maximum = max;
          };
    outside(BenchProblemCode::PromptTokensOutOfRange, workload.promptTokens, 1, kMaxBenchTokens - 1);
    outside(BenchProblemCode::GenerateTokensOutOfRange, workload.generateTokens, 1, kMaxBenchTokens - 1);
    outside(BenchProblemCode::TooManyTokens, std::uint64_t(workload.promptTokens) + workload.generateTokens,
            0, kMaxBenchTokens);
    outside(BenchProblemCode::ConcurrencyOutOfRange, workload.concurrency, 1, kMaxBenchConcurrency);
    outside(BenchProblemCode::WarmupStepsOutOfRange, workload.warmupSteps, 0, kMaxWarmupSteps);
    outside(BenchProblemCode::PrefillsOutOfRange, workload.prefills, 1, kMaxBenchPrefills);
    return problem;
}

std::string benchProblemText(const BenchProblem &problem, const std::string &path)
{
    const auto number = [](std::uint64_t value) {
        return std::to_string(value);
    };
    const auto field = [&path](const char *key) {
        return path.empty() ? std::string(key) : path + "." + key;
    };
    const auto range = [&](const char *key) {
        return field(key) + " must be from " + number(problem.minimum) + " to " + number(problem.maximum);
    };
    const std::string dimension = toString(problem.dimension);
    const std::string ranks = number(problem.ranks);
    switch (problem.code) {
    case BenchProblemCode::None:
        break;
    case BenchProblemCode::DimensionIsZero:
        return dimension + " is 0";
    case BenchProblemCode::DimensionTooLarge:
        return dimension + " is " + number(problem.value) + ", more than " + number(problem.maximum);
    case BenchProblemCode::HeadsNotMultipleOfKvHeads:
        return "heads (" + number(problem.value) + ") is not a multiple of kv_heads (" + number(problem.other)
               + ")";
    case BenchProblemCode::HeadDimOdd:
        return "head_dim (" + number(problem.value) + ") is odd: rotary embeddings need an even one";
    case BenchProblemCode::RopeThetaOutOfRange:
        return "rope_theta must be a number above 1";
    case BenchProblemCode::RmsNormEpsOutOfRange:
        return "rms_norm_eps must be between 0 and 1";
    case BenchProblemCode::RanksOutOfRange:
        return "the number of ranks must be from 1 to " + number(problem.maximum) + ", not " + ranks;
    case BenchProblemCode::SingleWithManyRanks:
        return "a single-node run has one rank, not " + ranks;
    case BenchProblemCode::HeadsNotDivisible:
        return "tensor parallel over " + ranks + " ranks needs heads (" + number(problem.value)
               + ") and kv_heads (" + number(problem.other) + ") divisible by " + ranks
               + ": use a number of ranks that divides both";
    case BenchProblemCode::IntermediateNotDivisible:
        return "tensor parallel over " + ranks + " ranks needs intermediate (" + number(problem.value)
               + ") divisible by " + ranks;
    case BenchProblemCode::VocabSmallerThanRanks:
        return "tensor parallel over " + ranks + " ranks needs a vocabulary of at least " + ranks + " tokens";
    case BenchProblemCode::MoreStagesThanLayers:
        return "pipeline parallel over " + ranks
               + " ranks needs at least one layer per stage, and the model has " + number(problem.value)
               + ": use at most " + number(problem.value) + " ranks";
    case BenchProblemCode::UnknownLayout:
        return "unknown layout";
    case BenchProblemCode::RowsNotWholeBlocks: {
        const std::string what = problem.dimension == ShapeDimension::Heads          ? "heads x head_dim"
                                 : problem.dimension == ShapeDimension::Intermediate ? "intermediate"
                                                                                     : dimension;
        const bool split = problem.ranks > 1 && problem.dimension != ShapeDimension::Hidden;
        return toString(problem.dtype) + " stores weights in blocks of " + number(problem.minimum)
               + " along each matrix row, and " + what + (split ? " per rank over " + ranks + " ranks" : "")
               + " is " + number(problem.value) + ", not a multiple of " + number(problem.minimum)
               + ": choose f32 or bf16" + (split ? ", or another number of ranks" : "");
    }
    case BenchProblemCode::PromptTokensOutOfRange:
        return range("prompt_tokens");
    case BenchProblemCode::GenerateTokensOutOfRange:
        return range("generate_tokens");
    case BenchProblemCode::TooManyTokens:
        return field("prompt_tokens") + " + " + field("generate_tokens") + " must be at most "
               + number(problem.maximum);
    case BenchProblemCode::ConcurrencyOutOfRange:
        return range("concurrency");
    case BenchProblemCode::WarmupStepsOutOfRange:
        return range("warmup_steps");
    case BenchProblemCode::PrefillsOutOfRange:
        return range("prefills");
    }
    return {};
}

RankSlice rankSlice(const ModelShape &shape, BenchLayout layout, std::uint32_t worldSize, std::uint32_t rank)
{
    RankSlice slice;
    slice.firstLayer = 0;
    slice.endLayer = shape.layers;
    slice.heads = shape.heads;
    slice.kvHeads = shape.kvHeads;
    slice.intermediate = shape.intermediate;
    slice.vocabBegin = 0;
    slice.vocabEnd = shape.vocab;
    slice.embedding = true;
    slice.lmHead = true;
    if (worldSize <= 1 || rank >= worldSize)
        return slice;
    if (layout == BenchLayout::TensorParallel) {
        slice.heads = shape.heads / worldSize;
        slice.kvHeads = shape.kvHeads / worldSize;
        slice.intermediate = shape.intermediate / worldSize;
        std::tie(slice.vocabBegin, slice.vocabEnd) = evenPart(shape.vocab, worldSize, rank);
    } else if (layout == BenchLayout::PipelineParallel) {
        std::tie(slice.firstLayer, slice.endLayer) = evenPart(shape.layers, worldSize, rank);
        slice.embedding = rank == 0;
        slice.lmHead = rank + 1 == worldSize;
        if (!slice.lmHead)
            slice.vocabBegin = slice.vocabEnd = 0;
    }
    return slice;
}

std::uint64_t rankWeightBytes(const ModelShape &shape, DType dtype, const RankSlice &slice)
{
    const std::uint64_t hidden = shape.hidden;
    const std::uint64_t layers = slice.endLayer > slice.firstLayer ? slice.endLayer - slice.firstLayer : 0;
    std::uint64_t elements = layers * layerElements(shape, slice.heads, slice.kvHeads, slice.intermediate);
    // Tied: the LM head is the embedding matrix, held in full by every rank that needs either.
    if (slice.embedding || (shape.tiedEmbeddings && slice.lmHead))
        elements += std::uint64_t(shape.vocab) * hidden;
    if (slice.lmHead) {
        elements += hidden; // final norm
        if (!shape.tiedEmbeddings)
            elements += std::uint64_t(slice.vocabEnd - slice.vocabBegin) * hidden;
    }
    return weightBytes(dtype, elements);
}

std::uint64_t rankKvCacheBytes(const ModelShape &shape, DType kvType, const RankSlice &slice,
                               std::uint32_t sequences, std::uint32_t contextTokens)
{
    const std::uint64_t layers = slice.endLayer > slice.firstLayer ? slice.endLayer - slice.firstLayer : 0;
    return 2 * layers * slice.kvHeads * shape.headDim * std::uint64_t(sequences) * contextTokens
           * dtypeBytes(kvType);
}

std::uint64_t rankBytesPerDecodeStep(const ModelShape &shape, DType dtype, DType kvType,
                                     const RankSlice &slice, std::uint32_t sequences,
                                     std::uint32_t contextTokens)
{
    const std::uint64_t hidden = shape.hidden;
    const std::uint64_t layers = slice.endLayer > slice.firstLayer ? slice.endLayer - slice.firstLayer : 0;
    std::uint64_t elements = layers * layerElements(shape, slice.heads, slice.kvHeads, slice.intermediate);
    if (slice.embedding)
        elements += std::min<std::uint64_t>(sequences, shape.vocab) * hidden; // one row per sequence
    if (slice.lmHead)
        elements += hidden + std::uint64_t(slice.vocabEnd - slice.vocabBegin) * hidden; // tied or not
    return weightBytes(dtype, elements) + rankKvCacheBytes(shape, kvType, slice, sequences, contextTokens);
}

// ---- names ----

std::string toString(DType value)
{
    return nameOf(kDTypeNames, value);
}

std::string toString(BenchBackend value)
{
    return nameOf(kBackendNames, value);
}

std::string toString(BenchLayout value)
{
    return nameOf(kLayoutNames, value);
}

std::string toString(ShapeDimension value)
{
    return nameOf(kDimensionNames, value);
}

DType dtypeFromString(const std::string &text)
{
    return valueOf(kDTypeNames, text);
}

BenchBackend benchBackendFromString(const std::string &text)
{
    return valueOf(kBackendNames, text);
}

BenchLayout benchLayoutFromString(const std::string &text)
{
    return valueOf(kLayoutNames, text);
}

// ---- to_json ----

void to_json(json &j, const ModelShape &value)
{
    j = json{{"name", value.name},
             {"layers", value.layers},
             {"hidden", value.hidden},
             {"heads", value.heads},
             {"kv_heads", value.kvHeads},
             {"head_dim", value.headDim},
             {"intermediate", value.intermediate},
             {"vocab", value.vocab},
             {"tied_embeddings", value.tiedEmbeddings},
             {"rope_theta", value.ropeTheta},
             {"rms_norm_eps", value.rmsNormEps}};
}

void to_json(json &j, const BenchWorkload &value)
{
    j = json{{"prompt_tokens", value.promptTokens}, {"generate_tokens", value.generateTokens},
             {"concurrency", value.concurrency},    {"warmup_steps", value.warmupSteps},
             {"prefills", value.prefills},          {"seed", value.seed}};
}

void to_json(json &j, const BenchRunParams &value)
{
    j = json{{"run_id", value.runId},
             {"model", value.model},
             {"dtype", toString(value.dtype)},
             {"backend", toString(value.backend)},
             {"workload", value.workload},
             {"layout", toString(value.layout)},
             {"world_size", value.worldSize},
             {"rank", value.rank},
             {"threads", value.threads},
             {"gpu_index", value.gpuIndex},
             {"comm_timeout_ms", value.commTimeoutMs},
             {"max_duration_ms", value.maxDurationMs},
             {"keep_first_logits", value.keepFirstLogits}};
    if (!value.bindAddress.empty())
        j["bind_address"] = value.bindAddress;
}

void to_json(json &j, const BenchStep &value)
{
    j = json{{"wall_ms", roundMs(value.wallMs)},
             {"comm_ms", roundMs(value.commMs)},
             {"bytes_sent", value.bytesSent}};
}

void to_json(json &j, const BenchRankReport &value)
{
    const auto rounded = [](const std::vector<double> &values) {
        std::vector<double> out;
        out.reserve(values.size());
        for (const double ms : values)
            out.push_back(roundMs(ms));
        return out;
    };
    j = json{{"rank", value.rank},
             {"backend", toString(value.backend)},
             {"device", value.device},
             {"threads", value.threads},
             {"completed", value.completed},
             {"memory_bandwidth_gbps", value.memoryBandwidthGBps},
             {"weight_bytes", value.weightBytes},
             {"kv_cache_bytes", value.kvCacheBytes},
             {"memory_available_bytes", value.memoryAvailableBytes},
             {"bytes_per_decode_step", value.bytesPerDecodeStep},
             {"setup_seconds", value.setupSeconds},
             {"prefill", value.prefill},
             {"decode", value.decode},
             {"token_times_ms", rounded(value.tokenTimesMs)},
             {"first_sequence_tokens", value.firstSequenceTokens}};
    if (!value.earlierTtftMs.empty())
        j["earlier_ttft_ms"] = rounded(value.earlierTtftMs);
    if (!value.failure.empty())
        j["failure"] = value.failure;
    // JSON has no NaN or infinity (nlohmann writes them as null, which the parser refuses): logits
    // that are not all finite are left out, so that the rest of the report still arrives.
    const bool logitsFinite = std::all_of(value.firstLogits.begin(), value.firstLogits.end(),
                                          [](float logit) { return std::isfinite(logit); });
    if (!value.firstLogits.empty() && logitsFinite)
        j["first_logits"] = value.firstLogits;
}

// ---- parsers ----

Expected<ModelShape> parseModelShape(const json &j)
{
    return parseShapeAt(j, "");
}

Expected<BenchWorkload> parseBenchWorkload(const json &j)
{
    return parseWorkloadAt(j, "");
}

Expected<BenchRunParams> parseBenchRunParams(const json &j)
{
    BenchRunParams p;
    ObjectReader r(j, "");
    readString(r, j, "run_id", p.runId, true);
    if (r.ok() && !isHexDigits(p.runId, kRunIdHexDigits))
        r.fail("run_id must be " + std::to_string(kRunIdHexDigits) + " hexadecimal digits");
    readObject(r, "model", p.model, true, parseShapeAt);
    readEnum(r, j, "dtype", p.dtype, kDTypeNames, "f32, bf16, f16, q8_0 or q4_0");
    readEnum(r, j, "backend", p.backend, kBackendNames, "cpu or cuda");
    readObject(r, "workload", p.workload, true, parseWorkloadAt);
    readEnum(r, j, "layout", p.layout, kLayoutNames, "single, tp or pp");
    if (r.ok() && p.layout == BenchLayout::Replicas)
        r.fail("layout must be single, tp or pp: replicas are independent single runs");
    readUnsigned(r, j, "world_size", p.worldSize, true);
    readUnsigned(r, j, "rank", p.rank, true);
    checkRange(r, "world_size", p.worldSize, 1, kMaxBenchWorldSize);
    if (r.ok() && p.rank >= p.worldSize)
        r.fail("rank (" + std::to_string(p.rank) + ") must be below world_size ("
               + std::to_string(p.worldSize) + ")");
    readString(r, j, "bind_address", p.bindAddress, false);
    if (r.ok() && p.worldSize > 1 && !isSpecificUnicastText(p.bindAddress))
        r.fail("bind_address must be a numeric unicast address of one interface when world_size is above 1, "
               "not \""
               + p.bindAddress + "\"");
    readUnsigned(r, j, "threads", p.threads, false);
    checkRange(r, "threads", p.threads, 0, kMaxThreads);
    readInt32(r, j, "gpu_index", p.gpuIndex, false);
    checkRange(r, "gpu_index", p.gpuIndex, 0, kMaxGpuIndex);
    readInt64(r, j, "comm_timeout_ms", p.commTimeoutMs, false);
    checkRange(r, "comm_timeout_ms", p.commTimeoutMs, 1, kMaxCommTimeoutMs);
    readInt64(r, j, "max_duration_ms", p.maxDurationMs, false);
    checkRange(r, "max_duration_ms", p.maxDurationMs, 1, kMaxRunDurationMs);
    readBool(r, j, "keep_first_logits", p.keepFirstLogits, false);
    return finish(r, std::move(p));
}

Expected<BenchRankReport> parseBenchRankReport(const json &j)
{
    BenchRankReport rep;
    ObjectReader r(j, "");
    readUnsigned(r, j, "rank", rep.rank, true);
    checkRange(r, "rank", rep.rank, 0, kMaxBenchWorldSize - 1);
    readEnum(r, j, "backend", rep.backend, kBackendNames, "cpu or cuda");
    readString(r, j, "device", rep.device, false);
    readUnsigned(r, j, "threads", rep.threads, false);
    readBool(r, j, "completed", rep.completed, true);
    readString(r, j, "failure", rep.failure, false);
    readDouble(r, j, "memory_bandwidth_gbps", rep.memoryBandwidthGBps, false);
    readUnsigned(r, j, "weight_bytes", rep.weightBytes, false);
    readUnsigned(r, j, "kv_cache_bytes", rep.kvCacheBytes, false);
    readUnsigned(r, j, "memory_available_bytes", rep.memoryAvailableBytes, false);
    readUnsigned(r, j, "bytes_per_decode_step", rep.bytesPerDecodeStep, false);
    readDouble(r, j, "setup_seconds", rep.setupSeconds, false);
    readObject(r, "prefill", rep.prefill, true, parseStepAt);
    if (const json *decode = r.child("decode", json::value_t::array)) {
        rep.decode.reserve(decode->size());
        for (std::size_t i = 0; i < decode->size() && r.ok(); ++i) {
            auto step = parseStepAt((*decode)[i], r.pathOf("decode") + "[" + std::to_string(i) + "]");
            if (step)
                rep.decode.push_back(*step);
            else
                r.fail(step.error().message);
        }
    } else if (r.ok()) {
        r.fail("decode is missing");
    }
    readNumbers(r, "token_times_ms", rep.tokenTimesMs, true);
    readNumbers(r, "earlier_ttft_ms", rep.earlierTtftMs, false);
    readNumbers(r, "first_sequence_tokens", rep.firstSequenceTokens, false);
    readNumbers(r, "first_logits", rep.firstLogits, false);
    if (r.ok() && rep.completed && !rep.failure.empty())
        r.fail("failure is set on a completed report");
    if (r.ok() && !rep.completed && rep.failure.empty())
        r.fail("failure is missing from a report that did not complete");
    if (r.ok() && (rep.memoryBandwidthGBps < 0 || rep.setupSeconds < 0))
        r.fail("memory_bandwidth_gbps and setup_seconds must not be negative");
    return finish(r, std::move(rep));
}

} // namespace shardscope::protocol
