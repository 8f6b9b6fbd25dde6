#pragma once

#include "remote-agent/bench/Communicator.h"
#include "remote-agent/bench/RankModel.h"
#include "remote-agent/protocol/Bench.h"

#include <functional>
#include <memory>

namespace shardscope::bench {

struct CpuModelOptions {
    protocol::ModelShape shape;
    protocol::DType dtype = protocol::DType::F32; ///< F32 or BF16 weights; activations and KV cache fp32
    protocol::BenchLayout layout
        = protocol::BenchLayout::Single; ///< Single, TensorParallel, PipelineParallel
    std::uint32_t worldSize = 1;
    std::uint32_t rank = 0;
    std::uint64_t seed = 1;
    std::uint32_t threads = 0;    ///< 0: std::thread::hardware_concurrency()
    std::uint32_t maxBatch = 1;   ///< sequences the KV cache holds
    std::uint32_t maxContext = 0; ///< positions per sequence the KV cache holds
    Communicator *comm = nullptr; ///< required when worldSize > 1; outlives the model
};

/// Builds this rank's slice (protocol::rankSlice) of the seeded model on the CPU: weights made in
/// parallel from Weights.h, matrix products split over `threads` threads by output rows (decode's
/// few rows with an own streaming loop, prefill with Eigen on tiles), bf16 weights widened on the fly.
/// `progress` gets 0…1 while the weights are made. Throws std::invalid_argument for options that cannot be
/// built (an unsupported dtype, a layoutProblem, no communicator for worldSize > 1) and std::bad_alloc when
/// memory runs out.
std::unique_ptr<RankModel> makeCpuModel(const CpuModelOptions &options,
                                        const std::function<void(double)> &progress = {});

/// Bytes per second of a multithreaded triad (a[i] = b[i] + s·c[i]) over three arrays of
/// `bytesPerArray` each (much larger than the caches), best of `repeats`, counting 3 × bytes moved
/// per pass (2 read, 1 written; write-allocate not counted, as STREAM does). In GB/s.
double measureCpuTriadGBps(std::uint32_t threads, std::size_t bytesPerArray = std::size_t(256) << 20,
                           int repeats = 5);

/// "model name" of /proc/cpuinfo, or "unknown CPU".
std::string cpuModelName();

} // namespace shardscope::bench
