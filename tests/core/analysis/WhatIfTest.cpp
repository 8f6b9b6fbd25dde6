#include "tests/support/RecordedRun.h"

#include "core/analysis/WhatIf.h"

#include <gtest/gtest.h>

using namespace shardscope::core;
using namespace shardscope::test;
namespace protocol = shardscope::protocol;
using protocol::BenchBackend;
using protocol::BenchLayout;
using protocol::DType;

// The α-β model worked out by hand for each case: messages × α + bytes ÷ β, with the message and
// byte counts of a ring all-reduce and of a pipeline's hand-offs written out in the comments.

namespace {

constexpr double kTolerance = 1e-9;

protocol::ModelShape oneB()
{
    return *protocol::presetModelShape("llama-3.2-1b"); // 16 layers, hidden 2048
}

RecordedRun tensorRun(double computeMs, double commMs, std::uint32_t concurrency = 1)
{
    RecordedRun run;
    run.layout = BenchLayout::TensorParallel;
    run.nodes = {QStringLiteral("node1"), QStringLiteral("node2")};
    run.concurrency = concurrency;
    run.computeMsPerStep = computeMs;
    run.commMsPerStep = commMs;
    run.prefillComputeMs = 300;
    run.prefillCommMs = 70;
    run.bytesPerRankPerStep = 16 * 2 * 8192;
    return run;
}

} // namespace

TEST(WhatIfTest, TheLinkModelIsTheTcpRoundTripAndTheSlowerDirection)
{
    RecordedLink link;
    link.rttP50Us = 2100;
    link.forwardBitsPerSecond = 941e6;
    link.reverseBitsPerSecond = 880e6;
    const auto model = linkModelFromReport(linkReport(link));
    ASSERT_TRUE(model.has_value());
    EXPECT_EQ(model->rttUs, 2100);
    EXPECT_EQ(model->bytesPerSecond, 880e6 / 8);

    protocol::LinkPairReport noRtt = linkReport(link);
    noRtt.test.tcpLatency.rtt.reset();
    EXPECT_FALSE(linkModelFromReport(noRtt).has_value());

    protocol::LinkPairReport oneWay = linkReport(link);
    std::erase_if(oneWay.test.throughput, [](const protocol::ThroughputPhase &phase) {
        return phase.mode == protocol::LinkMode::Reverse;
    });
    EXPECT_FALSE(linkModelFromReport(oneWay).has_value());

    link.reverseBitsPerSecond = 0;
    EXPECT_FALSE(linkModelFromReport(linkReport(link)).has_value());
}

TEST(WhatIfTest, LinkClassesGoFromSlowestToFastestWithGoodputBelowTheLineRate)
{
    const QList<LinkClass> &classes = linkClasses();
    ASSERT_EQ(classes.size(), 7);
    const QList<LinkClassId> order{LinkClassId::Wifi,         LinkClassId::Ethernet1G,
                                   LinkClassId::Ethernet2_5G, LinkClassId::Ethernet10G,
                                   LinkClassId::Thunderbolt,  LinkClassId::Ethernet25G,
                                   LinkClassId::Ethernet100G};
    for (qsizetype i = 0; i < classes.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(classes.at(i).id, order.at(i));
        EXPECT_GT(classes.at(i).link.rttUs, 0);
        if (i > 0) {
            EXPECT_GT(classes.at(i).link.bytesPerSecond, classes.at(i - 1).link.bytesPerSecond);
            EXPECT_LE(classes.at(i).link.rttUs, classes.at(i - 1).link.rttUs);
        }
    }
    // TCP goodput is below the Ethernet line rate (headers, gaps), and above 85 % of it.
    const QList<std::pair<LinkClassId, double>> lineRates{{LinkClassId::Ethernet1G, 1e9},
                                                          {LinkClassId::Ethernet2_5G, 2.5e9},
                                                          {LinkClassId::Ethernet10G, 10e9},
                                                          {LinkClassId::Ethernet25G, 25e9},
                                                          {LinkClassId::Ethernet100G, 100e9}};
    for (const auto &[id, lineRate] : lineRates) {
        const auto it
            = std::find_if(classes.begin(), classes.end(), [id](const LinkClass &c) { return c.id == id; });
        ASSERT_NE(it, classes.end());
        EXPECT_LT(it->link.bytesPerSecond * 8, lineRate);
        EXPECT_GT(it->link.bytesPerSecond * 8, 0.85 * lineRate);
    }
}

