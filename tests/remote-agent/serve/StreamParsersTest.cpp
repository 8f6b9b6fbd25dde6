// The dialects' stream parsers (remote-agent/serve/StreamParsers.h) on streams as the servers send
// them (data/), split at every byte boundary: the same events whatever the split. Then what a broken
// or hostile server sends: malformed JSON, a stream without its end, an over-long line, an error
// object, fields of the wrong type.
#include "remote-agent/serve/StreamParsers.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace shardscope::serve;
using shardscope::protocol::ServeDialect;
using shardscope::protocol::ServeServerTimings;

namespace {

std::string fixture(const std::string &name)
{
    std::ifstream in(std::string(SHARDSCOPE_TEST_DATA_DIR) + "/" + name, std::ios::binary);
    EXPECT_TRUE(in.good()) << name;
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void append(std::vector<StreamEvent> &to, std::vector<StreamEvent> more)
{
    to.insert(to.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
}

/// Every event of `body` fed in pieces that end at `cuts` (offsets), then finish().
std::vector<StreamEvent> parse(ServeDialect dialect, const std::string &body,
                               const std::vector<std::size_t> &cuts = {},
                               std::size_t maxLineBytes = kMaxStreamLineBytes)
{
    StreamParser parser(dialect, maxLineBytes);
    std::vector<StreamEvent> events;
    std::size_t from = 0;
    for (const std::size_t cut : cuts) {
        append(events, parser.feed(std::string_view(body).substr(from, cut - from)));
        from = cut;
    }
    append(events, parser.feed(std::string_view(body).substr(from)));
    append(events, parser.finish());
    return events;
}

/// The events of the whole body, checked to be the same for a cut at every byte and for one byte
/// at a time.
std::vector<StreamEvent> parseEverySplit(ServeDialect dialect, const std::string &body)
{
    const std::vector<StreamEvent> whole = parse(dialect, body);
    for (std::size_t cut = 0; cut <= body.size(); ++cut) {
        const auto split = parse(dialect, body, {cut});
        EXPECT_EQ(split, whole) << "cut at byte " << cut;
        if (split != whole)
            break;
    }
    std::vector<std::size_t> everyByte;
    for (std::size_t i = 1; i < body.size(); ++i)
        everyByte.push_back(i);
    EXPECT_EQ(parse(dialect, body, everyByte), whole) << "one byte at a time";
    return whole;
}

StreamEvent content(const std::string &text)
{
    return StreamEvent{StreamEventKind::Content, text, {}, StreamFault::None};
}

StreamEvent usage(ServeServerTimings timings)
{
    return StreamEvent{StreamEventKind::Usage, {}, timings, StreamFault::None};
}

StreamEvent done()
{
    return StreamEvent{StreamEventKind::Done, {}, {}, StreamFault::None};
}

/// The one Error event that `events` must end with (and hold no other).
StreamEvent lastError(const std::vector<StreamEvent> &events)
{
    EXPECT_FALSE(events.empty());
    if (events.empty())
        return {};
    for (std::size_t i = 0; i + 1 < events.size(); ++i)
        EXPECT_NE(events[i].kind, StreamEventKind::Error)
            << "an error before the last event: " << events[i].text;
    EXPECT_EQ(events.back().kind, StreamEventKind::Error);
    return events.back();
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

std::string describe(const std::vector<StreamEvent> &events)
{
    std::string text;
    for (const StreamEvent &e : events)
        text += "[" + std::to_string(static_cast<int>(e.kind)) + " \"" + e.text + "\" fault "
                + std::to_string(static_cast<int>(e.fault)) + "]";
    return text;
}

} // namespace

namespace shardscope::serve {
void PrintTo(const StreamEvent &e, std::ostream *out)
{
    *out << "{kind " << static_cast<int>(e.kind) << ", \"" << e.text << "\", fault "
         << static_cast<int>(e.fault) << "}";
}
} // namespace shardscope::serve

TEST(StreamParsers, VllmCompletionsGiveEveryTextThenUsageThenDoneWhateverTheSplit)
{
    const auto events = parseEverySplit(ServeDialect::OpenAiCompletions, fixture("vllm-completions.sse"));
    ServeServerTimings counts;
    counts.promptTokens = 12;
    counts.generatedTokens = 4;
    EXPECT_EQ(events, (std::vector<StreamEvent>{content(" The"), content(" river"), content(" flows"),
                                                content(" east"), usage(counts), done()}));
}

TEST(StreamParsers, VllmChatSkipsTheRoleOnlyDeltaWhateverTheSplit)
{
    const auto events = parseEverySplit(ServeDialect::OpenAiChat, fixture("vllm-chat.sse"));
    ServeServerTimings counts;
    counts.promptTokens = 41;
    counts.generatedTokens = 4;
    EXPECT_EQ(events, (std::vector<StreamEvent>{content("Hello"), content(" there"), content(","),
                                                content(" friend"), usage(counts), done()}));
}

TEST(StreamParsers, LlamaServerGivesItsTimingsAtTheStopEventWhateverTheSplit)
{
    const auto events = parseEverySplit(ServeDialect::LlamaCpp, fixture("llama-server-completion.sse"));
    ServeServerTimings timings;
    timings.promptTokens = 12;
    timings.promptMs = 21.482;
    timings.generatedTokens = 3;
    timings.generatedMs = 30.93;
    EXPECT_EQ(events, (std::vector<StreamEvent>{content(" The"), content(" river"), content(" flows"),
                                                usage(timings), done()}));
}

TEST(StreamParsers, OllamaGivesItsCountsWithDurationsInMillisecondsWhateverTheSplit)
{
    const auto events = parseEverySplit(ServeDialect::Ollama, fixture("ollama-generate.ndjson"));
    ServeServerTimings timings;
    timings.promptTokens = 26;
    timings.promptMs = 130.0;
    timings.generatedTokens = 3;
    timings.generatedMs = 270.5;
    EXPECT_EQ(events, (std::vector<StreamEvent>{content(" The"), content(" river"), content(" flows"),
                                                usage(timings), done()}));
}

TEST(StreamParsers, LineEndsCommentsAndOtherFieldsDoNotChangeTheEvents)
{
    const std::string lf = fixture("vllm-completions.sse");
    const auto expected = parse(ServeDialect::OpenAiCompletions, lf);
    std::string crlf;
    std::string cr;
    for (const char c : lf) {
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        cr += c == '\n' ? '\r' : c;
    }
    EXPECT_EQ(parseEverySplit(ServeDialect::OpenAiCompletions, crlf), expected);
    EXPECT_EQ(parseEverySplit(ServeDialect::OpenAiCompletions, cr), expected);
    // Keep-alive comments, event names, ids, retry and a byte order mark are not events.
    const std::string decorated = "\xEF\xBB\xBF: keep-alive\n\nevent: completion\nid: 1\nretry: 3000\n" + lf;
    EXPECT_EQ(parseEverySplit(ServeDialect::OpenAiCompletions, decorated), expected);
    // One event's data over two lines is one event (joined by a line feed, as the standard says).
    const auto joined = parse(ServeDialect::OpenAiCompletions,
                              "data: {\"choices\":\ndata: [{\"text\":\"two lines\"}]}\n\ndata: [DONE]\n\n");
    EXPECT_EQ(joined, (std::vector<StreamEvent>{content("two lines"), done()}));
    // An event's name lasts until its blank line: an "error" name without data names nothing after it.
    EXPECT_EQ(parse(ServeDialect::OpenAiCompletions,
                    "event: error\n\ndata: {\"choices\":[{\"text\":\"x\"}]}\n\ndata: [DONE]\n\n"),
              (std::vector<StreamEvent>{content("x"), done()}));
    // No space after "data:" is the same field.
    EXPECT_EQ(
        parse(ServeDialect::OpenAiCompletions, "data:{\"choices\":[{\"text\":\"x\"}]}\n\ndata:[DONE]\n\n"),
        (std::vector<StreamEvent>{content("x"), done()}));
}

TEST(StreamParsers, AServerWithoutUsageGivesNoCountsAndAChatReasoningDeltaIsText)
{
    const std::string body
        = "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"}}]}\n\n"
          "data: {\"choices\":[{\"delta\":{\"reasoning_content\":\"Hmm\",\"content\":null}}]}\n\n"
          "data: {\"choices\":[{\"delta\":{\"content\":\"Yes\"},\"finish_reason\":\"length\"}]}\n\n"
          "data: [DONE]\n\n";
    EXPECT_EQ(parseEverySplit(ServeDialect::OpenAiChat, body),
              (std::vector<StreamEvent>{content("Hmm"), content("Yes"), done()}));
}

