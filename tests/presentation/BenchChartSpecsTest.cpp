// presentation::BenchChartSpecs on stored runs (tests/support/BenchRunFactory.h): the one choice of
// data, words and colours that the Results page and the PDF both draw: every complete result in
// series then concurrency order, failed ones left out, NaN where a line has no point, the what-if's
// rows with the measured link among the classes, and an empty spec that says so.
#include "presentation/BenchChartSpecs.h"

#include "core/analysis/BenchMetrics.h"
#include "core/report/ReportModel.h"
#include "presentation/AnalysisText.h"
#include "presentation/ReportStyle.h"
#include "tests/support/BenchRunFactory.h"
#include "tests/support/TempStore.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace shardscope;
using presentation::BenchChartSpecs;
using presentation::ChartKind;
using presentation::ChartSpec;
namespace ReportStyle = presentation::ReportStyle;

namespace {

class BenchChartSpecsTest : public test::TempStoreTest
{
protected:
    void SetUp() override
    {
        TempStoreTest::SetUp();
        for (int i = 0; i < 4; ++i) {
            core::HostRecord host;
            host.name = QStringLiteral("node%1").arg(i);
            host.address = QStringLiteral("10.0.0.%1").arg(i + 1);
            ASSERT_TRUE(m_store->upsertHost(host).ok());
        }
    }

    /// The report of `spec`'s run over node0 and node1, after a link test of them.
    core::ReportModel report(const test::FabricatedRunSpec &spec = {})
    {
        test::storeLinkRun(*m_store, spec.nodes);
        const test::StoredBenchRun run = test::storeBenchRun(*m_store, spec);
        auto built = core::buildReport(*m_store, run.runId);
        EXPECT_TRUE(built.ok()) << (built.ok() ? "" : built.error().detail.toStdString());
        return built.ok() ? *built : core::ReportModel{};
    }

    static QStringList names(const ChartSpec &spec)
    {
        QStringList found;
        for (const presentation::ChartSeries &one : spec.series)
            found << one.name;
        return found;
    }
};

} // namespace

TEST_F(BenchChartSpecsTest, BarChartsHaveEveryCompleteResultBySeriesThenConcurrency)
{
    test::FabricatedRunSpec spec;
    spec.failFrom = 5; // at the higher concurrency the splits and the replicas fail
    spec.status = core::RunStatus::Failed;
    const core::ReportModel r = report(spec);
    ASSERT_EQ(r.results.size(), 8);
    QList<core::StoredBenchResult> complete;
    for (const core::StoredBenchResult &result : r.results) {
        if (result.status == core::RunStatus::Complete)
            complete << result;
    }
    ASSERT_EQ(complete.size(), 5);

    const QList<presentation::BenchSeries> series = presentation::benchSeries(r.results);
    const QList<core::StoredBenchResult> charted = BenchChartSpecs::chartedResults(r.results);
    ASSERT_EQ(charted.size(), complete.size());
    // One node first, both its concurrencies in order, then the splits and the replicas.
    EXPECT_EQ(charted.at(0).layout, protocol::BenchLayout::Single);
    EXPECT_EQ(charted.at(1).layout, protocol::BenchLayout::Single);
    EXPECT_LT(charted.at(0).concurrency, charted.at(1).concurrency);
    EXPECT_EQ(charted.at(2).layout, protocol::BenchLayout::TensorParallel);
    EXPECT_EQ(charted.at(3).layout, protocol::BenchLayout::PipelineParallel);
    EXPECT_EQ(charted.at(4).layout, protocol::BenchLayout::Replicas);
    for (const core::StoredBenchResult &result : charted)
        EXPECT_EQ(result.status, core::RunStatus::Complete);

    const ChartSpec ttft = BenchChartSpecs::ttft(r.results);
    EXPECT_EQ(ttft.kind, ChartKind::GroupedBars);
    EXPECT_FALSE(ttft.isEmpty());
    ASSERT_EQ(ttft.categories.size(), charted.size());
    ASSERT_EQ(ttft.series.size(), 2);
    EXPECT_EQ(ttft.series.at(0).colour, ReportStyle::kBlue);
    EXPECT_EQ(ttft.series.at(1).colour, ReportStyle::kOrange);
    for (qsizetype i = 0; i < charted.size(); ++i) {
        EXPECT_EQ(ttft.categories.at(i), BenchChartSpecs::resultLabel(charted.at(i), series));
        EXPECT_DOUBLE_EQ(ttft.series.at(0).values.at(i), charted.at(i).summary.ttftMs.p50);
        EXPECT_DOUBLE_EQ(ttft.series.at(1).values.at(i), charted.at(i).summary.ttftMs.p99);
    }
    EXPECT_EQ(ttft.categories.first(),
              QStringLiteral("%1, %2 at once")
                  .arg(presentation::AnalysisText::layoutName(protocol::BenchLayout::Single))
                  .arg(charted.first().concurrency));

    const ChartSpec time = BenchChartSpecs::tokenTime(r.results);
    EXPECT_EQ(time.kind, ChartKind::StackedBars);
    EXPECT_EQ(time.categories, ttft.categories);
    ASSERT_EQ(time.series.size(), 3);
    EXPECT_EQ(names(time), QStringList({QStringLiteral("Computing"), QStringLiteral("Communicating"),
                                        QStringLiteral("Waiting for the slowest machine")}));
    for (qsizetype i = 0; i < charted.size(); ++i) {
        const core::BenchSummary &s = charted.at(i).summary;
        EXPECT_DOUBLE_EQ(time.series.at(0).values.at(i), s.computeMsPerStep);
        EXPECT_DOUBLE_EQ(time.series.at(1).values.at(i), s.commMsPerStep);
        EXPECT_DOUBLE_EQ(time.series.at(2).values.at(i), core::waitingMsPerStep(s));
    }
    EXPECT_FALSE(ttft.caption.isEmpty());
    EXPECT_NE(ttft.caption, time.caption);
}

