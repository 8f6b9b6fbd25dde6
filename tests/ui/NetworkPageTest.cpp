// The Network page with fabricated link reports: stored runs shown as a heat map, the details of a
// cell, runs through a stand-in for core::runLinkMatrix (stored as they go, cancelled on close).
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"
#include "tests/support/LinkReportFactory.h"

#include "core/store/ResultStore.h"
#include "presentation/ErrorText.h"
#include "ui/AppTranslations.h"
#include "ui/ErrorBox.h"
#include "ui/LinkDetailPanel.h"
#include "ui/LinkHeatMap.h"
#include "ui/LinkHeatMapModel.h"
#include "ui/NetworkPage.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QAbstractButton>
#include <QBarSeries>
#include <QBarSet>
#include <QBrush>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QLocale>
#include <QMultiMap>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <gtest/gtest.h>

#include <memory>

using namespace shardscope;
using namespace std::chrono_literals;
using shardscope::test::LinkReportSpec;
using shardscope::test::makeLinkReport;
using ui::LinkHeatMapModel;
using ui::LinkMetric;
using ui::NetworkPage;
using ui::ShardScopeWizard;
using ui::test::waitUntil;

namespace {

struct PairSpec {
    int client = 0;
    int server = 1;
    core::RunStatus status = core::RunStatus::Complete;
    std::optional<protocol::LinkPairReport> report;
    QString errorCode;
    QString error;
};

class GuiNetwork : public ::testing::Test
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

    QStringList names() const
    {
        return {QStringLiteral("node0"), QStringLiteral("node1"), QStringLiteral("node2")};
    }

    /// Stores one linktest run of node0..node2 with these pairs; returns its id.
    qint64 storeRun(const QList<PairSpec> &pairs, core::RunStatus status = core::RunStatus::Complete)
    {
        QJsonArray nodes;
        for (const QString &name : names())
            nodes.append(QJsonObject{{QStringLiteral("name"), name}});
        const QString config = QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("nodes"), nodes}}).toJson(QJsonDocument::Compact));
        core::ResultStore &store = *m_model.store();
        const core::Result<qint64> run = store.beginRun(QStringLiteral("linktest"), config);
        EXPECT_TRUE(run.ok());
        for (const PairSpec &spec : pairs) {
            core::StoredLinkPair pair;
            pair.runId = *run;
            pair.clientName = names().at(spec.client);
            pair.serverName = names().at(spec.server);
            pair.status = spec.status;
            pair.report = spec.report;
            pair.errorCode = spec.errorCode;
            pair.error = spec.error;
            EXPECT_TRUE(store.saveLinkPair(pair).ok());
        }
        EXPECT_TRUE(store.finishRun(*run, status).ok());
        return *run;
    }

    /// node0↔node1 measured (reverse slower than the link: warnings), node0↔node2 failed,
    /// node1↔node2 on one host.
    qint64 storeMixedRun()
    {
        LinkReportSpec slowReverse;
        slowReverse.reverseBitsPerSecond = 0.52e9;
        LinkReportSpec sameHost;
        sameHost.sameHost = true;
        sameHost.forwardBitsPerSecond = 21e9;
        sameHost.reverseBitsPerSecond = 22e9;
        return storeRun({
            {0, 1, core::RunStatus::Complete, makeLinkReport(slowReverse), {}, {}},
            {0, 2, core::RunStatus::Failed, std::nullopt, core::errorCodeName(core::ErrorCode::AgentTimeout),
             QStringLiteral("link_test did not answer within 60 s")},
            {1, 2, core::RunStatus::Complete, makeLinkReport(sameHost), {}, {}},
        });
    }

    std::unique_ptr<ShardScopeWizard> showNetworkPage()
    {
        auto wizard = std::make_unique<ShardScopeWizard>(m_model, m_interaction);
        wizard->setStartId(ShardScopeWizard::Network);
        wizard->resize(1280, 800);
        wizard->show();
        return wizard;
    }

    static NetworkPage *networkPage(const ShardScopeWizard &wizard)
    {
        return qobject_cast<NetworkPage *>(wizard.page(ShardScopeWizard::Network));
    }

    static QString cell(const NetworkPage &page, int from, int to)
    {
        const LinkHeatMapModel *model = page.findChild<ui::LinkHeatMap *>()->heatMapModel();
        return model->data(model->index(from, to)).toString();
    }

    QTemporaryDir m_dir;
    ui::WizardModel m_model;
    ui::test::TestNodeInteraction m_interaction;
};

} // namespace

