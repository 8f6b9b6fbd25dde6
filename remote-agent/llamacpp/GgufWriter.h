#pragma once

#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Expected.h"
#include "remote-agent/protocol/Gguf.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::llamacpp {

// A GGUF model file of one of ShardScope's preset shapes, for a user who has downloaded nothing:
// llama.cpp's format, version 3 (ggml's GGUF specification): the header, typed metadata, the tensor
// table and the tensors, each at an offset aligned to general.alignment, in llama.cpp's "llama"
// architecture and tensor names. The weights are ShardScope's: small uniform values drawn from a
// seed (the same file on every machine), quantized blocks written as ggml lays them out. The
// vocabulary is minimal and SentencePiece-style ("llama"): <unk>, <s>, </s>, the 256 byte tokens,
// the prefixes of the load generator's prompt words (serve::promptWords), so that a prompt of N
// words is about N tokens, and numbered filler tokens up to the shape's vocabulary size, so that
// the embedding and the output layer weigh what the preset's do. What it generates is noise; what
// it costs to generate is the preset's.

using protocol::GgufQuant;

/// What to write: a shape, its quantization, the seed of its weights and the context length its
/// metadata declares (llama-server's -c may ask for less).
struct GgufSpec {
    protocol::ModelShape shape;
    GgufQuant quant = GgufQuant::Q8_0;
    std::uint64_t seed = 1;
    std::uint32_t contextLength = protocol::kDefaultGgufContext;
};

/// Tokens every file has before its numbered fillers: the three special tokens, the byte tokens
/// and the prompt words' prefixes. A shape with a smaller vocabulary cannot be written.
std::uint32_t ggufMinimumVocab();

/// The texts of a vocabulary of `vocab` tokens (at least ggufMinimumVocab()), in id order, as a
/// file of that vocabulary holds them.
std::vector<std::string> ggufTokenTexts(std::uint32_t vocab);

/// Why `spec` cannot be written (the shape's own problem, a vocabulary under ggufMinimumVocab(), a
/// row length that is not a whole number of the quantization's 32-value blocks); empty when it can.
std::string ggufSpecProblem(const GgufSpec &spec);

/// The file's exact size in bytes, header and padding included (for a spec without a problem).
std::uint64_t ggufFileBytes(const GgufSpec &spec);

/// Called as the tensors are written with the bytes written so far and the total; returning false
/// stops the write (cancel), which then fails with "cancelled" and removes what it wrote.
using GgufProgress = std::function<bool(std::uint64_t written, std::uint64_t total)>;

struct GgufWritten {
    std::string path;
    std::uint64_t bytes = 0;
};

/// Writes the file to `path` through `path`.part, renamed when complete. Refused before anything
/// is written when the spec has a problem or the file system has too little free space; a write
/// that fails (a full disk, an I/O error, a cancel) removes the partial file. The error names the
/// path and says what to do.
protocol::Expected<GgufWritten, std::string> writeGgufFile(const std::string &path, const GgufSpec &spec,
                                                           const GgufProgress &progress = {});

} // namespace shardscope::llamacpp
