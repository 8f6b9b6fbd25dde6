// The driver (Driver.h) and the agent's side of bench_run (BenchRun.h) on the real tiny CPU model:
// the report's fields agree with each other, cancel and the time limit stop a run between steps
// with what it measured, a failing step is reported with where it happened, and split runs over
// real Gloo on loopback (ranks as threads, the rendezvous in memory) sample on the right rank.
#include "remote-agent/bench/Driver.h"
#include "remote-agent/bench/BenchRun.h"
#include "remote-agent/bench/Communicator.h"
#include "remote-agent/bench/CpuModel.h"

#include "tests/remote-agent/bench/BenchTestSupport.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <limits>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace shardscope::bench {
namespace {

using namespace std::chrono_literals;
using protocol::AgentErrorCode;
using protocol::BenchLayout;
using protocol::BenchRankReport;
using protocol::BenchRunParams;
using test::runRanks;
using test::TestCluster;
using test::TestRankHost;

/// Generous for a loaded 2-core machine: a run that works never waits this long.
constexpr std::int64_t kCommTimeoutMs = 30000;

BenchRunParams tinyParams(BenchLayout layout = BenchLayout::Single, std::uint32_t worldSize = 1,
                          std::uint32_t rank = 0)
{
    BenchRunParams params;
    params.runId = test::uniqueRunId();
    params.model = *protocol::presetModelShape("tiny");
    params.dtype = protocol::DType::F32;
    params.backend = protocol::BenchBackend::Cpu;
    params.workload.promptTokens = 12;
    params.workload.generateTokens = 8;
    params.workload.concurrency = 2;
    params.workload.warmupSteps = 2;
    // One prefill: the hooks below count measured steps from it (index 0 is the prefill).
    // SeveralPrefills… covers more.
    params.workload.prefills = 1;
    params.workload.seed = 7;
    params.layout = layout;
    params.worldSize = worldSize;
    params.rank = rank;
    params.bindAddress = worldSize > 1 ? "127.0.0.1" : "";
    params.threads = 1;
    params.commTimeoutMs = kCommTimeoutMs;
    return params;
}

/// The real model with a hook around its steps: counts the measured run's steps (those after the
/// warm-up's resetCache) and lets a test act before one of them (cancel, or a failure).
class HookedModel : public RankModel
{
public:
    /// Called before measured step `index` (0: the prefill, 1…: decode steps).
    using Hook = std::function<void(std::uint32_t index)>;

    HookedModel(std::unique_ptr<RankModel> inner, Hook hook)
        : m_inner(std::move(inner))
        , m_hook(std::move(hook))
    {}

    StepOutput step(const std::vector<std::int32_t> &tokens, std::uint32_t batch, std::uint32_t newTokens,
                    std::uint32_t position, bool wantLogits) override
    {
        if (m_measuring)
            m_hook(m_measuredSteps++);
        return m_inner->step(tokens, batch, newTokens, position, wantLogits);
    }
    void resetCache() override
    {
        m_measuring = true;
        m_inner->resetCache();
    }
    double measureMemoryBandwidthGBps() override
    {
        ++m_bandwidthTests;
        return m_inner->measureMemoryBandwidthGBps();
    }
    std::string deviceName() const override { return m_inner->deviceName(); }
    std::uint32_t threads() const override { return m_inner->threads(); }