TEST_F(GuiNetwork, ShowsTheLatestStoredRunWithValuesAndUnits)
{
    storeRun({{0, 1, core::RunStatus::Complete, makeLinkReport(), {}, {}}}); // an older run
    const qint64 latest = storeMixedRun();
    auto wizard = showNetworkPage();
    NetworkPage *page = networkPage(*wizard);
    ASSERT_NE(page, nullptr);
    EXPECT_EQ(page->shownRunId(), latest);
    EXPECT_EQ(page->matrix().nodes, names());

    // Rows send, columns receive: (0,1) is node0→node1 (forward), (1,0) its reverse.
    EXPECT_EQ(cell(*page, 0, 1), QStringLiteral("0.94 Gbit/s"));
    EXPECT_EQ(cell(*page, 1, 0), QStringLiteral("0.52 Gbit/s"));
    EXPECT_EQ(cell(*page, 0, 2), QStringLiteral("failed"));
    EXPECT_EQ(cell(*page, 2, 0), QStringLiteral("failed"));
    EXPECT_EQ(cell(*page, 1, 2), QStringLiteral("same host"));
    EXPECT_EQ(cell(*page, 2, 1), QStringLiteral("same host"));
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(cell(*page, i, i), QString());

    const LinkHeatMapModel *model = page->findChild<ui::LinkHeatMap *>()->heatMapModel();
    // Same host: hatched, never a heat-map colour; failed: grey; measured: a colour, worse for the slow way.
    const QBrush sameHost = model->data(model->index(1, 2), Qt::BackgroundRole).value<QBrush>();
    EXPECT_EQ(sameHost.style(), Qt::BDiagPattern);
    EXPECT_FALSE(model->data(model->index(1, 2), LinkHeatMapModel::BadnessRole).isValid());
    EXPECT_FALSE(model->data(model->index(1, 2), LinkHeatMapModel::ValueRole).isValid());
    const QColor failed = model->data(model->index(0, 2), Qt::BackgroundRole).value<QBrush>().color();
    EXPECT_EQ(failed.saturation(), 0);
    EXPECT_LT(model->data(model->index(0, 1), LinkHeatMapModel::BadnessRole).toDouble(), 0.05);
    EXPECT_GT(model->data(model->index(1, 0), LinkHeatMapModel::BadnessRole).toDouble(), 0.5);
    EXPECT_TRUE(model->data(model->index(1, 2), Qt::AccessibleTextRole)
                    .toString()
                    .contains(QStringLiteral("same host")));

    const QLabel *history = page->findChild<QLabel *>(QStringLiteral("linkHistoryLabel"));
    EXPECT_TRUE(history->text().contains(QStringLiteral("3 machines"))) << history->text().toStdString();
    ui::test::saveScreenshot(wizard.get(), QStringLiteral("network-page-stored"));
}

