// What the load generator sends (remote-agent/serve/RequestBodies.h): each dialect's path and body,
// with its way to ignore end-of-sequence, and prompts that differ from the first word on.
#include "remote-agent/serve/RequestBodies.h"

#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace shardscope::serve;
using nlohmann::json;
using shardscope::protocol::ServeDialect;

namespace {

std::vector<std::string> wordsOf(const std::string &text)
{
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string word; in >> word;)
        words.push_back(word);
    return words;
}

ServeRequestSpec spec(ServeDialect dialect)
{
    return ServeRequestSpec{dialect, "meta-llama/Llama-3.1-8B-Instruct", "3 the river", 128};
}

} // namespace

TEST(RequestBodies, EachDialectHasItsPath)
{
    EXPECT_EQ(requestPath(ServeDialect::OpenAiCompletions), "/v1/completions");
    EXPECT_EQ(requestPath(ServeDialect::OpenAiChat), "/v1/chat/completions");
    EXPECT_EQ(requestPath(ServeDialect::LlamaCpp), "/completion");
    EXPECT_EQ(requestPath(ServeDialect::Ollama), "/api/generate");
    EXPECT_EQ(requestPath(ServeDialect::Unknown), "");
}

TEST(RequestBodies, OpenAiCompletionsAsksForUsageAndExactlyMaxTokens)
{
    const json expected = json::parse(R"({
        "model": "meta-llama/Llama-3.1-8B-Instruct", "prompt": "3 the river",
        "max_tokens": 128, "min_tokens": 128, "ignore_eos": true, "temperature": 0,
        "stream": true, "stream_options": {"include_usage": true}})");
    EXPECT_EQ(requestBody(spec(ServeDialect::OpenAiCompletions)), expected);
}

TEST(RequestBodies, OpenAiChatSendsThePromptAsTheUsersMessage)
{
    const json expected = json::parse(R"({
        "model": "meta-llama/Llama-3.1-8B-Instruct",
        "messages": [{"role": "user", "content": "3 the river"}],
        "max_tokens": 128, "min_tokens": 128, "ignore_eos": true, "temperature": 0,
        "stream": true, "stream_options": {"include_usage": true}})");
    EXPECT_EQ(requestBody(spec(ServeDialect::OpenAiChat)), expected);
}

TEST(RequestBodies, LlamaServerPredictsExactlyNTokens)
{
    const json expected = json::parse(R"({
        "model": "meta-llama/Llama-3.1-8B-Instruct", "prompt": "3 the river",
        "n_predict": 128, "ignore_eos": true, "temperature": 0, "stream": true})");
    EXPECT_EQ(requestBody(spec(ServeDialect::LlamaCpp)), expected);
    ServeRequestSpec noModel = spec(ServeDialect::LlamaCpp);
    noModel.model.clear();
    EXPECT_FALSE(requestBody(noModel).contains("model"));
}

TEST(RequestBodies, OllamaPutsTheLengthInItsOptions)
{
    const json expected = json::parse(R"({
        "model": "meta-llama/Llama-3.1-8B-Instruct", "prompt": "3 the river", "stream": true,
        "options": {"num_predict": 128, "temperature": 0}})");
    EXPECT_EQ(requestBody(spec(ServeDialect::Ollama)), expected);
    EXPECT_TRUE(requestBody(spec(ServeDialect::Unknown)).is_null());
}

TEST(RequestBodies, APromptHasTheRequestedLengthInWordsAndBeginsWithItsIndex)
{
    for (const std::uint32_t tokens : {1u, 2u, 16u, 1000u}) {
        const auto words = wordsOf(promptText(41, tokens));
        ASSERT_EQ(words.size(), tokens);
        EXPECT_EQ(words.front(), "41");
    }
    EXPECT_EQ(promptText(5, 64), promptText(5, 64)); // the same request, the same prompt
    // A prompt of N words is the first N words of a longer one: only the length differs.
    EXPECT_EQ(promptText(5, 200).substr(0, promptText(5, 64).size()), promptText(5, 64));
}

TEST(RequestBodies, PromptsDifferFromTheFirstWordsOn)
{
    // No two requests of a long run share even their first words after the index: a cache of
    // prefixes or of chunks finds nothing to reuse.
    std::set<std::vector<std::string>> openings;
    constexpr std::uint32_t kRequests = 2000;
    for (std::uint32_t i = 0; i < kRequests; ++i) {
        const auto words = wordsOf(promptText(i, 6));
        openings.insert(std::vector<std::string>(words.begin() + 1, words.end()));
    }
    EXPECT_EQ(openings.size(), kRequests);
}
