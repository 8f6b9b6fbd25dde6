// Listening sockets: the /proc/net table parser on the fixture tables and on written lines, the
// holders found through /proc/<pid>/fd in a fixture tree, and this process's own socket found live.
#include "TestSupport.h"

#include "remote-agent/probe/Listeners.h"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <tuple>

namespace shardscope::probe {
namespace {

using protocol::ListeningSocket;
using test::dataPath;
using test::readData;

TableSocket tableSocket(const char *protocol, const char *address, std::uint16_t port, std::uint64_t inode)
{
    return TableSocket{ListeningSocket{protocol, address, port, std::nullopt, std::nullopt}, inode};
}

/// A kernel-style table line: "sl: local remote st queues timers retransmits uid timeout inode …".
std::string line(const std::string &local, const std::string &remote, const char *state, int inode)
{
    return "   0: " + local + ' ' + remote + ' ' + state
           + " 00000000:00000000 00:00000000 00000000  1000        0 " + std::to_string(inode)
           + " 1 0000000000000000 100 0 0 10 0\n";
}

const std::string kHeader
    = "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  "
      "timeout inode\n";
const std::string kAnyV6 = "00000000000000000000000000000000:0000";

TEST(SocketTable, TcpListenersButNotLoopbackOrConnections)
{
    EXPECT_EQ(parseSocketTable(readData("roots/workstation/proc/net/tcp"), SocketTable::Tcp),
              std::vector<TableSocket>{tableSocket("tcp", "0.0.0.0", 22, 31337)})
        << "127.0.0.1:631 is loopback, 192.168.1.20:22 an established connection";
    EXPECT_EQ(parseSocketTable(readData("roots/workstation/proc/net/tcp6"), SocketTable::Tcp6),
              (std::vector<TableSocket>{tableSocket("tcp", "::", 8080, 40001),
                                        tableSocket("tcp", "2001:db8::10", 50052, 40002)}))
        << "::1 and ::ffff:127.0.0.1 are loopback";
    EXPECT_EQ(parseSocketTable(readData("roots/workstation/proc/net/udp"), SocketTable::Udp),
              std::vector<TableSocket>{tableSocket("udp", "0.0.0.0", 5353, 33001)})
        << "127.0.0.53:53 is loopback; the socket connected to 8.8.8.8:53 is no listener";
}

TEST(SocketTable, AddressesAsTheKernelWritesThem)
{
    // 192.168.1.20 is the 32-bit word 0x1401A8C0 on a little-endian host.
    const std::string text = kHeader + line("1401A8C0:1F90", "00000000:0000", "0A", 7)
                             + line("0100000A:0050", "00000000:0000", "0A", 8)
                             + line("0100007E:0050", "00000000:0000", "0A", 9); // 126.0.0.1
    EXPECT_EQ(parseSocketTable(text, SocketTable::Tcp),
              (std::vector<TableSocket>{tableSocket("tcp", "192.168.1.20", 8080, 7),
                                        tableSocket("tcp", "10.0.0.1", 80, 8),
                                        tableSocket("tcp", "126.0.0.1", 80, 9)}));

    // fe80::1 and an IPv4-mapped address that is not loopback.
    const std::string v6 = kHeader + line("000080FE000000000000000001000000:0016", kAnyV6, "0A", 10)
                           + line("0000000000000000FFFF00000100000A:0016", kAnyV6, "0A", 11)
                           + line("0000000000000000FFFF00000200007F:0016", kAnyV6, "0A", 12);
    EXPECT_EQ(parseSocketTable(v6, SocketTable::Tcp6),
              (std::vector<TableSocket>{tableSocket("tcp", "fe80::1", 22, 10),
                                        tableSocket("tcp", "::ffff:10.0.0.1", 22, 11)}))
        << "::ffff:127.0.0.2 is loopback";

    // UDP: bound and unconnected (07 with no remote) only; the TCP states mean nothing there.
    const std::string udp6
        = kHeader + line("00000000000000000000000000000000:14E9", kAnyV6, "07", 20)
          + line("00000000000000000000000000000000:14EA", "B80D0120000000000000000001000000:0035", "07", 21)
          + line("00000000000000000000000000000000:14EB", kAnyV6, "0A", 22);
    EXPECT_EQ(parseSocketTable(udp6, SocketTable::Udp6),
              std::vector<TableSocket>{tableSocket("udp", "::", 5353, 20)});
    EXPECT_EQ(parseSocketTable(udp6, SocketTable::Tcp6),
              std::vector<TableSocket>{tableSocket("tcp", "::", 5355, 22)})
        << "in a TCP table only 0A listens";
    EXPECT_TRUE(parseSocketTable(text, SocketTable::Unknown).empty());
}

TEST(SocketTable, BrokenLinesAreSkipped)
{
    EXPECT_EQ(parseSocketTable(readData("roots/broken/proc/net/tcp"), SocketTable::Tcp),
              std::vector<TableSocket>{tableSocket("tcp", "0.0.0.0", 80, 4242)})
        << "bad hex, a five-digit port, port 0, a short address, a one-digit state, an inode that "
           "overflows, a short line, binary bytes and a last line without its newline";
    EXPECT_TRUE(parseSocketTable(readData("roots/workstation/proc/net/tcp"), SocketTable::Tcp6).empty())
        << "IPv4 text read as the IPv6 table";
    EXPECT_TRUE(parseSocketTable("", SocketTable::Tcp).empty());
}

TEST(SocketHolders, LowestPidInAFixtureTree)
{
    const std::string root = dataPath("roots/workstation");
    const auto holders = findSocketHolders(root, {31337, 40001, 33001, 40002});
    ASSERT_EQ(holders.size(), 3U) << "no process holds 40002 (one this user may not see)";
    EXPECT_EQ(holders.at(31337).pid, 1234);
    EXPECT_EQ(holders.at(31337).process, "sshd");
    EXPECT_EQ(holders.at(40001).pid, 9999) << "the parent, not its fork 10001 (which sorts first as text)";
    EXPECT_EQ(holders.at(40001).process, "llama-server");
    EXPECT_EQ(holders.at(33001).process, "avahi-daemon");

    EXPECT_LE(findSocketHolders(root, {31337, 40001, 33001}, 2).size(), 1U)
        << "two fd entries looked at (880's fd 0 and 12): the scan stops there";
    EXPECT_TRUE(findSocketHolders(root, {}).empty());
}

TEST(Listeners, FixtureTreeSortedWithTheirProcesses)
{
    const std::vector<ListeningSocket> expected{
        {"tcp", "0.0.0.0", 22, "sshd", 1234},
        {"tcp", "::", 8080, "llama-server", 9999},
        {"tcp", "2001:db8::10", 50052, std::nullopt, std::nullopt},
        {"udp", "0.0.0.0", 5353, "avahi-daemon", 880},
    };
    EXPECT_EQ(readListeningSockets(dataPath("roots/workstation")), expected);

    const auto broken = readListeningSockets(dataPath("roots/broken"));
    ASSERT_EQ(broken.size(), 1U);
    EXPECT_EQ(broken[0].pid, 42);
    EXPECT_FALSE(broken[0].process.has_value()) << "its comm has an escape sequence";
    EXPECT_TRUE(readListeningSockets(dataPath("roots/aarch64")).empty());
}

/// A TCP socket of this process listening on address:0 (an ephemeral port), closed at the end.
class ListeningTcp
{
public:
    explicit ListeningTcp(const char *address)
        : m_fd(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0))
    {
        sockaddr_in bound{};
        bound.sin_family = AF_INET;
        if (m_fd < 0 || ::inet_pton(AF_INET, address, &bound.sin_addr) != 1
            || ::bind(m_fd, reinterpret_cast<const sockaddr *>(&bound), sizeof bound) != 0
            || ::listen(m_fd, 4) != 0)
            return;
        socklen_t length = sizeof bound;
        if (::getsockname(m_fd, reinterpret_cast<sockaddr *>(&bound), &length) == 0)
            m_port = ntohs(bound.sin_port);
    }
    ~ListeningTcp()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    ListeningTcp(const ListeningTcp &) = delete;
    ListeningTcp &operator=(const ListeningTcp &) = delete;
    std::uint16_t port() const { return m_port; }

private:
    int m_fd;
    std::uint16_t m_port = 0;
};

TEST(Listeners, LiveFindsThisProcessOwnSocket)
{
    const ListeningTcp any("0.0.0.0");
    const ListeningTcp loopback("127.0.0.1");
    ASSERT_NE(any.port(), 0);
    ASSERT_NE(loopback.port(), 0);
    std::ifstream commFile("/proc/self/comm");
    std::string comm;
    ASSERT_TRUE(std::getline(commFile, comm));

    const auto listeners = readListeningSockets("/");
    const auto mine = std::find_if(listeners.begin(), listeners.end(), [&](const ListeningSocket &s) {
        return s.protocol == "tcp" && s.address == "0.0.0.0" && s.port == any.port();
    });
    ASSERT_NE(mine, listeners.end()) << "port " << any.port();
    EXPECT_EQ(mine->pid, static_cast<std::int64_t>(::getpid()));
    EXPECT_EQ(mine->process, comm);
    EXPECT_EQ(std::count_if(listeners.begin(), listeners.end(),
                            [&](const ListeningSocket &s) {
                                return s.port == loopback.port() && s.address == "127.0.0.1";
                            }),
              0)
        << "loopback sockets are left out";
    EXPECT_TRUE(std::is_sorted(listeners.begin(), listeners.end(), [](const auto &a, const auto &b) {
        return std::tie(a.protocol, a.port, a.address) < std::tie(b.protocol, b.port, b.address);
    }));
}

} // namespace
} // namespace shardscope::probe
