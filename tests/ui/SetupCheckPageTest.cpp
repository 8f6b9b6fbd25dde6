// The Setup check page with a stand-in for core::runSetupCheck's orchestration (the testbed's tests
// run the real one: tests/core/cluster/SetupCheckTest.cpp): the findings come from the real
// analysis of fabricated inventories and reach results; the page shows each check with its result,
// a finding's details and what to do on selection, the machines' interfaces, keeps the fresh
// inventories, saves the setup sheet, and stops a running check when the wizard closes.
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"

#include "core/cluster/SetupCheckRun.h"
#include "presentation/SetupText.h"
#include "tests/support/SetupFindingFactory.h"
#include "ui/AppTranslations.h"
#include "ui/SetupCheckPage.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <thread>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::SetupCheckPage;
using ui::ShardScopeWizard;
using ui::test::waitUntil;

namespace {

protocol::HostInventory inventoryOf(int i)
{
    protocol::HostInventory inventory;
    inventory.agentVersion = "test";
    inventory.probedAtUtc = "2026-12-07T05:00:00Z";
    inventory.hostname = "node" + std::to_string(i);
    protocol::NicInfo nic;
    nic.name = "eth0";
    nic.ipv4 = {"10.0.0." + std::to_string(i + 1) + "/24"};
    nic.operState = "up";
    nic.speedMbps = 10000;
    nic.mtu = 1500;
    inventory.nics = {nic};
    return inventory;
}

/// What runSetupCheck would find on three machines where node1 resolves node2 to a wrong address.
core::SetupCheckResult fakeCheck(const QList<core::SetupCheckNode> &nodes, const core::SetupCheckOptions &,
                                 const core::SetupCheckCallbacks &callbacks, const std::atomic_bool *)
{
    core::SetupCheckResult result;
    for (int n = 0; n < nodes.size(); ++n) {
        result.nodes.append(core::NodeOutcome{});
        result.nodeNames << nodes.at(n).target.name;
        result.probeErrors.append(std::nullopt);
        result.input.machines << core::SetupMachine{nodes.at(n).target.name, inventoryOf(n), QString()};
        result.machineNode << n;
        if (callbacks.nodes.finished)
            callbacks.nodes.finished(n, result.nodes.last());
    }
    if (callbacks.progress)
        callbacks.progress(0.5, QStringLiteral("node1 reaches the others"));
    result.input.interfaces = core::chooseClusterInterfaces(result.input.machines);
    const int count = int(nodes.size());
    result.input.reach = QList<QList<core::ReachCell>>(count, QList<core::ReachCell>(count));
    for (int i = 0; i < count; ++i)
        for (int j = 0; j < count; ++j) {
            if (i == j)
                continue;
            protocol::ReachResult r;
            r.address = result.input.interfaces.at(j).address.toStdString();
            const std::string name = "node" + std::to_string(j);
            r.names = {
                protocol::NameResolution{name, {i == 1 && j == 2 ? "10.0.0.77" : r.address}, std::nullopt}};
            r.tcp = protocol::TcpReach::Connected;
            r.tcpConnectMs = 0.1;
            r.udpSent = r.udpReceived = 3;
            r.replyTtl = 64;
            r.interfaceName = "eth0";
            result.input.reach[i][j].result = r;
        }
    result.reachTested = true;
    result.findings = core::setupFindings(result.input);
    return result;
}

class GuiSetupCheck : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_model.openStore(m_dir.filePath(QStringLiteral("shardscope.db"))).ok());
        m_model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
        for (int i = 0; i < 3; ++i) {
            core::HostRecord node;
            node.name = QStringLiteral("node%1").arg(i);
            node.address = QStringLiteral("10.0.0.%1").arg(i + 1);
            ASSERT_TRUE(m_model.addHost(node).ok());
        }
    }

    QTemporaryDir m_dir;
    ui::WizardModel m_model;
    ui::test::TestNodeInteraction m_interaction;
};

} // namespace

