#include "presentation/HealthText.h"
#include "core/inventory/HealthCheck.h"
#include "presentation/ErrorText.h"
#include "presentation/InventoryText.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <stdexcept>

#include <gtest/gtest.h>

using namespace shardscope;

namespace {

constexpr std::uint64_t kGiB = 1ull << 30;

/// The captured single-node inventory the core tests use (tests/core/data).
protocol::HostInventory fixtureInventory()
{
    const QString path = QFileInfo(QStringLiteral(__FILE__))
                             .dir()
                             .filePath(QStringLiteral("../core/data/inventory-gpu-box.json"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ADD_FAILURE() << "cannot read " << path.toStdString();
        return {};
    }
    auto inventory = protocol::parseHostInventory(file.readAll().toStdString());
    if (!inventory.ok()) {
        ADD_FAILURE() << inventory.error().message;
        return {};
    }
    return *inventory;
}

core::NamedInventory node(const QString &name)
{
    return core::NamedInventory{name, fixtureInventory()};
}

protocol::NicInfo &nic(core::NamedInventory &host, const std::string &name)
{
    for (protocol::NicInfo &candidate : host.inventory.nics) {
        if (candidate.name == name)
            return candidate;
    }
    throw std::logic_error("no such interface in the fixture");
}

const core::HealthFinding *findingWith(const QList<core::HealthFinding> &findings, core::HealthCode code)
{
    for (const core::HealthFinding &finding : findings) {
        if (finding.code == code)
            return &finding;
    }
    return nullptr;
}

} // namespace

TEST(GuiHealthText, SlowLinkSentenceNamesMachineInterfaceAndSpeed)
{
    core::NamedInventory slow = node(QStringLiteral("node2"));
    nic(slow, "enp5s0").speedMbps = 100;
    const auto findings = core::checkCluster({node(QStringLiteral("node1")), slow});
    const core::HealthFinding *finding = findingWith(findings, core::HealthCode::SlowLink);
    ASSERT_NE(finding, nullptr);
    const QString text = presentation::HealthText::sentence(*finding);
    EXPECT_TRUE(text.contains(QStringLiteral("node2: network interface enp5s0 negotiated only 100 Mb/s")))
        << text.toStdString();
    EXPECT_FALSE(text.contains(finding->detail));
}

TEST(GuiHealthText, MismatchSentencesSayWhichMachineHasWhichValue)
{
    std::vector<core::NamedInventory> cluster{node(QStringLiteral("node1")), node(QStringLiteral("node2")),
                                              node(QStringLiteral("node3"))};
    nic(cluster[2], "enp5s0").mtu = 9000;
    cluster[2].inventory.gpus[0].driverVersion = "535.104.05";
    cluster[2].inventory.gpus[0].cudaVersion = "12.2";
    const auto findings = core::checkCluster(cluster);
    // Lists of machines are joined the way the user's language joins lists ("node1, node2" in C).
    const QString node1And2
        = QLocale().createSeparatedList({QStringLiteral("node1"), QStringLiteral("node2")});

    const core::HealthFinding *mtu = findingWith(findings, core::HealthCode::MtuMismatch);
    ASSERT_NE(mtu, nullptr);
    const QString mtuText = presentation::HealthText::sentence(*mtu);
    EXPECT_TRUE(mtuText.contains(QStringLiteral("1500 on %1; 9000 on node3").arg(node1And2)))
        << mtuText.toStdString();
    EXPECT_TRUE(mtuText.contains(QStringLiteral("Set the same MTU")));

    const core::HealthFinding *driver = findingWith(findings, core::HealthCode::GpuDriverMismatch);
    ASSERT_NE(driver, nullptr);
    const QString driverText = presentation::HealthText::sentence(*driver);
    EXPECT_TRUE(driverText.contains(QStringLiteral("535.104.05 on node3; 550.54.14 on %1").arg(node1And2)))
        << driverText.toStdString();

    const core::HealthFinding *cuda = findingWith(findings, core::HealthCode::CudaVersionMismatch);
    ASSERT_NE(cuda, nullptr);
    const QString cudaText = presentation::HealthText::sentence(*cuda);
    EXPECT_TRUE(cudaText.contains(QStringLiteral("12.2 on node3; 12.4 on %1").arg(node1And2)))
        << cudaText.toStdString();
}

TEST(GuiHealthText, PercentSignsInNamesStayText)
{
    core::NamedInventory odd = node(QStringLiteral("rig%2"));
    nic(odd, "enp5s0").name = "eth%3";
    odd.inventory.defaultRouteInterface = "eth%3";
    nic(odd, "eth%3").speedMbps = 100;
    const auto findings = core::checkCluster({odd});
    const core::HealthFinding *finding = findingWith(findings, core::HealthCode::SlowLink);
    ASSERT_NE(finding, nullptr);
    const QString text = presentation::HealthText::sentence(*finding);
    EXPECT_TRUE(text.startsWith(QStringLiteral("rig%2: network interface eth%3 negotiated only 100 Mb/s")))
        << text.toStdString();
}

TEST(GuiHealthText, ModelThatFitsOnlySplitIsANoteNotAProblem)
{
    // The fixture's GPU has 25757220864 bytes (24.0 GiB); two nodes hold 48 GiB.
    const std::vector<core::NamedInventory> cluster{node(QStringLiteral("node1")),
                                                    node(QStringLiteral("node2"))};

    const auto split = core::checkCluster(cluster, 40 * kGiB);
    const core::HealthFinding *info = findingWith(split, core::HealthCode::InsufficientGpuMemory);
    ASSERT_NE(info, nullptr);
    ASSERT_EQ(info->severity, core::Severity::Info);
    const QString infoText = presentation::HealthText::sentence(*info);
    EXPECT_TRUE(infoText.contains(QStringLiteral("fits only when split"))) << infoText.toStdString();
    EXPECT_TRUE(infoText.contains(QStringLiteral("40.0 GiB")));
    EXPECT_TRUE(infoText.contains(QStringLiteral("node1, has 24.0 GiB")));
    EXPECT_TRUE(infoText.contains(QStringLiteral("48.0 GiB")));
    EXPECT_FALSE(infoText.contains(QStringLiteral("only 48.0 GiB")));
    EXPECT_EQ(presentation::HealthText::severity(info->severity), QStringLiteral("Note"));

    const auto tooBig = core::checkCluster(cluster, 140 * kGiB);
    const core::HealthFinding *critical = findingWith(tooBig, core::HealthCode::InsufficientGpuMemory);
    ASSERT_NE(critical, nullptr);
    ASSERT_EQ(critical->severity, core::Severity::Critical);
    const QString criticalText = presentation::HealthText::sentence(*critical);
    EXPECT_TRUE(criticalText.contains(QStringLiteral("needs 140.0 GiB"))) << criticalText.toStdString();
    EXPECT_TRUE(criticalText.contains(QStringLiteral("have only 48.0 GiB")));
    EXPECT_EQ(presentation::HealthText::severity(critical->severity), QStringLiteral("Problem"));
}

TEST(GuiHealthText, UnknownFindingShowsTheCoreDetail)
{
    core::HealthFinding odd;
    odd.code = core::HealthCode::Unknown;
    odd.severity = core::Severity::Info;
    odd.host = QStringLiteral("node2");
    odd.detail = QStringLiteral("something new");
    EXPECT_TRUE(presentation::HealthText::sentence(odd).contains(QStringLiteral("something new")));
}

TEST(GuiHealthText, NicTextsSayWhatIsUnknown)
{
    protocol::NicInfo nic;
    nic.name = "enp3s0";
    nic.speedMbps = 2500;
    nic.duplex = protocol::Duplex::Half;
    EXPECT_EQ(presentation::InventoryText::speed(nic), QStringLiteral("2.5 Gb/s, half duplex"));
    EXPECT_EQ(presentation::InventoryText::errorsAndDrops(nic), QStringLiteral("unknown"));
    EXPECT_EQ(presentation::InventoryText::addresses(nic, QStringLiteral(", ")), QStringLiteral("none"));
    protocol::NicInfo down;
    down.name = "eno1";
    down.operState = "down";
    EXPECT_EQ(presentation::InventoryText::speed(down), QStringLiteral("not reported"));
    EXPECT_EQ(presentation::InventoryText::operState(down), QStringLiteral("down"));
}

TEST(GuiHealthText, SoftwareWithItsVersionAndTheDevicesLlamaCppCanUse)
{
    protocol::HostInventory inventory;
    EXPECT_EQ(presentation::InventoryText::software(inventory), QStringLiteral("none found"));
    inventory.software = {{"llama-server",
                           "4748 (c392e509)",
                           "/opt/llama/llama-server",
                           {{"CUDA0", "NVIDIA GeForce RTX 3090", std::nullopt, std::nullopt}}},
                          {"rpc-server", std::nullopt, "/opt/llama/rpc-server", {}}};
    EXPECT_EQ(
        presentation::InventoryText::software(inventory),
        QStringLiteral("llama-server 4748 (c392e509) (runs on CUDA0 NVIDIA GeForce RTX 3090), rpc-server"));
}

TEST(GuiErrorText, DatabaseErrorsNameTheFile)
{
    const QString text = presentation::ErrorText::storeError(
        {core::ErrorCode::DatabaseTooNew, QString()}, QStringLiteral("/home/u/.local/share/ShardScope/s.db"));
    EXPECT_TRUE(text.contains(QStringLiteral("/home/u/.local/share/ShardScope/s.db")));
    EXPECT_TRUE(text.contains(QStringLiteral("newer")));
}
