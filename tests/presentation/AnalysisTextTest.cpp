#include "presentation/AnalysisText.h"
#include "presentation/LinkText.h"
#include "presentation/ReportStyle.h"

#include "tests/support/RecordedRun.h"

#include <QLocale>
#include <QSet>

#include <cstdint>

#include <gtest/gtest.h>

using namespace shardscope;
using presentation::AnalysisText;
using presentation::LinkText;
using protocol::BenchLayout;
using test::RecordedRun;

// The words of the analysis, in English (no translator installed) and with the numbers of the
// locale: each test sets the locale it expects and puts the previous one back.

namespace {

class AnalysisTextTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_previous = QLocale();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void TearDown() override { QLocale::setDefault(m_previous); }

    QLocale m_previous;
};

core::LayoutFigures figures(BenchLayout layout, int nodes, double tpotMs, double ttftMs = 200,
                            double tokensPerSecond = 10)
{
    core::LayoutFigures result;
    result.layout = layout;
    result.nodeCount = nodes;
    result.concurrency = 1;
    result.tpotP50Ms = tpotMs;
    result.ttftP50Ms = ttftMs;
    result.tokensPerSecond = tokensPerSecond;
    return result;
}

/// The issue's example: a split over a 1 Gbit/s link with 2.1 ms round trips, 3.1× slower per
/// token, 78 % of it waiting for the network; replicas make 1.9× the tokens; 10 GbE would help.
core::Verdict issueExample()
{
    core::Verdict verdict;
    verdict.kind = core::VerdictKind::ServeReplicas;
    verdict.usage = core::UsagePattern::Throughput;
    verdict.single = figures(BenchLayout::Single, 1, 25);
    verdict.bestSplit = figures(BenchLayout::TensorParallel, 2, 77.5);
    verdict.replicas = figures(BenchLayout::Replicas, 2, 26);
    verdict.chosen = verdict.replicas;
    verdict.splitSlowdown = 3.1;
    verdict.splitNetworkShare = 0.78;
    verdict.replicasGain = 1.9;
    core::SplitPrediction prediction;
    prediction.tokensPerSecond = 41.3;
    verdict.fasterLink = core::WhatIf::AtClass{core::linkClasses().at(3), prediction};
    verdict.measuredLink = core::LinkModel{2100, 941e6 / 8};
    return verdict;
}

} // namespace

TEST_F(AnalysisTextTest, TheIssuesExampleReadsAsPlainSentencesWithTheVerdictsNumbers)
{
    const core::Verdict verdict = issueExample();
    ASSERT_EQ(verdict.fasterLink->linkClass.id, core::LinkClassId::Ethernet10G);
    EXPECT_EQ(AnalysisText::verdictHeadline(verdict), QStringLiteral("Serve one copy per machine"));
    const QStringList expected{
        QStringLiteral(
            "Serve one copy per machine instead: 1.9× the output tokens per second of one machine."),
        QStringLiteral(
            "Splitting across 2 machines over this link (0.94 Gbit/s, 2.10 ms round trip) makes each token "
            "3.1× slower: 78 % of every token is spent waiting for the network."),
        QStringLiteral("A typical 10 GbE link (9.41 Gbit/s, 0.050 ms round trip) would bring the split to "
                       "about 41 decode tokens/s (predicted)."),
    };
    const QStringList reasons = AnalysisText::verdictReasons(verdict, {});
    EXPECT_EQ(reasons, expected) << reasons.join(QLatin1Char('\n')).toStdString();
}

TEST_F(AnalysisTextTest, AGermanLocaleWritesGermanNumbers)
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QStringList reasons = AnalysisText::verdictReasons(issueExample(), {});
    ASSERT_EQ(reasons.size(), 3);
    EXPECT_TRUE(reasons.at(0).contains(QStringLiteral("1,9×"))) << reasons.at(0).toStdString();
    EXPECT_TRUE(reasons.at(1).contains(QStringLiteral("3,1×"))) << reasons.at(1).toStdString();
    EXPECT_TRUE(reasons.at(1).contains(QStringLiteral("2,10 ms"))) << reasons.at(1).toStdString();
    EXPECT_EQ(AnalysisText::bytes(15.2e9), QStringLiteral("14,2 GiB"));
}

