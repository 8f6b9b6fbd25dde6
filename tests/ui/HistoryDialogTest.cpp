// The history: every stored run listed, filtered by machines and date, a baseline marked, two runs
// compared (settings and figures, table and chart), runs deleted after a confirmation, and a
// benchmark re-run with its id.
#include "UiTestSupport.h"
#include "tests/support/BenchRunFactory.h"
#include "tests/support/ReportDatabase.h"

#include "presentation/BenchChartSpecs.h"
#include "presentation/SetupText.h"
#include "ui/BenchCharts.h"
#include "ui/HistoryDialog.h"
#include "ui/WizardModel.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace shardscope;
using presentation::BenchChartSpecs;
using ui::HistoryDialog;

namespace {

const QString kNode0 = QStringLiteral("node0");
const QString kNode1 = QStringLiteral("node1");
const QString kNode2 = QStringLiteral("node2");

class GuiHistory : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_model.openStore(m_dir.filePath(QStringLiteral("shardscope.db"))).ok());
        for (int i = 0; i < 3; ++i) {
            core::HostRecord node;
            node.name = QStringLiteral("node%1").arg(i);
            node.address = QStringLiteral("10.0.0.%1").arg(i + 1);
            ASSERT_TRUE(m_model.addHost(node).ok());
        }
        core::ResultStore &store = *m_model.store();
        shardscope::test::LinkReportSpec slow;
        slow.forwardBitsPerSecond = 0.61e9;
        m_link01 = shardscope::test::storeLinkRun(store, {kNode0, kNode1}, slow);
        m_benchA = shardscope::test::storeBenchRun(store);
        // After a new switch: faster all-reduces, and twice the CPU threads.
        shardscope::test::FabricatedRunSpec faster;
        faster.tensorCommMs = 5;
        faster.threads = 16;
        m_benchB = shardscope::test::storeBenchRun(store, faster);
        m_link01Again = shardscope::test::storeLinkRun(store, {kNode0, kNode1});
        m_link012 = shardscope::test::storeLinkRun(store, {kNode0, kNode1, kNode2});
        shardscope::test::FabricatedRunSpec other;
        other.nodes = {kNode1, kNode2};
        other.layouts = {protocol::BenchLayout::Replicas};
        m_benchC = shardscope::test::storeBenchRun(store, other);
    }

    QList<qint64> allIds() const
    {
        return {m_link01, m_benchA.runId, m_benchB.runId, m_link01Again, m_link012, m_benchC.runId};
    }

    static QSet<qint64> asSet(const QList<qint64> &ids) { return QSet<qint64>(ids.begin(), ids.end()); }

    bool isBaseline(qint64 runId)
    {
        const auto run = m_model.store()->run(runId);
        return run.ok() && *run && (*run)->baseline;
    }

    /// The comparison row whose first column is `what`, or -1.
    static int comparisonRow(const HistoryDialog &dialog, const QString &what)
    {
        return int(ui::test::columnTexts(dialog.comparisonTable(), 0).indexOf(what));
    }

    static QStringList categoriesOf(QChart *chart)
    {
        for (QAbstractAxis *axis : chart->axes()) {
            if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
                return categories->categories();
        }
        return {};
    }

    QTemporaryDir m_dir;
    ui::WizardModel m_model;
    qint64 m_link01 = 0;
    qint64 m_link01Again = 0;
    qint64 m_link012 = 0;
    shardscope::test::StoredBenchRun m_benchA;
    shardscope::test::StoredBenchRun m_benchB;
    shardscope::test::StoredBenchRun m_benchC;
};

