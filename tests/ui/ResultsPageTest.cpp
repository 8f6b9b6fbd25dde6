// The Results page with a stored benchmark run (one node, tensor parallel, pipeline, replicas at two
// concurrencies) and a link test of its machines: the verdict at the top, the charts' series and
// points against the stored results, the link matrix, the eight design rules, and a rebuild when
// the run changes.
#include "UiTestSupport.h"
#include "tests/presentation/ServeRunFixture.h"
#include "tests/support/BenchRunFactory.h"
#include "tests/support/ReportDatabase.h"

#include "core/report/ReportModel.h"
#include "presentation/AnalysisText.h"
#include "presentation/BenchChartSpecs.h"
#include "presentation/SetupText.h"
#include "ui/LinkHeatMap.h"
#include "ui/LinkHeatMapModel.h"
#include "ui/ResultsPage.h"
#include "ui/WizardModel.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QClipboard>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QWizard>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

using namespace shardscope;
using presentation::AnalysisText;
using presentation::BenchChartSpecs;
using ui::ResultsChart;
using ui::ResultsPage;

namespace {

class GuiResults : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_model.openStore(m_dir.filePath(QStringLiteral("shardscope.db"))).ok());
        for (int i = 0; i < 2; ++i) {
            core::HostRecord node;
            node.name = QStringLiteral("node%1").arg(i);
            node.address = QStringLiteral("10.0.0.%1").arg(i + 1);
            ASSERT_TRUE(m_model.addHost(node).ok());
        }
    }

    core::ResultStore &store() { return *m_model.store(); }

    /// The page in a wizard of the size the app opens at.
    ResultsPage *showPage()
    {
        m_wizard = std::make_unique<QWizard>();
        auto *page = new ResultsPage(m_model);
        m_wizard->addPage(page);
        m_wizard->resize(1280, 800);
        m_wizard->show();
        return page;
    }

    /// The complete results in the charts' order: by layout (the baseline first), then concurrency.
    static QList<core::StoredBenchResult> complete(const QList<core::StoredBenchResult> &results)
    {
        const QList<protocol::BenchLayout> order{
            protocol::BenchLayout::Single, protocol::BenchLayout::TensorParallel,
            protocol::BenchLayout::PipelineParallel, protocol::BenchLayout::Replicas};
        QList<core::StoredBenchResult> sorted;
        for (protocol::BenchLayout layout : order) {
            QList<core::StoredBenchResult> ofLayout;
            for (const core::StoredBenchResult &result : results) {
                if (result.layout == layout && result.status == core::RunStatus::Complete)
                    ofLayout << result;
            }
            std::sort(ofLayout.begin(), ofLayout.end(),
                      [](const auto &a, const auto &b) { return a.concurrency < b.concurrency; });
            sorted << ofLayout;
        }
        return sorted;
    }

    template<typename T>
    static QList<T *> seriesOf(QChart *chart)
    {
        QList<T *> found;
        for (QAbstractSeries *series : chart->series()) {
            if (auto *typed = qobject_cast<T *>(series))
                found << typed;
        }
        return found;
    }

    /// The labels of the chart's category axis, wherever it sits.
    static QStringList categoriesOf(QChart *chart)
    {
        for (QAbstractAxis *axis : chart->axes()) {
            if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
                return categories->categories();
        }
        return {};
    }

    /// The legend's names in the chart's order: each bar set's, then each other series'.
    static QStringList seriesNamesOf(QChart *chart)
    {
        QStringList names;
        for (QAbstractSeries *series : chart->series()) {
            if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
                for (const QBarSet *set : bars->barSets())
                    names << set->label();
            } else {
                names << series->name();
            }
        }
        return names;
    }

    QTemporaryDir m_dir;
    ui::WizardModel m_model;
    std::unique_ptr<QWizard> m_wizard;
};

