#pragma once

#include "core/Result.h"
#include "core/report/ReportModel.h"
#include "core/report/ServeReport.h"

#include <QWizardPage>

#include <optional>

class QLabel;
class QPushButton;

namespace shardscope::ui {

class ErrorBox;
class WizardModel;

/// What the Export page writes.
enum class ExportKind {
    Unknown = 0,
    Pdf,        ///< the PDF report (presentation::ReportPdf; a serving run's: ServeReportPdf)
    SamplesCsv, ///< every raw sample (core::reportSamplesCsv; a serving run's requests: serveRecordsCsv)
    SummaryCsv, ///< one row per measured layout (core::reportSummaryCsv; per step: serveStepsCsv)
    Json,       ///< the whole report (core::reportJson; core::serveReportJson)
};

/// Saves the run shown on the Results page (WizardModel::resultsRunId(): a benchmark or a serving
/// run) as a PDF, CSV or JSON file,
/// each written atomically: a failed write leaves nothing behind. Asks for the history
/// (historyRequested), which the wizard keeps as its one dialog.
class ExportPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ExportPage(WizardModel &model, QWidget *parent = nullptr);
    ~ExportPage() override;

    void initializePage() override;

    /// Writes `kind` of the run shown to `path` without asking (the buttons ask with a file
    /// chooser first) and shows the outcome on the page. False when it failed: errorText() says why.
    /// The report is built here, on the first export of a run, and everything is written on the UI
    /// thread: building and drawing the PDF of a whole plan (4 layouts × 2 concurrencies, 64 steps)
    /// stays well under 100 ms each in a Debug build (ExportPageTest checks it), too short for a
    /// worker thread and a busy state to pay off.
    bool exportTo(ExportKind kind, const QString &path);
    /// The outcome line shown (the path written, or what went wrong and what to do).
    QString statusText() const;
    /// The error of the last export, translated with what to do; empty after a success.
    QString errorText() const;

    /// The file name offered for `kind` of run `runId` ("shardscope-run-12.pdf", …).
    static QString defaultFileName(ExportKind kind, qint64 runId);

Q_SIGNALS:
    /// The History button: the wizard shows its history dialog (one for the whole window).
    void historyRequested();

private:
    void buildUi();
    void updateControls();
    void chooseAndExport(ExportKind kind);
    /// Builds the report of WizardModel::resultsRunId() unless it is the one held (only when a file
    /// is written: building it reads and summarises every sample of the run).
    core::Result<void> ensureReport();
    /// The stored row of WizardModel::resultsRunId() (cheap: no samples), or why there is none.
    core::Result<core::RunRecord> shownRun() const;
    bool showOutcome(ExportKind kind, const QString &path, const core::Result<void> &written);
    /// What went wrong writing `path` and what to do about it.
    static QString writeErrorText(const core::Error &error, const QString &path);

    WizardModel &m_model;
    std::optional<core::ReportModel> m_report;           // a benchmark run's
    std::optional<core::ServeReportModel> m_serveReport; // or a serving run's
    QString m_lastFolder;                                // where the file chooser opens
    QString m_errorText;

    QLabel *m_runLabel = nullptr;
    QPushButton *m_pdfButton = nullptr;
    QPushButton *m_samplesButton = nullptr;
    QPushButton *m_summaryButton = nullptr;
    QPushButton *m_jsonButton = nullptr;
    QPushButton *m_historyButton = nullptr;
    QLabel *m_status = nullptr;
    ErrorBox *m_errorBox = nullptr;
};

} // namespace shardscope::ui
