#include "remote-agent/protocol/Serve.h"

#include "remote-agent/protocol/Json.h"
#include "remote-agent/protocol/SafeText.h"

#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace shardscope::protocol {

using nlohmann::json;

namespace {

constexpr std::array<std::pair<ServeDialect, const char *>, 4> kDialectNames{{
    {ServeDialect::OpenAiCompletions, "openai_completions"},
    {ServeDialect::OpenAiChat, "openai_chat"},
    {ServeDialect::LlamaCpp, "llama_cpp"},
    {ServeDialect::Ollama, "ollama"},
}};

constexpr std::array<std::pair<ServeErrorKind, const char *>, 6> kErrorNames{{
    {ServeErrorKind::HttpStatus, "http_status"},
    {ServeErrorKind::Refused, "refused"},
    {ServeErrorKind::Reset, "reset"},
    {ServeErrorKind::Timeout, "timeout"},
    {ServeErrorKind::MalformedStream, "malformed_stream"},
    {ServeErrorKind::ServerError, "server_error"},
}};

constexpr std::array<std::pair<ServeRunEnd, const char *>, 2> kRunEndNames{{
    {ServeRunEnd::Complete, "complete"},
    {ServeRunEnd::Cancelled, "cancelled"},
}};

constexpr std::array<std::pair<ServeDetectOutcome, const char *>, 6> kDetectOutcomeNames{{
    {ServeDetectOutcome::Found, "found"},
    {ServeDetectOutcome::KeyNeeded, "key_needed"},
    {ServeDetectOutcome::KeyRefused, "key_refused"},
    {ServeDetectOutcome::Loading, "loading"},
    {ServeDetectOutcome::NotRecognised, "not_recognised"},
    {ServeDetectOutcome::NoAnswer, "no_answer"},
}};

constexpr std::uint32_t kMaxHttpStatus = 599;
constexpr std::uint32_t kMinHttpStatus = 100;

/// Milliseconds kept to the microsecond, as the bench reports do: a long run's records stay short.
double roundMs(double ms)
{
    return std::isfinite(ms) ? std::round(ms * 1000.0) / 1000.0 : 0.0;
}

std::optional<double> roundMs(const std::optional<double> &ms)
{
    if (!ms)
        return std::nullopt;
    return roundMs(*ms);
}

std::string numberText(double value)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? "NaN" : (value > 0 ? "infinity" : "-infinity");
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return std::to_string(std::llround(value));
    std::string text = std::to_string(value); // six decimals; trailing zeros trimmed
    while (!text.empty() && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text;
}

// ---- reading helpers on top of ObjectReader ----

/// A time or a rate: a finite number from 0 to `maximum`.
void checkTime(ObjectReader &r, const char *key, double value, double maximum)
{
    if (r.ok() && !(std::isfinite(value) && value >= 0 && value <= maximum))
        r.fail(r.pathOf(key) + " must be a finite number from 0 to " + numberText(maximum));
}

void readTime(ObjectReader &r, const json &j, const char *key, double &out, bool required)
{
    if (required && !requirePresent(r, j, key))
        return;
    std::optional<double> value;
    r.optional(key, value);
    if (value) {
        out = *value;
        checkTime(r, key, out, kMaxServeTimeMs);
    }
}

void readOptionalTime(ObjectReader &r, const char *key, std::optional<double> &out)
{
    r.optional(key, out);
    if (out)
        checkTime(r, key, *out, kMaxServeTimeMs);
}

/// RateOutOfRange or BurstinessOutOfRange; ok otherwise.
ServeProblem arrivalsProblem(const ServeArrivals &arrivals)
{
    const double rate = arrivals.requestsPerSecond;
    if (!(std::isfinite(rate) && rate >= 0 && rate <= kMaxServeRequestsPerSecond))
        return ServeProblem{ServeProblemCode::RateOutOfRange, rate, 0, kMaxServeRequestsPerSecond};
    const double burstiness = arrivals.burstiness;
    if (!(std::isfinite(burstiness) && burstiness >= kMinServeBurstiness
          && burstiness <= kMaxServeBurstiness))
        return ServeProblem{ServeProblemCode::BurstinessOutOfRange, burstiness, kMinServeBurstiness,
                            kMaxServeBurstiness};
    return {};
}

/// The arrivals' problems, their fields named under `path` (the arrivals' own JSON path).
std::string arrivalsProblemText(const ServeProblem &problem, const std::string &path)
{
    const auto field = [&path](const char *key) {
        return path.empty() ? std::string(key) : path + "." + key;
    };
    if (problem.code == ServeProblemCode::RateOutOfRange)
        return field("requests_per_second") + " must be a finite number from 0 (all at once) to "
               + numberText(problem.maximum) + ", not " + numberText(problem.value);
    if (problem.code == ServeProblemCode::BurstinessOutOfRange)
        return field("burstiness") + " must be a finite number from " + numberText(problem.minimum) + " to "
               + numberText(problem.maximum) + ", not " + numberText(problem.value);
    return {};
}

// ---- parsers with the path of their place in the document ----

Expected<ServeArrivals> parseArrivalsAt(const json &j, const std::string &path)
{
    ServeArrivals a;
    ObjectReader r(j, path);
    std::optional<double> rate;
    std::optional<double> burstiness;
    r.optional("requests_per_second", rate);
    r.optional("burstiness", burstiness);
    readUnsigned(r, j, "seed", a.seed, false);
    if (rate)
        a.requestsPerSecond = *rate;
    if (burstiness)
        a.burstiness = *burstiness;
    if (r.ok()) {
        if (const ServeProblem problem = arrivalsProblem(a); !problem.ok())
            r.fail(arrivalsProblemText(problem, path));
    }
    return finish(r, a);
}

Expected<ServeWorkload> parseWorkloadAt(const json &j, const std::string &path)
{
    ServeWorkload w;
    ObjectReader r(j, path);
    readUnsigned(r, j, "prompt_tokens", w.promptTokens, true);
    readUnsigned(r, j, "output_tokens", w.outputTokens, true);
    readUnsigned(r, j, "concurrency", w.concurrency, true);
    readObject(r, "arrivals", w.arrivals, false, parseArrivalsAt);
    readUnsigned(r, j, "requests", w.requests, false);
    readUnsigned(r, j, "duration_ms", w.durationMs, false);
    readUnsigned(r, j, "warmup_requests", w.warmupRequests, false);
    readUnsigned(r, j, "first_prompt", w.firstPrompt, false);
    if (r.ok()) {
        if (const ServeProblem problem = serveWorkloadProblem(w); !problem.ok())
            r.fail(serveProblemText(problem, path));
    }
    return finish(r, w);
}

Expected<ServeServerTimings> parseTimingsAt(const json &j, const std::string &path)
{
    ServeServerTimings t;
    ObjectReader r(j, path);
    readOptionalUnsigned(r, j, "prompt_tokens", t.promptTokens);
    readOptionalTime(r, "prompt_ms", t.promptMs);
    readOptionalUnsigned(r, j, "generated_tokens", t.generatedTokens);
    readOptionalTime(r, "generated_ms", t.generatedMs);
    return finish(r, t);
}

void readChunks(ObjectReader &r, std::vector<double> &out)
{
    const json *array = r.child("chunk_ms", json::value_t::array);
    if (!array) {
        if (r.ok())
            r.fail(r.pathOf("chunk_ms") + " is missing");
        return;
    }
    // Before anything is copied: a peer's array of millions of numbers stops here.
    if (array->size() > kMaxServeChunks) {
        r.fail(r.pathOf("chunk_ms") + " holds more than " + std::to_string(kMaxServeChunks) + " chunks");
        return;
    }
    std::vector<double> values;
    values.reserve(array->size());
    for (const json &item : *array) {
        if (!item.is_number()) {
            r.fail(r.pathOf("chunk_ms") + " holds a value that is not a number");
            return;
        }
        const double ms = item.get<double>();
        if (!(std::isfinite(ms) && ms >= 0 && ms <= kMaxServeTimeMs)) {
            r.fail(r.pathOf("chunk_ms") + " holds a time that is not a finite number from 0 to "
                   + numberText(kMaxServeTimeMs));
            return;
        }
        values.push_back(ms);
    }
    out = std::move(values);
}

Expected<ServeRequestRecord> parseRecordAt(const json &j, const std::string &path)
{
    ServeRequestRecord rec;
    ObjectReader r(j, path);
    readUnsigned(r, j, "index", rec.index, true);
    readTime(r, j, "sent_ms", rec.sentMs, true);
    readChunks(r, rec.chunkMs);
    readTime(r, j, "end_ms", rec.endMs, true);
    readOptionalUnsigned(r, j, "output_tokens", rec.outputTokens);
    readObject(r, "server", rec.server, false, parseTimingsAt);
    std::string error = "none";
    r.optional("error", error);
    if (r.ok()) {
        rec.error = serveErrorKindFromString(error);
        if (rec.error == ServeErrorKind::None && error != "none")
            r.fail(r.pathOf("error")
                   + " must be none, http_status, refused, reset, timeout, malformed_stream or server_error, "
                     "not \""
                   + error + "\"");
    }
    readUnsigned(r, j, "http_status", rec.httpStatus, false);
    // Read exactly as sent, so that the length checked is the peer's; then made safe to show.
    if (r.ok() && j.contains("error_detail") && !j.at("error_detail").is_null()) {
        r.requiredExact("error_detail", rec.errorDetail);
        if (r.ok() && rec.errorDetail.size() > kMaxServeErrorDetailBytes)
            r.fail(r.pathOf("error_detail") + " is longer than " + std::to_string(kMaxServeErrorDetailBytes)
                   + " bytes");
        rec.errorDetail = safeText(rec.errorDetail);
    }
    if (!r.ok())
        return r.error();

    if (rec.endMs < rec.sentMs)
        r.fail(r.pathOf("end_ms") + " is before " + r.pathOf("sent_ms"));
    for (std::size_t i = 0; i < rec.chunkMs.size() && r.ok(); ++i) {
        const double previous = i == 0 ? rec.sentMs : rec.chunkMs[i - 1];
        if (rec.chunkMs[i] < previous)
            r.fail(r.pathOf("chunk_ms") + "[" + std::to_string(i) + "] is before "
                   + (i == 0 ? r.pathOf("sent_ms") : "the chunk before it"));
        else if (rec.chunkMs[i] > rec.endMs)
            r.fail(r.pathOf("chunk_ms") + "[" + std::to_string(i) + "] is after " + r.pathOf("end_ms"));
    }
    if (r.ok() && rec.httpStatus != 0 && (rec.httpStatus < kMinHttpStatus || rec.httpStatus > kMaxHttpStatus))
        r.fail(r.pathOf("http_status") + " must be 0 or from " + std::to_string(kMinHttpStatus) + " to "
               + std::to_string(kMaxHttpStatus));
    if (r.ok() && rec.error == ServeErrorKind::HttpStatus && (rec.httpStatus == 0 || rec.httpStatus == 200))
        r.fail(r.pathOf("http_status") + " must be the status other than 200 of an http_status error");
    if (r.ok() && rec.error == ServeErrorKind::None && !rec.errorDetail.empty())
        r.fail(r.pathOf("error_detail") + " is set on a request without an error");
    return finish(r, std::move(rec));
}

/// A string read exactly as sent, at most `maxBytes`, without control characters. The errors
/// never hold the value (an API key is read here too).
void readBoundedText(ObjectReader &r, const json &j, const char *key, std::string &out, std::size_t maxBytes,
                     bool required)
{
    if (!r.ok() || (!required && (!j.contains(key) || j.at(key).is_null())))
        return;
    r.requiredExact(key, out);
    if (r.ok() && out.size() > maxBytes)
        r.fail(r.pathOf(key) + " is longer than " + std::to_string(maxBytes) + " bytes");
    if (r.ok() && hasControlCharacters(out))
        r.fail(r.pathOf(key) + " holds a control character or is not UTF-8");
    if (!r.ok())
        out.clear();
}

void readTimeout(ObjectReader &r, const json &j, const char *key, std::uint32_t &out, std::uint32_t maximum)
{
    readUnsigned(r, j, key, out, false);
    if (r.ok() && (out < 1 || out > maximum))
        r.fail(r.pathOf(key) + " must be from 1 to " + std::to_string(maximum));
}

/// {connect_ms?, read_ms?} at "timeouts", when there.
void readTimeouts(ObjectReader &r, std::uint32_t &connectMs, std::uint32_t &readMs)
{
    if (const json *timeouts = r.child("timeouts", json::value_t::object)) {
        ObjectReader t(*timeouts, r.pathOf("timeouts"));
        readTimeout(t, *timeouts, "connect_ms", connectMs, kMaxServeConnectTimeoutMs);
        readTimeout(t, *timeouts, "read_ms", readMs, kMaxServeReadTimeoutMs);
        if (!t.ok())
            r.fail(t.error().message);
    }
}

Expected<ServeRunParams> parseRunParamsAt(const json &j, const std::string &path)
{
    ServeRunParams p;
    ObjectReader r(j, path);
    readBoundedText(r, j, "endpoint", p.endpoint, kMaxServeEndpointBytes, true);
    if (const json *copies = r.child("copies", json::value_t::array); copies && r.ok()) {
        if (copies->size() > kMaxServeCopies)
            r.fail(r.pathOf("copies") + " holds more than " + std::to_string(kMaxServeCopies) + " endpoints");
        for (std::size_t i = 0; i < copies->size() && r.ok(); ++i) {
            const json &copy = (*copies)[i];
            const std::string at = r.pathOf("copies") + "[" + std::to_string(i) + "]";
            if (!copy.is_string())
                r.fail(at + " is not a string");
            else if (copy.get_ref<const std::string &>().empty())
                r.fail(at + " is empty");
            else if (copy.get_ref<const std::string &>().size() > kMaxServeEndpointBytes)
                r.fail(at + " is longer than " + std::to_string(kMaxServeEndpointBytes) + " bytes");
            else if (hasControlCharacters(copy.get_ref<const std::string &>()))
                r.fail(at + " holds a control character or is not UTF-8");
            else
                p.copyEndpoints.push_back(copy.get<std::string>());
        }
    }
    std::string dialect;
    r.required("dialect", dialect);
    if (r.ok()) {
        p.dialect = serveDialectFromString(dialect);
        if (p.dialect == ServeDialect::Unknown)
            r.fail(r.pathOf("dialect") + " must be openai_completions, openai_chat, llama_cpp or ollama");
    }
    readBoundedText(r, j, "model", p.model, kMaxServeModelBytes, false);
    readBoundedText(r, j, "api_key", p.apiKey, kMaxServeApiKeyBytes, false);
    readObject(r, "workload", p.workload, true, parseWorkloadAt);
    readTimeouts(r, p.connectTimeoutMs, p.readTimeoutMs);
    if (!r.ok())
        p.apiKey.clear();
    return finish(r, std::move(p));
}

Expected<ServeRunReply> parseRunReplyAt(const json &j, const std::string &path)
{
    ServeRunReply reply;
    ObjectReader r(j, path);
    const json *records = r.child("records", json::value_t::array);
    if (!records && r.ok())
        r.fail(r.pathOf("records") + " is missing");
    // Before anything is copied: a peer's array of millions of records stops here.
    if (records && r.ok() && records->size() > kMaxServeRequests)
        r.fail(r.pathOf("records") + " holds more than " + std::to_string(kMaxServeRequests) + " records");
    if (records && r.ok()) {
        reply.records.reserve(records->size());
        for (std::size_t i = 0; i < records->size() && r.ok(); ++i) {
            const std::string at = r.pathOf("records") + "[" + std::to_string(i) + "]";
            auto record = parseRecordAt((*records)[i], at);
            if (!record) {
                r.fail(record.error().message);
                break;
            }
            if (!reply.records.empty() && record->index <= reply.records.back().index)
                r.fail(at + ".index is not after the record before it");
            reply.records.push_back(std::move(record).value());
        }
    }
    std::string ended;
    r.required("ended", ended);
    if (r.ok()) {
        reply.ended = valueOf(kRunEndNames, ended, ServeRunEnd::Unknown);
        if (reply.ended == ServeRunEnd::Unknown)
            r.fail(r.pathOf("ended") + " must be complete or cancelled");
    }
    return finish(r, std::move(reply));
}

Expected<ServeDetectParams> parseDetectParamsAt(const json &j, const std::string &path)
{
    ServeDetectParams p;
    ObjectReader r(j, path);
    readBoundedText(r, j, "endpoint", p.endpoint, kMaxServeEndpointBytes, true);
    readBoundedText(r, j, "api_key", p.apiKey, kMaxServeApiKeyBytes, false);
    readTimeouts(r, p.connectTimeoutMs, p.readTimeoutMs);
    if (!r.ok())
        p.apiKey.clear();
    return finish(r, std::move(p));
}

/// An array of at most maxItems strings, each as readBoundedText takes it.
void readBoundedTexts(ObjectReader &r, const char *key, std::vector<std::string> &out, std::size_t maxItems,
                      std::size_t maxBytes)
{
    const json *array = r.child(key, json::value_t::array);
    if (!array) {
        if (r.ok())
            r.fail(r.pathOf(key) + " is missing");
        return;
    }
    // Before anything is copied: a peer's array of millions of names stops here.
    if (array->size() > maxItems) {
        r.fail(r.pathOf(key) + " holds more than " + std::to_string(maxItems) + " entries");
        return;
    }
    std::vector<std::string> values;
    values.reserve(array->size());
    for (std::size_t i = 0; i < array->size(); ++i) {
        const std::string at = r.pathOf(key) + "[" + std::to_string(i) + "]";
        const json &item = (*array)[i];
        if (!item.is_string()) {
            r.fail(at + " is not a string");
            return;
        }
        const auto &text = item.get_ref<const std::string &>();
        if (text.size() > maxBytes) {
            r.fail(at + " is longer than " + std::to_string(maxBytes) + " bytes");
            return;
        }
        if (hasControlCharacters(text)) {
            r.fail(at + " holds a control character or is not UTF-8");
            return;
        }
        values.push_back(text);
    }
    out = std::move(values);
}

Expected<ServeDetectReply> parseDetectReplyAt(const json &j, const std::string &path)
{
    ServeDetectReply reply;
    ObjectReader r(j, path);
    std::string outcome;
    r.required("outcome", outcome);
    if (r.ok()) {
        reply.outcome = valueOf(kDetectOutcomeNames, outcome, ServeDetectOutcome::Unknown);
        if (reply.outcome == ServeDetectOutcome::Unknown)
            r.fail(r.pathOf("outcome")
                   + " must be found, key_needed, key_refused, loading, not_recognised or no_answer");
    }
    std::string dialect;
    r.required("dialect", dialect);
    if (r.ok()) {
        reply.dialect = serveDialectFromString(dialect);
        if (reply.dialect == ServeDialect::Unknown && dialect != "unknown")
            r.fail(r.pathOf("dialect")
                   + " must be openai_completions, openai_chat, llama_cpp, ollama or unknown");
    }
    readBoundedText(r, j, "software", reply.software, kMaxServeSoftwareBytes, true);
    readBoundedText(r, j, "version", reply.version, kMaxServeVersionBytes, true);
    readBoundedTexts(r, "models", reply.models, kMaxServeDetectModels, kMaxServeModelBytes);
    readBoundedTexts(r, "evidence", reply.evidence, kMaxServeDetectEvidence, kMaxServeEvidenceBytes);
    if (r.ok() && reply.outcome == ServeDetectOutcome::Found && reply.dialect == ServeDialect::Unknown)
        r.fail(r.pathOf("dialect") + " must be known when the outcome is found");
    if (r.ok() && (reply.dialect == ServeDialect::Unknown) != reply.software.empty())
        r.fail(r.pathOf("software") + " must be given exactly when the dialect is known");
    return finish(r, std::move(reply));
}

} // namespace

