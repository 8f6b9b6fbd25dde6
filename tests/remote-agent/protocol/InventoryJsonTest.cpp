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

TEST(InventoryJson, TruncatedDocumentIsNotJson)
{
    const std::string text = readGolden();
    auto parsed = parseHostInventory(text.substr(0, text.size() / 2));
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().code, ParseErrorCode::NotJson);
}
