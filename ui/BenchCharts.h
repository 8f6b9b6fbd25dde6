#pragma once

#include "core/analysis/WhatIf.h"
#include "core/store/ResultStore.h"
#include "presentation/BenchSeries.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <optional>

class QChart;
class QChartView;
class QLabel;

namespace shardscope::ui {

/// A chart with the sentence under it that says what was measured and what it means.
class BenchChartView : public QWidget
{
    Q_OBJECT

public:
    explicit BenchChartView(QWidget *parent = nullptr);
    ~BenchChartView() override;

    QChart *chart() const;
    /// Shows `chart` (the view takes it; the previous one is deleted).
    void setChart(QChart *chart);
    QString caption() const;
    void setCaption(const QString &caption);

private:
    QChartView *m_view = nullptr;
    QLabel *m_caption = nullptr;
};

/// The Qt Charts of a benchmark run, built from stored results (Results page, History comparison).
/// Each returns a new chart that the caller owns; a chart without data says so in its title.
class BenchCharts
{
    Q_DECLARE_TR_FUNCTIONS(BenchCharts)

public:
    /// The complete results, in the order the bar charts show them: by series (presentation::
    /// benchSeries of `results`: one node, tensor parallel, pipeline parallel, replicas, each node set
    /// of a layout in the order it ran), then by concurrency. Failed and cancelled runs are left out:
    /// their figures are a record of what happened, not results to compare.
    static QList<core::StoredBenchResult> chartedResults(const QList<core::StoredBenchResult> &results);
    /// "Tensor parallel, 4 at once", or "Tensor parallel (node0, node1), 4 at once" when the layout
    /// ran over several sets of machines (presentation::seriesLabelOf): the category of one result, its
    /// series taken from `series` (presentation::benchSeries of the results shown together).
    static QString resultLabel(const core::StoredBenchResult &result,
                               const QList<presentation::BenchSeries> &series);
    /// "<what>, 4 at once": a result's category from what ran and its requests at once.
    static QString atOnceLabel(const QString &what, std::uint32_t concurrency);

    /// Bars: TTFT p50 and p99 (ms) per chartedResults() entry.
    static QChart *ttft(const QList<core::StoredBenchResult> &results);
    /// Lines: tokens/s against concurrency, one per series (layout and node set; complete results only).
    static QChart *tokensPerSecond(const QList<core::StoredBenchResult> &results);
    /// Stacked bars: per decode step (every sequence gets one token) compute, communication and
    /// waiting (core::waitingMsPerStep, as the PDF draws it) (ms) per chartedResults() entry.
    static QChart *tokenTime(const QList<core::StoredBenchResult> &results);
    /// Predicted tokens/s (horizontal bars, bottom axis) and TTFT (line, top axis) for each link
    /// class and for the measured link ("Your link"), slowest at the top, with the measured tokens/s
    /// and TTFT as points on the measured link's row. `runName` names the measured run
    /// (AnalysisText::whatIfRunName).
    static QChart *whatIf(const std::optional<core::WhatIf> &whatIf, const QString &runName);
    /// Grouped horizontal bars of two runs' values per category, the first category at the top
    /// (the History comparison).
    static QChart *comparison(const QStringList &categories, const QString &firstName,
                              const QList<double> &first, const QString &secondName,
                              const QList<double> &second, const QString &axisTitle);

    /// What each chart measured and what it means, in one or two sentences.
    static QString ttftCaption();
    static QString tokensPerSecondCaption();
    static QString tokenTimeCaption();
    static QString whatIfCaption();

    /// Where the measured link sits among linkClasses(), slowest first: the number of classes not
    /// faster than it.
    static int measuredLinkIndex(const core::WhatIf &whatIf);
};

} // namespace shardscope::ui
