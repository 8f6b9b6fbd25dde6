// presentation::ReportPdf on a stored run (tests/support/ReportDatabase.h): the PDF's text, read back with
// poppler's pdftotext, has the verdict, the nodes and every section in order, numbered pages whose
// tables repeat their header, charts drawn as vectors (no images), and nothing of a failed write.
#include "presentation/ReportPdf.h"
#include "presentation/SetupText.h"

#include "presentation/AnalysisText.h"
#include "presentation/BenchChartSpecs.h"
#include "tests/support/ReportDatabase.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace shardscope;

namespace {

/// A poppler tool's output; empty when it failed.
QString poppler(const QString &tool, const QStringList &arguments)
{
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

/// The PDF's text, pages separated by form feeds (pdftotext's own separator).
QString pdfText(const QString &path)
{
    return poppler(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
}

class ReportPdfTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        auto store = core::ResultStore::open(m_dir.filePath(QStringLiteral("report.db")),
                                             core::StoreAccess::Write, test::steppingClock());
        ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
        m_store = std::move(store).value();
        m_fixture = test::fillReportDatabase(*m_store);
        auto report = core::buildReport(*m_store, m_fixture.benchRun);
        ASSERT_TRUE(report.ok()) << report.error().detail.toStdString();
        m_report = std::move(report).value();
    }

    /// Writes the PDF and returns its text (empty on failure, after failing the test).
    QString writeAndRead(const core::ReportModel &report, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        const auto written = presentation::ReportPdf::write(path, report);
        EXPECT_TRUE(written.ok()) << (written.ok() ? "" : written.error().detail.toStdString());
        // To look at the layout: SHARDSCOPE_KEEP_PDF=/tmp/report.pdf, then pdftoppm -png.
        if (const QString keep = qEnvironmentVariable("SHARDSCOPE_KEEP_PDF"); !keep.isEmpty()) {
            QFile::remove(keep);
            QFile::copy(path, keep);
        }
        const QString text = pdfText(path);
        EXPECT_FALSE(text.isEmpty()) << "pdftotext (poppler-utils) failed on " << path.toStdString();
        return text;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<core::ResultStore> m_store;
    test::ReportDatabase m_fixture;
    core::ReportModel m_report;
};

} // namespace

TEST_F(ReportPdfTest, HasTheVerdictTheNodesAndEverySectionInOrder)
{
    const QString raw = writeAndRead(m_report, QStringLiteral("report.pdf"));
    const QString text = raw.simplified();
    ASSERT_FALSE(text.isEmpty());

    // Summary and verdict first.
    const QString headline = presentation::AnalysisText::verdictHeadline(m_report.verdict);
    ASSERT_FALSE(headline.isEmpty());
    const QStringList titles = presentation::ReportPdf::sectionTitles();
    ASSERT_EQ(titles.size(), 9);
    const qsizetype summaryAt = text.indexOf(titles.at(0));
    ASSERT_GE(summaryAt, 0) << text.toStdString();
    EXPECT_EQ(text.indexOf(headline, summaryAt), summaryAt + titles.at(0).size() + 1) << text.toStdString();
    const QStringList reasons = presentation::AnalysisText::verdictReasons(m_report);
    ASSERT_FALSE(reasons.isEmpty());
    for (const QString &reason : reasons)
        EXPECT_TRUE(text.contains(reason.simplified())) << "missing reason " << reason.toStdString();

    // Every section, in the order of sectionTitles().
    qsizetype at = 0;
    for (const QString &title : titles) {
        const qsizetype found = text.indexOf(title, at);
        ASSERT_GE(found, 0) << "section " << title.toStdString() << " missing or out of order";
        at = found + title.size();
    }

    // The nodes, their machines, the link between them, the checklist, the failed run.
    for (const QString &expected :
         {QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("gpu-box-1"),
          QStringLiteral("gpu-box-2"), QStringLiteral("AMD Ryzen 9 7950X"), QStringLiteral("enp5s0"),
          QStringLiteral("llama-3.2-1b"), QStringLiteral("node2's agent session ended during decode step 4"),
          presentation::AnalysisText::ruleName(core::DesignRule::CompleteServingPath),
          presentation::AnalysisText::layoutName(protocol::BenchLayout::PipelineParallel)}) {
        EXPECT_TRUE(text.contains(expected)) << "missing " << expected.toStdString();
    }
    // The setup check's findings about the run's machines, each with what to do; not node3's.
    ASSERT_EQ(m_report.setupFindings.size(), 2);
    const qsizetype setupAt = text.indexOf(titles.at(6));
    for (const core::SetupFinding &finding : m_report.setupFindings)
        EXPECT_GT(text.indexOf(presentation::SetupText::line(finding).simplified(), setupAt), setupAt)
            << presentation::SetupText::line(finding).toStdString();
    EXPECT_FALSE(text.contains(
        presentation::SetupText::line(shardscope::test::setupCheckFindings().at(2)).simplified()));
    // The SSH key stays out of the report.
    EXPECT_FALSE(text.contains(QStringLiteral("id_shardscope")));

    // Numbered pages: "Page k of N" on each of the N pages.
    const QStringList pages = raw.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    ASSERT_GE(pages.size(), 2);
    for (qsizetype page = 0; page < pages.size(); ++page) {
        const QString footer = QStringLiteral("Page %1 of %2").arg(page + 1).arg(pages.size());
        EXPECT_TRUE(pages.at(page).simplified().contains(footer)) << footer.toStdString();
    }
}

TEST_F(ReportPdfTest, OneLayoutOverTwoNodeSetsShowsBoth)
{
    // The fixture's run split over its two nodes; the same split over three at the same
    // concurrency (a plan with node sets) must get a bar, a line and table rows of its own.
    core::ReportModel report = m_report;
    const auto split = std::find_if(report.results.begin(), report.results.end(), [](const auto &result) {
        return result.layout == protocol::BenchLayout::TensorParallel
               && result.status == core::RunStatus::Complete;
    });
    ASSERT_NE(split, report.results.end());
    core::StoredBenchResult wider = *split;
    wider.id = 9999;
    wider.nodeNames << QStringLiteral("node9");
    wider.summary.ttftMs.p50 *= 1.5;
    wider.summary.outputTokensPerSecond *= 0.7;
    const QStringList pairNodes = split->nodeNames;
    const QStringList trioNodes = wider.nodeNames;
    report.results.append(wider);
    report.verdict.concurrency = wider.concurrency;

    const QString pair
        = presentation::AnalysisText::seriesLabel(protocol::BenchLayout::TensorParallel, pairNodes);
    const QString trio
        = presentation::AnalysisText::seriesLabel(protocol::BenchLayout::TensorParallel, trioNodes);
    ASSERT_NE(pair, trio);
    const QString text = writeAndRead(report, QStringLiteral("node-sets.pdf")).simplified();
    ASSERT_FALSE(text.isEmpty());
    // In the legend of the tokens/s chart and in the latency table, at least twice each.
    for (const QString &label : {pair, trio})
        EXPECT_GE(text.count(label), 2) << "missing " << label.toStdString() << " in " << text.toStdString();
}

TEST_F(ReportPdfTest, TheNetworkModelNamesTheSplitsMachinesAndTheWholeRunsSlowestPair)
{
    ASSERT_TRUE(m_report.whatIf);
    ASSERT_TRUE(m_report.link);
    core::ReportModel report = m_report;
    QStringList machines;
    for (const core::StoredBenchResult &result : report.results) {
        if (result.id == report.whatIf->measured.resultId)
            machines = result.nodeNames;
    }
    ASSERT_GE(machines.size(), 2);
    // Another pair of the run, outside the split, was slower: the what-if does not use it.
    report.link->rttUs = report.whatIf->measuredLink.rttUs * 3;
    const QString text = writeAndRead(report, QStringLiteral("network.pdf")).simplified();
    ASSERT_FALSE(text.isEmpty());
    const QString split
        = QStringLiteral("The model of the network uses the slowest pair between %1: %2 round trip (TCP)")
              .arg(QLocale().createSeparatedList(machines),
                   presentation::AnalysisText::milliseconds(report.whatIf->measuredLink.rttUs / 1000));
    EXPECT_TRUE(text.contains(split)) << split.toStdString() << " not in " << text.toStdString();
    const QString whole
        = QStringLiteral("Over all of the run's machines the slowest pair measured %1 round trip")
              .arg(presentation::AnalysisText::milliseconds(report.link->rttUs / 1000));
    EXPECT_TRUE(text.contains(whole)) << whole.toStdString();
}

TEST_F(ReportPdfTest, ChartsAreVectorGraphics)
{
    const QString path = m_dir.filePath(QStringLiteral("vector.pdf"));
    ASSERT_TRUE(presentation::ReportPdf::write(path, m_report).ok());
    const QString text = pdfText(path);
    // The charts are there (their titles and axis labels are text)…
    EXPECT_TRUE(text.contains(QStringLiteral("Time to first token"))) << text.toStdString();
    EXPECT_TRUE(text.contains(presentation::AnalysisText::linkClassName(core::LinkClassId::Ethernet10G)));
    // …and not one of them is a picture: pdfimages lists its two header lines only.
    const QString images = poppler(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path});
    ASSERT_FALSE(images.isEmpty()) << "pdfimages (poppler-utils) failed";
    EXPECT_EQ(images.trimmed().split(QLatin1Char('\n')).size(), 2) << images.toStdString();
}

