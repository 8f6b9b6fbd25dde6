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

/// Sets the kind of virtual interfaces that sysfs cannot tell apart (veth, dummy, ifb) from their
/// driver's name as ethtool's GDRVINFO gives it on the live system.
void addLiveVirtualKinds(std::vector<protocol::NicInfo> &nics);

/// Adds the IPv4/IPv6 "address/prefix" strings of the live system (getifaddrs) to matching nics.
void addLiveAddresses(std::vector<protocol::NicInfo> &nics);

/// "address/prefix" as NicInfo::ipv4 and ipv6 hold it: inet_ntop of the address (an in_addr for
/// AF_INET, an in6_addr for AF_INET6) and the prefix length; nullopt for another family or a
/// prefix out of range. One writer for getifaddrs' addresses and netlink's leases, so they match.
std::optional<std::string> addressWithPrefix(int family, const void *address, int prefix);

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
