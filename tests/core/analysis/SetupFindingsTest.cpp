// The setup check's pure part (core/analysis/SetupCheck.h): which interface each machine should
// use, and which finding each fault gives, from inventories and reach results made here.
#include "core/analysis/SetupCheck.h"
#include "tests/support/SetupFindingFactory.h"

#include <gtest/gtest.h>

using namespace shardscope;
using namespace shardscope::core;
using protocol::NicInfo;

namespace {

NicInfo nic(const std::string &name, const std::vector<std::string> &ipv4, bool up = true)
{
    NicInfo n;
    n.name = name;
    n.ipv4 = ipv4;
    n.operState = up ? "up" : "down";
    n.mtu = 1500;
    return n;
}

NicInfo wired(const std::string &name, const std::vector<std::string> &ipv4, std::int64_t mbps = 1000)
{
    NicInfo n = nic(name, ipv4);
    n.speedMbps = mbps;
    n.driver = "igc";
    return n;
}

NicInfo loopback()
{
    NicInfo n = nic("lo", {"127.0.0.1/8"}, true);
    n.loopback = true;
    n.isVirtual = true;
    n.kind = "loopback";
    return n;
}

SetupMachine machine(const QString &name, std::vector<NicInfo> nics)
{
    SetupMachine m;
    m.name = name;
    m.inventory.hostname = name.toStdString();
    nics.insert(nics.begin(), loopback());
    m.inventory.nics = std::move(nics);
    return m;
}

/// Three machines on one wired /24, 10.0.0.1-3, each on eth0.
QList<SetupMachine> lan()
{
    return {machine(QStringLiteral("node1"), {wired("eth0", {"10.0.0.1/24"})}),
            machine(QStringLiteral("node2"), {wired("eth0", {"10.0.0.2/24"})}),
            machine(QStringLiteral("node3"), {wired("eth0", {"10.0.0.3/24"})})};
}

SetupCheckInput inputOf(const QList<SetupMachine> &machines)
{
    SetupCheckInput input;
    input.machines = machines;
    input.interfaces = chooseClusterInterfaces(machines);
    return input;
}

/// A reach result from one machine to a peer that came through clean.
protocol::ReachResult reached(const std::string &address, const std::string &name)
{
    protocol::ReachResult r;
    r.address = address;
    r.names = {protocol::NameResolution{name, {address}, std::nullopt}};
    r.tcp = protocol::TcpReach::Connected;
    r.tcpConnectMs = 0.2;
    r.udpSent = 3;
    r.udpReceived = 3;
    r.udpRttUs = 80;
    r.replyTtl = 64;
    r.pathMtu = protocol::PathMtuResult{1472, 1500};
    r.interfaceName = "eth0";
    return r;
}

/// Every cell of the input's machines reached clean.
void reachAll(SetupCheckInput &input)
{
    const int n = int(input.machines.size());
    input.reach = QList<QList<ReachCell>>(n, QList<ReachCell>(n));
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (i != j)
                input.reach[i][j].result = reached(input.interfaces.at(j).address.toStdString(),
                                                   input.machines.at(j).name.toStdString());
}

QList<SetupFinding> only(const QList<SetupFinding> &findings, SetupCode code)
{
    QList<SetupFinding> out;
    for (const SetupFinding &finding : findings)
        if (finding.code == code)
            out << finding;
    return out;
}

std::string describe(const QList<SetupFinding> &findings)
{
    std::string text;
    for (const SetupFinding &finding : findings)
        text += setupCodeName(finding.code).toStdString() + ": " + setupFindingDetail(finding).toStdString()
                + "\n";
    return text;
}

} // namespace

