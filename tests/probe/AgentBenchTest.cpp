// bench_run through the real agent binary (SHARDSCOPE_AGENT_PATH), as the controller drives it: a
// single tiny run, two agent processes running tensor parallel 2 on 127.0.0.1 with this test
// relaying their StoreEntry lines (the controller's part of the rendezvous), refusals with their
// codes, and the end of the channel ending a run. Loopback only.
#include "TestSupport.h"

#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Messages.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace shardscope::probe {
namespace {

using namespace std::chrono_literals;
using namespace shardscope::protocol;
using nlohmann::json;

const std::string kAgent = SHARDSCOPE_AGENT_PATH;
/// Generous for a loaded 2-core machine (the per-test limit is 120 s): a run that works is done
/// long before.
constexpr auto kRunTimeout = 100s;

/// What a bench_run ended with, the progress before it and the store keys the agent published.
struct BenchOutcome {
    std::optional<Result> result;
    std::optional<ErrorReply> error;
    std::vector<Progress> progress;
    std::vector<StoreEntry> published;
    bool answered() const { return result || error; }
};

/// One `shardscope-agent session`.
class BenchAgent
{
public:
    BenchAgent()
        : m_process({kAgent, "session"})
    {
        EXPECT_TRUE(m_process.started());
        const auto line = m_process.readLine(10s);
        EXPECT_TRUE(line.has_value()) << "no hello";
        if (!line)
            return;
        auto message = parseMessage(*line);
        EXPECT_TRUE(message.ok() && std::holds_alternative<Hello>(*message)) << *line;
        if (message.ok() && std::holds_alternative<Hello>(*message))
            hello = std::get<Hello>(*message);
    }

    void write(const std::string &line) { EXPECT_TRUE(m_process.write(line + '\n')); }
    void send(std::int64_t id, const json &params) { write(serialize(Request{id, "bench_run", params})); }

    /// The next line, parsed; nullopt when none arrives within timeout.
    std::optional<std::pair<std::string, Message>> next(std::chrono::milliseconds timeout)
    {
        const auto line = m_process.readLine(timeout);
        if (!line)
            return std::nullopt;
        auto message = parseMessage(*line);
        EXPECT_TRUE(message.ok()) << "the agent wrote a line the controller cannot read: "
                                  << line->substr(0, 300);
        if (!message)
            return std::nullopt;
        return std::pair{*line, *message};
    }

    /// Files one line of request `id`'s conversation into `outcome`.
    static void file(std::int64_t id, const Message &message, BenchOutcome &outcome)
    {
        if (const auto *progress = std::get_if<Progress>(&message)) {
            EXPECT_EQ(progress->id, id);
            outcome.progress.push_back(*progress);
        } else if (const auto *result = std::get_if<Result>(&message)) {
            EXPECT_EQ(result->id, id);
            outcome.result = *result;
        } else if (const auto *error = std::get_if<ErrorReply>(&message)) {
            EXPECT_EQ(error->id, id);
            outcome.error = *error;
        } else if (const auto *entry = std::get_if<StoreEntry>(&message)) {
            outcome.published.push_back(*entry);
        } else {
            ADD_FAILURE() << "unexpected message during a bench_run";
        }
    }

