// libFuzzer target: one line as the controller reads it from an agent (core/agent/AgentChannel.cpp):
// the message parser, then every parser of a result's data (inventory, link and bench reports).
// Whatever parses must serialise to a line that parses again; no string that comes out of a
// parser may carry a control character (protocol::safeText).
#include "FuzzSupport.h"

#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/SafeText.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace shardscope::protocol;
using shardscope::fuzz::require;
using shardscope::fuzz::roundTrip;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string line(reinterpret_cast<const char *>(data), size);
    // The rule every displayed string relies on: safe text is valid UTF-8 without controls.
    require(!hasControlCharacters(safeText(line)));
    if (size > kMaxLineBytes)
        return 0; // the transports refuse these before parsing
    const auto message = parseMessage(line);
    if (!message)
        return 0;
    require(parseMessage(serialize(*message)).ok());
    if (const auto *error = std::get_if<ErrorReply>(&*message))
        require(!hasControlCharacters(error->message));
    if (const auto *hello = std::get_if<Hello>(&*message))
        require(!hasControlCharacters(hello->agentVersion));
    if (const auto *result = std::get_if<Result>(&*message)) {
        if (const auto inventory = parseHostInventory(result->data)) {
            require(!inventory->hostname || !hasControlCharacters(*inventory->hostname));
            require(!inventory->cpuModel || !hasControlCharacters(*inventory->cpuModel));
        }
        roundTrip<HostInventory>(parseHostInventory, result->data);
        roundTrip(parseLinkServeReply, result->data);
        roundTrip(parseLinkStopReply, result->data);
        roundTrip(parseLinkTestReport, result->data);
        roundTrip(parseBenchRankReport, result->data);
    }
    return 0;
}
