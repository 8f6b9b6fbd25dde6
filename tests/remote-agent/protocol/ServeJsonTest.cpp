// JSON of the serving benchmark (remote-agent/protocol/Serve.h): the golden examples in
// data/golden-serve-*.json parse and round-trip, impossible workloads are refused with a code and a
// reason naming the field, and hostile records (huge arrays, times out of order or not finite,
// long details, control characters) are refused or made safe.
#include "remote-agent/protocol/Json.h"
#include "remote-agent/protocol/Serve.h"
#include "tests/remote-agent/protocol/JsonTestSupport.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>
#include <string>

using namespace shardscope::protocol;
using nlohmann::json;
using shardscope::protocol::test::contains;
using shardscope::protocol::test::errorOf;
using shardscope::protocol::test::golden;
using shardscope::protocol::test::roundTrip;

namespace {

ServeWorkload validWorkload()
{
    ServeWorkload w;
    w.promptTokens = 256;
    w.outputTokens = 64;
    w.concurrency = 4;
    w.requests = 100;
    return w;
}

} // namespace

TEST(ServeJson, GoldenWorkloadRoundTrips)
{
    const auto workload = roundTrip(golden("golden-serve-workload.json"), parseServeWorkload);
    EXPECT_EQ(workload.promptTokens, 512u);
    EXPECT_EQ(workload.outputTokens, 128u);
    EXPECT_EQ(workload.concurrency, 16u);
    EXPECT_DOUBLE_EQ(workload.arrivals.requestsPerSecond, 4.5);
    EXPECT_DOUBLE_EQ(workload.arrivals.burstiness, 0.5);
    EXPECT_EQ(workload.arrivals.seed, 42u);
    EXPECT_EQ(workload.requests, 200u);
    EXPECT_EQ(workload.warmupRequests, 4u);
    EXPECT_EQ(workload.firstPrompt, 300000u);
    EXPECT_TRUE(serveWorkloadProblem(workload).ok());
}

TEST(ServeJson, GoldenRecordsRoundTripWithEveryErrorKind)
{
    const json records = golden("golden-serve-records.json");
    ASSERT_TRUE(records.is_object());
    std::set<ServeErrorKind> kinds;
    for (const auto &[name, record] : records.items()) {
        SCOPED_TRACE(name);
        const auto parsed = roundTrip(record, parseServeRequestRecord);
        kinds.insert(parsed.error);
    }
    EXPECT_EQ(kinds, (std::set<ServeErrorKind>{ServeErrorKind::None, ServeErrorKind::HttpStatus,
                                               ServeErrorKind::Refused, ServeErrorKind::Reset,
                                               ServeErrorKind::Timeout, ServeErrorKind::MalformedStream,
                                               ServeErrorKind::ServerError}));

    const auto llama = *parseServeRequestRecord(records["completed_llama_cpp"]);
    EXPECT_EQ(llama.chunkMs.size(), 5u);
    EXPECT_DOUBLE_EQ(llama.chunkMs.front(), 41.125);
    EXPECT_EQ(llama.outputTokens, 5u);
    EXPECT_EQ(llama.server.promptTokens, 512u);
    EXPECT_EQ(llama.server.promptMs, 38.412);
    EXPECT_EQ(llama.server.generatedTokens, 5u);
    EXPECT_EQ(llama.server.generatedMs, 45.07);

    // A response without a count has none: absent, not 0 and not a guess.
    const auto openai = *parseServeRequestRecord(records["completed_openai_without_count"]);
    EXPECT_FALSE(openai.outputTokens.has_value());
    EXPECT_EQ(openai.server, ServeServerTimings{});
    EXPECT_FALSE(records["completed_openai_without_count"].contains("output_tokens"));

    const auto loading = *parseServeRequestRecord(records["loading_503"]);
    EXPECT_EQ(loading.error, ServeErrorKind::HttpStatus);
    EXPECT_EQ(loading.httpStatus, 503u);
    EXPECT_TRUE(contains(loading.errorDetail, "Loading model"));

    // The server's own error inside the stream: the chunks before it are kept, and its message.
    const auto serverError = *parseServeRequestRecord(records["server_error_mid_stream"]);
    EXPECT_EQ(serverError.error, ServeErrorKind::ServerError);
    EXPECT_EQ(serverError.httpStatus, 200u);
    EXPECT_EQ(serverError.chunkMs.size(), 2u);
    EXPECT_TRUE(contains(serverError.errorDetail, "out of memory"));
}

