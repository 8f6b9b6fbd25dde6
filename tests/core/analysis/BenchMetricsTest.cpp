#include "core/analysis/BenchMetrics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;
using protocol::BenchLayout;
using protocol::BenchRankReport;

// Every expected figure below is worked out by hand from the reports of its test; the comments
// show the arithmetic.

namespace {

constexpr double kTolerance = 1e-9;

protocol::BenchStep step(double wallMs, double commMs = 0, std::uint64_t bytesSent = 0)
{
    protocol::BenchStep figures;
    figures.wallMs = wallMs;
    figures.commMs = commMs;
    figures.bytesSent = bytesSent;
    return figures;
}

/// A rank's report with the fields the summary reads.
BenchRankReport report(std::uint32_t rank, std::vector<double> tokenTimesMs,
                       std::vector<protocol::BenchStep> decode, double bandwidthGBps,
                       std::uint64_t bytesPerDecodeStep)
{
    BenchRankReport result;
    result.rank = rank;
    result.backend = protocol::BenchBackend::Cpu;
    result.device = "CPU: 2 threads, test";
    result.threads = 2;
    result.completed = true;
    result.memoryBandwidthGBps = bandwidthGBps;
    result.bytesPerDecodeStep = bytesPerDecodeStep;
    result.prefill = step(tokenTimesMs.empty() ? 50 : tokenTimesMs.front());
    result.decode = std::move(decode);
    result.tokenTimesMs = std::move(tokenTimesMs);
    return result;
}

BenchRunSpec spec(BenchLayout layout, int nodes, std::uint32_t concurrency)
{
    BenchRunSpec result;
    result.layout = layout;
    for (int i = 0; i < nodes; ++i)
        result.nodes.append(i);
    result.concurrency = concurrency;
    return result;
}

protocol::BenchWorkload workload(std::uint32_t generateTokens)
{
    protocol::BenchWorkload result;
    result.promptTokens = 16;
    result.generateTokens = generateTokens;
    return result;
}

Percentiles expected(double mean, double p50, double p90, double p99, std::uint64_t count)
{
    Percentiles result;
    result.mean = mean;
    result.p50 = p50;
    result.p90 = p90;
    result.p99 = p99;
    result.count = count;
    return result;
}

void expectPercentiles(const Percentiles &actual, const Percentiles &wanted, const char *what)
{
    SCOPED_TRACE(what);
    EXPECT_NEAR(actual.mean, wanted.mean, kTolerance);
    EXPECT_DOUBLE_EQ(actual.p50, wanted.p50);
    EXPECT_DOUBLE_EQ(actual.p90, wanted.p90);
    EXPECT_DOUBLE_EQ(actual.p99, wanted.p99);
    EXPECT_EQ(actual.count, wanted.count);
}

} // namespace

TEST(BenchMetricsTest, PercentilesAreNearestRankOfTheSortedSample)
{
    std::vector<double> oneToTen(10);
    std::iota(oneToTen.begin(), oneToTen.end(), 1.0);
    std::shuffle(oneToTen.begin(), oneToTen.end(), std::mt19937(7));
    // n = 10: p50 → rank ceil(5) = 5, p90 → rank 9, p99 → rank ceil(9.9) = 10.
    EXPECT_EQ(percentiles(oneToTen), expected(5.5, 5, 9, 10, 10));

    std::vector<double> hundred(100);
    std::iota(hundred.begin(), hundred.end(), 1.0);
    std::reverse(hundred.begin(), hundred.end());
    EXPECT_EQ(percentiles(hundred), expected(50.5, 50, 90, 99, 100));

    // Never interpolated: p50 of {1, 2, 3, 4} is the 2nd value, not 2.5.
    EXPECT_EQ(percentiles({4, 1, 3, 2}), expected(2.5, 2, 4, 4, 4));
    EXPECT_EQ(percentiles({3.25}), expected(3.25, 3.25, 3.25, 3.25, 1));
    EXPECT_EQ(percentiles({}), Percentiles{});
}