TEST(WhatIfTest, GlooPaysAWholeRoundTripPerCollectiveMessageNcclHalf)
{
    EXPECT_EQ(messageRoundTrips(BenchBackend::Cpu), 1.0);
    EXPECT_EQ(messageRoundTrips(BenchBackend::Cuda), 0.5);
}

TEST(WhatIfTest, ATensorParallelMeasurementIsTheSlowestRanksComputeAndTheSummarysFigures)
{
    const RecordedRun run = tensorRun(40, 120, 2);
    const auto measured = splitMeasurement(recordedResult(run), 16);
    ASSERT_TRUE(measured.has_value());
    EXPECT_EQ(measured->layout, BenchLayout::TensorParallel);
    EXPECT_EQ(measured->worldSize, 2u);
    EXPECT_EQ(measured->batch, 2u);
    EXPECT_EQ(measured->promptTokens, 16u);
    EXPECT_NEAR(measured->computeMsPerStep, 40, kTolerance);
    EXPECT_NEAR(measured->prefillComputeMs, 300, kTolerance);
    EXPECT_NEAR(measured->measuredStepMs, 160, kTolerance);
    EXPECT_NEAR(measured->measuredTokensPerSecond, 2 * 1000.0 / 160, kTolerance);
    EXPECT_NEAR(measured->measuredTtftMs, 370, kTolerance);
    EXPECT_NEAR(measured->measuredCommMsPerStep, 120, kTolerance);
}

TEST(WhatIfTest, APipelineMeasurementAddsUpTheStagesCompute)
{
    RecordedRun run;
    run.layout = BenchLayout::PipelineParallel;
    run.nodes = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    run.computeMsPerStep = 30;
    run.commMsPerStep = 12;
    run.prefillComputeMs = 100;
    run.prefillCommMs = 9;
    const auto measured = splitMeasurement(recordedResult(run), 64);
    ASSERT_TRUE(measured.has_value());
    EXPECT_EQ(measured->worldSize, 3u);
    EXPECT_NEAR(measured->computeMsPerStep, 3 * 30, kTolerance);
    EXPECT_NEAR(measured->prefillComputeMs, 3 * 100, kTolerance);
    EXPECT_NEAR(measured->measuredStepMs, 3 * 30 + 12, kTolerance);
    EXPECT_NEAR(measured->measuredTtftMs, 3 * 100 + 9, kTolerance);
}

TEST(WhatIfTest, OnlyCompleteSplitRunsWithEveryRankAreMeasurements)
{
    RecordedRun single;
    EXPECT_FALSE(splitMeasurement(recordedResult(single), 16).has_value());

    RecordedRun replicas = tensorRun(40, 0);
    replicas.layout = BenchLayout::Replicas;
    EXPECT_FALSE(splitMeasurement(recordedResult(replicas), 16).has_value());

    RecordedRun failed = tensorRun(40, 120);
    failed.status = RunStatus::Failed;
    EXPECT_FALSE(splitMeasurement(recordedResult(failed), 16).has_value());

    StoredBenchResult missingRank = recordedResult(tensorRun(40, 120));
    missingRank.reports[1].reset();
    EXPECT_FALSE(splitMeasurement(missingRank, 16).has_value());

    StoredBenchResult noSteps = recordedResult(tensorRun(40, 120));
    noSteps.reports[1]->decode.clear();
    EXPECT_FALSE(splitMeasurement(noSteps, 16).has_value());
}

