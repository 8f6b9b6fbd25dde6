// serve_run through the real agent binary (SHARDSCOPE_AGENT_PATH), as the controller drives it:
// a run against a scripted inference server on 127.0.0.1 (tests/remote-agent/serve's
// ScriptedServer), refusals of bad params, the API key never written anywhere but to the server,
// and the end of the channel ending a run. Loopback only.
#include "TestSupport.h"

#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/Serve.h"
#include "remote-agent/protocol/Telemetry.h"
#include "tests/remote-agent/serve/ScriptedServer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <variant>
#include <vector>

namespace shardscope::probe {
namespace {

using namespace std::chrono_literals;
using namespace shardscope::protocol;
using nlohmann::json;
using serve::test::ReceivedRequest;
using serve::test::Script;
using serve::test::ScriptedServer;

const std::string kAgent = SHARDSCOPE_AGENT_PATH;
const std::string kApiKey = "sk-agent-serve-5f0c1a2b3c4d5e6f70819a2b3c4d5e6f";
constexpr std::uint32_t kTokens = 5;

/// What a request ended with, and the progress lines that came before.
struct Outcome {
    std::optional<Result> result;
    std::optional<ErrorReply> error;
    std::vector<Progress> progress;
};

/// One `shardscope-agent session` with its stderr in a file of `dir`.
class ServeAgent
{
public:
    explicit ServeAgent(const test::TempDir &dir)
        : m_stderrPath(dir.path() + "/agent-stderr.txt")
        , m_process({"/bin/sh", "-c", "exec '" + kAgent + "' session 2>'" + m_stderrPath + "'"})
    {
        EXPECT_TRUE(m_process.started());
        const auto line = m_process.readLine(10s);
        EXPECT_TRUE(line.has_value()) << "no hello";
        if (!line)
            return;
        auto hello = parseMessage(*line);
        EXPECT_TRUE(hello.ok() && std::holds_alternative<Hello>(*hello)) << *line;
        if (hello.ok() && std::holds_alternative<Hello>(*hello))
            capabilities = std::get<Hello>(*hello).capabilities;
    }

    void send(std::int64_t id, const json &params, const std::string &method = "serve_run")
    {
        EXPECT_TRUE(m_process.write(serialize(Request{id, method, params}) + '\n'));
    }

    /// Reads until the answer to `id` (or, with partial, until `timeout` passes without one).
    Outcome await(std::int64_t id, std::chrono::milliseconds timeout, bool partial = false)
    {
        Outcome outcome;
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (std::chrono::steady_clock::now() < deadline) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            const auto line = m_process.readLine(std::max(left, 1ms));
            if (!line)
                break;
            lines.push_back(*line);
            auto message = parseMessage(*line);
            EXPECT_TRUE(message.ok()) << line->substr(0, 300);
            if (!message)
                continue;
            if (const auto *progress = std::get_if<Progress>(&*message)) {
                EXPECT_EQ(progress->id, id);
                outcome.progress.push_back(*progress);
                if (partial)
                    return outcome;
            } else if (const auto *result = std::get_if<Result>(&*message)) {
                EXPECT_EQ(result->id, id);
                outcome.result = *result;
                return outcome;
            } else if (const auto *error = std::get_if<ErrorReply>(&*message)) {
                EXPECT_EQ(error->id, id);
                outcome.error = *error;
                return outcome;
            }
        }
        if (!partial)
            ADD_FAILURE() << "no answer to request " << id;
        return outcome;
    }

    Outcome call(std::int64_t id, const json &params, std::chrono::milliseconds timeout = 60s,
                 const std::string &method = "serve_run")
    {
        send(id, params, method);
        return await(id, timeout);
    }

    /// Closes stdin; how long the agent took to exit, nullopt when it did not within 10 s.
    std::optional<std::chrono::milliseconds> closeAndWait()
    {
        const auto closed = std::chrono::steady_clock::now();
        m_process.closeStdin();
        const auto code = m_process.wait(10s);
        if (!code)
            return std::nullopt;
        EXPECT_EQ(*code, 0);
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now()
                                                                     - closed);
    }