TEST_F(GuiResults, ShowsTheVerdictTheChartsTheLinksAndTheChecklist)
{
    shardscope::test::storeLinkRun(store(), {QStringLiteral("node0"), QStringLiteral("node1")});
    const shardscope::test::StoredBenchRun run = shardscope::test::storeBenchRun(store());
    ASSERT_EQ(run.results.size(), 8); // 4 layouts × 2 concurrencies
    m_model.setResultsRunId(run.runId);
    ResultsPage *page = showPage();

    ASSERT_TRUE(page->report().has_value()) << page->errorText().toStdString();
    const core::ReportModel &report = *page->report();
    EXPECT_EQ(report.run.id, run.runId);

    // The verdict in words, with its reasons, at the top.
    EXPECT_FALSE(page->verdictHeadlineText().isEmpty());
    EXPECT_EQ(page->verdictHeadlineText(), AnalysisText::verdictHeadline(report.verdict));
    // The reasons name the nodes of the run the verdict chose, in its rank order.
    ASSERT_TRUE(report.verdict.chosen.has_value());
    QStringList chosenNodes;
    for (const core::StoredBenchResult &result : run.results) {
        if (result.id == report.verdict.chosen->resultId)
            chosenNodes = result.nodeNames;
    }
    ASSERT_FALSE(chosenNodes.isEmpty());
    const QStringList reasons = AnalysisText::verdictReasons(report.verdict, chosenNodes);
    EXPECT_FALSE(reasons.isEmpty());
    for (const QString &reason : reasons)
        EXPECT_TRUE(page->verdictReasonsText().contains(reason)) << reason.toStdString();
    auto *headline = page->findChild<QLabel *>(QStringLiteral("verdictHeadline"));
    ASSERT_NE(headline, nullptr);
    EXPECT_GT(headline->font().pointSizeF(), page->font().pointSizeF());

    const QList<core::StoredBenchResult> expected = complete(run.results);
    ASSERT_EQ(expected.size(), 8);
    const QList<presentation::BenchSeries> series = presentation::benchSeries(run.results);
    // One node set: every series is named by its layout alone.
    ASSERT_EQ(series.size(), 4);
    for (const presentation::BenchSeries &one : series)
        EXPECT_EQ(one.label, AnalysisText::layoutName(one.layout));

    // TTFT: p50 and p99 per layout and concurrency, one category each.
    {
        QChart *chart = page->chart(ResultsChart::Ttft);
        const QList<QAbstractBarSeries *> bars = seriesOf<QAbstractBarSeries>(chart);
        ASSERT_EQ(bars.size(), 1);
        ASSERT_EQ(bars.first()->count(), 2);
        const QBarSet *p50 = bars.first()->barSets().at(0);
        const QBarSet *p99 = bars.first()->barSets().at(1);
        ASSERT_EQ(p50->count(), expected.size());
        const QStringList categories = categoriesOf(chart);
        ASSERT_EQ(categories.size(), expected.size());
        for (const core::StoredBenchResult &result : expected) {
            const int i = int(categories.indexOf(BenchChartSpecs::resultLabel(result, series)));
            ASSERT_GE(i, 0) << BenchChartSpecs::resultLabel(result, series).toStdString();
            EXPECT_DOUBLE_EQ(p50->at(i), result.summary.ttftMs.p50);
            EXPECT_DOUBLE_EQ(p99->at(i), result.summary.ttftMs.p99);
            EXPECT_GT(p99->at(i), 0);
        }
        // Read from the top: the single-node baseline first.
        EXPECT_EQ(categories.last(), BenchChartSpecs::resultLabel(expected.first(), series));
    }

    // Tokens/s against concurrency: one line per layout, one point per concurrency.
    {
        const QList<QLineSeries *> lines = seriesOf<QLineSeries>(page->chart(ResultsChart::TokensPerSecond));
        ASSERT_EQ(lines.size(), 4);
        for (int layout = 0; layout < 4; ++layout) {
            const core::StoredBenchResult &low = expected.at(2 * layout);
            const core::StoredBenchResult &high = expected.at(2 * layout + 1);
            EXPECT_EQ(lines.at(layout)->name(), AnalysisText::layoutName(low.layout));
            ASSERT_EQ(lines.at(layout)->count(), 2);
            EXPECT_EQ(lines.at(layout)->at(0), QPointF(low.concurrency, low.summary.outputTokensPerSecond));
            EXPECT_EQ(lines.at(layout)->at(1), QPointF(high.concurrency, high.summary.outputTokensPerSecond));
        }
    }

    // Per-token time stacked: compute, communication, waiting for the slowest rank.
    {
        QChart *chart = page->chart(ResultsChart::TokenTime);
        const QList<QAbstractBarSeries *> stacks = seriesOf<QAbstractBarSeries>(chart);
        ASSERT_EQ(stacks.size(), 1);
        EXPECT_TRUE(stacks.first()->type() == QAbstractSeries::SeriesTypeHorizontalStackedBar
                    || stacks.first()->type() == QAbstractSeries::SeriesTypeStackedBar);
        ASSERT_EQ(stacks.first()->count(), 3);
        const QBarSet *compute = stacks.first()->barSets().at(0);
        const QBarSet *comm = stacks.first()->barSets().at(1);
        const QBarSet *waiting = stacks.first()->barSets().at(2);
        const QStringList categories = categoriesOf(chart);
        ASSERT_EQ(categories.size(), expected.size());
        bool someoneWaits = false;
        for (const core::StoredBenchResult &result : expected) {
            const int i = int(categories.indexOf(BenchChartSpecs::resultLabel(result, series)));
            ASSERT_GE(i, 0);
            const core::BenchSummary &s = result.summary;
            EXPECT_DOUBLE_EQ(compute->at(i), s.computeMsPerStep);
            EXPECT_DOUBLE_EQ(comm->at(i), s.commMsPerStep);
            const double wait = std::max(0.0, s.decodeStepMs - s.computeMsPerStep - s.commMsPerStep);
            EXPECT_DOUBLE_EQ(waiting->at(i), wait);
            EXPECT_GE(waiting->at(i), 0);
            someoneWaits = someoneWaits || wait > 0;
            if (result.layout == protocol::BenchLayout::Single) {
                EXPECT_EQ(comm->at(i), 0);
            } else if (result.layout != protocol::BenchLayout::Replicas) {
                EXPECT_GT(comm->at(i), 0);
            }
        }
        // The tensor-parallel sampling rank works after the last all-reduce.
        EXPECT_TRUE(someoneWaits);
    }

    // What-if: the model for every link class and the measured link, the measured point on it, and
    // the model's error in words.
    {
        ASSERT_TRUE(report.whatIf.has_value());
        const core::WhatIf &whatIf = *report.whatIf;
        QChart *chart = page->chart(ResultsChart::WhatIf);
        const QList<QAbstractBarSeries *> bars = seriesOf<QAbstractBarSeries>(chart);
        ASSERT_EQ(bars.size(), 1);
        const QBarSet *predicted = bars.first()->barSets().at(0);
        EXPECT_EQ(whatIf.classes.size(), 7);
        ASSERT_EQ(predicted->count(), whatIf.classes.size() + 1);
        const QStringList categories = categoriesOf(chart);
        ASSERT_EQ(categories.size(), whatIf.classes.size() + 1);
        const int measured = int(categories.indexOf(QStringLiteral("Your link")));
        ASSERT_GE(measured, 0);
        EXPECT_DOUBLE_EQ(predicted->at(measured), whatIf.atMeasuredLink.tokensPerSecond);
        for (const core::WhatIf::AtClass &atClass : whatIf.classes) {
            const int i = int(categories.indexOf(AnalysisText::linkClassName(atClass.linkClass.id)));
            ASSERT_GE(i, 0);
            EXPECT_DOUBLE_EQ(predicted->at(i), atClass.prediction.tokensPerSecond);
        }
        // Slowest at the top (the last category), the measured link among the classes by speed.
        EXPECT_EQ(categories.last(), AnalysisText::linkClassName(whatIf.classes.first().linkClass.id));
        EXPECT_EQ(categories.size() - 1 - measured, BenchChartSpecs::measuredLinkIndex(whatIf));
        const QList<QScatterSeries *> points = seriesOf<QScatterSeries>(chart);
        ASSERT_EQ(points.size(), 2);
        ASSERT_EQ(points.at(0)->count(), 1);
        EXPECT_EQ(points.at(0)->at(0), QPointF(whatIf.measured.measuredTokensPerSecond, measured));
        EXPECT_EQ(points.at(1)->at(0), QPointF(whatIf.measured.measuredTtftMs, measured));
        // Two lines: the predicted first token (on the top axis) and, dashed down every row, the
        // one machine's decode tokens/s at the split's concurrency.
        const QList<QLineSeries *> lines = seriesOf<QLineSeries>(chart);
        ASSERT_EQ(lines.size(), 2);
        const QLineSeries *ttft = lines.at(0);
        EXPECT_EQ(ttft->name(), QStringLiteral("Predicted first token"));
        ASSERT_EQ(ttft->count(), whatIf.classes.size() + 1);
        const QList<QPointF> line = ttft->points();
        const auto atMeasured
            = std::find_if(line.begin(), line.end(), [&](const QPointF &p) { return p.y() == measured; });
        ASSERT_NE(atMeasured, line.end());
        EXPECT_DOUBLE_EQ(atMeasured->x(), whatIf.atMeasuredLink.ttftMs);
        const auto single = std::find_if(run.results.begin(), run.results.end(), [&](const auto &r) {
            return r.layout == protocol::BenchLayout::Single && r.concurrency == whatIf.measured.batch;
        });
        ASSERT_NE(single, run.results.end());
        const QLineSeries *oneMachine = lines.at(1);
        EXPECT_EQ(oneMachine->pen().style(), Qt::DashLine);
        ASSERT_EQ(oneMachine->count(), whatIf.classes.size() + 1);
        for (const QPointF &point : oneMachine->points())
            EXPECT_DOUBLE_EQ(point.x(), single->concurrency * 1000.0 / single->summary.decodeStepMs);
        EXPECT_FALSE(page->whatIfErrorText().isEmpty());
        EXPECT_EQ(page->whatIfErrorText(), AnalysisText::whatIfErrorText(whatIf));
    }

    // Every chart says what it measured.
    for (ResultsChart which :
         {ResultsChart::Ttft, ResultsChart::TokensPerSecond, ResultsChart::TokenTime, ResultsChart::WhatIf})
        EXPECT_GT(page->chartCaption(which).size(), 40);

    // The link matrix the analysis used.
    ASSERT_TRUE(report.linkRun.has_value());
    EXPECT_EQ(page->heatMap()->heatMapModel()->matrix().nodes,
              QStringList({QStringLiteral("node0"), QStringLiteral("node1")}));
    EXPECT_EQ(page->heatMap()->heatMapModel()->cellKind(0, 1), ui::LinkHeatMapModel::CellKind::Value);

    // The eight design rules, each with a status and its evidence.
    QTableWidget *checklist = page->checklist();
    ASSERT_EQ(checklist->rowCount(), 8);
    ASSERT_EQ(report.checklist.size(), 8);
    const QStringList statuses{AnalysisText::ruleStatusName(core::RuleStatus::Met),
                               AnalysisText::ruleStatusName(core::RuleStatus::NotMet),
                               AnalysisText::ruleStatusName(core::RuleStatus::NotTested)};
    for (int row = 0; row < 8; ++row) {
        const core::RuleFinding &finding = report.checklist.at(row);
        EXPECT_EQ(checklist->item(row, 0)->text(), AnalysisText::ruleName(finding.rule));
        EXPECT_FALSE(checklist->item(row, 0)->text().isEmpty());
        EXPECT_TRUE(statuses.contains(checklist->item(row, 1)->text()))
            << checklist->item(row, 1)->text().toStdString();
        EXPECT_EQ(checklist->item(row, 2)->text(), AnalysisText::ruleEvidence(finding));
        EXPECT_FALSE(checklist->item(row, 2)->text().isEmpty());
    }
    // The table shows every row without its own scroll bar: the page scrolls instead.
    ui::test::waitUntil([&] { return checklist->height() >= checklist->rowHeight(7) * 8; },
                        std::chrono::seconds(2));
    EXPECT_GE(checklist->viewport()->height(),
              checklist->rowViewportPosition(7) + checklist->rowHeight(7) - 2);

    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("results-page-top"));
    auto *scroll = page->findChild<QScrollArea *>(QStringLiteral("resultsScrollArea"));
    ASSERT_NE(scroll, nullptr);
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum() / 2);
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("results-page-middle"));
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("results-page-bottom"));
}

