// The agent's llama_start and llama_stop over its JSON-lines session, with the stand-in llama-server
// and rpc-server (StandInLlamaCpp.cpp) on 127.0.0.1: a split's rpc-server and the llama-server that
// reaches it, bound where they were told with the agent's own address and port options, the API key
// in the environment and never in argv, the load measured; a server that fails or never gets ready
// is an error with the end of its output; options the agent sets itself are refused; and when the
// session ends (the SSH channel closed), every server is stopped, one that ignores SIGTERM too; a
// killed agent takes its servers with it.
#include "tests/remote-agent/probe/TestSupport.h"

#include "remote-agent/protocol/LlamaServer.h"
#include "remote-agent/protocol/Messages.h"

#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
#include <variant>

namespace shardscope::llamacpp {
namespace {

using namespace std::chrono_literals;
using namespace shardscope::protocol;
namespace test = shardscope::probe::test;

const std::string kAgent = SHARDSCOPE_AGENT_PATH;
const std::string kStandIns = SHARDSCOPE_STANDIN_LLAMACPP_DIR;

std::string fileText(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

class AgentLlama : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ::setenv("STANDIN_RECORD_DIR", m_dir.path().c_str(), 1);
        ::setenv("STANDIN_LOAD_MS", "300", 1);
        ::setenv("LLAMA_ARG_HOST", "0.0.0.0", 1); // a node's own setting: the agent must not pass it on
        m_model = m_dir.write("model.gguf", "GGUF and nothing else");
        m_agent = std::make_unique<test::ChildProcess>(std::vector<std::string>{kAgent, "session"});
        ASSERT_TRUE(m_agent->started());
        ASSERT_TRUE(m_agent->readLine(10s).has_value()); // hello
    }
    void TearDown() override
    {
        for (const char *name :
             {"STANDIN_RECORD_DIR", "STANDIN_LOAD_MS", "STANDIN_IGNORE_TERM", "LLAMA_ARG_HOST"})
            ::unsetenv(name);
    }

    Message call(std::int64_t id, const std::string &method, const nlohmann::json &params)
    {
        EXPECT_TRUE(m_agent->write(serialize(Request{id, method, params}) + '\n'));
        while (const auto line = m_agent->readLine(30s)) {
            auto parsed = parseMessage(*line);
            EXPECT_TRUE(parsed.ok()) << *line;
            if (!parsed)
                break;
            if (std::get_if<Progress>(&parsed.value()) || std::get_if<LogLine>(&parsed.value()))
                continue;
            return parsed.value();
        }
        ADD_FAILURE() << "no answer to " << method;
        return LogLine{"error", "no answer"};
    }

    LlamaStartReply started(const Message &message)
    {
        const auto *result = std::get_if<Result>(&message);
        EXPECT_NE(result, nullptr) << serialize(message);
        if (!result)
            return {};
        const auto reply = parseLlamaStartReply(result->data);
        EXPECT_TRUE(reply.ok()) << (reply.ok() ? "" : reply.error().message);
        return reply.ok() ? *reply : LlamaStartReply{};
    }

    static ErrorReply errorOf(const Message &message)
    {
        const auto *error = std::get_if<ErrorReply>(&message);
        EXPECT_NE(error, nullptr) << serialize(message);
        return error ? *error : ErrorReply{};
    }

    LlamaStartParams rpcServer() const
    {
        LlamaStartParams p;
        p.role = LlamaServerRole::RpcServer;
        p.program = kStandIns + "/rpc-server";
        p.bindAddress = "127.0.0.1";
        return p;
    }

    LlamaStartParams llamaServer(std::vector<std::string> arguments) const
    {
        LlamaStartParams p;
        p.role = LlamaServerRole::LlamaServer;
        p.program = kStandIns + "/llama-server";
        p.bindAddress = "127.0.0.1";
        p.arguments = {"-m", m_model};
        p.arguments.insert(p.arguments.end(), arguments.begin(), arguments.end());
        return p;
    }

