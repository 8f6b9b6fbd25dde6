#include "remote-agent/llamacpp/ModelFiles.h"

#include "remote-agent/probe/GgufHeader.h"
#include "remote-agent/probe/Subprocess.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <vector>

namespace shardscope::llamacpp {

namespace {

using Reply = protocol::Expected<protocol::GgufWriteReply, std::string>;

GgufSpec specOf(const protocol::GgufWriteParams &params)
{
    return GgufSpec{*protocol::presetModelShape(params.model), params.quant, params.seed,
                    params.contextLength};
}

/// Whether `model` is what writeGgufFile makes of `spec` (its reader's view: the shape and name).
bool matches(const probe::GgufModel &model, const GgufSpec &spec)
{
    const protocol::ModelShape &s = spec.shape;
    return model.architecture == "llama" && model.blockCount == s.layers && model.embeddingLength == s.hidden
           && model.feedForwardLength == s.intermediate && model.headCount == s.heads
           && model.headCountKv == s.kvHeads && model.vocabSize == s.vocab
           && model.contextLength == spec.contextLength;
}

/// `name` in the running agent's folder; empty when that cannot be read.
std::string besideAgent(const char *name)
{
    const std::string path = probe::runningExecutable();
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash) + "/" + name;
}

} // namespace

std::string modelFilesDirectory()
{
    return besideAgent("models");
}

std::string llamaCacheDirectory()
{
    return besideAgent("llama-cache");
}

std::uint64_t directoryBytes(const std::string &directory)
{
    namespace fs = std::filesystem;
    std::error_code error;
    std::uint64_t bytes = 0;
    int entries = 0;
    for (fs::recursive_directory_iterator it(directory, error), end; !error && it != end && entries < 100'000;
         it.increment(error), ++entries) {
        std::error_code sizeError;
        if (it->is_regular_file(sizeError) && !it->is_symlink(sizeError)) {
            const std::uintmax_t size = it->file_size(sizeError);
            if (!sizeError)
                bytes += size;
        }
    }
    return bytes;
}

std::string presetModelFileName(const protocol::GgufWriteParams &params)
{
    return params.model + "-" + std::string(protocol::ggufQuantName(params.quant)) + "-s"
           + std::to_string(params.seed) + "-c" + std::to_string(params.contextLength) + ".gguf";
}

Reply writePresetModel(const std::string &directory, const protocol::GgufWriteParams &params,
                       const GgufProgress &progress)
{
    if (!protocol::presetModelShape(params.model))
        return Reply("\"" + params.model + "\" is not one of ShardScope's preset shapes");
    if (directory.empty())
        return Reply("the agent's folder could not be read (/proc/self/exe)");
    if (::mkdir(directory.c_str(), 0700) != 0 && errno != EEXIST)
        return Reply(directory + ": " + std::strerror(errno));
    const GgufSpec spec = specOf(params);
    const std::string path = directory + "/" + presetModelFileName(params);

    protocol::GgufWriteReply reply;
    reply.path = path;
    struct stat status {
    };
    if (::stat(path.c_str(), &status) == 0 && std::uint64_t(status.st_size) == ggufFileBytes(spec)) {
        const auto model = probe::readGgufFile(path);
        if (model && matches(*model, spec)) {
            reply.bytes = std::uint64_t(status.st_size);
            reply.reused = true;
            reply.model = *model;
            return reply;
        }
    }
    const auto started = std::chrono::steady_clock::now();
    const auto written = writeGgufFile(path, spec, progress);
    if (!written)
        return Reply(written.error());
    reply.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    reply.bytes = written->bytes;
    const auto model = probe::readGgufFile(path);
    if (!model)
        return Reply("the file written does not read back: " + model.error());
    reply.model = *model;
    return reply;
}

} // namespace shardscope::llamacpp
