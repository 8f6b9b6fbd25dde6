// What the server speaks (remote-agent/serve/Detect) and the plain GET under it (httpGet), against a
// ScriptedServer on 127.0.0.1 whose GET routes answer as llama-server, vLLM, Ollama or another
// OpenAI-compatible server do (their shapes as examples/server/server.cpp, vLLM's api_server.py and
// Ollama's API write them), and as broken or hostile servers might. Loopback only.
#include "remote-agent/serve/Detect.h"
#include "remote-agent/protocol/SafeText.h"
#include "remote-agent/serve/HttpStream.h"

#include "ScriptedServer.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace shardscope::serve;
using namespace shardscope::serve::test;
using namespace shardscope::protocol;
using namespace std::chrono_literals;

namespace {

constexpr const char *kApiKey = "sk-detect-test-8d1c0e2f4a6b8c0d1e2f3a4b5c6d7e8f";

/// llama-server's /v1/models (handle_models): one entry, owned_by "llamacpp", with its meta.
const char *kLlamaModels
    = R"({"object":"list","data":[{"id":"/models/qwen2.5-0.5b-instruct-q8_0.gguf","object":"model",)"
      R"("created":1740000000,"owned_by":"llamacpp","meta":{"vocab_type":2,"n_vocab":151936,)"
      R"("n_ctx_train":32768,"n_embd":896,"n_params":494032768,"size":531066880}}]})";
/// llama-server's /props (handle_props), cut to the fields that matter and a few beside them.
const char *kLlamaProps
    = R"({"default_generation_settings":{"n_ctx":4096,"params":{"n_predict":-1,"temperature":0.8}},)"
      R"("total_slots":4,"model_path":"/models/qwen2.5-0.5b-instruct-q8_0.gguf","chat_template":"{% for m in messages %}{{ m.content }}{% endfor %}",)"
      R"("bos_token":"","eos_token":"<|im_end|>","build_info":"b4756-c392e509"})";
/// llama-server's answer to a missing or wrong key (format_error_response, ERROR_TYPE_AUTHENTICATION).
const char *kLlamaKeyError
    = R"({"error":{"code":401,"message":"Invalid API Key","type":"authentication_error"}})";
/// Every path of llama-server while it loads its model (ERROR_TYPE_UNAVAILABLE).
const char *kLlamaLoading = R"({"error":{"code":503,"message":"Loading model","type":"unavailable_error"}})";

const char *kVllmModels
    = R"({"object":"list","data":[{"id":"Qwen/Qwen2.5-0.5B-Instruct","object":"model","created":1740000000,)"
      R"("owned_by":"vllm","root":"Qwen/Qwen2.5-0.5B-Instruct","parent":null,"max_model_len":32768,)"
      R"("permission":[{"id":"modelperm-1","object":"model_permission"}]}]})";

const char *kOllamaModels
    = R"({"object":"list","data":[{"id":"llama3.2:1b","object":"model","created":1740000000,)"
      R"("owned_by":"library"},{"id":"qwen2.5:0.5b","object":"model","created":1740000001,)"
      R"("owned_by":"library"}]})";

GetAnswer json200(std::string body)
{
    return GetAnswer{200, "application/json; charset=utf-8", std::move(body)};
}

GetAnswer status(int code, std::string body)
{
    return GetAnswer{code, "application/json; charset=utf-8", std::move(body)};
}

/// A server that answers GETs only: any POST would be a 500 (the script says so), which no
/// detection sends.
std::unique_ptr<ScriptedServer> getServer()
{
    Script post;
    post.status = 500;
    return std::make_unique<ScriptedServer>(post);
}

ServeDetectParams paramsFor(const std::string &url, const std::string &key = {})
{
    ServeDetectParams params;
    params.endpoint = url;
    params.apiKey = key;
    params.connectTimeoutMs = 5'000;
    params.readTimeoutMs = 30'000;
    return params;
}

DetectResult detect(const ServeDetectParams &params)
{
    DetectResult result = detectServer(params, nullptr);
    EXPECT_EQ(result.end, DetectEnd::Done) << result.problem;
    // Whatever it found, the reply is what the protocol takes.
    const auto parsed = parseServeDetectReply(nlohmann::json(result.reply));
    EXPECT_TRUE(parsed.ok()) << (parsed ? "" : parsed.error().message)
                             << nlohmann::json(result.reply).dump(2);
    return result;
}

std::vector<std::string> pathsAsked(const ScriptedServer &server)
{
    std::vector<std::string> paths;
    for (const ReceivedRequest &request : server.requests()) {
        EXPECT_EQ(request.method, "GET");
        paths.push_back(request.path);
    }
    return paths;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

std::string allEvidence(const ServeDetectReply &reply)
{
    std::string text;
    for (const std::string &line : reply.evidence)
        text += line + "\n";
    return text;
}

/// A TCP listener on 127.0.0.1 that never accepts: a connect succeeds (the kernel's backlog) and
/// nothing is ever answered.
class SilentListener
{
public:
    SilentListener()
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (m_fd < 0 || ::bind(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0
            || ::listen(m_fd, 4) != 0
            || ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&address), &length) != 0)
            return;
        m_port = ntohs(address.sin_port);
    }
    ~SilentListener()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    SilentListener(const SilentListener &) = delete;
    SilentListener &operator=(const SilentListener &) = delete;
    std::string url() const { return "http://127.0.0.1:" + std::to_string(m_port); }
    bool listening() const { return m_port != 0; }

private:
    int m_fd = -1;
    std::uint16_t m_port = 0;
};

} // namespace