    std::uint32_t measuredSteps() const { return m_measuredSteps; }
    std::uint32_t bandwidthTests() const { return m_bandwidthTests; }

private:
    std::unique_ptr<RankModel> m_inner;
    Hook m_hook;
    bool m_measuring = false;
    std::uint32_t m_measuredSteps = 0;
    std::uint32_t m_bandwidthTests = 0;
};

const RankBarrier kNoBarrier = [] {
};

/// Stage names in the order they first appear.
std::vector<std::string> stagesOf(const TestRankHost &host)
{
    std::vector<std::string> stages;
    for (const auto &call : host.progressCalls())
        if (stages.empty() || stages.back() != call.stage)
            stages.push_back(call.stage);
    return stages;
}

/// A completed run's progress: the four stages in order, fractions that never go back, ending at 1.
void expectStagesInOrderToTheEnd(const TestRankHost &host)
{
    EXPECT_EQ(stagesOf(host), (std::vector<std::string>{"bandwidth", "warmup", "prefill", "decode"}));
    double last = 0;
    for (const auto &call : host.progressCalls()) {
        EXPECT_GE(call.fraction, last) << call.stage;
        EXPECT_LE(call.fraction, 1.0);
        last = call.fraction;
    }
    EXPECT_DOUBLE_EQ(last, 1.0);
}

TEST(Driver, SingleRankReportIsConsistent)
{
    BenchRunParams params = tinyParams();
    params.keepFirstLogits = true;
    TestCluster cluster(1);
    auto model = makeCpuModel(cpuModelOptions(params));
    const BenchRankReport report = runRank(params, *model, kNoBarrier, cluster.host(0));

    ASSERT_TRUE(report.completed) << report.failure;
    EXPECT_TRUE(report.failure.empty());
    EXPECT_EQ(report.rank, 0u);
    EXPECT_EQ(report.backend, protocol::BenchBackend::Cpu);
    EXPECT_EQ(report.threads, 1u);
    EXPECT_FALSE(report.device.empty());
    EXPECT_GT(report.memoryBandwidthGBps, 0.0);
    EXPECT_GT(report.setupSeconds, 0.0);

    const auto slice = protocol::rankSlice(params.model, params.layout, 1, 0);
    EXPECT_EQ(report.weightBytes, protocol::rankWeightBytes(params.model, params.dtype, slice));
    EXPECT_EQ(report.kvCacheBytes,
              protocol::rankKvCacheBytes(params.model, protocol::DType::F32, slice, 2, 20));
    EXPECT_EQ(
        report.bytesPerDecodeStep,
        protocol::rankBytesPerDecodeStep(params.model, params.dtype, protocol::DType::F32, slice, 2, 12 + 4));

    // generateTokens tokens: the prefill's and one per decode step.
    ASSERT_EQ(report.decode.size(), 7u);
    ASSERT_EQ(report.tokenTimesMs.size(), 8u);
    ASSERT_EQ(report.firstSequenceTokens.size(), 8u);
    EXPECT_GT(report.prefill.wallMs, 0.0);
    EXPECT_GE(report.tokenTimesMs.front(), report.prefill.wallMs);
    for (std::size_t i = 1; i < report.tokenTimesMs.size(); ++i) {
        EXPECT_GT(report.tokenTimesMs[i], report.tokenTimesMs[i - 1]) << i;
        // A token's time is at least the previous one's plus its step.
        EXPECT_GE(report.tokenTimesMs[i] - report.tokenTimesMs[i - 1] + 1e-6, report.decode[i - 1].wallMs)
            << i;
    }
    for (const auto &step : report.decode) {
        EXPECT_GT(step.wallMs, 0.0);
        EXPECT_EQ(step.commMs, 0.0) << "one rank does not communicate";
        EXPECT_EQ(step.bytesSent, 0u);
    }
    for (const std::int32_t token : report.firstSequenceTokens) {
        EXPECT_GE(token, 0);
        EXPECT_LT(token, std::int32_t(params.model.vocab));
    }
    // The logits of the first token: the full vocabulary, and greedy picked their arg-max.
    ASSERT_EQ(report.firstLogits.size(), params.model.vocab);
    const auto best = std::max_element(report.firstLogits.begin(), report.firstLogits.end());
    EXPECT_EQ(std::int32_t(best - report.firstLogits.begin()), report.firstSequenceTokens.front());

    expectStagesInOrderToTheEnd(cluster.host(0));
}

TEST(Driver, SeveralPrefillsAreTimedApartEachAfterABarrierAndDecodeGoesOnFromTheLast)
{
    BenchRunParams params = tinyParams();
    TestCluster cluster(2);
    auto oneModel = makeCpuModel(cpuModelOptions(params));
    const BenchRankReport one = runRank(params, *oneModel, kNoBarrier, cluster.host(0));

    params.workload.prefills = 3;
    int barriers = 0;
    const RankBarrier counting = [&barriers] {
        ++barriers;
    };
    HookedModel model(makeCpuModel(cpuModelOptions(params)), [](std::uint32_t) {});
    const BenchRankReport three = runRank(params, model, counting, cluster.host(1));
    ASSERT_TRUE(one.completed && three.completed) << one.failure << three.failure;

    EXPECT_TRUE(one.earlierTtftMs.empty());
    EXPECT_EQ(barriers, 3) << "one barrier before each prefill";
    EXPECT_EQ(model.measuredSteps(), 3u + 7u) << "three prefills, then the decode steps";
    EXPECT_EQ(model.bandwidthTests(), 2u) << "before and after the run";
    ASSERT_EQ(three.earlierTtftMs.size(), 2u);
    for (const double ms : three.earlierTtftMs)
        EXPECT_GT(ms, 0.0);
    EXPECT_EQ(three.decode.size(), 7u);
    EXPECT_EQ(three.tokenTimesMs.size(), 8u);
    EXPECT_EQ(three.firstSequenceTokens, one.firstSequenceTokens)
        << "each prefill starts from an empty cache";
    expectStagesInOrderToTheEnd(cluster.host(1));

    const auto parsed = protocol::parseBenchRankReport(nlohmann::json(three));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed->earlierTtftMs.size(), 2u);