TEST_F(GuiHistory, ListsEveryRunNewestFirst)
{
    HistoryDialog dialog(m_model);
    const QList<qint64> shown = dialog.shownRunIds();
    EXPECT_EQ(asSet(shown), asSet(allIds()));
    const core::Result<QList<core::RunRecord>> runs = m_model.store()->allRuns();
    ASSERT_TRUE(runs.ok()) << runs.error().detail.toStdString();
    QList<qint64> newestFirst;
    for (const core::RunRecord &run : *runs)
        newestFirst << run.id;
    EXPECT_EQ(shown, newestFirst);
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("historyTable"));
    ASSERT_NE(table, nullptr);
    const QStringList kinds = ui::test::columnTexts(table, 2);
    EXPECT_EQ(kinds.count(QStringLiteral("Benchmark")), 3);
    EXPECT_EQ(kinds.count(QStringLiteral("Link test")), 3);
    EXPECT_TRUE(ui::test::columnTexts(table, 4).contains(QStringLiteral("Complete")));
}

TEST_F(GuiHistory, ASetupCheckIsListedWithWhatItFound)
{
    const core::SetupFinding router = shardscope::test::setupFinding(
        core::SetupCode::RouterBetween, core::SetupSeverity::Warning, kNode0, kNode1, 1, 63);
    const qint64 check = shardscope::test::storeSetupCheck(*m_model.store(), {kNode0, kNode1}, {router});
    HistoryDialog dialog(m_model);
    const qsizetype row = dialog.shownRunIds().indexOf(check);
    ASSERT_GE(row, 0);
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("historyTable"));
    EXPECT_EQ(table->item(int(row), 2)->text(), QStringLiteral("Setup check"));
    dialog.selectRuns({check});
    EXPECT_TRUE(dialog.detailsText().contains(presentation::SetupText::line(router)))
        << dialog.detailsText().toStdString();

    const qint64 clean = shardscope::test::storeSetupCheck(*m_model.store(), {kNode0, kNode1}, {});
    dialog.reload();
    dialog.selectRuns({clean});
    EXPECT_TRUE(dialog.detailsText().contains(QStringLiteral("It found nothing to fix.")))
        << dialog.detailsText().toStdString();
}

TEST_F(GuiHistory, FiltersByMachinesAndDate)
{
    HistoryDialog dialog(m_model);
    EXPECT_EQ(dialog.clusterChoices(),
              QStringList({QStringLiteral("All"), QStringLiteral("node0, node1"),
                           QStringLiteral("node0, node1, node2"), QStringLiteral("node1, node2")}));
    dialog.setClusterFilter({kNode1, kNode0});
    EXPECT_EQ(asSet(dialog.shownRunIds()), asSet({m_link01, m_benchA.runId, m_benchB.runId, m_link01Again}));
    dialog.setClusterFilter({kNode2, kNode1});
    EXPECT_EQ(dialog.shownRunIds(), QList<qint64>{m_benchC.runId});
    dialog.setClusterFilter({});
    EXPECT_EQ(dialog.shownRunIds().size(), allIds().size());

    // Every run started today (local time).
    const QDate today = QDate::currentDate();
    dialog.setDateFilter(today, today);
    EXPECT_EQ(dialog.shownRunIds().size(), allIds().size());
    dialog.setDateFilter(today.addDays(1), {});
    EXPECT_TRUE(dialog.shownRunIds().isEmpty());
    dialog.setDateFilter({}, today.addDays(-1));
    EXPECT_TRUE(dialog.shownRunIds().isEmpty());
    dialog.setDateFilter(today.addDays(-7), {});
    EXPECT_EQ(dialog.shownRunIds().size(), allIds().size());
    // Both filters at once.
    dialog.setClusterFilter({kNode0, kNode1, kNode2});
    EXPECT_EQ(dialog.shownRunIds(), QList<qint64>{m_link012});
}