// ---- httpGet ----

TEST(HttpGet, KeepsTheBodyTheTypeAndSendsTheKeyAsABearerToken)
{
    auto server = getServer();
    ASSERT_TRUE(server->listening());
    server->answerGet("/v1/models", json200(kVllmModels));
    HttpGetRequest request;
    request.url = server->url();
    request.path = "/v1/models";
    request.apiKey = kApiKey;
    const HttpGetResult result = httpGet(request);
    EXPECT_EQ(result.end, HttpStreamEnd::Completed) << result.errorDetail;
    EXPECT_EQ(result.error, ServeErrorKind::None);
    EXPECT_EQ(result.httpStatus, 200u);
    EXPECT_EQ(result.contentType, "application/json; charset=utf-8");
    EXPECT_EQ(result.body, kVllmModels);
    const auto requests = server->requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].method, "GET");
    EXPECT_EQ(requests[0].header("Authorization"), std::string("Bearer ") + kApiKey);
    EXPECT_EQ(requests[0].header("Content-Type"), "");
}

TEST(HttpGet, AnErrorStatusKeepsItsBodyWithoutTheKey)
{
    auto server = getServer();
    server->answerGet("/props",
                      status(401, std::string(R"({"error":"the key )") + kApiKey + " is not valid\"}"));
    HttpGetRequest request;
    request.url = server->url();
    request.path = "/props";
    request.apiKey = kApiKey;
    const HttpGetResult result = httpGet(request);
    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::HttpStatus);
    EXPECT_EQ(result.httpStatus, 401u);
    EXPECT_TRUE(contains(result.body, "[redacted]")) << result.body;
    EXPECT_FALSE(contains(result.body, kApiKey));
    EXPECT_FALSE(contains(result.errorDetail, kApiKey));
    EXPECT_TRUE(contains(result.errorDetail, "HTTP 401")) << result.errorDetail;
}

TEST(HttpGet, AnOversizedBodyIsCutOffAtItsBound)
{
    auto server = getServer();
    server->answerGet("/v1/models", json200(std::string(3 * kDefaultMaxGetBodyBytes, 'x')));
    HttpGetRequest request;
    request.url = server->url();
    request.path = "/v1/models";
    const HttpGetResult result = httpGet(request);
    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::MalformedStream);
    EXPECT_TRUE(contains(result.errorDetail, "too large")) << result.errorDetail;
    EXPECT_TRUE(result.body.empty());
}