    // A failure in an earlier prefill says which one, and keeps the prefills timed before it.
    HookedModel failsInSecond(makeCpuModel(cpuModelOptions(params)), [](std::uint32_t index) {
        if (index == 1)
            throw std::runtime_error("out of device memory");
    });
    const BenchRankReport failed = runRank(params, failsInSecond, kNoBarrier, cluster.host(1));
    EXPECT_FALSE(failed.completed);
    EXPECT_EQ(failed.failure, "out of device memory during prefill 2 of 3");
    EXPECT_EQ(failed.earlierTtftMs.size(), 1u);
    EXPECT_TRUE(failed.tokenTimesMs.empty());
}

TEST(Driver, SameSeedSameTokensAndWarmupDoesNotChangeThem)
{
    BenchRunParams params = tinyParams();
    TestCluster cluster(1);
    auto model = makeCpuModel(cpuModelOptions(params));
    const BenchRankReport first = runRank(params, *model, kNoBarrier, cluster.host(0));
    params.workload.warmupSteps = 0;
    auto fresh = makeCpuModel(cpuModelOptions(params));
    const BenchRankReport second = runRank(params, *fresh, kNoBarrier, cluster.host(0));
    ASSERT_TRUE(first.completed && second.completed) << first.failure << second.failure;
    EXPECT_EQ(first.firstSequenceTokens, second.firstSequenceTokens);
    EXPECT_TRUE(first.firstLogits.empty()) << "only kept when asked for";
}

TEST(Driver, PromptTokensComeFromTheSeed)
{
    const auto a = promptTokens(1, 3, 50, 2048);
    ASSERT_EQ(a.size(), 150u);
    EXPECT_EQ(a, promptTokens(1, 3, 50, 2048));
    EXPECT_NE(a, promptTokens(2, 3, 50, 2048));
    for (const std::int32_t token : a) {
        EXPECT_GE(token, 0);
        EXPECT_LT(token, 2048);
    }
    // Sequence-major: a longer batch starts with the same sequences.
    const auto longer = promptTokens(1, 4, 50, 2048);
    EXPECT_TRUE(std::equal(a.begin(), a.end(), longer.begin()));
    EXPECT_GT(std::set<std::int32_t>(a.begin(), a.end()).size(), 100u) << "spread over the vocabulary";
}

TEST(Driver, CancelBetweenStepsKeepsTheStepsSoFar)
{
    BenchRunParams params = tinyParams();
    TestCluster cluster(1);
    TestRankHost &host = cluster.host(0);
    // Cancelled while decode step 3 runs: the driver sees it before step 4.
    HookedModel model(makeCpuModel(cpuModelOptions(params)), [&host](std::uint32_t index) {
        if (index == 3)
            host.setCancelled();
    });
    const BenchRankReport report = runRank(params, model, kNoBarrier, host);
    EXPECT_FALSE(report.completed);
    EXPECT_EQ(report.failure, "cancelled");
    EXPECT_EQ(model.measuredSteps(), 4u);
    EXPECT_EQ(report.decode.size(), 3u);
    EXPECT_EQ(report.tokenTimesMs.size(), 4u);
    EXPECT_EQ(report.firstSequenceTokens.size(), 4u);
    EXPECT_GT(report.prefill.wallMs, 0.0);

    // The report of a stopped run travels like any other.
    const auto parsed = protocol::parseBenchRankReport(nlohmann::json(report));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed->decode.size(), 3u);
}