TEST(ServeJson, NamesOfDialectsAndErrorsGoBothWays)
{
    for (const auto dialect : {ServeDialect::OpenAiCompletions, ServeDialect::OpenAiChat,
                               ServeDialect::LlamaCpp, ServeDialect::Ollama})
        EXPECT_EQ(serveDialectFromString(toString(dialect)), dialect);
    EXPECT_EQ(toString(ServeDialect::OpenAiCompletions), "openai_completions");
    EXPECT_EQ(toString(ServeDialect::OpenAiChat), "openai_chat");
    EXPECT_EQ(toString(ServeDialect::LlamaCpp), "llama_cpp");
    EXPECT_EQ(toString(ServeDialect::Ollama), "ollama");
    EXPECT_EQ(toString(ServeDialect::Unknown), "unknown");
    EXPECT_EQ(serveDialectFromString("OpenAI"), ServeDialect::Unknown);

    for (const auto kind :
         {ServeErrorKind::HttpStatus, ServeErrorKind::Refused, ServeErrorKind::Reset, ServeErrorKind::Timeout,
          ServeErrorKind::MalformedStream, ServeErrorKind::ServerError})
        EXPECT_EQ(serveErrorKindFromString(toString(kind)), kind);
    EXPECT_EQ(toString(ServeErrorKind::MalformedStream), "malformed_stream");
    EXPECT_EQ(toString(ServeErrorKind::ServerError), "server_error");
    EXPECT_EQ(toString(ServeErrorKind::HttpStatus), "http_status");
    EXPECT_EQ(toString(ServeErrorKind::None), "none");
}

TEST(ServeJson, AWorkloadWrittenByAProgramRoundTrips)
{
    ServeWorkload w = validWorkload();
    w.requests = 0;
    w.durationMs = 60000;
    w.arrivals = ServeArrivals{12.25, 4, 7};
    const json j = w;
    const auto parsed = parseServeWorkload(j);
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(*parsed, w);
}

TEST(ServeJson, ArrivalsAndCountsHaveDefaults)
{
    const auto parsed = parseServeWorkload(
        json{{"prompt_tokens", 8}, {"output_tokens", 8}, {"concurrency", 1}, {"requests", 3}});
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed->arrivals, ServeArrivals{});
    EXPECT_EQ(parsed->warmupRequests, 0u);
    EXPECT_EQ(parsed->durationMs, 0u);
}

