#include "presentation/PdfDocument.h"

#include "core/report/ReportModel.h"
#include "presentation/ReportStyle.h"
#include "remote-agent/protocol/Version.h"

#include <QBuffer>
#include <QLocale>
#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <optional>

namespace shardscope::presentation {

namespace {

constexpr int kDpi = 300;
constexpr qreal kMarginMm = 15;

using Block = PdfDocument::Block;

using pdf::figure;
using pdf::mm;

PdfDocument::Fonts makeFonts()
{
    PdfDocument::Fonts fonts;
    QFont base;
    // No ligatures: "ff" in a host name stays two letters a reader can search and copy.
    base.setStyleStrategy(QFont::PreferNoShaping);
    const auto sized = [&base](qreal points, bool bold) {
        QFont font = base;
        font.setPointSizeF(points);
        font.setBold(bold);
        return font;
    };
    fonts.body = sized(9.5, false);
    fonts.small = sized(7.5, false);
    fonts.bold = sized(9.5, true);
    fonts.table = sized(8, false);
    fonts.tableHeader = sized(8, true);
    fonts.heading = sized(14, true);
    fonts.subheading = sized(10.5, true);
    fonts.title = sized(20, true);
    fonts.headline = sized(16, true);
    return fonts;
}

// ---- charts --------------------------------------------------------------------------------------
// The charts are presentation::ChartSpecs (BenchChartSpecs), the same the Results page draws with Qt
// Charts. Bar charts are horizontal, as on screen: a row per category, its label on the left, so the
// drawing grows with the categories and a long one continues on the next page under its legend and
// scale again (PdfDocument::repeating).

/// An axis from 0 to `top` in `step`s of 1, 2 or 5 × 10^k.
struct Scale {
    double top = 1;
    double step = 1;
};

Scale niceScale(double maximum)
{
    if (!(maximum > 0) || !std::isfinite(maximum))
        return {};
    const double raw = maximum / 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double normal = raw / magnitude;
    const double step = (normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 5 ? 5 : 10) * magnitude;
    return Scale{std::ceil(maximum / step - 1e-9) * step, step};
}

/// A tick's value with as many decimals as the step needs: "0", "2.5", "0.05".
QString tickLabel(double value, double step)
{
    const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
    return QLocale().toString(value, 'f', std::clamp(decimals, 0, 6));
}

void drawMarker(QPainter &painter, const QPointF &centre, qreal radius, const QColor &color,
                ChartMarker marker = ChartMarker::Circle)
{
    painter.setPen(QPen(color.darker(130), mm(0.15)));
    painter.setBrush(color);
    if (marker == ChartMarker::Square)
        painter.drawRect(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius));
    else
        painter.drawEllipse(centre, radius, radius);
    painter.setBrush(Qt::NoBrush);
}

bool hasMarker(const ChartSeries &one)
{
    return one.marker == ChartMarker::Circle || one.marker == ChartMarker::Square;
}

/// Where the legend's entries go over `width`: in as many rows as they need.
struct LegendLayout {
    QList<QPointF> places; ///< each entry's top left, relative to the legend's
    qreal height = 0;
};

qreal legendSample(const QFontMetricsF &metrics, const ChartSeries &one)
{
    const qreal box = metrics.height() * 0.7;
    return one.shape == ChartShape::Line ? 2 * box : box;
}

LegendLayout legendLayout(const QFontMetricsF &metrics, qreal width, const QList<ChartSeries> &series)
{
    LegendLayout layout;
    qreal x = 0;
    qreal y = 0;
    for (const ChartSeries &one : series) {
        const qreal entry = legendSample(metrics, one) + mm(1.2) + metrics.horizontalAdvance(one.name);
        if (x > 0 && x + entry > width) {
            x = 0;
            y += metrics.height();
        }
        layout.places.append(QPointF(x, y));
        x += entry + mm(5);
    }
    layout.height = series.isEmpty() ? 0 : y + metrics.height() + mm(1.5);
    return layout;
}

void drawLegend(QPainter &painter, const QPointF &origin, const LegendLayout &layout,
                const QList<ChartSeries> &series, const QFont &font)
{
    painter.setFont(font);
    const QFontMetricsF metrics(font, painter.device());
    const qreal box = metrics.height() * 0.7;
    for (qsizetype i = 0; i < series.size() && i < layout.places.size(); ++i) {
        const ChartSeries &one = series.at(i);
        const QPointF at = origin + layout.places.at(i);
        const qreal sample = legendSample(metrics, one);
        const QRectF swatch(at.x(), at.y() + (metrics.height() - box) / 2, sample, box);
        switch (one.shape) {
        case ChartShape::Line:
            // A line's sample shows its dash, which tells it apart where shades do not.
            painter.setPen(QPen(one.colour, mm(0.45), one.penStyle));
            painter.drawLine(QPointF(swatch.left(), swatch.center().y()),
                             QPointF(swatch.right(), swatch.center().y()));
            if (hasMarker(one))
                drawMarker(painter, swatch.center(), mm(0.8), one.colour, one.marker);
            break;
        case ChartShape::Points:
            drawMarker(painter, swatch.center(), box / 2, one.colour, one.marker);
            break;
        case ChartShape::Bar:
        case ChartShape::Unknown:
            painter.fillRect(swatch, one.colour);
            break;
        }
        painter.setPen(Qt::black);
        painter.drawText(QPointF(at.x() + sample + mm(1.2), at.y() + metrics.ascent()), one.name);
    }
}

/// The geometry of a horizontal bar chart, measured once on the PDF and shared by its blocks.
struct BarGeometry {
    qreal width = 0;      ///< the drawing's width
    qreal labelWidth = 0; ///< the column of category labels
    qreal plotLeft = 0;   ///< where the value 0 is
    qreal plotRight = 0;  ///< where the scale's top is
    qreal rowHeight = 0;  ///< every row the same, so that a line's segments meet between rows
    qreal barHeight = 0;  ///< one bar of a group
    qreal lineHeight = 0; ///< a line of the chart's font
    Scale primary;
    std::optional<Scale> secondary;
    QColor secondaryColour;

