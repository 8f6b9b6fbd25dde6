#include "ui/ExportPage.h"

#include "presentation/ErrorText.h"
#include "ui/ErrorBox.h"
#include "ui/PlainLabel.h"
#include "ui/WizardModel.h"

#include "core/SafeText.h"
#include "core/store/ResultStore.h"

#include "presentation/ReportPdf.h"
#include "presentation/ServeReportPdf.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QStyle>
#include <QVBoxLayout>

namespace shardscope::ui {

using presentation::ErrorText;

namespace {

QString kindName(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Pdf:
        return ExportPage::tr("PDF report");
    case ExportKind::SamplesCsv:
        return ExportPage::tr("raw samples (CSV)");
    case ExportKind::SummaryCsv:
        return ExportPage::tr("summary (CSV)");
    case ExportKind::Json:
        return ExportPage::tr("whole report (JSON)");
    case ExportKind::Unknown:
        break;
    }
    return {};
}

QString fileFilter(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Pdf:
        return ExportPage::tr("PDF files (*.pdf)");
    case ExportKind::SamplesCsv:
    case ExportKind::SummaryCsv:
        return ExportPage::tr("CSV files (*.csv)");
    case ExportKind::Json:
        return ExportPage::tr("JSON files (*.json)");
    case ExportKind::Unknown:
        break;
    }
    return {};
}

} // namespace

