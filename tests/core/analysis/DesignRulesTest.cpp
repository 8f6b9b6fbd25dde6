#include "tests/support/RecordedRun.h"
#include "tests/support/SetupFindingFactory.h"

#include "core/analysis/DesignRules.h"

#include <QTimeZone>

#include <gtest/gtest.h>

using namespace shardscope::core;
using namespace shardscope::test;
namespace protocol = shardscope::protocol;
using protocol::BenchLayout;

// The checklist on recorded result sets and link tests; each expected figure is worked out from
// the inputs in the comments.

namespace {

constexpr double kTolerance = 1e-9;
const QStringList kTwoNodes{QStringLiteral("node1"), QStringLiteral("node2")};
/// 16 layers × 2 all-reduces × 8 KiB (hidden 2048 in fp32) per sequence.
constexpr std::uint64_t kBytesPerSequence = 16 * 2 * 8192;

RecordedRun single(std::uint32_t concurrency, double stepMs, qint64 id)
{
    RecordedRun run;
    run.id = id;
    run.concurrency = concurrency;
    run.computeMsPerStep = stepMs;
    return run;
}

RecordedRun tensor(std::uint32_t concurrency, double computeMs, double commMs, qint64 id,
                   const QStringList &nodes = kTwoNodes)
{
    RecordedRun run;
    run.id = id;
    run.layout = BenchLayout::TensorParallel;
    run.nodes = nodes;
    run.concurrency = concurrency;
    run.computeMsPerStep = computeMs;
    run.commMsPerStep = commMs;
    run.bytesPerRankPerStep = kBytesPerSequence * concurrency;
    return run;
}

QList<StoredBenchResult> recorded(const QList<RecordedRun> &runs)
{
    QList<StoredBenchResult> results;
    for (const RecordedRun &run : runs)
        results.append(recordedResult(run));
    return results;
}

/// The checklist of `results` and `links` under `goal`, with the verdict decided on the same, and
/// what the setup check of the machines found.
QList<RuleFinding> checklist(const QList<StoredBenchResult> &results, const QList<RecordedLink> &links = {},
                             InferenceGoal goal = InferenceGoal{UsagePattern::Throughput, {}, {}},
                             const QList<SetupFinding> &setup = {})
{
    ChecklistInput input;
    input.goal = goal;
    // 16 layers of hidden 2048 in fp32 on the CPU: 2 × 16 all-reduces of 8 kB a sequence, the
    // 2 × 16 × 2 × 8192 bytes per sequence and rank of tensor() (kBytesPerSequence).
    input.model = *protocol::presetModelShape("llama-3.2-1b");
    input.dtype = protocol::DType::F32;
    input.backend = protocol::BenchBackend::Cpu;
    input.results = results;
    for (const RecordedLink &link : links)
        input.linkPairs.append(storedLinkPair(link));
    input.verdict = decideVerdict(VerdictInput{goal, results, MemoryFit{}, {}});
    input.setupFindings = setup;
    return evaluateDesignRules(input);
}

RuleFinding findingOf(const QList<RuleFinding> &findings, DesignRule rule)
{
    for (const RuleFinding &finding : findings)
        if (finding.rule == rule)
            return finding;
    ADD_FAILURE() << "no finding for rule " << int(rule);
    return {};
}

RecordedLink tenGbe()
{
    RecordedLink link;
    link.rttP50Us = 60;
    link.forwardBitsPerSecond = 9.41e9;
    link.reverseBitsPerSecond = 9.30e9;
    return link;
}

} // namespace

TEST(DesignRulesTest, EightRulesInChecklistOrder)
{
    const QList<DesignRule> expected{DesignRule::ParallelismGraph,
                                     DesignRule::LatencyBudget,
                                     DesignRule::BandwidthForConcurrency,
                                     DesignRule::TopologyAwarePlacement,
                                     DesignRule::Congestion,
                                     DesignRule::Observability,
                                     DesignRule::PartialFailure,
                                     DesignRule::CompleteServingPath};
    EXPECT_EQ(designRules(), expected);
    const QList<RuleFinding> findings = evaluateDesignRules(ChecklistInput{});
    ASSERT_EQ(findings.size(), 8);
    for (qsizetype i = 0; i < findings.size(); ++i)
        EXPECT_EQ(findings.at(i).rule, expected.at(i));
}

