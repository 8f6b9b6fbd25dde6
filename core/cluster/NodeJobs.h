#pragma once

#include "core/Result.h"
#include "core/agent/AgentChannel.h"
#include "core/deploy/AgentBuilds.h"
#include "core/deploy/AgentDeployment.h"
#include "core/model/ClusterNode.h"
#include "core/model/Host.h"
#include "core/ssh/SshSession.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Messages.h"

#include <QList>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace shardscope::core {

/// What a node job does after connecting.
enum class NodeAction {
    Unknown = 0,
    Inventory, ///< read the platform, deploy the agent (unless remoteAgentPath is set), probe
    Deploy,    ///< read the platform, deploy the agent, check that it starts (hello)
    Remove,    ///< delete everything ShardScope put on the node
    OpenAgent, ///< deploy (unless remoteAgentPath is set), start the agent and hand the session back
};

/// A node's agent session that NodeAction::OpenAgent left open for the caller's requests. Owns the
/// SSH session (none for a local target or a given transport) and the channel over it (the channel is closed
/// and destroyed first). Used by one thread at a time, like the SshSession under it; destroying it ends the
/// agent gracefully.
class OpenAgent
{
public:
    OpenAgent(std::unique_ptr<SshSession> ssh, std::unique_ptr<AgentChannel> channel, protocol::Hello hello);
    ~OpenAgent();
    OpenAgent(const OpenAgent &) = delete;
    OpenAgent &operator=(const OpenAgent &) = delete;

    AgentChannel &channel() { return *m_channel; }
    /// What the agent said when it started: version and capabilities.
    const protocol::Hello &hello() const { return m_hello; }

private:
    std::unique_ptr<SshSession> m_ssh; // declared first: outlives the channel that runs over it
    std::unique_ptr<AgentChannel> m_channel;
    protocol::Hello m_hello;
};

/// Where one node's job stands; reported through NodeJobCallbacks::progress.
enum class NodeStage {
    Unknown = 0,
    Queued,           ///< waiting for a free worker
    Connecting,       ///< TCP, key exchange, host key, authentication
    CheckingPlatform, ///< architecture, OS, C library
    Uploading,        ///< bytesDone / bytesTotal of the agent
    Verifying,        ///< SHA-256 on the node
    Starting,         ///< agent session started, waiting for its hello
    Probing,          ///< the agent's inventory
    Removing,         ///< deleting ShardScope's folder
    Done,
    Failed,
    Cancelled,
};

/// A progress report of one node (index into the targets list).
struct NodeProgress {
    int index = -1;
    NodeStage stage = NodeStage::Unknown;
    qint64 bytesDone = 0;  ///< Uploading only
    qint64 bytesTotal = 0; ///< Uploading only
};

/// What happened on one node.
struct NodeOutcome {
    std::optional<NodePlatform> platform;
    std::optional<DeployedAgent> deployed; ///< set when this job deployed (or found) the agent
    std::optional<protocol::HostInventory> inventory;
    std::shared_ptr<OpenAgent> agent; ///< OpenAgent: the running agent session, set on success
    std::optional<Error> error;       ///< unset on success
    std::chrono::milliseconds elapsed{0};
};

/// How every orchestrator (node jobs, link matrices, benchmark plans) reaches the nodes' agents:
/// which builds, where they go, how many nodes at once. The targets carry the rest (SSH address,
/// known hosts, identity); the cancel flag is each call's own argument.
struct AgentAccess {
    QString localAgentPath;  ///< this machine's agent build; builds for other architectures next to it
    QString remoteAgentPath; ///< Inventory and OpenAgent: use this agent on every node instead of deploying
    DeploymentLocation location;
    /// Nodes worked on at the same time. 16: a home cluster's machines all at once (on the 2-CPU
    /// testbed, where the nodes' sshd and agents share those CPUs, an inventory of 16 takes about
    /// 0.75 s against 0.17 s for one, near the floor their CPU time sets:
    /// benchmarks/inventory-scaling.sh).
    int parallel = 16;
    /// Empty in production: a node is reached over SSH (or, for a local target, its agent runs as
    /// a child process). Set (tests: a scripted agent, tests/core/cluster/ScriptedTransport.h), it gives the
    /// byte pipe to a target's agent instead, for every target, local or not: Inventory and
    /// OpenAgent then start the agent on that pipe without connecting or deploying (the agent's
    /// version is checked as over SSH); Deploy and Remove need SSH and fail with InvalidArgument.
    /// Called on the node's worker thread; an error fails that node only.
    std::function<Result<std::unique_ptr<AgentTransport>>(const NodeTarget &target)> openTransport;
};

