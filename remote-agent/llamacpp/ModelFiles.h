#pragma once

#include "remote-agent/llamacpp/GgufWriter.h"
#include "remote-agent/protocol/Expected.h"
#include "remote-agent/protocol/Gguf.h"

#include <string>

namespace shardscope::llamacpp {

// Where the agent keeps the GGUF files it writes (`gguf_write`): models/ in the agent's own folder,
// so that removing the agent's deployment removes them too. One file per preset, quantization,
// seed and context length; a file that is already there whole is used again, not rewritten.

/// models/ beside the running agent (/proc/self/exe); empty when that cannot be read.
std::string modelFilesDirectory();

/// "llama-3.2-1b-q8_0-s1-c8192.gguf".
std::string presetModelFileName(const protocol::GgufWriteParams &params);

/// The preset's file in `directory` (created, mode 0700, when missing): written through
/// writeGgufFile, or found there already, the right size and read back as the preset's shape.
/// The reply describes the file as the agent's own reader reads it.
protocol::Expected<protocol::GgufWriteReply, std::string>
writePresetModel(const std::string &directory, const protocol::GgufWriteParams &params,
                 const GgufProgress &progress = {});

} // namespace shardscope::llamacpp