TEST(StreamParsers, LlamaServersOpenAiEndpointGivesItsTimingsToo)
{
    const std::string body
        = "data: {\"choices\":[{\"delta\":{\"content\":\"Hi\"}}],\"object\":\"chat.completion.chunk\"}\n\n"
          "data: {\"choices\":[],\"usage\":{\"completion_tokens\":1,\"prompt_tokens\":9},"
          "\"timings\":{\"prompt_n\":9,\"prompt_ms\":12.5,\"predicted_n\":1,\"predicted_ms\":8.25}}\n\n"
          "data: [DONE]\n\n";
    ServeServerTimings timings;
    timings.promptTokens = 9;
    timings.promptMs = 12.5;
    timings.generatedTokens = 1;
    timings.generatedMs = 8.25;
    EXPECT_EQ(parse(ServeDialect::OpenAiChat, body),
              (std::vector<StreamEvent>{content("Hi"), usage(timings), done()}));
}

TEST(StreamParsers, LlamaServerWithoutTimingsCountsFromItsFinalEvent)
{
    const std::string body
        = "data: {\"content\":\"a\",\"stop\":false}\n\n"
          "data: {\"content\":\"b\",\"stop\":true,\"tokens_predicted\":2,\"tokens_evaluated\":5}\n\n";
    ServeServerTimings counts;
    counts.promptTokens = 5;
    counts.generatedTokens = 2;
    EXPECT_EQ(parseEverySplit(ServeDialect::LlamaCpp, body),
              (std::vector<StreamEvent>{content("a"), content("b"), usage(counts), done()}));
}

