#include "remote-agent/Session.h"

#include "remote-agent/probe/Probe.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/Version.h"

#include <istream>
#include <ostream>
#include <string>

namespace shardscope::agent {

namespace {

using namespace shardscope::protocol;

void send(std::ostream &out, const Message &message)
{
    out << serialize(message) << '\n';
    out.flush(); // one line per event, flushed: the controller reads it at once
}

/// Reads one line of at most kMaxLineBytes. Returns false at EOF. A longer line is consumed to its
/// end and reported through tooLong, so one bad line never desynchronises the session.
bool readBoundedLine(std::istream &in, std::string &line, bool &tooLong)
{
    line.clear();
    tooLong = false;
    char c = 0;
    bool any = false;
    while (in.get(c)) {
        any = true;
        if (c == '\n')
            return true;
        if (line.size() < kMaxLineBytes)
            line.push_back(c);
        else
            tooLong = true;
    }
    return any; // a last line without '\n' still counts
}

Message answer(const Request &request)
{
    if (request.method == "probe") {
        probe::ProbeOptions options;
        HostInventory inventory = probe::probeHost(options);
        return Result{request.id, nlohmann::json(inventory)};
    }
    return ErrorReply{request.id, AgentErrorCode::UnknownMethod, "unknown method \"" + request.method + "\""};
}

} // namespace

int runSession(std::istream &in, std::ostream &out)
{
    send(out, Hello{kShardScopeVersion, kProtocolVersion, {"probe"}, {"cpu"}});
    std::string line;
    bool tooLong = false;
    while (readBoundedLine(in, line, tooLong)) {
        if (tooLong) {
            send(out, ErrorReply{std::nullopt, AgentErrorCode::LineTooLong,
                                 "request longer than " + std::to_string(kMaxLineBytes) + " bytes"});
            continue;
        }
        if (line.empty())
            continue;
        auto parsed = parseMessage(line);
        if (!parsed) {
            const auto code = parsed.error().code == ParseErrorCode::UnsupportedVersion
                                  ? AgentErrorCode::UnsupportedVersion
                                  : AgentErrorCode::BadRequest;
            send(out, ErrorReply{std::nullopt, code, parsed.error().message});
            continue;
        }
        const auto *request = std::get_if<Request>(&*parsed);
        if (!request) {
            send(out, ErrorReply{std::nullopt, AgentErrorCode::BadRequest, "expected a request"});
            continue;
        }
        send(out, answer(*request));
    }
    return 0;
}

} // namespace shardscope::agent
