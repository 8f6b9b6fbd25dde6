// The Inference page's words for a plan that cannot run (ui::PlanText): every problem core's plan
// check finds has a sentence, naming its subject in the user's terms, and the protocol library's
// reasons (codes with their numbers) are worded here too, never pasted in as English.
#include "ui/InferencePlan.h"

#include "core/model/BenchPlan.h"
#include "presentation/AnalysisText.h"
#include "tests/support/MarkingTranslator.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

#include <functional>

using namespace shardscope;

namespace {

/// One of each protocol problem, found by the protocol library itself, with the numbers its
/// sentence must name.
struct ReasonCase {
    const char *name;
    protocol::BenchProblem problem;
    QStringList numbers;
};

QList<ReasonCase> everyReason()
{
    using protocol::BenchLayout;
    const protocol::ModelShape tiny = *protocol::presetModelShape("tiny"); // 8 heads, 4 KV heads, 4 layers
    const auto shape = [&tiny](const std::function<void(protocol::ModelShape &)> &change) {
        protocol::ModelShape changed = tiny;
        change(changed);
        return changed;
    };
    const auto workload = [](const std::function<void(protocol::BenchWorkload &)> &change) {
        protocol::BenchWorkload changed;
        change(changed);
        return protocol::workloadProblem(changed);
    };
    const auto n = [](std::uint64_t value) {
        return QString::number(value);
    };
    return {
        {"no layers", protocol::shapeProblem(shape([](auto &s) { s.layers = 0; })), {n(0)}},
        {"too wide", protocol::shapeProblem(shape([](auto &s) { s.hidden = 70000; })), {n(70000), n(65536)}},
        {"heads in no groups", protocol::shapeProblem(shape([](auto &s) { s.kvHeads = 3; })), {n(8), n(3)}},
        {"odd head", protocol::shapeProblem(shape([](auto &s) { s.headDim = 31; })), {n(31)}},
        {"rope", protocol::shapeProblem(shape([](auto &s) { s.ropeTheta = 0.5; })), {n(1)}},
        {"eps", protocol::shapeProblem(shape([](auto &s) { s.rmsNormEps = 2; })), {n(0), n(1)}},
        {"no ranks",
         protocol::layoutProblem(tiny, BenchLayout::TensorParallel, 0),
         {n(0), n(protocol::kMaxBenchWorldSize)}},
        {"single over two", protocol::layoutProblem(tiny, BenchLayout::Single, 2), {n(2)}},
        {"heads over three",
         protocol::layoutProblem(tiny, BenchLayout::TensorParallel, 3),
         {n(8), n(4), n(3)}},
        {"intermediate over four",
         protocol::layoutProblem(shape([](auto &s) { s.intermediate = 702; }), BenchLayout::TensorParallel,
                                 4),
         {n(702), n(4)}},
        {"vocabulary over four",
         protocol::layoutProblem(shape([](auto &s) { s.vocab = 2; }), BenchLayout::TensorParallel, 4),
         {n(2), n(4)}},
        {"stages over layers", protocol::layoutProblem(tiny, BenchLayout::PipelineParallel, 5), {n(4), n(5)}},
        {"no layout", protocol::layoutProblem(tiny, BenchLayout::Unknown, 1), {}},
        {"blocks over four",
         protocol::layoutProblem(tiny, BenchLayout::TensorParallel, 4, protocol::DType::Q8_0),
         {QStringLiteral("q8_0"), n(32), n(4), n(176)}},
        {"hidden in blocks",
         protocol::layoutProblem(shape([](auto &s) { s.hidden = 80; }), BenchLayout::Single, 1,
                                 protocol::DType::Q4_0),
         {QStringLiteral("q4_0"), n(32), n(80)}},
        {"no prompt",
         workload([](auto &w) { w.promptTokens = 0; }),
         {n(0), n(1), n(protocol::kMaxBenchTokens - 1)}},
        {"long answer",
         workload([](auto &w) { w.generateTokens = protocol::kMaxBenchTokens; }),
         {n(protocol::kMaxBenchTokens), n(1), n(protocol::kMaxBenchTokens - 1)}},
        {"too long together",
         workload([](auto &w) {
             w.promptTokens = 32000;
             w.generateTokens = 1000;
         }),
         {n(33000), n(protocol::kMaxBenchTokens)}},
        {"no requests",
         workload([](auto &w) { w.concurrency = 0; }),
         {n(0), n(1), n(protocol::kMaxBenchConcurrency)}},
        {"long warm-up", workload([](auto &w) { w.warmupSteps = 1001; }), {n(1001), n(0), n(1000)}},
        {"no prefill", workload([](auto &w) { w.prefills = 0; }), {n(0), n(1), n(100)}},
    };
}

core::BenchPlan twoMachines()
{
    core::BenchPlan plan;
    plan.model.name = "tiny";
    for (const char *name : {"gpu-a", "gpu-b"}) {
        core::ClusterNode node;
        node.target.name = QString::fromLatin1(name);
        plan.nodes << node;
    }
    return plan;
}

} // namespace