TEST_F(AnalysisTextTest, AVerdictFromServingRunsSaysItsFiguresAreFromTheUsersOwnServerFirst)
{
    core::Verdict verdict;
    verdict.kind = core::VerdictKind::StayOnOneNode;
    verdict.usage = core::UsagePattern::Chat;
    verdict.single = figures(BenchLayout::Single, 1, 40);
    verdict.chosen = verdict.single;
    verdict.bestSplit = figures(BenchLayout::PipelineParallel, 3, 100);
    verdict.splitSlowdown = 2.5;
    const QStringList model = AnalysisText::verdictReasons(verdict, {});
    verdict.fromServingRuns = true;
    const QStringList serving = AnalysisText::verdictReasons(verdict, {});
    ASSERT_EQ(serving.size(), model.size() + 1);
    EXPECT_TRUE(serving.front().startsWith(QStringLiteral("These figures are from your own server")));
    EXPECT_EQ(serving.mid(1), model);

    // Nothing to compare: said in the words of a serving run, what to measure next.
    verdict.kind = core::VerdictKind::NoData;
    const QStringList none = AnalysisText::verdictReasons(verdict, {});
    ASSERT_EQ(none.size(), 2);
    EXPECT_TRUE(none.at(1).contains(QStringLiteral("one layout only"))) << none.at(1).toStdString();
}

TEST_F(AnalysisTextTest, ASentenceWhoseFiguresAreMissingIsLeftOut)
{
    core::Verdict verdict;
    verdict.kind = core::VerdictKind::StayOnOneNode;
    verdict.usage = core::UsagePattern::Chat;
    verdict.single = figures(BenchLayout::Single, 1, 40);
    verdict.chosen = verdict.single;
    verdict.bestSplit = figures(BenchLayout::PipelineParallel, 3, 100);
    verdict.splitSlowdown = 2.5; // no network share, no link, no replicas, no what-if
    EXPECT_EQ(AnalysisText::verdictReasons(verdict, {}),
              QStringList{QStringLiteral("Splitting across 3 machines makes each token 2.5× slower.")});

    verdict.bestSplit.reset();
    verdict.splitSlowdown = 0;
    const QStringList alone = AnalysisText::verdictReasons(verdict, {});
    ASSERT_EQ(alone.size(), 1);
    EXPECT_TRUE(alone.front().startsWith(QStringLiteral("Only the runs on one machine completed")));

    // Chat: replicas are mentioned, with why they are not chosen.
    verdict.replicasGain = 1.8;
    EXPECT_EQ(AnalysisText::verdictReasons(verdict, {}),
              QStringList{QStringLiteral(
                  "One copy per machine would give 1.8× the output tokens per second of one machine, but "
                  "it does not make a single conversation any faster.")});
}

TEST_F(AnalysisTextTest, AFasterSplitSaysSoAndTheTargetsAreNamedWithTheirFigures)
{
    core::Verdict verdict;
    verdict.kind = core::VerdictKind::SplitTensor;
    verdict.usage = core::UsagePattern::Chat;
    verdict.single = figures(BenchLayout::Single, 1, 100);
    verdict.bestSplit = figures(BenchLayout::TensorParallel, 2, 75, 1500);
    verdict.chosen = verdict.bestSplit;
    verdict.splitSlowdown = 0.75;
    verdict.splitNetworkShare = 0.15;
    verdict.ttftTargetMs = 1000;
    verdict.ttftTargetMet = false;
    verdict.tpotTargetMs = 100;
    verdict.tpotTargetMet = true;
    EXPECT_EQ(AnalysisText::verdictHeadline(verdict), QStringLiteral("Split with tensor parallel"));
    const QStringList expected{
        QStringLiteral(
            "Splitting across 2 machines makes each token 1.3× faster, although 15 % of every token is "
            "spent waiting for the network."),
        QStringLiteral("Time to first token: 1.50 s (median), over your target of 1.00 s."),
        QStringLiteral("Time per output token: 75.0 ms (median), within your target of 100 ms."),
    };
    EXPECT_EQ(AnalysisText::verdictReasons(verdict, {}), expected);
}

TEST_F(AnalysisTextTest, DoesNotFitNamesTheSplitThatRunsOrHowManyNodesItNeeds)
{
    core::Verdict verdict;
    verdict.kind = core::VerdictKind::DoesNotFit;
    verdict.fit = core::FitKind::Split;
    verdict.nodesNeeded = 2;
    verdict.bestSplit = figures(BenchLayout::PipelineParallel, 2, 90, 300, 12.34);
    verdict.chosen = verdict.bestSplit;
    EXPECT_EQ(AnalysisText::verdictHeadline(verdict), QStringLiteral("Does not fit on one machine"));
    EXPECT_EQ(AnalysisText::verdictReasons(verdict, {QStringLiteral("node1"), QStringLiteral("node2")}),
              QStringList{QStringLiteral(
                  "The model does not fit in one machine's memory. Split over 2 machines (node1, "
                  "node2) with pipeline parallel, it makes 12.3 output tokens/s.")});

    verdict.chosen.reset();
    verdict.bestSplit.reset();
    verdict.nodesNeeded = 3;
    EXPECT_EQ(AnalysisText::verdictReasons(verdict, {}),
              QStringList{QStringLiteral(
                  "The model does not fit in one machine's memory: it needs 3 machines, and no "
                  "split run completed.")});

    core::Verdict none;
    none.kind = core::VerdictKind::NoData;
    EXPECT_EQ(AnalysisText::verdictHeadline(none), QStringLiteral("Not enough measurements"));
    EXPECT_EQ(AnalysisText::verdictReasons(none, {}).size(), 1);
}

