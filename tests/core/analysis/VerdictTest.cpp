#include "tests/support/RecordedRun.h"

#include "core/analysis/Verdict.h"

#include <array>

#include <gtest/gtest.h>

using namespace shardscope::core;
using namespace shardscope::test;
namespace protocol = shardscope::protocol;
using protocol::BenchBackend;
using protocol::BenchLayout;
using protocol::DType;

// The verdict on recorded result sets. Each set is built from per-step figures (RecordedRun);
// every expected number is worked out from those figures here (a step's wall time, the output
// tokens/s of steps + 1 tokens per sequence), never copied from the code's output.

namespace {

constexpr double kTolerance = 1e-9;
constexpr std::uint64_t kGB = 1'000'000'000;

const QStringList kTwoNodes{QStringLiteral("node1"), QStringLiteral("node2")};

RecordedRun single(std::uint32_t concurrency, double stepMs, qint64 id)
{
    RecordedRun run;
    run.id = id;
    run.concurrency = concurrency;
    run.computeMsPerStep = stepMs;
    return run;
}

RecordedRun tensor(std::uint32_t concurrency, double computeMs, double commMs, qint64 id)
{
    RecordedRun run;
    run.id = id;
    run.layout = BenchLayout::TensorParallel;
    run.nodes = kTwoNodes;
    run.concurrency = concurrency;
    run.computeMsPerStep = computeMs;
    run.commMsPerStep = commMs;
    run.prefillCommMs = 40;
    run.bytesPerRankPerStep = 16 * 2 * 8192ull * concurrency;
    return run;
}

RecordedRun pipeline(std::uint32_t concurrency, double stageComputeMs, double commMs, qint64 id)
{
    RecordedRun run = tensor(concurrency, stageComputeMs, commMs, id);
    run.layout = BenchLayout::PipelineParallel;
    run.prefillComputeMs = 100;
    return run;
}

/// Two replicas, each serving half the concurrency in `stepMs` per step.
RecordedRun replicas(std::uint32_t concurrency, double stepMs, qint64 id)
{
    RecordedRun run = single(concurrency, stepMs, id);
    run.layout = BenchLayout::Replicas;
    run.nodes = kTwoNodes;
    return run;
}

QList<StoredBenchResult> recorded(const QList<RecordedRun> &runs)
{
    QList<StoredBenchResult> results;
    for (const RecordedRun &run : runs)
        results.append(recordedResult(run));
    return results;
}

MemoryFit fitsOnOneNode()
{
    MemoryNeed need;
    need.weightBytes = 3 * kGB;
    return fitModel(need, {NodeMemory{QStringLiteral("node1"), 32 * kGB, 0},
                           NodeMemory{QStringLiteral("node2"), 32 * kGB, 0}});
}

InferenceGoal goal(UsagePattern usage, std::optional<double> ttftTargetMs = {},
                   std::optional<double> tpotTargetMs = {})
{
    return InferenceGoal{usage, ttftTargetMs, tpotTargetMs};
}

} // namespace