    qreal x(const Scale &scale, double value) const
    {
        return plotLeft + (plotRight - plotLeft) * std::clamp(value / scale.top, 0.0, 1.0);
    }
};

/// An axis title over the plot and its tick labels below it (a header's scale, and the footer's).
void drawScale(QPainter &painter, const BarGeometry &g, const Scale &scale, const QString &title, qreal top,
               const QColor &colour, const QFont &font)
{
    painter.setFont(font);
    painter.setPen(colour);
    qreal y = top;
    if (!title.isEmpty()) {
        painter.drawText(QRectF(g.plotLeft, y, g.plotRight - g.plotLeft, g.lineHeight),
                         Qt::AlignHCenter | Qt::AlignTop, title);
        y += g.lineHeight;
    }
    for (double value = 0; value <= scale.top + scale.step / 2; value += scale.step) {
        const qreal x = g.x(scale, value);
        painter.drawText(QRectF(x - mm(8), y, mm(16), g.lineHeight), Qt::AlignHCenter | Qt::AlignTop,
                         tickLabel(value, scale.step));
    }
}

/// Bar charts (GroupedBars, StackedBars) and the what-if (BarsAndLines) as a header (legend and
/// scales), one block per category and a footer (the value axis's scale again, below the last row).
void addBarChart(PdfDocument &doc, const ChartSpec &spec)
{
    const QFont font = doc.fonts().small;
    const QFontMetricsF metrics = doc.metrics(font);
    BarGeometry g;
    g.width = doc.width();
    g.lineHeight = metrics.height();
    qreal widest = 0;
    for (const QString &category : spec.categories)
        widest = std::max(widest, metrics.horizontalAdvance(category));
    // Labels as wide as they are, up to 42 % of the page; a longer one wraps within its row.
    g.labelWidth = std::min(widest + mm(1), g.width * 0.42);
    g.plotLeft = g.labelWidth + mm(2);
    g.plotRight = g.width - mm(10); // room for the figure at the end of the longest bar
    g.barHeight = g.lineHeight * 0.95;
    int bars = 0;
    for (const ChartSeries &one : spec.series)
        bars += spec.kind == ChartKind::StackedBars || one.shape == ChartShape::Bar ? 1 : 0;
    if (spec.kind == ChartKind::StackedBars)
        bars = 1;
    qreal labelHeight = g.lineHeight;
    for (const QString &category : spec.categories)
        labelHeight = std::max(labelHeight, doc.textHeight(font, g.labelWidth, category));
    g.rowHeight = std::max(labelHeight, bars * g.barHeight) + mm(1.6);
    g.primary = niceScale(spec.maximum(ChartAxis::Primary) * 1.05);
    for (const ChartSeries &one : spec.series) {
        if (spec.kind == ChartKind::BarsAndLines && one.axis == ChartAxis::Secondary && !g.secondary) {
            g.secondary = niceScale(spec.maximum(ChartAxis::Secondary) * 1.05);
            g.secondaryColour = one.colour.darker(130);
        }
    }

    const LegendLayout legend = legendLayout(metrics, g.width - g.plotLeft, spec.series);
    const qreal scaleHeight = (spec.valueAxisTitle.isEmpty() ? 1 : 2) * g.lineHeight;
    const qreal secondHeight = g.secondary ? 2 * g.lineHeight : 0;
    Block header;
    header.height = legend.height + secondHeight + scaleHeight + mm(0.8);
    header.paint = [=](QPainter &painter, qreal top) {
        drawLegend(painter, QPointF(g.plotLeft, top), legend, spec.series, font);
        qreal y = top + legend.height;
        if (g.secondary) {
            drawScale(painter, g, *g.secondary, spec.secondValueAxisTitle, y, g.secondaryColour, font);
            y += secondHeight;
        }
        drawScale(painter, g, g.primary, spec.valueAxisTitle, y, Qt::black, font);
    };

    QList<Block> rows;
    for (qsizetype c = 0; c < spec.categories.size(); ++c) {
        Block row;
        row.height = g.rowHeight;
        row.paint = [=](QPainter &painter, qreal top) {
            const qreal bottom = top + g.rowHeight;
            const qreal centre = top + g.rowHeight / 2;
            painter.setFont(font);
            painter.setPen(Qt::black);
            painter.drawText(QRectF(0, top, g.labelWidth, g.rowHeight),
                             Qt::AlignRight | Qt::AlignVCenter | Qt::TextWordWrap, spec.categories.at(c));
            painter.setPen(QPen(ReportStyle::kChartGrid, mm(0.12)));
            for (double value = g.primary.step; value <= g.primary.top + g.primary.step / 2;
                 value += g.primary.step)
                painter.drawLine(QPointF(g.x(g.primary, value), top), QPointF(g.x(g.primary, value), bottom));
            painter.setPen(QPen(Qt::black, mm(0.2)));
            painter.drawLine(QPointF(g.plotLeft, top), QPointF(g.plotLeft, bottom));

            // Bars: side by side (grouped), or end to end (stacked) with the sum at the end.
            qreal barTop = centre - bars * g.barHeight / 2;
            qreal stackEnd = g.plotLeft;
            double sum = 0;
            for (const ChartSeries &one : spec.series) {
                if (spec.kind == ChartKind::BarsAndLines && one.shape != ChartShape::Bar)
                    continue;
                const double value = one.values.value(c, std::nan(""));
                if (spec.kind == ChartKind::StackedBars) {
                    if (std::isfinite(value)) {
                        sum += value;
                        const qreal end = g.x(g.primary, sum);
                        painter.fillRect(
                            QRectF(stackEnd, barTop + g.barHeight * 0.05, end - stackEnd, g.barHeight * 0.9),
                            one.colour);
                        stackEnd = end;
                    }
                    continue;
                }
                if (std::isfinite(value)) {
                    const qreal end = g.x(g.primary, value);
                    painter.fillRect(
                        QRectF(g.plotLeft, barTop + g.barHeight * 0.05, end - g.plotLeft, g.barHeight * 0.9),
                        one.colour);
                    if (spec.kind == ChartKind::GroupedBars) {
                        painter.setPen(Qt::black);
                        painter.drawText(QRectF(end + mm(0.6), barTop, mm(12), g.barHeight),
                                         Qt::AlignLeft | Qt::AlignVCenter, figure(value));
                    }
                }
                barTop += g.barHeight;
            }
            if (spec.kind == ChartKind::StackedBars) {
                painter.setPen(Qt::black);
                painter.drawText(QRectF(stackEnd + mm(0.6), barTop, mm(12), g.barHeight),
                                 Qt::AlignLeft | Qt::AlignVCenter, figure(sum));
            }

            // Lines and points (the what-if): a line runs through each row's centre and meets its
            // neighbours' halfway, at the row's edge.
            for (const ChartSeries &one : spec.series) {
                if (spec.kind != ChartKind::BarsAndLines || one.shape == ChartShape::Bar)
                    continue;
                const Scale &scale
                    = one.axis == ChartAxis::Secondary && g.secondary ? *g.secondary : g.primary;
                const double value = one.values.value(c, std::nan(""));
                if (!std::isfinite(value))
                    continue;
                const QPointF point(g.x(scale, value), centre);
                if (one.shape == ChartShape::Line) {
                    painter.setPen(QPen(one.colour, mm(0.4), one.penStyle));
                    const double before = one.values.value(c - 1, std::nan(""));
                    const double after = one.values.value(c + 1, std::nan(""));
                    if (std::isfinite(before))
                        painter.drawLine(point, QPointF(g.x(scale, (value + before) / 2), top));
                    if (std::isfinite(after))
                        painter.drawLine(point, QPointF(g.x(scale, (value + after) / 2), bottom));
                    if (hasMarker(one))
                        drawMarker(painter, point, mm(0.8), one.colour, one.marker);
                } else {
                    drawMarker(painter, point, mm(1.3), one.colour, one.marker);
                }
            }
        };
        rows.append(row);
    }

    Block footer;
    footer.height = g.lineHeight + mm(2.5);
    footer.paint = [=](QPainter &painter, qreal top) {
        painter.setPen(QPen(Qt::black, mm(0.2)));
        painter.drawLine(QPointF(g.plotLeft, top), QPointF(g.plotRight, top));
        drawScale(painter, g, g.primary, QString(), top + mm(0.5), Qt::black, font);
    };
    doc.repeating(header, rows, footer);
}

/// Lines over a numeric x (log₂ where the spec says): one drawing of a fixed height.
void addLineChart(PdfDocument &doc, const ChartSpec &spec)
{
    const QFont font = doc.fonts().small;
    const QFontMetricsF metrics = doc.metrics(font);
    const LegendLayout legend = legendLayout(metrics, doc.width() - mm(14), spec.series);
    const qreal plotHeight = mm(52);
    doc.drawing(
        legend.height + metrics.height() + plotHeight + 2 * metrics.height() + mm(4.5),
        [=](QPainter &painter, const QRectF &area) {
            drawLegend(painter, QPointF(area.left() + mm(14), area.top()), legend, spec.series, font);
            painter.setFont(font);
            painter.setPen(Qt::black);
            const qreal titleTop = area.top() + legend.height;
            painter.drawText(QRectF(area.left(), titleTop, area.width(), metrics.height()),
                             Qt::AlignLeft | Qt::AlignTop, spec.valueAxisTitle);
            const Scale scale = niceScale(spec.maximum(ChartAxis::Primary) * 1.08);
            const QRectF plot(area.left() + mm(14), titleTop + metrics.height() + mm(2.5),
                              area.width() - mm(16), plotHeight);
            for (double value = 0; value <= scale.top + scale.step / 2; value += scale.step) {
                const qreal y = plot.bottom() - plot.height() * value / scale.top;
                painter.setPen(QPen(ReportStyle::kChartGrid, mm(0.12)));
                painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
                painter.setPen(Qt::black);
                painter.drawText(QRectF(area.left(), y - metrics.height() / 2, mm(12.5), metrics.height()),
                                 Qt::AlignRight | Qt::AlignVCenter, tickLabel(value, scale.step));
            }
            painter.setPen(QPen(Qt::black, mm(0.2)));
            painter.drawLine(plot.bottomLeft(), plot.bottomRight());
            painter.drawLine(plot.bottomLeft(), plot.topLeft());

            const double lowest = spec.xValues.isEmpty() ? 1 : spec.xValues.first();
            const double highest = spec.xValues.isEmpty() ? 1 : spec.xValues.last();
            const bool log = spec.logBase2X && lowest > 0;
            const double left = log ? std::log2(lowest / 1.3) : 0;
            const double right = log ? std::log2(highest * 1.3) : highest * 1.1;
            const auto x = [&](double value) {
                const double at = log ? std::log2(value) : value;
                return plot.left() + plot.width() * (at - left) / (right - left);
            };
            // Ticks: the powers of two in range on a log₂ axis (every other one when they crowd), else
            // the x values themselves.
            QList<double> ticks;
            if (log) {
                const int first = int(std::ceil(left));
                const int last = int(std::floor(right));
                const int every = last - first > 12 ? 2 : 1;
                for (int power = first; power <= last; power += every)
                    ticks.append(std::exp2(power));
            } else {
                ticks = spec.xValues;
            }
            for (double tick : ticks) {
                const qreal px = x(tick);
                painter.setPen(QPen(Qt::black, mm(0.15)));
                painter.drawLine(QPointF(px, plot.bottom()), QPointF(px, plot.bottom() + mm(0.8)));
                painter.drawText(QRectF(px - mm(8), plot.bottom() + mm(1), mm(16), metrics.height()),
                                 Qt::AlignHCenter | Qt::AlignTop, QLocale().toString(tick, 'g', 6));
            }
            painter.drawText(
                QRectF(plot.left(), plot.bottom() + mm(1) + metrics.height(), plot.width(), metrics.height()),
                Qt::AlignHCenter | Qt::AlignTop, spec.xAxisTitle);

            for (const ChartSeries &one : spec.series) {
                QPainterPath path;
                QList<QPointF> points;
                for (qsizetype i = 0; i < spec.xValues.size(); ++i) {
                    const double value = one.values.value(i, std::nan(""));
                    if (!std::isfinite(value))
                        continue;
                    const QPointF point(x(spec.xValues.at(i)),
                                        plot.bottom() - plot.height() * value / scale.top);
                    if (points.isEmpty())
                        path.moveTo(point);
                    else
                        path.lineTo(point);
                    points.append(point);
                }
                painter.setPen(QPen(one.colour, mm(0.45), one.penStyle));
                painter.drawPath(path);
                if (hasMarker(one)) {
                    for (const QPointF &point : points)
                        drawMarker(painter, point, mm(0.9), one.colour, one.marker);
                }
            }
        });
}

} // namespace

