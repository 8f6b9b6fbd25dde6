#pragma once

// The serving benchmark's load generator (issue 16), as vLLM's `vllm bench serve` client: warm-up
// requests first (not reported), then the counted requests, each sent at its arrival time
// (Arrivals) once fewer than the workload's concurrency are in flight, every response streamed
// through its dialect's parser (StreamParsers) with the arrival of each piece of generated text
// timed. One record per counted request (protocol::ServeRequestRecord), in sending order; the
// figures come from them (core/analysis/ServeMetrics).

#include "remote-agent/protocol/Serve.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace shardscope::serve {

/// One run against one server.
struct ServeLoadParams {
    std::string endpoint; ///< "http://host[:port][/base]" (parseHttpEndpoint)
    /// Further copies of the server, as endpoint: request i (warm-ups and counted requests alike)
    /// goes to serveLoadEndpoint(params, i), round robin over endpoint and these.
    std::vector<std::string> copyEndpoints;
    protocol::ServeDialect dialect = protocol::ServeDialect::Unknown;
    std::string model; ///< the server's model name
    /// Sent as a bearer token when not empty. Memory only: never logged, never in a record.
    std::string apiKey;
    protocol::ServeWorkload workload;
    int connectTimeoutMs = 5'000; ///< a connection not made by then: Refused
    int readTimeoutMs = 60'000;   ///< no byte for this long: Timeout
};

/// What a run has done so far, for progress lines.
struct ServeLoadProgress {
    bool warmingUp = false;      ///< the warm-up requests are running (nothing counted yet)
    std::uint32_t completed = 0; ///< counted requests that completed
    std::uint32_t failed = 0;    ///< counted requests that ended with an error
    std::uint32_t total = 0;     ///< counted requests of the run; 0 for a run that lasts a duration
    double elapsedMs = 0;        ///< since the counted requests started
};

/// Called from the thread that runs runServeLoad(), at most every kServeProgressIntervalMs and
/// once when the counted requests end.
using ServeLoadProgressCallback = std::function<void(const ServeLoadProgress &)>;

inline constexpr int kServeProgressIntervalMs = 250;

enum class ServeLoadEnd {
    Unknown = 0,
    Complete,  ///< every counted request was sent and ended (or the duration passed and the last ended)
    Cancelled, ///< the cancel flag was set: no request was sent after it, those in flight were stopped
    Refused,   ///< the params cannot run (problem says why); nothing was sent
};

struct ServeLoadResult {
    /// The counted requests that ended, in sending order (index 0, 1, …). A request stopped by a
    /// cancel has no record; one that failed has one with its error.
    std::vector<protocol::ServeRequestRecord> records;
    ServeLoadEnd end = ServeLoadEnd::Unknown;
    std::string problem; ///< Refused: why, in English (never holding the API key)
};

/// Where request `index` of a phase goes: endpoint, then each copy in turn.
const std::string &serveLoadEndpoint(const ServeLoadParams &params, std::uint32_t index);

/// Why `params` cannot run (in English, naming the field), or empty: a bad endpoint, an Unknown
/// dialect, a workload with a serveWorkloadProblem, timeouts that are not positive.
std::string serveLoadProblem(const ServeLoadParams &params);

/// Runs the workload against the server and returns what each counted request measured. Times
/// are ms on one steady clock from the moment the first counted request may be sent (after the
/// warm-ups). Request i is sent at its arrival time or, when `workload.concurrency` requests are
/// in flight then, as soon as one of them ends ("sleep, then wait for a slot", in order: a late
/// request never lets a later one overtake it). A run of `requests` sends that many; a run of
/// `durationMs` sends until that much time has passed (at most kMaxServeRequests) and then waits
/// for the requests in flight. Setting `*cancel` (any thread) stops it within about 100 ms.
/// Blocks; one thread per request in flight.
ServeLoadResult runServeLoad(const ServeLoadParams &params, const ServeLoadProgressCallback &progress,
                             const std::atomic_bool *cancel);

} // namespace shardscope::serve
