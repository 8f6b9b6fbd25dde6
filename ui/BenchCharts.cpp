#include "ui/BenchCharts.h"

#include "ui/PlainLabel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace shardscope::ui {

using presentation::ChartAxis;
using presentation::ChartKind;
using presentation::ChartMarker;
using presentation::ChartSeries;
using presentation::ChartShape;
using presentation::ChartSpec;

namespace {

constexpr int kMinimumChartHeight = 300;

QChart *newChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    // Animations would make the tests and screenshots catch charts half drawn.
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    return chart;
}

/// A value axis from 0 to a little above `maximum`, with round tick labels.
QValueAxis *valueAxis(const QString &title, double maximum)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setRange(0, maximum > 0 ? maximum * 1.15 : 1.0);
    axis->applyNiceNumbers();
    axis->setLabelFormat(QStringLiteral("%g"));
    return axis;
}

/// A bar's value: an absent one is no bar.
double barValue(double value)
{
    return std::isfinite(value) ? value : 0.0;
}

QBarSet *barSet(const ChartSeries &one)
{
    auto *set = new QBarSet(one.name);
    set->setColor(one.colour);
    set->setBorderColor(one.colour.darker(120));
    // The first category is drawn at the bottom, so the values go in reversed to read from the top.
    for (qsizetype i = one.values.size() - 1; i >= 0; --i)
        *set << barValue(one.values.at(i));
    return set;
}

QLineSeries *lineSeries(const ChartSeries &one)
{
    auto *line = new QLineSeries;
    line->setName(one.name);
    line->setColor(one.colour);
    line->setPointsVisible(one.marker != ChartMarker::None && one.marker != ChartMarker::Unknown);
    QPen pen = line->pen();
    pen.setColor(one.colour);
    pen.setWidth(2);
    pen.setStyle(one.penStyle);
    line->setPen(pen);
    return line;
}

/// The category labels on the left, top to bottom in the spec's order.
QBarCategoryAxis *categoryAxis(const ChartSpec &spec)
{
    QStringList reversed;
    for (qsizetype i = spec.categories.size() - 1; i >= 0; --i)
        reversed << spec.categories.at(i);
    auto *axis = new QBarCategoryAxis;
    axis->append(reversed);
    return axis;
}

/// GroupedBars and StackedBars: horizontal bars, the labels ("Tensor parallel, 8 at once") get the
/// room they need.
void addBars(QChart *chart, const ChartSpec &spec)
{
    QAbstractBarSeries *bars = spec.kind == ChartKind::StackedBars
                                   ? static_cast<QAbstractBarSeries *>(new QHorizontalStackedBarSeries)
                                   : static_cast<QAbstractBarSeries *>(new QHorizontalBarSeries);
    for (const ChartSeries &one : spec.series)
        bars->append(barSet(one));
    chart->addSeries(bars);
    QBarCategoryAxis *axisY = categoryAxis(spec);
    chart->addAxis(axisY, Qt::AlignLeft);
    bars->attachAxis(axisY);
    QValueAxis *axisX = valueAxis(spec.valueAxisTitle, spec.maximum(ChartAxis::Primary));
    chart->addAxis(axisX, Qt::AlignBottom);
    bars->attachAxis(axisX);
}

void addLines(QChart *chart, const ChartSpec &spec)
{
    QAbstractAxis *axisX = nullptr;
    const double lowest = spec.xValues.isEmpty() ? 1.0 : spec.xValues.first();
    const double highest = spec.xValues.isEmpty() ? 1.0 : spec.xValues.last();
    if (spec.logBase2X) {
        auto *log = new QLogValueAxis;
        log->setBase(2);
        log->setLabelFormat(QStringLiteral("%g"));
        log->setRange(lowest / 1.3, highest * 1.3);
        axisX = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setLabelFormat(QStringLiteral("%g"));
        linear->setRange(std::min(0.0, lowest), highest * 1.15);
        axisX = linear;
    }
    axisX->setTitleText(spec.xAxisTitle);
    chart->addAxis(axisX, Qt::AlignBottom);
    QValueAxis *axisY = valueAxis(spec.valueAxisTitle, spec.maximum(ChartAxis::Primary));
    chart->addAxis(axisY, Qt::AlignLeft);
    for (const ChartSeries &one : spec.series) {
        QLineSeries *line = lineSeries(one);
        for (qsizetype i = 0; i < spec.xValues.size(); ++i) {
            const double value = one.values.value(i, std::nan(""));
            if (std::isfinite(value))
                line->append(spec.xValues.at(i), value);
        }
        chart->addSeries(line);
        line->attachAxis(axisX);
        line->attachAxis(axisY);
    }
}

