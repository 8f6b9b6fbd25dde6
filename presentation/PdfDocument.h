#pragma once

#include "core/Result.h"
#include "presentation/ChartSpec.h"

#include <QColor>
#include <QCoreApplication>
#include <QDateTime>
#include <QFont>
#include <QFontMetricsF>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

class QPainter;
class QPaintDevice;

namespace shardscope::presentation {

/// The units and figures every PDF of ShardScope writes (PdfDocument, ReportPdf, ServeReportPdf).
namespace pdf {
/// `millimetres` in the PDF's device units (300 dpi).
qreal mm(qreal millimetres);
/// About three significant digits, '.' or ',' as the reader's locale has it: "940", "15.2",
/// "2.35"; "—" for a value that is not finite.
QString figure(double value);
/// "2026-05-01 14:03:00 UTC"; "—" for an invalid time.
QString dateTime(const QDateTime &time);
} // namespace pdf

/// The page engine of the PDF reports (ReportPdf, ServeReportPdf), written once: A4 at 300 dpi,
/// numbered pages ("Page 3 of 7"), headings, wrapped text, tables that never split a row (the
/// header row repeats on each page) and ChartSpecs drawn as vector graphics (bar charts
/// horizontal, a row per category, continued on the next page under their legend and scale).
///
/// The document is laid out first (every block measured on the writer, then placed on pages so
/// that no block, table row or chart is cut) and painted second, so each footer knows the page
/// count. A report fills it in write()'s `content` callback. Needs a QGuiApplication.
class PdfDocument
{
    Q_DECLARE_TR_FUNCTIONS(PdfDocument)

public:
    /// The fonts of a report, by use.
    struct Fonts {
        QFont body;
        QFont small; ///< captions, notes, chart labels, the footer
        QFont bold;
        QFont table;
        QFont tableHeader;
        QFont heading;
        QFont subheading;
        QFont title;    ///< the report's title on its first page
        QFont headline; ///< the verdict's headline
    };

    /// One unbreakable piece of a page: a line of heading, a line of a paragraph, a table row, a
    /// chart's row.
    struct Block {
        qreal height = 0;
        std::function<void(QPainter &, qreal top)> paint;
        bool keepWithNext = false; ///< a heading or a table's header: never the last thing on a page
        int rowOf = -1;            ///< a table's body row: the table, whose header repeats on a new page
    };

    const Fonts &fonts() const { return m_fonts; }
    /// The width of the text area.
    qreal width() const { return m_width; }
    /// Metrics of `font` on the PDF, as the painter will have them.
    QFontMetricsF metrics(const QFont &font) const;
    /// The height of `text` wrapped to `width`.
    qreal textHeight(const QFont &font, qreal width, const QString &text) const;

    /// Empty space.
    void space(qreal height);
    /// Wrapped text over the whole width, then `after` of space; with `keepWithNext` (a heading)
    /// every line stays with what follows. A paragraph taller than a page breaks between lines.
    void text(const QString &text, const QFont &font, qreal after = pdf::mm(1.5), QColor color = Qt::black,
              bool keepWithNext = false);
    /// Body text.
    void paragraph(const QString &body);
    /// A section's title with a rule under it, kept with what follows.
    void heading(const QString &title);
    void subheading(const QString &title);
    /// Body text after a bullet, indented.
    void bullet(const QString &body);
    /// A table whose column widths follow `weights`; a row is never split, the header repeats.
    /// `numeric` columns are right-aligned.
    void table(const QStringList &headers, const QList<QStringList> &rows, const QList<qreal> &weights,
               const QList<int> &numeric = {});
    /// A header and rows that follow it, each unbreakable: a page that continues them starts with
    /// the header again (a tall chart's legend and scale, as a table's header row). The last row
    /// stays with `footer`.
    void repeating(Block header, const QList<Block> &rows, Block footer);
    /// A drawing `height` tall over the whole width.
    void drawing(qreal height, std::function<void(QPainter &, const QRectF &)> draw);
    /// One chart: its title, the drawing and its caption, all from `spec`; where it has nothing to
    /// draw, its emptyText alone, as a sentence. The Results page draws the same specs on screen.
    void chart(const ChartSpec &spec);

    /// Lays out the document that `content` fills, paints it on A4 pages with `footer` at the left
    /// of each page's foot and "Page k of N" at its right, and writes it atomically
    /// (core::writeReportFile: nothing is left at `path` on failure). FileWrite names the path and
    /// the reason. `title` is the PDF's title in its metadata.
    static core::Result<void> write(const QString &path, const QString &title, const QString &footer,
                                    const std::function<void(PdfDocument &)> &content);

private:
    struct Placed {
        const Block *block = nullptr;
        qreal top = 0;
    };

    PdfDocument(QPaintDevice *device, qreal width);

    QList<std::pair<QString, qreal>> wrappedLines(const QFont &font, qreal width, const QString &text) const;
    void lines(const QString &text, const QFont &font, qreal indent, qreal after, const QColor &color,
               bool keepWithNext, const QString &marker = {});
    Block row(const QStringList &cells, const QList<qreal> &widths, const QList<int> &numeric, bool header,
              int table) const;
    /// The blocks placed on pages of `pageHeight`.
    QList<QList<Placed>> paginate(qreal pageHeight) const;

    QPaintDevice *m_device;
    qreal m_width;
    Fonts m_fonts;
    QList<Block> m_blocks;
    QList<Block> m_headers;
};

} // namespace shardscope::presentation