TEST_F(GuiResults, EachChartIsItsSpecWithTheSpecsWords)
{
    // The charts are drawn from BenchChartSpecs, as the PDF's are: the same title, categories (top
    // to bottom), series and caption.
    shardscope::test::storeLinkRun(store(), {QStringLiteral("node0"), QStringLiteral("node1")});
    const shardscope::test::StoredBenchRun run = shardscope::test::storeBenchRun(store());
    m_model.setResultsRunId(run.runId);
    ResultsPage *page = showPage();
    ASSERT_TRUE(page->report().has_value()) << page->errorText().toStdString();
    const core::ReportModel &report = *page->report();
    ASSERT_TRUE(report.whatIf.has_value());
    const QList<std::pair<ResultsChart, presentation::ChartSpec>> specs{
        {ResultsChart::Ttft, BenchChartSpecs::ttft(report.results)},
        {ResultsChart::TokensPerSecond, BenchChartSpecs::tokensPerSecond(report.results)},
        {ResultsChart::TokenTime, BenchChartSpecs::tokenTime(report.results)},
        {ResultsChart::WhatIf,
         BenchChartSpecs::whatIf(report.whatIf, AnalysisText::whatIfRunName(report), report.results)},
    };
    for (const auto &[which, spec] : specs) {
        SCOPED_TRACE(spec.title.toStdString());
        ASSERT_FALSE(spec.isEmpty());
        QChart *chart = page->chart(which);
        EXPECT_EQ(chart->title(), spec.title);
        EXPECT_FALSE(spec.caption.isEmpty());
        EXPECT_EQ(page->chartCaption(which), spec.caption);
        // Qt lists a horizontal chart's categories from the bottom up.
        QStringList categories = categoriesOf(chart);
        std::reverse(categories.begin(), categories.end());
        EXPECT_EQ(categories, spec.categories);
        QStringList names;
        for (const presentation::ChartSeries &one : spec.series)
            names << one.name;
        EXPECT_EQ(seriesNamesOf(chart), names);
    }
    // One category per complete result in the bar charts (four layouts at two concurrencies), and
    // a line per layout.
    EXPECT_EQ(specs.at(0).second.categories.size(), 8);
    EXPECT_EQ(specs.at(2).second.categories, specs.at(0).second.categories);
    EXPECT_EQ(specs.at(1).second.series.size(), 4);
}

