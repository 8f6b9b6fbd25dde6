#include "UiTestSupport.h"

#include "ui/MachinesPage.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QLabel>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace shardscope;
using ui::ShardScopeWizard;

TEST(GuiWizard, StartsOnWelcomeAndNextReachesMachines)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(QStringLiteral(SHARDSCOPE_AGENT_PATH));

    ShardScopeWizard wizard(model);
    wizard.show();
    EXPECT_EQ(wizard.currentId(), ShardScopeWizard::Welcome);
    // Only the pages that exist are in the flow: no placeholders for later steps.
    EXPECT_EQ(wizard.pageIds(), (QList<int>{ShardScopeWizard::Welcome, ShardScopeWizard::Machines}));
    EXPECT_EQ(wizard.currentPage()->title(), QStringLiteral("Welcome to ShardScope"));

    const auto *welcome = wizard.currentPage()->findChild<QLabel *>(QStringLiteral("welcomeText"));
    ASSERT_NE(welcome, nullptr);
    for (const char *needed :
         {"Inventory", "Agent", "Link tests", "Inference runs", "Verdict", "SSH", "switch"})
        EXPECT_TRUE(welcome->text().contains(QLatin1String(needed))) << needed;

    wizard.next();
    EXPECT_EQ(wizard.currentId(), ShardScopeWizard::Machines);
    auto *page = qobject_cast<ui::MachinesPage *>(wizard.currentPage());
    ASSERT_NE(page, nullptr);
    EXPECT_TRUE(ui::test::waitUntil([&] { return !page->isRefreshing(); }));
    EXPECT_TRUE(page->isComplete());
}