TEST(HttpGet, AClosedPortIsRefused)
{
    RefusedPort port;
    ASSERT_NE(port.port(), 0);
    HttpGetRequest request;
    request.url = port.url();
    request.path = "/v1/models";
    const HttpGetResult result = httpGet(request);
    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::Refused);
    EXPECT_EQ(result.httpStatus, 0u);
    EXPECT_TRUE(contains(result.errorDetail, "could not connect")) << result.errorDetail;
}

// ---- detectServer ----

TEST(Detect, LlamaServerIsSpokenToNativelyWithItsBuildAsVersion)
{
    auto server = getServer();
    server->answerGet("/v1/models", json200(kLlamaModels));
    server->answerGet("/props", json200(kLlamaProps));
    const DetectResult result = detect(paramsFor(server->url()));
    const ServeDetectReply &reply = result.reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::Found);
    EXPECT_EQ(reply.dialect, ServeDialect::LlamaCpp);
    EXPECT_EQ(reply.software, "llama.cpp");
    EXPECT_EQ(reply.version, "b4756-c392e509");
    EXPECT_EQ(reply.models, std::vector<std::string>{"/models/qwen2.5-0.5b-instruct-q8_0.gguf"});
    ASSERT_EQ(reply.evidence.size(), 3u) << allEvidence(reply);
    EXPECT_EQ(reply.evidence[0],
              "GET /v1/models: 200, an OpenAI model list of 1 model (owned_by \"llamacpp\")");
    EXPECT_EQ(reply.evidence[1], "GET /props: 200, llama.cpp's properties (build b4756-c392e509, 4 slots)");
    EXPECT_EQ(reply.evidence[2], "GET /api/version: 404, not found (\"not found\")");
    EXPECT_EQ(pathsAsked(*server), (std::vector<std::string>{"/v1/models", "/props", "/api/version"}));
    EXPECT_EQ(serveDetectProblemText(reply, server->url()), "");
}

TEST(Detect, PropsAloneSayLlamaCppAndAMissingBuildLeavesTheVersionEmpty)
{
    auto server = getServer();
    server->answerGet("/props", json200(R"({"default_generation_settings":{"n_ctx":2048},"total_slots":1})"));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::Found);
    EXPECT_EQ(reply.dialect, ServeDialect::LlamaCpp);
    EXPECT_EQ(reply.version, "");
    EXPECT_TRUE(reply.models.empty());
    EXPECT_TRUE(contains(allEvidence(reply), "GET /v1/models: 404")) << allEvidence(reply);
}

TEST(Detect, LlamaServerBehindAKeyIsRecognisedAndSaysTheKeyIsNeeded)
{
    // --api-key: /v1/models stays public, /props and every other path answer 401.
    auto server = getServer();
    server->answerGet("/v1/models", json200(kLlamaModels));
    server->answerGet("/props", status(401, kLlamaKeyError));
    server->answerGet("/api/version", status(401, kLlamaKeyError));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::KeyNeeded);
    EXPECT_EQ(reply.dialect, ServeDialect::LlamaCpp);
    EXPECT_EQ(reply.software, "llama.cpp");
    EXPECT_EQ(reply.evidence.at(1), "GET /props: 401, an API key is needed (\"Invalid API Key\")");
    const std::string problem = serveDetectProblemText(reply, server->url());
    EXPECT_EQ(problem.rfind("the server at " + server->url() + " needs an API key: GET /v1/models: 200", 0),
              0u)
        << problem;
}

