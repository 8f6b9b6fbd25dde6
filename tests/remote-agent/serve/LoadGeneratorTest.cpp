#include "remote-agent/serve/LoadGenerator.h"

#include "remote-agent/serve/Arrivals.h"
#include "remote-agent/serve/RequestBodies.h"
#include "remote-agent/serve/StreamParsers.h"

#include "ScriptedServer.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace shardscope::serve;
using namespace shardscope::serve::test;
using namespace shardscope::protocol;
using namespace std::chrono_literals;

// Loopback only: every request goes to a ScriptedServer or a refused port on 127.0.0.1.
// Timing bounds: a scripted delay is a lower bound the client cannot beat (the server waits it
// out), so lower bounds are tight (a small tolerance for pieces read late and together); upper
// bounds are generous, for a loaded 2-core CI machine.

namespace {

using Clock = std::chrono::steady_clock;

constexpr double gapToleranceMs = 30;
constexpr double slowMachineMarginMs = 3000;
constexpr const char *apiKey = "sk-load-0123456789abcdef0123456789abcdef";
constexpr std::uint32_t promptTokens = 8;
constexpr std::uint32_t generatedTokens = 5;
constexpr std::uint32_t serverPromptTokens = 7;
constexpr double serverPromptMs = 12.5;
constexpr double serverGeneratedMs = 40.25;

/// What a server of `dialect` streams for `tokens` generated tokens: one piece per event, the
/// server's counts and timings (serverPromptTokens, serverPromptMs, serverGeneratedMs, `tokens`)
/// where the dialect has them, and the dialect's end.
std::vector<std::string> dialectPieces(ServeDialect dialect, std::uint32_t tokens)
{
    std::vector<std::string> pieces;
    for (std::uint32_t i = 0; i < tokens; ++i) {
        const std::string word = " w" + std::to_string(i);
        switch (dialect) {
        case ServeDialect::OpenAiCompletions:
            pieces.push_back("data: {\"choices\":[{\"index\":0,\"text\":\"" + word + "\"}]}\n\n");
            break;
        case ServeDialect::OpenAiChat:
            pieces.push_back("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"" + word
                             + "\"}}]}\n\n");
            break;
        case ServeDialect::LlamaCpp:
            pieces.push_back("data: {\"content\":\"" + word + "\",\"stop\":false}\n\n");
            break;
        case ServeDialect::Ollama:
            pieces.push_back("{\"response\":\"" + word + "\",\"done\":false}\n");
            break;
        case ServeDialect::Unknown:
            break;
        }
    }
    const std::string n = std::to_string(tokens);
    const std::string p = std::to_string(serverPromptTokens);
    switch (dialect) {
    case ServeDialect::OpenAiCompletions:
    case ServeDialect::OpenAiChat:
        pieces.push_back("data: {\"choices\":[],\"usage\":{\"prompt_tokens\":" + p
                         + ",\"completion_tokens\":" + n + "}}\n\n");
        pieces.push_back("data: [DONE]\n\n");
        break;
    case ServeDialect::LlamaCpp:
        pieces.push_back("data: {\"content\":\"\",\"stop\":true,\"timings\":{\"prompt_n\":" + p
                         + ",\"prompt_ms\":12.5,\"predicted_n\":" + n + ",\"predicted_ms\":40.25}}\n\n");
        break;
    case ServeDialect::Ollama:
        pieces.push_back("{\"response\":\"\",\"done\":true,\"prompt_eval_count\":" + p
                         + ",\"prompt_eval_duration\":12500000,\"eval_count\":" + n
                         + ",\"eval_duration\":40250000}\n");
        break;
    case ServeDialect::Unknown:
        break;
    }
    return pieces;
}

Script streamScript(ServeDialect dialect = ServeDialect::OpenAiCompletions,
                    std::uint32_t tokens = generatedTokens)
{
    Script script;
    script.pieces = dialectPieces(dialect, tokens);
    if (dialect == ServeDialect::Ollama)
        script.contentType = "application/x-ndjson";
    return script;
}

ServeWorkload workload(std::uint32_t requests, std::uint32_t concurrency)
{
    ServeWorkload w;
    w.promptTokens = promptTokens;
    w.outputTokens = generatedTokens;
    w.concurrency = concurrency;
    w.requests = requests;
    return w;
}

ServeLoadParams paramsFor(const std::string &url, const ServeWorkload &w,
                          ServeDialect dialect = ServeDialect::OpenAiCompletions)
{
    ServeLoadParams params;
    params.endpoint = url;
    params.dialect = dialect;
    params.model = "test-model";
    params.apiKey = apiKey;
    params.workload = w;
    params.connectTimeoutMs = 5'000;
    params.readTimeoutMs = 30'000;
    return params;
}

ServeLoadResult run(const ServeLoadParams &params, const std::atomic_bool *cancel = nullptr)
{
    return runServeLoad(params, {}, cancel);
}

void expectIndicesInOrder(const ServeLoadResult &result)
{
    for (std::size_t i = 0; i < result.records.size(); ++i)
        EXPECT_EQ(result.records[i].index, i);
}

void expectNoKeyIn(const ServeLoadResult &result)
{
    for (const ServeRequestRecord &record : result.records) {
        EXPECT_EQ(record.errorDetail.find("sk-load"), std::string::npos) << record.errorDetail;
        EXPECT_EQ(nlohmann::json(record).dump().find("sk-load"), std::string::npos);
    }
}

std::string promptOf(const ReceivedRequest &request)
{
    const auto body = nlohmann::json::parse(request.body, nullptr, false);
    if (!body.is_object())
        return {};
    if (body.contains("prompt"))
        return body["prompt"].get<std::string>();
    if (body.contains("messages"))
        return body["messages"][0]["content"].get<std::string>();
    return {};
}

} // namespace

