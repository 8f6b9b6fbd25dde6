#pragma once

// The serving benchmark's messages (issue 16): the agent's load generator sends requests to an
// inference server the user runs (llama-server, vLLM, Ollama, any OpenAI-compatible endpoint) and
// reports what each request measured, with vLLM's definitions (docs/METRICS.md, "Serving runs").
// Plain C++ and nlohmann-json, as every protocol type. Times are milliseconds on the load
// generator's monotonic clock, counted from the run's start.

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <cstddef>
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
    /// Counted request i is sent prompt number firstPrompt + i (serve/RequestBodies.h, promptText):
    /// the steps of one run give each its own numbers, so that no step is sent a prompt an earlier
    /// one was and no prompt cache flatters it. At most kMaxServeFirstPrompt.
    std::uint32_t firstPrompt = 0;
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
    /// The server reported an error inside the stream (OpenAI's `data: {"error": {...}}`, llama-server's
    /// `error: {...}`, Ollama's `{"error": "..."}` line): errorDetail holds its message, bounded and safe.
    ServerError,
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

// Bounds of a workload and of what a node reports: far above a real serving benchmark, low enough
// that a node refuses an absurd request before it opens a connection and a report stays well below
// the protocol's line limit (kMaxLineBytes).
inline constexpr std::uint32_t kMaxServePromptTokens = 131072;
inline constexpr std::uint32_t kMaxServeOutputTokens = 32768;
inline constexpr std::uint32_t kMaxServeConcurrency = 1024;
inline constexpr std::uint32_t kMaxServeRequests = 100000;
inline constexpr std::uint32_t kMaxServeDurationMs = 86'400'000; ///< 24 h
inline constexpr std::uint32_t kMaxServeWarmupRequests = 1000;
/// Warm-up request j is sent prompt number kServeWarmupPromptBase + j: never one a counted request
/// is sent (those stay below it), so that the warm-ups fill no prompt cache for them.
inline constexpr std::uint32_t kServeWarmupPromptBase = 0x80000000u;
inline constexpr std::uint32_t kMaxServeFirstPrompt = kServeWarmupPromptBase - kMaxServeRequests;
inline constexpr double kMaxServeRequestsPerSecond = 100000;
inline constexpr double kMinServeBurstiness = 0.01;
inline constexpr double kMaxServeBurstiness = 100;
/// Content chunks one record may hold: two per output token (a server may split a token's text).
inline constexpr std::size_t kMaxServeChunks = 2 * std::size_t(kMaxServeOutputTokens);
/// Longest time a record may carry, in ms from the run's start: a week.
inline constexpr double kMaxServeTimeMs = 7 * 86'400'000.0;
/// Longest errorDetail, in bytes.
inline constexpr std::size_t kMaxServeErrorDetailBytes = 1024;

/// `serve_run` params: one serving run from this node against an inference server.
struct ServeRunParams {
    std::string endpoint; ///< "http://host[:port][/base]": the server as this node reaches it
    /// Further copies of the same server (one per machine, as ShardScope starts llama.cpp's): the
    /// requests, warm-ups included, go round robin over endpoint and these, request i to the
    /// (i mod (1 + copies))-th. At most kMaxServeCopies, each as `endpoint` is bounded.
    std::vector<std::string> copyEndpoints;
    ServeDialect dialect = ServeDialect::Unknown; ///< never Unknown in a valid request
    std::string model;                            ///< the server's model name; may be empty
    /// Sent as "Authorization: Bearer <apiKey>" when not empty. A secret: the agent keeps it in
    /// memory only, and no error (of the parser, the agent or a record) ever holds it.
    std::string apiKey;
    ServeWorkload workload;
    std::uint32_t connectTimeoutMs = 5'000; ///< a connection not made by then: Refused
    std::uint32_t readTimeoutMs = 60'000;   ///< no byte of a response for this long: Timeout
    bool operator==(const ServeRunParams &) const = default;
};

/// How a serve_run ended.
enum class ServeRunEnd {
    Unknown = 0,
    Complete,  ///< every request was sent and ended (or the run's duration passed and the last ended)
    Cancelled, ///< the session ended first: the records are those that ended before
};

/// `serve_run` result: a record per counted request that ended, in sending order.
struct ServeRunReply {
    std::vector<ServeRequestRecord> records;
    ServeRunEnd ended = ServeRunEnd::Unknown;
    bool operator==(const ServeRunReply &) const = default;
};

