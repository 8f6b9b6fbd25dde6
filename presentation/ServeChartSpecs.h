#pragma once

#include "core/report/ServeReport.h"
#include "presentation/ChartSpec.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace shardscope::presentation {

/// The charts of a serving run (a benchmark of the user's own server, issue 16) as ChartSpecs, from
/// its report: one choice of data, titles, series, colours (ReportStyle) and captions for every
/// front end that draws them (ServeReportPdf paints them). Failed and cancelled steps are left out:
/// their figures are a record of what happened, not results to compare. A chart with nothing to
/// draw carries its emptyText.
class ServeChartSpecs
{
    Q_DECLARE_TR_FUNCTIONS(ServeChartSpecs)

public:
    /// The Complete steps, by concurrency (the plan's order among equal ones): the bar charts' rows
    /// and the line chart's points.
    static QList<core::ServeReportStep> chartedSteps(const core::ServeReportModel &report);
    /// The category of a charted step: "One machine, 4 at once" (BenchChartSpecs::atOnceLabel with
    /// the plan's layout), "(step 3)" added where the plan ran that concurrency more than once.
    static QString stepLabel(const core::ServeReportModel &report, const core::ServeReportStep &step);
    /// The step whose machines utilization() shows: the last Complete step at the goal's
    /// concurrency (report.goalConcurrency), else the last Complete step; nullptr when none
    /// completed. Points into `report`.
    static const core::ServeReportStep *utilizationStep(const core::ServeReportModel &report);

    /// GroupedBars: TTFT p50 and p99 (ms) per charted step.
    static ChartSpec ttft(const core::ServeReportModel &report);
    /// Lines: output tokens/s against requests at once (log₂ x), and where a step measured goodput
    /// (the goal has a target) a second line: the output tokens/s of the requests that met every
    /// target (tokens/s × goodput's share of the completed requests). Where a concurrency ran more
    /// than once, its last charted step is the point.
    static ChartSpec tokensPerSecond(const core::ServeReportModel &report);
    /// GroupedBars: inter-token latency p50, p90 and p99 (ms) per charted step.
    static ChartSpec interTokenLatency(const core::ServeReportModel &report);
    /// GroupedBars over utilizationStep(): per machine a category with its mean CPU busy share (%)
    /// and, for a machine with one GPU, that GPU's mean utilization (%); a machine with several
    /// GPUs gets a category per GPU ("gpu1, GPU 1") after its own. A GPU idle the whole step
    /// (ServeMachineFigures::gpuIdle) is marked in its label ("gpu1 (GPU idle)", "gpu1, GPU 1
    /// (idle)"); a machine without sampling is a category without bars, "gpu1 (not sampled)".
    static ChartSpec utilization(const core::ServeReportModel &report);
    /// GroupedBars: per charted step a category, per machine a series: the bytes that crossed its
    /// cluster interface (received + sent) per output token of the step, in B, KiB or MiB (the
    /// value axis says which, chosen from the largest value).
    static ChartSpec network(const core::ServeReportModel &report);

    /// ttft, tokensPerSecond, interTokenLatency, utilization, network, in that order.
    static QList<ChartSpec> charts(const core::ServeReportModel &report);
};

} // namespace shardscope::presentation