TEST_F(GuiNetwork, MetricChooserSwitchesValuesAndUnits)
{
    storeMixedRun();
    auto wizard = showNetworkPage();
    NetworkPage *page = networkPage(*wizard);
    auto *combo = page->findChild<QComboBox *>(QStringLiteral("linkMetricCombo"));
    ASSERT_NE(combo, nullptr);
    ASSERT_EQ(combo->count(), 6);
    EXPECT_EQ(combo->itemText(1), QStringLiteral("Throughput, 4 streams"));

    const struct {
        LinkMetric metric;
        QString forward;
        QString reverse;
    } expected[] = {
        {LinkMetric::Throughput1, QStringLiteral("0.94 Gbit/s"), QStringLiteral("0.52 Gbit/s")},
        {LinkMetric::ThroughputP, QStringLiteral("0.95 Gbit/s"), QStringLiteral("0.53 Gbit/s")},
        {LinkMetric::RttP50, QStringLiteral("0.41 ms"), QStringLiteral("0.41 ms")},
        {LinkMetric::RttP99, QStringLiteral("0.80 ms"), QStringLiteral("0.80 ms")},
        {LinkMetric::Jitter, QStringLiteral("0.030 ms"), QStringLiteral("0.030 ms")},
        {LinkMetric::Loss, QStringLiteral("0 %"), QStringLiteral("0 %")},
    };
    for (const auto &row : expected) {
        combo->setCurrentIndex(combo->findData(int(row.metric))); // as the user picks it
        EXPECT_EQ(cell(*page, 0, 1), row.forward) << int(row.metric);
        EXPECT_EQ(cell(*page, 1, 0), row.reverse) << int(row.metric);
        EXPECT_EQ(cell(*page, 0, 2), QStringLiteral("failed"));
        EXPECT_EQ(cell(*page, 1, 2), QStringLiteral("same host"));
    }
    const QLabel *legend = page->findChild<QLabel *>(QStringLiteral("linkLegendLabel"));
    EXPECT_TRUE(legend->text().contains(QStringLiteral("1 %"))) << legend->text().toStdString();
    combo->setCurrentIndex(combo->findData(int(LinkMetric::RttP50)));
    ui::test::saveScreenshot(wizard.get(), QStringLiteral("network-page-rtt"));
}