TEST_F(ReportPdfTest, TheChartsAreTheResultsPagesSpecs)
{
    // The PDF paints the specs the Results page draws (presentation::BenchChartSpecs): within the
    // Charts section each chart's title, then every category in order, every series name, and its
    // caption; the failed run has no row.
    using presentation::BenchChartSpecs;
    const QString text = writeAndRead(m_report, QStringLiteral("charts.pdf")).simplified();
    ASSERT_FALSE(text.isEmpty());
    const QStringList titles = presentation::ReportPdf::sectionTitles();
    const qsizetype chartsAt = text.indexOf(titles.at(3), text.indexOf(titles.at(2)));
    const qsizetype percentilesAt = text.indexOf(titles.at(4), chartsAt);
    ASSERT_GE(chartsAt, 0);
    ASSERT_GT(percentilesAt, chartsAt);
    const QString charts = text.mid(chartsAt, percentilesAt - chartsAt);

    ASSERT_TRUE(m_report.whatIf.has_value());
    const QList<presentation::ChartSpec> specs{
        BenchChartSpecs::ttft(m_report.results), BenchChartSpecs::tokensPerSecond(m_report.results),
        BenchChartSpecs::tokenTime(m_report.results),
        BenchChartSpecs::whatIf(m_report.whatIf, presentation::AnalysisText::whatIfRunName(m_report),
                                m_report.results)};
    qsizetype at = 0;
    for (const presentation::ChartSpec &spec : specs) {
        ASSERT_FALSE(spec.isEmpty()) << spec.title.toStdString();
        const qsizetype titleAt = charts.indexOf(spec.title, at);
        ASSERT_GE(titleAt, 0) << spec.title.toStdString() << " not in " << charts.toStdString();
        at = titleAt + spec.title.size();
        for (const QString &category : spec.categories) {
            const qsizetype found = charts.indexOf(category, at);
            ASSERT_GE(found, 0) << category.toStdString() << " missing or out of order in "
                                << charts.mid(titleAt).toStdString();
            at = found + category.size();
        }
        for (const presentation::ChartSeries &one : spec.series)
            EXPECT_TRUE(charts.indexOf(one.name, titleAt) >= 0) << one.name.toStdString();
        const qsizetype captionAt = charts.indexOf(spec.caption.simplified(), at);
        ASSERT_GE(captionAt, 0) << spec.caption.toStdString() << " not in " << charts.toStdString();
        at = captionAt + spec.caption.simplified().size();
    }
    // The bar charts have a row per complete result, the failed pipeline run none.
    const auto failed = std::find_if(m_report.results.begin(), m_report.results.end(),
                                     [&](const auto &result) { return result.id == m_fixture.failedResult; });
    ASSERT_NE(failed, m_report.results.end());
    ASSERT_EQ(failed->status, core::RunStatus::Failed);
    const QString failedLabel
        = BenchChartSpecs::resultLabel(*failed, presentation::benchSeries(m_report.results));
    EXPECT_FALSE(specs.at(0).categories.contains(failedLabel));
    EXPECT_FALSE(charts.contains(failedLabel)) << failedLabel.toStdString();
    EXPECT_EQ(specs.at(0).categories.size(), BenchChartSpecs::chartedResults(m_report.results).size());
}

