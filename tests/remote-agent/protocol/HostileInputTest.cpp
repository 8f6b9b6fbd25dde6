// Input an attacker or a broken node sends: nesting bombs, control characters, invalid UTF-8.
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Json.h"
#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/SafeText.h"

#include <gtest/gtest.h>

#include <string>

using namespace shardscope::protocol;

namespace {

std::string nested(std::size_t depth, char open = '[', char close = ']')
{
    return std::string(depth, open) + std::string(depth, close);
}

std::string resultLine(const std::string &data)
{
    return R"({"v":1,"type":"result","id":1,"data":)" + data + "}";
}

} // namespace

TEST(HostileInput, AResultNestedAHundredThousandDeepIsRefusedNotACrash)
{
    // 200 KB, far under the line limit: a recursive copy of this value overflowed the stack.
    const std::string line = resultLine(nested(100000));
    ASSERT_LT(line.size(), kMaxLineBytes);
    const auto parsed = parseMessage(line);
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().code, ParseErrorCode::TooDeep);
    EXPECT_NE(parsed.error().message.find("nested deeper than 64"), std::string::npos)
        << parsed.error().message;
}

TEST(HostileInput, RequestParamsNestedDeeplyAreRefused)
{
    std::string objects;
    for (int i = 0; i < 200000; ++i)
        objects += R"({"a":)";
    objects += "1" + std::string(200000, '}');
    const auto parsed
        = parseMessage(R"({"v":1,"type":"request","id":3,"method":"probe","params":)" + objects + "}");
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().code, ParseErrorCode::TooDeep);
}

TEST(HostileInput, NestingUpToTheLimitParsesAndBracketsInStringsDoNotCount)
{
    // The envelope is one level: data may nest kMaxJsonDepth - 1 more.
    const auto atLimit = parseMessage(resultLine(nested(kMaxJsonDepth - 1)));
    ASSERT_TRUE(atLimit.ok()) << atLimit.error().message;
    const auto *result = std::get_if<Result>(&*atLimit);
    ASSERT_NE(result, nullptr);
    EXPECT_TRUE(result->data.is_array());
    EXPECT_EQ(parseMessage(resultLine(nested(kMaxJsonDepth))).error().code, ParseErrorCode::TooDeep);

    // A string full of brackets and escaped quotes is one value, not nesting.
    const std::string brackets = "\"" + std::string(1000, '[') + "\\\"" + std::string(1000, '{') + "\"";
    const auto inString = parseMessage(resultLine(brackets));
    ASSERT_TRUE(inString.ok()) << inString.error().message;
    EXPECT_TRUE(nestsAtMost(R"(["\\", ["x"]])", 2));
    EXPECT_FALSE(nestsAtMost(R"(["\\", [["x"]]])", 2));
}

TEST(HostileInput, AnInventoryTextNestedDeeplyIsRefused)
{
    const auto parsed = parseHostInventory(R"({"hostname":)" + nested(100000) + "}");
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().code, ParseErrorCode::TooDeep);
}

TEST(HostileInput, SafeTextReplacesControlsAndKeepsEveryScript)
{
    EXPECT_EQ(safeText("node1"), "node1");
    EXPECT_EQ(safeText("Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz"),
              "Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz");
    EXPECT_EQ(safeText("Grafikkarte für Müller, 显卡, видеокарта"),
              "Grafikkarte für Müller, 显卡, видеокарта");
    // Escape sequences lose their ESC; line breaks and tabs become spaces, so no row is forged.
    EXPECT_EQ(safeText("\x1b[31mred\x1b[0m"), "\xEF\xBF\xBD[31mred\xEF\xBF\xBD[0m");
    EXPECT_EQ(safeText("a\nb\r\tc"), "a b  c");
    EXPECT_EQ(safeText(std::string("nul\0byte", 8)), "nul\xEF\xBF\xBD"
                                                     "byte");
    EXPECT_EQ(safeText("del\x7f"), "del\xEF\xBF\xBD");
    // C1 controls (U+009B is a one-byte CSI on some terminals) and a right-to-left override.
    EXPECT_EQ(safeText("csi\xC2\x9B"
                       "2J"),
              "csi\xEF\xBF\xBD"
              "2J");
    EXPECT_EQ(safeText("evil\xE2\x80\xAEgpj.exe"), "evil\xEF\xBF\xBDgpj.exe");
    // Invalid UTF-8: a lone continuation byte, an overlong '/', a surrogate, a cut sequence.
    EXPECT_EQ(safeText("a\x80z"), "a\xEF\xBF\xBDz");
    EXPECT_EQ(safeText("\xC0\xAF"), "\xEF\xBF\xBD\xEF\xBF\xBD");
    EXPECT_EQ(safeText("\xED\xA0\x80"), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
    EXPECT_EQ(safeText("cut\xE6\x98"), "cut\xEF\xBF\xBD\xEF\xBF\xBD");

    EXPECT_FALSE(hasControlCharacters("gpu-box_2.lan"));
    EXPECT_FALSE(hasControlCharacters("显卡"));
    EXPECT_TRUE(hasControlCharacters("a\nb"));
    EXPECT_TRUE(hasControlCharacters("\x1b]0;title\x07"));
    EXPECT_TRUE(hasControlCharacters("a\x80"));
}

TEST(HostileInput, EveryStringFromAPeerIsMadeSafeWhenParsed)
{
    // A node whose hostname and CPU model carry escape sequences and a newline.
    const auto parsed = parseMessage(
        R"({"v":1,"type":"error","id":4,"code":"probe_failed","message":"bad\u001b[2J\nnews"})");
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    const auto *error = std::get_if<ErrorReply>(&*parsed);
    ASSERT_NE(error, nullptr);
    EXPECT_EQ(error->message, "bad\xEF\xBF\xBD[2J news");

    const auto hello = parseMessage(
        R"({"v":1,"type":"hello","agent_version":"1\u001b[0m","protocol_version":1,"capabilities":["probe\u0007"],"backends":[]})");
    ASSERT_TRUE(hello.ok()) << hello.error().message;
    const auto *h = std::get_if<Hello>(&*hello);
    ASSERT_NE(h, nullptr);
    EXPECT_EQ(h->agentVersion, "1\xEF\xBF\xBD[0m");
    ASSERT_EQ(h->capabilities.size(), 1u);
    EXPECT_EQ(h->capabilities[0], "probe\xEF\xBF\xBD");
}