TEST(Driver, CancelledBeforeTheStartRunsNoStep)
{
    BenchRunParams params = tinyParams();
    TestCluster cluster(1);
    cluster.host(0).setCancelled();
    auto model = makeCpuModel(cpuModelOptions(params));
    const BenchRankReport report = runRank(params, *model, kNoBarrier, cluster.host(0));
    EXPECT_FALSE(report.completed);
    EXPECT_EQ(report.failure, "cancelled");
    EXPECT_TRUE(report.decode.empty());
    EXPECT_TRUE(report.tokenTimesMs.empty());
}

TEST(Driver, TimeLimitStopsTheRun)
{
    BenchRunParams params = tinyParams();
    params.maxDurationMs = 1; // the bandwidth test alone takes longer
    TestCluster cluster(1);
    auto model = makeCpuModel(cpuModelOptions(params));
    const BenchRankReport report = runRank(params, *model, kNoBarrier, cluster.host(0));
    EXPECT_FALSE(report.completed);
    EXPECT_EQ(report.failure, "stopped after the run's time limit");
    EXPECT_TRUE(report.decode.empty());
    EXPECT_GT(report.memoryBandwidthGBps, 0.0) << "what was measured is kept";
}

TEST(Driver, AFailingStepIsReportedWithWhereItHappened)
{
    BenchRunParams params = tinyParams();
    TestCluster cluster(1);
    HookedModel model(makeCpuModel(cpuModelOptions(params)), [](std::uint32_t index) {
        if (index == 5)
            throw CommError("Gloo: peer 1 closed the connection");
    });
    const BenchRankReport report = runRank(params, model, kNoBarrier, cluster.host(0));
    EXPECT_FALSE(report.completed);
    EXPECT_EQ(report.failure, "Gloo: peer 1 closed the connection during decode step 5");
    EXPECT_EQ(report.decode.size(), 4u);

    HookedModel failsAtPrefill(makeCpuModel(cpuModelOptions(params)), [](std::uint32_t index) {
        if (index == 0)
            throw std::runtime_error("out of device memory");
    });
    const BenchRankReport atPrefill = runRank(params, failsAtPrefill, kNoBarrier, cluster.host(0));
    EXPECT_FALSE(atPrefill.completed);
    EXPECT_EQ(atPrefill.failure, "out of device memory during the prefill");

    const RankBarrier broken = [] {
        throw CommError("Gloo barrier timed out");
    };
    auto model2 = makeCpuModel(cpuModelOptions(params));
    const BenchRankReport atBarrier = runRank(params, *model2, broken, cluster.host(0));
    EXPECT_FALSE(atBarrier.completed);
    EXPECT_EQ(atBarrier.failure, "Gloo barrier timed out during the barrier before the run");
}

/// Every rank of a split run over real Gloo on loopback, each through the agent's runBenchRank.
std::vector<BenchRankReport> runSplit(BenchLayout layout, std::uint32_t size,
                                      const std::function<void(BenchRunParams &)> &adjust = {})
{
    TestCluster cluster(size);
    const std::string runId = test::uniqueRunId();
    auto outcomes = runRanks(size, [&](std::uint32_t rank) {
        BenchRunParams params = tinyParams(layout, size, rank);
        params.runId = runId;
        if (adjust)
            adjust(params);
        return runBenchRank(params, cluster.host(rank));
    });
    std::vector<BenchRankReport> reports;
    for (std::uint32_t rank = 0; rank < size; ++rank) {
        EXPECT_TRUE(outcomes[rank].ok()) << outcomes[rank].error;
        if (!outcomes[rank].ok())
            return {};
        const auto &answer = *outcomes[rank].value;
        EXPECT_TRUE(answer.ok()) << "rank " << rank << ": " << (answer ? "" : answer.error().message);
        if (!answer)
            return {};
        reports.push_back(*answer);
    }
    return reports;
}