TEST(Detect, OllamaIsSpokenToInItsOwnDialectWithItsVersion)
{
    auto server = getServer();
    server->answerGet("/v1/models", json200(kOllamaModels));
    server->answerGet("/api/version", json200(R"({"version":"0.5.7"})"));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::Found);
    EXPECT_EQ(reply.dialect, ServeDialect::Ollama);
    EXPECT_EQ(reply.software, "Ollama");
    EXPECT_EQ(reply.version, "0.5.7");
    EXPECT_EQ(reply.models, (std::vector<std::string>{"llama3.2:1b", "qwen2.5:0.5b"}));
    EXPECT_EQ(reply.evidence.at(2), "GET /api/version: 200, Ollama's version 0.5.7");
}

TEST(Detect, VllmIsAnOpenAiServerWhoseVersionComesFromSlashVersion)
{
    auto server = getServer();
    server->answerGet("/v1/models", json200(kVllmModels));
    server->answerGet("/version", json200(R"({"version":"0.7.2"})"));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::Found);
    EXPECT_EQ(reply.dialect, ServeDialect::OpenAiCompletions);
    EXPECT_EQ(reply.software, "vLLM");
    EXPECT_EQ(reply.version, "0.7.2");
    EXPECT_EQ(reply.models, std::vector<std::string>{"Qwen/Qwen2.5-0.5B-Instruct"});
    EXPECT_EQ(pathsAsked(*server),
              (std::vector<std::string>{"/v1/models", "/props", "/api/version", "/version"}));
    EXPECT_EQ(reply.evidence.back(), "GET /version: 200, vLLM's version 0.7.2");
}

TEST(Detect, AnyOtherModelListIsOpenAiCompatibleWithoutAVersion)
{
    auto server = getServer();
    server->answerGet("/v1/models",
                      json200(R"({"object":"list","data":[{"id":"gpt-x","owned_by":"someone"}]})"));
    // A /version of a server not known to be vLLM is not asked: its meaning is not known.
    server->answerGet("/version", json200(R"({"version":"9.9"})"));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::Found);
    EXPECT_EQ(reply.dialect, ServeDialect::OpenAiCompletions);
    EXPECT_EQ(reply.software, "OpenAI-compatible");
    EXPECT_EQ(reply.version, "");
    EXPECT_EQ(reply.models, std::vector<std::string>{"gpt-x"});
    EXPECT_EQ(pathsAsked(*server), (std::vector<std::string>{"/v1/models", "/props", "/api/version"}));
}

TEST(Detect, AKeyRefusedIsSaidSoAndTheKeyIsSentButNeverReported)
{
    auto server = getServer();
    // vLLM's key check, here echoing the key it got, as a careless proxy might.
    server->answerGet("/v1/models",
                      status(401, std::string(R"({"error":"Unauthorized: )") + kApiKey + "\"}"));
    const DetectResult result = detect(paramsFor(server->url(), kApiKey));
    const ServeDetectReply &reply = result.reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::KeyRefused);
    EXPECT_EQ(reply.dialect, ServeDialect::Unknown);
    EXPECT_EQ(reply.software, "");
    EXPECT_TRUE(contains(reply.evidence.at(0), "GET /v1/models: 401, the API key was refused"))
        << reply.evidence[0];
    const std::string problem = serveDetectProblemText(reply, server->url());
    EXPECT_TRUE(contains(problem, "refused the API key given")) << problem;

    const std::string keyStart = std::string(kApiKey).substr(0, 12);
    EXPECT_FALSE(contains(nlohmann::json(reply).dump(), keyStart)) << nlohmann::json(reply).dump();
    EXPECT_FALSE(contains(problem, keyStart)) << problem;
    const auto requests = server->requests();
    ASSERT_EQ(requests.size(), 3u);
    for (const ReceivedRequest &request : requests)
        EXPECT_EQ(request.header("Authorization"), std::string("Bearer ") + kApiKey) << request.path;
}

