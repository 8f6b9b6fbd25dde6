#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::probe {

/// Every interface under rootDir/sys/class/net, ordered by ifindex, from sysfs alone (no addresses).
std::vector<protocol::NicInfo> readNetInterfaces(const std::string &rootDir);

/// One interface from its sysfs directory rootDir/sys/class/net/<name>.
protocol::NicInfo readNetInterface(const std::string &rootDir, const std::string &name);

/// Adds the IPv4/IPv6 "address/prefix" strings of the live system (getifaddrs) to matching nics.
void addLiveAddresses(std::vector<protocol::NicInfo> &nics);

/// Number of leading one bits of a netmask given as bytes; nullopt when the mask is not contiguous.
std::optional<int> prefixLength(const unsigned char *mask, std::size_t bytes);

/// The interface of the IPv4 default route (Destination 00000000, Mask 00000000, up) with the lowest
/// metric in /proc/net/route text; nullopt when there is none or the text is malformed.
std::optional<std::string> parseIpv4DefaultRoute(std::string_view text);

/// The interface of the IPv6 default route (::/0, up, not a reject route) with the lowest metric in
/// /proc/net/ipv6_route text; nullopt when there is none.
std::optional<std::string> parseIpv6DefaultRoute(std::string_view text);

/// Interfaces carrying a default route: the IPv4 one first (it is the default_route_interface),
/// then the IPv6 one if different; empty when neither route table is readable or has a default.
std::vector<std::string> readDefaultRouteInterfaces(const std::string &rootDir);

} // namespace shardscope::probe