TEST(LoadGenerator, FirstChunkAndGapsFollowTheScript)
{
    Script script = streamScript();
    script.firstDelay = 150ms;
    script.gap = 100ms;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(2, 1)));
    ASSERT_EQ(result.end, ServeLoadEnd::Complete) << result.problem;
    ASSERT_EQ(result.records.size(), 2u);
    expectIndicesInOrder(result);
    for (const ServeRequestRecord &record : result.records) {
        EXPECT_EQ(record.error, ServeErrorKind::None) << record.errorDetail;
        EXPECT_EQ(record.httpStatus, 200u);
        ASSERT_EQ(record.chunkMs.size(), generatedTokens);
        const double ttft = record.chunkMs.front() - record.sentMs;
        EXPECT_GE(ttft, 150.0);
        EXPECT_LE(ttft, 150.0 + slowMachineMarginMs);
        for (std::size_t i = 1; i < record.chunkMs.size(); ++i) {
            const double itl = record.chunkMs[i] - record.chunkMs[i - 1];
            EXPECT_GE(itl, 100.0 - gapToleranceMs) << "gap " << i;
            EXPECT_LE(itl, 100.0 + slowMachineMarginMs) << "gap " << i;
        }
        // The usage event and [DONE] come a gap each after the last text.
        EXPECT_GE(record.endMs - record.chunkMs.back(), 2 * 100.0 - gapToleranceMs);
        ASSERT_TRUE(record.outputTokens.has_value());
        EXPECT_EQ(*record.outputTokens, generatedTokens);
        EXPECT_TRUE(record.errorDetail.empty());
        // The record passes the controller's own parser.
        EXPECT_TRUE(parseServeRequestRecord(nlohmann::json(record)).ok());
    }
    // One at a time: the second is sent once the first has ended.
    EXPECT_GE(result.records[1].sentMs, result.records[0].endMs);
    const auto requests = server.requests();
    ASSERT_EQ(requests.size(), 2u);
    EXPECT_EQ(requests[0].path, "/v1/completions");
    EXPECT_EQ(requests[0].header("Authorization"), std::string("Bearer ") + apiKey);
}

class LoadGeneratorDialect : public ::testing::TestWithParam<ServeDialect>
{
};