TEST_F(GuiSetupCheck, ARunShowsEveryCheckAFindingWithWhatToDoTheInterfacesAndKeepsTheInventories)
{
    auto wizard = std::make_unique<ShardScopeWizard>(m_model, m_interaction);
    auto *page = new SetupCheckPage(m_model, m_interaction, &fakeCheck);
    wizard->setPage(ShardScopeWizard::SetupCheck + 20, page);
    wizard->setStartId(ShardScopeWizard::SetupCheck + 20);
    wizard->resize(1280, 800);
    wizard->show();
    ASSERT_EQ(wizard->currentPage(), page);
    auto *sheetButton = page->findChild<QPushButton *>(QStringLiteral("setupSheetButton"));
    EXPECT_FALSE(sheetButton->isEnabled()); // nothing checked yet

    auto *runButton = page->findChild<QPushButton *>(QStringLiteral("setupRunButton"));
    ASSERT_TRUE(runButton->isEnabled());
    runButton->click();
    ASSERT_TRUE(waitUntil([&] { return !page->isRunning(); }, 20s));

    // The check is kept as a run, with everything it found.
    auto runs = m_model.store()->allRuns();
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 1);
    EXPECT_EQ(runs->at(0).kind, core::kSetupCheckRun.nameText());
    EXPECT_EQ(runs->at(0).status, core::RunStatus::Complete);
    EXPECT_EQ(core::runNodeNames(runs->at(0)),
              (QStringList{QStringLiteral("node0"), QStringLiteral("node1"), QStringLiteral("node2")}));
    auto stored = m_model.store()->setupCheck(runs->at(0).id);
    ASSERT_TRUE(stored.ok() && *stored);
    auto record = core::setupCheckRecordFromJson((*stored)->resultJson);
    ASSERT_TRUE(record.ok()) << record.error().detail.toStdString();
    EXPECT_EQ(record->machines.size(), 3);
    ASSERT_EQ(record->findings.size(), 1);
    EXPECT_EQ(record->findings.at(0), page->result().findings.at(0));

    const auto *status = page->findChild<QLabel *>(QStringLiteral("setupStatusLabel"));
    EXPECT_EQ(status->text(),
              QStringLiteral("1 problem(s) to fix before measuring. Kept in the history as run %1.")
                  .arg(runs->at(0).id));
    auto *machines = page->findChild<QTreeWidget *>(QStringLiteral("setupMachineTree"));
    ASSERT_EQ(machines->topLevelItemCount(), 3);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(machines->topLevelItem(i)->text(1), QStringLiteral("eth0"));
        EXPECT_EQ(machines->topLevelItem(i)->text(2), QStringLiteral("10.0.0.%1").arg(i + 1));
        EXPECT_TRUE(
            machines->topLevelItem(i)->toolTip(3).contains(QStringLiteral("NCCL_SOCKET_IFNAME=eth0")));
    }
    auto *checks = page->findChild<QTreeWidget *>(QStringLiteral("setupCheckTree"));
    ASSERT_EQ(checks->topLevelItemCount(), 9);
    QTreeWidgetItem *names = nullptr;
    for (int i = 0; i < checks->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = checks->topLevelItem(i);
        if (item->text(0) == presentation::SetupText::checkTitle(core::SetupCheckGroup::Names))
            names = item;
        else
            EXPECT_EQ(item->text(1), QStringLiteral("passed")) << item->text(0).toStdString();
    }
    ASSERT_NE(names, nullptr);
    EXPECT_EQ(names->text(1), QStringLiteral("problem"));
    ASSERT_EQ(names->childCount(), 1);
    checks->setCurrentItem(names->child(0));
    const auto *detail = page->findChild<QLabel *>(QStringLiteral("setupDetailLabel"));
    EXPECT_TRUE(detail->text().startsWith(QStringLiteral("Problem: node1 resolves node2 to 10.0.0.77")))
        << detail->text().toStdString();
    EXPECT_TRUE(detail->text().contains(
        QStringLiteral("What to do: fix /etc/hosts on node1 or your DNS: \"10.0.0.3 node2\"")))
        << detail->text().toStdString();
    ui::test::saveScreenshot(wizard.get(), QStringLiteral("setup-check-page"));

    // The fresh inventories are the machines' own now, on every page and in the store.
    const int row = m_model.indexOfHost(QStringLiteral("node1"));
    ASSERT_TRUE(m_model.hosts().at(row).inventory);
    EXPECT_EQ(m_model.hosts().at(row).inventory->hostname, std::optional<std::string>("node1"));

    EXPECT_TRUE(sheetButton->isEnabled());
    const QString sheetPath = m_dir.filePath(QStringLiteral("sheet.md"));
    const auto saved = page->saveSheet(sheetPath);
    ASSERT_TRUE(saved.ok()) << saved.error().detail.toStdString();
    QFile sheet(sheetPath);
    ASSERT_TRUE(sheet.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(sheet.readAll());
    EXPECT_TRUE(markdown.contains(QStringLiteral("| node2 | node2 | 10.0.0.3 | eth0 |")))
        << markdown.toStdString();
    EXPECT_EQ(runButton->text(), QStringLiteral("&Run setup check again"));
}

