// This node's network stack as a link test sees it (remote-agent/link/Network.h). Loopback only:
// nothing here is sent off this machine (192.0.2.1, TEST-NET-1, is only looked up, never sent to).
#include "remote-agent/link/Network.h"
#include "remote-agent/link/UdpEcho.h"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <regex>
#include <thread>

using namespace shardscope::link;

namespace {

constexpr const char *loopbackV4 = "127.0.0.1";
constexpr const char *loopbackV6 = "::1";
constexpr const char *notOnThisMachine = "192.0.2.1";

LinkToken testToken()
{
    LinkToken token{};
    for (std::size_t i = 0; i < token.size(); ++i)
        token[i] = static_cast<std::uint8_t>(0xa0 + i);
    return token;
}

int loopbackMtu()
{
    std::ifstream in("/sys/class/net/lo/mtu");
    int mtu = 0;
    in >> mtu;
    return mtu;
}

bool hasIpv6Loopback()
{
    UniqueFd fd(::socket(AF_INET6, SOCK_DGRAM | SOCK_CLOEXEC, 0));
    if (!fd.isValid())
        return false;
    sockaddr_in6 address{};
    address.sin6_family = AF_INET6;
    address.sin6_addr = in6addr_loopback;
    return ::bind(fd.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
}

/// A UdpEchoServer on its own thread, stopped and joined at the end of the scope.
class EchoServerThread
{
public:
    EchoServerThread(const std::string &address, const LinkToken &token)
    {
        auto server = UdpEchoServer::create(EchoServerOptions{address, 0, token, 30'000});
        EXPECT_TRUE(server.ok()) << (server.ok() ? "" : server.error().message);
        if (!server)
            return;
        m_server = std::move(server).value();
        m_thread = std::thread([this] { (void)m_server->run(); });
    }
    ~EchoServerThread()
    {
        if (m_thread.joinable()) {
            m_server->stop();
            m_thread.join();
        }
    }
    std::uint16_t port() const { return m_server ? m_server->port() : 0; }

private:
    std::unique_ptr<UdpEchoServer> m_server;
    std::thread m_thread;
};

/// Stands in for a path with a smaller MTU: echoes datagrams with the token only up to limit bytes.
class LimitedEchoThread
{
public:
    LimitedEchoThread(std::size_t limit, const LinkToken &token)
        : m_limit(limit)
        , m_token(token)
    {
        m_socket.reset(::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0));
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        EXPECT_EQ(::bind(m_socket.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
        auto port = boundPort(m_socket.get());
        EXPECT_TRUE(port.ok());
        m_port = port.ok() ? *port : 0;
        m_thread = std::thread([this] { serve(); });
    }
    ~LimitedEchoThread()
    {
        m_stop = true;
        m_thread.join();
    }
    std::uint16_t port() const { return m_port; }
    int echoed() const { return m_echoed.load(); }

private:
    void serve()
    {
        std::vector<std::uint8_t> buffer(70'000);
        while (!m_stop.load()) {
            pollfd pfd{m_socket.get(), POLLIN, 0};
            if (::poll(&pfd, 1, 20) <= 0)
                continue;
            sockaddr_storage peer{};
            socklen_t peerLength = sizeof peer;
            const ssize_t size = ::recvfrom(m_socket.get(), buffer.data(), buffer.size(), 0,
                                            reinterpret_cast<sockaddr *>(&peer), &peerLength);
            if (size <= 0 || static_cast<std::size_t>(size) > m_limit
                || !hasToken(buffer.data(), static_cast<std::size_t>(size), m_token))
                continue;
            if (::sendto(m_socket.get(), buffer.data(), static_cast<std::size_t>(size), 0,
                         reinterpret_cast<const sockaddr *>(&peer), peerLength)
                > 0)
                ++m_echoed;
        }
    }

    std::size_t m_limit;
    LinkToken m_token;
    UniqueFd m_socket;
    std::uint16_t m_port = 0;
    std::atomic_bool m_stop{false};
    std::atomic_int m_echoed{0};
    std::thread m_thread;
};

} // namespace

TEST(Network, StackIdIsBootIdAndNamespaceInode)
{
    const std::string id = networkStackId();
    ASSERT_FALSE(id.empty()) << "/proc is readable on every test machine";
    EXPECT_TRUE(std::regex_match(id, std::regex("[0-9a-f-]{36}/[0-9]+"))) << id;
    EXPECT_EQ(networkStackId(), id) << "stable within one process";
}

TEST(Network, LocalAddresses)
{
    EXPECT_TRUE(isLocalAddress(loopbackV4));
    EXPECT_TRUE(isLocalAddress("127.0.0.2")) << "the whole loopback range stays on the machine";
    EXPECT_TRUE(isLocalAddress("127.255.255.254"));
    EXPECT_TRUE(isLocalAddress("::ffff:127.0.0.1")) << "IPv4-mapped loopback";
    EXPECT_TRUE(isLocalAddress(loopbackV6));
    EXPECT_FALSE(isLocalAddress(notOnThisMachine));
    EXPECT_FALSE(isLocalAddress("2001:db8::1"));
    EXPECT_FALSE(isLocalAddress("not an address"));
    EXPECT_FALSE(isLocalAddress("localhost")) << "numeric only: no name lookup";
    EXPECT_FALSE(isLocalAddress(""));

    // Every address of this machine's interfaces counts as local.
    ifaddrs *list = nullptr;
    ASSERT_EQ(::getifaddrs(&list), 0);
    for (const ifaddrs *entry = list; entry; entry = entry->ifa_next) {
        if (!entry->ifa_addr || entry->ifa_addr->sa_family != AF_INET)
            continue;
        char text[INET_ADDRSTRLEN] = {};
        const auto *v4 = reinterpret_cast<const sockaddr_in *>(entry->ifa_addr);
        ASSERT_NE(::inet_ntop(AF_INET, &v4->sin_addr, text, sizeof text), nullptr);
        EXPECT_TRUE(isLocalAddress(text)) << text << " on " << entry->ifa_name;
        const auto nic = interfaceHolding(text);
        ASSERT_TRUE(nic.has_value()) << text;
        EXPECT_EQ(nic->name, entry->ifa_name);
    }
    ::freeifaddrs(list);
}

TEST(Network, InterfaceHoldingLoopback)
{
    const auto lo = interfaceHolding(loopbackV4);
    ASSERT_TRUE(lo.has_value());
    EXPECT_TRUE(lo->loopback);
    EXPECT_TRUE(lo->isVirtual);
    EXPECT_EQ(lo->mtu, loopbackMtu());
    EXPECT_NE(std::find(lo->ipv4.begin(), lo->ipv4.end(), "127.0.0.1/8"), lo->ipv4.end());
    EXPECT_TRUE(lo->rxErrors.has_value()) << "counters come from sysfs";
    EXPECT_FALSE(lo->defaultRoute);

    const auto other = interfaceHolding("127.0.0.2");
    ASSERT_TRUE(other.has_value()) << "an unassigned loopback address is held by the loopback interface";
    EXPECT_EQ(other->name, lo->name);

    EXPECT_FALSE(interfaceHolding(notOnThisMachine).has_value());
    EXPECT_FALSE(interfaceHolding("bogus").has_value());
    if (hasIpv6Loopback()) {
        const auto lo6 = interfaceHolding(loopbackV6);
        ASSERT_TRUE(lo6.has_value());
        EXPECT_EQ(lo6->name, lo->name);
    }
}

TEST(Network, InterfaceTowardsLoopback)
{
    const auto lo = interfaceTowards(loopbackV4);
    ASSERT_TRUE(lo.has_value());
    EXPECT_TRUE(lo->loopback);
    const auto viaOther = interfaceTowards("127.0.0.9");
    ASSERT_TRUE(viaOther.has_value());
    EXPECT_EQ(viaOther->name, lo->name);
    EXPECT_FALSE(interfaceTowards("no address").has_value());
}

TEST(Network, PathMtuOnLoopbackIsTheWholeRoute)
{
    const LinkToken token = testToken();
    EchoServerThread server(loopbackV4, token);
    ASSERT_NE(server.port(), 0);
    PathMtuOptions options;
    options.targetAddress = loopbackV4;
    options.udpPort = server.port();
    options.token = token;
    const auto mtu = measurePathMtu(options);
    ASSERT_TRUE(mtu.ok()) << mtu.error().message;
    // lo has MTU 65536 on Linux: the largest IPv4 UDP payload (65507) fits, so that is the answer.
    const auto expected = static_cast<std::uint32_t>(std::min(65507, loopbackMtu() - 28));
    EXPECT_EQ(mtu->largestPayloadBytes, expected);
    EXPECT_EQ(mtu->packetBytes, expected + 28);
}

TEST(Network, PathMtuOnIpv6Loopback)
{
    if (!hasIpv6Loopback())
        GTEST_SKIP() << "no IPv6 loopback here";
    const LinkToken token = testToken();
    EchoServerThread server(loopbackV6, token);
    ASSERT_NE(server.port(), 0);
    PathMtuOptions options;
    options.targetAddress = loopbackV6;
    options.udpPort = server.port();
    options.token = token;
    const auto mtu = measurePathMtu(options);
    ASSERT_TRUE(mtu.ok()) << mtu.error().message;
    const auto expected = static_cast<std::uint32_t>(std::min(65507, loopbackMtu() - 48));
    EXPECT_EQ(mtu->largestPayloadBytes, expected);
    EXPECT_EQ(mtu->packetBytes, expected + 48);
}

TEST(Network, PathMtuBisectsToWhatComesBack)
{
    // A path that only carries 1472-byte payloads (a 1500-byte MTU), and an odd one.
    for (const std::size_t limit : {std::size_t(1472), std::size_t(3001)}) {
        const LinkToken token = testToken();
        LimitedEchoThread server(limit, token);
        PathMtuOptions options;
        options.targetAddress = loopbackV4;
        options.udpPort = server.port();
        options.token = token;
        options.probeTimeoutMs = 30;
        options.tries = 2;
        const auto mtu = measurePathMtu(options);
        ASSERT_TRUE(mtu.ok()) << mtu.error().message;
        EXPECT_EQ(mtu->largestPayloadBytes, limit);
        EXPECT_EQ(mtu->packetBytes, limit + 28);
        EXPECT_GT(server.echoed(), 1);
    }
}

TEST(Network, PathMtuWithoutEchoIsPeerFailed)
{
    const LinkToken serverToken = testToken();
    EchoServerThread server(loopbackV4, serverToken);
    LinkToken wrongToken = serverToken;
    wrongToken[0] ^= 0xff;
    PathMtuOptions options;
    options.targetAddress = loopbackV4;
    options.udpPort = server.port();
    options.token = wrongToken;
    options.probeTimeoutMs = 30;
    options.tries = 1;
    const auto mtu = measurePathMtu(options);
    ASSERT_FALSE(mtu.ok());
    EXPECT_EQ(mtu.error().code, LinkErrorCode::PeerFailed) << mtu.error().message;
}

TEST(Network, PathMtuArgumentsAndCancel)
{
    PathMtuOptions options;
    options.targetAddress = "not an address";
    options.udpPort = 9;
    auto result = measurePathMtu(options);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, LinkErrorCode::InvalidAddress);

    options.targetAddress = loopbackV4;
    options.udpPort = 0;
    result = measurePathMtu(options);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, LinkErrorCode::InvalidArgument);

    // A server that never answers, a long timeout, and a cancel that comes soon.
    const LinkToken token = testToken();
    LimitedEchoThread silent(0, token);
    std::atomic_bool cancel{false};
    options.udpPort = silent.port();
    options.token = token;
    options.probeTimeoutMs = 10'000;
    options.cancel = &cancel;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        cancel = true;
    });
    const auto started = std::chrono::steady_clock::now();
    result = measurePathMtu(options);
    canceller.join();
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, LinkErrorCode::Cancelled);
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(2));
}
