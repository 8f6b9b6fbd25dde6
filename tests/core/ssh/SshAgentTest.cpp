// The agent over SSH: SshChannelTransport, probeRemoteHost, and no agent left behind.
#include "SshTestSupport.h"

#include "core/ssh/SshChannelTransport.h"

#include <QDir>
#include <QFile>

#include <chrono>

#include <unistd.h>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;
using namespace std::chrono_literals;

namespace {

QString agentPath()
{
    return QStringLiteral(SHARDSCOPE_AGENT_PATH);
}

using SshAgentTest = SshTestbedTest;

} // namespace

TEST_F(SshAgentTest, ProbeOverSshReturnsTheNodesOwnInventory)
{
    for (int i : {0, 3}) {
        SCOPED_TRACE(i);
        const testbed::TestbedNode &node = m_testbed->nodes()[std::size_t(i)];
        auto session = connectOrFail(i);
        ASSERT_TRUE(session);
        auto inventory = probeRemoteHost(*session, agentPath(), 60s);
        ASSERT_TRUE(inventory) << text(inventory.error());

        // The namespaces share the kernel: same host name and boot id as this machine…
        char hostname[256] = {};
        ASSERT_EQ(::gethostname(hostname, sizeof hostname - 1), 0);
        EXPECT_EQ(inventory->hostname.value_or(""), std::string(hostname));
        EXPECT_EQ(inventory->bootId.value_or(""),
                  readFile(QStringLiteral("/proc/sys/kernel/random/boot_id")).trimmed().toStdString());
        // …but the network is the node's own: its interface with its testbed address.
        bool found = false;
        for (const protocol::NicInfo &nic : inventory->nics) {
            EXPECT_NE(nic.name, m_testbed->bridgeName()) << "the node sees the workstation's bridge";
            if (nic.name == node.nodeInterface) {
                found = true;
                EXPECT_NE(std::find(nic.ipv4.begin(), nic.ipv4.end(), node.address + "/24"), nic.ipv4.end())
                    << "addresses of " << nic.name << " lack " << node.address;
            }
        }
        EXPECT_TRUE(found) << "no interface " << node.nodeInterface << " in the node's inventory";
    }
}

TEST_F(SshAgentTest, AgentPathWithHostileCharactersIsQuoted)
{
    const QString dir = m_dir.filePath(QStringLiteral("agent dir 'x' $(touch pwned); y"));
    ASSERT_TRUE(QDir().mkpath(dir));
    const QString linked = dir + QStringLiteral("/shardscope-agent");
    ASSERT_TRUE(QFile::link(agentPath(), linked));
    auto session = connectOrFail(1);
    ASSERT_TRUE(session);
    auto inventory = probeRemoteHost(*session, linked, 60s);
    ASSERT_TRUE(inventory) << text(inventory.error());
    EXPECT_FALSE(inventory->nics.empty());

    auto missing = probeRemoteHost(*session, m_dir.filePath(QStringLiteral("no such agent")), 30s);
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ErrorCode::AgentCrashed) << text(missing.error());
    EXPECT_TRUE(missing.error().detail.contains(QLatin1String("exit status 127"))) << text(missing.error());
}

TEST_F(SshAgentTest, AgentExitsWithinTwoSecondsAfterItsChannelCloses)
{
    const ino_t netns = nodeNetns(2);
    ASSERT_NE(netns, ino_t(0));
    auto session = connectOrFail(2);
    ASSERT_TRUE(session);
    for (CloseMode mode : {CloseMode::Graceful, CloseMode::Kill}) {
        SCOPED_TRACE(mode == CloseMode::Graceful ? "graceful" : "kill");
        AgentChannel channel(std::make_unique<SshChannelTransport>(
            *session, shellQuote(agentPath()) + QStringLiteral(" session")));
        auto hello = channel.open(30s);
        ASSERT_TRUE(hello) << text(hello.error());
        // The hello came from the agent in node 2's namespace.
        EXPECT_EQ(processesInNamespace({agentPath(), QStringLiteral("session")}, netns).size(), 1);
        const auto closeStarted = std::chrono::steady_clock::now();
        channel.close(mode);
        const auto closeTook = std::chrono::steady_clock::now() - closeStarted;
        const std::chrono::milliseconds gone
            = waitUntilGone({agentPath(), QStringLiteral("session")}, netns, 10s);
        EXPECT_LT(closeTook + gone, 2s)
            << "agent still running "
            << std::chrono::duration_cast<std::chrono::milliseconds>(closeTook).count() + gone.count()
            << " ms after the channel was closed";
        EXPECT_TRUE(processesInNamespace({agentPath(), QStringLiteral("session")}, netns).isEmpty());
    }
    // The session stays usable after its agent channels are gone.
    auto echo = session->exec(QStringLiteral("echo still here"));
    ASSERT_TRUE(echo) << text(echo.error());
    EXPECT_EQ(echo->stdOut, QByteArray("still here\n"));
}

TEST_F(SshAgentTest, DroppedSessionLeavesNoAgentBehind)
{
    const ino_t netns = nodeNetns(1);
    ASSERT_NE(netns, ino_t(0));
    {
        auto session = connectOrFail(1);
        ASSERT_TRUE(session);
        auto transport = std::make_unique<SshChannelTransport>(*session, shellQuote(agentPath())
                                                                             + QStringLiteral(" session"));
        auto started = transport->start();
        ASSERT_TRUE(started) << text(started.error());
        auto hello = transport->readLine(30s);
        ASSERT_TRUE(hello) << text(hello.error());
        EXPECT_TRUE(hello->contains("hello"));
        transport.reset(); // destroys the channel (graceful close)
    }                      // and the session
    const std::chrono::milliseconds gone
        = waitUntilGone({agentPath(), QStringLiteral("session")}, netns, 10s);
    EXPECT_LT(gone, 2s);
}