TEST(SetupInterfaces, RolesComeFromTheKernelsKindTheFlagsAndTheNamesSoftwareGivesItsDevices)
{
    EXPECT_EQ(interfaceRole(loopback()), InterfaceRole::Loopback);
    EXPECT_EQ(interfaceRole(wired("enp5s0", {})), InterfaceRole::Wired);
    NicInfo wifi = nic("wlp3s0", {});
    wifi.wireless = true;
    EXPECT_EQ(interfaceRole(wifi), InterfaceRole::Wireless);
    NicInfo tun = nic("tailscale0", {});
    tun.isVirtual = true;
    tun.kind = "tun";
    EXPECT_EQ(interfaceRole(tun), InterfaceRole::Vpn);
    NicInfo wg = nic("home", {});
    wg.isVirtual = true;
    wg.kind = "wireguard";
    EXPECT_EQ(interfaceRole(wg), InterfaceRole::Vpn);
    EXPECT_EQ(interfaceRole(nic("zt3jnmvyq5", {})), InterfaceRole::Vpn);
    NicInfo docker = nic("docker0", {});
    docker.isVirtual = true;
    docker.kind = "bridge";
    EXPECT_EQ(interfaceRole(docker), InterfaceRole::Container);
    NicInfo br0 = nic("br0", {});
    br0.isVirtual = true;
    br0.kind = "bridge";
    EXPECT_EQ(interfaceRole(br0), InterfaceRole::Bridge);
    NicInfo containerLink = nic("eth0", {}); // this machine is a container: its own link is a veth
    containerLink.isVirtual = true;
    containerLink.kind = "veth";
    EXPECT_EQ(interfaceRole(containerLink), InterfaceRole::Wired);
    NicInfo hostEnd = containerLink;
    hostEnd.name = "veth3f2a1b";
    EXPECT_EQ(interfaceRole(hostEnd), InterfaceRole::Container);
    NicInfo dummy = nic("dummy0", {});
    dummy.isVirtual = true;
    dummy.kind = "dummy";
    EXPECT_EQ(interfaceRole(dummy), InterfaceRole::Virtual);
}

TEST(SetupInterfaces, OnAMachineWithManyInterfacesTheWiredOneInTheOthersSubnetIsChosenWithItsReason)
{
    NicInfo wifi = nic("wlp3s0", {"192.168.1.20/24"});
    wifi.wireless = true;
    wifi.defaultRoute = true;
    NicInfo docker = nic("docker0", {"172.17.0.1/16"});
    docker.isVirtual = true;
    NicInfo vpn = nic("tailscale0", {"100.101.102.103/32"});
    vpn.kind = "tun";
    QList<SetupMachine> machines{
        machine(QStringLiteral("gpu1"), {docker, wifi, wired("enp5s0", {"10.0.0.2/24"}, 2500), vpn}),
        machine(QStringLiteral("gpu2"), {wired("eth0", {"10.0.0.3/24"})}),
        machine(QStringLiteral("server"),
                {wired("eno1", {"10.0.0.4/24"}), wired("eno2", {"192.168.1.30/24"})}),
    };

    const QList<InterfaceChoice> choices = chooseClusterInterfaces(machines);

    ASSERT_EQ(choices.size(), 3);
    EXPECT_EQ(choices[0].interfaceName, QStringLiteral("enp5s0"));
    EXPECT_EQ(choices[0].address, QStringLiteral("10.0.0.2"));
    EXPECT_EQ(choices[0].subnet, QStringLiteral("10.0.0.0/24"));
    EXPECT_EQ(choices[0].speedMbps, 2500);
    EXPECT_FALSE(choices[0].chosenByUser);
    EXPECT_EQ(interfaceChoiceReason(choices[0]),
              QStringLiteral("wired, up, 2500 Mb/s, in 10.0.0.0/24 with gpu2 and server"));
    EXPECT_EQ(choices[1].interfaceName, QStringLiteral("eth0"));
    // eno1 and eno2 are both wired; eno1 shares its subnet with two machines, eno2 with one.
    EXPECT_EQ(choices[2].interfaceName, QStringLiteral("eno1"));

    const QList<PinSetting> pins = pinSettings(choices[0]);
    QStringList settings;
    for (const PinSetting &pin : pins)
        settings << pin.setting;
    EXPECT_EQ(settings, (QStringList{QStringLiteral("NCCL_SOCKET_IFNAME=enp5s0"),
                                     QStringLiteral("GLOO_SOCKET_IFNAME=enp5s0"),
                                     QStringLiteral("VLLM_HOST_IP=10.0.0.2"),
                                     QStringLiteral("--host 10.0.0.2"), QStringLiteral("-H 10.0.0.2")}));
}

TEST(SetupInterfaces, BetweenEqualSubnetsWiredBeatsWiFiAndTheFasterWiredWins)
{
    NicInfo wifi = nic("wlan0", {"10.0.0.9/24"});
    wifi.wireless = true;
    QList<SetupMachine> machines{machine(QStringLiteral("a"), {wifi, wired("eth0", {"10.0.0.1/24"}, 1000),
                                                               wired("eth1", {"10.0.0.5/24"}, 10000)}),
                                 machine(QStringLiteral("b"), {wired("eth0", {"10.0.0.2/24"})})};
    EXPECT_EQ(chooseClusterInterfaces(machines)[0].interfaceName, QStringLiteral("eth1"));
    // Only Wi-Fi reaches the others: then it is the one, with nothing better to say.
    machines[0].inventory.nics = {loopback(), wifi, wired("eth0", {"192.168.5.1/24"})};
    EXPECT_EQ(chooseClusterInterfaces(machines)[0].interfaceName, QStringLiteral("wlan0"));
}

