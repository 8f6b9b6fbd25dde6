#include "ui/BenchCharts.h"

#include "core/analysis/BenchMetrics.h"
#include "presentation/AnalysisText.h"
#include "presentation/ReportStyle.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
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

namespace shardscope::ui {

using presentation::AnalysisText;

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

QBarSet *barSet(const QString &label, const QColor &colour)
{
    auto *set = new QBarSet(label);
    set->setColor(colour);
    set->setBorderColor(colour.darker(120));
    return set;
}

// The PDF's colours and order (ReportStyle), so a layout looks the same on paper and on screen.
using presentation::ReportStyle::kBlue;
using presentation::ReportStyle::kGrey;
using presentation::ReportStyle::kOrange;
using presentation::ReportStyle::kVermillion;

/// The result labels on the left (top to bottom in chartedResults() order), the values below.
void attachCategoryAxes(QChart *chart, QAbstractBarSeries *series,
                        const QList<core::StoredBenchResult> &charted,
                        const QList<presentation::BenchSeries> &lines, const QString &valueTitle,
                        double maximum)
{
    QStringList categories;
    for (qsizetype i = charted.size() - 1; i >= 0; --i)
        categories << BenchCharts::resultLabel(charted.at(i), lines);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    QValueAxis *axisX = valueAxis(valueTitle, maximum);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
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
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("chartCaption"));
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setWordWrap(true);
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
            rows = std::max(rows, categories->count());
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

QList<core::StoredBenchResult> BenchCharts::chartedResults(const QList<core::StoredBenchResult> &results)
{
    QList<core::StoredBenchResult> charted;
    for (const core::StoredBenchResult &result : results) {
        if (result.status == core::RunStatus::Complete)
            charted << result;
    }
    // By series, not by layout alone: two node sets of one layout must not interleave.
    const QList<presentation::BenchSeries> series = presentation::benchSeries(results);
    std::stable_sort(charted.begin(), charted.end(),
                     [&series](const core::StoredBenchResult &a, const core::StoredBenchResult &b) {
                         const qsizetype x = presentation::seriesIndex(series, a);
                         const qsizetype y = presentation::seriesIndex(series, b);
                         if (x != y)
                             return x < y;
                         return a.concurrency < b.concurrency;
                     });
    return charted;
}

QString BenchCharts::resultLabel(const core::StoredBenchResult &result,
                                 const QList<presentation::BenchSeries> &series)
{
    return atOnceLabel(presentation::seriesLabelOf(series, result), result.concurrency);
}

QString BenchCharts::atOnceLabel(const QString &what, std::uint32_t concurrency)
{
    return tr("%1, %n at once", nullptr, int(concurrency)).arg(what);
}

QChart *BenchCharts::ttft(const QList<core::StoredBenchResult> &results)
{
    const QList<core::StoredBenchResult> charted = chartedResults(results);
    QChart *chart = newChart(charted.isEmpty() ? tr("Time to first token: no complete runs to show")
                                               : tr("Time to first token"));
    if (charted.isEmpty())
        return chart;

    QBarSet *p50 = barSet(tr("Median (p50)"), kBlue);
    QBarSet *p99 = barSet(tr("Slowest 1 % (p99)"), kOrange);
    double maximum = 0;
    // Horizontal bars: the labels ("Tensor parallel, 8 at once") get the room they need. The
    // first category is drawn at the bottom, so the list goes in reversed to read from the top.
    for (qsizetype i = charted.size() - 1; i >= 0; --i) {
        const core::BenchSummary &s = charted.at(i).summary;
        *p50 << s.ttftMs.p50;
        *p99 << s.ttftMs.p99;
        maximum = std::max({maximum, s.ttftMs.p50, s.ttftMs.p99});
    }
    auto *series = new QHorizontalBarSeries;
    series->append(p50);
    series->append(p99);
    chart->addSeries(series);
    attachCategoryAxes(chart, series, charted, presentation::benchSeries(results), tr("Milliseconds"),
                       maximum);
    return chart;
}

QChart *BenchCharts::tokensPerSecond(const QList<core::StoredBenchResult> &results)
{
    const QList<core::StoredBenchResult> charted = chartedResults(results);
    QChart *chart = newChart(charted.isEmpty() ? tr("Tokens per second: no complete runs to show")
                                               : tr("Tokens per second by requests at once"));
    if (charted.isEmpty())
        return chart;

    // A log₂ axis: concurrencies are usually 1, 2, 4, 16 … and sit evenly on it.
    auto *axisX = new QLogValueAxis;
    axisX->setBase(2);
    axisX->setLabelFormat(QStringLiteral("%g"));
    axisX->setTitleText(tr("Requests at once"));
    chart->addAxis(axisX, Qt::AlignBottom);

    double maximum = 0;
    std::uint32_t lowest = charted.first().concurrency;
    std::uint32_t highest = lowest;
    // One line per series: the same layout over two node sets is two lines, in the layout's hue
    // and told apart by shade and dash.
    const QList<presentation::BenchSeries> series = presentation::benchSeries(results);
    QList<QLineSeries *> lines;
    qsizetype current = -1;
    for (const core::StoredBenchResult &result : charted) {
        const qsizetype index = presentation::seriesIndex(series, result);
        if (lines.isEmpty() || index != current) {
            current = index;
            const presentation::BenchSeries &one = series.at(index);
            auto *line = new QLineSeries;
            line->setName(one.label);
            line->setColor(one.colour);
            line->setPointsVisible(true);
            QPen pen = line->pen();
            pen.setColor(one.colour);
            pen.setWidth(2);
            pen.setStyle(one.penStyle);
            line->setPen(pen);
            lines << line;
        }
        lines.last()->append(double(result.concurrency), result.summary.outputTokensPerSecond);
        maximum = std::max(maximum, result.summary.outputTokensPerSecond);
        lowest = std::min(lowest, result.concurrency);
        highest = std::max(highest, result.concurrency);
    }
    // Labels that name their nodes do not fit side by side under the plot (Qt elides them to
    // "Tensor paralle…"); listed down the right they stay whole.
    const bool named = std::any_of(series.begin(), series.end(),
                                   [](const presentation::BenchSeries &one) { return one.namesNodes; });
    if (named) {
        chart->legend()->setAlignment(Qt::AlignRight);
        // A label still too long for a narrow window is elided: the whole one on hover.
        chart->legend()->setShowToolTips(true);
    }
    axisX->setRange(double(lowest) / 1.3, double(highest) * 1.3);
    QValueAxis *axisY = valueAxis(tr("Tokens per second"), maximum);
    chart->addAxis(axisY, Qt::AlignLeft);
    for (QLineSeries *line : lines) {
        chart->addSeries(line);
        line->attachAxis(axisX);
        line->attachAxis(axisY);
    }
    return chart;
}

QChart *BenchCharts::tokenTime(const QList<core::StoredBenchResult> &results)
{
    const QList<core::StoredBenchResult> charted = chartedResults(results);
    QChart *chart = newChart(charted.isEmpty() ? tr("Time per token: no complete runs to show")
                                               : tr("Where the time of each token goes"));
    if (charted.isEmpty())
        return chart;

    QBarSet *compute = barSet(tr("Computing"), kBlue);
    QBarSet *comm = barSet(tr("Communicating"), kOrange);
    QBarSet *waiting = barSet(tr("Waiting for the slowest machine"), kGrey);
    double maximum = 0;
    for (qsizetype i = charted.size() - 1; i >= 0; --i) {
        const core::BenchSummary &s = charted.at(i).summary;
        *compute << s.computeMsPerStep;
        *comm << s.commMsPerStep;
        *waiting << core::waitingMsPerStep(s);
        maximum = std::max(maximum, s.computeMsPerStep + s.commMsPerStep + core::waitingMsPerStep(s));
    }
    auto *series = new QHorizontalStackedBarSeries;
    series->append(compute);
    series->append(comm);
    series->append(waiting);
    chart->addSeries(series);
    attachCategoryAxes(chart, series, charted, presentation::benchSeries(results),
                       tr("Milliseconds per token"), maximum);
    return chart;
}

int BenchCharts::measuredLinkIndex(const core::WhatIf &whatIf)
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

QChart *BenchCharts::whatIf(const std::optional<core::WhatIf> &whatIf, const QString &runName)
{
    if (!whatIf || whatIf->classes.isEmpty())
        return newChart(tr("What if the network were faster: needs a split run and a link test"));
    QChart *chart = newChart(tr("What if the network were faster (%1)").arg(runName));

    // Slowest link first, the measured one among them; drawn as horizontal bars read from the top
    // (the first category is at the bottom, so positions go backwards), which leaves the link
    // names the room they need.
    struct Entry {
        QString label;
        core::SplitPrediction prediction;
    };
    QList<Entry> entries;
    const int measuredIndex = measuredLinkIndex(*whatIf);
    for (int i = 0; i <= whatIf->classes.size(); ++i) {
        if (i == measuredIndex)
            entries << Entry{tr("Your link"), whatIf->atMeasuredLink};
        if (i < whatIf->classes.size())
            entries << Entry{AnalysisText::linkClassName(whatIf->classes.at(i).linkClass.id),
                             whatIf->classes.at(i).prediction};
    }
    const auto position = [&entries](qsizetype index) {
        return double(entries.size() - 1 - index);
    };

    QStringList categories;
    QBarSet *predicted = barSet(tr("Predicted tokens/s"), kBlue);
    auto *ttftLine = new QLineSeries;
    ttftLine->setName(tr("Predicted first token"));
    ttftLine->setColor(kVermillion);
    ttftLine->setPointsVisible(true);
    double maxTokens = whatIf->measured.measuredTokensPerSecond;
    double maxTtft = whatIf->measured.measuredTtftMs;
    for (qsizetype i = entries.size() - 1; i >= 0; --i) {
        const Entry &entry = entries.at(i);
        categories << entry.label;
        *predicted << entry.prediction.tokensPerSecond;
        ttftLine->append(entry.prediction.ttftMs, position(i));
        maxTokens = std::max(maxTokens, entry.prediction.tokensPerSecond);
        maxTtft = std::max(maxTtft, entry.prediction.ttftMs);
    }

    auto *bars = new QHorizontalBarSeries;
    bars->append(predicted);
    chart->addSeries(bars);
    chart->addSeries(ttftLine);
    auto *measuredTokens = new QScatterSeries;
    measuredTokens->setName(tr("Measured tokens/s"));
    measuredTokens->setColor(Qt::black);
    measuredTokens->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    measuredTokens->setMarkerSize(11);
    measuredTokens->append(whatIf->measured.measuredTokensPerSecond, position(measuredIndex));
    chart->addSeries(measuredTokens);
    auto *measuredTtft = new QScatterSeries;
    measuredTtft->setName(tr("Measured first token"));
    measuredTtft->setColor(kVermillion.darker(150));
    measuredTtft->setMarkerSize(11);
    measuredTtft->append(whatIf->measured.measuredTtftMs, position(measuredIndex));
    chart->addSeries(measuredTtft);

    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    chart->addAxis(axisY, Qt::AlignLeft);
    QValueAxis *tokensAxis = valueAxis(tr("Tokens per second"), maxTokens);
    chart->addAxis(tokensAxis, Qt::AlignBottom);
    QValueAxis *ttftAxis = valueAxis(tr("Time to first token (ms)"), maxTtft);
    ttftAxis->setLinePenColor(kVermillion);
    ttftAxis->setLabelsColor(kVermillion.darker(130));
    chart->addAxis(ttftAxis, Qt::AlignTop);
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(bars), static_cast<QAbstractSeries *>(ttftLine),
          static_cast<QAbstractSeries *>(measuredTokens), static_cast<QAbstractSeries *>(measuredTtft)})
        series->attachAxis(axisY);
    bars->attachAxis(tokensAxis);
    measuredTokens->attachAxis(tokensAxis);
    ttftLine->attachAxis(ttftAxis);
    measuredTtft->attachAxis(ttftAxis);
    return chart;
}

