#pragma once

// The streamed responses of the serving benchmark's dialects, parsed incrementally: the HTTP client
// hands over the body's bytes as they arrive, in pieces of any size, and gets back what they
// completed: generated text, the server's own counts and timings, the end, or why the stream is
// broken. The same bytes give the same events however they are split.
//
// - OpenAI /v1/completions and /v1/chat/completions: server-sent events, `data: {...}` then a blank
//   line; `data: [DONE]` ends the stream; comments (`:`) and the `event`, `id` and `retry` fields
//   are ignored. The text is choices[0].text or choices[0].delta.content (or a reasoning model's
//   delta.reasoning_content / delta.reasoning); `usage` {prompt_tokens, completion_tokens} where the
//   server offers it (stream_options.include_usage), and llama-server's `timings` where it adds them.
// - llama-server's /completion: server-sent events `data: {"content": "...", "stop": false}`; the
//   last has `"stop": true` and `timings` {prompt_n, prompt_ms, predicted_n, predicted_ms}.
// - Ollama's /api/generate: one JSON object per line, {"response": "...", "done": false}; the last
//   has done: true and prompt_eval_count, prompt_eval_duration, eval_count, eval_duration (ns).
// An `error` member (an object with a message, or a string), OpenAI's {"object": "error"}, an event
// named error (`event: error`) or llama-server's `error: {...}` line is the server's error. Every line is
// bounded: one longer than the limit is an error at once, and nothing more of it is kept (a broken server may
// send a 100 MB line).

#include "remote-agent/protocol/Serve.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::serve {

/// Longest line (or server-sent event) a stream may carry. Far above any real event: Ollama's last
/// line carries the context's token ids (about 7 bytes a token: 1.2 MB at kMaxServePromptTokens +
/// kMaxServeOutputTokens), llama-server's last event the prompt and the generation settings.
inline constexpr std::size_t kMaxStreamLineBytes = 2 * 1024 * 1024;
/// Longest server error message kept in an event's text.
inline constexpr std::size_t kMaxServerMessageBytes = 256;

enum class StreamEventKind {
    Unknown = 0,
    Content, ///< generated text arrived (text: never empty)
    Usage,   ///< the server's counts and timings (usage); where a server sends several, the last counts
    Done,    ///< the stream ended as its dialect ends it; nothing after it is read
    Error,   ///< the stream cannot be used (fault, text); nothing after it is read
};

/// Why a stream is broken.
enum class StreamFault {
    None = 0,
    Malformed,   ///< not the dialect: not JSON, a field of the wrong type, a line that is no event
    LineTooLong, ///< a line longer than the parser's limit
    Truncated,   ///< the body ended before the dialect's end ([DONE], stop: true, done: true)
    ServerError, ///< the server sent an error object in the stream
};

struct StreamEvent {
    StreamEventKind kind = StreamEventKind::Unknown;
    /// Content: the text as the server sent it. Error: the reason in English, safe to show and
    /// bounded (a server's message is cut at kMaxServerMessageBytes).
    std::string text;
    protocol::ServeServerTimings usage;    ///< Usage: what the server said (each field where it said it)
    StreamFault fault = StreamFault::None; ///< Error: why

    bool operator==(const StreamEvent &) const = default;
};

/// One response's stream in one dialect. Feed it the body's bytes as they come, then finish() when
/// the body ends. Once it has given Done or Error it ignores every further byte.
class StreamParser
{
public:
    /// `dialect` must not be Unknown (every byte of an Unknown stream is malformed).
    explicit StreamParser(protocol::ServeDialect dialect, std::size_t maxLineBytes = kMaxStreamLineBytes);

    /// The events the next bytes of the body complete, in order.
    std::vector<StreamEvent> feed(std::string_view bytes);
    /// The body ended: a last line without its line end is still read, and a stream without its
    /// dialect's end is an Error (Truncated).
    std::vector<StreamEvent> finish();

    /// Whether Done or Error has been given.
    bool ended() const { return m_state != State::Reading; }
    /// Bytes held for a line or an event not yet complete: at most the limit.
    std::size_t bufferedBytes() const { return m_line.size() + m_data.size(); }

private:
    enum class State { Reading, Done, Failed };

    void endLine(std::vector<StreamEvent> &events);
    void sseLine(std::string_view line, std::vector<StreamEvent> &events);
    void dispatchSse(std::vector<StreamEvent> &events);
    void jsonEvent(std::string_view text, std::vector<StreamEvent> &events);
    void fail(StreamFault fault, std::string reason, std::vector<StreamEvent> &events);

    protocol::ServeDialect m_dialect;
    std::size_t m_maxLineBytes;
    State m_state = State::Reading;
    std::string m_line;                 ///< the line being read
    bool m_afterCarriageReturn = false; ///< a "\r" ended the last line: a "\n" next belongs to it
    bool m_firstLine = true;            ///< a UTF-8 byte order mark may open the stream
    std::string m_data;                 ///< server-sent events: the data lines of the event being read
    bool m_hasData = false;
    bool m_errorEvent = false; ///< the event being read is named "error" (event: error)
};

} // namespace shardscope::serve
