// Stand-ins for llama.cpp's llama-server and rpc-server (built twice from this file, as
// `llama-server` and `rpc-server`, STANDIN_RPC_SERVER for the second): llama.cpp has no Debian 12
// package, so CI runs ShardScope's recipes against these. They check their arguments as the real
// ones use them and refuse what ShardScope must never ask for (no address, 0.0.0.0, a model file
// that is not GGUF, an RPC server that cannot be reached, an -dev RPC device not given to --rpc),
// then listen where they were told:
// - llama-server answers /health with 503 while it "loads" (STANDIN_LOAD_MS, default 300) and 200
//   after, and /completion in llama-server's streamed dialect (n_predict tokens, then its timings),
//   /v1/models and /props as serve_detect asks them, asking for `Authorization: Bearer
//   <LLAMA_API_KEY>` (except /health and /v1/models, as llama-server) when that is in its environment;
// - rpc-server accepts connections and reads them to their end, and with -c writes its "cache" of
//   64 KiB in $LLAMA_CACHE/rpc (its usage text, which says it has a cache, is in its executable);
//   llama-server keeps one connection to each of its --rpc servers and, like llama.cpp, aborts
//   (SIGABRT) when one goes mid-run.
// With STANDIN_RECORD_DIR set, each writes <dir>/<program>-<port>.txt: its arguments, one per line,
// whether LLAMA_API_KEY was in its environment (never its value) and whether any LLAMA_ARG_ was;
// llama-server also appends a line to <dir>/llama-server-<port>-completions.txt per /completion.
// STANDIN_IGNORE_TERM=1 makes it ignore SIGTERM (a server that does not stop when asked).
#include <httplib.h>
#include <nlohmann/json.hpp>

#include <arpa/inet.h>
#include <netdb.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

[[noreturn]] void refuse(const std::string &why)
{
    std::cerr << "error: " << why << std::endl;
    std::exit(1);
}

std::string envOr(const char *name, const std::string &fallback)
{
    const char *value = std::getenv(name);
    return value && *value ? value : fallback;
}

/// The value after option `names` (any spelling), or "" when absent.
std::string option(const std::vector<std::string> &args, std::initializer_list<const char *> names)
{
    for (std::size_t i = 1; i + 1 < args.size(); ++i) {
        for (const char *name : names) {
            if (args[i] == name)
                return args[i + 1];
        }
    }
    return {};
}

[[maybe_unused]] std::vector<std::string> split(const std::string &text, char separator)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return parts;
}

/// A connection to an RPC server as llama-server keeps one for the run; -1 when none can be made.
[[maybe_unused]] int connectTo(const std::string &endpoint)
{
    const std::size_t colon = endpoint.rfind(':');
    if (colon == std::string::npos)
        return -1;
    addrinfo hints{};
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    if (::getaddrinfo(endpoint.substr(0, colon).c_str(), endpoint.substr(colon + 1).c_str(), &hints, &found)
        != 0)
        return -1;
    int fd = ::socket(found->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd >= 0 && ::connect(fd, found->ai_addr, found->ai_addrlen) != 0) {
        ::close(fd);
        fd = -1;
    }
    ::freeaddrinfo(found);
    return fd;
}