TEST(StreamParsers, NothingAfterTheEndIsRead)
{
    StreamParser parser(ServeDialect::OpenAiCompletions);
    const auto events
        = parser.feed("data: [DONE]\n\ndata: {\"choices\":[{\"text\":\"late\"}]}\n\nnot even SSE\n");
    EXPECT_EQ(events, std::vector<StreamEvent>{done()});
    EXPECT_TRUE(parser.ended());
    EXPECT_TRUE(parser.feed("data: {broken\n\n").empty());
    EXPECT_TRUE(parser.finish().empty());
}

TEST(StreamParsers, OllamasLastLineWithoutItsLineEndStillEndsTheStream)
{
    std::string body = fixture("ollama-generate.ndjson");
    ASSERT_EQ(body.back(), '\n');
    body.pop_back();
    const auto events = parseEverySplit(ServeDialect::Ollama, body);
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.back(), done());
    // Blank lines between objects are not events.
    EXPECT_EQ(parse(ServeDialect::Ollama, "\n  \n{\"response\":\"x\",\"done\":false}\n\n{\"done\":true}\n"),
              (std::vector<StreamEvent>{content("x"), done()}));
}

TEST(StreamParsers, MalformedJsonIsAnErrorWithItsReasonAndStopsTheStream)
{
    const std::string body
        = "data: {\"choices\":[{\"text\":\"ok\"}]}\n\ndata: {\"choices\":[{\"text\":\"cut\n\n"
          "data: {\"choices\":[{\"text\":\"never\"}]}\n\ndata: [DONE]\n\n";
    const auto events = parseEverySplit(ServeDialect::OpenAiCompletions, body);
    ASSERT_EQ(events.size(), 2u) << describe(events);
    EXPECT_EQ(events[0], content("ok"));
    const StreamEvent error = lastError(events);
    EXPECT_EQ(error.fault, StreamFault::Malformed);
    EXPECT_TRUE(contains(error.text, "an event that is not JSON")) << error.text;

    const auto ollama
        = lastError(parse(ServeDialect::Ollama, "{\"response\":\"a\",\"done\":false}\n<html>502</html>\n"));
    EXPECT_EQ(ollama.fault, StreamFault::Malformed);
    EXPECT_TRUE(contains(ollama.text, "\"<html>502</html>\"")) << ollama.text;

    const auto array = lastError(parse(ServeDialect::LlamaCpp, "data: [1,2]\n\n"));
    EXPECT_TRUE(contains(array.text, "not a JSON object")) << array.text;

    std::string deep = "data: " + std::string(1000, '[') + std::string(1000, ']') + "\n\n";
    EXPECT_TRUE(contains(lastError(parse(ServeDialect::LlamaCpp, deep)).text, "nested deeper than 64"));
}

