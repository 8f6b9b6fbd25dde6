#include "remote-agent/protocol/Inventory.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace shardscope::protocol;

namespace {

std::string readGolden()
{
    std::ifstream in(std::string(SHARDSCOPE_TEST_DATA_DIR) + "/golden-inventory.json");
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

} // namespace

TEST(InventoryJson, GoldenDocumentParses)
{
    auto parsed = parseHostInventory(readGolden());
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    const HostInventory &inv = *parsed;
    EXPECT_EQ(inv.hostname, "gpu-box");
    EXPECT_EQ(inv.cpuThreads, 32);
    EXPECT_EQ(inv.memoryTotalBytes, 67108864000ull);
    ASSERT_EQ(inv.gpus.size(), 1u);
    EXPECT_EQ(inv.gpus[0].computeCapability, "8.9");
    EXPECT_EQ(inv.gpus[0].source, GpuSource::Nvml);
    EXPECT_DOUBLE_EQ(*inv.gpus[0].powerLimitWatts, 450.0);
    ASSERT_EQ(inv.nics.size(), 2u);
    EXPECT_TRUE(inv.nics[0].loopback);
    EXPECT_FALSE(inv.nics[0].speedMbps.has_value());
    EXPECT_EQ(inv.nics[1].speedMbps, 2500);
    EXPECT_EQ(inv.nics[1].duplex, Duplex::Full);
    EXPECT_EQ(inv.nics[1].rxDropped, 12u);
    EXPECT_EQ(inv.defaultRouteInterface, "enp5s0");
    ASSERT_EQ(inv.software.size(), 3u);
    EXPECT_FALSE(inv.software[1].version.has_value());
    EXPECT_TRUE(inv.software[1].features.empty());
    EXPECT_EQ(inv.software[2].features, std::vector<std::string>{"cache"});
    EXPECT_EQ(inv.nics[0].kind, "loopback");
    EXPECT_TRUE(inv.nics[0].leases.empty());
    EXPECT_FALSE(inv.nics[1].kind.has_value());
    EXPECT_EQ(inv.nics[1].leases, (std::vector<AddressLease>{{"192.0.2.10/24", 43017, 43017}}));
    const std::vector<ListeningSocket> listeners{{"tcp", "0.0.0.0", 22, "sshd", 812},
                                                 {"tcp", "::", 8080, "llama-server", 2301},
                                                 {"udp", "0.0.0.0", 5353, std::nullopt, std::nullopt}};
    EXPECT_EQ(inv.listeners, listeners);
    const std::vector<FirewallInfo> firewalls{
        {"nftables", std::nullopt, "nft list ruleset needs root (Operation not permitted)"},
        {"ufw", true, "ENABLED=yes in /etc/ufw/ufw.conf"}};
    EXPECT_EQ(inv.firewalls, firewalls);
}

TEST(InventoryJson, RoundTripKeepsEveryField)
{
    auto parsed = parseHostInventory(readGolden());
    ASSERT_TRUE(parsed.ok());
    const nlohmann::json j = *parsed;
    auto again = parseHostInventory(j);
    ASSERT_TRUE(again.ok()) << again.error().message;
    EXPECT_EQ(*again, *parsed);
    // Absent stays absent: no "speed_mbps": null for loopback.
    EXPECT_FALSE(j["nics"][0].contains("speed_mbps"));
    EXPECT_FALSE(j["nics"][0].contains("leases")) << "an empty list is left out";
    EXPECT_FALSE(j["nics"][1].contains("kind"));
    EXPECT_EQ(j["nics"][1]["leases"][0]["valid_seconds"], 43017);
    EXPECT_FALSE(j["listeners"][2].contains("pid"));
    EXPECT_FALSE(j["listeners"][2].contains("process"));
    EXPECT_FALSE(j["firewalls"][0].contains("active")) << "unknown is not false";
    EXPECT_EQ(j["firewalls"][1]["active"], true);
}

TEST(InventoryJson, NewFieldsRoundTripAndEmptyOnesAreLeftOut)
{
    HostInventory inv;
    inv.agentVersion = "0.2.0";
    inv.protocolVersion = 1;
    inv.probedAtUtc = "2026-12-06T10:00:00Z";
    NicInfo nic;
    nic.name = "wg0";
    nic.kind = "wireguard";
    nic.leases = {{"10.8.0.6/32", 4294967294u, 0}, {"2001:db8::6/64", 86400, 14400}};
    inv.nics = {nic, NicInfo{}};
    inv.nics[1].name = "eth0";
    inv.listeners = {{"udp", "::", 51820, std::nullopt, 9}, {"tcp", "0.0.0.0", 65535, "x", std::nullopt}};
    inv.firewalls = {{"iptables", false, "iptables-save: no rule drops or rejects"}};
    const nlohmann::json j = inv;
    auto back = parseHostInventory(j.dump());
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, inv);
    EXPECT_FALSE(j["nics"][1].contains("kind"));
    EXPECT_FALSE(j["nics"][1].contains("leases"));
    EXPECT_EQ(j["firewalls"][0]["active"], false) << "false is a finding, written";

