// `shardscope-cli bench` against the testbed: every layout of the tiny shape over two nodes runs,
// is stored and decodes the same tokens split as on one node; a node whose agent dies mid-run
// fails that run (stored with what the other rank measured) within the communicator's timeout;
// Ctrl-C cancels; no agent stays behind on any node. The agent runs from this build's path on
// every node (the namespaces share this machine's file system).
#include "tests/core/ssh/SshTestSupport.h"

#include "CliRunner.h"
#include "core/analysis/WhatIf.h"
#include "core/store/ResultStore.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSysInfo>

#include <nlohmann/json.hpp>

#include <csignal>
#include <iostream>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;
using namespace std::chrono_literals;

namespace {

const QString kAgent = QStringLiteral(SHARDSCOPE_AGENT_PATH);

class BenchCliTest : public SshTestbedTest
{
protected:
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

    QString dbPath() const { return m_dir.filePath(QStringLiteral("bench.db")); }

    QStringList agentArgv() const { return {kAgent, QStringLiteral("session")}; }

    /// `bench` on the given nodes with the testbed's keys, this build's agent and the test's
    /// database, then `extra`.
    QStringList arguments(const QList<int> &nodes, const QStringList &extra) const
    {
        QStringList arguments{QStringLiteral("bench")};
        for (int i : nodes)
            arguments << QStringLiteral("--host") << hostSpec(i);
        arguments << QStringLiteral("--ssh-config") << QStringLiteral("none") << QStringLiteral("--identity")
                  << qs(m_testbed->userKeyPath()) << QStringLiteral("--known-hosts")
                  << qs(m_testbed->knownHostsPath()) << QStringLiteral("--remote-agent") << kAgent
                  << QStringLiteral("--db") << dbPath() << QStringLiteral("--model") << QStringLiteral("tiny")
                  << QStringLiteral("--threads") << QStringLiteral("1") << extra;
        return arguments;
    }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        return env;
    }

    shardscope::test::CliRun run(const QStringList &arguments) const
    {
        return shardscope::test::runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, environment(),
                                        110000);
    }

    /// Every node's agents have ended (they exit when their session closes).
    void expectNoAgentLeft(int nodeCount) const
    {
        for (int i = 0; i < nodeCount; ++i) {
            SCOPED_TRACE(i);
            EXPECT_LT(waitUntilGone(agentArgv(), nodeNetns(i), 10s), 10s) << "an agent stayed on node" << i;
        }
    }

    /// Starts the CLI and reads its stderr until `marker` matches; false when it never does.
    bool startAndWaitFor(QProcess &cli, const QStringList &arguments, const QRegularExpression &marker,
                         QByteArray *err)
    {
        cli.setProcessEnvironment(environment());
        cli.start(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments);
        if (!cli.waitForStarted())
            return false;
        QDeadlineTimer deadline(90s);
        const auto found = [&marker, err] {
            return marker.match(QString::fromUtf8(*err)).hasMatch();
        };
        while (!found() && !deadline.hasExpired() && cli.state() == QProcess::Running) {
            cli.waitForReadyRead(100);
            *err += cli.readAllStandardError();
        }
        return found();
    }

    /// Rank 0 of run 2 of 2 at least half way through its work (decoding starts at 40 %): decode
    /// steps were measured, and many more are to come.
    QRegularExpression halfWayThroughTheDecode() const
    {
        return QRegularExpression(QStringLiteral("run 2/2: rank 0 \\(%1\\): decode [5-9][0-9] %")
                                      .arg(QRegularExpression::escape(machineName(0))));
    }

    /// The stored results of the run the JSON document names, or a test failure.
    std::optional<std::pair<RunRecord, QList<StoredBenchResult>>> stored(const nlohmann::json &document) const
    {
        auto store = ResultStore::open(dbPath());
        if (!store.ok()) {
            ADD_FAILURE() << store.error().detail.toStdString();
            return std::nullopt;
        }
        const qint64 runId = document.value("run_id", qint64(0));
        auto run = (*store)->run(runId);
        if (!run.ok() || !run->has_value()) {
            ADD_FAILURE() << "run " << runId << " is not stored";
            return std::nullopt;
        }
        auto results = (*store)->benchResults(runId);
        if (!results.ok()) {
            ADD_FAILURE() << results.error().detail.toStdString();
            return std::nullopt;
        }
        return std::pair{**run, *results};
    }
};