qreal pdf::mm(qreal millimetres)
{
    return millimetres * kDpi / 25.4;
}

QString pdf::figure(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == 0)
        return QStringLiteral("0");
    const double magnitude = std::abs(value);
    return QLocale().toString(value, 'f', magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2);
}

QString pdf::dateTime(const QDateTime &time)
{
    if (!time.isValid())
        return QStringLiteral("—");
    return PdfDocument::tr("%1 UTC").arg(time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
}

PdfDocument::PdfDocument(QPaintDevice *device, qreal width)
    : m_device(device)
    , m_width(width)
    , m_fonts(makeFonts())
{}

QFontMetricsF PdfDocument::metrics(const QFont &font) const
{
    return QFontMetricsF(font, m_device);
}

qreal PdfDocument::textHeight(const QFont &font, qreal width, const QString &text) const
{
    const QFontMetricsF metrics(font, m_device);
    return metrics.boundingRect(QRectF(0, 0, width, 1e7), Qt::TextWordWrap | Qt::AlignLeft, text).height();
}

void PdfDocument::space(qreal height)
{
    m_blocks.append(Block{height, [](QPainter &, qreal) {}, false, -1});
}

QList<std::pair<QString, qreal>> PdfDocument::wrappedLines(const QFont &font, qreal width,
                                                           const QString &text) const
{
    // Each line with its height, so that a paragraph taller than a page can break between lines
    // instead of running off the page.
    QList<std::pair<QString, qreal>> lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QTextLayout layout(paragraph, font, m_device);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        bool any = false;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            lines.append({paragraph.mid(line.textStart(), line.textLength()).trimmed(), line.height()});
            any = true;
        }
        layout.endLayout();
        if (!any)
            lines.append({QString(), QFontMetricsF(font, m_device).height()});
    }
    return lines;
}

