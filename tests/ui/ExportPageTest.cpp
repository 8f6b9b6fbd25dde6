// The Export page: the run shown saved as PDF, raw-sample CSV, summary CSV and JSON, each written
// whole or not at all, with the path on success and what to do on failure; the history from there.
#include "UiTestSupport.h"
#include "tests/support/BenchRunFactory.h"

#include "core/report/ReportModel.h"
#include "presentation/AnalysisText.h"
#include "presentation/ReportPdf.h"
#include "ui/ExportPage.h"
#include "ui/HistoryDialog.h"
#include "ui/WizardModel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWizard>

#include <gtest/gtest.h>

#include <iostream>
#include <memory>

using namespace shardscope;
using ui::ExportKind;
using ui::ExportPage;

namespace {

qsizetype storedResultCount(const shardscope::test::StoredBenchRun &run)
{
    return run.results.size();
}

class GuiExport : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_out.isValid());
        ASSERT_TRUE(m_model.openStore(m_dir.filePath(QStringLiteral("shardscope.db"))).ok());
        for (int i = 0; i < 2; ++i) {
            core::HostRecord node;
            node.name = QStringLiteral("node%1").arg(i);
            node.address = QStringLiteral("10.0.0.%1").arg(i + 1);
            ASSERT_TRUE(m_model.addHost(node).ok());
        }
        shardscope::test::storeLinkRun(*m_model.store(), {QStringLiteral("node0"), QStringLiteral("node1")});
        m_run = shardscope::test::storeBenchRun(*m_model.store());
        m_model.setResultsRunId(m_run.runId);
    }

    ExportPage *showPage()
    {
        m_wizard = std::make_unique<QWizard>();
        auto *page = new ExportPage(m_model);
        m_wizard->addPage(page);
        m_wizard->resize(1280, 800);
        m_wizard->show();
        return page;
    }

    /// Exports; true when it worked (and the page shows no error).
    static bool exportAndWait(ExportPage &page, ExportKind kind, const QString &path)
    {
        const bool ok = page.exportTo(kind, path);
        EXPECT_EQ(ok, page.errorText().isEmpty()) << page.errorText().toStdString();
        return ok;
    }

    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_out;
    ui::WizardModel m_model;
    shardscope::test::StoredBenchRun m_run;
    std::unique_ptr<QWizard> m_wizard;
};

TEST_F(GuiExport, WritesTheCsvAndJsonOfTheRunShown)
{
    ExportPage *page = showPage();
    const core::Result<core::ReportModel> report = core::buildReport(*m_model.store(), m_run.runId);
    ASSERT_TRUE(report.ok()) << report.error().detail.toStdString();

    const QString summary = m_out.filePath(QStringLiteral("summary.csv"));
    ASSERT_TRUE(exportAndWait(*page, ExportKind::SummaryCsv, summary)) << page->errorText().toStdString();
    const QByteArray summaryBytes = readAll(summary);
    EXPECT_EQ(summaryBytes, core::reportSummaryCsv(*report).toUtf8());
    // A header and one row per stored result.
    EXPECT_EQ(QString::fromUtf8(summaryBytes).trimmed().split(QLatin1Char('\n')).size(),
              m_run.results.size() + 1);
    EXPECT_TRUE(page->statusText().contains(QDir::toNativeSeparators(summary)))
        << page->statusText().toStdString();

    const QString samples = m_out.filePath(QStringLiteral("samples.csv"));
    ASSERT_TRUE(exportAndWait(*page, ExportKind::SamplesCsv, samples)) << page->errorText().toStdString();
    const QByteArray sampleBytes = readAll(samples);
    EXPECT_EQ(sampleBytes, core::reportSamplesCsv(*report).toUtf8());
    // One row per rank per step (the prefill and every decode step), after the header.
    qsizetype steps = 0;
    for (const core::StoredBenchResult &result : m_run.results) {
        for (const auto &rank : result.reports)
            steps += rank ? 1 + qsizetype(rank->decode.size()) : 0;
    }
    EXPECT_EQ(QString::fromUtf8(sampleBytes).trimmed().split(QLatin1Char('\n')).size(), steps + 1);
    EXPECT_TRUE(
        sampleBytes.startsWith("result_id,position,layout,concurrency,nodes,status,rank,phase,step,wall_ms"));

    const QString json = m_out.filePath(QStringLiteral("report.json"));
    ASSERT_TRUE(exportAndWait(*page, ExportKind::Json, json)) << page->errorText().toStdString();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(readAll(json), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    EXPECT_EQ(nlohmann::json::parse(readAll(json).toStdString()), core::reportJson(*report));
    EXPECT_EQ(document.object().value(QStringLiteral("results")).toArray().size(), m_run.results.size());
    // Only the written files: QSaveFile's temporary files are gone.
    EXPECT_EQ(QDir(m_out.path()).entryList(QDir::Files | QDir::Hidden).size(), 3);
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("export-page"));
}