TEST(WhatIfTest, TensorParallelOnCpuCountsTwoRoundTripsPerAllReduce)
{
    // 1B, 2 ranks, batch 1, 16-token prompt, Gloo (fp32 activations): 2 × 16 all-reduces per step,
    // each a ring of 2 messages (a whole round trip each) carrying (n − 1)/n × 2 of 2048 × 4 bytes,
    // plus the arg-max all-gather: 1 message of 8 bytes.
    const double rttUs = 2000;
    const double beta = 117.5e6;
    const LinkModel link{rttUs, beta};
    SplitMeasurement measured;
    measured.layout = BenchLayout::TensorParallel;
    measured.worldSize = 2;
    measured.batch = 1;
    measured.promptTokens = 16;
    measured.computeMsPerStep = 150;
    measured.prefillComputeMs = 900;

    const double allReduceMs = 2 * rttUs / 1000 + 2048.0 * 4 / beta * 1000;
    const double argMaxMs = rttUs / 1000 + 8 / beta * 1000;
    const double commMs = 32 * allReduceMs + argMaxMs;
    const double prefillAllReduceMs = 2 * rttUs / 1000 + 16 * 2048.0 * 4 / beta * 1000;
    const double prefillCommMs = 32 * prefillAllReduceMs + argMaxMs;

    const SplitPrediction prediction = predictSplit(oneB(), DType::BF16, BenchBackend::Cpu, measured, link);
    EXPECT_NEAR(prediction.commMsPerStep, commMs, 1e-9);
    EXPECT_NEAR(prediction.stepMs, 150 + commMs, 1e-9);
    EXPECT_NEAR(prediction.tokensPerSecond, 1000 / (150 + commMs), 1e-9);
    EXPECT_NEAR(prediction.prefillCommMs, prefillCommMs, 1e-9);
    EXPECT_NEAR(prediction.ttftMs, 900 + prefillCommMs, 1e-9);
}

TEST(WhatIfTest, TensorParallelOnCudaSendsTheDtypeAndPaysHalfARoundTrip)
{
    SplitMeasurement measured;
    measured.layout = BenchLayout::TensorParallel;
    measured.worldSize = 4;
    measured.batch = 8;
    measured.promptTokens = 128;
    measured.computeMsPerStep = 10;
    const LinkModel link{50, 9.41e9 / 8};
    const SplitPrediction prediction = predictSplit(oneB(), DType::BF16, BenchBackend::Cuda, measured, link);
    EXPECT_NEAR(prediction.commMsPerStep,
                tensorParallelCommMsEstimate(oneB(), 2, 4, 8, 25, link.bytesPerSecond), 1e-12);
    // bf16 halves the bytes: less than the same step in fp32.
    EXPECT_LT(prediction.commMsPerStep,
              tensorParallelCommMsEstimate(oneB(), 4, 4, 8, 25, link.bytesPerSecond));
}

TEST(WhatIfTest, APipelineSendsActivationsOnAndTheTokensBackOneWayEach)
{
    // 3 stages, batch 4, 32-token prompt, CPU: two hand-offs of 2048 × rows × 4 bytes and the
    // sampled tokens back to the first stage (4 × 4 bytes), each half a round trip plus bytes ÷ β.
    const double rttUs = 400;
    const double beta = 1e9 / 8;
    SplitMeasurement measured;
    measured.layout = BenchLayout::PipelineParallel;
    measured.worldSize = 3;
    measured.batch = 4;
    measured.promptTokens = 32;
    measured.computeMsPerStep = 60;
    measured.prefillComputeMs = 400;
    const double alphaMs = rttUs / 2 / 1000;
    const double tokensMs = alphaMs + 16 / beta * 1000;
    const double commMs = 2 * (alphaMs + 2048.0 * 4 * 4 / beta * 1000) + tokensMs;
    const double prefillCommMs = 2 * (alphaMs + 2048.0 * 4 * 32 * 4 / beta * 1000) + tokensMs;

    const SplitPrediction prediction
        = predictSplit(oneB(), DType::BF16, BenchBackend::Cpu, measured, LinkModel{rttUs, beta});
    EXPECT_NEAR(prediction.commMsPerStep, commMs, 1e-9);
    EXPECT_NEAR(prediction.tokensPerSecond, 4 * 1000 / (60 + commMs), 1e-9);
    EXPECT_NEAR(prediction.prefillCommMs, prefillCommMs, 1e-9);
    EXPECT_NEAR(prediction.ttftMs, 400 + prefillCommMs, 1e-9);
}

TEST(WhatIfTest, NoBandwidthOrOneRankPredictsNothing)
{
    SplitMeasurement measured;
    measured.layout = BenchLayout::TensorParallel;
    measured.worldSize = 2;
    measured.batch = 1;
    measured.computeMsPerStep = 10;
    EXPECT_EQ(predictSplit(oneB(), DType::F32, BenchBackend::Cpu, measured, LinkModel{100, 0}),
              SplitPrediction{});
    measured.worldSize = 1;
    EXPECT_EQ(predictSplit(oneB(), DType::F32, BenchBackend::Cpu, measured, LinkModel{100, 1e8}),
              SplitPrediction{});
}

