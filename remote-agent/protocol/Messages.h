#pragma once

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace shardscope::protocol {

// The agent protocol: one JSON object per line, each carrying "v" (the protocol version) and
// "type". Controller → agent: `request`. Agent → controller: `hello`, `progress`, `result`,
// `error`, `log`. See docs/ARCHITECTURE.md, "The agent protocol".

/// Longest line either side accepts; a node is untrusted input.
inline constexpr std::size_t kMaxLineBytes = 4 * 1024 * 1024;

/// Error codes an agent reports; stable on the wire as snake_case strings.
enum class AgentErrorCode {
    Unknown = 0,
    BadRequest,         ///< the request line could not be parsed
    UnsupportedVersion, ///< the request's "v" is not this agent's protocol version
    UnknownMethod,      ///< the method is not one of the agent's capabilities
    LineTooLong,        ///< the request exceeded kMaxLineBytes
    ProbeFailed,        ///< the probe could not complete
    LinkFailed,         ///< a link_serve, link_stop or link_test could not complete
    Cancelled,          ///< the request was abandoned: the session is ending
    BenchFailed,        ///< a bench_run could not start (no such backend, a bad layout, …)
    DoesNotFit,         ///< a bench_run's slice of the model does not fit in the rank's memory
    Busy,               ///< the request was not queued: too many wait behind the running one
    Internal,           ///< a bug: anything else
    ModelFailed,        ///< a gguf_read or gguf_write could not complete (no such file, not GGUF, disk full)
    ServerFailed,       ///< a llama_start's server did not become ready (it exited, timed out, no port)
};

/// Controller → agent: call `method` with `params`; answered by result or error with the same id.
struct Request {
    std::int64_t id = 0;
    std::string method;
    nlohmann::json params = nlohmann::json::object();
    bool operator==(const Request &) const = default;
};

/// Agent → controller, first line of a session: who is speaking and what it can do.
struct Hello {
    std::string agentVersion;
    int protocolVersion = 0;
    std::vector<std::string> capabilities; ///< methods it answers, e.g. "probe"
    std::vector<std::string> backends;     ///< compute backends available, e.g. "cpu"
    bool operator==(const Hello &) const = default;
};

/// Agent → controller: how far a request has got.
struct Progress {
    std::int64_t id = 0;
    double fraction = 0.0; ///< 0…1
    std::string stage;     ///< untranslated, short
    bool operator==(const Progress &) const = default;
};

/// Agent → controller: the request's outcome.
struct Result {
    std::int64_t id = 0;
    nlohmann::json data;
    bool operator==(const Result &) const = default;
};

/// Agent → controller: the request (or the session, when id is absent) failed.
struct ErrorReply {
    std::optional<std::int64_t> id;
    AgentErrorCode code = AgentErrorCode::Unknown;
    std::string message; ///< untranslated detail
    bool operator==(const ErrorReply &) const = default;
};

/// Agent → controller: a diagnostic line for the log view.
struct LogLine {
    std::string level; ///< "debug", "info", "warning"
    std::string message;
    bool operator==(const LogLine &) const = default;
};

/// Both ways, during a bench_run: the rendezvous of the run's communicator (Gloo store keys, the NCCL
/// unique id) through the controller, so that no extra port or shared file is needed. An agent sends
/// each key it sets; the controller passes every key to every other rank of the run, which waits
/// for the keys it needs. Not a request: nothing answers it.
struct StoreEntry {
    std::string key;   ///< starts with the run's runId; printable ASCII, at most 256 bytes
    std::string value; ///< hex of the bytes (the parser checks it is hex)
    bool operator==(const StoreEntry &) const = default;
};

using Message = std::variant<Request, Hello, Progress, Result, ErrorReply, LogLine, StoreEntry>;

std::string toString(AgentErrorCode code);
AgentErrorCode agentErrorCodeFromString(const std::string &text);

/// One protocol line, without the trailing newline.
std::string serialize(const Message &message);

/// Strict parse of one line: bounded length, valid JSON, matching protocol version, known type.
Expected<Message> parseMessage(const std::string &line);

} // namespace shardscope::protocol