nlohmann::json parseJson(const QByteArray &out)
{
    return nlohmann::json::parse(out.toStdString(), nullptr, false);
}

std::vector<std::int32_t> tokensOf(const nlohmann::json &run)
{
    return run.value("tokens", std::vector<std::int32_t>());
}

} // namespace

TEST_F(BenchCliTest, EveryLayoutOfTinyRunsOverTwoNodesIsStoredAndSplitsDecodeTheSameTokens)
{
    const shardscope::test::CliRun result
        = run(arguments({0, 1}, {QStringLiteral("--prompt"), QStringLiteral("16"), QStringLiteral("--gen"),
                                 QStringLiteral("8"), QStringLiteral("--concurrency"), QStringLiteral("1,2"),
                                 QStringLiteral("--layouts"), QStringLiteral("single,tp,pp,replicas"),
                                 QStringLiteral("--json")}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    // Progress on stderr, JSON alone on stdout.
    EXPECT_TRUE(result.err.contains("run 1/8: single on ")) << result.err.toStdString();
    const nlohmann::json document = parseJson(result.out);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document.value("status", ""), "complete");
    EXPECT_EQ(document["plan"]["model"].value("name", ""), "tiny");
    const nlohmann::json &runs = document["runs"];
    ASSERT_EQ(runs.size(), 8u) << result.out.toStdString().substr(0, 4000);

    // The baseline first at each concurrency, then the layouts as given.
    const std::vector<std::pair<std::string, int>> order{{"single", 1},   {"tp", 1},      {"pp", 1},
                                                         {"replicas", 1}, {"single", 2},  {"tp", 2},
                                                         {"pp", 2},       {"replicas", 2}};
    for (std::size_t i = 0; i < order.size(); ++i) {
        SCOPED_TRACE(i);
        const nlohmann::json &entry = runs[i];
        EXPECT_EQ(entry.value("layout", ""), order[i].first);
        EXPECT_EQ(entry.value("concurrency", 0), order[i].second);
        EXPECT_EQ(entry.value("status", ""), "complete") << entry.dump().substr(0, 2000);
        EXPECT_EQ(entry["nodes"].size(), order[i].first == "single" ? 1u : 2u);
        EXPECT_EQ(entry["ranks"].size(), entry["nodes"].size());
        const nlohmann::json &summary = entry["summary"];
        EXPECT_GT(summary.value("output_tokens_per_second", 0.0), 0.0) << summary.dump();
        EXPECT_GT(summary["ttft_ms"].value("p50", 0.0), 0.0) << summary.dump();
        EXPECT_EQ(summary.value("output_tokens", 0), 8 * order[i].second) << summary.dump();
        // tiny reads far less than 256 MiB a step: it runs from the caches, no roofline applies.
        EXPECT_EQ(summary.value("roofline_tokens_per_second", -1.0), 0.0) << summary.dump();
        EXPECT_EQ(summary.value("above_roofline", true), false) << summary.dump();
    }
    // One sequence over two replicas: the second sits idle and gives no report.
    EXPECT_TRUE(runs[3]["ranks"][0].is_object());
    EXPECT_TRUE(runs[3]["ranks"][1].is_null());
    EXPECT_TRUE(runs[7]["ranks"][1].is_object());
    // The split ranks communicated; the baseline did not.
    for (std::size_t i : {1u, 2u, 5u, 6u})
        EXPECT_GT(runs[i]["summary"].value("bytes_per_step", 0), 0) << i;

    // One seed: the split layouts decode exactly the baseline's greedy tokens.
    for (std::size_t base : {0u, 4u}) {
        SCOPED_TRACE(base);
        const std::vector<std::int32_t> single = tokensOf(runs[base]);
        ASSERT_EQ(single.size(), 8u) << runs[base].dump().substr(0, 2000);
        EXPECT_EQ(tokensOf(runs[base + 1]), single) << "tp";
        EXPECT_EQ(tokensOf(runs[base + 2]), single) << "pp";
        EXPECT_EQ(tokensOf(runs[base + 3]), single) << "replicas";
    }

    const auto kept = stored(document);
    ASSERT_TRUE(kept);
    const auto &[record, results] = *kept;
    EXPECT_EQ(record.kind, QStringLiteral("bench"));
    EXPECT_EQ(record.status, RunStatus::Complete) << record.error.toStdString();
    const nlohmann::json config = nlohmann::json::parse(record.configJson.toStdString(), nullptr, false);
    ASSERT_TRUE(config.is_object()) << record.configJson.toStdString();
    EXPECT_EQ(config.value("kind", ""), "bench");
    EXPECT_EQ(config["workload"].value("generate_tokens", 0), 8);
    EXPECT_EQ(config["concurrencies"], nlohmann::json::array({1, 2}));
    ASSERT_EQ(results.size(), 8);
    for (int i = 0; i < 8; ++i) {
        SCOPED_TRACE(i);
        const StoredBenchResult &stored = results.at(i);
        EXPECT_EQ(stored.position, i);
        EXPECT_EQ(protocol::toString(stored.layout), order[std::size_t(i)].first);
        EXPECT_EQ(stored.concurrency, std::uint32_t(order[std::size_t(i)].second));
        EXPECT_EQ(stored.status, RunStatus::Complete) << stored.error.toStdString();
        EXPECT_EQ(stored.nodeNames.constFirst(), machineName(0));
        ASSERT_EQ(stored.reports.size(), qsizetype(runs[std::size_t(i)]["ranks"].size()));
        // The whole reports are kept: the raw per-token times are what the JSON printed.
        for (qsizetype r = 0; r < stored.reports.size(); ++r) {
            const nlohmann::json &printed = runs[std::size_t(i)]["ranks"][std::size_t(r)];
            ASSERT_EQ(stored.reports.at(r).has_value(), !printed.is_null()) << r;
            if (stored.reports.at(r)) {
                EXPECT_EQ(nlohmann::json(*stored.reports.at(r)), printed) << r;
            }
        }
    }
    expectNoAgentLeft(2);
}

// The what-if's α-β model against a real tensor-parallel run: node1's link shaped to 1 Gbit/s with
// 1 ms each way (the tiny shape's step is then mostly network), the link measured by `linktest`, the
// model evaluated at that link from the run's measured compute. This checks the model's terms and
// units (a bit for a byte, a millisecond for a microsecond, a missing all-reduce), not its accuracy:
// the ±25 % target is benchmarks/inference.sh's, side by side on a quiet machine. A loaded machine
// only makes the run slower than the model says (netem's timers and the agents' wake-ups add to
// every round trip: CI measured 59 % slower, a busy 2-core machine 3.4 times slower), so the bounds
// that hold whatever the load are: the model is not much slower than the run, each token costs at
// least the link's round trip, and the network is most of it.
TEST_F(BenchCliTest, TheWhatIfModelPredictsATensorParallelRunOnAShapedLinkWithinAWideBand)
{
    const std::string shaping = m_testbed->shapingUnavailableReason();
    ASSERT_TRUE(shaping.empty()) << shaping;
    testbed::LinkShape shape;
    shape.rateBitsPerSecond = 1'000'000'000;
    shape.delayMs = 1.0;
    const testbed::TestbedStatus shaped = m_testbed->shapeLink(1, shape);
    ASSERT_TRUE(shaped.ok()) << shaped.message;

    QStringList link{QStringLiteral("linktest")};
    for (int i : {0, 1})
        link << QStringLiteral("--host") << hostSpec(i);
    link << QStringLiteral("--ssh-config") << QStringLiteral("none") << QStringLiteral("--identity")
         << qs(m_testbed->userKeyPath()) << QStringLiteral("--known-hosts") << qs(m_testbed->knownHostsPath())
         << QStringLiteral("--remote-agent") << kAgent << QStringLiteral("--db") << dbPath()
         << QStringLiteral("--duration") << QStringLiteral("1") << QStringLiteral("--streams")
         << QStringLiteral("1") << QStringLiteral("--probes") << QStringLiteral("200");
    const shardscope::test::CliRun linkRun = run(link);
    ASSERT_EQ(linkRun.exitCode, 0) << linkRun.err.toStdString() << linkRun.out.toStdString();

    const shardscope::test::CliRun benchRun = run(
        arguments({0, 1}, {QStringLiteral("--prompt"), QStringLiteral("16"), QStringLiteral("--gen"),
                           QStringLiteral("24"), QStringLiteral("--concurrency"), QStringLiteral("1"),
                           QStringLiteral("--layouts"), QStringLiteral("tp"), QStringLiteral("--json")}));
    ASSERT_EQ(benchRun.exitCode, 0) << benchRun.err.toStdString() << benchRun.out.toStdString();
    const nlohmann::json document = parseJson(benchRun.out);
    ASSERT_FALSE(document.is_discarded()) << benchRun.out.toStdString();
    const auto kept = stored(document);
    ASSERT_TRUE(kept);
    const QList<StoredBenchResult> &results = kept->second;
    ASSERT_EQ(results.size(), 2); // the baseline, then tensor parallel
    const StoredBenchResult &split = results.at(1);
    ASSERT_EQ(split.layout, protocol::BenchLayout::TensorParallel);
    ASSERT_EQ(split.status, RunStatus::Complete) << split.error.toStdString();

    auto store = ResultStore::open(dbPath());
    ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
    auto linkRuns = (*store)->runs(QStringLiteral("linktest"));
    ASSERT_TRUE(linkRuns.ok() && linkRuns->size() == 1);
    auto pairs = (*store)->linkPairs(linkRuns->first().id);
    ASSERT_TRUE(pairs.ok() && pairs->size() == 1);
    ASSERT_TRUE(pairs->first().report.has_value()) << pairs->first().error.toStdString();
    const std::optional<LinkModel> model = linkModelFromReport(*pairs->first().report);
    ASSERT_TRUE(model.has_value());
    // The shaped link: 2 ms of added round trip, at most 1 Gbit/s.
    EXPECT_GT(model->rttUs, 2000);
    EXPECT_LT(model->bytesPerSecond * 8, 1.05e9);

    const std::optional<WhatIf> whatIf
        = core::whatIf(*protocol::presetModelShape("tiny"), protocol::DType::F32, protocol::BenchBackend::Cpu,
                       split, 16, *model);
    ASSERT_TRUE(whatIf.has_value());
    const double measured = whatIf->measured.measuredTokensPerSecond;
    const double predicted = whatIf->atMeasuredLink.tokensPerSecond;
    std::cout << "what-if at the measured link (rtt " << model->rttUs << " µs, "
              << model->bytesPerSecond * 8 / 1e6 << " Mbit/s): predicted " << predicted
              << " tokens/s, measured " << measured << " (error " << whatIf->tokensPerSecondError * 100
              << " %)\n";
    EXPECT_GT(predicted, measured / 2) << predicted << " vs " << measured;
    // Tensor parallel all-reduces every layer: at least one round trip a token, and not a hundred
    // (the tiny shape has a few layers).
    EXPECT_GE(whatIf->atMeasuredLink.commMsPerStep, model->rttUs / 1000)
        << whatIf->atMeasuredLink.commMsPerStep;
    EXPECT_LT(whatIf->atMeasuredLink.commMsPerStep, 100 * model->rttUs / 1000)
        << whatIf->atMeasuredLink.commMsPerStep;
    // The network is most of each token here, and the model must say so too.
    EXPECT_GT(whatIf->atMeasuredLink.commMsPerStep, whatIf->measured.computeMsPerStep);
    expectNoAgentLeft(2);
}

TEST_F(BenchCliTest, ANodeWhoseAgentDiesFailsTheRunWhichIsStoredWithWhatItMeasured)
{
    // A decode long enough (seconds even on an idle machine) to kill node1's agent half way
    // through the tensor parallel run's decode.
    QProcess cli;
    QByteArray err;
    ASSERT_TRUE(startAndWaitFor(
        cli,
        arguments({0, 1}, {QStringLiteral("--prompt"), QStringLiteral("16"), QStringLiteral("--gen"),
                           QStringLiteral("1500"), QStringLiteral("--layouts"), QStringLiteral("tp"),
                           QStringLiteral("--json")}),
        halfWayThroughTheDecode(), &err))
        << err.toStdString();
    const QList<int> pids = processesInNamespace(agentArgv(), nodeNetns(1));
    ASSERT_FALSE(pids.isEmpty());
    for (int pid : pids)
        ASSERT_EQ(::kill(pid, SIGKILL), 0);
    const auto killedAt = std::chrono::steady_clock::now();
    ASSERT_TRUE(cli.waitForFinished(60000));
    // The surviving rank stops by its communicator's 10 s timeout; the CLI then ends both sessions.
    EXPECT_LT(std::chrono::steady_clock::now() - killedAt, 30s);
    err += cli.readAllStandardError();
    EXPECT_EQ(cli.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(cli.exitCode(), 1) << err.toStdString();

    const nlohmann::json document = parseJson(cli.readAllStandardOutput());
    ASSERT_TRUE(document.is_object()) << err.toStdString();
    EXPECT_EQ(document.value("status", ""), "failed");
    const nlohmann::json &runs = document["runs"];
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[0].value("status", ""), "complete") << runs[0].dump().substr(0, 2000);
    const nlohmann::json &killed = runs[1];
    EXPECT_EQ(killed.value("status", ""), "failed");
    // The cause is named: the rank on node1 whose agent went away, not the survivor's timeout.
    const std::string message = killed["error"].value("message", "");
    EXPECT_NE(message.find("rank 1 on " + machineName(1).toStdString()), std::string::npos) << message;
    // Rank 0 answered with what it measured before the collective timed out.
    ASSERT_TRUE(killed["ranks"][0].is_object()) << killed.dump().substr(0, 2000) << "\n" << err.toStdString();
    EXPECT_FALSE(killed["ranks"][0].value("completed", true));
    EXPECT_FALSE(killed["ranks"][0]["decode"].empty());
    EXPECT_TRUE(killed["ranks"][1].is_null());

    const auto kept = stored(document);
    ASSERT_TRUE(kept);
    const auto &[record, results] = *kept;
    EXPECT_EQ(record.status, RunStatus::Failed);
    ASSERT_EQ(results.size(), 2);
    EXPECT_EQ(results.at(0).status, RunStatus::Complete);
    const StoredBenchResult &failed = results.at(1);
    EXPECT_EQ(failed.status, RunStatus::Failed);
    EXPECT_FALSE(failed.errorCode.isEmpty());
    ASSERT_EQ(failed.reports.size(), 2);
    ASSERT_TRUE(failed.reports.at(0));
    EXPECT_FALSE(failed.reports.at(0)->completed);
    EXPECT_FALSE(failed.reports.at(0)->decode.empty());
    EXPECT_GT(failed.summary.outputTokens, 0u); // the partial figures are kept with the failure
    expectNoAgentLeft(2);
}

TEST_F(BenchCliTest, ALinkThatGoesSilentFailsTheRunWithinHalfAMinute)
{
    const QString ip = QStandardPaths::findExecutable(QStringLiteral("ip"),
                                                      {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"),
                                                       QStringLiteral("/usr/bin"), QStringLiteral("/bin")});
    ASSERT_FALSE(ip.isEmpty());
    const std::string nodeInterface = m_testbed->nodes()[1].nodeInterface;
    QProcess cli;
    QByteArray err;
    // Half way through the tensor parallel run's decode (seconds of all-reduces ahead): the
    // survivor waits in a collective, which times out.
    ASSERT_TRUE(startAndWaitFor(
        cli,
        arguments({0, 1}, {QStringLiteral("--prompt"), QStringLiteral("16"), QStringLiteral("--gen"),
                           QStringLiteral("600"), QStringLiteral("--layouts"), QStringLiteral("tp"),
                           QStringLiteral("--json")}),
        halfWayThroughTheDecode(), &err))
        << err.toStdString();
    const testbed::CommandResult down
        = m_testbed->runInNode(1, {ip.toStdString(), "link", "set", nodeInterface, "down"});
    ASSERT_TRUE(down.ok()) << down.error << down.output;
    const auto silentAt = std::chrono::steady_clock::now();
    const bool finished = cli.waitForFinished(60000);
    const auto elapsed = std::chrono::steady_clock::now() - silentAt;
    // Back up, so that node1's sshd learns that the session is gone and its agent gets EOF.
    const testbed::CommandResult up
        = m_testbed->runInNode(1, {ip.toStdString(), "link", "set", nodeInterface, "up"});
    ASSERT_TRUE(up.ok()) << up.error << up.output;
    ASSERT_TRUE(finished);
    // node0's rank stops by its communicator's 10 s timeout; node1's silent session is abandoned
    // 20 s after that.
    EXPECT_LT(elapsed, 40s);
    err += cli.readAllStandardError();
    EXPECT_EQ(cli.exitCode(), 1) << err.toStdString();
    const nlohmann::json document = parseJson(cli.readAllStandardOutput());
    ASSERT_TRUE(document.is_object()) << err.toStdString();
    const nlohmann::json &runs = document["runs"];
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[1].value("status", ""), "failed") << runs[1].dump().substr(0, 2000);
    // node0's rank answered with what it measured, completed false.
    ASSERT_TRUE(runs[1]["ranks"][0].is_object()) << runs[1].dump().substr(0, 2000);
    EXPECT_FALSE(runs[1]["ranks"][0].value("completed", true));
    EXPECT_FALSE(runs[1]["ranks"][0]["decode"].empty());
    EXPECT_TRUE(runs[1]["ranks"][1].is_null());
    // node0's rank failed first, but the run's error also says why node1's figures are missing.
    const std::string message = runs[1]["error"].value("message", "");
    EXPECT_NE(message.find("rank 0 on " + machineName(0).toStdString()), std::string::npos) << message;
    EXPECT_NE(message.find("rank 1 on " + machineName(1).toStdString()), std::string::npos) << message;
    const auto kept = stored(document);
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->first.status, RunStatus::Failed);
    ASSERT_EQ(kept->second.size(), 2);
    EXPECT_EQ(kept->second.at(1).status, RunStatus::Failed);
    EXPECT_LT(waitUntilGone(agentArgv(), nodeNetns(0), 10s), 10s);
    // node1's sshd notices the closed session at its next retransmission after the link is up.
    EXPECT_LT(waitUntilGone(agentArgv(), nodeNetns(1), 60s), 60s);
}

