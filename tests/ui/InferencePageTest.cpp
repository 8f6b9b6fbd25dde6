// The Inference page: the tiny shape on "This computer" through the real local agent (the UI stays
// responsive, the run is stored as the CLI stores it, cancelling and Back stop it), the machines
// and layouts a plan gets, and a split's runs stored one by one with each failure (the real
// core::runBenchPlan against SSH ports that refuse; successful splits are the testbed tests' part).
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"

#include "core/bench/BenchRecord.h"
#include "core/store/ResultStore.h"
#include "ui/InferencePage.h"
#include "ui/InferencePlan.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QCheckBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <sqlite3.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
#include <memory>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::InferencePage;
using ui::ShardScopeWizard;

namespace {

class GuiInferencePage : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_model.openStore(m_dir.filePath(QStringLiteral("shardscope.db"))).ok());
        m_model.setAgentPath(QStringLiteral(SHARDSCOPE_AGENT_PATH));
        m_model.ensureLocalHost();
    }

    /// The tiny shape on the CPU with the chat defaults: two short runs (1 and 2 at once).
    void useTinyShape(std::uint32_t promptTokens = 0)
    {
        ui::InferenceSettings settings = m_model.inferenceSettings();
        settings.model = *protocol::presetModelShape("tiny");
        settings.backend = protocol::BenchBackend::Cpu;
        settings.dtype = protocol::DType::F32;
        settings.goal.usage = core::UsagePattern::Chat;
        ui::applyGoalDefaults(settings);
        if (promptTokens > 0)
            settings.promptTokens = promptTokens;
        m_model.setInferenceSettings(settings);
    }

    void addNode(const QString &name, const QString &address, int port = 22)
    {
        core::HostRecord node;
        node.name = name;
        node.address = address;
        node.port = port;
        ASSERT_TRUE(m_model.addHost(node).ok());
    }

    /// node1 and node2 on this machine at a port nothing listens on (a server had it a moment ago):
    /// SSH to them is refused at once. Their own known_hosts; a short timeout in case it is not.
    void addClosedNodes()
    {
        // A plain socket: the UI tests do not link Qt Network for QTcpServer.
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        ASSERT_GE(fd, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        const bool bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
                           && ::listen(fd, 1) == 0
                           && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0;
        ::close(fd);
        ASSERT_TRUE(bound);
        const int port = ntohs(address.sin_port);
        addNode(QStringLiteral("node1"), QStringLiteral("127.0.0.1"), port);
        addNode(QStringLiteral("node2"), QStringLiteral("127.0.0.1"), port);
        ui::SshSettings ssh;
        ssh.knownHostsFile = m_dir.filePath(QStringLiteral("known_hosts"));
        ssh.config = core::SshConfigUse::Ignore;
        ssh.connectTimeout = std::chrono::seconds(3);
        m_model.setSshSettings(ssh);
    }

    InferencePage *show(int startId = ShardScopeWizard::Inference)
    {
        m_wizard = std::make_unique<ShardScopeWizard>(m_model, m_interaction);
        m_wizard->setStartId(startId);
        m_wizard->resize(1280, 800);
        m_wizard->show();
        return qobject_cast<InferencePage *>(m_wizard->page(ShardScopeWizard::Inference));
    }

    template<typename T>
    T *child(const char *name) const
    {
        return m_wizard->page(ShardScopeWizard::Inference)->findChild<T *>(QString::fromLatin1(name));
    }

    core::RunRecord storedRun(qint64 id) const
    {
        const auto run = m_model.store()->run(id);
        EXPECT_TRUE(run.ok() && run->has_value());
        return run.ok() && run->has_value() ? **run : core::RunRecord{};
    }

    QTemporaryDir m_dir;
    ui::WizardModel m_model;
    ui::test::TestNodeInteraction m_interaction;
    std::unique_ptr<ShardScopeWizard> m_wizard;
};

} // namespace