TEST_P(LoadGeneratorDialect, TheServersCountsAndTimingsReachTheRecord)
{
    const ServeDialect dialect = GetParam();
    ScriptedServer server(streamScript(dialect));
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(2, 2), dialect));
    ASSERT_EQ(result.end, ServeLoadEnd::Complete) << result.problem;
    ASSERT_EQ(result.records.size(), 2u);
    for (const ServeRequestRecord &record : result.records) {
        EXPECT_EQ(record.error, ServeErrorKind::None) << record.errorDetail;
        EXPECT_EQ(record.chunkMs.size(), generatedTokens);
        ASSERT_TRUE(record.outputTokens.has_value());
        EXPECT_EQ(*record.outputTokens, generatedTokens);
        EXPECT_EQ(record.server.generatedTokens, std::optional<std::uint32_t>(generatedTokens));
        EXPECT_EQ(record.server.promptTokens, std::optional<std::uint32_t>(serverPromptTokens));
        if (dialect == ServeDialect::LlamaCpp || dialect == ServeDialect::Ollama) {
            ASSERT_TRUE(record.server.promptMs.has_value());
            EXPECT_DOUBLE_EQ(*record.server.promptMs, serverPromptMs);
            ASSERT_TRUE(record.server.generatedMs.has_value());
            EXPECT_DOUBLE_EQ(*record.server.generatedMs, serverGeneratedMs);
        } else {
            EXPECT_FALSE(record.server.promptMs.has_value());
            EXPECT_FALSE(record.server.generatedMs.has_value());
        }
    }
    const auto requests = server.requests();
    ASSERT_EQ(requests.size(), 2u);
    std::set<std::string> prompts;
    for (const ReceivedRequest &request : requests) {
        EXPECT_EQ(request.path, requestPath(dialect));
        prompts.insert(promptOf(request));
    }
    EXPECT_EQ(prompts, (std::set<std::string>{promptText(0, promptTokens), promptText(1, promptTokens)}));
}

INSTANTIATE_TEST_SUITE_P(Dialects, LoadGeneratorDialect,
                         ::testing::Values(ServeDialect::OpenAiCompletions, ServeDialect::OpenAiChat,
                                           ServeDialect::LlamaCpp, ServeDialect::Ollama),
                         [](const ::testing::TestParamInfo<ServeDialect> &dialectInfo) {
                             return toString(dialectInfo.param);
                         });

TEST(LoadGenerator, ServiceUnavailableIsCountedAndTheRunGoesOn)
{
    Script loading;
    loading.status = 503;
    loading.contentType = "application/json";
    loading.pieces = {R"({"error":{"message":"Loading model","code":503}})"};
    ScriptedServer server(std::vector<Script>{loading, loading, streamScript()});
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(4, 1)));
    ASSERT_EQ(result.end, ServeLoadEnd::Complete) << result.problem;
    ASSERT_EQ(result.records.size(), 4u);
    expectIndicesInOrder(result);
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(result.records[i].error, ServeErrorKind::HttpStatus);
        EXPECT_EQ(result.records[i].httpStatus, 503u);
        EXPECT_NE(result.records[i].errorDetail.find("Loading model"), std::string::npos)
            << result.records[i].errorDetail;
        EXPECT_TRUE(result.records[i].chunkMs.empty());
        EXPECT_TRUE(parseServeRequestRecord(nlohmann::json(result.records[i])).ok());
    }
    for (std::size_t i = 2; i < 4; ++i) {
        EXPECT_EQ(result.records[i].error, ServeErrorKind::None) << result.records[i].errorDetail;
        EXPECT_EQ(result.records[i].chunkMs.size(), generatedTokens);
    }
}

TEST(LoadGenerator, AConnectionClosedMidStreamIsResetWithTheChunksBeforeIt)
{
    Script script;
    script.pieces = dialectPieces(ServeDialect::OpenAiCompletions, 3);
    script.pieces.resize(3); // the text only: no usage, no [DONE]
    script.end = ScriptedEnd::Reset;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(1, 1)));
    ASSERT_EQ(result.records.size(), 1u);
    const ServeRequestRecord &record = result.records.front();
    EXPECT_EQ(record.error, ServeErrorKind::Reset) << record.errorDetail;
    EXPECT_EQ(record.chunkMs.size(), 3u);
    EXPECT_FALSE(record.outputTokens.has_value()) << "no count without the server's";
    EXPECT_FALSE(record.errorDetail.empty());
    EXPECT_TRUE(parseServeRequestRecord(nlohmann::json(record)).ok());
}