TEST_F(GuiNetwork, SelectingACellShowsItsChartsFiguresAndWarnings)
{
    storeMixedRun();
    auto wizard = showNetworkPage();
    NetworkPage *page = networkPage(*wizard);
    auto *heatMap = page->findChild<ui::LinkHeatMap *>();
    auto *detail = page->findChild<ui::LinkDetailPanel *>();
    ASSERT_NE(detail, nullptr);

    // The first measured cell is selected on entering.
    EXPECT_EQ(heatMap->currentIndex(), heatMap->model()->index(0, 1));
    EXPECT_TRUE(detail->summaryLabel()->text().startsWith(
        QStringLiteral("node0 → node1: 0.94 Gbit/s on one stream (94 % of the 1 Gbit/s link), 0.41 ms round "
                       "trip: good for splitting a model with pipeline parallelism")))
        << detail->summaryLabel()->text().toStdString();

    // Throughput over time: one line per phase that sent this way, 3000 ms / 100 ms points each.
    const QList<QAbstractSeries *> lines = detail->throughputChart()->series();
    ASSERT_EQ(lines.size(), 4);
    for (QAbstractSeries *series : lines) {
        auto *line = qobject_cast<QLineSeries *>(series);
        ASSERT_NE(line, nullptr);
        EXPECT_EQ(line->count(), 30) << line->name().toStdString();
        EXPECT_DOUBLE_EQ(line->at(29).x(), 3.0);
    }
    EXPECT_NEAR(qobject_cast<QLineSeries *>(lines.at(0))->at(5).y(), 0.94, 0.02);

    // Round trips: idle and under load, 10 buckets each, in percent of the probes.
    const QList<QAbstractSeries *> bars = detail->latencyChart()->series();
    ASSERT_EQ(bars.size(), 1);
    auto *barSeries = qobject_cast<QBarSeries *>(bars.at(0));
    ASSERT_EQ(barSeries->count(), 2);
    EXPECT_EQ(barSeries->barSets().at(0)->count(), 10);
    EXPECT_EQ(barSeries->barSets().at(1)->count(), 10);
    double total = 0;
    for (int i = 0; i < barSeries->barSets().at(0)->count(); ++i)
        total += barSeries->barSets().at(0)->at(i);
    EXPECT_NEAR(total, 100.0, 0.01);

    // Key figures.
    const QStringList figures
        = ui::test::columnTexts(detail->figuresTable(), ui::LinkDetailPanel::FigureName);
    for (const char *name : {"Round trip min / p50 / p90", "Jitter (RFC 3550)", "Loss", "Path MTU",
                             "Throughput, 1 stream", "Throughput, 4 streams", "Client interface"})
        EXPECT_TRUE(figures.contains(QLatin1String(name))) << name;
    const QStringList values
        = ui::test::columnTexts(detail->figuresTable(), ui::LinkDetailPanel::FigureValue);
    EXPECT_TRUE(values.contains(QStringLiteral("1500 bytes")));
    EXPECT_TRUE(values.contains(QStringLiteral("94 % on one stream, 95 % on 4 streams")))
        << values.join(QStringLiteral(" | ")).toStdString();

    // Forward: only the pair's own warning (asymmetry); the reverse also has its slow single stream.
    EXPECT_TRUE(detail->warningsLabel()->text().contains(QStringLiteral("more than 20 % slower")));
    EXPECT_FALSE(detail->warningsLabel()->text().contains(QStringLiteral("less than 80 %")));
    heatMap->setCurrentIndex(heatMap->model()->index(1, 0));
    const QString warnings = detail->warningsLabel()->text();
    EXPECT_TRUE(warnings.contains(QStringLiteral("node1 → node0: One stream reaches less than 80 %")))
        << warnings.toStdString();
    EXPECT_TRUE(warnings.contains(QStringLiteral("cable")));
    EXPECT_TRUE(warnings.contains(QStringLiteral("duplex")));
    EXPECT_EQ(detail->tabs()->tabText(ui::LinkDetailPanel::TabWarnings), QStringLiteral("Warnings (2)"));
    detail->tabs()->setCurrentIndex(ui::LinkDetailPanel::TabWarnings);
    ui::test::saveScreenshot(wizard.get(), QStringLiteral("network-page-warnings"));
    detail->tabs()->setCurrentIndex(ui::LinkDetailPanel::TabLatency);
    ui::test::saveScreenshot(wizard.get(), QStringLiteral("network-page-histogram"));
    detail->tabs()->setCurrentIndex(ui::LinkDetailPanel::TabFigures);
    ui::test::saveScreenshot(wizard.get(), QStringLiteral("network-page-figures"));

    // A failed pair says why and what to check; a same-host pair says it is no network figure.
    heatMap->setCurrentIndex(heatMap->model()->index(2, 0));
    EXPECT_TRUE(detail->summaryLabel()->text().contains(QStringLiteral("did not finish in time")))
        << detail->summaryLabel()->text().toStdString();
    EXPECT_TRUE(detail->summaryLabel()->text().contains(QStringLiteral("firewall")));
    EXPECT_FALSE(detail->tabs()->isEnabled());
    EXPECT_TRUE(detail->throughputChart()->series().isEmpty());
    heatMap->setCurrentIndex(heatMap->model()->index(1, 2));
    EXPECT_TRUE(detail->summaryLabel()->text().contains(QStringLiteral("same network stack")));
    EXPECT_TRUE(detail->warningsLabel()->text().contains(QStringLiteral("same machine")));
}