TEST_F(GuiInferencePage, ThisComputerRunsTheTinyShapeWhileTheUiStaysResponsive)
{
    useTinyShape();
    InferencePage *page = show();
    ASSERT_NE(page, nullptr);
    EXPECT_EQ(page->stage(), InferencePage::Stage::Ready);
    EXPECT_FALSE(page->isComplete());
    // No other machines: this computer alone, and the page says why nothing is split.
    const auto *tree = child<QTreeWidget>("inferenceNodeTree");
    ASSERT_EQ(tree->topLevelItemCount(), 1);
    EXPECT_EQ(tree->topLevelItem(0)->text(0), ui::WizardModel::localHostName());
    for (const char *name : {"inferenceTensorCheck", "inferencePipelineCheck", "inferenceReplicasCheck"}) {
        EXPECT_FALSE(child<QCheckBox>(name)->isEnabled()) << name;
        EXPECT_FALSE(child<QCheckBox>(name)->isChecked()) << name;
    }
    EXPECT_TRUE(child<QLabel>("inferenceNodeHint")->text().contains(QStringLiteral("at least two machines")));
    const core::BenchPlan plan = page->plan();
    EXPECT_EQ(plan.layouts, (QList<protocol::BenchLayout>{protocol::BenchLayout::Single}));
    EXPECT_EQ(plan.concurrencies, (QList<std::uint32_t>{1, 2}));
    ASSERT_EQ(plan.nodes.size(), 1);

    // The longest gap between 10 ms ticks of a timer while the plan runs: the UI thread never waits.
    QStringList statuses;
    qint64 longestGapMs = 0;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        longestGapMs = std::max(longestGapMs, sinceTick.restart());
        if (statuses.isEmpty() || statuses.constLast() != page->statusText())
            statuses << page->statusText();
    });
    QEventLoop loop;
    QObject::connect(page, &QWizardPage::completeChanged, &loop, [&] {
        if (!page->isRunning())
            loop.quit();
    });
    QTimer::singleShot(180s, &loop, &QEventLoop::quit);
    sinceTick.start();
    ticker.start();
    child<QPushButton>("inferenceRunButton")->click();
    ASSERT_TRUE(page->isRunning());
    EXPECT_EQ(page->stage(), InferencePage::Stage::Running);
    loop.exec();
    ticker.stop();

    ASSERT_FALSE(page->isRunning()) << "the plan did not finish within 180 s";
    std::printf("longest gap between 10 ms ticks during the run: %lld ms\n",
                static_cast<long long>(longestGapMs));
    EXPECT_LT(longestGapMs, 100) << "the event loop stalled for " << longestGapMs << " ms";
    EXPECT_TRUE(statuses.filter(QStringLiteral("Run 1 of 2")).size() > 0)
        << statuses.join(u'\n').toStdString();
    EXPECT_TRUE(statuses.filter(QStringLiteral("Run 2 of 2")).size() > 0)
        << statuses.join(u'\n').toStdString();
    EXPECT_EQ(page->stage(), InferencePage::Stage::Finished);
    EXPECT_TRUE(page->isComplete());
    ASSERT_GT(page->runId(), 0);
    EXPECT_EQ(m_model.benchRunId(), page->runId());

    // Stored as `shardscope-cli bench` stores it: the plan's snapshot, one result per run in order.
    const core::RunRecord run = storedRun(page->runId());
    EXPECT_EQ(run.kind, QStringLiteral("bench"));
    EXPECT_EQ(run.status, core::RunStatus::Complete) << run.error.toStdString();
    EXPECT_EQ(run.configJson, core::benchRunConfigJson(plan));
    const auto results = m_model.store()->benchResults(page->runId());
    ASSERT_TRUE(results.ok());
    ASSERT_EQ(results->size(), 2);
    const qint64 localId
        = m_model.hosts().at(m_model.indexOfHost(ui::WizardModel::localHostName())).record.id;
    for (int i = 0; i < 2; ++i) {
        const core::StoredBenchResult &result = results->at(i);
        EXPECT_EQ(result.position, i);
        EXPECT_EQ(result.layout, protocol::BenchLayout::Single);
        EXPECT_EQ(result.concurrency, std::uint32_t(i + 1));
        EXPECT_EQ(result.status, core::RunStatus::Complete) << result.error.toStdString();
        EXPECT_EQ(result.nodeNames, QStringList{ui::WizardModel::localHostName()});
        EXPECT_EQ(result.hostIds, QList<qint64>{localId});
        EXPECT_EQ(result.summary.outputTokens, std::uint64_t(16 * (i + 1)));
        EXPECT_GT(result.summary.outputTokensPerSecond, 0);
        ASSERT_EQ(result.reports.size(), 1);
        ASSERT_TRUE(result.reports.at(0).has_value());
        EXPECT_TRUE(result.reports.at(0)->completed);
    }
    const auto *table = child<QTableWidget>("inferenceResultsTable");
    ASSERT_EQ(table->rowCount(), 2);
    EXPECT_EQ(ui::test::columnTexts(table, 4),
              (QStringList{QStringLiteral("Complete"), QStringLiteral("Complete")}));
    EXPECT_FALSE(table->item(0, 6)->text().isEmpty());
    EXPECT_EQ(tree->topLevelItem(0)->text(2), QStringLiteral("Ready"));
    EXPECT_TRUE(m_wizard->button(QWizard::CommitButton)->isEnabled());
    ui::test::waitUntil([] { return false; }, 200ms); // the layout settles before the screenshot
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("inference-page-this-computer"));
}