TEST(WhatIfTest, ARunThatBehavesLikeTheModelHasNoErrorAndFasterLinksPredictMore)
{
    // A recorded TP run over a 1 GbE link with 2 ms round trips whose communication took exactly
    // what the model says: the what-if must find no error at the measured link.
    const LinkModel link{2000, 117.5e6};
    SplitMeasurement shape;
    shape.layout = BenchLayout::TensorParallel;
    shape.worldSize = 2;
    shape.batch = 1;
    shape.promptTokens = 16;
    const SplitPrediction commOnly = predictSplit(oneB(), DType::BF16, BenchBackend::Cpu, shape, link);
    RecordedRun run = tensorRun(150, commOnly.commMsPerStep);
    run.prefillCommMs = commOnly.prefillCommMs;
    const StoredBenchResult result = recordedResult(run);

    const auto what = whatIf(oneB(), DType::BF16, BenchBackend::Cpu, result, 16, link);
    ASSERT_TRUE(what.has_value());
    EXPECT_EQ(what->measuredLink, link);
    EXPECT_NEAR(what->tokensPerSecondError, 0, 1e-9);
    EXPECT_NEAR(what->ttftError, 0, 1e-9);
    ASSERT_EQ(what->classes.size(), linkClasses().size());
    for (qsizetype i = 0; i < what->classes.size(); ++i) {
        EXPECT_EQ(what->classes.at(i).linkClass.id, linkClasses().at(i).id);
        EXPECT_EQ(what->classes.at(i).prediction, predictSplit(oneB(), DType::BF16, BenchBackend::Cpu,
                                                               what->measured, linkClasses().at(i).link));
        if (i > 0) {
            EXPECT_GT(what->classes.at(i).prediction.tokensPerSecond,
                      what->classes.at(i - 1).prediction.tokensPerSecond);
        }
    }
    // Never faster than the compute alone.
    EXPECT_LT(what->classes.back().prediction.tokensPerSecond, 1000.0 / 150);
}

TEST(WhatIfTest, TheErrorIsPredictedOverMeasuredMinusOne)
{
    // The run spent 25 % longer per step than the model's step: the model says 25 % more tokens/s.
    const LinkModel link{2000, 117.5e6};
    SplitMeasurement shape;
    shape.layout = BenchLayout::TensorParallel;
    shape.worldSize = 2;
    shape.batch = 1;
    shape.promptTokens = 16;
    const SplitPrediction commOnly = predictSplit(oneB(), DType::BF16, BenchBackend::Cpu, shape, link);
    const double modelStepMs = 150 + commOnly.commMsPerStep;
    RecordedRun run = tensorRun(150, 1.25 * modelStepMs - 150);
    const auto what = whatIf(oneB(), DType::BF16, BenchBackend::Cpu, recordedResult(run), 16, link);
    ASSERT_TRUE(what.has_value());
    EXPECT_NEAR(what->tokensPerSecondError, 1.25 - 1, 1e-9);
    EXPECT_NEAR(what->atMeasuredLink.stepMs, modelStepMs, 1e-9);

    EXPECT_FALSE(whatIf(oneB(), DType::BF16, BenchBackend::Cpu, recordedResult(run), 16, LinkModel{2000, 0}));
    EXPECT_FALSE(whatIf(oneB(), DType::BF16, BenchBackend::Cpu, recordedResult(RecordedRun{}), 16, link));
}