TEST(DesignRulesTest, WithoutASplitRunOrALinkTestNothingIsTested)
{
    const QList<RuleFinding> findings = checklist(recorded({single(1, 50, 1), single(4, 70, 2)}));
    const QList<std::pair<RuleStatus, RuleEvidence>> expected{
        {RuleStatus::NotTested, RuleEvidence::NoSplitRun},
        {RuleStatus::NotTested, RuleEvidence::NoSplitRun},
        {RuleStatus::NotTested, RuleEvidence::NoSplitRun},
        {RuleStatus::NotTested, RuleEvidence::NoLinkRun},
        {RuleStatus::NotTested, RuleEvidence::NoLinkRun},
        {RuleStatus::NotTested, RuleEvidence::NoSplitRun},
        {RuleStatus::NotTested, RuleEvidence::NoFailureSeen},
        {RuleStatus::NotTested, RuleEvidence::EngineOnly}};
    ASSERT_EQ(findings.size(), expected.size());
    for (qsizetype i = 0; i < findings.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(findings.at(i).status, expected.at(i).first);
        EXPECT_EQ(findings.at(i).evidence, expected.at(i).second);
    }
}

TEST(DesignRulesTest, AComputeBoundSplitOnAFastEvenLinkMeetsTheNetworkRules)
{
    // Tensor parallel at 1 and 4 sequences: 40 ms compute + 10 ms in collectives a step.
    const QList<StoredBenchResult> results
        = recorded({single(1, 45, 1), single(4, 60, 2), tensor(1, 40, 10, 3), tensor(4, 40, 10, 4)});
    const QList<RuleFinding> findings = checklist(results, {tenGbe()});

    const RuleFinding graph = findingOf(findings, DesignRule::ParallelismGraph);
    EXPECT_EQ(graph.status, RuleStatus::Met);
    EXPECT_EQ(graph.evidence, RuleEvidence::SplitBytesKnown);
    EXPECT_EQ(graph.value, double(2 * kBytesPerSequence * 4)); // both ranks, 4 sequences
    // The model's figure: the all-reduces plus the arg-max all-gather (2 ranks × 4 sequences × 8 bytes).
    EXPECT_EQ(graph.limit, double(2 * kBytesPerSequence * 4 + 2 * 4 * 8));
    EXPECT_EQ(graph.subject, QStringLiteral("tp"));

    // A split that sends far less than its layout should (a third of it) does not match the graph.
    RecordedRun sparse = tensor(4, 40, 10, 4);
    sparse.bytesPerRankPerStep = kBytesPerSequence * 4 / 3;
    const RuleFinding off = findingOf(
        checklist(recorded({single(1, 45, 1), single(4, 60, 2), tensor(1, 40, 10, 3), sparse}), {tenGbe()}),
        DesignRule::ParallelismGraph);
    EXPECT_EQ(off.status, RuleStatus::NotMet);
    EXPECT_EQ(off.evidence, RuleEvidence::SplitBytesOffModel);
    EXPECT_EQ(off.limit, graph.limit);

    // Without a target the network may take as long as the compute: 10 ms against 40 ms.
    const RuleFinding budget = findingOf(findings, DesignRule::LatencyBudget);
    EXPECT_EQ(budget.status, RuleStatus::Met);
    EXPECT_EQ(budget.evidence, RuleEvidence::CommShareWithinBudget);
    EXPECT_NEAR(budget.value, 10, kTolerance);
    EXPECT_NEAR(budget.limit, 40, kTolerance);

    // At 4 sequences each rank sends 1 MiB per 50 ms step: 167.8 Mbit/s of the slower 9.30 Gbit/s.
    const RuleFinding bandwidth = findingOf(findings, DesignRule::BandwidthForConcurrency);
    EXPECT_EQ(bandwidth.status, RuleStatus::Met);
    EXPECT_EQ(bandwidth.evidence, RuleEvidence::BandwidthHeadroom);
    EXPECT_NEAR(bandwidth.value, double(kBytesPerSequence * 4) * 8 / 0.050, 1e-6);
    EXPECT_EQ(bandwidth.limit, 9.30e9);

    const RuleFinding placement = findingOf(findings, DesignRule::TopologyAwarePlacement);
    EXPECT_EQ(placement.status, RuleStatus::Met);
    EXPECT_EQ(placement.evidence, RuleEvidence::LinksEven);
    EXPECT_NEAR(placement.value, 9.30 / 9.41, kTolerance);
    EXPECT_EQ(placement.subject, QStringLiteral("node2 → node1"));

    const RuleFinding congestion = findingOf(findings, DesignRule::Congestion);
    EXPECT_EQ(congestion.status, RuleStatus::Met);
    EXPECT_EQ(congestion.evidence, RuleEvidence::NoLossBothWays);
    EXPECT_EQ(congestion.value, 0);
    EXPECT_NEAR(congestion.limit, 0.97, kTolerance);

    // 1 + 1 single-node ranks and 2 + 2 split ranks reported every step.
    const RuleFinding observability = findingOf(findings, DesignRule::Observability);
    EXPECT_EQ(observability.status, RuleStatus::Met);
    EXPECT_EQ(observability.evidence, RuleEvidence::PerTokenSplitMeasured);
    EXPECT_EQ(observability.value, 6);

    EXPECT_EQ(findingOf(findings, DesignRule::PartialFailure).evidence, RuleEvidence::NoFailureSeen);
    EXPECT_EQ(findingOf(findings, DesignRule::CompleteServingPath).status, RuleStatus::NotTested);
    EXPECT_EQ(findingOf(findings, DesignRule::CompleteServingPath).evidence, RuleEvidence::EngineOnly);
}

