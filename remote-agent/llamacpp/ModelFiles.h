#pragma once

#include "remote-agent/llamacpp/GgufWriter.h"
#include "remote-agent/protocol/Expected.h"
#include "remote-agent/protocol/Gguf.h"

#include <cstdint>
#include <string>

namespace shardscope::llamacpp {

// Where the agent keeps the GGUF files it writes (`gguf_write`): models/ in the agent's own folder,
// so that removing the agent's deployment removes them too (and the rpc-servers' cache beside it).
// One file per preset, quantization, seed and context length; a file that is already there whole
// is used again, not rewritten.

/// models/ beside the running agent (/proc/self/exe); empty when that cannot be read.
std::string modelFilesDirectory();

/// llama-cache/ beside the running agent: LLAMA_CACHE of the rpc-servers the agent starts with
/// their cache (-c), which keep the weights they receive in its rpc/ folder, so that the cache goes
/// with the agent's deployment as the model files do. Empty when the agent's folder cannot be read.
std::string llamaCacheDirectory();

/// The bytes of the files under `directory` (its subfolders too, links not followed), at most
/// 100 000 entries looked at; 0 when it does not exist.
std::uint64_t directoryBytes(const std::string &directory);

/// "llama-3.2-1b-q8_0-s1-c8192.gguf".
std::string presetModelFileName(const protocol::GgufWriteParams &params);

/// The preset's file in `directory` (created, mode 0700, when missing): written through
/// writeGgufFile, or found there already, the right size and read back as the preset's shape.
/// The reply describes the file as the agent's own reader reads it.
protocol::Expected<protocol::GgufWriteReply, std::string>
writePresetModel(const std::string &directory, const protocol::GgufWriteParams &params,
                 const GgufProgress &progress = {});

} // namespace shardscope::llamacpp