// ---- the workload's problems ----

ServeProblem serveWorkloadProblem(const ServeWorkload &workload)
{
    const auto outOfRange = [](ServeProblemCode code, double value, double minimum, double maximum) {
        return ServeProblem{code, value, minimum, maximum};
    };
    if (workload.promptTokens < 1 || workload.promptTokens > kMaxServePromptTokens)
        return outOfRange(ServeProblemCode::PromptTokensOutOfRange, workload.promptTokens, 1,
                          kMaxServePromptTokens);
    if (workload.outputTokens < 1 || workload.outputTokens > kMaxServeOutputTokens)
        return outOfRange(ServeProblemCode::OutputTokensOutOfRange, workload.outputTokens, 1,
                          kMaxServeOutputTokens);
    if (workload.concurrency < 1 || workload.concurrency > kMaxServeConcurrency)
        return outOfRange(ServeProblemCode::ConcurrencyOutOfRange, workload.concurrency, 1,
                          kMaxServeConcurrency);
    if (workload.requests > kMaxServeRequests)
        return outOfRange(ServeProblemCode::RequestsOutOfRange, workload.requests, 0, kMaxServeRequests);
    if (workload.durationMs > kMaxServeDurationMs)
        return outOfRange(ServeProblemCode::DurationOutOfRange, workload.durationMs, 0, kMaxServeDurationMs);
    if (workload.requests == 0 && workload.durationMs == 0)
        return ServeProblem{ServeProblemCode::NeitherRequestsNorDuration, 0, 0, 0};
    if (workload.requests != 0 && workload.durationMs != 0)
        return ServeProblem{ServeProblemCode::BothRequestsAndDuration, 0, 0, 0};
    if (workload.warmupRequests > kMaxServeWarmupRequests)
        return outOfRange(ServeProblemCode::WarmupRequestsOutOfRange, workload.warmupRequests, 0,
                          kMaxServeWarmupRequests);
    if (const ServeProblem arrivals = arrivalsProblem(workload.arrivals); !arrivals.ok())
        return arrivals;
    if (workload.firstPrompt > kMaxServeFirstPrompt)
        return outOfRange(ServeProblemCode::FirstPromptOutOfRange, workload.firstPrompt, 0,
                          kMaxServeFirstPrompt);
    return {};
}