TEST_F(GuiInferencePage, CancelStopsTheRunAtOnceAndStoresItAsCancelled)
{
    useTinyShape(4096); // long enough to be running when it is cancelled
    InferencePage *page = show();
    page->run();
    ASSERT_TRUE(page->isRunning());
    ASSERT_TRUE(
        ui::test::waitUntil([&] { return page->statusText().contains(QStringLiteral("Run 1 of 2")); }, 60s));
    QElapsedTimer timer;
    timer.start();
    child<QPushButton>("inferenceCancelButton")->click();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page->isRunning(); }, 30s));
    EXPECT_LT(timer.elapsed(), 5000);
    EXPECT_EQ(page->stage(), InferencePage::Stage::Finished);
    const core::RunRecord run = storedRun(page->runId());
    EXPECT_EQ(run.status, core::RunStatus::Cancelled);
    const auto results = m_model.store()->benchResults(page->runId());
    ASSERT_TRUE(results.ok());
    ASSERT_EQ(results->size(), 2); // the one that ran and the one that never started
    for (const core::StoredBenchResult &result : *results)
        EXPECT_EQ(result.status, core::RunStatus::Cancelled);
    EXPECT_EQ(ui::test::columnTexts(child<QTableWidget>("inferenceResultsTable"), 4),
              (QStringList{QStringLiteral("Cancelled"), QStringLiteral("Cancelled")}));
}

TEST_F(GuiInferencePage, BackDuringARunCancelsIt)
{
    useTinyShape(4096);
    show(ShardScopeWizard::Goal);
    m_wizard->next();
    ASSERT_EQ(m_wizard->currentId(), ShardScopeWizard::Inference);
    auto *page = qobject_cast<InferencePage *>(m_wizard->currentPage());
    page->run();
    ASSERT_TRUE(
        ui::test::waitUntil([&] { return page->statusText().contains(QStringLiteral("Run 1 of 2")); }, 60s));
    QElapsedTimer timer;
    timer.start();
    m_wizard->back(); // cleanupPage()
    EXPECT_LT(timer.elapsed(), 5000);
    EXPECT_EQ(m_wizard->currentId(), ShardScopeWizard::Goal);
    EXPECT_FALSE(page->isRunning());
    EXPECT_EQ(storedRun(page->runId()).status, core::RunStatus::Cancelled);
}

