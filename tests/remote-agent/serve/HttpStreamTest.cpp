#include "remote-agent/serve/HttpStream.h"

#include "ScriptedServer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <future>
#include <string>
#include <thread>
#include <vector>

using namespace shardscope::serve;
using namespace shardscope::serve::test;
using shardscope::protocol::ServeErrorKind;
using namespace std::chrono_literals;

// Loopback only: every request goes to a ScriptedServer or a refused port on 127.0.0.1.
// Timing bounds: a scripted delay is a lower bound the client cannot beat (the server waits it
// out), so lower bounds are tight (a small tolerance for two pieces read late and together);
// upper bounds are generous, for a loaded 2-core CI machine.

namespace {

using Clock = std::chrono::steady_clock;

constexpr auto gapTolerance = 30ms;
constexpr auto slowMachineMargin = 3000ms;
constexpr const char *apiKey = "sk-test-0123456789abcdef0123456789abcdef";

struct Arrival {
    std::size_t offset = 0; ///< of the piece's first byte in the body
    std::size_t bytes = 0;
    Clock::time_point at;
};

/// What the piece callback saw.
struct Collected {
    std::string body;
    std::vector<Arrival> arrivals;
    std::size_t largestPiece = 0;
};

HttpBodyPiece collectInto(Collected &collected)
{
    return [&collected](std::string_view piece, Clock::time_point at) {
        collected.arrivals.push_back({collected.body.size(), piece.size(), at});
        collected.body.append(piece);
        collected.largestPiece = std::max(collected.largestPiece, piece.size());
        return true;
    };
}

/// When the byte at `offset` arrived.
Clock::time_point arrivalOf(const Collected &collected, std::size_t offset)
{
    for (const Arrival &arrival : collected.arrivals) {
        if (offset >= arrival.offset && offset < arrival.offset + arrival.bytes)
            return arrival.at;
    }
    ADD_FAILURE() << "byte " << offset << " never arrived";
    return {};
}

HttpStreamRequest requestTo(const std::string &url)
{
    HttpStreamRequest request;
    request.url = url;
    request.path = "/v1/completions";
    request.body = R"({"model":"m","prompt":"p 1","max_tokens":4,"stream":true})";
    request.apiKey = apiKey;
    request.connectTimeoutMs = 5'000;
    request.readTimeoutMs = 30'000;
    return request;
}

std::vector<std::string> ssePieces(int count)
{
    std::vector<std::string> pieces;
    for (int i = 0; i < count; ++i)
        pieces.push_back("data: {\"choices\":[{\"text\":\"t" + std::to_string(i) + "\"}]}\n\n");
    pieces.push_back("data: [DONE]\n\n");
    return pieces;
}

std::chrono::milliseconds msBetween(Clock::time_point from, Clock::time_point to)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(to - from);
}

void expectNoKeyIn(const HttpStreamResult &result)
{
    EXPECT_EQ(result.errorDetail.find(apiKey), std::string::npos) << result.errorDetail;
    EXPECT_EQ(result.errorDetail.find("sk-test"), std::string::npos) << result.errorDetail;
}

} // namespace

