#include "core/cluster/NodeJobs.h"

#include "core/agent/AgentChannel.h"
#include "core/ssh/SshChannelTransport.h"
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Version.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <array>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace shardscope::core {

namespace {

// Waiting for a freshly started agent's hello over SSH.
constexpr std::chrono::seconds kHelloTimeout(20);

/// One node's job, on the calling worker thread.
class NodeJob
{
public:
    NodeJob(int index, const NodeTarget &target, const NodeJobOptions &options,
            const NodeJobCallbacks &callbacks, const std::atomic_bool *cancel)
        : m_index(index)
        , m_target(target)
        , m_options(options)
        , m_callbacks(callbacks)
        , m_cancel(cancel)
    {}

    NodeOutcome run()
    {
        QElapsedTimer timer;
        timer.start();
        if (auto done = steps(); !done)
            m_outcome.error
                = isCancelled(m_cancel) ? Error{ErrorCode::Cancelled, done.error().detail} : done.error();
        m_outcome.elapsed = std::chrono::milliseconds(timer.elapsed());
        if (!m_outcome.error)
            report(NodeStage::Done);
        else
            report(m_outcome.error->code == ErrorCode::Cancelled ? NodeStage::Cancelled : NodeStage::Failed);
        return std::move(m_outcome);
    }

private:
    void report(NodeStage stage, qint64 bytesDone = 0, qint64 bytesTotal = 0) const
    {
        if (m_callbacks.progress)
            m_callbacks.progress(NodeProgress{m_index, stage, bytesDone, bytesTotal});
    }

    /// The caller's questions, bound to this node's index.
    SshCallbacks sshCallbacks() const
    {
        SshCallbacks callbacks;
        const int index = m_index;
        if (const auto &ask = m_callbacks.acceptUnknownHostKey)
            callbacks.acceptUnknownHostKey = [&ask, index](const HostKeyInfo &key) {
                return ask(index, key);
            };
        if (const auto &ask = m_callbacks.passphrase)
            callbacks.passphrase = [&ask, index](const QString &file) {
                return ask(index, file);
            };
        if (const auto &ask = m_callbacks.password)
            callbacks.password = [&ask, index](const QString &prompt) {
                return ask(index, prompt);
            };
        return callbacks;
    }

    Result<void> steps()
    {
        if (isCancelled(m_cancel))
            return Error{ErrorCode::Cancelled, QStringLiteral("cancelled before connecting")};
        if (m_options.agents.openTransport)
            return useGivenTransport();
        if (m_target.local)
            return openLocalAgent();
        report(NodeStage::Connecting);
        auto session = SshSession::connect(m_target.ssh, sshCallbacks(), m_cancel);
        if (!session)
            return session.error();
        SshSession &ssh = **session;

        if (m_options.action == NodeAction::Remove) {
            report(NodeStage::Removing);
            return removeDeployment(ssh, m_options.agents.location, m_cancel);
        }

        const bool mayUseRemoteAgent
            = m_options.action == NodeAction::Inventory || m_options.action == NodeAction::OpenAgent;
        QString agentPath = mayUseRemoteAgent ? m_options.agents.remoteAgentPath : QString();
        if (agentPath.isEmpty()) {
            auto deployed = deploy(ssh);
            if (!deployed)
                return deployed.error();
            agentPath = *deployed;
        }
        if (isCancelled(m_cancel))
            return Error{ErrorCode::Cancelled, QStringLiteral("cancelled after deploying")};

        if (m_options.action == NodeAction::Deploy)
            return startAgent(ssh, agentPath);
        if (m_options.action == NodeAction::OpenAgent) {
            protocol::Hello hello;
            auto channel = openAgent(ssh, agentPath, &hello);
            if (!channel)
                return channel.error();
            m_outcome.agent
                = std::make_shared<OpenAgent>(std::move(*session), std::move(*channel), std::move(hello));
            return {};
        }

        report(NodeStage::Probing);
        auto inventory = probeRemoteHost(ssh, agentPath, m_options.probeTimeout, m_cancel);
        if (!inventory)
            return inventory.error();
        m_outcome.inventory = std::move(inventory).value();
        return {};
    }

    /// Platform check, the matching build, upload and verification; returns the agent's path.
    Result<QString> deploy(SshSession &ssh)
    {
        report(NodeStage::CheckingPlatform);
        auto platform = detectPlatform(ssh, m_cancel);
        if (!platform)
            return platform.error();
        m_outcome.platform = *platform;
        auto build = agentBuildFor(*platform, m_options.agents.localAgentPath);
        if (!build)
            return Error{build.error().code,
                         QStringLiteral("%1: %2").arg(ssh.destination(), build.error().detail)};
        report(NodeStage::Uploading, 0, 0);
        const UploadProgress progress = [this](qint64 done, qint64 total) {
            // The last bytes are on the node: what follows is the checksum there.
            report(done >= total && total > 0 ? NodeStage::Verifying : NodeStage::Uploading, done, total);
        };
        // The home folder came with the platform: deployAgent need not ask for it again.
        DeploymentLocation location = m_options.agents.location;
        if (location.baseDir.isEmpty() && !platform->home.isEmpty())
            location.baseDir = platform->home + QStringLiteral("/.cache/shardscope");
        auto deployed = deployAgent(ssh, *build, QString::fromLatin1(protocol::kShardScopeVersion), location,
                                    m_cancel, progress);
        if (!deployed)
            return deployed.error();
        m_outcome.deployed = *deployed;
        return deployed->remotePath;
    }

    /// Starts the agent session and checks that it greets with this version; the channel is open.
    Result<std::unique_ptr<AgentChannel>> openAgent(SshSession &ssh, const QString &agentPath,
                                                    protocol::Hello *greeting)
    {
        return openChecked(
            std::make_unique<SshChannelTransport>(ssh, shellQuote(agentPath) + QStringLiteral(" session")),
            ssh.destination(), greeting);
    }

    /// Starts the agent on `transport` and checks that it greets with this version; the channel is
    /// open. `where` names the node in errors.
    Result<std::unique_ptr<AgentChannel>> openChecked(std::unique_ptr<AgentTransport> transport,
                                                      const QString &where, protocol::Hello *greeting)
    {
        report(NodeStage::Starting);
        auto channel = std::make_unique<AgentChannel>(std::move(transport));
        auto hello = channel->open(kHelloTimeout, m_cancel);
        if (!hello)
            return Error{hello.error().code,
                         QStringLiteral("%1: starting the agent: %2").arg(where, hello.error().detail)};
        if (hello->agentVersion != protocol::kShardScopeVersion) {
            channel->close(CloseMode::Graceful);
            return Error{ErrorCode::ProtocolError,
                         QStringLiteral("%1: the agent reports version %2, expected %3")
                             .arg(where, QString::fromStdString(hello->agentVersion),
                                  QString::fromLatin1(protocol::kShardScopeVersion))};
        }
        *greeting = std::move(hello).value();
        return channel;
    }

    /// AgentAccess::openTransport is set: the agent on the pipe it gives, without SSH or deploying.
    Result<void> useGivenTransport()
    {
        if (m_options.action != NodeAction::Inventory && m_options.action != NodeAction::OpenAgent)
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("%1: deploying and removing need SSH, not a given transport")
                             .arg(m_target.name)};
        report(NodeStage::Connecting);
        auto transport = m_options.agents.openTransport(m_target);
        if (!transport)
            return transport.error();
        if (!*transport)
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("%1: the transport factory gave no transport").arg(m_target.name)};
        if (m_options.action == NodeAction::Inventory) {
            report(NodeStage::Probing);
            auto inventory = probeWithAgent(std::move(*transport), m_options.probeTimeout, m_cancel);
            if (!inventory)
                return Error{inventory.error().code,
                             QStringLiteral("%1: %2").arg(m_target.name, inventory.error().detail)};
            m_outcome.inventory = std::move(inventory).value();
            return {};
        }
        protocol::Hello hello;
        auto channel = openChecked(std::move(*transport), m_target.name, &hello);
        if (!channel)
            return channel.error();
        m_outcome.agent = std::make_shared<OpenAgent>(nullptr, std::move(*channel), std::move(hello));
        return {};
    }

    /// OpenAgent on this computer: the agent next to this program, as a child process.
    Result<void> openLocalAgent()
    {
        if (m_options.action != NodeAction::OpenAgent)
            return Error{
                ErrorCode::InvalidArgument,
                QStringLiteral("%1 is this computer: it is not reached over SSH").arg(m_target.name)};
        if (m_options.agents.localAgentPath.isEmpty())
            return Error{ErrorCode::AgentNotFound,
                         QStringLiteral("shardscope-agent was not found on this computer")};
        report(NodeStage::Starting);
        auto channel
            = std::make_unique<AgentChannel>(makeLocalProcessTransport(m_options.agents.localAgentPath));
        auto hello = channel->open(kHelloTimeout, m_cancel);
        if (!hello)
            return Error{
                hello.error().code,
                QStringLiteral("%1: starting the agent: %2").arg(m_target.name, hello.error().detail)};
        m_outcome.agent = std::make_shared<OpenAgent>(nullptr, std::move(channel), std::move(hello).value());
        return {};
    }

    /// Starts the deployed agent once and checks that it greets with this version.
    Result<void> startAgent(SshSession &ssh, const QString &agentPath)
    {
        protocol::Hello hello;
        auto channel = openAgent(ssh, agentPath, &hello);
        if (!channel)
            return channel.error();
        (*channel)->close(CloseMode::Graceful);
        return {};
    }

    const int m_index;
    const NodeTarget &m_target;
    const NodeJobOptions &m_options;
    const NodeJobCallbacks &m_callbacks;
    const std::atomic_bool *m_cancel;
    NodeOutcome m_outcome;
};

} // namespace

