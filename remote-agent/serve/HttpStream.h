#pragma once

// One streamed HTTP/1.1 POST to an inference server (issue 16): the request a load generator sends
// for one prompt, with every piece of the response body handed over the moment it arrives, so that
// the dialect's parser (StreamParsers) can time each chunk. HTTP framing (chunked transfer, content
// length, headers) is cpp-httplib's; this layer sets the request up, bounds what comes back and
// sorts every way a request can fail into protocol::ServeErrorKind.
//
// Plain http only: an https:// endpoint is refused before anything is sent (TLS is a later step).

#include "remote-agent/protocol/Serve.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace shardscope::serve {

/// Largest response body one request may carry; more ends it as MalformedStream ("too large").
inline constexpr std::size_t kDefaultMaxBodyBytes = 64 * 1024 * 1024;
/// Most bytes of a response's status line and headers; more ends it as MalformedStream.
inline constexpr std::size_t kMaxResponseHeadBytes = 64 * 1024;
/// Most bytes of a non-200 response's body kept (made safe) as the error detail.
inline constexpr std::size_t kMaxErrorBodyBytes = 512;

/// Where a server listens, from a URL "http://host[:port][/base]".
struct HttpEndpoint {
    std::string host;       ///< a name or a literal address (an IPv6 literal without its brackets)
    std::uint16_t port = 0; ///< 80 when the URL names none
    std::string basePath;   ///< "" or "/prefix" (no trailing slash), put before every request's path
    bool operator==(const HttpEndpoint &) const = default;
};

/// The endpoint of `url`, or why it cannot be used (untranslated): a scheme other than http
/// (https is not supported yet), user info, a query or fragment, a missing host or a bad port.
std::optional<HttpEndpoint> parseHttpEndpoint(std::string_view url, std::string *why = nullptr);

/// One streamed POST.
struct HttpStreamRequest {
    std::string url;  ///< "http://host:port" (parseHttpEndpoint), e.g. the server's cluster address
    std::string path; ///< "/v1/completions", "/completion", "/api/generate", …
    std::string body; ///< the JSON request body, sent with Content-Type: application/json
    /// Sent as "Authorization: Bearer <apiKey>" when not empty. Kept in memory only: never logged,
    /// never in an error detail (a server that echoes it back has it replaced by "[redacted]").
    std::string apiKey;
    int connectTimeoutMs = 5'000; ///< a connection not made by then: Refused
    int readTimeoutMs = 60'000;   ///< no byte for this long (either way): Timeout
    std::size_t maxBodyBytes = kDefaultMaxBodyBytes;
    /// Set (from any thread): the stream stops within about 20 ms (a connect in progress first ends,
    /// within connectTimeoutMs) and the result's end is Cancelled.
    const std::atomic_bool *cancel = nullptr;
};

/// How a stream ended.
enum class HttpStreamEnd {
    Unknown = 0,
    Completed,       ///< a 200 response whose body ended as its framing says
    Failed,          ///< see the result's error
    StoppedByCaller, ///< the piece callback returned false (e.g. the parser found a malformed stream)
    Cancelled,       ///< the request's cancel flag was set
};

/// What a stream did.
struct HttpStreamResult {
    HttpStreamEnd end = HttpStreamEnd::Unknown;
    /// With Failed: HttpStatus (not 200), Refused (no connection, or an endpoint refused before
    /// connecting, such as https), Reset (the connection ended before the response did), Timeout
    /// (no byte for readTimeoutMs), MalformedStream (headers over kMaxResponseHeadBytes, a body
    /// over maxBodyBytes, or a response cpp-httplib cannot read). None otherwise.
    protocol::ServeErrorKind error = protocol::ServeErrorKind::None;
    std::uint32_t httpStatus = 0;    ///< the response's status; 0 when none came
    std::uint64_t bytesReceived = 0; ///< body bytes handed to the piece callback (200 only)
    std::string errorDetail;         ///< untranslated, bounded, safe text; empty when error is None
    std::chrono::steady_clock::time_point sentAt;  ///< just before the connection was opened
    std::chrono::steady_clock::time_point endedAt; ///< when the stream ended, however it did
};

/// Called with each piece of a 200 response's body, in order, and when it arrived; false stops the
/// stream (end StoppedByCaller). Called on the thread that runs runHttpStream().
using HttpBodyPiece
    = std::function<bool(std::string_view piece, std::chrono::steady_clock::time_point arrivedAt)>;

/// Sends `request` and streams the response into `onPiece`; blocks until the stream ended (the
/// result says how). One connection per call ("Connection: close"), TCP_NODELAY, no redirects, no
/// decompression (the request asks for none). Thread-safe: calls share nothing.
HttpStreamResult runHttpStream(const HttpStreamRequest &request, const HttpBodyPiece &onPiece);

/// Largest response body an httpGet keeps by default: far above a model list or a server's
/// properties (llama-server's /props carries its chat template, some kB).
inline constexpr std::size_t kDefaultMaxGetBodyBytes = 1024 * 1024;
/// Most bytes of a response's Content-Type kept.
inline constexpr std::size_t kMaxContentTypeBytes = 256;

/// One plain GET (a server's /v1/models, /props, /api/version), over the same bounded socket as a
/// stream and with the same sorting of failures, the whole body kept.
struct HttpGetRequest {
    std::string url;    ///< "http://host:port[/base]" (parseHttpEndpoint)
    std::string path;   ///< "/v1/models", …: put after the URL's base path
    std::string apiKey; ///< as HttpStreamRequest's: a bearer token, never in the result
    int connectTimeoutMs = 5'000;
    int readTimeoutMs = 10'000;
    std::size_t maxBodyBytes = kDefaultMaxGetBodyBytes; ///< more: MalformedStream ("too large")
    const std::atomic_bool *cancel = nullptr;           ///< as HttpStreamRequest's
};

/// What a GET got.
struct HttpGetResult {
    HttpStreamEnd end = HttpStreamEnd::Unknown; ///< Completed, Failed or Cancelled
    /// As HttpStreamResult's: HttpStatus for any status but 200, Refused, Reset, Timeout,
    /// MalformedStream (a body over maxBodyBytes among them).
    protocol::ServeErrorKind error = protocol::ServeErrorKind::None;
    std::uint32_t httpStatus = 0; ///< 0 when no response came
    std::string contentType;      ///< the response's, at most kMaxContentTypeBytes, made safe
    /// The body as it came (untrusted: not made safe), with every occurrence of the API key
    /// replaced: all of a 200 response's; the first kMaxErrorBodyBytes of any other status's.
    std::string body;
    std::string errorDetail; ///< as HttpStreamResult's: bounded, safe, without the key
};

/// Sends one GET and reads its response; blocks until it ended. Thread-safe, one connection.
HttpGetResult httpGet(const HttpGetRequest &request);

/// The stable name of an end, for logs and tests.
const char *httpStreamEndName(HttpStreamEnd end);

} // namespace shardscope::serve