TEST_F(GuiInferencePage, MachinesAndLayoutsFollowWhatTheMachinesAllow)
{
    useTinyShape();
    addNode(QStringLiteral("node1"), QStringLiteral("10.0.0.1"));
    addNode(QStringLiteral("node2"), QStringLiteral("10.0.0.2"));
    addNode(QStringLiteral("node3"), QStringLiteral("node3.lan")); // no numeric address, no inventory
    InferencePage *page = show();
    auto *tree = child<QTreeWidget>("inferenceNodeTree");
    ASSERT_EQ(tree->topLevelItemCount(), 3); // the remote nodes only: "This computer" is not one of them
    EXPECT_EQ(tree->topLevelItem(2)->text(1), QStringLiteral("unknown"));

    // node3 has no cluster address: no split, but one copy per machine works without one.
    EXPECT_FALSE(child<QCheckBox>("inferenceTensorCheck")->isEnabled());
    EXPECT_FALSE(child<QCheckBox>("inferencePipelineCheck")->isEnabled());
    EXPECT_TRUE(child<QCheckBox>("inferenceReplicasCheck")->isEnabled());
    EXPECT_TRUE(child<QLabel>("inferenceLayoutHint")->text().contains(QStringLiteral("node3")));
    EXPECT_EQ(page->plan().layouts,
              (QList<protocol::BenchLayout>{protocol::BenchLayout::Single, protocol::BenchLayout::Replicas}));

    // Without node3 every layout can run: the tiny shape's 8 heads divide over two machines.
    tree->topLevelItem(2)->setCheckState(0, Qt::Unchecked);
    EXPECT_EQ(m_model.inferenceSettings().nodeNames,
              (QStringList{QStringLiteral("node1"), QStringLiteral("node2")}));
    for (const char *name : {"inferenceTensorCheck", "inferencePipelineCheck", "inferenceReplicasCheck"})
        EXPECT_TRUE(child<QCheckBox>(name)->isEnabled() && child<QCheckBox>(name)->isChecked()) << name;
    const core::BenchPlan plan = page->plan();
    EXPECT_EQ(plan.layouts, (QList<protocol::BenchLayout>{
                                protocol::BenchLayout::Single, protocol::BenchLayout::TensorParallel,
                                protocol::BenchLayout::PipelineParallel, protocol::BenchLayout::Replicas}));
    ASSERT_EQ(plan.nodes.size(), 2);
    EXPECT_EQ(plan.nodes.at(0).clusterAddress, QStringLiteral("10.0.0.1"));
    EXPECT_EQ(plan.nodes.at(1).target.ssh.host, QStringLiteral("10.0.0.2"));
    EXPECT_TRUE(child<QLabel>("inferencePlanLabel")->text().startsWith(QStringLiteral("8 run(s)")))
        << child<QLabel>("inferencePlanLabel")->text().toStdString();

    // Unchecking a layout leaves it out of the plan; the last machine cannot be unchecked.
    child<QCheckBox>("inferencePipelineCheck")->setChecked(false);
    EXPECT_FALSE(page->plan().layouts.contains(protocol::BenchLayout::PipelineParallel));
    tree->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
    tree->topLevelItem(1)->setCheckState(0, Qt::Unchecked);
    EXPECT_EQ(m_model.inferenceSettings().nodeNames, QStringList{QStringLiteral("node2")});
    EXPECT_EQ(page->plan().nodes.size(), 1);
    EXPECT_TRUE(child<QPushButton>("inferenceRunButton")->isEnabled());
    ui::test::waitUntil([] { return false; }, 200ms);
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("inference-page-nodes"));
}

