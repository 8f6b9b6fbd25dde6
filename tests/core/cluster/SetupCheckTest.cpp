// core::runSetupCheck and `shardscope-cli check` against the testbed, whose nodes here are machines
// of their own names (node0, node1, …) with /etc/hosts files of their own: each check fires where a
// fault was made and stays quiet otherwise, and nothing of the check stays listening.
#include "tests/core/ssh/SshTestSupport.h"

#include "CliRunner.h"
#include "core/cluster/SetupCheckRun.h"
#include "core/store/ResultStore.h"
#include "tests/support/PdfText.h"

#include <QFile>
#include <QProcessEnvironment>

#include <nlohmann/json.hpp>

#include <thread>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;
using namespace std::chrono_literals;

namespace {

const QString kAgent = QStringLiteral(SHARDSCOPE_AGENT_PATH);

class SetupCheckTest : public SshTestbedTest
{
protected:
    testbed::TestbedOptions testbedOptions() const override
    {
        testbed::TestbedOptions options;
        options.nodeCount = 3;
        options.ownHostNames = true;
        return options;
    }

    QList<SetupCheckNode> nodes() const
    {
        QList<SetupCheckNode> nodes;
        for (int i = 0; i < int(m_testbed->nodes().size()); ++i)
            nodes << SetupCheckNode{NodeTarget{QStringLiteral("node%1").arg(i), parameters(i)}, QString(),
                                    std::nullopt};
        return nodes;
    }

    SetupCheckResult check(const QList<SetupCheckNode> &checked)
    {
        SetupCheckOptions options;
        options.agents.remoteAgentPath = kAgent;
        options.reachTimeoutMs = 1000;
        SetupCheckResult result = runSetupCheck(checked, options);
        for (int n = 0; n < result.nodes.size(); ++n)
            EXPECT_FALSE(result.nodes.at(n).error) << text(*result.nodes.at(n).error);
        for (int n = 0; n < result.probeErrors.size(); ++n)
            EXPECT_FALSE(result.probeErrors.at(n)) << text(*result.probeErrors.at(n));
        return result;
    }
    SetupCheckResult check() { return check(nodes()); }

    void run(int i, const std::vector<std::string> &argv)
    {
        const testbed::CommandResult done = m_testbed->runInNode(i, argv);
        ASSERT_TRUE(done.ok()) << done.error << done.output;
    }

    QString address(int i) const { return qs(m_testbed->nodes()[std::size_t(i)].address); }
    std::string subnetPrefix() const
    {
        const std::string &a = m_testbed->nodes()[0].address;
        return a.substr(0, a.rfind('.') + 1);
    }

    static QStringList describe(const QList<SetupFinding> &findings)
    {
        QStringList lines;
        for (const SetupFinding &finding : findings)
            lines << QStringLiteral("%1 %2: %3")
                         .arg(setupSeverityName(finding.severity), setupCodeName(finding.code),
                              setupFindingDetail(finding));
        return lines;
    }

    static QList<SetupFinding> only(const QList<SetupFinding> &findings, SetupCode code)
    {
        QList<SetupFinding> out;
        for (const SetupFinding &finding : findings)
            if (finding.code == code)
                out << finding;
        return out;
    }