std::string serveProblemText(const ServeProblem &problem, const std::string &path)
{
    const auto field = [&path](const char *key) {
        return path.empty() ? std::string(key) : path + "." + key;
    };
    const auto range = [&](const std::string &key) {
        return key + " must be from " + numberText(problem.minimum) + " to " + numberText(problem.maximum)
               + ", not " + numberText(problem.value);
    };
    switch (problem.code) {
    case ServeProblemCode::None:
        break;
    case ServeProblemCode::PromptTokensOutOfRange:
        return range(field("prompt_tokens"));
    case ServeProblemCode::OutputTokensOutOfRange:
        return range(field("output_tokens"));
    case ServeProblemCode::ConcurrencyOutOfRange:
        return range(field("concurrency"));
    case ServeProblemCode::RequestsOutOfRange:
        return range(field("requests"));
    case ServeProblemCode::DurationOutOfRange:
        return range(field("duration_ms"));
    case ServeProblemCode::NeitherRequestsNorDuration:
        return "give " + field("requests") + " or " + field("duration_ms")
               + ": both are 0, so the run would never end";
    case ServeProblemCode::BothRequestsAndDuration:
        return "give " + field("requests") + " or " + field("duration_ms") + ", not both";
    case ServeProblemCode::WarmupRequestsOutOfRange:
        return range(field("warmup_requests"));
    case ServeProblemCode::FirstPromptOutOfRange:
        return range(field("first_prompt"));
    case ServeProblemCode::RateOutOfRange:
    case ServeProblemCode::BurstinessOutOfRange:
        return arrivalsProblemText(problem, field("arrivals"));
    }
    return {};
}