TEST_F(GuiInferencePage, ASplitIsStoredRunByRunWithEachFailure)
{
    useTinyShape();
    // Two nodes whose SSH port refuses: the real core::runBenchPlan fails every run with their reason.
    addClosedNodes();
    InferencePage page(m_model, m_interaction);
    page.resize(1100, 700);
    page.show();
    page.initializePage();
    const core::BenchPlan plan = page.plan();
    const auto specs = core::expandBenchPlan(plan);
    ASSERT_TRUE(specs.ok());
    ASSERT_GT(specs->size(), 2); // a split, not only the baselines
    for (const core::BenchNode &node : plan.nodes)
        EXPECT_FALSE(node.target.local) << node.target.name.toStdString();
    page.run();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page.isRunning(); }, 60s));
    ASSERT_GT(page.runId(), 0);
    EXPECT_EQ(m_model.benchRunId(), page.runId());
    const core::RunRecord run = storedRun(page.runId());
    EXPECT_EQ(run.status, core::RunStatus::Failed);
    EXPECT_EQ(run.error, QStringLiteral("%1 of %1 runs failed").arg(specs->size()));
    const auto results = m_model.store()->benchResults(page.runId());
    ASSERT_TRUE(results.ok());
    ASSERT_EQ(results->size(), specs->size());
    for (int i = 0; i < int(specs->size()); ++i) {
        EXPECT_EQ(results->at(i).layout, specs->at(i).layout) << i;
        EXPECT_EQ(results->at(i).nodeNames, core::benchRunNodeNames(plan, specs->at(i))) << i;
        EXPECT_EQ(results->at(i).status, core::RunStatus::Failed) << i;
        EXPECT_EQ(results->at(i).errorCode, core::errorCodeName(core::ErrorCode::ConnectionRefused)) << i;
    }
    // Each machine's reason, in words, and each run's status.
    const QString errors = page.findChild<QLabel *>(QStringLiteral("inferenceErrorLabel"))->text();
    EXPECT_TRUE(errors.contains(QStringLiteral("node1"))) << errors.toStdString();
    EXPECT_TRUE(errors.contains(QStringLiteral("node2"))) << errors.toStdString();
    const auto *tree = page.findChild<QTreeWidget *>(QStringLiteral("inferenceNodeTree"));
    EXPECT_FALSE(tree->topLevelItem(0)->text(2).isEmpty());
    EXPECT_EQ(
        ui::test::columnTexts(page.findChild<QTableWidget *>(QStringLiteral("inferenceResultsTable")), 4),
        QStringList(int(specs->size()), QStringLiteral("Failed")));
}

TEST_F(GuiInferencePage, AStoreThatCannotStoreTheRunSaysWhyInsteadOfNoDatabase)
{
    useTinyShape();
    addClosedNodes();
    // The database refuses new runs, as a full disk or a read-only file would.
    {
        sqlite3 *db = nullptr;
        ASSERT_EQ(
            sqlite3_open(QFile::encodeName(m_dir.filePath(QStringLiteral("shardscope.db"))).constData(), &db),
            SQLITE_OK);
        const int rc = sqlite3_exec(db,
                                    "CREATE TRIGGER refuse_runs BEFORE INSERT ON runs "
                                    "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;",
                                    nullptr, nullptr, nullptr);
        sqlite3_close(db);
        ASSERT_EQ(rc, SQLITE_OK);
    }
    InferencePage page(m_model, m_interaction);
    page.resize(1100, 700);
    page.show();
    page.initializePage();
    page.run();
    const QString history = page.findChild<QLabel *>(QStringLiteral("inferenceHistoryLabel"))->text();
    EXPECT_TRUE(history.contains(QStringLiteral("Storing the run failed"))) << history.toStdString();
    EXPECT_TRUE(history.contains(QStringLiteral("disk is full"))) << history.toStdString();
    EXPECT_FALSE(history.contains(QStringLiteral("no database"))) << history.toStdString();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page.isRunning(); }, 60s));
    EXPECT_EQ(page.runId(), 0);
}
