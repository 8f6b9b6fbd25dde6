// link_serve, link_test and link_stop through the real agent binary (SHARDSCOPE_AGENT_PATH): two
// agent sessions on loopback, as the controller drives them on two nodes. Loopback only; 192.0.2.1
// (TEST-NET-1) is only bound to, which fails without sending anything.
#include "TestSupport.h"

#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Messages.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>
#include <variant>

namespace shardscope::probe {
namespace {

using namespace std::chrono_literals;
using namespace shardscope::protocol;
using nlohmann::json;

const std::string kAgent = SHARDSCOPE_AGENT_PATH;
const std::string kToken = "8f14e45fceea167a5a36dedd4bea2543";

/// What a request ended with, and the progress lines that came before.
struct Outcome {
    std::optional<Result> result;
    std::optional<ErrorReply> error;
    std::vector<Progress> progress;
};

class Agent
{
public:
    Agent()
        : m_process({kAgent, "session"})
    {
        EXPECT_TRUE(m_process.started());
        const auto line = m_process.readLine(10s);
        EXPECT_TRUE(line.has_value()) << "no hello";
        if (!line)
            return;
        auto hello = parseMessage(*line);
        EXPECT_TRUE(hello.ok() && std::holds_alternative<Hello>(*hello)) << *line;
        if (hello.ok() && std::holds_alternative<Hello>(*hello))
            capabilities = std::get<Hello>(*hello).capabilities;
    }

    void send(std::int64_t id, const std::string &method, const json &params)
    {
        EXPECT_TRUE(m_process.write(serialize(Request{id, method, params}) + '\n'));
    }

    /// Reads until the result or error of request id arrives; a failure when none does, unless
    /// the caller only wants the progress of the next moments (Partial).
    enum class Wait { Unknown = 0, Answer, Partial };
    Outcome await(std::int64_t id, std::chrono::milliseconds timeout = 60s, Wait wait = Wait::Answer)
    {
        Outcome outcome;
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (std::chrono::steady_clock::now() < deadline) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            const auto line = m_process.readLine(std::max(left, 1ms));
            if (!line)
                break;
            lines.push_back(*line);
            auto message = parseMessage(*line);
            EXPECT_TRUE(message.ok()) << *line;
            if (!message)
                continue;
            if (const auto *progress = std::get_if<Progress>(&*message)) {
                EXPECT_EQ(progress->id, id);
                outcome.progress.push_back(*progress);
            } else if (const auto *result = std::get_if<Result>(&*message)) {
                EXPECT_EQ(result->id, id);
                outcome.result = *result;
                return outcome;
            } else if (const auto *error = std::get_if<ErrorReply>(&*message)) {
                EXPECT_EQ(error->id, id);
                outcome.error = *error;
                return outcome;
            }
        }
        if (wait == Wait::Answer)
            ADD_FAILURE() << "no answer to request " << id;
        return outcome;
    }

    Outcome call(std::int64_t id, const std::string &method, const json &params,
                 std::chrono::milliseconds timeout = 60s)
    {
        send(id, method, params);
        return await(id, timeout);
    }

    /// Closes stdin; how long the agent took to exit, nullopt when it did not within 10 s.
    std::optional<std::chrono::milliseconds> closeAndWait()
    {
        const auto closed = std::chrono::steady_clock::now();
        m_process.closeStdin();
        const auto code = m_process.wait(10s);
        if (!code)
            return std::nullopt;
        EXPECT_EQ(*code, 0);
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now()
                                                                     - closed);
    }

    std::vector<std::string> capabilities;
    std::vector<std::string> lines; ///< everything it wrote after hello

private:
    test::ChildProcess m_process;
};

