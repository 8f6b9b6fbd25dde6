// The inventory PDF (presentation::InventoryPdf) read back with poppler's pdftotext: hosts, GPUs,
// NICs, warnings and the version; node text shown literally; a failed write leaves nothing. The
// export from the Machines page is tested in tests/ui/InventoryPdfExportTest.cpp.
#include "presentation/InventoryPdf.h"
#include "core/inventory/HealthCheck.h"
#include "presentation/InventoryText.h"
#include "remote-agent/protocol/Version.h"
#include "tests/support/PdfText.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace shardscope;

namespace {

using shardscope::test::pdfText;

/// A node with one GPU, a wired and a Wi-Fi interface, and a finding about the slow link.
presentation::InventoryPdfHost sampleHost()
{
    protocol::HostInventory inventory;
    inventory.agentVersion = protocol::kShardScopeVersion;
    inventory.hostname = "gpu-node-7";
    inventory.osName = "Debian GNU/Linux 12 (bookworm)";
    inventory.cpuModel = "AMD Ryzen 9 7950X";
    inventory.cpuCores = 16;
    inventory.cpuThreads = 32;
    inventory.memoryTotalBytes = 64ULL << 30;

    protocol::GpuInfo gpu;
    gpu.name = "NVIDIA GeForce RTX 4090";
    gpu.memoryTotalBytes = 24ULL << 30;
    gpu.driverVersion = "550.54.14";
    gpu.cudaVersion = "12.4";
    gpu.computeCapability = "8.9";
    gpu.pcieGeneration = 4;
    gpu.pcieWidth = 16;
    gpu.powerLimitWatts = 450.0;
    inventory.gpus.push_back(gpu);

    protocol::NicInfo wired;
    wired.name = "enp5s0";
    wired.ipv4 = {"192.168.10.7/24"};
    wired.ipv6 = {"fe80::aaa1:59ff:fe12:3456/64"}; // "ff" must not become a ligature glyph
    wired.mtu = 1500;
    wired.operState = "up";
    wired.speedMbps = 100;
    wired.duplex = protocol::Duplex::Full;
    wired.driver = "igc";
    wired.defaultRoute = true;
    inventory.nics.push_back(wired);
    protocol::NicInfo wifi;
    wifi.name = "wlp4s0";
    wifi.wireless = true;
    wifi.operState = "up";
    inventory.nics.push_back(wifi);

    presentation::InventoryPdfHost entry;
    entry.record.name = QStringLiteral("node7");
    entry.inventory = inventory;
    entry.probedAtUtc = QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC);
    entry.state = QStringLiteral("Inventoried just now");
    return entry;
}

} // namespace

TEST(GuiInventoryPdf, ContainsHostsGpusNicsWarningsAndVersion)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("inventory.pdf"));
    const presentation::InventoryPdfHost host = sampleHost();
    const auto findings = core::checkCluster({core::NamedInventory{host.record.name, *host.inventory}});
    ASSERT_FALSE(findings.isEmpty());
    const auto written = presentation::InventoryPdf::write(path, {host}, findings);
    ASSERT_TRUE(written.ok()) << written.error().detail.toStdString();

    // To look at the layout: SHARDSCOPE_KEEP_PDF=/tmp/sample.pdf, then pdftoppm -png.
    if (const QString keep = qEnvironmentVariable("SHARDSCOPE_KEEP_PDF"); !keep.isEmpty()) {
        QFile::remove(keep);
        QFile::copy(path, keep);
    }
    const QString text = pdfText(path).simplified();
    ASSERT_FALSE(text.isEmpty()) << "pdftotext failed";
    for (const QString &expected :
         {QStringLiteral("ShardScope"), QString::fromLatin1(protocol::kShardScopeVersion),
          QStringLiteral("node7"), QStringLiteral("gpu-node-7"), QStringLiteral("RTX 4090"),
          QStringLiteral("550.54.14"), QStringLiteral("8.9"), QStringLiteral("Gen 4 ×16"),
          QStringLiteral("450 W"), QStringLiteral("enp5s0"), QStringLiteral("192.168.10.7/24"),
          QStringLiteral("fe80::aaa1:59ff:fe12:3456/64"), QStringLiteral("wlp4s0"), QStringLiteral("Wi-Fi"),
          QStringLiteral("only 100 Mb/s")}) {
        EXPECT_TRUE(text.contains(expected)) << "missing " << expected.toStdString() << " in:\n"
                                             << text.toStdString();
    }
}

TEST(GuiInventoryPdf, NodeTextIsShownLiterallyNeverAsMarkupOrPlaceholder)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("odd.pdf"));
    presentation::InventoryPdfHost host = sampleHost();
    host.record.name = QStringLiteral("n<b>&%2");
    host.inventory->hostname = "host<b>&%2";
    host.inventory->cpuModel = "CPU<b>&%2 model";
    host.inventory->gpus.clear();
    host.inventory->gpuSourceNote = "no NVML (libnvidia-ml.so.1) and no nvidia-smi";
    const auto findings = core::checkCluster({core::NamedInventory{host.record.name, *host.inventory}});
    const auto written = presentation::InventoryPdf::write(path, {host}, findings);
    ASSERT_TRUE(written.ok()) << written.error().detail.toStdString();

    const QString text = pdfText(path).simplified();
    ASSERT_FALSE(text.isEmpty()) << "pdftotext failed";
    for (const QString &expected :
         {QStringLiteral("n<b>&%2"), QStringLiteral("host<b>&%2"),
          QStringLiteral("CPU<b>&%2 model (16 cores, 32 threads)"),
          QStringLiteral(
              "No NVIDIA GPU found: the NVIDIA driver's tools (NVML, nvidia-smi) are not installed"),
          QStringLiteral("libnvidia-ml.so.1")}) {
        EXPECT_TRUE(text.contains(expected)) << "missing " << expected.toStdString() << " in:\n"
                                             << text.toStdString();
    }
    const QString html = presentation::InventoryPdf::html({host}, findings, QDateTime::currentDateTimeUtc());
    EXPECT_FALSE(html.contains(QStringLiteral("<b>&"))) << "unescaped node text in the HTML";
}

TEST(GuiInventoryPdf, WriteFailureIsReportedAndLeavesNoFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("missing-folder/inventory.pdf"));
    const auto written = presentation::InventoryPdf::write(path, {sampleHost()}, {});
    ASSERT_FALSE(written.ok());
    EXPECT_EQ(written.error().code, core::ErrorCode::FileWrite);
    EXPECT_FALSE(written.error().detail.isEmpty());
    EXPECT_FALSE(QFile::exists(path));
}

TEST(GuiInventoryPdf, WithoutAStateTheInventoryColumnSaysWhenItWasTaken)
{
    presentation::InventoryPdfHost taken = sampleHost();
    taken.state.clear();
    presentation::InventoryPdfHost never;
    never.record.name = QStringLiteral("node8");
    const QString html
        = presentation::InventoryPdf::html({taken, never}, {}, QDateTime::currentDateTimeUtc());
    EXPECT_TRUE(html.contains(presentation::InventoryText::dateTime(taken.probedAtUtc).toHtmlEscaped()))
        << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("node8")));
}
