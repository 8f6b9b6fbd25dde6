#include "remote-agent/serve/HttpStream.h"

#include "remote-agent/protocol/SafeText.h"

// How cpp-httplib 0.11 streams a response to a client: httplib::ClientImpl::send(Request &,
// Response &, Error &) with a Request whose
//   - response_handler is called once the status line and headers are read, before the body;
//   - content_receiver (ContentReceiverWithProgress) is called with each piece of the body as it
//     is read from the socket (at most CPPHTTPLIB_RECV_BUFSIZ, 4 KiB, at a time), after the
//     chunked framing or the Content-Length has been taken off; it is called for any status (the
//     library keeps no body of its own then) and returning false ends the request with
//     Error::Canceled.
// 0.11 has no Post() overload that takes a ContentReceiver (only Get() does), hence send() with
// method "POST".
//
// The library parses; the bytes come through our own httplib::Stream (BoundedSocketStream, made in
// ClientImpl's virtual process_socket(), the hook SSLClient uses for its TLS stream), because
// 0.11's SocketStream neither bounds what it reads (a header line or a chunk-size line without an
// end grows without limit; header lines are not counted) nor says why a read failed: a stall and
// an early close both reach the caller as Error::Read. The stream bounds the status line and
// headers (kMaxResponseHeadBytes) and then the body with its framing, notes a timeout as such, and
// looks at the cancel flag while it waits. The connection itself is the library's (connect with
// its timeout; a cancel during connect takes effect once connect ends).
//
// Debian's libcpp-httplib is built with OpenSSL, so the header is compiled with
// CPPHTTPLIB_OPENSSL_SUPPORT (remote-agent/serve/CMakeLists.txt), but only the plain-http
// ClientImpl is ever made here: https:// endpoints are refused for now (parseHttpEndpoint).
#include <httplib.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <limits>
#include <utility>

#include <poll.h>
#include <sys/socket.h>

namespace shardscope::serve {

namespace {

using Clock = std::chrono::steady_clock;
using protocol::ServeErrorKind;

/// How often a waiting stream looks at its cancel flag.
constexpr auto cancelSlice = std::chrono::milliseconds(20);
/// Longest host name (RFC 1035) or address literal accepted.
constexpr std::size_t maxHostBytes = 253;
/// Most bytes of a URL's base path.
constexpr std::size_t maxBasePathBytes = 1024;
/// Most bytes of a non-200 status line's reason phrase kept in the detail.
constexpr std::size_t maxReasonBytes = 64;
/// A key fragment this long at the end of a cut error body is dropped too.
constexpr std::size_t minKeyFragmentBytes = 4;
constexpr const char *redacted = "[redacted]";

/// What a response may read from its socket after the headers: the body and its framing (chunk
/// sizes and line ends, which can outweigh a body of tiny chunks), so the body bound is what
/// normally ends a long response.
std::uint64_t bodyStreamBytes(std::size_t maxBodyBytes)
{
    const std::uint64_t body = maxBodyBytes;
    const std::uint64_t most = std::numeric_limits<std::uint64_t>::max() / 4;
    return std::min(body, most) * 2 + kMaxResponseHeadBytes;
}

std::string lowerAscii(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

bool isHostNameCharacter(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) || c == '.' || c == '-' || c == '_';
}

bool isIpv6LiteralCharacter(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return std::isxdigit(u) || c == ':' || c == '.';
}

/// A path's characters as RFC 3986 allows them unencoded (no query, no fragment, no space).
bool isPathCharacter(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) || std::string_view("/-._~!$&'()*+,;=:@%").find(c) != std::string_view::npos;
}

std::nullopt_t fail(std::string *why, std::string text)
{
    if (why)
        *why = std::move(text);
    return std::nullopt;
}

/// `text` with every occurrence of `key` replaced, and a cut-off start of the key at its very end
/// dropped (the error body is cut at kMaxErrorBodyBytes, possibly inside an echoed key).
std::string redactKey(std::string text, const std::string &key)
{
    if (key.empty())
        return text;
    for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at))
        text.replace(at, key.size(), redacted), at += std::string_view(redacted).size();
    for (std::size_t length = std::min(key.size() - 1, text.size()); length >= minKeyFragmentBytes;
         --length) {
        if (text.compare(text.size() - length, length, key, 0, length) == 0) {
            text.replace(text.size() - length, length, redacted);
            break;
        }
    }
    return text;
}

/// Why a BoundedSocketStream read or write failed.
enum class StreamFailure { None = 0, TimedOut, OverLimit, Cancelled, SocketError };

