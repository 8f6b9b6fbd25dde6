#pragma once

#include "core/Result.h"
#include "core/report/SetupSheet.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace shardscope::presentation {

/// The setup sheet in words: one content, two renderers (Markdown and the PDF page engine), so the
/// two files say the same.
class SetupSheetDocument
{
    Q_DECLARE_TR_FUNCTIONS(SetupSheetDocument)

public:
    /// One piece of the sheet.
    struct Block {
        enum class Kind { Heading, Subheading, Paragraph, Bullet, Code, Table };
        Kind kind = Kind::Paragraph;
        QString text;            ///< Heading, Subheading, Paragraph, Bullet; Code: its lines
        QStringList headers;     ///< Table
        QList<QStringList> rows; ///< Table
        QList<qreal> weights;    ///< Table: relative column widths in the PDF
    };

    /// The sheet's title.
    static QString title();
    /// Everything the sheet says, in order.
    static QList<Block> content(const core::SetupSheet &sheet);
    /// The sheet as Markdown.
    static QString markdown(const core::SetupSheet &sheet);
    /// Writes the sheet as a PDF, atomically; FileWrite names the path and the reason.
    static core::Result<void> writePdf(const QString &path, const core::SetupSheet &sheet);
    /// Writes the Markdown, atomically.
    static core::Result<void> writeMarkdown(const QString &path, const core::SetupSheet &sheet);
};

} // namespace shardscope::presentation