TEST(BenchMetricsTest, ReplicaShareSpreadsEvenlyFirstReplicasOneMore)
{
    EXPECT_EQ(replicaShare(3, 2, 0), 2u);
    EXPECT_EQ(replicaShare(3, 2, 1), 1u);
    EXPECT_EQ(replicaShare(7, 3, 0), 3u);
    EXPECT_EQ(replicaShare(7, 3, 1), 2u);
    EXPECT_EQ(replicaShare(7, 3, 2), 2u);
    EXPECT_EQ(replicaShare(1, 3, 0), 1u);
    EXPECT_EQ(replicaShare(1, 3, 2), 0u); // idle
    EXPECT_EQ(replicaShare(4, 1, 0), 4u);
    EXPECT_EQ(replicaShare(4, 2, 2), 0u); // no such replica
    EXPECT_EQ(replicaShare(4, 0, 0), 0u);
    EXPECT_EQ(replicaShare(4, 2, -1), 0u);
}

TEST(BenchMetricsTest, SingleNodeBatchOfTwo)
{
    // Batch 2, 4 tokens each: the prefill ends at 100 ms, then three decode steps.
    const QList<std::optional<BenchRankReport>> ranks{
        report(0, {100, 110, 125, 135}, {step(10), step(15), step(10)}, 100, 1'000'000'000)};
    const BenchSummary summary = summarizeBenchRun(spec(BenchLayout::Single, 1, 2), workload(4), ranks);

    EXPECT_EQ(summary.requests, 2u);
    EXPECT_EQ(summary.outputTokens, 8u);
    expectPercentiles(summary.ttftMs, expected(100, 100, 100, 100, 2), "ttft");
    // ITL: {10, 15, 10} per request → {10, 10, 10, 10, 15, 15}; p50 = 3rd, p90 = 6th (ceil 5.4).
    expectPercentiles(summary.itlMs, expected(70.0 / 6, 10, 15, 15, 6), "itl");
    // TPOT: (135 − 100) / 3.
    expectPercentiles(summary.tpotMs, expected(35.0 / 3, 35.0 / 3, 35.0 / 3, 35.0 / 3, 2), "tpot");
    expectPercentiles(summary.e2eMs, expected(135, 135, 135, 135, 2), "e2e");
    EXPECT_NEAR(summary.outputTokensPerSecond, 8 / 0.135, kTolerance);
    EXPECT_NEAR(summary.requestsPerSecond, 2 / 0.135, kTolerance);
    EXPECT_NEAR(summary.decodeStepMs, 35.0 / 3, kTolerance);
    EXPECT_NEAR(summary.computeMsPerStep, 35.0 / 3, kTolerance);
    EXPECT_EQ(summary.commMsPerStep, 0);
    EXPECT_EQ(summary.bytesPerStep, 0u);
    EXPECT_EQ(summary.stragglerRank, -1);
    // 100 GB/s over 1e9 bytes a step = 100 steps/s, × batch 2.
    EXPECT_NEAR(summary.rooflineTokensPerSecond, 200, kTolerance);
    // Measured: 2 tokens per 35/3 ms = 171.43 tokens/s.
    EXPECT_NEAR(summary.rooflineFraction, (2 * 1000.0 / (35.0 / 3)) / 200, kTolerance);
    EXPECT_FALSE(summary.aboveRoofline);
}

TEST(BenchMetricsTest, EveryTimedPrefillIsATtftSampleOfEverySequence)
{
    // Three prefills of a batch of two: the earlier ones took 90 and 140 ms, the last 100 ms. TTFT is
    // over all six samples; TPOT and E2EL still come from the last prefill's token times.
    BenchRankReport sampling = report(0, {100, 110, 125}, {step(10), step(15)}, 100, 1'000'000'000);
    sampling.earlierTtftMs = {90, 140};
    const BenchSummary summary = summarizeBenchRun(spec(BenchLayout::Single, 1, 2), workload(3), {sampling});

    EXPECT_EQ(summary.requests, 2u);
    EXPECT_EQ(summary.outputTokens, 6u);
    // {90, 90, 100, 100, 140, 140}: p50 = 3rd, p90 = 6th (ceil 5.4), p99 = 6th.
    expectPercentiles(summary.ttftMs, expected(110, 100, 140, 140, 6), "ttft");
    expectPercentiles(summary.tpotMs, expected(12.5, 12.5, 12.5, 12.5, 2), "tpot");
    expectPercentiles(summary.e2eMs, expected(125, 125, 125, 125, 2), "e2e");
}

TEST(BenchMetricsTest, TensorParallelTwoFindsTheStragglerAndTheSlowerRanksRoofline)
{
    // Compute (wall − comm): rank 0 {12, 11, 16}, rank 1 {17, 8, 18}. The slowest per step:
    // rank 1 (17, comm 3), rank 0 (11, comm 9), rank 1 (18, comm 2).
    const QList<std::optional<BenchRankReport>> ranks{
        report(0, {50, 70, 90, 110}, {step(20, 8, 1000), step(20, 9, 1000), step(20, 4, 1000)}, 200,
               1'000'000'000),
        report(1, {}, {step(20, 3, 1000), step(20, 12, 1000), step(20, 2, 1000)}, 100, 1'000'000'000)};
    const BenchSummary summary
        = summarizeBenchRun(spec(BenchLayout::TensorParallel, 2, 1), workload(4), ranks);

    EXPECT_EQ(summary.requests, 1u);
    EXPECT_EQ(summary.outputTokens, 4u);
    expectPercentiles(summary.ttftMs, expected(50, 50, 50, 50, 1), "ttft");
    expectPercentiles(summary.itlMs, expected(20, 20, 20, 20, 3), "itl");
    expectPercentiles(summary.e2eMs, expected(110, 110, 110, 110, 1), "e2e");
    EXPECT_NEAR(summary.outputTokensPerSecond, 4 / 0.110, kTolerance);
    EXPECT_EQ(summary.stragglerRank, 1);
    EXPECT_NEAR(summary.computeMsPerStep, (17 + 11 + 18) / 3.0, kTolerance);
    EXPECT_NEAR(summary.commMsPerStep, (3 + 9 + 2) / 3.0, kTolerance);
    EXPECT_EQ(summary.bytesPerStep, 2000u);
    EXPECT_NEAR(summary.decodeStepMs, 20, kTolerance);
    // Rank 0 allows 200 steps/s, rank 1 only 100: the slower rank bounds the step. Batch 1.
    EXPECT_NEAR(summary.rooflineTokensPerSecond, 100, kTolerance);
    EXPECT_NEAR(summary.rooflineFraction, 50.0 / 100, kTolerance); // 1 token per 20 ms
    EXPECT_FALSE(summary.aboveRoofline);
}

TEST(BenchMetricsTest, PipelineTwoSamplesOnTheLastStageAndAddsTheStagesToTheRoofline)
{
    // Stage 0 computes 18 ms a step (30 − 12), stage 1 16 ms (30 − 14).
    const QList<std::optional<BenchRankReport>> ranks{
        report(0, {}, {step(30, 12, 4096), step(30, 12, 4096)}, 100, 2'000'000'000),
        report(1, {200, 230, 260}, {step(30, 14, 16), step(30, 14, 16)}, 200, 2'000'000'000)};
    const BenchSummary summary
        = summarizeBenchRun(spec(BenchLayout::PipelineParallel, 2, 2), workload(3), ranks);

    EXPECT_EQ(summary.requests, 2u);
    EXPECT_EQ(summary.outputTokens, 6u);
    expectPercentiles(summary.ttftMs, expected(200, 200, 200, 200, 2), "ttft");
    expectPercentiles(summary.itlMs, expected(30, 30, 30, 30, 4), "itl");
    expectPercentiles(summary.tpotMs, expected(30, 30, 30, 30, 2), "tpot");
    expectPercentiles(summary.e2eMs, expected(260, 260, 260, 260, 2), "e2e");
    EXPECT_EQ(summary.stragglerRank, 0);
    EXPECT_NEAR(summary.computeMsPerStep, 18, kTolerance);
    EXPECT_NEAR(summary.commMsPerStep, 12, kTolerance);
    EXPECT_EQ(summary.bytesPerStep, 4112u);
    // One step reads 2e9 bytes at 100 GB/s (20 ms) and then 2e9 at 200 GB/s (10 ms): 30 ms, so
    // 33.3 steps/s × batch 2. (The slowest stage alone would allow 100 tokens/s.)
    EXPECT_NEAR(summary.rooflineTokensPerSecond, 2 / 0.030, 1e-6);
    // Measured: 2 tokens per 30 ms: right at the limit, which is allowed.
    EXPECT_NEAR(summary.rooflineFraction, 1.0, 1e-9);
    EXPECT_FALSE(summary.aboveRoofline);
}

TEST(BenchMetricsTest, TwoReplicasServeThreeRequests)
{
    // Concurrency 3 over 2 replicas: replica 0 serves 2 sequences, replica 1 one.
    const QList<std::optional<BenchRankReport>> ranks{
        report(0, {100, 120, 140}, {step(20), step(20)}, 100, 1'000'000'000),
        report(0, {80, 95, 110}, {step(15), step(15)}, 100, 500'000'000)};
    const BenchSummary summary = summarizeBenchRun(spec(BenchLayout::Replicas, 2, 3), workload(3), ranks);

    EXPECT_EQ(summary.requests, 3u);
    EXPECT_EQ(summary.outputTokens, 9u);
    // TTFT {100, 100, 80}; e2e {140, 140, 110}; ITL {20, 20, 20, 20, 15, 15}; TPOT {20, 20, 15}.
    expectPercentiles(summary.ttftMs, expected(280.0 / 3, 100, 100, 100, 3), "ttft");
    expectPercentiles(summary.e2eMs, expected(130, 140, 140, 140, 3), "e2e");
    expectPercentiles(summary.itlMs, expected(110.0 / 6, 20, 20, 20, 6), "itl");
    expectPercentiles(summary.tpotMs, expected(55.0 / 3, 20, 20, 20, 3), "tpot");
    // Over the slowest replica's last token (140 ms).
    EXPECT_NEAR(summary.outputTokensPerSecond, 9 / 0.140, kTolerance);
    EXPECT_NEAR(summary.requestsPerSecond, 3 / 0.140, kTolerance);
    EXPECT_NEAR(summary.decodeStepMs, 20, kTolerance);
    EXPECT_EQ(summary.stragglerRank, 0);
    EXPECT_NEAR(summary.computeMsPerStep, 20, kTolerance);
    EXPECT_EQ(summary.bytesPerStep, 0u);
    // Replica 0: 100 steps/s × 2; replica 1: 200 steps/s × 1.
    EXPECT_NEAR(summary.rooflineTokensPerSecond, 400, kTolerance);
    // Measured: 2 per 20 ms + 1 per 15 ms = 100 + 66.7 tokens/s.
    EXPECT_NEAR(summary.rooflineFraction, (100 + 1000.0 / 15) / 400, kTolerance);
    EXPECT_FALSE(summary.aboveRoofline);
}

TEST(BenchMetricsTest, PartialRunSummarisesWhatWasMeasured)
{
    // Tensor parallel 2: rank 1 never answered; rank 0 failed after one decode step.
    BenchRankReport failed = report(0, {50, 70}, {step(20, 5, 100)}, 10, 100'000'000);
    failed.completed = false;
    failed.failure = "all-reduce: rank 1 did not answer within 10000 ms";
    const QList<std::optional<BenchRankReport>> ranks{failed, std::nullopt};
    const BenchSummary summary
        = summarizeBenchRun(spec(BenchLayout::TensorParallel, 2, 1), workload(64), ranks);

    EXPECT_EQ(summary.requests, 1u);
    EXPECT_EQ(summary.outputTokens, 2u); // what came, not the 64 asked for
    expectPercentiles(summary.itlMs, expected(20, 20, 20, 20, 1), "itl");
    expectPercentiles(summary.e2eMs, expected(70, 70, 70, 70, 1), "e2e");
    EXPECT_NEAR(summary.computeMsPerStep, 15, kTolerance);
    EXPECT_NEAR(summary.commMsPerStep, 5, kTolerance);
    EXPECT_EQ(summary.bytesPerStep, 100u);
    EXPECT_EQ(summary.stragglerRank, 0);
    // Rank 1's bandwidth is unknown: no roofline, and nothing is flagged.
    EXPECT_EQ(summary.rooflineTokensPerSecond, 0);
    EXPECT_EQ(summary.rooflineFraction, 0);
    EXPECT_FALSE(summary.aboveRoofline);

    // A list shorter than the nodes counts the missing ranks as silent, the same way.
    EXPECT_EQ(summarizeBenchRun(spec(BenchLayout::TensorParallel, 2, 1), workload(64), {failed}), summary);
}

TEST(BenchMetricsTest, PipelineWithoutItsSamplingStageHasNoRequests)
{
    const QList<std::optional<BenchRankReport>> ranks{
        report(0, {}, {step(30, 10, 4096), step(40, 10, 4096)}, 10, 200'000'000), std::nullopt};
    const BenchSummary summary
        = summarizeBenchRun(spec(BenchLayout::PipelineParallel, 2, 1), workload(8), ranks);
    EXPECT_EQ(summary.requests, 0u);
    EXPECT_EQ(summary.outputTokens, 0u);
    EXPECT_EQ(summary.ttftMs, Percentiles{});
    EXPECT_EQ(summary.outputTokensPerSecond, 0);
    EXPECT_EQ(summary.decodeStepMs, 0);
    // The stage that answered still shows its steps.
    EXPECT_NEAR(summary.computeMsPerStep, 25, kTolerance);
    EXPECT_EQ(summary.bytesPerStep, 4096u);
    EXPECT_EQ(summary.rooflineTokensPerSecond, 0);

    EXPECT_EQ(summarizeBenchRun(spec(BenchLayout::PipelineParallel, 2, 1), workload(8), {}), BenchSummary{});
}

TEST(BenchMetricsTest, AboveTheRooflineIsFlaggedOnlyBeyondFivePercent)
{
    // 10 GB/s over 1e9 bytes a step: 10 tokens/s at batch 1.
    const auto single = [](double stepMs) {
        const QList<std::optional<BenchRankReport>> ranks{
            report(0, {40, 40 + stepMs, 40 + 2 * stepMs}, {step(stepMs), step(stepMs)}, 10, 1'000'000'000)};
        return summarizeBenchRun(spec(BenchLayout::Single, 1, 1), workload(3), ranks);
    };
    const BenchSummary twice = single(50); // 20 tokens/s
    EXPECT_NEAR(twice.rooflineTokensPerSecond, 10, kTolerance);
    EXPECT_NEAR(twice.rooflineFraction, 2, kTolerance);
    EXPECT_TRUE(twice.aboveRoofline);

    const BenchSummary justOver = single(1000 / 10.6); // 1.06 × the limit
    EXPECT_NEAR(justOver.rooflineFraction, 1.06, 1e-9);
    EXPECT_TRUE(justOver.aboveRoofline);

    const BenchSummary withinError = single(1000 / 10.4); // 1.04 × the limit
    EXPECT_NEAR(withinError.rooflineFraction, 1.04, 1e-9);
    EXPECT_FALSE(withinError.aboveRoofline);

    // No bandwidth measured: no roofline to be above.
    const QList<std::optional<BenchRankReport>> unmeasured{
        report(0, {40, 45, 50}, {step(5), step(5)}, 0, 1'000'000'000)};
    const BenchSummary unknown = summarizeBenchRun(spec(BenchLayout::Single, 1, 1), workload(3), unmeasured);
    EXPECT_EQ(unknown.rooflineTokensPerSecond, 0);
    EXPECT_FALSE(unknown.aboveRoofline);
}

TEST(BenchMetricsTest, TheRooflineAppliesOnlyWhenEveryRankReadsAtLeastTheThreshold)
{
    ASSERT_EQ(kMinRooflineBytes, 256u * 1024 * 1024);
    // 5 ms a step at batch 1: 200 tokens/s, far above what 10 GB/s over 256 MiB allows (37.25).
    const auto single = [](std::uint64_t bytes) {
        const QList<std::optional<BenchRankReport>> ranks{
            report(0, {40, 45, 50}, {step(5), step(5)}, 10, bytes)};
        return summarizeBenchRun(spec(BenchLayout::Single, 1, 1), workload(3), ranks);
    };
    // Below the threshold the weights fit in the caches: no roofline ("n/a"), nothing flagged.
    const BenchSummary cached = single(kMinRooflineBytes - 1);
    EXPECT_EQ(cached.rooflineTokensPerSecond, 0);
    EXPECT_EQ(cached.rooflineFraction, 0);
    EXPECT_FALSE(cached.aboveRoofline);
    EXPECT_FALSE(benchRooflineError(cached));

    const BenchSummary atThreshold = single(kMinRooflineBytes);
    EXPECT_NEAR(atThreshold.rooflineTokensPerSecond, 10e9 / double(kMinRooflineBytes), 1e-9);
    EXPECT_TRUE(atThreshold.aboveRoofline);

    // Tensor parallel: one rank below the threshold takes the roofline away for the run.
    const QList<std::optional<BenchRankReport>> split{
        report(0, {40, 45, 50}, {step(5), step(5)}, 10, 1'000'000'000),
        report(1, {}, {step(5), step(5)}, 10, kMinRooflineBytes / 2)};
    const BenchSummary splitSummary
        = summarizeBenchRun(spec(BenchLayout::TensorParallel, 2, 1), workload(3), split);
    EXPECT_EQ(splitSummary.rooflineTokensPerSecond, 0);
    EXPECT_FALSE(splitSummary.aboveRoofline);

    // Only ranks that run count: an idle replica (concurrency 1 over two) has no report.
    const QList<std::optional<BenchRankReport>> replicas{
        report(0, {40, 140, 240}, {step(100), step(100)}, 10, 1'000'000'000), std::nullopt};
    const BenchSummary replicaSummary
        = summarizeBenchRun(spec(BenchLayout::Replicas, 2, 1), workload(3), replicas);
    EXPECT_NEAR(replicaSummary.rooflineTokensPerSecond, 10, kTolerance);
    EXPECT_NEAR(replicaSummary.rooflineFraction, 1, kTolerance);
    EXPECT_FALSE(replicaSummary.aboveRoofline);
}

TEST(BenchMetricsTest, ARunAboveTheRooflineIsAnErrorSayingSoInPlainWords)
{
    // 10 GB/s over 1e9 bytes: 10 tokens/s allowed; 1 token per 80 ms measured = 12.5.
    const QList<std::optional<BenchRankReport>> ranks{
        report(0, {40, 120, 200}, {step(80), step(80)}, 10, 1'000'000'000)};
    const BenchSummary summary = summarizeBenchRun(spec(BenchLayout::Single, 1, 1), workload(3), ranks);
    ASSERT_TRUE(summary.aboveRoofline);
    const std::optional<Error> error = benchRooflineError(summary);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->detail, QStringLiteral("measured 12.5 tok/s is above the 10.0 tok/s the measured memory "
                                            "bandwidth allows: a measurement error (was the node busy "
                                            "during the bandwidth test?); the figures are kept but not "
                                            "trusted"));

    BenchSummary within = summary;
    within.aboveRoofline = false;
    EXPECT_FALSE(benchRooflineError(within));
}

TEST(BenchMetricsTest, SummaryJsonRoundTripsAndNamesItsFigures)
{
    const QList<std::optional<BenchRankReport>> ranks{
        report(0, {50, 70, 90, 110}, {step(20, 8, 1000), step(20, 9, 1000), step(20, 4, 1000)}, 200,
               1'000'000'000),
        report(1, {}, {step(20, 3, 1000), step(20, 12, 1000), step(20, 2, 1000)}, 100, 1'000'000'000)};
    const BenchSummary summary
        = summarizeBenchRun(spec(BenchLayout::TensorParallel, 2, 1), workload(4), ranks);
    const nlohmann::json json = benchSummaryJson(summary);

    EXPECT_EQ(json.at("requests"), 1);
    EXPECT_EQ(json.at("output_tokens"), 4);
    EXPECT_EQ(json.at("ttft_ms").at("p50"), 50.0);
    EXPECT_EQ(json.at("itl_ms").at("count"), 3);
    EXPECT_EQ(json.at("straggler_rank"), 1);
    EXPECT_EQ(json.at("bytes_per_step"), 2000);
    EXPECT_EQ(json.at("above_roofline"), false);
    EXPECT_DOUBLE_EQ(json.at("roofline_tokens_per_second").get<double>(), 100);

    // Through text, as the store keeps it.
    auto back = benchSummaryFromJson(nlohmann::json::parse(json.dump()));
    ASSERT_TRUE(back.ok()) << back.error().detail.toStdString();
    EXPECT_EQ(*back, summary);

    // A figure an older version did not write reads as 0; a wrong type is an error naming it.
    nlohmann::json older = json;
    older.erase("roofline_fraction");
    auto fromOlder = benchSummaryFromJson(older);
    ASSERT_TRUE(fromOlder.ok());
    EXPECT_EQ(fromOlder->rooflineFraction, 0);
    EXPECT_EQ(fromOlder->requests, 1u);

    nlohmann::json broken = json;
    broken["itl_ms"]["p90"] = "fast";
    auto bad = benchSummaryFromJson(broken);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().code, ErrorCode::InvalidArgument);
    EXPECT_NE(bad.error().detail.indexOf(QStringLiteral("itl_ms.p90")), -1)
        << bad.error().detail.toStdString();
    broken = json;
    broken["requests"] = -1;
    EXPECT_FALSE(benchSummaryFromJson(broken).ok());
    EXPECT_FALSE(benchSummaryFromJson(nlohmann::json::array()).ok());
}

TEST(BenchMetricsTest, TensorParallelCommEstimateIsTheRingAlphaBetaModel)
{
    protocol::ModelShape shape;
    shape.layers = 2;
    shape.hidden = 256;
    // n = 2, batch 1, fp32: each all-reduce moves 1024 bytes: 2 × 1 × 100 µs + 2 × 1/2 × 1024 B /
    // 1e8 B/s = 210.24 µs; four of them (2 per layer) = 840.96 µs; the arg-max all-gather
    // 1 × 100 µs + 1 × 8 B / 1e8 B/s = 100.08 µs. Total 941.04 µs.
    EXPECT_NEAR(tensorParallelCommMsEstimate(shape, 4, 2, 1, 100, 1e8), 0.94104, 1e-12);

    // n = 4, batch 8, bf16: 256 × 8 × 2 = 4096 bytes: 2 × 3 × 10 µs + 2 × 3/4 × 4096 / 1e9 s =
    // 60 µs + 6.144 µs; × 4 = 264.576 µs; all-gather 3 × 10 µs + 3 × 64 / 1e9 s = 30.192 µs.
    EXPECT_NEAR(tensorParallelCommMsEstimate(shape, 2, 4, 8, 10, 1e9), 0.294768, 1e-12);

    EXPECT_EQ(tensorParallelCommMsEstimate(shape, 4, 1, 1, 100, 1e8), 0); // nothing to send
    EXPECT_EQ(tensorParallelCommMsEstimate(shape, 4, 2, 1, 100, 0), 0);   // no bandwidth known
}
