// presentation::ServeChartSpecs on a stored serving run (ServeRunFixture.h): a row or point per
// complete step with its figures, the failed step left out, the machines of the goal's step (else
// the last complete one) with their CPUs and GPUs, an idle GPU marked, network bytes per token in
// the unit the axis names, and charts that say so when nothing completed.
#include "presentation/ServeChartSpecs.h"

#include "presentation/AnalysisText.h"
#include "presentation/BenchChartSpecs.h"
#include "presentation/ReportStyle.h"
#include "tests/presentation/ServeRunFixture.h"
#include "tests/support/TempStore.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace shardscope;
using presentation::ChartKind;
using presentation::ChartSpec;
using presentation::ServeChartSpecs;

namespace {

class ServeChartSpecsTest : public test::TempStoreTest
{
protected:
    void SetUp() override
    {
        TempStoreTest::SetUp();
        const qint64 runId = test::storeServingRun(*m_store);
        auto built = core::buildServeReport(*m_store, runId);
        ASSERT_TRUE(built.ok()) << built.error().detail.toStdString();
        m_report = std::move(built).value();
        ASSERT_EQ(m_report.steps.size(), 2);
        ASSERT_EQ(m_report.steps.at(1).result.status, core::RunStatus::Failed);
    }

    const core::ServeSummary &completeSummary() const { return m_report.steps.at(0).result.summary; }

    static QString atOnce(std::uint32_t concurrency)
    {
        return presentation::BenchChartSpecs::atOnceLabel(
            presentation::AnalysisText::layoutName(protocol::BenchLayout::PipelineParallel), concurrency);
    }

    core::ServeReportModel m_report;
};

} // namespace

TEST_F(ServeChartSpecsTest, LatencyChartsHaveARowPerCompleteStepAndNoneForTheFailedOne)
{
    const ChartSpec ttft = ServeChartSpecs::ttft(m_report);
    EXPECT_EQ(ttft.kind, ChartKind::GroupedBars);
    EXPECT_EQ(ttft.categories, QStringList{atOnce(1)});
    ASSERT_EQ(ttft.series.size(), 2);
    EXPECT_EQ(ttft.series.at(0).colour, presentation::ReportStyle::kBlue);
    EXPECT_EQ(ttft.series.at(0).values, QList<double>{completeSummary().ttftMs.p50});
    EXPECT_EQ(ttft.series.at(1).values, QList<double>{completeSummary().ttftMs.p99});
    EXPECT_DOUBLE_EQ(ttft.series.at(0).values.at(0), 100);
    EXPECT_GT(ttft.series.at(1).values.at(0), 190); // one TTFT of 200 ms among four
    EXPECT_FALSE(ttft.caption.isEmpty());

    const ChartSpec itl = ServeChartSpecs::interTokenLatency(m_report);
    EXPECT_EQ(itl.categories, QStringList{atOnce(1)});
    ASSERT_EQ(itl.series.size(), 3);
    for (const presentation::ChartSeries &one : itl.series) {
        ASSERT_EQ(one.values.size(), 1);
        EXPECT_DOUBLE_EQ(one.values.at(0), 20) << one.name.toStdString(); // every gap is 20 ms
    }
}

TEST_F(ServeChartSpecsTest, TokensPerSecondHasAPointPerCompleteStepAndGoodputBesideIt)
{
    const ChartSpec spec = ServeChartSpecs::tokensPerSecond(m_report);
    EXPECT_EQ(spec.kind, ChartKind::Lines);
    EXPECT_TRUE(spec.logBase2X);
    EXPECT_EQ(spec.xValues, QList<double>{1});
    ASSERT_EQ(spec.series.size(), 2);
    EXPECT_EQ(spec.series.at(0).values, QList<double>{completeSummary().outputTokensPerSecond});
    ASSERT_TRUE(completeSummary().goodput);
    // Three of the four requests met the 150 ms TTFT target.
    EXPECT_DOUBLE_EQ(completeSummary().goodput->shareOfCompleted, 0.75);
    ASSERT_EQ(spec.series.at(1).values.size(), 1);
    EXPECT_DOUBLE_EQ(spec.series.at(1).values.at(0), completeSummary().outputTokensPerSecond * 0.75);

    // Without a target there is no goodput, and no second line.
    core::ServeReportModel noTarget = m_report;
    for (core::ServeReportStep &step : noTarget.steps)
        step.result.summary.goodput.reset();
    EXPECT_EQ(ServeChartSpecs::tokensPerSecond(noTarget).series.size(), 1);
}

