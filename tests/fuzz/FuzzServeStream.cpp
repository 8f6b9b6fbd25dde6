// libFuzzer target: a streamed response body as the serving benchmark reads it from a server
// (remote-agent/serve/StreamParsers.h). The first byte picks the dialect (its low two bits) and how
// the rest is split into pieces (the other six); the rest is the body. It is parsed whole and in
// pieces, with the real line limit and with a small one, and each run is checked:
// - the events do not depend on the split, and a small limit only cuts them short (LineTooLong);
// - a parser never holds more than its limit, and once it has given Done or Error it gives nothing;
// - every stream ends in exactly one Done or Error, the last event; Content text is never empty;
//   Usage is what a report accepts; Error text is safe to show and bounded.
#include "FuzzSupport.h"

#include "remote-agent/protocol/SafeText.h"
#include "remote-agent/protocol/Serve.h"
#include "remote-agent/serve/StreamParsers.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using namespace shardscope::serve;
using shardscope::fuzz::require;
using shardscope::protocol::ServeDialect;

namespace {

/// The second parser's limit: small enough that the fuzzer reaches it with short inputs.
constexpr std::size_t kSmallLimitBytes = 4096;

constexpr std::string_view kServerErrorPrefix = "the server reported an error: ";
constexpr std::string_view kEllipsis = "…"; // what a cut message ends with
/// The longest fixed part of any reason (`fail` in StreamParsers.cpp): "an event in which " and the
/// longest field path with its complaint, or a server error's prefix, and a limit in digits.
constexpr std::size_t kMaxReasonFixedBytes = 128;

/// Piece sizes from a small generator seeded by the pattern: pattern 0 is one byte at a time,
/// larger patterns allow pieces up to 2^(pattern % 13) bytes, and some patterns add empty pieces.
class Splitter
{
public:
    explicit Splitter(unsigned pattern)
        : m_state(pattern * 2654435761u + 1)
        , m_maxPiece(std::size_t(1) << (pattern % 13))
        , m_empties(pattern >= 32)
    {}

    /// The next piece's size, 0 for an empty piece.
    std::size_t next()
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 17;
        m_state ^= m_state << 5;
        if (m_empties && m_state % 7 == 0)
            return 0;
        return 1 + (m_state >> 3) % m_maxPiece;
    }

private:
    std::uint32_t m_state;
    std::size_t m_maxPiece;
    bool m_empties;
};

bool terminal(const StreamEvent &event)
{
    return event.kind == StreamEventKind::Done || event.kind == StreamEventKind::Error;
}

/// Appends the events of one feed() or finish() and checks what holds for any of them.
void take(std::vector<StreamEvent> &all, std::vector<StreamEvent> events, const StreamParser &parser,
          std::size_t limit)
{
    // Nothing after Done or Error: not in a later call, and not later in this one.
    require(events.empty() || all.empty() || !terminal(all.back()));
    for (std::size_t i = 0; i + 1 < events.size(); ++i)
        require(!terminal(events[i]));
    require(parser.ended()
            == (!events.empty() ? terminal(events.back()) : !all.empty() && terminal(all.back())));
    require(parser.bufferedBytes() <= limit);
    if (parser.ended())
        require(parser.bufferedBytes() == 0);
    all.insert(all.end(), std::make_move_iterator(events.begin()), std::make_move_iterator(events.end()));
}

std::vector<StreamEvent> parseWhole(ServeDialect dialect, std::string_view body, std::size_t limit)
{
    StreamParser parser(dialect, limit);
    std::vector<StreamEvent> all;
    take(all, parser.feed(body), parser, limit);
    take(all, parser.finish(), parser, limit);
    return all;
}

std::vector<StreamEvent> parseSplit(ServeDialect dialect, std::string_view body, unsigned pattern,
                                    std::size_t limit)
{
    StreamParser parser(dialect, limit);
    Splitter splitter(pattern);
    std::vector<StreamEvent> all;
    std::size_t at = 0;
    while (at < body.size()) {
        const std::size_t piece = std::min(splitter.next(), body.size() - at);
        take(all, parser.feed(body.substr(at, piece)), parser, limit);
        at += piece;
    }
    take(all, parser.finish(), parser, limit);
    // The body has ended: whatever comes now is ignored.
    take(all, parser.feed("data: [DONE]\n\n{\"done\":true}\n"), parser, limit);
    take(all, parser.finish(), parser, limit);
    return all;
}

/// What every complete stream's events must be.
void checkStream(const std::vector<StreamEvent> &events)
{
    require(!events.empty() && terminal(events.back()));
    for (const StreamEvent &event : events) {
        switch (event.kind) {
        case StreamEventKind::Content:
            require(!event.text.empty());
            require(event.fault == StreamFault::None
                    && event.usage == shardscope::protocol::ServeServerTimings{});
            break;
        case StreamEventKind::Usage: {
            require(event.text.empty() && event.fault == StreamFault::None);
            const auto &u = event.usage;
            require(u.promptTokens || u.promptMs || u.generatedTokens || u.generatedMs);
            // What the server said is what a request's record may carry.
            require(shardscope::protocol::parseServeServerTimings(nlohmann::json(u)).ok());
            break;
        }
        case StreamEventKind::Done:
            require(event.text.empty() && event.fault == StreamFault::None);
            break;
        case StreamEventKind::Error: {
            require(event.fault != StreamFault::None && !event.text.empty());
            require(!shardscope::protocol::hasControlCharacters(event.text));
            require(event.text.size() <= kMaxReasonFixedBytes + kMaxServerMessageBytes + kEllipsis.size());
            // A server's message is cut at kMaxServerMessageBytes, as shown (after safeText).
            if (event.fault == StreamFault::ServerError) {
                require(event.text.starts_with(kServerErrorPrefix));
                require(event.text.size() - kServerErrorPrefix.size()
                        <= kMaxServerMessageBytes + kEllipsis.size());
            }
            break;
        }
        case StreamEventKind::Unknown:
            require(false);
            break;
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    static constexpr ServeDialect kDialects[] = {ServeDialect::OpenAiCompletions, ServeDialect::OpenAiChat,
                                                 ServeDialect::LlamaCpp, ServeDialect::Ollama};
    const ServeDialect dialect = kDialects[data[0] & 3];
    const unsigned pattern = data[0] >> 2;
    const std::string body(reinterpret_cast<const char *>(data) + 1, size - 1);

    const auto whole = parseWhole(dialect, body, kMaxStreamLineBytes);
    checkStream(whole);
    require(parseSplit(dialect, body, pattern, kMaxStreamLineBytes) == whole);

    const auto small = parseWhole(dialect, body, kSmallLimitBytes);
    checkStream(small);
    require(parseSplit(dialect, body, pattern, kSmallLimitBytes) == small);
    // A smaller limit changes nothing but where a too long line or event stops the stream.
    if (small.back().fault == StreamFault::LineTooLong) {
        require(small.size() <= whole.size());
        require(std::equal(small.begin(), small.end() - 1, whole.begin()));
    } else {
        require(small == whole);
    }
    return 0;
}
