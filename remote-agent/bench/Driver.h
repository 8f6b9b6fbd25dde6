#pragma once

#include "remote-agent/bench/RankHost.h"
#include "remote-agent/bench/RankModel.h"
#include "remote-agent/protocol/Bench.h"

#include <chrono>
#include <functional>
#include <memory>
#include <string>

namespace shardscope::bench {

/// A barrier over all ranks of the run, for the common start (the communicator's, or nothing for
/// a single rank). Throws CommError.
using RankBarrier = std::function<void()>;

/// Runs one rank's workload on a model that is already built: measures memory bandwidth (again
/// after the run; the report keeps the higher), runs the warm-up (a short prefill and
/// workload.warmupSteps decode steps, then resetCache), then workload.prefills prefills of
/// promptTokens, each after a barrier and from an empty KV cache (the earlier ones' TTFT in
/// earlierTtftMs), then generateTokens − 1 decode steps after the last, timing each
/// (wall time, and the communicator's share from StepOutput), checking host.cancelled() and
/// params.maxDurationMs between steps (failure "cancelled"); a model built with the host's cancel
/// also stops inside its bandwidth test and its steps (RunCancelled: failure "cancelled during the
/// prefill", "… during prefill 2 of 3"). Prompt tokens come from the seed. A CommError or another exception
/// mid-run ends the run with completed=false, failure set and every step measured so far: it never throws.
/// Shared by the CPU path and the CUDA plugin (compiled into both).
protocol::BenchRankReport runRank(const protocol::BenchRunParams &params, RankModel &model,
                                  const RankBarrier &barrier, RankHost &host);

/// The key under which a rank that cannot run tells the others ("<runId>/failed"); the controller
/// also sets it when a rank fails.
std::string runFailedKey(const protocol::BenchRunParams &params);

/// Tells the other ranks that this one will not run, so that they stop at once instead of waiting
/// for it (the controller relays the key like any other). Nothing for a single rank.
void publishRunFailure(const protocol::BenchRunParams &params, RankHost &host, const std::string &message);

/// Publishes "<runId>/ready/<rank>" and waits until every other rank of the run has too: called once
/// the weights are made. The communicator's timeout bounds each collective, and nodes can differ
/// in how long their weights take by much more than that: this wait, bounded by `deadline` (the
/// run's time limit) instead, puts the ranks' first collective together. Returns why it gave up
/// (cancelled, a peer's failure key, the deadline), empty when every rank is ready.
std::string waitForPeers(const protocol::BenchRunParams &params, RankHost &host,
                         std::chrono::steady_clock::time_point deadline);

/// The prompt: batch × promptTokens ids in [0, vocab), sequence-major, the same on every rank and
/// every backend for one seed.
std::vector<std::int32_t> promptTokens(std::uint64_t seed, std::uint32_t batch, std::uint32_t promptTokens,
                                       std::uint32_t vocab);

} // namespace shardscope::bench
