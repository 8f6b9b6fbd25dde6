#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <cstddef>
#include <span>
#include <vector>

namespace shardscope::probe {

// Addresses with a lifetime (DHCP, IPv6 autoconfiguration) from the kernel's routing netlink:
// getifaddrs does not say which addresses are leases, RTM_GETADDR does (ifa_flags, IFA_CACHEINFO).

/// One lease and the interface (index) that holds it.
struct InterfaceLease {
    int interfaceIndex = 0; ///< ifa_index
    protocol::AddressLease lease;

    bool operator==(const InterfaceLease &) const = default;
};

/// What one buffer (one recv) of an RTM_GETADDR dump holds.
struct AddressDumpPart {
    std::vector<InterfaceLease> leases; ///< its addresses without IFA_F_PERMANENT and with a finite lifetime
    bool done = false;   ///< the dump ended here (NLMSG_DONE, NLMSG_ERROR or a malformed message)
    bool failed = false; ///< NLMSG_ERROR or a malformed message: what came before it still counts
};

/// Parses a buffer of netlink messages as the kernel answers an RTM_GETADDR dump: RTM_NEWADDR
/// messages (struct ifaddrmsg and rtattrs), ended by NLMSG_DONE. An address counts as a lease when
/// its flags (IFA_FLAGS, else ifa_flags) lack IFA_F_PERMANENT and IFA_CACHEINFO gives it a valid
/// lifetime other than forever (0xFFFFFFFF); its text is addressWithPrefix of IFA_LOCAL (else
/// IFA_ADDRESS, as getifaddrs takes it) and ifa_prefixlen. Never reads past the buffer.
AddressDumpPart parseAddressDump(std::span<const unsigned char> buffer);

/// Every lease of the live system (this network namespace) by a RTM_GETADDR dump over a
/// NETLINK_ROUTE socket; empty when netlink cannot be used. Waits at most about two seconds.
std::vector<InterfaceLease> readLiveAddressLeases();

/// Adds the live leases to the nics of the same interface (index → name with if_indextoname).
void addLiveLeases(std::vector<protocol::NicInfo> &nics);

} // namespace shardscope::probe