TEST_F(ReportPdfTest, WithNothingToChartTheChartsSectionSaysSoInASentence)
{
    using presentation::BenchChartSpecs;
    const QStringList titles = presentation::ReportPdf::sectionTitles();
    const auto chartsOf = [&titles](const QString &text) {
        const qsizetype chartsAt = text.indexOf(titles.at(3), text.indexOf(titles.at(2)));
        return text.mid(chartsAt, text.indexOf(titles.at(4), chartsAt) - chartsAt);
    };

    // No run completed: one sentence instead of four empty charts.
    core::ReportModel failed = m_report;
    for (core::StoredBenchResult &result : failed.results)
        result.status = core::RunStatus::Failed;
    failed.whatIf.reset();
    const QString none = chartsOf(writeAndRead(failed, QStringLiteral("failed.pdf")).simplified());
    EXPECT_NE(none.indexOf(QStringLiteral("No run completed: there is nothing to chart.")), -1)
        << none.toStdString();
    EXPECT_EQ(none.indexOf(BenchChartSpecs::ttft(failed.results).emptyText), -1) << none.toStdString();

    // No what-if: the other charts, and the what-if's sentence where its chart would be.
    core::ReportModel noWhatIf = m_report;
    noWhatIf.whatIf.reset();
    const QString charts = chartsOf(writeAndRead(noWhatIf, QStringLiteral("nowhatif.pdf")).simplified());
    EXPECT_NE(charts.indexOf(BenchChartSpecs::ttft(noWhatIf.results).title), -1);
    const QString sentence = BenchChartSpecs::whatIf(std::nullopt, QString(), noWhatIf.results).emptyText;
    ASSERT_FALSE(sentence.isEmpty());
    EXPECT_NE(charts.indexOf(sentence), -1) << charts.toStdString();
}

