// shardscope-agent: the small program ShardScope runs on each node. Plain C++, no Qt.
//   shardscope-agent probe      print this node's inventory as one JSON document
//   shardscope-agent session    speak the JSON-lines protocol on stdin/stdout
//   shardscope-agent --version  print the version and protocol version
//   shardscope-agent exec-child PARENT_PID PROGRAM [ARG…]  (internal) run PROGRAM so that it is
//                               killed when the agent that started it dies (llamacpp/ServerProcess)
#include "remote-agent/Session.h"
#include "remote-agent/probe/Probe.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Version.h"

#include <nlohmann/json.hpp>

#include <sys/prctl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>

namespace {

void usage(std::ostream &out)
{
    out << "usage: shardscope-agent probe | session | --version\n";
}

} // namespace

int main(int argc, char **argv)
{
    using namespace shardscope;
    std::ios::sync_with_stdio(false);
    if (argc >= 4 && std::strcmp(argv[1], "exec-child") == 0) {
        // A server the agent runs must not outlive it, even when the agent is killed (SIGKILL has
        // no handler to stop it): the kernel kills this process when its parent dies. The parent
        // may have died before prctl: then the new parent is another process, and nothing runs.
        if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || ::getppid() != std::atoi(argv[2]))
            return 127;
        ::execv(argv[3], argv + 3);
        std::cerr << "shardscope-agent: cannot run " << argv[3] << ": " << std::strerror(errno) << '\n';
        return 127;
    }
    if (argc != 2) {
        usage(std::cerr);
        return 2;
    }
    const char *command = argv[1];
    if (std::strcmp(command, "--version") == 0) {
        std::cout << "shardscope-agent " << protocol::kShardScopeVersion << " (protocol "
                  << protocol::kProtocolVersion << ")\n";
        return 0;
    }
    if (std::strcmp(command, "probe") == 0) {
        const nlohmann::json j = probe::probeHost();
        std::cout << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
        return std::cout.good() ? 0 : 1;
    }
    if (std::strcmp(command, "session") == 0) {
        // A write to a peer that is gone must fail with EPIPE, not kill the agent: when another
        // rank of a split dies, Gloo's next write to it would otherwise end this agent too, and the
        // survivor's report of what it measured would be lost with it. Children get SIGPIPE back
        // (probe/Subprocess resets it).
        std::signal(SIGPIPE, SIG_IGN);
        return agent::runSession(std::cin, std::cout);
    }
    if (std::strcmp(command, "--help") == 0 || std::strcmp(command, "-h") == 0) {
        usage(std::cout);
        return 0;
    }
    usage(std::cerr);
    return 2;
}