TEST(DesignRulesTest, TheLatencyBudgetIsWhatTheTargetLeavesAfterTheCompute)
{
    // 40 ms compute + 60 ms network a token.
    const QList<StoredBenchResult> results = recorded({single(1, 45, 1), tensor(1, 40, 60, 2)});
    const RuleFinding noTarget = findingOf(checklist(results), DesignRule::LatencyBudget);
    EXPECT_EQ(noTarget.status, RuleStatus::NotMet);
    EXPECT_EQ(noTarget.evidence, RuleEvidence::CommShareOverBudget);
    EXPECT_NEAR(noTarget.value, 60, kTolerance);
    EXPECT_NEAR(noTarget.limit, 40, kTolerance);

    const RuleFinding tight = findingOf(checklist(results, {}, InferenceGoal{UsagePattern::Chat, {}, 80.0}),
                                        DesignRule::LatencyBudget);
    EXPECT_EQ(tight.status, RuleStatus::NotMet);
    EXPECT_NEAR(tight.limit, 80 - 40, kTolerance);

    const RuleFinding loose = findingOf(checklist(results, {}, InferenceGoal{UsagePattern::Chat, {}, 120.0}),
                                        DesignRule::LatencyBudget);
    EXPECT_EQ(loose.status, RuleStatus::Met);
    EXPECT_EQ(loose.evidence, RuleEvidence::CommShareWithinBudget);
    EXPECT_NEAR(loose.limit, 120 - 40, kTolerance);

    // A pipeline's network time is the step less every stage's compute: 2 × 30 + 10 ms.
    RecordedRun pipeline = tensor(1, 30, 10, 3);
    pipeline.layout = BenchLayout::PipelineParallel;
    const RuleFinding stages
        = findingOf(checklist(recorded({single(1, 45, 1), pipeline})), DesignRule::LatencyBudget);
    EXPECT_EQ(stages.status, RuleStatus::Met);
    EXPECT_NEAR(stages.value, 10, kTolerance);
    EXPECT_NEAR(stages.limit, 60, kTolerance);
}

