// shardscope-cli inventory --host … against the testbed nodes, as a subprocess.
#include "tests/core/ssh/SshTestSupport.h"

#include "CliRunner.h"
#include "core/deploy/AgentBuilds.h"
#include "core/store/ResultStore.h"

#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>

#include <nlohmann/json.hpp>

#include <set>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;

namespace {

using shardscope::test::CliRun;

class SshCliTest : public SshTestbedTest
{
protected:
    CliRun run(const QStringList &arguments)
    {
        // Off the user's real data, ssh-agent and ~/.ssh.
        QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        return shardscope::test::runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, env, 100000);
    }

    QString hostSpec(int i) const
    {
        const testbed::TestbedNode &node = m_testbed->nodes()[std::size_t(i)];
        return QStringLiteral("root@%1:%2").arg(qs(node.address)).arg(node.sshPort);
    }

    QStringList inventoryArguments(const QList<int> &nodes, const QString &knownHosts) const
    {
        QStringList arguments{QStringLiteral("inventory")};
        for (int i : nodes)
            arguments << QStringLiteral("--host") << hostSpec(i);
        // --ssh-config none: the test never reads the real user's ~/.ssh/config.
        arguments << QStringLiteral("--ssh-config") << QStringLiteral("none");
        arguments << QStringLiteral("--identity") << qs(m_testbed->userKeyPath())
                  << QStringLiteral("--known-hosts") << knownHosts << QStringLiteral("--remote-agent")
                  << QStringLiteral(SHARDSCOPE_AGENT_PATH) << QStringLiteral("--db") << dbPath()
                  << QStringLiteral("--json");
        return arguments;
    }

    QString dbPath() const { return m_dir.filePath(QStringLiteral("cli.db")); }
};

} // namespace

TEST_F(SshCliTest, InventoryOfFourNodesIsPrintedAndStored)
{
    const CliRun result = run(inventoryArguments({0, 1, 2, 3}, qs(m_testbed->knownHostsPath())));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const nlohmann::json document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    ASSERT_TRUE(document.contains("hosts"));
    ASSERT_EQ(document["hosts"].size(), 4u);
    std::set<std::string> hosts;
    for (int i = 0; i < 4; ++i) {
        const nlohmann::json &entry = document["hosts"][std::size_t(i)];
        EXPECT_EQ(entry.value("host", ""), hostSpec(i).toStdString()); // in the order given
        ASSERT_TRUE(entry.contains("inventory")) << entry.dump();
        EXPECT_TRUE(entry["inventory"].contains("nics"));
        EXPECT_TRUE(entry.contains("health"));
        EXPECT_FALSE(entry.contains("error"));
        hosts.insert(entry.value("host", ""));
    }
    EXPECT_EQ(hosts.size(), 4u);

    auto store = ResultStore::open(dbPath());
    ASSERT_TRUE(store) << text(store.error());
    for (int i = 0; i < 4; ++i) {
        const testbed::TestbedNode &node = m_testbed->nodes()[std::size_t(i)];
        auto host = (*store)->hostByName(hostSpec(i));
        ASSERT_TRUE(host) << text(host.error());
        ASSERT_TRUE(host->has_value()) << "host " << i << " not stored";
        EXPECT_EQ((*host)->address, qs(node.address));
        EXPECT_EQ((*host)->port, node.sshPort);
        EXPECT_EQ((*host)->user, QStringLiteral("root"));
        EXPECT_FALSE((*host)->isLocal);
        auto inventory = (*store)->latestInventory((*host)->id);
        ASSERT_TRUE(inventory) << text(inventory.error());
        ASSERT_TRUE(inventory->has_value()) << "no inventory stored for host " << i;
        bool hasNodeInterface = false;
        for (const protocol::NicInfo &nic : (*inventory)->inventory.nics)
            hasNodeInterface = hasNodeInterface || nic.name == node.nodeInterface;
        EXPECT_TRUE(hasNodeInterface);
    }
}

