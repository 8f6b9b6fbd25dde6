#include "remote-agent/probe/GgufHeader.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <map>
#include <string_view>

namespace shardscope::probe {

namespace {

using Result = protocol::Expected<GgufModel, std::string>;

/// A ggml type: its name, and how many values one block of it holds in how many bytes
/// (ggml/src/ggml.c, type_traits).
struct TypeTraits {
    const char *name;
    std::uint32_t blockValues;
    std::uint32_t blockBytes;
};

/// Indexed by ggml_type; a null name is a number ggml does not use (any more).
constexpr std::array<TypeTraits, 36> kTypes{{
    {"F32", 1, 4},      {"F16", 1, 2},        {"Q4_0", 32, 18},    {"Q4_1", 32, 20},     {nullptr, 0, 0},
    {nullptr, 0, 0},    {"Q5_0", 32, 22},     {"Q5_1", 32, 24},    {"Q8_0", 32, 34},     {"Q8_1", 32, 36},
    {"Q2_K", 256, 84},  {"Q3_K", 256, 110},   {"Q4_K", 256, 144},  {"Q5_K", 256, 176},   {"Q6_K", 256, 210},
    {"Q8_K", 256, 292}, {"IQ2_XXS", 256, 66}, {"IQ2_XS", 256, 74}, {"IQ3_XXS", 256, 98}, {"IQ1_S", 256, 50},
    {"IQ4_NL", 32, 18}, {"IQ3_S", 256, 110},  {"IQ2_S", 256, 82},  {"IQ4_XS", 256, 136}, {"I8", 1, 1},
    {"I16", 1, 2},      {"I32", 1, 4},        {"I64", 1, 8},       {"F64", 1, 8},        {"IQ1_M", 256, 56},
    {"BF16", 1, 2},     {nullptr, 0, 0},      {nullptr, 0, 0},     {nullptr, 0, 0},      {"TQ1_0", 256, 54},
    {"TQ2_0", 256, 66},
}};

const TypeTraits *traitsOf(std::uint32_t type)
{
    return type < kTypes.size() && kTypes[type].name ? &kTypes[type] : nullptr;
}

/// GGUF's value types (gguf.h, gguf_type).
enum ValueType : std::uint32_t {
    U8 = 0,
    I8 = 1,
    U16 = 2,
    I16 = 3,
    U32 = 4,
    I32 = 5,
    F32 = 6,
    Bool = 7,
    String = 8,
    Array = 9,
    U64 = 10,
    I64 = 11,
    F64 = 12,
};

std::uint64_t scalarBytes(std::uint32_t type)
{
    switch (type) {
    case U8:
    case I8:
    case Bool:
        return 1;
    case U16:
    case I16:
        return 2;
    case U32:
    case I32:
    case F32:
        return 4;
    case U64:
    case I64:
    case F64:
        return 8;
    default:
        return 0;
    }
}

/// Reads little-endian values from the stream, never past kMaxGgufHeaderBytes; the first failure
/// is kept and every later read fails too.
class Reader
{
public:
    explicit Reader(std::istream &in)
        : m_in(in)
    {}

    std::uint64_t position() const { return m_position; }
    bool failed() const { return m_error.has_value(); }
    const std::string &error() const { return *m_error; }
    void fail(std::string reason)
    {
        if (!m_error)
            m_error = std::move(reason);
    }

    bool bytes(char *out, std::uint64_t count)
    {
        if (!take(count))
            return false;
        m_in.read(out, std::streamsize(count));
        return check(count);
    }
    bool skip(std::uint64_t count)
    {
        if (!take(count))
            return false;
        m_in.ignore(std::streamsize(count));
        return check(count);
    }
    std::uint64_t unsignedOf(std::uint64_t width)
    {
        std::array<unsigned char, 8> raw{};
        if (!bytes(reinterpret_cast<char *>(raw.data()), width))
            return 0;
        std::uint64_t value = 0;
        for (std::uint64_t i = 0; i < width; ++i)
            value |= std::uint64_t(raw[i]) << (8 * i);
        return value;
    }
    std::uint32_t u32() { return std::uint32_t(unsignedOf(4)); }
    std::uint64_t u64() { return unsignedOf(8); }
    std::string string(std::string_view what)
    {
        const std::uint64_t length = u64();
        if (failed())
            return {};
        if (length > kMaxGgufStringBytes) {
            fail(std::string(what) + ": a string of " + std::to_string(length)
                 + " bytes is over the limit of " + std::to_string(kMaxGgufStringBytes));
            return {};
        }
        std::string text(length, '\0');
        bytes(text.data(), length);
        return text;
    }

private:
    bool take(std::uint64_t count)
    {
        if (failed())
            return false;
        if (count > kMaxGgufHeaderBytes - m_position) {
            fail("the header is longer than " + std::to_string(kMaxGgufHeaderBytes >> 20) + " MiB");
            return false;
        }
        return true;
    }
    bool check(std::uint64_t count)
    {
        if (std::uint64_t(m_in.gcount()) != count) {
            fail("the file ends inside its header, at byte "
                 + std::to_string(m_position + std::uint64_t(m_in.gcount())));
            return false;
        }
        m_position += count;
        return true;
    }

