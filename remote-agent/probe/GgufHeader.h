#pragma once

#include "remote-agent/protocol/Expected.h"
#include "remote-agent/protocol/Gguf.h"

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::probe {

// What a GGUF model file on a node says of its model (llama.cpp's format, versions 2 and 3): the
// shape the memory fit, the traffic estimate and the verdict need, and how much of the file each
// quantization type takes. Only the header is read (metadata and tensor table), never the weights.
// The file is untrusted: every count, length and size is bounded before anything is allocated.

/// The most bytes of header read (metadata and tensor table; a 256k-token vocabulary takes about
/// 8 MiB).
inline constexpr std::uint64_t kMaxGgufHeaderBytes = 64ull << 20;
inline constexpr std::uint64_t kMaxGgufMetadata = 65536;      ///< key-value pairs
inline constexpr std::uint64_t kMaxGgufTensors = 65536;       ///< tensor table entries
inline constexpr std::uint64_t kMaxGgufStringBytes = 1 << 20; ///< one key or string value
inline constexpr std::uint64_t kMaxGgufArray = 1 << 22;       ///< elements of one array
inline constexpr std::uint32_t kMaxGgufDimensions = 4;

// The model's description is protocol::GgufModel: what gguf_read answers.
using protocol::GgufModel;
using protocol::GgufTypeShare;

/// Reads a GGUF header from `in`; the error says what is wrong and where ("metadata 12
/// (general.name): a string of 9000000 bytes is over the limit").
protocol::Expected<GgufModel, std::string> readGguf(std::istream &in);
/// The same from a file; an unreadable file is an error that names it.
protocol::Expected<GgufModel, std::string> readGgufFile(const std::string &path);

/// ggml's name of a tensor type ("Q4_K"); empty for a type it does not know.
std::string ggmlTypeName(std::uint32_t type);
/// The bytes of `elements` values of ggml type `type`; nullopt for an unknown type or a count that
/// is not a whole number of the type's blocks.
std::optional<std::uint64_t> ggmlBytes(std::uint32_t type, std::uint64_t elements);

} // namespace shardscope::probe