/// The socket under one request, as cpp-httplib's own SocketStream (a 4 KiB read buffer, since the
/// library reads status and header lines a byte at a time; reads and writes wait with poll() at
/// most the timeout), with what a load generator needs besides: a bound on every byte read, status
/// line, headers and chunk framing included (bodyAllowed() raises it once the headers are in), the
/// cancel flag looked at every cancelSlice, and why a read failed (a timeout or an early close
/// both reach the library as a failed read). It does not own the socket.
class BoundedSocketStream final : public httplib::Stream
{
public:
    BoundedSocketStream(int fd, int readTimeoutMs, int writeTimeoutMs, std::uint64_t limitBytes,
                        const std::atomic_bool *cancel)
        : m_fd(fd)
        , m_readTimeoutMs(readTimeoutMs)
        , m_writeTimeoutMs(writeTimeoutMs)
        , m_limitBytes(limitBytes)
        , m_cancel(cancel)
    {}

    /// From now on, at most `moreBytes` beyond what was read so far.
    void bodyAllowed(std::uint64_t moreBytes) { m_limitBytes = m_readBytes + moreBytes; }
    StreamFailure failure() const { return m_failure; }

    bool is_readable() const override { return m_offset < m_filled || waitFor(POLLIN, m_readTimeoutMs); }
    bool is_writable() const override { return waitFor(POLLOUT, m_writeTimeoutMs); }

    ssize_t read(char *data, std::size_t size) override
    {
        if (m_offset == m_filled) {
            if (m_readBytes >= m_limitBytes)
                return fail(StreamFailure::OverLimit);
            if (!waitFor(POLLIN, m_readTimeoutMs))
                return -1;
            const std::size_t room = static_cast<std::size_t>(
                std::min<std::uint64_t>(m_buffer.size(), m_limitBytes - m_readBytes));
            ssize_t received = -1;
            do
                received = ::recv(m_fd, m_buffer.data(), room, 0);
            while (received < 0 && errno == EINTR);
            if (received < 0)
                return fail(StreamFailure::SocketError);
            if (received == 0)
                return 0; // the peer closed: whether that was early is the library's to say
            m_readBytes += static_cast<std::uint64_t>(received);
            m_offset = 0;
            m_filled = static_cast<std::size_t>(received);
        }
        const std::size_t count = std::min(size, m_filled - m_offset);
        std::memcpy(data, m_buffer.data() + m_offset, count);
        m_offset += count;
        return static_cast<ssize_t>(count);
    }

    ssize_t write(const char *data, std::size_t size) override
    {
        if (!waitFor(POLLOUT, m_writeTimeoutMs))
            return -1;
        ssize_t sent = -1;
        do
            sent = ::send(m_fd, data, size, MSG_NOSIGNAL);
        while (sent < 0 && errno == EINTR);
        return sent < 0 ? fail(StreamFailure::SocketError) : sent;
    }

    void get_remote_ip_and_port(std::string &ip, int &port) const override
    {
        ip.clear();
        port = -1;
    }
    void get_local_ip_and_port(std::string &ip, int &port) const override
    {
        ip.clear();
        port = -1;
    }
    socket_t socket() const override { return m_fd; }

private:
    /// Notes the first failure; -1, as a failed read or write returns.
    ssize_t fail(StreamFailure failure) const
    {
        if (m_failure == StreamFailure::None)
            m_failure = failure;
        return -1;
    }
    bool failed(StreamFailure failure) const
    {
        fail(failure);
        return false;
    }

    /// Whether the socket became ready for `events` within timeoutMs; else the failure says why.
    bool waitFor(short events, int timeoutMs) const
    {
        const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
        for (;;) {
            if (m_cancel && m_cancel->load())
                return failed(StreamFailure::Cancelled);
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0)
                return failed(StreamFailure::TimedOut);
            pollfd entry{m_fd, events, 0};
            const int ready = ::poll(&entry, 1, static_cast<int>(std::min(left, cancelSlice).count()));
            if (ready > 0)
                return true; // POLLHUP and POLLERR too: the next recv or send tells
            if (ready < 0 && errno != EINTR)
                return failed(StreamFailure::SocketError);
        }
    }

    int m_fd;
    int m_readTimeoutMs;
    int m_writeTimeoutMs;
    std::uint64_t m_limitBytes;
    const std::atomic_bool *m_cancel;
    std::uint64_t m_readBytes = 0;
    std::array<char, 4096> m_buffer{};
    std::size_t m_offset = 0;
    std::size_t m_filled = 0;
    mutable StreamFailure m_failure = StreamFailure::None;
};

