// What one agent session holds for a controller that misbehaves, through the real agent binary:
// a nesting bomb in the params, a stream of requests behind one that waits, link servers never
// stopped, a rendezvous store filled without end. Each is refused with an answer; none grows the
// agent without bound, and the session goes on.
#include "TestSupport.h"

#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Messages.h"

#include <gtest/gtest.h>

#include <dirent.h>

#include <chrono>
#include <set>
#include <string>
#include <variant>

namespace shardscope::probe {
namespace {

using namespace std::chrono_literals;
using namespace shardscope::protocol;
using nlohmann::json;

const std::string kAgent = SHARDSCOPE_AGENT_PATH;

/// One `shardscope-agent session`, past its hello.
class Agent
{
public:
    Agent()
        : m_process({kAgent, "session"})
    {
        EXPECT_TRUE(m_process.started());
        const auto hello = next(10s);
        EXPECT_TRUE(hello && std::holds_alternative<Hello>(*hello)) << "no hello";
    }
    ~Agent()
    {
        m_process.closeStdin();
        EXPECT_EQ(m_process.wait(10s), 0) << "the agent did not exit cleanly when its stdin closed";
    }

    void write(const std::string &line) { ASSERT_TRUE(m_process.write(line + '\n')); }
    void request(std::int64_t id, const std::string &method, json params)
    {
        write(serialize(Request{id, method, std::move(params)}));
    }

    /// The next line that is not a progress, store or log line; nullopt when none comes in time.
    std::optional<Message> next(std::chrono::milliseconds timeout = 30s)
    {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (std::chrono::steady_clock::now() < deadline) {
            const auto line = m_process.readLine(std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now()));
            if (!line)
                return std::nullopt;
            auto message = parseMessage(*line);
            EXPECT_TRUE(message.ok()) << line->substr(0, 200);
            if (!message)
                return std::nullopt;
            if (std::holds_alternative<Progress>(*message) || std::holds_alternative<StoreEntry>(*message)
                || std::holds_alternative<LogLine>(*message))
                continue;
            return *message;
        }
        return std::nullopt;
    }

    /// Starts a bench_run that waits for a peer that never comes: the worker stays busy with it.
    void occupyTheWorker()
    {
        BenchRunParams params;
        params.runId = "b0000000000000000000000000000001";
        params.model = *presetModelShape("tiny");
        params.workload.promptTokens = 4;
        params.workload.generateTokens = 2;
        params.workload.concurrency = 1;
        params.layout = BenchLayout::TensorParallel;
        params.worldSize = 2;
        params.rank = 0;
        params.bindAddress = "127.0.0.1";
        params.threads = 1;
        params.commTimeoutMs = 600000;
        request(1, "bench_run", json(params));
        // Its Gloo address is published once it runs and waits for rank 1's: the queue is empty.
        const auto deadline = std::chrono::steady_clock::now() + 30s;
        while (std::chrono::steady_clock::now() < deadline) {
            const auto line = m_process.readLine(1s);
            if (!line)
                continue;
            const auto message = parseMessage(*line);
            ASSERT_TRUE(message.ok()) << line->substr(0, 200);
            ASSERT_FALSE(std::holds_alternative<ErrorReply>(*message))
                << std::get<ErrorReply>(*message).message;
            if (std::holds_alternative<StoreEntry>(*message))
                return;
        }
        FAIL() << "the bench_run published no rendezvous key";
    }

