#include "core/inventory/HealthCheck.h"
#include "core/inventory/InventoryDocument.h"
#include "core/inventory/Units.h"

#include <gtest/gtest.h>

#include <fstream>
#include <limits>
#include <sstream>

using namespace shardscope::core;
using namespace shardscope::protocol;

namespace {

constexpr std::uint64_t kGiB = 1ull << 30;

NicInfo loopback()
{
    NicInfo nic;
    nic.name = "lo";
    nic.operState = "unknown";
    nic.mtu = 65536;
    nic.isVirtual = true;
    nic.loopback = true;
    return nic;
}

NicInfo wired(const std::string &name, std::int64_t speedMbps, int mtu = 1500, Duplex duplex = Duplex::Full)
{
    NicInfo nic;
    nic.name = name;
    nic.operState = "up";
    nic.speedMbps = speedMbps;
    nic.duplex = duplex;
    nic.mtu = mtu;
    nic.driver = "igc";
    return nic;
}

GpuInfo gpu(int index, std::uint64_t memoryBytes, const std::string &driver = "550.54.14",
            const std::string &cuda = "12.4")
{
    GpuInfo g;
    g.index = index;
    g.name = "NVIDIA GeForce RTX 4090";
    g.memoryTotalBytes = memoryBytes;
    g.driverVersion = driver;
    g.cudaVersion = cuda;
    return g;
}

/// A node a cluster would want: 10 GbE on the default route, one 24 GiB GPU, a docker bridge,
/// a Wi-Fi card that is down.
NamedInventory healthyNode(const QString &name)
{
    NamedInventory node;
    node.name = name;
    HostInventory &inv = node.inventory;
    inv.agentVersion = "0.1.0";
    inv.protocolVersion = 1;
    inv.probedAtUtc = "2026-03-01T10:00:00Z";
    inv.hostname = name.toStdString();
    inv.nics.push_back(loopback());
    NicInfo cluster = wired("enp5s0", 10000, 9000);
    cluster.defaultRoute = true;
    inv.nics.push_back(cluster);
    NicInfo bridge;
    bridge.name = "docker0";
    bridge.operState = "up";
    bridge.isVirtual = true;
    bridge.speedMbps = 10; // virtual devices report odd speeds; not a slow link
    bridge.duplex = Duplex::Half;
    inv.nics.push_back(bridge);
    NicInfo wifi;
    wifi.name = "wlp2s0";
    wifi.operState = "down";
    wifi.wireless = true;
    inv.nics.push_back(wifi);
    inv.defaultRouteInterface = "enp5s0";
    inv.gpus.push_back(gpu(0, 24 * kGiB));
    return node;
}

QList<HealthCode> codes(const QList<HealthFinding> &findings)
{
    QList<HealthCode> result;
    for (const HealthFinding &f : findings)
        result.append(f.code);
    return result;
}

std::string describe(const QList<HealthFinding> &findings)
{
    std::string text;
    for (const HealthFinding &f : findings)
        text += (healthCodeName(f.code) + QLatin1Char(' ') + f.detail + QLatin1Char('\n')).toStdString();
    return text;
}

NicInfo *nicNamed(NamedInventory &node, const std::string &name)
{
    for (NicInfo &nic : node.inventory.nics)
        if (nic.name == name)
            return &nic;
    return nullptr;
}

} // namespace

TEST(HealthCheck, HealthyClusterHasNoFindings)
{
    const std::vector<NamedInventory> cluster{healthyNode(QStringLiteral("node1")),
                                              healthyNode(QStringLiteral("node2"))};
    const auto findings = checkCluster(cluster, 40 * kGiB); // 48 GiB in all, 24 per node: fits only split
    ASSERT_EQ(findings.size(), 1) << describe(findings);
    EXPECT_EQ(findings[0].code, HealthCode::InsufficientGpuMemory);
    EXPECT_EQ(findings[0].severity, Severity::Info);
    EXPECT_TRUE(checkCluster(cluster).isEmpty()) << describe(checkCluster(cluster));
    EXPECT_TRUE(checkCluster(cluster, 20 * kGiB).isEmpty()); // fits on one node
    EXPECT_TRUE(checkHost(cluster[0]).isEmpty());
}

TEST(HealthCheck, ProbedHostWithNothingKnownHasNoFindings)
{
    NamedInventory empty;
    empty.name = QStringLiteral("bare");
    EXPECT_TRUE(checkCluster({empty}).isEmpty());
    EXPECT_EQ(clusterInterface(empty.inventory), nullptr);
}

