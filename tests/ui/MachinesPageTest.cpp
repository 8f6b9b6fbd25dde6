#include "UiTestSupport.h"

#include "core/store/ResultStore.h"
#include "ui/HostDetailWidget.h"
#include "ui/MachinesPage.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSysInfo>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace shardscope;
using ui::HostDetailWidget;
using ui::MachinesPage;
using ui::ShardScopeWizard;

namespace {

const QString kMissingAgent = QStringLiteral("/nonexistent/shardscope-test/shardscope-agent");

/// An agent that starts and never says hello (tests/core/data/agent-silent.sh), copied into dir
/// and made executable. Returns its path, or empty when the copy failed.
QString installSilentAgent(const QTemporaryDir &dir)
{
    const QString source = QStringLiteral(SHARDSCOPE_TESTS_DIR "/core/data/agent-silent.sh");
    const QString target = dir.filePath(QStringLiteral("agent-silent.sh"));
    if (!QFile::copy(source, target))
        return {};
    QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return target;
}

/// A wizard on a temporary database, moved on to the Machines page.
struct MachinesFixture {
    explicit MachinesFixture(const QString &databasePath, const QString &agentPath)
    {
        (void)model.openStore(databasePath);
        model.setAgentPath(agentPath);
        wizard = std::make_unique<ShardScopeWizard>(model);
        wizard->show();
        wizard->next();
        page = qobject_cast<MachinesPage *>(wizard->currentPage());
    }

    bool waitForRefresh() const
    {
        return ui::test::waitUntil([this] { return !page->isRefreshing(); });
    }
    template<typename T>
    T *child(const char *name) const
    {
        return wizard->findChild<T *>(QString::fromLatin1(name));
    }

    ui::WizardModel model;
    std::unique_ptr<ShardScopeWizard> wizard;
    MachinesPage *page = nullptr;
};

} // namespace

TEST(GuiMachinesPage, ShowsThisComputerWithHostNameAndInterfaces)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // Other tests on this machine may add or remove interfaces (namespaces, veth pairs): compare
    // only the interfaces that exist both before and after the probe.
    const QStringList before = ui::test::ipLinkNames();
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), QStringLiteral(SHARDSCOPE_AGENT_PATH));
    ASSERT_NE(f.page, nullptr);
    EXPECT_TRUE(f.page->isRefreshing()); // the refresh starts by itself and does not block
    ASSERT_TRUE(f.waitForRefresh());

    auto *hosts = f.child<QTableWidget>("hostTable");
    ASSERT_NE(hosts, nullptr);
    ASSERT_EQ(hosts->rowCount(), 1);
    EXPECT_EQ(hosts->item(0, MachinesPage::HostMachine)->text(), QStringLiteral("This computer"));
    EXPECT_EQ(hosts->item(0, MachinesPage::HostHostName)->text(), QSysInfo::machineHostName());
    EXPECT_FALSE(f.child<QWidget>("errorBox")->isVisibleTo(f.wizard.get()))
        << f.child<QLabel>("errorLabel")->text().toStdString();

    const QStringList after = ui::test::ipLinkNames();
    QStringList expected;
    for (const QString &name : before) {
        if (after.contains(name))
            expected.append(name);
    }
    ASSERT_FALSE(expected.isEmpty()) << "`ip -j link` gave no interfaces";
    const QStringList shown
        = ui::test::columnTexts(f.child<QTableWidget>("nicTable"), HostDetailWidget::NicName);
    for (const QString &name : expected)
        EXPECT_TRUE(shown.contains(name))
            << "interface " << name.toStdString()
            << " not shown; shown: " << shown.join(QLatin1Char(' ')).toStdString();

    // The inventory was stored under "This computer" as the local host.
    auto store = core::ResultStore::open(f.model.databasePath());
    ASSERT_TRUE(store.ok());
    auto host = (*store)->hostByName(QStringLiteral("This computer"));
    ASSERT_TRUE(host.ok());
    ASSERT_TRUE(host->has_value());
    EXPECT_TRUE((*host)->isLocal);
    auto latest = (*store)->latestInventory((*host)->id);
    ASSERT_TRUE(latest.ok());
    ASSERT_TRUE(latest->has_value());
    EXPECT_EQ(QString::fromStdString((*latest)->inventory.hostname.value_or(std::string())),
              QSysInfo::machineHostName());
}

