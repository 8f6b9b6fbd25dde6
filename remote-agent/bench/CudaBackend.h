#pragma once

#include "remote-agent/bench/BenchRun.h"
#include "remote-agent/bench/RankHost.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Expected.h"

#include <string>
#include <vector>

namespace shardscope::bench {

/// Whether this node can run the CUDA backend: the plugin (libshardscope-cuda.so next to the agent)
/// loaded with the NVIDIA driver, cuBLAS and NCCL it needs, and at least one GPU answered.
struct CudaStatus {
    bool usable = false;
    std::string problem;              ///< why not, untranslated, saying what to install; empty when usable
    std::vector<std::string> devices; ///< "NVIDIA H200" per GPU index
    std::string cublasPath;           ///< where libcublas was found
    std::string ncclPath;             ///< where libnccl was found
};

/// The cheap check behind the hello's "cuda" (availableBackends): the plugin file is next to the
/// agent and the NVIDIA driver's library (libcuda.so.1) loads. Loads neither cuBLAS, NCCL nor the
/// plugin and makes no CUDA call; the answer is kept for the life of the process. True does not
/// promise a usable backend: cudaStatus() says.
bool cudaMayBeUsable();

/// Loads the plugin once (thread-safe) and reports. Never crashes on a node without a GPU, a driver
/// or the libraries: it says which one is missing.
const CudaStatus &cudaStatus();

/// Runs one rank on the GPU through the plugin (the same Driver as the CPU, compiled into the
/// plugin): memory fit against the GPU's free memory, NCCL for worldSize > 1 with its unique id
/// passed through host's store and its socket interface pinned to params.bindAddress.
/// The error: BenchFailed when the plugin is not usable or the run did not start, DoesNotFit (with
/// the numbers) when the slice does not fit in the GPU's free memory.
protocol::Expected<protocol::BenchRankReport, BenchError> runCudaRank(const protocol::BenchRunParams &params,
                                                                      RankHost &host);

} // namespace shardscope::bench