TEST_F(SshCliTest, UnknownHostKeysNeedAcceptNewAndFailuresDoNotStopTheOthers)
{
    const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
    {
        QFile file(knownHosts);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    }
    const CliRun refused = run(inventoryArguments({0, 1}, knownHosts));
    EXPECT_EQ(refused.exitCode, 1) << refused.err.toStdString();
    const nlohmann::json document = nlohmann::json::parse(refused.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << refused.out.toStdString();
    ASSERT_EQ(document["hosts"].size(), 2u);
    for (const nlohmann::json &entry : document["hosts"]) {
        ASSERT_TRUE(entry.contains("error")) << entry.dump();
        EXPECT_EQ(entry["error"].value("code", ""), "host_key_unknown");
        EXPECT_NE(entry["error"].value("message", "").find("SHA256:"), std::string::npos);
    }
    EXPECT_TRUE(refused.err.contains("--accept-new")) << refused.err.toStdString();
    {
        QFile file(knownHosts);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        EXPECT_TRUE(file.readAll().isEmpty());
    }

    // With --accept-new the keys are stored; node 3's sshd is down: it fails alone, with exit 1.
    ASSERT_TRUE(m_testbed->stopSshd(3).ok());
    QStringList arguments = inventoryArguments({0, 1, 3}, knownHosts);
    arguments << QStringLiteral("--accept-new");
    const CliRun accepted = run(arguments);
    EXPECT_EQ(accepted.exitCode, 1);
    const nlohmann::json second = nlohmann::json::parse(accepted.out.toStdString(), nullptr, false);
    ASSERT_FALSE(second.is_discarded()) << accepted.out.toStdString();
    ASSERT_EQ(second["hosts"].size(), 3u);
    EXPECT_TRUE(second["hosts"][0].contains("inventory")) << second["hosts"][0].dump();
    EXPECT_TRUE(second["hosts"][1].contains("inventory")) << second["hosts"][1].dump();
    ASSERT_TRUE(second["hosts"][2].contains("error")) << second["hosts"][2].dump();
    EXPECT_EQ(second["hosts"][2]["error"].value("code", ""), "connection_refused");
    QFile file(knownHosts);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray stored = file.readAll();
    EXPECT_TRUE(stored.contains(QStringLiteral("[%1]:%2 ")
                                    .arg(qs(m_testbed->nodes()[0].address))
                                    .arg(m_testbed->nodes()[0].sshPort)
                                    .toUtf8()));
    EXPECT_TRUE(stored.contains(QStringLiteral("[%1]:%2 ")
                                    .arg(qs(m_testbed->nodes()[1].address))
                                    .arg(m_testbed->nodes()[1].sshPort)
                                    .toUtf8()));
}

TEST_F(SshCliTest, RevokedHostKeyIsRefusedEvenWithAcceptNew)
{
    const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
    const testbed::TestbedNode &node = m_testbed->nodes()[0];
    const QByteArray exactHost = QStringLiteral("[%1]:%2").arg(qs(node.address)).arg(node.sshPort).toUtf8();
    for (const QByteArray &hosts : {QByteArray("*"), exactHost}) {
        SCOPED_TRACE(hosts.toStdString());
        ASSERT_TRUE(writeKnownHosts(knownHosts, {"# kept", "@revoked " + hosts + ' ' + hostKey(0)}));
        const QByteArray before = readFile(knownHosts);
        QStringList arguments = inventoryArguments({0}, knownHosts);
        arguments << QStringLiteral("--accept-new");
        const CliRun refused = run(arguments);
        EXPECT_EQ(refused.exitCode, 1) << refused.err.toStdString();
        const nlohmann::json document = nlohmann::json::parse(refused.out.toStdString(), nullptr, false);
        ASSERT_FALSE(document.is_discarded()) << refused.out.toStdString();
        ASSERT_EQ(document["hosts"].size(), 1u);
        const nlohmann::json &entry = document["hosts"][0];
        ASSERT_TRUE(entry.contains("error")) << entry.dump();
        EXPECT_FALSE(entry.contains("inventory")) << entry.dump();
        EXPECT_EQ(entry["error"].value("code", ""), "host_key_revoked");
        const QString message = QString::fromStdString(entry["error"].value("message", ""));
        EXPECT_TRUE(message.contains(QStringLiteral("%1 line 2").arg(knownHosts))) << message.toStdString();
        EXPECT_TRUE(refused.err.contains("revoked")) << refused.err.toStdString();
        EXPECT_FALSE(refused.err.contains("--accept-new")) << refused.err.toStdString();
        EXPECT_EQ(readFile(knownHosts), before) << "the revoked key was appended";
    }
}

TEST_F(SshCliTest, InventoryDeploysTheAgentOnceAndThenReusesIt)
{
    // Deployed into a temporary folder: the nodes' user is root here, whose real ~/.cache must
    // stay untouched. The namespaces share one file system, so the first node's upload is what
    // the others find afterwards.
    const QString nodeDir = m_dir.filePath(QStringLiteral("node dir"));
    auto deployArguments = [&](const QList<int> &nodes) {
        QStringList arguments = inventoryArguments(nodes, qs(m_testbed->knownHostsPath()));
        const qsizetype at = arguments.indexOf(QStringLiteral("--remote-agent"));
        arguments.remove(at, 2);
        arguments << QStringLiteral("--node-dir") << nodeDir;
        return arguments;
    };
    const CliRun first = run(deployArguments({0}));
    ASSERT_EQ(first.exitCode, 0) << first.err.toStdString();
    const nlohmann::json deployed = nlohmann::json::parse(first.out.toStdString(), nullptr, false);
    ASSERT_FALSE(deployed.is_discarded()) << first.out.toStdString();
    const nlohmann::json agent = deployed["hosts"][0].value("agent", nlohmann::json::object());
    EXPECT_TRUE(agent.value("uploaded", false)) << deployed["hosts"][0].dump();
    const QString path = QString::fromStdString(agent.value("path", ""));
    EXPECT_TRUE(path.startsWith(nodeDir + QStringLiteral("/agent/"))) << path.toStdString();
    EXPECT_TRUE(QFile::exists(path));

    const CliRun second = run(deployArguments({0, 1, 2, 3}));
    ASSERT_EQ(second.exitCode, 0) << second.err.toStdString();
    const nlohmann::json reused = nlohmann::json::parse(second.out.toStdString(), nullptr, false);
    ASSERT_FALSE(reused.is_discarded()) << second.out.toStdString();
    ASSERT_EQ(reused["hosts"].size(), 4u);
    for (const nlohmann::json &entry : reused["hosts"]) {
        ASSERT_TRUE(entry.contains("inventory")) << entry.dump();
        EXPECT_FALSE(entry["agent"].value("uploaded", true)) << entry.dump();
        EXPECT_EQ(QString::fromStdString(entry["agent"].value("path", "")), path);
    }
}

TEST_F(SshCliTest, SshConfigFileSuppliesAddressPortUserAndIdentity)
{
    const testbed::TestbedNode &node = m_testbed->nodes()[2];
    const QString config = m_dir.filePath(QStringLiteral("ssh_config"));
    {
        QFile file(config);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(
            QStringLiteral("Host 127.0.0.254\n  HostName %1\n  Port %2\n  User root\n  IdentityFile %3\n")
                .arg(qs(node.address), QString::number(node.sshPort), qs(m_testbed->userKeyPath()))
                .toUtf8());
    }
    // The alias is a loopback address, not a name: should the file be ignored, the connection
    // fails on loopback instead of sending a DNS query out of the testbed.
    const CliRun result = run({QStringLiteral("inventory"), QStringLiteral("--host"),
                               QStringLiteral("127.0.0.254"), QStringLiteral("--ssh-config"), config,
                               QStringLiteral("--known-hosts"), qs(m_testbed->knownHostsPath()),
                               QStringLiteral("--remote-agent"), QStringLiteral(SHARDSCOPE_AGENT_PATH),
                               QStringLiteral("--db"), dbPath(), QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const nlohmann::json document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded());
    ASSERT_TRUE(document["hosts"][0].contains("inventory")) << document.dump();
}

TEST_F(SshCliTest, BadHostSpecIsAUsageError)
{
    for (const QString &spec :
         {QStringLiteral("root@"), QStringLiteral("root@host:0"), QStringLiteral("root@host:x"),
          QStringLiteral("@host"), QStringLiteral("root@[::1")}) {
        SCOPED_TRACE(spec.toStdString());
        const CliRun result
            = run({QStringLiteral("inventory"), QStringLiteral("--host"), spec,
                   QStringLiteral("--remote-agent"), QStringLiteral("/x"), QStringLiteral("--db"), dbPath()});
        EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    }
    EXPECT_EQ(run({QStringLiteral("inventory"), QStringLiteral("--host"), hostSpec(0),
                   QStringLiteral("--ssh-config"), QString()})
                  .exitCode,
              2);
    // --local and --host together are ambiguous.
    EXPECT_EQ(
        run({QStringLiteral("inventory"), QStringLiteral("--local"), QStringLiteral("--host"), hostSpec(0)})
            .exitCode,
        2);
}

TEST_F(SshCliTest, DeployThenInventoryAndRemoveAllStoredNodes)
{
    const QString nodeDir = m_dir.filePath(QStringLiteral("deployed"));
    const QStringList common{QStringLiteral("--ssh-config"),  QStringLiteral("none"),
                             QStringLiteral("--known-hosts"), qs(m_testbed->knownHostsPath()),
                             QStringLiteral("--db"),          dbPath(),
                             QStringLiteral("--json")};
    const CliRun nothingStored = run(QStringList{QStringLiteral("remove"), QStringLiteral("--all")} + common);
    EXPECT_EQ(nothingStored.exitCode, 1) << nothingStored.err.toStdString();
    EXPECT_TRUE(nothingStored.err.contains("hosts add")) << nothingStored.err.toStdString();

    // Deploy stores the hosts with their identity; the stored names stand for them afterwards.
    const CliRun deployed
        = run(QStringList{QStringLiteral("deploy"), QStringLiteral("--host"), hostSpec(0),
                          QStringLiteral("--host"), hostSpec(1), QStringLiteral("--identity"),
                          qs(m_testbed->userKeyPath()), QStringLiteral("--node-dir"), nodeDir}
              + common);
    ASSERT_EQ(deployed.exitCode, 0) << deployed.err.toStdString();
    const nlohmann::json document = nlohmann::json::parse(deployed.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << deployed.out.toStdString();
    ASSERT_EQ(document["hosts"].size(), 2u);
    for (const nlohmann::json &entry : document["hosts"]) {
        ASSERT_TRUE(entry.contains("agent")) << entry.dump();
        EXPECT_FALSE(entry.contains("inventory")) << entry.dump();
        EXPECT_TRUE(QFile::exists(QString::fromStdString(entry["agent"].value("path", ""))));
        ASSERT_TRUE(entry.contains("platform")) << entry.dump();
        EXPECT_EQ(entry["platform"].value("kernel", ""), "Linux");
        EXPECT_EQ(QString::fromStdString(entry["platform"].value("machine", "")), localMachineArchitecture());
    }

    const CliRun inventoried = run(QStringList{QStringLiteral("inventory"), QStringLiteral("--all"),
                                               QStringLiteral("--node-dir"), nodeDir}
                                   + common);
    ASSERT_EQ(inventoried.exitCode, 0) << inventoried.err.toStdString();
    const nlohmann::json inventory = nlohmann::json::parse(inventoried.out.toStdString(), nullptr, false);
    ASSERT_FALSE(inventory.is_discarded()) << inventoried.out.toStdString();
    ASSERT_EQ(inventory["hosts"].size(), 2u);
    for (const nlohmann::json &entry : inventory["hosts"]) {
        EXPECT_TRUE(entry.contains("inventory")) << entry.dump();
        EXPECT_FALSE(entry["agent"].value("uploaded", true)) << entry.dump();
    }

    const CliRun removed = run(QStringList{QStringLiteral("remove"), QStringLiteral("--host"), hostSpec(1),
                                           QStringLiteral("--node-dir"), nodeDir}
                               + common);
    ASSERT_EQ(removed.exitCode, 0) << removed.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(nodeDir));
    EXPECT_EQ(run({QStringLiteral("remove"), QStringLiteral("--host"), hostSpec(1),
                   QStringLiteral("--remote-agent"), QStringLiteral("/x")})
                  .exitCode,
              2);
}