TEST_F(GuiExport, WritesThePdfQuicklyEnoughForTheUiThread)
{
    // A realistic plan: the single-node baseline and three splits at two concurrencies, 64 decode
    // steps each.
    shardscope::test::FabricatedRunSpec spec;
    spec.decodeSteps = 64;
    const shardscope::test::StoredBenchRun run = shardscope::test::storeBenchRun(*m_model.store(), spec);
    ASSERT_EQ(storedResultCount(run), 8);
    m_model.setResultsRunId(run.runId);
    ExportPage *page = showPage();
    const QString pdf = m_out.filePath(QStringLiteral("report.pdf"));

    // Both are done on the UI thread when the user saves: that is only right while they take a
    // blink (100 ms). Past that they belong on a worker thread (QtConcurrent::run +
    // QFutureWatcher, docs/STYLE.md, "Threads and the UI").
    QElapsedTimer took;
    took.start();
    const core::Result<core::ReportModel> report = core::buildReport(*m_model.store(), run.runId);
    const qint64 buildMs = took.restart();
    ASSERT_TRUE(report.ok()) << report.error().detail.toStdString();
    ASSERT_TRUE(presentation::ReportPdf::write(m_out.filePath(QStringLiteral("direct.pdf")), *report).ok());
    const qint64 pdfMs = took.restart();
    // What the user waits for: the page builds its report on demand, then writes the PDF.
    ASSERT_TRUE(exportAndWait(*page, ExportKind::Pdf, pdf)) << page->errorText().toStdString();
    const qint64 exportMs = took.elapsed();
    std::cout << "buildReport " << buildMs << " ms, ReportPdf::write " << pdfMs
              << " ms, the page's export (both) " << exportMs << " ms" << std::endl;
    EXPECT_LT(pdfMs, 100) << "move ReportPdf::write off the UI thread";
    // The save as the user waits for it, with room for a busy machine (two compiles beside it
    // doubled both figures here).
    EXPECT_LT(exportMs, 250) << "move buildReport and ReportPdf::write off the UI thread";

    EXPECT_TRUE(readAll(pdf).startsWith("%PDF"));
    const QString text = ui::test::pdfText(pdf).simplified();
    ASSERT_FALSE(text.isEmpty());
    for (const QString &title : presentation::ReportPdf::sectionTitles())
        EXPECT_TRUE(text.contains(title)) << title.toStdString();
    // Its verdict is the page's.
    EXPECT_TRUE(text.contains(presentation::AnalysisText::verdictHeadline(report->verdict)));
    EXPECT_TRUE(page->statusText().contains(QDir::toNativeSeparators(pdf)));
}

TEST_F(GuiExport, FailuresSayWhatToDoAndLeaveNothingBehind)
{
    ExportPage *page = showPage();

    const QString missing = m_out.filePath(QStringLiteral("no-such-folder/summary.csv"));
    EXPECT_FALSE(exportAndWait(*page, ExportKind::SummaryCsv, missing));
    EXPECT_TRUE(page->errorText().contains(QStringLiteral("does not exist")))
        << page->errorText().toStdString();
    EXPECT_TRUE(page->errorText().contains(QStringLiteral("Choose"))) << page->errorText().toStdString();
    EXPECT_FALSE(QFileInfo::exists(missing));

    const QString folder = m_out.filePath(QStringLiteral("taken"));
    ASSERT_TRUE(QDir().mkpath(folder));
    EXPECT_FALSE(exportAndWait(*page, ExportKind::Json, folder));
    EXPECT_TRUE(page->errorText().contains(QStringLiteral("folder has that name")))
        << page->errorText().toStdString();

    EXPECT_FALSE(
        exportAndWait(*page, ExportKind::Pdf, m_out.filePath(QStringLiteral("no-such-folder/r.pdf"))));
    EXPECT_TRUE(page->errorText().contains(QStringLiteral("does not exist")))
        << page->errorText().toStdString();

    // A success afterwards clears the error.
    EXPECT_TRUE(exportAndWait(*page, ExportKind::SummaryCsv, m_out.filePath(QStringLiteral("ok.csv"))));
    EXPECT_TRUE(page->errorText().isEmpty());
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("export-page-saved"));
}

