// The inventory PDF exported from the Machines page (MachinesPage::exportPdf): "This computer" is
// in it, and a failed write is shown with its path. The PDF itself (presentation::InventoryPdf) is
// tested in tests/presentation/InventoryPdfTest.cpp.
#include "UiTestSupport.h"

#include "ui/MachinesPage.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QFile>
#include <QLabel>
#include <QSysInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace shardscope;

TEST(GuiInventoryPdf, ExportFromMachinesPageHasThisComputer)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(QStringLiteral(SHARDSCOPE_AGENT_PATH));
    ui::ShardScopeWizard wizard(model);
    wizard.show();
    wizard.next();
    auto *page = qobject_cast<ui::MachinesPage *>(wizard.currentPage());
    ASSERT_NE(page, nullptr);
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page->isRefreshing(); }));

    const QString path = dir.filePath(QStringLiteral("this-computer.pdf"));
    const auto written = page->exportPdf(path);
    ASSERT_TRUE(written.ok()) << written.error().detail.toStdString();
    const QString text = ui::test::pdfText(path);
    EXPECT_TRUE(text.contains(QSysInfo::machineHostName())) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("ShardScope")));
    // The wizard's words for how fresh the inventory is, not just its date.
    EXPECT_TRUE(text.contains(QStringLiteral("Inventoried"))) << text.toStdString();
    EXPECT_TRUE(wizard.findChild<QLabel *>(QStringLiteral("exportLabel"))->text().contains(path));
}

TEST(GuiInventoryPdf, ExportFailureIsShownWithThePathAndLeavesNoFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("missing-folder/inventory.pdf"));
    ui::WizardModel model;
    model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
    ui::ShardScopeWizard wizard(model);
    wizard.show();
    wizard.next();
    auto *page = qobject_cast<ui::MachinesPage *>(wizard.currentPage());
    ASSERT_NE(page, nullptr);
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page->isRefreshing(); }));
    EXPECT_FALSE(page->exportPdf(path).ok());
    EXPECT_FALSE(QFile::exists(path));
    const QString shown = wizard.findChild<QLabel *>(QStringLiteral("exportLabel"))->text();
    EXPECT_TRUE(shown.contains(path)) << shown.toStdString();
}