TEST_F(AnalysisTextTest, TheWordsOfADecidedVerdictCarryItsComputedNumbers)
{
    // A recorded set where two copies beat one node (the replicas-win case of VerdictTest).
    RecordedRun one;
    one.concurrency = 8;
    one.computeMsPerStep = 80;
    one.id = 1;
    RecordedRun split = one;
    split.layout = BenchLayout::TensorParallel;
    split.nodes = {QStringLiteral("node1"), QStringLiteral("node2")};
    split.computeMsPerStep = 55;
    split.commMsPerStep = 193;
    split.id = 2;
    RecordedRun copies = one;
    copies.layout = BenchLayout::Replicas;
    copies.nodes = split.nodes;
    copies.computeMsPerStep = 42;
    copies.id = 3;
    core::VerdictInput input;
    input.goal.usage = core::UsagePattern::Throughput;
    for (const RecordedRun &run : {one, split, copies})
        input.results.append(test::recordedResult(run));
    const core::Verdict verdict = core::decideVerdict(input);
    ASSERT_EQ(verdict.kind, core::VerdictKind::ServeReplicas);

    const QLocale locale;
    const QStringList reasons = AnalysisText::verdictReasons(verdict, split.nodes);
    ASSERT_EQ(reasons.size(), 2);
    EXPECT_TRUE(reasons.at(0).contains(locale.toString(verdict.replicasGain, 'f', 1) + QStringLiteral("×")));
    EXPECT_TRUE(reasons.at(1).contains(locale.toString(248.0 / 80, 'f', 1) + QStringLiteral("×")))
        << reasons.at(1).toStdString();
    EXPECT_TRUE(reasons.at(1).contains(locale.toString(193.0 / 248 * 100, 'f', 0) + QStringLiteral(" %")))
        << reasons.at(1).toStdString();
}

