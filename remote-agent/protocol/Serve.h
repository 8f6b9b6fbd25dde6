#pragma once

// The serving benchmark's messages (issue 16): the agent's load generator sends requests to an
// inference server the user runs (llama-server, vLLM, Ollama, any OpenAI-compatible endpoint) and
// reports what each request measured, with vLLM's definitions (docs/METRICS.md, "Serving runs").
// Plain C++ and nlohmann-json, as every protocol type. Times are milliseconds on the load
// generator's monotonic clock, counted from the run's start.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::protocol {

/// How a server is spoken to.
enum class ServeDialect {
    Unknown = 0,
    OpenAiCompletions, ///< POST /v1/completions, stream: true (server-sent events, data: [DONE])
    OpenAiChat,        ///< POST /v1/chat/completions, stream: true
    LlamaCpp,          ///< llama-server's POST /completion, stream: true (its final `timings`)
    Ollama,            ///< POST /api/generate, newline-delimited JSON
};

/// When the requests are sent, as vLLM's `--request-rate` and `--burstiness`: all at once
/// (requestsPerSecond 0), or arrivals whose gaps are gamma-distributed with shape `burstiness` and
/// mean 1 / requestsPerSecond (burstiness 1: a Poisson process; below 1 burstier, above 1 steadier).
struct ServeArrivals {
    double requestsPerSecond = 0; ///< 0: every request at the start (vLLM's rate "inf")
    double burstiness = 1;
    std::uint64_t seed = 0; ///< the arrivals' random generator, so a run can be repeated
    bool operator==(const ServeArrivals &) const = default;
};

/// What one serving run sends.
struct ServeWorkload {
    std::uint32_t promptTokens = 0; ///< the prompt's length, in the server's tokens (approximately)
    std::uint32_t outputTokens = 0; ///< max_tokens, with the server's way to ignore end-of-sequence
    std::uint32_t concurrency = 1;  ///< at most this many requests in flight
    ServeArrivals arrivals;
    std::uint32_t requests = 0;       ///< counted requests; 0: run for durationMs instead
    std::uint32_t durationMs = 0;     ///< with requests 0: send until this long has passed
    std::uint32_t warmupRequests = 0; ///< sent first and not counted
    bool operator==(const ServeWorkload &) const = default;
};

/// Why a request did not complete.
enum class ServeErrorKind {
    None = 0,
    HttpStatus,      ///< an HTTP status other than 200 (httpStatus says which: 503 while loading, …)
    Refused,         ///< the connection was refused or could not be made
    Reset,           ///< the connection ended mid-stream
    Timeout,         ///< no byte for the request's stall limit
    MalformedStream, ///< a line or event the dialect does not allow, or one over the size limit
};

/// The server's own account of a request, where its dialect reports one (llama-server's
/// `timings`, Ollama's `*_count` and `*_duration`), kept beside the client's figures.
struct ServeServerTimings {
    std::optional<std::uint32_t> promptTokens;    ///< prompt_n, prompt_eval_count, usage.prompt_tokens
    std::optional<double> promptMs;               ///< prompt_ms, prompt_eval_duration
    std::optional<std::uint32_t> generatedTokens; ///< predicted_n, eval_count, usage.completion_tokens
    std::optional<double> generatedMs;            ///< predicted_ms, eval_duration
    bool operator==(const ServeServerTimings &) const = default;
};

/// One request as the load generator saw it.
struct ServeRequestRecord {
    std::uint32_t index = 0; ///< in sending order; warm-up requests are not reported
    double sentMs = 0;       ///< when the request was sent
    /// When each chunk that carried generated text arrived: the first is the time to first token
    /// (sentMs + TTFT); the gaps between the others are the inter-token latencies.
    std::vector<double> chunkMs;
    double endMs = 0; ///< when the response ended (E2EL = endMs - sentMs)
    /// Generated tokens as the server counted them (usage, timings); absent when it did not say:
    /// never a guess presented as a count.
    std::optional<std::uint32_t> outputTokens;
    ServeServerTimings server;
    ServeErrorKind error = ServeErrorKind::None;
    std::uint32_t httpStatus = 0; ///< HttpStatus: the status; else 200 or 0 when none came
    std::string errorDetail;      ///< untranslated, bounded; empty when error is None
    bool operator==(const ServeRequestRecord &) const = default;
};

} // namespace shardscope::protocol
