// The orchestrators' failure handling without root: runNodeJobs, runLinkMatrix and runBenchPlan
// over scripted agents (ScriptedTransport.h, through AgentAccess::openTransport) instead of SSH.
// A node that is down fails alone, an agent that dies mid-test or mid-run fails only what needs
// it, the other ranks of a run end within the failure grace, cancel ends the run at once, and
// every agent is closed before the orchestrator returns. The namespace testbed tests (NodeJobsTest.cpp
// and LinkMatrixTest.cpp here, tests/core/bench/BenchTestbedTest.cpp) check the same over real SSH
// and agents, as root.
#include "ScriptedTransport.h"

#include "core/bench/BenchRunner.h"
#include "core/cluster/LinkMatrix.h"
#include "core/cluster/NodeJobs.h"

#include <gtest/gtest.h>

#include <QStringList>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <set>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::test;
using namespace std::chrono_literals;

namespace {

using Clock = std::chrono::steady_clock;

std::string text(const Error &error)
{
    return (errorCodeName(error.code) + QStringLiteral(": ") + error.detail).toStdString();
}

std::string text(const std::optional<Error> &error)
{
    return error ? text(*error) : std::string("(no error)");
}

/// How the controller ended each agent: "graceful"/"kill" per close, in order.
std::string closesText(const ScriptedAgent &agent)
{
    std::string out;
    for (CloseMode mode : agent.closes())
        out += mode == CloseMode::Kill ? "kill " : "graceful ";
    return out.empty() ? "(never closed)" : out;
}

class OrchestratorFailureTest : public ::testing::Test
{
protected:
    QList<NodeTarget> targets(int count) const
    {
        QList<NodeTarget> list;
        for (int i = 0; i < count; ++i)
            list.append(NodeTarget{QStringLiteral("node%1").arg(i), {}, false});
        return list;
    }

    QList<ClusterNode> clusterNodes(int count) const
    {
        QList<ClusterNode> nodes;
        for (const NodeTarget &target : targets(count))
            nodes.append(ClusterNode{target, QStringLiteral("10.0.0.%1").arg(nodes.size() + 1), std::nullopt,
                                     QString()});
        return nodes;
    }

    /// The scripted agents of nodes 0…count-1, created.
    void makeAgents(int count)
    {
        for (int i = 0; i < count; ++i)
            m_cluster.agent(QStringLiteral("node%1").arg(i));
    }

    ScriptedAgent &agent(int i) { return m_cluster.agent(QStringLiteral("node%1").arg(i)); }

    AgentAccess access()
    {
        AgentAccess agents;
        agents.openTransport = m_cluster.factory();
        return agents;
    }

    /// Whether the controller closed agent i in this mode (AgentChannel closes a broken channel
    /// gracefully itself before an orchestrator kills it, and again when it is destroyed).
    bool closedWith(int i, CloseMode mode)
    {
        const std::vector<CloseMode> closes = agent(i).closes();
        return std::find(closes.begin(), closes.end(), mode) != closes.end();
    }

    /// Every agent that was started has been closed: first in `mode`, and a graceful close never
    /// after a kill was due.
    void expectAllClosed(int count, CloseMode mode)
    {
        for (int i = 0; i < count; ++i) {
            SCOPED_TRACE(i);
            if (agent(i).starts() == 0)
                continue;
            const std::vector<CloseMode> closes = agent(i).closes();
            ASSERT_FALSE(closes.empty()) << "node" << i << "'s agent was never closed";
            EXPECT_EQ(closes.front(), mode) << closesText(agent(i));
            if (mode == CloseMode::Graceful) {
                EXPECT_FALSE(closedWith(i, CloseMode::Kill)) << closesText(agent(i));
            }
        }
    }

