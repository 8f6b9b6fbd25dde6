#pragma once

// A test double of an agent: an AgentTransport whose other end is a script, not a process. It plays
// an agent's side of the JSON-lines protocol (remote-agent/protocol/Messages.h) per node: says
// hello, answers requests (by default as a healthy agent: link_serve, link_test, link_stop,
// bench_run), stalls, or dies (EOF) at a chosen point, and records everything the controller sent
// and how it ended the session. The orchestrators get it through AgentAccess::openTransport, so
// their failure handling runs without root, SSH or real agents.

#include "core/Result.h"
#include "core/agent/AgentChannel.h"
#include "core/model/ClusterNode.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Messages.h"

#include <QString>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace shardscope::test {

class ScriptedAgent;

/// The agent's side of one request, handed to a handler on the agent's own thread (one per
/// session, like a real agent's request loop: requests are handled one after another).
class ScriptedRequest
{
public:
    ScriptedRequest(ScriptedAgent &agent, protocol::Request request);

    const protocol::Request &request() const { return m_request; }
    const nlohmann::json &params() const { return m_request.params; }

    void progress(double fraction, const std::string &stage);
    void result(const nlohmann::json &data);
    void error(protocol::AgentErrorCode code, const std::string &message);
    void storeEntry(const std::string &key, const std::string &hexValue);
    /// The agent exits: what it wrote before can still be read, then EOF.
    void die();

    /// Waits until `condition` holds (re-checked at least every 10 ms, so it may look at other
    /// agents), the session ends (closed or died) or the timeout passes; returns the condition.
    bool waitFor(const std::function<bool()> &condition,
                 std::chrono::milliseconds timeout = std::chrono::seconds(30));
    /// A store entry the controller passed on whose key ends with `suffix`; nullopt when the
    /// session ended or the timeout passed first.
    std::optional<protocol::StoreEntry> waitForStoreEntry(const std::string &suffix,
                                                          std::chrono::milliseconds timeout
                                                          = std::chrono::seconds(30));
    /// Answers nothing until the session ends (the controller closes or kills it) or the timeout.
    void stall(std::chrono::milliseconds timeout = std::chrono::seconds(60));

private:
    ScriptedAgent &m_agent;
    protocol::Request m_request;
};

/// What an agent does with one request; returning without answering leaves the request open.
using ScriptedHandler = std::function<void(ScriptedRequest &)>;

/// One node's scripted agent: its configuration (set before the run), the test's controls, and a
/// record of what the controller did. Shared by the test and the transports of its sessions.
class ScriptedAgent : public std::enable_shared_from_this<ScriptedAgent>
{
public:
    explicit ScriptedAgent(QString name);
    ~ScriptedAgent();
    ScriptedAgent(const ScriptedAgent &) = delete;
    ScriptedAgent &operator=(const ScriptedAgent &) = delete;

    const QString &name() const { return m_name; }

    // Configuration, before the run.
    /// What it says on start: this build's version, protocol, link and bench methods, "cpu".
    protocol::Hello hello;
    /// start() fails with it: the node cannot be reached or the agent cannot start.
    std::optional<core::Error> startError;
    /// Started, it exits (EOF) before its hello.
    bool dieBeforeHello = false;
    /// Started, it never says hello (until the session is closed).
    bool silentBeforeHello = false;
    /// Replaces the handler of `method` (the defaults play a healthy agent).
    void on(const std::string &method, ScriptedHandler handler);

    // Controls, from any thread.
    /// The agent exits now: the controller's next read sees EOF, its writes fail.
    void die();

    // The record, from any thread.
    int starts() const;
    bool dead() const;
    /// Every request the controller sent, in order; methods() their methods.
    std::vector<protocol::Request> requests() const;
    std::vector<std::string> methods() const;
    int count(const std::string &method) const;
    /// Every store entry the controller relayed to it.
    std::vector<protocol::StoreEntry> storeEntries() const;
    /// Every AgentTransport::close the controller made, in order (AgentChannel closes again when it
    /// is destroyed: the first one is how the session was ended).
    std::vector<core::CloseMode> closes() const;
    bool closed() const { return !closes().empty(); }
    /// Waits (with a deadline) until `condition` holds on the record; returns it.
    bool waitUntil(const std::function<bool(const ScriptedAgent &)> &condition,
                   std::chrono::milliseconds timeout);

    /// A transport to this agent for AgentAccess::openTransport: one session at a time. The agent
    /// must be owned by a shared_ptr (ScriptedCluster makes them so).
    std::unique_ptr<core::AgentTransport> transport();

private:
    friend class ScriptedRequest;
    friend class ScriptedTransportAccess;

    struct Line {
        std::string text;
        bool eof = false;
    };

    // Called by the transport (the controller's thread).
    core::Result<void> start();
    core::Result<void> write(const QByteArray &bytes);
    core::Result<QByteArray> readLine(std::chrono::milliseconds timeout);
    void close(core::CloseMode mode);
    void endSession();

    // Called by the agent's thread.
    void serve();
    void send(const protocol::Message &message);
    void dieLocked();
    bool sessionEndedLocked() const { return m_closing || m_dead; }

    const QString m_name;
    std::map<std::string, ScriptedHandler> m_handlers;

    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Line> m_toController;
    std::deque<protocol::Request> m_pending;
    std::vector<protocol::Request> m_requests;
    std::vector<protocol::StoreEntry> m_entries;
    std::vector<core::CloseMode> m_closes;
    int m_starts = 0;
    bool m_running = false; ///< a session is started and not closed
    bool m_closing = false; ///< the controller closed this session
    bool m_dead = false;
    bool m_eofRead = false;
    std::thread m_thread;
};

/// Healthy answers, as the real agent gives them (shapes of tests/remote-agent/protocol/data/*.json).
nlohmann::json scriptedLinkServeReply(std::int64_t serverId);
nlohmann::json scriptedLinkTestReport();
nlohmann::json scriptedLinkStopReply();
/// A rank's report of `params` with `decodeSteps` measured steps; completed or, with a failure,
/// what it measured before it stopped.
protocol::BenchRankReport scriptedBenchReport(const protocol::BenchRunParams &params,
                                              std::uint32_t decodeSteps, const std::string &failure = {});

/// The scripted agents of a test, by node name, and the factory that hands them to an orchestrator.
class ScriptedCluster
{
public:
    /// The agent of `name`, created on first use.
    ScriptedAgent &agent(const QString &name);
    /// For AgentAccess::openTransport: the named agent's transport (an agent's startError comes
    /// from its start()); a target whose name has no agent is InvalidArgument.
    std::function<core::Result<std::unique_ptr<core::AgentTransport>>(const core::NodeTarget &)> factory();

private:
    std::mutex m_mutex;
    std::map<QString, std::shared_ptr<ScriptedAgent>> m_agents;
};

} // namespace shardscope::test
