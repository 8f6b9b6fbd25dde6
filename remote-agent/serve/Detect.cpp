#include "remote-agent/serve/Detect.h"

#include "remote-agent/protocol/Json.h"
#include "remote-agent/protocol/SafeText.h"
#include "remote-agent/serve/HttpStream.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>
#include <utility>

namespace shardscope::serve {

namespace {

using nlohmann::json;
using protocol::ServeDetectOutcome;
using protocol::ServeDialect;
using protocol::ServeErrorKind;

// What the servers answer, as their sources write it:
//  - llama.cpp's llama-server (examples/server/server.cpp): GET /v1/models and /models (public even
//    with --api-key) {"object": "list", "data": [{"id", "object": "model", "owned_by": "llamacpp",
//    …}]}; GET /props {"default_generation_settings", "total_slots", "model_path", "chat_template",
//    "build_info": "b<number>-<commit>", …}, behind the API key; every path answers 503 while the
//    model loads.
//  - vLLM (vllm/entrypoints/openai/api_server.py): GET /v1/models with owned_by "vllm"; GET /version
//    {"version"}; --api-key guards the /v1 paths only.
//  - Ollama: GET /api/version {"version"}; GET /v1/models (its OpenAI layer) with owned_by "library"
//    or the model's namespace.
constexpr const char *kModelsPath = "/v1/models";
constexpr const char *kPropsPath = "/props";
constexpr const char *kOllamaVersionPath = "/api/version";
constexpr const char *kVllmVersionPath = "/version";

/// Most bytes of a server's own text (an error message, owned_by) quoted in a line of evidence.
constexpr std::size_t kMaxQuotedBytes = 80;

/// `text` made safe to show and cut to at most maxBytes, at a character's start.
std::string boundedSafe(std::string_view text, std::size_t maxBytes)
{
    std::string safe = protocol::safeText(text.substr(0, maxBytes));
    if (safe.size() > maxBytes) { // safeText's U+FFFD is longer than the byte it replaces
        std::size_t end = maxBytes;
        while (end > 0 && (static_cast<unsigned char>(safe[end]) & 0xC0) == 0x80)
            --end;
        safe.resize(end);
    }
    return safe;
}

std::string quotedText(std::string_view text)
{
    return "\"" + boundedSafe(text, kMaxQuotedBytes) + "\"";
}

/// The string at `key` of a JSON object, or nullopt.
std::optional<std::string> stringAt(const json &j, const char *key)
{
    if (!j.is_object())
        return std::nullopt;
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string())
        return std::nullopt;
    return it->get<std::string>();
}

/// A server's error message in its JSON body: {"error": {"message"}} (OpenAI, llama-server),
/// {"error": "…"} (Ollama, vLLM's key check), {"message"} or {"detail"} (FastAPI).
std::optional<std::string> errorMessage(const std::string &body)
{
    auto parsed = protocol::parseJsonText(body);
    if (!parsed || !parsed->is_object())
        return std::nullopt;
    const json &j = *parsed;
    if (const auto it = j.find("error"); it != j.end()) {
        if (it->is_string())
            return it->get<std::string>();
        if (auto message = stringAt(*it, "message"))
            return message;
    }
    if (auto message = stringAt(j, "message"))
        return message;
    return stringAt(j, "detail");
}

/// One probe: the GET, and its 200 body as JSON where it is JSON.
struct Answer {
    std::string path;
    bool sent = false;
    HttpGetResult http;
    std::optional<json> body; ///< a 200 body that parsed (within kMaxJsonDepth)

    bool ok() const { return http.end == HttpStreamEnd::Completed && http.httpStatus == 200; }
    bool status(std::uint32_t code) const
    {
        return http.error == ServeErrorKind::HttpStatus && http.httpStatus == code;
    }
    bool keyRefused() const { return status(401) || status(403); }
    bool answeredHttp() const { return http.httpStatus != 0; }
    /// A failure that the next probe would wait for as long, or fail the same way.
    bool unreachable() const
    {
        return http.error == ServeErrorKind::Refused || http.error == ServeErrorKind::Timeout;
    }
};

class Detector
{
public:
    Detector(const protocol::ServeDetectParams &params, const std::atomic_bool *cancel)
        : m_params(params)
        , m_cancel(cancel)
    {}