    ScriptedCluster m_cluster;
};

// ---- runNodeJobs --------------------------------------------------------------------------------

TEST_F(OrchestratorFailureTest, NodeJobsANodeThatIsDownFailsAloneTheOthersOpenTheirAgents)
{
    makeAgents(4);
    agent(1).startError = Error{ErrorCode::ConnectionRefused, QStringLiteral("connection refused")};
    agent(2).dieBeforeHello = true;
    NodeJobOptions options;
    options.action = NodeAction::OpenAgent;
    options.agents = access();
    options.agents.parallel = 2;
    std::mutex mutex;
    std::set<int> finished;
    std::vector<NodeStage> lastStage(4, NodeStage::Unknown);
    NodeJobCallbacks callbacks;
    callbacks.progress = [&](const NodeProgress &progress) {
        const std::lock_guard lock(mutex);
        lastStage[std::size_t(progress.index)] = progress.stage;
    };
    callbacks.finished = [&](int index, const NodeOutcome &outcome) {
        const std::lock_guard lock(mutex);
        finished.insert(index);
        EXPECT_FALSE(outcome.agent) << "the callback's copy must not carry the session";
    };

    QList<NodeOutcome> outcomes = runNodeJobs(targets(4), options, callbacks);
    ASSERT_EQ(outcomes.size(), 4);
    EXPECT_EQ(finished, (std::set<int>{0, 1, 2, 3}));
    for (int i : {0, 3}) {
        SCOPED_TRACE(i);
        ASSERT_FALSE(outcomes.at(i).error) << text(outcomes.at(i).error);
        ASSERT_TRUE(outcomes.at(i).agent);
        EXPECT_EQ(outcomes.at(i).agent->hello(), agent(i).hello);
        EXPECT_EQ(lastStage[std::size_t(i)], NodeStage::Done);
        EXPECT_FALSE(agent(i).closed()) << "an open agent is the caller's";
    }
    ASSERT_TRUE(outcomes.at(1).error);
    EXPECT_EQ(outcomes.at(1).error->code, ErrorCode::ConnectionRefused) << text(outcomes.at(1).error);
    EXPECT_TRUE(outcomes.at(1).error->detail.startsWith(QStringLiteral("node1: ")))
        << text(outcomes.at(1).error);
    ASSERT_TRUE(outcomes.at(2).error);
    EXPECT_EQ(outcomes.at(2).error->code, ErrorCode::AgentCrashed) << text(outcomes.at(2).error);
    EXPECT_TRUE(outcomes.at(2).error->detail.contains(QStringLiteral("node2"))) << text(outcomes.at(2).error);
    for (int i : {1, 2}) {
        EXPECT_FALSE(outcomes.at(i).agent);
        EXPECT_EQ(lastStage[std::size_t(i)], NodeStage::Failed);
    }

    // The caller's sessions end when it lets them go.
    outcomes.clear();
    for (int i : {0, 3})
        EXPECT_EQ(agent(i).closes().front(), CloseMode::Graceful) << closesText(agent(i));
}

TEST_F(OrchestratorFailureTest, NodeJobsAnAgentOfAnotherVersionIsRefusedAndClosed)
{
    makeAgents(2);
    agent(1).hello.agentVersion = "0.0.1-old";
    NodeJobOptions options;
    options.action = NodeAction::OpenAgent;
    options.agents = access();
    const QList<NodeOutcome> outcomes = runNodeJobs(targets(2), options);
    ASSERT_EQ(outcomes.size(), 2);
    EXPECT_FALSE(outcomes.at(0).error) << text(outcomes.at(0).error);
    ASSERT_TRUE(outcomes.at(1).error);
    EXPECT_EQ(outcomes.at(1).error->code, ErrorCode::ProtocolError);
    EXPECT_TRUE(outcomes.at(1).error->detail.contains(QStringLiteral("0.0.1-old")))
        << text(outcomes.at(1).error);
    EXPECT_TRUE(agent(1).closed());
}

TEST_F(OrchestratorFailureTest, NodeJobsCancelWhileAnAgentNeverSaysHelloEndsItAtOnce)
{
    makeAgents(2);
    agent(1).silentBeforeHello = true;
    std::atomic_bool cancel{false};
    NodeJobOptions options;
    options.action = NodeAction::OpenAgent;
    options.agents = access();
    options.agents.parallel = 1; // node0 first, then node1, which hangs
    NodeJobCallbacks callbacks;
    std::optional<Clock::time_point> cancelledAt;
    callbacks.progress = [&](const NodeProgress &progress) {
        if (progress.index == 1 && progress.stage == NodeStage::Starting) {
            cancelledAt = Clock::now();
            cancel = true;
        }
    };
    const QList<NodeOutcome> outcomes = runNodeJobs(targets(2), options, callbacks, &cancel);
    ASSERT_TRUE(cancelledAt);
    EXPECT_LT(Clock::now() - *cancelledAt, 2s);
    ASSERT_EQ(outcomes.size(), 2);
    EXPECT_FALSE(outcomes.at(0).error) << text(outcomes.at(0).error);
    ASSERT_TRUE(outcomes.at(1).error);
    EXPECT_EQ(outcomes.at(1).error->code, ErrorCode::Cancelled) << text(outcomes.at(1).error);
    ASSERT_TRUE(agent(1).closed());
    EXPECT_EQ(agent(1).closes().front(), CloseMode::Kill) << closesText(agent(1));
}

TEST_F(OrchestratorFailureTest, NodeJobsInventoryProbesOverTheGivenTransportAndAFailedProbeFailsItsNode)
{
    makeAgents(2);
    protocol::HostInventory inventory;
    inventory.hostname = "scripted-node0";
    agent(0).on("probe", [&inventory](ScriptedRequest &request) {
        request.progress(0.5, "gpus");
        request.result(nlohmann::json(inventory));
    });
    agent(1).on("probe", [](ScriptedRequest &request) {
        request.error(protocol::AgentErrorCode::ProbeFailed, "/proc is not mounted");
    });
    NodeJobOptions options;
    options.action = NodeAction::Inventory;
    options.agents = access();
    const QList<NodeOutcome> outcomes = runNodeJobs(targets(2), options);
    ASSERT_EQ(outcomes.size(), 2);
    ASSERT_FALSE(outcomes.at(0).error) << text(outcomes.at(0).error);
    ASSERT_TRUE(outcomes.at(0).inventory);
    EXPECT_EQ(outcomes.at(0).inventory->hostname, "scripted-node0");
    EXPECT_FALSE(outcomes.at(0).agent);
    ASSERT_TRUE(outcomes.at(1).error);
    EXPECT_EQ(outcomes.at(1).error->code, ErrorCode::AgentError);
    EXPECT_TRUE(outcomes.at(1).error->detail.startsWith(QStringLiteral("node1: ")))
        << text(outcomes.at(1).error);
    EXPECT_TRUE(outcomes.at(1).error->detail.contains(QStringLiteral("/proc is not mounted")))
        << text(outcomes.at(1).error);
    // A probe's agent is ended when it answered.
    expectAllClosed(2, CloseMode::Graceful);
}

TEST_F(OrchestratorFailureTest, NodeJobsWithAGivenTransportRefuseToDeploy)
{
    makeAgents(1);
    NodeJobOptions options;
    options.action = NodeAction::Deploy;
    options.agents = access();
    const QList<NodeOutcome> outcomes = runNodeJobs(targets(1), options);
    ASSERT_EQ(outcomes.size(), 1);
    ASSERT_TRUE(outcomes.at(0).error);
    EXPECT_EQ(outcomes.at(0).error->code, ErrorCode::InvalidArgument);
    EXPECT_EQ(agent(0).starts(), 0);
}

// ---- runLinkMatrix ------------------------------------------------------------------------------

LinkMatrixOptions linkOptions(const AgentAccess &agents)
{
    LinkMatrixOptions options;
    options.settings.probeCount = 10;
    options.settings.requestResponseCount = 10;
    options.settings.durationMs = 100;
    options.settings.loadedDurationMs = 100;
    options.agents = agents;
    return options;
}

TEST_F(OrchestratorFailureTest, LinkMatrixAnAgentThatDiesMidTestFailsItsPairsOnlyAndEveryAgentIsClosed)
{
    makeAgents(3);
    // Pair (0,1): node0 measures against node1's server; node1's agent dies during the throughput
    // phase. node0's client then sees its connections reset, as the real one would.
    agent(0).on("link_test", [this](ScriptedRequest &request) {
        if (request.params().value("target_address", "") != "10.0.0.2") {
            request.progress(0.5, "throughput_forward_1");
            request.result(scriptedLinkTestReport());
            return;
        }
        request.progress(0.1, "udp_latency");
        request.progress(0.5, "throughput_forward_1");
        ScriptedAgent &server = agent(1);
        ASSERT_TRUE(request.waitFor([&server] { return server.dead(); }, 10s));
        request.error(protocol::AgentErrorCode::LinkFailed, "tcp: connection reset by peer");
    });
    std::optional<Clock::time_point> killedAt;
    std::optional<Clock::time_point> firstPairEnded;
    LinkMatrixCallbacks callbacks;
    callbacks.pairProgress = [&](const LinkPairProgress &step) {
        if (!killedAt && step.pair == 0 && step.stage.startsWith(QStringLiteral("throughput"))) {
            agent(1).die();
            killedAt = Clock::now();
        }
    };
    bool survivorsOpenDuringTheRun = true;
    callbacks.pairFinished = [&](int index, const LinkPairOutcome &) {
        if (index == 0)
            firstPairEnded = Clock::now();
        // Only the dead node is ended during the run; the others are closed at its end.
        survivorsOpenDuringTheRun = survivorsOpenDuringTheRun && !agent(0).closed() && !agent(2).closed();
    };

    const LinkMatrixResult result = runLinkMatrix(clusterNodes(3), linkOptions(access()), callbacks);
    ASSERT_TRUE(killedAt) << "the test never reached a throughput stage";
    ASSERT_EQ(result.nodes.size(), 3);
    for (const NodeOutcome &node : result.nodes) {
        EXPECT_FALSE(node.error) << text(node.error);
        EXPECT_FALSE(node.agent) << "the sessions stay with the matrix";
    }
    ASSERT_EQ(result.pairs.size(), 3);

    const LinkPairOutcome &killed = result.pairs.at(0); // node0 ↔ node1
    ASSERT_TRUE(killed.error);
    EXPECT_NE(killed.error->code, ErrorCode::Cancelled) << text(killed.error);
    // The dead end is named, not only the client's broken connection.
    EXPECT_TRUE(killed.error->detail.contains(QStringLiteral("node1's agent stopped answering")))
        << text(killed.error);
    ASSERT_TRUE(firstPairEnded);
    EXPECT_LT(*firstPairEnded - *killedAt, 5s);

    const LinkPairOutcome &survivor = result.pairs.at(1); // node0 ↔ node2
    ASSERT_FALSE(survivor.error) << text(survivor.error);
    ASSERT_TRUE(survivor.report);
    EXPECT_EQ(nlohmann::json(survivor.report->test), scriptedLinkTestReport());
    EXPECT_EQ(nlohmann::json(survivor.report->stop), scriptedLinkStopReply());

    const LinkPairOutcome &skipped = result.pairs.at(2); // node1 ↔ node2: failed without running
    ASSERT_TRUE(skipped.error);
    EXPECT_TRUE(skipped.error->detail.contains(QStringLiteral("node1 is not available")))
        << text(skipped.error);
    EXPECT_LT(skipped.elapsed, 1s);
    // node2 served pair (0,2) and was asked nothing for (1,2).
    EXPECT_EQ(agent(2).methods(), (std::vector<std::string>{"link_serve", "link_stop"}));
    // node1 served pair (0,1); its link_stop went to a dead agent.
    EXPECT_EQ(agent(1).count("link_serve"), 1);
    EXPECT_EQ(agent(1).count("link_test"), 0);

    // Every agent is closed before the matrix returns: the dead one killed, the others gracefully.
    EXPECT_TRUE(survivorsOpenDuringTheRun);
    EXPECT_TRUE(closedWith(1, CloseMode::Kill)) << closesText(agent(1));
    for (int i : {0, 2}) {
        SCOPED_TRACE(i);
        ASSERT_TRUE(agent(i).closed());
        EXPECT_EQ(agent(i).closes().front(), CloseMode::Graceful) << closesText(agent(i));
        EXPECT_FALSE(closedWith(i, CloseMode::Kill)) << closesText(agent(i));
    }
}

TEST_F(OrchestratorFailureTest, LinkMatrixANodeThatIsDownFailsItsPairsTheOthersRun)
{
    makeAgents(3);
    agent(2).startError = Error{ErrorCode::ConnectTimeout, QStringLiteral("connect timed out")};
    const LinkMatrixResult result = runLinkMatrix(clusterNodes(3), linkOptions(access()));
    ASSERT_EQ(result.nodes.size(), 3);
    ASSERT_TRUE(result.nodes.at(2).error);
    EXPECT_EQ(result.nodes.at(2).error->code, ErrorCode::ConnectTimeout);
    ASSERT_EQ(result.pairs.size(), 3);
    EXPECT_FALSE(result.pairs.at(0).error) << text(result.pairs.at(0).error);
    for (int pair : {1, 2}) {
        SCOPED_TRACE(pair);
        ASSERT_TRUE(result.pairs.at(pair).error);
        EXPECT_EQ(result.pairs.at(pair).error->code, ErrorCode::ConnectTimeout);
        EXPECT_TRUE(
            result.pairs.at(pair).error->detail.contains(QStringLiteral("node2 could not be started")))
            << text(result.pairs.at(pair).error);
    }
    expectAllClosed(3, CloseMode::Graceful);
}

TEST_F(OrchestratorFailureTest, LinkMatrixCancelStopsTheRunningPairSkipsTheRestAndKillsTheAgents)
{
    makeAgents(3);
    agent(0).on("link_test", [](ScriptedRequest &request) {
        request.progress(0.5, "throughput_forward_1");
        request.stall(); // measuring until the controller ends the session
    });
    std::atomic_bool cancel{false};
    std::optional<Clock::time_point> cancelledAt;
    LinkMatrixCallbacks callbacks;
    callbacks.pairProgress = [&](const LinkPairProgress &step) {
        if (!cancelledAt && step.pair == 0 && step.stage.startsWith(QStringLiteral("throughput"))) {
            cancelledAt = Clock::now();
            cancel = true;
        }
    };
    const LinkMatrixResult result = runLinkMatrix(clusterNodes(3), linkOptions(access()), callbacks, &cancel);
    ASSERT_TRUE(cancelledAt);
    EXPECT_LT(Clock::now() - *cancelledAt, 2s);
    ASSERT_EQ(result.pairs.size(), 3);
    for (const LinkPairOutcome &outcome : result.pairs) {
        ASSERT_TRUE(outcome.error);
        EXPECT_EQ(outcome.error->code, ErrorCode::Cancelled) << text(outcome.error);
    }
    // Nobody waits for a link_stop after a cancel: the kill closes the listeners just as well.
    EXPECT_EQ(agent(1).methods(), (std::vector<std::string>{"link_serve"}));
    EXPECT_EQ(agent(2).methods(), std::vector<std::string>{});
    expectAllClosed(3, CloseMode::Kill);
}

// ---- runBenchPlan -------------------------------------------------------------------------------

/// tiny over two nodes: the single-node baseline on node0, then tensor parallel over both.
BenchPlan twoNodePlan(const QList<ClusterNode> &nodes)
{
    BenchPlan plan;
    plan.model = *protocol::presetModelShape("tiny");
    plan.workload.promptTokens = 16;
    plan.workload.generateTokens = 8;
    plan.threads = 1;
    plan.nodes = nodes;
    plan.layouts = {protocol::BenchLayout::TensorParallel};
    plan.concurrencies = {1};
    return plan;
}

BenchRunnerOptions benchOptions(const AgentAccess &agents)
{
    BenchRunnerOptions options;
    options.agents = agents;
    options.commTimeoutMs = 200;
    options.maxDurationMs = 60000;
    return options;
}

/// bench_run of a split rank: posts its rendezvous key, measures a few steps, then runs on until
/// its peer's failure reaches it (the controller relays "<runId>/failed") and answers with what it
/// measured, as the real rank does when its collective times out.
void splitRankThatOutlivesItsPeer(ScriptedRequest &request)
{
    auto params = protocol::parseBenchRunParams(request.params());
    ASSERT_TRUE(params) << params.error().message;
    request.storeEntry(params->runId + "/ready/" + std::to_string(params->rank), "01");
    request.progress(0.5, "decode");
    if (params->worldSize == 1) {
        request.result(nlohmann::json(scriptedBenchReport(*params, 4)));
        return;
    }
    if (!request.waitForStoreEntry("/failed", 10s))
        return; // the session ended first: no answer
    request.result(nlohmann::json(scriptedBenchReport(*params, 3, "gloo: collective timed out")));
}

TEST_F(OrchestratorFailureTest, BenchPlanARankThatDiesFailsTheRunWithWhatTheOthersMeasured)
{
    makeAgents(2);
    agent(0).on("bench_run", splitRankThatOutlivesItsPeer);
    agent(1).on("bench_run", [](ScriptedRequest &request) {
        auto params = protocol::parseBenchRunParams(request.params());
        ASSERT_TRUE(params) << params.error().message;
        request.storeEntry(params->runId + "/ready/" + std::to_string(params->rank), "02");
        request.progress(0.5, "decode");
        request.die();
    });
    std::vector<BenchRankProgress> progress;
    BenchRunnerCallbacks callbacks;
    callbacks.rankProgress = [&progress](const BenchRankProgress &step) {
        progress.push_back(step);
    };
    std::optional<Clock::time_point> splitStarted;
    callbacks.runStarted = [&splitStarted](int run, const BenchRunSpec &) {
        if (run == 1)
            splitStarted = Clock::now();
    };

    const BenchPlan plan = twoNodePlan(clusterNodes(2));
    const BenchRunnerOptions options = benchOptions(access());
    auto result = runBenchPlan(plan, options, callbacks);
    ASSERT_TRUE(result) << text(result.error());
    ASSERT_EQ(result->runs.size(), 2);
    ASSERT_TRUE(splitStarted);
    const auto grace = std::chrono::milliseconds(options.commTimeoutMs) + kBenchFailureGrace;
    EXPECT_LT(Clock::now() - *splitStarted, grace) << "the surviving rank answered: no grace was needed";

    const BenchRunOutcome &baseline = result->runs.at(0);
    EXPECT_FALSE(baseline.error) << text(baseline.error);
    ASSERT_EQ(baseline.ranks.size(), 1);
    ASSERT_TRUE(baseline.ranks.at(0));
    EXPECT_TRUE(baseline.ranks.at(0)->completed);

    const BenchRunOutcome &split = result->runs.at(1);
    EXPECT_EQ(split.spec.layout, protocol::BenchLayout::TensorParallel);
    ASSERT_TRUE(split.error);
    EXPECT_NE(split.error->code, ErrorCode::Cancelled);
    // The cause is named first: the rank whose agent went away, recorded as failed before the
    // others are told (rank 0 stops because of it and must not be taken for the cause).
    EXPECT_TRUE(split.error->detail.startsWith(QStringLiteral("rank 1 on node1: "))) << text(split.error);
    EXPECT_TRUE(split.error->detail.contains(QStringLiteral("2 of 2 ranks failed"))) << text(split.error);
    ASSERT_EQ(split.ranks.size(), 2);
    ASSERT_TRUE(split.ranks.at(0)) << "rank 0's partial report is kept";
    EXPECT_FALSE(split.ranks.at(0)->completed);
    EXPECT_EQ(split.ranks.at(0)->decode.size(), 3u);
    EXPECT_FALSE(split.ranks.at(1));

    // The ranks of the split got the same run.
    const std::vector<protocol::Request> rank0 = agent(0).requests();
    const std::vector<protocol::Request> rank1 = agent(1).requests();
    ASSERT_EQ(rank0.size(), 2u); // the baseline, then rank 0 of the split
    ASSERT_EQ(rank1.size(), 1u);
    auto params0 = protocol::parseBenchRunParams(rank0.at(1).params);
    auto params1 = protocol::parseBenchRunParams(rank1.at(0).params);
    ASSERT_TRUE(params0 && params1);
    EXPECT_EQ(params0->runId, params1->runId);
    EXPECT_EQ(params0->worldSize, 2u);
    EXPECT_EQ(params1->rank, 1u);
    EXPECT_EQ(params1->bindAddress, "10.0.0.2");
    const auto has = [](const std::vector<protocol::StoreEntry> &entries, const std::string &key) {
        return std::any_of(entries.begin(), entries.end(), [&key](const auto &e) { return e.key == key; });
    };
    // The controller told rank 0 of its peer's failure. (Whether rank 1's own key got through
    // depends on whether its channel wrote rank 0's key to the dead agent before reading it.)
    EXPECT_TRUE(has(agent(0).storeEntries(), params0->runId + "/failed"));
    EXPECT_FALSE(progress.empty());

    // The dead node's agent was killed at once; node0's closed gracefully at the end.
    EXPECT_TRUE(closedWith(1, CloseMode::Kill)) << closesText(agent(1));
    ASSERT_TRUE(agent(0).closed());
    EXPECT_EQ(agent(0).closes().front(), CloseMode::Graceful) << closesText(agent(0));
    EXPECT_FALSE(closedWith(0, CloseMode::Kill)) << closesText(agent(0));
}

TEST_F(OrchestratorFailureTest, BenchPlanARankThatStaysSilentAfterAFailureIsAbandonedAfterTheGrace)
{
    makeAgents(2);
    // Rank 0 never hears of its peer's death (its link is gone): it answers nothing.
    agent(0).on("bench_run", [](ScriptedRequest &request) {
        auto params = protocol::parseBenchRunParams(request.params());
        ASSERT_TRUE(params) << params.error().message;
        if (params->worldSize == 1) {
            request.result(nlohmann::json(scriptedBenchReport(*params, 4)));
            return;
        }
        request.progress(0.5, "decode");
        request.stall();
    });
    agent(1).on("bench_run", [](ScriptedRequest &request) {
        request.progress(0.5, "decode");
        request.die();
    });
    std::optional<Clock::time_point> splitStarted;
    BenchRunnerCallbacks callbacks;
    callbacks.runStarted = [&splitStarted](int run, const BenchRunSpec &) {
        if (run == 1)
            splitStarted = Clock::now();
    };
    const BenchRunnerOptions options = benchOptions(access());
    auto result = runBenchPlan(twoNodePlan(clusterNodes(2)), options, callbacks);
    ASSERT_TRUE(result) << text(result.error());
    ASSERT_TRUE(splitStarted);
    const auto took = Clock::now() - *splitStarted;
    const auto grace = std::chrono::milliseconds(options.commTimeoutMs) + kBenchFailureGrace;
    EXPECT_GE(took, grace);
    EXPECT_LT(took, grace + 3s);
    ASSERT_EQ(result->runs.size(), 2);
    const BenchRunOutcome &split = result->runs.at(1);
    ASSERT_TRUE(split.error);
    EXPECT_TRUE(split.error->detail.startsWith(QStringLiteral("rank 1 on node1: "))) << text(split.error);
    // The silent rank's own error says why its figures are missing.
    EXPECT_TRUE(split.error->detail.contains(QStringLiteral("rank 0 on node0: it did not stop within")))
        << text(split.error);
    EXPECT_FALSE(split.ranks.at(0));
    EXPECT_FALSE(split.ranks.at(1));
    // The silent rank's agent is ended by a kill, as is the dead one's.
    ASSERT_TRUE(agent(0).closed());
    EXPECT_EQ(agent(0).closes().front(), CloseMode::Kill) << closesText(agent(0));
    EXPECT_TRUE(closedWith(1, CloseMode::Kill)) << closesText(agent(1));
}

TEST_F(OrchestratorFailureTest, BenchPlanCancelMidRunCancelsItAndTheRestAndKillsTheAgents)
{
    makeAgents(2);
    for (int i : {0, 1})
        agent(i).on("bench_run", [](ScriptedRequest &request) {
            request.progress(0.5, "decode");
            request.stall();
        });
    BenchPlan plan = twoNodePlan(clusterNodes(2));
    plan.concurrencies = {1, 2}; // four runs: cancelled during the first
    std::atomic_bool cancel{false};
    std::optional<Clock::time_point> cancelledAt;
    BenchRunnerCallbacks callbacks;
    callbacks.rankProgress = [&](const BenchRankProgress &step) {
        if (!cancelledAt && step.run == 0) {
            cancelledAt = Clock::now();
            cancel = true;
        }
    };
    auto result = runBenchPlan(plan, benchOptions(access()), callbacks, &cancel);
    ASSERT_TRUE(result) << text(result.error());
    ASSERT_TRUE(cancelledAt);
    EXPECT_LT(Clock::now() - *cancelledAt, 2s);
    ASSERT_EQ(result->runs.size(), 4);
    for (const BenchRunOutcome &run : result->runs) {
        ASSERT_TRUE(run.error);
        EXPECT_EQ(run.error->code, ErrorCode::Cancelled) << text(run.error);
    }
    EXPECT_EQ(agent(0).count("bench_run"), 1);
    EXPECT_EQ(agent(1).count("bench_run"), 0);
    expectAllClosed(2, CloseMode::Kill);
}

TEST_F(OrchestratorFailureTest, BenchPlanAnAgentThatCannotBenchIsDownEndedAtOnceAndSentNoRank)
{
    makeAgents(2);
    // An agent of an older build: it has no bench_run.
    agent(1).hello.capabilities.erase(
        std::remove(agent(1).hello.capabilities.begin(), agent(1).hello.capabilities.end(), "bench_run"),
        agent(1).hello.capabilities.end());
    // Ended at once: before the first run starts, not with the others at the end.
    std::optional<bool> refusedClosedAtFirstRun;
    agent(0).on("bench_run", [this, &refusedClosedAtFirstRun](ScriptedRequest &request) {
        if (!refusedClosedAtFirstRun)
            refusedClosedAtFirstRun = agent(1).closed();
        auto params = protocol::parseBenchRunParams(request.params());
        ASSERT_TRUE(params) << params.error().message;
        request.result(nlohmann::json(scriptedBenchReport(*params, 4)));
    });
    auto result = runBenchPlan(twoNodePlan(clusterNodes(2)), benchOptions(access()), {});
    ASSERT_TRUE(result) << text(result.error());
    ASSERT_EQ(result->nodes.size(), 2);
    ASSERT_TRUE(refusedClosedAtFirstRun);
    EXPECT_TRUE(*refusedClosedAtFirstRun);
    EXPECT_FALSE(result->nodes.at(0).agent) << "the pool keeps the sessions";
    // The refused node is named with why, its agent ended gracefully at once; the split over it
    // fails without a rank sent to the other node.
    ASSERT_EQ(result->runs.size(), 2);
    EXPECT_FALSE(result->runs.at(0).error) << text(result->runs.at(0).error);
    ASSERT_TRUE(result->runs.at(1).error);
    EXPECT_NE(result->runs.at(1).error->detail.indexOf(QStringLiteral("cannot run benchmarks")), -1)
        << text(result->runs.at(1).error);
    EXPECT_EQ(agent(1).count("bench_run"), 0);
    EXPECT_EQ(agent(0).count("bench_run"), 1); // the single-node baseline only
    ASSERT_TRUE(agent(1).closed());
    EXPECT_EQ(agent(1).closes().front(), CloseMode::Graceful) << closesText(agent(1));
    expectAllClosed(2, CloseMode::Graceful);
}

} // namespace
