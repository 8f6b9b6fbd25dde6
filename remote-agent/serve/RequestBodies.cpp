#include "remote-agent/serve/RequestBodies.h"

#include <array>
#include <string_view>

namespace shardscope::serve {

using nlohmann::json;
using protocol::ServeDialect;

namespace {

// Common English words that Llama's, Qwen's, Mistral's and GPT's tokenizers each hold as one token
// with a leading space: a prompt of N of them is about N tokens on any of those servers.
constexpr std::array<std::string_view, 100> kWords{
    "the",    "of",     "and",   "to",     "in",     "is",     "that",   "for",    "it",     "as",
    "was",    "with",   "be",    "by",     "on",     "not",    "he",     "this",   "are",    "or",
    "his",    "from",   "at",    "which",  "but",    "have",   "an",     "had",    "they",   "you",
    "were",   "their",  "one",   "all",    "we",     "can",    "her",    "has",    "there",  "been",
    "if",     "more",   "when",  "will",   "would",  "who",    "so",     "no",     "she",    "other",
    "its",    "may",    "these", "about",  "some",   "time",   "into",   "than",   "only",   "new",
    "could",  "first",  "also",  "after",  "two",    "any",    "like",   "over",   "such",   "what",
    "most",   "made",   "then",  "them",   "well",   "people", "water",  "house",  "world",  "music",
    "river",  "city",   "light", "green",  "market", "table",  "paper",  "garden", "window", "morning",
    "summer", "winter", "stone", "forest", "bridge", "train",  "letter", "story",  "road",   "field",
};

/// splitmix64: a small generator whose sequence is the same on every platform and library.
std::uint64_t nextRandom(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

json openAiBody(const ServeRequestSpec &request)
{
    json body{{"model", request.model},
              {"max_tokens", request.outputTokens},
              {"temperature", 0},
              {"stream", true},
              {"stream_options", {{"include_usage", true}}},
              // vLLM's (and SGLang's) extensions: generate exactly max_tokens tokens.
              {"ignore_eos", true},
              {"min_tokens", request.outputTokens}};
    if (request.dialect == ServeDialect::OpenAiChat)
        body["messages"] = json::array({json{{"role", "user"}, {"content", request.prompt}}});
    else
        body["prompt"] = request.prompt;
    return body;
}

} // namespace

std::string requestPath(ServeDialect dialect)
{
    switch (dialect) {
    case ServeDialect::OpenAiCompletions:
        return "/v1/completions";
    case ServeDialect::OpenAiChat:
        return "/v1/chat/completions";
    case ServeDialect::LlamaCpp:
        return "/completion";
    case ServeDialect::Ollama:
        return "/api/generate";
    case ServeDialect::Unknown:
        break;
    }
    return {};
}

json requestBody(const ServeRequestSpec &request)
{
    switch (request.dialect) {
    case ServeDialect::OpenAiCompletions:
    case ServeDialect::OpenAiChat:
        return openAiBody(request);
    case ServeDialect::LlamaCpp: {
        json body{{"prompt", request.prompt},
                  {"n_predict", request.outputTokens},
                  {"ignore_eos", true},
                  {"temperature", 0},
                  {"stream", true}};
        if (!request.model.empty())
            body["model"] = request.model;
        return body;
    }
    case ServeDialect::Ollama:
        return json{{"model", request.model},
                    {"prompt", request.prompt},
                    {"stream", true},
                    {"options", {{"num_predict", request.outputTokens}, {"temperature", 0}}}};
    case ServeDialect::Unknown:
        break;
    }
    return nullptr;
}

std::string promptText(std::uint32_t requestIndex, std::uint32_t promptTokens)
{
    std::string text = std::to_string(requestIndex);
    std::uint64_t state = requestIndex;
    for (std::uint32_t i = 1; i < promptTokens; ++i) {
        text += ' ';
        text += kWords[nextRandom(state) % kWords.size()];
    }
    return text;
}

std::span<const std::string_view> promptWords()
{
    return kWords;
}

} // namespace shardscope::serve
