// bench_run through the real agent binary (SHARDSCOPE_AGENT_PATH), as the controller drives it: a
// single tiny run, two agent processes running tensor parallel 2 on 127.0.0.1 with this test
// relaying their StoreEntry lines (the controller's part of the rendezvous), refusals with their
// codes, and the end of the channel ending a run in each of its long phases. Loopback only.
#include "TestSupport.h"

#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Messages.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <string>
#include <thread>
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

    /// Closes stdin, as a controller that died leaves it, then files every line the agent still
    /// writes for request `id` into `outcome` until its output ends; the agent's exit code, nullopt
    /// when it did not exit.
    std::optional<int> closeAndDrain(std::int64_t id, BenchOutcome &outcome)
    {
        m_process.closeStdin();
        // EOF comes at the latest when the session's grace for a running request ends.
        while (const auto item = next(30s))
            file(id, item->second, outcome);
        return m_process.wait(10s);
    }

    Hello hello;

private:
    test::ChildProcess m_process;
};

/// A bench_run whose controller went away while `stage` ran: what came before and after the close.
struct EofOutcome {
    bool reached = false; ///< the stage began (and the run had not answered) before the close
    BenchOutcome before;
    BenchOutcome after;
    std::optional<int> exitCode;
    bool afterReported(const std::string &stage) const
    {
        return std::any_of(after.progress.begin(), after.progress.end(),
                           [&stage](const Progress &p) { return p.stage == stage; });
    }
};

/// Runs `params` as request 1 and closes the agent's stdin once a progress line says that `stage`
/// has begun (its fraction above `minFraction`) and `pause` has passed (so that the close lands
/// inside the phase rather than at the driver's look just before it; the assertions hold either
/// way), then reads what the agent still answers.
EofOutcome closeDuring(const BenchRunParams &params, const std::string &stage, double minFraction = -1.0,
                       std::chrono::milliseconds pause = 0ms)
{
    BenchAgent agent;
    agent.send(1, json(params));
    EofOutcome eof;
    const auto deadline = std::chrono::steady_clock::now() + kRunTimeout;
    while (!eof.reached && !eof.before.answered() && std::chrono::steady_clock::now() < deadline) {
        if (const auto item = agent.next(1s)) {
            BenchAgent::file(1, item->second, eof.before);
            const auto &progress = eof.before.progress;
            eof.reached = !eof.before.answered() && !progress.empty() && progress.back().stage == stage
                          && progress.back().fraction > minFraction;
        }
    }
    if (!eof.reached)
        return eof;
    std::this_thread::sleep_for(pause);
    eof.exitCode = agent.closeAndDrain(1, eof.after);
    return eof;
}

/// The answer a bench_run gets when its controller went away in the middle of a phase: Cancelled,
/// before the agent's output ends (nobody reads it, but an agent that answers has stopped its
/// work instead of being cut off by its session's grace), and a clean exit. The message names the
/// phase that stopped (`stoppedIn`), so a phase that ran to its end and was cancelled by the
/// driver's check after it does not pass for one that stopped within its work.
void expectCancelledAnswer(const EofOutcome &eof, const std::string &stoppedIn)
{
    ASSERT_TRUE(eof.reached) << "the phase never began";
    EXPECT_FALSE(eof.after.result.has_value()) << "a cancelled run answers Cancelled, not a report: "
                                               << eof.after.result->data.dump().substr(0, 300);
    ASSERT_TRUE(eof.after.error.has_value())
        << "no answer before the agent's output ended: the phase ran on until the session gave up on it";
    EXPECT_EQ(eof.after.error->code, AgentErrorCode::Cancelled) << eof.after.error->message;
    EXPECT_EQ(eof.after.error->message.rfind(stoppedIn, 0), 0u) << eof.after.error->message;
    EXPECT_EQ(eof.exitCode, std::optional<int>(0)) << "the agent must exit cleanly when its stdin closes";
}

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
    BenchRunParams params = tinyRun();
    params.workload.concurrency = 1;
    params.workload.generateTokens = 30000; // minutes of decode steps: it must be stopped
    params.workload.warmupSteps = 0;
    params.keepFirstLogits = false;
    expectCancelledAnswer(closeDuring(params, "decode"), "cancelled");
}

/// One thread and no warm-up, so that each phase below lasts: on a 2-core machine the weights and
/// the prefill run far longer than the session's 2 s grace after EOF, the bandwidth test about 1.5 s.
BenchRunParams longRun(const std::string &name)
{
    BenchRunParams params = tinyRun();
    params.runId = "5eed00000000000000000000000000e0";
    params.model.name = name;
    params.workload.concurrency = 1;
    params.workload.generateTokens = 2;
    params.workload.warmupSteps = 0;
    params.threads = 1;
    params.keepFirstLogits = false;
    return params;
}

TEST(AgentBench, EofWhileTheWeightsAreMadeStopsThem)
{
    // 6 layers of a 4096-wide model in bf16: 2.6 GB of weights, many seconds to make on one
    // thread. The close comes once they are under way; they stop where they are.
    BenchRunParams params = longRun("eof-in-weights");
    params.model.layers = 6;
    params.model.hidden = 4096;
    params.model.heads = 32;
    params.model.kvHeads = 8;
    params.model.headDim = 128;
    params.model.intermediate = 14336;
    params.model.vocab = 256;
    params.dtype = DType::BF16;
    params.workload.promptTokens = 4;
    const EofOutcome eof = closeDuring(params, "weights", 0.0);
    expectCancelledAnswer(eof, "cancelled while making the weights");
    EXPECT_FALSE(eof.afterReported("bandwidth")) << "the run went on after the weights";
}

TEST(AgentBench, EofDuringTheBandwidthTestStopsIt)
{
    // The tiny model's weights are made at once; the bandwidth stream (a GiB, ten passes) is not.
    BenchRunParams params = longRun("eof-in-bandwidth");
    params.workload.promptTokens = 16;
    const EofOutcome eof = closeDuring(params, "bandwidth");
    expectCancelledAnswer(eof, "cancelled during the memory bandwidth test");
    EXPECT_FALSE(eof.afterReported("prefill")) << "the run went on after the bandwidth test";
}

TEST(AgentBench, EofDuringThePrefillStopsIt)
{
    // One forward pass over a prompt of 8192 tokens: minutes on one thread, with no step boundary
    // inside it for the driver to look at the cancel.
    BenchRunParams params = longRun("eof-in-prefill");
    params.model.layers = 4;
    params.model.hidden = 1024;
    params.model.heads = 16;
    params.model.kvHeads = 4;
    params.model.headDim = 64;
    params.model.intermediate = 4096;
    params.model.vocab = 256;
    params.workload.promptTokens = 8192;
    const EofOutcome eof = closeDuring(params, "prefill", -1.0, 200ms);
    expectCancelledAnswer(eof, "cancelled during prefill 1 of 3");
    EXPECT_FALSE(eof.afterReported("decode")) << "the prefill ran to its end";
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