TEST_F(GuiHistory, MarksOneBaselinePerKindAndComparesWithIt)
{
    HistoryDialog dialog(m_model);
    auto *baselineButton = dialog.findChild<QPushButton *>(QStringLiteral("historyBaselineButton"));
    ASSERT_NE(baselineButton, nullptr);
    EXPECT_FALSE(baselineButton->isEnabled());

    dialog.selectRuns({m_benchA.runId});
    ASSERT_TRUE(baselineButton->isEnabled());
    baselineButton->click();
    EXPECT_TRUE(isBaseline(m_benchA.runId));
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("historyTable"));
    const int rowA = int(dialog.shownRunIds().indexOf(m_benchA.runId));
    EXPECT_EQ(table->item(rowA, 0)->text(), QStringLiteral("Baseline"));
    EXPECT_EQ(dialog.selectedRunIds(), QList<qint64>{m_benchA.runId});
    EXPECT_TRUE(baselineButton->text().contains(QStringLiteral("Clear")));

    // A link test baseline does not replace the benchmark's.
    dialog.selectRuns({m_link01});
    dialog.markBaseline();
    EXPECT_TRUE(isBaseline(m_link01));
    EXPECT_TRUE(isBaseline(m_benchA.runId));

    // Selecting another benchmark compares it with the baseline.
    dialog.selectRuns({m_benchB.runId});
    EXPECT_GT(dialog.comparisonTable()->rowCount(), 0);
    const auto *title = dialog.findChild<QLabel *>(QStringLiteral("historyComparisonTitle"));
    EXPECT_TRUE(title->text().contains(QStringLiteral("baseline"))) << title->text().toStdString();
    EXPECT_TRUE(
        dialog.comparisonTable()->horizontalHeaderItem(1)->text().contains(QStringLiteral("baseline")));

    // Another baseline of the same kind replaces it; clearing it keeps the link test's.
    dialog.markBaseline();
    EXPECT_TRUE(isBaseline(m_benchB.runId));
    EXPECT_FALSE(isBaseline(m_benchA.runId));
    dialog.selectRuns({m_benchB.runId});
    dialog.markBaseline();
    EXPECT_FALSE(isBaseline(m_benchB.runId));
    EXPECT_TRUE(isBaseline(m_link01));
}

TEST_F(GuiHistory, ComparesTwoBenchmarksSideBySide)
{
    HistoryDialog dialog(m_model);
    dialog.resize(1280, 800);
    dialog.show();
    dialog.selectRuns({m_benchB.runId, m_benchA.runId});
    EXPECT_EQ(asSet(dialog.selectedRunIds()), asSet({m_benchA.runId, m_benchB.runId}));

    // The settings that differ: the threads, nothing else of the measurement.
    const int threads = comparisonRow(dialog, QStringLiteral("CPU threads per machine"));
    ASSERT_GE(threads, 0)
        << ui::test::columnTexts(dialog.comparisonTable(), 0).join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(dialog.comparisonTable()->item(threads, 1)->text(), QStringLiteral("8"));
    EXPECT_EQ(dialog.comparisonTable()->item(threads, 2)->text(), QStringLiteral("16"));
    EXPECT_LT(comparisonRow(dialog, QStringLiteral("Model")), 0);

    // One tokens/s row per layout and concurrency both runs completed, the older run first.
    const QList<core::StoredBenchResult> a = BenchChartSpecs::chartedResults(m_benchA.results);
    const QList<core::StoredBenchResult> b = BenchChartSpecs::chartedResults(m_benchB.results);
    ASSERT_EQ(a.size(), 8);
    ASSERT_EQ(b.size(), 8);
    const QList<presentation::BenchSeries> labels
        = presentation::benchSeries(m_benchA.results + m_benchB.results);
    for (int i = 0; i < a.size(); ++i) {
        const QString label = BenchChartSpecs::resultLabel(a.at(i), labels);
        const int row = comparisonRow(dialog, label + QStringLiteral(": tokens per second"));
        ASSERT_GE(row, 0)
            << label.toStdString() << " in "
            << ui::test::columnTexts(dialog.comparisonTable(), 0).join(QLatin1Char('|')).toStdString();
        const double before = a.at(i).summary.outputTokensPerSecond;
        const double after = b.at(i).summary.outputTokensPerSecond;
        const int better = dialog.comparisonTable()->item(row, 3)->data(Qt::UserRole).toInt();
        if (a.at(i).layout == protocol::BenchLayout::TensorParallel) {
            // Faster all-reduces: more tokens per second, marked better.
            EXPECT_GT(after, before * 1.02);
            EXPECT_EQ(better, 1);
            EXPECT_TRUE(dialog.comparisonTable()->item(row, 3)->text().startsWith(QLatin1Char('+')));
        } else {
            EXPECT_DOUBLE_EQ(after, before);
            EXPECT_EQ(better, 0);
        }
    }

    // The chart: the same tokens/s, one bar set per run, one category per layout and concurrency.
    const QList<QAbstractSeries *> series = dialog.comparisonChart()->series();
    ASSERT_EQ(series.size(), 1);
    auto *bars = qobject_cast<QAbstractBarSeries *>(series.first());
    ASSERT_NE(bars, nullptr);
    ASSERT_EQ(bars->count(), 2);
    ASSERT_EQ(bars->barSets().at(0)->count(), 8);
    const QStringList categories = categoriesOf(dialog.comparisonChart());
    for (int i = 0; i < 8; ++i) {
        const int at = int(categories.indexOf(BenchChartSpecs::resultLabel(a.at(i), labels)));
        ASSERT_GE(at, 0);
        EXPECT_DOUBLE_EQ(bars->barSets().at(0)->at(at), a.at(i).summary.outputTokensPerSecond);
        EXPECT_DOUBLE_EQ(bars->barSets().at(1)->at(at), b.at(i).summary.outputTokensPerSecond);
    }
    // Its title, series and caption are the comparison spec's (BenchChartSpecs::comparison).
    const presentation::ChartSpec spec
        = BenchChartSpecs::comparison(presentation::ComparedFigure::TokensPerSecond, categories,
                                      bars->barSets().at(0)->label(), {}, bars->barSets().at(1)->label(), {});
    EXPECT_EQ(dialog.comparisonChart()->title(), spec.title);
    EXPECT_EQ(bars->barSets().at(0)->label(), QStringLiteral("Run %1").arg(m_benchA.runId));
    EXPECT_EQ(bars->barSets().at(1)->label(), QStringLiteral("Run %1").arg(m_benchB.runId));
    const auto *view = dialog.findChild<ui::BenchChartView *>(QStringLiteral("historyComparisonChart"));
    ASSERT_NE(view, nullptr);
    EXPECT_FALSE(spec.caption.isEmpty());
    EXPECT_EQ(view->caption(), spec.caption);
    ui::test::saveScreenshot(&dialog, QStringLiteral("history-dialog-compare"));
}