TEST(ServeJson, ImpossibleWorkloadsAreRefusedWithTheirCodeAndField)
{
    struct Case {
        const char *name;
        void (*change)(ServeWorkload &);
        ServeProblemCode code;
        const char *field;
    };
    const Case cases[] = {
        {"no prompt", [](ServeWorkload &w) { w.promptTokens = 0; }, ServeProblemCode::PromptTokensOutOfRange,
         "prompt_tokens must be from 1 to 131072, not 0"},
        {"huge prompt", [](ServeWorkload &w) { w.promptTokens = kMaxServePromptTokens + 1; },
         ServeProblemCode::PromptTokensOutOfRange, "prompt_tokens"},
        {"no output", [](ServeWorkload &w) { w.outputTokens = 0; }, ServeProblemCode::OutputTokensOutOfRange,
         "output_tokens"},
        {"huge output", [](ServeWorkload &w) { w.outputTokens = kMaxServeOutputTokens + 1; },
         ServeProblemCode::OutputTokensOutOfRange, "output_tokens"},
        {"no concurrency", [](ServeWorkload &w) { w.concurrency = 0; },
         ServeProblemCode::ConcurrencyOutOfRange, "concurrency"},
        {"huge concurrency", [](ServeWorkload &w) { w.concurrency = kMaxServeConcurrency + 1; },
         ServeProblemCode::ConcurrencyOutOfRange, "concurrency"},
        {"too many requests", [](ServeWorkload &w) { w.requests = kMaxServeRequests + 1; },
         ServeProblemCode::RequestsOutOfRange, "requests"},
        {"too long",
         [](ServeWorkload &w) {
             w.requests = 0;
             w.durationMs = kMaxServeDurationMs + 1;
         },
         ServeProblemCode::DurationOutOfRange, "duration_ms"},
        {"never ends", [](ServeWorkload &w) { w.requests = 0; }, ServeProblemCode::NeitherRequestsNorDuration,
         "the run would never end"},
        {"two ends", [](ServeWorkload &w) { w.durationMs = 1000; }, ServeProblemCode::BothRequestsAndDuration,
         "not both"},
        {"long warm-up", [](ServeWorkload &w) { w.warmupRequests = kMaxServeWarmupRequests + 1; },
         ServeProblemCode::WarmupRequestsOutOfRange, "warmup_requests"},
        {"first prompt among the warm-ups'",
         [](ServeWorkload &w) { w.firstPrompt = kMaxServeFirstPrompt + 1; },
         ServeProblemCode::FirstPromptOutOfRange, "first_prompt"},
        {"negative rate", [](ServeWorkload &w) { w.arrivals.requestsPerSecond = -1; },
         ServeProblemCode::RateOutOfRange, "requests_per_second"},
        {"infinite rate",
         [](ServeWorkload &w) { w.arrivals.requestsPerSecond = std::numeric_limits<double>::infinity(); },
         ServeProblemCode::RateOutOfRange, "not infinity"},
        {"no burstiness", [](ServeWorkload &w) { w.arrivals.burstiness = 0; },
         ServeProblemCode::BurstinessOutOfRange,
         "burstiness must be a finite number from 0.01 to 100, not 0"},
        {"NaN burstiness",
         [](ServeWorkload &w) { w.arrivals.burstiness = std::numeric_limits<double>::quiet_NaN(); },
         ServeProblemCode::BurstinessOutOfRange, "not NaN"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        ServeWorkload w = validWorkload();
        c.change(w);
        const ServeProblem problem = serveWorkloadProblem(w);
        EXPECT_EQ(problem.code, c.code);
        EXPECT_TRUE(contains(serveProblemText(problem), c.field)) << serveProblemText(problem);
        EXPECT_TRUE(contains(serveProblemText(problem, "workload"), "workload."))
            << serveProblemText(problem);
        // JSON cannot carry NaN or infinity (nlohmann writes null): those are refused as missing or
        // of the wrong type; everything else by the same check, with the same words.
        if (std::isfinite(w.arrivals.requestsPerSecond) && std::isfinite(w.arrivals.burstiness)) {
            const std::string error = errorOf(json(w), parseServeWorkload);
            EXPECT_TRUE(contains(error, c.field)) << error;
        } else {
            EXPECT_FALSE(parseServeWorkload(json(w)).ok());
        }
    }
    EXPECT_TRUE(serveWorkloadProblem(validWorkload()).ok());
    EXPECT_EQ(serveProblemText(ServeProblem{}), "");
}

TEST(ServeJson, ArrivalsOutOfRangeAreRefusedWhereverTheyAre)
{
    json w = validWorkload();
    w["arrivals"]["requests_per_second"] = -0.5;
    EXPECT_TRUE(contains(errorOf(w, parseServeWorkload),
                         "arrivals.requests_per_second must be a finite number from 0 (all at once)"));
    w["arrivals"]["requests_per_second"] = 2;
    w["arrivals"]["burstiness"] = 1000;
    EXPECT_TRUE(contains(errorOf(w, parseServeWorkload),
                         "arrivals.burstiness must be a finite number from 0.01 to 100, not 1000"));
    w["arrivals"]["burstiness"] = "bursty";
    EXPECT_TRUE(contains(errorOf(w, parseServeWorkload), "arrivals.burstiness is not a number"));
    w["arrivals"] = 3;
    EXPECT_TRUE(contains(errorOf(w, parseServeWorkload), "arrivals is not an object"));
    EXPECT_TRUE(
        contains(errorOf(json{{"requests_per_second", 1e9}}, parseServeArrivals), "requests_per_second"));
    EXPECT_TRUE(parseServeArrivals(json::object()).ok());
}

TEST(ServeJson, WorkloadFieldsOfTheWrongTypeAreNamed)
{
    json w = validWorkload();
    w["prompt_tokens"] = -5;
    EXPECT_EQ(errorOf(w, parseServeWorkload), "prompt_tokens is negative");
    w = validWorkload();
    w["output_tokens"] = "many";
    EXPECT_EQ(errorOf(w, parseServeWorkload), "output_tokens is not an unsigned integer");
    w = validWorkload();
    w["concurrency"] = 1ULL << 40;
    EXPECT_EQ(errorOf(w, parseServeWorkload), "concurrency is out of range");
    w = validWorkload();
    w.erase("concurrency");
    EXPECT_EQ(errorOf(w, parseServeWorkload), "concurrency is missing");
    EXPECT_EQ(errorOf(json::array(), parseServeWorkload), "document is not a JSON object");
}

TEST(ServeJson, RecordsWithImpossibleTimesAreRefused)
{
    const json base = golden("golden-serve-records.json")["completed_llama_cpp"];
    const auto refuse = [&](const char *key, json value, const std::string &expected) {
        json j = base;
        j[key] = std::move(value);
        const std::string error = errorOf(j, parseServeRequestRecord);
        EXPECT_TRUE(contains(error, expected)) << key << ": " << error;
    };
    refuse("sent_ms", -1.0, "sent_ms must be a finite number from 0");
    refuse("sent_ms", 50.0, "chunk_ms[0] is before sent_ms");
    refuse("end_ms", 10.0, "chunk_ms[0] is after end_ms");
    refuse("end_ms", 80.0, "chunk_ms[4] is after end_ms");
    refuse("end_ms", 1e300, "end_ms must be a finite number");
    refuse("chunk_ms", json::array({41.0, 40.0}), "chunk_ms[1] is before the chunk before it");
    refuse("chunk_ms", json::array({41.0, "soon"}), "chunk_ms holds a value that is not a number");
    refuse("chunk_ms", json::array({-1.0}), "chunk_ms holds a time that is not a finite number");
    refuse("chunk_ms", json::object(), "chunk_ms is not an array");
    refuse("output_tokens", -3, "output_tokens is negative");
    refuse("server", json{{"prompt_ms", -2.5}}, "server.prompt_ms must be a finite number from 0");
    refuse("server", json{{"generated_tokens", "five"}},
           "server.generated_tokens is not an unsigned integer");
    refuse("http_status", 99, "http_status must be 0 or from 100 to 599");
    refuse("http_status", 1000, "http_status must be 0 or from 100 to 599");
    refuse("error", "exploded",
           "error must be none, http_status, refused, reset, timeout, malformed_stream or server_error");
    refuse("error", "http_status", "http_status must be the status other than 200");
    refuse("error_detail", "a detail without an error", "error_detail is set on a request without an error");
    refuse("error_detail", 42, "error_detail is not a string");

    json j = golden("golden-serve-records.json")["refused"];
    j["end_ms"] = 499.0;
    EXPECT_EQ(errorOf(j, parseServeRequestRecord), "end_ms is before sent_ms");
    j = base;
    j.erase("chunk_ms");
    EXPECT_EQ(errorOf(j, parseServeRequestRecord), "chunk_ms is missing");
    j = base;
    j.erase("sent_ms");
    EXPECT_EQ(errorOf(j, parseServeRequestRecord), "sent_ms is missing");
}

TEST(ServeJson, HostileRecordsAreBoundedAndMadeSafe)
{
    json j = golden("golden-serve-records.json")["reset_mid_stream"];
    // More chunks than any workload allows: refused before the array is copied.
    j["chunk_ms"] = json::array();
    for (std::size_t i = 0; i <= kMaxServeChunks; ++i)
        j["chunk_ms"].push_back(450.0);
    j["end_ms"] = 500.0;
    EXPECT_TRUE(contains(errorOf(j, parseServeRequestRecord), "chunk_ms holds more than 65536 chunks"));

    j = golden("golden-serve-records.json")["reset_mid_stream"];
    j["error_detail"] = std::string(kMaxServeErrorDetailBytes + 1, 'x');
    EXPECT_TRUE(contains(errorOf(j, parseServeRequestRecord), "error_detail is longer than 1024 bytes"));
    j["error_detail"] = std::string(kMaxServeErrorDetailBytes, 'x');
    EXPECT_TRUE(parseServeRequestRecord(j).ok());

    // A server's message may carry terminal escapes or a forged line: made safe to show.
    j["error_detail"] = "reset\x1b[2J\nFAKE ROW";
    const auto parsed = parseServeRequestRecord(j);
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed->errorDetail.find('\x1b'), std::string::npos);
    EXPECT_EQ(parsed->errorDetail.find('\n'), std::string::npos);

    // Through the protocol's text parser, a record nested far too deep is refused before parsing.
    std::string deep = R"({"index":0,"server":)";
    for (int i = 0; i < 10000; ++i)
        deep += "{\"a\":";
    deep += "1" + std::string(10000, '}') + "}";
    EXPECT_EQ(parseJsonText(deep).error().code, ParseErrorCode::TooDeep);
}