    /// Node i's listening TCP and UDP sockets other than its sshd, after the agents ended.
    void expectNothingListening() const
    {
        const std::string ss = testbed::findTool("ss");
        QStringList stray;
        for (int attempt = 0; attempt < 50; ++attempt) {
            stray.clear();
            for (int i = 0; i < int(m_testbed->nodes().size()); ++i) {
                const testbed::CommandResult listed = m_testbed->runInNode(i, {ss, "-Htlnu"});
                const QString sshd = QStringLiteral(":%1 ").arg(m_testbed->nodes()[std::size_t(i)].sshPort);
                for (const QString &line : qs(listed.output).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                    if (!line.contains(sshd))
                        stray << QStringLiteral("node%1: %2").arg(i).arg(line.simplified());
            }
            if (stray.isEmpty())
                return;
            std::this_thread::sleep_for(100ms); // polling interval, not synchronisation
        }
        ADD_FAILURE() << stray.join(QLatin1Char('\n')).toStdString();
    }
};

} // namespace

TEST_F(SetupCheckTest, AWellKeptClusterPassesEveryCheckAndEachMachineIsPinnedToItsWiredInterface)
{
    const SetupCheckResult result = check();

    ASSERT_EQ(result.input.machines.size(), 3);
    EXPECT_TRUE(result.reachTested);
    EXPECT_TRUE(result.findings.isEmpty()) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    for (int k = 0; k < 3; ++k) {
        const InterfaceChoice &choice = result.input.interfaces.at(k);
        EXPECT_EQ(result.input.machines.at(k).inventory.hostname.value_or(""), "node" + std::to_string(k));
        EXPECT_EQ(choice.interfaceName, qs(m_testbed->nodes()[std::size_t(k)].nodeInterface));
        EXPECT_EQ(choice.address, address(k));
        EXPECT_FALSE(choice.chosenByUser);
        EXPECT_TRUE(interfaceChoiceReason(choice).contains(QStringLiteral("with node")))
            << interfaceChoiceReason(choice).toStdString();
        for (int j = 0; j < 3; ++j) {
            if (j == k)
                continue;
            const ReachCell &cell = result.input.reach.at(k).at(j);
            ASSERT_TRUE(cell.result) << cell.error.toStdString();
            EXPECT_EQ(cell.result->tcp, protocol::TcpReach::Connected);
            EXPECT_EQ(cell.result->udpReceived, cell.result->udpSent);
            // Bridged namespaces: no router, the echo keeps its initial TTL.
            ASSERT_TRUE(cell.result->replyTtl);
            EXPECT_EQ(routersFromTtl(*cell.result->replyTtl), std::optional<int>(0));
            ASSERT_EQ(cell.result->names.size(), 1u);
            EXPECT_EQ(cell.result->names[0].addresses, std::vector<std::string>{address(j).toStdString()});
            EXPECT_TRUE(cell.result->pathMtu) << cell.result->pathMtuError.value_or("");
        }
    }
    for (const SetupCheckLine &line : setupCheckLines(result.findings, result.reachTested)) {
        EXPECT_TRUE(line.tested) << setupCheckGroupName(line.group).toStdString();
        EXPECT_EQ(line.worst, SetupSeverity::Unknown) << setupCheckGroupName(line.group).toStdString();
    }
    expectNothingListening();
}

TEST_F(SetupCheckTest, ANameThatResolvesWrongAndOneThatResolvesNowhereAreProblemsWithTheirFix)
{
    // node1 has node2 at a wrong address; node2 has no entry for node0 (and no DNS to ask).
    const std::string prefix = subnetPrefix();
    const auto line = [&](int i) {
        return m_testbed->nodes()[std::size_t(i)].address + "\tnode" + std::to_string(i) + "\n";
    };
    ASSERT_TRUE(
        m_testbed->setHostsFile(1, "127.0.0.1\tlocalhost\n" + line(0) + line(1) + prefix + "77\tnode2\n")
            .ok());
    ASSERT_TRUE(m_testbed->setHostsFile(2, "127.0.0.1\tlocalhost\n" + line(1) + line(2)).ok());
    const SetupCheckResult result = check();

    const QList<SetupFinding> wrong = only(result.findings, SetupCode::NameWrongAddress);
    ASSERT_EQ(wrong.size(), 1) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(wrong[0].severity, SetupSeverity::Problem);
    EXPECT_EQ(wrong[0].host, QStringLiteral("node1"));
    EXPECT_EQ(wrong[0].peer, QStringLiteral("node2"));
    EXPECT_TRUE(setupFindingDetail(wrong[0]).contains(qs(prefix) + QStringLiteral("77")))
        << setupFindingDetail(wrong[0]).toStdString();
    EXPECT_TRUE(setupFindingFix(wrong[0]).contains(address(2))) << setupFindingFix(wrong[0]).toStdString();
    const QList<SetupFinding> nowhere = only(result.findings, SetupCode::NameUnresolved);
    ASSERT_EQ(nowhere.size(), 1) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(nowhere[0].host, QStringLiteral("node2"));
    EXPECT_EQ(nowhere[0].peer, QStringLiteral("node0"));
    EXPECT_TRUE(setupFindingFix(nowhere[0]).contains(address(0) + QStringLiteral(" node0")))
        << setupFindingFix(nowhere[0]).toStdString();
    // Nothing else is wrong: the addresses themselves are reached.
    EXPECT_EQ(result.findings.size(), 2) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
}

TEST_F(SetupCheckTest, AFirewallThatDropsTcpToHighPortsIsFoundFromEveryOtherMachineAndNamed)
{
    if (testbed::findTool("nft").empty())
        GTEST_SKIP() << "nft (nftables) is not installed";
    // node2 drops new TCP connections to ports 1024-65535 but its sshd's, as a host firewall that
    // allows only what it knows does.
    const std::string sshPort = std::to_string(m_testbed->nodes()[2].sshPort);
    run(2, {testbed::findTool("nft"), "add table inet shardscope_fw"});
    run(2, {testbed::findTool("nft"),
            "add chain inet shardscope_fw input { type filter hook input priority 0; policy accept; }"});
    run(2,
        {testbed::findTool("nft"), "add rule inet shardscope_fw input ct state established,related accept"});
    run(2, {testbed::findTool("nft"),
            "add rule inet shardscope_fw input tcp dport != " + sshPort + " tcp dport 1024-65535 drop"});

    const SetupCheckResult result = check();

    const QList<SetupFinding> dropped = only(result.findings, SetupCode::TcpDropped);
    ASSERT_EQ(dropped.size(), 2) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    for (const SetupFinding &finding : dropped) {
        EXPECT_EQ(finding.peer, QStringLiteral("node2"));
        EXPECT_EQ(finding.severity, SetupSeverity::Problem);
        EXPECT_TRUE(
            setupFindingFix(finding).contains(QStringLiteral("nft insert rule inet filter input ip saddr")))
            << setupFindingFix(finding).toStdString();
    }
    const QList<SetupFinding> firewalls = only(result.findings, SetupCode::FirewallActive);
    ASSERT_FALSE(firewalls.isEmpty()) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    for (const SetupFinding &finding : firewalls)
        EXPECT_EQ(finding.host, QStringLiteral("node2")) << setupFindingDetail(finding).toStdString();
    // UDP still passes, so only TCP is blamed.
    EXPECT_TRUE(only(result.findings, SetupCode::UdpBlocked).isEmpty());
    expectNothingListening();
}

TEST_F(SetupCheckTest, ASecondInterfaceInTheSubnetAndAVpnInterfaceAreWarningsAndTheWiredOneIsStillChosen)
{
    // veth pairs inside node1 (this kernel has no dummy devices): eth1 in the cluster's subnet, and
    // a device named as Tailscale names its own.
    const std::string ip = testbed::findTool("ip");
    for (const std::string &name : {std::string("eth1"), std::string("tailscale0")}) {
        run(1, {ip, "link", "add", name, "type", "veth", "peer", "name", name + "p"});
        run(1, {ip, "link", "set", name + "p", "up"});
        run(1, {ip, "link", "set", name, "up"});
    }
    run(1, {ip, "addr", "add", subnetPrefix() + "201/24", "dev", "eth1"});
    run(1, {ip, "addr", "add", "100.100.1.1/32", "dev", "tailscale0"});

    const SetupCheckResult result = check();

    EXPECT_EQ(result.input.interfaces.at(1).interfaceName, qs(m_testbed->nodes()[1].nodeInterface));
    const QList<SetupFinding> several = only(result.findings, SetupCode::SeveralInSubnet);
    ASSERT_EQ(several.size(), 1) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(several[0].host, QStringLiteral("node1"));
    EXPECT_TRUE(several[0].subject.contains(QStringLiteral("eth1"))) << several[0].subject.toStdString();
    const QList<SetupFinding> vpn = only(result.findings, SetupCode::VirtualInterface);
    ASSERT_EQ(vpn.size(), 1) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(vpn[0].subject, QStringLiteral("tailscale0"));
    EXPECT_EQ(vpn[0].severity, SetupSeverity::Warning);
    EXPECT_TRUE(setupFindingFix(vpn[0]).contains(QStringLiteral("NCCL_SOCKET_IFNAME=")
                                                 + qs(m_testbed->nodes()[1].nodeInterface)))
        << setupFindingFix(vpn[0]).toStdString();
    // The other machines are as they were.
    for (const SetupFinding &finding : result.findings)
        EXPECT_EQ(finding.host, QStringLiteral("node1")) << setupFindingDetail(finding).toStdString();
}

TEST_F(SetupCheckTest, ServicesOnEveryInterfaceAndALeasedClusterAddressAreFlagged)
{
    // rpc-server on every interface is critical; llama-server there is a warning; one bound to its
    // node's own address is fine.
    ASSERT_TRUE(m_testbed->startBlackHole(0, 50052, "0.0.0.0", "rpc-server").ok());
    ASSERT_TRUE(m_testbed->startBlackHole(0, 8080, "0.0.0.0", "llama-server").ok());
    ASSERT_TRUE(m_testbed->startBlackHole(1, 8080, "", "llama-server").ok());
    // node2's address now comes with a lease, as one from DHCP does.
    run(2, {testbed::findTool("ip"), "addr", "change", m_testbed->nodes()[2].address + "/24", "dev",
            m_testbed->nodes()[2].nodeInterface, "valid_lft", "3600", "preferred_lft", "1800"});

    const SetupCheckResult result = check();

    const QList<SetupFinding> rpc = only(result.findings, SetupCode::ExposedRpcServer);
    ASSERT_EQ(rpc.size(), 1) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(rpc[0].host, QStringLiteral("node0"));
    EXPECT_EQ(rpc[0].severity, SetupSeverity::Problem);
    EXPECT_TRUE(setupFindingFix(rpc[0]).contains(QStringLiteral("rpc-server -H ") + address(0)))
        << setupFindingFix(rpc[0]).toStdString();
    const QList<SetupFinding> exposed = only(result.findings, SetupCode::ExposedService);
    ASSERT_EQ(exposed.size(), 1) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(exposed[0].host, QStringLiteral("node0"));
    EXPECT_TRUE(exposed[0].subject.startsWith(QStringLiteral("llama-server 0.0.0.0:8080")))
        << exposed[0].subject.toStdString();
    const QList<SetupFinding> leased = only(result.findings, SetupCode::DynamicAddress);
    ASSERT_EQ(leased.size(), 1) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(leased[0].host, QStringLiteral("node2"));
    EXPECT_TRUE(setupFindingFix(leased[0]).contains(QStringLiteral("reserve ") + address(2)))
        << setupFindingFix(leased[0]).toStdString();
    EXPECT_EQ(result.findings.size(), 3) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
}

TEST_F(SetupCheckTest, TheCliCheckPrintsEveryMachineItsSettingsAndTheChecksAsJsonAndFailsOnAProblem)
{
    ASSERT_TRUE(m_testbed
                    ->setHostsFile(1, "127.0.0.1\tlocalhost\n" + m_testbed->nodes()[0].address + "\tnode0\n"
                                          + m_testbed->nodes()[1].address + "\tnode1\n")
                    .ok()); // node1 knows node0 and itself, not node2
    QStringList arguments{QStringLiteral("check")};
    for (int i = 0; i < 3; ++i)
        arguments
            << QStringLiteral("--host")
            << QStringLiteral("root@%1:%2").arg(address(i)).arg(m_testbed->nodes()[std::size_t(i)].sshPort);
    arguments << QStringLiteral("--ssh-config") << QStringLiteral("none") << QStringLiteral("--identity")
              << qs(m_testbed->userKeyPath()) << QStringLiteral("--known-hosts")
              << qs(m_testbed->knownHostsPath()) << QStringLiteral("--remote-agent") << kAgent
              << QStringLiteral("--db") << m_dir.filePath(QStringLiteral("cli.db"))
              << QStringLiteral("--json");
    QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
    env.remove(QStringLiteral("SSH_AUTH_SOCK"));
    const shardscope::test::CliRun run
        = shardscope::test::runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, env, 110000);