TEST(HealthCheck, WirelessInterfaceThatIsUpWarns)
{
    NamedInventory node = healthyNode(QStringLiteral("laptop"));
    nicNamed(node, "wlp2s0")->operState = "up";
    const auto findings = checkHost(node);
    ASSERT_EQ(codes(findings), QList<HealthCode>{HealthCode::WirelessInterface}) << describe(findings);
    EXPECT_EQ(findings[0].severity, Severity::Warning);
    EXPECT_EQ(findings[0].host, QStringLiteral("laptop"));
    EXPECT_EQ(findings[0].subject, QStringLiteral("wlp2s0"));
    EXPECT_TRUE(findings[0].detail.contains(QStringLiteral("wlp2s0")));
}

TEST(HealthCheck, SlowWiredLinkWarnsAndVerySlowIsCritical)
{
    NamedInventory node = healthyNode(QStringLiteral("node1"));
    node.inventory.nics.push_back(wired("enp6s0", 100));
    node.inventory.nics.push_back(wired("enp7s0", 10));
    node.inventory.nics.push_back(wired("enp8s0", 1000)); // exactly 1 GbE is fine
    NicInfo down = wired("enp9s0", 10);
    down.operState = "down";
    node.inventory.nics.push_back(down);
    NicInfo unknownSpeed = wired("enp10s0", -1);
    node.inventory.nics.push_back(unknownSpeed);

    const auto findings = checkHost(node);
    ASSERT_EQ(findings.size(), 2) << describe(findings);
    EXPECT_EQ(findings[0].code, HealthCode::SlowLink);
    EXPECT_EQ(findings[0].subject, QStringLiteral("enp6s0"));
    EXPECT_EQ(findings[0].severity, Severity::Warning);
    EXPECT_TRUE(findings[0].detail.contains(QStringLiteral("100 Mb/s"))) << findings[0].detail.toStdString();
    EXPECT_EQ(findings[1].subject, QStringLiteral("enp7s0"));
    EXPECT_EQ(findings[1].severity, Severity::Critical);
}

TEST(HealthCheck, HalfDuplexIsCritical)
{
    NamedInventory node = healthyNode(QStringLiteral("node1"));
    nicNamed(node, "enp5s0")->duplex = Duplex::Half;
    const auto findings = checkHost(node);
    ASSERT_EQ(codes(findings), QList<HealthCode>{HealthCode::HalfDuplex}) << describe(findings);
    EXPECT_EQ(findings[0].severity, Severity::Critical);
    EXPECT_EQ(findings[0].subject, QStringLiteral("enp5s0"));
}

TEST(HealthCheck, ClusterInterfaceIsTheDefaultRouteElseTheFirstUpInterface)
{
    NamedInventory node = healthyNode(QStringLiteral("node1"));
    ASSERT_NE(clusterInterface(node.inventory), nullptr);
    EXPECT_EQ(clusterInterface(node.inventory)->name, "enp5s0");

    for (NicInfo &nic : node.inventory.nics)
        nic.defaultRoute = false;
    node.inventory.defaultRouteInterface.reset();
    nicNamed(node, "enp5s0")->operState = "down";
    ASSERT_NE(clusterInterface(node.inventory), nullptr);
    EXPECT_EQ(clusterInterface(node.inventory)->name, "docker0");
}

