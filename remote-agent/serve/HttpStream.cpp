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
// method "POST". Every socket read waits at most the read timeout (poll), so a stalled server ends
// the request with Error::Read once that long passed without a byte; a connection that closes
// early ends with Error::Read too, which is why the time since the last byte tells the two apart.
// ClientImpl::stop() from another thread shuts the socket down under the library's socket mutex
// (the one thread-safe way to interrupt a request): that is how the cancel flag ends a stream.
//
// What bounds the untrusted response: the body through maxBodyBytes (counted here, before a piece
// is handed on) and a non-200 body through kMaxErrorBodyBytes; header lines longer than
// CPPHTTPLIB_HEADER_MAX_LENGTH (8 KiB) are refused by the library. cpp-httplib 0.11 itself does not
// bound how many header lines, or how long a chunk-size line, a server may send before the body:
// that stays the library's, and the endpoint is a server the user runs and names.
//
// Debian's libcpp-httplib is built with OpenSSL, so the header is compiled with
// CPPHTTPLIB_OPENSSL_SUPPORT (remote-agent/serve/CMakeLists.txt), but only the plain-http
// ClientImpl is ever made here: https:// endpoints are refused for now (parseHttpEndpoint).
#include <httplib.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <utility>

namespace shardscope::serve {

namespace {

using Clock = std::chrono::steady_clock;
using protocol::ServeErrorKind;

/// How often a stream with a cancel flag looks at it.
constexpr auto cancelPollInterval = std::chrono::milliseconds(10);
/// Longest host name (RFC 1035) or address literal accepted.
constexpr std::size_t maxHostBytes = 253;
/// Most bytes of a URL's base path.
constexpr std::size_t maxBasePathBytes = 1024;
/// Most bytes of a non-200 status line's reason phrase kept in the detail.
constexpr std::size_t maxReasonBytes = 64;
/// A key fragment this long at the end of a cut error body is dropped too.
constexpr std::size_t minKeyFragmentBytes = 4;
constexpr const char *redacted = "[redacted]";

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

/// Ends a stream's cancel watcher: set done, wake it, join it; also when send() throws.
class CancelWatcher
{
public:
    CancelWatcher(const std::atomic_bool *cancel, httplib::ClientImpl &client)
    {
        if (!cancel)
            return;
        m_thread = std::thread([this, cancel, &client] {
            std::unique_lock lock(m_mutex);
            while (!m_done) {
                // Again and again while the flag is set: a stop() that comes before send() has
                // registered its request is a no-op for that request.
                if (cancel->load()) {
                    lock.unlock();
                    client.stop();
                    lock.lock();
                }
                m_wake.wait_for(lock, cancelPollInterval, [this] { return m_done; });
            }
        });
    }
    ~CancelWatcher()
    {
        if (!m_thread.joinable())
            return;
        {
            std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    CancelWatcher(const CancelWatcher &) = delete;
    CancelWatcher &operator=(const CancelWatcher &) = delete;

private:
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    std::thread m_thread;
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

HttpStreamResult runHttpStream(const HttpStreamRequest &request, const HttpBodyPiece &onPiece)
{
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

    httplib::ClientImpl client(endpoint->host, endpoint->port);
    client.set_connection_timeout(std::chrono::milliseconds(request.connectTimeoutMs));
    client.set_read_timeout(std::chrono::milliseconds(request.readTimeoutMs));
    client.set_write_timeout(std::chrono::milliseconds(request.readTimeoutMs));
    client.set_keep_alive(false);
    client.set_follow_location(false);
    client.set_decompress(false);
    // Without it, the body (a second write after the headers) can wait for the server's delayed ACK.
    client.set_tcp_nodelay(true);

    httplib::Request req;
    req.method = "POST";
    req.path = endpoint->basePath + request.path;
    req.headers.emplace("Content-Type", "application/json");
    if (!request.apiKey.empty())
        req.headers.emplace("Authorization", "Bearer " + request.apiKey);
    req.body = request.body;

    int status = 0;
    Clock::time_point lastByteAt = result.sentAt;
    bool tooLarge = false;
    bool stoppedByCaller = false;
    std::string errorBody;
    std::string reason;
    req.response_handler = [&](const httplib::Response &response) {
        lastByteAt = Clock::now();
        status = response.status;
        reason = response.reason.substr(0, maxReasonBytes);
        return !cancelled();
    };
    req.content_receiver = [&](const char *data, std::size_t length, std::uint64_t, std::uint64_t) {
        const Clock::time_point now = Clock::now();
        lastByteAt = now;
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
    bool ok = false;
    {
        CancelWatcher watcher(request.cancel, client);
        ok = client.send(req, response, error);
    }
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
        // Both a stall (poll timed out) and an early close end as a read or write error; only a
        // stall lets the whole read timeout pass without a byte (poll never returns early).
        const auto quiet = std::chrono::duration_cast<std::chrono::milliseconds>(result.endedAt - lastByteAt);
        const std::string progress = status == 0
                                         ? "before the response's status line"
                                         : "after " + std::to_string(result.bytesReceived) + " body bytes";
        if (quiet.count() >= request.readTimeoutMs)
            return failWith(ServeErrorKind::Timeout,
                            "no byte for " + std::to_string(request.readTimeoutMs) + " ms " + progress);
        return failWith(ServeErrorKind::Reset,
                        "the connection ended " + progress + ", before the response did");
    }
    default:
        break;
    }
    return failWith(ServeErrorKind::MalformedStream,
                    "the response could not be read (cpp-httplib: " + httplib::to_string(error) + ")");
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