TEST_F(AnalysisTextTest, MemoryFitSaysWhatTheModelNeedsAgainstWhatTheNodesHave)
{
    const QStringList names{QStringLiteral("node1"), QStringLiteral("node2")};
    core::MemoryNeed need;
    need.weightBytes = 15'200'000'000;
    const core::MemoryFit one = core::fitModel(need, {core::NodeMemory{names.at(0), 8'000'000'000, 0},
                                                      core::NodeMemory{names.at(1), 24'000'000'000, 0}});
    EXPECT_EQ(AnalysisText::memoryFitText(one, names),
              QStringLiteral("Fits on one machine (needs 14.2 GiB, node2 has 22.4 GiB)"));

    need.weightBytes = 30'000'000'000;
    const core::MemoryFit split = core::fitModel(need, {core::NodeMemory{names.at(0), 24'000'000'000, 0},
                                                        core::NodeMemory{names.at(1), 16'000'000'000, 0}});
    // Each of two needs (30 GB − 256 MiB) / 2 + 256 MiB = 15.13 GB.
    EXPECT_EQ(
        AnalysisText::memoryFitText(split, names),
        QStringLiteral(
            "Needs 2 machines: the model needs 27.9 GiB and the largest machine has 22.4 GiB; split evenly, "
            "each machine needs 14.1 GiB"));

    need.weightBytes = 141'000'000'000;
    const core::MemoryFit none = core::fitModel(need, {core::NodeMemory{names.at(0), 24'000'000'000, 0},
                                                       core::NodeMemory{names.at(1), 24'000'000'000, 0}});
    EXPECT_EQ(
        AnalysisText::memoryFitText(none, names),
        QStringLiteral("Does not fit: the model needs 131.3 GiB, and all machines together have 44.7 GiB"));

    const core::MemoryFit unknown = core::fitModel(need, {});
    EXPECT_EQ(AnalysisText::memoryFitText(unknown, names),
              QStringLiteral("Needs 131.3 GiB; no machine's memory is known yet"));
}

TEST_F(AnalysisTextTest, EveryRuleEvidenceIsASentenceWithItsFigures)
{
    const auto text = [](core::RuleEvidence evidence, double value, double limit, const char *subject = "") {
        return AnalysisText::ruleEvidence(core::RuleFinding{core::DesignRule::Unknown,
                                                            core::RuleStatus::Unknown, evidence, value, limit,
                                                            QString::fromUtf8(subject)});
    };
    EXPECT_EQ(text(core::RuleEvidence::SplitBytesKnown, 524288, 524304, "tp"),
              QStringLiteral(
                  "Tensor parallel sends 512.0 KiB between the machines for every decode step (all ranks "
                  "together, measured), within 25 % of the 512.0 KiB its model expects."));
    EXPECT_EQ(text(core::RuleEvidence::SplitBytesOffModel, 174762, 524304, "tp"),
              QStringLiteral(
                  "Tensor parallel sends 170.7 KiB between the machines for every decode step (all ranks "
                  "together, measured), more than 25 % off the 512.0 KiB its model expects: the traffic "
                  "is not what the "
                  "layout should send."));
    EXPECT_EQ(text(core::RuleEvidence::CommShareOverBudget, 60, 40),
              QStringLiteral("The network takes 60.0 ms of every token, over its budget of 40.0 ms."));
    EXPECT_EQ(text(core::RuleEvidence::BandwidthShort, 167.8e6, 280e6),
              QStringLiteral(
                  "At its highest concurrency the busiest machine sends 0.17 Gbit/s, over half of the link's "
                  "0.28 Gbit/s."));
    EXPECT_EQ(
        text(core::RuleEvidence::SlowLinkInSplit, 0.1, 0, "node2 → node3"),
        QStringLiteral(
            "Between the run's machines, the slowest link direction (node2 → node3) carries only 10 % of "
            "the fastest one's single-stream throughput, and the split has to use it."));
    EXPECT_EQ(text(core::RuleEvidence::NoLossBothWays, 0.02, 0.97),
              QStringLiteral(
                  "Loss at most 0.02 %, and with both directions busy each keeps 97 % of its throughput."));
    EXPECT_EQ(text(core::RuleEvidence::PerTokenSplitMeasured, 6, 0),
              QStringLiteral("6 rank(s) reported compute and communication time for every token."));
    EXPECT_EQ(
        text(core::RuleEvidence::FailureReported, 1, 0, "rank 1 (node2): the agent exited"),
        QStringLiteral("1 run(s) failed and came back with the cause: “rank 1 (node2): the agent exited”."));

    for (int evidence = int(core::RuleEvidence::NoSplitRun);
         evidence <= int(core::RuleEvidence::ServingSplitComplete); ++evidence)
        EXPECT_FALSE(text(core::RuleEvidence(evidence), 1, 1, "tp").isEmpty()) << evidence;
    EXPECT_TRUE(text(core::RuleEvidence::Unknown, 0, 0).isEmpty());
}

TEST_F(AnalysisTextTest, NamesAreDistinctForEveryValue)
{
    QSet<QString> rules;
    for (const core::DesignRule rule : core::designRules())
        rules.insert(AnalysisText::ruleName(rule));
    EXPECT_EQ(rules.size(), 8);
    EXPECT_EQ(AnalysisText::ruleName(core::DesignRule::LatencyBudget), QStringLiteral("Latency budget"));
    EXPECT_EQ(AnalysisText::ruleStatusName(core::RuleStatus::Met), QStringLiteral("Met"));
    EXPECT_EQ(AnalysisText::ruleStatusName(core::RuleStatus::NotMet), QStringLiteral("Not met"));
    EXPECT_EQ(AnalysisText::ruleStatusName(core::RuleStatus::NotTested), QStringLiteral("Not tested"));

    QSet<QString> classes;
    for (const core::LinkClass &linkClass : core::linkClasses())
        classes.insert(AnalysisText::linkClassName(linkClass.id));
    EXPECT_EQ(classes.size(), 7);
    EXPECT_EQ(AnalysisText::linkClassName(core::LinkClassId::Ethernet2_5G), QStringLiteral("2.5 GbE"));

    QSet<QString> layouts;
    for (const BenchLayout layout : {BenchLayout::Single, BenchLayout::TensorParallel,
                                     BenchLayout::PipelineParallel, BenchLayout::Replicas})
        layouts.insert(AnalysisText::layoutName(layout));
    EXPECT_EQ(layouts.size(), 4);

    QSet<QString> usages;
    for (const core::UsagePattern usage :
         {core::UsagePattern::Chat, core::UsagePattern::Throughput, core::UsagePattern::Both})
        usages.insert(AnalysisText::usageName(usage));
    EXPECT_EQ(usages.size(), 3);
}

TEST_F(AnalysisTextTest, FiguresAreWrittenAsTheNetworkPageWritesThem)
{
    // Memory as the Machines page shows it: IEC units, one decimal.
    EXPECT_EQ(AnalysisText::bytes(15.2e9), QStringLiteral("14.2 GiB"));
    EXPECT_EQ(AnalysisText::bytes(256e6), QStringLiteral("244.1 MiB"));
    EXPECT_EQ(AnalysisText::bytes(1.5e12), QStringLiteral("1.4 TiB"));
    EXPECT_EQ(AnalysisText::bytes(512), QStringLiteral("512 bytes"));
    EXPECT_EQ(AnalysisText::bytes(2e19), QStringLiteral("17.3 EiB"));
    EXPECT_EQ(AnalysisText::bitsPerSecond(940e6), QStringLiteral("0.94 Gbit/s"));
    EXPECT_EQ(AnalysisText::bitsPerSecond(9.41e9), QStringLiteral("9.41 Gbit/s"));
    EXPECT_EQ(AnalysisText::bitsPerSecond(23e9), QStringLiteral("23.00 Gbit/s"));
    EXPECT_EQ(AnalysisText::milliseconds(12.34), QStringLiteral("12.3 ms"));
    EXPECT_EQ(AnalysisText::milliseconds(0.15), QStringLiteral("0.15 ms"));
    EXPECT_EQ(AnalysisText::milliseconds(2100), QStringLiteral("2.10 s"));
    // A sentence quotes a link's figure as the Network page and the PDF's tables show it.
    for (const double bitsPerSecond : {0.5e3, 812e3, 94.1e6, 168e6, 941e6, 9.41e9, 22.4e9})
        EXPECT_EQ(AnalysisText::bitsPerSecond(bitsPerSecond), LinkText::bitsPerSecond(bitsPerSecond))
            << bitsPerSecond;
    for (const double ms : {0.05, 0.072, 0.41, 2.1, 12.5, 210.0, 2100.0})
        EXPECT_EQ(AnalysisText::milliseconds(ms), LinkText::roundTrip(ms * 1000)) << ms;
}

TEST_F(AnalysisTextTest, CudaPredictionsSayTheNcclCostIsNotYetChecked)
{
    core::WhatIf whatIf;
    whatIf.atMeasuredLink.tokensPerSecond = 12.3;
    whatIf.measured.measuredTokensPerSecond = 11.0;
    whatIf.backend = protocol::BenchBackend::Cpu;
    const QString cpu = AnalysisText::whatIfErrorText(whatIf);
    EXPECT_FALSE(cpu.contains(QStringLiteral("NCCL"))) << cpu.toStdString();
    whatIf.backend = protocol::BenchBackend::Cuda;
    const QString cuda = AnalysisText::whatIfErrorText(whatIf);
    EXPECT_TRUE(cuda.startsWith(cpu)) << cuda.toStdString();
    EXPECT_TRUE(cuda.contains(QStringLiteral("NCCL message is not yet checked against a GPU run")))
        << cuda.toStdString();
}

TEST_F(AnalysisTextTest, TheWhatIfsErrorIsSignedAgainstTheMeasuredRun)
{
    core::WhatIf whatIf;
    whatIf.atMeasuredLink.tokensPerSecond = 12.3;
    whatIf.atMeasuredLink.ttftMs = 210;
    whatIf.measured.measuredTokensPerSecond = 11.0;
    whatIf.measured.measuredTtftMs = 230;
    whatIf.tokensPerSecondError = 12.3 / 11.0 - 1;
    whatIf.ttftError = 210.0 / 230 - 1;
    const QLocale locale;
    EXPECT_EQ(
        AnalysisText::whatIfErrorText(whatIf),
        QStringLiteral(
            "The model predicts 12.3 decode tokens/s for the measured link; the run measured 11.0 (%1 %). "
            "For the time to first token it predicts 210 ms; the run measured 230 ms (%2 %).")
            .arg(locale.positiveSign() + QStringLiteral("12"), locale.negativeSign() + QStringLiteral("9")));
}

TEST_F(AnalysisTextTest, EveryReportWarningIsASentenceWithItsParticulars)
{
    core::ReportWarning failed{core::ReportWarningCode::ResultNotComplete, QStringLiteral("node1, node2"),
                               core::runStatusName(core::RunStatus::Failed),
                               QStringLiteral("node2's agent session ended (agent_crashed)")};
    failed.layout = BenchLayout::PipelineParallel;
    failed.concurrency = 4;
    EXPECT_EQ(AnalysisText::warningText(failed),
              QStringLiteral("Pipeline parallel over node1, node2 at concurrency 4: Failed: node2's agent "
                             "session ended (agent_crashed)"));
    EXPECT_EQ(
        AnalysisText::warningText({core::ReportWarningCode::HostNotStored, QStringLiteral("node2"), {}, {}}),
        QStringLiteral("node2 is no longer stored: its inventory and memory are unknown"));
    EXPECT_EQ(AnalysisText::warningText({core::ReportWarningCode::RunFailed, {}, {}, {}}),
              QStringLiteral("The run failed"));
    EXPECT_EQ(AnalysisText::warningText(
                  {core::ReportWarningCode::RunFailed, {}, {}, QStringLiteral("1 of 8 runs failed")}),
              QStringLiteral("The run failed: 1 of 8 runs failed"));
    // Every code has its own sentence, none falls through to the unknown one.
    const QString unknown = AnalysisText::warningText({core::ReportWarningCode::Unknown, {}, {}, {}});
    QStringList seen;
    for (int code = int(core::ReportWarningCode::HostNotStored);
         code <= int(core::ReportWarningCode::AboveRoofline); ++code) {
        const QString text = AnalysisText::warningText(
            {core::ReportWarningCode(code), QStringLiteral("node1"), QStringLiteral("v"), {}});
        EXPECT_NE(text, unknown) << code;
        EXPECT_FALSE(seen.contains(text)) << text.toStdString();
        seen.append(text);
    }
    EXPECT_EQ(AnalysisText::warningTexts({failed, {core::ReportWarningCode::RunCancelled, {}, {}, {}}}),
              (QStringList{AnalysisText::warningText(failed),
                           QStringLiteral("The run was cancelled before every layout ran")}));
}

namespace {

core::StoredBenchResult storedResult(qint64 id, BenchLayout layout, std::uint32_t concurrency,
                                     const QStringList &nodes)
{
    core::StoredBenchResult result;
    result.id = id;
    result.layout = layout;
    result.concurrency = concurrency;
    result.nodeNames = nodes;
    result.status = core::RunStatus::Complete;
    return result;
}

const QStringList kPair{QStringLiteral("node0"), QStringLiteral("node1")};
const QStringList kTrio{QStringLiteral("node0"), QStringLiteral("node1"), QStringLiteral("node2")};

/// The issue's example in a report over three nodes whose split ran over `splitNodes` and whose
/// copies ran on `replicaNodes`.
core::ReportModel reportOverThree(const QStringList &splitNodes, const QStringList &replicaNodes)
{
    core::ReportModel report;
    for (const QString &name : kTrio) {
        core::ClusterNode node;
        node.target.name = name;
        report.plan.nodes << node;
    }
    report.results = {storedResult(1, BenchLayout::Single, 1, {kPair.first()}),
                      storedResult(2, BenchLayout::TensorParallel, 1, splitNodes),
                      storedResult(3, BenchLayout::Replicas, 1, replicaNodes)};
    report.verdict = issueExample();
    report.verdict.single->resultId = 1;
    report.verdict.bestSplit->resultId = 2;
    report.verdict.bestSplit->nodeCount = int(splitNodes.size());
    report.verdict.replicas->resultId = 3;
    report.verdict.replicas->nodeCount = int(replicaNodes.size());
    report.verdict.chosen = report.verdict.replicas;
    return report;
}

} // namespace

TEST_F(AnalysisTextTest, ASplitOverSomeOfTheNodesNamesItsMachines)
{
    const QStringList reasons = AnalysisText::verdictReasons(reportOverThree(kPair, kTrio));
    const QStringList expected{
        QStringLiteral(
            "Serve one copy per machine instead: 1.9× the output tokens per second of one machine."),
        QStringLiteral("Splitting across node0 and node1 with tensor parallel over this link (0.94 Gbit/s, "
                       "2.10 ms round trip) makes each token 3.1× slower: 78 % of every token is spent "
                       "waiting for the network."),
        QStringLiteral("A typical 10 GbE link (9.41 Gbit/s, 0.050 ms round trip) would bring the split to "
                       "about 41 decode tokens/s (predicted)."),
    };
    EXPECT_EQ(reasons, expected) << reasons.join(QLatin1Char('\n')).toStdString();

    // Copies on two of the three machines: those are named too.
    const QStringList copies = AnalysisText::verdictReasons(reportOverThree(kTrio, kPair));
    ASSERT_EQ(copies.size(), 3);
    EXPECT_EQ(copies.at(0), QStringLiteral("Serve one copy on each of node0 and node1 instead: 1.9× the "
                                           "output tokens per second of one machine."));
    EXPECT_TRUE(copies.at(1).startsWith(QStringLiteral("Splitting across 3 machines over this link")))
        << copies.at(1).toStdString();

    // Over all of the run's nodes the words are those without a report.
    const core::ReportModel overAll = reportOverThree(kTrio, kTrio);
    EXPECT_EQ(AnalysisText::verdictReasons(overAll), AnalysisText::verdictReasons(overAll.verdict, {}));
    EXPECT_TRUE(AnalysisText::verdictReasons(overAll).at(1).startsWith(
        QStringLiteral("Splitting across 3 machines")));
}

TEST_F(AnalysisTextTest, ASplitOverAllNodesIsNamedWhereItsLayoutRanOverSeveralSets)
{
    // The split over all three machines, and the same layout over two of them: the charts label the
    // series with machines, so the verdict names them too, although the split used every node.
    core::ReportModel report = reportOverThree(kTrio, kTrio);
    report.results << storedResult(4, BenchLayout::TensorParallel, 1, kPair);
    const QList<presentation::BenchSeries> series = presentation::benchSeries(report.results);
    const qsizetype split = presentation::seriesIndex(series, report.results.at(1));
    ASSERT_GE(split, 0);
    EXPECT_TRUE(series.at(split).namesNodes);
    EXPECT_FALSE(series.at(presentation::seriesIndex(series, report.results.at(2))).namesNodes);

    const QStringList reasons = AnalysisText::verdictReasons(report);
    ASSERT_EQ(reasons.size(), 3) << reasons.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(reasons.at(1).startsWith(
        QStringLiteral("Splitting across node0, node1, and node2 with tensor parallel over this link")))
        << reasons.at(1).toStdString();
    // The replicas ran over one set (all nodes): not named.
    EXPECT_TRUE(reasons.at(0).startsWith(QStringLiteral("Serve one copy per machine instead")))
        << reasons.at(0).toStdString();
}

TEST_F(AnalysisTextTest, ElevenSetsOfOneLayoutLookDifferent)
{
    // Four machines give 11 sets of two or more (6 pairs, 4 trios, all four).
    const QStringList machines{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                               QStringLiteral("d")};
    QList<core::StoredBenchResult> results;
    for (int mask = 1; mask < 16; ++mask) {
        QStringList set;
        for (int bit = 0; bit < 4; ++bit) {
            if (mask & (1 << bit))
                set << machines.at(bit);
        }
        if (set.size() >= 2)
            results << storedResult(mask, BenchLayout::TensorParallel, 1, set);
    }
    const QList<presentation::BenchSeries> series = presentation::benchSeries(results);
    ASSERT_EQ(series.size(), 11);
    for (qsizetype i = 0; i < series.size(); ++i) {
        for (qsizetype j = i + 1; j < series.size(); ++j) {
            EXPECT_FALSE(series.at(i).colour == series.at(j).colour
                         && series.at(i).penStyle == series.at(j).penStyle)
                << "sets " << i << " and " << j << " look alike";
        }
    }
}

TEST_F(AnalysisTextTest, SeriesNameTheirNodesOnlyWhereALayoutRanOverSeveralSets)
{
    const QList<core::StoredBenchResult> results{
        storedResult(1, BenchLayout::Single, 2, {kPair.first()}),
        storedResult(2, BenchLayout::Replicas, 2, kTrio),
        storedResult(3, BenchLayout::TensorParallel, 2, kPair),
        storedResult(4, BenchLayout::TensorParallel, 2, kTrio),
        storedResult(5, BenchLayout::Single, 8, {kPair.first()}),
        storedResult(6, BenchLayout::TensorParallel, 8, kPair),
        storedResult(7, BenchLayout::TensorParallel, 8, kTrio),
    };
    const QList<presentation::BenchSeries> series = presentation::benchSeries(results);
    QStringList labels;
    for (const presentation::BenchSeries &one : series)
        labels << one.label;
    // Layout order (the baseline, the splits, the copies), the sets of one layout as they ran.
    EXPECT_EQ(labels,
              QStringList({QStringLiteral("One machine"), QStringLiteral("Tensor parallel (node0, node1)"),
                           QStringLiteral("Tensor parallel (node0, node1, node2)"),
                           QStringLiteral("One copy per machine")}));
    ASSERT_EQ(series.size(), 4);
    EXPECT_EQ(series.at(1).nodeNames, kPair);
    // One hue family per layout, the sets apart by shade and by dash.
    EXPECT_EQ(series.at(1).colour, presentation::ReportStyle::layoutColour(BenchLayout::TensorParallel));
    EXPECT_NE(series.at(2).colour, series.at(1).colour);
    EXPECT_NE(series.at(2).penStyle, series.at(1).penStyle);
    EXPECT_EQ(presentation::seriesIndex(series, results.at(5)), 1);
    EXPECT_EQ(presentation::seriesIndex(series, results.at(6)), 2);
    EXPECT_EQ(presentation::seriesIndex(series, storedResult(9, BenchLayout::PipelineParallel, 2, kPair)),
              -1);

    // Many nodes: short enough for an axis, and two sets never share a label.
    const QStringList four{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                           QStringLiteral("d")};
    const QStringList otherFour{QStringLiteral("a"), QStringLiteral("x"), QStringLiteral("y"),
                                QStringLiteral("d")};
    EXPECT_EQ(AnalysisText::seriesLabel(BenchLayout::PipelineParallel, four),
              QStringLiteral("Pipeline parallel (4 machines: a … d)"));
    const QList<presentation::BenchSeries> alike
        = presentation::benchSeries({storedResult(1, BenchLayout::PipelineParallel, 1, four),
                                     storedResult(2, BenchLayout::PipelineParallel, 1, otherFour)});
    ASSERT_EQ(alike.size(), 2);
    EXPECT_NE(alike.at(0).label, alike.at(1).label);
    EXPECT_EQ(alike.at(0).label, QStringLiteral("Pipeline parallel (a, b, c, d)"));
    EXPECT_EQ(alike.at(1).label, QStringLiteral("Pipeline parallel (a, x, y, d)"));
}

TEST_F(AnalysisTextTest, EachRpcServerWithACacheSaysWhatItHeldAndTheOthersSayNothing)
{
    core::LlamaCppServerOutcome cold;
    cold.process.machine = QStringLiteral("node2");
    cold.started.cacheBytes = 0;
    core::LlamaCppServerOutcome warm;
    warm.process.machine = QStringLiteral("node3");
    warm.started.cacheBytes = std::uint64_t(3) << 30;
    core::LlamaCppServerOutcome none; // llama-server, or an rpc-server of a build without the cache
    none.process.machine = QStringLiteral("node1");

    const QStringList text = AnalysisText::rpcCacheTexts({none, cold, warm});
    ASSERT_EQ(text.size(), 2);
    EXPECT_TRUE(text.at(0).startsWith(QStringLiteral("rpc-server on node2 started with an empty cache")))
        << text.at(0).toStdString();
    EXPECT_TRUE(text.at(0).contains(QStringLiteral("from node2's disk"))) << text.at(0).toStdString();
    EXPECT_TRUE(text.at(1).startsWith(QStringLiteral("rpc-server on node3 started with ")))
        << text.at(1).toStdString();
    EXPECT_TRUE(text.at(1).contains(AnalysisText::bytes(double(std::uint64_t(3) << 30))))
        << text.at(1).toStdString();
}

TEST(GuiAnalysisText, TrafficSaysWhatEachLayoutSendsAndWhatALinkNeedsForTheTarget)
{
    const protocol::ModelShape shape = *protocol::presetModelShape("llama-3.1-8b");
    const QStringList texts = presentation::AnalysisText::trafficTexts(
        core::estimateTraffic(shape, protocol::DType::BF16, protocol::BenchBackend::Cpu, 2, 1, 100.0));
    ASSERT_EQ(texts.size(), 6) << texts.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(texts[0],
              QStringLiteral(
                  "Per decode step (one token for each of 1 request(s) at once), split over 2 machines:"));
    // 2 × 32 all-reduces of 16 KiB and the arg-max: 1.0 MiB; 129 round trips in 100 ms: 775 µs each
    // at most; 1 048 584 bytes in 100 ms: 83.9 Mbit/s at least.
    EXPECT_EQ(
        texts[1],
        QStringLiteral("Tensor parallel: each machine sends 1.0 MiB per step and waits for 129 round trips. "
                       "For 100 ms per token: a round trip below ")
            + presentation::LinkText::roundTrip(100'000.0 / 129) + QStringLiteral(" and at least ")
            + presentation::LinkText::bitsPerSecond(1'048'584.0 * 8 / 0.1) + QStringLiteral("."));
    EXPECT_TRUE(texts[2].startsWith(QStringLiteral("Pipeline parallel: a machine sends 16.0 KiB per step")))
        << texts[2].toStdString();
    EXPECT_TRUE(texts[3].contains(QStringLiteral("waits for 7 round trips"))) << texts[3].toStdString();
    EXPECT_TRUE(texts[4].contains(QStringLiteral("any wired network carries that")))
        << texts[4].toStdString();
    EXPECT_TRUE(texts[5].startsWith(QStringLiteral("These limits hold if computing a token took no time")));

    const QStringList open = presentation::AnalysisText::trafficTexts(
        core::estimateTraffic(shape, protocol::DType::BF16, protocol::BenchBackend::Cpu, 2, 1, std::nullopt));
    EXPECT_FALSE(open[1].contains(QStringLiteral("For ")));
    EXPECT_EQ(open.last(),
              QStringLiteral("Set a time per output token (TPOT) target for what a link needs to meet it."));
}
