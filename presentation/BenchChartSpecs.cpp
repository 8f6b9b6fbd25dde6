#include "presentation/BenchChartSpecs.h"

#include "core/analysis/BenchMetrics.h"
#include "presentation/AnalysisText.h"
#include "presentation/ReportStyle.h"

#include <algorithm>

namespace shardscope::presentation {

namespace {

/// A bar chart's frame: kind, titles and one category per charted result.
ChartSpec barSpec(ChartKind kind, const QList<core::StoredBenchResult> &charted,
                  const QList<BenchSeries> &lines)
{
    ChartSpec spec;
    spec.kind = kind;
    for (const core::StoredBenchResult &result : charted)
        spec.categories << BenchChartSpecs::resultLabel(result, lines);
    return spec;
}

} // namespace

QList<core::StoredBenchResult> BenchChartSpecs::chartedResults(const QList<core::StoredBenchResult> &results)
{
    QList<core::StoredBenchResult> charted;
    for (const core::StoredBenchResult &result : results) {
        if (result.status == core::RunStatus::Complete)
            charted << result;
    }
    // By series, not by layout alone: two node sets of one layout must not interleave.
    const QList<BenchSeries> lines = benchSeries(results);
    std::stable_sort(charted.begin(), charted.end(),
                     [&lines](const core::StoredBenchResult &a, const core::StoredBenchResult &b) {
                         const qsizetype x = seriesIndex(lines, a);
                         const qsizetype y = seriesIndex(lines, b);
                         if (x != y)
                             return x < y;
                         return a.concurrency < b.concurrency;
                     });
    return charted;
}

QString BenchChartSpecs::resultLabel(const core::StoredBenchResult &result, const QList<BenchSeries> &series)
{
    return atOnceLabel(seriesLabelOf(series, result), result.concurrency);
}

QString BenchChartSpecs::atOnceLabel(const QString &what, std::uint32_t concurrency)
{
    return tr("%1, %n at once", nullptr, int(concurrency)).arg(what);
}

int BenchChartSpecs::measuredLinkIndex(const core::WhatIf &whatIf)
{
    // Classes come slowest first: the measured link goes before the first faster one.
    int index = 0;
    for (const core::WhatIf::AtClass &atClass : whatIf.classes) {
        if (atClass.linkClass.link.bytesPerSecond > whatIf.measuredLink.bytesPerSecond)
            break;
        ++index;
    }
    return index;
}

ChartSpec BenchChartSpecs::ttft(const QList<core::StoredBenchResult> &results)
{
    const QList<core::StoredBenchResult> charted = chartedResults(results);
    ChartSpec spec = barSpec(ChartKind::GroupedBars, charted, benchSeries(results));
    spec.title = tr("Time to first token");
    spec.emptyText = tr("Time to first token: no complete runs to show");
    spec.valueAxisTitle = tr("Milliseconds");
    spec.caption
        = tr("Time to first token: how long a request waits before the first word of the answer appears "
             "(reading the prompt included). All requests of a run start together and wait for one shared "
             "prefill, so a run's median and p99 come from one timing: compare runs, not the two bars. "
             "Lower is better.");
    ChartSeries p50 = chartSeries(tr("Median (p50)"), ReportStyle::kBlue);
    ChartSeries p99 = chartSeries(tr("Slowest 1 % (p99)"), ReportStyle::kOrange);
    for (const core::StoredBenchResult &result : charted) {
        p50.values << result.summary.ttftMs.p50;
        p99.values << result.summary.ttftMs.p99;
    }
    if (!charted.isEmpty())
        spec.series = {p50, p99};
    return spec;
}

ChartSpec BenchChartSpecs::tokensPerSecond(const QList<core::StoredBenchResult> &results)
{
    const QList<core::StoredBenchResult> charted = chartedResults(results);
    ChartSpec spec;
    spec.kind = ChartKind::Lines;
    spec.title = tr("Tokens per second by requests at once");
    spec.emptyText = tr("Tokens per second: no complete runs to show");
    spec.valueAxisTitle = tr("Tokens per second");
    spec.xAxisTitle = tr("Requests at once");
    spec.logBase2X = true;
    spec.caption = tr("Tokens per second of all requests together, as more requests run at once. A line that "
                      "keeps rising means the layout serves more people well; one that flattens has reached "
                      "its limit.");
    for (const core::StoredBenchResult &result : charted) {
        if (!spec.xValues.contains(double(result.concurrency)))
            spec.xValues << double(result.concurrency);
    }
    std::sort(spec.xValues.begin(), spec.xValues.end());
    // One line per series: the same layout over two node sets is two lines, in the layout's hue
    // and told apart by shade and dash.
    const QList<BenchSeries> lines = benchSeries(results);
    for (qsizetype s = 0; s < lines.size(); ++s) {
        const BenchSeries &one = lines.at(s);
        ChartSeries line = chartSeries(one.label, one.colour);
        line.penStyle = one.penStyle;
        line.marker = ChartMarker::Circle;
        line.shape = ChartShape::Line;
        line.values = QList<double>(spec.xValues.size(), kNoChartValue);
        bool any = false;
        for (const core::StoredBenchResult &result : charted) {
            if (seriesIndex(lines, result) != s)
                continue;
            line.values[spec.xValues.indexOf(double(result.concurrency))]
                = result.summary.outputTokensPerSecond;
            any = true;
        }
        if (!any)
            continue;
        spec.series << line;
        spec.legendBeside = spec.legendBeside || one.namesNodes;
    }
    return spec;
}

ChartSpec BenchChartSpecs::tokenTime(const QList<core::StoredBenchResult> &results)
{
    const QList<core::StoredBenchResult> charted = chartedResults(results);
    ChartSpec spec = barSpec(ChartKind::StackedBars, charted, benchSeries(results));
    spec.title = tr("Where the time of each token goes");
    spec.emptyText = tr("Time per token: no complete runs to show");
    spec.valueAxisTitle = tr("Milliseconds per token");
    spec.caption = tr("How each token's time splits on the slowest machine: computing, sending data between "
                      "machines, and waiting for the others. One machine never communicates; a split that "
                      "mostly communicates or waits is held back by the network.");
    ChartSeries compute = chartSeries(tr("Computing"), ReportStyle::kBlue);
    ChartSeries comm = chartSeries(tr("Communicating"), ReportStyle::kOrange);
    ChartSeries waiting = chartSeries(tr("Waiting for the slowest machine"), ReportStyle::kGrey);
    for (const core::StoredBenchResult &result : charted) {
        compute.values << result.summary.computeMsPerStep;
        comm.values << result.summary.commMsPerStep;
        waiting.values << core::waitingMsPerStep(result.summary);
    }
    if (!charted.isEmpty())
        spec.series = {compute, comm, waiting};
    return spec;
}

ChartSpec BenchChartSpecs::whatIf(const std::optional<core::WhatIf> &whatIf, const QString &runName,
                                  const QList<core::StoredBenchResult> &results)
{
    ChartSpec spec;
    spec.kind = ChartKind::BarsAndLines;
    spec.title = tr("What if the network were faster (%1)").arg(runName);
    spec.emptyText = tr("What if the network were faster: needs a split run and a link test");
    spec.valueAxisTitle = tr("Tokens per second");
    spec.secondValueAxisTitle = tr("Time to first token (ms)");
    spec.caption
        = tr("Predicted from the measured computing time and a model of the link (its round trip and "
             "bandwidth) for common kinds of network; the black square and the dark dot are what the "
             "run really measured on your link.");
    if (!whatIf || whatIf->classes.isEmpty())
        return spec;

    // Slowest link first, the measured one among them.
    QList<core::SplitPrediction> predictions;
    const int measuredIndex = measuredLinkIndex(*whatIf);
    for (int i = 0; i <= whatIf->classes.size(); ++i) {
        if (i == measuredIndex) {
            spec.categories << tr("Your link");
            predictions << whatIf->atMeasuredLink;
        }
        if (i < whatIf->classes.size()) {
            spec.categories << AnalysisText::linkClassName(whatIf->classes.at(i).linkClass.id);
            predictions << whatIf->classes.at(i).prediction;
        }
    }

    ChartSeries predicted = chartSeries(tr("Predicted tokens/s"), ReportStyle::kBlue);
    ChartSeries ttftLine = chartSeries(tr("Predicted first token"), ReportStyle::kVermillion);
    ttftLine.shape = ChartShape::Line;
    ttftLine.axis = ChartAxis::Secondary;
    ttftLine.marker = ChartMarker::Circle;
    ChartSeries measuredTokens = chartSeries(tr("Measured tokens/s"), ReportStyle::kMeasured);
    measuredTokens.shape = ChartShape::Points;
    measuredTokens.marker = ChartMarker::Square;
    ChartSeries measuredTtft = chartSeries(tr("Measured first token"), ReportStyle::kMeasuredTtft);
    measuredTtft.shape = ChartShape::Points;
    measuredTtft.axis = ChartAxis::Secondary;
    measuredTtft.marker = ChartMarker::Circle;
    for (qsizetype i = 0; i < spec.categories.size(); ++i) {
        const bool measured = i == measuredIndex;
        predicted.values << predictions.at(i).tokensPerSecond;
        ttftLine.values << predictions.at(i).ttftMs;
        measuredTokens.values << (measured ? whatIf->measured.measuredTokensPerSecond : kNoChartValue);
        measuredTtft.values << (measured ? whatIf->measured.measuredTtftMs : kNoChartValue);
    }
    spec.series = {predicted, ttftLine, measuredTokens, measuredTtft};

    // The one machine's decode tokens/s at the split's batch: what a split has to beat.
    for (const core::StoredBenchResult &result : results) {
        if (result.layout == protocol::BenchLayout::Single && result.status == core::RunStatus::Complete
            && result.concurrency == whatIf->measured.batch && result.summary.decodeStepMs > 0) {
            ChartSeries single = chartSeries(tr("One machine"), ReportStyle::kSingleMachine);
            single.shape = ChartShape::Line;
            single.penStyle = Qt::DashLine;
            single.values = QList<double>(spec.categories.size(),
                                          double(result.concurrency) * 1000 / result.summary.decodeStepMs);
            spec.series << single;
            spec.caption
                += QLatin1Char(' ') + tr("A bar that reaches past the dashed line would beat one machine.");
            break;
        }
    }
    return spec;
}

ChartSpec BenchChartSpecs::comparison(ComparedFigure figure, const QStringList &categories,
                                      const QString &firstName, const QList<double> &first,
                                      const QString &secondName, const QList<double> &second)
{
    ChartSpec spec;
    spec.kind = ChartKind::GroupedBars;
    spec.emptyText = tr("Nothing measured in both runs to compare");
    switch (figure) {
    case ComparedFigure::TokensPerSecond:
        spec.valueAxisTitle = tr("Tokens per second");
        spec.caption
            = tr("Tokens per second of every layout both runs measured: a higher bar is more text per "
                 "second.");
        break;
    case ComparedFigure::LinkThroughput:
        spec.valueAxisTitle = tr("Throughput, one stream (Gbit/s)");
        spec.caption = tr("Single-stream throughput of every direction both runs measured: a higher bar is a "
                          "faster link.");
        break;
    case ComparedFigure::Unknown:
        break;
    }
    spec.title = spec.valueAxisTitle;
    if (figure == ComparedFigure::Unknown || categories.isEmpty())
        return spec;
    spec.categories = categories;
    ChartSeries a = chartSeries(firstName, ReportStyle::kGrey);
    ChartSeries b = chartSeries(secondName, ReportStyle::kBlue);
    for (qsizetype i = 0; i < categories.size(); ++i) {
        a.values << first.value(i, kNoChartValue);
        b.values << second.value(i, kNoChartValue);
    }
    spec.series = {a, b};
    return spec;
}

} // namespace shardscope::presentation
