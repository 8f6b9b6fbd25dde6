// runServePlan against a scripted server on 127.0.0.1 (tests/remote-agent/serve/ScriptedServer.h),
// through the real agent run as a local process: one machine of the "server", named node1, whose
// cluster address is 127.0.0.1, sends the requests and samples the loopback interface. Detection,
// the steps in order with their records and telemetry, a failed step stored as failed with what
// went wrong, a server that does not answer, cancel, and an agent that cannot be started.
#include "core/serve/ServeRunner.h"
#include "core/analysis/ServeMetrics.h"
#include "tests/remote-agent/serve/ScriptedServer.h"

#include <gtest/gtest.h>

#include <QString>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include <signal.h>
#include <unistd.h>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::serve::test;
using namespace std::chrono_literals;

namespace {

constexpr std::uint32_t kTokens = 6;
constexpr std::uint32_t kPromptTokens = 32;

std::string text(const Error &error)
{
    return (errorCodeName(error.code) + QStringLiteral(": ") + error.detail).toStdString();
}

/// llama-server's stream of `kTokens` tokens, a piece every 10 ms, with its final timings.
Script llamaScript()
{
    return llamaServerScript(kTokens, kPromptTokens, 12.5, 50.0, 15ms, 10ms);
}

void answerAsLlamaServer(ScriptedServer &server)
{
    serve::test::answerAsLlamaServer(server, "tiny.gguf", "b4748-d07c6213", 4);
}

ServePlan planFor(const ScriptedServer &server)
{
    ServePlan plan;
    ClusterNode node;
    node.target.name = QStringLiteral("node1");
    node.target.local = true; // its agent runs as a child process of the test
    node.clusterAddress = QStringLiteral("127.0.0.1");
    plan.nodes = {node};
    plan.from = 0;
    plan.endpoint = QString::fromStdString(server.url());
    plan.model = QStringLiteral("tiny.gguf");
    plan.workload.promptTokens = kPromptTokens;
    plan.workload.outputTokens = kTokens;
    plan.workload.requests = 4;
    plan.concurrencies = {1, 2};
    return plan;
}

ServeRunnerOptions options()
{
    ServeRunnerOptions o;
    o.agents.localAgentPath = QStringLiteral(SHARDSCOPE_AGENT_PATH);
    o.readTimeoutMs = 10'000;
    o.telemetryIntervalMs = 20;
    return o;
}

/// The agents this test process started: its children whose command is shardscope-agent.
std::vector<pid_t> childAgents()
{
    std::vector<pid_t> pids;
    for (const auto &entry : std::filesystem::directory_iterator("/proc")) {
        std::ifstream stat(entry.path() / "stat");
        pid_t pid = 0;
        std::string comm;
        char state = 0;
        pid_t parent = 0;
        if (stat >> pid >> comm >> state >> parent && parent == getpid()
            && comm.rfind("(shardscope-age", 0) == 0)
            pids.push_back(pid);
    }
    return pids;
}
} // namespace