void PdfDocument::lines(const QString &text, const QFont &font, qreal indent, qreal after,
                        const QColor &color, bool keepWithNext, const QString &marker)
{
    // Wrapped over `width` from `indent`, one block per line, then `after` of space.
    const qreal width = m_width - indent;
    const QList<std::pair<QString, qreal>> wrapped = wrappedLines(font, width, text);
    for (qsizetype i = 0; i < wrapped.size(); ++i) {
        const auto &[line, height] = wrapped.at(i);
        const bool last = i + 1 == wrapped.size();
        const QString mark = i == 0 ? marker : QString();
        m_blocks.append(Block{height + (last ? after : 0),
                              [=](QPainter &painter, qreal top) {
                                  painter.setFont(font);
                                  painter.setPen(color);
                                  const qreal baseline = top + QFontMetricsF(font, painter.device()).ascent();
                                  if (!mark.isEmpty())
                                      painter.drawText(QPointF(mm(1), baseline), mark);
                                  painter.drawText(QPointF(indent, baseline), line);
                              },
                              keepWithNext, -1});
    }
    // A paragraph keeps its first two and its last two lines together (no line alone at the foot
    // or head of a page); between them it may break anywhere, so no text is taller than a page.
    const qsizetype count = wrapped.size();
    const qsizetype start = m_blocks.size() - count;
    for (qsizetype j = 0; j + 1 < count; ++j)
        if (j == 0 || j + 2 == count)
            m_blocks[start + j].keepWithNext = true;
}