TEST(LoadGenerator, AStreamThatEndsWithoutItsEndIsMalformed)
{
    Script script;
    script.pieces = dialectPieces(ServeDialect::OpenAiCompletions, 2);
    script.pieces.resize(2); // HTTP ends properly, the stream has no [DONE]
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(1, 1)));
    ASSERT_EQ(result.records.size(), 1u);
    EXPECT_EQ(result.records[0].error, ServeErrorKind::MalformedStream);
    EXPECT_EQ(result.records[0].chunkMs.size(), 2u);
    EXPECT_EQ(result.records[0].httpStatus, 200u);
}

TEST(LoadGenerator, AStallIsTimeout)
{
    Script script;
    script.pieces = dialectPieces(ServeDialect::OpenAiCompletions, 2);
    script.pieces.resize(2);
    script.end = ScriptedEnd::Stall;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    ServeLoadParams params = paramsFor(server.url(), workload(1, 1));
    params.readTimeoutMs = 300;
    const ServeLoadResult result = run(params);
    ASSERT_EQ(result.records.size(), 1u);
    const ServeRequestRecord &record = result.records.front();
    EXPECT_EQ(record.error, ServeErrorKind::Timeout) << record.errorDetail;
    ASSERT_EQ(record.chunkMs.size(), 2u);
    EXPECT_GE(record.endMs - record.chunkMs.back(), 300.0 - gapToleranceMs);
    EXPECT_LE(record.endMs - record.chunkMs.back(), 300.0 + slowMachineMarginMs);
}

TEST(LoadGenerator, AServersErrorEventIsServerErrorWithItsMessageAndNeverTheKey)
{
    Script script;
    script.pieces
        = {dialectPieces(ServeDialect::OpenAiCompletions, 1).front(),
           std::string("data: {\"error\":{\"message\":\"out of memory; key ") + apiKey + "\"}}\n\n"};
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(1, 1)));
    ASSERT_EQ(result.records.size(), 1u);
    EXPECT_EQ(result.records[0].error, ServeErrorKind::ServerError);
    EXPECT_NE(result.records[0].errorDetail.find("out of memory"), std::string::npos)
        << result.records[0].errorDetail;
    expectNoKeyIn(result);
}

TEST(LoadGenerator, AKeyCutOffInALongServerMessageDoesNotReachTheRecord)
{
    // The parser cuts a server's message at kMaxServerMessageBytes and marks the cut with "…": the
    // key echoed across the cut leaves only its start, which is dropped too.
    const std::string message = std::string(kMaxServerMessageBytes - 12, 'x') + apiKey;
    Script script;
    script.pieces = {"data: {\"error\":{\"message\":\"" + message + "\"}}\n\n"};
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(1, 1)));
    ASSERT_EQ(result.records.size(), 1u);
    EXPECT_EQ(result.records[0].error, ServeErrorKind::ServerError);
    EXPECT_EQ(result.records[0].errorDetail.find("sk-lo"), std::string::npos)
        << result.records[0].errorDetail;
    EXPECT_NE(result.records[0].errorDetail.find("xxxx"), std::string::npos) << result.records[0].errorDetail;
}

namespace {

/// How a server of `dialect` reports `message` as an error inside its stream.
std::string serverErrorPiece(ServeDialect dialect, const std::string &message)
{
    switch (dialect) {
    case ServeDialect::OpenAiCompletions:
    case ServeDialect::OpenAiChat:
        return "data: {\"error\":{\"message\":\"" + message
               + "\",\"type\":\"server_error\",\"code\":500}}\n\n";
    case ServeDialect::LlamaCpp:
        // llama-server's /completion: an event of its own, "error: {...}".
        return "error: {\"code\":500,\"message\":\"" + message + "\",\"type\":\"server_error\"}\n\n";
    case ServeDialect::Ollama:
        return "{\"error\":\"" + message + "\"}\n";
    case ServeDialect::Unknown:
        break;
    }
    return {};
}

} // namespace