TEST_F(BenchChartSpecsTest, ALineHasNoPointWhereItsRunDidNotComplete)
{
    test::FabricatedRunSpec spec;
    spec.failFrom = 5;
    spec.status = core::RunStatus::Failed;
    const core::ReportModel r = report(spec);
    const ChartSpec lines = BenchChartSpecs::tokensPerSecond(r.results);
    EXPECT_EQ(lines.kind, ChartKind::Lines);
    EXPECT_TRUE(lines.logBase2X);
    EXPECT_EQ(lines.xValues, QList<double>({2, 8}));
    EXPECT_TRUE(lines.categories.isEmpty());
    EXPECT_FALSE(lines.legendBeside);
    const QList<presentation::BenchSeries> series = presentation::benchSeries(r.results);
    ASSERT_EQ(lines.series.size(), series.size());
    for (qsizetype s = 0; s < series.size(); ++s) {
        const presentation::ChartSeries &line = lines.series.at(s);
        EXPECT_EQ(line.name, series.at(s).label);
        EXPECT_EQ(line.colour, series.at(s).colour);
        EXPECT_EQ(line.penStyle, series.at(s).penStyle);
        ASSERT_EQ(line.values.size(), 2);
        for (const core::StoredBenchResult &result : r.results) {
            if (presentation::seriesIndex(series, result) != s)
                continue;
            const double value = line.values.at(result.concurrency == 2 ? 0 : 1);
            if (result.status == core::RunStatus::Complete)
                EXPECT_DOUBLE_EQ(value, result.summary.outputTokensPerSecond);
            else
                EXPECT_TRUE(std::isnan(value)) << line.name.toStdString();
        }
    }
    // The one node ran both; the splits only the first.
    EXPECT_FALSE(std::isnan(lines.series.at(0).values.at(1)));
    EXPECT_TRUE(std::isnan(lines.series.at(1).values.at(1)));
}

