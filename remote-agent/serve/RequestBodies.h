#pragma once

// What the load generator sends, per dialect: the path, the JSON body (the model, the prompt, the
// output length with the server's way to ignore end-of-sequence, streaming on) and the prompt text
// itself, distinct per request so that no prompt cache (vLLM's prefix caching, llama-server's
// cache_prompt and cache_reuse, Ollama's) flatters the result.

#include "remote-agent/protocol/Serve.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace shardscope::serve {

/// One request of a run.
struct ServeRequestSpec {
    protocol::ServeDialect dialect = protocol::ServeDialect::Unknown;
    std::string model;  ///< the server's model name (llama-server's /completion may ignore it)
    std::string prompt; ///< promptText(), or any text
    std::uint32_t outputTokens
        = 0; ///< exactly this many where the server can be told to ignore end-of-sequence
};

/// "/v1/completions", "/v1/chat/completions", "/completion", "/api/generate"; empty for Unknown.
std::string requestPath(protocol::ServeDialect dialect);

/// The body to POST, streaming, greedy (temperature 0):
/// - OpenAI completions: {model, prompt, max_tokens, stream, stream_options {include_usage}} and
///   vLLM's extensions ignore_eos: true and min_tokens = max_tokens, which other OpenAI-compatible
///   servers ignore (llama-server takes ignore_eos too);
/// - OpenAI chat: the same with messages [{role: user, content: prompt}] instead of prompt;
/// - llama-server /completion: {prompt, n_predict, ignore_eos: true, stream} (model when given);
/// - Ollama /api/generate: {model, prompt, stream, options {num_predict, temperature}} (Ollama has
///   no way to ignore end-of-sequence: a response may end early, and says how many it generated).
/// Null for Unknown.
nlohmann::json requestBody(const ServeRequestSpec &request);

/// A prompt of about `promptTokens` tokens (each word of the list is one token in the common
/// tokenizers, with its leading space), different for every `requestIndex` from its first word on:
/// the index first, then words that a generator seeded by the index picks.
std::string promptText(std::uint32_t requestIndex, std::uint32_t promptTokens);

/// The words promptText draws from (lower case ASCII); ShardScope's own GGUF files
/// (llamacpp/GgufWriter) hold each, with its leading space, as one token.
std::span<const std::string_view> promptWords();

} // namespace shardscope::serve