TEST_F(GuiHistory, PairsResultsByNodeSetNotByLayoutAlone)
{
    core::HostRecord fourth;
    fourth.name = QStringLiteral("node3");
    fourth.address = QStringLiteral("10.0.0.4");
    ASSERT_TRUE(m_model.addHost(fourth).ok());
    core::ResultStore &store = *m_model.store();
    // Both runs split over node0+node1 and over all four, in opposite orders, so that matching by
    // layout and concurrency alone would set a pair against all four.
    shardscope::test::FabricatedRunSpec before;
    before.nodes = {kNode0, kNode1, kNode2, QStringLiteral("node3")};
    before.nodeSets = {{0, 1}, {0, 1, 2, 3}};
    before.layouts = {protocol::BenchLayout::TensorParallel};
    before.concurrencies = {4};
    const shardscope::test::StoredBenchRun first = shardscope::test::storeBenchRun(store, before);
    shardscope::test::FabricatedRunSpec after = before;
    after.nodeSets = {{0, 1, 2, 3}, {0, 1}};
    after.tensorCommMs = 5;
    const shardscope::test::StoredBenchRun second = shardscope::test::storeBenchRun(store, after);
    ASSERT_EQ(first.results.size(), 3);
    ASSERT_EQ(second.results.size(), 3);

    HistoryDialog dialog(m_model);
    dialog.resize(1280, 800);
    dialog.show();
    dialog.selectRuns({first.runId, second.runId});

    const QStringList categories = categoriesOf(dialog.comparisonChart());
    // One node, and tensor parallel over each set: three rows, each named apart.
    ASSERT_EQ(categories.size(), 3) << categories.join(QLatin1Char('|')).toStdString();
    auto *bars = qobject_cast<QAbstractBarSeries *>(dialog.comparisonChart()->series().value(0));
    ASSERT_NE(bars, nullptr);
    const auto tensor = [](const shardscope::test::StoredBenchRun &run, qsizetype nodes) {
        for (const core::StoredBenchResult &result : run.results) {
            if (result.layout == protocol::BenchLayout::TensorParallel && result.nodeNames.size() == nodes)
                return result.summary.outputTokensPerSecond;
        }
        return -1.0;
    };
    for (const auto &[label, nodes] :
         {std::pair{QStringLiteral("Tensor parallel (node0, node1), 4 at once"), 2},
          std::pair{QStringLiteral("Tensor parallel (4 machines: node0 … node3), 4 at once"), 4}}) {
        const int at = int(categories.indexOf(label));
        ASSERT_GE(at, 0) << label.toStdString() << " among "
                         << categories.join(QLatin1Char('|')).toStdString();
        EXPECT_DOUBLE_EQ(bars->barSets().at(0)->at(at), tensor(first, nodes));
        EXPECT_DOUBLE_EQ(bars->barSets().at(1)->at(at), tensor(second, nodes));
        EXPECT_GE(comparisonRow(dialog, label + QStringLiteral(": tokens per second")), 0);
    }
    // The pair and the four measured differently, so a mix-up would show.
    EXPECT_NE(tensor(first, 2), tensor(first, 4));
    // The plans' sets, by the machines' names and in the order each plan gave them.
    const int sets = comparisonRow(dialog, QStringLiteral("Sets of machines"));
    ASSERT_GE(sets, 0)
        << ui::test::columnTexts(dialog.comparisonTable(), 0).join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(dialog.comparisonTable()->item(sets, 1)->text(),
              QStringLiteral("node0 + node1; node0 + node1 + node2 + node3"));
    EXPECT_EQ(dialog.comparisonTable()->item(sets, 2)->text(),
              QStringLiteral("node0 + node1 + node2 + node3; node0 + node1"));
    ui::test::saveScreenshot(&dialog, QStringLiteral("history-dialog-compare-node-sets"));
}