/// A plain-http client whose requests run over a BoundedSocketStream. process_socket() is the one
/// place where ClientImpl makes the stream of a request (SSLClient overrides it the same way).
class BoundedClient final : public httplib::ClientImpl
{
public:
    BoundedClient(const HttpEndpoint &endpoint, const HttpStreamRequest &request)
        : httplib::ClientImpl(endpoint.host, endpoint.port)
        , m_request(request)
    {}

    /// Called once the status line and headers are read: the body and its framing may follow.
    void bodyAllowed()
    {
        if (m_stream)
            m_stream->bodyAllowed(bodyStreamBytes(m_request.maxBodyBytes));
    }
    StreamFailure failure() const { return m_failure; }

private:
    bool process_socket(const Socket &socket, std::function<bool(httplib::Stream &)> callback) override
    {
        BoundedSocketStream stream(socket.sock, m_request.readTimeoutMs, m_request.readTimeoutMs,
                                   kMaxResponseHeadBytes, m_request.cancel);
        m_stream = &stream;
        const bool ok = callback(stream);
        m_stream = nullptr;
        m_failure = stream.failure();
        return ok;
    }

    const HttpStreamRequest &m_request;
    BoundedSocketStream *m_stream = nullptr;
    StreamFailure m_failure = StreamFailure::None;
};

} // namespace

std::optional<HttpEndpoint> parseHttpEndpoint(std::string_view url, std::string *why)
{
    const std::size_t schemeEnd = url.find("://");
    if (schemeEnd == std::string_view::npos)
        return fail(why, "the endpoint is not a URL: it must start with http://");
    const std::string scheme = lowerAscii(url.substr(0, schemeEnd));
    if (scheme == "https")
        return fail(why, "https:// endpoints are not supported yet: give the server's plain http:// address");
    if (scheme != "http")
        return fail(why, "the endpoint must start with http://");
    std::string_view rest = url.substr(schemeEnd + 3);
    if (rest.find_first_of("?#") != std::string_view::npos)
        return fail(why, "the endpoint may not hold a query or a fragment");
    const std::size_t pathStart = rest.find('/');
    std::string_view authority = rest.substr(0, pathStart);
    std::string_view path = pathStart == std::string_view::npos ? std::string_view() : rest.substr(pathStart);
    if (authority.find('@') != std::string_view::npos)
        return fail(why,
                    "the endpoint may not hold a user name or password (the API key is given on its own)");

    HttpEndpoint endpoint;
    std::string_view portText;
    bool hasPort = false;
    if (!authority.empty() && authority.front() == '[') {
        const std::size_t close = authority.find(']');
        if (close == std::string_view::npos)
            return fail(why, "the endpoint's IPv6 address lacks its closing ]");
        const std::string_view literal = authority.substr(1, close - 1);
        if (literal.empty() || literal.size() > maxHostBytes
            || !std::all_of(literal.begin(), literal.end(), isIpv6LiteralCharacter))
            return fail(why, "the endpoint's IPv6 address is not valid");
        endpoint.host = std::string(literal);
        const std::string_view after = authority.substr(close + 1);
        if (!after.empty()) {
            if (after.front() != ':')
                return fail(why, "the endpoint has something after its IPv6 address that is not a port");
            portText = after.substr(1);
            hasPort = true;
        }
    } else {
        const std::size_t colon = authority.find(':');
        const std::string_view host = authority.substr(0, colon);
        if (colon != std::string_view::npos) {
            portText = authority.substr(colon + 1);
            hasPort = true;
        }
        if (host.empty())
            return fail(why, "the endpoint names no host");
        if (host.size() > maxHostBytes || !std::all_of(host.begin(), host.end(), isHostNameCharacter))
            return fail(why,
                        "the endpoint's host is not a valid name or address (an IPv6 address goes in [ ])");
        endpoint.host = std::string(host);
    }

    endpoint.port = 80;
    if (hasPort) {
        unsigned port = 0;
        const auto [end, error] = std::from_chars(portText.data(), portText.data() + portText.size(), port);
        if (portText.empty() || error != std::errc() || end != portText.data() + portText.size() || port == 0
            || port > 65535)
            return fail(why, "the endpoint's port is not a number from 1 to 65535");
        endpoint.port = static_cast<std::uint16_t>(port);
    }

    while (!path.empty() && path.back() == '/')
        path.remove_suffix(1);
    if (path.size() > maxBasePathBytes || !std::all_of(path.begin(), path.end(), isPathCharacter))
        return fail(why, "the endpoint's path holds characters a URL path may not hold");
    endpoint.basePath = std::string(path);
    return endpoint;
}