    test::TempDir m_dir;
    std::string m_model;
    std::unique_ptr<test::ChildProcess> m_agent;
};

TEST_F(AgentLlama, StartsASplitBoundWhereToldAndStopsIt)
{
    const LlamaStartReply rpc = started(call(1, "llama_start", rpcServer()));
    ASSERT_GT(rpc.port, 0);
    EXPECT_EQ(rpc.commandLine, (std::vector<std::string>{kStandIns + "/rpc-server", "-H", "127.0.0.1", "-p",
                                                         std::to_string(rpc.port)}));
    EXPECT_TRUE(test::processRuns(rpc.pid));

    const std::string endpoint = "127.0.0.1:" + std::to_string(rpc.port);
    LlamaStartParams server = llamaServer({"--rpc", endpoint, "-dev", "RPC[" + endpoint + "]", "-ngl", "99"});
    server.apiKey = "a-secret-key-7f3e";
    const LlamaStartReply llama = started(call(2, "llama_start", server));
    ASSERT_GT(llama.port, 0);
    EXPECT_GE(llama.readySeconds, 0.3) << "ready before /health said the model was loaded";
    EXPECT_EQ(std::vector<std::string>(llama.commandLine.begin(), llama.commandLine.begin() + 5),
              (std::vector<std::string>{kStandIns + "/llama-server", "--host", "127.0.0.1", "--port",
                                        std::to_string(llama.port)}));
    // What the process itself got: its argv without the key, the key in its environment.
    const std::string cmdline = fileText("/proc/" + std::to_string(llama.pid) + "/cmdline");
    EXPECT_NE(cmdline.find("127.0.0.1"), std::string::npos);
    EXPECT_EQ(cmdline.find("a-secret-key"), std::string::npos);
    const std::string recorded
        = fileText(m_dir.path() + "/llama-server-" + std::to_string(llama.port) + ".txt");
    EXPECT_NE(recorded.find("LLAMA_API_KEY in environment: yes"), std::string::npos) << recorded;
    EXPECT_NE(recorded.find("LLAMA_ARG_ settings in environment: no"), std::string::npos) << recorded;
    EXPECT_EQ(recorded.find("0.0.0.0"), std::string::npos) << recorded;
    EXPECT_NE(fileText(m_dir.path() + "/rpc-server-" + std::to_string(rpc.port) + ".txt")
                  .find("LLAMA_API_KEY in environment: no"),
              std::string::npos);

    for (const auto &[id, reply] : {std::pair{3, llama}, std::pair{4, rpc}}) {
        const Message stopped = call(id, "llama_stop", LlamaStopParams{reply.serverId});
        const auto *result = std::get_if<Result>(&stopped);
        ASSERT_NE(result, nullptr) << serialize(stopped);
        const auto stop = parseLlamaStopReply(result->data);
        ASSERT_TRUE(stop.ok());
        EXPECT_FALSE(stop->exitedBefore);
        EXPECT_EQ(stop->exitCode, 0) << "the stand-ins end with 0 on SIGTERM";
        EXPECT_FALSE(test::processRuns(reply.pid));
    }
    const ErrorReply again = errorOf(call(5, "llama_stop", LlamaStopParams{llama.serverId}));
    EXPECT_EQ(again.code, AgentErrorCode::BadRequest);
}

TEST_F(AgentLlama, AServerThatFailsOrNeverGetsReadyIsAnErrorWithItsOutput)
{
    LlamaStartParams missing = llamaServer({});
    missing.arguments = {"-m", m_dir.path() + "/none.gguf"};
    const ErrorReply noModel = errorOf(call(1, "llama_start", missing));
    EXPECT_EQ(noModel.code, AgentErrorCode::ServerFailed);
    EXPECT_NE(noModel.message.find("exited with code 1 before it was ready"), std::string::npos)
        << noModel.message;
    EXPECT_NE(noModel.message.find("failed to load model"), std::string::npos) << noModel.message;

    // An RPC server nobody runs: llama-server cannot reach it.
    const ErrorReply unreachable = errorOf(call(2, "llama_start", llamaServer({"--rpc", "127.0.0.1:1"})));
    EXPECT_EQ(unreachable.code, AgentErrorCode::ServerFailed);
    EXPECT_NE(unreachable.message.find("failed to connect to RPC server 127.0.0.1:1"), std::string::npos)
        << unreachable.message;

    LlamaStartParams slow = llamaServer({});
    slow.readyTimeoutMs = 400;
    ::setenv("STANDIN_LOAD_MS", "60000", 1);
    m_agent.reset(); // a new session sees the new environment
    m_agent = std::make_unique<test::ChildProcess>(std::vector<std::string>{kAgent, "session"});
    ASSERT_TRUE(m_agent->readLine(10s).has_value());
    const ErrorReply late = errorOf(call(3, "llama_start", slow));
    EXPECT_EQ(late.code, AgentErrorCode::ServerFailed);
    EXPECT_NE(late.message.find("was not ready after 0.4 s"), std::string::npos) << late.message;
    EXPECT_NE(late.message.find("server is listening"), std::string::npos) << late.message;

    const ErrorReply notAProgram = errorOf(call(4, "llama_start", [&] {
        LlamaStartParams p = llamaServer({});
        p.program = m_dir.path() + "/llama-server";
        return p;
    }()));
    EXPECT_EQ(notAProgram.code, AgentErrorCode::ServerFailed);
    EXPECT_NE(notAProgram.message.find("llama.cpp build"), std::string::npos) << notAProgram.message;
}

TEST_F(AgentLlama, OptionsTheAgentSetsItselfAreRefused)
{
    for (const std::vector<std::string> &arguments :
         {std::vector<std::string>{"--host", "0.0.0.0"}, {"--port=80"}, {"--api-key", "k"}, {"-p", "1"}}) {
        const ErrorReply refused = errorOf(call(1, "llama_start", llamaServer(arguments)));
        EXPECT_EQ(refused.code, AgentErrorCode::BadRequest) << arguments.front();
        EXPECT_NE(refused.message.find("which the agent sets itself"), std::string::npos) << refused.message;
    }
    nlohmann::json everywhere = llamaServer({});
    everywhere["bind_address"] = "0.0.0.0";
    const ErrorReply wildcard = errorOf(call(2, "llama_start", everywhere));
    EXPECT_EQ(wildcard.code, AgentErrorCode::BadRequest);
    EXPECT_NE(wildcard.message.find("bind_address"), std::string::npos) << wildcard.message;

    nlohmann::json keyed = rpcServer();
    keyed["api_key"] = "k";
    const ErrorReply rpcKey = errorOf(call(3, "llama_start", keyed));
    EXPECT_NE(rpcKey.message.find("no authentication"), std::string::npos) << rpcKey.message;
}

TEST_F(AgentLlama, AServerIgnoringSigtermIsKilledAndTheSessionsEndStopsTheRest)
{
    ::setenv("STANDIN_IGNORE_TERM", "1", 1);
    m_agent.reset();
    m_agent = std::make_unique<test::ChildProcess>(std::vector<std::string>{kAgent, "session"});
    ASSERT_TRUE(m_agent->readLine(10s).has_value());
    const LlamaStartReply rpc = started(call(1, "llama_start", rpcServer()));
    const LlamaStartReply llama = started(call(2, "llama_start", llamaServer({})));
    ASSERT_TRUE(test::processRuns(rpc.pid));
    ASSERT_TRUE(test::processRuns(llama.pid));

    const Message stopped = call(3, "llama_stop", LlamaStopParams{llama.serverId});
    const auto *result = std::get_if<Result>(&stopped);
    ASSERT_NE(result, nullptr) << serialize(stopped);
    EXPECT_EQ(parseLlamaStopReply(result->data)->signal, SIGKILL) << "SIGTERM ignored: killed 5 s later";
    EXPECT_FALSE(test::processRuns(llama.pid));

    m_agent->closeStdin(); // the SSH channel closed
    EXPECT_EQ(m_agent->wait(20s), 0);
    EXPECT_FALSE(test::processRuns(rpc.pid)) << "rpc-server left running";
}

TEST_F(AgentLlama, AServerDiesWithAKilledAgent)
{
    const LlamaStartReply rpc = started(call(1, "llama_start", rpcServer()));
    const LlamaStartReply llama = started(call(2, "llama_start", llamaServer({})));
    ASSERT_TRUE(test::processRuns(rpc.pid));
    ASSERT_TRUE(test::processRuns(llama.pid));
    ASSERT_EQ(::kill(m_agent->pid(), SIGKILL), 0); // no handler runs: the kernel must end them
    m_agent->wait(10s);
    for (int i = 0; i < 100 && (test::processRuns(rpc.pid) || test::processRuns(llama.pid)); ++i)
        std::this_thread::sleep_for(20ms);
    EXPECT_FALSE(test::processRuns(rpc.pid)) << "rpc-server outlived its agent";
    EXPECT_FALSE(test::processRuns(llama.pid)) << "llama-server outlived its agent";
}

} // namespace
} // namespace shardscope::llamacpp