    std::istream &m_in;
    std::uint64_t m_position = 0;
    std::optional<std::string> m_error;
};

/// A metadata value as far as the model needs it: integers and strings kept, arrays counted.
struct Value {
    std::uint32_t type = 0;
    std::optional<std::uint64_t> integer; ///< a non-negative integer of any width
    std::string text;                     ///< a string
    std::uint64_t arrayLength = 0;
};

Value readValue(Reader &r, std::uint32_t type, const std::string &where)
{
    Value value;
    value.type = type;
    if (type == String) {
        value.text = r.string(where);
        return value;
    }
    if (type == Array) {
        const std::uint32_t element = r.u32();
        const std::uint64_t count = r.u64();
        if (r.failed())
            return value;
        if (count > kMaxGgufArray) {
            r.fail(where + ": an array of " + std::to_string(count) + " elements is over the limit of "
                   + std::to_string(kMaxGgufArray));
            return value;
        }
        value.arrayLength = count;
        if (element == String) {
            for (std::uint64_t i = 0; i < count && !r.failed(); ++i) {
                const std::uint64_t length = r.u64();
                if (length > kMaxGgufStringBytes)
                    r.fail(where + ": element " + std::to_string(i) + " is a string of "
                           + std::to_string(length) + " bytes, over the limit");
                r.skip(length);
            }
        } else if (const std::uint64_t width = scalarBytes(element); width > 0) {
            r.skip(width * count); // count ≤ 2^22, width ≤ 8: no overflow
        } else {
            r.fail(where + ": an array of "
                   + (element == Array ? std::string("arrays") : "type " + std::to_string(element))
                   + ", which GGUF does not allow");
        }
        return value;
    }
    const std::uint64_t width = scalarBytes(type);
    if (width == 0) {
        r.fail(where + ": value type " + std::to_string(type) + " is not a GGUF type");
        return value;
    }
    const std::uint64_t raw = r.unsignedOf(width);
    const bool isSigned = type == I8 || type == I16 || type == I32 || type == I64;
    const bool negative = isSigned && (raw >> (8 * width - 1)) != 0;
    if (type != F32 && type != F64 && type != Bool && !negative)
        value.integer = raw;
    return value;
}

} // namespace

std::string ggmlTypeName(std::uint32_t type)
{
    const TypeTraits *traits = traitsOf(type);
    return traits ? traits->name : std::string();
}

std::optional<std::uint64_t> ggmlBytes(std::uint32_t type, std::uint64_t elements)
{
    const TypeTraits *traits = traitsOf(type);
    if (!traits || elements % traits->blockValues != 0)
        return std::nullopt;
    return elements / traits->blockValues * traits->blockBytes; // elements < 2^62: fits
}

protocol::Expected<GgufModel, std::string> readGguf(std::istream &in)
{
    Reader r(in);
    GgufModel model;
    std::array<char, 4> magic{};
    r.bytes(magic.data(), magic.size());
    if (r.failed())
        return r.error();
    if (std::string_view(magic.data(), magic.size()) != "GGUF")
        return std::string("not a GGUF file: it does not start with \"GGUF\"");
    model.version = r.u32();
    if (!r.failed() && model.version != 2 && model.version != 3)
        return "GGUF version " + std::to_string(model.version) + " is not supported (2 and 3 are)";
    model.tensorCount = r.u64();
    model.metadataCount = r.u64();
    if (r.failed())
        return r.error();
    if (model.tensorCount > kMaxGgufTensors)
        return std::to_string(model.tensorCount) + " tensors are over the limit of "
               + std::to_string(kMaxGgufTensors);
    if (model.metadataCount > kMaxGgufMetadata)
        return std::to_string(model.metadataCount) + " metadata entries are over the limit of "
               + std::to_string(kMaxGgufMetadata);