TEST(SetupInterfaces, TheUsersChoiceIsKeptAndAChoiceThatCannotWorkIsAProblem)
{
    QList<SetupMachine> machines = lan();
    machines[0].inventory.nics.push_back(wired("eth1", {"192.168.9.1/24"}));
    machines[0].chosenInterface = QStringLiteral("eth1");
    machines[1].inventory.nics.push_back(nic("eth1", {"10.0.1.2/24"}, false));
    machines[1].chosenInterface = QStringLiteral("eth1");
    machines[2].chosenInterface = QStringLiteral("eth7");

    const SetupCheckInput input = inputOf(machines);

    EXPECT_EQ(input.interfaces[0].interfaceName, QStringLiteral("eth1"));
    EXPECT_TRUE(input.interfaces[0].chosenByUser);
    EXPECT_EQ(input.interfaces[0].address, QStringLiteral("192.168.9.1"));
    EXPECT_TRUE(
        interfaceChoiceReason(input.interfaces[0]).startsWith(QStringLiteral("chosen by you: wired")));
    EXPECT_TRUE(input.interfaces[1].address.isEmpty());
    EXPECT_EQ(interfaceChoiceReason(input.interfaces[1]), QStringLiteral("chosen by you, but it is down"));
    EXPECT_EQ(interfaceChoiceReason(input.interfaces[2]),
              QStringLiteral("chosen by you, but there is no interface eth7"));
    const QList<SetupFinding> findings = setupFindings(input);
    const QList<SetupFinding> unusable = only(findings, SetupCode::ChosenInterfaceUnusable);
    ASSERT_EQ(unusable.size(), 2) << describe(findings);
    EXPECT_EQ(unusable[0].host, QStringLiteral("node2"));
    EXPECT_EQ(unusable[1].host, QStringLiteral("node3"));
    EXPECT_EQ(unusable[0].severity, SetupSeverity::Problem);
}

TEST(SetupInterfaces, AMachineWithoutAUsableInterfaceHasNone)
{
    NicInfo vpn = nic("wg0", {"10.8.0.2/24"});
    vpn.kind = "wireguard";
    QList<SetupMachine> machines{
        machine(QStringLiteral("laptop"), {vpn, nic("eth0", {"10.0.0.1/24"}, false)})};
    const SetupCheckInput input = inputOf(machines);
    EXPECT_TRUE(input.interfaces[0].interfaceName.isEmpty());
    const QList<SetupFinding> findings = setupFindings(input);
    ASSERT_EQ(only(findings, SetupCode::NoClusterInterface).size(), 1) << describe(findings);
    EXPECT_TRUE(pinSettings(input.interfaces[0]).isEmpty());
}

TEST(SetupFindings, AWellKeptLanGivesNoFindingAndEveryCheckPasses)
{
    SetupCheckInput input = inputOf(lan());
    reachAll(input);
    const QList<SetupFinding> findings = setupFindings(input);
    EXPECT_TRUE(findings.isEmpty()) << describe(findings);
    for (const SetupCheckLine &line : setupCheckLines(findings, true)) {
        EXPECT_TRUE(line.tested);
        EXPECT_EQ(line.worst, SetupSeverity::Unknown) << setupCheckGroupName(line.group).toStdString();
    }
    // Without the reach test, the checks that need it say so instead of passing.
    int untested = 0;
    for (const SetupCheckLine &line : setupCheckLines(findings, false))
        untested += line.tested ? 0 : 1;
    EXPECT_EQ(untested, 4);
}

