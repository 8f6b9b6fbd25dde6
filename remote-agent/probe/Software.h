#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::probe {

/// Where findSoftware looks; defaultSoftwareSearch fills it for a node, tests for a fixture.
struct SoftwareSearch {
    std::vector<std::string> executableDirs;   ///< PATH and the usual bin dirs
    std::vector<std::string> libraryDirs;      ///< LD_LIBRARY_PATH, CUDA lib dirs, ld.so.conf, multiarch
    std::vector<std::string> cudaRoots;        ///< /usr/local/cuda, /usr/local/cuda-*
    std::vector<std::string> sitePackagesDirs; ///< Python site-packages / dist-packages
    bool runVersionCommands = true;            ///< may run `X --version` (with the timeout)
    int timeoutMs = 5000;                      ///< per version command
};

/// The usual places on a node (rootDir mirrors "/"; environment variables only for the live root).
SoftwareSearch defaultSoftwareSearch(const std::string &rootDir, const std::string &machine);

/// NCCL, the CUDA toolkit, vLLM, llama.cpp (llama-server, rpc-server, llama-bench) and Ollama, as
/// found; only what exists is reported, each with a version where one can be read cheaply, and
/// llama-server with the devices its build can use (--list-devices), rpc-server with its features
/// (parseRpcServerFeatures of its executable's bytes: it is never run; nor is llama-bench).
std::vector<protocol::SoftwareInfo> findSoftware(const SoftwareSearch &search);

/// "2.28.9" from nccl.h's NCCL_MAJOR/NCCL_MINOR/NCCL_PATCH defines; nullopt when one is missing.
std::optional<std::string> parseNcclHeaderVersion(std::string_view header);

/// "2.28.9" from a file name such as "libnccl.so.2.28.9" given the prefix "libnccl.so."; nullopt
/// when the rest is not a dotted version with at least three parts.
std::optional<std::string> versionFromLibraryName(std::string_view fileName, std::string_view prefix);

/// The "cuda" → "version" of a CUDA toolkit's version.json; nullopt when absent or not JSON.
std::optional<std::string> parseCudaVersionJson(std::string_view text);

/// "13.0" from cuda.h's "#define CUDA_VERSION 13000"; nullopt when absent.
std::optional<std::string> parseCudaHeaderVersion(std::string_view header);

/// "0.6.3.post1" from the directory name "vllm-0.6.3.post1.dist-info" for package "vllm".
std::optional<std::string> versionFromDistInfo(std::string_view directoryName, std::string_view package);

/// "12.0.140" from `nvcc --version` ("Cuda compilation tools, release 12.0, V12.0.140").
std::optional<std::string> parseNvccVersion(std::string_view text);

/// "3821 (70392f1f)" from `llama-server --version` ("version: 3821 (70392f1f)").
std::optional<std::string> parseLlamaCppVersion(std::string_view text);

/// The devices of `llama-server --list-devices` ("Available devices:", then one line each such as
/// "  CUDA0: NVIDIA GeForce RTX 4090 (24564 MiB, 23000 MiB free)"), at most 64; the list ends at
/// the first line that is not an indented device. Empty without the heading (a build older than the option).
std::vector<protocol::SoftwareDevice> parseLlamaCppDevices(std::string_view text);

/// What an rpc-server build can do beyond the oldest ones, from the bytes of its executable (it is
/// never run: without a version flag it would start serving): "cache" where its usage text offers
/// the local cache of weights ("-c, --cache ... enable local file cache", llama.cpp builds from
/// about March 2025). `bytes` may be a part of the file; the caller searches the whole of it.
std::vector<std::string> parseRpcServerFeatures(std::string_view bytes);

/// "0.5.7" from `ollama --version` ("ollama version is 0.5.7" or "client version is 0.5.7").
std::optional<std::string> parseOllamaVersion(std::string_view text);

} // namespace shardscope::probe