void PdfDocument::text(const QString &text, const QFont &font, qreal after, QColor color, bool keepWithNext)
{
    lines(text, font, 0, after, color, keepWithNext);
}

void PdfDocument::paragraph(const QString &body)
{
    text(body, m_fonts.body);
}

void PdfDocument::heading(const QString &title)
{
    space(mm(4));
    m_blocks.last().keepWithNext = true;
    text(title, m_fonts.heading, mm(0.8), ReportStyle::kHeading, true);
    const qreal width = m_width;
    m_blocks.append(Block{mm(2.5),
                          [width](QPainter &painter, qreal top) {
                              painter.setPen(QPen(ReportStyle::kRule, mm(0.3)));
                              painter.drawLine(QPointF(0, top), QPointF(width, top));
                          },
                          true, -1});
}

void PdfDocument::subheading(const QString &title)
{
    text(title, m_fonts.subheading, mm(1.2), Qt::black, true);
}

void PdfDocument::bullet(const QString &body)
{
    lines(body, m_fonts.body, mm(4), mm(1.2), Qt::black, false, QStringLiteral("•"));
}

void PdfDocument::table(const QStringList &headers, const QList<QStringList> &rows,
                        const QList<qreal> &weights, const QList<int> &numeric)
{
    qreal total = 0;
    for (qreal weight : weights)
        total += weight;
    QList<qreal> widths;
    for (qreal weight : weights)
        widths.append(m_width * weight / total);
    const int id = int(m_headers.size());
    m_headers.append(row(headers, widths, numeric, true, -1));
    m_blocks.append(m_headers.last());
    for (const QStringList &cells : rows)
        m_blocks.append(row(cells, widths, numeric, false, id));
    space(mm(2.5));
}