TEST(StreamParsers, FieldsOfTheWrongTypeAreMalformedAndNamed)
{
    const struct {
        ServeDialect dialect;
        const char *body;
        const char *reason;
    } cases[] = {
        {ServeDialect::OpenAiCompletions, "data: {\"choices\":{}}\n\n", "choices is not an array"},
        {ServeDialect::OpenAiCompletions, "data: {\"choices\":[7]}\n\n", "choices[0] is not an object"},
        {ServeDialect::OpenAiCompletions, "data: {\"choices\":[{\"text\":5}]}\n\n",
         "choices[0].text is not a string"},
        {ServeDialect::OpenAiChat, "data: {\"choices\":[{\"delta\":\"hi\"}]}\n\n",
         "choices[0].delta is not an object"},
        {ServeDialect::OpenAiChat, "data: {\"choices\":[],\"usage\":{\"completion_tokens\":-4}}\n\n",
         "usage.completion_tokens is not a token count"},
        {ServeDialect::OpenAiChat, "data: {\"choices\":[],\"usage\":{\"prompt_tokens\":1.5}}\n\n",
         "usage.prompt_tokens is not a token count"},
        {ServeDialect::LlamaCpp, "data: {\"content\":\"a\",\"stop\":\"yes\"}\n\n", "stop is not a boolean"},
        {ServeDialect::LlamaCpp,
         "data: {\"content\":\"a\",\"stop\":true,\"timings\":{\"predicted_ms\":\"fast\"}}\n\n",
         "timings.predicted_ms is not a duration"},
        {ServeDialect::LlamaCpp, "data: {\"stop\":true,\"timings\":{\"predicted_n\":4294967296}}\n\n",
         "timings.predicted_n is not a token count"},
        {ServeDialect::Ollama, "{\"response\":[\"a\"]}\n", "response is not a string"},
        {ServeDialect::Ollama, "{\"done\":1}\n", "done is not a boolean"},
        {ServeDialect::Ollama, "{\"done\":true,\"eval_duration\":-1}\n", "eval_duration is not a duration"},
        {ServeDialect::Ollama, "{\"done\":true,\"eval_count\":\"3\"}\n", "eval_count is not a token count"},
    };
    for (const auto &c : cases) {
        SCOPED_TRACE(c.body);
        const StreamEvent error = lastError(parse(c.dialect, c.body));
        EXPECT_EQ(error.fault, StreamFault::Malformed);
        EXPECT_TRUE(contains(error.text, c.reason)) << error.text;
    }
}

TEST(StreamParsers, AStreamInAnotherDialectIsNotTakenForThisOne)
{
    // Ollama's lines are not server-sent events; a JSON body without "data:" neither.
    const auto error = lastError(parse(ServeDialect::OpenAiCompletions, fixture("ollama-generate.ndjson")));
    EXPECT_EQ(error.fault, StreamFault::Malformed);
    EXPECT_TRUE(contains(error.text, "a line that is not a server-sent event: \"{\"model\":")) << error.text;
    // Server-sent events are not Ollama's JSON lines.
    EXPECT_EQ(lastError(parse(ServeDialect::Ollama, fixture("llama-server-completion.sse"))).fault,
              StreamFault::Malformed);
    EXPECT_EQ(lastError(parse(ServeDialect::Unknown, "data: [DONE]\n\n")).fault, StreamFault::Malformed);
}

