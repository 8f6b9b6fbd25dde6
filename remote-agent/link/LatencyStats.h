#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope::link {

/// One probe as the client saw it. Times are CLOCK_MONOTONIC nanoseconds of the client, so the
/// round trip needs no clock synchronisation between the nodes.
struct ProbeRecord {
    std::uint32_t sequence = 0;                ///< 0-based order in which probes were sent
    std::int64_t sendTimeNs = 0;               ///< when the probe left the client
    std::optional<std::int64_t> receiveTimeNs; ///< when its first echo arrived; nullopt: lost
    std::uint32_t duplicateCount = 0;          ///< echoes of this probe beyond the first
    /// What the echo server said it spent on the probe, on its own clock: from its kernel's receive
    /// timestamp to its send of the echo. Part of the round trip, not taken off it: mostly the
    /// server thread's wake-up, but it also holds whatever delayed the packet between the kernel's
    /// timestamp and the socket (a firewall queue, a receive-side shaper such as the testbed's
    /// delay). Less than the round trip; 0 when the server did not say (TCP, a probe too short).
    std::int64_t serverDwellNs = 0;
};

/// Round-trip statistics over the received probes, all in microseconds.
struct RttStats {
    double minUs = 0;
    double p50Us = 0; ///< percentiles by nearest rank, see percentileNearestRank()
    double p90Us = 0;
    double p99Us = 0;
    double maxUs = 0;
    double meanUs = 0;
    double stdDevUs = 0; ///< population standard deviation (divides by n)
    double jitterUs = 0; ///< RFC 3550 interarrival jitter, see interarrivalJitterUs()
};

/// Summary of one latency test.
struct LatencyStats {
    std::uint64_t sentCount = 0;
    std::uint64_t receivedCount = 0;  ///< probes with at least one echo
    double lossPercent = 0;           ///< (sent - received) / sent × 100; 0 when nothing was sent
    std::uint64_t duplicateCount = 0; ///< sum of the records' duplicate counts
    std::uint64_t reorderedCount = 0; ///< echoes that arrived after one with a higher sequence
    std::optional<RttStats> rtt;      ///< nullopt when no probe was received
    /// Mean serverDwellNs of the received probes that carry one, in µs; nullopt when none does.
    std::optional<double> serverDwellMeanUs;
};

/// The p-th percentile (0 < p ≤ 100) of ascending values by the nearest-rank method: the value at
/// rank ceil(p/100 × n) (1-based). It is always one of the measured values, never interpolated.
/// 0 for an empty list; p ≤ 0 gives the minimum.
double percentileNearestRank(const std::vector<double> &ascending, double percent);

/// RFC 3550 §6.4.1 interarrival jitter over (send, receive) pairs given in arrival order:
/// D = (R_i - R_{i-1}) - (S_i - S_{i-1}), J += (|D| - J) / 16, starting from J = 0.
/// Microseconds; 0 for fewer than two pairs.
double interarrivalJitterUs(const std::vector<ProbeRecord> &receivedInArrivalOrder);

/// All statistics of one test. Records are identified by sequence (unique); their order in the
/// list does not matter: arrival order is taken from the receive times (ties by sequence).
LatencyStats computeLatencyStats(const std::vector<ProbeRecord> &records);

} // namespace shardscope::link
