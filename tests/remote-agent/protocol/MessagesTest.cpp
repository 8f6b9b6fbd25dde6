#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/Version.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

using namespace shardscope::protocol;

namespace {

std::vector<std::string> goldenLines()
{
    std::ifstream in(std::string(SHARDSCOPE_TEST_DATA_DIR) + "/golden-messages.jsonl");
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

} // namespace

TEST(Messages, GoldenLinesParseAndRoundTrip)
{
    const auto lines = goldenLines();
    ASSERT_EQ(lines.size(), 7u);
    for (const auto &line : lines) {
        auto parsed = parseMessage(line);
        ASSERT_TRUE(parsed.ok()) << line << ": " << parsed.error().message;
        // Serialising and parsing again gives the same message, and the same JSON as the golden.
        const std::string again = serialize(*parsed);
        EXPECT_EQ(nlohmann::json::parse(again), nlohmann::json::parse(line)) << line;
        auto reparsed = parseMessage(again);
        ASSERT_TRUE(reparsed.ok());
        EXPECT_TRUE(*reparsed == *parsed) << line;
    }
}

TEST(Messages, GoldenTypesAreTheExpectedAlternatives)
{
    const auto lines = goldenLines();
    ASSERT_EQ(lines.size(), 7u);
    EXPECT_TRUE(std::holds_alternative<Request>(*parseMessage(lines[0])));
    const auto hello = std::get<Hello>(*parseMessage(lines[1]));
    EXPECT_EQ(hello.capabilities, std::vector<std::string>{"probe"});
    EXPECT_DOUBLE_EQ(std::get<Progress>(*parseMessage(lines[2])).fraction, 0.5);
    EXPECT_EQ(std::get<Result>(*parseMessage(lines[3])).data["answer"], 42);
    const auto error = std::get<ErrorReply>(*parseMessage(lines[4]));
    EXPECT_EQ(error.code, AgentErrorCode::UnknownMethod);
    EXPECT_EQ(error.id, 7);
    EXPECT_FALSE(std::get<ErrorReply>(*parseMessage(lines[5])).id.has_value());
    EXPECT_EQ(std::get<LogLine>(*parseMessage(lines[6])).level, "info");
}

TEST(Messages, RejectsBrokenInput)
{
    struct Case {
        std::string line;
        ParseErrorCode code;
    };
    const std::vector<Case> cases = {
        {"", ParseErrorCode::NotJson},
        {"{\"v\":1,\"type\":\"hello\"", ParseErrorCode::NotJson},
        {"[1,2,3]", ParseErrorCode::WrongShape},
        {"{\"type\":\"hello\"}", ParseErrorCode::WrongShape},
        {"{\"v\":2,\"type\":\"hello\",\"agent_version\":\"9\",\"protocol_version\":2}",
         ParseErrorCode::UnsupportedVersion},
        {"{\"v\":1,\"type\":\"teleport\"}", ParseErrorCode::WrongShape},
        {"{\"v\":1,\"type\":\"request\",\"method\":\"probe\"}", ParseErrorCode::WrongShape},
        {"{\"v\":1,\"type\":\"request\",\"id\":\"7\",\"method\":\"probe\"}", ParseErrorCode::WrongShape},
        {"{\"v\":1,\"type\":\"request\",\"id\":1,\"method\":\"probe\",\"params\":[]}",
         ParseErrorCode::WrongShape},
        {"{\"v\":1,\"type\":\"result\",\"id\":1}", ParseErrorCode::WrongShape},
        {"{\"v\":\"1\",\"type\":\"log\",\"message\":\"x\"}", ParseErrorCode::WrongShape},
    };
    for (const auto &c : cases) {
        auto parsed = parseMessage(c.line);
        ASSERT_FALSE(parsed.ok()) << c.line;
        EXPECT_EQ(parsed.error().code, c.code) << c.line << ": " << parsed.error().message;
        EXPECT_FALSE(parsed.error().message.empty());
    }
}

TEST(Messages, RejectsOverlongLine)
{
    std::string line = "{\"v\":1,\"type\":\"log\",\"message\":\"";
    line.append(kMaxLineBytes, 'x');
    line += "\"}";
    auto parsed = parseMessage(line);
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().code, ParseErrorCode::TooLong);
}