/// The what-if: bars, lines and points over the categories, on a value axis along the bottom and
/// a second one along the top in the colour of its first series.
void addBarsAndLines(QChart *chart, const ChartSpec &spec)
{
    const qsizetype count = spec.categories.size();
    // The first category at the top: it sits at the highest position.
    const auto position = [count](qsizetype index) {
        return double(count - 1 - index);
    };

    QBarCategoryAxis *axisY = categoryAxis(spec);
    chart->addAxis(axisY, Qt::AlignLeft);
    QValueAxis *primary = valueAxis(spec.valueAxisTitle, spec.maximum(ChartAxis::Primary));
    chart->addAxis(primary, Qt::AlignBottom);
    QValueAxis *secondary = nullptr;
    const auto axisOf = [&](const ChartSeries &one) -> QValueAxis * {
        if (one.axis != ChartAxis::Secondary)
            return primary;
        if (!secondary) {
            secondary = valueAxis(spec.secondValueAxisTitle, spec.maximum(ChartAxis::Secondary));
            secondary->setLinePenColor(one.colour);
            secondary->setLabelsColor(one.colour.darker(130));
            chart->addAxis(secondary, Qt::AlignTop);
        }
        return secondary;
    };

    QHorizontalBarSeries *bars = nullptr;
    QList<QAbstractSeries *> others;
    QList<QValueAxis *> othersAxes;
    for (const ChartSeries &one : spec.series) {
        switch (one.shape) {
        case ChartShape::Bar:
            if (!bars)
                bars = new QHorizontalBarSeries;
            bars->append(barSet(one));
            continue;
        case ChartShape::Line: {
            QLineSeries *line = lineSeries(one);
            for (qsizetype i = 0; i < count; ++i) {
                if (std::isfinite(one.values.value(i, std::nan(""))))
                    line->append(one.values.at(i), position(i));
            }
            others << line;
            break;
        }
        case ChartShape::Points:
        case ChartShape::Unknown: {
            auto *points = new QScatterSeries;
            points->setName(one.name);
            points->setColor(one.colour);
            points->setMarkerShape(one.marker == ChartMarker::Square ? QScatterSeries::MarkerShapeRectangle
                                                                     : QScatterSeries::MarkerShapeCircle);
            points->setMarkerSize(11);
            for (qsizetype i = 0; i < count; ++i) {
                if (std::isfinite(one.values.value(i, std::nan(""))))
                    points->append(one.values.at(i), position(i));
            }
            others << points;
            break;
        }
        }
        othersAxes << axisOf(one);
    }
    if (bars) {
        chart->addSeries(bars);
        bars->attachAxis(axisY);
        bars->attachAxis(primary);
    }
    for (qsizetype i = 0; i < others.size(); ++i) {
        chart->addSeries(others.at(i));
        others.at(i)->attachAxis(axisY);
        others.at(i)->attachAxis(othersAxes.at(i));
    }
}

} // namespace

BenchChartView::BenchChartView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QChartView(newChart(QString()), this);
    m_view->setRenderHint(QPainter::Antialiasing);
    // Room for the axes, a legend and a few bars at 1280×800; the page scrolls when it is short.
    m_view->setMinimumHeight(kMinimumChartHeight);
    m_caption = plainLabel(QStringLiteral("chartCaption"), this);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_caption);
}

BenchChartView::~BenchChartView() = default;

QChart *BenchChartView::chart() const
{
    return m_view->chart();
}

void BenchChartView::setChart(QChart *chart)
{
    QChart *old = m_view->chart();
    m_view->setChart(chart);
    delete old;
    // Qt elides a category's label to "…" once the rows get thinner than a line of text: a run
    // with node sets has more rows, so the view grows with them (the page scrolls).
    int rows = 0;
    for (QAbstractAxis *axis : chart->axes()) {
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
            rows = std::max(rows, int(categories->count()));
    }
    const int rowHeight = m_view->fontMetrics().height() + 10;
    m_view->setMinimumHeight(std::max(kMinimumChartHeight, 150 + rowHeight * rows));
}

QString BenchChartView::caption() const
{
    return m_caption->text();
}

void BenchChartView::setCaption(const QString &caption)
{
    m_caption->setText(caption);
}

void BenchChartView::setSpec(const presentation::ChartSpec &spec)
{
    setChart(BenchCharts::chart(spec));
    // The PDF leaves the caption out where there is no chart: a sentence about bars no one sees.
    setCaption(spec.isEmpty() ? QString() : spec.caption);
}

QChart *BenchCharts::chart(const ChartSpec &spec)
{
    if (spec.isEmpty())
        return newChart(spec.emptyText);
    QChart *chart = newChart(spec.title);
    switch (spec.kind) {
    case ChartKind::GroupedBars:
    case ChartKind::StackedBars:
        addBars(chart, spec);
        break;
    case ChartKind::Lines:
        addLines(chart, spec);
        break;
    case ChartKind::BarsAndLines:
        addBarsAndLines(chart, spec);
        break;
    case ChartKind::Unknown:
        break;
    }
    // Labels that name their nodes do not fit side by side under the plot (Qt elides them to
    // "Tensor paralle…"); listed down the right they stay whole.
    if (spec.legendBeside)
        chart->legend()->setAlignment(Qt::AlignRight);
    // A label still too long for a narrow window (the what-if's five in half the page) is elided:
    // the whole one on hover.
    chart->legend()->setShowToolTips(true);
    return chart;
}

} // namespace shardscope::ui