json serveParams(const std::string &bindAddress = "127.0.0.1")
{
    return json(LinkServeParams{bindAddress, kToken, 60'000});
}

LinkTestSettings tinySettings()
{
    LinkTestSettings settings;
    settings.probeCount = 50;
    settings.probeIntervalUs = 1000;
    settings.requestResponseCount = 50;
    settings.durationMs = 200;
    settings.streams = 2;
    settings.intervalMs = 100;
    settings.loadedDurationMs = 200;
    settings.measurePathMtu = true;
    return settings;
}

json testParams(const LinkServeReply &serve, const LinkTestSettings &settings)
{
    return json(LinkTestParams{"127.0.0.1", serve.udpPort, serve.tcpPort, kToken, serve.stackId, settings});
}

LinkServeReply serveOn(Agent &agent, std::int64_t id)
{
    const Outcome served = agent.call(id, "link_serve", serveParams());
    EXPECT_TRUE(served.result.has_value()) << (served.error ? served.error->message : "");
    if (!served.result)
        return {};
    const auto reply = parseLinkServeReply(served.result->data);
    EXPECT_TRUE(reply.ok()) << (reply.ok() ? "" : reply.error().message);
    return reply.ok() ? *reply : LinkServeReply{};
}

/// Whether a socket with this local port is in /proc/net/<table> (TCP: listening sockets only,
/// since connections a server closed linger in TIME_WAIT without any process holding them).
bool portInTable(const std::string &table, std::uint16_t port)
{
    std::ifstream in("/proc/net/" + table);
    std::string line;
    std::getline(in, line); // header
    const bool tcp = table.rfind("tcp", 0) == 0;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string slot, local, remote, state;
        fields >> slot >> local >> remote >> state;
        const auto colon = local.rfind(':');
        if (colon == std::string::npos)
            continue;
        if (std::stoul(local.substr(colon + 1), nullptr, 16) != port)
            continue;
        if (!tcp || state == "0A")
            return true;
    }
    return false;
}

bool listening(const LinkServeReply &serve)
{
    return portInTable("tcp", serve.tcpPort) || portInTable("tcp6", serve.tcpPort)
           || portInTable("udp", serve.udpPort) || portInTable("udp6", serve.udpPort);
}

TEST(AgentLink, HelloNamesTheLinkMethods)
{
    Agent agent;
    for (const char *method : {"probe", "link_serve", "link_stop", "link_test"})
        EXPECT_NE(std::find(agent.capabilities.begin(), agent.capabilities.end(), method),
                  agent.capabilities.end())
            << method;
    ASSERT_TRUE(agent.closeAndWait().has_value());
}

TEST(AgentLink, TwoAgentsMeasureLoopback)
{
    Agent server;
    Agent client;
    const LinkServeReply serve = serveOn(server, 1);
    ASSERT_NE(serve.udpPort, 0);
    ASSERT_NE(serve.tcpPort, 0);
    EXPECT_EQ(serve.serverId, 1);
    EXPECT_FALSE(serve.stackId.empty());
    ASSERT_TRUE(serve.interfaceBefore.has_value());
    EXPECT_TRUE(serve.interfaceBefore->loopback);
    EXPECT_TRUE(portInTable("tcp", serve.tcpPort)) << "the TCP listener is open";
    EXPECT_TRUE(portInTable("udp", serve.udpPort)) << "the UDP echo socket is open";

    const Outcome tested = client.call(2, "link_test", testParams(serve, tinySettings()));
    ASSERT_TRUE(tested.result.has_value()) << (tested.error ? tested.error->message : "");
    const auto report = parseLinkTestReport(tested.result->data);
    ASSERT_TRUE(report.ok()) << report.error().message;
    EXPECT_TRUE(report->sameHost);
    EXPECT_EQ(report->clientStackId, serve.stackId) << "two processes in one network stack";
    EXPECT_EQ(report->udpLatency.sent, 50u);
    EXPECT_EQ(report->throughput.size(), 6u);
    EXPECT_EQ(report->loadedLatency.size(), 2u);
    EXPECT_TRUE(report->pathMtu.has_value());
    ASSERT_FALSE(tested.progress.empty()) << "progress while it runs";
    for (std::size_t i = 1; i < tested.progress.size(); ++i)
        EXPECT_GE(tested.progress[i].fraction, tested.progress[i - 1].fraction);
    EXPECT_DOUBLE_EQ(tested.progress.back().fraction, 1.0);

    const Outcome stopped = server.call(3, "link_stop", json(LinkStopParams{serve.serverId}));
    ASSERT_TRUE(stopped.result.has_value()) << (stopped.error ? stopped.error->message : "");
    const auto stop = parseLinkStopReply(stopped.result->data);
    ASSERT_TRUE(stop.ok()) << stop.error().message;
    EXPECT_GE(stop->answeredDatagrams, 50u);
    EXPECT_FALSE(stop->reachedMaxDuration);
    ASSERT_TRUE(stop->interfaceAfter.has_value());
    EXPECT_FALSE(listening(serve)) << "link_stop closed every listener";

    // Stopping twice names the field.
    const Outcome again = server.call(4, "link_stop", json(LinkStopParams{serve.serverId}));
    ASSERT_TRUE(again.error.has_value());
    EXPECT_EQ(again.error->code, AgentErrorCode::BadRequest);
    EXPECT_NE(again.error->message.find("server_id"), std::string::npos) << again.error->message;

    // The whole conversation never carried the token back.
    for (const Agent *agent : {&server, &client})
        for (const std::string &line : agent->lines)
            EXPECT_EQ(line.find(kToken), std::string::npos) << line;

    ASSERT_TRUE(server.closeAndWait().has_value());
    ASSERT_TRUE(client.closeAndWait().has_value());
}

TEST(AgentLink, NoListenerOutlivesTheSession)
{
    Agent server;
    const LinkServeReply first = serveOn(server, 1);
    const LinkServeReply second = serveOn(server, 2);
    ASSERT_NE(first.tcpPort, 0);
    ASSERT_NE(second.tcpPort, 0);
    EXPECT_NE(first.serverId, second.serverId);
    EXPECT_TRUE(listening(first));
    EXPECT_TRUE(listening(second));

    const auto elapsed = server.closeAndWait();
    ASSERT_TRUE(elapsed.has_value()) << "the agent must exit when its stdin closes";
    EXPECT_LT(*elapsed, 2s);
    EXPECT_FALSE(listening(first));
    EXPECT_FALSE(listening(second));
}

TEST(AgentLink, BadParamsAreBadRequests)
{
    Agent agent;
    struct Case {
        std::string method;
        json params;
        std::string field;
    };
    json badToken = serveParams();
    badToken["token"] = "zz" + kToken.substr(2);
    json shortToken = testParams(LinkServeReply{1, 1000, 1001, "x/1", std::nullopt}, tinySettings());
    shortToken["token"] = kToken.substr(1);
    json badSettings = testParams(LinkServeReply{1, 1000, 1001, "x/1", std::nullopt}, tinySettings());
    badSettings["settings"]["probe_count"] = 0;
    const std::vector<Case> cases = {
        {"link_serve", json::object(), "bind_address"},
        {"link_serve", badToken, "token"},
        {"link_test", shortToken, "token"},
        {"link_test", badSettings, "settings.probe_count"},
        {"link_test", json{{"target_address", "127.0.0.1"}}, "udp_port"},
        {"link_stop", json{{"server_id", "1"}}, "server_id"},
        {"link_stop", json{{"server_id", 99}}, "server_id"},
    };
    std::int64_t id = 10;
    for (const Case &c : cases) {
        const Outcome outcome = agent.call(++id, c.method, c.params);
        ASSERT_TRUE(outcome.error.has_value()) << c.method << " " << c.params.dump();
        EXPECT_EQ(outcome.error->code, AgentErrorCode::BadRequest) << outcome.error->message;
        EXPECT_NE(outcome.error->message.find(c.field), std::string::npos) << outcome.error->message;
        EXPECT_EQ(outcome.error->message.find(kToken.substr(2)), std::string::npos) << "never echo a token";
    }

    // Well-formed but impossible: an address that is not on this machine.
    const Outcome notHere = agent.call(++id, "link_serve", serveParams("192.0.2.1"));
    ASSERT_TRUE(notHere.error.has_value());
    EXPECT_EQ(notHere.error->code, AgentErrorCode::LinkFailed);

    // The probe still works in the same session.
    const Outcome probed = agent.call(++id, "probe", json::object());
    EXPECT_TRUE(probed.result.has_value());
    ASSERT_TRUE(agent.closeAndWait().has_value());
}

TEST(AgentLink, EofDuringLinkTestEndsTheAgentPromptly)
{
    Agent server;
    Agent client;
    const LinkServeReply serve = serveOn(server, 1);
    ASSERT_NE(serve.tcpPort, 0);
    LinkTestSettings longSettings = tinySettings();
    longSettings.durationMs = 30'000;
    longSettings.loadedDurationMs = 30'000;
    client.send(2, "link_test", testParams(serve, longSettings));
    // Wait until the throughput phases run (the first 30 s phase), then drop the channel.
    bool inThroughput = false;
    const auto deadline = std::chrono::steady_clock::now() + 20s;
    while (!inThroughput && std::chrono::steady_clock::now() < deadline) {
        Outcome partial = client.await(2, 300ms, Agent::Wait::Partial);
        ASSERT_FALSE(partial.result.has_value());
        ASSERT_FALSE(partial.error.has_value()) << partial.error->message;
        for (const Progress &p : partial.progress)
            inThroughput = inThroughput || p.stage.rfind("throughput_", 0) == 0;
    }
    ASSERT_TRUE(inThroughput);
    std::this_thread::sleep_for(300ms);

    const auto elapsed = client.closeAndWait();
    ASSERT_TRUE(elapsed.has_value()) << "the agent must exit when its stdin closes";
    EXPECT_LT(*elapsed, 2s);

    // The server side is still usable and stops cleanly.
    const Outcome stopped = server.call(3, "link_stop", json(LinkStopParams{serve.serverId}));
    ASSERT_TRUE(stopped.result.has_value()) << (stopped.error ? stopped.error->message : "");
    EXPECT_FALSE(listening(serve));
    ASSERT_TRUE(server.closeAndWait().has_value());
}

} // namespace
} // namespace shardscope::probe
