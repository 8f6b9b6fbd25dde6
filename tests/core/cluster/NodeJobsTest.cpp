// core::runNodeJobs against the testbed: deploy, inventory and remove on several nodes at once,
// per-node progress, a dead node among live ones, cancel. Every test deploys into its own temporary
// folder (the namespaces share this machine's file system), never into a node user's ~/.cache.
#include "tests/core/ssh/SshTestSupport.h"

#include "core/agent/AgentChannel.h"
#include "core/cluster/NodeJobs.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;
using namespace std::chrono_literals;

namespace {

const QString kAgent = QStringLiteral(SHARDSCOPE_AGENT_PATH);

/// Collects the progress reports, from any worker thread.
class ProgressLog
{
public:
    void add(const NodeProgress &progress)
    {
        const std::lock_guard lock(m_mutex);
        m_reports.append(progress);
    }

    /// The stages reported for one node, in order, each change once.
    QList<NodeStage> stages(int index) const
    {
        const std::lock_guard lock(m_mutex);
        QList<NodeStage> stages;
        for (const NodeProgress &report : m_reports)
            if (report.index == index && (stages.isEmpty() || stages.constLast() != report.stage))
                stages.append(report.stage);
        return stages;
    }

    QList<NodeProgress> uploads(int index) const
    {
        const std::lock_guard lock(m_mutex);
        QList<NodeProgress> uploads;
        for (const NodeProgress &report : m_reports)
            if (report.index == index && report.stage == NodeStage::Uploading && report.bytesTotal > 0)
                uploads.append(report);
        return uploads;
    }

private:
    mutable std::mutex m_mutex;
    QList<NodeProgress> m_reports;
};

class NodeJobsTest : public SshTestbedTest
{
protected:
    NodeTarget target(int i) const { return NodeTarget{QStringLiteral("node%1").arg(i), parameters(i)}; }

    NodeJobOptions options(NodeAction action) const
    {
        NodeJobOptions options;
        options.action = action;
        options.agents.localAgentPath = kAgent;
        options.agents.location = DeploymentLocation{m_dir.filePath(QStringLiteral("nodes"))};
        return options;
    }

    NodeJobCallbacks logTo(ProgressLog &log) const
    {
        NodeJobCallbacks callbacks;
        callbacks.progress = [&log](const NodeProgress &progress) {
            log.add(progress);
        };
        return callbacks;
    }
};

std::string stagesText(const QList<NodeStage> &stages)
{
    QStringList names;
    for (NodeStage stage : stages)
        names << nodeStageName(stage);
    return names.join(QLatin1Char(' ')).toStdString();
}

} // namespace

TEST_F(NodeJobsTest, DeploysToFourNodesWithProgressThenSkipsThenRemoves)
{
    const QList<NodeTarget> targets{target(0), target(1), target(2), target(3)};
    ProgressLog log;
    const QList<NodeOutcome> deployed = runNodeJobs(targets, options(NodeAction::Deploy), logTo(log));
    ASSERT_EQ(deployed.size(), 4);
    // The bundle: the agent, its lib/ folder and the CUDA plugin when it was built.
    qint64 bundleSize = QFileInfo(kAgent).size();
    const QDir agentDir = QFileInfo(kAgent).absoluteDir();
    for (const QFileInfo &library : QDir(agentDir.filePath(QStringLiteral("lib"))).entryInfoList(QDir::Files))
        bundleSize += library.size();
    if (const QFileInfo plugin(agentDir.filePath(QStringLiteral("libshardscope-cuda.so"))); plugin.exists())
        bundleSize += plugin.size();
    for (int i = 0; i < 4; ++i) {
        SCOPED_TRACE(i);
        const NodeOutcome &outcome = deployed.at(i);
        ASSERT_FALSE(outcome.error) << text(*outcome.error);
        ASSERT_TRUE(outcome.platform);
        EXPECT_EQ(outcome.platform->machine, localMachineArchitecture());
        ASSERT_TRUE(outcome.deployed);
        // All four nodes share this file system: one of them uploads, the others may find it there.
        EXPECT_TRUE(QFileInfo(outcome.deployed->remotePath).isExecutable());
        EXPECT_FALSE(outcome.inventory);
        const QList<NodeStage> stages = log.stages(i);
        EXPECT_EQ(stages.constFirst(), NodeStage::Queued) << stagesText(stages);
        EXPECT_EQ(stages.constLast(), NodeStage::Done) << stagesText(stages);
        for (NodeStage stage : {NodeStage::Connecting, NodeStage::CheckingPlatform, NodeStage::Starting})
            EXPECT_TRUE(stages.contains(stage)) << stagesText(stages);
        EXPECT_TRUE(stages.indexOf(NodeStage::Connecting) < stages.indexOf(NodeStage::CheckingPlatform)
                    && stages.indexOf(NodeStage::CheckingPlatform) < stages.indexOf(NodeStage::Starting))
            << stagesText(stages);
    }
    // The node that uploaded reported its bytes, rising to the file's size, then verified.
    int uploaders = 0;
    for (int i = 0; i < 4; ++i) {
        if (!deployed.at(i).deployed->uploaded)
            continue;
        ++uploaders;
        const QList<NodeProgress> uploads = log.uploads(i);
        ASSERT_FALSE(uploads.isEmpty());
        for (qsizetype k = 1; k < uploads.size(); ++k)
            EXPECT_GE(uploads.at(k).bytesDone, uploads.at(k - 1).bytesDone);
        EXPECT_EQ(uploads.constLast().bytesTotal, bundleSize);
        EXPECT_TRUE(log.stages(i).contains(NodeStage::Verifying)) << stagesText(log.stages(i));
    }
    EXPECT_GE(uploaders, 1);

    const QList<NodeOutcome> again = runNodeJobs(targets, options(NodeAction::Deploy));
    for (int i = 0; i < 4; ++i) {
        ASSERT_FALSE(again.at(i).error) << text(*again.at(i).error);
        EXPECT_FALSE(again.at(i).deployed->uploaded) << "node " << i << " uploaded the same build again";
    }

    const QList<NodeOutcome> removed = runNodeJobs({target(2)}, options(NodeAction::Remove));
    ASSERT_FALSE(removed.constFirst().error) << text(*removed.constFirst().error);
    EXPECT_FALSE(QFileInfo::exists(m_dir.filePath(QStringLiteral("nodes"))));
}

