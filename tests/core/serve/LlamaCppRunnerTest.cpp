// runLlamaCppServe through the real agent run as a local process (a copy of it in a temporary
// folder, so that the preset's model file is written there) and the stand-in llama-server and
// rpc-server (tests/remote-agent/llamacpp/StandInLlamaCpp.cpp), which check their arguments: two
// "machines" named node1 and node2 whose cluster address is 127.0.0.1. A split over RPC from the
// preset's file to the benchmark's records, every server stopped and gone; an rpc-server with its
// cache, which the next load finds; one copy per machine,
// the requests spread over both; the rpc-server's machine lost mid-run (its agent killed); a server
// that cannot start, a missing model file and the layout it refuses, each with nothing left running.
#include "core/serve/LlamaCppRunner.h"
#include "tests/remote-agent/probe/TestSupport.h"

#include <gtest/gtest.h>

#include <QString>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <signal.h>
#include <stdlib.h>

using namespace shardscope;
using namespace shardscope::core;
namespace fs = std::filesystem;

namespace {

const QString kStandIns = QStringLiteral(SHARDSCOPE_STANDIN_LLAMACPP_DIR);

std::string text(const Error &error)
{
    return (errorCodeName(error.code) + QStringLiteral(": ") + error.detail).toStdString();
}

class LlamaCppRunner : public ::testing::Test
{
protected:
    void SetUp() override
    {
        char pattern[] = "/tmp/shardscope-llamacpp-run-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern), nullptr);
        m_dir = pattern;
        const fs::path agent = SHARDSCOPE_AGENT_PATH;
        fs::copy_file(agent, m_dir / "shardscope-agent");
        fs::create_directory_symlink(agent.parent_path() / "lib", m_dir / "lib");
        ::setenv("STANDIN_LOAD_MS", "200", 1);
        ::setenv("STANDIN_RECORD_DIR", m_dir.c_str(), 1); // marks this test's stand-ins
    }
    void TearDown() override
    {
        ::unsetenv("STANDIN_LOAD_MS");
        ::unsetenv("STANDIN_RECORD_DIR");
        ::unsetenv("STANDIN_TOKEN_MS");
        fs::remove_all(m_dir);
    }

    ServeRunnerOptions options() const
    {
        ServeRunnerOptions o;
        o.agents.localAgentPath = QString::fromStdString((m_dir / "shardscope-agent").string());
        o.readTimeoutMs = 10'000;
        o.telemetryIntervalMs = 20;
        return o;
    }

    static LlamaCppServeSpec spec(int machines, protocol::BenchLayout layout)
    {
        LlamaCppServeSpec s;
        for (int i = 1; i <= machines; ++i) {
            ClusterNode node;
            node.target.name = QStringLiteral("node%1").arg(i);
            node.target.local = true;
            node.clusterAddress = QStringLiteral("127.0.0.1");
            s.nodes << node;
            LlamaCppMachine machine;
            machine.machine.name = node.target.name;
            machine.machine.clusterAddress = node.clusterAddress;
            machine.serverPath = kStandIns + QStringLiteral("/llama-server");
            machine.rpcServerPath = kStandIns + QStringLiteral("/rpc-server");
            machine.build = QStringLiteral("4748 (c392e509)");
            // One address for every "machine": the lines that start them again need their own ports
            // (the agents choose free ones when they start them).
            machine.serverPort += i - 1;
            machine.rpcPort += i - 1;
            s.machines << machine;
        }
        s.layout = layout;
        s.preset = protocol::GgufWriteParams{"tiny", protocol::GgufQuant::Q4_0, 1, 1024};
        s.options.contextLength = 1024;
        s.options.parallelSlots = 2;
        s.serve.from = 0;
        s.serve.workload.promptTokens = 8;
        s.serve.workload.outputTokens = 4;
        s.serve.workload.requests = 3;
        s.serve.concurrencies = {1};
        return s;
    }