TEST_F(GuiNetwork, ArrowKeysMoveBetweenCellsAndTheDetailsFollow)
{
    storeMixedRun();
    auto wizard = showNetworkPage();
    NetworkPage *page = networkPage(*wizard);
    auto *heatMap = page->findChild<ui::LinkHeatMap *>();
    auto *detail = page->findChild<ui::LinkDetailPanel *>();
    heatMap->setFocus();
    ASSERT_EQ(heatMap->currentIndex(), heatMap->model()->index(0, 1));
    QTest::keyClick(heatMap, Qt::Key_Right);
    EXPECT_EQ(heatMap->currentIndex(), heatMap->model()->index(0, 2));
    EXPECT_TRUE(detail->summaryLabel()->text().startsWith(QStringLiteral("node0 ↔ node2")));
    QTest::keyClick(heatMap, Qt::Key_Down);
    EXPECT_EQ(heatMap->currentIndex(), heatMap->model()->index(1, 2));
    EXPECT_TRUE(detail->summaryLabel()->text().startsWith(QStringLiteral("node1 → node2")));
    QTest::keyClick(heatMap, Qt::Key_Left);
    QTest::keyClick(heatMap, Qt::Key_Left);
    EXPECT_EQ(heatMap->currentIndex(), heatMap->model()->index(1, 0));
    EXPECT_TRUE(detail->summaryLabel()->text().startsWith(QStringLiteral("node1 → node0: 0.52 Gbit/s")));
    EXPECT_EQ(heatMap->accessibleName(), QStringLiteral("Link matrix"));
    EXPECT_FALSE(heatMap->tabKeyNavigation()); // Tab leaves the table
}

namespace {

/// A stand-in for core::runLinkMatrix: every node comes up, every pair is measured (node1↔node2 fails).
core::LinkMatrixResult fakeMatrix(const QList<core::ClusterNode> &nodes,
                                  const core::LinkMatrixOptions &options,
                                  const core::LinkMatrixCallbacks &callbacks, const std::atomic_bool *cancel)
{
    core::LinkMatrixResult result;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        result.nodes.append(core::NodeOutcome{});
        if (callbacks.nodes.finished)
            callbacks.nodes.finished(int(i), result.nodes.last());
    }
    const QList<core::LinkPair> pairs = core::linkPairsFor(int(nodes.size()));
    for (qsizetype i = 0; i < pairs.size(); ++i) {
        core::LinkPairOutcome outcome;
        outcome.pair = pairs.at(i);
        for (const char *stage : {"udp_latency", "throughput_forward_1", "throughput_reverse_4"}) {
            if (callbacks.pairProgress)
                callbacks.pairProgress(core::LinkPairProgress{int(i), 0.5, QLatin1String(stage)});
            QThread::msleep(5);
        }
        if (core::isCancelled(cancel)) {
            outcome.error = core::Error{core::ErrorCode::Cancelled, QString()};
        } else if (pairs.at(i).client == 1 && pairs.at(i).server == 2) {
            outcome.error
                = core::Error{core::ErrorCode::AgentError, QStringLiteral("connect: no route to host")};
        } else {
            LinkReportSpec spec;
            spec.streams = options.settings.streams;
            spec.durationMs = options.settings.durationMs;
            spec.forwardBitsPerSecond = 0.9e9 + 0.01e9 * double(i);
            outcome.report = makeLinkReport(spec);
            outcome.warnings = core::linkWarnings(*outcome.report);
        }
        result.pairs.append(outcome);
        if (callbacks.pairFinished)
            callbacks.pairFinished(int(i), outcome);
    }
    return result;
}

} // namespace

