#pragma once

// GGUF model files on the nodes (issue 17): what the agent reads of a file's header (`gguf_read`)
// and the files it writes of ShardScope's preset shapes (`gguf_write`), as they travel over the
// agent protocol. JSON names are snake_case; absent optionals are omitted.

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::protocol {

/// The tensors of one ggml type ("Q4_K": 225 tensors, 4.1 GB).
struct GgufTypeShare {
    std::string type; ///< ggml's name: "F32", "F16", "BF16", "Q8_0", "Q4_K", …
    std::uint64_t tensors = 0;
    std::uint64_t bytes = 0;
    bool operator==(const GgufTypeShare &) const = default;
};

/// What a GGUF file's header says of its model: the shape the memory fit, the traffic estimate and
/// the verdict need, and how much of the file each quantization type takes.
struct GgufModel {
    std::uint32_t version = 0;
    std::string architecture; ///< general.architecture: "llama", "qwen2", …
    std::string name;         ///< general.name, where the file has one
    std::uint32_t alignment = 32;
    // The architecture's shape keys ("llama.block_count", …), where present.
    std::optional<std::uint64_t> blockCount;
    std::optional<std::uint64_t> embeddingLength;
    std::optional<std::uint64_t> feedForwardLength;
    std::optional<std::uint64_t> headCount;
    std::optional<std::uint64_t> headCountKv;
    std::optional<std::uint64_t> contextLength;
    /// "{arch}.vocab_size", else the length of tokenizer.ggml.tokens.
    std::optional<std::uint64_t> vocabSize;
    std::uint64_t metadataCount = 0;
    std::uint64_t tensorCount = 0;
    std::uint64_t tensorBytes = 0;    ///< all tensors' data, as their types and shapes make it
    std::uint64_t headerBytes = 0;    ///< where the tensor data starts (aligned)
    std::vector<GgufTypeShare> types; ///< by bytes, largest first
    bool operator==(const GgufModel &) const = default;
};

/// The most types one model lists (ggml has about 40).
inline constexpr std::size_t kMaxGgufTypes = 64;
/// The longest path a request names (PATH_MAX).
inline constexpr std::size_t kMaxModelPathBytes = 4096;
inline constexpr std::uint32_t kDefaultGgufContext = 8192;
inline constexpr std::uint32_t kMaxGgufContext = 1u << 20;

/// The quantization of a file ShardScope writes (norm weights stay F32, as llama.cpp's converter
/// keeps them).
enum class GgufQuant { F16, Q8_0, Q4_0 };

/// "f16", "q8_0", "q4_0": the names of llama.cpp's quantize tool, the CLI and the wire.
std::string_view ggufQuantName(GgufQuant quant);
std::optional<GgufQuant> ggufQuantFromName(std::string_view name);
std::vector<GgufQuant> ggufQuants();

/// `gguf_read` params: a model file on the node, by its absolute path.
struct GgufReadParams {
    std::string path;
    bool operator==(const GgufReadParams &) const = default;
};

/// `gguf_write` params: a preset shape (presetModelNames), its quantization, the seed of its
/// weights and the context length its metadata declares. The agent writes it in its own folder,
/// which is removed with the agent.
struct GgufWriteParams {
    std::string model;
    GgufQuant quant = GgufQuant::Q8_0;
    std::uint64_t seed = 1;
    std::uint32_t contextLength = kDefaultGgufContext; ///< 1..kMaxGgufContext
    bool operator==(const GgufWriteParams &) const = default;
};

/// `gguf_write` result: the file, as the agent's own reader reads it back.
struct GgufWriteReply {
    std::string path;
    std::uint64_t bytes = 0;
    bool reused = false;  ///< the same file was already there (same shape, quantization and seed)
    double seconds = 0.0; ///< writing it (0 when reused)
    GgufModel model;
    bool operator==(const GgufWriteReply &) const = default;
};

void to_json(nlohmann::json &j, const GgufModel &value);
void to_json(nlohmann::json &j, const GgufReadParams &value);
void to_json(nlohmann::json &j, const GgufWriteParams &value);
void to_json(nlohmann::json &j, const GgufWriteReply &value);

// Strict parsers: a wrong type, a missing required field or a value out of range is an error
// naming the field; unknown fields are ignored.
/// Counts and sizes as the reader bounds them; at most kMaxGgufTypes types.
Expected<GgufModel> parseGgufModel(const nlohmann::json &j);
/// {path}: absolute, at most kMaxModelPathBytes, no control character.
Expected<GgufReadParams> parseGgufReadParams(const nlohmann::json &j);
/// {model (a preset's name), quant, seed?, context_length?}.
Expected<GgufWriteParams> parseGgufWriteParams(const nlohmann::json &j);
Expected<GgufWriteReply> parseGgufWriteReply(const nlohmann::json &j);

} // namespace shardscope::protocol
