#pragma once

#include "core/Result.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Messages.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <vector>

namespace shardscope::core {

/// How a transport ends the agent.
enum class CloseMode {
    Graceful, ///< close its stdin and give it a short grace period to exit, then kill it
    Kill,     ///< kill it at once (the user cancelled: nobody should wait for the grace period)
};

/// The byte pipe under an AgentChannel: a local child process now, an SSH exec channel later.
/// Blocking, used from one worker thread at a time.
class AgentTransport
{
public:
    virtual ~AgentTransport() = default;
    /// Starts `shardscope-agent session` at the other end.
    virtual Result<void> start() = 0;
    /// Writes bytes to the agent's stdin.
    virtual Result<void> write(const QByteArray &bytes) = 0;
    /// Waits up to timeout for the next complete line (without '\n'); lines longer than
    /// protocol::kMaxLineBytes are a ProtocolError.
    virtual Result<QByteArray> readLine(std::chrono::milliseconds timeout) = 0;
    /// Ends the agent as mode says and reaps it; the agent exits on EOF.
    virtual void close(CloseMode mode) = 0;
};

/// Runs the agent as a child process of this program ("This computer").
std::unique_ptr<AgentTransport> makeLocalProcessTransport(const QString &agentPath);

/// How long inventorying this computer may take: the probe's worst case (several subprocesses
/// with 5 s timeouts each) is about 30 s, and a busy machine needs slack. GUI and CLI use it.
inline constexpr std::chrono::seconds kLocalProbeTimeout(60);

/// The outcome of looking for shardscope-agent on this computer.
struct AgentSearch {
    QString found;                ///< absolute path of the agent; empty when none was found
    QStringList tried;            ///< every path checked, in order of preference ('/' separators)
    QString problem;              ///< why none was found, untranslated; empty when found
    bool fromEnvironment = false; ///< $SHARDSCOPE_AGENT was set: it was the only place looked at
};

/// Looks for shardscope-agent: $SHARDSCOPE_AGENT when set (and nowhere else), otherwise next to
/// this program, then ../libexec/shardscope/ from it. The one place that knows this order.
AgentSearch searchLocalAgent();

/// searchLocalAgent().found: the agent's path, or empty when none is found.
QString findLocalAgent();

/// Called with (fraction 0…1, stage) while a request runs.
using ProgressCallback = std::function<void(double, const QString &)>;

/// The rendezvous relay of a call (bench_run): the agent's protocol::StoreEntry lines go to
/// `received`; `outgoing` is polled between reads (at least every ~50 ms while it is set) and
/// returns the entries to write to this agent now. Both run on the calling thread: the channel
/// is never written from another one.
struct StoreRelay {
    std::function<void(const protocol::StoreEntry &)> received;  ///< unset: a StoreEntry is a protocol error
    std::function<std::vector<protocol::StoreEntry>()> outgoing; ///< unset: nothing is sent
};

/// Typed, blocking client of the agent protocol. Not a QObject: worker threads own one each and
/// report through the caller's callbacks; the UI runs it via QtConcurrent.
class AgentChannel
{
public:
    explicit AgentChannel(std::unique_ptr<AgentTransport> transport);
    ~AgentChannel();
    AgentChannel(const AgentChannel &) = delete;
    AgentChannel &operator=(const AgentChannel &) = delete;

    /// Starts the agent and waits for its hello; checks the protocol version.
    /// Returns Cancelled (and kills the agent) soon after *cancel becomes true.
    Result<protocol::Hello> open(std::chrono::milliseconds timeout = std::chrono::seconds(10),
                                 const std::atomic_bool *cancel = nullptr);

    /// Sends one request and waits for its result (log and progress lines are passed on; store
    /// entries go through `relay`). Returns Cancelled soon after *cancel becomes true. A positive
    /// `silence` is the longest the agent may send no line at all (a call whose agent reports
    /// progress at a fixed interval): past it the agent is killed and the call fails (AgentTimeout).
    Result<nlohmann::json> call(const std::string &method, const nlohmann::json &params,
                                std::chrono::milliseconds timeout, const ProgressCallback &progress = {},
                                const std::atomic_bool *cancel = nullptr, const StoreRelay &relay = {},
                                std::chrono::milliseconds silence = std::chrono::milliseconds::zero());

    /// Closes the session; the agent exits when its stdin closes (Graceful) or is killed (Kill).
    void close(CloseMode mode = CloseMode::Graceful);

private:
    std::unique_ptr<AgentTransport> m_transport;
    std::int64_t m_nextId = 1;
    bool m_open = false;
};

/// Opens a channel over transport, asks its agent for a probe and closes it again; the one
/// sequence behind probeLocalHost and probeRemoteHost. A cancelled agent is killed, not awaited.
Result<protocol::HostInventory> probeWithAgent(std::unique_ptr<AgentTransport> transport,
                                               std::chrono::milliseconds timeout,
                                               const std::atomic_bool *cancel = nullptr);

/// Runs the agent locally and returns this computer's inventory (start, hello, probe, close).
/// Returns Cancelled soon after *cancel becomes true, also while waiting for the hello.
Result<protocol::HostInventory> probeLocalHost(const QString &agentPath,
                                               std::chrono::milliseconds timeout = kLocalProbeTimeout,
                                               const std::atomic_bool *cancel = nullptr);

} // namespace shardscope::core