TEST(BenchRun, SingleRankThroughTheAgentsEntryPoint)
{
    TestCluster cluster(1);
    const auto answer = runBenchRank(tinyParams(), cluster.host(0));
    ASSERT_TRUE(answer.ok()) << answer.error().message;
    EXPECT_TRUE(answer->completed) << answer->failure;
    EXPECT_GT(answer->memoryAvailableBytes, 0u);
    EXPECT_EQ(answer->decode.size(), 7u);
    const auto stages = stagesOf(cluster.host(0));
    ASSERT_FALSE(stages.empty());
    EXPECT_EQ(stages.front(), "weights");
    EXPECT_EQ(stages.back(), "decode");
    EXPECT_EQ(availableBackends().front(), "cpu");
}

TEST(BenchRun, TensorParallelSamplesOnRankZeroWithTheSingleTokens)
{
    TestCluster single(1);
    const auto reference = runBenchRank(tinyParams(), single.host(0));
    ASSERT_TRUE(reference.ok() && reference->completed);

    const auto reports = runSplit(BenchLayout::TensorParallel, 2);
    ASSERT_EQ(reports.size(), 2u);
    for (const auto &report : reports) {
        EXPECT_TRUE(report.completed) << report.failure;
        EXPECT_EQ(report.decode.size(), 7u);
        for (const auto &step : report.decode) {
            EXPECT_GT(step.bytesSent, 0u) << "two all-reduces per layer";
            EXPECT_GE(step.commMs, 0.0);
            EXPECT_LE(step.commMs, step.wallMs + 1e-6);
        }
    }
    EXPECT_EQ(reports[0].firstSequenceTokens, reference->firstSequenceTokens);
    EXPECT_EQ(reports[0].tokenTimesMs.size(), 8u);
    EXPECT_TRUE(reports[1].tokenTimesMs.empty()) << "only the sampling rank keeps token times";
    EXPECT_TRUE(reports[1].firstSequenceTokens.empty());
    EXPECT_LT(reports[0].weightBytes, reference->weightBytes);
}

TEST(BenchRun, SeveralPrefillsAreTimedOnTheSamplingRankOnly)
{
    TestCluster single(1);
    const auto reference = runBenchRank(tinyParams(), single.host(0));
    ASSERT_TRUE(reference.ok() && reference->completed);

    const auto reports = runSplit(BenchLayout::TensorParallel, 2,
                                  [](BenchRunParams &params) { params.workload.prefills = 3; });
    ASSERT_EQ(reports.size(), 2u);
    EXPECT_TRUE(reports[0].completed && reports[1].completed) << reports[0].failure << reports[1].failure;
    EXPECT_EQ(reports[0].earlierTtftMs.size(), 2u);
    EXPECT_TRUE(reports[1].earlierTtftMs.empty());
    EXPECT_EQ(reports[0].firstSequenceTokens, reference->firstSequenceTokens);
}

TEST(BenchRun, PipelineSamplesOnTheLastStage)
{
    TestCluster single(1);
    const auto reference = runBenchRank(tinyParams(), single.host(0));
    ASSERT_TRUE(reference.ok() && reference->completed);

    const auto reports = runSplit(BenchLayout::PipelineParallel, 2);
    ASSERT_EQ(reports.size(), 2u);
    EXPECT_TRUE(reports[0].completed && reports[1].completed) << reports[0].failure << reports[1].failure;
    EXPECT_TRUE(reports[0].tokenTimesMs.empty());
    EXPECT_EQ(reports[1].tokenTimesMs.size(), 8u);
    EXPECT_EQ(reports[1].firstSequenceTokens, reference->firstSequenceTokens);
}

TEST(BenchRun, AFailedPeerStopsTheOthersBeforeTheRun)
{
    // A rank that could not make its weights publishes why; here the key is set before the run.
    TestCluster cluster(2);
    const std::string runId = test::uniqueRunId();
    const std::string why = "rank 1: simulated failure";
    cluster.store().set(runId + "/failed", std::vector<std::uint8_t>(why.begin(), why.end()));
    auto outcomes = runRanks(2, [&](std::uint32_t rank) {
        BenchRunParams params = tinyParams(BenchLayout::TensorParallel, 2, rank);
        params.runId = runId;
        return runBenchRank(params, cluster.host(rank));
    });
    for (const auto &outcome : outcomes) {
        ASSERT_TRUE(outcome.ok()) << outcome.error;
        ASSERT_FALSE(outcome.value->ok());
        EXPECT_EQ(outcome.value->error().code, AgentErrorCode::BenchFailed);
        EXPECT_NE(outcome.value->error().message.find(why), std::string::npos)
            << outcome.value->error().message;
    }
}