TEST(Detect, WithoutAKeyNoAuthorizationIsSent)
{
    auto server = getServer();
    server->answerGet("/v1/models", json200(kVllmModels));
    detect(paramsFor(server->url()));
    for (const ReceivedRequest &request : server->requests())
        EXPECT_EQ(request.header("Authorization"), "") << request.path;
}

TEST(Detect, NothingListeningIsAClearErrorAndTheOtherProbesAreNotSent)
{
    RefusedPort port;
    ASSERT_NE(port.port(), 0);
    const ServeDetectReply reply = detect(paramsFor(port.url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::NoAnswer);
    EXPECT_EQ(reply.dialect, ServeDialect::Unknown);
    ASSERT_EQ(reply.evidence.size(), 3u) << allEvidence(reply);
    EXPECT_EQ(reply.evidence[0],
              "GET /v1/models: refused (could not connect to 127.0.0.1:" + std::to_string(port.port()) + ")");
    EXPECT_EQ(reply.evidence[1], "GET /props: not sent (the server did not answer the probe before)");
    const std::string problem = serveDetectProblemText(reply, port.url());
    EXPECT_EQ(problem.rfind("no inference server answered at " + port.url() + ": GET /v1/models: refused", 0),
              0u)
        << problem;
}

TEST(Detect, AServerStillLoadingItsModelIsSaidSo)
{
    auto server = getServer();
    for (const char *path : {"/v1/models", "/props", "/api/version"})
        server->answerGet(path, status(503, kLlamaLoading));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::Loading);
    EXPECT_EQ(reply.evidence.at(0), "GET /v1/models: 503, busy or loading its model (\"Loading model\")");
    EXPECT_TRUE(contains(serveDetectProblemText(reply, server->url()), "still loading its model"));
}

TEST(Detect, MalformedBodiesAreNotedNotTrusted)
{
    auto server = getServer();
    server->answerGet("/v1/models", json200(R"({"data": [{"id": "half)"));
    server->answerGet("/props", json200(std::string(10'000, '[') + std::string(10'000, ']'))); // too deep
    server->answerGet("/api/version", json200(R"({"version": 57})"));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::NotRecognised);
    EXPECT_EQ(reply.dialect, ServeDialect::Unknown);
    ASSERT_EQ(reply.evidence.size(), 3u) << allEvidence(reply);
    EXPECT_EQ(reply.evidence[0], "GET /v1/models: 200, but its body is not JSON");
    EXPECT_EQ(reply.evidence[1], "GET /props: 200, but its body is not JSON");
    EXPECT_EQ(reply.evidence[2], "GET /api/version: 200, but no \"version\"");
    EXPECT_TRUE(contains(serveDetectProblemText(reply, server->url()), "answered, but not as llama.cpp"));
}

TEST(Detect, JsonOfTheWrongShapeIsNotTakenForAServer)
{
    auto server = getServer();
    server->answerGet("/v1/models", json200(R"({"object":"list","data":{"id":"x"}})"));
    server->answerGet("/props", json200(R"({"total_slots":"4","default_generation_settings":[]})"));
    server->answerGet("/api/version", json200(R"(["0.5.7"])"));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::NotRecognised);
    EXPECT_EQ(reply.evidence.at(0), "GET /v1/models: 200, but not an OpenAI model list (no \"data\" array)");
    EXPECT_EQ(reply.evidence.at(1), "GET /props: 200, but not llama.cpp's properties");
}