TEST(VerdictTest, FitsOnOneNodeAndTheSplitIsSlowerPerTokenSoAChatterStays)
{
    // One node: 50 ms a token. Tensor parallel over two: 28 ms of compute and 127 ms in the
    // all-reduces, 155 ms a token. Replicas make no conversation faster.
    const RecordedRun one = single(1, 50, 1);
    const RecordedRun split = tensor(1, 28, 127, 2);
    const RecordedRun copies = replicas(2, 50, 3);
    VerdictInput input{
        goal(UsagePattern::Chat, 150.0, 100.0), recorded({one, split, copies}), fitsOnOneNode(), {}};
    const Verdict verdict = decideVerdict(input);

    EXPECT_EQ(verdict.kind, VerdictKind::StayOnOneNode);
    EXPECT_EQ(verdict.usage, UsagePattern::Chat);
    EXPECT_EQ(verdict.concurrency, 1u); // chat: the lowest concurrency measured
    ASSERT_TRUE(verdict.chosen && verdict.single && verdict.bestSplit);
    EXPECT_EQ(verdict.chosen->layout, BenchLayout::Single);
    EXPECT_EQ(verdict.chosen->resultId, 1);
    EXPECT_FALSE(verdict.replicas.has_value()); // they ran at 2, not at 1
    EXPECT_NEAR(verdict.splitSlowdown, (28.0 + 127) / 50, kTolerance);
    EXPECT_NEAR(verdict.splitNetworkShare, 127 / (28.0 + 127), kTolerance);
    EXPECT_EQ(verdict.replicasGain, 0);
    EXPECT_EQ(verdict.fit, FitKind::OneNode);
    EXPECT_EQ(verdict.nodesNeeded, 1);
    // Targets against the chosen run: 50 ms a token is within 100 ms; the 200 ms prefill is over 150.
    EXPECT_EQ(verdict.tpotTargetMet, std::optional<bool>(true));
    EXPECT_EQ(verdict.ttftTargetMet, std::optional<bool>(false));
    EXPECT_EQ(verdict.ttftTargetMs, std::optional<double>(150.0));
    EXPECT_EQ(verdict.tpotTargetMs, std::optional<double>(100.0));
}

TEST(VerdictTest, ANetworkBoundSplitStaysOnOneNodeAndNamesTheLinkThatWouldChangeThat)
{
    // llama-3.2-1b on the CPU. One node: 28 ms a token (1000 / 28 = 35.7 tokens/s). Tensor
    // parallel over a 1 Gbit/s link with 2 ms round trips: 20 ms of compute, 150 ms waiting for
    // 65 Gloo messages a token.
    const protocol::ModelShape shape = *protocol::presetModelShape("llama-3.2-1b");
    const RecordedRun one = single(1, 28, 1);
    const RecordedRun split = tensor(1, 20, 150, 2);
    const QList<StoredBenchResult> results = recorded({one, split});
    const LinkModel measuredLink{2000, 117.5e6};
    const auto what = whatIf(shape, DType::BF16, BenchBackend::Cpu, results.at(1), 16, measuredLink);
    ASSERT_TRUE(what.has_value());

    const Verdict verdict
        = decideVerdict(VerdictInput{goal(UsagePattern::Both), results, fitsOnOneNode(), what});
    EXPECT_EQ(verdict.kind, VerdictKind::StayOnOneNode);
    EXPECT_EQ(verdict.usage, UsagePattern::Both);
    EXPECT_NEAR(verdict.splitSlowdown, 170.0 / 28, kTolerance);
    EXPECT_NEAR(verdict.splitNetworkShare, 150.0 / 170, kTolerance);
    EXPECT_EQ(verdict.measuredLink, std::optional<LinkModel>(measuredLink));

    // The first class, slowest first, that the model puts above the measured link and above one
    // node's 35.7 tokens/s. By hand: per token 20 ms + 32 all-reduces of two round trips and
    // 8 KiB + one all-gather of one round trip; 1 GbE (150 µs): 20 + 9.75 + 2.2 ms = 31.3 tokens/s;
    // 2.5 GbE (120 µs): 34.9; 10 GbE (50 µs): 42.6: the first above 35.7.
    ASSERT_TRUE(verdict.fasterLink.has_value());
    EXPECT_EQ(verdict.fasterLink->linkClass.id, LinkClassId::Ethernet10G);
    const double oneNodeTokensPerSecond = 1000.0 / 28;
    for (const WhatIf::AtClass &atClass : what->classes) {
        if (atClass.linkClass.id == LinkClassId::Ethernet10G)
            break;
        EXPECT_TRUE(atClass.prediction.tokensPerSecond <= oneNodeTokensPerSecond
                    || atClass.prediction.tokensPerSecond <= what->atMeasuredLink.tokensPerSecond)
            << int(atClass.linkClass.id);
    }
    EXPECT_GT(verdict.fasterLink->prediction.tokensPerSecond, oneNodeTokensPerSecond);
    const double tenGbeStepMs
        = 20 + 32 * (2 * 0.05 + 8192 / (9.41e9 / 8) * 1000) + 0.05 + 8 / (9.41e9 / 8) * 1000;
    EXPECT_NEAR(verdict.fasterLink->prediction.tokensPerSecond, 1000 / tenGbeStepMs, 1e-9);
}