TEST(ServeJson, TimesAreWrittenToTheMicrosecond)
{
    ServeRequestRecord rec;
    rec.sentMs = 1.0000004;
    rec.chunkMs = {2.12345678};
    rec.endMs = 3.9999996;
    rec.httpStatus = 200;
    const json j = rec;
    EXPECT_EQ(j["sent_ms"].get<double>(), 1.0);
    EXPECT_EQ(j["chunk_ms"][0].get<double>(), 2.123);
    EXPECT_EQ(j["end_ms"].get<double>(), 4.0);
    EXPECT_FALSE(j.contains("error"));
    EXPECT_FALSE(j.contains("error_detail"));
    EXPECT_FALSE(j.contains("output_tokens"));
    EXPECT_TRUE(parseServeRequestRecord(j).ok());
}

// ---- serve_detect ----

TEST(ServeJson, GoldenDetectParamsRoundTripAndWriteTheKeyOnlyWhenSet)
{
    const json params = golden("golden-serve-detect-params.json");
    const auto withKey = roundTrip(params["with_key"], parseServeDetectParams);
    EXPECT_EQ(withKey.endpoint, "http://10.0.0.2:8080");
    EXPECT_EQ(withKey.apiKey, "sk-golden-0123456789abcdef");
    EXPECT_EQ(withKey.connectTimeoutMs, 3000u);
    EXPECT_EQ(withKey.readTimeoutMs, 10000u);
    const auto withoutKey = roundTrip(params["without_key"], parseServeDetectParams);
    EXPECT_EQ(withoutKey.apiKey, "");
    EXPECT_FALSE(json(withoutKey).contains("api_key"));

    // Timeouts have defaults.
    const auto bare = parseServeDetectParams(json{{"endpoint", "http://h:1"}});
    ASSERT_TRUE(bare.ok()) << bare.error().message;
    EXPECT_EQ(bare->connectTimeoutMs, ServeDetectParams{}.connectTimeoutMs);
    EXPECT_EQ(bare->readTimeoutMs, ServeDetectParams{}.readTimeoutMs);
}