TEST_F(BenchChartSpecsTest, NodeSetsGetACategoryAndALineEachWithTheLegendBeside)
{
    test::FabricatedRunSpec spec;
    spec.nodes = {QStringLiteral("node0"), QStringLiteral("node1"), QStringLiteral("node2"),
                  QStringLiteral("node3")};
    spec.nodeSets = {{0, 1}, {0, 1, 2, 3}};
    spec.layouts = {protocol::BenchLayout::TensorParallel};
    spec.concurrencies = {4};
    const core::ReportModel r = report(spec);
    ASSERT_EQ(r.results.size(), 3);
    const ChartSpec ttft = BenchChartSpecs::ttft(r.results);
    EXPECT_EQ(ttft.categories,
              QStringList({QStringLiteral("One machine, 4 at once"),
                           QStringLiteral("Tensor parallel (node0, node1), 4 at once"),
                           QStringLiteral("Tensor parallel (4 machines: node0 … node3), 4 at once")}));
    const ChartSpec lines = BenchChartSpecs::tokensPerSecond(r.results);
    EXPECT_TRUE(lines.legendBeside);
    ASSERT_EQ(lines.series.size(), 3);
    EXPECT_NE(lines.series.at(1).penStyle, lines.series.at(2).penStyle);
}

TEST_F(BenchChartSpecsTest, TheWhatIfHasAClassPerRowAndTheMeasuredLinkAmongThem)
{
    const core::ReportModel r = report();
    ASSERT_TRUE(r.whatIf.has_value());
    const core::WhatIf &whatIf = *r.whatIf;
    const QString runName = presentation::AnalysisText::whatIfRunName(r);
    const ChartSpec spec = BenchChartSpecs::whatIf(r.whatIf, runName, r.results);
    EXPECT_EQ(spec.kind, ChartKind::BarsAndLines);
    EXPECT_TRUE(spec.title.contains(runName)) << spec.title.toStdString();
    ASSERT_EQ(spec.categories.size(), whatIf.classes.size() + 1);
    const int measured = BenchChartSpecs::measuredLinkIndex(whatIf);
    EXPECT_EQ(spec.categories.at(measured), QStringLiteral("Your link"));
    // Slowest first: each class in linkClasses() order, the measured link before the first faster.
    EXPECT_EQ(spec.categories.first(),
              measured == 0 ? QStringLiteral("Your link")
                            : presentation::AnalysisText::linkClassName(whatIf.classes.first().linkClass.id));
    for (qsizetype i = 0; i < whatIf.classes.size(); ++i) {
        const qsizetype row = i < measured ? i : i + 1;
        EXPECT_EQ(spec.categories.at(row),
                  presentation::AnalysisText::linkClassName(whatIf.classes.at(i).linkClass.id));
        EXPECT_DOUBLE_EQ(spec.series.at(0).values.at(row), whatIf.classes.at(i).prediction.tokensPerSecond);
        EXPECT_DOUBLE_EQ(spec.series.at(1).values.at(row), whatIf.classes.at(i).prediction.ttftMs);
        EXPECT_TRUE(std::isnan(spec.series.at(2).values.at(row)));
        EXPECT_TRUE(std::isnan(spec.series.at(3).values.at(row)));
    }
    ASSERT_EQ(spec.series.size(), 5);
    EXPECT_EQ(spec.series.at(0).shape, presentation::ChartShape::Bar);
    EXPECT_EQ(spec.series.at(1).shape, presentation::ChartShape::Line);
    EXPECT_EQ(spec.series.at(1).axis, presentation::ChartAxis::Secondary);
    EXPECT_DOUBLE_EQ(spec.series.at(0).values.at(measured), whatIf.atMeasuredLink.tokensPerSecond);
    EXPECT_DOUBLE_EQ(spec.series.at(2).values.at(measured), whatIf.measured.measuredTokensPerSecond);
    EXPECT_DOUBLE_EQ(spec.series.at(3).values.at(measured), whatIf.measured.measuredTtftMs);
    EXPECT_EQ(spec.series.at(3).axis, presentation::ChartAxis::Secondary);
    // The one machine at the split's concurrency, the same down every row.
    const presentation::ChartSeries &single = spec.series.at(4);
    EXPECT_EQ(single.penStyle, Qt::DashLine);
    double expected = std::nan("");
    for (const core::StoredBenchResult &result : r.results) {
        if (result.layout == protocol::BenchLayout::Single && result.concurrency == whatIf.measured.batch)
            expected = result.concurrency * 1000.0 / result.summary.decodeStepMs;
    }
    ASSERT_FALSE(std::isnan(expected));
    for (double value : single.values)
        EXPECT_DOUBLE_EQ(value, expected);

    // Without the one machine's run at that concurrency, no line and no sentence about it.
    QList<core::StoredBenchResult> splitsOnly;
    for (const core::StoredBenchResult &result : r.results) {
        if (result.layout != protocol::BenchLayout::Single)
            splitsOnly << result;
    }
    const ChartSpec without = BenchChartSpecs::whatIf(r.whatIf, runName, splitsOnly);
    EXPECT_EQ(without.series.size(), 4);
    EXPECT_LT(without.caption.size(), spec.caption.size());
    EXPECT_TRUE(spec.caption.startsWith(without.caption));
}