TEST(VerdictTest, AModelTooBigForOneNodeMustSplitAndTheFasterSplitIsChosen)
{
    // 30 GB on two 24 and 16 GB nodes: no single node, an even split of 15 GB each does. The
    // single-node run was refused; at 4 sequences pipeline (2 × 35 + 10 = 80 ms a step) beats
    // tensor parallel (60 + 40 = 100 ms).
    MemoryNeed need;
    need.weightBytes = 30 * kGB;
    const MemoryFit fit = fitModel(need, {NodeMemory{QStringLiteral("node1"), 24 * kGB, 0},
                                          NodeMemory{QStringLiteral("node2"), 16 * kGB, 0}});
    ASSERT_EQ(fit.kind, FitKind::Split);
    RecordedRun refused = single(4, 0, 1);
    refused.status = RunStatus::Failed;
    refused.error = QStringLiteral("qwen2.5-14b f32 needs 61.9 GB on this rank but 24.0 GB is available");
    refused.steps = 0;
    const RecordedRun tp1 = tensor(1, 50, 35, 2);
    const RecordedRun pp1 = pipeline(1, 30, 8, 3);
    const RecordedRun tp4 = tensor(4, 60, 40, 4);
    const RecordedRun pp4 = pipeline(4, 35, 10, 5);
    const Verdict verdict = decideVerdict(
        VerdictInput{goal(UsagePattern::Both), recorded({refused, tp1, pp1, tp4, pp4}), fit, {}});

    EXPECT_EQ(verdict.kind, VerdictKind::DoesNotFit);
    EXPECT_EQ(verdict.fit, FitKind::Split);
    EXPECT_EQ(verdict.nodesNeeded, 2);
    EXPECT_EQ(verdict.concurrency, 4u); // the highest at which a split completed
    EXPECT_FALSE(verdict.single.has_value());
    ASSERT_TRUE(verdict.chosen.has_value());
    EXPECT_EQ(verdict.chosen->layout, BenchLayout::PipelineParallel);
    EXPECT_EQ(verdict.chosen->resultId, 5);
    EXPECT_NEAR(verdict.chosen->tokensPerSecond, outputTokensPerSecond(pp4), 1e-9);
    EXPECT_GT(outputTokensPerSecond(pp4), outputTokensPerSecond(tp4));
    // The pipeline's network share: the step less both stages' compute.
    EXPECT_NEAR(verdict.splitNetworkShare, 10.0 / (2 * 35 + 10), kTolerance);
    EXPECT_EQ(verdict.splitSlowdown, 0); // nothing on one node to compare with
    EXPECT_EQ(verdict.replicasGain, 0);

    // Before anything ran, the estimate alone says so, with no run to recommend.
    const Verdict before = decideVerdict(VerdictInput{goal(UsagePattern::Both), {}, fit, {}});
    EXPECT_EQ(before.kind, VerdictKind::DoesNotFit);
    EXPECT_FALSE(before.chosen.has_value());
    EXPECT_EQ(before.nodesNeeded, 2);
}