TEST_F(BenchCliTest, CtrlCCancelsStoresTheRunAsCancelledAndEndsTheAgents)
{
    QProcess cli;
    QByteArray err;
    ASSERT_TRUE(startAndWaitFor(
        cli,
        arguments({0, 1}, {QStringLiteral("--prompt"), QStringLiteral("16"), QStringLiteral("--gen"),
                           QStringLiteral("1500"), QStringLiteral("--layouts"), QStringLiteral("pp"),
                           QStringLiteral("--json")}),
        QRegularExpression(QStringLiteral("run 1/2: rank 0 ")), &err))
        << err.toStdString();
    ASSERT_EQ(::kill(pid_t(cli.processId()), SIGINT), 0);
    const auto interrupted = std::chrono::steady_clock::now();
    ASSERT_TRUE(cli.waitForFinished(30000));
    EXPECT_LT(std::chrono::steady_clock::now() - interrupted, 10s);
    EXPECT_EQ(cli.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(cli.exitCode(), 1);
    const nlohmann::json document = parseJson(cli.readAllStandardOutput());
    ASSERT_TRUE(document.is_object());
    EXPECT_EQ(document.value("status", ""), "cancelled");
    const auto kept = stored(document);
    ASSERT_TRUE(kept);
    const auto &[record, results] = *kept;
    EXPECT_EQ(record.status, RunStatus::Cancelled);
    ASSERT_EQ(results.size(), 2);
    for (const StoredBenchResult &result : results)
        EXPECT_EQ(result.status, RunStatus::Cancelled) << result.error.toStdString();
    expectNoAgentLeft(2);
}

TEST_F(BenchCliTest, ANodeWithoutAUsableCudaBackendFailsItsRunsSayingWhy)
{
    // The testbed has no NVIDIA driver: the agent's hello does not list "cuda".
    const shardscope::test::CliRun result
        = run(arguments({0}, {QStringLiteral("--backend"), QStringLiteral("cuda"), QStringLiteral("--dtype"),
                              QStringLiteral("bf16"), QStringLiteral("--prompt"), QStringLiteral("16"),
                              QStringLiteral("--gen"), QStringLiteral("4"), QStringLiteral("--json")}));
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString() << result.out.toStdString();
    const nlohmann::json document = parseJson(result.out);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document.value("status", ""), "failed");
    ASSERT_EQ(document["runs"].size(), 1u) << result.out.toStdString();
    const nlohmann::json &entry = document["runs"][0];
    EXPECT_EQ(entry.value("status", ""), "failed");
    const std::string message = entry["error"].value("message", "");
    EXPECT_NE(message.find(machineName(0).toStdString()
                           + " has no usable cuda backend (no NVIDIA driver or no CUDA plugin next to "
                             "its agent)"),
              std::string::npos)
        << message;
    expectNoAgentLeft(1);
}