// ---- names ----

std::string toString(ServeDialect value)
{
    return nameOf(kDialectNames, value, "unknown");
}

std::string toString(ServeErrorKind value)
{
    return nameOf(kErrorNames, value, "none");
}

ServeDialect serveDialectFromString(const std::string &text)
{
    return valueOf(kDialectNames, text, ServeDialect::Unknown);
}

ServeErrorKind serveErrorKindFromString(const std::string &text)
{
    return valueOf(kErrorNames, text, ServeErrorKind::None);
}

std::string toString(ServeRunEnd value)
{
    return nameOf(kRunEndNames, value, "unknown");
}

std::string toString(ServeDetectOutcome value)
{
    return nameOf(kDetectOutcomeNames, value, "unknown");
}

std::string serveDetectProblemText(const ServeDetectReply &reply, const std::string &endpoint)
{
    std::string text;
    switch (reply.outcome) {
    case ServeDetectOutcome::Found:
        return {};
    case ServeDetectOutcome::KeyNeeded:
        text = "the server at " + endpoint + " needs an API key";
        break;
    case ServeDetectOutcome::KeyRefused:
        text = "the server at " + endpoint + " refused the API key given";
        break;
    case ServeDetectOutcome::Loading:
        text
            = "the server at " + endpoint + " is busy or still loading its model: try again when it is ready";
        break;
    case ServeDetectOutcome::NotRecognised:
        text = "the server at " + endpoint
               + " answered, but not as llama.cpp, vLLM, Ollama or an OpenAI-compatible server";
        break;
    case ServeDetectOutcome::NoAnswer:
    case ServeDetectOutcome::Unknown:
        text = "no inference server answered at " + endpoint;
        break;
    }
    for (std::size_t i = 0; i < reply.evidence.size(); ++i)
        text += (i == 0 ? ": " : "; ") + reply.evidence[i];
    return safeText(text);
}