QChart *BenchCharts::comparison(const QStringList &categories, const QString &firstName,
                                const QList<double> &first, const QString &secondName,
                                const QList<double> &second, const QString &axisTitle)
{
    QChart *chart
        = newChart(categories.isEmpty() ? tr("Nothing measured in both runs to compare") : axisTitle);
    if (categories.isEmpty())
        return chart;
    QBarSet *a = barSet(firstName, kGrey);
    QBarSet *b = barSet(secondName, kBlue);
    double maximum = 0;
    // Horizontal, the first category at the top (see ttft()).
    QStringList reversed;
    for (qsizetype i = categories.size() - 1; i >= 0; --i) {
        reversed << categories.at(i);
        *a << first.value(i);
        *b << second.value(i);
        maximum = std::max({maximum, first.value(i), second.value(i)});
    }
    auto *series = new QHorizontalBarSeries;
    series->append(a);
    series->append(b);
    chart->addSeries(series);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(reversed);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    QValueAxis *axisX = valueAxis(axisTitle, maximum);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    return chart;
}

QString BenchCharts::ttftCaption()
{
    return tr("Time to first token: how long a request waits before the first word of the answer appears "
              "(reading the prompt included). All requests of a run start together and wait for one shared "
              "prefill, so a run's median and p99 come from one timing: compare runs, not the two bars. "
              "Lower is better.");
}

QString BenchCharts::tokensPerSecondCaption()
{
    return tr("Tokens per second of all requests together, as more requests run at once. A line that keeps "
              "rising means the layout serves more people well; one that flattens has reached its limit.");
}

QString BenchCharts::tokenTimeCaption()
{
    return tr("How each token's time splits on the slowest machine: computing, sending data between "
              "machines, and waiting for the others. One machine never communicates; a split that mostly "
              "communicates or waits is held back by the network.");
}

QString BenchCharts::whatIfCaption()
{
    return tr("Predicted from the measured computing time and a model of the link (its round trip and "
              "bandwidth) for common kinds of network; the black square and the dark dot are what the run "
              "really measured on your link.");
}

} // namespace shardscope::ui