    DetectResult run()
    {
        // Each answer is read as it comes, so that the evidence is in the order of the probes.
        Answer models = ask(kModelsPath);
        if (stopped())
            return cancelled();
        const ModelList list = readModels(models);
        Answer props = probe(kPropsPath);
        if (stopped())
            return cancelled();
        const std::optional<std::string> build = readProps(props);
        Answer ollama = probe(kOllamaVersionPath);
        if (stopped())
            return cancelled();
        const std::optional<std::string> ollamaVersion = readVersion(ollama, "Ollama's version");

        const bool llama = build.has_value() || list.ownedBy == "llamacpp";
        const bool isOllama = !llama && ollamaVersion.has_value();
        const bool vllm = !llama && !isOllama && list.ownedBy == "vllm";
        std::optional<Answer> vllmAnswer;
        std::optional<std::string> vllmVersion;
        if (vllm) {
            vllmAnswer = probe(kVllmVersionPath);
            if (stopped())
                return cancelled();
            vllmVersion = readVersion(*vllmAnswer, "vLLM's version");
        }

        protocol::ServeDetectReply &reply = m_result.reply;
        reply.models = list.ids;
        if (llama) {
            reply.dialect = ServeDialect::LlamaCpp;
            reply.software = "llama.cpp";
            reply.version = build.value_or(std::string());
        } else if (isOllama) {
            reply.dialect = ServeDialect::Ollama;
            reply.software = "Ollama";
            reply.version = *ollamaVersion;
        } else if (vllm) {
            reply.dialect = ServeDialect::OpenAiCompletions;
            reply.software = "vLLM";
            reply.version = vllmVersion.value_or(std::string());
        } else if (list.valid) {
            reply.dialect = ServeDialect::OpenAiCompletions;
            reply.software = "OpenAI-compatible";
        }
        const bool recognised = reply.dialect != ServeDialect::Unknown;

        // A key problem on a probe whose path a run needs the key for too: the model list, llama-server's
        // /props (its /completion is behind the same key), or any probe of a server not recognised.
        const std::vector<const Answer *> answers = all(models, props, ollama, vllmAnswer);
        bool keyProblem = models.keyRefused() || (llama && props.keyRefused());
        bool busy = false;
        bool answeredHttp = false;
        for (const Answer *answer : answers) {
            keyProblem = keyProblem || (!recognised && answer->keyRefused());
            busy = busy || answer->status(503);
            answeredHttp = answeredHttp || answer->answeredHttp();
        }
        if (keyProblem)
            reply.outcome
                = m_params.apiKey.empty() ? ServeDetectOutcome::KeyNeeded : ServeDetectOutcome::KeyRefused;
        else if (recognised)
            reply.outcome = ServeDetectOutcome::Found;
        else if (busy)
            reply.outcome = ServeDetectOutcome::Loading;
        else if (answeredHttp)
            reply.outcome = ServeDetectOutcome::NotRecognised;
        else
            reply.outcome = ServeDetectOutcome::NoAnswer;

        if (!recognised) {
            const auto endpoint = parseHttpEndpoint(m_params.endpoint);
            const std::string_view base
                = endpoint ? std::string_view(endpoint->basePath) : std::string_view();
            if (base.size() >= 3 && base.substr(base.size() - 3) == "/v1")
                note("the endpoint ends in /v1: give the server's address without it (the paths asked "
                     "start with /v1 themselves)");
        }
        m_result.end = DetectEnd::Done;
        return std::move(m_result);
    }

private:
    struct ModelList {
        bool valid = false; ///< a 200 JSON object with a "data" array
        std::vector<std::string> ids;
        std::string ownedBy; ///< the first entry's owned_by that is a string
    };

    static std::vector<const Answer *> all(const Answer &a, const Answer &b, const Answer &c,
                                           const std::optional<Answer> &d)
    {
        std::vector<const Answer *> out{&a, &b, &c};
        if (d)
            out.push_back(&*d);
        return out;
    }