void PdfDocument::repeating(Block header, const QList<Block> &rows, Block footer)
{
    header.keepWithNext = true;
    const int id = int(m_headers.size());
    m_headers.append(header);
    m_blocks.append(header);
    for (Block row : rows) {
        row.rowOf = id;
        m_blocks.append(row);
    }
    m_blocks.last().keepWithNext = true;
    m_blocks.append(footer);
}

void PdfDocument::drawing(qreal height, std::function<void(QPainter &, const QRectF &)> draw)
{
    const qreal width = m_width;
    m_blocks.append(Block{height + mm(1.5),
                          [=](QPainter &painter, qreal top) {
                              painter.save();
                              draw(painter, QRectF(0, top, width, height));
                              painter.restore();
                          },
                          false, -1});
}

void PdfDocument::chart(const ChartSpec &spec)
{
    if (spec.isEmpty()) {
        paragraph(spec.emptyText);
        return;
    }
    subheading(spec.title);
    switch (spec.kind) {
    case ChartKind::GroupedBars:
    case ChartKind::StackedBars:
    case ChartKind::BarsAndLines:
        addBarChart(*this, spec);
        break;
    case ChartKind::Lines:
        addLineChart(*this, spec);
        break;
    case ChartKind::Unknown:
        break;
    }
    text(spec.caption, m_fonts.small, mm(3), ReportStyle::kMutedText);
}

QList<QList<PdfDocument::Placed>> PdfDocument::paginate(qreal pageHeight) const
{
    QList<QList<Placed>> pages{{}};
    qreal y = 0;
    for (qsizetype i = 0; i < m_blocks.size(); ++i) {
        const Block &block = m_blocks.at(i);
        qreal needed = block.height;
        for (qsizetype next = i; next + 1 < m_blocks.size() && m_blocks.at(next).keepWithNext; ++next)
            needed += m_blocks.at(next + 1).height;
        if (y > 0 && y + needed > pageHeight) {
            pages.append(QList<Placed>());
            y = 0;
            if (block.rowOf >= 0) {
                const Block &header = m_headers.at(block.rowOf);
                pages.last().append(Placed{&header, y});
                y += header.height;
            }
        }
        pages.last().append(Placed{&block, y});
        y += block.height;
    }
    return pages;
}