TEST(SetupFindings, EachReachFaultIsOneFindingOnItsPairWithItsFix)
{
    QList<SetupMachine> machines = lan();
    machines[2].inventory.firewalls
        = {protocol::FirewallInfo{"ufw", true, "ENABLED=yes in /etc/ufw/ufw.conf"}};
    machines[0].inventory.nics[1].mtu = 9000; // node1 and node2 set jumbo frames; the path carries 1500
    machines[1].inventory.nics[1].mtu = 9000;
    SetupCheckInput input = inputOf(machines);
    reachAll(input);
    protocol::ReachResult &node1to3 = *input.reach[0][2].result;
    node1to3.tcp = protocol::TcpReach::TimedOut;
    node1to3.tcpConnectMs.reset();
    node1to3.names[0].addresses = {"192.168.1.7"};
    protocol::ReachResult &node2to1 = *input.reach[1][0].result;
    node2to1.names[0].addresses.clear();
    node2to1.names[0].error = "Name or service not known";
    node2to1.udpReceived = 0;
    node2to1.udpRttUs.reset();
    node2to1.replyTtl.reset();
    node2to1.pathMtu.reset();
    protocol::ReachResult &node3to1 = *input.reach[2][0].result;
    node3to1.replyTtl = 62;
    node3to1.interfaceName = "wlan0";
    protocol::ReachResult &node3to2 = *input.reach[2][1].result;
    node3to2.tcp = protocol::TcpReach::Refused;
    node3to2.tcpConnectMs.reset();
    node3to2.tcpDetail = "Connection refused";

    const QList<SetupFinding> findings = setupFindings(input);

    const QList<SetupFinding> dropped = only(findings, SetupCode::TcpDropped);
    ASSERT_EQ(dropped.size(), 1) << describe(findings);
    EXPECT_EQ(dropped[0].host, QStringLiteral("node1"));
    EXPECT_EQ(dropped[0].peer, QStringLiteral("node3"));
    EXPECT_TRUE(setupFindingFix(dropped[0]).contains(QStringLiteral("ufw allow from 10.0.0.0/24")))
        << setupFindingFix(dropped[0]).toStdString();
    const QList<SetupFinding> wrongName = only(findings, SetupCode::NameWrongAddress);
    ASSERT_EQ(wrongName.size(), 1) << describe(findings);
    EXPECT_EQ(setupFindingDetail(wrongName[0]),
              QStringLiteral("node1 resolves node3 to 192.168.1.7, but node3's cluster address is 10.0.0.3"));
    EXPECT_EQ(setupFindingFix(wrongName[0]),
              QStringLiteral("fix /etc/hosts on node1 or your DNS: \"10.0.0.3 node3\""));
    const QList<SetupFinding> noName = only(findings, SetupCode::NameUnresolved);
    ASSERT_EQ(noName.size(), 1) << describe(findings);
    EXPECT_EQ(setupFindingDetail(noName[0]),
              QStringLiteral("node2 cannot resolve node1's name node1 (Name or service not known)"));
    EXPECT_EQ(setupFindingFix(noName[0]),
              QStringLiteral("add \"10.0.0.1 node1\" to /etc/hosts on node2, or give node1 a DNS entry "
                             "on your router"));
    ASSERT_EQ(only(findings, SetupCode::UdpBlocked).size(), 1) << describe(findings);
    const QList<SetupFinding> router = only(findings, SetupCode::RouterBetween);
    ASSERT_EQ(router.size(), 1) << describe(findings);
    EXPECT_TRUE(setupFindingDetail(router[0]).startsWith(
        QStringLiteral("2 routers between node3 and node1 (the echo arrived with "
                       "TTL 62)")))
        << setupFindingDetail(router[0]).toStdString();
    ASSERT_EQ(only(findings, SetupCode::RoutedElsewhere).size(), 1) << describe(findings);
    ASSERT_EQ(only(findings, SetupCode::TcpRefused).size(), 1) << describe(findings);
    const QList<SetupFinding> mtu = only(findings, SetupCode::PathMtuBelowInterface);
    ASSERT_EQ(mtu.size(), 1) << describe(findings);
    EXPECT_EQ(mtu[0].host, QStringLiteral("node1"));
    EXPECT_EQ(mtu[0].peer, QStringLiteral("node2"));
    EXPECT_EQ(only(findings, SetupCode::FirewallActive).size(), 1) << describe(findings);
    EXPECT_EQ(findings.size(), 9) << describe(findings);
    // The most severe first.
    EXPECT_EQ(findings.first().severity, SetupSeverity::Problem);
    EXPECT_EQ(findings.last().severity, SetupSeverity::Info);
}

TEST(SetupFindings, APairThatCouldNotBeTestedSaysWhy)
{
    SetupCheckInput input = inputOf(lan());
    reachAll(input);
    input.reach[0][1].result.reset();
    input.reach[0][1].error = QStringLiteral("node2 has no cluster address");
    const QList<SetupFinding> findings = setupFindings(input);
    const QList<SetupFinding> untested = only(findings, SetupCode::ReachNotTested);
    ASSERT_EQ(untested.size(), 1) << describe(findings);
    EXPECT_EQ(setupFindingDetail(untested[0]),
              QStringLiteral("node1 → node2 could not be tested: node2 has no cluster address"));
}