// ---- to_json ----

void to_json(json &j, const ServeArrivals &value)
{
    j = json{{"requests_per_second", value.requestsPerSecond},
             {"burstiness", value.burstiness},
             {"seed", value.seed}};
}

void to_json(json &j, const ServeWorkload &value)
{
    j = json{{"prompt_tokens", value.promptTokens},
             {"output_tokens", value.outputTokens},
             {"concurrency", value.concurrency},
             {"arrivals", value.arrivals},
             {"requests", value.requests},
             {"duration_ms", value.durationMs},
             {"warmup_requests", value.warmupRequests},
             {"first_prompt", value.firstPrompt}};
}

void to_json(json &j, const ServeServerTimings &value)
{
    j = json::object();
    putOptional(j, "prompt_tokens", value.promptTokens);
    putOptional(j, "prompt_ms", roundMs(value.promptMs));
    putOptional(j, "generated_tokens", value.generatedTokens);
    putOptional(j, "generated_ms", roundMs(value.generatedMs));
}

void to_json(json &j, const ServeRequestRecord &value)
{
    std::vector<double> chunkMs;
    chunkMs.reserve(value.chunkMs.size());
    for (const double ms : value.chunkMs)
        chunkMs.push_back(roundMs(ms));
    j = json{{"index", value.index},           {"sent_ms", roundMs(value.sentMs)},
             {"chunk_ms", std::move(chunkMs)}, {"end_ms", roundMs(value.endMs)},
             {"server", value.server},         {"http_status", value.httpStatus}};
    putOptional(j, "output_tokens", value.outputTokens);
    if (value.error != ServeErrorKind::None)
        j["error"] = toString(value.error);
    if (!value.errorDetail.empty())
        j["error_detail"] = value.errorDetail;
}