PdfDocument::Block PdfDocument::row(const QStringList &cells, const QList<qreal> &widths,
                                    const QList<int> &numeric, bool header, int table) const
{
    const QFont font = header ? m_fonts.tableHeader : m_fonts.table;
    const qreal pad = mm(1);
    qreal height = 0;
    for (qsizetype c = 0; c < widths.size(); ++c)
        height = std::max(height, textHeight(font, widths.at(c) - 2 * pad, cells.value(c)));
    height += 2 * pad;
    return Block{height,
                 [=](QPainter &painter, qreal top) {
                     painter.setFont(font);
                     qreal x = 0;
                     for (qsizetype c = 0; c < widths.size(); ++c) {
                         const QRectF cell(x, top, widths.at(c), height);
                         if (header)
                             painter.fillRect(cell, ReportStyle::kTableHeader);
                         painter.setPen(QPen(ReportStyle::kTableBorder, mm(0.15)));
                         painter.drawRect(cell);
                         painter.setPen(Qt::black);
                         const Qt::Alignment align
                             = numeric.contains(int(c)) && !header ? Qt::AlignRight : Qt::AlignLeft;
                         painter.drawText(cell.adjusted(pad, pad, -pad, -pad),
                                          Qt::TextWordWrap | align | Qt::AlignTop, cells.value(c));
                         x += widths.at(c);
                     }
                 },
                 header, header ? -1 : table};
}

core::Result<void> PdfDocument::write(const QString &path, const QString &title, const QString &footerText,
                                      const std::function<void(PdfDocument &)> &content)
{
    const auto failed = [&path](const QString &why) {
        return core::Error{core::ErrorCode::FileWrite, QStringLiteral("%1: %2").arg(path, why)};
    };
    // Rendered in memory (a report is a few pages), then written as every report file is: a
    // failed export never leaves a truncated PDF behind, and a full disk is reported.
    QByteArray pdf;
    QBuffer buffer(&pdf);
    if (!buffer.open(QIODevice::WriteOnly))
        return failed(buffer.errorString());

    {
        QPdfWriter writer(&buffer);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm),
                                         QPageLayout::Millimeter));
        writer.setResolution(kDpi);
        writer.setTitle(title);
        writer.setCreator(
            QStringLiteral("ShardScope %1").arg(QString::fromLatin1(protocol::kShardScopeVersion)));

        const qreal width = writer.width();
        const qreal footer = mm(8);
        PdfDocument doc(&writer, width);
        content(doc);
        const QList<QList<Placed>> pages = doc.paginate(writer.height() - footer);

        QPainter painter;
        if (!painter.begin(&writer))
            return failed(QStringLiteral("cannot paint on the PDF"));
        for (qsizetype page = 0; page < pages.size(); ++page) {
            if (page > 0 && !writer.newPage()) {
                painter.end();
                return failed(QStringLiteral("cannot start page %1").arg(page + 1));
            }
            // A block taller than a page (a table row with a huge cell, a drawing) is cut at the
            // footer rather than running over it or off the page.
            painter.setClipRect(QRectF(0, 0, width, writer.height() - footer));
            for (const Placed &placed : pages.at(page))
                placed.block->paint(painter, placed.top);
            painter.setClipping(false);
            painter.setFont(doc.fonts().small);
            painter.setPen(ReportStyle::kFooterText);
            const QRectF footerRect(0, writer.height() - footer + mm(3), width, footer - mm(3));
            painter.drawText(footerRect, Qt::AlignLeft | Qt::AlignVCenter, footerText);
            painter.drawText(footerRect, Qt::AlignRight | Qt::AlignVCenter,
                             tr("Page %1 of %2").arg(page + 1).arg(pages.size()));
        }
        painter.end();
    }

    buffer.close();
    if (pdf.isEmpty())
        return failed(QStringLiteral("the PDF writer wrote nothing"));
    return core::writeReportFile(path, pdf);
}

} // namespace shardscope::presentation