inline constexpr std::size_t kMaxServeEndpointBytes = 2048;
inline constexpr std::size_t kMaxServeCopies = 64;
inline constexpr std::size_t kMaxServeModelBytes = 512;
inline constexpr std::size_t kMaxServeApiKeyBytes = 4096;
inline constexpr std::uint32_t kMaxServeConnectTimeoutMs = 600'000; ///< 10 min
inline constexpr std::uint32_t kMaxServeReadTimeoutMs = 3'600'000;  ///< 1 h

/// `serve_detect` params: ask the server at `endpoint` what it is (GET /v1/models, /props,
/// /api/version and, for vLLM, /version), before a run, so that the dialect need not be guessed.
struct ServeDetectParams {
    std::string endpoint; ///< "http://host[:port][/base]", as ServeRunParams's
    /// As ServeRunParams's apiKey: sent as a bearer token, a secret that no error ever holds.
    std::string apiKey;
    std::uint32_t connectTimeoutMs = 5'000; ///< per probe
    std::uint32_t readTimeoutMs = 10'000;   ///< per probe: no byte of its response for this long
    bool operator==(const ServeDetectParams &) const = default;
};

/// What a detection concluded. A new value goes at the end.
enum class ServeDetectOutcome {
    Unknown = 0,
    Found,         ///< the server was recognised: dialect and software say as what
    KeyNeeded,     ///< it answered 401 or 403 and no API key was given
    KeyRefused,    ///< it answered 401 or 403 to the API key given
    Loading,       ///< nothing recognised, and it answered 503 (llama-server while it loads its model)
    NotRecognised, ///< something answered HTTP, but not as any server ShardScope knows
    NoAnswer,      ///< no probe got an HTTP response (refused, timed out, reset)
};

/// `serve_detect` result: what the server is, and why the agent thinks so.
struct ServeDetectReply {
    ServeDetectOutcome outcome = ServeDetectOutcome::Unknown;
    /// The dialect to run with: LlamaCpp for llama-server (its final `timings` are the server's own
    /// figures), Ollama for Ollama, OpenAiCompletions for any other OpenAI-compatible server.
    /// Set with Found, and with KeyNeeded or KeyRefused when the server was recognised anyway
    /// (llama-server lists its models without a key); Unknown otherwise.
    ServeDialect dialect = ServeDialect::Unknown;
    /// "llama.cpp", "vLLM", "Ollama" or "OpenAI-compatible" (an OpenAI model list from an unknown
    /// server); empty when dialect is Unknown.
    std::string software;
    std::string version;             ///< as the server reports it ("b4756-c392e509", "0.7.2"); may be empty
    std::vector<std::string> models; ///< the model ids it lists, in its order (at most kMaxServeDetectModels)
    /// One short English line per probe: "GET /props: 200, llama.cpp's properties (build b4756-…)".
    std::vector<std::string> evidence;
    bool operator==(const ServeDetectReply &) const = default;
};

inline constexpr std::size_t kMaxServeDetectModels = 64;
inline constexpr std::size_t kMaxServeSoftwareBytes = 64;
inline constexpr std::size_t kMaxServeVersionBytes = 128;
inline constexpr std::size_t kMaxServeDetectEvidence = 16;
inline constexpr std::size_t kMaxServeEvidenceBytes = 512;

/// What keeps a workload from running (serveWorkloadProblem), in the order they are checked. The
/// number at fault is `value`, its bounds `minimum` and `maximum`. A new code goes at the end.
enum class ServeProblemCode {
    None = 0,
    PromptTokensOutOfRange,
    OutputTokensOutOfRange,
    ConcurrencyOutOfRange,
    RequestsOutOfRange,
    DurationOutOfRange,
    NeitherRequestsNorDuration, ///< requests and durationMs are both 0
    BothRequestsAndDuration,    ///< requests and durationMs are both set: the run would have two ends
    WarmupRequestsOutOfRange,
    RateOutOfRange,       ///< requestsPerSecond is not a finite number from 0 to `maximum`
    BurstinessOutOfRange, ///< burstiness is not a finite number from `minimum` to `maximum`
    FirstPromptOutOfRange,
};

/// A problem with a workload: its code and the numbers it is about (as BenchProblem).
struct ServeProblem {
    ServeProblemCode code = ServeProblemCode::None;
    double value = 0; ///< the number at fault (NaN or infinity as it came)
    double minimum = 0;
    double maximum = 0;