TEST(HealthCheck, MtuMismatchBetweenClusterInterfacesWarns)
{
    std::vector<NamedInventory> cluster{healthyNode(QStringLiteral("node1")),
                                        healthyNode(QStringLiteral("node2"))};
    nicNamed(cluster[1], "enp5s0")->mtu = 1500;
    // Other interfaces' MTUs do not matter.
    nicNamed(cluster[0], "docker0")->mtu = 1400;
    const auto findings = checkCluster(cluster);
    ASSERT_EQ(codes(findings), QList<HealthCode>{HealthCode::MtuMismatch}) << describe(findings);
    EXPECT_EQ(findings[0].severity, Severity::Warning);
    EXPECT_TRUE(findings[0].host.isEmpty());
    EXPECT_TRUE(findings[0].detail.contains(QStringLiteral("1500"))) << findings[0].detail.toStdString();
    EXPECT_TRUE(findings[0].detail.contains(QStringLiteral("9000")));
    EXPECT_TRUE(findings[0].detail.contains(QStringLiteral("node2")));
    // Structured: each MTU with the nodes that use it, in numeric order.
    ASSERT_EQ(findings[0].values.size(), 2);
    EXPECT_EQ(findings[0].values[0].value, QStringLiteral("1500"));
    EXPECT_EQ(findings[0].values[0].hosts, QStringList{QStringLiteral("node2")});
    EXPECT_EQ(findings[0].values[1].value, QStringLiteral("9000"));
    EXPECT_EQ(findings[0].values[1].hosts, QStringList{QStringLiteral("node1")});

    // Three nodes, two share a value.
    cluster.push_back(healthyNode(QStringLiteral("node3")));
    nicNamed(cluster[2], "enp5s0")->mtu = 1500;
    const auto three = checkCluster(cluster);
    ASSERT_EQ(codes(three), QList<HealthCode>{HealthCode::MtuMismatch}) << describe(three);
    EXPECT_EQ(three[0].values[0].hosts, (QStringList{QStringLiteral("node2"), QStringLiteral("node3")}));
    const nlohmann::json json = healthFindingToJson(three[0]);
    ASSERT_EQ(json["values"].size(), 2u);
    EXPECT_EQ(json["values"][0]["value"], "1500");
    EXPECT_EQ(json["values"][0]["hosts"][1], "node3");
}

TEST(HealthCheck, DriverAndCudaMismatchesWarn)
{
    std::vector<NamedInventory> cluster{healthyNode(QStringLiteral("node1")),
                                        healthyNode(QStringLiteral("node2"))};
    cluster[1].inventory.gpus[0] = gpu(0, 24 * kGiB, "535.104.05", "12.2");
    const auto findings = checkCluster(cluster);
    ASSERT_EQ(codes(findings),
              (QList<HealthCode>{HealthCode::GpuDriverMismatch, HealthCode::CudaVersionMismatch}))
        << describe(findings);
    EXPECT_EQ(findings[0].severity, Severity::Warning);
    EXPECT_TRUE(findings[0].detail.contains(QStringLiteral("535.104.05")));
    EXPECT_TRUE(findings[0].detail.contains(QStringLiteral("550.54.14")));
    EXPECT_TRUE(findings[1].detail.contains(QStringLiteral("12.2")));
    ASSERT_EQ(findings[0].values.size(), 2);
    EXPECT_EQ(findings[0].values[0].value, QStringLiteral("535.104.05"));
    EXPECT_EQ(findings[0].values[0].hosts, QStringList{QStringLiteral("node2")});
    EXPECT_EQ(findings[0].values[1].value, QStringLiteral("550.54.14"));
    EXPECT_EQ(findings[0].values[1].hosts, QStringList{QStringLiteral("node1")});
    ASSERT_EQ(findings[1].values.size(), 2);
    EXPECT_EQ(findings[1].values[0].value, QStringLiteral("12.2"));

    // Same driver, different CUDA is only the CUDA finding.
    cluster[1].inventory.gpus[0] = gpu(0, 24 * kGiB, "550.54.14", "12.3");
    EXPECT_EQ(codes(checkCluster(cluster)), QList<HealthCode>{HealthCode::CudaVersionMismatch});
    // A node without GPUs is no mismatch.
    cluster[1].inventory.gpus.clear();
    EXPECT_TRUE(checkCluster(cluster).isEmpty()) << describe(checkCluster(cluster));
}

TEST(HealthCheck, ModelLargerThanAllGpuMemoryIsCritical)
{
    const std::vector<NamedInventory> cluster{healthyNode(QStringLiteral("node1")),
                                              healthyNode(QStringLiteral("node2"))};
    const auto findings = checkCluster(cluster, 140 * kGiB);
    ASSERT_EQ(codes(findings), QList<HealthCode>{HealthCode::InsufficientGpuMemory}) << describe(findings);
    EXPECT_EQ(findings[0].severity, Severity::Critical);
    EXPECT_TRUE(findings[0].detail.contains(QStringLiteral("140.0 GiB"))) << findings[0].detail.toStdString();
    EXPECT_TRUE(findings[0].detail.contains(QStringLiteral("48.0 GiB")));
    EXPECT_EQ(findings[0].modelBytes, 140 * kGiB);
    EXPECT_EQ(findings[0].gpuMemoryTotalBytes, 48 * kGiB);
    EXPECT_EQ(findings[0].gpuMemoryLargestNodeBytes, 24 * kGiB);

    NamedInventory cpuOnly = healthyNode(QStringLiteral("cpu"));
    cpuOnly.inventory.gpus.clear();
    EXPECT_EQ(codes(checkCluster({cpuOnly}, 1 * kGiB)), QList<HealthCode>{HealthCode::InsufficientGpuMemory});
}