TEST_F(GuiNetwork, RunFillsTheHeatMapAndStoresTheRun)
{
    auto wizard = std::make_unique<ShardScopeWizard>(m_model, m_interaction);
    auto *page = new NetworkPage(m_model, m_interaction, &fakeMatrix);
    wizard->setPage(ShardScopeWizard::Network + 10, page);
    wizard->setStartId(ShardScopeWizard::Network + 10);
    wizard->resize(1280, 800);
    wizard->show();
    ASSERT_EQ(wizard->currentPage(), page);

    // Every node with an address is checked; the settings start at the core defaults.
    EXPECT_EQ(page->checkedNodes(), names());
    EXPECT_EQ(page->settings(), protocol::LinkTestSettings{});
    auto *streams = page->findChild<QSpinBox *>(QStringLiteral("linkStreamsSpin"));
    streams->setValue(2);
    auto *duration = page->findChild<QDoubleSpinBox *>(QStringLiteral("linkDurationSpin"));
    duration->setValue(1.0);
    auto *runButton = page->findChild<QPushButton *>(QStringLiteral("linkRunButton"));
    ASSERT_TRUE(runButton->isEnabled());
    runButton->click();
    ASSERT_TRUE(waitUntil([&] { return !page->isRunning(); }, 20s));

    EXPECT_EQ(cell(*page, 0, 1), QStringLiteral("0.90 Gbit/s"));
    EXPECT_EQ(cell(*page, 0, 2), QStringLiteral("0.91 Gbit/s"));
    EXPECT_EQ(cell(*page, 1, 0), QStringLiteral("0.93 Gbit/s"));
    EXPECT_EQ(cell(*page, 1, 2), QStringLiteral("failed"));
    const QLabel *status = page->findChild<QLabel *>(QStringLiteral("linkStatusLabel"));
    EXPECT_TRUE(status->text().contains(QStringLiteral("Measured 2 of 3 pairs")))
        << status->text().toStdString();

    auto runs = m_model.store()->runs(QStringLiteral("linktest"));
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 1);
    // As the CLI: a run with a failed pair is Failed (core::runEnd), saying how many failed.
    EXPECT_EQ(runs->first().status, core::RunStatus::Failed);
    EXPECT_EQ(runs->first().error, QStringLiteral("1 of 3 pairs failed"));
    EXPECT_EQ(runs->first().id, page->shownRunId());
    const QJsonObject config = QJsonDocument::fromJson(runs->first().configJson.toUtf8()).object();
    EXPECT_EQ(config.value(QStringLiteral("kind")).toString(), QStringLiteral("linktest"));
    EXPECT_EQ(config.value(QStringLiteral("nodes")).toArray().size(), 3);
    EXPECT_TRUE(
        config.value(QStringLiteral("nodes")).toArray().at(0).toObject().contains(QStringLiteral("host_id")));
    EXPECT_EQ(config.value(QStringLiteral("settings")).toObject().value(QStringLiteral("streams")).toInt(),
              2);
    EXPECT_EQ(config.value(QStringLiteral("schedule")).toString(), QStringLiteral("rounds"));
    auto pairs = m_model.store()->linkPairs(runs->first().id);
    ASSERT_TRUE(pairs.ok());
    ASSERT_EQ(pairs->size(), 3);
    EXPECT_EQ(pairs->at(0).clientName, QStringLiteral("node0"));
    EXPECT_EQ(pairs->at(0).serverName, QStringLiteral("node1"));
    ASSERT_TRUE(pairs->at(0).report.has_value());
    EXPECT_EQ(pairs->at(0).report->settings.streams, 2u);
    EXPECT_EQ(pairs->at(2).status, core::RunStatus::Failed);
    EXPECT_EQ(pairs->at(2).errorCode, QStringLiteral("agent_error"));
    EXPECT_TRUE(pairs->at(0).clientHostId.has_value());
    ui::test::saveScreenshot(wizard.get(), QStringLiteral("network-page-after-run"));

    // Another page (a restart) shows the same from the store.
    NetworkPage again(m_model, m_interaction, &fakeMatrix);
    again.initializePage();
    EXPECT_EQ(again.shownRunId(), runs->first().id);
    EXPECT_EQ(cell(again, 1, 0), QStringLiteral("0.93 Gbit/s"));
    EXPECT_EQ(cell(again, 1, 2), QStringLiteral("failed"));
}

