#include "presentation/ServeChartSpecs.h"

#include "presentation/AnalysisText.h"
#include "presentation/BenchChartSpecs.h"
#include "presentation/ReportStyle.h"

#include <algorithm>

namespace shardscope::presentation {

namespace {

/// A percentile of a distribution, NaN where it has no sample (a step whose requests sent no
/// chunk has no TTFT, a step of one-token answers no ITL).
double percentile(const core::ServeDistribution &distribution, double core::ServeDistribution::*which)
{
    return distribution.count > 0 ? distribution.*which : kNoChartValue;
}

/// A bar chart's frame: kind and one category per charted step.
ChartSpec barSpec(const core::ServeReportModel &report, const QList<core::ServeReportStep> &charted)
{
    ChartSpec spec;
    spec.kind = ChartKind::GroupedBars;
    for (const core::ServeReportStep &step : charted)
        spec.categories << ServeChartSpecs::stepLabel(report, step);
    return spec;
}

/// One colour per machine, in the plan's order: the Okabe–Ito colours, repeating after seven.
QColor machineColour(qsizetype index)
{
    static const QList<QColor> colours{ReportStyle::kBlue,   ReportStyle::kOrange,     ReportStyle::kGreen,
                                       ReportStyle::kPurple, ReportStyle::kVermillion, ReportStyle::kSkyBlue,
                                       ReportStyle::kGrey};
    return colours.at(index % colours.size());
}

} // namespace

QList<core::ServeReportStep> ServeChartSpecs::chartedSteps(const core::ServeReportModel &report)
{
    QList<core::ServeReportStep> charted;
    for (const core::ServeReportStep &step : report.steps) {
        if (step.result.status == core::RunStatus::Complete)
            charted << step;
    }
    std::stable_sort(charted.begin(), charted.end(),
                     [](const core::ServeReportStep &a, const core::ServeReportStep &b) {
                         return a.result.concurrency < b.result.concurrency;
                     });
    return charted;
}

QString ServeChartSpecs::stepLabel(const core::ServeReportModel &report, const core::ServeReportStep &step)
{
    QString what = AnalysisText::layoutName(report.plan.layout);
    const auto sameConcurrency = std::count_if(report.steps.begin(), report.steps.end(),
                                               [&step](const core::ServeReportStep &other) {
                                                   return other.result.concurrency == step.result.concurrency;
                                               });
    if (sameConcurrency > 1)
        what = tr("%1 (step %2)").arg(what, QString::number(step.result.position + 1));
    return BenchChartSpecs::atOnceLabel(what, step.result.concurrency);
}

const core::ServeReportStep *ServeChartSpecs::utilizationStep(const core::ServeReportModel &report)
{
    const core::ServeReportStep *atGoal = nullptr;
    const core::ServeReportStep *last = nullptr;
    for (const core::ServeReportStep &step : report.steps) {
        if (step.result.status != core::RunStatus::Complete)
            continue;
        last = &step;
        if (step.result.concurrency == report.goalConcurrency)
            atGoal = &step;
    }
    return atGoal ? atGoal : last;
}

ChartSpec ServeChartSpecs::ttft(const core::ServeReportModel &report)
{
    const QList<core::ServeReportStep> charted = chartedSteps(report);
    ChartSpec spec = barSpec(report, charted);
    spec.title = tr("Time to first token");
    spec.emptyText = tr("Time to first token: no step of the run completed");
    spec.valueAxisTitle = tr("Milliseconds");
    spec.caption
        = tr("Time to first token: from sending a request to the first piece of the answer, as your "
             "server answered it (waiting in its queue and reading the prompt included). The median is "
             "a typical request, p99 the slowest one in a hundred: what a person in a chat notices. "
             "Lower is better.");
    ChartSeries p50 = chartSeries(tr("Median (p50)"), ReportStyle::kBlue);
    ChartSeries p99 = chartSeries(tr("Slowest 1 % (p99)"), ReportStyle::kOrange);
    for (const core::ServeReportStep &step : charted) {
        p50.values << percentile(step.result.summary.ttftMs, &core::ServeDistribution::p50);
        p99.values << percentile(step.result.summary.ttftMs, &core::ServeDistribution::p99);
    }
    if (!charted.isEmpty())
        spec.series = {p50, p99};
    return spec;
}

ChartSpec ServeChartSpecs::tokensPerSecond(const core::ServeReportModel &report)
{
    const QList<core::ServeReportStep> charted = chartedSteps(report);
    ChartSpec spec;
    spec.kind = ChartKind::Lines;
    spec.title = tr("Tokens per second by requests at once");
    spec.emptyText = tr("Tokens per second: no step of the run completed");
    spec.valueAxisTitle = tr("Output tokens per second");
    spec.xAxisTitle = tr("Requests at once");
    spec.logBase2X = true;
    for (const core::ServeReportStep &step : charted) {
        if (!spec.xValues.contains(double(step.result.concurrency)))
            spec.xValues << double(step.result.concurrency);
    }
    // chartedSteps is by concurrency already: xValues ascend.
    ChartSeries output = chartSeries(tr("Output tokens/s"), ReportStyle::kBlue);
    ChartSeries good = chartSeries(tr("Within your targets (goodput)"), ReportStyle::kGreen);
    for (ChartSeries *line : {&output, &good}) {
        line->shape = ChartShape::Line;
        line->marker = ChartMarker::Circle;
        line->values = QList<double>(spec.xValues.size(), kNoChartValue);
    }
    good.penStyle = Qt::DashLine;
    good.marker = ChartMarker::Square;
    bool anyGoodput = false;
    for (const core::ServeReportStep &step : charted) {
        const core::ServeSummary &summary = step.result.summary;
        const qsizetype at = spec.xValues.indexOf(double(step.result.concurrency));
        output.values[at] = summary.outputTokensPerSecond;
        if (summary.goodput) {
            good.values[at] = summary.outputTokensPerSecond * summary.goodput->shareOfCompleted;
            anyGoodput = true;
        } else {
            good.values[at] = kNoChartValue;
        }
    }
    if (!charted.isEmpty())
        spec.series << output;
    if (anyGoodput)
        spec.series << good;
    spec.caption = anyGoodput
                       ? tr("The tokens per second your server produced for all requests together, as more "
                            "requests ran at once. The dashed line counts only the requests that met every "
                            "target of your goal (goodput): where it falls away from the other, the server "
                            "is busy enough to keep people waiting. A line that keeps rising serves more "
                            "people well; one that flattens has reached the server's limit.")
                       : tr("The tokens per second your server produced for all requests together, as more "
                            "requests ran at once. A line that keeps rising serves more people well; one "
                            "that flattens has reached the server's limit.");
    return spec;
}

ChartSpec ServeChartSpecs::interTokenLatency(const core::ServeReportModel &report)
{
    const QList<core::ServeReportStep> charted = chartedSteps(report);
    ChartSpec spec = barSpec(report, charted);
    spec.title = tr("Time between tokens");
    spec.emptyText = tr("Time between tokens: no step of the run completed");
    spec.valueAxisTitle = tr("Milliseconds");
    spec.caption
        = tr("Inter-token latency: every gap between two pieces of an answer as they streamed in. It is how "
             "fast the text appears to a reader; a long p99 is the answer stalling now and then (other "
             "requests' prompts being read in between). Lower is better.");
    ChartSeries p50 = chartSeries(tr("Median (p50)"), ReportStyle::kBlue);
    ChartSeries p90 = chartSeries(tr("Slowest 10 % (p90)"), ReportStyle::kSkyBlue);
    ChartSeries p99 = chartSeries(tr("Slowest 1 % (p99)"), ReportStyle::kOrange);
    for (const core::ServeReportStep &step : charted) {
        const core::ServeDistribution &itl = step.result.summary.itlMs;
        p50.values << percentile(itl, &core::ServeDistribution::p50);
        p90.values << percentile(itl, &core::ServeDistribution::p90);
        p99.values << percentile(itl, &core::ServeDistribution::p99);
    }
    if (!charted.isEmpty())
        spec.series = {p50, p90, p99};
    return spec;
}

ChartSpec ServeChartSpecs::utilization(const core::ServeReportModel &report)
{
    const core::ServeReportStep *step = utilizationStep(report);
    ChartSpec spec;
    spec.kind = ChartKind::GroupedBars;
    spec.title = step ? tr("Where the work went, %n at once", nullptr, int(step->result.concurrency))
                      : tr("Where the work went");
    spec.emptyText = step ? tr("Where the work went: no machine was sampled during the step")
                          : tr("Where the work went: no step of the run completed");
    spec.valueAxisTitle = tr("Percent busy (mean over the step)");
    spec.caption = tr("How busy each machine of your server was while the requests ran: its CPUs and each "
                      "GPU, averaged over the step. A GPU near 0 % the whole step did no work for this "
                      "server: the model is not where you think it is, or that machine waits on the others.");
    if (!step)
        return spec;
    ChartSeries cpu = chartSeries(tr("CPU busy"), ReportStyle::kBlue);
    ChartSeries gpu = chartSeries(tr("GPU utilization"), ReportStyle::kGreen);
    const auto add = [&](const QString &category, double cpuPercent, double gpuPercent) {
        spec.categories << category;
        cpu.values << cpuPercent;
        gpu.values << gpuPercent;
    };
    const auto idle = [](const core::ServeMachineFigures &machine, std::uint32_t index) {
        for (const auto &[gpuIndex, wasIdle] : machine.gpuIdle)
            if (gpuIndex == index)
                return wasIdle;
        return false;
    };
    bool anyGpu = false;
    for (const core::ServeMachineFigures &machine : step->machines) {
        if (!machine.figures) {
            add(tr("%1 (not sampled)").arg(machine.nodeName), kNoChartValue, kNoChartValue);
            continue;
        }
        const core::TelemetryFigures &figures = *machine.figures;
        const double cpuPercent = figures.cpuBusyMean ? *figures.cpuBusyMean * 100 : kNoChartValue;
        const auto gpuPercent = [](const core::TelemetryFigures::Gpu &one) {
            return one.utilizationMeanPercent ? *one.utilizationMeanPercent : kNoChartValue;
        };
        anyGpu = anyGpu || !figures.gpus.isEmpty();
        if (figures.gpus.size() == 1) {
            const core::TelemetryFigures::Gpu &only = figures.gpus.first();
            add(idle(machine, only.index) ? tr("%1 (GPU idle)").arg(machine.nodeName) : machine.nodeName,
                cpuPercent, gpuPercent(only));
            continue;
        }
        add(machine.nodeName, cpuPercent, kNoChartValue);
        for (const core::TelemetryFigures::Gpu &one : figures.gpus) {
            const QString label = tr("%1, GPU %2").arg(machine.nodeName, QString::number(one.index));
            add(idle(machine, one.index) ? tr("%1 (idle)").arg(label) : label, kNoChartValue,
                gpuPercent(one));
        }
    }
    spec.series << cpu;
    if (anyGpu)
        spec.series << gpu;
    return spec;
}

ChartSpec ServeChartSpecs::network(const core::ServeReportModel &report)
{
    const QList<core::ServeReportStep> charted = chartedSteps(report);
    ChartSpec spec = barSpec(report, charted);
    spec.title = tr("Network traffic per output token");
    spec.emptyText = charted.isEmpty() ? tr("Network traffic: no step of the run completed")
                                       : tr("Network traffic: no machine's interface was sampled");
    spec.caption = tr("What crossed each machine's cluster interface (received and sent) during the step, "
                      "divided by the tokens the server wrote: the requests and answers, and for a model "
                      "split over machines what they send each other for every token. A split that carries "
                      "much per token leans on your network; one machine or a copy per machine carries "
                      "little.");
    spec.legendBeside = true;
    // The machines in the plan's order as the steps stored them (a step's telemetry is one per plan
    // machine).
    QStringList machines;
    for (const core::ServeReportStep &step : charted)
        for (const core::ServeMachineFigures &machine : step.machines)
            if (!machines.contains(machine.nodeName))
                machines << machine.nodeName;
    double largest = 0;
    for (const core::ServeReportStep &step : charted)
        for (const core::ServeMachineFigures &machine : step.machines)
            if (machine.bytesPerOutputToken)
                largest = std::max(largest, *machine.bytesPerOutputToken);
    double unit = 1;
    spec.valueAxisTitle = tr("Bytes per output token");
    if (largest >= 1024.0 * 1024.0) {
        unit = 1024.0 * 1024.0;
        spec.valueAxisTitle = tr("MiB per output token");
    } else if (largest >= 1024.0) {
        unit = 1024.0;
        spec.valueAxisTitle = tr("KiB per output token");
    }
    for (qsizetype m = 0; m < machines.size(); ++m) {
        ChartSeries one = chartSeries(machines.at(m), machineColour(m));
        for (const core::ServeReportStep &step : charted) {
            double value = kNoChartValue;
            for (const core::ServeMachineFigures &machine : step.machines)
                if (machine.nodeName == machines.at(m) && machine.bytesPerOutputToken)
                    value = *machine.bytesPerOutputToken / unit;
            one.values << value;
        }
        spec.series << one;
    }
    return spec;
}

QList<ChartSpec> ServeChartSpecs::charts(const core::ServeReportModel &report)
{
    return {ttft(report), tokensPerSecond(report), interTokenLatency(report), utilization(report),
            network(report)};
}

} // namespace shardscope::presentation