TEST(HttpStreamTest, PiecesArriveInOrderOnTheScriptsTimes)
{
    Script script;
    script.pieces = ssePieces(5);
    script.firstDelay = 150ms;
    script.gap = 100ms;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    Collected collected;
    const HttpStreamRequest request = requestTo(server.url());
    const HttpStreamResult result = runHttpStream(request, collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Completed)
        << httpStreamEndName(result.end) << ": " << result.errorDetail;
    EXPECT_EQ(result.error, ServeErrorKind::None);
    EXPECT_EQ(result.httpStatus, 200u);
    EXPECT_TRUE(result.errorDetail.empty());
    std::string expected;
    std::vector<std::size_t> pieceEnds; // offset of each scripted piece's last byte
    for (const std::string &piece : script.pieces) {
        expected += piece;
        pieceEnds.push_back(expected.size() - 1);
    }
    EXPECT_EQ(collected.body, expected);
    EXPECT_EQ(result.bytesReceived, expected.size());
    ASSERT_EQ(collected.body.size(), expected.size());

    // The first piece no earlier than scripted after sending; each later one no earlier than the
    // gap after the one before (less a small tolerance: two pieces read late arrive together).
    const Clock::time_point first = arrivalOf(collected, pieceEnds.front());
    EXPECT_GE(msBetween(result.sentAt, first), script.firstDelay);
    EXPECT_LE(msBetween(result.sentAt, first), script.firstDelay + slowMachineMargin);
    for (std::size_t i = 1; i < pieceEnds.size(); ++i) {
        const auto gap
            = msBetween(arrivalOf(collected, pieceEnds[i - 1]), arrivalOf(collected, pieceEnds[i]));
        EXPECT_GE(gap, script.gap - gapTolerance) << "before piece " << i;
        EXPECT_LE(gap, script.gap + slowMachineMargin) << "before piece " << i;
    }
    const auto span = msBetween(first, arrivalOf(collected, pieceEnds.back()));
    EXPECT_GE(span, script.gap * static_cast<int>(pieceEnds.size() - 1));
    EXPECT_GE(result.endedAt, arrivalOf(collected, pieceEnds.back()));

    // The request as it was sent.
    const std::vector<ReceivedRequest> requests = server.requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].method, "POST");
    EXPECT_EQ(requests[0].path, "/v1/completions");
    EXPECT_EQ(requests[0].body, request.body);
    EXPECT_EQ(requests[0].header("Content-Type"), "application/json");
    EXPECT_EQ(requests[0].header("Authorization"), std::string("Bearer ") + apiKey);
    EXPECT_GE(requests[0].receivedAt, result.sentAt);
}

TEST(HttpStreamTest, NoApiKeyNoAuthorizationHeaderAndTheBasePathComesFirst)
{
    Script script;
    script.pieces = ssePieces(1);
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    HttpStreamRequest request = requestTo(server.url() + "/proxy/");
    request.apiKey.clear();
    Collected collected;
    const HttpStreamResult result = runHttpStream(request, collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Completed) << result.errorDetail;
    const std::vector<ReceivedRequest> requests = server.requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].path, "/proxy/v1/completions");
    EXPECT_EQ(requests[0].header("Authorization"), "");
}

TEST(HttpStreamTest, ServiceUnavailableIsHttpStatusWithTheBodyAsDetail)
{
    Script script;
    script.status = 503;
    script.contentType = "application/json";
    script.pieces = {R"({"error":"loading model"})"};
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    Collected collected;
    const HttpStreamResult result = runHttpStream(requestTo(server.url()), collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::HttpStatus);
    EXPECT_EQ(result.httpStatus, 503u);
    EXPECT_NE(result.errorDetail.find("503"), std::string::npos) << result.errorDetail;
    EXPECT_NE(result.errorDetail.find("loading model"), std::string::npos) << result.errorDetail;
    EXPECT_TRUE(collected.arrivals.empty()) << "an error body is no stream";
    EXPECT_EQ(result.bytesReceived, 0u);
}

TEST(HttpStreamTest, AnErrorBodyIsBoundedAndNeverShowsTheKey)
{
    // A server that echoes the key, once whole and once cut off by the detail's bound.
    const std::string whole
        = std::string("invalid api key ") + apiKey + "\n\x1b[31m" + std::string(4000, 'y');
    const std::string cut = std::string(kMaxErrorBodyBytes - 12, 'z') + apiKey;
    for (const std::string &body : {whole, cut}) {
        Script script;
        script.status = 401;
        script.contentType = "text/plain";
        script.pieces = {body};
        ScriptedServer server(script);
        ASSERT_TRUE(server.listening());

        Collected collected;
        const HttpStreamResult result = runHttpStream(requestTo(server.url()), collectInto(collected));

        EXPECT_EQ(result.error, ServeErrorKind::HttpStatus);
        EXPECT_EQ(result.httpStatus, 401u);
        expectNoKeyIn(result);
        EXPECT_NE(result.errorDetail.find("[redacted]"), std::string::npos) << result.errorDetail;
        EXPECT_LE(result.errorDetail.size(), kMaxErrorBodyBytes + 128);
        EXPECT_EQ(result.errorDetail.find('\x1b'), std::string::npos) << "the detail is safe text";
        EXPECT_EQ(result.errorDetail.find('\n'), std::string::npos) << "the detail is safe text";
    }
}