TEST(GuiMachinesPage, MissingAgentSaysWhereAndPageStaysUsable)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), kMissingAgent);
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.waitForRefresh());

    auto *errorLabel = f.child<QLabel>("errorLabel");
    EXPECT_TRUE(f.child<QWidget>("errorBox")->isVisibleTo(f.wizard.get()));
    EXPECT_TRUE(errorLabel->text().contains(kMissingAgent)) << errorLabel->text().toStdString();
    EXPECT_TRUE(errorLabel->text().contains(QStringLiteral("SHARDSCOPE_AGENT")));

    auto *refresh = f.child<QPushButton>("connectAllButton");
    EXPECT_TRUE(refresh->isEnabled());
    EXPECT_TRUE(f.page->isComplete());
    EXPECT_EQ(f.child<QTableWidget>("hostTable")->rowCount(), 1);

    // Still usable: refresh again, go back and forth.
    refresh->click();
    ASSERT_TRUE(f.waitForRefresh());
    EXPECT_TRUE(errorLabel->text().contains(kMissingAgent));
    f.wizard->back();
    EXPECT_EQ(f.wizard->currentId(), ShardScopeWizard::Welcome);
    f.wizard->next();
    EXPECT_EQ(f.wizard->currentId(), ShardScopeWizard::Machines);
}

TEST(GuiMachinesPage, NoAgentFoundListsTheSearchedPlaces)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), QString());
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.waitForRefresh());
    const QString text = f.child<QLabel>("errorLabel")->text();
    EXPECT_TRUE(text.contains(QCoreApplication::applicationDirPath() + QStringLiteral("/shardscope-agent")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("libexec/shardscope"))) << text.toStdString();
}

TEST(GuiMachinesPage, ShowsStoredInventoryWhenTheRefreshFails)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("shardscope.db"));
    {
        MachinesFixture first(db, QStringLiteral(SHARDSCOPE_AGENT_PATH));
        ASSERT_NE(first.page, nullptr);
        ASSERT_TRUE(first.waitForRefresh());
        ASSERT_TRUE(first.model.hosts().constFirst().inventory.has_value());
    }

    // Next start: the stored inventory is there before (and after) the refresh, which fails here.
    MachinesFixture second(db, kMissingAgent);
    ASSERT_NE(second.page, nullptr);
    auto *hosts = second.child<QTableWidget>("hostTable");
    ASSERT_EQ(hosts->rowCount(), 1);
    EXPECT_EQ(hosts->item(0, MachinesPage::HostHostName)->text(), QSysInfo::machineHostName());
    ASSERT_TRUE(second.waitForRefresh());
    EXPECT_EQ(hosts->item(0, MachinesPage::HostHostName)->text(), QSysInfo::machineHostName());
    EXPECT_TRUE(second.child<QLabel>("errorLabel")->text().contains(kMissingAgent));
    EXPECT_TRUE(second.child<QPushButton>("exportPdfButton")->isEnabled());
}

TEST(GuiMachinesPage, DatabaseErrorNamesThePathAndInventoryStillWorks)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // A regular file where the database's folder should be: the store cannot be created.
    const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
    {
        QFile file(blocker);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    }
    const QString db = blocker + QStringLiteral("/shardscope.db");
    MachinesFixture f(db, QStringLiteral(SHARDSCOPE_AGENT_PATH));
    ASSERT_NE(f.page, nullptr);
    EXPECT_EQ(f.model.store(), nullptr);
    ASSERT_TRUE(f.waitForRefresh());

    const QString text = f.child<QLabel>("errorLabel")->text();
    EXPECT_TRUE(f.child<QWidget>("errorBox")->isVisibleTo(f.wizard.get()));
    EXPECT_TRUE(text.contains(db)) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("--db"))) << text.toStdString();
    auto *hosts = f.child<QTableWidget>("hostTable");
    EXPECT_EQ(hosts->item(0, MachinesPage::HostHostName)->text(), QSysInfo::machineHostName());
}

TEST(GuiMachinesPage, ClosingDuringRefreshStopsTheProbePromptly)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    auto f = std::make_unique<MachinesFixture>(dir.filePath(QStringLiteral("shardscope.db")),
                                               QStringLiteral(SHARDSCOPE_AGENT_PATH));
    ASSERT_NE(f->page, nullptr);
    ASSERT_TRUE(f->page->isRefreshing());
    QElapsedTimer timer;
    timer.start();
    f.reset(); // the page cancels and waits; nothing may outlive it
    EXPECT_LT(timer.elapsed(), 10000);
}

