// JSON of llama.cpp's servers on a node (remote-agent/protocol/LlamaServer.h): params and replies
// round-trip, and what must never reach a server's command line (another address, the agent's own
// options, a key for rpc-server, a control character) is refused naming the field, never the key.
#include "remote-agent/protocol/LlamaServer.h"
#include "tests/remote-agent/protocol/JsonTestSupport.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

using namespace shardscope::protocol;
using nlohmann::json;
using shardscope::protocol::test::contains;
using shardscope::protocol::test::errorOf;
using shardscope::protocol::test::roundTrip;

namespace {

json startParams()
{
    return json{{"role", "llama-server"},
                {"program", "/opt/llama.cpp/build/bin/llama-server"},
                {"bind_address", "10.0.0.1"},
                {"port", 0},
                {"arguments", {"-m", "/models/a b.gguf", "--rpc", "10.0.0.2:50052", "-ngl", "99"}},
                {"api_key", "sk-7f3e"},
                {"ready_timeout_ms", 600000}};
}

TEST(LlamaServerJson, ParamsAndRepliesRoundTrip)
{
    const LlamaStartParams start = roundTrip(startParams(), parseLlamaStartParams);
    EXPECT_EQ(start.role, LlamaServerRole::LlamaServer);
    EXPECT_EQ(start.arguments.size(), 6u);
    EXPECT_EQ(start.apiKey, "sk-7f3e");
    const json reply{
        {"server_id", 2},
        {"pid", 4242},
        {"port", 41234},
        {"ready_seconds", 12.5},
        {"command_line", {"/opt/llama.cpp/build/bin/rpc-server", "-H", "10.0.0.2", "-p", "41234"}}};
    EXPECT_EQ(roundTrip(reply, parseLlamaStartReply).readySeconds, 12.5);
    EXPECT_EQ(roundTrip(reply, parseLlamaStartReply).cacheBytes, std::nullopt);
    json cached = reply;
    cached["cache_bytes"] = std::uint64_t{1316737696};
    EXPECT_EQ(roundTrip(cached, parseLlamaStartReply).cacheBytes, 1316737696u);
    cached["cache_bytes"] = 4096; // a signed number, as a document built in memory holds it
    EXPECT_EQ(parseLlamaStartReply(cached)->cacheBytes, 4096u);
    cached["cache_bytes"] = -1;
    EXPECT_FALSE(parseLlamaStartReply(cached).ok()) << "a negative size is refused";
    EXPECT_EQ(roundTrip(json{{"server_id", 2}}, parseLlamaStopParams).serverId, 2);
    const LlamaStopReply stop
        = roundTrip(json{{"exited_before", false},
                         {"signal", 15},
                         {"log_lines", {"Accepted client connection", "Client connection closed"}}},
                    parseLlamaStopReply);
    EXPECT_EQ(stop.signal, 15);
    EXPECT_EQ(stop.exitCode, std::nullopt);
    EXPECT_EQ(stop.logLines.size(), 2u);
    const auto unsafe = parseLlamaStopReply(json{{"log_lines", {"\x1b[31mred\x1b[0m"}}});
    ASSERT_TRUE(unsafe.ok());
    EXPECT_EQ(unsafe->logLines.front().find('\x1b'), std::string::npos) << "a log line is made safe to show";
    json rpc = startParams();
    rpc["role"] = "rpc-server";
    rpc.erase("api_key");
    EXPECT_EQ(roundTrip(rpc, parseLlamaStartParams).role, LlamaServerRole::RpcServer);
}

TEST(LlamaServerJson, WhatMustNotReachAServerIsRefusedNamingTheField)
{
    const auto with = [](const char *key, json value) {
        json j = startParams();
        j[key] = std::move(value);
        return j;
    };
    EXPECT_TRUE(contains(errorOf(with("role", "ollama"), parseLlamaStartParams), "role must be"));
    EXPECT_TRUE(contains(errorOf(with("program", "llama-server"), parseLlamaStartParams), "absolute"));
    for (const char *address : {"0.0.0.0", "::", "", "node1", "224.0.0.1"})
        EXPECT_TRUE(contains(errorOf(with("bind_address", address), parseLlamaStartParams), "bind_address"))
            << address;
    EXPECT_TRUE(contains(errorOf(with("port", 70000), parseLlamaStartParams), "port"));
    for (const char *option :
         {"--host", "-H", "--port", "-p", "--api-key", "--api-key-file", "--host=0.0.0.0"}) {
        const std::string error
            = errorOf(with("arguments", {"-m", "/m.gguf", option, "x"}), parseLlamaStartParams);
        EXPECT_TRUE(contains(error, "arguments[2]")) << option << ": " << error;
        EXPECT_TRUE(contains(error, "which the agent sets itself")) << error;
    }
    EXPECT_TRUE(contains(errorOf(with("arguments", {"-m", "/m.gguf\n--host"}), parseLlamaStartParams),
                         "control character"));
    EXPECT_TRUE(
        contains(errorOf(with("arguments", json::array({1})), parseLlamaStartParams), "not a string"));
    EXPECT_TRUE(
        contains(errorOf(with("arguments", json(std::vector<std::string>(kMaxLlamaArguments + 1, "-v"))),
                         parseLlamaStartParams),
                 "more than"));
    EXPECT_TRUE(contains(errorOf(with("ready_timeout_ms", 0), parseLlamaStartParams), "ready_timeout_ms"));
    json rpcWithKey = startParams();
    rpcWithKey["role"] = "rpc-server";
    const std::string keyError = errorOf(rpcWithKey, parseLlamaStartParams);
    EXPECT_TRUE(contains(keyError, "no authentication")) << keyError;
    EXPECT_FALSE(contains(keyError, "sk-7f3e")) << "an error never quotes the key";
    EXPECT_TRUE(contains(errorOf(json{{"server_id", 0}}, parseLlamaStopParams), "at least 1"));
    EXPECT_TRUE(contains(errorOf(json{{"log_lines", std::vector<std::string>(kMaxLlamaLogLines + 1, "x")}},
                                 parseLlamaStopReply),
                         "log_lines holds more than"));
    EXPECT_TRUE(contains(
        errorOf(
            json{{"server_id", 1}, {"pid", 2}, {"port", 0}, {"ready_seconds", 1.0}, {"command_line", {"/x"}}},
            parseLlamaStartReply),
        "port is 0"));
}

} // namespace
