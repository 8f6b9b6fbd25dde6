#pragma once

#include "core/model/ServeTypes.h"
#include "remote-agent/protocol/Serve.h"
#include "remote-agent/protocol/Telemetry.h"

#include <QList>

#include <optional>

#include <vector>

namespace shardscope::core {

// The figures of a serving run, computed from the load generator's records with vLLM's
// definitions (benchmarks/benchmark_serving.py, calculate_metrics; docs/METRICS.md, "Serving
// runs"):
// - TTFT = first chunk − sent; E2EL = end − sent; ITL = every gap between successive chunks;
//   TPOT = (E2EL − TTFT) / (outputTokens − 1) for a request with more than one token.
// - duration = first send → last end; request throughput = completed ÷ duration; output tokens/s =
//   Σ outputTokens ÷ duration; goodput = requests meeting every given target ÷ duration.

/// The relative difference between the server's own figures and the client's beyond which the
/// summary says they disagree (ServeServerComparison::disagrees): 10 %.
inline constexpr double kServeServerDisagreement = 0.10;

/// The p-th percentile (0…100) of ascending values as numpy's default (method "linear"): the
/// value at position p/100 × (n − 1), interpolated between its two neighbours. 0 when empty.
double linearPercentile(const std::vector<double> &ascending, double percent);

/// Mean, median, population standard deviation, p50/p90/p99 (linearPercentile), min, max and count
/// of `samplesMs`. All 0 when empty.
ServeDistribution serveDistribution(std::vector<double> samplesMs);

/// Whether a record's client times can be trusted: sentMs, every chunk and endMs finite and not
/// negative, and sentMs ≤ chunk₀ ≤ chunk₁ ≤ … ≤ endMs. summarizeServeRun refuses the others.
bool serveRecordTimesValid(const protocol::ServeRequestRecord &record);

/// The summary of one serving run from its records (warm-up requests are not among them), in any
/// order.
///
/// Records are untrusted: one whose client times fail serveRecordTimesValid is refused whole
/// (counted in rejectedRecords, in no other figure, and the run is not clean). A server timing that
/// is not finite or negative (or a generatedMs of 0) is ignored: that request is left out of the
/// comparison with the server it would have entered.
///
/// A record with error None is completed; any other is failed, counted by kind (and HttpStatus by
/// its status), and left out of every latency and token figure; failed requests do count in the
/// duration and the peak concurrency (they held a connection). Of the completed requests: every one
/// has an E2EL; one with at least one chunk has a TTFT and its chunk gaps as ITLs; TPOT needs the
/// server's token count (outputTokens > 1). Token counts are the server's only: a completed request
/// without one is counted in withoutTokenCount and left out of TPOT and tokens/s.
///
/// Peak concurrency: the most records whose [sentMs, endMs) overlap (one that ends as another is
/// sent does not overlap it). Goodput (only when targets.any()): completed requests with TTFT ≤ the
/// TTFT target, TPOT ≤ the TPOT target and E2EL ≤ the E2EL target, each checked only when given; as
/// vLLM, a request of at most one token has TPOT 0 there; a request whose figure is unknown (no
/// chunk for TTFT or TPOT, no token count for TPOT) does not meet that target.
///
/// The comparison with the server: means over the completed requests that carry the server's
/// figure and the client's (ServeServerComparison); disagrees when either relative difference
/// exceeds kServeServerDisagreement in size.
ServeSummary summarizeServeRun(const std::vector<protocol::ServeRequestRecord> &records,
                               const ServeTargets &targets);

/// What one machine's sampling over a step says (docs/METRICS.md, "Where the work went").
struct TelemetryFigures {
    std::uint64_t samples = 0;
    double durationMs = 0; ///< first sample → last
    /// Mean of the CPU busy shares (0…1) over the samples that have one; unset without any.
    std::optional<double> cpuBusyMean;
    /// Bytes that crossed the sampled interface, last counter − first (each the first and last
    /// sample with a reading); unset without an interface or two readings. A counter that went
    /// backwards (the interface was reset) is unset too, never a negative count.
    std::optional<std::uint64_t> rxBytes;
    std::optional<std::uint64_t> txBytes;
    struct Gpu {
        std::uint32_t index = 0;
        std::optional<double> utilizationMeanPercent; ///< over the samples with a reading
        std::optional<std::uint32_t> utilizationMaxPercent;
        std::optional<std::uint64_t> memoryUsedMaxBytes;
        std::optional<std::uint64_t> memoryTotalBytes;
        bool operator==(const Gpu &) const = default;
    };
    QList<Gpu> gpus;
    bool operator==(const TelemetryFigures &) const = default;
};

TelemetryFigures telemetryFigures(const protocol::TelemetrySeries &series);

/// A GPU whose utilization stayed below this (percent) at every sample of a step did no work
/// worth the name: "node2's GPU was idle the whole run".
inline constexpr std::uint32_t kIdleGpuPercent = 5;

} // namespace shardscope::core