TEST_F(GuiHistory, ComparesRunsOnOtherMachinesLayoutByLayout)
{
    // Run A on node0 and node1, run C on node1 and node2 (replicas only): each layout ran over one
    // set in each run, so the baseline and the replicas are compared although the machines differ.
    HistoryDialog dialog(m_model);
    dialog.resize(1280, 800);
    dialog.show();
    dialog.selectRuns({m_benchA.runId, m_benchC.runId});
    const QStringList rows = ui::test::columnTexts(dialog.comparisonTable(), 0);
    const auto resultOf = [](const shardscope::test::StoredBenchRun &run, protocol::BenchLayout layout,
                             std::uint32_t concurrency) {
        for (const core::StoredBenchResult &result : run.results) {
            if (result.layout == layout && result.concurrency == concurrency)
                return result;
        }
        return core::StoredBenchResult{};
    };
    for (const std::uint32_t concurrency : {2u, 8u}) {
        for (const auto &[layout, label] :
             {std::pair{protocol::BenchLayout::Single, QStringLiteral("One machine (node0 → node1)")},
              std::pair{protocol::BenchLayout::Replicas,
                        QStringLiteral("One copy per machine (node0 + node1 → node1 + node2)")}}) {
            const QString what
                = QStringLiteral("%1, %2 at once: tokens per second").arg(label).arg(concurrency);
            const int row = int(rows.indexOf(what));
            ASSERT_GE(row, 0) << what.toStdString() << " among " << rows.join(QLatin1Char('|')).toStdString();
            const core::StoredBenchResult a = resultOf(m_benchA, layout, concurrency);
            const core::StoredBenchResult c = resultOf(m_benchC, layout, concurrency);
            ASSERT_GT(a.id, 0);
            ASSERT_GT(c.id, 0);
            const int at = int(categoriesOf(dialog.comparisonChart())
                                   .indexOf(QStringLiteral("%1, %2 at once").arg(label).arg(concurrency)));
            ASSERT_GE(at, 0);
            auto *bars = qobject_cast<QAbstractBarSeries *>(dialog.comparisonChart()->series().value(0));
            ASSERT_NE(bars, nullptr);
            EXPECT_DOUBLE_EQ(bars->barSets().at(0)->at(at), a.summary.outputTokensPerSecond);
            EXPECT_DOUBLE_EQ(bars->barSets().at(1)->at(at), c.summary.outputTokensPerSecond);
        }
    }
    // Only run A split the model: nothing to set its splits against.
    EXPECT_FALSE(rows.join(QLatin1Char('|')).contains(QStringLiteral("Tensor parallel")));
    // The machines themselves are a row of the configuration.
    const int machines = comparisonRow(dialog, QStringLiteral("Machines"));
    ASSERT_GE(machines, 0);
    EXPECT_EQ(dialog.comparisonTable()->item(machines, 1)->text(), QStringLiteral("node0, node1"));
    EXPECT_EQ(dialog.comparisonTable()->item(machines, 2)->text(), QStringLiteral("node1, node2"));
}

