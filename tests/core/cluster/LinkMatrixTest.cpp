// core::runLinkMatrix and `shardscope-cli linktest` against the testbed: a matrix over a shaped
// link lands in the bands the shape allows, a node whose agent dies mid-test fails its pairs only,
// a cancelled matrix ends at once, and no listener stays behind on any node. The agent runs from
// this build's path on every node (the namespaces share this machine's file system).
#include "tests/core/ssh/SshTestSupport.h"

#include "CliRunner.h"
#include "core/cluster/LinkMatrix.h"
#include "core/store/ResultStore.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QSysInfo>

#include <nlohmann/json.hpp>

#include <csignal>
#include <thread>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;
using namespace std::chrono_literals;

namespace {

const QString kAgent = QStringLiteral(SHARDSCOPE_AGENT_PATH);

/// Short phases: each pair takes a few seconds, even over a delayed link.
protocol::LinkTestSettings shortSettings()
{
    protocol::LinkTestSettings settings;
    settings.probeCount = 300;
    settings.probeIntervalUs = 1000;
    settings.requestResponseCount = 100;
    settings.durationMs = 600;
    settings.streams = 2;
    settings.intervalMs = 100;
    settings.loadedDurationMs = 500;
    return settings;
}

const protocol::DirectionThroughput *singleStream(const protocol::LinkTestReport &test,
                                                  protocol::LinkMode mode)
{
    for (const protocol::ThroughputPhase &phase : test.throughput)
        if (phase.streams == 1 && phase.mode == mode)
            return mode == protocol::LinkMode::Forward ? (phase.forward ? &*phase.forward : nullptr)
                                                       : (phase.reverse ? &*phase.reverse : nullptr);
    return nullptr;
}

bool hasWarning(const LinkPairOutcome &outcome, LinkWarningCode code)
{
    for (const LinkWarning &warning : outcome.warnings)
        if (warning.code == code)
            return true;
    return false;
}

std::string outcomeText(const LinkPairOutcome &outcome)
{
    if (outcome.error)
        return text(*outcome.error);
    return nlohmann::json(*outcome.report).dump().substr(0, 3000);
}

class LinkMatrixTest : public SshTestbedTest
{
protected:
    ClusterNode node(int i) const
    {
        const testbed::TestbedNode &n = m_testbed->nodes()[std::size_t(i)];
        return ClusterNode{NodeTarget{QStringLiteral("node%1").arg(i), parameters(i)}, qs(n.address),
                           std::nullopt, QString()};
    }

    LinkMatrixOptions options(const protocol::LinkTestSettings &settings = shortSettings()) const
    {
        LinkMatrixOptions options;
        options.settings = settings;
        options.agents.remoteAgentPath = kAgent;
        return options;
    }