TEST(SetupFindings, ServicesOpenToEveryNetworkAreFlaggedAndRpcServerBeyondAPrivateAddressIsAProblem)
{
    QList<SetupMachine> machines = lan();
    machines[0].inventory.listeners = {
        {"tcp", "0.0.0.0", 8080, std::string("llama-server"), 100},
        {"tcp", "10.0.0.1", 50052, std::string("rpc-server"), 101}, // the cluster address: fine
        {"tcp", "0.0.0.0", 22, std::string("sshd"), 1},             // not an inference service
    };
    machines[1].inventory.listeners = {{"tcp", "::", 11434, std::nullopt, std::nullopt}}; // Ollama's port
    machines[2].inventory.listeners = {{"tcp", "203.0.113.5", 50052, std::string("rpc-server"), 7}};
    const QList<SetupFinding> findings = setupFindings(inputOf(machines));

    const QList<SetupFinding> exposed = only(findings, SetupCode::ExposedService);
    ASSERT_EQ(exposed.size(), 2) << describe(findings);
    EXPECT_EQ(exposed[0].subject, QStringLiteral("llama-server 0.0.0.0:8080"));
    EXPECT_EQ(setupFindingFix(exposed[0]),
              QStringLiteral("bind it to the cluster address 10.0.0.1 (llama-server --host 10.0.0.1), "
                             "or allow port 8080 only from 10.0.0.0/24 in the firewall"));
    EXPECT_EQ(exposed[1].subject, QStringLiteral(":::11434 (Ollama's default port)"));
    EXPECT_TRUE(setupFindingDetail(exposed[1]).contains(QStringLiteral("cannot see which process")))
        << setupFindingDetail(exposed[1]).toStdString();
    EXPECT_TRUE(setupFindingFix(exposed[1]).contains(QStringLiteral("OLLAMA_HOST=10.0.0.2")));
    const QList<SetupFinding> rpc = only(findings, SetupCode::ExposedRpcServer);
    ASSERT_EQ(rpc.size(), 1) << describe(findings);
    EXPECT_EQ(rpc[0].host, QStringLiteral("node3"));
    EXPECT_EQ(rpc[0].severity, SetupSeverity::Problem);
    EXPECT_TRUE(setupFindingFix(rpc[0]).startsWith(
        QStringLiteral("bind it to the cluster address 10.0.0.3 (rpc-server -H 10.0.0.3)")));
}

TEST(SetupFindings, AnRpcServerPortWithoutAVisibleProcessIsOnlyAWarningThatSaysSo)
{
    QList<SetupMachine> machines = lan();
    machines[0].inventory.listeners = {{"tcp", "0.0.0.0", 50052, std::nullopt, std::nullopt}};
    const QList<SetupFinding> findings = setupFindings(inputOf(machines));
    EXPECT_TRUE(only(findings, SetupCode::ExposedRpcServer).isEmpty()) << describe(findings);
    const QList<SetupFinding> exposed = only(findings, SetupCode::ExposedService);
    ASSERT_EQ(exposed.size(), 1) << describe(findings);
    EXPECT_EQ(exposed[0].subject, QStringLiteral("0.0.0.0:50052 (rpc-server's default port)"));
    EXPECT_EQ(exposed[0].severity, SetupSeverity::Warning);
    EXPECT_TRUE(setupFindingDetail(exposed[0]).contains(QStringLiteral("every interface (0.0.0.0)")))
        << setupFindingDetail(exposed[0]).toStdString();

    // On one public address rather than every interface: said so, process known or not.
    machines[0].inventory.listeners = {{"tcp", "203.0.113.5", 50052, std::nullopt, std::nullopt}};
    const QList<SetupFinding> onePublic = only(setupFindings(inputOf(machines)), SetupCode::ExposedService);
    ASSERT_EQ(onePublic.size(), 1);
    const QString detail = setupFindingDetail(onePublic[0]);
    EXPECT_TRUE(detail.contains(QStringLiteral("203.0.113.5, which is not a private address")))
        << detail.toStdString();
    EXPECT_FALSE(detail.contains(QStringLiteral("every interface"))) << detail.toStdString();
}

TEST(SetupFindings, AMachineThatResolvesItsOwnNameToLoopbackIsAProblemAndElsewhereAWarning)
{
    SetupCheckInput input = inputOf(lan());
    reachAll(input);
    input.ownNames = {{protocol::NameResolution{"node1", {"127.0.1.1", "10.0.0.1"}, std::nullopt}},
                      {protocol::NameResolution{"node2", {"192.168.1.5"}, std::nullopt}},
                      {protocol::NameResolution{"node3", {"10.0.0.3"}, std::nullopt}}};
    const QList<SetupFinding> findings = setupFindings(input);
    const QList<SetupFinding> loopback = only(findings, SetupCode::OwnNameLoopback);
    ASSERT_EQ(loopback.size(), 1) << describe(findings);
    EXPECT_EQ(loopback[0].host, QStringLiteral("node1"));
    EXPECT_EQ(setupFindingFix(loopback[0]),
              QStringLiteral(
                  "in /etc/hosts on node1, replace the line with 127.0.1.1 and node1 by \"10.0.0.1 node1\""));
    const QList<SetupFinding> elsewhere = only(findings, SetupCode::OwnNameNotCluster);
    ASSERT_EQ(elsewhere.size(), 1) << describe(findings);
    EXPECT_EQ(elsewhere[0].host, QStringLiteral("node2"));
    EXPECT_EQ(findings.size(), 2) << describe(findings);
}