TEST(DesignRulesTest, ASlowLinkRunsShortOfBandwidthAndOneConcurrencyIsNotATest)
{
    RecordedLink slow = tenGbe();
    slow.forwardBitsPerSecond = 300e6;
    slow.reverseBitsPerSecond = 280e6;
    const QList<StoredBenchResult> two
        = recorded({single(1, 45, 1), tensor(1, 40, 10, 2), tensor(4, 40, 10, 3)});
    const RuleFinding short_ = findingOf(checklist(two, {slow}), DesignRule::BandwidthForConcurrency);
    // 167.8 Mbit/s is over half of 280 Mbit/s.
    EXPECT_EQ(short_.status, RuleStatus::NotMet);
    EXPECT_EQ(short_.evidence, RuleEvidence::BandwidthShort);
    EXPECT_NEAR(short_.value, double(kBytesPerSequence * 4) * 8 / 0.050, 1e-6);
    EXPECT_EQ(short_.limit, 280e6);

    const QList<StoredBenchResult> one = recorded({single(1, 45, 1), tensor(1, 40, 10, 2)});
    const RuleFinding untested = findingOf(checklist(one, {slow}), DesignRule::BandwidthForConcurrency);
    EXPECT_EQ(untested.status, RuleStatus::NotTested);
    EXPECT_EQ(untested.evidence, RuleEvidence::OneConcurrency);

    const RuleFinding noLink = findingOf(checklist(two), DesignRule::BandwidthForConcurrency);
    EXPECT_EQ(noLink.evidence, RuleEvidence::NoLinkRun);
}