OpenAgent::OpenAgent(std::unique_ptr<SshSession> ssh, std::unique_ptr<AgentChannel> channel,
                     protocol::Hello hello)
    : m_ssh(std::move(ssh))
    , m_channel(std::move(channel))
    , m_hello(std::move(hello))
{}

OpenAgent::~OpenAgent()
{
    // The channel runs over the session: it must end first (members would go in this order anyway).
    m_channel.reset();
}

void runInParallel(qsizetype count, int parallel, const std::function<void(qsizetype index)> &job)
{
    std::atomic<qsizetype> next{0};
    std::mutex failureMutex;
    std::exception_ptr failure;
    const auto workerCount = std::min<qsizetype>(std::max(1, parallel), count);
    std::vector<std::thread> workers;
    workers.reserve(std::size_t(std::max<qsizetype>(workerCount, 0)));
    for (qsizetype w = 0; w < workerCount; ++w)
        workers.emplace_back([&] {
            for (qsizetype i = next++; i < count; i = next++) {
                try {
                    job(i);
                } catch (...) {
                    // Thrown on a worker it would end the program: the caller gets it after the join.
                    const std::lock_guard lock(failureMutex);
                    if (!failure)
                        failure = std::current_exception();
                }
            }
        });
    for (std::thread &worker : workers)
        worker.join();
    if (failure)
        std::rethrow_exception(failure);
}