TEST(BenchRun, RefusesWhatItCannotRun)
{
    TestCluster cluster(1);
    BenchRunParams huge = tinyParams();
    huge.model = *protocol::presetModelShape("llama-3.1-70b");
    const auto tooBig = runBenchRank(huge, cluster.host(0));
    ASSERT_FALSE(tooBig.ok());
    EXPECT_EQ(tooBig.error().code, AgentErrorCode::DoesNotFit);
    const std::string &message = tooBig.error().message;
    EXPECT_EQ(message.rfind("llama-3.1-70b f32 needs ", 0), 0u) << message;
    EXPECT_NE(message.find("(weights 282.2 GB, KV cache "), std::string::npos) << message;
    EXPECT_NE(message.find(" is available: use bf16"), std::string::npos) << message;
    EXPECT_TRUE(cluster.host(0).progressCalls().empty()) << "refused before anything was allocated";

    BenchRunParams f16 = tinyParams();
    f16.dtype = protocol::DType::F16;
    const auto noF16 = runBenchRank(f16, cluster.host(0));
    ASSERT_FALSE(noF16.ok());
    EXPECT_EQ(noF16.error().code, AgentErrorCode::BenchFailed);
    EXPECT_NE(noF16.error().message.find("bf16"), std::string::npos);

    const auto badLayout = runBenchRank(tinyParams(BenchLayout::TensorParallel, 3, 0), cluster.host(0));
    ASSERT_FALSE(badLayout.ok());
    EXPECT_EQ(badLayout.error().code, AgentErrorCode::BenchFailed);
    EXPECT_NE(badLayout.error().message.find("tensor parallel over 3"), std::string::npos);

    BenchRunParams cuda = tinyParams();
    cuda.backend = protocol::BenchBackend::Cuda;
    const auto noCuda = runBenchRank(cuda, cluster.host(0));
    const std::vector<std::string> backends = availableBackends();
    if (std::find(backends.begin(), backends.end(), "cuda") == backends.end()) {
        ASSERT_FALSE(noCuda.ok());
        EXPECT_EQ(noCuda.error().code, AgentErrorCode::BenchFailed);
        EXPECT_FALSE(noCuda.error().message.empty());
    }
}

TEST(BenchRun, APeerThatNeverComesFailsTheConnect)
{
    TestCluster cluster(2);
    BenchRunParams params = tinyParams(BenchLayout::TensorParallel, 2, 0);
    params.commTimeoutMs = 1500;
    const auto answer = runBenchRank(params, cluster.host(0));
    ASSERT_FALSE(answer.ok());
    EXPECT_EQ(answer.error().code, AgentErrorCode::BenchFailed);
    EXPECT_NE(answer.error().message.find("Gloo"), std::string::npos) << answer.error().message;
    // As when the weights fail: the other ranks learn at once that this one will not run.
    EXPECT_TRUE(cluster.store().contains(params.runId + "/failed"));
}

TEST(BenchRankReportJson, NonFiniteLogitsAreLeftOutAndTheRestParses)
{
    BenchRankReport report;
    report.backend = protocol::BenchBackend::Cpu;
    report.completed = true;
    report.firstSequenceTokens = {3, 1};
    for (const float bad :
         {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity()}) {
        report.firstLogits = {0.5f, bad, -1.0f};
        nlohmann::json json;
        protocol::to_json(json, report);
        EXPECT_FALSE(json.contains("first_logits")) << json.dump();
        const auto parsed = protocol::parseBenchRankReport(nlohmann::json::parse(json.dump()));
        ASSERT_TRUE(parsed.ok()) << parsed.error().message;
        EXPECT_TRUE(parsed->completed);
        EXPECT_TRUE(parsed->firstLogits.empty());
        EXPECT_EQ(parsed->firstSequenceTokens, report.firstSequenceTokens);
    }
    report.firstLogits = {0.5f, -1.0f};
    nlohmann::json json;
    protocol::to_json(json, report);
    const auto parsed = protocol::parseBenchRankReport(nlohmann::json::parse(json.dump()));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed->firstLogits, report.firstLogits);
}

} // namespace
} // namespace shardscope::bench