TEST(VerdictTest, OnlyTheAgentsMemoryRefusalOfTheSingleRunMakesACompletedSplitADoesNotFit)
{
    // No memory figures (fit Unknown): only the runs can say whether the model fits.
    const RecordedRun split = tensor(4, 60, 40, 2);
    RecordedRun refused = single(4, 0, 1);
    refused.status = RunStatus::Failed;
    refused.steps = 0;
    refused.errorCode = errorCodeName(ErrorCode::AgentError);
    // The detail as BenchRunner keeps the agent's error reply.
    refused.error = QStringLiteral("node1: the agent refused bench_run: does_not_fit: the slice needs "
                                   "61.9 GB but 24.0 GB is available");
    const Verdict tooBig
        = decideVerdict(VerdictInput{goal(UsagePattern::Both), recorded({refused, split}), MemoryFit{}, {}});
    EXPECT_EQ(tooBig.kind, VerdictKind::DoesNotFit);
    ASSERT_TRUE(tooBig.chosen.has_value());
    EXPECT_EQ(tooBig.chosen->resultId, 2);

    // The single run failed for another reason (the agent crashed): no baseline, so no verdict,
    // even though the split completed and the estimate says the model fits on one node.
    RecordedRun crashed = refused;
    crashed.errorCode = errorCodeName(ErrorCode::AgentCrashed);
    crashed.error = QStringLiteral("node1: the agent exited with signal 9");
    const Verdict crash = decideVerdict(
        VerdictInput{goal(UsagePattern::Both), recorded({crashed, split}), fitsOnOneNode(), {}});
    EXPECT_EQ(crash.kind, VerdictKind::NoData);
    EXPECT_FALSE(crash.chosen.has_value());

    // Another refusal by the agent is no memory verdict either.
    RecordedRun otherRefusal = refused;
    otherRefusal.error = QStringLiteral("node1: the agent refused bench_run: bench_failed: mmap failed");
    EXPECT_EQ(decideVerdict(
                  VerdictInput{goal(UsagePattern::Both), recorded({otherRefusal, split}), MemoryFit{}, {}})
                  .kind,
              VerdictKind::NoData);

    // No single run at all, only a split: nothing to compare it with.
    EXPECT_EQ(
        decideVerdict(VerdictInput{goal(UsagePattern::Both), recorded({split}), fitsOnOneNode(), {}}).kind,
        VerdictKind::NoData);
}

TEST(VerdictTest, ForThroughputOneCopyPerNodeWinsWhenTheSplitIsNetworkBound)
{
    // 8 sequences. One node: 80 ms a step. Tensor parallel: 55 ms compute + 193 ms waiting for
    // the network, 248 ms a step. Two copies, 4 sequences each: 42 ms a step.
    const RecordedRun one1 = single(1, 40, 1);
    const RecordedRun one8 = single(8, 80, 2);
    const RecordedRun split8 = tensor(8, 55, 193, 3);
    const RecordedRun copies8 = replicas(8, 42, 4);
    const Verdict verdict = decideVerdict(VerdictInput{
        goal(UsagePattern::Throughput), recorded({one1, one8, split8, copies8}), fitsOnOneNode(), {}});

    EXPECT_EQ(verdict.kind, VerdictKind::ServeReplicas);
    EXPECT_EQ(verdict.concurrency, 8u); // throughput: the highest at which one node completed
    ASSERT_TRUE(verdict.chosen && verdict.single && verdict.replicas && verdict.bestSplit);
    EXPECT_EQ(verdict.chosen->layout, BenchLayout::Replicas);
    EXPECT_EQ(verdict.single->resultId, 2);
    EXPECT_NEAR(verdict.replicasGain, outputTokensPerSecond(copies8) / outputTokensPerSecond(one8), 1e-9);
    // (200 + 16 × 80) / (200 + 16 × 42): the same tokens in 1480 ms instead of 872 ms.
    EXPECT_NEAR(verdict.replicasGain, 1480.0 / 872.0, 1e-9);
    EXPECT_NEAR(verdict.splitSlowdown, 248.0 / 80, kTolerance);
    EXPECT_NEAR(verdict.splitNetworkShare, 193.0 / 248, kTolerance);
    EXPECT_FALSE(verdict.ttftTargetMet.has_value());
    EXPECT_FALSE(verdict.tpotTargetMet.has_value());
}