TEST_F(BenchCliTest, ALayoutTheModelCannotTakeIsRefusedBeforeAnythingRuns)
{
    // tiny has 8 query heads and 4 key/value heads: no tensor parallel split over 3 nodes.
    const shardscope::test::CliRun result
        = run(arguments({0, 1, 2}, {QStringLiteral("--layouts"), QStringLiteral("single,tp")}));
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    EXPECT_TRUE(
        result.err.contains(QStringLiteral("tp (tensor parallel) over 3 nodes (%1, %2, %3) cannot hold tiny")
                                .arg(hostSpec(0), hostSpec(1), hostSpec(2))
                                .toUtf8()))
        << result.err.toStdString();
    EXPECT_FALSE(result.err.contains("connecting")) << result.err.toStdString();

    // A node set naming a node that is not one of --host: named, with the nodes there are.
    const shardscope::test::CliRun unknown = run(
        arguments({0, 1}, {QStringLiteral("--layouts"), QStringLiteral("pp"), QStringLiteral("--split-over"),
                           hostSpec(0) + QStringLiteral(",") + hostSpec(2)}));
    EXPECT_EQ(unknown.exitCode, 2) << unknown.err.toStdString();
    EXPECT_TRUE(
        unknown.err.contains(QStringLiteral("\"%1\" is not one of the nodes of this benchmark: %2, %3")
                                 .arg(hostSpec(2), hostSpec(0), hostSpec(1))
                                 .toUtf8()))
        << unknown.err.toStdString();
    EXPECT_FALSE(unknown.err.contains("connecting")) << unknown.err.toStdString();

    auto store = ResultStore::open(dbPath());
    ASSERT_TRUE(store.ok());
    auto runs = (*store)->runs(QStringLiteral("bench"));
    ASSERT_TRUE(runs.ok());
    EXPECT_TRUE(runs->isEmpty());
}