TEST(ServeRunner, DetectsLlamaServerRunsEveryStepAndSamplesTheSendingMachine)
{
    ScriptedServer server(llamaScript());
    ASSERT_TRUE(server.listening());
    answerAsLlamaServer(server);
    const ServePlan plan = planFor(server);

    std::optional<ServePlan> ready;
    QList<int> started;
    QList<int> finished;
    int progressCalls = 0;
    ServeRunnerCallbacks callbacks;
    callbacks.planReady = [&](const ServePlan &p) {
        ready = p;
        return true;
    };
    callbacks.stepStarted = [&](int position, std::uint32_t) {
        started << position;
    };
    callbacks.stepProgress = [&](int, double fraction, const QString &) {
        EXPECT_GE(fraction, 0.0);
        EXPECT_LE(fraction, 1.0);
        ++progressCalls;
    };
    callbacks.stepFinished = [&](const ServeStepOutcome &outcome) {
        finished << outcome.position;
    };

    auto result = runServePlan(plan, options(), callbacks);
    ASSERT_TRUE(result.ok()) << text(result.error());
    ASSERT_TRUE(ready.has_value());
    EXPECT_EQ(ready->dialect, protocol::ServeDialect::LlamaCpp);
    EXPECT_TRUE(ready->dialectDetected);
    EXPECT_EQ(ready->software, QStringLiteral("llama.cpp"));
    EXPECT_EQ(ready->softwareVersion, QStringLiteral("b4748-d07c6213"));
    EXPECT_FALSE(ready->detectionEvidence.isEmpty());
    EXPECT_EQ(result->plan, *ready);
    EXPECT_EQ(started, (QList<int>{0, 1}));
    EXPECT_EQ(finished, (QList<int>{0, 1}));
    EXPECT_GT(progressCalls, 0);

    ASSERT_EQ(result->steps.size(), 2);
    for (const ServeStepOutcome &step : result->steps) {
        SCOPED_TRACE(step.position);
        EXPECT_FALSE(step.error.has_value()) << text(*step.error);
        EXPECT_EQ(step.concurrency, plan.concurrencies.at(step.position));
        ASSERT_EQ(step.records.size(), 4u);
        const StoredServeResult stored = storedServeResult(7, result->plan, step);
        EXPECT_EQ(stored.status, RunStatus::Complete) << stored.error.toStdString();
        EXPECT_EQ(stored.runId, 7);
        EXPECT_EQ(stored.summary.completed, 4u);
        EXPECT_EQ(stored.summary.outputTokens, 4u * kTokens);
        EXPECT_EQ(stored.summary.server.promptRequests, 4u);
        // The scripted first piece comes 15 ms after the request is read: TTFT cannot be shorter.
        EXPECT_GE(stored.summary.ttftMs.min, 15.0);
        EXPECT_EQ(stored.summary.peakConcurrency, step.concurrency);

        // node1 sampled the interface of 127.0.0.1 while its requests crossed it.
        ASSERT_EQ(step.telemetry.size(), 1);
        const StoredTelemetry &telemetry = step.telemetry.first();
        EXPECT_EQ(telemetry.nodeName, QStringLiteral("node1"));
        ASSERT_TRUE(telemetry.series.has_value()) << telemetry.error.toStdString();
        EXPECT_TRUE(telemetry.error.isEmpty());
        EXPECT_EQ(telemetry.interfaceName, QStringLiteral("lo"));
        const protocol::TelemetrySeries &series = *telemetry.series;
        ASSERT_GE(series.tMs.size(), 2u);
        ASSERT_EQ(series.rxBytes.size(), series.tMs.size());
        ASSERT_TRUE(series.rxBytes.front() && series.rxBytes.back());
        EXPECT_GT(*series.rxBytes.back(), *series.rxBytes.front());
    }
    // Every request had a prompt of its own: no prompt cache flatters a later step.
    const auto requests = server.requests();
    std::set<std::string> bodies;
    for (const ReceivedRequest &request : requests)
        if (request.method == "POST")
            bodies.insert(request.body);
    EXPECT_EQ(bodies.size(), 8u);
}