TEST_F(GuiResults, KeepsTheNodeSetsOfOneLayoutApart)
{
    // Tensor parallel needs a rank count that divides the heads: two and four machines.
    for (int i = 2; i < 4; ++i) {
        core::HostRecord node;
        node.name = QStringLiteral("node%1").arg(i);
        node.address = QStringLiteral("10.0.0.%1").arg(i + 1);
        ASSERT_TRUE(m_model.addHost(node).ok());
    }
    const QStringList nodes{QStringLiteral("node0"), QStringLiteral("node1"), QStringLiteral("node2"),
                            QStringLiteral("node3")};
    shardscope::test::storeLinkRun(store(), nodes);
    shardscope::test::FabricatedRunSpec spec;
    spec.nodes = nodes;
    spec.nodeSets = {{0, 1}, {0, 1, 2, 3}};
    spec.layouts = {protocol::BenchLayout::TensorParallel, protocol::BenchLayout::Replicas};
    // A slow all-reduce: every extra rank costs more than it saves, so the pair is the best split
    // and the verdict has to name its two machines.
    spec.tensorCommMs = 60;
    const shardscope::test::StoredBenchRun run = shardscope::test::storeBenchRun(store(), spec);
    ASSERT_EQ(run.results.size(), 10); // per concurrency: one node, 2 × tensor parallel, 2 × replicas
    m_model.setResultsRunId(run.runId);
    ResultsPage *page = showPage();
    ASSERT_TRUE(page->report().has_value()) << page->errorText().toStdString();
    const core::ReportModel &report = *page->report();

    const QString pair = QStringLiteral("Tensor parallel (node0, node1)");
    const QString all = QStringLiteral("Tensor parallel (4 machines: node0 … node3)");

    // TTFT: both tensor-parallel results at each concurrency, each with its own bar and label.
    {
        QChart *chart = page->chart(ResultsChart::Ttft);
        const QList<QAbstractBarSeries *> bars = seriesOf<QAbstractBarSeries>(chart);
        ASSERT_EQ(bars.size(), 1);
        const QBarSet *p50 = bars.first()->barSets().at(0);
        const QStringList categories = categoriesOf(chart);
        ASSERT_EQ(categories.size(), 10);
        ASSERT_EQ(p50->count(), 10);
        EXPECT_EQ(QSet<QString>(categories.begin(), categories.end()).size(), 10);
        for (const std::uint32_t concurrency : {2u, 8u}) {
            for (const QString &label : {pair, all}) {
                const QString category = QStringLiteral("%1, %2 at once").arg(label).arg(concurrency);
                const int i = int(categories.indexOf(category));
                ASSERT_GE(i, 0) << category.toStdString();
                const auto result = std::find_if(run.results.begin(), run.results.end(),
                                                 [&](const core::StoredBenchResult &r) {
                                                     return r.layout == protocol::BenchLayout::TensorParallel
                                                            && r.concurrency == concurrency
                                                            && r.nodeNames.size() == (label == pair ? 2 : 4);
                                                 });
                ASSERT_NE(result, run.results.end());
                EXPECT_DOUBLE_EQ(p50->at(i), result->summary.ttftMs.p50);
            }
        }
        // The two sets measured differently: the chart would hide that if they shared a bar.
        EXPECT_NE(p50->at(int(categories.indexOf(pair + QStringLiteral(", 8 at once")))),
                  p50->at(int(categories.indexOf(all + QStringLiteral(", 8 at once")))));
    }

    // Tokens/s: one line per layout and node set, the sets of one layout told apart by dash.
    {
        const QList<QLineSeries *> lines = seriesOf<QLineSeries>(page->chart(ResultsChart::TokensPerSecond));
        QStringList names;
        for (const QLineSeries *line : lines)
            names << line->name();
        EXPECT_EQ(names, QStringList({AnalysisText::layoutName(protocol::BenchLayout::Single), pair, all,
                                      QStringLiteral("One copy per machine (node0, node1)"),
                                      QStringLiteral("One copy per machine (4 machines: node0 … node3)")}));
        ASSERT_EQ(lines.size(), 5);
        EXPECT_NE(lines.at(1)->pen().style(), lines.at(2)->pen().style());
        // Names with machines are long: the legend lists them down the right.
        EXPECT_EQ(page->chart(ResultsChart::TokensPerSecond)->legend()->alignment(), Qt::AlignRight);
        for (const QLineSeries *line : lines)
            EXPECT_EQ(line->count(), 2) << line->name().toStdString();
        for (const core::StoredBenchResult &result : run.results) {
            if (result.layout != protocol::BenchLayout::TensorParallel)
                continue;
            const QLineSeries *line = lines.at(result.nodeNames.size() == 2 ? 1 : 2);
            EXPECT_TRUE(
                line->points().contains(QPointF(result.concurrency, result.summary.outputTokensPerSecond)));
        }
    }

    // Per-token time: a stack for each of the ten results.
    EXPECT_EQ(categoriesOf(page->chart(ResultsChart::TokenTime)).size(), 10);

    // The run's sentence says which sets ran, and the verdict names the split's two machines.
    const auto *runLabel = page->findChild<QLabel *>(QStringLiteral("resultsRunLabel"));
    EXPECT_TRUE(runLabel->text().contains(QStringLiteral(
        "Splits and copies ran over 2 sets of machines: node0 + node1; node0 + node1 + node2 + node3.")))
        << runLabel->text().toStdString();
    ASSERT_TRUE(report.verdict.bestSplit.has_value());
    const auto best = std::find_if(run.results.begin(), run.results.end(),
                                   [&](const auto &r) { return r.id == report.verdict.bestSplit->resultId; });
    ASSERT_NE(best, run.results.end());
    EXPECT_EQ(best->nodeNames, QStringList({QStringLiteral("node0"), QStringLiteral("node1")}));
    // In the reader's locale's list style ("node0 and node1" in English).
    const QString machines
        = QLocale().createSeparatedList({QStringLiteral("node0"), QStringLiteral("node1")});
    EXPECT_TRUE(page->verdictReasonsText().contains(
        QStringLiteral("Splitting across %1 with tensor parallel").arg(machines)))
        << page->verdictReasonsText().toStdString();

    // Labels with nodes need the page's width: the charts go one a row, not two.
    const auto *ttftView = page->findChild<QWidget *>(QStringLiteral("ttftChart"));
    const auto *tokenTimeView = page->findChild<QWidget *>(QStringLiteral("tokenTimeChart"));
    ASSERT_NE(ttftView, nullptr);
    ASSERT_NE(tokenTimeView, nullptr);
    EXPECT_GT(tokenTimeView->y(), ttftView->y());
    EXPECT_GT(ttftView->width(), page->width() * 2 / 3);

    auto *scroll = page->findChild<QScrollArea *>(QStringLiteral("resultsScrollArea"));
    ASSERT_NE(scroll, nullptr);
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("results-page-node-sets-top"));
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum() / 3);
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("results-page-node-sets-charts"));
}

