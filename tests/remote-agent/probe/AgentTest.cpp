// The agent binary itself (SHARDSCOPE_AGENT_PATH): probe, --version and the JSON-lines session.
#include "TestSupport.h"

#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/Version.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <fstream>
#include <optional>
#include <string>
#include <variant>

namespace shardscope::probe {
namespace {

using namespace std::chrono_literals;
using namespace shardscope::protocol;

const std::string kAgent = SHARDSCOPE_AGENT_PATH;

Message readMessage(test::ChildProcess &agent, std::chrono::milliseconds timeout = 10s)
{
    const auto line = agent.readLine(timeout);
    EXPECT_TRUE(line.has_value()) << "no line from the agent";
    if (!line)
        return LogLine{"error", "no line"};
    auto parsed = parseMessage(*line);
    EXPECT_TRUE(parsed.ok()) << (parsed.ok() ? "" : parsed.error().message) << ": " << *line;
    if (!parsed)
        return LogLine{"error", "unparseable"};
    return parsed.value();
}

std::string requestLine(std::int64_t id, const std::string &method)
{
    return serialize(Request{id, method, nlohmann::json::object()}) + '\n';
}

TEST(Agent, ProbePrintsOneParseableDocument)
{
    test::ChildProcess agent({kAgent, "probe"});
    ASSERT_TRUE(agent.started());
    agent.closeStdin();
    std::string document;
    while (const auto line = agent.readLine(20s))
        document += *line + '\n';
    EXPECT_EQ(agent.wait(5s), 0);
    const auto inv = parseHostInventory(document);
    ASSERT_TRUE(inv.ok()) << inv.error().message << "\n" << document;
    EXPECT_EQ(inv->agentVersion, kShardScopeVersion);
    EXPECT_EQ(inv->protocolVersion, kProtocolVersion);
    EXPECT_TRUE(inv->hostname.has_value());
    EXPECT_TRUE(inv->cpuThreads.has_value());
    EXPECT_FALSE(inv->nics.empty());
    EXPECT_TRUE(!inv->gpus.empty() || inv->gpuSourceNote.has_value()) << "no GPUs must say why";
    // Exactly one JSON document: nothing after it.
    const auto j = nlohmann::json::parse(document, nullptr, false);
    EXPECT_FALSE(j.is_discarded());
}

TEST(Agent, VersionNamesVersionAndProtocol)
{
    const auto output = test::captureCommand("'" + kAgent + "' --version");
    ASSERT_TRUE(output.has_value());
    EXPECT_EQ(*output, "shardscope-agent " + std::string(kShardScopeVersion) + " (protocol "
                           + std::to_string(kProtocolVersion) + ")\n");
}

TEST(Agent, ASessionIgnoresSigpipeSoADeadPeerCannotKillIt)
{
    test::ChildProcess agent({kAgent, "session"});
    ASSERT_TRUE(agent.started());
    const Message hello = readMessage(agent);
    ASSERT_NE(std::get_if<Hello>(&hello), nullptr);
    // /proc/<pid>/status lists the ignored signals as a hex mask; SIGPIPE is bit SIGPIPE − 1.
    std::ifstream status("/proc/" + std::to_string(agent.pid()) + "/status");
    std::string line;
    std::optional<unsigned long long> ignored;
    while (std::getline(status, line))
        if (line.rfind("SigIgn:", 0) == 0)
            ignored = std::stoull(line.substr(7), nullptr, 16);
    ASSERT_TRUE(ignored.has_value());
    EXPECT_NE(*ignored & (1ULL << (SIGPIPE - 1)), 0u) << std::hex << *ignored;
}

TEST(Agent, SessionHelloProbeErrorsAndPromptExit)
{
    test::ChildProcess agent({kAgent, "session"});
    ASSERT_TRUE(agent.started());

    const Message hello = readMessage(agent);
    const auto *h = std::get_if<Hello>(&hello);
    ASSERT_NE(h, nullptr) << "hello comes first";
    EXPECT_EQ(h->protocolVersion, kProtocolVersion);
    EXPECT_EQ(h->agentVersion, kShardScopeVersion);
    EXPECT_NE(std::find(h->capabilities.begin(), h->capabilities.end(), "probe"), h->capabilities.end());

    ASSERT_TRUE(agent.write(requestLine(7, "probe")));
    const Message answer = readMessage(agent, 30s);
    const auto *result = std::get_if<Result>(&answer);
    ASSERT_NE(result, nullptr);
    EXPECT_EQ(result->id, 7);
    const auto inv = parseHostInventory(result->data);
    ASSERT_TRUE(inv.ok()) << inv.error().message;
    EXPECT_FALSE(inv->nics.empty());

    ASSERT_TRUE(agent.write("{this is not json\n"));
    const Message malformed = readMessage(agent);
    const auto *error = std::get_if<ErrorReply>(&malformed);
    ASSERT_NE(error, nullptr);
    EXPECT_EQ(error->code, AgentErrorCode::BadRequest);

    ASSERT_TRUE(agent.write(std::string(kMaxLineBytes + 100, 'x') + '\n'));
    const Message tooLong = readMessage(agent);
    error = std::get_if<ErrorReply>(&tooLong);
    ASSERT_NE(error, nullptr);
    EXPECT_EQ(error->code, AgentErrorCode::LineTooLong);

    ASSERT_TRUE(agent.write(requestLine(8, "no-such-method")));
    const Message unknown = readMessage(agent);
    error = std::get_if<ErrorReply>(&unknown);
    ASSERT_NE(error, nullptr);
    EXPECT_EQ(error->id, 8);
    EXPECT_EQ(error->code, AgentErrorCode::UnknownMethod);

    // The session still works after all that.
    ASSERT_TRUE(agent.write(requestLine(9, "probe")));
    const Message again = readMessage(agent, 30s);
    result = std::get_if<Result>(&again);
    ASSERT_NE(result, nullptr);
    EXPECT_EQ(result->id, 9);

    // Readiness: an answered request means the agent is idle in its read loop, so the time from
    // here on is only how long it takes to notice EOF. The product requirement is 2 s; the wait is
    // longer so that a slow exit is reported as such rather than as a hang.
    ASSERT_TRUE(agent.write(requestLine(10, "no-such-method")));
    const Message idle = readMessage(agent);
    ASSERT_TRUE(std::holds_alternative<ErrorReply>(idle));
    const auto closed = std::chrono::steady_clock::now();
    agent.closeStdin();
    const auto code = agent.wait(10s);
    const auto elapsed = std::chrono::steady_clock::now() - closed;
    ASSERT_TRUE(code.has_value()) << "the agent must exit when its stdin closes";
    EXPECT_EQ(*code, 0);
    EXPECT_LT(elapsed, 2s) << "took "
                           << std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count()
                           << " ms to exit after its channel closed";
}

} // namespace
} // namespace shardscope::probe
