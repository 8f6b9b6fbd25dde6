// The Inference page: the tiny shape on "This computer" through the real local agent (the UI stays
// responsive, the run is stored as the CLI stores it, cancelling and Back stop it), the machines
// and layouts a plan gets, and a split's runs stored one by one with each failure (the real
// core::runBenchPlan against SSH ports that refuse; successful splits are the testbed tests' part).
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"
#include "tests/support/RawDb.h"

#include "core/bench/BenchRecord.h"
#include "core/store/ResultStore.h"
#include "presentation/ErrorText.h"
#include "ui/ErrorBox.h"
#include "ui/InferencePage.h"
#include "ui/InferencePlan.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <gtest/gtest.h>

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

    /// node1, node2 (… up to `count`) on this machine at a port nothing listens on (a server had it a
    /// moment ago): SSH to them is refused at once. Their own known_hosts; a short timeout in case
    /// it is not.
    void addClosedNodes(int count = 2)
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
        for (int i = 1; i <= count; ++i)
            addNode(QStringLiteral("node%1").arg(i), QStringLiteral("127.0.0.1"), port);
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
    // Each run reads the prompt as often as the page says (the default, then 2 set here).
    auto *prefills = child<QSpinBox>("inferencePrefillsSpin");
    EXPECT_EQ(prefills->value(), int(protocol::BenchWorkload{}.prefills));
    EXPECT_EQ(prefills->maximum(), int(protocol::kMaxBenchPrefills));
    prefills->setValue(2);
    EXPECT_EQ(m_model.inferenceSettings().prefills, 2u);
    const core::BenchPlan plan = page->plan();
    EXPECT_EQ(plan.workload.prefills, 2u);
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
    EXPECT_LT(longestGapMs, ui::test::kEventLoopStallMs)
        << "the event loop stalled for " << longestGapMs << " ms";
    EXPECT_TRUE(statuses.filter(QStringLiteral("Run 1 of 2")).size() > 0)
        << statuses.join(u'\n').toStdString();
    EXPECT_TRUE(statuses.filter(QStringLiteral("Run 2 of 2")).size() > 0)
        << statuses.join(u'\n').toStdString();
    EXPECT_EQ(page->stage(), InferencePage::Stage::Finished);
    EXPECT_TRUE(page->isComplete());
    ASSERT_GT(page->runId(), 0);
    EXPECT_EQ(m_model.resultsRunId(), page->runId());

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
        // Two timed reads of the prompts (all requests at once): two TTFT samples per request.
        EXPECT_EQ(result.summary.ttftMs.count, std::uint64_t(2 * (i + 1)));
        ASSERT_EQ(result.reports.size(), 1);
        ASSERT_TRUE(result.reports.at(0).has_value());
        EXPECT_TRUE(result.reports.at(0)->completed);
        EXPECT_EQ(result.reports.at(0)->earlierTtftMs.size(), 1u) << "the first of the two reads";
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
    for (const core::ClusterNode &node : plan.nodes)
        EXPECT_FALSE(node.target.local) << node.target.name.toStdString();
    page.run();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page.isRunning(); }, 60s));
    ASSERT_GT(page.runId(), 0);
    EXPECT_EQ(m_model.resultsRunId(), page.runId());
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
        shardscope::test::RawDb raw(m_dir.filePath(QStringLiteral("shardscope.db")));
        ASSERT_TRUE(raw.exec(std::string("CREATE TRIGGER refuse_runs BEFORE INSERT ON runs "
                                         "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;")));
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

TEST_F(GuiInferencePage, StoredAsRunIsSaidOnlyWhenTheStoreTookTheRunsEnd)
{
    useTinyShape();
    addClosedNodes();
    // The run and its results go in; its last UPDATE is refused, as a full disk refuses it.
    {
        shardscope::test::RawDb raw(m_dir.filePath(QStringLiteral("shardscope.db")));
        ASSERT_TRUE(raw.exec(std::string("CREATE TRIGGER refuse_the_end BEFORE UPDATE OF status ON runs "
                                         "WHEN NEW.status IN ('complete', 'failed', 'cancelled') "
                                         "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;")));
    }
    InferencePage page(m_model, m_interaction);
    page.resize(1100, 700);
    page.show();
    page.initializePage();
    page.run();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page.isRunning(); }, 60s));
    ASSERT_GT(page.runId(), 0);
    const QString history = page.findChild<QLabel *>(QStringLiteral("inferenceHistoryLabel"))->text();
    EXPECT_FALSE(history.contains(QStringLiteral("Stored as run"))) << history.toStdString();
    EXPECT_TRUE(history.contains(QStringLiteral("how the run ended could not be"))) << history.toStdString();
}