ExportPage::ExportPage(WizardModel &model, QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
    , m_lastFolder(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
{
    buildUi();
    // Only the run's row is read here: the report is built when a file is saved, not on every
    // change of the run (the Results page builds its own to show).
    connect(&m_model, &WizardModel::resultsRunChanged, this, [this] {
        m_report.reset();
        m_serveReport.reset();
        updateControls();
    });
    updateControls();
}

ExportPage::~ExportPage() = default;

void ExportPage::buildUi()
{
    setTitle(tr("Keep the results"));
    setSubTitle(
        tr("Save the run shown on the Results page as a PDF report to read or share, or its numbers as "
           "CSV and JSON files for a spreadsheet or a script. Every run also stays in the history."));

    m_runLabel = plainLabel(QStringLiteral("exportRunLabel"), this);

    auto makeButton = [this](const QString &text, const QString &name, QStyle::StandardPixmap icon) {
        auto *button = new QPushButton(style()->standardIcon(icon), text, this);
        button->setObjectName(name);
        return button;
    };
    m_pdfButton = makeButton(tr("Save &PDF report…"), QStringLiteral("exportPdfButton"), QStyle::SP_FileIcon);
    m_samplesButton = makeButton(tr("Save raw &samples (CSV)…"), QStringLiteral("exportSamplesButton"),
                                 QStyle::SP_FileIcon);
    m_summaryButton
        = makeButton(tr("Save s&ummary (CSV)…"), QStringLiteral("exportSummaryButton"), QStyle::SP_FileIcon);
    m_jsonButton = makeButton(tr("Save whole report (&JSON)…"), QStringLiteral("exportJsonButton"),
                              QStyle::SP_FileIcon);
    m_historyButton = makeButton(tr("&History…"), QStringLiteral("exportHistoryButton"),
                                 QStyle::SP_FileDialogDetailedView);

    auto describe = [this](const QString &text) {
        auto *label = new QLabel(text, this);
        label->setWordWrap(true);
        return label;
    };
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->addWidget(m_pdfButton, 0, 0);
    grid->addWidget(describe(tr("The verdict, the charts, the link matrix, the percentile tables, the "
                                "configuration and the design-rule checklist, ready to print.")),
                    0, 1);
    grid->addWidget(m_summaryButton, 1, 0);
    grid->addWidget(describe(tr("One row per layout and concurrency with its percentiles (time to first "
                                "token, time between tokens, whole request) and tokens per second.")),
                    1, 1);
    grid->addWidget(m_samplesButton, 2, 0);
    grid->addWidget(
        describe(tr("Every measured step of every machine: wall time, communication time and bytes "
                    "sent, so any figure can be recomputed.")),
        2, 1);
    grid->addWidget(m_jsonButton, 3, 0);
    grid->addWidget(
        describe(tr("Everything above in one file for scripts: configuration, results, link model, "
                    "verdict, what-if and checklist.")),
        3, 1);
    grid->addWidget(m_historyButton, 4, 0);
    grid->addWidget(describe(tr("Every stored run: compare two, mark a baseline, delete old ones, or run one "
                                "again with the same settings.")),
                    4, 1);

    m_status = plainLabel(QStringLiteral("exportStatusLabel"), this);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorBox = new ErrorBox(QStringLiteral("exportErrorBox"), QStringLiteral("exportErrorLabel"), this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_runLabel);
    layout->addSpacing(8);
    layout->addLayout(grid);
    layout->addSpacing(8);
    layout->addWidget(m_status);
    layout->addWidget(m_errorBox);
    layout->addStretch(1);

    connect(m_pdfButton, &QPushButton::clicked, this, [this] { chooseAndExport(ExportKind::Pdf); });
    connect(m_samplesButton, &QPushButton::clicked, this,
            [this] { chooseAndExport(ExportKind::SamplesCsv); });
    connect(m_summaryButton, &QPushButton::clicked, this,
            [this] { chooseAndExport(ExportKind::SummaryCsv); });
    connect(m_jsonButton, &QPushButton::clicked, this, [this] { chooseAndExport(ExportKind::Json); });
    connect(m_historyButton, &QPushButton::clicked, this, &ExportPage::historyRequested);
}

void ExportPage::initializePage()
{
    // The run may have been changed or deleted (history) since: read it again.
    m_report.reset();
    m_serveReport.reset();
    updateControls();
}

core::Result<void> ExportPage::ensureReport()
{
    const qint64 runId = m_model.resultsRunId();
    if ((m_report && m_report->run.id == runId) || (m_serveReport && m_serveReport->run.id == runId))
        return {};
    m_report.reset();
    m_serveReport.reset();
    const core::Result<core::RunRecord> run = shownRun();
    if (!run.ok())
        return run.error();
    if (run->kind == core::kServeRun.nameText()) {
        core::Result<core::ServeReportModel> built = core::buildServeReport(*m_model.store(), runId);
        if (!built.ok())
            return built.error();
        m_serveReport = std::move(*built);
        return {};
    }
    core::Result<core::ReportModel> built = core::buildReport(*m_model.store(), runId);
    if (!built.ok())
        return built.error();
    m_report = std::move(*built);
    return {};
}

core::Result<core::RunRecord> ExportPage::shownRun() const
{
    const qint64 runId = m_model.resultsRunId();
    if (runId <= 0)
        return core::Error{core::ErrorCode::InvalidArgument, QStringLiteral("no benchmark run yet")};
    if (!m_model.store())
        return core::Error{core::ErrorCode::InvalidArgument, QStringLiteral("no database")};
    core::Result<std::optional<core::RunRecord>> run = m_model.store()->run(runId);
    if (!run.ok())
        return run.error();
    if (!*run || ((*run)->kind != core::kBenchRun.nameText() && (*run)->kind != core::kServeRun.nameText()))
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("run %1 is not a stored benchmark or serving run").arg(runId)};
    return std::move(**run);
}

void ExportPage::updateControls()
{
    const core::Result<core::RunRecord> run = shownRun();
    for (QPushButton *button : {m_pdfButton, m_samplesButton, m_summaryButton, m_jsonButton})
        button->setEnabled(run.ok());
    m_historyButton->setEnabled(m_model.store() != nullptr);
    if (run.ok() && run->kind == core::kServeRun.nameText()) {
        const core::ServeRunConfig *config = run->config.serve();
        m_runLabel->setText(
            tr("Serving run %1: %2 at %3, started %4.")
                .arg(run->id)
                .arg(config && !config->plan.model.isEmpty() ? core::safeText(config->plan.model)
                                                             : tr("a model not named"),
                     config ? core::safeText(config->plan.endpoint) : QString(),
                     QLocale().toString(run->startedAtUtc.toLocalTime(), QLocale::ShortFormat)));
        return;
    }
    if (run.ok()) {
        // What the plan's snapshot says (benchRunConfigJson): the model and the nodes in rank order.
        const QString modelName = core::runModelName(*run);
        m_runLabel->setText(
            tr("Run %1: %2 on %3, started %4.")
                .arg(run->id)
                .arg(modelName, QLocale().createSeparatedList(core::runNodeNames(*run)),
                     QLocale().toString(run->startedAtUtc.toLocalTime(), QLocale::ShortFormat)));
        return;
    }
    const core::Error &error = run.error();
    if (m_model.resultsRunId() <= 0) {
        m_runLabel->setText(tr("No benchmark has run yet: there is nothing to save. Run one on the Inference "
                               "page, or open an older run from the history."));
    } else if (error.code == core::ErrorCode::InvalidArgument) {
        m_runLabel->setText(tr("Run %1 cannot be read: %2.").arg(m_model.resultsRunId()).arg(error.detail));
    } else {
        m_runLabel->setText(ErrorText::storeError(error, m_model.databasePath()));
    }
}

QString ExportPage::defaultFileName(ExportKind kind, qint64 runId)
{
    const QString base = QStringLiteral("shardscope-run-%1").arg(runId);
    switch (kind) {
    case ExportKind::Pdf:
        return base + QStringLiteral(".pdf");
    case ExportKind::SamplesCsv:
        return base + QStringLiteral("-samples.csv");
    case ExportKind::SummaryCsv:
        return base + QStringLiteral("-summary.csv");
    case ExportKind::Json:
        return base + QStringLiteral(".json");
    case ExportKind::Unknown:
        break;
    }
    return base;
}

void ExportPage::chooseAndExport(ExportKind kind)
{
    const QString suggested = QDir(m_lastFolder).filePath(defaultFileName(kind, m_model.resultsRunId()));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the %1").arg(kindName(kind)), suggested,
                                                      fileFilter(kind));
    if (path.isEmpty())
        return;
    m_lastFolder = QFileInfo(path).absolutePath();
    exportTo(kind, path);
}