TEST_F(GuiSetupCheck, ClosingTheWizardStopsARunningCheckAtOnce)
{
    const auto blocking = [](const QList<core::SetupCheckNode> &nodes, const core::SetupCheckOptions &options,
                             const core::SetupCheckCallbacks &callbacks, const std::atomic_bool *cancel) {
        if (callbacks.progress)
            callbacks.progress(0.1, QStringLiteral("probing node0"));
        while (!cancel->load())
            std::this_thread::sleep_for(10ms); // a stand-in for a node that takes its time
        core::SetupCheckResult result = fakeCheck(nodes, options, {}, cancel);
        result.findings.clear();
        return result;
    };
    ShardScopeWizard wizard(m_model, m_interaction);
    auto *page = new SetupCheckPage(m_model, m_interaction, blocking);
    wizard.setPage(ShardScopeWizard::SetupCheck + 20, page);
    wizard.setStartId(ShardScopeWizard::SetupCheck + 20);
    wizard.show();
    page->run();
    ASSERT_TRUE(page->isRunning());
    EXPECT_FALSE(page->isComplete());
    const auto *status = page->findChild<QLabel *>(QStringLiteral("setupStatusLabel"));
    ASSERT_TRUE(waitUntil([&] { return status->text() == QStringLiteral("Checking: probing node0"); }, 10s))
        << status->text().toStdString();
    QElapsedTimer timer;
    timer.start();
    wizard.done(QDialog::Rejected);
    EXPECT_LT(timer.elapsed(), 5000);
    EXPECT_FALSE(page->isRunning());
}

TEST(GuiSetupFindingText, EveryFindingIsTranslatedInEveryLanguage)
{
    for (const char *language : {"de", "es", "fr", "zh_CN"}) {
        for (const core::SetupFinding &finding : test::everySetupFinding()) {
            const QString english = presentation::SetupText::detail(finding);
            ui::AppTranslations translations;
            ASSERT_TRUE(translations.install(ui::AppTranslations::localeFor(QLatin1String(language))));
            const QString translated = presentation::SetupText::detail(finding);
            const QString fix = presentation::SetupText::fix(finding);
            translations.remove();
            EXPECT_EQ(fix.isEmpty(), presentation::SetupText::fix(finding).isEmpty());
            EXPECT_EQ(test::namedFacts(fix, finding),
                      test::namedFacts(presentation::SetupText::fix(finding), finding))
                << language << ": " << fix.toStdString();
            EXPECT_NE(translated, english) << language << ": " << english.toStdString();
            EXPECT_FALSE(test::leavesPlaceholder(translated) || test::leavesPlaceholder(fix))
                << language << ": " << translated.toStdString() << " / " << fix.toStdString();
            if (!fix.isEmpty()) {
                EXPECT_NE(fix, presentation::SetupText::fix(finding))
                    << language << ": " << fix.toStdString();
            }
            EXPECT_EQ(test::namedFacts(translated, finding), test::namedFacts(english, finding))
                << language << ": " << translated.toStdString();
        }
    }
}