namespace {

QStringList listTexts(const QListWidget *list)
{
    QStringList texts;
    for (int i = 0; i < list->count(); ++i)
        texts << list->item(i)->text();
    return texts;
}

QList<int> checkedRows(const QListWidget *list)
{
    QList<int> rows;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            rows << i;
    }
    return rows;
}

} // namespace

TEST_F(GuiInferencePage, NodeSetsRunTheSplitsOverEachCheckedSetInOrder)
{
    useTinyShape();
    addNode(QStringLiteral("node1"), QStringLiteral("10.0.0.1"));
    addNode(QStringLiteral("node2"), QStringLiteral("10.0.0.2"));
    addNode(QStringLiteral("node3"), QStringLiteral("10.0.0.3"));
    InferencePage *page = show();
    auto *sets = child<QListWidget>("inferenceNodeSetList");
    ASSERT_NE(sets, nullptr);
    EXPECT_TRUE(sets->isVisible());
    // Every set of two or more of the three machines; all of them, the default, checked.
    EXPECT_EQ(listTexts(sets), (QStringList{QStringLiteral("node1 + node2"), QStringLiteral("node1 + node3"),
                                            QStringLiteral("node2 + node3"),
                                            QStringLiteral("node1 + node2 + node3 (all 3 machines)")}));
    EXPECT_EQ(checkedRows(sets), QList<int>{3});
    EXPECT_TRUE(page->plan().nodeSets.isEmpty());

    // Keyboard: Space on the current entry checks it, as a click would.
    sets->setFocus();
    sets->setCurrentRow(0);
    QTest::keyClick(sets, Qt::Key_Space);
    EXPECT_EQ(checkedRows(sets), (QList<int>{0, 3}));
    EXPECT_EQ(
        m_model.inferenceSettings().nodeSets,
        (QList<QStringList>{{QStringLiteral("node1"), QStringLiteral("node2")},
                            {QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")}}));
    const core::BenchPlan plan = page->plan();
    EXPECT_EQ(plan.nodeSets, (QList<QList<int>>{{0, 1}, {0, 1, 2}}));
    // The tiny shape's heads do not divide over three machines: tensor parallel stays out of the plan
    // (every layout runs over every set), and the hint names the set that keeps it out.
    EXPECT_FALSE(child<QCheckBox>("inferenceTensorCheck")->isEnabled());
    const QString hint = child<QLabel>("inferenceLayoutHint")->text();
    EXPECT_TRUE(
        hint.contains(QStringLiteral("Tensor parallel cannot divide this model over node1 + node2 + node3")))
        << hint.toStdString();
    using protocol::BenchLayout;
    EXPECT_EQ(plan.layouts, (QList<BenchLayout>{BenchLayout::Single, BenchLayout::PipelineParallel,
                                                BenchLayout::Replicas}));
    const auto specs = core::expandBenchPlan(plan);
    ASSERT_TRUE(specs.ok()) << specs.error().detail.toStdString();
    QList<core::BenchRunSpec> expected;
    for (std::uint32_t concurrency : {1u, 2u}) {
        expected << core::BenchRunSpec{BenchLayout::Single, {0}, concurrency};
        for (BenchLayout layout : {BenchLayout::PipelineParallel, BenchLayout::Replicas}) {
            expected << core::BenchRunSpec{layout, {0, 1}, concurrency};
            expected << core::BenchRunSpec{layout, {0, 1, 2}, concurrency};
        }
    }
    ASSERT_EQ(specs->size(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(specs->at(i).layout, expected.at(i).layout) << i;
        EXPECT_EQ(specs->at(i).nodes, expected.at(i).nodes) << i;
        EXPECT_EQ(specs->at(i).concurrency, expected.at(i).concurrency) << i;
    }
    const QString summary = child<QLabel>("inferencePlanLabel")->text();
    const QString setList = QLocale().createSeparatedList(
        {QStringLiteral("node1 + node2"), QStringLiteral("node1 + node2 + node3")});
    EXPECT_TRUE(summary.contains(QStringLiteral("each over %1.").arg(setList))) << summary.toStdString();
    ui::test::waitUntil([] { return false; }, 200ms);
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("inference-page-node-sets"));

    // The same settings come back from the plan (a stored run's snapshot) and from a restart.
    const ui::InferenceSettings settings = m_model.inferenceSettings();
    EXPECT_EQ(ui::settingsFromPlan(plan, settings).nodeSets, settings.nodeSets);
    const auto reread = core::benchPlanFromJson(core::benchPlanJson(plan));
    ASSERT_TRUE(reread.ok());
    EXPECT_EQ(ui::settingsFromPlan(*reread, settings).nodeSets, settings.nodeSets);

    // Without all three, tensor parallel fits the one set left and comes back (still wanted).
    sets->item(3)->setCheckState(Qt::Unchecked);
    EXPECT_EQ(m_model.inferenceSettings().nodeSets,
              (QList<QStringList>{{QStringLiteral("node1"), QStringLiteral("node2")}}));
    EXPECT_TRUE(child<QCheckBox>("inferenceTensorCheck")->isChecked());
    EXPECT_EQ(page->plan().nodeSets, (QList<QList<int>>{{0, 1}}));
    EXPECT_TRUE(page->plan().layouts.contains(BenchLayout::TensorParallel));
    // The last set cannot be unchecked: no set would mean all machines.
    sets->item(0)->setCheckState(Qt::Unchecked);
    EXPECT_EQ(checkedRows(sets), QList<int>{0});
    EXPECT_EQ(m_model.inferenceSettings().nodeSets.size(), 1);

    // Unchecking a machine drops the sets that use it; with two machines left there is one set and
    // nothing to choose.
    sets->item(3)->setCheckState(Qt::Checked);
    sets->item(2)->setCheckState(Qt::Checked); // node2 + node3
    EXPECT_EQ(page->plan().nodeSets, (QList<QList<int>>{{0, 1}, {1, 2}, {0, 1, 2}}));
    child<QTreeWidget>("inferenceNodeTree")->topLevelItem(2)->setCheckState(0, Qt::Unchecked);
    EXPECT_EQ(page->plan().nodes.size(), 2);
    EXPECT_EQ(page->plan().nodeSets, (QList<QList<int>>{{0, 1}}));
    EXPECT_FALSE(sets->isVisible());
    // node3 back: its sets come back with it.
    child<QTreeWidget>("inferenceNodeTree")->topLevelItem(2)->setCheckState(0, Qt::Checked);
    EXPECT_EQ(page->plan().nodeSets, (QList<QList<int>>{{0, 1}, {1, 2}, {0, 1, 2}}));
    EXPECT_TRUE(sets->isVisible());
}

TEST_F(GuiInferencePage, RunsOverTwoNodeSetsAreTitledAndStoredWithTheirSet)
{
    useTinyShape();
    // Three nodes whose SSH port refuses: every run fails, each with its own title and nodes.
    addClosedNodes(3);
    ui::InferenceSettings settings = m_model.inferenceSettings();
    settings.nodeSets = {{QStringLiteral("node1"), QStringLiteral("node2")},
                         {QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")}};
    settings.concurrencies = {1};
    m_model.setInferenceSettings(settings);
    InferencePage page(m_model, m_interaction);
    page.resize(1100, 700);
    page.show();
    page.initializePage();
    const core::BenchPlan plan = page.plan();
    ASSERT_EQ(plan.nodeSets, (QList<QList<int>>{{0, 1}, {0, 1, 2}}));
    const auto specs = core::expandBenchPlan(plan);
    ASSERT_TRUE(specs.ok());
    page.run();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page.isRunning(); }, 60s));
    ASSERT_GT(page.runId(), 0);
    const auto results = m_model.store()->benchResults(page.runId());
    ASSERT_TRUE(results.ok());
    ASSERT_EQ(results->size(), specs->size());
    for (int i = 0; i < int(specs->size()); ++i) {
        EXPECT_EQ(results->at(i).layout, specs->at(i).layout) << i;
        EXPECT_EQ(results->at(i).nodeNames, core::benchRunNodeNames(plan, specs->at(i))) << i;
    }
    EXPECT_EQ(results->at(1).nodeNames, (QStringList{QStringLiteral("node1"), QStringLiteral("node2")}));
    EXPECT_EQ(results->at(2).nodeNames,
              (QStringList{QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")}));
    // Each failed run is named with its set, so two runs of one layout can be told apart.
    const QString errors = page.findChild<QLabel *>(QStringLiteral("inferenceErrorLabel"))->text();
    EXPECT_TRUE(errors.contains(QStringLiteral("Pipeline parallel over node1 + node2, 1 request")))
        << errors.toStdString();
    EXPECT_TRUE(errors.contains(QStringLiteral("Pipeline parallel over node1 + node2 + node3, 1 request")))
        << errors.toStdString();
}

TEST(GuiInferencePlan, NodeSetsNameChosenMachinesOnly)
{
    QList<ui::BenchCandidate> nodes;
    for (const char *name : {"node1", "node2", "node3"}) {
        ui::BenchCandidate node;
        node.name = QString::fromLatin1(name);
        node.clusterAddress = QStringLiteral("10.0.0.1");
        nodes << node;
    }
    ui::InferenceSettings settings;
    settings.nodeSets = {{QStringLiteral("node3"), QStringLiteral("node1")}, // rank order as given
                         {QStringLiteral("node1"), QStringLiteral("node4")}, // node4 is not chosen
                         {QStringLiteral("node2")},                          // one machine is no set
                         {QStringLiteral("node3"), QStringLiteral("node1")}, // the first one again
                         {QStringLiteral("node1"), QStringLiteral("node3")}, // another rank order
                         {QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")}};
    EXPECT_EQ(ui::nodeSetIndexes(settings, nodes), (QList<QList<int>>{{2, 0}, {0, 2}, {0, 1, 2}}));
    EXPECT_EQ(ui::unchosenSetMachines(settings, nodes), QStringList{QStringLiteral("node4")});
    // Nothing left: all the machines.
    settings.nodeSets = {{QStringLiteral("node1"), QStringLiteral("node4")}};
    EXPECT_TRUE(ui::nodeSetIndexes(settings, nodes).isEmpty());

    // What the page offers: every set of two or more up to four machines, else first two, three, …
    EXPECT_TRUE(ui::offeredNodeSets(1).isEmpty());
    EXPECT_EQ(ui::offeredNodeSets(2), (QList<QList<int>>{{0, 1}}));
    EXPECT_EQ(ui::offeredNodeSets(3), (QList<QList<int>>{{0, 1}, {0, 2}, {1, 2}, {0, 1, 2}}));
    EXPECT_EQ(ui::offeredNodeSets(4).size(), 11);
    EXPECT_EQ(ui::offeredNodeSets(4).constLast(), (QList<int>{0, 1, 2, 3}));
    EXPECT_EQ(ui::offeredNodeSets(5), (QList<QList<int>>{{0, 1}, {0, 1, 2}, {0, 1, 2, 3}, {0, 1, 2, 3, 4}}));

    // A layout one set cannot take is refused with that set named.
    const protocol::ModelShape tiny = *protocol::presetModelShape("tiny"); // 8 heads: not over 3
    const ui::LayoutCheck check
        = ui::checkBenchLayoutOnSets(tiny, protocol::BenchLayout::TensorParallel, nodes, {{0, 1}, {0, 1, 2}});
    EXPECT_EQ(check.problem, ui::LayoutProblem::ShapeDoesNotFit);
    EXPECT_EQ(check.nodeSet,
              (QStringList{QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")}));
    EXPECT_EQ(ui::checkBenchLayoutOnSets(tiny, protocol::BenchLayout::TensorParallel, nodes, {{0, 1}, {1, 2}})
                  .problem,
              ui::LayoutProblem::None);
}

// `shardscope-cli bench --split-over node3,node1` stores its set in rank order (node3 is rank 0);
// "run again" must run it in that order, and the page shows it as such.
TEST_F(GuiInferencePage, ASetsRankOrderSurvivesARerun)
{
    useTinyShape();
    addNode(QStringLiteral("node1"), QStringLiteral("10.0.0.1"));
    addNode(QStringLiteral("node2"), QStringLiteral("10.0.0.2"));
    addNode(QStringLiteral("node3"), QStringLiteral("10.0.0.3"));
    core::BenchPlan stored
        = ui::benchPlanFor(m_model, m_model.inferenceSettings(), ui::benchCandidates(m_model));
    ASSERT_EQ(stored.nodes.size(), 3);
    stored.nodeSets = {{2, 0}};
    const auto reread = core::benchPlanFromJson(core::benchPlanJson(stored));
    ASSERT_TRUE(reread.ok());
    const ui::InferenceSettings settings = ui::settingsFromPlan(*reread, m_model.inferenceSettings());
    EXPECT_EQ(settings.nodeSets, (QList<QStringList>{{QStringLiteral("node3"), QStringLiteral("node1")}}));
    m_model.setInferenceSettings(settings);

    InferencePage *page = show();
    const core::BenchPlan plan = page->plan();
    // node2 is in no set: left out, the set re-indexed, its order kept.
    ASSERT_EQ(plan.nodeSets.size(), 1);
    EXPECT_EQ(core::nodeSetNames(plan, plan.nodeSets.constFirst()),
              (QStringList{QStringLiteral("node3"), QStringLiteral("node1")}));
    // The list shows the set in its own order, checked, where node1 + node3 would be.
    auto *sets = child<QListWidget>("inferenceNodeSetList");
    EXPECT_EQ(listTexts(sets), (QStringList{QStringLiteral("node1 + node2"), QStringLiteral("node3 + node1"),
                                            QStringLiteral("node2 + node3"),
                                            QStringLiteral("node1 + node2 + node3 (all 3 machines)")}));
    EXPECT_EQ(checkedRows(sets), QList<int>{1});
    const QString summary = child<QLabel>("inferencePlanLabel")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("node3 + node1"))) << summary.toStdString();

    // Checking another set keeps the first one's order.
    sets->item(0)->setCheckState(Qt::Checked);
    EXPECT_EQ(m_model.inferenceSettings().nodeSets,
              (QList<QStringList>{{QStringLiteral("node1"), QStringLiteral("node2")},
                                  {QStringLiteral("node3"), QStringLiteral("node1")}}));
}

// Unchecking a machine hides its sets from the list; changing the list then must not forget them
// (InferenceSettings::nodeSets): they come back with the machine.
TEST_F(GuiInferencePage, ChangingTheSetsKeepsTheSetsOfAnUncheckedMachine)
{
    useTinyShape();
    for (int i = 1; i <= 4; ++i)
        addNode(QStringLiteral("node%1").arg(i), QStringLiteral("10.0.0.%1").arg(i));
    ui::InferenceSettings settings = m_model.inferenceSettings();
    const QStringList withNode4{QStringLiteral("node1"), QStringLiteral("node4")};
    settings.nodeSets = {withNode4, {QStringLiteral("node1"), QStringLiteral("node2")}};
    m_model.setInferenceSettings(settings);
    InferencePage *page = show();
    auto *tree = child<QTreeWidget>("inferenceNodeTree");
    auto *sets = child<QListWidget>("inferenceNodeSetList");
    tree->topLevelItem(3)->setCheckState(0, Qt::Unchecked);
    ASSERT_EQ(sets->count(), 4); // the sets over node1 … node3
    EXPECT_EQ(checkedRows(sets), QList<int>{0});
    sets->item(2)->setCheckState(Qt::Checked); // node2 + node3
    const QList<QStringList> chosen = m_model.inferenceSettings().nodeSets;
    EXPECT_TRUE(chosen.contains(withNode4));
    EXPECT_TRUE(chosen.contains(QStringList{QStringLiteral("node2"), QStringLiteral("node3")}));
    EXPECT_EQ(page->plan().nodeSets.size(), 2);
    // node4 back: its set runs again.
    tree->topLevelItem(3)->setCheckState(0, Qt::Checked);
    const core::BenchPlan plan = page->plan();
    QList<QStringList> planSets;
    for (const QList<int> &set : plan.nodeSets)
        planSets << core::nodeSetNames(plan, set);
    EXPECT_TRUE(planSets.contains(withNode4));
    EXPECT_EQ(planSets.size(), 3);

    // Choosing only all the checked machines, with a remembered set about, keeps that set too.
    tree->topLevelItem(3)->setCheckState(0, Qt::Unchecked);
    sets->item(3)->setCheckState(Qt::Checked); // first: the last checked set cannot be unchecked
    sets->item(0)->setCheckState(Qt::Unchecked);
    sets->item(2)->setCheckState(Qt::Unchecked);
    EXPECT_EQ(checkedRows(sets), QList<int>{3});
    EXPECT_TRUE(m_model.inferenceSettings().nodeSets.contains(withNode4));
}

// A saved choice of sets that all need an unchecked machine runs over all the checked machines:
// the page says so instead of doing it silently.
TEST_F(GuiInferencePage, SetsThatAllLostAMachineSayThatAllMachinesRun)
{
    useTinyShape();
    addNode(QStringLiteral("node1"), QStringLiteral("10.0.0.1"));
    addNode(QStringLiteral("node2"), QStringLiteral("10.0.0.2"));
    addNode(QStringLiteral("node3"), QStringLiteral("10.0.0.3"));
    ui::InferenceSettings settings = m_model.inferenceSettings();
    settings.nodeSets = {{QStringLiteral("node1"), QStringLiteral("node3")}};
    m_model.setInferenceSettings(settings);
    InferencePage *page = show();
    const auto *hint = child<QLabel>("inferenceNodeHint");
    EXPECT_FALSE(hint->text().contains(QStringLiteral("all checked machines"))) << hint->text().toStdString();
    EXPECT_EQ(page->plan().nodeSets, (QList<QList<int>>{{0, 1}})); // node2 left out

    child<QTreeWidget>("inferenceNodeTree")->topLevelItem(2)->setCheckState(0, Qt::Unchecked);
    EXPECT_TRUE(page->plan().nodeSets.isEmpty());
    EXPECT_EQ(page->plan().nodes.size(), 2);
    EXPECT_TRUE(hint->isVisible());
    EXPECT_TRUE(hint->text().contains(
        QStringLiteral("The chosen sets of machines need node3, which is not checked: splits and copies run "
                       "over all checked machines")))
        << hint->text().toStdString();
    // The set is still remembered: node3 back, it runs as chosen and the warning goes.
    child<QTreeWidget>("inferenceNodeTree")->topLevelItem(2)->setCheckState(0, Qt::Checked);
    EXPECT_EQ(m_model.inferenceSettings().nodeSets,
              (QList<QStringList>{{QStringLiteral("node1"), QStringLiteral("node3")}}));
    EXPECT_FALSE(hint->text().contains(QStringLiteral("all checked machines"))) << hint->text().toStdString();
}

// Four machines offer all eleven sets beside the machines: the page still fits 1280×800, the
// keyboard reaches the list and Space toggles a set. With five, the tooltip says how to get a set
// the list does not offer.
TEST_F(GuiInferencePage, ElevenSetsFitAndTheKeyboardReachesThem)
{
    useTinyShape();
    for (int i = 1; i <= 4; ++i)
        addNode(QStringLiteral("node%1").arg(i), QStringLiteral("10.0.0.%1").arg(i));
    InferencePage *page = show();
    auto *sets = child<QListWidget>("inferenceNodeSetList");
    ASSERT_EQ(sets->count(), 11);
    EXPECT_TRUE(sets->isVisible());
    EXPECT_FALSE(sets->toolTip().contains(QStringLiteral("more than four machines")));
    const QSize minimum = m_wizard->minimumSizeHint().expandedTo(m_wizard->minimumSize());
    EXPECT_LE(minimum.width(), 1280);
    EXPECT_LE(minimum.height(), 800);
    for (const QWidget *widget :
         {static_cast<QWidget *>(sets), static_cast<QWidget *>(m_wizard->button(QWizard::CommitButton))}) {
        const QRect inWizard(widget->mapTo(m_wizard.get(), QPoint(0, 0)), widget->size());
        EXPECT_TRUE(m_wizard->rect().contains(inWizard)) << widget->objectName().toStdString();
    }
    // No two labels or buttons on the page (and the wizard's own) share a mnemonic.
    QStringList mnemonics;
    const QRegularExpression mnemonic(QStringLiteral("&([^&])"));
    QStringList texts;
    for (const QLabel *label : page->findChildren<QLabel *>())
        if (label->buddy() && !ui::test::onAnotherStackPage(label))
            texts << label->text();
    for (const QAbstractButton *button : page->findChildren<QAbstractButton *>())
        if (!ui::test::onAnotherStackPage(button)) // the serving panel is another mode's
            texts << button->text();
    for (QWizard::WizardButton which : {QWizard::BackButton, QWizard::CommitButton, QWizard::CancelButton})
        texts << m_wizard->button(which)->text();
    for (const QString &text : std::as_const(texts)) {
        const QRegularExpressionMatch match = mnemonic.match(text);
        if (!match.hasMatch())
            continue;
        const QString key = match.captured(1).toLower();
        EXPECT_FALSE(mnemonics.contains(key)) << text.toStdString();
        mnemonics << key;
    }

    // Tab from the machines reaches the list; Space toggles its current set.
    m_wizard->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(m_wizard.get()));
    child<QTreeWidget>("inferenceNodeTree")->setFocus();
    ASSERT_EQ(QApplication::focusWidget(), child<QTreeWidget>("inferenceNodeTree"));
    for (int i = 0; i < 5 && QApplication::focusWidget() != sets; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    ASSERT_EQ(QApplication::focusWidget(), sets);
    sets->setCurrentRow(0);
    const QList<int> before = checkedRows(sets);
    QTest::keyClick(sets, Qt::Key_Space);
    EXPECT_NE(checkedRows(sets), before);
    EXPECT_TRUE(m_model.inferenceSettings().nodeSets.contains(
        QStringList{QStringLiteral("node1"), QStringLiteral("node2")}));
    QTest::keyClick(sets, Qt::Key_Space);
    EXPECT_EQ(checkedRows(sets), before);
    ui::test::waitUntil([] { return false; }, 200ms); // the layout settles before the screenshot
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("inference-page-four-machines"));
    // 1280×800 has room for all eleven sets and the machines beside them: nothing scrolls.
    EXPECT_EQ(sets->verticalScrollBar()->maximum(), 0);
    EXPECT_TRUE(sets->viewport()->rect().contains(sets->visualItemRect(sets->item(10))));
    auto *tree = child<QTreeWidget>("inferenceNodeTree");
    EXPECT_EQ(tree->verticalScrollBar()->maximum(), 0);
    EXPECT_EQ(tree->height(), sets->height()) << "side by side, the two views end on one line";

    // A fifth machine: only the first two, three, … are offered, and the tooltip says why.
    m_wizard.reset();
    addNode(QStringLiteral("node5"), QStringLiteral("10.0.0.5"));
    ui::InferenceSettings settings = m_model.inferenceSettings();
    settings.nodeNames.clear(); // all of them
    m_model.setInferenceSettings(settings);
    show();
    sets = child<QListWidget>("inferenceNodeSetList");
    EXPECT_EQ(sets->count(), 4);
    EXPECT_TRUE(sets->toolTip().contains(QStringLiteral("more than four machines")))
        << sets->toolTip().toStdString();
}

// When every save fails the same way (a full disk), the box says so once, not once per run.
TEST(GuiErrorBox, TheSameStoreErrorIsShownOnce)
{
    QWidget window;
    auto *box = new ui::ErrorBox(QStringLiteral("box"), QStringLiteral("label"), &window);
    window.show();
    const core::Error full{core::ErrorCode::DatabaseQuery, QStringLiteral("database or disk is full")};
    const QString text = presentation::ErrorText::storeError(full, QStringLiteral("/tmp/x.db"));
    box->addStoreError(full, QStringLiteral("/tmp/x.db"));
    box->addStoreError(full, QStringLiteral("/tmp/x.db"));
    box->addMessage(QStringLiteral("node1 refused the connection"));
    box->addStoreError(full, QStringLiteral("/tmp/x.db"));
    EXPECT_EQ(box->label()->text(), QStringLiteral("node1 refused the connection\n\n") + text);
    // Another problem is still added.
    const core::Error locked{core::ErrorCode::DatabaseQuery, QStringLiteral("database is locked")};
    box->addStoreError(locked, QStringLiteral("/tmp/x.db"));
    EXPECT_EQ(box->label()->text(),
              QStringLiteral("node1 refused the connection\n\n") + text + QStringLiteral("\n\n")
                  + presentation::ErrorText::storeError(locked, QStringLiteral("/tmp/x.db")));
}