TEST(GuiMachinesPage, CancelEndsTheRefreshAndRefreshWorksAgain)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), QStringLiteral(SHARDSCOPE_AGENT_PATH));
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.page->isRefreshing());
    EXPECT_FALSE(f.page->isComplete());
    auto *cancel = f.child<QPushButton>("cancelButton");
    EXPECT_TRUE(cancel->isVisibleTo(f.wizard.get()));
    cancel->click();
    ASSERT_TRUE(f.waitForRefresh());
    const ui::InventoryState state = f.model.hosts().constFirst().state;
    // The probe may win the race on a fast machine; either way the page is idle and usable.
    EXPECT_TRUE(state == ui::InventoryState::Cancelled || state == ui::InventoryState::Probed);
    EXPECT_TRUE(f.page->isComplete());
    EXPECT_FALSE(cancel->isVisibleTo(f.wizard.get()));

    f.child<QPushButton>("connectAllButton")->click();
    EXPECT_TRUE(f.page->isRefreshing());
    ASSERT_TRUE(f.waitForRefresh());
    EXPECT_EQ(f.model.hosts().constFirst().state, ui::InventoryState::Probed);
}

TEST(GuiMachinesPage, MnemonicsMoveTheFocus)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), kMissingAgent);
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.waitForRefresh());
    f.wizard->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(f.wizard.get()));

    QTest::keyClick(f.wizard.get(), Qt::Key_M, Qt::AltModifier);
    EXPECT_EQ(QApplication::focusWidget(), f.child<QTableWidget>("hostTable"));
    QTest::keyClick(f.wizard.get(), Qt::Key_W, Qt::AltModifier);
    EXPECT_EQ(QApplication::focusWidget(), f.child<QListWidget>("findingsList"));
    // The details are a tab widget: its tab bar takes the focus.
    const QTabBar *detailTabs = f.child<QTabWidget>("hostDetailTabs")->findChild<QTabBar *>();
    ASSERT_NE(detailTabs, nullptr);
    QTest::keyClick(f.wizard.get(), Qt::Key_D, Qt::AltModifier);
    EXPECT_EQ(QApplication::focusWidget(), detailTabs)
        << QApplication::focusWidget()->metaObject()->className() << " "
        << QApplication::focusWidget()->objectName().toStdString();
    // Tab goes from Connect all to the host table, its buttons (Edit and Remove are disabled with
    // only this computer) and the details, in reading order.
    f.child<QPushButton>("connectAllButton")->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    EXPECT_EQ(QApplication::focusWidget(), f.child<QTableWidget>("hostTable"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    EXPECT_EQ(QApplication::focusWidget(), f.child<QPushButton>("addNodeButton"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    EXPECT_EQ(QApplication::focusWidget(), f.child<QPushButton>("importNodesButton"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    EXPECT_EQ(QApplication::focusWidget(), detailTabs)
        << QApplication::focusWidget()->metaObject()->className() << " "
        << QApplication::focusWidget()->objectName().toStdString();
}

TEST(GuiMachinesPage, BackDuringRefreshStopsItAndNextStartsAgain)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), QStringLiteral(SHARDSCOPE_AGENT_PATH));
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.page->isRefreshing());
    f.wizard->back(); // cleanupPage(): cancel and wait
    EXPECT_EQ(f.wizard->currentId(), ShardScopeWizard::Welcome);
    EXPECT_FALSE(f.page->isRefreshing());
    f.wizard->next();
    ASSERT_TRUE(f.waitForRefresh());
    EXPECT_EQ(f.model.hosts().constFirst().state, ui::InventoryState::Probed);
    EXPECT_EQ(f.child<QTableWidget>("hostTable")->item(0, MachinesPage::HostHostName)->text(),
              QSysInfo::machineHostName());
}

TEST(GuiMachinesPage, WarningsAreTranslatedSentencesWithIcons)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), kMissingAgent);
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.waitForRefresh());

    // An inventory as a node with Wi-Fi and a 100 Mb/s wired link would report it.
    protocol::HostInventory inventory;
    inventory.hostname = "laptop";
    protocol::NicInfo wifi;
    wifi.name = "wlp2s0";
    wifi.wireless = true;
    wifi.operState = "up";
    wifi.defaultRoute = true;
    inventory.nics.push_back(wifi);
    protocol::NicInfo wired;
    wired.name = "enp3s0";
    wired.operState = "up";
    wired.speedMbps = 100;
    wired.duplex = protocol::Duplex::Full;
    inventory.nics.push_back(wired);
    f.model.setInventory(f.model.indexOfHost(ui::WizardModel::localHostName()), inventory,
                         QDateTime::currentDateTimeUtc());

    auto *list = f.child<QListWidget>("findingsList");
    QStringList texts;
    for (int i = 0; i < list->count(); ++i) {
        texts.append(list->item(i)->text());
        EXPECT_FALSE(list->item(i)->icon().isNull());
    }
    const QString all = texts.join(QLatin1Char('\n'));
    EXPECT_TRUE(all.contains(QStringLiteral("wlp2s0")) && all.contains(QStringLiteral("Wi-Fi")))
        << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("enp3s0")) && all.contains(QStringLiteral("100 Mb/s")))
        << all.toStdString();
}