TEST(Messages, SerializeReplacesInvalidUtf8)
{
    const std::string line = serialize(LogLine{"info", std::string("bad \xff byte")});
    auto parsed = parseMessage(line);
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_NE(std::get<LogLine>(*parsed).message.find("bad"), std::string::npos);
}

TEST(Messages, ErrorCodeNamesRoundTrip)
{
    for (auto code : {AgentErrorCode::BadRequest, AgentErrorCode::UnsupportedVersion,
                      AgentErrorCode::UnknownMethod, AgentErrorCode::LineTooLong, AgentErrorCode::ProbeFailed,
                      AgentErrorCode::LinkFailed, AgentErrorCode::Cancelled, AgentErrorCode::BenchFailed,
                      AgentErrorCode::DoesNotFit, AgentErrorCode::Internal})
        EXPECT_EQ(agentErrorCodeFromString(toString(code)), code);
    EXPECT_EQ(agentErrorCodeFromString("no_such_code"), AgentErrorCode::Unknown);
}

TEST(Messages, BenchErrorCodesHaveStableNames)
{
    EXPECT_EQ(toString(AgentErrorCode::BenchFailed), "bench_failed");
    EXPECT_EQ(toString(AgentErrorCode::DoesNotFit), "does_not_fit");
}

TEST(Messages, StoreEntryRoundTrips)
{
    const StoreEntry entry{"0123456789abcdef0123456789abcdef/gloo/rank_1", "deadBEEF0011"};
    const std::string line = serialize(entry);
    EXPECT_EQ(nlohmann::json::parse(line),
              (nlohmann::json{
                  {"v", kProtocolVersion}, {"type", "store"}, {"key", entry.key}, {"value", entry.value}}));
    auto parsed = parseMessage(line);
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    ASSERT_TRUE(std::holds_alternative<StoreEntry>(*parsed));
    EXPECT_EQ(std::get<StoreEntry>(*parsed), entry);

    // The longest key, every printable character, and an empty value are fine.
    std::string printable;
    for (char c = 0x20; c <= 0x7e; ++c)
        printable.push_back(c);
    for (const StoreEntry &ok : {StoreEntry{std::string(256, 'k'), ""}, StoreEntry{printable, "00"}}) {
        auto again = parseMessage(serialize(ok));
        ASSERT_TRUE(again.ok()) << again.error().message;
        EXPECT_EQ(std::get<StoreEntry>(*again), ok);
    }
}

TEST(Messages, StoreEntryIsStrict)
{
    const auto line = [](const nlohmann::json &fields) {
        nlohmann::json j{{"v", kProtocolVersion}, {"type", "store"}};
        j.update(fields);
        return j.dump();
    };
    struct Case {
        std::string line;
        std::string field; ///< must appear in the error
    };
    const std::vector<Case> cases = {
        {line({{"value", "00"}}), "key"},
        {line({{"key", "k"}}), "value"},
        {line({{"key", 5}, {"value", "00"}}), "key"},
        {line({{"key", "k"}, {"value", 0}}), "value"},
        {line({{"key", ""}, {"value", "00"}}), "key"},
        {line({{"key", std::string(257, 'k')}, {"value", "00"}}), "key"},
        {line({{"key", "a\nb"}, {"value", "00"}}), "key"},
        {line({{"key", "tab\there"}, {"value", "00"}}), "key"},
        {line({{"key", "caf\u00e9"}, {"value", "00"}}), "key"},
        {line({{"key", "k"}, {"value", "abc"}}), "value"},
        {line({{"key", "k"}, {"value", "0g"}}), "value"},
        {line({{"key", "k"}, {"value", "00 11"}}), "value"},
    };
    for (const auto &c : cases) {
        auto parsed = parseMessage(c.line);
        ASSERT_FALSE(parsed.ok()) << c.line;
        EXPECT_EQ(parsed.error().code, ParseErrorCode::WrongShape) << c.line;
        EXPECT_NE(parsed.error().message.find(c.field), std::string::npos)
            << c.line << ": " << parsed.error().message;
    }
}