    fs::path m_dir;
};

TEST_F(LlamaCppRunner, ASplitOverRpcFromThePresetsFileToTheBenchmarkAndEveryServerStopped)
{
    QStringList stages;
    LlamaCppServeCallbacks callbacks;
    callbacks.stage = [&](const QString &stage) {
        stages << stage;
    };
    ServeRunnerOptions o = options();
    o.apiKey = "run-key-51";
    const auto ran = runLlamaCppServe(spec(2, protocol::BenchLayout::PipelineParallel), o, callbacks);
    ASSERT_TRUE(ran.ok()) << text(ran.error());
    const LlamaCppServeResult &result = *ran;
    ASSERT_TRUE(result.written.has_value());
    EXPECT_EQ(result.modelPath.toStdString(), (m_dir / "models" / "tiny-q4_0-s1-c1024.gguf").string());
    EXPECT_EQ(result.model.blockCount, 4u);

    ASSERT_EQ(result.servers.size(), 2);
    const LlamaCppServerOutcome &rpc = result.servers[0];
    const LlamaCppServerOutcome &server = result.servers[1];
    EXPECT_EQ(rpc.process.purpose, QStringLiteral("rpc-server"));
    EXPECT_EQ(rpc.process.machine, QStringLiteral("node2"));
    EXPECT_EQ(server.process.purpose, QStringLiteral("llama-server"));
    EXPECT_EQ(server.process.machine, QStringLiteral("node1"));
    // llama-server was pointed at the rpc-server's real port, and the lines say so too.
    const QStringList line = llamaCppCommandLine(server.process);
    const QString endpoint = QStringLiteral("127.0.0.1:%1").arg(rpc.started.port);
    EXPECT_EQ(line.at(line.indexOf(QStringLiteral("--rpc")) + 1), endpoint);
    QStringList asRun; // what the agent ran is what the report shows
    for (const std::string &word : server.started.commandLine)
        asRun << QString::fromStdString(word);
    EXPECT_EQ(asRun, line);
    EXPECT_EQ(llamaCppLaunchSteps(result.launch).last().lines.last().contains(endpoint), true);
    EXPECT_EQ(result.launch.endpoints,
              QStringList{QStringLiteral("http://127.0.0.1:%1").arg(server.started.port)});
    EXPECT_GE(result.loadSeconds, 0.2);
    EXPECT_TRUE(
        stages.join(QLatin1Char('\n')).contains(QStringLiteral("llama-server on node1 is loading the model")))
        << stages.join(QLatin1Char('\n')).toStdString();

    ASSERT_FALSE(result.serveError.has_value()) << text(*result.serveError);
    ASSERT_EQ(result.serve.steps.size(), 1);
    EXPECT_FALSE(result.serve.steps[0].error.has_value());
    EXPECT_EQ(result.serve.steps[0].records.size(), 3u);
    EXPECT_EQ(result.serve.plan.software, QStringLiteral("llama.cpp"));
    EXPECT_EQ(result.serve.plan.layout, protocol::BenchLayout::PipelineParallel);

    for (const LlamaCppServerOutcome &outcome : result.servers) {
        ASSERT_TRUE(outcome.stopped.has_value()) << outcome.process.purpose.toStdString();
        EXPECT_FALSE(outcome.stopped->exitedBefore);
        EXPECT_FALSE(shardscope::probe::test::processRuns(outcome.started.pid))
            << outcome.process.purpose.toStdString();
    }
}

TEST_F(LlamaCppRunner, OneCopyPerMachineEachLoadsItsOwnFileAndTheRequestsGoToEveryCopy)
{
    LlamaCppServeSpec copies = spec(2, protocol::BenchLayout::Replicas);
    copies.serve.workload.requests = 4;
    const auto ran = runLlamaCppServe(copies, options());
    ASSERT_TRUE(ran.ok()) << text(ran.error());
    const LlamaCppServeResult &result = *ran;
    ASSERT_EQ(result.servers.size(), 2);
    EXPECT_EQ(result.servers[0].process.machine, QStringLiteral("node1"));
    EXPECT_EQ(result.servers[1].process.machine, QStringLiteral("node2"));
    for (const LlamaCppServerOutcome &outcome : result.servers) {
        EXPECT_EQ(outcome.process.purpose, QStringLiteral("llama-server"));
        const QStringList line = llamaCppCommandLine(outcome.process);
        EXPECT_FALSE(line.contains(QStringLiteral("--rpc"))) << line.join(QLatin1Char(' ')).toStdString();
        EXPECT_EQ(line.at(line.indexOf(QStringLiteral("-m")) + 1), result.modelPath);
    }
    ASSERT_EQ(result.launch.endpoints.size(), 2);

    ASSERT_FALSE(result.serveError.has_value()) << text(*result.serveError);
    const ServePlan &plan = result.serve.plan;
    EXPECT_EQ(plan.layout, protocol::BenchLayout::Replicas);
    EXPECT_EQ(plan.endpoint, result.launch.endpoints[0]);
    EXPECT_EQ(plan.copyEndpoints, result.launch.endpoints.mid(1));
    EXPECT_EQ(plan.launch, llamaCppLaunchSteps(result.launch));
    ASSERT_EQ(result.serve.steps.size(), 1);
    EXPECT_EQ(result.serve.steps[0].records.size(), 4u);
    for (const protocol::ServeRequestRecord &record : result.serve.steps[0].records)
        EXPECT_EQ(record.error, protocol::ServeErrorKind::None) << record.errorDetail;

    // Both copies answered: half the requests each (round robin), warm-ups on top.
    for (const LlamaCppServerOutcome &outcome : result.servers) {
        std::ifstream served(m_dir
                             / ("llama-server-" + std::to_string(outcome.started.port) + "-completions.txt"));
        int count = 0;
        for (std::string line; std::getline(served, line);)
            ++count;
        EXPECT_GE(count, 2) << outcome.process.machine.toStdString();
        ASSERT_TRUE(outcome.stopped.has_value());
        EXPECT_FALSE(shardscope::probe::test::processRuns(outcome.started.pid));
    }
}

TEST_F(LlamaCppRunner, AnRpcServerWithItsCacheKeepsItInTheAgentsFolderAndTheNextLoadFindsIt)
{
    LlamaCppServeSpec split = spec(2, protocol::BenchLayout::PipelineParallel);
    split.machines[1].rpcCache = true;
    std::vector<std::uint64_t> held;
    for (int load = 0; load < 2; ++load) {
        const auto ran = runLlamaCppServe(split, options());
        ASSERT_TRUE(ran.ok()) << text(ran.error());
        ASSERT_FALSE(ran->serveError.has_value()) << text(*ran->serveError);
        const LlamaCppServerOutcome &rpc = ran->servers.at(0);
        ASSERT_EQ(rpc.process.purpose, QStringLiteral("rpc-server"));
        EXPECT_TRUE(llamaCppCommandLine(rpc.process).contains(QStringLiteral("-c")));
        ASSERT_TRUE(rpc.started.cacheBytes.has_value()) << "an rpc-server with -c reports its cache";
        held.push_back(*rpc.started.cacheBytes);
        EXPECT_FALSE(ran->servers.at(1).started.cacheBytes.has_value()) << "llama-server's -c is its context";
    }
    // The stand-in keeps 64 KiB of "weights" in $LLAMA_CACHE/rpc, which the agent set to its folder.
    EXPECT_EQ(held, (std::vector<std::uint64_t>{0, 64 * 1024}));
    EXPECT_TRUE(fs::exists(m_dir / "llama-cache" / "rpc" / "standin-weights"));
}

TEST_F(LlamaCppRunner, AMachineLostMidRunFailsTheStepSaysHowEachServerEndedAndLeavesNothing)
{
    // node2, the rpc-server's machine, is lost while llama-server answers: its agent is killed, so
    // its rpc-server ends with it (the kernel's parent-death signal) and llama-server, whose RPC
    // connection closes, aborts as llama.cpp does.
    ::setenv("STANDIN_TOKEN_MS", "25", 1);
    LlamaCppServeSpec split = spec(2, protocol::BenchLayout::PipelineParallel);
    split.serve.workload.requests = 40;
    split.serve.workload.outputTokens = 8;
    std::optional<Result<LlamaCppServeResult>> ran;
    std::thread run([&] { ran = runLlamaCppServe(split, options()); });
    const auto completions = [&] {
        int count = 0;
        for (const auto &file : fs::directory_iterator(m_dir)) {
            if (file.path().filename().string().ends_with("-completions.txt")) {
                std::ifstream served(file.path());
                for (std::string line; std::getline(served, line);)
                    ++count;
            }
        }
        return count;
    };
    const std::string mark = "STANDIN_RECORD_DIR=" + m_dir.string();
    long long killed = 0;
    int killedWith = -1;
    for (int waited = 0; waited < 600 && killed == 0; ++waited) {
        if (completions() >= 3) {
            for (const auto &process : shardscope::probe::test::markedProcesses(mark)) {
                if (process.command.find(kStandIns.toStdString() + "/rpc-server") != std::string::npos) {
                    killed = process.parentPid;
                    killedWith = ::kill(pid_t(killed), SIGKILL);
                }
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    run.join(); // before any assertion can leave the test
    ASSERT_NE(killed, 0) << "the rpc-server never answered three completions";
    ASSERT_EQ(killedWith, 0) << "node2's agent " << killed << " could not be killed";
    ASSERT_TRUE(ran.has_value() && ran->ok()) << (ran && !ran->ok() ? text(ran->error()) : "no result");
    const LlamaCppServeResult &result = **ran;

    // The step is kept with what it measured, failed, and says why in words.
    ASSERT_EQ(result.serve.steps.size(), 1);
    const StoredServeResult stored = storedServeResult(0, result.serve.plan, result.serve.steps[0]);
    EXPECT_EQ(stored.status, RunStatus::Failed);
    EXPECT_GT(stored.summary.completed, 0u) << "the requests answered before the loss are kept";
    EXPECT_GT(stored.summary.failed, 0u);
    EXPECT_TRUE(stored.error.contains(QStringLiteral("requests failed"))) << stored.error.toStdString();

    // How each server ended: the rpc-server with its machine (no agent to ask), llama-server by
    // itself, with its last words.
    ASSERT_EQ(result.servers.size(), 2);
    const LlamaCppServerOutcome &rpc = result.servers[0];
    const LlamaCppServerOutcome &server = result.servers[1];
    EXPECT_EQ(rpc.process.purpose, QStringLiteral("rpc-server"));
    EXPECT_FALSE(rpc.stopped.has_value()) << "node2's agent was killed: nobody could be asked";
    ASSERT_TRUE(server.stopped.has_value());
    EXPECT_TRUE(server.stopped->exitedBefore);
    EXPECT_EQ(server.stopped->signal, SIGABRT);
    std::string log;
    for (const std::string &line : server.stopped->logLines)
        log += line + '\n';
    EXPECT_NE(log.find("GGML_ASSERT"), std::string::npos) << log;

    for (const std::string &command : shardscope::probe::test::runningWithEnvironment(mark))
        EXPECT_EQ(command.find(kStandIns.toStdString()), std::string::npos) << "left running: " << command;
}

TEST_F(LlamaCppRunner, WhatCannotRunIsAnErrorAndNothingIsLeftRunning)
{
    LlamaCppServeSpec broken = spec(2, protocol::BenchLayout::PipelineParallel);
    broken.machines[1].rpcServerPath = QStringLiteral("/nonexistent/rpc-server");
    const auto noRpc = runLlamaCppServe(broken, options());
    ASSERT_FALSE(noRpc.ok());
    EXPECT_EQ(noRpc.error().code, ErrorCode::ServerFailed) << text(noRpc.error());
    EXPECT_TRUE(noRpc.error().detail.contains(QStringLiteral("node2"))) << text(noRpc.error());

    // The rpc-server starts; llama-server then fails to load a file that is not there.
    LlamaCppServeSpec missing = spec(2, protocol::BenchLayout::PipelineParallel);
    missing.preset.reset();
    missing.modelFile = QString::fromStdString((m_dir / "none.gguf").string());
    const auto noModel = runLlamaCppServe(missing, options());
    ASSERT_FALSE(noModel.ok());
    EXPECT_TRUE(noModel.error().detail.contains(QStringLiteral("none.gguf"))) << text(noModel.error());

    LlamaCppServeSpec tensor = spec(2, protocol::BenchLayout::TensorParallel);
    const auto refused = runLlamaCppServe(tensor, options());
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, ErrorCode::InvalidArgument);

    LlamaCppServeSpec relative = spec(1, protocol::BenchLayout::Single);
    relative.modelFile = QStringLiteral("models/a.gguf");
    EXPECT_EQ(runLlamaCppServe(relative, options()).error().code, ErrorCode::InvalidArgument);

    // No stand-in of this test survived any of these: none has this test's folder in its
    // environment (other tests may run stand-ins meanwhile).
    for (const std::string &command :
         shardscope::probe::test::runningWithEnvironment("STANDIN_RECORD_DIR=" + m_dir.string()))
        EXPECT_EQ(command.find(kStandIns.toStdString()), std::string::npos) << "left running: " << command;
}

} // namespace
