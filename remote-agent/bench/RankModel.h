#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace shardscope::bench {

/// What one forward pass of one rank returns.
struct StepOutput {
    /// The next token of every sequence (greedy: the arg-max of the logits), batch entries. Set on
    /// every rank that needs them for the next step: all ranks of Single and TensorParallel, the
    /// first and the last stage of PipelineParallel (the last sends them back to the first).
    std::vector<std::int32_t> nextTokens;
    /// When asked for: the full-vocabulary logits of sequence 0's last position (sampling rank).
    std::vector<float> logits;
    double commSeconds = 0;      ///< time inside the communicator during this step (waiting included)
    std::uint64_t bytesSent = 0; ///< payload handed to the communicator during this step
};

/// A communicator failed (a peer vanished, a timeout, an abort): the run cannot go on.
class CommError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// One rank's piece of the model on one backend (CPU with Eigen; CUDA in the plugin): its weights,
/// its KV cache and the communication its layout needs (tensor-parallel all-reduces, pipeline
/// sends, the token feedback from the last stage to the first). The driver (Driver.h) calls it once
/// per step on every rank of a run, in lock step.
class RankModel
{
public:
    virtual ~RankModel() = default;

    /// One forward pass: `batch` sequences, each with `newTokens` new tokens at positions
    /// [position, position + newTokens), the KV cache holding positions before `position`.
    /// `tokens` holds batch × newTokens ids, sequence-major; ranks that do not embed (later pipeline
    /// stages) get an empty vector. `wantLogits` must be the same on every rank of a run (tensor
    /// parallel gathers the logits with a collective). Appends the new positions to the KV cache. Throws
    /// CommError when communication fails, RunCancelled (Cancel.h) when the cancel check the model
    /// was built with is requested mid-pass, and std::runtime_error for anything else.
    virtual StepOutput step(const std::vector<std::int32_t> &tokens, std::uint32_t batch,
                            std::uint32_t newTokens, std::uint32_t position, bool wantLogits)
        = 0;

    /// Forgets every cached position (after the warm-up).
    virtual void resetCache() = 0;

    /// Measures this rank's memory bandwidth (CPU: a multithreaded read-only stream over an array
    /// much larger than the caches, measureCpuReadGBps; GPU: device-to-device copy) in GB/s (1e9
    /// bytes/s); called before the run and once more after it. Throws RunCancelled like step().
    virtual double measureMemoryBandwidthGBps() = 0;

    /// "CPU: 2 threads, <model name>" or "NVIDIA H200 (GPU 0)".
    virtual std::string deviceName() const = 0;
    virtual std::uint32_t threads() const = 0; ///< CPU threads used (0 for GPU)
};

} // namespace shardscope::bench