    std::map<std::string, Value> values;
    for (std::uint64_t i = 0; i < model.metadataCount && !r.failed(); ++i) {
        const std::string where = "metadata " + std::to_string(i);
        std::string key = r.string(where);
        const std::uint32_t type = r.u32();
        if (r.failed())
            break;
        Value value = readValue(r, type, where + " (" + key + ")");
        if (!r.failed() && !values.emplace(std::move(key), std::move(value)).second)
            r.fail(where + ": its key is there twice");
    }
    if (r.failed())
        return r.error();

    const auto text = [&values](const std::string &key) {
        const auto at = values.find(key);
        return at != values.end() && at->second.type == String ? at->second.text : std::string();
    };
    const auto integer = [&values](const std::string &key) -> std::optional<std::uint64_t> {
        const auto at = values.find(key);
        return at != values.end() ? at->second.integer : std::nullopt;
    };
    model.architecture = text("general.architecture");
    model.name = text("general.name");
    if (const auto alignment = integer("general.alignment")) {
        if (*alignment == 0 || *alignment > (1u << 20) || (*alignment & (*alignment - 1)) != 0)
            return "general.alignment " + std::to_string(*alignment) + " is not a power of two up to 1 MiB";
        model.alignment = std::uint32_t(*alignment);
    }
    const std::string arch = model.architecture + '.';
    model.blockCount = integer(arch + "block_count");
    model.embeddingLength = integer(arch + "embedding_length");
    model.feedForwardLength = integer(arch + "feed_forward_length");
    model.headCount = integer(arch + "attention.head_count");
    model.headCountKv = integer(arch + "attention.head_count_kv");
    model.contextLength = integer(arch + "context_length");
    model.vocabSize = integer(arch + "vocab_size");
    if (const auto tokens = values.find("tokenizer.ggml.tokens");
        !model.vocabSize && tokens != values.end() && tokens->second.type == Array)
        model.vocabSize = tokens->second.arrayLength;

    std::map<std::string, GgufTypeShare> shares;
    for (std::uint64_t i = 0; i < model.tensorCount; ++i) {
        const std::string where = "tensor " + std::to_string(i);
        const std::string name = r.string(where);
        const std::uint32_t dimensions = r.u32();
        if (r.failed())
            return r.error();
        if (dimensions < 1 || dimensions > kMaxGgufDimensions)
            return where + " (" + name + "): " + std::to_string(dimensions)
                   + " dimensions (GGUF allows 1 to 4)";
        std::uint64_t elements = 1;
        for (std::uint32_t d = 0; d < dimensions; ++d) {
            const std::uint64_t size = r.u64();
            if (r.failed())
                return r.error();
            if (size == 0 || size > (std::uint64_t(1) << 62) / elements)
                return where + " (" + name + "): a dimension of " + std::to_string(size) + " is impossible";
            elements *= size;
        }
        const std::uint32_t type = r.u32();
        const std::uint64_t offset = r.u64();
        if (r.failed())
            return r.error();
        const std::optional<std::uint64_t> bytes = ggmlBytes(type, elements);
        if (!bytes)
            return where + " (" + name + "): "
                   + (traitsOf(type)
                          ? std::to_string(elements) + " values are not whole blocks of " + ggmlTypeName(type)
                          : "type " + std::to_string(type) + " is not a ggml type");
        if (offset % model.alignment != 0)
            return where + " (" + name + "): offset " + std::to_string(offset)
                   + " is not a multiple of the alignment " + std::to_string(model.alignment);
        if (*bytes > (std::uint64_t(1) << 62) - model.tensorBytes)
            return where + " (" + name + "): the tensors are larger than any file";
        model.tensorBytes += *bytes;
        GgufTypeShare &share = shares[ggmlTypeName(type)];
        share.type = ggmlTypeName(type);
        ++share.tensors;
        share.bytes += *bytes;
    }
    model.headerBytes = (r.position() + model.alignment - 1) / model.alignment * model.alignment;
    for (auto &[name, share] : shares)
        model.types.push_back(std::move(share));
    std::stable_sort(model.types.begin(), model.types.end(),
                     [](const GgufTypeShare &a, const GgufTypeShare &b) { return a.bytes > b.bytes; });
    return model;
}

protocol::Expected<GgufModel, std::string> readGgufFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return "cannot open " + path;
    Result model = readGguf(in);
    if (!model)
        return path + ": " + model.error();
    return model;
}

} // namespace shardscope::probe