TEST(ServeRunner, AStepWithFailedRequestsIsStoredAsFailedSayingWhatFailed)
{
    Script reset = llamaScript();
    reset.pieces.resize(2);
    reset.end = ScriptedEnd::Reset;
    Script unavailable;
    unavailable.status = 503;
    unavailable.contentType = "application/json";
    unavailable.pieces = {R"({"error":{"code":503,"message":"Loading model"}})"};
    // Two requests reset mid-stream, then 503 for the rest.
    ScriptedServer server(std::vector<Script>{reset, reset, unavailable});
    ASSERT_TRUE(server.listening());
    ServePlan plan = planFor(server);
    plan.dialect = protocol::ServeDialect::LlamaCpp; // given: detection only names the software
    plan.concurrencies = {1};

    auto result = runServePlan(plan, options());
    ASSERT_TRUE(result.ok()) << text(result.error());
    EXPECT_FALSE(result->plan.dialectDetected);
    EXPECT_TRUE(result->plan.software.isEmpty()); // nothing answered /v1/models or /props
    ASSERT_EQ(result->steps.size(), 1);
    const StoredServeResult stored = storedServeResult(1, result->plan, result->steps.first());
    EXPECT_EQ(stored.status, RunStatus::Failed);
    EXPECT_EQ(stored.errorCode, QStringLiteral("server_failed"));
    EXPECT_TRUE(
        stored.error.startsWith(QStringLiteral("4 of 4 requests failed (2 reset mid-stream, 2 HTTP 503); "
                                               "the first: ")))
        << stored.error.toStdString();
    EXPECT_EQ(stored.records.size(), 4u);
}

TEST(ServeRunner, AServerThatDoesNotAnswerIsAnErrorBeforeAnyStep)
{
    std::uint16_t port = 0;
    {
        ScriptedServer gone(llamaScript()); // a port that was just free: nothing listens there now
        port = gone.port();
    }
    ServePlan plan;
    plan.endpoint = QStringLiteral("http://127.0.0.1:%1").arg(port);
    plan.workload.promptTokens = kPromptTokens;
    plan.workload.outputTokens = kTokens;
    plan.workload.requests = 1;
    plan.concurrencies = {1};
    bool readyCalled = false;
    ServeRunnerCallbacks callbacks;
    callbacks.planReady = [&](const ServePlan &) {
        return readyCalled = true;
    };
    ServeRunnerOptions o = options();
    o.connectTimeoutMs = 1000;

    auto result = runServePlan(plan, o, callbacks); // from -1: this computer sends
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::ServerFailed) << text(result.error());
    EXPECT_TRUE(result.error().detail.contains(QStringLiteral("This computer"))) << text(result.error());
    EXPECT_FALSE(readyCalled);
}

TEST(ServeRunner, CancelStopsTheRunningStepAndSkipsTheRest)
{
    Script stall = llamaScript();
    stall.pieces.resize(1);
    stall.end = ScriptedEnd::Stall;
    ScriptedServer server(stall);
    ASSERT_TRUE(server.listening());
    answerAsLlamaServer(server);
    ServePlan plan = planFor(server);

    std::atomic_bool cancel{false};
    ServeRunnerCallbacks callbacks;
    callbacks.stepProgress = [&](int, double, const QString &) {
    };
    callbacks.stepStarted = [&](int, std::uint32_t) {
        std::thread([&cancel] {
            std::this_thread::sleep_for(300ms);
            cancel = true;
        }).detach();
    };
    const auto begun = std::chrono::steady_clock::now();
    auto result = runServePlan(plan, options(), callbacks, &cancel);
    ASSERT_TRUE(result.ok()) << text(result.error());
    EXPECT_LT(std::chrono::steady_clock::now() - begun, 8s); // the read time-out is 10 s
    ASSERT_EQ(result->steps.size(), 2);
    for (const ServeStepOutcome &step : result->steps) {
        ASSERT_TRUE(step.error.has_value());
        EXPECT_EQ(step.error->code, ErrorCode::Cancelled) << text(*step.error);
        EXPECT_EQ(storedServeResult(1, result->plan, step).status, RunStatus::Cancelled);
    }
}

TEST(ServeRunner, AnAgentThatCannotStartIsAnErrorNamingTheMachine)
{
    ScriptedServer server(llamaScript());
    ServePlan plan = planFor(server);
    ServeRunnerOptions o = options();
    o.agents.localAgentPath = QStringLiteral("/nonexistent/shardscope-agent");
    auto result = runServePlan(plan, o);
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.error().detail.startsWith(QStringLiteral("node1"))) << text(result.error());
}

