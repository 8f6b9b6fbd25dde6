// presentation::ServeReportPdf on a stored serving run (ServeRunFixture.h): the PDF's text, read
// back with poppler's pdftotext, has every section in order with the server, the verdict, rule 8,
// the charts of ServeChartSpecs, the steps with the failed one's errors and the idle GPU, on
// numbered pages; the servers ShardScope started with their launch lines; a write that fails
// leaves nothing.
#include "presentation/ServeReportPdf.h"

#include "presentation/AnalysisText.h"
#include "presentation/ServeChartSpecs.h"
#include "tests/presentation/ServeRunFixture.h"
#include "tests/support/BenchRunFactory.h"
#include "tests/support/LinkReportFactory.h"
#include "tests/support/PdfText.h"
#include "tests/support/TempStore.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace shardscope;
using presentation::ServeReportPdf;

namespace {

class ServeReportPdfTest : public test::TempStoreTest
{
protected:
    void SetUp() override
    {
        TempStoreTest::SetUp();
        const qint64 runId = test::storeServingRun(*m_store);
        auto built = core::buildServeReport(*m_store, runId);
        ASSERT_TRUE(built.ok()) << built.error().detail.toStdString();
        m_report = std::move(built).value();
    }

    core::ServeReportModel m_report;
};

} // namespace

TEST_F(ServeReportPdfTest, HasEverySectionInOrderWithTheServerTheVerdictAndTheCharts)
{
    const QString path = m_dir.filePath(QStringLiteral("serve.pdf"));
    const auto written = ServeReportPdf::write(path, m_report);
    ASSERT_TRUE(written.ok()) << written.error().detail.toStdString();
    // To look at the layout: SHARDSCOPE_KEEP_PDF=/tmp/serve.pdf, then pdftoppm -png.
    if (const QString keep = qEnvironmentVariable("SHARDSCOPE_KEEP_PDF"); !keep.isEmpty()) {
        QFile::remove(keep);
        QFile::copy(path, keep);
    }
    const QString raw = test::pdfText(path);
    ASSERT_FALSE(raw.isEmpty()) << "pdftotext (poppler-utils) failed on " << path.toStdString();
    const QString text = raw.simplified();

    const QStringList titles = ServeReportPdf::sectionTitles();
    ASSERT_EQ(titles.size(), 7);
    qsizetype at = 0;
    QList<qsizetype> sectionAt;
    for (const QString &title : titles) {
        const qsizetype found = text.indexOf(title, at);
        ASSERT_GE(found, 0) << "section " << title.toStdString() << " missing or out of order in "
                            << text.toStdString();
        sectionAt << found;
        at = found + title.size();
    }
    const auto section = [&](int index) {
        return text.mid(sectionAt.at(index), index + 1 < sectionAt.size()
                                                 ? sectionAt.at(index + 1) - sectionAt.at(index)
                                                 : text.size() - sectionAt.at(index));
    };

    const QString summary = section(0);
    for (const QString &expected :
         {QStringLiteral("http://10.0.0.1:8080"), QStringLiteral("llama.cpp, version b4500"),
          QStringLiteral("qwen2.5-7b"), QStringLiteral("gpu1, gpu2"),
          QStringLiteral("The figures are from your own server")})
        EXPECT_TRUE(summary.contains(expected))
            << expected.toStdString() << " not in " << summary.toStdString();
    EXPECT_TRUE(section(1).contains(presentation::AnalysisText::verdictHeadline(m_report.verdict)))
        << section(1).toStdString();
    EXPECT_TRUE(
        section(2).contains(presentation::AnalysisText::ruleEvidence(m_report.servingPath).simplified()))
        << section(2).toStdString();

    // The charts are ServeChartSpecs', in order, each with its caption.
    const QString charts = section(3);
    qsizetype chartAt = 0;
    for (const presentation::ChartSpec &spec : presentation::ServeChartSpecs::charts(m_report)) {
        const qsizetype titleAt = charts.indexOf(spec.title, chartAt);
        ASSERT_GE(titleAt, 0) << spec.title.toStdString() << " not in " << charts.toStdString();
        const qsizetype captionAt = charts.indexOf(spec.caption.simplified(), titleAt);
        ASSERT_GE(captionAt, 0) << spec.caption.toStdString();
        chartAt = captionAt;
    }
    EXPECT_TRUE(charts.contains(QStringLiteral("gpu2, GPU 0 (idle)"))) << charts.toStdString();

    // The failed step is in the table, with its error and its refused requests.
    const QString steps = section(4);
    EXPECT_TRUE(steps.contains(presentation::AnalysisText::runStatusName(core::RunStatus::Failed)));
    EXPECT_TRUE(steps.contains(QStringLiteral("refused × 2"))) << steps.toStdString();
    EXPECT_TRUE(steps.contains(QStringLiteral("the server stopped answering"))) << steps.toStdString();
    EXPECT_TRUE(section(5).contains(QStringLiteral("gpu2's GPU 0 stayed below 5 %")))
        << section(5).toStdString();

    EXPECT_TRUE(section(6).contains(QStringLiteral("You started this server yourself")))
        << section(6).toStdString();

    const QStringList pages = raw.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    ASSERT_GE(pages.size(), 2);
    for (qsizetype page = 0; page < pages.size(); ++page)
        EXPECT_TRUE(pages.at(page).simplified().endsWith(
            QStringLiteral("Page %1 of %2").arg(page + 1).arg(pages.size())))
            << pages.at(page).toStdString();
}