class LoadGeneratorServerError : public ::testing::TestWithParam<ServeDialect>
{
};

TEST_P(LoadGeneratorServerError, AnErrorMidStreamIsServerErrorWithTheServersMessage)
{
    const ServeDialect dialect = GetParam();
    Script script = streamScript(dialect, 2);
    script.pieces.resize(2); // the text only, then the server's error
    script.pieces.push_back(serverErrorPiece(dialect, "CUDA error: out of memory"));
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(1, 1), dialect));
    ASSERT_EQ(result.records.size(), 1u);
    const ServeRequestRecord &record = result.records.front();
    EXPECT_EQ(record.error, ServeErrorKind::ServerError) << record.errorDetail;
    EXPECT_EQ(record.httpStatus, 200u);
    EXPECT_EQ(record.chunkMs.size(), 2u) << "the chunks before the error are kept";
    EXPECT_NE(record.errorDetail.find("CUDA error: out of memory"), std::string::npos) << record.errorDetail;
    EXPECT_TRUE(parseServeRequestRecord(nlohmann::json(record)).ok());
    EXPECT_EQ(nlohmann::json(record).value("error", ""), "server_error");
}

TEST_P(LoadGeneratorServerError, ALineThatIsNotTheDialectStaysMalformed)
{
    const ServeDialect dialect = GetParam();
    Script script = streamScript(dialect, 2);
    script.pieces.resize(2);
    script.pieces.push_back(dialect == ServeDialect::Ollama ? "{\"error\" out of memory\n"
                                                            : "data: {\"error\" out of memory\n\n");
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(1, 1), dialect));
    ASSERT_EQ(result.records.size(), 1u);
    EXPECT_EQ(result.records[0].error, ServeErrorKind::MalformedStream) << result.records[0].errorDetail;
    EXPECT_EQ(result.records[0].chunkMs.size(), 2u);
}

INSTANTIATE_TEST_SUITE_P(Dialects, LoadGeneratorServerError,
                         ::testing::Values(ServeDialect::OpenAiCompletions, ServeDialect::OpenAiChat,
                                           ServeDialect::LlamaCpp, ServeDialect::Ollama),
                         [](const ::testing::TestParamInfo<ServeDialect> &dialectInfo) {
                             return toString(dialectInfo.param);
                         });

TEST(LoadGenerator, AnErrorBodyThatEchoesTheKeyDoesNotReachTheRecord)
{
    Script script;
    script.status = 401;
    script.contentType = "application/json";
    script.pieces = {std::string(R"({"error":"invalid key )") + apiKey + "\"}"};
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    const ServeLoadResult result = run(paramsFor(server.url(), workload(2, 1)));
    ASSERT_EQ(result.records.size(), 2u);
    EXPECT_EQ(result.records[0].error, ServeErrorKind::HttpStatus);
    EXPECT_EQ(result.records[0].httpStatus, 401u);
    expectNoKeyIn(result);
}

TEST(LoadGenerator, AtMostConcurrencyInFlightAndThatManyWhenRequestsOutnumberIt)
{
    Script script = streamScript();
    script.firstDelay = 100ms;
    script.gap = 30ms;
    {
        ScriptedServer server(script);
        ASSERT_TRUE(server.listening());
        const ServeLoadResult result = run(paramsFor(server.url(), workload(9, 3)));
        ASSERT_EQ(result.end, ServeLoadEnd::Complete);
        ASSERT_EQ(result.records.size(), 9u);
        expectIndicesInOrder(result);
        for (const ServeRequestRecord &record : result.records)
            EXPECT_EQ(record.error, ServeErrorKind::None) << record.errorDetail;
        EXPECT_EQ(server.mostOpen(), 3u);
        EXPECT_EQ(server.requests().size(), 9u);
    }
    {
        ScriptedServer server(script);
        ASSERT_TRUE(server.listening());
        const ServeLoadResult result = run(paramsFor(server.url(), workload(4, 1)));
        ASSERT_EQ(result.records.size(), 4u);
        EXPECT_EQ(server.mostOpen(), 1u);
    }
}

