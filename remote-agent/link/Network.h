#pragma once

#include "remote-agent/link/LinkResult.h"
#include "remote-agent/link/Sockets.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Link.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

namespace shardscope::link {

// What a link test needs to know about this node's network stack.

/// Identifies the network stack this process runs in: "<boot_id>/<net namespace inode>". Two
/// processes with the same id share one stack: traffic between them never leaves the machine.
/// Empty when /proc cannot tell.
std::string networkStackId();

/// True when address (numeric) is assigned to one of this stack's interfaces (getifaddrs), or is
/// a loopback address.
bool isLocalAddress(const std::string &address);

/// The interface (sysfs: MTU, speed, duplex, wireless, error and drop counters; plus addresses)
/// that holds the local address address; nullopt when none does.
std::optional<protocol::NicInfo> interfaceHolding(const std::string &address);

/// The interface this stack would use to reach target (the source address a connected UDP socket
/// gets, then interfaceHolding()); nullopt when there is no route.
std::optional<protocol::NicInfo> interfaceTowards(const std::string &target);

/// Path MTU probe against a UdpEchoServer: the largest UDP payload that comes back with "don't
/// fragment" set (IP_PMTUDISC_PROBE / IPV6_PMTUDISC_PROBE), by bisection between the header size
/// and what the local route allows. A size counts as lost after `tries` probes without an echo.
struct PathMtuOptions {
    std::string targetAddress;
    std::uint16_t udpPort = 0;
    LinkToken token{};
    int probeTimeoutMs = 200;
    int tries = 3;
    const std::atomic_bool *cancel = nullptr;
};
LinkResult<protocol::PathMtuResult> measurePathMtu(const PathMtuOptions &options);

} // namespace shardscope::link