TEST_F(ReportPdfTest, ALongChartContinuesUnderItsLegendOnTheNextPage)
{
    // 13 rounds of results: the bar charts have far more rows than a page holds. Each row is there
    // once, and a page that continues a chart starts with its legend again.
    core::ReportModel many = m_report;
    const QList<core::StoredBenchResult> results = many.results;
    for (std::uint32_t round = 1; round <= 12; ++round)
        for (core::StoredBenchResult result : results) {
            result.id += 1000 * round;
            result.concurrency += 100 * round;
            many.results.append(result);
        }
    const presentation::ChartSpec ttft = presentation::BenchChartSpecs::ttft(many.results);
    ASSERT_GT(ttft.categories.size(), 50);
    const QString raw = writeAndRead(many, QStringLiteral("long-chart.pdf"));
    const QString text = raw.simplified();
    for (const QString &category : ttft.categories)
        EXPECT_EQ(text.count(category), 2) << category.toStdString(); // the TTFT and the token-time rows
    int pagesWithLegend = 0;
    for (const QString &page : raw.split(QLatin1Char('\f'), Qt::SkipEmptyParts))
        pagesWithLegend += page.simplified().contains(ttft.series.at(0).name) ? 1 : 0;
    EXPECT_GE(pagesWithLegend, 2);
}

TEST_F(ReportPdfTest, ALongTableRepeatsItsHeaderOnEveryPage)
{
    core::ReportModel many = m_report;
    const QList<core::StoredBenchResult> results = many.results;
    for (std::uint32_t round = 1; round <= 12; ++round)
        for (core::StoredBenchResult result : results) {
            result.concurrency += 100 * round;
            many.results.append(result);
        }
    const QString raw = writeAndRead(many, QStringLiteral("long.pdf"));
    const QStringList pages = raw.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    // The latency table is written with one header row; a page that continues it starts with that
    // header again: it shows on several pages, once on each.
    int pagesWithHeader = 0;
    for (const QString &page : pages) {
        const qsizetype count = page.simplified().count(QStringLiteral("TTFT p90"));
        EXPECT_LE(count, 1) << page.toStdString();
        pagesWithHeader += count > 0 ? 1 : 0;
    }
    EXPECT_GE(pagesWithHeader, 2) << "the latency table did not span pages, or its header did not repeat";
    // Every row is there: the last row's concurrency in both tables (and as a point of the chart).
    const QString last = QString::number(results.last().concurrency + 1200);
    EXPECT_GE(raw.count(QRegularExpression(QStringLiteral("\\b%1\\b").arg(last))), 2) << raw.toStdString();
    EXPECT_TRUE(raw.simplified().contains(QStringLiteral("Page %1 of %1").arg(pages.size())));
}

TEST_F(ReportPdfTest, AWarningTallerThanAPageContinuesOnTheNextPage)
{
    // An agent's error of some 900 numbered words: far more than one page of text. Every word must
    // land on a page, in order, and no page may hold text below its footer.
    core::ReportModel tall = m_report;
    QStringList words;
    for (int i = 1; i <= 900; ++i)
        words << QStringLiteral("w%1").arg(i);
    tall.warnings.append({core::ReportWarningCode::RunFailed, {}, {}, words.join(QLatin1Char(' '))});
    const QString raw = writeAndRead(tall, QStringLiteral("tall.pdf"));
    const QString text = raw.simplified();
    qsizetype at = 0;
    for (const QString &word :
         {QStringLiteral("w1 "), QStringLiteral("w450 "), QStringLiteral("w899 "), QStringLiteral("w900")}) {
        const qsizetype found = text.indexOf(word, at);
        EXPECT_GE(found, at) << "missing or out of order: " << word.toStdString();
        at = std::max(at, found);
    }
    // Each page ends with its footer: nothing was painted past it.
    const QStringList pages = raw.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    ASSERT_GE(pages.size(), 2);
    for (qsizetype page = 0; page < pages.size(); ++page)
        EXPECT_TRUE(pages.at(page).simplified().endsWith(
            QStringLiteral("Page %1 of %2").arg(page + 1).arg(pages.size())))
            << pages.at(page).toStdString();
}

