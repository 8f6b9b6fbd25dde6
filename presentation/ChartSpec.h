#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace shardscope::presentation {

/// What kind of chart a ChartSpec describes. Every bar chart is drawn with horizontal bars: the
/// categories down the left (their labels get the room they need), the values along the bottom.
enum class ChartKind {
    Unknown = 0,
    GroupedBars, ///< one bar per series in each category, side by side
    StackedBars, ///< the series of a category end to end in one bar
    Lines,       ///< one line per series over a numeric x (ChartSpec::xValues)
    /// The what-if: per category a bar (ChartShape::Bar series), points and lines, on the value
    /// axis or on a second one (ChartAxis::Secondary, drawn along the top).
    BarsAndLines,
};

/// How one series of a BarsAndLines chart is drawn (the other kinds draw every series their way).
enum class ChartShape {
    Unknown = 0,
    Bar,
    Line,   ///< through every category that has a value
    Points, ///< a marker where there is a value, no line
};

/// The value axis a series is measured on (BarsAndLines; the other kinds have one).
enum class ChartAxis {
    Unknown = 0,
    Primary,   ///< ChartSpec::valueAxisTitle
    Secondary, ///< ChartSpec::secondValueAxisTitle
};

/// The marker on each point of a line or a Points series.
enum class ChartMarker {
    Unknown = 0,
    None,
    Circle,
    Square,
};

/// One series: a legend entry and its values.
struct ChartSeries {
    QString name;
    QColor colour; ///< from ReportStyle, so a layout has one colour on screen and on paper
    Qt::PenStyle penStyle = Qt::SolidLine;
    ChartMarker marker = ChartMarker::None;
    ChartShape shape = ChartShape::Bar; ///< BarsAndLines only
    ChartAxis axis = ChartAxis::Primary;
    /// One value per category (bar kinds) or per xValues entry (Lines); NaN where there is none.
    QList<double> values;
};

/// What a series holds where it has no value: the chart leaves a gap there.
inline constexpr double kNoChartValue = std::numeric_limits<double>::quiet_NaN();

/// A series named `name` in `colour`, with no values yet.
inline ChartSeries chartSeries(const QString &name, const QColor &colour)
{
    ChartSeries one;
    one.name = name;
    one.colour = colour;
    return one;
}

/// A chart as plain data: what the Results page's Qt Charts (ui::BenchCharts) and the PDF report
/// (ReportPdf) both draw, so the screen and the paper show the same figures under the same words.
/// Built by BenchChartSpecs.
struct ChartSpec {
    ChartKind kind = ChartKind::Unknown;
    QString title;
    /// What was measured and what it means, in a sentence or two, shown under the chart.
    QString caption;
    /// Shown instead of the chart (and its title) when there is nothing to draw.
    QString emptyText;
    QString valueAxisTitle;       ///< bars: the horizontal axis; Lines: the vertical one
    QString secondValueAxisTitle; ///< BarsAndLines: the axis of ChartAxis::Secondary series
    QString xAxisTitle;           ///< Lines: the horizontal axis
    QStringList categories;       ///< bar kinds: the rows, in reading order (top to bottom)
    QList<double> xValues;        ///< Lines: the x of each value, ascending
    bool logBase2X = false;       ///< Lines: x on a log₂ axis (concurrencies 1, 2, 4, 16 … sit evenly)
    /// The series names name machines and are long: the legend goes beside the plot, one a line.
    bool legendBeside = false;
    QList<ChartSeries> series;

    /// Nothing to draw: no series, or none with a finite value.
    bool isEmpty() const
    {
        for (const ChartSeries &one : series) {
            for (double value : one.values) {
                if (std::isfinite(value))
                    return false;
            }
        }
        return true;
    }

    /// The largest finite value of the series on `axis` (StackedBars: of the sums per category, an
    /// absent value counting as no bar): where both renderers' value axes end.
    double maximum(ChartAxis axis) const
    {
        double largest = 0;
        if (kind == ChartKind::StackedBars) {
            for (qsizetype c = 0; c < categories.size(); ++c) {
                double sum = 0;
                for (const ChartSeries &one : series) {
                    const double value = one.values.value(c, 0);
                    sum += std::isfinite(value) ? value : 0;
                }
                largest = std::max(largest, sum);
            }
            return largest;
        }
        for (const ChartSeries &one : series) {
            if (kind == ChartKind::BarsAndLines && one.axis != axis)
                continue;
            for (double value : one.values) {
                if (std::isfinite(value))
                    largest = std::max(largest, value);
            }
        }
        return largest;
    }
};

} // namespace shardscope::presentation