    EXPECT_EQ(run.exitCode, 1) << run.err.toStdString();
    const auto document = nlohmann::json::parse(run.out.toStdString(), nullptr, false);
    ASSERT_TRUE(document.is_object()) << run.out.toStdString() << run.err.toStdString();
    EXPECT_EQ(document.value("status", ""), "problems");
    ASSERT_EQ(document["machines"].size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        const auto &machine = document["machines"][i];
        EXPECT_EQ(machine.value("host_name", ""), "node" + std::to_string(i));
        EXPECT_EQ(machine.value("address", ""), m_testbed->nodes()[i].address);
        EXPECT_EQ(machine.value("interface", ""), m_testbed->nodes()[i].nodeInterface);
        const std::string settings = machine["settings"].dump();
        EXPECT_NE(settings.find("NCCL_SOCKET_IFNAME=" + m_testbed->nodes()[i].nodeInterface),
                  std::string::npos);
        EXPECT_NE(settings.find("VLLM_HOST_IP=" + m_testbed->nodes()[i].address), std::string::npos);
    }
    EXPECT_EQ(document["reach"].size(), 6u);
    ASSERT_EQ(document["findings"].size(), 1u) << document["findings"].dump(2);
    EXPECT_EQ(document["findings"][0].value("code", ""), "name_unresolved");
    bool namesFailed = false;
    for (const auto &line : document["checks"])
        if (line.value("check", "") == "names")
            namesFailed = line.value("result", "") == "problem";
    EXPECT_TRUE(namesFailed) << document["checks"].dump(2);

