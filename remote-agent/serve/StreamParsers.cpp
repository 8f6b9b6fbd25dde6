#include "remote-agent/serve/StreamParsers.h"

#include "remote-agent/protocol/Json.h"
#include "remote-agent/protocol/SafeText.h"

#include <cmath>
#include <limits>
#include <optional>
#include <utility>

namespace shardscope::serve {

using nlohmann::json;
using protocol::ServeDialect;
using protocol::ServeServerTimings;

namespace {

constexpr std::size_t kSnippetBytes = 60;
constexpr double kNanosecondsPerMs = 1e6;

/// `text` made safe to show, then cut to at most `maximum` bytes at a UTF-8 character boundary.
std::string boundedSafe(std::string_view text, std::size_t maximum)
{
    // Made safe before it is cut: safeText turns a byte into up to three (U+FFFD), and the bound is
    // on what is shown. Each byte gives at least one and a character is at most four bytes, so the
    // first maximum + 3 bytes give everything that can fit.
    std::string safe = protocol::safeText(text.substr(0, maximum + 3));
    if (safe.size() <= maximum)
        return safe;
    std::size_t end = maximum;
    while (end > 0 && (static_cast<unsigned char>(safe[end]) & 0xC0) == 0x80)
        --end;
    safe.resize(end);
    return safe + "…";
}

std::string snippet(std::string_view text)
{
    return "\"" + boundedSafe(text, kSnippetBytes) + "\"";
}

bool isSse(ServeDialect dialect)
{
    return dialect == ServeDialect::OpenAiCompletions || dialect == ServeDialect::OpenAiChat
           || dialect == ServeDialect::LlamaCpp;
}

bool isBlank(std::string_view line)
{
    return line.find_first_not_of(" \t") == std::string_view::npos;
}

/// What one JSON event of any dialect said, before it becomes events.
struct Parsed {
    std::string text;
    ServeServerTimings usage;
    bool hasUsage = false;
    bool done = false;
    std::optional<std::string> malformed;   ///< why the event is not the dialect's
    std::optional<std::string> serverError; ///< the server's own message
};

/// The member at key, or null when absent (a JSON null is absent too).
const json *member(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

/// Appends the string at key (absent or null: nothing); anything else makes the event malformed.
void appendText(Parsed &p, const json &object, const char *key, const std::string &path)
{
    if (p.malformed)
        return;
    if (const json *value = member(object, key)) {
        if (value->is_string())
            p.text += value->get_ref<const std::string &>();
        else
            p.malformed = path + key + " is not a string";
    }
}

/// A token count: a non-negative integer that fits 32 bits.
void readCount(Parsed &p, const json &object, const char *key, std::optional<std::uint32_t> &out,
               const std::string &path)
{
    if (p.malformed)
        return;
    const json *value = member(object, key);
    if (!value)
        return;
    if (value->is_number_unsigned()
        && value->get<std::uint64_t>() <= std::numeric_limits<std::uint32_t>::max()) {
        out = static_cast<std::uint32_t>(value->get<std::uint64_t>());
        p.hasUsage = true;
    } else if (value->is_number_integer() && !value->is_number_unsigned() && value->get<std::int64_t>() >= 0
               && value->get<std::int64_t>() <= std::numeric_limits<std::uint32_t>::max()) {
        out = static_cast<std::uint32_t>(value->get<std::int64_t>());
        p.hasUsage = true;
    } else {
        p.malformed = path + key + " is not a token count";
    }
}

/// A duration: a finite non-negative number, in the server's unit; `perMs` of them make 1 ms.
void readDuration(Parsed &p, const json &object, const char *key, double perMs, std::optional<double> &out,
                  const std::string &path)
{
    if (p.malformed)
        return;
    const json *value = member(object, key);
    if (!value)
        return;
    const double number = value->is_number() ? value->get<double>() : -1;
    if (std::isfinite(number) && number >= 0 && number / perMs <= protocol::kMaxServeTimeMs) {
        out = number / perMs;
        p.hasUsage = true;
    } else {
        p.malformed = path + key + " is not a duration";
    }
}

/// The object at key, or null when absent; anything else than an object makes the event malformed.
const json *objectAt(Parsed &p, const json &object, const char *key, const std::string &path)
{
    if (p.malformed)
        return nullptr;
    const json *value = member(object, key);
    if (value && !value->is_object()) {
        p.malformed = path + key + " is not an object";
        return nullptr;
    }
    return value;
}

/// The server's message from an `error` member (a string, or an object with a message) or from an
/// OpenAI error object ({"object": "error", "message": ...}).
std::optional<std::string> serverErrorOf(const json &object)
{
    const auto messageOf = [](const json &value) {
        if (value.is_string())
            return value.get<std::string>();
        if (value.is_object()) {
            if (const json *message = member(value, "message"); message && message->is_string())
                return message->get<std::string>();
        }
        return value.dump(-1, ' ', false, json::error_handler_t::replace);
    };
    if (const json *error = member(object, "error"))
        return messageOf(*error);
    if (const json *kind = member(object, "object");
        kind && kind->is_string() && kind->get_ref<const std::string &>() == "error")
        return messageOf(object);
    return std::nullopt;
}

/// The message of an error event's data: a JSON object's message (or the object), a JSON string,
/// or the text itself; bounded and safe.
std::string serverMessage(std::string_view data)
{
    const auto parsed = protocol::parseJsonText(data);
    std::optional<std::string> message;
    if (parsed && (parsed->is_object() || parsed->is_string()))
        message = serverErrorOf(json{{"error", *parsed}});
    return boundedSafe(message.value_or(std::string(data)), kMaxServerMessageBytes);
}

/// llama-server's `timings`, in the final event of /completion (and of its OpenAI endpoints).
void readLlamaTimings(Parsed &p, const json &object)
{
    if (const json *timings = objectAt(p, object, "timings", "")) {
        readCount(p, *timings, "prompt_n", p.usage.promptTokens, "timings.");
        readDuration(p, *timings, "prompt_ms", 1, p.usage.promptMs, "timings.");
        readCount(p, *timings, "predicted_n", p.usage.generatedTokens, "timings.");
        readDuration(p, *timings, "predicted_ms", 1, p.usage.generatedMs, "timings.");
    }
}

Parsed parseOpenAi(const json &object)
{
    Parsed p;
    if (const json *choices = member(object, "choices")) {
        if (!choices->is_array()) {
            p.malformed = "choices is not an array";
        } else if (!choices->empty()) {
            const json &choice = choices->front();
            if (!choice.is_object()) {
                p.malformed = "choices[0] is not an object";
            } else {
                appendText(p, choice, "text", "choices[0].");
                if (const json *delta = objectAt(p, choice, "delta", "choices[0].")) {
                    appendText(p, *delta, "reasoning_content", "choices[0].delta.");
                    appendText(p, *delta, "reasoning", "choices[0].delta.");
                    appendText(p, *delta, "content", "choices[0].delta.");
                }
            }
        }
    }
    if (const json *usage = objectAt(p, object, "usage", "")) {
        readCount(p, *usage, "prompt_tokens", p.usage.promptTokens, "usage.");
        readCount(p, *usage, "completion_tokens", p.usage.generatedTokens, "usage.");
    }
    readLlamaTimings(p, object);
    return p;
}

Parsed parseLlamaCpp(const json &object)
{
    Parsed p;
    appendText(p, object, "content", "");
    readLlamaTimings(p, object);
    if (const json *stop = member(object, "stop"); stop && !p.malformed) {
        if (stop->is_boolean())
            p.done = stop->get<bool>();
        else
            p.malformed = "stop is not a boolean";
    }
    // Without timings the final event still says how many tokens it predicted and evaluated.
    if (p.done && !p.usage.generatedTokens)
        readCount(p, object, "tokens_predicted", p.usage.generatedTokens, "");
    if (p.done && !p.usage.promptTokens)
        readCount(p, object, "tokens_evaluated", p.usage.promptTokens, "");
    return p;
}

Parsed parseOllama(const json &object)
{
    Parsed p;
    appendText(p, object, "thinking", "");
    appendText(p, object, "response", "");
    if (const json *done = member(object, "done"); done && !p.malformed) {
        if (done->is_boolean())
            p.done = done->get<bool>();
        else
            p.malformed = "done is not a boolean";
    }
    if (p.done) {
        readCount(p, object, "prompt_eval_count", p.usage.promptTokens, "");
        readDuration(p, object, "prompt_eval_duration", kNanosecondsPerMs, p.usage.promptMs, "");
        readCount(p, object, "eval_count", p.usage.generatedTokens, "");
        readDuration(p, object, "eval_duration", kNanosecondsPerMs, p.usage.generatedMs, "");
    }
    return p;
}

std::string endOf(ServeDialect dialect)
{
    switch (dialect) {
    case ServeDialect::OpenAiCompletions:
    case ServeDialect::OpenAiChat:
        return "data: [DONE]";
    case ServeDialect::LlamaCpp:
        return "an event with \"stop\": true";
    case ServeDialect::Ollama:
        return "a line with \"done\": true";
    case ServeDialect::Unknown:
        break;
    }
    return "its end";
}

} // namespace

StreamParser::StreamParser(ServeDialect dialect, std::size_t maxLineBytes)
    : m_dialect(dialect)
    , m_maxLineBytes(maxLineBytes)
{}

std::vector<StreamEvent> StreamParser::feed(std::string_view bytes)
{
    std::vector<StreamEvent> events;
    std::size_t i = 0;
    while (i < bytes.size() && m_state == State::Reading) {
        if (m_afterCarriageReturn) {
            m_afterCarriageReturn = false;
            if (bytes[i] == '\n') {
                ++i;
                continue;
            }
        }
        const std::size_t end = bytes.find_first_of("\r\n", i);
        const std::size_t length = (end == std::string_view::npos ? bytes.size() : end) - i;
        // Checked before anything is kept: the rest of an over-long line is never buffered.
        if (m_line.size() + m_data.size() + length > m_maxLineBytes) {
            fail(StreamFault::LineTooLong,
                 "a line or event longer than " + std::to_string(m_maxLineBytes) + " bytes", events);
            break;
        }
        m_line.append(bytes.substr(i, length));
        if (end == std::string_view::npos)
            break;
        m_afterCarriageReturn = bytes[end] == '\r';
        i = end + 1;
        endLine(events);
    }
    return events;
}

std::vector<StreamEvent> StreamParser::finish()
{
    std::vector<StreamEvent> events;
    if (m_state != State::Reading)
        return events;
    if (!m_line.empty())
        endLine(events);
    // A last event without its blank line is still read: the server ended the body after it.
    if (m_state == State::Reading && m_hasData)
        dispatchSse(events);
    if (m_state == State::Reading)
        fail(StreamFault::Truncated, "the stream ended before " + endOf(m_dialect), events);
    return events;
}

void StreamParser::endLine(std::vector<StreamEvent> &events)
{
    std::string line = std::move(m_line);
    m_line.clear();
    if (m_firstLine) {
        m_firstLine = false;
        if (line.starts_with("\xEF\xBB\xBF"))
            line.erase(0, 3);
    }
    if (isSse(m_dialect))
        sseLine(line, events);
    else if (m_dialect == ServeDialect::Ollama) {
        if (!isBlank(line))
            jsonEvent(line, events);
    } else
        fail(StreamFault::Malformed, "the stream's dialect is unknown", events);
}

void StreamParser::sseLine(std::string_view line, std::vector<StreamEvent> &events)
{
    if (line.empty()) {
        if (m_hasData)
            dispatchSse(events);
        m_errorEvent = false; // an event's name lasts until its blank line
        return;
    }
    if (line.front() == ':')
        return; // a comment: keep-alive
    const std::size_t colon = line.find(':');
    const std::string_view field = line.substr(0, colon);
    std::string_view value = colon == std::string_view::npos ? std::string_view{} : line.substr(colon + 1);
    if (value.starts_with(' '))
        value.remove_prefix(1);
    if (field == "data") {
        if (m_hasData)
            m_data += '\n';
        m_data.append(value);
        m_hasData = true;
    } else if (field == "error") {
        // llama-server sends a failure as an event of its own: "error: {...}".
        fail(StreamFault::ServerError, "the server reported an error: " + serverMessage(value), events);
    } else if (field == "event") {
        m_errorEvent = value == "error";
    } else if (field != "id" && field != "retry") {
        fail(StreamFault::Malformed, "a line that is not a server-sent event: " + snippet(line), events);
    }
}

void StreamParser::dispatchSse(std::vector<StreamEvent> &events)
{
    std::string data = std::move(m_data);
    m_data.clear();
    m_hasData = false;
    if (std::exchange(m_errorEvent, false)) {
        fail(StreamFault::ServerError, "the server reported an error: " + serverMessage(data), events);
        return;
    }
    if (data == "[DONE]") {
        m_state = State::Done;
        events.push_back(StreamEvent{StreamEventKind::Done, {}, {}, StreamFault::None});
        return;
    }
    jsonEvent(data, events);
}

void StreamParser::jsonEvent(std::string_view text, std::vector<StreamEvent> &events)
{
    const auto parsed = protocol::parseJsonText(text);
    if (!parsed) {
        fail(StreamFault::Malformed,
             parsed.error().code == protocol::ParseErrorCode::TooDeep
                 ? "an event nested deeper than " + std::to_string(protocol::kMaxJsonDepth) + " levels"
                 : "an event that is not JSON: " + snippet(text),
             events);
        return;
    }
    if (!parsed->is_object()) {
        fail(StreamFault::Malformed, "an event that is not a JSON object: " + snippet(text), events);
        return;
    }
    if (const auto message = serverErrorOf(*parsed)) {
        fail(StreamFault::ServerError,
             "the server reported an error: " + boundedSafe(*message, kMaxServerMessageBytes), events);
        return;
    }
    Parsed p;
    switch (m_dialect) {
    case ServeDialect::OpenAiCompletions:
    case ServeDialect::OpenAiChat:
        p = parseOpenAi(*parsed);
        break;
    case ServeDialect::LlamaCpp:
        p = parseLlamaCpp(*parsed);
        break;
    case ServeDialect::Ollama:
        p = parseOllama(*parsed);
        break;
    case ServeDialect::Unknown:
        p.malformed = "the stream's dialect is unknown";
        break;
    }
    if (p.malformed) {
        fail(StreamFault::Malformed, "an event in which " + *p.malformed + ": " + snippet(text), events);
        return;
    }
    if (!p.text.empty())
        events.push_back(StreamEvent{StreamEventKind::Content, std::move(p.text), {}, StreamFault::None});
    if (p.hasUsage)
        events.push_back(StreamEvent{StreamEventKind::Usage, {}, p.usage, StreamFault::None});
    if (p.done) {
        m_state = State::Done;
        events.push_back(StreamEvent{StreamEventKind::Done, {}, {}, StreamFault::None});
    }
}

void StreamParser::fail(StreamFault fault, std::string reason, std::vector<StreamEvent> &events)
{
    m_state = State::Failed;
    m_line.clear();
    m_line.shrink_to_fit();
    m_data.clear();
    m_data.shrink_to_fit();
    events.push_back(StreamEvent{StreamEventKind::Error, std::move(reason), {}, fault});
}

} // namespace shardscope::serve