TEST(HttpStreamTest, AConnectionClosedMidStreamIsReset)
{
    Script script;
    script.pieces = ssePieces(2);
    script.pieces.pop_back(); // no [DONE]: the connection closes after two events
    script.gap = 20ms;
    script.end = ScriptedEnd::Reset;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    Collected collected;
    const HttpStreamRequest request = requestTo(server.url());
    const HttpStreamResult result = runHttpStream(request, collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::Reset) << result.errorDetail;
    EXPECT_EQ(result.httpStatus, 200u);
    EXPECT_EQ(collected.body, script.pieces[0] + script.pieces[1]);
    EXPECT_EQ(result.bytesReceived, collected.body.size());
    EXPECT_LT(msBetween(result.sentAt, result.endedAt), std::chrono::milliseconds(request.readTimeoutMs))
        << "a reset is seen at once, not after the read timeout";
    expectNoKeyIn(result);
}

TEST(HttpStreamTest, AStallIsTimeoutAfterTheReadTimeout)
{
    Script script;
    script.pieces = {ssePieces(1).front()};
    script.end = ScriptedEnd::Stall;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    Collected collected;
    HttpStreamRequest request = requestTo(server.url());
    request.readTimeoutMs = 500;
    const HttpStreamResult result = runHttpStream(request, collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::Timeout) << result.errorDetail;
    EXPECT_EQ(result.httpStatus, 200u);
    ASSERT_EQ(collected.arrivals.size(), 1u);
    const auto quiet = msBetween(collected.arrivals.back().at, result.endedAt);
    EXPECT_GE(quiet, std::chrono::milliseconds(request.readTimeoutMs));
    EXPECT_LE(quiet, std::chrono::milliseconds(request.readTimeoutMs) + slowMachineMargin);
    EXPECT_NE(result.errorDetail.find("500 ms"), std::string::npos) << result.errorDetail;
    expectNoKeyIn(result);
}

TEST(HttpStreamTest, AServerThatNeverAnswersIsTimeout)
{
    Script script;
    script.pieces = ssePieces(1);
    script.headersDelay = 60'000ms; // cut short when the server stops, at the end of the test
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    Collected collected;
    HttpStreamRequest request = requestTo(server.url());
    request.readTimeoutMs = 300;
    const HttpStreamResult result = runHttpStream(request, collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::Timeout) << result.errorDetail;
    EXPECT_EQ(result.httpStatus, 0u);
    EXPECT_NE(result.errorDetail.find("status line"), std::string::npos) << result.errorDetail;
    const auto waited = msBetween(result.sentAt, result.endedAt);
    EXPECT_GE(waited, std::chrono::milliseconds(request.readTimeoutMs));
    EXPECT_LE(waited, std::chrono::milliseconds(request.readTimeoutMs) + slowMachineMargin);
    EXPECT_TRUE(collected.arrivals.empty());
    EXPECT_EQ(server.requests().size(), 1u) << "the request was sent and read";
}

TEST(HttpStreamTest, AHundredMegabyteLineStopsAtTheBodyBound)
{
    Script script;
    script.contentType = "application/x-ndjson";
    script.pieces = {R"({"response":"a","done":false})"
                     "\n"};
    script.endlessLineBytes = 100ull * 1024 * 1024;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    HttpStreamRequest request = requestTo(server.url());
    request.path = "/api/generate";
    request.maxBodyBytes = 8 * 1024 * 1024;
    // Counts only: the client side holds one piece at a time, never the line.
    std::uint64_t counted = 0;
    std::size_t largestPiece = 0;
    const HttpStreamResult result = runHttpStream(request, [&](std::string_view piece, Clock::time_point) {
        counted += piece.size();
        largestPiece = std::max(largestPiece, piece.size());
        return true;
    });

    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::MalformedStream);
    EXPECT_NE(result.errorDetail.find("too large"), std::string::npos) << result.errorDetail;
    EXPECT_EQ(result.bytesReceived, counted);
    EXPECT_LE(result.bytesReceived, request.maxBodyBytes);
    EXPECT_GT(result.bytesReceived + largestPiece, request.maxBodyBytes)
        << "it stopped at the bound, not before";
    EXPECT_LT(server.endlessBytesSent(), script.endlessLineBytes) << "the client stopped the line";
}

