#pragma once

#include "core/Result.h"
#include "remote-agent/protocol/Serve.h"

#include <nlohmann/json.hpp>

#include <QMap>

#include <cstdint>
#include <optional>

namespace shardscope::core {

// The controller's view of a serving run (issue 16): what summarizeServeRun
// (core/analysis/ServeMetrics.h) makes of the load generator's records, with vLLM's `bench serve`
// definitions (docs/METRICS.md, "Serving runs"). Lives in model so that the store can keep it.

/// The per-request targets goodput is measured against, in ms (vLLM's `--goodput ttft:… tpot:…
/// e2el:…`). A target that is not given is not checked.
struct ServeTargets {
    std::optional<double> ttftMs;
    std::optional<double> tpotMs;
    std::optional<double> e2elMs;
    bool any() const { return ttftMs || tpotMs || e2elMs; }
    bool operator==(const ServeTargets &) const = default;
};

/// A sample summarised as vLLM prints it: numpy's mean, median, population standard deviation and
/// default percentiles (linear interpolation between the closest ranks), in ms. All 0 when empty.
struct ServeDistribution {
    double mean = 0;
    double median = 0; ///< numpy's median: the same as p50
    double stdDev = 0; ///< population (divides by n, numpy's ddof = 0)
    double p50 = 0;
    double p90 = 0;
    double p99 = 0;
    double min = 0;
    double max = 0;
    std::uint64_t count = 0;
    bool operator==(const ServeDistribution &) const = default;
};

/// Requests that met every given target (vLLM's goodput).
struct ServeGoodput {
    std::uint64_t requests = 0;   ///< completed requests meeting every target
    double requestsPerSecond = 0; ///< requests ÷ the run's duration
    double shareOfCompleted = 0;  ///< requests ÷ completed, 0…1
    bool operator==(const ServeGoodput &) const = default;
};

/// The server's own timings beside the client's, over the completed requests that carry both.
struct ServeServerComparison {
    /// Requests with the server's prompt ms and a client TTFT.
    std::uint64_t promptRequests = 0;
    double serverPromptMsMean = 0; ///< mean of the server's prompt_ms (prompt_eval_duration)
    double clientTtftMsMean = 0;   ///< mean client TTFT over the same requests
    /// clientTtftMsMean ÷ serverPromptMsMean − 1; unset without such requests or with a server
    /// mean of 0. Holds the time requests waited for the server (its prompt time does not).
    std::optional<double> ttftRelativeDifference;
    /// The median over those requests of (client TTFT ÷ the server's prompt ms − 1): what the
    /// client adds to the server's own account of a request, robust to the few that waited.
    std::optional<double> ttftMedianRelativeDifference;
    /// Those requests whose TTFT exceeds the server's prompt time by more than
    /// kServeServerDisagreement: they waited for the server (a busy batch, a full slot) before it
    /// began their prompt, which its own figure leaves out.
    std::uint64_t waitedRequests = 0;
    /// Requests with the server's generated tokens and ms and a client TPOT (more than one token).
    std::uint64_t generationRequests = 0;
    double serverTokensPerSecondMean = 0; ///< mean of generatedTokens × 1000 ÷ generatedMs
    double clientTokensPerSecondMean = 0; ///< mean of 1000 ÷ TPOT over the same requests
    /// clientTokensPerSecondMean ÷ serverTokensPerSecondMean − 1; unset as ttftRelativeDifference.
    std::optional<double> generationRelativeDifference;
    /// ttftMedianRelativeDifference or generationRelativeDifference beyond kServeServerDisagreement
    /// (core/analysis/ServeMetrics.h): the client and the server measure the same requests
    /// differently. Requests that waited do not make it disagree.
    bool disagrees = false;
    bool operator==(const ServeServerComparison &) const = default;
};

/// The figures of one serving run (docs/METRICS.md, "Serving runs").
struct ServeSummary {
    std::uint64_t requests = 0; ///< records taken: completed + failed
    /// Records refused as untrusted (a client time that is not finite, negative, or out of order):
    /// in no other figure. A run with any is not clean.
    std::uint64_t rejectedRecords = 0;
    std::uint64_t completed = 0;
    std::uint64_t failed = 0;
    QMap<protocol::ServeErrorKind, std::uint64_t> failuresByKind;
    QMap<std::uint32_t, std::uint64_t> failuresByHttpStatus; ///< the HttpStatus failures by status
    /// Completed requests for which the server gave no token count: out of TPOT, the token counts
    /// and tokens/s (never guessed), and not good when a TPOT target is given.
    std::uint64_t withoutTokenCount = 0;
    /// Completed requests without any chunk of generated text: no TTFT, ITL or TPOT.
    std::uint64_t withoutContent = 0;
    double durationMs = 0;            ///< first send → last end, over every request taken
    double requestsPerSecond = 0;     ///< completed ÷ duration
    std::uint64_t outputTokens = 0;   ///< Σ the server's counts over completed requests
    double outputTokensPerSecond = 0; ///< outputTokens ÷ duration
    std::optional<std::uint64_t>
        promptTokens; ///< Σ the server's prompt counts, when every counted request has one
    std::optional<double>
        totalTokensPerSecond; ///< (promptTokens + outputTokens) ÷ duration, with promptTokens
    ServeDistribution ttftMs;
    ServeDistribution tpotMs;
    ServeDistribution itlMs;
    ServeDistribution e2elMs;
    std::uint32_t peakConcurrency = 0;   ///< the most requests in flight at once
    ServeTargets targets;                ///< the targets goodput was measured against
    std::optional<ServeGoodput> goodput; ///< unset when no target was given
    ServeServerComparison server;
    /// At least one request completed, none failed and no record was refused: the only kind of run
    /// shown as a result; any other is shown with its failures.
    bool clean = false;
    bool operator==(const ServeSummary &) const = default;
};

/// The summary as JSON, snake_case keys ("ttft_ms": {"mean", "median", "std", "p50", "p90", "p99",
/// "min", "max", "count"}, "failures_by_kind": {"http_status": n, …} with protocol::toString's
/// names, "failures_by_http_status": {"503": n}, "goodput": {…} or absent, …): the CLI's --json
/// output and the store's summary. Non-finite figures are written as 0.
nlohmann::json serveSummaryJson(const ServeSummary &summary);

/// Reads serveSummaryJson's output back: a wrong type or an unknown failure kind is InvalidArgument
/// naming the key; a missing key reads as its default.
Result<ServeSummary> serveSummaryFromJson(const nlohmann::json &json);

} // namespace shardscope::core