TEST(SetupFindings, NoRouteInsideOneSubnetIsAFirewallThatRejectsAndTheRuleAllowsTheSendersSubnet)
{
    QList<SetupMachine> machines = lan();
    machines[1].inventory.firewalls = {protocol::FirewallInfo{"firewalld", true, "firewalld runs"},
                                       protocol::FirewallInfo{"nftables", true, "nft list ruleset: 3 rules"}};
    SetupCheckInput input = inputOf(machines);
    reachAll(input);
    input.reach[0][1].result->tcp = protocol::TcpReach::Unreachable;
    input.reach[0][1].result->tcpConnectMs.reset();
    input.reach[0][1].result->tcpDetail = "No route to host";
    const QList<SetupFinding> findings = setupFindings(input);
    EXPECT_TRUE(only(findings, SetupCode::TcpUnreachable).isEmpty()) << describe(findings);
    const QList<SetupFinding> rejected = only(findings, SetupCode::TcpRefused);
    ASSERT_EQ(rejected.size(), 1) << describe(findings);
    // firewalld owns the rules: only its command, for the sender's subnet.
    EXPECT_EQ(setupFindingFix(rejected[0]),
              QStringLiteral("allow 10.0.0.0/24 in node2's firewall: sudo firewall-cmd --permanent "
                             "--zone=trusted --add-source=10.0.0.0/24 && sudo firewall-cmd --reload"));
}

TEST(SetupFindings, AMachineWhoseRulesShowThroughSeveralToolsHasOneFirewallFindingWithTheManagingToolsRule)
{
    QList<SetupMachine> machines = lan();
    machines[0].inventory.firewalls
        = {protocol::FirewallInfo{"nftables", true, "nft list ruleset: 1 chain drops"},
           protocol::FirewallInfo{"iptables", true, "iptables-save: 1 chain drops"},
           protocol::FirewallInfo{"ufw", true, "ENABLED=yes in /etc/ufw/ufw.conf"}};
    machines[1].inventory.firewalls
        = {protocol::FirewallInfo{"nftables", std::nullopt, "nft list ruleset needs root"},
           protocol::FirewallInfo{"iptables", false, "iptables-save: no rule drops"}};
    const QList<SetupFinding> findings = only(setupFindings(inputOf(machines)), SetupCode::FirewallActive);
    ASSERT_EQ(findings.size(), 2) << describe(findings);
    EXPECT_EQ(findings[0].host, QStringLiteral("node1"));
    EXPECT_EQ(findings[0].subject, QStringLiteral("nftables, iptables, ufw"));
    EXPECT_TRUE(setupFindingDetail(findings[0])
                    .startsWith(QStringLiteral("node1 has an active firewall (nftables: ")));
    EXPECT_EQ(setupFindingFix(findings[0]),
              QStringLiteral("if the reach test shows drops, allow 10.0.0.0/24 in node1's firewall: "
                             "sudo ufw allow from 10.0.0.0/24"));
    EXPECT_EQ(findings[1].subject, QStringLiteral("nftables")); // iptables filters nothing there
    EXPECT_EQ(setupFindingDetail(findings[1]),
              QStringLiteral("node2 has a firewall whose rules could not be read (nftables: nft list "
                             "ruleset needs root)"));
}

TEST(SetupFindings, KnownServicesByProcessOrByTheirDefaultPort)
{
    using protocol::ListeningSocket;
    EXPECT_EQ(inferenceServiceOf({"tcp", "0.0.0.0", 9999, std::string("llama-server"), 1}),
              QStringLiteral("llama-server"));
    EXPECT_EQ(inferenceServiceOf({"tcp", "0.0.0.0", 11434, std::nullopt, std::nullopt}),
              QStringLiteral("Ollama"));
    EXPECT_EQ(inferenceServiceOf({"tcp", "0.0.0.0", 8000, std::string("python3"), 5}),
              QStringLiteral("vLLM"));
    EXPECT_EQ(inferenceServiceOf({"tcp", "0.0.0.0", 8000, std::nullopt, std::nullopt}), QString());
    EXPECT_EQ(inferenceServiceOf({"tcp", "0.0.0.0", 8080, std::string("nginx"), 5}), QString());
    EXPECT_EQ(inferenceServiceOf({"tcp", "0.0.0.0", 6379, std::string("raylet"), 5}), QStringLiteral("Ray"));
    EXPECT_EQ(inferenceServiceOf({"udp", "0.0.0.0", 50052, std::nullopt, std::nullopt}), QString());
}

