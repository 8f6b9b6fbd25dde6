#pragma once

#include "core/Result.h"
#include "core/report/ReportModel.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace shardscope::presentation {

/// The PDF report of one inference run, drawn with QPainter on a QPdfWriter by PdfDocument (Qt
/// Gui only, so the CLI writes it without Widgets): A4, numbered pages ("Page 3 of 7"), charts as
/// vector graphics, tables that never split a row across pages (the header row repeats on each
/// page). Sections, in order: summary and verdict, inventory, link matrix, charts (the Results
/// page's, from the same BenchChartSpecs: TTFT p50/p99, tokens/s against concurrency, per-token
/// time as compute / communication / waiting, what-if; bar charts horizontal, a row per result,
/// continued on the next page under their legend and scale), percentile tables, configuration
/// snapshot, design-rule checklist, warnings.
/// Needs a QGuiApplication (the CLI starts one on the offscreen platform).
class ReportPdf
{
    Q_DECLARE_TR_FUNCTIONS(ReportPdf)

public:
    /// The section titles in order, translated (also what a test looks for in the PDF's text).
    static QStringList sectionTitles();

    /// Writes the PDF atomically (a QSaveFile: nothing is left at path on failure). FileWrite names
    /// the path and the reason (a full disk, a folder that cannot be written).
    static core::Result<void> write(const QString &path, const core::ReportModel &report,
                                    const QDateTime &createdAtUtc = QDateTime::currentDateTimeUtc());
};

} // namespace shardscope::presentation
