#include "remote-agent/protocol/LlamaServer.h"

#include "remote-agent/protocol/Json.h"
#include "remote-agent/protocol/Link.h"

#include <algorithm>
#include <array>

namespace shardscope::protocol {

namespace {

using json = nlohmann::json;

constexpr std::array<std::pair<LlamaServerRole, const char *>, 2> kRoleNames{{
    {LlamaServerRole::LlamaServer, "llama-server"},
    {LlamaServerRole::RpcServer, "rpc-server"},
}};

/// The options the agent sets itself, in every spelling llama.cpp takes ("--port=8080" too).
constexpr std::array<const char *, 6> kReservedOptions{"--host", "-H",        "--port",
                                                       "-p",     "--api-key", "--api-key-file"};

bool hasControlCharacter(const std::string &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; });
}

bool isReservedOption(const std::string &argument)
{
    return std::any_of(kReservedOptions.begin(), kReservedOptions.end(), [&](const char *option) {
        const std::string name(option);
        return argument == name || argument.rfind(name + "=", 0) == 0;
    });
}

void readServerId(ObjectReader &r, const json &j, std::int64_t &out)
{
    if (!requirePresent(r, j, "server_id"))
        return;
    std::optional<std::int64_t> value;
    r.optional("server_id", value);
    if (value)
        out = *value;
    if (r.ok() && out < 1)
        r.fail(r.pathOf("server_id") + " must be at least 1");
}

/// An array of strings at `key`, exactly as sent, at most `limit` of them.
void readStrings(ObjectReader &r, const char *key, std::vector<std::string> &out, std::size_t limit,
                 bool required)
{
    const json *array = r.child(key, json::value_t::array);
    if (!array) {
        if (required && r.ok())
            r.fail(r.pathOf(key) + " is missing");
        return;
    }
    if (r.ok() && array->size() > limit)
        r.fail(r.pathOf(key) + " holds more than " + std::to_string(limit) + " entries");
    for (std::size_t i = 0; r.ok() && i < array->size(); ++i) {
        if (!(*array)[i].is_string()) {
            r.fail(r.pathOf(key) + "[" + std::to_string(i) + "] is not a string");
            return;
        }
        out.push_back((*array)[i].get<std::string>());
    }
}

} // namespace

std::vector<std::string> llamaServerCommandLine(LlamaServerRole role, const std::string &program,
                                                const std::string &bindAddress, std::uint16_t port,
                                                const std::vector<std::string> &arguments)
{
    const bool rpc = role == LlamaServerRole::RpcServer;
    std::vector<std::string> argv{program, rpc ? "-H" : "--host", bindAddress, rpc ? "-p" : "--port",
                                  std::to_string(port)};
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return argv;
}

std::string toString(LlamaServerRole role)
{
    return nameOf(kRoleNames, role);
}

LlamaServerRole llamaServerRoleFromString(const std::string &text)
{
    return valueOf(kRoleNames, text);
}

void to_json(json &j, const LlamaStartParams &value)
{
    j = json{{"role", toString(value.role)},      {"program", value.program},
             {"bind_address", value.bindAddress}, {"port", value.port},
             {"arguments", value.arguments},      {"ready_timeout_ms", value.readyTimeoutMs}};
    if (!value.apiKey.empty())
        j["api_key"] = value.apiKey;
}

void to_json(json &j, const LlamaStartReply &value)
{
    j = json{{"server_id", value.serverId},
             {"pid", value.pid},
             {"port", value.port},
             {"ready_seconds", value.readySeconds},
             {"command_line", value.commandLine}};
    putOptional(j, "cache_bytes", value.cacheBytes);
}

void to_json(json &j, const LlamaStopParams &value)
{
    j = json{{"server_id", value.serverId}};
}

void to_json(json &j, const LlamaStopReply &value)
{
    j = json{{"exited_before", value.exitedBefore}, {"log_lines", value.logLines}};
    putOptional(j, "exit_code", value.exitCode);
    putOptional(j, "signal", value.signal);
}