TEST(SetupFindings, RoutersAreCountedFromTheUsualInitialTtls)
{
    EXPECT_EQ(routersFromTtl(64), 0);
    EXPECT_EQ(routersFromTtl(63), 1);
    EXPECT_EQ(routersFromTtl(128), 0);
    EXPECT_EQ(routersFromTtl(126), 2);
    EXPECT_EQ(routersFromTtl(255), 0);
    EXPECT_EQ(routersFromTtl(0), std::nullopt);
}

TEST(SetupFindings, ALeasedClusterAddressDuplicateNamesAndAddressesAndSplitSubnets)
{
    QList<SetupMachine> machines = lan();
    machines[0].inventory.nics[1].leases = {protocol::AddressLease{"10.0.0.1/24", 3600, 1800}};
    machines[0].inventory.nics[1].mac = "aa:bb:cc:dd:ee:01";
    machines[1].inventory.nics[1].leases
        = {protocol::AddressLease{"fd00::2/64", 3600, 1800}}; // not the cluster one
    machines[2].inventory.hostname = "NODE1";
    machines.append(machine(QStringLiteral("node4"), {wired("eth0", {"10.0.0.3/24"})}));
    machines.append(machine(QStringLiteral("node5"), {wired("eth0", {"192.168.7.5/24"})}));

    const QList<SetupFinding> findings = setupFindings(inputOf(machines));

    const QList<SetupFinding> leased = only(findings, SetupCode::DynamicAddress);
    ASSERT_EQ(leased.size(), 1) << describe(findings);
    EXPECT_EQ(leased[0].host, QStringLiteral("node1"));
    EXPECT_EQ(setupFindingFix(leased[0]),
              QStringLiteral("reserve 10.0.0.1 for node1 (MAC aa:bb:cc:dd:ee:01) on your router (a DHCP "
                             "reservation), or give node1 a static address"));
    const QList<SetupFinding> names = only(findings, SetupCode::DuplicateHostName);
    ASSERT_EQ(names.size(), 1) << describe(findings);
    EXPECT_TRUE(setupFindingDetail(names[0]).startsWith(
        QStringLiteral("node1 and node3 both have the host name node1")));
    const QList<SetupFinding> addresses = only(findings, SetupCode::DuplicateAddress);
    ASSERT_EQ(addresses.size(), 1) << describe(findings);
    EXPECT_EQ(addresses[0].subject, QStringLiteral("10.0.0.3"));
    const QList<SetupFinding> subnets = only(findings, SetupCode::SubnetsDiffer);
    ASSERT_EQ(subnets.size(), 1) << describe(findings);
    EXPECT_TRUE(setupFindingDetail(subnets[0]).contains(QStringLiteral("192.168.7.0/24 (node5)")))
        << setupFindingDetail(subnets[0]).toStdString();
}

TEST(SetupFindings, TwoInterfacesInOneSubnetAndAVpnUpAreWarningsAndAContainerBridgeIsOnlyInfo)
{
    QList<SetupMachine> machines = lan();
    NicInfo vpn = nic("tailscale0", {"100.64.0.7/32"});
    vpn.kind = "tun";
    NicInfo docker = nic("docker0", {"172.17.0.1/16"});
    docker.kind = "bridge";
    machines[1].inventory.nics.push_back(wired("eth1", {"10.0.0.22/24"}));
    machines[1].inventory.nics.push_back(vpn);
    machines[2].inventory.nics.push_back(docker);

    const QList<SetupFinding> findings = setupFindings(inputOf(machines));

    const QList<SetupFinding> several = only(findings, SetupCode::SeveralInSubnet);
    ASSERT_EQ(several.size(), 1) << describe(findings);
    EXPECT_EQ(several[0].subject, QStringLiteral("eth0, eth1"));
    const QList<SetupFinding> virtuals = only(findings, SetupCode::VirtualInterface);
    ASSERT_EQ(virtuals.size(), 2) << describe(findings);
    EXPECT_EQ(virtuals[0].subject, QStringLiteral("tailscale0"));
    EXPECT_EQ(virtuals[0].severity, SetupSeverity::Warning);
    EXPECT_EQ(setupFindingFix(virtuals[0]),
              QStringLiteral("pin the software on node2 to eth0: NCCL_SOCKET_IFNAME=eth0, "
                             "GLOO_SOCKET_IFNAME=eth0"));
    EXPECT_EQ(virtuals[1].subject, QStringLiteral("docker0"));
    EXPECT_EQ(virtuals[1].severity, SetupSeverity::Info);
}