TEST(ServeJson, BadDetectParamsAreRefusedWithoutTheKey)
{
    const std::string key = "sk-secret-detect-0123456789abcdef";
    const json good = json{{"endpoint", "http://h:1"}, {"api_key", key}};
    ASSERT_TRUE(parseServeDetectParams(good).ok());

    EXPECT_TRUE(contains(errorOf(json{{"api_key", key}}, parseServeDetectParams), "endpoint is missing"));
    json j = good;
    j["endpoint"] = std::string(kMaxServeEndpointBytes + 1, 'h');
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectParams), "endpoint is longer than"));
    j = good;
    j["timeouts"] = json{{"read_ms", 0}};
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectParams), "timeouts.read_ms must be from 1 to"));
    j = good;
    j["timeouts"] = json{{"connect_ms", kMaxServeConnectTimeoutMs + 1}};
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectParams), "timeouts.connect_ms"));

    for (const json &badKey :
         {json(key + "\n"), json(key + std::string(kMaxServeApiKeyBytes, 'k')), json(42)}) {
        j = good;
        j["api_key"] = badKey;
        const std::string error = errorOf(j, parseServeDetectParams);
        EXPECT_TRUE(contains(error, "api_key")) << error;
        EXPECT_FALSE(contains(error, key.substr(0, 10))) << error;
    }
}