TEST_F(BenchCliTest, SplitOverRunsThePipelineOverTwoOfThreeNodesThenOverAllThree)
{
    // tiny's 4 layers split over 2 and over 3 stages (its heads do not divide over 3: no tp).
    const QString two = hostSpec(0) + QLatin1Char(',') + hostSpec(1);
    const QString three = two + QLatin1Char(',') + hostSpec(2);
    const shardscope::test::CliRun result = run(arguments(
        {0, 1, 2}, {QStringLiteral("--prompt"), QStringLiteral("16"), QStringLiteral("--gen"),
                    QStringLiteral("4"), QStringLiteral("--concurrency"), QStringLiteral("1"),
                    QStringLiteral("--layouts"), QStringLiteral("pp"), QStringLiteral("--split-over"), two,
                    QStringLiteral("--split-over"), three, QStringLiteral("--json")}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const nlohmann::json document = parseJson(result.out);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document.value("status", ""), "complete");
    EXPECT_EQ(document["plan"]["node_sets"], nlohmann::json::parse("[[0, 1], [0, 1, 2]]"));

    // --split-over said the nodes as given to --host; the runs name them by their host names.
    const QList<QStringList> nodes{
        {machineName(0)}, {machineName(0), machineName(1)}, {machineName(0), machineName(1), machineName(2)}};
    const std::vector<std::string> layouts{"single", "pp", "pp"};
    const nlohmann::json &runs = document["runs"];
    ASSERT_EQ(runs.size(), 3u) << result.out.toStdString().substr(0, 4000);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        SCOPED_TRACE(i);
        const nlohmann::json &entry = runs[i];
        EXPECT_EQ(entry.value("layout", ""), layouts[i]);
        EXPECT_EQ(entry.value("status", ""), "complete") << entry.dump().substr(0, 2000);
        std::vector<std::string> expected;
        for (const QString &name : nodes.at(qsizetype(i)))
            expected.push_back(name.toStdString());
        EXPECT_EQ(entry["nodes"], nlohmann::json(expected));
        EXPECT_EQ(entry["ranks"].size(), expected.size());
        // One seed: both pipelines decode exactly the baseline's greedy tokens.
        EXPECT_EQ(tokensOf(entry), tokensOf(runs[0]));
    }
    EXPECT_EQ(tokensOf(runs[0]).size(), 4u);
    EXPECT_TRUE(result.err.contains(
        QStringLiteral("run 3/3: pp on %1, concurrency 1").arg(nodes.at(2).join(QLatin1Char(','))).toUtf8()))
        << result.err.toStdString();

    const auto kept = stored(document);
    ASSERT_TRUE(kept);
    const auto &[record, results] = *kept;
    EXPECT_EQ(record.status, RunStatus::Complete) << record.error.toStdString();
    ASSERT_EQ(results.size(), 3);
    for (int i = 0; i < 3; ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(results.at(i).position, i);
        EXPECT_EQ(protocol::toString(results.at(i).layout), layouts[std::size_t(i)]);
        EXPECT_EQ(results.at(i).concurrency, 1u);
        EXPECT_EQ(results.at(i).status, RunStatus::Complete) << results.at(i).error.toStdString();
        EXPECT_EQ(results.at(i).nodeNames, nodes.at(i));
    }
    expectNoAgentLeft(3);
}

