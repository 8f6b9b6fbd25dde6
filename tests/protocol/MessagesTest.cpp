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
    for (auto code :
         {AgentErrorCode::BadRequest, AgentErrorCode::UnsupportedVersion, AgentErrorCode::UnknownMethod,
          AgentErrorCode::LineTooLong, AgentErrorCode::ProbeFailed, AgentErrorCode::Internal})
        EXPECT_EQ(agentErrorCodeFromString(toString(code)), code);
    EXPECT_EQ(agentErrorCodeFromString("no_such_code"), AgentErrorCode::Unknown);
}
