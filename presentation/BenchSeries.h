#pragma once

#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Bench.h"

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

namespace shardscope::presentation {

/// One line of the charts and one row group of the tables: a layout over one set of machines. A
/// plan with node sets can hold, at one concurrency, the same layout over node0 and node1 and over
/// all three nodes; a series keeps them apart.
struct BenchSeries {
    protocol::BenchLayout layout = protocol::BenchLayout::Unknown;
    QStringList nodeNames; ///< StoredBenchResult::nodeNames, rank order
    /// The layout's name alone when it ran over one set of machines only, else with its machines:
    /// "Tensor parallel (node0, node1)" (AnalysisText::seriesLabel).
    QString label;
    QColor colour;                         ///< ReportStyle::seriesColour
    Qt::PenStyle penStyle = Qt::SolidLine; ///< ReportStyle::seriesPenStyle
    bool namesNodes = false;               ///< whether `label` names the machines
    bool operator==(const BenchSeries &) const = default;
};

/// The series of `results` (any status), in display order: by layout (ReportStyle::layoutOrder),
/// then by set of machines in the order the results ran. Labels name the machines only for a layout
/// that ran over more than one set; pass the results of every run that is shown together (both runs
/// of a comparison) so that one series has one label.
QList<BenchSeries> benchSeries(const QList<core::StoredBenchResult> &results);
/// The index of `result`'s series (same layout and node names) in `series`; -1 when absent.
qsizetype seriesIndex(const QList<BenchSeries> &series, const core::StoredBenchResult &result);
/// The label of `result`'s series in `series`; the layout's name when it is not among them.
QString seriesLabelOf(const QList<BenchSeries> &series, const core::StoredBenchResult &result);

} // namespace shardscope::presentation