TEST(VerdictTest, ASplitMustBeTenPerCentFasterPerTokenToBeChosenForChat)
{
    // Compute-bound: 100 ms a token on one node, tensor parallel 80 + 5 = 85 ms: 18 % faster.
    const Verdict faster = decideVerdict(VerdictInput{
        goal(UsagePattern::Chat), recorded({single(1, 100, 1), tensor(1, 80, 5, 2)}), fitsOnOneNode(), {}});
    EXPECT_EQ(faster.kind, VerdictKind::SplitTensor);
    EXPECT_NEAR(faster.splitSlowdown, 85.0 / 100, kTolerance);

    // 88 + 5 = 93 ms: 7.5 % faster, not worth a second machine.
    const Verdict marginal = decideVerdict(VerdictInput{
        goal(UsagePattern::Chat), recorded({single(1, 100, 1), tensor(1, 88, 5, 2)}), fitsOnOneNode(), {}});
    EXPECT_EQ(marginal.kind, VerdictKind::StayOnOneNode);

    // Pipeline stages one after another: 2 × 45 + 2 = 92 ms against tensor parallel's 85 ms.
    const Verdict best = decideVerdict(
        VerdictInput{goal(UsagePattern::Chat),
                     recorded({single(1, 100, 1), pipeline(1, 45, 2, 2), tensor(1, 80, 5, 3)}),
                     fitsOnOneNode(),
                     {}});
    EXPECT_EQ(best.kind, VerdictKind::SplitTensor);
    ASSERT_TRUE(best.bestSplit.has_value());
    EXPECT_EQ(best.bestSplit->resultId, 3);
}

TEST(VerdictTest, ChatNeverChoosesReplicasHoweverManyTokensTheyMake)
{
    const Verdict verdict = decideVerdict(VerdictInput{
        goal(UsagePattern::Chat), recorded({single(2, 60, 1), replicas(2, 35, 2)}), fitsOnOneNode(), {}});
    EXPECT_EQ(verdict.kind, VerdictKind::StayOnOneNode);
    EXPECT_GT(verdict.replicasGain, 1.5);
}

TEST(VerdictTest, BothTakesTheMostTokensAmongTheLayoutsNearTheBestTimePerToken)
{
    // At 4 sequences: one node 60 ms a token; replicas 40 ms (within 1.25× of the best, and 1.4×
    // the tokens/s): replicas. A split of 200 ms a token is far off the best.
    const Verdict replicasWin
        = decideVerdict(VerdictInput{goal(UsagePattern::Both),
                                     recorded({single(4, 60, 1), replicas(4, 40, 2), tensor(4, 50, 150, 3)}),
                                     fitsOnOneNode(),
                                     {}});
    EXPECT_EQ(replicasWin.kind, VerdictKind::ServeReplicas);

    // A target of 45 ms per token that only the replicas meet keeps them in, whatever the rest.
    const Verdict target = decideVerdict(VerdictInput{goal(UsagePattern::Both, {}, 45.0),
                                                      recorded({single(4, 60, 1), replicas(4, 40, 2)}),
                                                      fitsOnOneNode(),
                                                      {}});
    EXPECT_EQ(target.kind, VerdictKind::ServeReplicas);
    EXPECT_EQ(target.tpotTargetMet, std::optional<bool>(true));

    // Tensor parallel 20 + 10 = 30 ms a token; one node (60 ms) and the replicas (58 ms) are more
    // than 1.25× that: only the split is near the best time per token.
    const Verdict splitWins
        = decideVerdict(VerdictInput{goal(UsagePattern::Both),
                                     recorded({single(4, 60, 1), replicas(4, 58, 2), tensor(4, 20, 10, 3)}),
                                     fitsOnOneNode(),
                                     {}});
    EXPECT_EQ(splitWins.kind, VerdictKind::SplitTensor);
}

