#pragma once

#include "remote-agent/bench/Cancel.h"
#include "remote-agent/bench/Communicator.h"
#include "remote-agent/bench/RankModel.h"
#include "remote-agent/protocol/Bench.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace shardscope::bench {

class ThreadPool; // CpuKernels.h

struct CpuModelOptions {
    protocol::ModelShape shape;
    protocol::DType dtype
        = protocol::DType::F32; ///< F32, BF16, Q8_0 or Q4_0 weights; activations and KV cache fp32
    /// With F32 weights, Q8_0 or Q4_0: every matrix holds its values as they are after quantizing to
    /// that type and back (the reference a run of that type is checked against); Unknown: as made.
    protocol::DType roundedThrough = protocol::DType::Unknown;
    protocol::BenchLayout layout
        = protocol::BenchLayout::Single; ///< Single, TensorParallel, PipelineParallel
    std::uint32_t worldSize = 1;
    std::uint32_t rank = 0;
    std::uint64_t seed = 1;
    std::uint32_t threads = 0;    ///< 0: std::thread::hardware_concurrency()
    std::uint32_t maxBatch = 1;   ///< sequences the KV cache holds
    std::uint32_t maxContext = 0; ///< positions per sequence the KV cache holds
    Communicator *comm = nullptr; ///< required when worldSize > 1; outlives the model
    /// Asked between chunks of the weights, of the bandwidth stream and of every forward pass
    /// (layers, matrix tiles, attention rows): once it is requested they throw RunCancelled.
    CancelCheck cancel;
};

/// The options for one bench_run's rank: its shape, dtype, layout, rank, seed, threads, and a KV
/// cache for the workload's concurrency × (prompt + generated) positions.
CpuModelOptions cpuModelOptions(const protocol::BenchRunParams &params, Communicator *comm = nullptr);

/// Builds this rank's slice (protocol::rankSlice) of the seeded model on the CPU: weights made in
/// parallel from Weights.h, matrix products split over `threads` threads by output rows (decode's
/// few rows with an own streaming loop, prefill with Eigen on tiles), bf16 and block weights widened
/// on the fly (decode's products with block weights multiply integers, CpuKernels.h).
/// `progress` gets 0…1 while the weights are made. Throws std::invalid_argument for options that cannot be
/// built (an unsupported dtype, a layoutProblem, no communicator for worldSize > 1), std::bad_alloc when
/// memory runs out and RunCancelled when options.cancel is requested while the weights are made.
std::unique_ptr<RankModel> makeCpuModel(const CpuModelOptions &options,
                                        const std::function<void(double)> &progress = {});

/// The CPU roofline's bandwidth, in GB/s: decode only reads its weights and KV cache, so this only
/// reads too (a triad's stores would cost a hidden read each, write-allocate, and understate it).
/// Every thread of `pool` sums its contiguous chunk of one array of min(maxArrayBytes, a quarter of
/// MemAvailable) bytes (much larger than the caches) with several independent accumulators, in
/// four streams as decode reads its weights (readSum, CpuKernels.h); the best of `repeats` passes
/// counts the array's bytes once per pass. The pages are first touched by the threads that read
/// them. Throws std::bad_alloc when the array cannot be allocated, and RunCancelled when `cancel` is
/// requested: it is asked before every pass and between chunks of the first touch (seconds of page
/// faults on some machines).
double measureCpuReadGBps(ThreadPool &pool, std::size_t maxArrayBytes = std::size_t(1) << 30, int repeats = 5,
                          const CancelCheck &cancel = CancelCheck());
/// The same with a pool of `threads` threads (0: every core) made for the measurement.
double measureCpuReadGBps(std::uint32_t threads, std::size_t maxArrayBytes = std::size_t(1) << 30,
                          int repeats = 5, const CancelCheck &cancel = CancelCheck());

/// MemAvailable of /proc/meminfo in bytes; nullopt when it cannot be read.
std::optional<std::uint64_t> memoryAvailableBytes();

/// "model name" of /proc/cpuinfo, or "unknown CPU".
std::string cpuModelName();

} // namespace shardscope::bench
