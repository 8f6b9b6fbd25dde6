#pragma once

#include "remote-agent/protocol/Expected.h"
#include "remote-agent/protocol/LlamaServer.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace shardscope::llamacpp {

// One llama-server or rpc-server the agent runs (`llama_start`): started in a process group of its
// own with the address and port the agent puts on its command line, its output kept (the end of
// it) for the report and for the error when it fails, ready once llama-server's /health answers
// 200 or rpc-server accepts a connection. Stopping it (llama_stop, the destructor, the session's
// end) sends SIGTERM to the group, SIGKILL 5 s later, and reaps it: nothing is left running. It is
// started through the agent's `exec-child` command, so the kernel kills it when the agent dies
// (SIGKILL included), or rather when the thread that started it ends (PR_SET_PDEATHSIG): the
// session's worker, which lasts as long as the session. Only the agent may run a ServerProcess.

class ServerProcess
{
public:
    /// Starts the server and waits until it is ready, it exits, `cancel` is set or the params'
    /// ready timeout passes; in all but the first case it is stopped and the error says why, with
    /// the end of its log. The environment is the agent's without LLAMA_ARG_* (a node's own
    /// settings must not move the address), for llama-server with a key, LLAMA_API_KEY, and for
    /// rpc-server with its cache (-c), LLAMA_CACHE in the agent's folder (llamaCacheDirectory).
    static protocol::Expected<std::unique_ptr<ServerProcess>, std::string>
    start(const protocol::LlamaStartParams &params, const std::atomic_bool *cancel = nullptr);

    ~ServerProcess();
    ServerProcess(const ServerProcess &) = delete;
    ServerProcess &operator=(const ServerProcess &) = delete;

    int pid() const { return m_pid; }
    std::uint16_t port() const { return m_port; }
    double readySeconds() const { return m_readySeconds; }
    /// An rpc-server with its cache (-c): the bytes its cache held when it started.
    std::optional<std::uint64_t> cacheBytes() const { return m_cacheBytes; }
    const std::vector<std::string> &commandLine() const { return m_argv; }
    /// The end of its output so far (at most kMaxLlamaLogTailBytes).
    std::string logTail() const;

    /// Stops it (if it still runs) and reaps it; the second call answers what the first found.
    protocol::LlamaStopReply stop();

private:
    ServerProcess() = default;
    /// Whether the process has ended; reaps it and records how when it has.
    bool ended();
    void readOutput(int fd);

    int m_pid = -1;
    std::uint16_t m_port = 0;
    double m_readySeconds = 0.0;
    std::optional<std::uint64_t> m_cacheBytes;
    std::vector<std::string> m_argv;
    std::thread m_reader;
    std::atomic_bool m_stopReading{false};
    mutable std::mutex m_logMutex;
    std::string m_log;
    bool m_reaped = false;
    std::optional<protocol::LlamaStopReply> m_stopped;
    int m_status = 0; ///< waitpid's, once reaped
};

/// A free TCP port on `address` (numeric), as the kernel gives one for port 0; 0 when none could
/// be had. Another program may take it before the server binds it: the server then fails to start,
/// and says so.
std::uint16_t freeTcpPort(const std::string &address);

} // namespace shardscope::llamacpp