TEST(GuiMachinesPage, BackWhileTheAgentNeverSaysHelloReturnsPromptly)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString agent = installSilentAgent(dir);
    ASSERT_FALSE(agent.isEmpty());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), agent);
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.page->isRefreshing());
    // The agent is running and silent (agent-silent.sh execs sleep): the probe waits for its hello.
    ASSERT_TRUE(
        ui::test::waitUntil([] { return ui::test::childProcessNames().contains(QStringLiteral("sleep")); },
                            std::chrono::seconds(10)));

    QElapsedTimer timer;
    timer.start();
    f.wizard->back(); // cleanupPage(): cancel and wait, on the UI thread
    // Far below the 60 s probe timeout and without the 2 s exit grace; generous for busy machines.
    EXPECT_LT(timer.elapsed(), 5000);
    EXPECT_EQ(f.wizard->currentId(), ShardScopeWizard::Welcome);
    EXPECT_FALSE(f.page->isRefreshing());
    EXPECT_EQ(f.model.hosts().constFirst().state, ui::InventoryState::Cancelled);

    // Still usable: next starts a new refresh, which can be cancelled as promptly.
    f.wizard->next();
    EXPECT_EQ(f.wizard->currentId(), ShardScopeWizard::Machines);
    ASSERT_TRUE(f.page->isRefreshing());
    timer.restart();
    f.child<QPushButton>("cancelButton")->click();
    ASSERT_TRUE(ui::test::waitUntil([&f] { return !f.page->isRefreshing(); }, std::chrono::seconds(5)));
    EXPECT_LT(timer.elapsed(), 5000);
    EXPECT_TRUE(f.page->isComplete());
    EXPECT_TRUE(f.child<QPushButton>("connectAllButton")->isEnabled());
}

TEST(GuiMachinesPage, NodeTextInTooltipsIsShownLiterally)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), kMissingAgent);
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.waitForRefresh());

    protocol::HostInventory inventory;
    inventory.hostname = "<b>node</b><img src=x>";
    f.model.setInventory(f.model.indexOfHost(ui::WizardModel::localHostName()), inventory,
                         QDateTime::currentDateTimeUtc());
    const QTableWidgetItem *item = f.child<QTableWidget>("hostTable")->item(0, MachinesPage::HostHostName);
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->text(), QStringLiteral("<b>node</b><img src=x>"));
    EXPECT_EQ(item->toolTip(), QStringLiteral("<p>&lt;b&gt;node&lt;/b&gt;&lt;img src=x&gt;</p>"));
    EXPECT_EQ(f.child<QLabel>("statusLabel")->textFormat(), Qt::PlainText);
    EXPECT_EQ(f.child<QLabel>("exportLabel")->textFormat(), Qt::PlainText);
    EXPECT_EQ(f.child<QLabel>("errorLabel")->textFormat(), Qt::PlainText);
}

namespace {

/// What a machine of today reports, as the Machines table shows it.
protocol::HostInventory realisticInventory()
{
    protocol::HostInventory inventory;
    inventory.hostname = "gpu-node-1";
    inventory.osName = "Debian GNU/Linux 12 (bookworm)";
    inventory.kernel = "6.1.0-28-amd64";
    inventory.architecture = "x86_64";
    inventory.cpuModel = "Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz";
    inventory.cpuCores = 14;
    inventory.cpuThreads = 28;
    inventory.memoryTotalBytes = std::uint64_t(128) << 30;
    inventory.memoryAvailableBytes = std::uint64_t(120) << 30;
    return inventory;
}

} // namespace