void to_json(json &j, const ServeRunParams &value)
{
    j = json{{"endpoint", value.endpoint},
             {"dialect", toString(value.dialect)},
             {"model", value.model},
             {"workload", value.workload},
             {"timeouts", json{{"connect_ms", value.connectTimeoutMs}, {"read_ms", value.readTimeoutMs}}}};
    if (!value.copyEndpoints.empty())
        j["copies"] = value.copyEndpoints;
    if (!value.apiKey.empty())
        j["api_key"] = value.apiKey;
}

void to_json(json &j, const ServeRunReply &value)
{
    j = json{{"records", value.records}, {"ended", toString(value.ended)}};
}

void to_json(json &j, const ServeDetectParams &value)
{
    j = json{{"endpoint", value.endpoint},
             {"timeouts", json{{"connect_ms", value.connectTimeoutMs}, {"read_ms", value.readTimeoutMs}}}};
    if (!value.apiKey.empty())
        j["api_key"] = value.apiKey;
}

void to_json(json &j, const ServeDetectReply &value)
{
    j = json{{"outcome", toString(value.outcome)},
             {"dialect", toString(value.dialect)},
             {"software", value.software},
             {"version", value.version},
             {"models", value.models},
             {"evidence", value.evidence}};
}

// ---- parsers ----

Expected<ServeArrivals> parseServeArrivals(const json &j)
{
    return parseArrivalsAt(j, "");
}

Expected<ServeWorkload> parseServeWorkload(const json &j)
{
    return parseWorkloadAt(j, "");
}

Expected<ServeServerTimings> parseServeServerTimings(const json &j)
{
    return parseTimingsAt(j, "");
}

Expected<ServeRequestRecord> parseServeRequestRecord(const json &j)
{
    return parseRecordAt(j, "");
}

Expected<ServeRunParams> parseServeRunParams(const json &j)
{
    return parseRunParamsAt(j, "");
}

Expected<ServeRunReply> parseServeRunReply(const json &j)
{
    return parseRunReplyAt(j, "");
}

Expected<ServeDetectParams> parseServeDetectParams(const json &j)
{
    return parseDetectParamsAt(j, "");
}

Expected<ServeDetectReply> parseServeDetectReply(const json &j)
{
    return parseDetectReplyAt(j, "");
}

} // namespace shardscope::protocol