TEST(LoadGenerator, WarmUpRequestsAreSentFirstAndNotReported)
{
    ScriptedServer server(streamScript());
    ASSERT_TRUE(server.listening());
    ServeWorkload w = workload(3, 1);
    w.warmupRequests = 2;

    const ServeLoadResult result = run(paramsFor(server.url(), w));
    ASSERT_EQ(result.end, ServeLoadEnd::Complete);
    ASSERT_EQ(result.records.size(), 3u);
    expectIndicesInOrder(result);
    const auto requests = server.requests();
    ASSERT_EQ(requests.size(), 5u);
    // One at a time, so in order: the two warm-ups, then counted requests 0, 1, 2.
    for (std::uint32_t i = 0; i < 3; ++i)
        EXPECT_EQ(promptOf(requests[2 + i]), promptText(i, promptTokens));
    std::set<std::string> prompts;
    for (const ReceivedRequest &request : requests)
        prompts.insert(promptOf(request));
    EXPECT_EQ(prompts.size(), 5u) << "a warm-up's prompt is no counted request's";
    // The counted requests' clock starts after the warm-ups: the first is sent at its start.
    EXPECT_LT(result.records[0].sentMs, 1000.0);
}

TEST(LoadGenerator, CopiesTakeTheRequestsRoundRobinWarmUpsIncluded)
{
    ScriptedServer first(streamScript());
    ScriptedServer second(streamScript());
    ASSERT_TRUE(first.listening());
    ASSERT_TRUE(second.listening());
    ServeWorkload w = workload(5, 2);
    w.warmupRequests = 2;
    ServeLoadParams params = paramsFor(first.url(), w);
    params.copyEndpoints = {second.url()};
    EXPECT_EQ(serveLoadEndpoint(params, 0), first.url());
    EXPECT_EQ(serveLoadEndpoint(params, 1), second.url());
    EXPECT_EQ(serveLoadEndpoint(params, 4), first.url());

    const ServeLoadResult result = run(params);
    ASSERT_EQ(result.end, ServeLoadEnd::Complete);
    ASSERT_EQ(result.records.size(), 5u);
    for (const ServeRequestRecord &record : result.records)
        EXPECT_EQ(record.error, ServeErrorKind::None) << record.errorDetail;
    // One warm-up each, then counted requests 0, 2, 4 to the first and 1, 3 to the second.
    std::set<std::string> toFirst;
    std::set<std::string> toSecond;
    for (const ReceivedRequest &request : first.requests())
        toFirst.insert(promptOf(request));
    for (const ReceivedRequest &request : second.requests())
        toSecond.insert(promptOf(request));
    EXPECT_EQ(toFirst, (std::set<std::string>{promptText(kServeWarmupPromptBase, promptTokens),
                                              promptText(0, promptTokens), promptText(2, promptTokens),
                                              promptText(4, promptTokens)}));
    EXPECT_EQ(toSecond, (std::set<std::string>{promptText(kServeWarmupPromptBase + 1, promptTokens),
                                               promptText(1, promptTokens), promptText(3, promptTokens)}));

    ServeLoadParams bad = params;
    bad.copyEndpoints.push_back("ftp://h:1");
    EXPECT_EQ(serveLoadProblem(bad).rfind("copies[1]: ", 0), 0u) << serveLoadProblem(bad);
}

TEST(LoadGenerator, FirstPromptNumbersTheCountedRequestsPromptsButNotTheWarmUps)
{
    ScriptedServer server(streamScript());
    ASSERT_TRUE(server.listening());
    ServeWorkload w = workload(2, 1);
    w.warmupRequests = 1;
    w.firstPrompt = 700000; // a later step of a run

    const ServeLoadResult result = run(paramsFor(server.url(), w));
    ASSERT_EQ(result.end, ServeLoadEnd::Complete);
    const auto requests = server.requests();
    ASSERT_EQ(requests.size(), 3u);
    EXPECT_EQ(promptOf(requests[0]), promptText(kServeWarmupPromptBase, promptTokens));
    EXPECT_EQ(promptOf(requests[1]), promptText(700000, promptTokens));
    EXPECT_EQ(promptOf(requests[2]), promptText(700001, promptTokens));
    EXPECT_EQ(result.records[0].index, 0u); // the records keep their own numbering
}