TEST_F(BenchChartSpecsTest, NothingToShowIsAnEmptySpecThatSaysSo)
{
    for (const ChartSpec &spec :
         {BenchChartSpecs::ttft({}), BenchChartSpecs::tokensPerSecond({}), BenchChartSpecs::tokenTime({}),
          BenchChartSpecs::whatIf(std::nullopt, QStringLiteral("tensor parallel"), {}),
          BenchChartSpecs::comparison(presentation::ComparedFigure::TokensPerSecond, {}, QStringLiteral("a"),
                                      {}, QStringLiteral("b"), {})}) {
        EXPECT_TRUE(spec.isEmpty()) << spec.title.toStdString();
        EXPECT_TRUE(spec.categories.isEmpty());
        EXPECT_FALSE(spec.emptyText.isEmpty());
    }
    // Failed and cancelled runs only: nothing complete to chart.
    QList<core::StoredBenchResult> unfinished = report().results;
    ASSERT_FALSE(unfinished.isEmpty());
    for (qsizetype i = 0; i < unfinished.size(); ++i)
        unfinished[i].status = i % 2 == 0 ? core::RunStatus::Failed : core::RunStatus::Cancelled;
    EXPECT_TRUE(BenchChartSpecs::ttft(unfinished).isEmpty());
    EXPECT_TRUE(BenchChartSpecs::tokensPerSecond(unfinished).isEmpty());
    EXPECT_TRUE(BenchChartSpecs::tokenTime(unfinished).isEmpty());
    EXPECT_TRUE(BenchChartSpecs::chartedResults(unfinished).isEmpty());
}

TEST(BenchChartSpecsComparison, TwoRunsSideBySideWithTheFiguresWords)
{
    const QStringList categories{QStringLiteral("One machine, 2 at once"),
                                 QStringLiteral("Tensor parallel, 2 at once")};
    const ChartSpec tokens
        = BenchChartSpecs::comparison(presentation::ComparedFigure::TokensPerSecond, categories,
                                      QStringLiteral("Run 1"), {10, 20}, QStringLiteral("Run 2"), {11, 25});
    EXPECT_EQ(tokens.kind, ChartKind::GroupedBars);
    EXPECT_EQ(tokens.categories, categories);
    ASSERT_EQ(tokens.series.size(), 2);
    EXPECT_EQ(tokens.series.at(0).name, QStringLiteral("Run 1"));
    EXPECT_EQ(tokens.series.at(1).values, QList<double>({11, 25}));
    EXPECT_EQ(tokens.series.at(0).colour, ReportStyle::kGrey);
    EXPECT_EQ(tokens.valueAxisTitle, QStringLiteral("Tokens per second"));
    const ChartSpec links = BenchChartSpecs::comparison(
        presentation::ComparedFigure::LinkThroughput, {QStringLiteral("node0 → node1")},
        QStringLiteral("Run 1"), {940}, QStringLiteral("Run 2"), {});
    EXPECT_NE(links.caption, tokens.caption);
    EXPECT_NE(links.valueAxisTitle, tokens.valueAxisTitle);
    // A value one run lacks is no bar, not a zero.
    ASSERT_EQ(links.series.at(1).values.size(), 1);
    EXPECT_TRUE(std::isnan(links.series.at(1).values.at(0)));
}