TEST(HttpStreamTest, AnEndlessHeadIsBounded)
{
    // A header line that never ends, and header lines that never stop.
    const std::uint64_t endless = 100ull * 1024 * 1024;
    const std::vector<std::pair<std::string, std::string>> heads
        = {{"HTTP/1.1 200 OK\r\nX-Long: ", "a"}, {"HTTP/1.1 200 OK\r\n", "X-Many: b\r\n"}};
    for (const auto &[head, repeated] : heads) {
        EndlessResponder server(head, repeated, endless);
        ASSERT_TRUE(server.listening());

        Collected collected;
        const HttpStreamResult result = runHttpStream(requestTo(server.url()), collectInto(collected));

        EXPECT_EQ(result.end, HttpStreamEnd::Failed);
        EXPECT_EQ(result.error, ServeErrorKind::MalformedStream) << result.errorDetail;
        EXPECT_NE(result.errorDetail.find("headers are too large"), std::string::npos) << result.errorDetail;
        EXPECT_TRUE(collected.arrivals.empty());
        EXPECT_LT(server.bytesSent(), endless) << "the client stopped reading";
    }
}

TEST(HttpStreamTest, AnEndlessChunkSizeLineIsBounded)
{
    const std::uint64_t endless = 100ull * 1024 * 1024;
    EndlessResponder server("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", "0", endless);
    ASSERT_TRUE(server.listening());

    HttpStreamRequest request = requestTo(server.url());
    request.maxBodyBytes = 1024 * 1024;
    Collected collected;
    const HttpStreamResult result = runHttpStream(request, collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::MalformedStream) << result.errorDetail;
    EXPECT_NE(result.errorDetail.find("too large"), std::string::npos) << result.errorDetail;
    EXPECT_EQ(result.bytesReceived, 0u);
    EXPECT_LT(server.bytesSent(), endless) << "the client stopped reading";
}

TEST(HttpStreamTest, APortNothingListensOnIsRefused)
{
    RefusedPort refused;
    ASSERT_NE(refused.port(), 0);

    Collected collected;
    const HttpStreamResult result = runHttpStream(requestTo(refused.url()), collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::Refused);
    EXPECT_EQ(result.httpStatus, 0u);
    EXPECT_NE(result.errorDetail.find("127.0.0.1:" + std::to_string(refused.port())), std::string::npos)
        << result.errorDetail;
    EXPECT_TRUE(collected.arrivals.empty());
    expectNoKeyIn(result);
}

TEST(HttpStreamTest, CancelStopsAStalledStreamAtOnce)
{
    Script script;
    script.pieces = {ssePieces(1).front()};
    script.end = ScriptedEnd::Stall;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    std::atomic_bool cancel = false;
    std::promise<void> firstPiece;
    std::atomic<Clock::time_point> cancelledAt{};
    HttpStreamRequest request = requestTo(server.url());
    request.readTimeoutMs = 60'000;
    request.cancel = &cancel;
    std::thread canceller([&] {
        firstPiece.get_future().wait();
        cancelledAt = Clock::now();
        cancel = true;
    });
    bool first = true;
    const HttpStreamResult result = runHttpStream(request, [&](std::string_view, Clock::time_point) {
        if (std::exchange(first, false))
            firstPiece.set_value();
        return true;
    });
    canceller.join();

    EXPECT_EQ(result.end, HttpStreamEnd::Cancelled)
        << httpStreamEndName(result.end) << ": " << result.errorDetail;
    EXPECT_EQ(result.error, ServeErrorKind::None);
    EXPECT_FALSE(first) << "the first piece arrived before the cancel";
    EXPECT_LE(msBetween(cancelledAt.load(), result.endedAt), 1000ms) << "at once, not after the read timeout";
}

