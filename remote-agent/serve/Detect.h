#pragma once

// What an inference server speaks (issue 16), asked before a serving run so that the user need not
// know the dialect: a few plain GETs (httpGet) whose answers identify llama.cpp's llama-server,
// vLLM, Ollama or any other OpenAI-compatible server, and a line of evidence per probe so that the
// user is told why (docs/METRICS.md, "What the server speaks"). Every answer is untrusted JSON:
// bounded, parsed without throwing, and a malformed one is noted, never a crash.

#include "remote-agent/protocol/Serve.h"

#include <atomic>
#include <string>

namespace shardscope::serve {

/// How a detection ended.
enum class DetectEnd {
    Unknown = 0,
    Done,      ///< the probes ran: the reply says what they found (its outcome, its evidence)
    Cancelled, ///< the cancel flag was set: the reply holds what was found before
    Refused,   ///< the params cannot be used (problem says why); nothing was sent
};

struct DetectResult {
    DetectEnd end = DetectEnd::Unknown;
    protocol::ServeDetectReply reply;
    std::string problem; ///< Refused: why, in English (never holding the API key)
};

/// Asks the server at params.endpoint, in this order: GET /v1/models (an OpenAI model list; its
/// owned_by says "llamacpp" for llama-server and "vllm" for vLLM), GET /props (llama-server's
/// properties: default_generation_settings, total_slots, build_info), GET /api/version (Ollama's
/// {"version"}) and, for vLLM only, GET /version. After a probe that could not connect or timed
/// out, the later ones are not sent (each would wait as long). The dialect: LlamaCpp for
/// llama-server, Ollama for Ollama, OpenAiCompletions for any other server with a model list.
/// The API key goes as a bearer token to every probe; it is never in the reply. Setting `*cancel`
/// (any thread) stops it within about 20 ms. Blocks.
DetectResult detectServer(const protocol::ServeDetectParams &params, const std::atomic_bool *cancel);

} // namespace shardscope::serve
