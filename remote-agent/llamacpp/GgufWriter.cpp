#include "remote-agent/llamacpp/GgufWriter.h"

#include "remote-agent/bench/Weights.h"
#include "remote-agent/serve/RequestBodies.h"

#include <sys/statvfs.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <set>

namespace shardscope::llamacpp {

namespace {

constexpr std::uint32_t kAlignment = 32;
constexpr std::uint32_t kBlockValues = protocol::kQuantBlockValues; ///< values per Q8_0 and Q4_0 block

/// ggml_type numbers (ggml.h) of the types written.
enum GgmlType : std::uint32_t { F32 = 0, F16 = 1, Q4_0 = 2, Q8_0 = 8 };

/// GGUF value types (gguf.h).
enum ValueType : std::uint32_t { U32 = 4, I32 = 5, F32Value = 6, Bool = 7, String = 8, Array = 9, U64 = 10 };

/// llama.cpp's token types (llama.h, llama_token_type).
enum TokenType : std::int32_t { Normal = 1, Unknown = 2, Control = 3, Byte = 6 };

/// The weights' range: uniform values in [-kWeightRange, kWeightRange] have a standard deviation
/// of about 0.02, the usual initialization of a transformer's matrices.
constexpr double kWeightRange = 0.035;

struct Token {
    std::string text;
    float score = 0;
    std::int32_t type = Normal;
};

/// SentencePiece's word boundary, U+2581, which stands for a space in a token.
constexpr std::string_view kSpace = "\xE2\x96\x81";

/// The tokens before the fillers. SentencePiece merges two neighbours only into a token of the
/// vocabulary, so a word is one token only when every prefix of it (after the space) is one too.
std::vector<Token> fixedTokens()
{
    std::vector<Token> tokens{{"<unk>", 0, Unknown}, {"<s>", 0, Control}, {"</s>", 0, Control}};
    char name[8];
    for (int byte = 0; byte < 256; ++byte) {
        std::snprintf(name, sizeof name, "<0x%02X>", byte);
        tokens.push_back({name, 0, Byte});
    }
    std::set<std::string> seen;
    const auto add = [&](std::string text) {
        if (seen.insert(text).second) {
            const float score = float(text.size());
            tokens.push_back({std::move(text), score, Normal});
        }
    };
    add(std::string(kSpace));
    for (char c = '0'; c <= '9'; ++c) {
        add(std::string(1, c));
        add(std::string(kSpace) + c);
    }
    for (char c = 'a'; c <= 'z'; ++c)
        add(std::string(1, c));
    for (const std::string_view word : serve::promptWords()) {
        for (std::size_t length = 1; length <= word.size(); ++length)
            add(std::string(kSpace) + std::string(word.substr(0, length)));
    }
    return tokens;
}

std::vector<Token> vocabulary(std::uint32_t size)
{
    std::vector<Token> tokens = fixedTokens();
    // Fillers: text no prompt holds (digits after letters), so they are only ever generated.
    for (std::uint32_t i = 0; tokens.size() < size; ++i)
        tokens.push_back({std::string(kSpace) + "tok" + std::to_string(i), -1.0f, Normal});
    return tokens;
}

/// One tensor of the file: ggml's dimensions (ne0 is the row length), type and place.
struct TensorPlan {
    std::string name;
    std::uint64_t ne0 = 0;
    std::uint64_t ne1 = 1; ///< 1 for a vector
    std::uint32_t type = F32;
    std::uint64_t offset = 0; ///< from the start of the data section
    std::uint64_t bytes = 0;
};

std::uint64_t alignUp(std::uint64_t value)
{
    return (value + kAlignment - 1) / kAlignment * kAlignment;
}

std::uint32_t matrixType(GgufQuant quant)
{
    switch (quant) {
    case GgufQuant::F16:
        return F16;
    case GgufQuant::Q8_0:
        return Q8_0;
    case GgufQuant::Q4_0:
        return Q4_0;
    }
    return F16;
}

std::uint64_t tensorBytes(std::uint32_t type, std::uint64_t values)
{
    switch (type) {
    case F32:
        return values * 4;
    case F16:
        return values * 2;
    case Q8_0: // the engine's bytes per weight too
        return protocol::weightBytes(protocol::DType::Q8_0, values);
    case Q4_0:
        return protocol::weightBytes(protocol::DType::Q4_0, values);
    default:
        return 0;
    }
}

/// llama.cpp's names and shapes for the "llama" architecture (src/llama-arch.cpp, LLM_TENSOR_NAMES).
std::vector<TensorPlan> tensorPlans(const GgufSpec &spec)
{
    const protocol::ModelShape &s = spec.shape;
    const std::uint32_t matrix = matrixType(spec.quant);
    const std::uint64_t q = std::uint64_t(s.heads) * s.headDim;
    const std::uint64_t kv = std::uint64_t(s.kvHeads) * s.headDim;
    std::vector<TensorPlan> plans;
    const auto add = [&](std::string name, std::uint64_t ne0, std::uint64_t ne1, std::uint32_t type) {
        plans.push_back({std::move(name), ne0, ne1, type, 0, tensorBytes(type, ne0 * ne1)});
    };
    add("token_embd.weight", s.hidden, s.vocab, matrix);
    add("output_norm.weight", s.hidden, 1, F32);
    if (!s.tiedEmbeddings) // llama.cpp uses token_embd for the output layer when this is absent
        add("output.weight", s.hidden, s.vocab, matrix);
    for (std::uint32_t layer = 0; layer < s.layers; ++layer) {
        const std::string blk = "blk." + std::to_string(layer) + ".";
        add(blk + "attn_norm.weight", s.hidden, 1, F32);
        add(blk + "attn_q.weight", s.hidden, q, matrix);
        add(blk + "attn_k.weight", s.hidden, kv, matrix);
        add(blk + "attn_v.weight", s.hidden, kv, matrix);
        add(blk + "attn_output.weight", q, s.hidden, matrix);
        add(blk + "ffn_norm.weight", s.hidden, 1, F32);
        add(blk + "ffn_gate.weight", s.hidden, s.intermediate, matrix);
        add(blk + "ffn_up.weight", s.hidden, s.intermediate, matrix);
        add(blk + "ffn_down.weight", s.intermediate, s.hidden, matrix);
    }
    std::uint64_t offset = 0;
    for (TensorPlan &plan : plans) {
        plan.offset = offset;
        offset = alignUp(offset + plan.bytes);
    }
    return plans;
}

/// llama.cpp's file types (llama.h, llama_ftype): what general.file_type says of the matrices.
std::uint32_t fileType(GgufQuant quant)
{
    switch (quant) {
    case GgufQuant::F16:
        return 1;
    case GgufQuant::Q8_0:
        return 7;
    case GgufQuant::Q4_0:
        return 2;
    }
    return 1;
}

/// Little-endian GGUF encoding into a byte string.
class Encoder
{
public:
    template<typename T>
    void put(T value)
    {
        static_assert(std::is_trivially_copyable_v<T>);
        char bytes[sizeof(T)];
        std::memcpy(bytes, &value, sizeof(T)); // the agent runs on little-endian machines only
        m_bytes.append(bytes, sizeof(T));
    }
    void string(std::string_view text)
    {
        put<std::uint64_t>(text.size());
        m_bytes.append(text);
    }
    void key(std::string_view name, std::uint32_t type)
    {
        string(name);
        put(type);
        ++m_count;
    }
    void u32(std::string_view name, std::uint32_t value)
    {
        key(name, U32);
        put(value);
    }
    void f32(std::string_view name, double value)
    {
        key(name, F32Value);
        put(float(value));
    }
    void text(std::string_view name, std::string_view value)
    {
        key(name, String);
        string(value);
    }
    void boolean(std::string_view name, bool value)
    {
        key(name, Bool);
        put<std::uint8_t>(value ? 1 : 0);
    }
    /// An array's key, element type and length; the caller puts the elements.
    void array(std::string_view name, std::uint32_t elementType, std::uint64_t length)
    {
        key(name, Array);
        put(elementType);
        put(length);
    }
    std::string &bytes() { return m_bytes; }
    std::uint64_t count() const { return m_count; }

private:
    std::string m_bytes;
    std::uint64_t m_count = 0;
};

std::string metadata(const GgufSpec &spec, std::uint64_t &count)
{
    const protocol::ModelShape &s = spec.shape;
    Encoder kv;
    kv.text("general.architecture", "llama");
    kv.text("general.name", "ShardScope " + s.name + " " + std::string(protocol::ggufQuantName(spec.quant)));
    kv.u32("general.alignment", kAlignment);
    kv.u32("general.file_type", fileType(spec.quant));
    if (spec.quant != GgufQuant::F16)
        kv.u32("general.quantization_version", 2);
    kv.key("shardscope.seed", U64);
    kv.put<std::uint64_t>(spec.seed);
    kv.u32("llama.context_length", spec.contextLength);
    kv.u32("llama.embedding_length", s.hidden);
    kv.u32("llama.block_count", s.layers);
    kv.u32("llama.feed_forward_length", s.intermediate);
    kv.u32("llama.attention.head_count", s.heads);
    kv.u32("llama.attention.head_count_kv", s.kvHeads);
    kv.u32("llama.attention.key_length", s.headDim);
    kv.u32("llama.attention.value_length", s.headDim);
    kv.u32("llama.rope.dimension_count", s.headDim);
    kv.f32("llama.rope.freq_base", s.ropeTheta);
    kv.f32("llama.attention.layer_norm_rms_epsilon", s.rmsNormEps);
    kv.u32("llama.vocab_size", s.vocab);

    const std::vector<Token> tokens = vocabulary(s.vocab);
    kv.text("tokenizer.ggml.model", "llama");
    kv.array("tokenizer.ggml.tokens", String, tokens.size());
    for (const Token &token : tokens)
        kv.string(token.text);
    kv.array("tokenizer.ggml.scores", F32Value, tokens.size());
    for (const Token &token : tokens)
        kv.put(token.score);
    kv.array("tokenizer.ggml.token_type", I32, tokens.size());
    for (const Token &token : tokens)
        kv.put(token.type);
    kv.u32("tokenizer.ggml.unknown_token_id", 0);
    kv.u32("tokenizer.ggml.bos_token_id", 1);
    kv.u32("tokenizer.ggml.eos_token_id", 2);
    kv.boolean("tokenizer.ggml.add_bos_token", true);
    kv.boolean("tokenizer.ggml.add_eos_token", false);
    count = kv.count();
    return std::move(kv.bytes());
}

/// Everything before the tensor data: magic, version, counts, metadata, tensor table, padding.
std::string header(const GgufSpec &spec, const std::vector<TensorPlan> &plans)
{
    std::uint64_t kvCount = 0;
    const std::string kv = metadata(spec, kvCount);
    Encoder out;
    out.bytes() = "GGUF";
    out.put<std::uint32_t>(3);
    out.put<std::uint64_t>(plans.size());
    out.put<std::uint64_t>(kvCount);
    out.bytes() += kv;
    for (const TensorPlan &plan : plans) {
        out.string(plan.name);
        const bool vector = plan.ne1 == 1;
        out.put<std::uint32_t>(vector ? 1 : 2);
        out.put<std::uint64_t>(plan.ne0);
        if (!vector)
            out.put<std::uint64_t>(plan.ne1);
        out.put<std::uint32_t>(plan.type);
        out.put<std::uint64_t>(plan.offset);
    }
    out.bytes().resize(alignUp(out.bytes().size()), '\0');
    return std::move(out.bytes());
}

/// splitmix64, the same sequence on every machine and library.
class Random
{
public:
    explicit Random(std::uint64_t seed)
        : m_state(seed)
    {}
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t m_state;
};

/// 4096 evenly spaced halves over the weights' range: an F16 weight is one of them, by 12 bits.
const std::array<std::uint16_t, 4096> &halfLevels()
{
    static const std::array<std::uint16_t, 4096> levels = [] {
        std::array<std::uint16_t, 4096> out{};
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = bench::floatToHalf(float(kWeightRange * ((double(i) + 0.5) / 2048.0 - 1.0)));
        return out;
    }();
    return levels;
}

/// Appends one tensor's bytes to `out`, `values` values at a time from the generator.
void generate(const TensorPlan &plan, Random &random, std::uint64_t values, std::string &out)
{
    const auto put16 = [&](std::uint16_t value) {
        out.push_back(char(value & 0xFF));
        out.push_back(char(value >> 8));
    };
    if (plan.type == F32) { // norm weights: 1, as a trained model's are about
        const float one = 1.0f;
        for (std::uint64_t i = 0; i < values; ++i)
            out.append(reinterpret_cast<const char *>(&one), 4);
        return;
    }
    if (plan.type == F16) {
        const auto &levels = halfLevels();
        for (std::uint64_t i = 0; i < values; i += 4) {
            std::uint64_t bits = random.next();
            for (int k = 0; k < 4 && i + k < values; ++k, bits >>= 16)
                put16(levels[bits & 0xFFF]);
        }
        return;
    }
    // Q8_0: a half scale d and 32 int8 q, value q·d; Q4_0: a half scale d and 16 bytes whose low
    // nibbles are values 0–15 and high nibbles values 16–31, value (q − 8)·d (ggml-common.h). The
    // draws are kept symmetric about 0: int8 −128 and nibble 0 (value −8) become 0 (mean 0).
    const bool q8 = plan.type == Q8_0;
    const std::uint16_t scale = bench::floatToHalf(float(q8 ? kWeightRange / 127.0 : kWeightRange / 7.0));
    const int quantBytes = q8 ? 32 : 16;
    for (std::uint64_t block = 0; block < values / kBlockValues; ++block) {
        put16(scale);
        for (int i = 0; i < quantBytes; i += 8) {
            std::uint64_t bits = random.next();
            for (int k = 0; k < 8; ++k, bits >>= 8) {
                std::uint8_t byte = std::uint8_t(bits & 0xFF);
                if (q8 && byte == 0x80)
                    byte = 0;
                if (!q8 && (byte & 0x0F) == 0)
                    byte |= 0x08;
                if (!q8 && (byte & 0xF0) == 0)
                    byte |= 0x80;
                out.push_back(char(byte));
            }
        }
    }
}

std::string systemError(int error)
{
    return error == ENOSPC ? std::string("the disk is full") : std::string(std::strerror(error));
}

} // namespace

std::uint32_t ggufMinimumVocab()
{
    static const std::uint32_t minimum = std::uint32_t(fixedTokens().size());
    return minimum;
}

std::vector<std::string> ggufTokenTexts(std::uint32_t vocab)
{
    std::vector<std::string> texts;
    for (Token &token : vocabulary(vocab))
        texts.push_back(std::move(token.text));
    return texts;
}

std::string ggufSpecProblem(const GgufSpec &spec)
{
    const protocol::ModelShape &s = spec.shape;
    if (const protocol::BenchProblem problem = protocol::shapeProblem(s);
        problem.code != protocol::BenchProblemCode::None)
        return "the shape cannot be built: " + protocol::benchProblemText(problem);
    if (s.vocab < ggufMinimumVocab())
        return "a vocabulary of " + std::to_string(s.vocab) + " tokens is under the "
               + std::to_string(ggufMinimumVocab()) + " a ShardScope model file holds";
    if (spec.contextLength == 0)
        return "the context length is 0";
    if (spec.quant != GgufQuant::F16) {
        for (const TensorPlan &plan : tensorPlans(spec)) {
            if (plan.type != F32 && plan.ne0 % kBlockValues != 0)
                return plan.name + "'s rows of " + std::to_string(plan.ne0) + " values are not whole "
                       + std::string(protocol::ggufQuantName(spec.quant)) + " blocks of "
                       + std::to_string(kBlockValues);
        }
    }
    return {};
}

std::uint64_t ggufFileBytes(const GgufSpec &spec)
{
    const std::vector<TensorPlan> plans = tensorPlans(spec);
    const TensorPlan &last = plans.back();
    return header(spec, plans).size() + last.offset + last.bytes;
}

protocol::Expected<GgufWritten, std::string> writeGgufFile(const std::string &path, const GgufSpec &spec,
                                                           const GgufProgress &progress)
{
    using Result = protocol::Expected<GgufWritten, std::string>;
    if (const std::string problem = ggufSpecProblem(spec); !problem.empty())
        return Result(path + ": " + problem);
    const std::vector<TensorPlan> plans = tensorPlans(spec);
    const std::string head = header(spec, plans);
    const std::uint64_t total = head.size() + plans.back().offset + plans.back().bytes;

    const std::size_t slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
    struct statvfs fs {
    };
    if (::statvfs(dir.c_str(), &fs) != 0)
        return Result(dir + ": " + systemError(errno) + "; choose a folder that exists");
    const std::uint64_t available = std::uint64_t(fs.f_bavail) * fs.f_frsize;
    if (available < total)
        return Result(path + ": the model file needs " + std::to_string(total) + " bytes and " + dir + " has "
                      + std::to_string(available)
                      + " free; free some space or choose a smaller model or quantization");

    const std::string part = path + ".part";
    std::FILE *file = std::fopen(part.c_str(), "wb");
    if (!file)
        return Result(part + ": " + systemError(errno));
    const auto fail = [&](const std::string &why) {
        std::fclose(file);
        std::remove(part.c_str());
        return Result(path + ": " + why + "; nothing was kept");
    };
    std::string buffer = head;
    std::uint64_t written = 0;
    const auto flush = [&]() {
        if (!buffer.empty() && std::fwrite(buffer.data(), 1, buffer.size(), file) != buffer.size())
            return false;
        written += buffer.size();
        buffer.clear();
        return true;
    };
    constexpr std::uint64_t kChunkValues = 1 << 20; // a multiple of every block size
    for (std::size_t index = 0; index < plans.size(); ++index) {
        const TensorPlan &plan = plans[index];
        buffer.resize(head.size() + plan.offset - written, '\0'); // padding to the tensor
        Random random(spec.seed * 0x100000001B3ULL + index);
        const std::uint64_t values = plan.ne0 * plan.ne1;
        for (std::uint64_t done = 0; done < values; done += kChunkValues) {
            generate(plan, random, std::min(kChunkValues, values - done), buffer);
            if (buffer.size() >= (4u << 20)) {
                if (!flush())
                    return fail(systemError(errno));
                if (progress && !progress(written, total))
                    return fail("cancelled");
            }
        }
    }
    if (!flush() || std::fflush(file) != 0)
        return fail(systemError(errno));
    if (std::fclose(file) != 0) {
        std::remove(part.c_str());
        return Result(path + ": " + systemError(errno) + "; nothing was kept");
    }
    if (written != total) {
        std::remove(part.c_str());
        return Result(path + ": wrote " + std::to_string(written) + " bytes of " + std::to_string(total));
    }
    if (std::rename(part.c_str(), path.c_str()) != 0) {
        const int error = errno;
        std::remove(part.c_str());
        return Result(path + ": " + systemError(error));
    }
    if (progress)
        progress(written, total);
    return GgufWritten{path, written};
}

} // namespace shardscope::llamacpp