TEST_F(GuiResults, RebuildsWhenTheRunChanges)
{
    shardscope::test::storeLinkRun(store(), {QStringLiteral("node0"), QStringLiteral("node1")});
    const shardscope::test::StoredBenchRun first = shardscope::test::storeBenchRun(store());
    m_model.setResultsRunId(first.runId);
    ResultsPage *page = showPage();
    ASSERT_TRUE(page->report().has_value()) << page->errorText().toStdString();
    EXPECT_EQ(seriesOf<QLineSeries>(page->chart(ResultsChart::TokensPerSecond)).size(), 4);

    // A second run: only tensor parallel, at one concurrency.
    shardscope::test::FabricatedRunSpec spec;
    spec.layouts = {protocol::BenchLayout::TensorParallel};
    spec.concurrencies = {1};
    const shardscope::test::StoredBenchRun second = shardscope::test::storeBenchRun(store(), spec);
    m_model.setResultsRunId(second.runId);
    ASSERT_TRUE(page->report().has_value());
    EXPECT_EQ(page->report()->run.id, second.runId);
    const QList<QAbstractBarSeries *> bars = seriesOf<QAbstractBarSeries>(page->chart(ResultsChart::Ttft));
    ASSERT_EQ(bars.size(), 1);
    EXPECT_EQ(bars.first()->barSets().at(0)->count(), 2); // the baseline and tensor parallel
    EXPECT_EQ(seriesOf<QLineSeries>(page->chart(ResultsChart::TokensPerSecond)).size(), 2);
}

