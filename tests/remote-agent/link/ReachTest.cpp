#include "remote-agent/link/Reach.h"
#include "remote-agent/link/LinkServer.h"

#include "LinkTestSupport.h"

#include <gtest/gtest.h>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>

using namespace shardscope::link;
using namespace shardscope::link::linktest;
using shardscope::protocol::ReachPeer;
using shardscope::protocol::ReachResult;
using shardscope::protocol::TcpReach;

namespace {

// Loopback only: these tests never send anything off this machine.
constexpr const char *loopbackV4 = "127.0.0.1";

ReachPeer peerOf(const LinkServer &server, const LinkToken &token)
{
    ReachPeer peer;
    peer.address = loopbackV4;
    peer.udpPort = server.udpPort();
    peer.tcpPort = server.tcpPort();
    peer.token = shardscope::protocol::tokenToHex(token.data(), token.size());
    return peer;
}

/// A loopback TCP port nothing listens on: bound, then closed again.
std::uint16_t closedTcpPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address);
    socklen_t length = sizeof address;
    ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length);
    ::close(fd);
    return ntohs(address.sin_port);
}

} // namespace

TEST(Reach, APeerWithItsLinkServerIsReachedByTcpAndUdpWithTheReplyTtlAndPathMtu)
{
    const LinkToken token = newToken();
    auto server = LinkServer::start(LinkServerOptions{loopbackV4, token, 60'000});
    ASSERT_TRUE(server.ok()) << server.error().message;
    ReachPeer peer = peerOf(**server, token);
    peer.names = {"localhost"};

    const ReachResult result = reachPeer(peer, 2000, true);

    EXPECT_EQ(result.address, loopbackV4);
    EXPECT_EQ(result.tcp, TcpReach::Connected) << result.tcpDetail;
    ASSERT_TRUE(result.tcpConnectMs);
    EXPECT_GE(*result.tcpConnectMs, 0.0);
    EXPECT_EQ(result.udpSent, 3u);
    EXPECT_EQ(result.udpReceived, 3u);
    ASSERT_TRUE(result.udpRttUs);
    EXPECT_GT(*result.udpRttUs, 0.0);
    // Loopback crosses no router: the echo arrives with the sender's initial TTL (Linux: 64 unless
    // net.ipv4.ip_default_ttl says otherwise).
    ASSERT_TRUE(result.replyTtl);
    EXPECT_GE(*result.replyTtl, 1);
    EXPECT_EQ(result.interfaceName, std::optional<std::string>("lo"));
    EXPECT_EQ(result.sourceAddress, std::optional<std::string>(loopbackV4));
    ASSERT_TRUE(result.pathMtu) << result.pathMtuError.value_or("");
    EXPECT_GT(result.pathMtu->packetBytes, 1500u);

    // (A name that resolves nowhere is the testbed's test: here it would ask this machine's DNS.)
    ASSERT_EQ(result.names.size(), 1u);
    EXPECT_EQ(result.names[0].name, "localhost");
    EXPECT_FALSE(result.names[0].addresses.empty());
    EXPECT_FALSE(result.names[0].error);
}

TEST(Reach, AClosedTcpPortIsRefusedAndEchoesWithoutTheTokenNeverCount)
{
    const LinkToken token = newToken();
    auto server = LinkServer::start(LinkServerOptions{loopbackV4, token, 60'000});
    ASSERT_TRUE(server.ok()) << server.error().message;
    ReachPeer peer = peerOf(**server, token);
    peer.tcpPort = closedTcpPort();
    const LinkToken otherToken = newToken();
    peer.token = shardscope::protocol::tokenToHex(otherToken.data(), otherToken.size());

    const ReachResult result = reachPeer(peer, 300, true);

    EXPECT_EQ(result.tcp, TcpReach::Refused);
    EXPECT_FALSE(result.tcpDetail.empty());
    EXPECT_FALSE(result.tcpConnectMs);
    EXPECT_EQ(result.udpSent, 3u);
    EXPECT_EQ(result.udpReceived, 0u); // the server answers only its own token
    EXPECT_FALSE(result.udpRttUs);
    EXPECT_FALSE(result.replyTtl);
    EXPECT_FALSE(result.pathMtu);
    EXPECT_TRUE(result.pathMtuError);
    EXPECT_EQ((*server)->stop().rejectedDatagrams, 3u);
}

TEST(Reach, ACancelledTestEndsWithTheResultsSoFar)
{
    const LinkToken token = newToken();
    auto server = LinkServer::start(LinkServerOptions{loopbackV4, token, 60'000});
    ASSERT_TRUE(server.ok()) << server.error().message;
    shardscope::protocol::ReachTestParams params;
    params.peers = {peerOf(**server, token), peerOf(**server, token)};
    std::atomic_bool cancel{false};
    int calls = 0;
    const auto reply = runReachTest(
        params,
        [&](double fraction, const std::string &address) {
            EXPECT_EQ(address, loopbackV4);
            EXPECT_DOUBLE_EQ(fraction, 0.0);
            ++calls;
            cancel = true;
        },
        &cancel);
    EXPECT_EQ(calls, 1);
    ASSERT_EQ(reply.peers.size(), 1u);
    EXPECT_NE(reply.peers[0].tcp, TcpReach::Connected);
}