TEST(GuiPlanText, EveryProblemHasASentenceAndNoneForNoProblem)
{
    const core::BenchPlan plan = twoMachines();
    EXPECT_TRUE(ui::PlanText::problem(plan, core::PlanCheck{}).isEmpty());
    for (int value = int(core::PlanProblem::ShapeCannotBeBuilt);
         value <= int(core::PlanProblem::LayoutCannotHoldModel); ++value) {
        core::PlanCheck check;
        check.problem = core::PlanProblem(value);
        check.layout = protocol::BenchLayout::TensorParallel;
        check.nodeSet = {0, 1};
        check.node = 0;
        EXPECT_FALSE(ui::PlanText::problem(plan, check).isEmpty()) << value;
    }
}

TEST(GuiPlanText, NamesTheLayoutAndTheMachines)
{
    const core::BenchPlan plan = twoMachines();
    core::PlanCheck lonely;
    lonely.problem = core::PlanProblem::LayoutNeedsTwoNodes;
    lonely.layout = protocol::BenchLayout::PipelineParallel;
    lonely.nodeSet = {0};
    const QString needsTwo = ui::PlanText::problem(plan, lonely);
    EXPECT_TRUE(
        needsTwo.contains(presentation::AnalysisText::layoutName(protocol::BenchLayout::PipelineParallel)))
        << needsTwo.toStdString();
    EXPECT_TRUE(needsTwo.contains(QStringLiteral("1 given"))) << needsTwo.toStdString();

    core::PlanCheck twice;
    twice.problem = core::PlanProblem::NodeTwiceInSet;
    twice.nodeSet = {1, 1};
    twice.node = 1;
    const QString named = ui::PlanText::problem(plan, twice);
    EXPECT_TRUE(named.contains(QStringLiteral("gpu-b"))) << named.toStdString();
    EXPECT_FALSE(named.contains(QStringLiteral("gpu-a"))) << named.toStdString();
}

TEST(GuiPlanText, EveryProtocolReasonIsWordedHereWithItsNumbers)
{
    QList<protocol::BenchProblemCode> covered;
    for (const ReasonCase &c : everyReason()) {
        SCOPED_TRACE(c.name);
        ASSERT_FALSE(c.problem.ok());
        covered << c.problem.code;
        const QString sentence = ui::PlanText::reason(c.problem);
        EXPECT_FALSE(sentence.isEmpty());
        for (const QString &number : c.numbers)
            EXPECT_TRUE(sentence.contains(number)) << number.toStdString() << ": " << sentence.toStdString();
        // None of the protocol library's English, and none of its JSON keys.
        const QString english = QString::fromStdString(protocol::benchProblemText(c.problem));
        EXPECT_FALSE(sentence.contains(english)) << sentence.toStdString();
        for (const char *key : {"kv_heads", "head_dim", "prompt_tokens", "generate_tokens", "warmup_steps",
                                "prefills", "ranks", "unknown layout"})
            EXPECT_FALSE(sentence.contains(QLatin1String(key))) << key << ": " << sentence.toStdString();

        // Through tr() and nothing else: with every PlanText string translated, the whole sentence is.
        const test::MarkingTranslator marking("PlanText");
        const QString marked = ui::PlanText::reason(c.problem);
        EXPECT_TRUE(marked.startsWith(QLatin1Char('[')) && marked.endsWith(QLatin1Char(']')))
            << marked.toStdString();
    }
    // Every code has a case above: a new one without a sentence fails here.
    for (int value = int(protocol::BenchProblemCode::DimensionIsZero);
         value <= int(protocol::BenchProblemCode::PrefillsOutOfRange); ++value)
        EXPECT_TRUE(covered.contains(protocol::BenchProblemCode(value))) << value;
    EXPECT_TRUE(ui::PlanText::reason(protocol::BenchProblem{}).isEmpty());

    // The English source sentence, in plain words.
    const protocol::ModelShape tiny = *protocol::presetModelShape("tiny");
    EXPECT_EQ(
        ui::PlanText::reason(protocol::layoutProblem(tiny, protocol::BenchLayout::TensorParallel, 3)),
        QStringLiteral("the model's 8 query heads and 4 KV heads must both divide evenly by 3; choose a "
                       "number of machines that divides both"));
    protocol::ModelShape noLayers = tiny;
    noLayers.layers = 0;
    EXPECT_EQ(ui::PlanText::reason(protocol::shapeProblem(noLayers)),
              QStringLiteral("the number of layers must be at least 1, not 0"));
}

