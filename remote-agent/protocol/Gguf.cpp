#include "remote-agent/protocol/Gguf.h"

#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Json.h"

#include <algorithm>

namespace shardscope::protocol {

namespace {

using json = nlohmann::json;

Expected<GgufTypeShare> parseTypeShareAt(const json &j, const std::string &path)
{
    GgufTypeShare share;
    ObjectReader r(j, path);
    if (requirePresent(r, j, "type"))
        r.required("type", share.type);
    readUnsigned(r, j, "tensors", share.tensors, true);
    readUnsigned(r, j, "bytes", share.bytes, true);
    return finish(r, std::move(share));
}

Expected<GgufModel> parseModelAt(const json &j, const std::string &path)
{
    GgufModel m;
    ObjectReader r(j, path);
    readUnsigned(r, j, "version", m.version, true);
    if (requirePresent(r, j, "architecture"))
        r.required("architecture", m.architecture);
    r.optional("name", m.name);
    readUnsigned(r, j, "alignment", m.alignment, true);
    readOptionalUnsigned(r, j, "block_count", m.blockCount);
    readOptionalUnsigned(r, j, "embedding_length", m.embeddingLength);
    readOptionalUnsigned(r, j, "feed_forward_length", m.feedForwardLength);
    readOptionalUnsigned(r, j, "head_count", m.headCount);
    readOptionalUnsigned(r, j, "head_count_kv", m.headCountKv);
    readOptionalUnsigned(r, j, "context_length", m.contextLength);
    readOptionalUnsigned(r, j, "vocab_size", m.vocabSize);
    readUnsigned(r, j, "metadata_count", m.metadataCount, true);
    readUnsigned(r, j, "tensor_count", m.tensorCount, true);
    readUnsigned(r, j, "tensor_bytes", m.tensorBytes, true);
    readUnsigned(r, j, "header_bytes", m.headerBytes, true);
    const json *types = r.child("types", json::value_t::array);
    if (!types && r.ok())
        r.fail(r.pathOf("types") + " is missing");
    if (types && r.ok() && types->size() > kMaxGgufTypes)
        r.fail(r.pathOf("types") + " lists more than " + std::to_string(kMaxGgufTypes) + " types");
    for (std::size_t i = 0; types && r.ok() && i < types->size(); ++i) {
        auto share = parseTypeShareAt((*types)[i], r.pathOf("types") + "[" + std::to_string(i) + "]");
        if (!share)
            r.fail(share.error().message);
        else
            m.types.push_back(std::move(share).value());
    }
    return finish(r, std::move(m));
}

} // namespace

std::string_view ggufQuantName(GgufQuant quant)
{
    switch (quant) {
    case GgufQuant::F16:
        return "f16";
    case GgufQuant::Q8_0:
        return "q8_0";
    case GgufQuant::Q4_0:
        return "q4_0";
    }
    return "f16";
}

std::optional<GgufQuant> ggufQuantFromName(std::string_view name)
{
    for (const GgufQuant quant : ggufQuants()) {
        if (ggufQuantName(quant) == name)
            return quant;
    }
    return std::nullopt;
}

std::vector<GgufQuant> ggufQuants()
{
    return {GgufQuant::F16, GgufQuant::Q8_0, GgufQuant::Q4_0};
}

void to_json(json &j, const GgufModel &value)
{
    j = json{{"version", value.version},          {"architecture", value.architecture},
             {"alignment", value.alignment},      {"metadata_count", value.metadataCount},
             {"tensor_count", value.tensorCount}, {"tensor_bytes", value.tensorBytes},
             {"header_bytes", value.headerBytes}};
    if (!value.name.empty())
        j["name"] = value.name;
    putOptional(j, "block_count", value.blockCount);
    putOptional(j, "embedding_length", value.embeddingLength);
    putOptional(j, "feed_forward_length", value.feedForwardLength);
    putOptional(j, "head_count", value.headCount);
    putOptional(j, "head_count_kv", value.headCountKv);
    putOptional(j, "context_length", value.contextLength);
    putOptional(j, "vocab_size", value.vocabSize);
    json types = json::array();
    for (const GgufTypeShare &share : value.types)
        types.push_back(json{{"type", share.type}, {"tensors", share.tensors}, {"bytes", share.bytes}});
    j["types"] = std::move(types);
}

void to_json(json &j, const GgufReadParams &value)
{
    j = json{{"path", value.path}};
}

void to_json(json &j, const GgufWriteParams &value)
{
    j = json{{"model", value.model},
             {"quant", std::string(ggufQuantName(value.quant))},
             {"seed", value.seed},
             {"context_length", value.contextLength}};
}

void to_json(json &j, const GgufWriteReply &value)
{
    j = json{{"path", value.path},
             {"bytes", value.bytes},
             {"reused", value.reused},
             {"seconds", value.seconds},
             {"model", value.model}};
}

Expected<GgufModel> parseGgufModel(const json &j)
{
    return parseModelAt(j, "");
}

Expected<GgufReadParams> parseGgufReadParams(const json &j)
{
    GgufReadParams p;
    ObjectReader r(j, "");
    if (requirePresent(r, j, "path"))
        r.requiredExact("path", p.path);
    if (r.ok() && (p.path.empty() || p.path.front() != '/'))
        r.fail("path is not an absolute path");
    if (r.ok() && p.path.size() > kMaxModelPathBytes)
        r.fail("path is longer than " + std::to_string(kMaxModelPathBytes) + " bytes");
    if (r.ok() && std::any_of(p.path.begin(), p.path.end(), [](char c) {
            return static_cast<unsigned char>(c) < 0x20 || c == 0x7F;
        }))
        r.fail("path holds a control character");
    return finish(r, std::move(p));
}

Expected<GgufWriteParams> parseGgufWriteParams(const json &j)
{
    GgufWriteParams p;
    ObjectReader r(j, "");
    if (requirePresent(r, j, "model"))
        r.required("model", p.model);
    if (r.ok() && !presetModelShape(p.model))
        r.fail("model is not one of ShardScope's preset shapes");
    std::string quant;
    if (requirePresent(r, j, "quant"))
        r.required("quant", quant);
    if (r.ok()) {
        if (const auto parsed = ggufQuantFromName(quant))
            p.quant = *parsed;
        else
            r.fail("quant must be f16, q8_0 or q4_0");
    }
    readUnsigned(r, j, "seed", p.seed, false);
    readUnsigned(r, j, "context_length", p.contextLength, false);
    if (r.ok() && (p.contextLength == 0 || p.contextLength > kMaxGgufContext))
        r.fail("context_length must be from 1 to " + std::to_string(kMaxGgufContext));
    return finish(r, std::move(p));
}

Expected<GgufWriteReply> parseGgufWriteReply(const json &j)
{
    GgufWriteReply reply;
    ObjectReader r(j, "");
    if (requirePresent(r, j, "path"))
        r.required("path", reply.path);
    readUnsigned(r, j, "bytes", reply.bytes, true);
    r.optional("reused", reply.reused);
    std::optional<double> seconds;
    r.optional("seconds", seconds);
    if (r.ok() && seconds && !(*seconds >= 0.0))
        r.fail("seconds is negative");
    reply.seconds = seconds.value_or(0.0);
    readObject(r, "model", reply.model, true, parseModelAt);
    return finish(r, std::move(reply));
}

} // namespace shardscope::protocol