TEST(StreamParsers, AStreamThatEndsBeforeItsEndIsTruncated)
{
    const struct {
        ServeDialect dialect;
        std::string body;
        const char *end;
    } cases[] = {
        {ServeDialect::OpenAiCompletions, fixture("vllm-completions.sse"), "data: [DONE]"},
        {ServeDialect::OpenAiChat, fixture("vllm-chat.sse"), "data: [DONE]"},
        {ServeDialect::LlamaCpp, fixture("llama-server-completion.sse"), "an event with \"stop\": true"},
        {ServeDialect::Ollama, fixture("ollama-generate.ndjson"), "a line with \"done\": true"},
    };
    for (const auto &c : cases) {
        SCOPED_TRACE(c.end);
        // Cut after the second event: its blank line (or line end) is the last byte kept.
        const std::string separator = c.dialect == ServeDialect::Ollama ? "\n" : "\n\n";
        const std::size_t second = c.body.find(separator, c.body.find(separator) + separator.size());
        ASSERT_NE(second, std::string::npos);
        const std::string cut = c.body.substr(0, second + separator.size());
        const auto events = parseEverySplit(c.dialect, cut);
        const StreamEvent error = lastError(events);
        EXPECT_EQ(error.fault, StreamFault::Truncated);
        EXPECT_EQ(error.text, std::string("the stream ended before ") + c.end);
        // Two texts (the chat's first delta has none), then the error.
        EXPECT_EQ(events.size(), c.dialect == ServeDialect::OpenAiChat ? 2u : 3u) << describe(events);
    }
    // Cut inside a line: the half event is read at the end, and is not JSON.
    const std::string body = fixture("vllm-completions.sse");
    const auto half = lastError(parse(ServeDialect::OpenAiCompletions, body.substr(0, body.find("river"))));
    EXPECT_EQ(half.fault, StreamFault::Malformed);
    // Nothing at all.
    EXPECT_EQ(lastError(parse(ServeDialect::LlamaCpp, "")).fault, StreamFault::Truncated);
}

TEST(StreamParsers, ALineOverTheLimitIsAnErrorAndIsNotBuffered)
{
    // A small limit: the line of 1025 bytes is refused, whatever the split, the one of 1024 is read.
    const std::size_t limit = 1024;
    const std::string text(limit - std::string("{\"response\":\"\"}").size(), 'x');
    const std::string fits = "{\"response\":\"" + text + "\"}\n{\"done\":true}\n";
    EXPECT_EQ(parse(ServeDialect::Ollama, fits, {}, limit),
              (std::vector<StreamEvent>{content(text), done()}));
    const std::string over = "{\"response\":\"" + text + "x\"}\n{\"done\":true}\n";
    for (std::size_t cut = 0; cut <= over.size(); cut += 7) {
        const StreamEvent error = lastError(parse(ServeDialect::Ollama, over, {cut}, limit));
        EXPECT_EQ(error.fault, StreamFault::LineTooLong);
        EXPECT_EQ(error.text, "a line or event longer than 1024 bytes");
    }
    // An event's data lines count together.
    const std::string manyLines
        = "data: " + std::string(600, 'a') + "\ndata: " + std::string(600, 'b') + "\n\n";
    EXPECT_EQ(lastError(parse(ServeDialect::OpenAiCompletions, manyLines, {}, limit)).fault,
              StreamFault::LineTooLong);
}