TEST(ServeJson, RunParamsCarryCopiesOnlyWhenThereAreAndRefuseBadOnes)
{
    ServeRunParams params;
    params.endpoint = "http://10.0.0.1:8080";
    params.dialect = ServeDialect::LlamaCpp;
    params.workload = validWorkload();
    EXPECT_FALSE(json(params).contains("copies")) << "one server, no field";
    params.copyEndpoints = {"http://10.0.0.2:8080", "http://10.0.0.3:8080"};
    const auto copies = roundTrip(json(params), parseServeRunParams);
    EXPECT_EQ(copies, params);

    const json good = json(params);
    json j = good;
    j["copies"] = json::array();
    for (std::size_t i = 0; i <= kMaxServeCopies; ++i)
        j["copies"].push_back("http://h:" + std::to_string(1000 + i));
    EXPECT_TRUE(contains(errorOf(j, parseServeRunParams), "copies holds more than 64"))
        << errorOf(j, parseServeRunParams);
    j = good;
    j["copies"][1] = 8080;
    EXPECT_TRUE(contains(errorOf(j, parseServeRunParams), "copies[1] is not a string"));
    j = good;
    j["copies"][0] = "";
    EXPECT_TRUE(contains(errorOf(j, parseServeRunParams), "copies[0] is empty"));
    j = good;
    j["copies"][0] = "http://h:1\n";
    EXPECT_TRUE(contains(errorOf(j, parseServeRunParams), "copies[0] holds a control character"));
    j = good;
    j["copies"][0] = std::string(kMaxServeEndpointBytes + 1, 'h');
    EXPECT_TRUE(contains(errorOf(j, parseServeRunParams), "copies[0] is longer than"));
    j = good;
    j["copies"] = "http://h:1";
    EXPECT_TRUE(contains(errorOf(j, parseServeRunParams), "copies")) << errorOf(j, parseServeRunParams);
}

TEST(ServeJson, GoldenDetectRepliesRoundTrip)
{
    const json replies = golden("golden-serve-detect-reply.json");
    const auto llama = roundTrip(replies["llama_cpp"], parseServeDetectReply);
    EXPECT_EQ(llama.outcome, ServeDetectOutcome::Found);
    EXPECT_EQ(llama.dialect, ServeDialect::LlamaCpp);
    EXPECT_EQ(llama.software, "llama.cpp");
    EXPECT_EQ(llama.version, "b4756-c392e509");
    EXPECT_EQ(llama.models.size(), 1u);
    EXPECT_EQ(llama.evidence.size(), 3u);
    const auto vllm = roundTrip(replies["vllm"], parseServeDetectReply);
    EXPECT_EQ(vllm.dialect, ServeDialect::OpenAiCompletions);
    EXPECT_EQ(vllm.software, "vLLM");
    const auto keyNeeded = roundTrip(replies["key_needed"], parseServeDetectReply);
    EXPECT_EQ(keyNeeded.outcome, ServeDetectOutcome::KeyNeeded);
    EXPECT_EQ(keyNeeded.dialect, ServeDialect::Unknown);
    const auto noAnswer = roundTrip(replies["no_answer"], parseServeDetectReply);
    EXPECT_EQ(noAnswer.outcome, ServeDetectOutcome::NoAnswer);

    std::set<std::string> outcomes;
    for (const auto &[name, reply] : replies.items())
        outcomes.insert(reply["outcome"].get<std::string>());
    EXPECT_EQ(outcomes, (std::set<std::string>{"found", "key_needed", "no_answer"}));
}