    bool stopped() const { return m_stopped || (m_cancel && m_cancel->load()); }

    DetectResult cancelled()
    {
        m_result.end = DetectEnd::Cancelled;
        return std::move(m_result);
    }

    void note(const std::string &line)
    {
        if (m_result.reply.evidence.size() < protocol::kMaxServeDetectEvidence)
            m_result.reply.evidence.push_back(boundedSafe(line, protocol::kMaxServeEvidenceBytes));
    }

    /// "GET <path>: " and what the probe got, for one line of evidence.
    static std::string head(const Answer &answer) { return "GET " + answer.path + ": "; }

    Answer ask(const char *path)
    {
        Answer answer;
        answer.path = path;
        answer.sent = true;
        HttpGetRequest request;
        request.url = m_params.endpoint;
        request.path = path;
        request.apiKey = m_params.apiKey;
        request.connectTimeoutMs = static_cast<int>(m_params.connectTimeoutMs);
        request.readTimeoutMs = static_cast<int>(m_params.readTimeoutMs);
        request.cancel = m_cancel;
        answer.http = httpGet(request);
        if (answer.http.end == HttpStreamEnd::Cancelled) {
            m_stopped = true;
            return answer;
        }
        if (answer.ok()) {
            if (auto parsed = protocol::parseJsonText(answer.http.body))
                answer.body = std::move(parsed).value();
        } else {
            note(head(answer) + failureText(answer));
            m_unreachable = m_unreachable || answer.unreachable();
        }
        return answer;
    }

    /// ask(), unless a probe before could not reach the server: then only a line saying so.
    Answer probe(const char *path)
    {
        if (!m_unreachable)
            return ask(path);
        Answer answer;
        answer.path = path;
        note(head(answer) + "not sent (the server did not answer the probe before)");
        return answer;
    }

    /// What a probe that did not get a 200 got.
    std::string failureText(const Answer &answer) const
    {
        const HttpGetResult &http = answer.http;
        switch (http.error) {
        case ServeErrorKind::HttpStatus: {
            std::string text = std::to_string(http.httpStatus);
            if (answer.keyRefused())
                text += m_params.apiKey.empty() ? ", an API key is needed" : ", the API key was refused";
            else if (http.httpStatus == 404)
                text += ", not found";
            else if (http.httpStatus == 503)
                text += ", busy or loading its model";
            if (const auto message = errorMessage(http.body))
                text += " (" + quotedText(*message) + ")";
            return text;
        }
        case ServeErrorKind::Refused:
            return "refused (" + http.errorDetail + ")";
        case ServeErrorKind::Timeout:
            return "timed out (" + http.errorDetail + ")";
        case ServeErrorKind::Reset:
            return "reset (" + http.errorDetail + ")";
        case ServeErrorKind::MalformedStream:
            return "unreadable (" + http.errorDetail + ")";
        case ServeErrorKind::ServerError:
            return "reported an error (" + http.errorDetail + ")"; // not from a GET today
        case ServeErrorKind::None:
            break;
        }
        return "no answer";
    }

    ModelList readModels(const Answer &answer)
    {
        ModelList list;
        if (!answer.ok())
            return list;
        const json *data = nullptr;
        if (answer.body && answer.body->is_object()) {
            const auto it = answer.body->find("data");
            if (it != answer.body->end() && it->is_array())
                data = &*it;
        }
        if (!data) {
            note(head(answer)
                 + (answer.body ? "200, but not an OpenAI model list (no \"data\" array)"
                                : "200, but its body is not JSON"));
            return list;
        }
        list.valid = true;
        std::size_t unusable = 0;
        std::size_t beyond = 0;
        for (const json &entry : *data) {
            if (list.ownedBy.empty()) {
                if (auto owner = stringAt(entry, "owned_by"))
                    list.ownedBy = boundedSafe(*owner, kMaxQuotedBytes);
            }
            const auto id = stringAt(entry, "id");
            // A name is kept only as the server wrote it, so that a run can send it back.
            if (!id || id->empty() || id->size() > protocol::kMaxServeModelBytes
                || protocol::hasControlCharacters(*id))
                ++unusable;
            else if (list.ids.size() >= protocol::kMaxServeDetectModels)
                ++beyond;
            else
                list.ids.push_back(*id);
        }
        std::string line = head(answer) + "200, an OpenAI model list of " + std::to_string(list.ids.size())
                           + (list.ids.size() == 1 ? " model" : " models");
        if (!list.ownedBy.empty())
            line += " (owned_by " + quotedText(list.ownedBy) + ")";
        if (beyond > 0)
            line += ", " + std::to_string(beyond) + " more not kept";
        if (unusable > 0)
            line += ", " + std::to_string(unusable) + " entries without a usable id";
        note(line);
        return list;
    }

