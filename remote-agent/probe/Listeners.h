#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::probe {

// The sockets a node listens on, from /proc/net/{tcp,tcp6,udp,udp6}, and the processes holding
// them, from the "socket:[inode]" links in /proc/<pid>/fd.

/// Which /proc/net table a text comes from.
enum class SocketTable { Unknown = 0, Tcp, Tcp6, Udp, Udp6 };

/// The most listeners reported; the rest of a (strange) node's are left out.
inline constexpr std::size_t kMaxListeners = 1024;

/// The most /proc/<pid>/fd entries looked at while finding the holders of sockets.
inline constexpr std::size_t kMaxFdEntries = 100'000;

/// A listening socket of a table, before its process is known.
struct TableSocket {
    protocol::ListeningSocket socket; ///< protocol, address and port; no process yet
    std::uint64_t inode = 0;          ///< its inode, 0 when the kernel shows none

    bool operator==(const TableSocket &) const = default;
};

/// The listening sockets of one /proc/net table's text, in its order: TCP in state 0A (LISTEN),
/// UDP in state 07 with no remote address (bound, not connected). Loopback bind addresses
/// (127.0.0.0/8, ::1, ::ffff:127.0.0.0/104) and port 0 are left out; lines that do not parse too.
/// Addresses are the kernel's hex of its 32-bit words in host order (little-endian on every node
/// ShardScope supports), written as inet_ntop writes them ("0.0.0.0", "::", "2001:db8::1").
std::vector<TableSocket> parseSocketTable(std::string_view text, SocketTable table);

/// The process holding a socket.
struct SocketHolder {
    std::int64_t pid = 0;
    std::optional<std::string> process; ///< its comm
};

/// The holder (the lowest pid among those holding it) of each of `inodes`, from the symbolic
/// links "socket:[inode]" in rootDir/proc/<pid>/fd: only of processes whose fd directory this
/// user may read (all for root). Looks at no more than maxFdEntries links in all.
std::map<std::uint64_t, SocketHolder> findSocketHolders(const std::string &rootDir,
                                                        const std::set<std::uint64_t> &inodes,
                                                        std::size_t maxFdEntries = kMaxFdEntries);

/// Every listening socket of rootDir/proc/net/{tcp,tcp6,udp,udp6} but loopback's, with its
/// process where one is found; sorted by protocol, port and address, at most kMaxListeners.
std::vector<protocol::ListeningSocket> readListeningSockets(const std::string &rootDir);

} // namespace shardscope::probe