TEST_F(GuiHistory, ComparesTwoLinkTests)
{
    HistoryDialog dialog(m_model);
    dialog.selectRuns({m_link01, m_link01Again});
    const int row = comparisonRow(dialog, QStringLiteral("node0 → node1: throughput, one stream"));
    ASSERT_GE(row, 0)
        << ui::test::columnTexts(dialog.comparisonTable(), 0).join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(dialog.comparisonTable()->item(row, 1)->text(), QStringLiteral("0.61 Gbit/s"));
    EXPECT_EQ(dialog.comparisonTable()->item(row, 2)->text(), QStringLiteral("0.94 Gbit/s"));
    EXPECT_EQ(dialog.comparisonTable()->item(row, 3)->data(Qt::UserRole).toInt(), 1);
    auto *bars = qobject_cast<QAbstractBarSeries *>(dialog.comparisonChart()->series().value(0));
    ASSERT_NE(bars, nullptr);
    const int at = int(categoriesOf(dialog.comparisonChart()).indexOf(QStringLiteral("node0 → node1")));
    ASSERT_GE(at, 0);
    // In Gbit/s, as the table writes them.
    EXPECT_DOUBLE_EQ(bars->barSets().at(0)->at(at), 0.61);
    EXPECT_DOUBLE_EQ(bars->barSets().at(1)->at(at), 0.94);
}

TEST_F(GuiHistory, DeletesOnlyAfterConfirmation)
{
    m_model.setResultsRunId(m_benchC.runId);
    HistoryDialog dialog(m_model);
    dialog.show();
    dialog.selectRuns({m_benchC.runId, m_link012});
    auto *deleteButton = dialog.findChild<QPushButton *>(QStringLiteral("historyDeleteButton"));
    ASSERT_TRUE(deleteButton->isEnabled());

    // Cancel keeps both.
    deleteButton->click();
    auto *confirm = ui::test::visibleChild<QMessageBox>(&dialog, QStringLiteral("deleteRunsConfirmation"));
    ASSERT_NE(confirm, nullptr);
    EXPECT_TRUE(confirm->text().contains(QStringLiteral("Delete 2 run"))) << confirm->text().toStdString();
    EXPECT_EQ(confirm->defaultButton(), confirm->escapeButton());
    confirm->escapeButton()->click();
    EXPECT_EQ(dialog.shownRunIds().size(), allIds().size());
    EXPECT_TRUE(m_model.store()->run(m_benchC.runId)->has_value());

    // Delete removes the runs and their measurements; the page showing one no longer does.
    ASSERT_TRUE(ui::test::waitUntil(
        [&] {
            return !ui::test::visibleChild<QMessageBox>(&dialog, QStringLiteral("deleteRunsConfirmation"));
        },
        std::chrono::seconds(5)));
    deleteButton->click();
    confirm = ui::test::visibleChild<QMessageBox>(&dialog, QStringLiteral("deleteRunsConfirmation"));
    ASSERT_NE(confirm, nullptr);
    confirm->findChild<QPushButton *>(QStringLiteral("confirmDeleteButton"))->click();
    EXPECT_FALSE(dialog.shownRunIds().contains(m_benchC.runId));
    EXPECT_FALSE(dialog.shownRunIds().contains(m_link012));
    EXPECT_EQ(dialog.shownRunIds().size(), allIds().size() - 2);
    EXPECT_FALSE(m_model.store()->run(m_benchC.runId)->has_value());
    EXPECT_TRUE(m_model.store()->benchResults(m_benchC.runId)->isEmpty());
    EXPECT_TRUE(m_model.store()->linkPairs(m_link012)->isEmpty());
    EXPECT_EQ(m_model.resultsRunId(), 0);
    // Their machines are no longer offered as a filter.
    EXPECT_FALSE(dialog.clusterChoices().contains(QStringLiteral("node1, node2")));
    EXPECT_TRUE(dialog.errorText().isEmpty()) << dialog.errorText().toStdString();
}