    /// What the agent wrote to stderr so far.
    std::string stderrText() const
    {
        std::ifstream in(m_stderrPath, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        return text.str();
    }

    std::vector<std::string> capabilities;
    std::vector<std::string> lines; ///< everything it wrote to stdout after hello

private:
    std::string m_stderrPath;
    test::ChildProcess m_process;
};

/// An OpenAI completions stream of kTokens tokens with its usage and [DONE].
Script completionsScript()
{
    Script script;
    for (std::uint32_t i = 0; i < kTokens; ++i)
        script.pieces.push_back("data: {\"choices\":[{\"index\":0,\"text\":\" t" + std::to_string(i)
                                + "\"}]}\n\n");
    script.pieces.push_back("data: {\"choices\":[],\"usage\":{\"prompt_tokens\":9,\"completion_tokens\":"
                            + std::to_string(kTokens) + "}}\n\n");
    script.pieces.push_back("data: [DONE]\n\n");
    script.firstDelay = 20ms;
    script.gap = 5ms;
    return script;
}

ServeRunParams runParams(const std::string &url, std::uint32_t requests, std::uint32_t concurrency)
{
    ServeRunParams params;
    params.endpoint = url;
    params.dialect = ServeDialect::OpenAiCompletions;
    params.model = "test-model";
    params.apiKey = kApiKey;
    params.workload.promptTokens = 16;
    params.workload.outputTokens = kTokens;
    params.workload.concurrency = concurrency;
    params.workload.requests = requests;
    params.connectTimeoutMs = 5'000;
    params.readTimeoutMs = 30'000;
    return params;
}

void expectNoKeyAnywhere(const ServeAgent &agent)
{
    for (const std::string &line : agent.lines)
        EXPECT_EQ(line.find(kApiKey.substr(0, 12)), std::string::npos) << line.substr(0, 300);
    EXPECT_EQ(agent.stderrText().find(kApiKey.substr(0, 12)), std::string::npos) << agent.stderrText();
}

TEST(AgentServe, ARunReturnsARecordPerCountedRequest)
{
    test::TempDir dir;
    ScriptedServer server(completionsScript());
    ASSERT_TRUE(server.listening());
    ServeAgent agent(dir);
    EXPECT_NE(std::find(agent.capabilities.begin(), agent.capabilities.end(), "serve_run"),
              agent.capabilities.end());

    ServeRunParams params = runParams(server.url(), 4, 2);
    params.workload.warmupRequests = 1;
    const Outcome outcome = agent.call(1, json(params));
    ASSERT_TRUE(outcome.result.has_value()) << (outcome.error ? outcome.error->message : "");
    const auto reply = parseServeRunReply(outcome.result->data);
    ASSERT_TRUE(reply.ok()) << reply.error().message;
    EXPECT_EQ(reply->ended, ServeRunEnd::Complete);
    ASSERT_EQ(reply->records.size(), 4u);
    for (std::size_t i = 0; i < reply->records.size(); ++i) {
        const ServeRequestRecord &record = reply->records[i];
        EXPECT_EQ(record.index, i);
        EXPECT_EQ(record.error, ServeErrorKind::None) << record.errorDetail;
        EXPECT_EQ(record.chunkMs.size(), kTokens);
        EXPECT_EQ(record.outputTokens, std::optional<std::uint32_t>(kTokens));
        ASSERT_FALSE(record.chunkMs.empty());
        EXPECT_GE(record.chunkMs.front() - record.sentMs, 20.0) << "the scripted first-chunk delay";
    }
    ASSERT_FALSE(outcome.progress.empty()) << "a progress line at least when the requests end";
    EXPECT_DOUBLE_EQ(outcome.progress.back().fraction, 1.0);
    EXPECT_NE(outcome.progress.back().stage.find("4 done, 0 failed"), std::string::npos)
        << outcome.progress.back().stage;

    // One warm-up and four counted requests reached the server, each with the key.
    const std::vector<ReceivedRequest> requests = server.requests();
    ASSERT_EQ(requests.size(), 5u);
    for (const ReceivedRequest &request : requests) {
        EXPECT_EQ(request.path, "/v1/completions");
        EXPECT_EQ(request.header("Authorization"), "Bearer " + kApiKey);
    }
    EXPECT_LE(server.mostOpen(), 2u);
    ASSERT_TRUE(agent.closeAndWait().has_value());
    expectNoKeyAnywhere(agent);
}

TEST(AgentServe, ErrorsOfTheServerAreRecordsAndNeverShowTheKey)
{
    test::TempDir dir;
    Script refusing;
    refusing.status = 401;
    refusing.contentType = "application/json";
    refusing.pieces = {"{\"error\":\"invalid api key " + kApiKey + "\"}"};
    ScriptedServer server(refusing);
    ASSERT_TRUE(server.listening());
    ServeAgent agent(dir);

    const Outcome outcome = agent.call(1, json(runParams(server.url(), 2, 1)));
    ASSERT_TRUE(outcome.result.has_value()) << (outcome.error ? outcome.error->message : "");
    const auto reply = parseServeRunReply(outcome.result->data);
    ASSERT_TRUE(reply.ok()) << reply.error().message;
    ASSERT_EQ(reply->records.size(), 2u);
    for (const ServeRequestRecord &record : reply->records) {
        EXPECT_EQ(record.error, ServeErrorKind::HttpStatus);
        EXPECT_EQ(record.httpStatus, 401u);
        EXPECT_NE(record.errorDetail.find("invalid api key"), std::string::npos) << record.errorDetail;
    }
    ASSERT_TRUE(agent.closeAndWait().has_value());
    expectNoKeyAnywhere(agent);
}

TEST(AgentServe, BadParamsAreBadRequestsThatNeverEchoTheKey)
{
    test::TempDir dir;
    ServeAgent agent(dir);
    const json good = json(runParams("http://127.0.0.1:9", 1, 1));
    struct Case {
        json params;
        std::string field;
    };
    std::vector<Case> cases;
    const auto with = [&](const std::string &pointer, const json &value, const std::string &field) {
        json params = good;
        params[json::json_pointer(pointer)] = value;
        cases.push_back({params, field});
    };
    json noEndpoint = good;
    noEndpoint.erase("endpoint");
    cases.push_back({noEndpoint, "endpoint"});
    with("/endpoint", "https://127.0.0.1:8443", "endpoint");
    with("/endpoint", "127.0.0.1:8000", "endpoint");
    with("/endpoint", std::string(kMaxServeEndpointBytes + 1, 'h'), "endpoint");
    with("/dialect", "unknown", "dialect");
    with("/dialect", 3, "dialect");
    with("/model", std::string(kMaxServeModelBytes + 1, 'm'), "model");
    with("/api_key", kApiKey + "\r\nX-Injected: 1", "api_key");
    with("/api_key", kApiKey + std::string(kMaxServeApiKeyBytes, 'k'), "api_key");
    with("/api_key", 12345, "api_key");
    with("/workload/concurrency", 0, "workload.concurrency");
    with("/workload/requests", 0, "workload.requests");
    with("/workload/arrivals/burstiness", 0, "workload.arrivals.burstiness");
    with("/timeouts/read_ms", 0, "timeouts.read_ms");
    with("/timeouts/connect_ms", kMaxServeConnectTimeoutMs + 1, "timeouts.connect_ms");
    json noWorkload = good;
    noWorkload.erase("workload");
    cases.push_back({noWorkload, "workload"});

    std::int64_t id = 10;
    for (const Case &c : cases) {
        const Outcome outcome = agent.call(++id, c.params);
        ASSERT_TRUE(outcome.error.has_value()) << c.field;
        EXPECT_EQ(outcome.error->code, AgentErrorCode::BadRequest) << outcome.error->message;
        EXPECT_NE(outcome.error->message.find(c.field), std::string::npos) << outcome.error->message;
    }
    ASSERT_TRUE(agent.closeAndWait().has_value());
    expectNoKeyAnywhere(agent);
}

TEST(AgentServe, TheReplyParserTakesWhatTheAgentSendsAndNothingElse)
{
    ServeRunReply reply;
    reply.ended = ServeRunEnd::Cancelled;
    for (std::uint32_t i : {0u, 2u}) {
        ServeRequestRecord record;
        record.index = i;
        record.sentMs = 1;
        record.chunkMs = {2, 3};
        record.endMs = 4;
        record.httpStatus = 200;
        reply.records.push_back(record);
    }
    const auto parsed = parseServeRunReply(json(reply));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(*parsed, reply);

    json unordered = json(reply);
    unordered["records"][1]["index"] = 0;
    ASSERT_FALSE(parseServeRunReply(unordered).ok());
    EXPECT_NE(parseServeRunReply(unordered).error().message.find("records[1].index"), std::string::npos);
    json badRecord = json(reply);
    badRecord["records"][0]["end_ms"] = 0.5;
    ASSERT_FALSE(parseServeRunReply(badRecord).ok());
    EXPECT_NE(parseServeRunReply(badRecord).error().message.find("records[0].end_ms"), std::string::npos);
    json badEnd = json(reply);
    badEnd["ended"] = "unknown";
    EXPECT_FALSE(parseServeRunReply(badEnd).ok());
    json noRecords = json(reply);
    noRecords.erase("records");
    EXPECT_FALSE(parseServeRunReply(noRecords).ok());
    json tooMany = json{{"ended", "complete"}, {"records", json::array()}};
    for (std::uint32_t i = 0; i <= kMaxServeRequests; ++i)
        tooMany["records"].push_back(nullptr);
    ASSERT_FALSE(parseServeRunReply(tooMany).ok());
    EXPECT_NE(parseServeRunReply(tooMany).error().message.find("more than"), std::string::npos);

    // The params as the controller writes them come back the same, the key included.
    ServeRunParams params = runParams("http://127.0.0.1:8000/base", 3, 2);
    const auto again = parseServeRunParams(json(params));
    ASSERT_TRUE(again.ok()) << again.error().message;
    EXPECT_EQ(*again, params);
    params.apiKey.clear();
    EXPECT_FALSE(json(params).contains("api_key")) << "no key, no field";
}

TEST(AgentServe, EofDuringARunEndsTheAgentPromptly)
{
    test::TempDir dir;
    Script slow = completionsScript();
    slow.firstDelay = 100ms;
    slow.gap = 100ms; // 0.7 s a response
    ScriptedServer server(slow);
    ASSERT_TRUE(server.listening());
    ServeAgent agent(dir);

    agent.send(1, json(runParams(server.url(), 1000, 4)));
    // The run is under way once its first progress line came and requests reached the server.
    const Outcome started = agent.await(1, 20s, true);
    ASSERT_FALSE(started.result.has_value());
    ASSERT_FALSE(started.error.has_value()) << started.error->message;
    ASSERT_FALSE(started.progress.empty());
    ASSERT_FALSE(server.requests().empty());

    const auto elapsed = agent.closeAndWait();
    ASSERT_TRUE(elapsed.has_value()) << "the agent must exit when its stdin closes";
    EXPECT_LT(*elapsed, 2s);
    EXPECT_LT(server.requests().size(), 1000u);
    expectNoKeyAnywhere(agent);
}

// ---- serve_detect ----

TEST(AgentServe, DetectSaysWhatTheServerSpeaksAndNeverWritesTheKey)
{
    test::TempDir dir;
    ScriptedServer server(completionsScript());
    ASSERT_TRUE(server.listening());
    // llama-server's answers (examples/server/server.cpp): its model list and its properties.
    server.answerGet("/v1/models", serve::test::GetAnswer{200, "application/json",
                                                          R"({"object":"list","data":[{"id":"m.gguf",)"
                                                          R"("object":"model","owned_by":"llamacpp"}]})"});
    server.answerGet("/props", serve::test::GetAnswer{200, "application/json",
                                                      R"({"default_generation_settings":{"n_ctx":4096},)"
                                                      R"("total_slots":2,"build_info":"b4756-c392e509"})"});
    ServeAgent agent(dir);
    EXPECT_NE(std::find(agent.capabilities.begin(), agent.capabilities.end(), "serve_detect"),
              agent.capabilities.end());

    ServeDetectParams params;
    params.endpoint = server.url();
    params.apiKey = kApiKey;
    const Outcome outcome = agent.call(1, json(params), 60s, "serve_detect");
    ASSERT_TRUE(outcome.result.has_value()) << (outcome.error ? outcome.error->message : "");
    const auto reply = parseServeDetectReply(outcome.result->data);
    ASSERT_TRUE(reply.ok()) << reply.error().message;
    EXPECT_EQ(reply->outcome, ServeDetectOutcome::Found);
    EXPECT_EQ(reply->dialect, ServeDialect::LlamaCpp);
    EXPECT_EQ(reply->software, "llama.cpp");
    EXPECT_EQ(reply->version, "b4756-c392e509");
    EXPECT_EQ(reply->models, std::vector<std::string>{"m.gguf"});
    EXPECT_EQ(reply->evidence.size(), 3u);
    for (const ReceivedRequest &request : server.requests())
        EXPECT_EQ(request.header("Authorization"), "Bearer " + kApiKey) << request.path;

    // Nothing listening: a reply that says so, with the probe's evidence.
    serve::test::RefusedPort port;
    params.endpoint = port.url();
    const Outcome none = agent.call(2, json(params), 60s, "serve_detect");
    ASSERT_TRUE(none.result.has_value()) << (none.error ? none.error->message : "");
    const auto noReply = parseServeDetectReply(none.result->data);
    ASSERT_TRUE(noReply.ok()) << noReply.error().message;
    EXPECT_EQ(noReply->outcome, ServeDetectOutcome::NoAnswer);
    EXPECT_NE(serveDetectProblemText(*noReply, params.endpoint).find("no inference server answered at "),
              std::string::npos);

    // Params it cannot use: bad_request naming the field, never the key.
    params.endpoint = "https://" + server.url().substr(7);
    const Outcome https = agent.call(3, json(params), 60s, "serve_detect");
    ASSERT_TRUE(https.error.has_value());
    EXPECT_EQ(https.error->code, AgentErrorCode::BadRequest);
    EXPECT_NE(https.error->message.find("serve_detect params: endpoint: https://"), std::string::npos)
        << https.error->message;
    json bad = json(params);
    bad["api_key"] = kApiKey + "\n";
    const Outcome badKey = agent.call(4, bad, 60s, "serve_detect");
    ASSERT_TRUE(badKey.error.has_value());
    EXPECT_EQ(badKey.error->code, AgentErrorCode::BadRequest);
    EXPECT_NE(badKey.error->message.find("api_key"), std::string::npos) << badKey.error->message;

    EXPECT_TRUE(agent.closeAndWait().has_value());
    expectNoKeyAnywhere(agent);
}

TEST(AgentServe, TelemetrySamplesTheClusterInterfaceUntilItIsStopped)
{
    test::TempDir dir;
    ServeAgent agent(dir);
    for (const char *method : {"telemetry_start", "telemetry_stop"})
        EXPECT_NE(std::find(agent.capabilities.begin(), agent.capabilities.end(), method),
                  agent.capabilities.end())
            << method;

    TelemetryStartParams start;
    start.clusterAddress = "127.0.0.1";
    start.intervalMs = 20;
    const Outcome started = agent.call(1, json(start), 10s, "telemetry_start");
    ASSERT_TRUE(started.result.has_value()) << (started.error ? started.error->message : "");
    const auto reply = parseTelemetryStartReply(started.result->data);
    ASSERT_TRUE(reply.ok()) << reply.error().message;
    EXPECT_GE(reply->samplerId, 1);
    EXPECT_EQ(reply->interfaceName, "lo"); // the interface holding 127.0.0.1
    EXPECT_EQ(reply->intervalMs, 20u);

    // The session's one worker is free while the sampler runs: another request is answered.
    const Outcome unknown
        = agent.call(2, json(TelemetryStopParams{reply->samplerId + 1}), 10s, "telemetry_stop");
    ASSERT_TRUE(unknown.error.has_value());
    EXPECT_EQ(unknown.error->code, AgentErrorCode::BadRequest);

    std::this_thread::sleep_for(200ms);
    const Outcome stopped = agent.call(3, json(TelemetryStopParams{reply->samplerId}), 10s, "telemetry_stop");
    ASSERT_TRUE(stopped.result.has_value()) << (stopped.error ? stopped.error->message : "");
    const auto series = parseTelemetrySeries(stopped.result->data);
    ASSERT_TRUE(series.ok()) << series.error().message;
    EXPECT_EQ(series->interfaceName, "lo");
    EXPECT_GE(series->tMs.size(), 3u);
    EXPECT_EQ(series->rxBytes.size(), series->tMs.size());
    EXPECT_FALSE(series->reachedMaxDuration);

    // Stopped once: a second stop names no sampler.
    const Outcome again = agent.call(4, json(TelemetryStopParams{reply->samplerId}), 10s, "telemetry_stop");
    ASSERT_TRUE(again.error.has_value());
    EXPECT_EQ(again.error->code, AgentErrorCode::BadRequest);

    // A sampler still running when the session ends does not keep the agent alive.
    ASSERT_TRUE(agent.call(5, json(start), 10s, "telemetry_start").result.has_value());
    const auto exited = agent.closeAndWait();
    ASSERT_TRUE(exited.has_value());
    EXPECT_LT(*exited, 5s);
}

} // namespace
} // namespace shardscope::probe