QList<NodeOutcome> runNodeJobs(const QList<NodeTarget> &targets, const NodeJobOptions &options,
                               const NodeJobCallbacks &callbacks, const std::atomic_bool *cancel)
{
    std::vector<NodeOutcome> outcomes(std::size_t(targets.size()));
    if (callbacks.progress) {
        for (int i = 0; i < targets.size(); ++i)
            callbacks.progress(NodeProgress{i, NodeStage::Queued, 0, 0});
    }
    // A bounded pool: each worker owns one SSH session at a time; a dead node ties up one worker.
    runInParallel(targets.size(), options.agents.parallel, [&](qsizetype i) {
        NodeJob job(int(i), targets.at(i), options, callbacks, cancel);
        try {
            outcomes[std::size_t(i)] = job.run();
        } catch (const std::exception &exception) {
            // Nothing here should throw; if something does, it ends this node, not the program.
            outcomes[std::size_t(i)].error = Error{
                ErrorCode::Unknown,
                QStringLiteral("unexpected failure: %1").arg(QString::fromLocal8Bit(exception.what()))};
        }
        if (callbacks.finished) {
            // A copy without the session: the callback may hand it to another thread (a queued
            // lambda), which must not end the session there. The returned outcomes keep it.
            NodeOutcome reported = outcomes[std::size_t(i)];
            reported.agent.reset();
            callbacks.finished(int(i), reported);
        }
    });
    return QList<NodeOutcome>(std::make_move_iterator(outcomes.begin()),
                              std::make_move_iterator(outcomes.end()));
}