TEST_F(BenchCliTest, ABenchOverHostStoresTheInventoryAndItsReportNamesTheMachineByItsHostName)
{
    // A node never seen before, given as user@address:port: the bench asks it for its inventory
    // first and stores it, so the report knows the machine's name and memory.
    const shardscope::test::CliRun result = run(arguments(
        {0}, {QStringLiteral("--prompt"), QStringLiteral("16"), QStringLiteral("--gen"), QStringLiteral("4"),
              QStringLiteral("--layouts"), QStringLiteral("single"), QStringLiteral("--json")}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const nlohmann::json document = parseJson(result.out);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document["plan"]["nodes"][0].value("name", ""), machineName(0).toStdString());

    {
        auto store = ResultStore::open(dbPath());
        ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
        auto host = (*store)->hostByName(hostSpec(0)); // stored under what --host said, as `inventory` does
        ASSERT_TRUE(host.ok() && host->has_value());
        auto inventory = (*store)->latestInventory((*host)->id);
        ASSERT_TRUE(inventory.ok() && inventory->has_value()) << "the inventory the bench saw is not stored";
        EXPECT_EQ((*inventory)->inventory.hostname, QSysInfo::machineHostName().toStdString());
    }

    const QString reportFile = m_dir.filePath(QStringLiteral("report.json"));
    const shardscope::test::CliRun report
        = run({QStringLiteral("report"), QStringLiteral("--run"),
               QString::number(document.value("run_id", qint64(0))), QStringLiteral("--json"), reportFile,
               QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(report.exitCode, 0) << report.err.toStdString() << report.out.toStdString();
    QFile file(reportFile);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const nlohmann::json shown = parseJson(file.readAll());
    ASSERT_TRUE(shown.is_object());
    ASSERT_EQ(shown["nodes"].size(), 1u) << shown["nodes"].dump();
    const nlohmann::json &node = shown["nodes"][0];
    EXPECT_EQ(node.value("name", ""), machineName(0).toStdString()) << node.dump().substr(0, 500);
    EXPECT_FALSE(node["host_id"].is_null());
    // The memory fit has a figure: the machine's memory is known.
    EXPECT_GT(node["memory"].value("bytes", std::uint64_t(0)), 0u) << node["memory"].dump();
    for (const nlohmann::json &warning : shown["warnings"])
        EXPECT_NE(warning.value("code", ""), "host_not_stored") << warning.dump();
    expectNoAgentLeft(1);
}