    /// Open file descriptors of the agent.
    int openFds() const
    {
        int count = 0;
        if (DIR *dir = ::opendir(("/proc/" + std::to_string(m_process.pid()) + "/fd").c_str())) {
            while (const dirent *entry = ::readdir(dir))
                count += entry->d_name[0] != '.';
            ::closedir(dir);
        }
        return count;
    }

private:
    test::ChildProcess m_process;
};

const ErrorReply *errorOf(const std::optional<Message> &message)
{
    return message ? std::get_if<ErrorReply>(&*message) : nullptr;
}

TEST(AgentBounds, ParamsNestedTwoHundredThousandDeepAreABadRequestAndTheSessionGoesOn)
{
    Agent agent;
    std::string params;
    for (int i = 0; i < 200000; ++i)
        params += R"({"a":)";
    params += "1" + std::string(200000, '}');
    agent.write(R"({"v":1,"type":"request","id":5,"method":"probe","params":)" + params + "}");
    const auto refused = agent.next();
    const ErrorReply *error = errorOf(refused);
    ASSERT_NE(error, nullptr) << "no error for the nesting bomb";
    EXPECT_EQ(error->code, AgentErrorCode::BadRequest);
    EXPECT_NE(error->message.find("nested deeper than 64"), std::string::npos) << error->message;

    agent.request(6, "probe", json::object());
    const auto probed = agent.next();
    ASSERT_TRUE(probed && std::holds_alternative<Result>(*probed)) << "the session ended";
    EXPECT_EQ(std::get<Result>(*probed).id, 6);
}

TEST(AgentBounds, RequestsBehindABusyWorkerAreQueuedUpToSixtyFourThenAnsweredBusy)
{
    Agent agent;
    agent.occupyTheWorker();
    // Ids 2…101: the first 64 wait behind the bench_run, the other 36 are refused at once.
    for (std::int64_t id = 2; id <= 101; ++id)
        agent.request(id, "probe", json::object());
    std::set<std::int64_t> busy;
    while (busy.size() < 36) {
        const auto answer = agent.next();
        const ErrorReply *error = errorOf(answer);
        ASSERT_NE(error, nullptr) << "expected busy answers, got something else or nothing";
        ASSERT_EQ(error->code, AgentErrorCode::Busy) << error->message;
        ASSERT_TRUE(error->id.has_value());
        busy.insert(*error->id);
    }
    EXPECT_EQ(*busy.begin(), 66);
    EXPECT_EQ(*busy.rbegin(), 101);
    // Nothing else is answered while the worker waits.
    EXPECT_FALSE(agent.next(300ms).has_value());
}

TEST(AgentBounds, LargeRequestsBehindABusyWorkerAreBoundedByBytes)
{
    Agent agent;
    agent.occupyTheWorker();
    // Four lines of 3.9 MiB fill the 16 MiB the queue may hold; the fifth is refused.
    const std::string filler(kMaxLineBytes - 200 * 1024, 'x');
    for (std::int64_t id = 2; id <= 6; ++id)
        agent.request(id, "probe", json{{"filler", filler}});
    const auto answer = agent.next();
    const ErrorReply *error = errorOf(answer);
    ASSERT_NE(error, nullptr);
    EXPECT_EQ(error->code, AgentErrorCode::Busy) << error->message;
    EXPECT_EQ(error->id, 6);
}

TEST(AgentBounds, LinkServersNeverStoppedAreBoundedAndStoppingOneMakesRoom)
{
    Agent agent;
    const json params = LinkServeParams{"127.0.0.1", std::string(32, 'a'), 60000};
    const int fdsBefore = agent.openFds();
    std::vector<std::int64_t> serverIds;
    for (std::int64_t id = 1; id <= 20; ++id) {
        agent.request(id, "link_serve", params);
        const auto answer = agent.next();
        ASSERT_TRUE(answer.has_value());
        if (id <= 8) {
            ASSERT_TRUE(std::holds_alternative<Result>(*answer)) << "link_serve " << id << " was refused";
            const auto reply = parseLinkServeReply(std::get<Result>(*answer).data);
            ASSERT_TRUE(reply.ok()) << reply.error().message;
            serverIds.push_back(reply->serverId);
        } else {
            const ErrorReply *error = errorOf(answer);
            ASSERT_NE(error, nullptr) << "link_serve " << id << " was not refused";
            EXPECT_EQ(error->code, AgentErrorCode::LinkFailed);
            EXPECT_NE(error->message.find("stop one with link_stop"), std::string::npos) << error->message;
        }
    }
    // Four descriptors a server (its two sockets and their wake-ups), none for the twelve refused.
    ASSERT_GT(fdsBefore, 0);
    EXPECT_LE(agent.openFds(), fdsBefore + 4 * 8 + 4);

    agent.request(30, "link_stop", LinkStopParams{serverIds.front()});
    const auto stopped = agent.next();
    ASSERT_TRUE(stopped && std::holds_alternative<Result>(*stopped));
    agent.request(31, "link_serve", params);
    const auto again = agent.next();
    ASSERT_TRUE(again && std::holds_alternative<Result>(*again)) << "no room after a link_stop";
}

TEST(AgentBounds, ARendezvousStoreFilledWithoutEndIsRefused)
{
    Agent agent;
    // Values of 2 MiB less 2 KiB: eight fit in 16 MiB with their keys, the ninth does not.
    const std::string value(4 * 1024 * 1024 - 4096, 'a');
    for (int i = 0; i < 9; ++i)
        agent.write(serialize(StoreEntry{"k" + std::to_string(i), value}));
    const auto answer = agent.next();
    const ErrorReply *error = errorOf(answer);
    ASSERT_NE(error, nullptr);
    EXPECT_EQ(error->code, AgentErrorCode::BadRequest);
    EXPECT_NE(error->message.find("rendezvous store is full"), std::string::npos) << error->message;
    EXPECT_NE(error->message.find("k8"), std::string::npos) << error->message;
    // The same key again replaces, and needs no more room.
    agent.write(serialize(StoreEntry{"k0", value}));
    agent.request(2, "no-such-method", json::object());
    const auto next = agent.next();
    const ErrorReply *unknown = errorOf(next);
    ASSERT_NE(unknown, nullptr);
    EXPECT_EQ(unknown->code, AgentErrorCode::UnknownMethod)
        << "the replaced key was refused: " << unknown->message;
}

} // namespace
} // namespace shardscope::probe