TEST(LoadGenerator, ARunOfADurationSendsUntilItPassesAndLetsTheLastOnesFinish)
{
    Script script = streamScript();
    script.firstDelay = 50ms;
    script.gap = 20ms;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());
    ServeWorkload w = workload(0, 2);
    w.durationMs = 600;

    const auto started = Clock::now();
    const ServeLoadResult result = run(paramsFor(server.url(), w));
    const double elapsedMs = std::chrono::duration<double, std::milli>(Clock::now() - started).count();
    ASSERT_EQ(result.end, ServeLoadEnd::Complete);
    EXPECT_GE(elapsedMs, 600.0);
    // Each response takes at least 150 ms: at most two per slot and 150 ms, at least one per slot.
    EXPECT_GE(result.records.size(), 2u);
    EXPECT_LE(result.records.size(), 2u * (600 / 150 + 1));
    expectIndicesInOrder(result);
    double lastEnd = 0;
    for (const ServeRequestRecord &record : result.records) {
        EXPECT_EQ(record.error, ServeErrorKind::None) << record.errorDetail;
        // Sent once the dispatcher saw the duration had not passed: a thread's start later, at most.
        EXPECT_LT(record.sentMs, 600.0 + 250.0) << "no request after the duration";
        lastEnd = std::max(lastEnd, record.endMs);
    }
    EXPECT_EQ(server.requests().size(), result.records.size());
    EXPECT_GE(lastEnd, 150.0);
}

TEST(LoadGenerator, CancelEndsTheRunWithinASecondWithWhatCompleted)
{
    Script script = streamScript();
    script.firstDelay = 50ms;
    script.gap = 50ms; // 300 ms a response
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    std::atomic_bool cancel = false;
    std::optional<Clock::time_point> cancelledAt;
    const auto progress = [&](const ServeLoadProgress &p) {
        if (!cancelledAt && p.completed >= 2) {
            cancelledAt = Clock::now();
            cancel = true;
        }
    };
    const ServeLoadResult result = runServeLoad(paramsFor(server.url(), workload(50, 2)), progress, &cancel);
    const auto returnedAt = Clock::now();
    ASSERT_TRUE(cancelledAt.has_value());
    EXPECT_EQ(result.end, ServeLoadEnd::Cancelled);
    EXPECT_LT(returnedAt - *cancelledAt, 1s);
    EXPECT_GE(result.records.size(), 2u);
    EXPECT_LT(result.records.size(), 50u);
    for (const ServeRequestRecord &record : result.records)
        EXPECT_EQ(record.error, ServeErrorKind::None) << "a cancelled request has no record";
    EXPECT_LT(server.requests().size(), 50u);
}

TEST(LoadGenerator, ACancelSetBeforehandSendsNothing)
{
    ScriptedServer server(streamScript());
    ASSERT_TRUE(server.listening());
    const std::atomic_bool cancel = true;
    const ServeLoadResult result = run(paramsFor(server.url(), workload(5, 2)), &cancel);
    EXPECT_EQ(result.end, ServeLoadEnd::Cancelled);
    EXPECT_TRUE(result.records.empty());
    EXPECT_TRUE(server.requests().empty());
}

TEST(LoadGenerator, RequestsAreSentOnTheArrivalSchedule)
{
    ScriptedServer server(streamScript());
    ASSERT_TRUE(server.listening());
    ServeWorkload w = workload(6, 6); // no request waits for a slot
    w.arrivals.requestsPerSecond = 10;
    w.arrivals.burstiness = 1;
    w.arrivals.seed = 7;
    const std::vector<double> schedule = arrivalTimesMs(w.arrivals, 6);
    ASSERT_GT(schedule.back(), 200.0) << "a schedule that all-at-once could not meet";

    const ServeLoadResult result = run(paramsFor(server.url(), w));
    ASSERT_EQ(result.records.size(), 6u);
    for (std::size_t i = 0; i < 6; ++i) {
        EXPECT_GE(result.records[i].sentMs, schedule[i] - 1.0) << "request " << i << " before its time";
        EXPECT_LE(result.records[i].sentMs, schedule[i] + 250.0) << "request " << i;
    }
}

