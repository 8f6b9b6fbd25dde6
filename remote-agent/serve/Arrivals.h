#pragma once

// When the load generator sends each request, as vLLM's `vllm bench serve` does
// (docs/METRICS.md, "Serving runs"): the first at once, then gaps drawn from a gamma distribution
// of shape `burstiness` and mean 1 / requestsPerSecond (burstiness 1: a Poisson process), or every
// request at the start when requestsPerSecond is 0. The same seed gives the same times (with one
// standard library: std::gamma_distribution's algorithm is the library's).

#include "remote-agent/protocol/Serve.h"

#include <cstdint>
#include <random>
#include <vector>

namespace shardscope::serve {

/// The send times of an open-ended run (one that lasts a duration), one after the other.
class ArrivalClock
{
public:
    /// A rate that is not a positive finite number sends everything at 0; a burstiness that is not
    /// positive and finite counts as 1 (serveWorkloadProblem refuses both before a run).
    explicit ArrivalClock(const protocol::ServeArrivals &arrivals);

    /// The next request's send time, in ms from the run's start: 0 first, never decreasing.
    double nextMs();

private:
    bool m_allAtOnce = true;
    bool m_first = true;
    double m_nowMs = 0;
    std::mt19937_64 m_generator;
    std::gamma_distribution<double> m_gapMs;
};

/// The send times of `count` requests, in ms from the run's start (ArrivalClock's first `count`).
std::vector<double> arrivalTimesMs(const protocol::ServeArrivals &arrivals, std::uint32_t count);

} // namespace shardscope::serve
