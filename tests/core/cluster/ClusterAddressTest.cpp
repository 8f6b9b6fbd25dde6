// core::clusterAddressFor and linkPairsFor: which address the other nodes reach a node at, and
// which pairs a matrix measures.
#include "core/cluster/LinkMatrix.h"

#include <gtest/gtest.h>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;

namespace {

HostRecord host(const QString &address, const QString &clusterInterface = {})
{
    HostRecord record;
    record.name = QStringLiteral("gpu-box");
    record.address = address;
    record.clusterInterface = clusterInterface;
    return record;
}

protocol::HostInventory inventoryWith(const std::string &nicName, std::vector<std::string> ipv4,
                                      std::vector<std::string> ipv6)
{
    protocol::HostInventory inventory;
    protocol::NicInfo nic;
    nic.name = nicName;
    nic.ipv4 = std::move(ipv4);
    nic.ipv6 = std::move(ipv6);
    inventory.nics.push_back(nic);
    return inventory;
}

} // namespace

TEST(ClusterAddress, NumericSshAddressIsUsedWithoutAClusterInterface)
{
    EXPECT_EQ(clusterAddressFor(host(QStringLiteral("10.0.0.7")), std::nullopt).value(),
              QStringLiteral("10.0.0.7"));
    EXPECT_EQ(clusterAddressFor(host(QStringLiteral("fd00::7")), std::nullopt).value(),
              QStringLiteral("fd00::7"));
}

TEST(ClusterAddress, HostNameWithoutAClusterInterfaceSaysWhatToDo)
{
    for (const QString &address : {QStringLiteral("gpu-box.lan"), QStringLiteral("10.0.0"), QString()}) {
        const auto result = clusterAddressFor(host(address), std::nullopt);
        ASSERT_FALSE(result.ok()) << address.toStdString();
        EXPECT_EQ(result.error().code, ErrorCode::InvalidArgument);
        EXPECT_TRUE(result.error().detail.contains(QStringLiteral("cluster interface")));
    }
}

TEST(ClusterAddress, ClusterInterfaceAddressComesFromTheInventory)
{
    const HostRecord record = host(QStringLiteral("gpu-box.lan"), QStringLiteral("enp65s0"));
    EXPECT_EQ(
        clusterAddressFor(record, inventoryWith("enp65s0", {"192.168.50.2/24"}, {"fd00::2/64"})).value(),
        QStringLiteral("192.168.50.2"));
    // No IPv4: the first IPv6 that is not link-local (a link-local one needs a zone).
    EXPECT_EQ(clusterAddressFor(record, inventoryWith("enp65s0", {}, {"fe80::1/64", "fd00::2/64"})).value(),
              QStringLiteral("fd00::2"));
    const auto onlyLinkLocal = clusterAddressFor(record, inventoryWith("enp65s0", {}, {"fe80::1/64"}));
    ASSERT_FALSE(onlyLinkLocal.ok());
    EXPECT_TRUE(onlyLinkLocal.error().detail.contains(QStringLiteral("no IPv4 or global IPv6")));
    const auto otherNic = clusterAddressFor(record, inventoryWith("eno1", {"10.1.1.1/24"}, {}));
    ASSERT_FALSE(otherNic.ok());
    EXPECT_TRUE(otherNic.error().detail.contains(QStringLiteral("no interface enp65s0")));
    const auto noInventory = clusterAddressFor(record, std::nullopt);
    ASSERT_FALSE(noInventory.ok());
    EXPECT_TRUE(noInventory.error().detail.contains(QStringLiteral("inventory it first")));
}

TEST(ClusterAddress, UnspecifiedMulticastAndBroadcastAddressesAreRefused)
{
    // A link server binds to exactly one interface's address: none of these is one.
    for (const QString &address :
         {QStringLiteral("0.0.0.0"), QStringLiteral("::"), QStringLiteral("224.0.0.1"),
          QStringLiteral("239.255.255.250"), QStringLiteral("ff02::1"), QStringLiteral("255.255.255.255"),
          QStringLiteral("::ffff:0.0.0.0")}) {
        const auto result = clusterAddressFor(host(address), std::nullopt);
        ASSERT_FALSE(result.ok()) << address.toStdString();
        EXPECT_EQ(result.error().code, ErrorCode::InvalidArgument) << address.toStdString();
        EXPECT_TRUE(result.error().detail.contains(QStringLiteral("exactly one interface")))
            << result.error().detail.toStdString();
    }
    const HostRecord record = host(QStringLiteral("gpu-box.lan"), QStringLiteral("enp65s0"));
    const auto fromInventory = clusterAddressFor(record, inventoryWith("enp65s0", {"0.0.0.0/0"}, {}));
    ASSERT_FALSE(fromInventory.ok());
    EXPECT_EQ(fromInventory.error().code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(fromInventory.error().detail.contains(QStringLiteral("unspecified")));
    const auto multicastV6 = clusterAddressFor(record, inventoryWith("enp65s0", {}, {"ff05::2/64"}));
    ASSERT_FALSE(multicastV6.ok());
    EXPECT_TRUE(multicastV6.error().detail.contains(QStringLiteral("multicast")));
    // Ordinary unicast addresses next to them still pass.
    EXPECT_TRUE(clusterAddressFor(host(QStringLiteral("223.255.255.254")), std::nullopt).ok());
    EXPECT_TRUE(clusterAddressFor(host(QStringLiteral("::1")), std::nullopt).ok());
}

TEST(ClusterAddress, EveryUnorderedPairOnceInAFixedOrder)
{
    EXPECT_TRUE(linkPairsFor(1).isEmpty());
    EXPECT_EQ(linkPairsFor(3), (QList<LinkPair>{{0, 1}, {0, 2}, {1, 2}}));
    EXPECT_EQ(linkPairsFor(4).size(), 6);
}