TEST_F(ServeReportPdfTest, ServersShardScopeStartedAreShownWithTheirLinesAndCopiesWithTheirEndpoints)
{
    m_report.plan.layout = protocol::BenchLayout::Replicas;
    m_report.plan.copyEndpoints = {QStringLiteral("http://10.0.0.2:8080")};
    m_report.plan.launch = {{QStringLiteral("gpu1"),
                             QStringLiteral("rpc-server"),
                             {QStringLiteral("/opt/llama/rpc-server --host 10.0.0.1 --port 50052")}},
                            {QStringLiteral("gpu2"),
                             QStringLiteral("llama-server"),
                             {QStringLiteral("export LLAMA_API_KEY=…"),
                              QStringLiteral("/opt/llama/llama-server -m /m/a.gguf --host 10.0.0.2")}}};
    const QString path = m_dir.filePath(QStringLiteral("started.pdf"));
    ASSERT_TRUE(ServeReportPdf::write(path, m_report).ok());
    const QString text = test::pdfText(path).simplified();
    const qsizetype launchAt = text.indexOf(ServeReportPdf::sectionTitles().at(6));
    ASSERT_GE(launchAt, 0) << text.toStdString();
    const QString launch = text.mid(launchAt);
    for (const QString &expected :
         {QStringLiteral("rpc-server --host 10.0.0.1 --port 50052"), QStringLiteral("gpu2"),
          QStringLiteral("llama-server -m /m/a.gguf"), QStringLiteral("rpc-server has no authentication")})
        EXPECT_TRUE(launch.contains(expected))
            << expected.toStdString() << " not in " << launch.toStdString();
    EXPECT_FALSE(launch.contains(QStringLiteral("You started this server yourself")));
    const QString summary = text.left(launchAt);
    EXPECT_TRUE(summary.contains(QStringLiteral("as ShardScope started it"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("http://10.0.0.2:8080"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("2 copies"))) << summary.toStdString();
}

TEST_F(ServeReportPdfTest, ASplitOverRpcIsWeighedAgainstTheSameServerAloneOverItsLink)
{
    EXPECT_FALSE(m_report.rpcSplit.has_value()) << "no run alone, no link test yet";
    const qint64 alone = test::storeAloneServingRun(*m_store);
    test::LinkReportSpec spec;
    spec.rttP50Us = 2000;
    spec.tcpRttFactor = 1;
    spec.forwardBitsPerSecond = 0.94e9;
    spec.reverseBitsPerSecond = 0.9e9;
    const qint64 link = test::storeLinkRun(*m_store, {QStringLiteral("gpu1"), QStringLiteral("gpu2")}, spec);
    auto built = core::buildServeReport(*m_store, m_report.run.id);
    ASSERT_TRUE(built.ok()) << built.error().detail.toStdString();
    ASSERT_TRUE(built->rpcSplit.has_value());
    const core::ServeRpcSplit &split = *built->rpcSplit;
    EXPECT_EQ(split.splitRunId, m_report.run.id);
    EXPECT_EQ(split.aloneRunId, alone);
    EXPECT_EQ(split.linkRunId, link);
    EXPECT_EQ(split.machines, (QStringList{QStringLiteral("gpu1"), QStringLiteral("gpu2")}));
    const core::RpcSplitCost &cost = split.whatIf.cost;
    EXPECT_EQ(cost.concurrency, 1U) << "the one concurrency both measured cleanly";
    EXPECT_DOUBLE_EQ(cost.aloneTpotMs, 37.0 / 3); // the last chunk to the end of the answer, over 3
    EXPECT_DOUBLE_EQ(cost.splitTpotMs, 61.0 / 3);
    // gpu1 carried 3.1 MB for the split's 16 tokens; the slower direction, 0.9 Gbit/s.
    EXPECT_DOUBLE_EQ(cost.bytesPerToken, 3'100'000.0 / 16);
    EXPECT_DOUBLE_EQ(cost.link.rttUs, 2000);
    EXPECT_DOUBLE_EQ(cost.link.bytesPerSecond, 0.9e9 / 8);
    // 8 ms more per token: 1.72 ms of bytes, the rest 3.14 round trips of 2 ms.
    EXPECT_NEAR(cost.roundTripsPerToken, (8 - 3'100'000.0 / 16 / (0.9e9 / 8) * 1000) / 2, 1e-9);
    EXPECT_NEAR(cost.roundTripsPerToken, 3.14, 0.01);

    // A newer split of the same setup: each split's report weighs its own run.
    const qint64 newer = test::storeServingRun(*m_store);
    auto again = core::buildServeReport(*m_store, m_report.run.id);
    ASSERT_TRUE(again.ok()) << again.error().detail.toStdString();
    ASSERT_TRUE(again->rpcSplit.has_value());
    EXPECT_EQ(again->rpcSplit->splitRunId, m_report.run.id) << "the reported split, not the newest";
    auto ofNewer = core::buildServeReport(*m_store, newer);
    ASSERT_TRUE(ofNewer.ok()) << ofNewer.error().detail.toStdString();
    ASSERT_TRUE(ofNewer->rpcSplit.has_value());
    EXPECT_EQ(ofNewer->rpcSplit->splitRunId, newer);
    auto ofAlone = core::buildServeReport(*m_store, alone);
    ASSERT_TRUE(ofAlone.ok()) << ofAlone.error().detail.toStdString();
    ASSERT_TRUE(ofAlone->rpcSplit.has_value());
    EXPECT_EQ(ofAlone->rpcSplit->splitRunId, newer) << "the run alone is weighed against the newest split";

    // The report's JSON and PDF say it in words.
    const nlohmann::json json = core::serveReportJson(*built);
    EXPECT_EQ(json["rpc_split"].value("alone_run", qint64(0)), alone);
    EXPECT_EQ(json["rpc_split"]["link_classes"].size(), 7U);
    const QString path = m_dir.filePath(QStringLiteral("rpc.pdf"));
    ASSERT_TRUE(ServeReportPdf::write(path, *built).ok());
    const QString text = test::pdfText(path).simplified();
    for (const QString &expected :
         {QStringLiteral("llama.cpp over RPC across gpu1 + gpu2 makes each token 1.6× slower "
                         "than gpu1 alone"),
          QStringLiteral("3.1 round trips per token on a 2.00 ms link"),
          QStringLiteral("in output tokens/s: 7.42 over Wi-Fi")})
        EXPECT_TRUE(text.contains(expected)) << expected.toStdString() << " not in " << text.toStdString();
}

TEST_F(ServeReportPdfTest, AFailedWriteIsFileWriteAndLeavesNoFile)
{
    const QString missing = m_dir.filePath(QStringLiteral("no-such-folder/serve.pdf"));
    const auto written = ServeReportPdf::write(missing, m_report);
    ASSERT_FALSE(written.ok());
    EXPECT_EQ(written.error().code, core::ErrorCode::FileWrite);
    EXPECT_TRUE(written.error().detail.contains(missing)) << written.error().detail.toStdString();
    EXPECT_FALSE(QFile::exists(missing));
}
