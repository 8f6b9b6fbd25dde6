#include "remote-agent/probe/Listeners.h"

#include "remote-agent/probe/FileText.h"
#include "remote-agent/probe/Processes.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <tuple>
#include <utility>

namespace shardscope::probe {

using protocol::ListeningSocket;

namespace {

constexpr std::uint64_t kTcpListen = 0x0A; // TCP_LISTEN in the kernel's tcp_states.h
constexpr std::uint64_t kTcpClose = 0x07;  // TCP_CLOSE: what an unconnected UDP socket shows

struct Endpoint {
    std::array<unsigned char, 16> bytes{}; ///< network order: 4 used for IPv4, 16 for IPv6
    bool ipv6 = false;
    std::uint16_t port = 0;
};

/// "0100007F:0277" (IPv4) or 32 hex digits and ":port" (IPv6), as /proc/net/{tcp,udp}{,6} write
/// an address: each 32-bit word of the address as the host holds it, printed with %08X.
std::optional<Endpoint> parseEndpoint(std::string_view text, bool ipv6)
{
    const std::size_t digits = ipv6 ? 32 : 8;
    if (text.size() != digits + 5 || text[digits] != ':')
        return std::nullopt;
    const auto port = parseHex64(text.substr(digits + 1));
    if (!port || *port > 0xFFFF)
        return std::nullopt;
    Endpoint endpoint;
    endpoint.ipv6 = ipv6;
    endpoint.port = static_cast<std::uint16_t>(*port);
    for (std::size_t word = 0; word < digits / 8; ++word) {
        const auto value = parseHex64(text.substr(word * 8, 8));
        if (!value)
            return std::nullopt;
        const auto host = static_cast<std::uint32_t>(*value);
        std::memcpy(endpoint.bytes.data() + word * 4, &host, sizeof host);
    }
    return endpoint;
}

bool isLoopback(const Endpoint &endpoint)
{
    const auto &b = endpoint.bytes;
    if (!endpoint.ipv6)
        return b[0] == 127;
    const bool firstTenZero = std::all_of(b.begin(), b.begin() + 10, [](unsigned char c) { return c == 0; });
    if (firstTenZero && b[10] == 0 && b[11] == 0 && b[12] == 0 && b[13] == 0 && b[14] == 0 && b[15] == 1)
        return true;                                                       // ::1
    return firstTenZero && b[10] == 0xFF && b[11] == 0xFF && b[12] == 127; // ::ffff:127.x.y.z
}

bool isAllZero(const Endpoint &endpoint)
{
    return endpoint.port == 0
           && std::all_of(endpoint.bytes.begin(), endpoint.bytes.end(),
                          [](unsigned char c) { return c == 0; });
}

std::optional<std::string> addressText(const Endpoint &endpoint)
{
    char text[INET6_ADDRSTRLEN] = {};
    if (!::inet_ntop(endpoint.ipv6 ? AF_INET6 : AF_INET, endpoint.bytes.data(), text, sizeof text))
        return std::nullopt;
    return std::string(text);
}

/// "socket:[12345]" → 12345.
std::optional<std::uint64_t> socketInode(std::string_view link)
{
    constexpr std::string_view prefix = "socket:[";
    if (link.size() <= prefix.size() + 1 || link.substr(0, prefix.size()) != prefix || link.back() != ']')
        return std::nullopt;
    return parseUint64(link.substr(prefix.size(), link.size() - prefix.size() - 1));
}

} // namespace

std::vector<TableSocket> parseSocketTable(std::string_view text, SocketTable table)
{
    const bool tcp = table == SocketTable::Tcp || table == SocketTable::Tcp6;
    const bool ipv6 = table == SocketTable::Tcp6 || table == SocketTable::Udp6;
    std::vector<TableSocket> sockets;
    if (table == SocketTable::Unknown)
        return sockets;
    for (const std::string_view line : completeLines(text)) {
        // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode …
        const auto fields = splitWhitespace(line);
        if (fields.size() < 10 || fields[0].empty() || fields[0].back() != ':')
            continue; // the header, or a line cut short
        const auto local = parseEndpoint(fields[1], ipv6);
        const auto remote = parseEndpoint(fields[2], ipv6);
        const auto inode = parseUint64(fields[9]);
        if (!local || !remote || !inode || fields[3].size() != 2)
            continue;
        const std::uint64_t state = parseHex64(fields[3]).value_or(0);
        const bool listening = tcp ? state == kTcpListen : state == kTcpClose && isAllZero(*remote);
        if (!listening || local->port == 0 || isLoopback(*local))
            continue;
        auto address = addressText(*local);
        if (!address)
            continue;
        TableSocket socket;
        socket.socket.protocol = tcp ? "tcp" : "udp";
        socket.socket.address = std::move(*address);
        socket.socket.port = local->port;
        socket.inode = *inode;
        sockets.push_back(std::move(socket));
    }
    return sockets;
}

std::map<std::uint64_t, SocketHolder>
findSocketHolders(const std::string &rootDir, const std::set<std::uint64_t> &inodes, std::size_t maxFdEntries)
{
    std::map<std::uint64_t, SocketHolder> holders;
    std::size_t entriesSeen = 0;
    // Ascending pids: the first holder found is the lowest (a server's parent before its forks).
    for (const std::int64_t pid : processIds(rootDir)) {
        if (holders.size() == inodes.size() || entriesSeen >= maxFdEntries)
            break;
        // Another user's process (EACCES), or one that is gone, lists nothing.
        const std::string fdDir = underRoot(rootDir, "/proc/" + std::to_string(pid) + "/fd");
        for (const std::string &fd : listDirectory(fdDir)) {
            if (entriesSeen >= maxFdEntries)
                break;
            ++entriesSeen;
            const auto link = readLink(fdDir + "/" + fd);
            const auto inode = link ? socketInode(*link) : std::nullopt;
            if (inode && inodes.count(*inode) && !holders.count(*inode))
                holders.emplace(*inode, SocketHolder{pid, std::nullopt});
        }
    }
    for (auto &[inode, holder] : holders)
        holder.process = processName(rootDir, holder.pid);
    return holders;
}

std::vector<ListeningSocket> readListeningSockets(const std::string &rootDir)
{
    static const std::pair<const char *, SocketTable> tables[] = {
        {"/proc/net/tcp", SocketTable::Tcp},
        {"/proc/net/tcp6", SocketTable::Tcp6},
        {"/proc/net/udp", SocketTable::Udp},
        {"/proc/net/udp6", SocketTable::Udp6},
    };
    std::vector<TableSocket> found;
    for (const auto &[path, table] : tables) {
        // The kernel lists listening sockets before connections: a table cut at the bound of
        // readTextFile (a server with many thousands of connections) still has them all.
        if (const auto text = readTextFile(underRoot(rootDir, path))) {
            for (TableSocket &socket : parseSocketTable(*text, table))
                found.push_back(std::move(socket));
        }
    }
    const auto key = [](const TableSocket &s) {
        return std::tie(s.socket.protocol, s.socket.port, s.socket.address, s.inode);
    };
    std::sort(found.begin(), found.end(),
              [&](const TableSocket &a, const TableSocket &b) { return key(a) < key(b); });
    if (found.size() > kMaxListeners)
        found.resize(kMaxListeners);

    std::set<std::uint64_t> inodes;
    for (const TableSocket &socket : found) {
        if (socket.inode != 0)
            inodes.insert(socket.inode);
    }
    const auto holders
        = inodes.empty() ? std::map<std::uint64_t, SocketHolder>{} : findSocketHolders(rootDir, inodes);

    std::vector<ListeningSocket> listeners;
    listeners.reserve(found.size());
    for (TableSocket &socket : found) {
        if (const auto holder = holders.find(socket.inode); holder != holders.end()) {
            socket.socket.pid = holder->second.pid;
            socket.socket.process = holder->second.process;
        }
        listeners.push_back(std::move(socket.socket));
    }
    // Several sockets on one address and port in one process (SO_REUSEPORT) say nothing more.
    const auto order = [](const ListeningSocket &s) {
        return std::tie(s.protocol, s.port, s.address, s.pid, s.process);
    };
    std::sort(listeners.begin(), listeners.end(),
              [&](const ListeningSocket &a, const ListeningSocket &b) { return order(a) < order(b); });
    listeners.erase(std::unique(listeners.begin(), listeners.end()), listeners.end());
    return listeners;
}

} // namespace shardscope::probe