TEST(GuiMachinesPage, ColumnsFitWhatTheyHoldAt1280By800)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), kMissingAgent);
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.waitForRefresh());
    f.wizard->resize(1280, 800);

    core::HostRecord node;
    node.name = QStringLiteral("node2");
    node.address = QStringLiteral("192.168.100.12");
    node.user = QStringLiteral("ai");
    auto added = f.model.addHost(node);
    ASSERT_TRUE(added.ok()) << added.error().detail.toStdString();
    for (int row = 0; row < int(f.model.hosts().size()); ++row)
        f.model.setInventory(row, realisticInventory(), QDateTime::currentDateTimeUtc());
    QApplication::processEvents();

    auto *table = f.child<QTableWidget>("hostTable");
    ASSERT_NE(table, nullptr);
    ASSERT_EQ(table->rowCount(), 2);
    const QFontMetrics metrics = table->fontMetrics();
    for (int column = 0; column < table->columnCount(); ++column) {
        SCOPED_TRACE(table->horizontalHeaderItem(column)->text().toStdString());
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString text = table->item(row, column)->text();
            SCOPED_TRACE(text.toStdString());
            // What the delegate needs to draw it unelided: the text and its margins.
            EXPECT_GE(table->columnWidth(column),
                      table->sizeHintForIndex(table->model()->index(row, column)).width());
            EXPECT_GT(table->columnWidth(column), metrics.horizontalAdvance(text));
        }
    }
    // The long ones, by name.
    const QTableWidgetItem *os = table->item(1, MachinesPage::HostOs);
    EXPECT_TRUE(os->text().contains(QStringLiteral("Debian GNU/Linux 12 (bookworm)")))
        << os->text().toStdString();
    const QTableWidgetItem *cpu = table->item(1, MachinesPage::HostCpu);
    EXPECT_TRUE(cpu->text().contains(QStringLiteral("Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz")))
        << cpu->text().toStdString();
    // A row is read without scrolling sideways: everything the table holds is in view.
    EXPECT_LE(table->horizontalHeader()->length(), table->viewport()->width());
}

TEST(GuiMachinesPage, NodeTextWithEscapeSequencesIsShownSafely)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MachinesFixture f(dir.filePath(QStringLiteral("shardscope.db")), kMissingAgent);
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(f.waitForRefresh());

    // An inventory from before the protocol cleaned node text, as a stored one may be.
    protocol::HostInventory inventory = realisticInventory();
    inventory.cpuModel = "Intel\x1b[31m Xeon\x1b]0;owned\x07\nforged row";
    inventory.hostname = "gpu\r\x1b[2Jnode";
    protocol::NicInfo nic;
    nic.name = "eth0\x1b[0m";
    inventory.nics.push_back(nic);
    f.model.setInventory(f.model.indexOfHost(ui::WizardModel::localHostName()), inventory,
                         QDateTime::currentDateTimeUtc());
    QApplication::processEvents();

    const auto *table = f.child<QTableWidget>("hostTable");
    for (const int column : {int(MachinesPage::HostCpu), int(MachinesPage::HostHostName)}) {
        const QTableWidgetItem *item = table->item(0, column);
        ASSERT_NE(item, nullptr);
        for (const QString &shown : {item->text(), item->toolTip()}) {
            SCOPED_TRACE(shown.toStdString());
            EXPECT_FALSE(shown.contains(QChar(0x1b)));
            EXPECT_FALSE(shown.contains(QChar(0x07)));
            EXPECT_FALSE(shown.contains(QLatin1Char('\n')));
            EXPECT_FALSE(shown.contains(QLatin1Char('\r')));
        }
    }
    EXPECT_TRUE(table->item(0, MachinesPage::HostCpu)->text().contains(QStringLiteral("forged row")));
    const QStringList nics
        = ui::test::columnTexts(f.child<QTableWidget>("nicTable"), HostDetailWidget::NicName);
    ASSERT_FALSE(nics.isEmpty());
    for (const QString &name : nics)
        EXPECT_FALSE(name.contains(QChar(0x1b))) << name.toStdString();
    const QString overview
        = f.child<QLabel>("hostOverview") ? f.child<QLabel>("hostOverview")->text() : QString();
    EXPECT_FALSE(overview.contains(QChar(0x1b))) << overview.toStdString();
}