TEST(Detect, AHostileModelListIsBoundedAndKeepsOnlyUsableNames)
{
    nlohmann::json data = nlohmann::json::array();
    data.push_back({{"id", 5}});
    data.push_back({{"id", "bad\u0001name"}});
    data.push_back({{"id", std::string(kMaxServeModelBytes + 1, 'm')}});
    data.push_back("not an object");
    for (int i = 0; i < 100; ++i)
        data.push_back({{"id", "model-" + std::to_string(i)}, {"owned_by", "\u001b[31mred"}});
    auto server = getServer();
    server->answerGet("/v1/models", json200(nlohmann::json{{"data", data}}.dump()));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::Found);
    EXPECT_EQ(reply.software, "OpenAI-compatible");
    ASSERT_EQ(reply.models.size(), kMaxServeDetectModels);
    EXPECT_EQ(reply.models.front(), "model-0");
    EXPECT_EQ(reply.models.back(), "model-63");
    const std::string &line = reply.evidence.at(0);
    EXPECT_TRUE(contains(line, "of 64 models")) << line;
    EXPECT_TRUE(contains(line, "36 more not kept")) << line;
    EXPECT_TRUE(contains(line, "4 entries without a usable id")) << line;
    EXPECT_FALSE(hasControlCharacters(line)) << line;
}

TEST(Detect, AnOversizedBodyIsBoundedAndSaidSo)
{
    auto server = getServer();
    server->answerGet("/v1/models",
                      json200("{\"data\":[\"" + std::string(2 * kDefaultMaxGetBodyBytes, 'x') + "\"]}"));
    const ServeDetectReply reply = detect(paramsFor(server->url())).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::NotRecognised);
    EXPECT_EQ(reply.evidence.at(0), "GET /v1/models: unreadable (the response body is too large: over "
                                        + std::to_string(kDefaultMaxGetBodyBytes) + " bytes)");
    for (const std::string &line : reply.evidence)
        EXPECT_LE(line.size(), kMaxServeEvidenceBytes);
}

TEST(Detect, AnEndpointEndingInV1GetsAHint)
{
    auto server = getServer();
    server->answerGet("/v1/models", json200(kVllmModels));
    const ServeDetectReply reply = detect(paramsFor(server->url() + "/v1")).reply;
    EXPECT_EQ(reply.outcome, ServeDetectOutcome::NotRecognised);
    EXPECT_EQ(pathsAsked(*server),
              (std::vector<std::string>{"/v1/v1/models", "/v1/props", "/v1/api/version"}));
    EXPECT_TRUE(contains(reply.evidence.back(), "ends in /v1")) << allEvidence(reply);
}

TEST(Detect, UnusableParamsAreRefusedBeforeAnythingIsSent)
{
    DetectResult result = detectServer(paramsFor("https://127.0.0.1:1"), nullptr);
    EXPECT_EQ(result.end, DetectEnd::Refused);
    EXPECT_TRUE(contains(result.problem, "endpoint: https://")) << result.problem;

    result = detectServer(paramsFor("http://127.0.0.1:1", std::string(kApiKey) + "\n"), nullptr);
    EXPECT_EQ(result.end, DetectEnd::Refused);
    EXPECT_EQ(result.problem, "api_key holds a control character");

    ServeDetectParams params = paramsFor("http://127.0.0.1:1");
    params.readTimeoutMs = 0;
    EXPECT_EQ(detectServer(params, nullptr).end, DetectEnd::Refused);
}

TEST(Detect, ACancelStopsAProbeThatWaitsForAnAnswer)
{
    SilentListener listener;
    ASSERT_TRUE(listener.listening());
    std::atomic_bool cancel = false;
    ServeDetectParams params = paramsFor(listener.url());
    params.readTimeoutMs = 600'000;
    std::thread canceller([&cancel] {
        std::this_thread::sleep_for(100ms);
        cancel = true;
    });
    const auto started = std::chrono::steady_clock::now();
    const DetectResult result = detectServer(params, &cancel);
    canceller.join();
    EXPECT_EQ(result.end, DetectEnd::Cancelled);
    // Far below the read timeout: the cancel, not the timeout, ended it.
    EXPECT_LT(std::chrono::steady_clock::now() - started, 60s);

    const std::atomic_bool already = true;
    EXPECT_EQ(detectServer(paramsFor(listener.url()), &already).end, DetectEnd::Cancelled);
}