TEST(ServeJson, DetectOutcomesHaveTheirNamesAndTheirWords)
{
    EXPECT_EQ(toString(ServeDetectOutcome::Found), "found");
    EXPECT_EQ(toString(ServeDetectOutcome::KeyNeeded), "key_needed");
    EXPECT_EQ(toString(ServeDetectOutcome::KeyRefused), "key_refused");
    EXPECT_EQ(toString(ServeDetectOutcome::Loading), "loading");
    EXPECT_EQ(toString(ServeDetectOutcome::NotRecognised), "not_recognised");
    EXPECT_EQ(toString(ServeDetectOutcome::NoAnswer), "no_answer");
    EXPECT_EQ(toString(ServeDetectOutcome::Unknown), "unknown");

    const json replies = golden("golden-serve-detect-reply.json");
    const auto noAnswer = parseServeDetectReply(replies["no_answer"]);
    ASSERT_TRUE(noAnswer.ok());
    EXPECT_EQ(
        serveDetectProblemText(*noAnswer, "http://10.0.0.2:8080"),
        "no inference server answered at http://10.0.0.2:8080: GET /v1/models: refused (could not connect "
        "to 10.0.0.2:8080); GET /props: not sent (the server did not answer the probe before); GET "
        "/api/version: not sent (the server did not answer the probe before)");
    const auto keyNeeded = parseServeDetectReply(replies["key_needed"]);
    ASSERT_TRUE(keyNeeded.ok());
    EXPECT_EQ(serveDetectProblemText(*keyNeeded, "http://h:1")
                  .rfind("the server at http://h:1 needs an API key: ", 0),
              0u);
    ServeDetectReply refused = *keyNeeded;
    refused.outcome = ServeDetectOutcome::KeyRefused;
    EXPECT_TRUE(contains(serveDetectProblemText(refused, "http://h:1"), "refused the API key given"));
    const auto found = parseServeDetectReply(replies["llama_cpp"]);
    ASSERT_TRUE(found.ok());
    EXPECT_EQ(serveDetectProblemText(*found, "http://h:1"), "");
}

TEST(ServeJson, ImpossibleOrHostileDetectRepliesAreRefused)
{
    const json base = golden("golden-serve-detect-reply.json")["llama_cpp"];
    ASSERT_TRUE(parseServeDetectReply(base).ok());
    json j = base;
    j["outcome"] = "maybe";
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "outcome must be found"));
    j = base;
    j["dialect"] = "unknown";
    EXPECT_TRUE(
        contains(errorOf(j, parseServeDetectReply), "dialect must be known when the outcome is found"));
    j = base;
    j["dialect"] = "grpc";
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "dialect must be"));
    j = base;
    j["software"] = "";
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "software must be given exactly when"));
    j = golden("golden-serve-detect-reply.json")["key_needed"];
    j["software"] = "vLLM";
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "software must be given exactly when"));
    j = base;
    j["version"] = std::string(kMaxServeVersionBytes + 1, 'v');
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "version is longer than"));
    j = base;
    j["models"] = json::array();
    for (std::size_t i = 0; i <= kMaxServeDetectModels; ++i)
        j["models"].push_back("m" + std::to_string(i));
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "models holds more than 64 entries"));
    j = base;
    j["models"] = json::array({"fine", "bad\x1b[2Jname"});
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "models[1] holds a control character"));
    j = base;
    j["models"] = json::array({"fine", 7});
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "models[1] is not a string"));
    j = base;
    j["evidence"] = json::array({std::string(kMaxServeEvidenceBytes + 1, 'e')});
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "evidence[0] is longer than"));
    j = base;
    j.erase("evidence");
    EXPECT_TRUE(contains(errorOf(j, parseServeDetectReply), "evidence is missing"));
}
