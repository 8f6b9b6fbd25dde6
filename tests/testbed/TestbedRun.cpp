// shardscope-testbed-run: a testbed for scripts (benchmarks/). Starts N nodes, shapes every
// node's link as asked, writes known_hosts, prints one JSON line with what a client needs
// ({"event":"ready","nodes":[{"address","name","netns","port"}],"identity","knownHosts",…}) and
// keeps the testbed up until its stdin closes or it gets SIGTERM/SIGINT/SIGHUP; then removes it
// and prints {"event":"end"}. Errors: {"event":"error","message":…}.
//
//   shardscope-testbed-run [--nodes N] [--own-host-names] [--shape
//   DIRECTION:RATE_BITS_PER_S:DELAY_MS:LOSS_PERCENT]...
//                          [--shape-node NODE:DIRECTION:RATE_BITS_PER_S:DELAY_MS:LOSS_PERCENT]...
//
// --own-host-names: each node named and resolving its peers as TestbedOptions::ownHostNames says.
// DIRECTION is to-node, from-node or both; e.g. --shape to-node:1000000000:2:0 (1 Gbit/s, 2 ms).
#include "Testbed.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <poll.h>
#include <string>
#include <unistd.h>
#include <vector>

using namespace shardscope::testbed;

namespace {

int fail(const std::string &message)
{
    std::cout << nlohmann::json{{"event", "error"}, {"message", message}}.dump() << std::endl;
    return 1;
}

// "to-node:1000000000:2:0" → the shape; false when it is not of that form.
bool parseShape(const std::string &text, LinkShape *shape)
{
    std::vector<std::string> fields;
    std::size_t begin = 0;
    for (std::size_t colon; (colon = text.find(':', begin)) != std::string::npos; begin = colon + 1)
        fields.push_back(text.substr(begin, colon - begin));
    fields.push_back(text.substr(begin));
    if (fields.size() != 4)
        return false;
    shape->direction = fields[0] == "to-node"     ? LinkDirection::ToNode
                       : fields[0] == "from-node" ? LinkDirection::FromNode
                       : fields[0] == "both"      ? LinkDirection::Both
                                                  : LinkDirection::Invalid;
    char *end = nullptr;
    shape->rateBitsPerSecond = std::strtoull(fields[1].c_str(), &end, 10);
    bool ok = !fields[1].empty() && *end == '\0';
    shape->delayMs = std::strtod(fields[2].c_str(), &end);
    ok = ok && !fields[2].empty() && *end == '\0';
    shape->lossPercent = std::strtod(fields[3].c_str(), &end);
    return ok && !fields[3].empty() && *end == '\0' && shape->direction != LinkDirection::Invalid;
}

const char *directionName(LinkDirection direction)
{
    switch (direction) {
    case LinkDirection::ToNode:
        return "to-node";
    case LinkDirection::FromNode:
        return "from-node";
    case LinkDirection::Both:
        return "both";
    case LinkDirection::Invalid:
        break;
    }
    return "invalid";
}

} // namespace

int main(int argc, char **argv)
{
    TestbedOptions options;
    std::vector<LinkShape> shapes;                     // every node
    std::vector<std::pair<int, LinkShape>> nodeShapes; // one node each
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--own-host-names") {
            options.ownHostNames = true;
            continue;
        }
        const std::string value = i + 1 < argc ? argv[++i] : std::string();
        LinkShape shape;
        if (arg == "--nodes" && !value.empty()) {
            options.nodeCount = std::atoi(value.c_str());
        } else if (arg == "--shape" && parseShape(value, &shape)) {
            shapes.push_back(shape);
        } else if (arg == "--shape-node" && value.find(':') != std::string::npos
                   && parseShape(value.substr(value.find(':') + 1), &shape)) {
            nodeShapes.emplace_back(std::atoi(value.c_str()), shape);
        } else {
            return fail("usage: shardscope-testbed-run [--nodes N] [--own-host-names] "
                        "[--shape to-node|from-node|both:RATE_BITS_PER_S:DELAY_MS:LOSS_PERCENT]... "
                        "[--shape-node NODE:to-node|from-node|both:RATE:DELAY_MS:LOSS_PERCENT]...");
        }
    }
    // SIGTERM and SIGINT end the wait below; the destructor then removes the testbed.
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGTERM);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGHUP);
    sigset_t waitMask;
    sigprocmask(SIG_BLOCK, &signals, &waitMask);
    struct sigaction action {
    };
    action.sa_handler = [](int) {
    };
    for (int signal : {SIGTERM, SIGINT, SIGHUP})
        sigaction(signal, &action, nullptr);

    Testbed testbed(options);
    if (const TestbedStatus started = testbed.start(); !started.ok())
        return fail(started.message);
    if (const TestbedStatus written = testbed.writeKnownHosts(); !written.ok())
        return fail(written.message);
    for (int i = 0; i < static_cast<int>(testbed.nodes().size()); ++i) {
        for (const LinkShape &shape : shapes) {
            if (const TestbedStatus status = testbed.shapeLink(i, shape); !status.ok())
                return fail(status.message);
        }
    }
    for (const auto &[node, shape] : nodeShapes) {
        if (const TestbedStatus status = testbed.shapeLink(node, shape); !status.ok())
            return fail(status.message);
    }

    nlohmann::json nodes = nlohmann::json::array();
    for (const TestbedNode &node : testbed.nodes())
        nodes.push_back(
            {{"name", node.name}, {"address", node.address}, {"port", node.sshPort}, {"netns", node.netns}});
    nlohmann::json links = nlohmann::json::array();
    for (const LinkDirection direction : {LinkDirection::ToNode, LinkDirection::FromNode}) {
        const LinkShape shape = testbed.linkShape(0, direction);
        links.push_back({{"direction", directionName(direction)},
                         {"rateBitsPerSecond", shape.rateBitsPerSecond},
                         {"delayMs", shape.delayMs},
                         {"lossPercent", shape.lossPercent}});
    }
    std::cout << nlohmann::json{{"event", "ready"},
                                {"nodes", nodes},
                                {"controller", testbed.controllerAddress()},
                                {"user", "root"},
                                {"identity", testbed.userKeyPath()},
                                {"knownHosts", testbed.knownHostsPath()},
                                {"tempDir", testbed.tempDir()},
                                {"startupMs", testbed.startupMs()},
                                {"links", links}}
                     .dump()
              << std::endl;

    // Until stdin reaches EOF (the script closed it or died) or a signal arrives.
    pollfd input{STDIN_FILENO, POLLIN, 0};
    char buffer[256];
    for (;;) {
        const int polled = ppoll(&input, 1, nullptr, &waitMask);
        if (polled < 0 && errno == EINTR)
            break;
        if (polled > 0 && read(STDIN_FILENO, buffer, sizeof buffer) <= 0)
            break;
    }
    testbed.stop();
    std::cout << nlohmann::json{{"event", "end"}}.dump() << std::endl;
    return 0;
}