TEST_F(NodeJobsTest, InventoriesNodesWhileADeadOneTimesOut)
{
    constexpr int kBlackHolePort = 2298;
    const testbed::TestbedStatus listening = m_testbed->startBlackHole(3, kBlackHolePort);
    ASSERT_TRUE(listening.ok()) << listening.message;
    NodeTarget silent = target(3);
    silent.ssh.port = kBlackHolePort;
    // The default 10 s: ample for the live nodes to finish first even on a loaded machine.
    ASSERT_EQ(silent.ssh.connectTimeout, 10s);
    const testbed::TestbedStatus stopped = m_testbed->stopSshd(2);
    ASSERT_TRUE(stopped.ok()) << stopped.message;

    std::mutex mutex;
    QList<int> finishedOrder;
    NodeJobCallbacks callbacks;
    callbacks.finished = [&](int index, const NodeOutcome &) {
        const std::lock_guard lock(mutex);
        finishedOrder.append(index);
    };
    const QList<NodeOutcome> outcomes
        = runNodeJobs({silent, target(0), target(1), target(2)}, options(NodeAction::Inventory), callbacks);
    ASSERT_EQ(outcomes.size(), 4);
    ASSERT_TRUE(outcomes.at(0).error);
    EXPECT_EQ(outcomes.at(0).error->code, ErrorCode::ConnectTimeout) << text(*outcomes.at(0).error);
    ASSERT_TRUE(outcomes.at(3).error);
    EXPECT_EQ(outcomes.at(3).error->code, ErrorCode::ConnectionRefused) << text(*outcomes.at(3).error);
    for (int i : {1, 2}) {
        ASSERT_FALSE(outcomes.at(i).error) << text(*outcomes.at(i).error);
        ASSERT_TRUE(outcomes.at(i).inventory);
        EXPECT_FALSE(outcomes.at(i).inventory->nics.empty());
    }
    // The silent node was started first and still finished last: it held up nobody.
    ASSERT_EQ(finishedOrder.size(), 4);
    EXPECT_EQ(finishedOrder.constLast(), 0);
}

TEST_F(NodeJobsTest, CancelStopsConnectingNodesAndSkipsQueuedOnes)
{
    constexpr int kBlackHolePort = 2297;
    const testbed::TestbedStatus listening = m_testbed->startBlackHole(0, kBlackHolePort);
    ASSERT_TRUE(listening.ok()) << listening.message;
    NodeTarget silent = target(0);
    silent.ssh.port = kBlackHolePort; // connect timeout stays 10 s: only the cancel can end it early
    NodeJobOptions jobOptions = options(NodeAction::Inventory);
    jobOptions.agents.parallel = 1;

    ProgressLog log;
    std::atomic_bool cancel{false};
    std::thread canceller([&] {
        std::this_thread::sleep_for(500ms); // let the first node start connecting
        cancel = true;
    });
    const auto started = std::chrono::steady_clock::now();
    const QList<NodeOutcome> outcomes = runNodeJobs({silent, target(1)}, jobOptions, logTo(log), &cancel);
    const auto took = std::chrono::steady_clock::now() - started;
    canceller.join();

    EXPECT_LT(took, 8s) << "the cancel did not end the connect";
    for (int i = 0; i < 2; ++i) {
        ASSERT_TRUE(outcomes.at(i).error) << "node " << i;
        EXPECT_EQ(outcomes.at(i).error->code, ErrorCode::Cancelled) << text(*outcomes.at(i).error);
        EXPECT_EQ(log.stages(i).constLast(), NodeStage::Cancelled) << stagesText(log.stages(i));
    }
    EXPECT_FALSE(log.stages(1).contains(NodeStage::Connecting))
        << "a queued node was started after the cancel";
}