struct NodeJobOptions {
    NodeAction action = NodeAction::Inventory;
    AgentAccess agents;
    std::chrono::milliseconds probeTimeout = std::chrono::seconds(90);
};

/// Called from worker threads (any of them, possibly at once: the receiver synchronises).
struct NodeJobCallbacks {
    std::function<void(const NodeProgress &)> progress;
    /// Called when a node is finished, before runNodeJobs returns.
    std::function<void(int index, const NodeOutcome &)> finished;
    /// The questions of SshCallbacks, with the index of the node that asks: the caller names the node
    /// from its own list, never from text the server sent. May be called by several workers at once.
    std::function<bool(int index, const HostKeyInfo &key)> acceptUnknownHostKey;
    std::function<std::optional<QByteArray>(int index, const QString &identityFile)> passphrase;
    /// prompt: "(user@host) Password:" or, for keyboard-interactive, the server's own words.
    std::function<std::optional<QByteArray>(int index, const QString &prompt)> password;
};

/// Runs `options.action` on every target, at most `options.agents.parallel` at a time, each node on its
/// own SSH session and thread: a slow or dead node holds up only its own worker. Blocks until all
/// are done. After *cancel becomes true, running nodes stop soon (Cancelled) and queued ones are
/// not started. Returns one outcome per target, in order.
QList<NodeOutcome> runNodeJobs(const QList<NodeTarget> &targets, const NodeJobOptions &options,
                               const NodeJobCallbacks &callbacks = {},
                               const std::atomic_bool *cancel = nullptr);

/// Calls job(0) … job(count − 1), at most `parallel` (at least 1) at a time, each on a worker
/// thread of its own; blocks until all have returned, then rethrows the first exception a job let
/// out (jobs should not throw). The one worker pool of the orchestrators (runNodeJobs, the setup
/// check's probes): a slow node holds up only its own worker.
void runInParallel(qsizetype count, int parallel, const std::function<void(qsizetype index)> &job);

/// A fresh 16-byte secret from the system's random source, as 32 lower-case hex digits: a per-run
/// token (link servers) or identifier (a bench run's rendezvous keys).
std::string newSecretHex();

/// Stable untranslated name of a stage ("uploading"), for JSON and logs.
QString nodeStageName(NodeStage stage);

/// One node of an orchestrated run (a link matrix, a benchmark plan): its agent while it is up, or
/// why it is not (then the run skips what needs it).
struct PooledNode {
    std::shared_ptr<OpenAgent> agent;
    std::optional<Error> down;

    /// Down for the rest of the run with `why` (a node already down keeps its first reason), its
    /// agent ended at once (killed: it may be mid-request, or gone already).
    void markDown(const Error &why);
};

/// Did this failure of a call leave the agent's channel unusable? Only the agent's own refusal
/// (AgentError) and the caller's cancel keep it: a timed-out request may still be running there,
/// a transport error ended the session.
bool breaksChannel(const Error &error);

/// Every node's agent for one orchestrated run, the life cycle every orchestrator shares: opened at
/// once (runNodeJobs with NodeAction::OpenAgent), so that a slow or dead node costs its own connect
/// timeout once, not once per pair or run; closed together when the run ends, killed after a cancel
/// (an agent may still be measuring and would only read its EOF afterwards), else gracefully. Not
/// copyable; opened and closed on the orchestrator's thread, each node's agent used by one thread
/// at a time (the setup check probes every node on a worker of runInParallel).
class AgentPool
{
public:
    /// Why an opened agent cannot serve this run (its hello lacks a capability); nullopt: it can.
    using Check = std::function<std::optional<Error>(int index, const OpenAgent &agent)>;

    /// Opens the agent of every target (blocks, as runNodeJobs). A node whose job failed, or that
    /// `check` refuses (its agent is then ended gracefully), is down with the reason, named.
    AgentPool(const QList<NodeTarget> &targets, const AgentAccess &access, const NodeJobCallbacks &callbacks,
              const std::atomic_bool *cancel, const Check &check = {});
    ~AgentPool();
    AgentPool(const AgentPool &) = delete;
    AgentPool &operator=(const AgentPool &) = delete;

    /// The node jobs' outcomes, in target order; their agents are the pool's (nodes()).
    const QList<NodeOutcome> &outcomes() const { return m_outcomes; }
    /// One per target, in order.
    std::vector<PooledNode> &nodes() { return m_nodes; }
    /// Ends every agent still open (killed if the run was cancelled); once, the destructor too.
    void closeAll();

private:
    const std::atomic_bool *m_cancel = nullptr;
    QList<NodeOutcome> m_outcomes;
    std::vector<PooledNode> m_nodes;
};

} // namespace shardscope::core