TEST(ServeRunner, APlanWithoutAnEndpointIsRefusedBeforeAnythingStarts)
{
    ServePlan plan;
    plan.workload.requests = 1;
    plan.concurrencies = {1};
    ServeRunnerOptions o = options();
    o.agents.localAgentPath = QStringLiteral("/nonexistent/shardscope-agent");
    auto result = runServePlan(plan, o);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::InvalidArgument) << text(result.error());
}

TEST(ServeRunner, StepProblemNamesEveryKindOfFailure)
{
    ServeSummary clean;
    clean.clean = true;
    EXPECT_TRUE(serveStepProblem(clean, {}).isEmpty());
    ServeSummary none;
    EXPECT_EQ(serveStepProblem(none, {}), QStringLiteral("no request completed"));
    ServeSummary mixed;
    mixed.requests = 10;
    mixed.completed = 7;
    mixed.failed = 3;
    mixed.rejectedRecords = 1;
    mixed.failuresByKind
        = {{protocol::ServeErrorKind::Timeout, 1}, {protocol::ServeErrorKind::HttpStatus, 2}};
    mixed.failuresByHttpStatus = {{500, 1}, {503, 1}};
    std::vector<protocol::ServeRequestRecord> records(3);
    records[1].error = protocol::ServeErrorKind::MalformedStream;
    records[1].errorDetail = "the server reported an error: Input prompt is too big compared to KV size.";
    records[2].error = protocol::ServeErrorKind::Timeout;
    records[2].errorDetail = "no byte for 60 s";
    EXPECT_EQ(
        serveStepProblem(mixed, records),
        QStringLiteral("3 of 10 requests failed (1 timed out, 1 HTTP 500, 1 HTTP 503); the first: the server "
                       "reported an error: Input prompt is too big compared to KV size.; 1 records had times "
                       "that cannot be true and were left out"));
}

TEST(ServeRunner, AStoppedSendingAgentFailsTheStepWithinItsSilenceLimitAndIsKilled)
{
    Script stall = llamaScript();
    stall.pieces.resize(1);
    stall.end = ScriptedEnd::Stall;
    ScriptedServer server(stall);
    ASSERT_TRUE(server.listening());
    answerAsLlamaServer(server);
    ServePlan plan = planFor(server);
    plan.concurrencies = {1};
    ServeRunnerOptions o = options();
    o.readTimeoutMs = 1'000;
    o.silenceSlackMs = 500; // silent for 1.5 s: stopped

    std::vector<pid_t> stopped;
    ServeRunnerCallbacks callbacks;
    // Its first progress line: serve_run is running (telemetry_start has been answered).
    callbacks.stepProgress = [&](int, double, const QString &) {
        if (!stopped.empty())
            return;
        stopped = childAgents();
        for (pid_t pid : stopped)
            ::kill(pid, SIGSTOP); // the sending agent stops mid-step: real process, real pipes
    };
    const auto begun = std::chrono::steady_clock::now();
    auto result = runServePlan(plan, o, callbacks, nullptr);
    ASSERT_TRUE(result.ok()) << text(result.error());
    EXPECT_LT(std::chrono::steady_clock::now() - begun, 20s); // not the call's day-long limit
    ASSERT_EQ(stopped.size(), 1u);
    ASSERT_EQ(result->steps.size(), 1u);
    ASSERT_TRUE(result->steps[0].error.has_value());
    const std::string said = text(*result->steps[0].error);
    EXPECT_EQ(result->steps[0].error->code, ErrorCode::AgentTimeout) << said;
    EXPECT_NE(said.find("node1, sending the requests: the agent sent nothing for 1.5 s"), std::string::npos)
        << said;
    EXPECT_NE(said.find("it may be stopped or hung"), std::string::npos) << said;
    // Nothing is left: the stopped agent was killed and reaped.
    EXPECT_TRUE(childAgents().empty());
    errno = 0;
    EXPECT_EQ(::kill(stopped[0], 0), -1);
    EXPECT_EQ(errno, ESRCH);
}