TEST(HttpStreamTest, ACancelSetBeforehandSendsNothing)
{
    Script script;
    script.pieces = ssePieces(1);
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    std::atomic_bool cancel = true;
    HttpStreamRequest request = requestTo(server.url());
    request.cancel = &cancel;
    Collected collected;
    const HttpStreamResult result = runHttpStream(request, collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Cancelled);
    EXPECT_TRUE(server.requests().empty());
}

TEST(HttpStreamTest, ACallbackThatReturnsFalseStopsTheStream)
{
    Script script;
    script.pieces = ssePieces(3);
    script.gap = 20ms;
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    int calls = 0;
    const HttpStreamResult result
        = runHttpStream(requestTo(server.url()), [&](std::string_view, Clock::time_point) {
              ++calls;
              return false;
          });

    EXPECT_EQ(result.end, HttpStreamEnd::StoppedByCaller);
    EXPECT_EQ(result.error, ServeErrorKind::None);
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(result.httpStatus, 200u);
}

TEST(HttpStreamTest, HttpsIsRefusedWithAClearMessage)
{
    HttpStreamRequest request = requestTo("https://127.0.0.1:8443");
    Collected collected;
    const HttpStreamResult result = runHttpStream(request, collectInto(collected));

    EXPECT_EQ(result.end, HttpStreamEnd::Failed);
    EXPECT_EQ(result.error, ServeErrorKind::Refused);
    EXPECT_NE(result.errorDetail.find("https://"), std::string::npos) << result.errorDetail;
    EXPECT_NE(result.errorDetail.find("not supported"), std::string::npos) << result.errorDetail;
    expectNoKeyIn(result);
}

TEST(HttpStreamTest, AKeyWithALineBreakIsRefusedBeforeSending)
{
    Script script;
    script.pieces = ssePieces(1);
    ScriptedServer server(script);
    ASSERT_TRUE(server.listening());

    HttpStreamRequest request = requestTo(server.url());
    request.apiKey = "sk-test\r\nX-Injected: 1";
    Collected collected;
    const HttpStreamResult result = runHttpStream(request, collectInto(collected));

    EXPECT_EQ(result.error, ServeErrorKind::Refused);
    expectNoKeyIn(result);
    EXPECT_TRUE(server.requests().empty());
}

TEST(HttpEndpointTest, ParsesHostPortAndBasePath)
{
    auto endpoint = parseHttpEndpoint("http://127.0.0.1:8000");
    ASSERT_TRUE(endpoint);
    EXPECT_EQ(*endpoint, (HttpEndpoint{"127.0.0.1", 8000, ""}));

    endpoint = parseHttpEndpoint("HTTP://node2.cluster/");
    ASSERT_TRUE(endpoint);
    EXPECT_EQ(*endpoint, (HttpEndpoint{"node2.cluster", 80, ""}));

    endpoint = parseHttpEndpoint("http://[fd00::2]:11434/ollama//");
    ASSERT_TRUE(endpoint);
    EXPECT_EQ(*endpoint, (HttpEndpoint{"fd00::2", 11434, "/ollama"}));
}

TEST(HttpEndpointTest, RefusesWhatItCannotUse)
{
    for (const char *url : {"127.0.0.1:8000", "https://node2:8443", "ftp://node2", "http://", "http://:80",
                            "http://user:pw@node2", "http://node2:0", "http://node2:65536", "http://node2:8x",
                            "http://node2:", "http://node2?x=1", "http://node2/#a", "http://no de",
                            "http://[::1", "http://[::1]x", "http://a:b:c", "http://node2/a b"}) {
        std::string why;
        EXPECT_FALSE(parseHttpEndpoint(url, &why)) << url;
        EXPECT_FALSE(why.empty()) << url;
    }
    std::string why;
    EXPECT_FALSE(parseHttpEndpoint("https://node2", &why));
    EXPECT_NE(why.find("not supported"), std::string::npos) << why;
}