TEST(TrafficEstimate, TheEightBShapeOnTwoCpuMachinesAtOneHundredMsPerTokenRunBackwards)
{
    const protocol::ModelShape shape = *protocol::presetModelShape("llama-3.1-8b");
    ASSERT_EQ(shape.layers, 32u);
    ASSERT_EQ(shape.hidden, 4096u);
    const TrafficEstimate estimate
        = estimateTraffic(shape, protocol::DType::BF16, protocol::BenchBackend::Cpu, 2, 1, 100.0);
    ASSERT_EQ(estimate.layouts.size(), 4);
    const double row = 4096.0 * 4; // fp32 activations on the CPU, one request

    // Tensor parallel: 2 × 32 all-reduces of 2(n − 1) = 2 messages and one arg-max message, each a
    // whole round trip on Gloo; each rank sends half of every all-reduce twice.
    const LayoutTraffic &tensor = estimate.layouts[0];
    EXPECT_EQ(tensor.layout, TrafficLayout::TensorParallel);
    EXPECT_DOUBLE_EQ(tensor.roundTripsPerStep, 2 * 32 * 2 + 1);
    const double tensorBytes = 2 * 32 * row + kArgMaxBytesPerSequence;
    EXPECT_DOUBLE_EQ(tensor.criticalBytesPerStep, tensorBytes);
    EXPECT_DOUBLE_EQ(tensor.bytesPerStep, tensorBytes);
    ASSERT_TRUE(tensor.maxRttUs && tensor.minBitsPerSecond);
    EXPECT_NEAR(*tensor.maxRttUs, 100'000.0 / 129, 1e-9);
    EXPECT_NEAR(*tensor.minBitsPerSecond, tensorBytes * 8 / 0.1, 1e-3);

    // Pipeline: two messages a step (the activation, the token back), half a round trip each.
    const LayoutTraffic &pipeline = estimate.layouts[1];
    EXPECT_DOUBLE_EQ(pipeline.roundTripsPerStep, 1);
    EXPECT_DOUBLE_EQ(pipeline.criticalBytesPerStep, row + 4);
    EXPECT_NEAR(*pipeline.maxRttUs, 100'000.0, 1e-9);
    EXPECT_NEAR(*pipeline.minBitsPerSecond, (row + 4) * 8 / 0.1, 1e-6);

    // llama.cpp over RPC: seven round trips for the one remote machine, its input and output in fp32.
    const LayoutTraffic &rpc = estimate.layouts[2];
    EXPECT_DOUBLE_EQ(rpc.roundTripsPerStep, 7);
    EXPECT_DOUBLE_EQ(rpc.criticalBytesPerStep, 2 * row);
    EXPECT_DOUBLE_EQ(rpc.bytesPerStep, row);
    EXPECT_NEAR(*rpc.maxRttUs, 100'000.0 / 7, 1e-9);

    // Copies: the streamed token only, and nothing to wait for.
    const LayoutTraffic &copies = estimate.layouts[3];
    EXPECT_DOUBLE_EQ(copies.bytesPerStep, kStreamedBytesPerToken);
    EXPECT_FALSE(copies.maxRttUs);
    EXPECT_FALSE(copies.minBitsPerSecond);
}

TEST(TrafficEstimate, MoreMachinesMoreRequestsAndNoBudget)
{
    const protocol::ModelShape shape = *protocol::presetModelShape("llama-3.1-8b");
    const TrafficEstimate two
        = estimateTraffic(shape, protocol::DType::BF16, protocol::BenchBackend::Cuda, 2, 1, 50.0);
    const TrafficEstimate four
        = estimateTraffic(shape, protocol::DType::BF16, protocol::BenchBackend::Cuda, 4, 8, 50.0);
    // More machines: more round trips per step; more requests: more bytes, the same round trips.
    EXPECT_GT(four.layouts[0].roundTripsPerStep, two.layouts[0].roundTripsPerStep);
    EXPECT_LT(*four.layouts[0].maxRttUs, *two.layouts[0].maxRttUs);
    EXPECT_GT(four.layouts[1].bytesPerStep, two.layouts[1].bytesPerStep);
    EXPECT_DOUBLE_EQ(four.layouts[2].roundTripsPerStep, 7 * 3);
    // NCCL streams without Gloo's handshake: half a round trip a message.
    EXPECT_DOUBLE_EQ(two.layouts[0].roundTripsPerStep, (2 * 32 * 2 + 1) * 0.5);
    // One machine is taken as two; no TPOT target, no limits.
    const TrafficEstimate none
        = estimateTraffic(shape, protocol::DType::BF16, protocol::BenchBackend::Cpu, 1, 0, std::nullopt);
    EXPECT_EQ(none.machines, 2u);
    EXPECT_EQ(none.batch, 1u);
    for (const LayoutTraffic &traffic : none.layouts) {
        EXPECT_FALSE(traffic.maxRttUs);
        EXPECT_FALSE(traffic.minBitsPerSecond);
    }
}