TEST_F(ServeChartSpecsTest, UtilizationShowsTheLastCompleteStepsMachinesWhenTheGoalsStepFailed)
{
    // The goal (Throughput) is judged at 4 at once, which failed: the chart shows step 1.
    EXPECT_EQ(m_report.goalConcurrency, 4u);
    ASSERT_EQ(ServeChartSpecs::utilizationStep(m_report), &m_report.steps.at(0));
    const ChartSpec spec = ServeChartSpecs::utilization(m_report);
    EXPECT_EQ(spec.kind, ChartKind::GroupedBars);
    EXPECT_EQ(spec.categories,
              (QStringList{QStringLiteral("gpu1"), QStringLiteral("gpu2"),
                           QStringLiteral("gpu2, GPU 0 (idle)"), QStringLiteral("gpu2, GPU 1")}));
    ASSERT_EQ(spec.series.size(), 2);
    const QList<double> &cpu = spec.series.at(0).values;
    const QList<double> &gpu = spec.series.at(1).values;
    ASSERT_EQ(cpu.size(), 4);
    ASSERT_EQ(gpu.size(), 4);
    EXPECT_NEAR(cpu.at(0), 50, 0.01);
    EXPECT_NEAR(cpu.at(1), 25, 0.01);
    EXPECT_TRUE(std::isnan(cpu.at(2)));
    EXPECT_NEAR(gpu.at(0), (60 + 97 + 80) / 3.0, 0.01);
    EXPECT_TRUE(std::isnan(gpu.at(1)));
    EXPECT_NEAR(gpu.at(2), 1, 0.01);
    EXPECT_NEAR(gpu.at(3), 50, 0.01);
    EXPECT_TRUE(spec.caption.contains(QStringLiteral("near 0 %"))) << spec.caption.toStdString();

    // Where the goal's step completed, it is the one shown.
    core::ServeReportModel both = m_report;
    both.steps[1].result.status = core::RunStatus::Complete;
    EXPECT_EQ(ServeChartSpecs::utilizationStep(both), &both.steps.at(1));
    EXPECT_TRUE(ServeChartSpecs::utilization(both).title.contains(QStringLiteral("4 at once")));
}

TEST_F(ServeChartSpecsTest, NetworkIsBytesPerOutputTokenPerMachineInTheAxisUnit)
{
    const ChartSpec spec = ServeChartSpecs::network(m_report);
    EXPECT_EQ(spec.categories, QStringList{atOnce(1)});
    ASSERT_EQ(spec.series.size(), 2);
    EXPECT_EQ(spec.series.at(0).name, QStringLiteral("gpu1"));
    EXPECT_EQ(spec.series.at(1).name, QStringLiteral("gpu2"));
    EXPECT_NE(spec.series.at(0).colour, spec.series.at(1).colour);
    // 16 output tokens; gpu1 carried 3.1 MB, gpu2 160 kB: KiB per token.
    EXPECT_EQ(completeSummary().outputTokens, 16u);
    EXPECT_TRUE(spec.valueAxisTitle.startsWith(QStringLiteral("KiB"))) << spec.valueAxisTitle.toStdString();
    EXPECT_DOUBLE_EQ(spec.series.at(0).values.at(0), 3'100'000.0 / 16 / 1024);
    EXPECT_DOUBLE_EQ(spec.series.at(1).values.at(0), 160'000.0 / 16 / 1024);
}

TEST_F(ServeChartSpecsTest, ChartsComeInOrderAndSayWhenNothingCompleted)
{
    const QList<ChartSpec> charts = ServeChartSpecs::charts(m_report);
    ASSERT_EQ(charts.size(), 5);
    const QStringList titles{
        ServeChartSpecs::ttft(m_report).title, ServeChartSpecs::tokensPerSecond(m_report).title,
        ServeChartSpecs::interTokenLatency(m_report).title, ServeChartSpecs::utilization(m_report).title,
        ServeChartSpecs::network(m_report).title};
    for (qsizetype i = 0; i < charts.size(); ++i) {
        EXPECT_EQ(charts.at(i).title, titles.at(i));
        EXPECT_FALSE(charts.at(i).isEmpty()) << titles.at(i).toStdString();
        EXPECT_FALSE(charts.at(i).caption.isEmpty()) << titles.at(i).toStdString();
    }

    core::ServeReportModel failed = m_report;
    failed.steps[0].result.status = core::RunStatus::Cancelled;
    EXPECT_TRUE(ServeChartSpecs::chartedSteps(failed).isEmpty());
    EXPECT_EQ(ServeChartSpecs::utilizationStep(failed), nullptr);
    for (const ChartSpec &spec : ServeChartSpecs::charts(failed)) {
        EXPECT_TRUE(spec.isEmpty()) << spec.title.toStdString();
        EXPECT_FALSE(spec.emptyText.isEmpty()) << spec.title.toStdString();
    }
}