TEST_F(GuiResults, BuildsTheReportWhenShownNotWhileHidden)
{
    const shardscope::test::StoredBenchRun first = shardscope::test::storeBenchRun(store());
    m_model.setResultsRunId(first.runId);
    ResultsPage *page = showPage();
    ASSERT_TRUE(page->report().has_value());
    EXPECT_EQ(page->report()->run.id, first.runId);

    // Changed while the page is not seen (another page, the history): nothing is built yet, and
    // the old run's report is not passed off as the new one's.
    m_wizard->hide();
    shardscope::test::FabricatedRunSpec spec;
    spec.layouts = {protocol::BenchLayout::Replicas};
    const shardscope::test::StoredBenchRun second = shardscope::test::storeBenchRun(store(), spec);
    m_model.setResultsRunId(second.runId);
    EXPECT_FALSE(page->report().has_value());

    // Seen again (Back, or "Show results" in the history, neither of which calls
    // initializePage): the new run is built and shown.
    m_wizard->show();
    ASSERT_TRUE(page->report().has_value()) << page->errorText().toStdString();
    EXPECT_EQ(page->report()->run.id, second.runId);
    const auto *runLabel = page->findChild<QLabel *>(QStringLiteral("resultsRunLabel"));
    EXPECT_TRUE(runLabel->text().startsWith(QStringLiteral("Run %1 ").arg(second.runId)))
        << runLabel->text().toStdString();
}

TEST_F(GuiResults, FailedRunsStayOutOfTheCharts)
{
    shardscope::test::storeLinkRun(store(), {QStringLiteral("node0"), QStringLiteral("node1")});
    shardscope::test::FabricatedRunSpec spec;
    spec.failFrom = 5; // the second round's split runs and replicas fail
    spec.status = core::RunStatus::Failed;
    const shardscope::test::StoredBenchRun run = shardscope::test::storeBenchRun(store(), spec);
    int completeRuns = 0;
    for (const core::StoredBenchResult &result : run.results)
        completeRuns += result.status == core::RunStatus::Complete ? 1 : 0;
    ASSERT_LT(completeRuns, run.results.size());
    m_model.setResultsRunId(run.runId);
    ResultsPage *page = showPage();
    ASSERT_TRUE(page->report().has_value()) << page->errorText().toStdString();
    const QList<QAbstractBarSeries *> bars = seriesOf<QAbstractBarSeries>(page->chart(ResultsChart::Ttft));
    ASSERT_EQ(bars.size(), 1);
    EXPECT_EQ(bars.first()->barSets().at(0)->count(), completeRuns);
    const auto *runLabel = page->findChild<QLabel *>(QStringLiteral("resultsRunLabel"));
    EXPECT_TRUE(runLabel->text().contains(QStringLiteral("failed"))) << runLabel->text().toStdString();
    // The failure is named among the warnings.
    const auto *warnings = page->findChild<QLabel *>(QStringLiteral("resultsWarnings"));
    EXPECT_TRUE(warnings->text().contains(QStringLiteral("connection reset")))
        << warnings->text().toStdString();
    // Each in the words of AnalysisText, as the PDF has them.
    ASSERT_FALSE(page->report()->warnings.isEmpty());
    for (const QString &text : AnalysisText::warningTexts(page->report()->warnings))
        EXPECT_TRUE(warnings->text().contains(text)) << text.toStdString();
}

TEST_F(GuiResults, AnInterruptedRunSaysSoAndShowsWhatFinished)
{
    shardscope::test::storeLinkRun(store(), {QStringLiteral("node0"), QStringLiteral("node1")});
    shardscope::test::FabricatedRunSpec spec;
    spec.status = core::RunStatus::Interrupted;
    const shardscope::test::StoredBenchRun run = shardscope::test::storeBenchRun(store(), spec);
    ASSERT_FALSE(run.results.isEmpty());
    m_model.setResultsRunId(run.runId);
    ResultsPage *page = showPage();
    ASSERT_TRUE(page->report().has_value()) << page->errorText().toStdString();
    EXPECT_EQ(page->report()->run.status, core::RunStatus::Interrupted);
    const auto *runLabel = page->findChild<QLabel *>(QStringLiteral("resultsRunLabel"));
    EXPECT_TRUE(runLabel->text().contains(QStringLiteral("It was interrupted")))
        << runLabel->text().toStdString();
    EXPECT_FALSE(runLabel->text().contains(QStringLiteral("still running")))
        << runLabel->text().toStdString();
}

TEST_F(GuiResults, WithoutARunItSaysWhatToDo)
{
    ResultsPage *page = showPage();
    EXPECT_FALSE(page->report().has_value());
    EXPECT_EQ(page->verdictHeadlineText(), QStringLiteral("No results yet"));
    EXPECT_TRUE(page->verdictReasonsText().contains(QStringLiteral("Inference page")));
    for (ResultsChart which :
         {ResultsChart::Ttft, ResultsChart::TokensPerSecond, ResultsChart::TokenTime, ResultsChart::WhatIf})
        EXPECT_TRUE(page->chart(which)->series().isEmpty());
    EXPECT_FALSE(page->checklist()->isVisible());
    // Only the verdict box, saying why: no empty charts.
    EXPECT_FALSE(page->findChild<QWidget *>(QStringLiteral("resultsBody"))->isVisible());

    // A run id that is not in the store: the reason, not a crash or an empty page.
    m_model.setResultsRunId(4242);
    EXPECT_FALSE(page->report().has_value());
    EXPECT_TRUE(page->errorText().contains(QStringLiteral("4242"))) << page->errorText().toStdString();
    // Let the layouts settle (the body was just hidden) before the picture.
    ui::test::waitUntil([] { return false; }, std::chrono::milliseconds(200));
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("results-page-missing-run"));
}