    /// llama-server's build ("b4756-c392e509"; empty when /props has none) when /props is its.
    std::optional<std::string> readProps(const Answer &answer)
    {
        if (!answer.ok())
            return std::nullopt;
        const json *body = answer.body && answer.body->is_object() ? &*answer.body : nullptr;
        const bool settings = body && body->contains("default_generation_settings")
                              && body->at("default_generation_settings").is_object();
        const bool slots
            = body && body->contains("total_slots") && body->at("total_slots").is_number_integer();
        if (!settings && !slots) {
            note(head(answer)
                 + (answer.body ? "200, but not llama.cpp's properties" : "200, but its body is not JSON"));
            return std::nullopt;
        }
        std::string build;
        if (const auto info = stringAt(*body, "build_info"))
            build = boundedSafe(*info, protocol::kMaxServeVersionBytes);
        std::string line = head(answer) + "200, llama.cpp's properties";
        std::vector<std::string> details;
        if (!build.empty())
            details.push_back("build " + build);
        if (slots && body->at("total_slots").is_number_unsigned())
            details.push_back(std::to_string(body->at("total_slots").get<std::uint64_t>()) + " slots");
        for (std::size_t i = 0; i < details.size(); ++i)
            line += (i == 0 ? " (" : ", ") + details[i] + (i + 1 == details.size() ? ")" : "");
        note(line);
        return build;
    }

    /// The {"version": "…"} of a 200 answer; `what` names it in the evidence ("Ollama's version").
    std::optional<std::string> readVersion(const Answer &answer, const std::string &what)
    {
        if (!answer.ok())
            return std::nullopt;
        const auto version = answer.body ? stringAt(*answer.body, "version") : std::nullopt;
        if (!version || version->empty()) {
            note(head(answer) + (answer.body ? "200, but no \"version\"" : "200, but its body is not JSON"));
            return std::nullopt;
        }
        std::string kept = boundedSafe(*version, protocol::kMaxServeVersionBytes);
        note(head(answer) + "200, " + what + " " + kept);
        return kept;
    }

    const protocol::ServeDetectParams &m_params;
    const std::atomic_bool *m_cancel;
    DetectResult m_result;
    bool m_unreachable = false;
    bool m_stopped = false;
};

} // namespace

DetectResult detectServer(const protocol::ServeDetectParams &params, const std::atomic_bool *cancel)
{
    DetectResult result;
    const auto refuse = [&result](std::string problem) {
        result.end = DetectEnd::Refused;
        result.problem = std::move(problem);
        return result;
    };
    std::string why;
    if (!parseHttpEndpoint(params.endpoint, &why))
        return refuse("endpoint: " + why);
    // The key is never named, not even in part.
    if (protocol::hasControlCharacters(params.apiKey))
        return refuse("api_key holds a control character");
    if (params.connectTimeoutMs == 0 || params.readTimeoutMs == 0
        || params.connectTimeoutMs > protocol::kMaxServeConnectTimeoutMs
        || params.readTimeoutMs > protocol::kMaxServeReadTimeoutMs)
        return refuse("the connect and read timeouts must be from 1 ms to their maximum");
    if (cancel && cancel->load()) {
        result.end = DetectEnd::Cancelled;
        return result;
    }
    return Detector(params, cancel).run();
}

} // namespace shardscope::serve
