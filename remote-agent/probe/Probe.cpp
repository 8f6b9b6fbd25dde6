#include "remote-agent/probe/Probe.h"

#include "remote-agent/protocol/Version.h"

namespace shardscope::probe {

// Minimal body so the tree builds while the probe is written (see issue 2).
protocol::HostInventory probeHost(const ProbeOptions &)
{
    protocol::HostInventory inventory;
    inventory.agentVersion = protocol::kShardScopeVersion;
    inventory.protocolVersion = protocol::kProtocolVersion;
    return inventory;
}

} // namespace shardscope::probe
