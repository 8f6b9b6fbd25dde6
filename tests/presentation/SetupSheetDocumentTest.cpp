// The setup sheet (core::buildSetupSheet, presentation::SetupSheetDocument): from a check's machines
// and a store with a serving run that kept its launch lines and a baseline link test, the Markdown
// and the PDF (read back with pdftotext) carry every machine, setting, launch line, check and pair.
#include "presentation/SetupSheetDocument.h"
#include "core/report/SetupSheet.h"
#include "presentation/SetupText.h"

#include "ServeRunFixture.h"
#include "tests/support/LinkReportFactory.h"
#include "tests/support/PdfText.h"
#include "tests/support/TempStore.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace shardscope;
using namespace shardscope::core;
using presentation::SetupSheetDocument;

namespace {

SetupMachine machineOf(const QString &name, const std::string &address, std::int64_t mbps)
{
    SetupMachine machine;
    machine.name = name;
    machine.inventory.hostname = name.toStdString();
    machine.inventory.osName = "Debian GNU/Linux 12 (bookworm)";
    machine.inventory.software
        = {protocol::SoftwareInfo{"llama-server", std::string("b4748"), std::nullopt, {}}};
    protocol::NicInfo nic;
    nic.name = "enp5s0";
    nic.ipv4 = {address + "/24"};
    nic.operState = "up";
    nic.speedMbps = mbps;
    nic.mtu = 9000;
    machine.inventory.nics = {nic};
    return machine;
}

class SetupSheetTest : public test::TempStoreTest
{
protected:
    SetupCheckInput input() const
    {
        SetupCheckInput in;
        in.machines = {machineOf(QStringLiteral("gpu1"), "10.0.0.1", 2500),
                       machineOf(QStringLiteral("gpu2"), "10.0.0.2", 10000)};
        in.interfaces = chooseClusterInterfaces(in.machines);
        return in;
    }

    /// A complete serving run that started llama.cpp over gpu1 and gpu2, and a failed one after it
    /// (which the sheet passes over).
    void storeServingRuns()
    {
        ServePlan plan = test::servePlanOf({QStringLiteral("gpu1"), QStringLiteral("gpu2")}, 8080,
                                           protocol::BenchLayout::PipelineParallel, {1});
        plan.launch = {LaunchStep{QStringLiteral("gpu2"),
                                  QStringLiteral("rpc-server"),
                                  {QStringLiteral("/opt/llama/rpc-server -H 10.0.0.2 -p 50052")}},
                       LaunchStep{QStringLiteral("gpu1"),
                                  QStringLiteral("llama-server"),
                                  {QStringLiteral("/opt/llama/llama-server -m /models/m.gguf --host 10.0.0.1 "
                                                  "--rpc 10.0.0.2:50052")}}};
        auto done = m_store->beginRun(kServeRun.nameText(), serveRunConfigJson(plan));
        ASSERT_TRUE(done.ok());
        ASSERT_TRUE(m_store->finishRun(*done, RunStatus::Complete).ok());
        plan.launch = {LaunchStep{
            QStringLiteral("gpu1"), QStringLiteral("llama-server"), {QStringLiteral("this one failed")}}};
        auto failed = m_store->beginRun(kServeRun.nameText(), serveRunConfigJson(plan));
        ASSERT_TRUE(failed.ok());
        ASSERT_TRUE(m_store->finishRun(*failed, RunStatus::Failed, QStringLiteral("no")).ok());
    }

    qint64 storeLinkRun()
    {
        auto runId = m_store->beginRun(kLinkRun.nameText(), QStringLiteral("{\"kind\":\"linktest\"}"));
        EXPECT_TRUE(runId.ok());
        StoredLinkPair pair;
        pair.runId = *runId;
        pair.clientName = QStringLiteral("gpu1");
        pair.serverName = QStringLiteral("gpu2");
        pair.status = RunStatus::Complete;
        test::LinkReportSpec spec;
        spec.forwardBitsPerSecond = 2.3e9;
        spec.reverseBitsPerSecond = 2.2e9;
        pair.report = test::makeLinkReport(spec);
        EXPECT_TRUE(m_store->saveLinkPair(pair).ok());
        EXPECT_TRUE(m_store->finishRun(*runId, RunStatus::Complete).ok());
        EXPECT_TRUE(m_store->setBaselineRun(*runId).ok());
        return *runId;
    }
};

} // namespace