    /// The sockets node i listens on, other than its sshd: none may stay once a matrix is done.
    QStringList strayListeners(int i) const
    {
        const testbed::TestbedNode &n = m_testbed->nodes()[std::size_t(i)];
        const testbed::CommandResult listed = m_testbed->runInNode(i, {ssPath(), "-Htlnu"});
        if (!listed.ok())
            return {QStringLiteral("ss failed: %1 %2").arg(qs(listed.error), qs(listed.output))};
        QStringList stray;
        const QString sshd = QStringLiteral(":%1 ").arg(n.sshPort);
        for (const QString &line : qs(listed.output).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (!line.contains(sshd))
                stray << line.simplified();
        return stray;
    }

    /// Waits (the agents end after the matrix returns) until no node has a listener of ours.
    void expectNoListenersLeft(int nodeCount) const
    {
        QStringList stray;
        for (int attempt = 0; attempt < 50; ++attempt) {
            stray.clear();
            for (int i = 0; i < nodeCount; ++i)
                for (const QString &line : strayListeners(i))
                    stray << QStringLiteral("node%1: %2").arg(i).arg(line);
            if (stray.isEmpty())
                return;
            std::this_thread::sleep_for(100ms); // polling interval, not synchronisation
        }
        ADD_FAILURE() << stray.join(QLatin1Char('\n')).toStdString();
    }

    QStringList agentArgv() const { return {kAgent, QStringLiteral("session")}; }

    static std::string ssPath()
    {
        return QFile::exists(QStringLiteral("/usr/bin/ss")) ? "/usr/bin/ss" : "/bin/ss";
    }
};

} // namespace

TEST_F(LinkMatrixTest, PairsAreEveryUnorderedPairOnceInAFixedOrder)
{
    const QList<LinkPair> pairs = linkPairsFor(4);
    const QList<LinkPair> expected{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    EXPECT_EQ(pairs, expected);
    EXPECT_TRUE(linkPairsFor(1).isEmpty());
    EXPECT_TRUE(linkPairsFor(0).isEmpty());
}

TEST(LinkPairRounds, EveryPairOnceAndNoMachineTwiceInARound)
{
    EXPECT_TRUE(linkPairRounds(1).isEmpty());
    EXPECT_EQ(linkPairRounds(2), (QList<QList<int>>{{0}}));
    // Four machines: (0,1)+(2,3), (0,2)+(1,3), (0,3)+(1,2).
    EXPECT_EQ(linkPairRounds(4), (QList<QList<int>>{{0, 5}, {1, 4}, {2, 3}}));
    for (int n = 2; n <= 17; ++n) {
        SCOPED_TRACE(n);
        const QList<LinkPair> pairs = linkPairsFor(n);
        const QList<QList<int>> rounds = linkPairRounds(n);
        // A round-robin: N − 1 rounds of N / 2 pairs, or N rounds of (N − 1) / 2.
        EXPECT_EQ(rounds.size(), n % 2 == 0 ? n - 1 : n);
        QList<int> seen;
        for (const QList<int> &round : rounds) {
            EXPECT_EQ(round.size(), n / 2);
            QSet<int> machines;
            for (int index : round) {
                seen << index;
                EXPECT_FALSE(machines.contains(pairs.at(index).client));
                EXPECT_FALSE(machines.contains(pairs.at(index).server));
                machines << pairs.at(index).client << pairs.at(index).server;
            }
        }
        std::sort(seen.begin(), seen.end());
        QList<int> all;
        for (int index = 0; index < pairs.size(); ++index)
            all << index;
        EXPECT_EQ(seen, all);
        EXPECT_EQ(rounds.constFirst().constFirst(), 0);
    }
}

TEST_F(LinkMatrixTest, PairsOfARoundRunTogetherAndOneAtATimeRunsThemAlone)
{
    // Four machines: three rounds of two pairs. Pairs of a round measure at the same time, so
    // their progress interleaves; one at a time, each pair's progress is in one piece. Either way
    // every pair is measured, pairFinished comes on this thread and no listener stays.
    for (const bool oneAtATime : {false, true}) {
        SCOPED_TRACE(oneAtATime ? "one at a time" : "rounds");
        QList<int> order; // the pair of each progress call, in order
        QList<int> finished;
        bool finishedElsewhere = false;
        const std::thread::id caller = std::this_thread::get_id();
        LinkMatrixCallbacks callbacks;
        callbacks.pairProgress = [&order](const LinkPairProgress &step) {
            order << step.pair;
        };
        callbacks.pairFinished = [&](int index, const LinkPairOutcome &) {
            finished << index;
            finishedElsewhere = finishedElsewhere || std::this_thread::get_id() != caller;
        };
        protocol::LinkTestSettings quick = shortSettings(); // the schedule is under test, not the figures
        quick.probeCount = 100;
        quick.requestResponseCount = 50;
        quick.durationMs = 300;
        quick.loadedDurationMs = 200;
        LinkMatrixOptions matrixOptions = options(quick);
        matrixOptions.oneAtATime = oneAtATime;
        const LinkMatrixResult result
            = runLinkMatrix({node(0), node(1), node(2), node(3)}, matrixOptions, callbacks);
        ASSERT_EQ(result.pairs.size(), 6);
        for (int index = 0; index < 6; ++index) {
            EXPECT_EQ(result.pairs.at(index).pair, linkPairsFor(4).at(index));
            EXPECT_TRUE(result.pairs.at(index).report) << outcomeText(result.pairs.at(index));
        }
        EXPECT_FALSE(finishedElsewhere);
        // The pairs of one round end together, then the next round starts.
        EXPECT_EQ(finished, oneAtATime ? (QList<int>{0, 1, 2, 3, 4, 5}) : (QList<int>{0, 5, 1, 4, 2, 3}));
        // Progress of pair 0 and pair 5 (the first round): interleaved, or each in one piece.
        const qsizetype first0 = order.indexOf(0);
        const qsizetype last0 = order.lastIndexOf(0);
        const qsizetype first5 = order.indexOf(5);
        ASSERT_GE(first0, 0);
        ASSERT_GE(first5, 0);
        if (oneAtATime)
            EXPECT_GT(first5, last0);
        else
            EXPECT_LT(first5, last0) << "pair 5 only started once pair 0 had finished";
        expectNoListenersLeft(4);
    }
}

TEST_F(LinkMatrixTest, ShapedLinkLandsInItsBandsAndTheUnshapedPairIsMuchFaster)
{
    if (const std::string reason = m_testbed->shapingUnavailableReason(); !reason.empty())
        GTEST_SKIP() << reason;
    constexpr double kRate = 200e6;
    // node1's link: 200 Mbit/s and 2 ms each way; 1 % loss on what node1 receives, so that the
    // direction away from node1 shows the rate and the one towards it the loss.
    testbed::LinkShape away;
    away.rateBitsPerSecond = std::uint64_t(kRate);
    away.delayMs = 2;
    away.direction = testbed::LinkDirection::FromNode;
    ASSERT_TRUE(m_testbed->shapeLink(1, away).ok());
    testbed::LinkShape towards = away;
    towards.lossPercent = 1;
    towards.direction = testbed::LinkDirection::ToNode;
    const testbed::TestbedStatus shaped = m_testbed->shapeLink(1, towards);
    ASSERT_TRUE(shaped.ok()) << shaped.message;

    protocol::LinkTestSettings settings = shortSettings();
    settings.probeCount = 2000; // 1 % of 2000 is 20 lost: never below 0.2 % by chance
    settings.probeIntervalUs = 500;
    settings.durationMs = 1000;
    QList<LinkPairProgress> progress;
    LinkMatrixCallbacks callbacks;
    callbacks.pairProgress = [&progress](const LinkPairProgress &step) {
        progress.append(step);
    };
    const LinkMatrixResult result = runLinkMatrix({node(0), node(1), node(2)}, options(settings), callbacks);
    ASSERT_EQ(result.nodes.size(), 3);
    ASSERT_EQ(result.pairs.size(), 3);
    for (const LinkPairOutcome &outcome : result.pairs)
        ASSERT_TRUE(outcome.report) << outcomeText(outcome);
    EXPECT_FALSE(progress.isEmpty());
    EXPECT_EQ(progress.constFirst().stage, QStringLiteral("starting_server"));

    // Pair (0,1): node1 is the server, forward goes towards it. Pair (1,2): node1 is the client,
    // reverse goes towards it.
    struct Shaped {
        int pair;
        protocol::LinkMode awayFromNode1;
        protocol::LinkMode towardsNode1;
    };
    for (const Shaped &shapedPair : {Shaped{0, protocol::LinkMode::Reverse, protocol::LinkMode::Forward},
                                     Shaped{2, protocol::LinkMode::Forward, protocol::LinkMode::Reverse}}) {
        SCOPED_TRACE(shapedPair.pair);
        const LinkPairOutcome &outcome = result.pairs.at(shapedPair.pair);
        const protocol::LinkTestReport &test = outcome.report->test;
        EXPECT_FALSE(test.sameHost);
        const protocol::DirectionThroughput *fast = singleStream(test, shapedPair.awayFromNode1);
        ASSERT_TRUE(fast);
        // Bits per second, not bytes or kilobits: 0.5× to 1.1× the rate.
        EXPECT_GE(fast->bitsPerSecond, 0.5 * kRate) << outcomeText(outcome);
        EXPECT_LE(fast->bitsPerSecond, 1.1 * kRate) << outcomeText(outcome);
        EXPECT_FALSE(fast->intervalBitsPerSecond.empty());
        const protocol::DirectionThroughput *lossy = singleStream(test, shapedPair.towardsNode1);
        ASSERT_TRUE(lossy);
        EXPECT_GT(lossy->bitsPerSecond, 1e6);
        EXPECT_LE(lossy->bitsPerSecond, 1.1 * kRate);

        // 2 ms each way: a round trip of about 4 ms, in microseconds.
        ASSERT_TRUE(test.udpLatency.rtt);
        EXPECT_GE(test.udpLatency.rtt->p50Us, 3500);
        EXPECT_LE(test.udpLatency.rtt->p50Us, 15000);
        ASSERT_TRUE(test.tcpLatency.rtt);
        EXPECT_GE(test.tcpLatency.rtt->p50Us, 3500);
        EXPECT_LE(test.tcpLatency.rtt->p50Us, 15000);
        // 1 % of the probes or their answers, in percent.
        EXPECT_EQ(test.udpLatency.sent, settings.probeCount);
        EXPECT_GE(test.udpLatency.lossPercent, 0.2);
        EXPECT_LE(test.udpLatency.lossPercent, 5.0);
        EXPECT_TRUE(hasWarning(outcome, LinkWarningCode::Loss));
        EXPECT_FALSE(hasWarning(outcome, LinkWarningCode::SameHost));
    }

    // Pair (0,2) does not touch node1's link.
    const LinkPairOutcome &free = result.pairs.at(1);
    const protocol::LinkTestReport &test = free.report->test;
    for (protocol::LinkMode mode : {protocol::LinkMode::Forward, protocol::LinkMode::Reverse}) {
        const protocol::DirectionThroughput *figures = singleStream(test, mode);
        ASSERT_TRUE(figures);
        EXPECT_GT(figures->bitsPerSecond, 2.5 * kRate) << outcomeText(free);
    }
    ASSERT_TRUE(test.udpLatency.rtt);
    EXPECT_LT(test.udpLatency.rtt->p50Us, 2000) << outcomeText(free);
    EXPECT_FALSE(hasWarning(free, LinkWarningCode::Loss)) << outcomeText(free);

    // The server side was stopped: link_stop's answer is in every report.
    for (const LinkPairOutcome &outcome : result.pairs)
        EXPECT_GT(outcome.report->stop.answeredDatagrams, 0u);
    expectNoListenersLeft(3);
}

TEST_F(LinkMatrixTest, ANodeWhoseAgentDiesFailsItsPairsQuicklyAndTheOthersStillRun)
{
    const ino_t node1 = nodeNetns(1);
    std::optional<std::chrono::steady_clock::time_point> killedAt;
    std::optional<std::chrono::steady_clock::time_point> firstPairEnded;
    LinkMatrixCallbacks callbacks;
    // Kill the server's agent (node1) while pair (0,1) measures throughput.
    callbacks.pairProgress = [&](const LinkPairProgress &step) {
        if (killedAt || step.pair != 0 || !step.stage.startsWith(QStringLiteral("throughput")))
            return;
        const QList<int> pids = processesInNamespace(agentArgv(), node1);
        for (int pid : pids)
            ::kill(pid, SIGKILL);
        if (!pids.isEmpty())
            killedAt = std::chrono::steady_clock::now();
    };
    callbacks.pairFinished = [&](int index, const LinkPairOutcome &) {
        if (index == 0)
            firstPairEnded = std::chrono::steady_clock::now();
    };
    const LinkMatrixResult result = runLinkMatrix({node(0), node(1), node(2)}, options(), callbacks);
    ASSERT_TRUE(killedAt) << "the test never reached a throughput stage";
    ASSERT_EQ(result.pairs.size(), 3);

    const LinkPairOutcome &killed = result.pairs.at(0);
    ASSERT_TRUE(killed.error) << outcomeText(killed);
    EXPECT_NE(killed.error->code, ErrorCode::Cancelled);
    EXPECT_TRUE(killed.error->detail.contains(QStringLiteral("node1"))) << text(*killed.error);
    ASSERT_TRUE(firstPairEnded);
    EXPECT_LT(*firstPairEnded - *killedAt, 5s) << text(*killed.error);

    const LinkPairOutcome &survivor = result.pairs.at(1); // node0 ↔ node2
    EXPECT_TRUE(survivor.report) << outcomeText(survivor);
    const LinkPairOutcome &skipped = result.pairs.at(2); // node1 ↔ node2, failed at once
    ASSERT_TRUE(skipped.error);
    EXPECT_TRUE(skipped.error->detail.contains(QStringLiteral("node1"))) << text(*skipped.error);
    EXPECT_LT(skipped.elapsed, 1s);
    expectNoListenersLeft(3);
}

TEST_F(LinkMatrixTest, CancelStopsTheRunningPairSkipsTheRestAndEndsTheAgents)
{
    std::atomic_bool cancel{false};
    std::optional<std::chrono::steady_clock::time_point> cancelledAt;
    LinkMatrixCallbacks callbacks;
    callbacks.pairProgress = [&](const LinkPairProgress &step) {
        if (!cancelledAt && step.pair == 0 && step.stage.startsWith(QStringLiteral("throughput"))) {
            cancelledAt = std::chrono::steady_clock::now();
            cancel = true;
        }
    };
    const LinkMatrixResult result = runLinkMatrix({node(0), node(1), node(2)}, options(), callbacks, &cancel);
    const auto ended = std::chrono::steady_clock::now();
    ASSERT_TRUE(cancelledAt);
    EXPECT_LT(ended - *cancelledAt, 5s);
    ASSERT_EQ(result.pairs.size(), 3);
    for (const LinkPairOutcome &outcome : result.pairs) {
        ASSERT_TRUE(outcome.error) << outcomeText(outcome);
        EXPECT_EQ(outcome.error->code, ErrorCode::Cancelled) << text(*outcome.error);
    }
    for (int i = 0; i < 3; ++i) {
        SCOPED_TRACE(i);
        EXPECT_LT(waitUntilGone(agentArgv(), nodeNetns(i), 5s), 5s);
    }
    expectNoListenersLeft(3);
}

TEST_F(LinkMatrixTest, ANodeThatCannotBeReachedFailsItsPairsOnly)
{
    ASSERT_TRUE(m_testbed->stopSshd(2).ok());
    ClusterNode unreachable = node(2);
    unreachable.target.ssh.connectTimeout = 3s;
    const LinkMatrixResult result = runLinkMatrix({node(0), node(1), unreachable}, options());
    ASSERT_EQ(result.nodes.size(), 3);
    EXPECT_FALSE(result.nodes.at(0).error);
    ASSERT_TRUE(result.nodes.at(2).error);
    EXPECT_FALSE(result.nodes.at(0).agent) << "the sessions end with the matrix";
    ASSERT_EQ(result.pairs.size(), 3);
    EXPECT_TRUE(result.pairs.at(0).report) << outcomeText(result.pairs.at(0));
    for (int pair : {1, 2}) {
        ASSERT_TRUE(result.pairs.at(pair).error);
        EXPECT_EQ(result.pairs.at(pair).error->code, ErrorCode::ConnectionRefused)
            << text(*result.pairs.at(pair).error);
        EXPECT_TRUE(result.pairs.at(pair).error->detail.contains(QStringLiteral("node2")));
    }
    expectNoListenersLeft(2);
}

namespace {

class LinkCliTest : public LinkMatrixTest
{
protected:
    shardscope::test::CliRun run(const QStringList &arguments)
    {
        QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        return shardscope::test::runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, env, 110000);
    }

    QString hostSpec(int i) const
    {
        const testbed::TestbedNode &n = m_testbed->nodes()[std::size_t(i)];
        return QStringLiteral("root@%1:%2").arg(qs(n.address)).arg(n.sshPort);
    }

    /// The name a run gives node i: the host name its agent reports (the testbed's nodes share
    /// this machine's), with its address beside it.
    QString machineName(int i) const
    {
        return QStringLiteral("%1 (%2)").arg(QSysInfo::machineHostName(),
                                             qs(m_testbed->nodes()[std::size_t(i)].address));
    }

    QString dbPath() const { return m_dir.filePath(QStringLiteral("cli.db")); }
};

} // namespace

TEST_F(LinkCliTest, LinktestJsonStoresARunWhosePairsLoadBack)
{
    QStringList arguments{QStringLiteral("linktest")};
    for (int i : {0, 1, 2})
        arguments << QStringLiteral("--host") << hostSpec(i);
    arguments << QStringLiteral("--ssh-config") << QStringLiteral("none") << QStringLiteral("--identity")
              << qs(m_testbed->userKeyPath()) << QStringLiteral("--known-hosts")
              << qs(m_testbed->knownHostsPath()) << QStringLiteral("--remote-agent") << kAgent
              << QStringLiteral("--db") << dbPath() << QStringLiteral("--duration") << QStringLiteral("0.5")
              << QStringLiteral("--streams") << QStringLiteral("2") << QStringLiteral("--probes")
              << QStringLiteral("200") << QStringLiteral("--one-at-a-time") << QStringLiteral("--json");
    const shardscope::test::CliRun result = run(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    // Per-pair progress on stderr, JSON alone on stdout.
    EXPECT_TRUE(result.err.contains(QStringLiteral("%1 ↔ %2: ").arg(machineName(0), machineName(1)).toUtf8()))
        << result.err.toStdString();
    const nlohmann::json document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    ASSERT_TRUE(document.contains("run_id"));
    ASSERT_EQ(document["nodes"].size(), 3u);
    ASSERT_EQ(document["pairs"].size(), 3u);
    EXPECT_EQ(document["settings"].value("duration_ms", 0), 500);
    EXPECT_EQ(document["settings"].value("streams", 0), 2);

    auto store = ResultStore::open(dbPath());
    ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
    const qint64 runId = document["run_id"].get<qint64>();
    auto run = (*store)->run(runId);
    ASSERT_TRUE(run.ok() && run->has_value());
    EXPECT_EQ((*run)->kind, QStringLiteral("linktest"));
    EXPECT_EQ((*run)->status, RunStatus::Complete);
    const nlohmann::json config = nlohmann::json::parse((*run)->configJson.toStdString(), nullptr, false);
    ASSERT_TRUE(config.is_object()) << (*run)->configJson.toStdString();
    EXPECT_EQ(config["settings"].value("probe_count", 0), 200);
    EXPECT_EQ(config["nodes"].size(), 3u);
    EXPECT_EQ(config.value("schedule", ""), "one_at_a_time");
    EXPECT_TRUE(config.contains("shardscope_version"));

    auto pairs = (*store)->linkPairs(runId);
    ASSERT_TRUE(pairs.ok()) << pairs.error().detail.toStdString();
    ASSERT_EQ(pairs->size(), 3);
    const QList<std::pair<int, int>> order{{0, 1}, {0, 2}, {1, 2}};
    for (int i = 0; i < 3; ++i) {
        SCOPED_TRACE(i);
        const StoredLinkPair &pair = pairs->at(i);
        EXPECT_EQ(pair.status, RunStatus::Complete) << pair.error.toStdString();
        // Named by the host names the nodes reported, stored (under the --host given) with the
        // inventories they were asked for first.
        EXPECT_EQ(pair.clientName, machineName(order.at(i).first));
        EXPECT_EQ(pair.serverName, machineName(order.at(i).second));
        auto client = (*store)->hostByName(hostSpec(order.at(i).first));
        ASSERT_TRUE(client.ok() && client->has_value());
        EXPECT_EQ(pair.clientHostId, (*client)->id);
        auto inventory = (*store)->latestInventory((*client)->id);
        ASSERT_TRUE(inventory.ok() && inventory->has_value());
        EXPECT_EQ((*inventory)->inventory.hostname, QSysInfo::machineHostName().toStdString());
        ASSERT_TRUE(pair.report);
        const nlohmann::json &printed = document["pairs"][std::size_t(i)];
        EXPECT_EQ(printed.value("status", ""), "complete");
        auto report = protocol::parseLinkPairReport(printed["report"]);
        ASSERT_TRUE(report.ok()) << report.error().message;
        EXPECT_TRUE(*report == *pair.report);
        EXPECT_FALSE(pair.report->test.udpLatency.samplesUs.empty()); // raw samples are kept
    }
    expectNoListenersLeft(3);
}

TEST_F(LinkCliTest, LinktestNeedsTwoNodes)
{
    const shardscope::test::CliRun result
        = run({QStringLiteral("linktest"), QStringLiteral("--host"), hostSpec(0),
               QStringLiteral("--remote-agent"), kAgent, QStringLiteral("--db"), dbPath()});
    EXPECT_NE(result.exitCode, 0);
    EXPECT_TRUE(result.err.contains("at least two nodes")) << result.err.toStdString();
}

TEST_F(LinkCliTest, CtrlCCancelsStoresTheRunAsCancelledAndEndsTheAgents)
{
    QStringList arguments{QStringLiteral("linktest")};
    for (int i : {0, 1, 2})
        arguments << QStringLiteral("--host") << hostSpec(i);
    arguments << QStringLiteral("--ssh-config") << QStringLiteral("none") << QStringLiteral("--identity")
              << qs(m_testbed->userKeyPath()) << QStringLiteral("--known-hosts")
              << qs(m_testbed->knownHostsPath()) << QStringLiteral("--remote-agent") << kAgent
              << QStringLiteral("--db") << dbPath() << QStringLiteral("--duration") << QStringLiteral("2")
              << QStringLiteral("--json");
    QProcess cli;
    QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
    env.remove(QStringLiteral("SSH_AUTH_SOCK"));
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments);
    ASSERT_TRUE(cli.waitForStarted());
    QByteArray err;
    QDeadlineTimer deadline(60s);
    while (!err.contains("throughput") && !deadline.hasExpired() && cli.state() == QProcess::Running) {
        cli.waitForReadyRead(200);
        err += cli.readAllStandardError();
    }
    ASSERT_TRUE(err.contains("throughput")) << err.toStdString();
    ASSERT_EQ(::kill(pid_t(cli.processId()), SIGINT), 0);
    const auto interrupted = std::chrono::steady_clock::now();
    ASSERT_TRUE(cli.waitForFinished(20000));
    EXPECT_LT(std::chrono::steady_clock::now() - interrupted, 5s);
    EXPECT_EQ(cli.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(cli.exitCode(), 1);
    const nlohmann::json document
        = nlohmann::json::parse(cli.readAllStandardOutput().toStdString(), nullptr, false);
    ASSERT_TRUE(document.is_object());
    EXPECT_EQ(document.value("status", ""), "cancelled");

    auto store = ResultStore::open(dbPath());
    ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
    auto run = (*store)->run(document["run_id"].get<qint64>());
    ASSERT_TRUE(run.ok() && run->has_value());
    EXPECT_EQ((*run)->status, RunStatus::Cancelled);
    auto pairs = (*store)->linkPairs((*run)->id);
    ASSERT_TRUE(pairs.ok()) << pairs.error().detail.toStdString();
    ASSERT_EQ(pairs->size(), 3);
    for (const StoredLinkPair &pair : *pairs)
        EXPECT_EQ(pair.status, RunStatus::Cancelled) << pair.error.toStdString();
    for (int i = 0; i < 3; ++i) {
        SCOPED_TRACE(i);
        EXPECT_LT(waitUntilGone(agentArgv(), nodeNetns(i), 5s), 5s);
    }
    expectNoListenersLeft(3);
}