TEST_F(GuiNetwork, ClosingTheWizardCancelsTheRunAndStoresItAsCancelled)
{
    std::atomic_bool started{false};
    const auto blocking = [&started](const QList<core::ClusterNode> &nodes, const core::LinkMatrixOptions &,
                                     const core::LinkMatrixCallbacks &callbacks,
                                     const std::atomic_bool *cancel) {
        started = true;
        if (callbacks.pairProgress)
            callbacks.pairProgress(core::LinkPairProgress{0, 0.37, QStringLiteral("throughput_forward_4")});
        while (!core::isCancelled(cancel))
            QThread::msleep(10);
        core::LinkMatrixResult result;
        result.nodes = QList<core::NodeOutcome>(nodes.size());
        for (const core::LinkPair &pair : core::linkPairsFor(int(nodes.size())))
            result.pairs.append(core::LinkPairOutcome{
                pair, std::nullopt, core::Error{core::ErrorCode::Cancelled, QString()}, {}, {}});
        return result;
    };
    ShardScopeWizard wizard(m_model, m_interaction);
    auto *page = new NetworkPage(m_model, m_interaction, blocking);
    wizard.setPage(ShardScopeWizard::Network + 10, page);
    wizard.setStartId(ShardScopeWizard::Network + 10);
    wizard.resize(1280, 800);
    wizard.show();
    page->run();
    ASSERT_TRUE(page->isRunning());
    const QLabel *status = page->findChild<QLabel *>(QStringLiteral("linkStatusLabel"));
    ASSERT_TRUE(waitUntil([&] { return status->text().contains(QStringLiteral("37 %")); }, 10s));
    EXPECT_EQ(status->text(),
              QStringLiteral("node0 ↔ node1: measuring throughput node0 → node1, 4 streams, 37 %"));
    EXPECT_EQ(cell(*page, 0, 1), QStringLiteral("measuring 37 %"));
    EXPECT_FALSE(page->isComplete());
    ui::test::saveScreenshot(&wizard, QStringLiteral("network-page-running"));

    QElapsedTimer timer;
    timer.start();
    wizard.done(QDialog::Rejected);
    EXPECT_LT(timer.elapsed(), 5000);
    EXPECT_FALSE(page->isRunning());
    auto runs = m_model.store()->runs(QStringLiteral("linktest"));
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 1);
    EXPECT_EQ(runs->first().status, core::RunStatus::Cancelled);
    EXPECT_EQ(cell(*page, 0, 1), QStringLiteral("cancelled"));
}

TEST_F(GuiNetwork, OnePairAtATimeIsEstimatedAndStoredWithTheRun)
{
    NetworkPage page(m_model, m_interaction, &fakeMatrix);
    page.initializePage();
    ASSERT_EQ(page.checkedNodes().size(), 3);
    const auto *estimate = page.findChild<QLabel *>(QStringLiteral("linkEstimateLabel"));
    auto *oneAtATime = page.findChild<QCheckBox *>(QStringLiteral("linkOneAtATimeCheck"));
    ASSERT_TRUE(oneAtATime);
    EXPECT_FALSE(oneAtATime->isChecked());
    // Three machines: three rounds of one pair (each round leaves one machine out).
    EXPECT_TRUE(estimate->text().contains(QStringLiteral("3 pairs in 3 rounds")))
        << estimate->text().toStdString();
    oneAtATime->setChecked(true);
    EXPECT_TRUE(estimate->text().contains(QStringLiteral("one after another")))
        << estimate->text().toStdString();

    page.findChild<QPushButton *>(QStringLiteral("linkRunButton"))->click();
    ASSERT_TRUE(waitUntil([&] { return !page.isRunning(); }, 20s));
    auto runs = m_model.store()->runs(QStringLiteral("linktest"));
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 1);
    const QJsonObject config = QJsonDocument::fromJson(runs->first().configJson.toUtf8()).object();
    EXPECT_EQ(config.value(QStringLiteral("schedule")).toString(), QStringLiteral("one_at_a_time"));
}