TEST(GuiPlanText, APlanProblemWithAProtocolReasonIsOneTranslatedSentence)
{
    // What core's plan check finds, worded: the reason inside is PlanText's own, not the protocol's.
    const auto planWith = [](const std::function<void(core::BenchPlan &)> &change) {
        core::BenchPlan plan = twoMachines();
        plan.model = *protocol::presetModelShape("tiny");
        plan.concurrencies = {1};
        plan.nodes << plan.nodes.constFirst();
        plan.nodes.last().target.name = QStringLiteral("gpu-c");
        change(plan);
        return plan;
    };
    const QList<std::pair<const char *, core::BenchPlan>> plans{
        {"shape", planWith([](core::BenchPlan &plan) { plan.model.kvHeads = 3; })},
        {"workload", planWith([](core::BenchPlan &plan) {
             plan.concurrencies = {1, 0};
         })},
        {"layout",
         planWith([](core::BenchPlan &plan) { plan.layouts = {protocol::BenchLayout::TensorParallel}; })},
    };
    const QList<core::PlanProblem> expected{core::PlanProblem::ShapeCannotBeBuilt,
                                            core::PlanProblem::WorkloadRefused,
                                            core::PlanProblem::LayoutCannotHoldModel};
    for (qsizetype i = 0; i < plans.size(); ++i) {
        SCOPED_TRACE(plans.at(i).first);
        const core::BenchPlan &plan = plans.at(i).second;
        const core::PlanCheck check = core::checkBenchPlan(plan);
        ASSERT_EQ(int(check.problem), int(expected.at(i)));
        ASSERT_FALSE(check.reason.ok());
        const QString sentence = ui::PlanText::problem(plan, check);
        const QString reason = ui::PlanText::reason(check.reason);
        EXPECT_TRUE(sentence.contains(reason)) << sentence.toStdString();
        EXPECT_FALSE(sentence.contains(QString::fromStdString(protocol::benchProblemText(check.reason))))
            << sentence.toStdString();
        // The English the CLI prints still names the protocol's own reason.
        EXPECT_TRUE(core::planProblemText(plan, check)
                        .contains(QString::fromStdString(protocol::benchProblemText(check.reason))));

        const test::MarkingTranslator marking("PlanText");
        const QString marked = ui::PlanText::problem(plan, check);
        EXPECT_TRUE(marked.startsWith(QLatin1Char('['))) << marked.toStdString();
        EXPECT_TRUE(marked.contains(QLatin1Char('[') + reason + QLatin1Char(']'))) << marked.toStdString();
    }
    const core::BenchPlan tpOverThree = plans.at(2).second;
    EXPECT_EQ(
        ui::PlanText::problem(tpOverThree, core::checkBenchPlan(tpOverThree)),
        QStringLiteral("%1 over %2 cannot hold tiny: the model's 8 query heads and 4 KV heads must both "
                       "divide evenly by 3; choose a number of machines that divides both")
            .arg(presentation::AnalysisText::layoutName(protocol::BenchLayout::TensorParallel),
                 presentation::AnalysisText::machineSet(
                     {QStringLiteral("gpu-a"), QStringLiteral("gpu-b"), QStringLiteral("gpu-c")})));
}

TEST(GuiPlanText, ALayoutTheShapeCannotTakeCarriesTheProtocolsCode)
{
    QList<ui::BenchCandidate> nodes;
    for (const char *name : {"node1", "node2", "node3"}) {
        ui::BenchCandidate node;
        node.name = QString::fromLatin1(name);
        node.clusterAddress = QStringLiteral("10.0.0.1");
        nodes << node;
    }
    const protocol::ModelShape tiny = *protocol::presetModelShape("tiny");
    const ui::LayoutCheck check = ui::checkBenchLayout(tiny, protocol::BenchLayout::TensorParallel, nodes);
    EXPECT_EQ(check.problem, ui::LayoutProblem::ShapeDoesNotFit);
    EXPECT_EQ(check.reason, protocol::layoutProblem(tiny, protocol::BenchLayout::TensorParallel, 3));
    EXPECT_TRUE(check.detail.isEmpty());
    EXPECT_EQ(ui::checkBenchLayout(tiny, protocol::BenchLayout::PipelineParallel, nodes).problem,
              ui::LayoutProblem::None);
    protocol::ModelShape broken = tiny;
    broken.headDim = 31;
    const ui::LayoutCheck replicas = ui::checkBenchLayout(broken, protocol::BenchLayout::Replicas, nodes);
    EXPECT_EQ(replicas.problem, ui::LayoutProblem::ShapeDoesNotFit);
    EXPECT_EQ(replicas.reason.code, protocol::BenchProblemCode::HeadDimOdd);
}
