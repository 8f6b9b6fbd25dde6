#include "presentation/ReportPdf.h"
#include "core/SafeText.h"

#include "core/analysis/BenchMetrics.h"
#include "core/analysis/LinkFigures.h"
#include "presentation/AnalysisText.h"
#include "presentation/BenchChartSpecs.h"
#include "presentation/ChartSpec.h"
#include "presentation/LinkText.h"
#include "presentation/ReportStyle.h"
#include "remote-agent/protocol/Version.h"

#include <QBuffer>
#include <QFontMetricsF>
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
#include <functional>
#include <map>
#include <optional>

namespace shardscope::presentation {

namespace {

using protocol::BenchLayout;

// The document is laid out first (every block measured on the writer, then placed on pages so that
// no block, table row or chart is cut) and painted second, so each footer knows the page count.

constexpr int kDpi = 300;
constexpr qreal kMarginMm = 15;

qreal mm(qreal millimetres)
{
    return millimetres * kDpi / 25.4;
}

using core::qs;

/// About three significant digits, '.' or ',' as the reader's locale has it: "940", "15.2", "2.35".
QString figure(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == 0)
        return QStringLiteral("0");
    const double magnitude = std::abs(value);
    return QLocale().toString(value, 'f', magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2);
}

QString dateTime(const QDateTime &time)
{
    if (!time.isValid())
        return QStringLiteral("—");
    return ReportPdf::tr("%1 UTC").arg(time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
}

// ---- layout engine -------------------------------------------------------------------------------

/// One unbreakable piece of a page: a line of heading, a paragraph, a table row, a chart.
struct Block {
    qreal height = 0;
    std::function<void(QPainter &, qreal top)> paint;
    bool keepWithNext = false; ///< a heading or a table's header: never the last thing on a page
    int rowOf = -1;            ///< a table's body row: the table, whose header repeats on a new page
};

struct Placed {
    const Block *block = nullptr;
    qreal top = 0;
};

struct Fonts {
    QFont body;
    QFont small;
    QFont bold;
    QFont table;
    QFont tableHeader;
    QFont heading;
    QFont subheading;
    QFont title;
    QFont headline;
};

Fonts makeFonts()
{
    Fonts fonts;
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

class Document
{
public:
    Document(QPaintDevice *device, qreal width)
        : m_device(device)
        , m_width(width)
        , m_fonts(makeFonts())
    {}

    const Fonts &fonts() const { return m_fonts; }
    qreal width() const { return m_width; }
    /// Metrics of `font` on the PDF, as the painter will have them.
    QFontMetricsF metrics(const QFont &font) const { return QFontMetricsF(font, m_device); }

    qreal textHeight(const QFont &font, qreal width, const QString &text) const
    {
        const QFontMetricsF metrics(font, m_device);
        return metrics.boundingRect(QRectF(0, 0, width, 1e7), Qt::TextWordWrap | Qt::AlignLeft, text)
            .height();
    }

    void space(qreal height)
    {
        m_blocks.append(Block{height, [](QPainter &, qreal) {}, false, -1});
    }

    /// `text` wrapped to `width`: each line with its height, so that a paragraph taller than a page
    /// can break between lines instead of running off the page.
    QList<std::pair<QString, qreal>> wrappedLines(const QFont &font, qreal width, const QString &text) const
    {
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

    /// Wrapped text over `width` from `indent`, one block per line, then `after` of space. With
    /// `keepWithNext` (a heading) every line stays with what follows.
    void lines(const QString &text, const QFont &font, qreal indent, qreal after, const QColor &color,
               bool keepWithNext, const QString &marker = {})
    {
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
                                      const qreal baseline
                                          = top + QFontMetricsF(font, painter.device()).ascent();
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

    /// Wrapped text over the whole width, then `after` of space.
    void text(const QString &text, const QFont &font, qreal after = mm(1.5), QColor color = Qt::black,
              bool keepWithNext = false)
    {
        lines(text, font, 0, after, color, keepWithNext);
    }

    void paragraph(const QString &body) { text(body, m_fonts.body); }

    void heading(const QString &title)
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

    void subheading(const QString &title) { text(title, m_fonts.subheading, mm(1.2), Qt::black, true); }

    void bullet(const QString &body)
    {
        lines(body, m_fonts.body, mm(4), mm(1.2), Qt::black, false, QStringLiteral("•"));
    }

    /// A table whose column widths follow `weights`; a row is never split, the header repeats.
    /// `numeric` columns are right-aligned.
    void table(const QStringList &headers, const QList<QStringList> &rows, const QList<qreal> &weights,
               const QList<int> &numeric = {})
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

    /// A header and rows that follow it, each unbreakable: a page that continues them starts with
    /// the header again (a tall chart's legend and scale, as a table's header row). The last row
    /// stays with `footer`.
    void repeating(Block header, const QList<Block> &rows, Block footer)
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

    /// A drawing `height` tall over the whole width.
    void drawing(qreal height, std::function<void(QPainter &, const QRectF &)> draw)
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

    /// The blocks placed on pages of `pageHeight`.
    QList<QList<Placed>> paginate(qreal pageHeight) const
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

private:
    Block row(const QStringList &cells, const QList<qreal> &widths, const QList<int> &numeric, bool header,
              int table) const
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

    QPaintDevice *m_device;
    qreal m_width;
    Fonts m_fonts;
    QList<Block> m_blocks;
    QList<Block> m_headers;
};

// ---- charts --------------------------------------------------------------------------------------
// The charts are presentation::ChartSpecs (BenchChartSpecs), the same the Results page draws with Qt
// Charts. Bar charts are horizontal, as on screen: a row per category, its label on the left, so the
// drawing grows with the categories and a long one continues on the next page under its legend and
// scale again (Document::repeating).

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
void addBarChart(Document &doc, const ChartSpec &spec)
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
void addLineChart(Document &doc, const ChartSpec &spec)
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

/// One chart of the report: its title, the drawing and its caption, all from `spec`; where it has
/// nothing to draw, its emptyText alone, as a sentence.
void addChart(Document &doc, const ChartSpec &spec)
{
    if (spec.isEmpty()) {
        doc.paragraph(spec.emptyText);
        return;
    }
    doc.subheading(spec.title);
    switch (spec.kind) {
    case ChartKind::GroupedBars:
    case ChartKind::StackedBars:
    case ChartKind::BarsAndLines:
        addBarChart(doc, spec);
        break;
    case ChartKind::Lines:
        addLineChart(doc, spec);
        break;
    case ChartKind::Unknown:
        break;
    }
    doc.text(spec.caption, doc.fonts().small, mm(3), ReportStyle::kMutedText);
}

// ---- the report's content -------------------------------------------------------------------------

QStringList nodeNames(const core::ReportModel &report)
{
    QStringList names;
    for (const core::ReportNode &node : report.nodes)
        names.append(node.name);
    return names;
}

/// The concurrency the summary's "Compared at" row names: the verdict's, else the highest that
/// completed.
std::uint32_t compareConcurrency(const core::ReportModel &report)
{
    if (report.verdict.concurrency > 0)
        return report.verdict.concurrency;
    std::uint32_t highest = 0;
    for (const core::StoredBenchResult &result : report.results)
        if (result.status == core::RunStatus::Complete)
            highest = std::max(highest, result.concurrency);
    return highest;
}

QString gpuText(const protocol::HostInventory &inventory)
{
    if (inventory.gpus.empty())
        return ReportPdf::tr("none");
    std::map<std::string, std::pair<int, std::uint64_t>> byName;
    for (const protocol::GpuInfo &gpu : inventory.gpus) {
        auto &entry = byName[gpu.name];
        ++entry.first;
        entry.second = gpu.memoryTotalBytes.value_or(0);
    }
    QStringList parts;
    for (const auto &[name, entry] : byName) {
        parts.append(entry.second > 0 ? ReportPdf::tr("%1 × %2 (%3 each)")
                                            .arg(QString::number(entry.first), qs(name),
                                                 AnalysisText::bytes(double(entry.second)))
                                      : ReportPdf::tr("%1 × %2").arg(QString::number(entry.first), qs(name)));
    }
    return parts.join(QLatin1Char('\n'));
}

QString cpuText(const protocol::HostInventory &inventory)
{
    QString text = inventory.cpuModel ? qs(*inventory.cpuModel) : ReportPdf::tr("unknown CPU");
    if (inventory.cpuCores && inventory.cpuThreads)
        text += QLatin1Char('\n')
                + ReportPdf::tr("%1 cores, %2 threads")
                      .arg(QString::number(*inventory.cpuCores), QString::number(*inventory.cpuThreads));
    return text;
}

/// The interface that holds the node's cluster address (else the default route's), with its speed.
QString nicText(const protocol::HostInventory &inventory, const QString &clusterAddress)
{
    const protocol::NicInfo *chosen = nullptr;
    for (const protocol::NicInfo &nic : inventory.nics) {
        for (const auto &list : {nic.ipv4, nic.ipv6})
            for (const std::string &address : list)
                if (!clusterAddress.isEmpty()
                    && qs(address).section(QLatin1Char('/'), 0, 0) == clusterAddress)
                    chosen = &nic;
    }
    const bool cluster = chosen != nullptr;
    for (const protocol::NicInfo &nic : inventory.nics)
        if (!chosen && nic.defaultRoute)
            chosen = &nic;
    if (!chosen)
        return ReportPdf::tr("unknown");
    const QString speed = chosen->speedMbps && *chosen->speedMbps > 0
                              ? LinkText::linkSpeed(*chosen->speedMbps)
                              : ReportPdf::tr("speed unknown");
    QString text = ReportPdf::tr("%1: %2").arg(qs(chosen->name), speed);
    if (chosen->wireless)
        text += ReportPdf::tr(" (Wi-Fi)");
    if (!cluster)
        text += QLatin1Char('\n') + ReportPdf::tr("(default route; the cluster address is on no interface)");
    return text;
}

void addSummary(Document &doc, const core::ReportModel &report, const QString &title)
{
    const QStringList names = nodeNames(report);
    doc.heading(title);
    doc.text(AnalysisText::verdictHeadline(report.verdict), doc.fonts().headline, mm(2),
             ReportStyle::kHeading);
    // verdictReasons names the chosen run's nodes in rank order, not the plan's, and the machines of a
    // split or copies over fewer than all of them.
    for (const QString &reason : AnalysisText::verdictReasons(report))
        doc.bullet(reason);
    doc.space(mm(1));
    doc.paragraph(AnalysisText::memoryFitText(report.fit, names));
    if (report.whatIf)
        doc.paragraph(AnalysisText::whatIfErrorText(*report.whatIf));
    doc.space(mm(1));

    const core::BenchPlan &plan = report.plan;
    QList<QStringList> rows;
    rows.append(
        {ReportPdf::tr("Run"), ReportPdf::tr("%1, %2").arg(QString::number(report.run.id),
                                                           AnalysisText::runStatusName(report.run.status))});
    rows.append({ReportPdf::tr("Started"), dateTime(report.run.startedAtUtc)});
    rows.append({ReportPdf::tr("Finished"), dateTime(report.run.finishedAtUtc)});
    rows.append({ReportPdf::tr("Model"),
                 ReportPdf::tr("%1, %2 on %3")
                     .arg(qs(plan.model.name), qs(protocol::toString(plan.dtype)),
                          plan.backend == protocol::BenchBackend::Cuda ? ReportPdf::tr("GPUs (CUDA)")
                                                                       : ReportPdf::tr("CPUs"))});
    rows.append({ReportPdf::tr("Goal"), AnalysisText::usageName(plan.goal.usage)});
    rows.append({ReportPdf::tr("Machines"), names.join(QStringLiteral(", "))});
    rows.append({ReportPdf::tr("Compared at"),
                 ReportPdf::tr("%1 sequences in flight").arg(compareConcurrency(report))});
    rows.append({ReportPdf::tr("Link test"), report.linkRun ? ReportPdf::tr("run %1 of %2")
                                                                  .arg(QString::number(report.linkRun->id),
                                                                       dateTime(report.linkRun->startedAtUtc))
                                                            : ReportPdf::tr("none covers these machines")});
    doc.table({ReportPdf::tr("Item"), ReportPdf::tr("Value")}, rows, {1, 3});
}

void addInventory(Document &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    QList<QStringList> rows;
    for (qsizetype i = 0; i < report.nodes.size(); ++i) {
        const core::ReportNode &node = report.nodes.at(i);
        const QString address = report.plan.nodes.value(i).clusterAddress;
        if (!node.inventory) {
            rows.append({node.name, ReportPdf::tr("no inventory stored"), QString(), QString(),
                         node.memory.bytes > 0 ? AnalysisText::bytes(double(node.memory.bytes)) : QString(),
                         QString()});
            continue;
        }
        const protocol::HostInventory &inventory = *node.inventory;
        QString machine = inventory.hostname ? qs(*inventory.hostname) : ReportPdf::tr("unknown host name");
        if (inventory.osName)
            machine += QLatin1Char('\n') + qs(*inventory.osName);
        QString memory
            = inventory.memoryTotalBytes
                  ? ReportPdf::tr("RAM %1").arg(AnalysisText::bytes(double(*inventory.memoryTotalBytes)))
                  : ReportPdf::tr("RAM unknown");
        if (report.plan.backend == protocol::BenchBackend::Cuda && node.memory.bytes > 0)
            memory += QLatin1Char('\n')
                      + ReportPdf::tr("GPU %1").arg(AnalysisText::bytes(double(node.memory.bytes)));
        rows.append({node.name, machine, cpuText(inventory), gpuText(inventory), memory,
                     nicText(inventory, address)});
    }
    doc.table({ReportPdf::tr("Machine"), ReportPdf::tr("Host and system"), ReportPdf::tr("CPU"),
               ReportPdf::tr("GPUs"), ReportPdf::tr("Memory"), ReportPdf::tr("Cluster interface")},
              rows, {1, 1.6, 2, 1.6, 1.1, 1.6});
}

void addLinkMatrix(Document &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    if (!report.linkRun) {
        doc.paragraph(
            report.nodes.size() < 2
                ? ReportPdf::tr("The run used one machine: no link between machines took part.")
                : ReportPdf::tr("No stored link test measured every pair of these machines before the "
                                "run ended. Run a link test of these machines for the network figures."));
        return;
    }
    doc.paragraph(ReportPdf::tr("Link test %1 of %2. Each row is one direction; the round trip is the pair's "
                                "(UDP echo, idle link); throughput is what arrived with one TCP stream and "
                                "with several.")
                      .arg(QString::number(report.linkRun->id), dateTime(report.linkRun->startedAtUtc)));
    QList<QStringList> rows;
    std::uint32_t streams = 1;
    for (const core::StoredLinkPair &pair : report.linkPairs) {
        if (pair.status != core::RunStatus::Complete || !pair.report) {
            rows.append({pair.clientName, pair.serverName, AnalysisText::runStatusName(pair.status),
                         QString(), QString(), pair.error});
            continue;
        }
        const protocol::LinkTestReport &test = pair.report->test;
        streams = std::max(streams, pair.report->settings.streams);
        const QString rtt = test.udpLatency.rtt ? LinkText::roundTrip(test.udpLatency.rtt->p50Us)
                                                : ReportPdf::tr("no answer");
        const QString loss = ReportPdf::tr("%1 %").arg(figure(test.udpLatency.lossPercent));
        const auto throughput = [&test](protocol::LinkMode mode, std::uint32_t count) {
            const protocol::DirectionThroughput *figures = core::phaseFigures(test, mode, count);
            return figures ? LinkText::bitsPerSecond(figures->bitsPerSecond) : QStringLiteral("—");
        };
        const std::uint32_t parallel = pair.report->settings.streams;
        for (const auto &[from, to, mode] :
             {std::tuple{pair.clientName, pair.serverName, protocol::LinkMode::Forward},
              std::tuple{pair.serverName, pair.clientName, protocol::LinkMode::Reverse}})
            rows.append({from, to, rtt, loss, throughput(mode, 1),
                         parallel > 1 ? throughput(mode, parallel) : QStringLiteral("—")});
    }
    QStringList header{ReportPdf::tr("From"),           ReportPdf::tr("To"),
                       ReportPdf::tr("Round trip p50"), ReportPdf::tr("Loss"),
                       ReportPdf::tr("1 stream"),       ReportPdf::tr("%1 streams").arg(streams)};
    QList<qreal> widths{1.3, 1.3, 1.2, 0.8, 1.2, 1.2};
    const bool errorsInLastColumn = std::any_of(rows.cbegin(), rows.cend(), [](const QStringList &row) {
        return row.constLast() != QStringLiteral("—");
    });
    if (streams == 1 && !errorsInLastColumn) { // every pair ran one stream only: no column of "—"
        header.removeLast();
        widths.removeLast();
        for (QStringList &row : rows)
            row.removeLast();
    }
    doc.table(header, rows, widths, {2, 3, 4, 5});
    // The what-if models the split's own machines (ReportModel decide()), which may be fewer than
    // the run's: name them, and give the whole run's slowest pair only where it is another link.
    if (report.whatIf) {
        const core::LinkModel &link = report.whatIf->measuredLink;
        QStringList machines;
        for (const core::StoredBenchResult &result : report.results) {
            if (result.id == report.whatIf->measured.resultId)
                machines = result.nodeNames;
        }
        if (machines.size() > 1)
            doc.paragraph(ReportPdf::tr("The model of the network uses the slowest pair between %1: %2 round "
                                        "trip (TCP), %3.")
                              .arg(QLocale().createSeparatedList(machines),
                                   AnalysisText::milliseconds(link.rttUs / 1000),
                                   AnalysisText::bitsPerSecond(link.bytesPerSecond * 8)));
        else
            doc.paragraph(
                ReportPdf::tr("The model of the network uses the slowest pair: %1 round trip (TCP), %2.")
                    .arg(AnalysisText::milliseconds(link.rttUs / 1000),
                         AnalysisText::bitsPerSecond(link.bytesPerSecond * 8)));
        if (report.link && !(*report.link == link))
            doc.paragraph(ReportPdf::tr("Over all of the run's machines the slowest pair measured %1 round "
                                        "trip (TCP), %2.")
                              .arg(AnalysisText::milliseconds(report.link->rttUs / 1000),
                                   AnalysisText::bitsPerSecond(report.link->bytesPerSecond * 8)));
    } else if (report.link) {
        doc.paragraph(
            ReportPdf::tr("The model of the network uses the slowest pair: %1 round trip (TCP), %2.")
                .arg(AnalysisText::milliseconds(report.link->rttUs / 1000),
                     AnalysisText::bitsPerSecond(report.link->bytesPerSecond * 8)));
    }
}

void addCharts(Document &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    if (BenchChartSpecs::chartedResults(report.results).isEmpty()) {
        doc.paragraph(ReportPdf::tr("No run completed: there is nothing to chart."));
        return;
    }
    // The Results page's charts, from the same specs: every complete result, by series and then
    // concurrency.
    addChart(doc, BenchChartSpecs::ttft(report.results));
    addChart(doc, BenchChartSpecs::tokensPerSecond(report.results));
    addChart(doc, BenchChartSpecs::tokenTime(report.results));
    addChart(doc,
             BenchChartSpecs::whatIf(report.whatIf, AnalysisText::whatIfRunName(report), report.results));
}

void addPercentiles(Document &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    const QString none = QStringLiteral("—");
    QList<QStringList> throughputRows;
    QList<QStringList> latencyRows;
    const QList<BenchSeries> series = benchSeries(report.results);
    for (const core::StoredBenchResult &result : report.results) {
        const core::BenchSummary &s = result.summary;
        // The throughput table has a column of nodes; the latency table has only this one, so it
        // names the node set where the layout ran over several.
        const QString layout = AnalysisText::layoutName(result.layout);
        const QString labelled = seriesLabelOf(series, result);
        const QString concurrency = QString::number(result.concurrency);
        if (result.status != core::RunStatus::Complete) {
            // A failed run's figures record what happened, never a result to compare.
            throughputRows.append({layout, result.nodeNames.join(QStringLiteral(", ")), concurrency,
                                   AnalysisText::runStatusName(result.status), none, none, none, none, none});
            latencyRows.append({labelled, concurrency, none, none, none, none, none, none, none, none, none});
            continue;
        }
        throughputRows.append({layout, result.nodeNames.join(QStringLiteral(", ")), concurrency,
                               AnalysisText::runStatusName(result.status), figure(s.outputTokensPerSecond),
                               figure(s.requestsPerSecond), figure(s.decodeStepMs),
                               figure(s.computeMsPerStep), figure(s.commMsPerStep)});
        latencyRows.append({labelled, concurrency, figure(s.ttftMs.p50), figure(s.ttftMs.p90),
                            figure(s.ttftMs.p99), figure(s.tpotMs.p50), figure(s.tpotMs.p99),
                            figure(s.itlMs.p50), figure(s.itlMs.p99), figure(s.e2eMs.p50),
                            figure(s.e2eMs.p99)});
    }
    doc.subheading(ReportPdf::tr("Throughput and time per decode step"));
    doc.table({ReportPdf::tr("Layout"), ReportPdf::tr("Machines"), ReportPdf::tr("In flight"),
               ReportPdf::tr("Status"), ReportPdf::tr("Output tokens/s"), ReportPdf::tr("Requests/s"),
               ReportPdf::tr("Step (ms)"), ReportPdf::tr("Compute (ms)"), ReportPdf::tr("Comm. (ms)")},
              throughputRows, {1.4, 1.6, 0.9, 0.9, 0.9, 0.9, 0.8, 0.9, 0.9}, {2, 4, 5, 6, 7, 8});
    doc.subheading(ReportPdf::tr("Latency percentiles (ms)"));
    doc.table({ReportPdf::tr("Layout"), ReportPdf::tr("In flight"), ReportPdf::tr("TTFT p50"),
               ReportPdf::tr("TTFT p90"), ReportPdf::tr("TTFT p99"), ReportPdf::tr("TPOT p50"),
               ReportPdf::tr("TPOT p99"), ReportPdf::tr("ITL p50"), ReportPdf::tr("ITL p99"),
               ReportPdf::tr("E2E p50"), ReportPdf::tr("E2E p99")},
              latencyRows, {1.5, 0.9, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8},
              {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
    doc.text(
        ReportPdf::tr("TTFT: time to first token, one shared prefill per run, so its percentiles are one "
                      "timing. TPOT: time per output token after the first. ITL: every gap between two "
                      "tokens. E2E: the whole request."),
        doc.fonts().small, mm(2), ReportStyle::kMutedText);
}

void addConfiguration(Document &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    const core::BenchPlan &plan = report.plan;
    const protocol::ModelShape &model = plan.model;
    QStringList layouts;
    for (BenchLayout layout : plan.layouts)
        layouts.append(AnalysisText::layoutName(layout));
    QStringList concurrencies;
    for (std::uint32_t value : plan.concurrencies)
        concurrencies.append(QString::number(value));
    const auto target = [](const std::optional<double> &ms) {
        return ms ? AnalysisText::milliseconds(*ms) : ReportPdf::tr("none");
    };
    QList<QStringList> rows{
        {ReportPdf::tr("Model"), qs(model.name)},
        {ReportPdf::tr("Shape"),
         ReportPdf::tr(
             "%1 layers, hidden %2, %3 heads (%4 key/value), head size %5, SwiGLU %6, vocabulary %7")
             .arg(QString::number(model.layers), QString::number(model.hidden), QString::number(model.heads),
                  QString::number(model.kvHeads), QString::number(model.headDim),
                  QString::number(model.intermediate), QString::number(model.vocab))},
        {ReportPdf::tr("Parameters"),
         ReportPdf::tr("%1 billion")
             .arg(QLocale().toString(double(protocol::parameterCount(model)) / 1e9, 'f', 2))},
        {ReportPdf::tr("Weights"), qs(protocol::toString(plan.dtype))},
        {ReportPdf::tr("Backend"), qs(protocol::toString(plan.backend))},
        {ReportPdf::tr("Threads per machine"),
         plan.threads == 0 ? ReportPdf::tr("every core") : QString::number(plan.threads)},
        {ReportPdf::tr("Prompt tokens"), QString::number(plan.workload.promptTokens)},
        {ReportPdf::tr("Output tokens"), QString::number(plan.workload.generateTokens)},
        {ReportPdf::tr("Warm-up steps"), QString::number(plan.workload.warmupSteps)},
        {ReportPdf::tr("Seed"), QString::number(plan.workload.seed)},
        {ReportPdf::tr("Layouts"),
         ReportPdf::tr("%1 (one machine always runs first)").arg(layouts.join(QStringLiteral(", ")))},
        {ReportPdf::tr("Sequences in flight"), concurrencies.join(QStringLiteral(", "))},
        {ReportPdf::tr("Usage"), AnalysisText::usageName(plan.goal.usage)},
        {ReportPdf::tr("TTFT target"), target(plan.goal.ttftTargetMs)},
        {ReportPdf::tr("TPOT target"), target(plan.goal.tpotTargetMs)},
    };
    // Where each node's traffic ran. The SSH destination (user@host:port), key and settings are
    // left out on purpose: a report is made to be shared.
    for (const core::ClusterNode &node : plan.nodes)
        rows.append({ReportPdf::tr("Machine %1").arg(node.target.name),
                     ReportPdf::tr("cluster address %1").arg(node.clusterAddress)});
    if (!report.run.config.shardscopeVersion.isEmpty())
        rows.append({ReportPdf::tr("Measured with"),
                     ReportPdf::tr("ShardScope %1").arg(report.run.config.shardscopeVersion)});
    doc.table({ReportPdf::tr("Setting"), ReportPdf::tr("Value")}, rows, {1, 3});
}

void addChecklist(Document &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    QList<QStringList> rows;
    for (const core::RuleFinding &finding : report.checklist)
        rows.append({AnalysisText::ruleName(finding.rule), AnalysisText::ruleStatusName(finding.status),
                     AnalysisText::ruleEvidence(finding)});
    doc.table({ReportPdf::tr("Rule"), ReportPdf::tr("Status"), ReportPdf::tr("Evidence")}, rows,
              {1.3, 0.8, 4});
}

void addWarnings(Document &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    if (report.warnings.isEmpty()) {
        doc.paragraph(ReportPdf::tr("No warnings: every run completed and every figure was measured."));
        return;
    }
    for (const QString &warning : AnalysisText::warningTexts(report.warnings))
        doc.bullet(warning);
}

} // namespace

QStringList ReportPdf::sectionTitles()
{
    return {tr("Summary and verdict"), tr("Inventory"),     tr("Link matrix"),           tr("Charts"),
            tr("Percentiles"),         tr("Configuration"), tr("Design-rule checklist"), tr("Warnings")};
}

core::Result<void> ReportPdf::write(const QString &path, const core::ReportModel &report,
                                    const QDateTime &createdAtUtc)
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
        writer.setTitle(tr("ShardScope report: run %1").arg(report.run.id));
        writer.setCreator(
            QStringLiteral("ShardScope %1").arg(QString::fromLatin1(protocol::kShardScopeVersion)));

        const qreal width = writer.width();
        const qreal footer = mm(8);
        Document doc(&writer, width);
        doc.text(tr("ShardScope report"), doc.fonts().title, mm(1));
        doc.text(tr("Inference run %1 of %2 over %3. Created %4 with ShardScope %5.")
                     .arg(QString::number(report.run.id), QString::fromStdString(report.plan.model.name),
                          nodeNames(report).join(QStringLiteral(", ")), dateTime(createdAtUtc),
                          QString::fromLatin1(protocol::kShardScopeVersion)),
                 doc.fonts().body, mm(2), ReportStyle::kMutedText);
        const QStringList titles = sectionTitles();
        addSummary(doc, report, titles.at(0));
        addInventory(doc, report, titles.at(1));
        addLinkMatrix(doc, report, titles.at(2));
        addCharts(doc, report, titles.at(3));
        addPercentiles(doc, report, titles.at(4));
        addConfiguration(doc, report, titles.at(5));
        addChecklist(doc, report, titles.at(6));
        addWarnings(doc, report, titles.at(7));
        const QList<QList<Placed>> pages = doc.paginate(writer.height() - footer);

        QPainter painter;
        if (!painter.begin(&writer))
            return failed(QStringLiteral("cannot paint on the PDF"));
        const Fonts fonts = makeFonts();
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
            painter.setFont(fonts.small);
            painter.setPen(ReportStyle::kFooterText);
            const QRectF footerRect(0, writer.height() - footer + mm(3), width, footer - mm(3));
            painter.drawText(footerRect, Qt::AlignLeft | Qt::AlignVCenter,
                             tr("ShardScope report, run %1").arg(report.run.id));
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