TEST_F(GuiHistory, ReRunCarriesTheRunId)
{
    HistoryDialog dialog(m_model);
    QSignalSpy rerun(&dialog, &HistoryDialog::rerunRequested);
    auto *rerunButton = dialog.findChild<QPushButton *>(QStringLiteral("historyRerunButton"));
    ASSERT_NE(rerunButton, nullptr);

    // A link test is re-run on the Network page, not from here.
    dialog.selectRuns({m_link01});
    EXPECT_FALSE(rerunButton->isEnabled());
    dialog.selectRuns({m_benchA.runId, m_benchB.runId});
    EXPECT_FALSE(rerunButton->isEnabled());

    dialog.selectRuns({m_benchB.runId});
    ASSERT_TRUE(rerunButton->isEnabled());
    rerunButton->click();
    ASSERT_EQ(rerun.size(), 1);
    EXPECT_EQ(rerun.at(0).at(0).toLongLong(), m_benchB.runId);
    // The settings of the one run selected are shown.
    EXPECT_TRUE(dialog.detailsText().contains(QStringLiteral("llama-3.2-1b")))
        << dialog.detailsText().toStdString();
}

TEST_F(GuiHistory, ClearingTheBaselineKeepsTheOtherKinds)
{
    ASSERT_TRUE(m_model.store()->setBaselineRun(m_benchA.runId).ok());
    ASSERT_TRUE(m_model.store()->setBaselineRun(m_link01).ok());
    HistoryDialog dialog(m_model);
    dialog.selectRuns({m_link01});
    dialog.markBaseline();
    EXPECT_FALSE(isBaseline(m_link01));
    EXPECT_TRUE(isBaseline(m_benchA.runId));
    EXPECT_TRUE(dialog.errorText().isEmpty()) << dialog.errorText().toStdString();
}

TEST_F(GuiHistory, RefusesToDeleteARunningRun)
{
    // Begun and never finished: a run in progress (or one a crash left behind).
    const core::Result<qint64> running = m_model.store()->beginRun(
        QStringLiteral("linktest"),
        QStringLiteral(R"({"kind":"linktest","nodes":[{"name":"node0"},{"name":"node1"}]})"));
    ASSERT_TRUE(running.ok());
    HistoryDialog dialog(m_model);
    dialog.show();
    auto *deleteButton = dialog.findChild<QPushButton *>(QStringLiteral("historyDeleteButton"));
    ASSERT_NE(deleteButton, nullptr);

    dialog.selectRuns({*running, m_link01});
    EXPECT_FALSE(deleteButton->isEnabled());
    EXPECT_TRUE(deleteButton->toolTip().contains(QStringLiteral("finish or cancel it first")))
        << deleteButton->toolTip().toStdString();
    // Called anyway (a shortcut, a stale button): nothing is asked and nothing deleted.
    dialog.deleteSelected();
    EXPECT_EQ(ui::test::visibleChild<QMessageBox>(&dialog, QStringLiteral("deleteRunsConfirmation")),
              nullptr);
    EXPECT_TRUE(m_model.store()->run(*running)->has_value());
    EXPECT_TRUE(m_model.store()->run(m_link01)->has_value());
    EXPECT_TRUE(dialog.errorText().contains(QStringLiteral("still running")))
        << dialog.errorText().toStdString();

    // Finished, it can go.
    ASSERT_TRUE(m_model.store()->finishRun(*running, core::RunStatus::Cancelled).ok());
    dialog.reload();
    dialog.selectRuns({*running});
    EXPECT_TRUE(deleteButton->isEnabled());
}