bool ExportPage::exportTo(ExportKind kind, const QString &path)
{
    if (kind == ExportKind::Unknown)
        return false;
    if (const core::Result<void> report = ensureReport(); !report.ok()) {
        m_errorText = tr("There is no run to save: %1.").arg(report.error().detail);
        m_status->setText(QString());
        m_errorBox->setMessages({m_errorText});
        updateControls();
        return false;
    }

    QByteArray bytes;
    if (m_serveReport) {
        // A serving run: its requests are the raw samples, its steps the summary.
        switch (kind) {
        case ExportKind::Pdf:
            return showOutcome(kind, path, presentation::ServeReportPdf::write(path, *m_serveReport));
        case ExportKind::SamplesCsv:
            bytes = core::serveRecordsCsv(*m_serveReport).toUtf8();
            break;
        case ExportKind::SummaryCsv:
            bytes = core::serveStepsCsv(*m_serveReport).toUtf8();
            break;
        case ExportKind::Json:
            bytes = QByteArray::fromStdString(core::serveReportJson(*m_serveReport).dump(2)) + '\n';
            break;
        case ExportKind::Unknown:
            break;
        }
        return showOutcome(kind, path, core::writeReportFile(path, bytes));
    }
    switch (kind) {
    case ExportKind::Pdf:
        return showOutcome(kind, path, presentation::ReportPdf::write(path, *m_report));
    case ExportKind::SamplesCsv:
        bytes = core::reportSamplesCsv(*m_report).toUtf8();
        break;
    case ExportKind::SummaryCsv:
        bytes = core::reportSummaryCsv(*m_report).toUtf8();
        break;
    case ExportKind::Json:
        bytes = QByteArray::fromStdString(core::reportJson(*m_report).dump(2)) + '\n';
        break;
    case ExportKind::Unknown:
        break;
    }
    return showOutcome(kind, path, core::writeReportFile(path, bytes));
}

bool ExportPage::showOutcome(ExportKind kind, const QString &path, const core::Result<void> &written)
{
    if (written.ok()) {
        m_errorText.clear();
        m_errorBox->setMessages({});
        m_status->setText(tr("Saved the %1 as %2.").arg(kindName(kind), QDir::toNativeSeparators(path)));
    } else {
        m_errorText = writeErrorText(written.error(), path);
        m_status->setText(QString());
        m_errorBox->setMessages({m_errorText});
    }
    updateControls();
    return written.ok();
}

QString ExportPage::writeErrorText(const core::Error &error, const QString &path)
{
    const QFileInfo file(path);
    const QString folder = QDir::toNativeSeparators(file.absolutePath());
    const QString native = QDir::toNativeSeparators(file.absoluteFilePath());
    const QString detail
        = error.detail.isEmpty() ? QString() : QLatin1Char(' ') + tr("(%1)").arg(error.detail);
    if (!QFileInfo(file.absolutePath()).isDir())
        return tr("%1 could not be saved: the folder %2 does not exist. Choose an existing folder, or create "
                  "it "
                  "first.")
                   .arg(native, folder)
               + detail;
    if (!QFileInfo(file.absolutePath()).isWritable())
        return tr("%1 could not be saved: you may not write to the folder %2. Choose a folder of your own, "
                  "such "
                  "as your Documents folder.")
                   .arg(native, folder)
               + detail;
    const QStorageInfo storage(file.absolutePath());
    // ENOSPC shows up as a short write or a failed commit; a nearly empty disk is the likely cause.
    if (storage.isValid() && storage.bytesAvailable() < 1024 * 1024)
        return tr("%1 could not be saved: the disk that holds %2 is full. Free some space, or choose a "
                  "folder "
                  "on another disk.")
                   .arg(native, folder)
               + detail;
    if (file.isDir())
        return tr("%1 could not be saved: a folder has that name. Choose another file name.").arg(native)
               + detail;
    return ErrorText::fileError(error, path);
}

QString ExportPage::statusText() const
{
    return m_status->text();
}

QString ExportPage::errorText() const
{
    return m_errorText;
}

} // namespace shardscope::ui
