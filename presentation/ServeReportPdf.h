#pragma once

#include "core/Result.h"
#include "core/report/ServeReport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace shardscope::presentation {

/// The PDF report of one serving run (a benchmark of the user's own inference server, issue 16),
/// on the bench report's page engine (PdfDocument): A4, numbered pages, vector charts, tables that
/// repeat their header row. Sections, in order: summary (the endpoint, the server's software and
/// version, the dialect, the model, the workload, the machines, and that the figures are the
/// user's own server's), verdict with its reasons (over the stored serving runs of the same
/// setup), design rule 8 (complete serving path), charts (ServeChartSpecs::charts), a table of the
/// steps (requests done and failed, TTFT, TPOT, ITL, tokens/s, goodput, errors by kind) and one of
/// the machines (CPU, GPUs, network per step, idle GPUs named).
/// Needs a QGuiApplication (the CLI starts one on the offscreen platform).
class ServeReportPdf
{
    Q_DECLARE_TR_FUNCTIONS(ServeReportPdf)

public:
    /// The section titles in order, translated (also what a test looks for in the PDF's text).
    static QStringList sectionTitles();

    /// Writes the PDF atomically (nothing is left at path on failure). FileWrite names the path
    /// and the reason (a full disk, a folder that cannot be written).
    static core::Result<void> write(const QString &path, const core::ServeReportModel &report,
                                    const QDateTime &createdAtUtc = QDateTime::currentDateTimeUtc());
};

} // namespace shardscope::presentation