    // The check is stored as a run, whole: the problems it found do not fail the run.
    auto store = ResultStore::open(m_dir.filePath(QStringLiteral("cli.db")), StoreAccess::Read);
    ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
    auto runs = (*store)->allRuns();
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 1);
    EXPECT_EQ(document.value("run_id", qint64(0)), runs->at(0).id);
    EXPECT_EQ(runs->at(0).kind, kSetupCheckRun.nameText());
    EXPECT_EQ(runs->at(0).status, RunStatus::Complete) << runs->at(0).error.toStdString();
    auto stored = (*store)->setupCheck(runs->at(0).id);
    ASSERT_TRUE(stored.ok() && *stored);
    auto record = setupCheckRecordFromJson((*stored)->resultJson);
    ASSERT_TRUE(record.ok()) << record.error().detail.toStdString();
    EXPECT_EQ(record->machines.size(), 3);
    ASSERT_EQ(record->findings.size(), 1);
    EXPECT_EQ(record->findings.at(0).code, SetupCode::NameUnresolved);
    EXPECT_TRUE(record->reachTested);
}

TEST_F(SetupCheckTest, TheCliSetupSheetWritesAPdfAndMarkdownWithEveryMachineAndItsSettings)
{
    QStringList arguments{QStringLiteral("setup-sheet")};
    for (int i = 0; i < 3; ++i)
        arguments
            << QStringLiteral("--host")
            << QStringLiteral("root@%1:%2").arg(address(i)).arg(m_testbed->nodes()[std::size_t(i)].sshPort);
    const QString pdfPath = m_dir.filePath(QStringLiteral("sheet.pdf"));
    const QString markdownPath = m_dir.filePath(QStringLiteral("sheet.md"));
    arguments << QStringLiteral("--ssh-config") << QStringLiteral("none") << QStringLiteral("--identity")
              << qs(m_testbed->userKeyPath()) << QStringLiteral("--known-hosts")
              << qs(m_testbed->knownHostsPath()) << QStringLiteral("--remote-agent") << kAgent
              << QStringLiteral("--db") << m_dir.filePath(QStringLiteral("cli.db")) << QStringLiteral("--pdf")
              << pdfPath << QStringLiteral("--md") << markdownPath;
    QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
    env.remove(QStringLiteral("SSH_AUTH_SOCK"));
    const shardscope::test::CliRun run
        = shardscope::test::runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, env, 110000);

    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QString pdf = shardscope::test::pdfText(pdfPath);
    QFile markdownFile(markdownPath);
    ASSERT_TRUE(markdownFile.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(markdownFile.readAll());
    for (int i = 0; i < 3; ++i) {
        const testbed::TestbedNode &node = m_testbed->nodes()[std::size_t(i)];
        for (const QString &text : {qs(node.name), address(i), QStringLiteral("VLLM_HOST_IP=") + address(i),
                                    QStringLiteral("NCCL_SOCKET_IFNAME=") + qs(node.nodeInterface)}) {
            EXPECT_TRUE(pdf.contains(text)) << text.toStdString() << "\n" << pdf.toStdString();
            EXPECT_TRUE(markdown.contains(text)) << text.toStdString();
        }
    }
    EXPECT_TRUE(markdown.contains(QStringLiteral("| Host names resolve to the cluster addresses | passed |")))
        << markdown.toStdString();
}

