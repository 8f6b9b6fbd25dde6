#pragma once

#include "core/analysis/WhatIf.h"
#include "core/store/ResultStore.h"
#include "presentation/BenchSeries.h"
#include "presentation/ChartSpec.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace shardscope::presentation {

/// What a History comparison chart compares.
enum class ComparedFigure {
    Unknown = 0,
    TokensPerSecond, ///< two benchmark runs: output tokens/s per layout and concurrency
    LinkThroughput, ///< two link tests: single-stream throughput per direction, in Gbit/s (as LinkText writes
                    ///< it)
};

/// The charts of a benchmark run as ChartSpecs, from stored results: one choice of data, titles,
/// series, colours and captions for the Results page (ui::BenchCharts draws them with Qt Charts)
/// and the PDF report (ReportPdf paints them). Every bar chart has one category per
/// chartedResults() entry, labelled by resultLabel(), in that order from the top.
class BenchChartSpecs
{
    Q_DECLARE_TR_FUNCTIONS(BenchChartSpecs)

public:
    /// The complete results, in the order the bar charts show them: by series (benchSeries of
    /// `results`: one node, tensor parallel, pipeline parallel, replicas, each node set of a layout
    /// in the order it ran), then by concurrency. Failed and cancelled runs are left out: their
    /// figures are a record of what happened, not results to compare.
    static QList<core::StoredBenchResult> chartedResults(const QList<core::StoredBenchResult> &results);
    /// "Tensor parallel, 4 at once", or "Tensor parallel (node0, node1), 4 at once" when the layout
    /// ran over several sets of machines (seriesLabelOf): the category of one result, its series
    /// taken from `series` (benchSeries of the results shown together).
    static QString resultLabel(const core::StoredBenchResult &result, const QList<BenchSeries> &series);
    /// "<what>, 4 at once": a result's category from what ran and its requests at once.
    static QString atOnceLabel(const QString &what, std::uint32_t concurrency);
    /// Where the measured link sits among the what-if's classes, slowest first: the number of
    /// classes not faster than it.
    static int measuredLinkIndex(const core::WhatIf &whatIf);

    /// GroupedBars: TTFT p50 and p99 (ms) per chartedResults() entry.
    static ChartSpec ttft(const QList<core::StoredBenchResult> &results);
    /// Lines: output tokens/s against requests at once (log₂ x), one line per series (layout and
    /// node set) with a complete result, NaN at a concurrency it did not complete.
    static ChartSpec tokensPerSecond(const QList<core::StoredBenchResult> &results);
    /// StackedBars: per decode step (every sequence gets one token) compute, communication and
    /// waiting (core::waitingMsPerStep) of the slowest rank (ms) per chartedResults() entry.
    static ChartSpec tokenTime(const QList<core::StoredBenchResult> &results);
    /// BarsAndLines: predicted tokens/s (bars, primary axis) and TTFT (line, secondary axis) for
    /// each link class and for the measured link ("Your link"), slowest at the top, with the
    /// measured tokens/s and TTFT as points on the measured link's row, and, where `results` hold
    /// the one-machine run at the split's concurrency, its decode tokens/s as a dashed line down
    /// every row (what a split has to beat). `runName` names the measured run
    /// (AnalysisText::whatIfRunName).
    static ChartSpec whatIf(const std::optional<core::WhatIf> &whatIf, const QString &runName,
                            const QList<core::StoredBenchResult> &results);
    /// GroupedBars of two runs' values per category, the first category at the top (the History
    /// comparison); empty when there are no categories.
    static ChartSpec comparison(ComparedFigure figure, const QStringList &categories,
                                const QString &firstName, const QList<double> &first,
                                const QString &secondName, const QList<double> &second);
};

} // namespace shardscope::presentation
