#pragma once

// llama.cpp's servers on a node (issue 17), as the controller asks the agent to start and stop
// them: `llama_start` starts llama-server or rpc-server bound to the node's cluster address and
// answers once it is ready (llama-server's /health answers 200, rpc-server accepts a connection),
// with the time that took (the model's load, over RPC too); `llama_stop` stops it and answers how
// it ended and the end of its log. The agent stops every server it started when the session ends.
// JSON names are snake_case; absent optionals are omitted.

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::protocol {

enum class LlamaServerRole { Unknown = 0, LlamaServer, RpcServer };

inline constexpr std::size_t kMaxLlamaArguments = 128;
inline constexpr std::size_t kMaxLlamaArgumentBytes = 4096;
inline constexpr std::size_t kMaxLlamaApiKeyBytes = 1024;
/// The longest a start may wait for the server to be ready (loading a 70B model over RPC on a
/// slow link takes minutes), and the default.
inline constexpr std::uint32_t kMaxLlamaReadyTimeoutMs = 30 * 60'000;
inline constexpr std::uint32_t kDefaultLlamaReadyTimeoutMs = 10 * 60'000;
/// The end of a server's log kept and reported, and the most lines a reply may hold.
inline constexpr std::size_t kMaxLlamaLogTailBytes = 16 * 1024;
inline constexpr std::size_t kMaxLlamaLogLines = 1024;
/// Servers one session runs at once.
inline constexpr std::size_t kMaxLlamaServers = 8;

/// `llama_start` params. The agent puts the address and port on the command line itself
/// (llama-server --host/--port, rpc-server -H/-p): `arguments` may not hold those options, nor an
/// API key (it travels in `apiKey` and reaches llama-server as LLAMA_API_KEY in its environment,
/// never in argv).
struct LlamaStartParams {
    LlamaServerRole role = LlamaServerRole::Unknown;
    std::string program;     ///< absolute path of the executable on the node
    std::string bindAddress; ///< the node's cluster address: numeric, one interface's (never 0.0.0.0)
    std::uint16_t port = 0;  ///< 0: the agent picks a free one on bindAddress
    std::vector<std::string> arguments;
    std::string apiKey; ///< llama-server only; empty: none
    std::uint32_t readyTimeoutMs = kDefaultLlamaReadyTimeoutMs;
    bool operator==(const LlamaStartParams &) const = default;
};

/// `llama_start` result: the server runs and is ready.
struct LlamaStartReply {
    std::int64_t serverId = 0; ///< ≥ 1, for llama_stop; unique within the session
    std::int64_t pid = 0;
    std::uint16_t port = 0;               ///< the one it listens on
    double readySeconds = 0.0;            ///< from the start to ready: the model's load for llama-server
    std::vector<std::string> commandLine; ///< argv as run (the program first), for the report
    /// An rpc-server started with its cache (-c): the bytes of weights its cache held when it
    /// started (0: a cold cache, every weight comes over the link); unset without a cache.
    std::optional<std::uint64_t> cacheBytes;
    bool operator==(const LlamaStartReply &) const = default;
};

/// `llama_stop` params.
struct LlamaStopParams {
    std::int64_t serverId = 0;
    bool operator==(const LlamaStopParams &) const = default;
};

/// `llama_stop` result: how the server ended.
struct LlamaStopReply {
    bool exitedBefore = false;   ///< it had ended on its own before the stop
    std::optional<int> exitCode; ///< when it exited
    std::optional<int> signal;   ///< when a signal ended it (SIGTERM from the stop, SIGKILL after 5 s)
    /// The end of its stdout and stderr (at most kMaxLlamaLogTailBytes), line by line.
    std::vector<std::string> logLines;
    bool operator==(const LlamaStopReply &) const = default;
};

/// The command line of a server: the program, then the options that bind it (llama-server's --host
/// and --port, rpc-server's -H and -p), then `arguments`. The agent runs it so and the setup sheet
/// shows it so: the one place that says where the address and port go.
std::vector<std::string> llamaServerCommandLine(LlamaServerRole role, const std::string &program,
                                                const std::string &bindAddress, std::uint16_t port,
                                                const std::vector<std::string> &arguments);

/// "llama-server", "rpc-server"; "unknown" for Unknown.
std::string toString(LlamaServerRole role);
LlamaServerRole llamaServerRoleFromString(const std::string &text);

void to_json(nlohmann::json &j, const LlamaStartParams &value);
void to_json(nlohmann::json &j, const LlamaStartReply &value);
void to_json(nlohmann::json &j, const LlamaStopParams &value);
void to_json(nlohmann::json &j, const LlamaStopReply &value);

// Strict parsers: a wrong type, a missing required field or a value out of range is an error
// naming the field (never the API key's value); unknown fields are ignored.
/// {role, program (absolute), bind_address (specific unicast), port?, arguments?, api_key?,
/// ready_timeout_ms?}: arguments without a control character and without the options the agent
/// sets itself (--host, -H, --port, -p, --api-key, --api-key-file); api_key for llama-server only.
Expected<LlamaStartParams> parseLlamaStartParams(const nlohmann::json &j);
Expected<LlamaStartReply> parseLlamaStartReply(const nlohmann::json &j);
Expected<LlamaStopParams> parseLlamaStopParams(const nlohmann::json &j);
Expected<LlamaStopReply> parseLlamaStopReply(const nlohmann::json &j);

} // namespace shardscope::protocol
