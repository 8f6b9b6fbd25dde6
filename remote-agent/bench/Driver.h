#pragma once

#include "remote-agent/bench/RankHost.h"
#include "remote-agent/bench/RankModel.h"
#include "remote-agent/protocol/Bench.h"

#include <functional>
#include <memory>

namespace shardscope::bench {

/// A barrier over all ranks of the run, for the common start (the communicator's, or nothing for
/// a single rank). Throws CommError.
using RankBarrier = std::function<void()>;

/// Runs one rank's workload on a model that is already built: measures memory bandwidth, runs the
/// warm-up (a short prefill and workload.warmupSteps decode steps, then resetCache), waits at the
/// barrier, then the prefill of promptTokens and generateTokens − 1 decode steps, timing each
/// (wall time, and the communicator's share from StepOutput), checking host.cancelled() and
/// params.maxDurationMs between steps. Prompt tokens come from the seed. A CommError or another
/// exception mid-run ends the run with completed=false, failure set and every step measured so
/// far: it never throws. Shared by the CPU path and the CUDA plugin (compiled into both).
protocol::BenchRankReport runRank(const protocol::BenchRunParams &params, RankModel &model,
                                  const RankBarrier &barrier, RankHost &host);

/// The prompt: batch × promptTokens ids in [0, vocab), sequence-major, the same on every rank and
/// every backend for one seed.
std::vector<std::int32_t> promptTokens(std::uint64_t seed, std::uint32_t batch, std::uint32_t promptTokens,
                                       std::uint32_t vocab);

} // namespace shardscope::bench