TEST(HealthCheck, ModelThatFitsOnlySplitIsInfoAboutTheLargestNode)
{
    std::vector<NamedInventory> cluster{healthyNode(QStringLiteral("node1")),
                                        healthyNode(QStringLiteral("node2"))};
    cluster[1].inventory.gpus.push_back(gpu(1, 24 * kGiB));
    const auto findings = checkCluster(cluster, 60 * kGiB);
    ASSERT_EQ(codes(findings), QList<HealthCode>{HealthCode::InsufficientGpuMemory}) << describe(findings);
    EXPECT_EQ(findings[0].severity, Severity::Info);
    EXPECT_EQ(findings[0].host, QStringLiteral("node2"));
    EXPECT_EQ(findings[0].modelBytes, 60 * kGiB);
    EXPECT_EQ(findings[0].gpuMemoryTotalBytes, 72 * kGiB);
    EXPECT_EQ(findings[0].gpuMemoryLargestNodeBytes, 48 * kGiB);
}

TEST(HealthCheck, HugeUntrustedGpuMemorySaturatesInsteadOfWrapping)
{
    // Two GPUs that claim almost 2^64 bytes each would wrap to a small total and turn "plenty"
    // into "not enough".
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    std::vector<NamedInventory> cluster{healthyNode(QStringLiteral("node1")),
                                        healthyNode(QStringLiteral("node2"))};
    cluster[0].inventory.gpus[0].memoryTotalBytes = kMax - 1;
    cluster[0].inventory.gpus.push_back(gpu(1, kMax - 1));
    cluster[1].inventory.gpus[0].memoryTotalBytes = kMax;
    EXPECT_TRUE(checkCluster(cluster, 100 * kGiB).isEmpty()) << describe(checkCluster(cluster, 100 * kGiB));
    const auto findings = checkCluster(cluster, kMax);
    EXPECT_TRUE(findings.isEmpty()) << describe(findings); // saturated: the largest node "has" the maximum
    EXPECT_EQ(saturatingAdd(kMax - 1, 5), kMax);
    EXPECT_EQ(saturatingAdd(2, 3), 5u);
}

TEST(HealthCheck, NamesAreStable)
{
    EXPECT_EQ(healthCodeName(HealthCode::SlowLink), QStringLiteral("slow_link"));
    EXPECT_EQ(healthCodeName(HealthCode::InsufficientGpuMemory), QStringLiteral("insufficient_gpu_memory"));
    EXPECT_EQ(healthCodeName(HealthCode::Unknown), QStringLiteral("unknown"));
    EXPECT_EQ(severityName(Severity::Critical), QStringLiteral("critical"));
    EXPECT_EQ(severityName(Severity::Unknown), QStringLiteral("unknown"));
}

TEST(HealthCheck, GoldenInventoryFromFixtureIsHealthyAndDocumentAddsHealth)
{
    // A real-looking single node (a copy of the protocol golden document).
    std::ifstream in(std::string(SHARDSCOPE_TEST_DATA_DIR) + "/inventory-gpu-box.json");
    std::stringstream text;
    text << in.rdbuf();
    auto inventory = parseHostInventory(text.str());
    ASSERT_TRUE(inventory.ok()) << inventory.error().message;
    const NamedInventory node{QStringLiteral("gpu-box"), *inventory};
    const auto findings = checkCluster({node});
    EXPECT_TRUE(findings.isEmpty()) << describe(findings);

    NamedInventory slow = node;
    for (NicInfo &nic : slow.inventory.nics)
        if (!nic.loopback)
            nic.speedMbps = 100;
    const nlohmann::json document = inventoryDocument(slow.inventory, checkHost(slow));
    ASSERT_TRUE(document.contains("health"));
    ASSERT_EQ(document["health"].size(), 1u);
    EXPECT_EQ(document["health"][0]["code"], "slow_link");
    EXPECT_EQ(document["health"][0]["severity"], "warning");
    EXPECT_EQ(document["health"][0]["host"], "gpu-box");
    EXPECT_EQ(document["hostname"], "gpu-box");
    auto back = parseHostInventory(document); // extra "health" is ignored by the strict parser
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, slow.inventory);
}
