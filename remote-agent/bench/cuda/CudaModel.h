#pragma once

#include "remote-agent/bench/Cancel.h"
#include "remote-agent/bench/RankModel.h"
#include "remote-agent/protocol/Bench.h"

#include <cuda_runtime_api.h>

#include <cstdint>
#include <functional>
#include <memory>

namespace shardscope::bench::cuda {

class NcclCommunicator;

struct CudaModelOptions {
    protocol::ModelShape shape;
    protocol::DType dtype = protocol::DType::BF16; ///< weights, activations and KV cache: F32, BF16 or F16
    protocol::BenchLayout layout
        = protocol::BenchLayout::Single; ///< Single, TensorParallel, PipelineParallel
    std::uint32_t worldSize = 1;
    std::uint32_t rank = 0;
    std::uint64_t seed = 1;
    int device = 0;                   ///< the CUDA device (already current on the calling thread)
    std::uint32_t maxBatch = 1;       ///< sequences the KV cache holds
    std::uint32_t maxContext = 0;     ///< positions per sequence the KV cache holds
    cudaStream_t stream = nullptr;    ///< every kernel, copy and collective of the model runs on it
    NcclCommunicator *comm = nullptr; ///< required when worldSize > 1; outlives the model
    /// Replay Single-layout decode steps as one captured CUDA graph (fewer launch gaps).
    bool useGraphs = true;
    /// Asked after every layer of the weights, before every pass of the bandwidth copy and between
    /// the chunks of a step (at most 4096 rows each): once it is requested they throw RunCancelled.
    CancelCheck cancel;
};

/// GPU memory the model needs besides its weights and KV cache (activations, logits, attention
/// scratch, RoPE table, cuBLAS workspace), for the fit check before anything is allocated.
std::uint64_t cudaWorkBytes(const CudaModelOptions &options);

/// Why the CUDA backend cannot build this shape/layout (head dimension, group size limits of the
/// kernels, an unsupported dtype or layout); empty if it can. Does not look at `comm`.
std::string cudaModelProblem(const CudaModelOptions &options);

/// Builds this rank's slice (protocol::rankSlice) of the seeded model on the GPU: weights made on
/// the device from Weights.h, cuBLAS matrix products (fp32 accumulation) for every projection,
/// own kernels for the rest, NCCL for tensor-parallel all-reduces and pipeline transfers.
/// `progress` gets 0…1 while the weights are made. Throws std::invalid_argument for options it
/// cannot build, std::runtime_error (CUDA's message) when the GPU refuses and RunCancelled when
/// options.cancel is requested while the weights are made.
std::unique_ptr<RankModel> makeCudaModel(const CudaModelOptions &options,
                                         const std::function<void(double)> &progress = {});

} // namespace shardscope::bench::cuda