namespace {

/// What a request's non-200 response and headers were, for httpGet.
struct ResponseExtras {
    std::string contentType;
    std::string errorBody; ///< the first kMaxErrorBodyBytes of a non-200 body, the key replaced
};

/// One request, streamed into onPiece: runHttpStream's POST and httpGet's GET (a GET sends no body
/// and no Content-Type). `extras`, when given, receives the content type and a non-200 body.
HttpStreamResult sendRequest(const HttpStreamRequest &request, const char *method,
                             const HttpBodyPiece &onPiece, ResponseExtras *extras)
{
    const bool post = std::string_view(method) == "POST";
    HttpStreamResult result;
    result.sentAt = Clock::now();
    const auto failWith = [&](ServeErrorKind kind, std::string detail) {
        result.end = HttpStreamEnd::Failed;
        result.error = kind;
        result.errorDetail = std::move(detail);
        result.endedAt = Clock::now();
        return result;
    };
    const auto cancelled = [&] {
        return request.cancel && request.cancel->load();
    };

    std::string why;
    const auto endpoint = parseHttpEndpoint(request.url, &why);
    if (!endpoint)
        return failWith(ServeErrorKind::Refused, why);
    if (request.path.empty() || request.path.front() != '/'
        || !std::all_of(request.path.begin(), request.path.end(), isPathCharacter))
        return failWith(ServeErrorKind::Refused,
                        "the request path must start with / and be a plain URL path");
    // A key with a line break would add header lines of its own; the detail never names the key.
    if (std::any_of(request.apiKey.begin(), request.apiKey.end(),
                    [](char c) { return std::iscntrl(static_cast<unsigned char>(c)); }))
        return failWith(ServeErrorKind::Refused, "the API key holds a control character");
    if (request.connectTimeoutMs <= 0 || request.readTimeoutMs <= 0)
        return failWith(ServeErrorKind::Refused, "the connect and read timeouts must be positive");
    if (cancelled()) {
        result.end = HttpStreamEnd::Cancelled;
        result.endedAt = Clock::now();
        return result;
    }

    BoundedClient client(*endpoint, request);
    client.set_connection_timeout(std::chrono::milliseconds(request.connectTimeoutMs));
    client.set_read_timeout(std::chrono::milliseconds(request.readTimeoutMs));
    client.set_write_timeout(std::chrono::milliseconds(request.readTimeoutMs));
    client.set_keep_alive(false);
    client.set_follow_location(false);
    client.set_decompress(false);
    // Without it, the body (a second write after the headers) can wait for the server's delayed ACK.
    client.set_tcp_nodelay(true);

    httplib::Request req;
    req.method = method;
    req.path = endpoint->basePath + request.path;
    if (post) {
        req.headers.emplace("Content-Type", "application/json");
        req.body = request.body;
    }
    if (!request.apiKey.empty())
        req.headers.emplace("Authorization", "Bearer " + request.apiKey);

    int status = 0;
    bool headersRead = false;
    bool tooLarge = false;
    bool stoppedByCaller = false;
    std::string errorBody;
    std::string reason;
    req.response_handler = [&](const httplib::Response &response) {
        client.bodyAllowed();
        headersRead = true;
        status = response.status;
        reason = response.reason.substr(0, maxReasonBytes);
        if (extras)
            extras->contentType = protocol::safeText(
                response.get_header_value("Content-Type").substr(0, kMaxContentTypeBytes));
        return !cancelled();
    };
    req.content_receiver = [&](const char *data, std::size_t length, std::uint64_t, std::uint64_t) {
        const Clock::time_point now = Clock::now();
        if (cancelled())
            return false;
        if (status != 200) {
            errorBody.append(data, std::min(length, kMaxErrorBodyBytes - errorBody.size()));
            return errorBody.size() < kMaxErrorBodyBytes;
        }
        if (length > request.maxBodyBytes - result.bytesReceived) {
            tooLarge = true;
            return false;
        }
        result.bytesReceived += length;
        if (!onPiece(std::string_view(data, length), now)) {
            stoppedByCaller = true;
            return false;
        }
        return true;
    };

    httplib::Response response;
    httplib::Error error = httplib::Error::Success;
    const bool ok = client.send(req, response, error);
    result.endedAt = Clock::now();
    if (status == 0 && response.status > 0)
        status = response.status;
    result.httpStatus = status > 0 ? static_cast<std::uint32_t>(status) : 0;

    if (!ok && cancelled()) {
        result.end = HttpStreamEnd::Cancelled;
        return result;
    }
    if (stoppedByCaller) {
        result.end = HttpStreamEnd::StoppedByCaller;
        return result;
    }
    const std::string where = endpoint->host + ":" + std::to_string(endpoint->port);
    if (tooLarge)
        return failWith(ServeErrorKind::MalformedStream, "the response body is too large: over "
                                                             + std::to_string(request.maxBodyBytes)
                                                             + " bytes");
    if (status > 0 && status != 200) {
        if (extras)
            extras->errorBody = redactKey(errorBody, request.apiKey);
        std::string detail = "HTTP " + std::to_string(status);
        if (!reason.empty())
            detail += " " + reason;
        if (!errorBody.empty())
            detail += ": " + errorBody;
        return failWith(ServeErrorKind::HttpStatus,
                        protocol::safeText(redactKey(std::move(detail), request.apiKey)));
    }
    if (ok) {
        result.end = HttpStreamEnd::Completed;
        return result;
    }

    switch (error) {
    case httplib::Error::Connection:
    case httplib::Error::BindIPAddress:
        return failWith(ServeErrorKind::Refused, "could not connect to " + protocol::safeText(where));
    case httplib::Error::ConnectionTimeout:
        return failWith(ServeErrorKind::Refused, "no connection to " + protocol::safeText(where) + " within "
                                                     + std::to_string(request.connectTimeoutMs) + " ms");
    case httplib::Error::Read:
    case httplib::Error::Write: {
        const std::string progress = !headersRead
                                         ? "before the response's status line and headers"
                                         : "after " + std::to_string(result.bytesReceived) + " body bytes";
        switch (client.failure()) {
        case StreamFailure::TimedOut:
            return failWith(ServeErrorKind::Timeout,
                            "no byte for " + std::to_string(request.readTimeoutMs) + " ms " + progress);
        case StreamFailure::OverLimit:
            return failWith(ServeErrorKind::MalformedStream,
                            !headersRead ? "the response's status line and headers are too large: over "
                                               + std::to_string(kMaxResponseHeadBytes) + " bytes"
                                         : "the response's framing is too large for its body bound");
        case StreamFailure::None:
        case StreamFailure::Cancelled:
        case StreamFailure::SocketError:
            break;
        }
        return failWith(ServeErrorKind::Reset,
                        "the connection ended " + progress + ", before the response did");
    }
    default:
        break;
    }
    return failWith(ServeErrorKind::MalformedStream,
                    "the response could not be read (cpp-httplib: " + httplib::to_string(error) + ")");
}

} // namespace