namespace {

class SetupCheckRoutedTest : public SetupCheckTest
{
protected:
    testbed::TestbedOptions testbedOptions() const override
    {
        testbed::TestbedOptions options = SetupCheckTest::testbedOptions();
        options.routedNode = 2;
        return options;
    }
};

} // namespace

TEST_F(SetupCheckRoutedTest, ANodeBehindARouterIsOneRouterAwayFromEachOtherAndInAnotherSubnet)
{
    ASSERT_FALSE(m_testbed->routerNetns().empty());
    const SetupCheckResult result = check();

    ASSERT_EQ(result.input.machines.size(), 3);
    for (const auto &[from, to] : {std::pair{0, 2}, std::pair{2, 0}, std::pair{1, 2}, std::pair{2, 1}}) {
        const ReachCell &cell = result.input.reach.at(from).at(to);
        ASSERT_TRUE(cell.result) << cell.error.toStdString();
        EXPECT_EQ(cell.result->tcp, protocol::TcpReach::Connected);
        ASSERT_TRUE(cell.result->replyTtl);
        EXPECT_EQ(routersFromTtl(*cell.result->replyTtl), std::optional<int>(1)) << from << "→" << to;
    }
    ASSERT_TRUE(result.input.reach.at(0).at(1).result);
    EXPECT_EQ(routersFromTtl(*result.input.reach.at(0).at(1).result->replyTtl), std::optional<int>(0));

    const QList<SetupFinding> routers = only(result.findings, SetupCode::RouterBetween);
    EXPECT_EQ(routers.size(), 4) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    for (const SetupFinding &finding : routers)
        EXPECT_TRUE(finding.host == QStringLiteral("node2") || finding.peer == QStringLiteral("node2"))
            << setupFindingDetail(finding).toStdString();
    EXPECT_EQ(only(result.findings, SetupCode::SubnetsDiffer).size(), 1)
        << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(result.findings.size(), 5) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    expectNothingListening();
}

TEST_F(SetupCheckTest, AMachineWhoseOwnNameResolvesToLoopbackIsAProblem)
{
    // Debian's installer writes "127.0.1.1 <host name>" into /etc/hosts: node1 as it comes.
    std::string hosts = "127.0.0.1\tlocalhost\n127.0.1.1\tnode1\n";
    for (int i : {0, 2})
        hosts += m_testbed->nodes()[std::size_t(i)].address + "\tnode" + std::to_string(i) + "\n";
    ASSERT_TRUE(m_testbed->setHostsFile(1, hosts).ok());

    const SetupCheckResult result = check();

    const QList<SetupFinding> loopback = only(result.findings, SetupCode::OwnNameLoopback);
    ASSERT_EQ(loopback.size(), 1) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(loopback[0].host, QStringLiteral("node1"));
    EXPECT_TRUE(setupFindingFix(loopback[0]).contains(QStringLiteral("\"%1 node1\"").arg(address(1))))
        << setupFindingFix(loopback[0]).toStdString();
    EXPECT_EQ(result.findings.size(), 1) << describe(result.findings).join(QLatin1Char('\n')).toStdString();
}