/// Whether the RPC server at the other end of `fd` has gone (closed or reset the connection).
[[maybe_unused]] bool lost(int fd)
{
    char byte = 0;
    const ssize_t got = ::recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    return got == 0 || (got < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
}

void record(const std::vector<std::string> &args, const std::string &program, const std::string &port)
{
    const std::string dir = envOr("STANDIN_RECORD_DIR", "");
    if (dir.empty())
        return;
    std::ofstream out(dir + "/" + program + "-" + port + ".txt");
    for (std::size_t i = 1; i < args.size(); ++i)
        out << args[i] << '\n';
    out << "LLAMA_API_KEY in environment: " << (std::getenv("LLAMA_API_KEY") ? "yes" : "no") << '\n';
    bool llamaArgs = false;
    for (char **entry = environ; *entry; ++entry)
        llamaArgs = llamaArgs || std::string(*entry).rfind("LLAMA_ARG_", 0) == 0;
    out << "LLAMA_ARG_ settings in environment: " << (llamaArgs ? "yes" : "no") << '\n';
}

void checkAddress(const std::string &host, const std::string &port)
{
    if (host.empty())
        refuse("no address to bind (the stand-in refuses the default)");
    if (host == "0.0.0.0" || host == "::" || host == "[::]")
        refuse("refusing to bind " + host + ": every interface");
    if (port.empty() || std::atoi(port.c_str()) <= 0 || std::atoi(port.c_str()) > 65535)
        refuse("no valid port");
}

#ifdef STANDIN_RPC_SERVER

// As a build with the cache prints it: the probe finds the cache by this text in the executable.
const char kUsage[] = "options:\n"
                      "  -H, --host HOST                  host to bind to\n"
                      "  -p, --port PORT                  port to bind to\n"
                      "  -c, --cache                      enable local file cache\n";

/// With -c, as llama.cpp's rpc-server keeps the weights it receives: a file of them in
/// $LLAMA_CACHE/rpc (the agent sets LLAMA_CACHE), the same file on every load.
void fillCache(const std::vector<std::string> &args)
{
    if (std::find(args.begin(), args.end(), "-c") == args.end()
        && std::find(args.begin(), args.end(), "--cache") == args.end())
        return;
    const std::string base = envOr("LLAMA_CACHE", "");
    if (base.empty())
        refuse("-c without LLAMA_CACHE: the stand-in writes only where it is told");
    const std::string dir = base + "/rpc";
    if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST)
        refuse("Failed to create cache directory: " + dir);
    std::ofstream(dir + "/standin-weights", std::ios::binary) << std::string(64 * 1024, 'w');
    std::cerr << "cache directory: " << dir << std::endl;
}

int serve(const std::vector<std::string> &args)
{
    if (std::find(args.begin(), args.end(), "--help") != args.end()) {
        std::cerr << kUsage;
        return 0;
    }
    const std::string host = option(args, {"-H", "--host"});
    const std::string port = option(args, {"-p", "--port"});
    checkAddress(host, port);
    record(args, "rpc-server", port);
    fillCache(args);
    addrinfo hints{};
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV | AI_PASSIVE;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    if (::getaddrinfo(host.c_str(), port.c_str(), &hints, &found) != 0)
        refuse("not a numeric address: " + host);
    const int fd = ::socket(found->ai_family, SOCK_STREAM, 0);
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (fd < 0 || ::bind(fd, found->ai_addr, found->ai_addrlen) != 0 || ::listen(fd, 8) != 0)
        refuse("cannot listen on " + host + ":" + port + ": " + std::strerror(errno));
    ::freeaddrinfo(found);
    std::cerr << "Starting RPC server on " << host << ":" << port << std::endl;
    for (;;) {
        const int client = ::accept(fd, nullptr, nullptr);
        if (client < 0)
            continue;
        std::thread([client] {
            char buffer[4096];
            while (::read(client, buffer, sizeof buffer) > 0) {
            }
            ::close(client);
        }).detach();
    }
    return 0;
}

#else