    inv.listeners.clear();
    inv.firewalls.clear();
    const nlohmann::json empty = inv;
    EXPECT_FALSE(empty.contains("listeners"));
    EXPECT_FALSE(empty.contains("firewalls"));
}

TEST(InventoryJson, MinimalDocumentHasEverythingAbsent)
{
    auto parsed = parseHostInventory(std::string(
        R"({"agent_version":"0.1.0","protocol_version":1,"probed_at_utc":"2026-01-01T00:00:00Z"})"));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_FALSE(parsed->hostname.has_value());
    EXPECT_TRUE(parsed->gpus.empty());
    EXPECT_TRUE(parsed->nics.empty());
}

TEST(InventoryJson, WrongTypesAreErrorsWithThePath)
{
    nlohmann::json j = nlohmann::json::parse(readGolden());
    j["nics"][1]["mtu"] = "1500";
    auto parsed = parseHostInventory(j);
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().code, ParseErrorCode::WrongShape);
    EXPECT_NE(parsed.error().message.find("nics[1].mtu"), std::string::npos) << parsed.error().message;

    j = nlohmann::json::parse(readGolden());
    j["gpus"][0]["memory_total_bytes"] = -5;
    parsed = parseHostInventory(j);
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error().message.find("gpus[0].memory_total_bytes"), std::string::npos);

    j = nlohmann::json::parse(readGolden());
    j["gpus"] = "none";
    EXPECT_FALSE(parseHostInventory(j).ok());

    j = nlohmann::json::parse(readGolden());
    j.erase("agent_version");
    EXPECT_FALSE(parseHostInventory(j).ok());
}

/// The error of parsing the golden document with one change made by edit; "" when it parses.
template<typename Edit>
std::string errorAfter(Edit edit)
{
    nlohmann::json j = nlohmann::json::parse(readGolden());
    edit(j);
    const auto parsed = parseHostInventory(j);
    return parsed.ok() ? std::string() : parsed.error().message;
}

TEST(InventoryJson, WrongTypesInTheNewFieldsAreErrorsWithThePath)
{
    using nlohmann::json;
    const auto has = [](const std::string &message, const char *path) {
        return message.find(path) != std::string::npos;
    };
    EXPECT_PRED2(has, errorAfter([](json &j) { j["nics"][0]["kind"] = 5; }), "nics[0].kind");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["nics"][1]["leases"] = json::object(); }), "nics[1].leases");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["nics"][1]["leases"][0]["valid_seconds"] = "3600"; }),
                 "nics[1].leases[0].valid_seconds");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["nics"][1]["leases"][0]["preferred_seconds"] = -1; }),
                 "nics[1].leases[0].preferred_seconds");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["nics"][1]["leases"][0]["valid_seconds"] = 4294967296ull; }),
                 "nics[1].leases[0].valid_seconds");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["nics"][1]["leases"][0].erase("address"); }),
                 "nics[1].leases[0].address");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["listeners"] = "none"; }), "listeners");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["listeners"][0]["port"] = 65536; }), "listeners[0].port");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["listeners"][1]["pid"] = "2301"; }), "listeners[1].pid");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["listeners"][2].erase("protocol"); }),
                 "listeners[2].protocol");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["firewalls"][1]["active"] = "yes"; }),
                 "firewalls[1].active");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["firewalls"][0]["evidence"] = 3; }),
                 "firewalls[0].evidence");
    EXPECT_PRED2(has, errorAfter([](json &j) { j["firewalls"][0] = json::array(); }), "firewalls[0]");
    EXPECT_EQ(errorAfter([](json &j) { j["firewalls"][1]["active"] = nullptr; }), "")
        << "null is absent, as everywhere in the protocol";
}

TEST(InventoryJson, TruncatedDocumentIsNotJson)
{
    const std::string text = readGolden();
    auto parsed = parseHostInventory(text.substr(0, text.size() / 2));
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().code, ParseErrorCode::NotJson);
}