TEST_F(GuiNetwork, NodesWithoutAClusterAddressCannotBeChecked)
{
    core::HostRecord named;
    named.name = QStringLiteral("byname");
    named.address = QStringLiteral("gpu-box.local");
    ASSERT_TRUE(m_model.addHost(named).ok());
    NetworkPage page(m_model, m_interaction, &fakeMatrix);
    page.initializePage();
    EXPECT_EQ(page.checkedNodes(), names());
    auto *list = page.findChild<QListWidget *>(QStringLiteral("linkNodeList"));
    const QListWidgetItem *item = list->item(3);
    EXPECT_FALSE(item->flags() & Qt::ItemIsEnabled);
    EXPECT_TRUE(item->toolTip().contains(QStringLiteral("cluster interface")));
    page.setCheckedNodes({QStringLiteral("node0")});
    EXPECT_FALSE(page.findChild<QPushButton *>(QStringLiteral("linkRunButton"))->isEnabled());
    page.setCheckedNodes({QStringLiteral("node0"), QStringLiteral("node2")});
    EXPECT_TRUE(page.findChild<QPushButton *>(QStringLiteral("linkRunButton"))->isEnabled());
    EXPECT_TRUE(page.findChild<QLabel *>(QStringLiteral("linkEstimateLabel"))
                    ->text()
                    .contains(QStringLiteral("for the one pair")));
}

TEST_F(GuiNetwork, GermanTranslationAndUniqueMnemonics)
{
    storeMixedRun();
    for (const QString &language : {QString(), QStringLiteral("de")}) {
        ui::AppTranslations translations;
        if (!language.isEmpty()) {
            ASSERT_TRUE(translations.install(ui::AppTranslations::localeFor(language)));
        }
        {
            auto wizard = showNetworkPage();
            NetworkPage *page = networkPage(*wizard);
            const QMultiMap<QChar, QString> letters = ui::test::mnemonics(*wizard);
            EXPECT_GE(letters.size(), 6);
            for (const QChar letter : letters.uniqueKeys())
                EXPECT_EQ(letters.count(letter), 1)
                    << language.toStdString() << ": "
                    << letters.values(letter).join(QStringLiteral(" | ")).toStdString();
            if (!language.isEmpty()) {
                EXPECT_NE(page->title(), QStringLiteral("How good are your links?"));
                EXPECT_NE(cell(*page, 1, 2), QStringLiteral("same host"));
                EXPECT_NE(cell(*page, 0, 2), QStringLiteral("failed"));
                // German numbers: a decimal comma.
                EXPECT_EQ(cell(*page, 0, 1), QStringLiteral("0,94 Gbit/s"));
                auto *detail = page->findChild<ui::LinkDetailPanel *>();
                EXPECT_FALSE(detail->summaryLabel()->text().contains(QStringLiteral("round trip")));
                ui::test::saveScreenshot(wizard.get(), QStringLiteral("network-page-de"));
            }
        }
        translations.remove();
        QLocale::setDefault(QLocale::c());
    }
}

// The error box the Network and Inference pages share: a run's problems as they come, the
// database's below them, all gone when the next run starts.
TEST(GuiErrorBox, RunProblemsComeFirstAndANewRunClearsThem)
{
    QWidget window;
    auto *box = new ui::ErrorBox(QStringLiteral("box"), QStringLiteral("label"), &window);
    window.show();
    box->clearMessages();
    EXPECT_FALSE(box->isVisible());
    const core::Error full{core::ErrorCode::DatabaseQuery, QStringLiteral("database or disk is full")};
    box->addStoreError(full, QStringLiteral("/tmp/x.db"));
    box->addMessage(QStringLiteral("node1 refused the connection"));
    EXPECT_TRUE(box->isVisible());
    EXPECT_EQ(box->label()->text(),
              QStringLiteral("node1 refused the connection\n\n")
                  + presentation::ErrorText::storeError(full, QStringLiteral("/tmp/x.db")));
    box->clearMessages();
    EXPECT_FALSE(box->isVisible());
    EXPECT_TRUE(box->label()->text().isEmpty());
}