TEST(VerdictTest, NothingCompleteIsNoDataAndAMeasuredSingleRunOutweighsTheEstimate)
{
    RecordedRun failed = single(1, 50, 1);
    failed.status = RunStatus::Failed;
    failed.error = QStringLiteral("the agent on node1 exited");
    const Verdict none
        = decideVerdict(VerdictInput{goal(UsagePattern::Both), recorded({failed}), fitsOnOneNode(), {}});
    EXPECT_EQ(none.kind, VerdictKind::NoData);
    EXPECT_FALSE(none.chosen.has_value());
    EXPECT_EQ(decideVerdict(VerdictInput{}).kind, VerdictKind::NoData);
    EXPECT_EQ(decideVerdict(VerdictInput{}).usage, UsagePattern::Both);

    // The estimate said "split", but the single-node run completed: it fits.
    MemoryNeed need;
    need.weightBytes = 30 * kGB;
    const MemoryFit estimate = fitModel(need, {NodeMemory{QStringLiteral("node1"), 24 * kGB, 0},
                                               NodeMemory{QStringLiteral("node2"), 24 * kGB, 0}});
    ASSERT_EQ(estimate.kind, FitKind::Split);
    const Verdict measured = decideVerdict(VerdictInput{
        goal(UsagePattern::Chat), recorded({single(1, 50, 1), tensor(1, 40, 60, 2)}), estimate, {}});
    EXPECT_EQ(measured.kind, VerdictKind::StayOnOneNode);
    EXPECT_EQ(measured.fit, FitKind::Split);
}

TEST(VerdictTest, LayoutFiguresComeFromTheSummary)
{
    const RecordedRun run = tensor(2, 30, 90, 7);
    const LayoutFigures figures = layoutFigures(recordedResult(run));
    EXPECT_EQ(figures.resultId, 7);
    EXPECT_EQ(figures.layout, BenchLayout::TensorParallel);
    EXPECT_EQ(figures.nodeCount, 2);
    EXPECT_EQ(figures.concurrency, 2u);
    EXPECT_NEAR(figures.tokensPerSecond, outputTokensPerSecond(run), 1e-9);
    EXPECT_NEAR(figures.requestsPerSecond, 2 * 1000.0 / (prefillWallMs(run) + 16 * 120), 1e-9);
    EXPECT_NEAR(figures.ttftP50Ms, 200 + 40, kTolerance);
    EXPECT_NEAR(figures.tpotP50Ms, 120, kTolerance);
    EXPECT_NEAR(figures.commShare, 90.0 / 120, kTolerance);
    EXPECT_EQ(layoutFigures(recordedResult(single(1, 50, 1))).commShare, 0);
}

namespace {

/// A serving run of `model` at `endpoint` over `layout`: one Complete step per entry of `steps`
/// (concurrency, output tokens/s, TTFT p50 ms, TPOT p50 ms).
ServingRun servingRun(qint64 id, BenchLayout layout, const QList<std::array<double, 4>> &steps,
                      const QString &endpoint = QStringLiteral("http://10.0.0.1:8080"),
                      const QString &model = QStringLiteral("qwen2.5-7b"))
{
    ServingRun run;
    run.run.id = id;
    run.run.kind = kServeRun.nameText();
    run.plan.endpoint = endpoint;
    run.plan.model = model;
    run.plan.layout = layout;
    for (const auto &[concurrency, tokensPerSecond, ttftMs, tpotMs] : steps) {
        StoredServeResult step;
        step.id = id * 10 + run.steps.size();
        step.runId = id;
        step.concurrency = std::uint32_t(concurrency);
        step.status = RunStatus::Complete;
        step.summary.outputTokensPerSecond = tokensPerSecond;
        step.summary.ttftMs.p50 = ttftMs;
        step.summary.tpotMs.p50 = tpotMs;
        step.summary.clean = true;
        run.steps.append(step);
    }
    return run;
}

} // namespace