TEST(StreamParsers, AHundredMegabyteLineIsRefusedAtTheDefaultLimitWithoutBeingKept)
{
    // 100 MB of one line, in 64 KiB pieces as a socket would give them: the error comes once the
    // limit is passed, the parser never holds more than the limit, and the rest is dropped unread.
    StreamParser parser(ServeDialect::OpenAiCompletions);
    const std::string piece(64 * 1024, 'x');
    std::vector<StreamEvent> events;
    append(events, parser.feed("data: {\"choices\":[{\"text\":\""));
    std::size_t fed = 0;
    std::size_t errorAfter = 0;
    for (int i = 0; i < 1600; ++i) {
        append(events, parser.feed(piece));
        fed += piece.size();
        if (errorAfter == 0 && !events.empty())
            errorAfter = fed;
        EXPECT_LE(parser.bufferedBytes(), kMaxStreamLineBytes);
    }
    append(events, parser.finish());
    ASSERT_EQ(events.size(), 1u) << describe(events);
    EXPECT_EQ(events[0].fault, StreamFault::LineTooLong);
    EXPECT_GT(errorAfter, kMaxStreamLineBytes - piece.size());
    EXPECT_LE(errorAfter, kMaxStreamLineBytes + piece.size());
    EXPECT_EQ(parser.bufferedBytes(), 0u);
}

TEST(StreamParsers, AnErrorObjectIsTheServersErrorWithItsMessage)
{
    const struct {
        ServeDialect dialect;
        std::string body;
        const char *message;
    } cases[] = {
        // vLLM (and OpenAI) mid-stream: {"error": {...}}; older vLLM: an ErrorResponse itself.
        {ServeDialect::OpenAiCompletions,
         "data: {\"choices\":[{\"text\":\"a\"}]}\n\ndata: {\"error\":{\"object\":\"error\",\"message\":\"The "
         "decoder "
         "prompt is too long\",\"type\":\"BadRequestError\",\"code\":400}}\n\n",
         "The decoder prompt is too long"},
        {ServeDialect::OpenAiChat,
         "data: {\"object\":\"error\",\"message\":\"out of KV "
         "cache\",\"type\":\"InternalServerError\",\"code\":500}\n\n",
         "out of KV cache"},
        // llama-server: an event of its own, "error: {...}", or data carrying an error.
        {ServeDialect::LlamaCpp,
         "data: {\"content\":\"a\",\"stop\":false}\n\nerror: {\"code\":500,\"message\":\"context shift is "
         "disabled\","
         "\"type\":\"server_error\"}\n\n",
         "context shift is disabled"},
        {ServeDialect::LlamaCpp, "data: {\"error\":{\"code\":503,\"message\":\"Loading model\"}}\n\n",
         "Loading model"},
        // Any server-sent events: an event named error.
        {ServeDialect::OpenAiChat, "event: error\ndata: {\"message\":\"rate limited\",\"code\":429}\n\n",
         "rate limited"},
        {ServeDialect::OpenAiCompletions, "event: error\ndata: upstream went away\n\n", "upstream went away"},
        // Ollama: {"error": "..."}.
        {ServeDialect::Ollama, "{\"error\":\"model 'llama9' not found, try pulling it first\"}\n",
         "model 'llama9' not found, try pulling it first"},
    };
    for (const auto &c : cases) {
        SCOPED_TRACE(c.message);
        const StreamEvent error = lastError(parseEverySplit(c.dialect, c.body));
        EXPECT_EQ(error.fault, StreamFault::ServerError);
        EXPECT_EQ(error.text, std::string("the server reported an error: ") + c.message);
    }
}

TEST(StreamParsers, AServersMessageIsMadeSafeAndBounded)
{
    const std::string hostile = "{\"error\":\"\\u001b[2Jforged\\nrow " + std::string(10000, 'z') + "\"}\n";
    const StreamEvent error = lastError(parse(ServeDialect::Ollama, hostile));
    EXPECT_EQ(error.fault, StreamFault::ServerError);
    EXPECT_EQ(error.text.find('\x1b'), std::string::npos);
    EXPECT_EQ(error.text.find('\n'), std::string::npos);
    EXPECT_LE(error.text.size(),
              std::string("the server reported an error: ").size() + kMaxServerMessageBytes + 8);
    EXPECT_TRUE(contains(error.text, "forged row zzz"));
    // A message that is neither a string nor an object with one is shown as its JSON.
    EXPECT_EQ(lastError(parse(ServeDialect::Ollama, "{\"error\":{\"code\":7}}\n")).text,
              "the server reported an error: {\"code\":7}");
}