TEST_F(GuiExport, WithoutARunNothingCanBeSaved)
{
    m_model.setResultsRunId(0);
    ExportPage *page = showPage();
    for (const QString &name : {QStringLiteral("exportPdfButton"), QStringLiteral("exportSamplesButton"),
                                QStringLiteral("exportSummaryButton"), QStringLiteral("exportJsonButton")}) {
        auto *button = page->findChild<QPushButton *>(name);
        ASSERT_NE(button, nullptr) << name.toStdString();
        EXPECT_FALSE(button->isEnabled()) << name.toStdString();
    }
    EXPECT_TRUE(page->findChild<QPushButton *>(QStringLiteral("exportHistoryButton"))->isEnabled());
    const QString path = m_out.filePath(QStringLiteral("nothing.json"));
    EXPECT_FALSE(exportAndWait(*page, ExportKind::Json, path));
    EXPECT_FALSE(QFileInfo::exists(path));
}

TEST_F(GuiExport, TheHistoryButtonAsksTheWizardForItsOneDialog)
{
    ExportPage *page = showPage();
    QSignalSpy history(page, &ExportPage::historyRequested);
    page->findChild<QPushButton *>(QStringLiteral("exportHistoryButton"))->click();
    page->findChild<QPushButton *>(QStringLiteral("exportHistoryButton"))->click();
    EXPECT_EQ(history.size(), 2);
    // The page opens no dialog of its own.
    EXPECT_EQ(page->findChild<ui::HistoryDialog *>(), nullptr);
}

TEST_F(GuiExport, NamesTheRunShownAndFollowsItsChanges)
{
    ExportPage *page = showPage();
    auto *label = page->findChild<QLabel *>(QStringLiteral("exportRunLabel"));
    ASSERT_NE(label, nullptr);
    EXPECT_TRUE(label->text().startsWith(
        QStringLiteral("Run %1: llama-3.2-1b on %2")
            .arg(QString::number(m_run.runId),
                 QLocale().createSeparatedList({QStringLiteral("node0"), QStringLiteral("node1")}))))
        << label->text().toStdString();

    // A link test is not a benchmark: nothing to save.
    const qint64 link = shardscope::test::storeLinkRun(*m_model.store(),
                                                       {QStringLiteral("node0"), QStringLiteral("node1")});
    m_model.setResultsRunId(link);
    EXPECT_FALSE(page->findChild<QPushButton *>(QStringLiteral("exportPdfButton"))->isEnabled());
    EXPECT_FALSE(exportAndWait(*page, ExportKind::Json, m_out.filePath(QStringLiteral("link.json"))));

    // Another benchmark: its file is written, not the first one's.
    shardscope::test::FabricatedRunSpec other;
    other.layouts = {protocol::BenchLayout::Replicas};
    const shardscope::test::StoredBenchRun second = shardscope::test::storeBenchRun(*m_model.store(), other);
    m_model.setResultsRunId(second.runId);
    EXPECT_TRUE(page->findChild<QPushButton *>(QStringLiteral("exportPdfButton"))->isEnabled());
    EXPECT_TRUE(label->text().startsWith(QStringLiteral("Run %1:").arg(second.runId)));
    const QString json = m_out.filePath(QStringLiteral("second.json"));
    ASSERT_TRUE(exportAndWait(*page, ExportKind::Json, json));
    const core::Result<core::ReportModel> report = core::buildReport(*m_model.store(), second.runId);
    ASSERT_TRUE(report.ok());
    EXPECT_EQ(nlohmann::json::parse(readAll(json).toStdString()), core::reportJson(*report));
}

} // namespace