    bool ok() const { return code == ServeProblemCode::None; }
    bool operator==(const ServeProblem &) const = default;
};

/// Why the agent refuses `workload`; ok if it takes it. parseServeWorkload refuses the same.
ServeProblem serveWorkloadProblem(const ServeWorkload &workload);

/// The problem in English, for the agent's errors, the CLI and logs; empty for None. Fields are
/// named by their JSON keys under `path` (the workload's JSON path; empty for the workload itself).
std::string serveProblemText(const ServeProblem &problem, const std::string &path = {});

/// "openai_completions", "openai_chat", "llama_cpp", "ollama"; "unknown" for Unknown.
std::string toString(ServeDialect value);
/// "http_status", "refused", "reset", "timeout", "malformed_stream", "server_error"; "none" for None.
std::string toString(ServeErrorKind value);
ServeDialect serveDialectFromString(const std::string &text);
/// None for "none" and for any text it does not know.
ServeErrorKind serveErrorKindFromString(const std::string &text);
/// "complete", "cancelled"; "unknown" for Unknown.
std::string toString(ServeRunEnd value);
/// "found", "key_needed", "key_refused", "loading", "not_recognised", "no_answer"; "unknown" for Unknown.
std::string toString(ServeDetectOutcome value);
/// Why a detection found no server to run against, in English, naming `endpoint` and every probe's
/// evidence (for the agent's logs, the CLI and "(Details: …)"); empty for Found.
std::string serveDetectProblemText(const ServeDetectReply &reply, const std::string &endpoint);

void to_json(nlohmann::json &j, const ServeArrivals &value);
void to_json(nlohmann::json &j, const ServeWorkload &value);
void to_json(nlohmann::json &j, const ServeServerTimings &value);
void to_json(nlohmann::json &j, const ServeRequestRecord &value);
/// With api_key only when there is one: the controller sends it, nothing else ever writes it.
void to_json(nlohmann::json &j, const ServeRunParams &value);
void to_json(nlohmann::json &j, const ServeRunReply &value);
/// With api_key only when there is one, as ServeRunParams's.
void to_json(nlohmann::json &j, const ServeDetectParams &value);
void to_json(nlohmann::json &j, const ServeDetectReply &value);

// Strict parsers: a wrong type, a missing required field or a value out of range is an error
// naming the field. A workload with a serveWorkloadProblem is refused; a record must have finite,
// non-negative times in order (sentMs ≤ every chunk, chunks not decreasing, ≤ endMs), at most
// kMaxServeChunks chunks, an error detail of at most kMaxServeErrorDetailBytes and none without an
// error, an HTTP status of 0 or from 100 to 599, and one other than 200 for an HttpStatus error.
Expected<ServeArrivals> parseServeArrivals(const nlohmann::json &j);
Expected<ServeWorkload> parseServeWorkload(const nlohmann::json &j);
Expected<ServeServerTimings> parseServeServerTimings(const nlohmann::json &j);
Expected<ServeRequestRecord> parseServeRequestRecord(const nlohmann::json &j);
/// {endpoint, copies? [endpoint], dialect, model?, api_key?, workload, timeouts? {connect_ms?,
/// read_ms?}}: the endpoints (at most kMaxServeCopies copies, none empty), model and key at most
/// kMaxServe*Bytes and without control characters, a known
/// dialect, timeouts from 1 to their maximum. An error names the field, never the key or any part of it.
Expected<ServeRunParams> parseServeRunParams(const nlohmann::json &j);
/// {records: [...], ended}: at most kMaxServeRequests records, each as parseServeRequestRecord
/// takes it, their indices increasing.
Expected<ServeRunReply> parseServeRunReply(const nlohmann::json &j);
/// {endpoint, api_key?, timeouts? {connect_ms?, read_ms?}}: bounded as parseServeRunParams's, and
/// an error never holds the key or any part of it.
Expected<ServeDetectParams> parseServeDetectParams(const nlohmann::json &j);
/// {outcome, dialect, software, version, models, evidence}: a known outcome; Found with a dialect
/// other than Unknown, and a software name exactly when there is a dialect; software, version,
/// every model id (at most kMaxServeDetectModels) and every evidence line (at most
/// kMaxServeDetectEvidence) bounded by their kMaxServe*Bytes and without control characters.
Expected<ServeDetectReply> parseServeDetectReply(const nlohmann::json &j);

} // namespace shardscope::protocol