TEST_F(GuiResults, WithoutALinkTestTheWhatIfSaysWhatIsMissing)
{
    const shardscope::test::StoredBenchRun run = shardscope::test::storeBenchRun(store());
    m_model.setResultsRunId(run.runId);
    ResultsPage *page = showPage();
    ASSERT_TRUE(page->report().has_value()) << page->errorText().toStdString();
    EXPECT_FALSE(page->report()->whatIf.has_value());
    EXPECT_TRUE(page->chart(ResultsChart::WhatIf)->series().isEmpty());
    EXPECT_TRUE(page->whatIfErrorText().contains(QStringLiteral("Network page")))
        << page->whatIfErrorText().toStdString();
    EXPECT_FALSE(page->heatMap()->isVisible());
    // The other charts do not need the link test.
    EXPECT_EQ(seriesOf<QLineSeries>(page->chart(ResultsChart::TokensPerSecond)).size(), 4);
    // Nor was the setup checked: said where the findings would be.
    const auto *setup = page->findChild<QLabel *>(QStringLiteral("resultsSetupCheck"));
    ASSERT_NE(setup, nullptr);
    EXPECT_EQ(setup->text(), presentation::SetupText::reportIntro(std::nullopt, 0));
}

TEST_F(GuiResults, TheSetupCheckOfTheMachinesIsShownWithWhatToDoAndBreaksPlacement)
{
    const core::SetupFinding router
        = shardscope::test::setupFinding(core::SetupCode::RouterBetween, core::SetupSeverity::Warning,
                                         QStringLiteral("node0"), QStringLiteral("node1"), 1, 63);
    const qint64 checkId = shardscope::test::storeSetupCheck(
        store(), {QStringLiteral("node0"), QStringLiteral("node1")}, {router});
    shardscope::test::storeLinkRun(store(), {QStringLiteral("node0"), QStringLiteral("node1")});
    const shardscope::test::StoredBenchRun run = shardscope::test::storeBenchRun(store());
    m_model.setResultsRunId(run.runId);
    ResultsPage *page = showPage();
    ASSERT_TRUE(page->report().has_value()) << page->errorText().toStdString();
    const core::ReportModel &report = *page->report();
    ASSERT_TRUE(report.setupCheckRun);
    EXPECT_EQ(report.setupCheckRun->id, checkId);

    const auto *setup = page->findChild<QLabel *>(QStringLiteral("resultsSetupCheck"));
    ASSERT_NE(setup, nullptr);
    EXPECT_TRUE(setup->isVisible());
    EXPECT_TRUE(setup->text().startsWith(presentation::SetupText::reportIntro(report.setupCheckRun, 1)))
        << setup->text().toStdString();
    const QString line = presentation::SetupText::line(router);
    EXPECT_TRUE(line.contains(QStringLiteral("node0")) && line.contains(QStringLiteral("What to do")))
        << line.toStdString();
    EXPECT_TRUE(setup->text().contains(line)) << setup->text().toStdString();

    QTableWidget *checklist = page->checklist();
    ASSERT_EQ(checklist->rowCount(), 8);
    EXPECT_EQ(checklist->item(3, 0)->text(),
              AnalysisText::ruleName(core::DesignRule::TopologyAwarePlacement));
    EXPECT_EQ(checklist->item(3, 1)->text(), AnalysisText::ruleStatusName(core::RuleStatus::NotMet));
    EXPECT_EQ(checklist->item(3, 2)->text(), AnalysisText::ruleEvidence(report.checklist.at(3)));
    EXPECT_TRUE(checklist->item(3, 2)->text().contains(QStringLiteral("node0, node1")))
        << checklist->item(3, 2)->text().toStdString();
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("results-page-setup-check"));
}

} // namespace