HttpStreamResult runHttpStream(const HttpStreamRequest &request, const HttpBodyPiece &onPiece)
{
    return sendRequest(request, "POST", onPiece, nullptr);
}

HttpGetResult httpGet(const HttpGetRequest &request)
{
    HttpStreamRequest stream;
    stream.url = request.url;
    stream.path = request.path;
    stream.apiKey = request.apiKey;
    stream.connectTimeoutMs = request.connectTimeoutMs;
    stream.readTimeoutMs = request.readTimeoutMs;
    stream.maxBodyBytes = request.maxBodyBytes;
    stream.cancel = request.cancel;

    std::string body;
    ResponseExtras extras;
    const HttpStreamResult streamed = sendRequest(
        stream, "GET",
        [&body](std::string_view piece, Clock::time_point) {
            body.append(piece); // bounded by maxBodyBytes before it gets here
            return true;
        },
        &extras);

    HttpGetResult result;
    result.end = streamed.end;
    result.error = streamed.error;
    result.httpStatus = streamed.httpStatus;
    result.contentType = std::move(extras.contentType);
    result.errorDetail = streamed.errorDetail;
    if (streamed.end == HttpStreamEnd::Completed)
        result.body = redactKey(std::move(body), request.apiKey);
    else if (streamed.error == ServeErrorKind::HttpStatus)
        result.body = std::move(extras.errorBody);
    return result;
}

const char *httpStreamEndName(HttpStreamEnd end)
{
    switch (end) {
    case HttpStreamEnd::Unknown:
        return "unknown";
    case HttpStreamEnd::Completed:
        return "completed";
    case HttpStreamEnd::Failed:
        return "failed";
    case HttpStreamEnd::StoppedByCaller:
        return "stopped-by-caller";
    case HttpStreamEnd::Cancelled:
        return "cancelled";
    }
    return "unknown";
}

} // namespace shardscope::serve