Expected<LlamaStartParams> parseLlamaStartParams(const json &j)
{
    LlamaStartParams p;
    ObjectReader r(j, "");
    std::string role;
    if (requirePresent(r, j, "role"))
        r.required("role", role);
    p.role = llamaServerRoleFromString(role);
    if (r.ok() && p.role == LlamaServerRole::Unknown)
        r.fail("role must be llama-server or rpc-server");
    if (requirePresent(r, j, "program"))
        r.requiredExact("program", p.program);
    if (r.ok() && (p.program.empty() || p.program.front() != '/'))
        r.fail("program is not an absolute path");
    if (r.ok() && (p.program.size() > kMaxLlamaArgumentBytes || hasControlCharacter(p.program)))
        r.fail("program is longer than " + std::to_string(kMaxLlamaArgumentBytes)
               + " bytes or holds a control character");
    if (requirePresent(r, j, "bind_address"))
        r.required("bind_address", p.bindAddress);
    if (r.ok() && !isSpecificUnicastText(p.bindAddress))
        r.fail("bind_address is not a numeric unicast address of one interface");
    readUnsigned(r, j, "port", p.port, false);
    readStrings(r, "arguments", p.arguments, kMaxLlamaArguments, false);
    for (std::size_t i = 0; r.ok() && i < p.arguments.size(); ++i) {
        const std::string at = "arguments[" + std::to_string(i) + "]";
        if (p.arguments[i].size() > kMaxLlamaArgumentBytes || hasControlCharacter(p.arguments[i]))
            r.fail(at + " is longer than " + std::to_string(kMaxLlamaArgumentBytes)
                   + " bytes or holds a control character");
        else if (isReservedOption(p.arguments[i]))
            r.fail(at + " is " + p.arguments[i].substr(0, p.arguments[i].find('='))
                   + ", which the agent sets itself (the address, the port, the API key)");
    }
    if (r.ok() && j.contains("api_key")) {
        r.requiredExact("api_key", p.apiKey);
        if (r.ok() && p.role != LlamaServerRole::LlamaServer)
            r.fail("api_key is for llama-server only: rpc-server has no authentication");
        if (r.ok() && (p.apiKey.size() > kMaxLlamaApiKeyBytes || hasControlCharacter(p.apiKey)))
            r.fail("api_key is longer than " + std::to_string(kMaxLlamaApiKeyBytes)
                   + " bytes or holds a control character");
    }
    readUnsigned(r, j, "ready_timeout_ms", p.readyTimeoutMs, false);
    if (r.ok() && (p.readyTimeoutMs == 0 || p.readyTimeoutMs > kMaxLlamaReadyTimeoutMs))
        r.fail("ready_timeout_ms must be from 1 to " + std::to_string(kMaxLlamaReadyTimeoutMs));
    if (!r.ok())
        p.apiKey.clear();
    return finish(r, std::move(p));
}

Expected<LlamaStartReply> parseLlamaStartReply(const json &j)
{
    LlamaStartReply reply;
    ObjectReader r(j, "");
    readServerId(r, j, reply.serverId);
    readUnsigned(r, j, "pid", reply.pid, true);
    readUnsigned(r, j, "port", reply.port, true);
    if (r.ok() && reply.port == 0)
        r.fail("port is 0");
    std::optional<double> seconds;
    r.optional("ready_seconds", seconds);
    if (r.ok() && (!seconds || !(*seconds >= 0.0)))
        r.fail("ready_seconds is missing or negative");
    reply.readySeconds = seconds.value_or(0.0);
    readStrings(r, "command_line", reply.commandLine, kMaxLlamaArguments + 8, true);
    if (r.ok() && reply.commandLine.empty())
        r.fail("command_line is empty");
    r.optional("cache_bytes", reply.cacheBytes);
    return finish(r, std::move(reply));
}

Expected<LlamaStopParams> parseLlamaStopParams(const json &j)
{
    LlamaStopParams p;
    ObjectReader r(j, "");
    readServerId(r, j, p.serverId);
    return finish(r, p);
}

Expected<LlamaStopReply> parseLlamaStopReply(const json &j)
{
    LlamaStopReply reply;
    ObjectReader r(j, "");
    r.optional("exited_before", reply.exitedBefore);
    std::optional<int> code;
    std::optional<int> signal;
    r.optional("exit_code", code);
    r.optional("signal", signal);
    reply.exitCode = code;
    reply.signal = signal;
    if (const json *lines = r.child("log_lines", json::value_t::array);
        lines && lines->size() > kMaxLlamaLogLines)
        r.fail("log_lines holds more than " + std::to_string(kMaxLlamaLogLines) + " lines");
    r.optional("log_lines", reply.logLines); // each made safe to show: a server's log is untrusted text
    return finish(r, std::move(reply));
}

} // namespace shardscope::protocol