TEST(VerdictTest, ServingRunsCompareTheLayoutsOfTheUsersServer)
{
    // At concurrency 16 (Throughput: the highest) the replicas make 410 tokens/s against the single
    // machine's 200 (2.05×, beyond the 10 % margin); the pipeline split makes 150.
    const QList<ServingRun> runs{
        servingRun(1, BenchLayout::Single, {{1, 40, 90, 25}, {16, 200, 400, 80}}),
        servingRun(2, BenchLayout::PipelineParallel, {{1, 30, 120, 33}, {16, 150, 500, 100}}),
        servingRun(3, BenchLayout::Replicas, {{1, 40, 90, 25}, {16, 410, 380, 39}})};
    const Verdict verdict = decideServeVerdict(InferenceGoal{UsagePattern::Throughput, {}, {}}, runs);
    EXPECT_TRUE(verdict.fromServingRuns);
    EXPECT_EQ(verdict.concurrency, 16u);
    EXPECT_EQ(verdict.kind, VerdictKind::ServeReplicas);
    ASSERT_TRUE(verdict.chosen && verdict.single && verdict.bestSplit && verdict.replicas);
    EXPECT_EQ(verdict.chosen->resultId, 31); // the replicas' step at 16
    EXPECT_NEAR(verdict.replicasGain, 410.0 / 200.0, kTolerance);
    EXPECT_NEAR(verdict.splitSlowdown, 100.0 / 80.0, kTolerance);
    EXPECT_EQ(verdict.splitNetworkShare, 0);

    // Chat: the lowest concurrency, the lowest TPOT; the split is slower per token: stay on one.
    const Verdict chat = decideServeVerdict(InferenceGoal{UsagePattern::Chat, {}, 30.0}, runs);
    EXPECT_EQ(chat.concurrency, 1u);
    EXPECT_EQ(chat.kind, VerdictKind::StayOnOneNode);
    ASSERT_TRUE(chat.tpotTargetMet);
    EXPECT_TRUE(*chat.tpotTargetMet); // 25 ms ≤ 30 ms
}

TEST(VerdictTest, ServingRunsOfOneLayoutOrWithoutSingleDecideNothing)
{
    const InferenceGoal goal{UsagePattern::Throughput, {}, {}};
    EXPECT_EQ(decideServeVerdict(goal, {servingRun(1, BenchLayout::Single, {{4, 100, 50, 20}})}).kind,
              VerdictKind::NoData);
    const Verdict noBaseline
        = decideServeVerdict(goal, {servingRun(1, BenchLayout::TensorParallel, {{4, 100, 50, 20}}),
                                    servingRun(2, BenchLayout::Replicas, {{4, 180, 50, 20}})});
    EXPECT_EQ(noBaseline.kind, VerdictKind::NoData);
    EXPECT_FALSE(noBaseline.chosen);
}

TEST(VerdictTest, ServerSetupIsTheModelOnTheEndpointsHost)
{
    const ServePlan plan = servingRun(1, BenchLayout::Single, {}).plan;
    EXPECT_TRUE(sameServerSetup(plan, servingRun(2, BenchLayout::PipelineParallel, {},
                                                 QStringLiteral("http://10.0.0.1:8081/v1"),
                                                 QStringLiteral("Qwen2.5-7B"))
                                          .plan));
    EXPECT_FALSE(sameServerSetup(
        plan, servingRun(3, BenchLayout::Single, {}, QStringLiteral("http://10.0.0.2:8080")).plan));
    EXPECT_FALSE(sameServerSetup(plan, servingRun(4, BenchLayout::Single, {},
                                                  QStringLiteral("http://10.0.0.1:8080"), QStringLiteral("x"))
                                           .plan));
}

TEST(VerdictTest, GoalConcurrencyFollowsTheUsage)
{
    EXPECT_EQ(goalConcurrency(UsagePattern::Chat, {4, 1, 16}), 1u);
    EXPECT_EQ(goalConcurrency(UsagePattern::Throughput, {4, 1, 16}), 16u);
    EXPECT_EQ(goalConcurrency(UsagePattern::Both, {4, 1, 16}), 16u);
    EXPECT_EQ(goalConcurrency(UsagePattern::Chat, {}), 0u);
}
