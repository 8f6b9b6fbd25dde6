#pragma once

#include "remote-agent/bench/RankHost.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Expected.h"
#include "remote-agent/protocol/Messages.h"

#include <string>
#include <vector>

namespace shardscope::bench {

/// Why a bench_run did not start: BenchFailed (no such backend here, a layout the shape cannot
/// take, the communicator could not connect), DoesNotFit (with the numbers: what the slice needs,
/// weights and KV cache apart, and what the rank has available), or Cancelled (see runBenchRank).
struct BenchError {
    protocol::AgentErrorCode code = protocol::AgentErrorCode::BenchFailed;
    std::string message; ///< untranslated, says what to do
};

/// The compute backends this agent may run: "cpu" always, "cuda" when the CUDA plugin is next to
/// the agent and the NVIDIA driver loads (cudaMayBeUsable, CudaBackend.h). The hello's `backends`:
/// cheap, it loads neither cuBLAS nor NCCL and does not start CUDA; a CUDA bench_run that then
/// cannot run is refused with the precise problem (cudaStatus).
std::vector<std::string> availableBackends();

/// The agent's side of `bench_run`: checks the backend and the memory fit before anything is
/// allocated, builds the rank's model (CPU here, CUDA through the plugin) and its communicator
/// (Gloo through host's store when worldSize > 1) and runs the driver. Once the run has started it
/// returns a report (completed or not, with what it measured), except that a run stopped by
/// host.cancelled() in any phase (the weights, the bandwidth test, a step: each looks at it between
/// chunks of its work) returns Cancelled: its session is ending and no one reads the report.
protocol::Expected<protocol::BenchRankReport, BenchError> runBenchRank(const protocol::BenchRunParams &params,
                                                                       RankHost &host);

} // namespace shardscope::bench
