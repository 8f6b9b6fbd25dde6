// libFuzzer target: one line as the agent reads it from its controller (remote-agent/Session.cpp):
// the message parser, then the parser of the request's params for each method the agent answers.
// Whatever parses must serialise to a line that parses again, no longer than the line limit allows.
#include "FuzzSupport.h"

#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Gguf.h"
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/LlamaServer.h"
#include "remote-agent/protocol/Messages.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace shardscope::protocol;
using shardscope::fuzz::require;
using shardscope::fuzz::roundTrip;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > kMaxLineBytes)
        return 0; // the session's line reader refuses these before parsing
    const std::string line(reinterpret_cast<const char *>(data), size);
    const auto message = parseMessage(line);
    if (!message)
        return 0;
    const std::string again = serialize(*message);
    require(parseMessage(again).ok());
    if (const auto *request = std::get_if<Request>(&*message)) {
        roundTrip(parseLinkServeParams, request->params);
        roundTrip(parseLinkStopParams, request->params);
        roundTrip(parseLinkTestParams, request->params);
        roundTrip(parseBenchRunParams, request->params);
        roundTrip(parseGgufReadParams, request->params);
        roundTrip(parseGgufWriteParams, request->params);
        roundTrip(parseLlamaStartParams, request->params);
        roundTrip(parseLlamaStopParams, request->params);
    }
    return 0;
}
