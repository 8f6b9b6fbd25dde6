#pragma once

#include "core/Result.h"
#include "remote-agent/protocol/Bench.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QString>

#include <chrono>
#include <cstdint>
#include <optional>

namespace shardscope::core {

// The controller's view of inference runs: a plan is one workload on a set of nodes, run as
// several layouts and concurrencies; each (layout, node set, concurrency) is one run whose ranks
// (or replicas) each answer one bench_run.

/// How the model will be used: what the verdict weighs.
enum class UsagePattern {
    Unknown = 0,
    Chat,       ///< one person chatting: latency (TTFT, time per token) matters
    Throughput, ///< many concurrent requests: tokens/s over all requests matters
    Both,       ///< both: the best throughput that keeps latency near the best
};

/// What the user wants from the model (the Goal page, `bench --usage`); stored with the plan.
struct InferenceGoal {
    UsagePattern usage = UsagePattern::Both;
    std::optional<double> ttftTargetMs; ///< time to first token the user accepts (p50), if any
    std::optional<double> tpotTargetMs; ///< time per output token the user accepts (p50), if any
    bool operator==(const InferenceGoal &) const = default;
};

/// "chat", "throughput", "both" (the CLI's and the JSON's names); Unknown for anything else.
QString usagePatternName(UsagePattern usage);
UsagePattern usagePatternFromName(const QString &name);

/// One run of a plan.
struct BenchRunSpec {
    protocol::BenchLayout layout = protocol::BenchLayout::Single;
    /// Indexes into the plan's nodes: rank order for TensorParallel and PipelineParallel, one entry
    /// per replica for Replicas, one entry for Single.
    QList<int> nodes;
    std::uint32_t concurrency = 1; ///< sequences in flight (Replicas: spread over the replicas)
    bool operator==(const BenchRunSpec &) const = default;
};

/// The sequences replica `index` of `replicas` serves out of `concurrency`: an even spread, the
/// first replicas one more. 0 means that replica sits idle.
std::uint32_t replicaShare(std::uint32_t concurrency, int replicas, int index);

/// What came back from one run: one entry per rank (per replica for Replicas), in rank order.
struct BenchRunOutcome {
    BenchRunSpec spec;
    QList<std::optional<protocol::BenchRankReport>> ranks; ///< unset: that rank gave no report
    std::optional<Error> error;                            ///< unset: every rank completed
    std::chrono::milliseconds elapsed{0};
};

/// Order statistics of a sample, in milliseconds.
struct Percentiles {
    double mean = 0;
    double p50 = 0;
    double p90 = 0;
    double p99 = 0;
    std::uint64_t count = 0;
    bool operator==(const Percentiles &) const = default;
};

/// The figures of one run, as vLLM's `bench serve` defines them (docs/METRICS.md, "Inference runs"):
/// per request TTFT (start → first token), ITL (every gap between consecutive tokens), TPOT
/// ((e2e − TTFT) / (output tokens − 1)), e2e latency; per run output tokens/s and requests/s over
/// the wall time of the slowest replica; per decode step the slowest rank's compute and
/// communication time.
struct BenchSummary {
    Percentiles ttftMs;
    Percentiles itlMs;
    Percentiles tpotMs;
    Percentiles e2eMs;
    double outputTokensPerSecond = 0;
    double requestsPerSecond = 0;
    std::uint64_t requests = 0;
    std::uint64_t outputTokens = 0;
    double decodeStepMs = 0;        ///< mean wall time of a decode step (the sampling rank)
    double computeMsPerStep = 0;    ///< mean over decode steps of the slowest rank's (wall − comm)
    double commMsPerStep = 0;       ///< mean over decode steps of the slowest rank's comm time
    std::uint64_t bytesPerStep = 0; ///< mean payload all ranks sent per decode step
    int stragglerRank = -1;         ///< the rank most often slowest in compute; -1 for one rank
    /// Decode tokens/s the measured memory bandwidth allows (batch × bandwidth / bytesPerDecodeStep:
    /// the slowest rank for tensor parallel, the stages' times added for a pipeline, the replicas'
    /// limits added for replicas; see summarizeBenchRun): the roofline; 0 when a rank did not
    /// measure its bandwidth, and 0 ("n/a") when a rank reads less than kMinRooflineBytes (256 MiB,
    /// BenchMetrics.h) a step: its weights fit in the caches, so DRAM bandwidth is not the limit.
    double rooflineTokensPerSecond = 0;
    double rooflineFraction = 0; ///< measured decode tokens/s ÷ roofline; 0 when the roofline is 0
    /// Above the roofline (more than 5 % over): a measurement error, never a success; the run is
    /// stored and shown as failed with benchRooflineError's message. Never set without a roofline.
    bool aboveRoofline = false;
    bool operator==(const BenchSummary &) const = default;
};

/// The summary as JSON, snake_case keys (e.g. "ttft_ms": {"mean", "p50", "p90", "p99", "count"},
/// "output_tokens_per_second", "straggler_rank", "above_roofline"): the CLI's --json output and the
/// store's summary_json.
nlohmann::json benchSummaryJson(const BenchSummary &summary);

/// Reads benchSummaryJson's output back (the store's summary_json): a wrong type is InvalidArgument naming
/// the key; a key that is missing (written by an older version, which lacked that figure) reads as 0.
Result<BenchSummary> benchSummaryFromJson(const nlohmann::json &json);

} // namespace shardscope::core
