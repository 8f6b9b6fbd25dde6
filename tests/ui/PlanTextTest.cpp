// The Inference page's words for a plan that cannot run (ui::PlanText): every problem core's plan
// check finds has a sentence, naming its subject in the user's terms.
#include "ui/InferencePlan.h"

#include "core/model/BenchPlan.h"
#include "presentation/AnalysisText.h"

#include <gtest/gtest.h>

using namespace shardscope;

namespace {

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