void PooledNode::markDown(const Error &why)
{
    if (!down)
        down = why;
    if (agent) {
        agent->channel().close(CloseMode::Kill);
        agent.reset();
    }
}

bool breaksChannel(const Error &error)
{
    return error.code != ErrorCode::AgentError && error.code != ErrorCode::Cancelled;
}

std::string newSecretHex()
{
    std::array<quint32, 4> words{};
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    std::array<std::uint8_t, 16> bytes{};
    for (std::size_t i = 0; i < bytes.size(); ++i)
        bytes[i] = std::uint8_t(words[i / 4] >> (8 * (i % 4)));
    return protocol::tokenToHex(bytes.data(), bytes.size());
}

QString nodeStageName(NodeStage stage)
{
    switch (stage) {
    case NodeStage::Queued:
        return QStringLiteral("queued");
    case NodeStage::Connecting:
        return QStringLiteral("connecting");
    case NodeStage::CheckingPlatform:
        return QStringLiteral("checking_platform");
    case NodeStage::Uploading:
        return QStringLiteral("uploading");
    case NodeStage::Verifying:
        return QStringLiteral("verifying");
    case NodeStage::Starting:
        return QStringLiteral("starting");
    case NodeStage::Probing:
        return QStringLiteral("probing");
    case NodeStage::Removing:
        return QStringLiteral("removing");
    case NodeStage::Done:
        return QStringLiteral("done");
    case NodeStage::Failed:
        return QStringLiteral("failed");
    case NodeStage::Cancelled:
        return QStringLiteral("cancelled");
    case NodeStage::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

AgentPool::AgentPool(const QList<NodeTarget> &targets, const AgentAccess &access,
                     const NodeJobCallbacks &callbacks, const std::atomic_bool *cancel, const Check &check)
    : m_cancel(cancel)
    , m_nodes(std::size_t(targets.size()))
{
    NodeJobOptions options;
    options.action = NodeAction::OpenAgent;
    options.agents = access;
    m_outcomes = runNodeJobs(targets, options, callbacks, cancel);
    for (qsizetype i = 0; i < m_outcomes.size(); ++i) {
        NodeOutcome &outcome = m_outcomes[i];
        PooledNode &node = m_nodes[std::size_t(i)];
        const QString name = targets.at(i).name;
        if (outcome.error) {
            node.down = Error{outcome.error->code,
                              QStringLiteral("%1 could not be started: %2").arg(name, outcome.error->detail)};
        } else if (!outcome.agent) {
            node.down = Error{ErrorCode::Unknown, QStringLiteral("%1 has no agent session").arg(name)};
        } else if (std::optional<Error> refused = check ? check(int(i), *outcome.agent) : std::nullopt) {
            node.down = std::move(refused);
            outcome.agent->channel().close(CloseMode::Graceful);
        } else {
            node.agent = outcome.agent;
        }
        outcome.agent.reset(); // the sessions are the pool's and end with it
    }
}

AgentPool::~AgentPool()
{
    closeAll();
}

void AgentPool::closeAll()
{
    const CloseMode mode = isCancelled(m_cancel) ? CloseMode::Kill : CloseMode::Graceful;
    for (PooledNode &node : m_nodes) {
        if (node.agent)
            node.agent->channel().close(mode);
        node.agent.reset();
    }
}

} // namespace shardscope::core