TEST(NodeTargetTest, TargetForAStoredNodeTakesItsFields)
{
    HostRecord host;
    host.name = QStringLiteral("gpu box");
    host.address = QStringLiteral("10.0.0.7");
    host.port = 2222;
    host.user = QStringLiteral("ai");
    host.identityFile = QStringLiteral("/keys/id_ed25519");
    const NodeTarget target = nodeTargetFor(host);
    EXPECT_EQ(target.name, host.name);
    EXPECT_EQ(target.ssh.host, host.address);
    EXPECT_EQ(target.ssh.port, 2222);
    EXPECT_EQ(target.ssh.user, host.user);
    EXPECT_EQ(target.ssh.identityFile, host.identityFile);
    EXPECT_EQ(target.ssh.hostKeyPolicy, HostKeyPolicy::Strict);
    EXPECT_EQ(target.ssh.config, SshConfigUse::Read);
    EXPECT_EQ(target.ssh.knownHostsFile, QDir::homePath() + QStringLiteral("/.ssh/known_hosts"));
}

TEST(RunInParallel, CallsEachIndexOnceAtMostParallelAtATimeAndHandsBackAThrow)
{
    for (const auto &[count, parallel] : {std::pair{0, 4}, {1, 0}, {5, 1}, {6, 3}, {3, 16}}) {
        std::mutex mutex;
        std::vector<int> calls(std::size_t(count), 0);
        int running = 0;
        int mostAtOnce = 0;
        runInParallel(count, parallel, [&](qsizetype i) {
            {
                const std::lock_guard lock(mutex);
                ++calls[std::size_t(i)];
                mostAtOnce = std::max(mostAtOnce, ++running);
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            const std::lock_guard lock(mutex);
            --running;
        });
        EXPECT_EQ(calls, std::vector<int>(std::size_t(count), 1)) << count << " at " << parallel;
        EXPECT_LE(mostAtOnce, std::max(1, parallel)) << count << " at " << parallel;
    }
    // A job that throws ends neither the program nor the other jobs: the throw comes back after them.
    std::atomic<int> done{0};
    EXPECT_THROW(runInParallel(4, 2,
                               [&](qsizetype i) {
                                   if (i == 1)
                                       throw std::runtime_error("node 1");
                                   ++done;
                               }),
                 std::runtime_error);
    EXPECT_EQ(done, 3);
}

// "This computer" needs no SSH: OpenAgent starts the agent next to this program as a child process
// (the benchmark runner uses it for a plan on this computer); any other action on it is refused.
TEST(NodeJobsLocal, OpenAgentStartsThisComputersAgentAsAChildProcess)
{
    NodeTarget local;
    local.name = QStringLiteral("This computer");
    local.local = true;
    NodeJobOptions options;
    options.action = NodeAction::OpenAgent;
    options.agents.localAgentPath = QStringLiteral(SHARDSCOPE_AGENT_PATH);
    QList<NodeProgress> stages;
    NodeJobCallbacks callbacks;
    callbacks.progress = [&stages](const NodeProgress &progress) {
        stages << progress;
    };
    QList<NodeOutcome> outcomes = runNodeJobs({local}, options, callbacks);
    ASSERT_EQ(outcomes.size(), 1);
    ASSERT_FALSE(outcomes.first().error) << outcomes.first().error->detail.toStdString();
    ASSERT_TRUE(outcomes.first().agent);
    const protocol::Hello &hello = outcomes.first().agent->hello();
    EXPECT_NE(std::find(hello.capabilities.begin(), hello.capabilities.end(), "bench_run"),
              hello.capabilities.end());
    ASSERT_FALSE(stages.isEmpty());
    EXPECT_EQ(stages.last().stage, NodeStage::Done);
    outcomes.first().agent->channel().close(CloseMode::Graceful);

    options.action = NodeAction::Inventory;
    outcomes = runNodeJobs({local}, options);
    ASSERT_EQ(outcomes.size(), 1);
    ASSERT_TRUE(outcomes.first().error);
    EXPECT_EQ(outcomes.first().error->code, ErrorCode::InvalidArgument);

    options.action = NodeAction::OpenAgent;
    options.agents.localAgentPath.clear();
    outcomes = runNodeJobs({local}, options);
    ASSERT_TRUE(outcomes.first().error);
    EXPECT_EQ(outcomes.first().error->code, ErrorCode::AgentNotFound);
}