TEST_F(SetupSheetTest, TheSheetCarriesEveryMachineSettingLaunchLineCheckAndBaselinePairInMarkdownAndPdf)
{
    storeServingRuns();
    const qint64 linkRun = storeLinkRun();
    SetupCheckInput in = input();
    SetupFinding leased;
    leased.code = SetupCode::DynamicAddress;
    leased.severity = SetupSeverity::Warning;
    leased.host = QStringLiteral("gpu1");
    leased.subject = leased.address = QStringLiteral("10.0.0.1");
    leased.interfaceName = QStringLiteral("enp5s0");
    leased.number = 3600;
    leased.setting = QStringLiteral("aa:bb:cc:dd:ee:01");
    const QList<SetupFinding> findings{leased};
    const QDateTime made(QDate(2026, 12, 7), QTime(9, 30), Qt::UTC);

    auto sheet = buildSetupSheet(*m_store, in, findings, true, made);

    ASSERT_TRUE(sheet.ok()) << sheet.error().detail.toStdString();
    ASSERT_TRUE(sheet->launchRun);
    EXPECT_EQ(sheet->launch.size(), 2);
    EXPECT_EQ(sheet->machines[0].roles, QStringList{QStringLiteral("llama-server")});
    EXPECT_EQ(sheet->machines[1].roles, QStringList{QStringLiteral("rpc-server")});
    ASSERT_TRUE(sheet->linkRun);
    EXPECT_EQ(sheet->linkRun->id, linkRun);
    ASSERT_EQ(sheet->links.size(), 1);
    EXPECT_EQ(sheet->openFindings.size(), 1);

    const QString markdown = SetupSheetDocument::markdown(*sheet);
    const QString pdfPath = m_dir.filePath(QStringLiteral("sheet.pdf"));
    const auto written = SetupSheetDocument::writePdf(pdfPath, *sheet);
    ASSERT_TRUE(written.ok()) << written.error().detail.toStdString();
    // pdftotext joins a table's cells with spaces and may wrap them: compare without white space.
    const auto squeezed = [](QString text) {
        return text.remove(QRegularExpression(QStringLiteral("\\s+")));
    };
    const QString pdf = squeezed(test::pdfText(pdfPath));
    ASSERT_FALSE(pdf.isEmpty());
    QStringList expected{
        QStringLiteral("gpu1"),
        QStringLiteral("gpu2"),
        QStringLiteral("10.0.0.1"),
        QStringLiteral("10.0.0.2"),
        QStringLiteral("enp5s0"),
        QStringLiteral("9000"),
        QStringLiteral("b4748"),
        QStringLiteral("Debian GNU/Linux 12"),
        QStringLiteral("NCCL_SOCKET_IFNAME=enp5s0"),
        QStringLiteral("GLOO_SOCKET_IFNAME=enp5s0"),
        QStringLiteral("VLLM_HOST_IP=10.0.0.1"),
        QStringLiteral("VLLM_HOST_IP=10.0.0.2"),
        QStringLiteral("-H 10.0.0.2"),
        QStringLiteral("/opt/llama/rpc-server -H 10.0.0.2 -p 50052"),
        QStringLiteral("--rpc 10.0.0.2:50052"),
        QStringLiteral("reserve 10.0.0.1 for gpu1"),
        QStringLiteral("2026-12-07"),
        QStringLiteral("Re-test after changing cables, drivers, switch settings or software"),
        QStringLiteral("2.30 Gbit/s"),
        QStringLiteral("2.20 Gbit/s")};
    for (const core::SetupCheckLine &line : sheet->checks)
        expected << presentation::SetupText::checkTitle(line.group);
    for (const QString &text : expected) {
        EXPECT_TRUE(markdown.contains(text)) << text.toStdString() << "\n" << markdown.toStdString();
        EXPECT_TRUE(pdf.contains(squeezed(text))) << text.toStdString();
    }
    EXPECT_FALSE(markdown.contains(QStringLiteral("this one failed")));
    EXPECT_TRUE(markdown.contains(QStringLiteral("```sh\n/opt/llama/rpc-server -H 10.0.0.2 -p 50052\n```")));
    EXPECT_TRUE(markdown.contains(
        QStringLiteral("| gpu1 | gpu1 | 10.0.0.1 | enp5s0 | 2.5 Gbit/s | 9000 | llama-server |")))
        << markdown.toStdString();
}

TEST_F(SetupSheetTest, WithNothingStoredTheSheetSaysWhatToRunForLaunchLinesAndABaseline)
{
    auto sheet = buildSetupSheet(*m_store, input(), {}, false, QDateTime::currentDateTimeUtc());
    ASSERT_TRUE(sheet.ok());
    EXPECT_FALSE(sheet->launchRun);
    EXPECT_FALSE(sheet->linkRun);
    const QString markdown = SetupSheetDocument::markdown(*sheet);
    EXPECT_TRUE(
        markdown.contains(QStringLiteral("No completed serving run with launch lines is stored yet")));
    EXPECT_TRUE(markdown.contains(QStringLiteral("shardscope-cli linktest --all")));
    EXPECT_TRUE(markdown.contains(QStringLiteral("not tested"))); // no reach test: its checks say so
    const QString path = m_dir.filePath(QStringLiteral("no-such-folder/sheet.txt"));
    EXPECT_FALSE(SetupSheetDocument::writeMarkdown(path, *sheet).ok()); // no such folder: an error
    EXPECT_TRUE(SetupSheetDocument::writeMarkdown(m_dir.filePath(QStringLiteral("sheet.md")), *sheet).ok());
}