TEST(SetupFindings, EveryWordingNamesItsFactsAndTheJsonCarriesThemBack)
{
    for (const SetupFinding &finding : test::everySetupFinding()) {
        const QString detail = setupFindingDetail(finding);
        const QString fix = setupFindingFix(finding);
        SCOPED_TRACE(setupCodeName(finding.code).toStdString() + ": " + detail.toStdString());
        EXPECT_NE(detail, finding.systemText); // a wording of its own, not the fallback
        EXPECT_FALSE(test::leavesPlaceholder(detail));
        EXPECT_FALSE(test::leavesPlaceholder(fix));
        if (finding.code != SetupCode::SubnetsDiffer && finding.code != SetupCode::DuplicateHostName
            && finding.code != SetupCode::DuplicateAddress) {
            EXPECT_TRUE(detail.contains(finding.host));
        }

        const auto back = setupFindingFromJson(setupFindingJson(finding));
        ASSERT_TRUE(back);
        EXPECT_EQ(*back, finding) << setupFindingJson(finding).dump();
        EXPECT_EQ(setupFindingDetail(*back), detail);
        EXPECT_EQ(setupFindingFix(*back), fix);
    }
}

TEST(SetupFindings, AboutSomeOfTheCheckedMachinesOnlyWhatHoldsAmongThemIsKept)
{
    SetupCheckRecord record;
    record.machines = {QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")};
    for (const char *subnet : {"10.0.0.0/24", "10.0.0.0/24", "10.0.1.0/24"}) {
        InterfaceChoice choice;
        choice.subnet = QString::fromLatin1(subnet);
        record.interfaces << choice;
    }
    SetupFinding subnets;
    subnets.code = SetupCode::SubnetsDiffer;
    subnets.severity = SetupSeverity::Warning;
    subnets.values = {QStringLiteral("10.0.0.0/24 (node1)"), QStringLiteral("10.0.1.0/24 (node3)")};
    SetupFinding names;
    names.code = SetupCode::DuplicateHostName;
    names.severity = SetupSeverity::Problem;
    names.subject = QStringLiteral("gpu-box");
    names.values = {QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")};
    SetupFinding router;
    router.code = SetupCode::RouterBetween;
    router.severity = SetupSeverity::Warning;
    router.host = QStringLiteral("node1");
    router.peer = QStringLiteral("node3");
    SetupFinding firewall;
    firewall.code = SetupCode::FirewallActive;
    firewall.severity = SetupSeverity::Info;
    firewall.host = QStringLiteral("node2");
    record.findings = {subnets, names, router, firewall};

    // node1 and node2 share a subnet and two of the three names; node3's router is not theirs.
    SetupFinding twoNames = names;
    twoNames.values = {QStringLiteral("node1"), QStringLiteral("node2")};
    EXPECT_EQ(findingsAmong(record, {QStringLiteral("node1"), QStringLiteral("node2")}),
              (QList<SetupFinding>{twoNames, firewall}));
    // With node3 every finding holds, the subnets recomputed the same way setupFindings words them.
    EXPECT_EQ(findingsAmong(record, record.machines), record.findings);
    // One machine: no pair, no subnets, no duplicates.
    EXPECT_EQ(findingsAmong(record, {QStringLiteral("node2")}), QList<SetupFinding>{firewall});
}

TEST(SetupFindings, AFileEditedByHandReadsBackWithoutThrowing)
{
    const auto record = setupCheckRecordFromJson(
        QStringLiteral(R"({"machines":[{"name":"a","chosen_by_user":1,"default_route":"yes","mtu":"big"}],)"
                       R"("findings":[],"reach_tested":"yes"})"));
    ASSERT_TRUE(record.ok()) << record.error().detail.toStdString();
    EXPECT_FALSE(record->reachTested);
    ASSERT_EQ(record->interfaces.size(), 1);
    EXPECT_FALSE(record->interfaces.at(0).chosenByUser);
    EXPECT_FALSE(setupCheckRecordFromJson(QStringLiteral("[1,2")).ok());
}

TEST(SetupFindings, AFindingOfALaterVersionReadsBackAsItsEnglishDetail)
{
    nlohmann::json json = setupFindingJson(test::everySetupFinding().first());
    json["code"] = "a_check_of_tomorrow";
    json["detail"] = "node1 has something new";
    const auto back = setupFindingFromJson(json);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->code, SetupCode::Unknown);
    EXPECT_EQ(setupFindingDetail(*back), QStringLiteral("node1 has something new"));
    EXPECT_FALSE(setupFindingFromJson(nlohmann::json::array()).has_value());
}
