// The setup check in the user's words (presentation::SetupText): every finding of every code and
// form, and every interface's reason, is worded through tr() from its facts and names the same facts
// core's English wording names (tests/ui/SetupCheckPageTest.cpp: translated in every language).
#include "presentation/SetupText.h"

#include "tests/support/MarkingTranslator.h"
#include "tests/support/SetupFindingFactory.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

using namespace shardscope;
using presentation::SetupText;

namespace {

QList<core::InterfaceChoice> everyChoice()
{
    core::InterfaceChoice chosen;
    chosen.interfaceName = QStringLiteral("enp5s0");
    chosen.address = QStringLiteral("10.0.0.2");
    chosen.subnet = QStringLiteral("10.0.0.0/24");
    chosen.speedMbps = 2500;
    chosen.subnetPeers = {QStringLiteral("node2"), QStringLiteral("node3")};
    chosen.defaultRoute = true;
    QList<core::InterfaceChoice> choices{core::InterfaceChoice{}, chosen};
    chosen.chosenByUser = true;
    choices << chosen;
    for (core::ChoiceProblem problem :
         {core::ChoiceProblem::Missing, core::ChoiceProblem::NotUp, core::ChoiceProblem::NoAddress}) {
        chosen.problem = problem;
        chosen.state = QStringLiteral("down");
        choices << chosen;
    }
    return choices;
}

} // namespace

TEST(GuiSetupText, EveryFindingIsWordedThroughTrAndNamesTheFactsCoresEnglishNames)
{
    for (const core::SetupFinding &finding : test::everySetupFinding()) {
        const QString detail = SetupText::detail(finding);
        const QString fix = SetupText::fix(finding);
        SCOPED_TRACE(core::setupCodeName(finding.code).toStdString() + ": " + detail.toStdString());
        EXPECT_FALSE(test::leavesPlaceholder(detail));
        EXPECT_FALSE(test::leavesPlaceholder(fix));
        EXPECT_EQ(test::namedFacts(detail, finding),
                  test::namedFacts(core::setupFindingDetail(finding), finding));
        EXPECT_EQ(test::namedFacts(fix, finding), test::namedFacts(core::setupFindingFix(finding), finding));
        EXPECT_EQ(fix.isEmpty(), core::setupFindingFix(finding).isEmpty());

        const test::MarkingTranslator marking("SetupText");
        const QString marked = SetupText::detail(finding);
        EXPECT_TRUE(marked.startsWith(QLatin1Char('[')) && marked.endsWith(QLatin1Char(']')))
            << marked.toStdString();
        const QString markedFix = SetupText::fix(finding);
        EXPECT_TRUE(markedFix.isEmpty()
                    || (markedFix.startsWith(QLatin1Char('[')) && markedFix.endsWith(QLatin1Char(']'))))
            << markedFix.toStdString();
    }
}

TEST(GuiSetupText, EveryReasonIsWordedThroughTrWithItsFacts)
{
    for (const core::InterfaceChoice &choice : everyChoice()) {
        const QString reason = SetupText::reason(choice);
        SCOPED_TRACE(core::interfaceChoiceReason(choice).toStdString());
        EXPECT_FALSE(reason.isEmpty());
        if (choice.problem == core::ChoiceProblem::None && !choice.interfaceName.isEmpty()) {
            EXPECT_TRUE(reason.contains(QStringLiteral("10.0.0.0/24")));
            EXPECT_TRUE(reason.contains(QStringLiteral("node3")));
        }
        const test::MarkingTranslator marking("SetupText");
        EXPECT_TRUE(SetupText::reason(choice).contains(QLatin1Char('[')))
            << SetupText::reason(choice).toStdString();
    }
}