TEST(DesignRulesTest, OneSlowLinkAmongTheSplitsNodesBreaksPlacementOthersDoNotCount)
{
    const QStringList three{QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")};
    RecordedRun run = tensor(1, 40, 10, 1, three);
    RecordedLink a = tenGbe();
    RecordedLink b = tenGbe();
    b.server = QStringLiteral("node3");
    RecordedLink c = tenGbe();
    c.client = QStringLiteral("node2");
    c.server = QStringLiteral("node3");
    c.forwardBitsPerSecond = 941e6;
    c.reverseBitsPerSecond = 2.0e9;
    RecordedLink elsewhere = tenGbe(); // a node this run did not use
    elsewhere.server = QStringLiteral("laptop");
    elsewhere.forwardBitsPerSecond = 10e6;

    const RuleFinding placement
        = findingOf(checklist(recorded({single(1, 45, 2), run}), {a, b, c, elsewhere}),
                    DesignRule::TopologyAwarePlacement);
    EXPECT_EQ(placement.status, RuleStatus::NotMet);
    EXPECT_EQ(placement.evidence, RuleEvidence::SlowLinkInSplit);
    EXPECT_NEAR(placement.value, 941e6 / 9.41e9, kTolerance);
    EXPECT_EQ(placement.subject, QStringLiteral("node2 → node3"));
}

TEST(DesignRulesTest, LossOrACollapseBothWaysIsCongestion)
{
    const QList<StoredBenchResult> results = recorded({single(1, 45, 1), tensor(1, 40, 10, 2)});
    RecordedLink lossy = tenGbe();
    lossy.loadedLossPercent = 0.5;
    const RuleFinding loss = findingOf(checklist(results, {lossy}), DesignRule::Congestion);
    EXPECT_EQ(loss.status, RuleStatus::NotMet);
    EXPECT_EQ(loss.evidence, RuleEvidence::LossOrCollapse);
    EXPECT_EQ(loss.value, 0.5);

    RecordedLink halfDuplex = tenGbe();
    halfDuplex.bothWaysShare = 0.5;
    const RuleFinding collapse = findingOf(checklist(results, {halfDuplex}), DesignRule::Congestion);
    EXPECT_EQ(collapse.status, RuleStatus::NotMet);
    EXPECT_NEAR(collapse.limit, 0.5, kTolerance);

    RecordedLink tiny = tenGbe();
    tiny.udpLossPercent = 0.05; // under 0.1 %: noise, not congestion
    EXPECT_EQ(findingOf(checklist(results, {tiny}), DesignRule::Congestion).status, RuleStatus::Met);
}

TEST(DesignRulesTest, TheSetupChecksRoutingFindingsBreakPlacementUnlessASlowLinkAlreadyDoes)
{
    const QList<StoredBenchResult> results = recorded({single(1, 45, 1), tensor(1, 40, 10, 2)});
    const InferenceGoal goal{UsagePattern::Throughput, {}, {}};
    const QList<SetupFinding> routing{
        setupFinding(SetupCode::RouterBetween, SetupSeverity::Warning, QStringLiteral("node1"),
                     QStringLiteral("node2"), 1, 63),
        setupFinding(SetupCode::VirtualInterface, SetupSeverity::Warning, QStringLiteral("node2"), {}),
        // Not about routing, or only a note: no evidence.
        setupFinding(SetupCode::DynamicAddress, SetupSeverity::Warning, QStringLiteral("node1"), {}),
        setupFinding(SetupCode::SeveralInSubnet, SetupSeverity::Info, QStringLiteral("node3"), {})};

    // Even links, but the traffic may not take them.
    EXPECT_EQ(findingOf(checklist(results, {tenGbe()}, goal, routing), DesignRule::TopologyAwarePlacement),
              (RuleFinding{DesignRule::TopologyAwarePlacement, RuleStatus::NotMet, RuleEvidence::SetupRouting,
                           2, 0, QStringLiteral("node1, node2")}));
    // Without a link test the check alone is evidence.
    EXPECT_EQ(findingOf(checklist(results, {}, goal, routing), DesignRule::TopologyAwarePlacement).evidence,
              RuleEvidence::SetupRouting);
    // A slow link measured says more than the check.
    RecordedLink slow = tenGbe();
    slow.forwardBitsPerSecond = 941e6;
    EXPECT_EQ(
        findingOf(checklist(results, {slow}, goal, routing), DesignRule::TopologyAwarePlacement).evidence,
        RuleEvidence::SlowLinkInSplit);
    // Nothing about routing: the links decide.
    EXPECT_EQ(
        findingOf(checklist(results, {tenGbe()}, goal, routing.mid(2)), DesignRule::TopologyAwarePlacement),
        (RuleFinding{DesignRule::TopologyAwarePlacement, RuleStatus::Met, RuleEvidence::LinksEven,
                     9.30e9 / 9.41e9, 0, QStringLiteral("node2 → node1")}));
}

TEST(DesignRulesTest, APathMtuBelowTheInterfacesIsCongestionUnlessTheLinkTestFoundLoss)
{
    const QList<StoredBenchResult> results = recorded({single(1, 45, 1), tensor(1, 40, 10, 2)});
    const InferenceGoal goal{UsagePattern::Throughput, {}, {}};
    const QList<SetupFinding> mtu{setupFinding(SetupCode::PathMtuBelowInterface, SetupSeverity::Warning,
                                               QStringLiteral("node1"), QStringLiteral("node2"), 1472, 1500),
                                  setupFinding(SetupCode::PathMtuBelowInterface, SetupSeverity::Warning,
                                               QStringLiteral("node2"), QStringLiteral("node1"), 1400, 1500)};

    // The smallest path MTU found.
    EXPECT_EQ(findingOf(checklist(results, {tenGbe()}, goal, mtu), DesignRule::Congestion),
              (RuleFinding{DesignRule::Congestion, RuleStatus::NotMet, RuleEvidence::SetupPathMtu, 1400, 1500,
                           QStringLiteral("node2 → node1")}));
    EXPECT_EQ(findingOf(checklist(results, {}, goal, mtu), DesignRule::Congestion).evidence,
              RuleEvidence::SetupPathMtu);
    RecordedLink lossy = tenGbe();
    lossy.loadedLossPercent = 0.5;
    EXPECT_EQ(findingOf(checklist(results, {lossy}, goal, mtu), DesignRule::Congestion).evidence,
              RuleEvidence::LossOrCollapse);
    EXPECT_EQ(findingOf(checklist(results, {tenGbe()}, goal, {}), DesignRule::Congestion).evidence,
              RuleEvidence::NoLossBothWays);
}

TEST(DesignRulesTest, ARankOfACompleteRunWithoutPerStepFiguresIsNotObservable)
{
    QList<StoredBenchResult> results = recorded({single(1, 45, 1), tensor(1, 40, 10, 2)});
    results[1].reports[1]->decode.clear();
    const RuleFinding missing = findingOf(checklist(results), DesignRule::Observability);
    EXPECT_EQ(missing.status, RuleStatus::NotMet);
    EXPECT_EQ(missing.evidence, RuleEvidence::RanksWithoutReport);
    EXPECT_EQ(missing.value, 1);

    // One sequence over two replicas: the second has nothing to do and sends no report.
    RecordedRun copies = single(1, 45, 3);
    copies.layout = BenchLayout::Replicas;
    copies.nodes = kTwoNodes;
    QList<StoredBenchResult> idle = recorded({single(1, 45, 1), tensor(1, 40, 10, 2), copies});
    idle[2].reports[1].reset();
    const RuleFinding fine = findingOf(checklist(idle), DesignRule::Observability);
    EXPECT_EQ(fine.status, RuleStatus::Met);
    EXPECT_EQ(fine.value, 1 + 2 + 1);
}

TEST(DesignRulesTest, AFailureStoredWithItsCauseShowsFailureHandling)
{
    RecordedRun died = tensor(4, 40, 10, 3);
    died.status = RunStatus::Failed;
    died.error = QStringLiteral("rank 1 (node2): the agent exited");
    RecordedRun cancelled = tensor(8, 40, 10, 4);
    cancelled.status = RunStatus::Cancelled;
    cancelled.error = QStringLiteral("cancelled");
    RecordedRun noCause = tensor(2, 40, 10, 5);
    noCause.status = RunStatus::Failed;
    QList<StoredBenchResult> results
        = recorded({single(1, 45, 1), tensor(1, 40, 10, 2), died, cancelled, noCause});
    const RuleFinding reported = findingOf(checklist(results), DesignRule::PartialFailure);
    EXPECT_EQ(reported.status, RuleStatus::Met);
    EXPECT_EQ(reported.evidence, RuleEvidence::FailureReported);
    EXPECT_EQ(reported.value, 1);
    EXPECT_EQ(reported.subject, died.error);

    // A run stored as failed for a figure above the roofline is a measurement error, not a failing node.
    QList<StoredBenchResult> roofline = recorded({single(1, 45, 1)});
    StoredBenchResult measurementError = recordedResult(single(4, 45, 2));
    measurementError.status = RunStatus::Failed;
    measurementError.error = QStringLiteral("measured 900 tok/s is above the 500 tok/s …");
    measurementError.summary.aboveRoofline = true;
    roofline.append(measurementError);
    const RuleFinding notSeen = findingOf(checklist(roofline), DesignRule::PartialFailure);
    EXPECT_EQ(notSeen.status, RuleStatus::NotTested);
    EXPECT_EQ(notSeen.evidence, RuleEvidence::NoFailureSeen);
}

TEST(DesignRulesTest, ARefusalBeforeAnythingRanIsNoFailureHandling)
{
    // Refused before any rank ran: no report from any rank.
    const auto refusal = [](qint64 id, ErrorCode code, const QString &error) {
        StoredBenchResult result = recordedResult(tensor(4, 40, 10, id));
        result.status = RunStatus::Failed;
        result.errorCode = errorCodeName(code);
        result.error = error;
        for (auto &report : result.reports)
            report.reset();
        return result;
    };
    QList<StoredBenchResult> results = recorded({single(1, 45, 1), tensor(1, 40, 10, 2)});
    results.append(
        refusal(3, ErrorCode::AgentError,
                QStringLiteral("node2: the agent refused bench_run: does_not_fit: needs 61.9 GB")));
    results.append(refusal(4, ErrorCode::ConnectionRefused, QStringLiteral("node2: connection refused")));
    results.append(refusal(5, ErrorCode::InvalidArgument, QStringLiteral("threads must be at least 1")));
    const RuleFinding refused = findingOf(checklist(results), DesignRule::PartialFailure);
    EXPECT_EQ(refused.status, RuleStatus::NotTested);
    EXPECT_EQ(refused.evidence, RuleEvidence::NoFailureSeen);

    // The agent crashing mid-run counts even when no rank got its report back.
    results.append(refusal(6, ErrorCode::AgentCrashed, QStringLiteral("node2's agent session ended")));
    const RuleFinding crashed = findingOf(checklist(results), DesignRule::PartialFailure);
    EXPECT_EQ(crashed.status, RuleStatus::Met);
    EXPECT_EQ(crashed.value, 1);
    EXPECT_EQ(crashed.subject, QStringLiteral("node2's agent session ended"));
}

namespace {

/// A stored serving run over `layout` with one step per entry of `steps` (concurrency, status).
ServingRun servingRun(qint64 id, BenchLayout layout, const QList<std::pair<std::uint32_t, RunStatus>> &steps,
                      int startedMinute = 0)
{
    ServingRun run;
    run.run.id = id;
    run.run.kind = kServeRun.nameText();
    run.run.status = RunStatus::Complete;
    run.run.startedAtUtc = QDateTime(QDate(2026, 12, 1), QTime(12, startedMinute), QTimeZone::utc());
    run.plan.endpoint = QStringLiteral("http://10.0.0.1:8080");
    run.plan.model = QStringLiteral("llama-3.2-1b");
    run.plan.layout = layout;
    for (const auto &[concurrency, status] : steps) {
        StoredServeResult step;
        step.id = id * 10 + run.steps.size();
        step.runId = id;
        step.position = int(run.steps.size());
        step.concurrency = concurrency;
        step.status = status;
        run.plan.concurrencies.append(concurrency);
        run.steps.append(step);
    }
    return run;
}

RuleFinding servingPath(const QList<ServingRun> &servingRuns, std::uint32_t verdictConcurrency,
                        std::uint32_t servingConcurrency = 0)
{
    ChecklistInput input;
    input.verdict.concurrency = verdictConcurrency;
    input.servingRuns = servingRuns;
    input.servingConcurrency = servingConcurrency;
    return findingOf(evaluateDesignRules(input), DesignRule::CompleteServingPath);
}

} // namespace

TEST(DesignRulesTest, ServingPathIsMetBySplitServingRunCompleteAtTheVerdictsConcurrency)
{
    // The bench verdict judged concurrency 4: the pipeline run completed there.
    const RuleFinding met = servingPath(
        {servingRun(7, BenchLayout::PipelineParallel, {{1, RunStatus::Complete}, {4, RunStatus::Complete}})},
        4);
    EXPECT_EQ(met.status, RuleStatus::Met);
    EXPECT_EQ(met.evidence, RuleEvidence::ServingSplitComplete);
    EXPECT_EQ(met.value, 4);
    EXPECT_EQ(met.limit, 7); // the serving run's id
    EXPECT_EQ(met.subject, QStringLiteral("pp"));
}

TEST(DesignRulesTest, ServingPathNamesTheNewestQualifyingRun)
{
    const RuleFinding met
        = servingPath({servingRun(3, BenchLayout::TensorParallel, {{8, RunStatus::Complete}}, 1),
                       servingRun(5, BenchLayout::PipelineParallel, {{8, RunStatus::Complete}}, 30),
                       servingRun(9, BenchLayout::TensorParallel, {{8, RunStatus::Failed}}, 59)},
                      8);
    EXPECT_EQ(met.status, RuleStatus::Met);
    EXPECT_EQ(met.limit, 5);
    EXPECT_EQ(met.subject, QStringLiteral("pp"));
}

TEST(DesignRulesTest, ServingPathStaysNotTestedWithoutASplitCompleteAtTheGoalsConcurrency)
{
    // Single and replicas do not split the model; a split that failed there, or completed at
    // another concurrency only, does not count either.
    const QList<ServingRun> runs{
        servingRun(1, BenchLayout::Single, {{4, RunStatus::Complete}}),
        servingRun(2, BenchLayout::Replicas, {{4, RunStatus::Complete}}),
        servingRun(3, BenchLayout::TensorParallel, {{1, RunStatus::Complete}, {4, RunStatus::Failed}}),
        servingRun(4, BenchLayout::PipelineParallel, {{4, RunStatus::Cancelled}, {16, RunStatus::Complete}})};
    const RuleFinding notTested = servingPath(runs, 4);
    EXPECT_EQ(notTested.status, RuleStatus::NotTested);
    EXPECT_EQ(notTested.evidence, RuleEvidence::EngineOnly);
    EXPECT_EQ(notTested.value, 4); // what a serving run would have to complete at

    // Without any concurrency to judge at (no verdict, no serving goal) nothing is met.
    const RuleFinding unknown
        = servingPath({servingRun(5, BenchLayout::TensorParallel, {{4, RunStatus::Complete}})}, 0);
    EXPECT_EQ(unknown.status, RuleStatus::NotTested);
    EXPECT_EQ(unknown.value, 0);
}

TEST(DesignRulesTest, ServingConcurrencyOverridesTheVerdicts)
{
    const QList<ServingRun> runs{servingRun(6, BenchLayout::TensorParallel, {{16, RunStatus::Complete}})};
    EXPECT_EQ(servingPath(runs, 4).status, RuleStatus::NotTested);
    EXPECT_EQ(servingPath(runs, 4, 16).status, RuleStatus::Met);
    EXPECT_EQ(servingPath(runs, 0, 16).status, RuleStatus::Met);
}