    /// Sends bench_run and reads until its answer.
    BenchOutcome call(std::int64_t id, const json &params, std::chrono::milliseconds timeout = kRunTimeout)
    {
        send(id, params);
        BenchOutcome outcome;
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (!outcome.answered() && std::chrono::steady_clock::now() < deadline) {
            if (const auto item = next(1s))
                file(id, item->second, outcome);
        }
        EXPECT_TRUE(outcome.answered()) << "no answer to bench_run " << id;
        return outcome;
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

    Hello hello;

private:
    test::ChildProcess m_process;
};

/// Runs request `id` on every agent at once, one rank each, passing every StoreEntry line an agent
/// writes to all the others, as the controller does, until every rank has answered.
std::vector<BenchOutcome> relayRun(const std::vector<BenchAgent *> &agents, std::int64_t id,
                                   const std::vector<json> &params)
{
    std::vector<BenchOutcome> outcomes(agents.size());
    for (std::size_t rank = 0; rank < agents.size(); ++rank)
        agents[rank]->send(id, params[rank]);
    const auto deadline = std::chrono::steady_clock::now() + kRunTimeout;
    const auto allAnswered = [&] {
        return std::all_of(outcomes.begin(), outcomes.end(),
                           [](const BenchOutcome &o) { return o.answered(); });
    };
    while (!allAnswered() && std::chrono::steady_clock::now() < deadline) {
        for (std::size_t rank = 0; rank < agents.size(); ++rank) {
            // Everything that is there now, then the next agent.
            while (const auto item = agents[rank]->next(outcomes[rank].answered() ? 1ms : 20ms)) {
                BenchAgent::file(id, item->second, outcomes[rank]);
                if (std::holds_alternative<StoreEntry>(item->second))
                    for (std::size_t other = 0; other < agents.size(); ++other)
                        if (other != rank)
                            agents[other]->write(item->first);
            }
        }
    }
    EXPECT_TRUE(allAnswered()) << "a rank did not answer";
    return outcomes;
}

BenchRunParams tinyRun(BenchLayout layout = BenchLayout::Single, std::uint32_t worldSize = 1,
                       std::uint32_t rank = 0)
{
    BenchRunParams params;
    params.runId = "5eed0000000000000000000000000001";
    params.model = *presetModelShape("tiny");
    params.dtype = DType::F32;
    params.backend = BenchBackend::Cpu;
    params.workload.promptTokens = 16;
    params.workload.generateTokens = 6;
    params.workload.concurrency = 2;
    params.workload.warmupSteps = 1;
    params.workload.seed = 11;
    params.layout = layout;
    params.worldSize = worldSize;
    params.rank = rank;
    params.bindAddress = worldSize > 1 ? "127.0.0.1" : "";
    params.threads = 1;
    params.commTimeoutMs = 30000;
    params.keepFirstLogits = true;
    return params;
}

BenchRankReport reportOf(const BenchOutcome &outcome)
{
    EXPECT_TRUE(outcome.result.has_value()) << (outcome.error ? outcome.error->message : "no answer");
    if (!outcome.result)
        return {};
    auto report = parseBenchRankReport(outcome.result->data);
    EXPECT_TRUE(report.ok()) << report.error().message;
    return report ? *report : BenchRankReport{};
}

TEST(AgentBench, HelloOffersBenchRunOnTheCpu)
{
    BenchAgent agent;
    const auto &caps = agent.hello.capabilities;
    EXPECT_NE(std::find(caps.begin(), caps.end(), "bench_run"), caps.end());
    EXPECT_NE(std::find(caps.begin(), caps.end(), "probe"), caps.end());
    const auto &backends = agent.hello.backends;
    EXPECT_NE(std::find(backends.begin(), backends.end(), "cpu"), backends.end());
    ASSERT_TRUE(agent.closeAndWait().has_value());
}

TEST(AgentBench, SingleTinyRunReturnsAReport)
{
    BenchAgent agent;
    const BenchOutcome outcome = agent.call(1, json(tinyRun()));
    const BenchRankReport report = reportOf(outcome);
    ASSERT_TRUE(report.completed) << report.failure;
    EXPECT_EQ(report.decode.size(), 5u);
    EXPECT_EQ(report.tokenTimesMs.size(), 6u);
    EXPECT_EQ(report.firstSequenceTokens.size(), 6u);
    EXPECT_EQ(report.firstLogits.size(), 2048u);
    EXPECT_GT(report.memoryAvailableBytes, 0u);
    EXPECT_GT(report.memoryBandwidthGBps, 0.0);
    EXPECT_EQ(report.threads, 1u);
    EXPECT_TRUE(outcome.published.empty()) << "one rank needs no rendezvous";

    ASSERT_FALSE(outcome.progress.empty());
    EXPECT_EQ(outcome.progress.front().stage, "weights");
    EXPECT_EQ(outcome.progress.back().stage, "decode");
    EXPECT_DOUBLE_EQ(outcome.progress.back().fraction, 1.0);
    for (std::size_t i = 1; i < outcome.progress.size(); ++i)
        EXPECT_GE(outcome.progress[i].fraction, outcome.progress[i - 1].fraction);

    // The session goes on: a second run with the same seed samples the same tokens.
    const BenchRankReport again = reportOf(agent.call(2, json(tinyRun())));
    EXPECT_EQ(again.firstSequenceTokens, report.firstSequenceTokens);
    ASSERT_TRUE(agent.closeAndWait().has_value());
}

TEST(AgentBench, TwoAgentsRunTensorParallelAndMatchTheSingleRun)
{
    BenchAgent single;
    const BenchRankReport reference = reportOf(single.call(1, json(tinyRun())));
    ASSERT_TRUE(reference.completed) << reference.failure;
    ASSERT_TRUE(single.closeAndWait().has_value());

    BenchAgent rank0;
    BenchAgent rank1;
    const std::vector<json> params = {json(tinyRun(BenchLayout::TensorParallel, 2, 0)),
                                      json(tinyRun(BenchLayout::TensorParallel, 2, 1))};
    const auto outcomes = relayRun({&rank0, &rank1}, 7, params);
    ASSERT_EQ(outcomes.size(), 2u);
    const BenchRankReport first = reportOf(outcomes[0]);
    const BenchRankReport second = reportOf(outcomes[1]);
    ASSERT_TRUE(first.completed) << first.failure;
    ASSERT_TRUE(second.completed) << second.failure;

    // The rendezvous went through this test: each rank published keys under the run's id.
    for (const BenchOutcome &outcome : outcomes) {
        EXPECT_FALSE(outcome.published.empty());
        for (const StoreEntry &entry : outcome.published)
            EXPECT_EQ(entry.key.rfind(tinyRun().runId, 0), 0u) << entry.key;
    }

    // Greedy decoding gives the single run's tokens, on the sampling rank only.
    EXPECT_EQ(first.firstSequenceTokens, reference.firstSequenceTokens);
    EXPECT_TRUE(second.firstSequenceTokens.empty());
    EXPECT_TRUE(second.tokenTimesMs.empty());
    // The first token's logits agree within fp32 summation-order error.
    ASSERT_EQ(first.firstLogits.size(), reference.firstLogits.size());
    float scale = 0;
    for (const float value : reference.firstLogits)
        scale = std::max(scale, std::fabs(value));
    for (std::size_t i = 0; i < first.firstLogits.size(); ++i)
        ASSERT_NEAR(first.firstLogits[i], reference.firstLogits[i], 1e-4f * scale + 1e-5f) << "logit " << i;
    for (const BenchRankReport *report : {&first, &second})
        for (const BenchStep &step : report->decode)
            EXPECT_GT(step.bytesSent, 0u) << "tensor parallel all-reduces every layer";

    ASSERT_TRUE(rank0.closeAndWait().has_value());
    ASSERT_TRUE(rank1.closeAndWait().has_value());
}

TEST(AgentBench, AModelThatCannotFitIsRefusedWithTheNumbers)
{
    BenchAgent agent;
    BenchRunParams params = tinyRun();
    params.model = *presetModelShape("llama-3.1-70b");
    const BenchOutcome outcome = agent.call(1, json(params));
    ASSERT_TRUE(outcome.error.has_value());
    EXPECT_EQ(outcome.error->code, AgentErrorCode::DoesNotFit);
    const std::string &message = outcome.error->message;
    EXPECT_EQ(message.rfind("llama-3.1-70b f32 needs ", 0), 0u) << message;
    EXPECT_NE(message.find("weights 282.2 GB"), std::string::npos) << message;
    EXPECT_NE(message.find(" GB is available: "), std::string::npos) << message;
    EXPECT_TRUE(outcome.progress.empty()) << "refused before anything was made";
    ASSERT_TRUE(agent.closeAndWait().has_value());
}

TEST(AgentBench, BadParamsAreBadRequestsAndImpossibleRunsBenchFailed)
{
    BenchAgent agent;
    struct Case {
        json params;
        std::string field;
    };
    const json good = json(tinyRun());
    json noRunId = good;
    noRunId.erase("run_id");
    json badLayout = good;
    badLayout["layout"] = "diagonal";
    json rankTooHigh = good;
    rankTooHigh["rank"] = 1;
    json zeroHeads = good;
    zeroHeads["model"]["heads"] = 0;
    json hugePrompt = good;
    hugePrompt["workload"]["prompt_tokens"] = kMaxBenchTokens;
    json noAddress = json(tinyRun(BenchLayout::TensorParallel, 2, 0));
    noAddress.erase("bind_address");
    const std::vector<Case> cases = {
        {json::object(), "run_id"},  {noRunId, "run_id"},  {badLayout, "layout"},
        {rankTooHigh, "rank"},       {zeroHeads, "heads"}, {hugePrompt, "prompt_tokens"},
        {noAddress, "bind_address"},
    };
    std::int64_t id = 0;
    for (const Case &c : cases) {
        const BenchOutcome outcome = agent.call(++id, c.params, 20s);
        ASSERT_TRUE(outcome.error.has_value()) << c.params.dump();
        EXPECT_EQ(outcome.error->code, AgentErrorCode::BadRequest) << outcome.error->message;
        EXPECT_NE(outcome.error->message.find(c.field), std::string::npos) << outcome.error->message;
    }

    // Well-formed, but not what this node or shape can run.
    json f16 = good;
    f16["dtype"] = "f16";
    json threeWay = json(tinyRun(BenchLayout::TensorParallel, 3, 0)); // 8 heads do not split in 3
    for (const json &params : {f16, threeWay}) {
        const BenchOutcome outcome = agent.call(++id, params, 20s);
        ASSERT_TRUE(outcome.error.has_value()) << params.dump();
        EXPECT_EQ(outcome.error->code, AgentErrorCode::BenchFailed) << outcome.error->message;
    }

    // A store line outside a run is taken without an answer; the session goes on.
    agent.write(serialize(StoreEntry{"5eed0000000000000000000000000001/stray", "00"}));
    const BenchRankReport report = reportOf(agent.call(++id, good));
    EXPECT_TRUE(report.completed) << report.failure;
    ASSERT_TRUE(agent.closeAndWait().has_value());
}

TEST(AgentBench, EofMidRunEndsTheAgentPromptly)
{
    BenchAgent agent;
    BenchRunParams params = tinyRun();
    params.workload.concurrency = 1;
    params.workload.generateTokens = 30000; // minutes of decode steps: it must be stopped
    params.workload.warmupSteps = 0;
    params.keepFirstLogits = false;
    agent.send(1, json(params));
    BenchOutcome outcome;
    bool decoding = false;
    const auto deadline = std::chrono::steady_clock::now() + kRunTimeout;
    while (!decoding && !outcome.answered() && std::chrono::steady_clock::now() < deadline) {
        if (const auto item = agent.next(1s)) {
            BenchAgent::file(1, item->second, outcome);
            decoding = !outcome.progress.empty() && outcome.progress.back().stage == "decode";
        }
    }
    ASSERT_TRUE(decoding) << "the run never reached decode";
    ASSERT_FALSE(outcome.answered());
    const auto elapsed = agent.closeAndWait();
    ASSERT_TRUE(elapsed.has_value()) << "the agent must exit when its stdin closes";
}

TEST(AgentBench, EofWhileWaitingForPeersEndsTheAgentPromptly)
{
    BenchAgent agent;
    BenchRunParams params = tinyRun(BenchLayout::TensorParallel, 2, 0);
    params.commTimeoutMs = 600000; // the peer never comes: only the end of the channel ends the wait
    agent.send(1, json(params));
    // Its Gloo address is published: it is waiting for rank 1's.
    BenchOutcome outcome;
    const auto deadline = std::chrono::steady_clock::now() + 30s;
    while (outcome.published.empty() && !outcome.answered() && std::chrono::steady_clock::now() < deadline) {
        if (const auto item = agent.next(1s))
            BenchAgent::file(1, item->second, outcome);
    }
    ASSERT_FALSE(outcome.published.empty()) << "rank 0 published no rendezvous key";
    ASSERT_FALSE(outcome.answered());
    const auto elapsed = agent.closeAndWait();
    ASSERT_TRUE(elapsed.has_value()) << "the agent must exit when its stdin closes";
}

} // namespace
} // namespace shardscope::probe