TEST(LoadGenerator, AWaitingRequestIsSentWhenASlotFrees)
{
    Script script = streamScript();
    script.firstDelay = 100ms;
    script.gap = 10ms;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());
    ServeWorkload w = workload(4, 1);
    w.arrivals.requestsPerSecond = 100; // gaps far shorter than a response
    w.arrivals.seed = 3;

    const ServeLoadResult result = run(paramsFor(server.url(), w));
    ASSERT_EQ(result.records.size(), 4u);
    for (std::size_t i = 1; i < 4; ++i) {
        EXPECT_GE(result.records[i].sentMs, result.records[i - 1].endMs) << "request " << i;
        EXPECT_LE(result.records[i].sentMs, result.records[i - 1].endMs + 250.0) << "request " << i;
    }
    EXPECT_EQ(server.mostOpen(), 1u);
}

TEST(LoadGenerator, APortNothingListensOnGivesRefusedRecords)
{
    RefusedPort port;
    ASSERT_NE(port.port(), 0);
    const ServeLoadResult result = run(paramsFor(port.url(), workload(3, 2)));
    ASSERT_EQ(result.end, ServeLoadEnd::Complete);
    ASSERT_EQ(result.records.size(), 3u);
    for (const ServeRequestRecord &record : result.records) {
        EXPECT_EQ(record.error, ServeErrorKind::Refused);
        EXPECT_EQ(record.httpStatus, 0u);
        EXPECT_TRUE(parseServeRequestRecord(nlohmann::json(record)).ok());
    }
}

TEST(LoadGenerator, ImpossibleParamsAreRefusedBeforeAnythingIsSent)
{
    ScriptedServer server(streamScript());
    ASSERT_TRUE(server.listening());
    ServeLoadParams https = paramsFor("https://127.0.0.1:1", workload(1, 1));
    ServeLoadParams unknown = paramsFor(server.url(), workload(1, 1), ServeDialect::Unknown);
    ServeLoadParams noEnd = paramsFor(server.url(), workload(0, 1));
    ServeLoadParams badKey = paramsFor(server.url(), workload(1, 1));
    badKey.apiKey = std::string(apiKey) + "\r\nX-Evil: 1";
    for (const ServeLoadParams &params : {https, unknown, noEnd, badKey}) {
        const ServeLoadResult result = run(params);
        EXPECT_EQ(result.end, ServeLoadEnd::Refused);
        EXPECT_FALSE(result.problem.empty());
        EXPECT_EQ(result.problem.find("sk-load"), std::string::npos) << result.problem;
        EXPECT_TRUE(result.records.empty());
    }
    EXPECT_NE(serveLoadProblem(noEnd).find("workload.requests"), std::string::npos)
        << serveLoadProblem(noEnd);
    EXPECT_TRUE(server.requests().empty());
}

TEST(LoadGenerator, ProgressCountsDoneAndFailed)
{
    Script loading;
    loading.status = 503;
    ScriptedServer server(std::vector<Script>{loading, streamScript()});
    ASSERT_TRUE(server.listening());
    std::vector<ServeLoadProgress> seen;
    const ServeLoadResult result = runServeLoad(
        paramsFor(server.url(), workload(3, 1)), [&](const ServeLoadProgress &p) { seen.push_back(p); },
        nullptr);
    ASSERT_EQ(result.records.size(), 3u);
    ASSERT_FALSE(seen.empty());
    EXPECT_EQ(seen.back().completed, 2u);
    EXPECT_EQ(seen.back().failed, 1u);
    EXPECT_EQ(seen.back().total, 3u);
    EXPECT_FALSE(seen.back().warmingUp);
}