TEST_F(GuiHistory, ShowResultsOpensTheBenchmark)
{
    HistoryDialog dialog(m_model);
    QSignalSpy show(&dialog, &HistoryDialog::showResultsRequested);
    auto *showButton = dialog.findChild<QPushButton *>(QStringLiteral("historyShowResultsButton"));
    ASSERT_NE(showButton, nullptr);
    dialog.selectRuns({m_link01});
    EXPECT_FALSE(showButton->isEnabled());
    dialog.selectRuns({m_benchA.runId, m_benchB.runId});
    EXPECT_FALSE(showButton->isEnabled());

    dialog.selectRuns({m_benchA.runId});
    ASSERT_TRUE(showButton->isEnabled());
    showButton->click();
    EXPECT_EQ(m_model.resultsRunId(), m_benchA.runId);
    ASSERT_EQ(show.size(), 1);
    EXPECT_EQ(show.at(0).at(0).toLongLong(), m_benchA.runId);
}

TEST_F(GuiHistory, ShowsA64BitSeedExactly)
{
    // 2^64 − 59: a double would round it to 2^64.
    const quint64 seed = 18446744073709551557ULL;
    core::BenchPlan plan = m_benchA.plan;
    plan.workload.seed = seed;
    plan.nodes = {plan.nodes.first()};
    plan.nodeSets.clear();
    ASSERT_EQ(plan.nodes.first().target.name, kNode0);
    const core::Result<qint64> run
        = m_model.store()->beginRun(QStringLiteral("bench"), core::benchRunConfigJson(plan));
    ASSERT_TRUE(run.ok());
    ASSERT_TRUE(m_model.store()->finishRun(*run, core::RunStatus::Cancelled).ok());
    HistoryDialog dialog(m_model);
    dialog.selectRuns({*run});
    EXPECT_TRUE(dialog.detailsText().contains(QStringLiteral("Random seed: ") + QLocale().toString(seed)))
        << dialog.detailsText().toStdString();
    EXPECT_EQ(HistoryDialog::clusterOf(**m_model.store()->run(*run)), QStringList{kNode0});
}

} // namespace

TEST_F(GuiHistory, ARunWhoseWriterDiedMeanwhileShowsInterruptedOnReloadAndCanBeDeleted)
{
    const core::Result<qint64> run = m_model.store()->beginRun(
        QStringLiteral("linktest"),
        QStringLiteral(R"({"kind":"linktest","nodes":[{"name":"node0"},{"name":"node1"}]})"));
    ASSERT_TRUE(run.ok());
    HistoryDialog dialog(m_model);
    dialog.show();
    auto *deleteButton = dialog.findChild<QPushButton *>(QStringLiteral("historyDeleteButton"));
    ASSERT_NE(deleteButton, nullptr);
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("historyTable"));
    ASSERT_NE(table, nullptr);
    EXPECT_TRUE(ui::test::columnTexts(table, 4).contains(QStringLiteral("Running")))
        << ui::test::columnTexts(table, 4).join(QLatin1Char('|')).toStdString();

    // Its writer is now a process of another boot: as if the CLI that wrote it had been killed
    // while this window was open.
    const QByteArray update
        = "UPDATE runs SET writer_boot_id = 'an-earlier-boot' WHERE id = " + QByteArray::number(*run);
    ASSERT_TRUE(m_model.store()->exec(update.constData()).ok());
    dialog.reload();
    const QStringList statuses = ui::test::columnTexts(table, 4);
    EXPECT_TRUE(statuses.contains(QStringLiteral("Interrupted")))
        << statuses.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(statuses.contains(QStringLiteral("Running")))
        << statuses.join(QLatin1Char('|')).toStdString();
    dialog.selectRuns({*run});
    EXPECT_TRUE(deleteButton->isEnabled());
}