TEST_F(ReportPdfTest, NodeTextIsShownLiterally)
{
    core::ReportModel odd = m_report;
    const QString name = QStringLiteral("n<b>&%2");
    odd.nodes[0].name = name;
    odd.plan.nodes[0].target.name = name;
    for (core::StoredBenchResult &result : odd.results)
        result.nodeNames.replaceInStrings(QStringLiteral("node1"), name);
    const QString text = writeAndRead(odd, QStringLiteral("odd.pdf")).simplified();
    EXPECT_TRUE(text.contains(name)) << text.toStdString();
}

TEST_F(ReportPdfTest, AFailedWriteIsFileWriteAndLeavesNoFile)
{
    const QString missing = m_dir.filePath(QStringLiteral("no-such-folder/report.pdf"));
    auto written = presentation::ReportPdf::write(missing, m_report);
    ASSERT_FALSE(written.ok());
    EXPECT_EQ(written.error().code, core::ErrorCode::FileWrite);
    EXPECT_TRUE(written.error().detail.contains(missing)) << written.error().detail.toStdString();
    EXPECT_FALSE(QFile::exists(missing));

    // A path that is a folder.
    const QString folder = m_dir.filePath(QStringLiteral("a-folder"));
    ASSERT_TRUE(QDir().mkpath(folder));
    written = presentation::ReportPdf::write(folder, m_report);
    ASSERT_FALSE(written.ok());
    EXPECT_EQ(written.error().code, core::ErrorCode::FileWrite);
    EXPECT_TRUE(QFileInfo(folder).isDir());
}

TEST_F(ReportPdfTest, AFolderThatIsAFileIsFileWriteAndLeavesTheFileAlone)
{
    // Fails for root too (ENOTDIR), unlike a read-only folder.
    const QString file = m_dir.filePath(QStringLiteral("plain-file"));
    QFile plain(file);
    ASSERT_TRUE(plain.open(QIODevice::WriteOnly));
    ASSERT_EQ(plain.write("x"), 1);
    plain.close();
    const QString inside = file + QStringLiteral("/report.pdf");
    const auto written = presentation::ReportPdf::write(inside, m_report);
    ASSERT_FALSE(written.ok());
    EXPECT_EQ(written.error().code, core::ErrorCode::FileWrite);
    EXPECT_TRUE(written.error().detail.contains(inside)) << written.error().detail.toStdString();
    EXPECT_EQ(QFileInfo(file).size(), 1);
}

TEST_F(ReportPdfTest, AnInterruptedRunSaysSoInItsStatusAndWarnings)
{
    // As buildReport gives it for a run whose writer was killed (tests/core/report/ReportModelTest.cpp).
    core::ReportModel report = m_report;
    report.run.status = core::RunStatus::Interrupted;
    report.run.finishedAtUtc = {};
    report.warnings.prepend({core::ReportWarningCode::RunInterrupted, {}, {}, {}});
    const QString text = writeAndRead(report, QStringLiteral("interrupted.pdf")).simplified();
    const QString status = QStringLiteral("%1, %2").arg(
        QString::number(report.run.id), presentation::AnalysisText::runStatusName(report.run.status));
    EXPECT_EQ(presentation::AnalysisText::runStatusName(core::RunStatus::Interrupted),
              QStringLiteral("Interrupted"));
    EXPECT_TRUE(text.contains(status)) << text.toStdString();
    const QString warning = presentation::AnalysisText::warningText(report.warnings.first());
    ASSERT_FALSE(warning.isEmpty());
    EXPECT_TRUE(warning.contains(QStringLiteral("interrupted"))) << warning.toStdString();
    // The PDF may break the sentence over lines: its first words are enough.
    EXPECT_TRUE(text.contains(warning.section(QLatin1Char(' '), 0, 4))) << text.toStdString();
}
