#pragma once

// What the protocol's JSON tests share: a golden example from data/, and the two checks every
// message type gets (a round trip that gives the same JSON and value, a refusal that says why).

#include "remote-agent/protocol/Expected.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <string>

namespace shardscope::protocol::test {

/// Whether `part` is in `text` (an error message names the field).
inline bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

/// data/<name>, parsed; a file that is not JSON fails the test.
inline nlohmann::json golden(const std::string &name)
{
    std::ifstream in(std::string(SHARDSCOPE_TEST_DATA_DIR) + "/" + name);
    std::stringstream text;
    text << in.rdbuf();
    nlohmann::json j = nlohmann::json::parse(text.str(), nullptr, false);
    EXPECT_FALSE(j.is_discarded()) << name << " is not JSON";
    return j;
}

/// Parses, serialises again (same JSON as the input), parses that again (same value).
template<typename T>
T roundTrip(const nlohmann::json &input, Expected<T> (*parse)(const nlohmann::json &))
{
    auto parsed = parse(input);
    EXPECT_TRUE(parsed.ok()) << (parsed.ok() ? "" : parsed.error().message) << "\n" << input.dump(2);
    if (!parsed)
        return T{};
    const nlohmann::json again = *parsed;
    EXPECT_EQ(again, input);
    auto reparsed = parse(again);
    EXPECT_TRUE(reparsed.ok());
    if (reparsed) {
        EXPECT_TRUE(*reparsed == *parsed);
    }
    return *parsed;
}

/// The error of a parse that must fail (WrongShape).
template<typename T>
std::string errorOf(const nlohmann::json &input, Expected<T> (*parse)(const nlohmann::json &))
{
    auto parsed = parse(input);
    EXPECT_FALSE(parsed.ok()) << "accepted: " << input.dump();
    if (parsed)
        return {};
    EXPECT_EQ(parsed.error().code, ParseErrorCode::WrongShape);
    return parsed.error().message;
}

} // namespace shardscope::protocol::test
