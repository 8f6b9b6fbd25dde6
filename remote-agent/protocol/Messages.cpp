#include "remote-agent/protocol/Messages.h"

#include "remote-agent/protocol/Json.h"
#include "remote-agent/protocol/Version.h"

#include <algorithm>
#include <array>
#include <utility>

namespace shardscope::protocol {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxStoreKeyBytes = 256;

constexpr std::array<std::pair<AgentErrorCode, const char *>, 13> kErrorCodeNames{{
    {AgentErrorCode::BadRequest, "bad_request"},
    {AgentErrorCode::UnsupportedVersion, "unsupported_version"},
    {AgentErrorCode::UnknownMethod, "unknown_method"},
    {AgentErrorCode::LineTooLong, "line_too_long"},
    {AgentErrorCode::ProbeFailed, "probe_failed"},
    {AgentErrorCode::LinkFailed, "link_failed"},
    {AgentErrorCode::Cancelled, "cancelled"},
    {AgentErrorCode::BenchFailed, "bench_failed"},
    {AgentErrorCode::DoesNotFit, "does_not_fit"},
    {AgentErrorCode::Busy, "busy"},
    {AgentErrorCode::Internal, "internal"},
    {AgentErrorCode::ModelFailed, "model_failed"},
    {AgentErrorCode::ServerFailed, "server_failed"},
}};

json envelope(const char *type)
{
    return json{{"v", kProtocolVersion}, {"type", type}};
}

template<typename T>
Expected<Message> finishMessage(ObjectReader &reader, T message)
{
    if (!reader.ok())
        return reader.error();
    return Message(std::move(message));
}

/// Printable ASCII (no control characters, nothing above 0x7e), 1…kMaxStoreKeyBytes bytes.
bool isStoreKey(const std::string &key)
{
    return !key.empty() && key.size() <= kMaxStoreKeyBytes
           && std::all_of(key.begin(), key.end(), [](char c) { return c >= 0x20 && c <= 0x7e; });
}

/// An even number of hexadecimal digits (an empty value is the empty byte string).
bool isHexBytes(const std::string &value)
{
    return value.size() % 2 == 0 && std::all_of(value.begin(), value.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
           });
}

std::optional<std::int64_t> readId(ObjectReader &r, bool required)
{
    std::optional<std::int64_t> id;
    r.optional("id", id);
    if (required && r.ok() && !id)
        r.fail("id is missing");
    return id;
}

} // namespace

std::string toString(AgentErrorCode code)
{
    for (const auto &[value, name] : kErrorCodeNames)
        if (value == code)
            return name;
    return "unknown";
}

AgentErrorCode agentErrorCodeFromString(const std::string &text)
{
    for (const auto &[value, name] : kErrorCodeNames)
        if (text == name)
            return value;
    return AgentErrorCode::Unknown;
}

std::string serialize(const Message &message)
{
    json j = std::visit(
        [](const auto &m) -> json {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Request>) {
                json e = envelope("request");
                e["id"] = m.id;
                e["method"] = m.method;
                e["params"] = m.params;
                return e;
            } else if constexpr (std::is_same_v<T, Hello>) {
                json e = envelope("hello");
                e["agent_version"] = m.agentVersion;
                e["protocol_version"] = m.protocolVersion;
                e["capabilities"] = m.capabilities;
                e["backends"] = m.backends;
                return e;
            } else if constexpr (std::is_same_v<T, Progress>) {
                json e = envelope("progress");
                e["id"] = m.id;
                e["fraction"] = m.fraction;
                e["stage"] = m.stage;
                return e;
            } else if constexpr (std::is_same_v<T, Result>) {
                json e = envelope("result");
                e["id"] = m.id;
                e["data"] = m.data;
                return e;
            } else if constexpr (std::is_same_v<T, ErrorReply>) {
                json e = envelope("error");
                putOptional(e, "id", m.id);
                e["code"] = toString(m.code);
                e["message"] = m.message;
                return e;
            } else if constexpr (std::is_same_v<T, LogLine>) {
                json e = envelope("log");
                e["level"] = m.level;
                e["message"] = m.message;
                return e;
            } else {
                static_assert(std::is_same_v<T, StoreEntry>);
                json e = envelope("store");
                e["key"] = m.key;
                e["value"] = m.value;
                return e;
            }
        },
        message);
    // Replace invalid UTF-8 (a node's hostname, a driver string) instead of throwing.
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

Expected<Message> parseMessage(const std::string &line)
{
    if (line.size() > kMaxLineBytes)
        return ParseError{ParseErrorCode::TooLong, "line of " + std::to_string(line.size())
                                                       + " bytes exceeds the limit of "
                                                       + std::to_string(kMaxLineBytes)};
    auto parsed = parseJsonText(line);
    if (!parsed)
        return parsed.error();
    // Not const: params and data are moved out, never copied (a copy of a JSON value recurses).
    json &j = parsed.value();

    ObjectReader r(j, "");
    int version = 0;
    std::string type;
    r.required("v", version);
    r.required("type", type);
    if (!r.ok())
        return r.error();
    if (version != kProtocolVersion)
        return ParseError{ParseErrorCode::UnsupportedVersion, "protocol version " + std::to_string(version)
                                                                  + ", expected "
                                                                  + std::to_string(kProtocolVersion)};

    if (type == "request") {
        Request m;
        m.id = readId(r, true).value_or(0);
        r.required("method", m.method);
        if (r.child("params", json::value_t::object))
            m.params = std::move(j["params"]);
        return finishMessage(r, std::move(m));
    }
    if (type == "hello") {
        Hello m;
        r.required("agent_version", m.agentVersion);
        r.required("protocol_version", m.protocolVersion);
        r.optional("capabilities", m.capabilities);
        r.optional("backends", m.backends);
        return finishMessage(r, std::move(m));
    }
    if (type == "progress") {
        Progress m;
        m.id = readId(r, true).value_or(0);
        std::optional<double> fraction;
        r.optional("fraction", fraction);
        m.fraction = fraction.value_or(0.0);
        r.optional("stage", m.stage);
        return finishMessage(r, std::move(m));
    }
    if (type == "result") {
        Result m;
        m.id = readId(r, true).value_or(0);
        const auto it = j.find("data");
        if (it == j.end())
            r.fail("data is missing");
        else
            m.data = std::move(*it);
        return finishMessage(r, std::move(m));
    }
    if (type == "error") {
        ErrorReply m;
        m.id = readId(r, false);
        std::string code;
        r.required("code", code);
        m.code = agentErrorCodeFromString(code);
        r.required("message", m.message);
        return finishMessage(r, std::move(m));
    }
    if (type == "log") {
        LogLine m;
        r.optional("level", m.level);
        r.required("message", m.message);
        return finishMessage(r, std::move(m));
    }
    if (type == "store") {
        StoreEntry m;
        r.requiredExact("key", m.key);
        r.required("value", m.value);
        if (r.ok() && !isStoreKey(m.key))
            r.fail("key must be 1 to " + std::to_string(kMaxStoreKeyBytes) + " bytes of printable ASCII");
        if (r.ok() && !isHexBytes(m.value))
            r.fail("value must be an even number of hexadecimal digits");
        return finishMessage(r, std::move(m));
    }
    return ParseError{ParseErrorCode::WrongShape, "unknown message type \"" + type + "\""};
}

} // namespace shardscope::protocol