int serve(const std::vector<std::string> &args)
{
    const std::string host = option(args, {"--host"});
    const std::string port = option(args, {"--port"});
    checkAddress(host, port);
    const std::string model = option(args, {"-m", "--model"});
    std::ifstream file(model, std::ios::binary);
    char magic[4] = {};
    if (model.empty() || !file.read(magic, 4) || std::string(magic, 4) != "GGUF")
        refuse("failed to load model '" + model + "'");
    const std::vector<std::string> rpc
        = option(args, {"--rpc"}).empty() ? std::vector<std::string>{} : split(option(args, {"--rpc"}), ',');
    // Kept open for the run, as llama.cpp keeps its RPC sockets: every token needs every server.
    std::vector<std::pair<std::string, int>> rpcConnections;
    for (const std::string &endpoint : rpc) {
        const int fd = connectTo(endpoint);
        if (fd < 0)
            refuse("failed to connect to RPC server " + endpoint);
        rpcConnections.emplace_back(endpoint, fd);
    }
    for (const std::string &device : split(option(args, {"-dev", "--device"}), ',')) {
        if (device.rfind("RPC[", 0) != 0)
            continue;
        const std::string endpoint = device.substr(4, device.size() - 5);
        if (std::find(rpc.begin(), rpc.end(), endpoint) == rpc.end())
            refuse("invalid device: " + device);
    }
    record(args, "llama-server", port);

    const std::string key = envOr("LLAMA_API_KEY", "");
    const auto loadedAt = std::chrono::steady_clock::now()
                          + std::chrono::milliseconds(std::atoi(envOr("STANDIN_LOAD_MS", "300").c_str()));
    httplib::Server server;
    server.Get("/health", [&](const httplib::Request &, httplib::Response &response) {
        if (std::chrono::steady_clock::now() < loadedAt) {
            response.status = 503;
            response.set_content(
                R"({"error":{"code":503,"message":"Loading model","type":"unavailable_error"}})",
                "application/json");
            return;
        }
        response.set_content(R"({"status":"ok"})", "application/json");
    });
    // What serve_detect asks: the model list (public) and the properties (behind the key).
    const std::string slots
        = option(args, {"-np", "--parallel"}).empty() ? "1" : option(args, {"-np", "--parallel"});
    server.Get("/v1/models", [&](const httplib::Request &, httplib::Response &response) {
        const std::string id = model.substr(model.rfind('/') + 1);
        response.set_content(R"({"object":"list","data":[{"id":")" + id
                                 + R"(","object":"model","owned_by":"llamacpp"}]})",
                             "application/json");
    });
    server.Get("/props", [&](const httplib::Request &request, httplib::Response &response) {
        if (!key.empty() && request.get_header_value("Authorization") != "Bearer " + key) {
            response.status = 401;
            response.set_content(R"({"error":{"code":401,"message":"Invalid API Key"}})", "application/json");
            return;
        }
        response.set_content(R"({"default_generation_settings":{"n_ctx":4096},"total_slots":)" + slots
                                 + R"(,"build_info":"b4748-c392e509"})",
                             "application/json");
    });
    server.Post("/completion", [&](const httplib::Request &request, httplib::Response &response) {
        if (!key.empty() && request.get_header_value("Authorization") != "Bearer " + key) {
            response.status = 401;
            response.set_content(R"({"error":{"code":401,"message":"Invalid API Key"}})", "application/json");
            return;
        }
        if (const std::string dir = envOr("STANDIN_RECORD_DIR", ""); !dir.empty())
            std::ofstream(dir + "/llama-server-" + port + "-completions.txt", std::ios::app)
                << "completion\n";
        const nlohmann::json body = nlohmann::json::parse(request.body, nullptr, false);
        const int tokens = body.is_object() ? body.value("n_predict", 16) : 16;
        const int gapMs = std::atoi(envOr("STANDIN_TOKEN_MS", "2").c_str());
        response.set_chunked_content_provider(
            "text/event-stream", [tokens, gapMs, &rpcConnections](std::size_t, httplib::DataSink &sink) {
                const auto started = std::chrono::steady_clock::now();
                for (int i = 0; i < tokens; ++i) {
                    std::this_thread::sleep_for(std::chrono::milliseconds(gapMs));
                    for (const auto &[endpoint, fd] : rpcConnections) {
                        if (lost(fd)) {
                            // As llama.cpp b4748 ends when an RPC command fails.
                            std::cerr << "ggml-rpc.cpp: GGML_ASSERT(status) failed: the RPC server "
                                      << endpoint << " is gone" << std::endl;
                            std::abort();
                        }
                    }
                    const std::string piece
                        = "data: {\"content\":\" w" + std::to_string(i) + "\",\"stop\":false}\n\n";
                    if (!sink.write(piece.data(), piece.size()))
                        return false;
                }
                const double ms
                    = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
                          .count();
                const std::string last
                    = "data: {\"content\":\"\",\"stop\":true,\"timings\":{\"prompt_n\":8,\"prompt_ms\":1.0,"
                      "\"predicted_n\":"
                      + std::to_string(tokens) + ",\"predicted_ms\":" + std::to_string(ms) + "}}\n\n";
                sink.write(last.data(), last.size());
                sink.done();
                return true;
            });
    });
    std::cerr << "main: server is listening on http://" << host << ":" << port << std::endl;
    if (!server.listen(host, std::atoi(port.c_str())))
        refuse("couldn't bind HTTP server socket, hostname: " + host + ", port: " + port);
    return 0;
}

#endif

} // namespace

int main(int argc, char **argv)
{
    const std::vector<std::string> args(argv, argv + argc);
    if (argc == 2 && args[1] == "--version") {
        std::cerr << "version: 4748 (c392e509)\nbuilt with the ShardScope stand-in for x86_64-linux-gnu\n";
        return 0;
    }
    if (envOr("STANDIN_IGNORE_TERM", "") == "1")
        std::signal(SIGTERM, SIG_IGN);
    else
        std::signal(SIGTERM, [](int) { _exit(0); }); // as llama.cpp's servers end on SIGTERM
    return serve(args);
}