TEST_F(GuiResults, AFailedServingStepShowsItsCountsOnlyAndTheMachinesOfTheLastCleanStep)
{
    // The goal's step (4 at once) failed with three requests answered and one refused; the step at
    // 1 at once completed, gpu2's GPU 0 idle throughout.
    core::ServePlan plan;
    core::ClusterNode node;
    node.target.name = QStringLiteral("gpu2");
    node.clusterAddress = QStringLiteral("10.0.0.2");
    plan.nodes = {node};
    plan.from = 0;
    plan.endpoint = QStringLiteral("http://10.0.0.2:8080");
    plan.dialect = protocol::ServeDialect::LlamaCpp;
    plan.model = QStringLiteral("qwen2.5-7b");
    plan.workload.promptTokens = 128;
    plan.workload.outputTokens = 4;
    plan.workload.requests = 4;
    plan.concurrencies = {1, 4};
    plan.goal.usage = core::UsagePattern::Throughput;
    const auto runId = store().beginRun(core::kServeRun.nameText(), core::serveRunConfigJson(plan));
    ASSERT_TRUE(runId.ok());
    for (const std::uint32_t concurrency : {1u, 4u}) {
        core::StoredServeResult step;
        step.runId = *runId;
        step.position = concurrency == 1 ? 0 : 1;
        step.concurrency = concurrency;
        for (std::uint32_t i = 0; i < 3; ++i)
            step.records.push_back(shardscope::test::servedRecord(i, 500.0 * i, 100, 20));
        if (concurrency == 4) {
            step.records.push_back(shardscope::test::refusedRecord(3, 1600));
            step.status = core::RunStatus::Failed;
            step.error = QStringLiteral("1 request refused");
        } else {
            step.status = core::RunStatus::Complete;
        }
        step.summary = core::summarizeServeRun(step.records, core::serveTargets(plan.goal));
        step.telemetry = {shardscope::test::sampledMachine(QStringLiteral("gpu2"), 0.25, 100'000, 60'000,
                                                           {shardscope::test::gpuSeries(0, {0, 1, 2})})};
        ASSERT_TRUE(store().saveServeResult(step).ok());
    }
    ASSERT_TRUE(store().finishRun(*runId, core::RunStatus::Failed).ok());

    ResultsPage *page = showPage();
    m_model.setResultsRunId(*runId);
    page->refresh();
    ASSERT_TRUE(page->serveReport().has_value()) << page->errorText().toStdString();
    const QTableWidget *steps = page->serveSteps();
    ASSERT_EQ(steps->rowCount(), 2);
    EXPECT_EQ(steps->item(1, 2)->text(), QStringLiteral("3")) << "its answered requests are counted";
    EXPECT_EQ(steps->item(1, 3)->text(), QStringLiteral("1"));
    for (int column = 4; column < steps->columnCount(); ++column) {
        EXPECT_FALSE(steps->item(0, column)->text().isEmpty()) << column;
        EXPECT_TRUE(steps->item(1, column)->text().isEmpty())
            << "a failed step's figure in column " << column << ": "
            << steps->item(1, column)->text().toStdString();
    }
    EXPECT_TRUE(steps->item(1, 1)->toolTip().contains(QStringLiteral("1 request refused")));
    const auto *machines = page->findChild<QLabel *>(QStringLiteral("resultsServeMachines"));
    ASSERT_NE(machines, nullptr);
    EXPECT_TRUE(machines->text().startsWith(QStringLiteral("At 1 request(s) at once:")))
        << machines->text().toStdString();
    EXPECT_TRUE(machines->text().contains(QStringLiteral("GPU 0 of gpu2 was idle")))
        << machines->text().toStdString();
}

TEST_F(GuiResults, ASplitOverRpcSaysWhatTheNetworkCostsAndHowItsServersWereStarted)
{
    const QList<core::LaunchStep> launch{
        {QStringLiteral("gpu2"),
         QStringLiteral("rpc-server"),
         {QStringLiteral("/opt/llama/rpc-server --host 10.0.0.2 --port 50052")}},
        {QStringLiteral("gpu1"),
         QStringLiteral("llama-server"),
         {QStringLiteral("/opt/llama/llama-server -m /m/a.gguf --host 10.0.0.1 --rpc 10.0.0.2:50052")}}};
    const qint64 split = shardscope::test::storeServingRun(store(), launch);
    const qint64 alone = shardscope::test::storeAloneServingRun(store());
    shardscope::test::LinkReportSpec link;
    link.rttP50Us = 2000;
    link.tcpRttFactor = 1;
    shardscope::test::storeLinkRun(store(), {QStringLiteral("gpu1"), QStringLiteral("gpu2")}, link);

    ResultsPage *page = showPage();
    m_model.setResultsRunId(split);
    page->refresh();
    ASSERT_TRUE(page->serveReport().has_value()) << page->errorText().toStdString();
    ASSERT_TRUE(page->serveReport()->rpcSplit.has_value());
    const auto *reasons = page->findChild<QLabel *>(QStringLiteral("verdictReasons"));
    ASSERT_NE(reasons, nullptr);
    for (const QString &sentence : AnalysisText::rpcSplitText(*page->serveReport()->rpcSplit))
        EXPECT_TRUE(reasons->text().contains(sentence))
            << sentence.toStdString() << " not in " << reasons->text().toStdString();
    EXPECT_TRUE(reasons->text().contains(QStringLiteral("llama.cpp over RPC across gpu1 + gpu2 makes each "
                                                        "token 1.6× slower than gpu1 alone")))
        << reasons->text().toStdString();

    auto *lines = page->findChild<QPlainTextEdit *>(QStringLiteral("resultsServeLaunch"));
    ASSERT_NE(lines, nullptr);
    EXPECT_TRUE(lines->isVisible());
    EXPECT_EQ(lines->toPlainText(), AnalysisText::launchText(launch));
    EXPECT_TRUE(
        lines->toPlainText().startsWith(QStringLiteral("On gpu2 (rpc-server):\n   /opt/llama/rpc-server")))
        << lines->toPlainText().toStdString();
    auto *copy = page->findChild<QPushButton *>(QStringLiteral("resultsServeLaunchCopy"));
    ASSERT_NE(copy, nullptr);
    QApplication::clipboard()->clear();
    copy->click();
    EXPECT_EQ(QApplication::clipboard()->text(), lines->toPlainText());

    // The run alone was started by its user: no lines to show.
    m_model.setResultsRunId(alone);
    page->refresh();
    ASSERT_TRUE(page->serveReport().has_value()) << page->errorText().toStdString();
    EXPECT_FALSE(lines->isVisible());
}
