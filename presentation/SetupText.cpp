#include "presentation/SetupText.h"

#include "presentation/LinkText.h"

#include <QLocale>

namespace shardscope::presentation {

namespace {

/// "node1, node2 and node3" in the user's language.
QString list(const QStringList &names)
{
    return QLocale().createSeparatedList(names);
}

/// Where an exposed service listens.
QString where(const core::SetupFinding &f)
{
    const QString bound = f.values.value(0);
    return core::listensOnEveryInterface(f) ? SetupText::tr("every interface (%1)").arg(bound)
                                            : SetupText::tr("%1, which is not a private address").arg(bound);
}

/// The rule that lets the sender's subnet in through `machine`'s firewall.
QString firewallRule(const core::SetupFinding &f, const QString &machine)
{
    if (f.firewall == QLatin1String("nftables"))
        return SetupText::tr(
                   "allow %1 in %2's firewall: %3 (\"inet filter input\" is the usual table and chain; "
                   "'sudo nft list ruleset' shows the one of yours that drops)")
            .arg(f.subnet, machine, f.setting);
    return SetupText::tr("allow %1 in %2's firewall: %3").arg(f.subnet, machine, f.setting);
}

} // namespace

QString SetupText::checkTitle(core::SetupCheckGroup group)
{
    using core::SetupCheckGroup;
    switch (group) {
    case SetupCheckGroup::ClusterInterface:
        return tr("Each machine has an interface for the cluster");
    case SetupCheckGroup::Interfaces:
        return tr("One interface per subnet, no VPN or container interface in the way, one subnet for all");
    case SetupCheckGroup::Addresses:
        return tr("Fixed, unique addresses and host names");
    case SetupCheckGroup::Names:
        return tr("Host names resolve to the cluster addresses");
    case SetupCheckGroup::Tcp:
        return tr("TCP reaches every machine on a port opened for the check");
    case SetupCheckGroup::Udp:
        return tr("UDP reaches every machine");
    case SetupCheckGroup::Path:
        return tr("No router between the machines, full-size packets pass");
    case SetupCheckGroup::Exposure:
        return tr("No inference server open to every network");
    case SetupCheckGroup::Firewalls:
        return tr("Host firewalls");
    }
    return {};
}

QString SetupText::checkResult(const core::SetupCheckLine &line)
{
    if (!line.tested)
        return tr("not tested");
    switch (line.worst) {
    case core::SetupSeverity::Problem:
        return tr("problem");
    case core::SetupSeverity::Warning:
        return tr("warning");
    case core::SetupSeverity::Info:
        return tr("reported");
    case core::SetupSeverity::Unknown:
        break;
    }
    return tr("passed");
}

QString SetupText::severity(core::SetupSeverity severity)
{
    switch (severity) {
    case core::SetupSeverity::Problem:
        return tr("Problem");
    case core::SetupSeverity::Warning:
        return tr("Warning");
    case core::SetupSeverity::Info:
    case core::SetupSeverity::Unknown:
        break;
    }
    return tr("Note");
}

QString SetupText::line(const core::SetupFinding &finding)
{
    const QString what = tr("%1: %2").arg(severity(finding.severity), detail(finding));
    const QString todo = fix(finding);
    return todo.isEmpty() ? what : tr("%1 What to do: %2").arg(what, todo);
}

QString SetupText::reportIntro(const std::optional<core::RunRecord> &check, qsizetype findings)
{
    if (!check)
        return tr("No stored setup check covers these machines, so their interfaces, names, firewalls and "
                  "the routers between them were not checked. Run the setup check (its page in the wizard, "
                  "or shardscope-cli check) and measure again.");
    const QString when = QLocale().toString(check->startedAtUtc.toLocalTime(), QLocale::ShortFormat);
    if (findings == 0)
        return tr("Setup check %1 (%2) found nothing to fix between these machines.")
            .arg(QString::number(check->id), when);
    return tr("Setup check %1 (%2) found %n thing(s) about these machines; the placement and congestion "
              "rules below take them into account:",
              nullptr, int(findings))
        .arg(QString::number(check->id), when);
}

QString SetupText::roleName(core::InterfaceRole role)
{
    using core::InterfaceRole;
    switch (role) {
    case InterfaceRole::Wired:
        return tr("wired");
    case InterfaceRole::Wireless:
        return tr("Wi-Fi");
    case InterfaceRole::Loopback:
        return tr("loopback");
    case InterfaceRole::Vpn:
        return tr("VPN");
    case InterfaceRole::Bridge:
        return tr("bridge");
    case InterfaceRole::Container:
        return tr("container");
    case InterfaceRole::Virtual:
        break;
    }
    return tr("virtual");
}

QString SetupText::reason(const core::InterfaceChoice &choice)
{
    if (choice.interfaceName.isEmpty())
        return tr("no interface is up with an address, other than loopback, VPN and container interfaces");
    switch (choice.problem) {
    case core::ChoiceProblem::Missing:
        return tr("chosen by you, but there is no interface %1").arg(choice.interfaceName);
    case core::ChoiceProblem::NotUp:
        return tr("chosen by you, but it is %1").arg(choice.state);
    case core::ChoiceProblem::NoAddress:
        return tr("chosen by you, but it has no IPv4 or global IPv6 address");
    case core::ChoiceProblem::None:
        break;
    }
    QStringList parts{roleName(choice.role), tr("up"),
                      choice.speedMbps && *choice.speedMbps > 0 ? LinkText::linkSpeed(*choice.speedMbps)
                                                                : tr("speed not reported")};
    if (!choice.subnet.isEmpty())
        parts << (choice.subnetPeers.isEmpty()
                      ? tr("in %1, which no other machine is in").arg(choice.subnet)
                      : tr("in %1 with %2").arg(choice.subnet, list(choice.subnetPeers)));
    if (choice.defaultRoute)
        parts << tr("carries the default route");
    const QString reason = parts.join(tr(", ", "between the parts of a reason"));
    return choice.chosenByUser ? tr("chosen by you: %1").arg(reason) : reason;
}

QString SetupText::detail(const core::SetupFinding &f)
{
    switch (f.code) {
    case core::SetupCode::NoClusterInterface:
        return tr("%1 has no interface that is up with an address, other than loopback, VPN and "
                  "container interfaces")
            .arg(f.host);
    case core::SetupCode::ChosenInterfaceUnusable:
        return f.form == core::SetupForm::Missing
                   ? tr("%1 has no interface %2, the one chosen for the cluster").arg(f.host, f.subject)
               : f.form == core::SetupForm::NotUp
                   ? tr("%1's interface %2, chosen for the cluster, is %3")
                         .arg(f.host, f.subject, f.systemText)
                   : tr("%1's interface %2, chosen for the cluster, has no IPv4 or global IPv6 "
                        "address")
                         .arg(f.host, f.subject);
    case core::SetupCode::SeveralInSubnet:
        return tr("%1 has %2 interfaces in %3: %4; the kernel sends by one route, which may not be "
                  "the cluster interface, and answers may leave by the other")
            .arg(f.host, QString::number(f.values.size()), f.subnet, list(f.values));
    case core::SetupCode::VirtualInterface:
        return tr("%1 has the %2 interface %3 up with %4: NCCL, Gloo and others pick an interface "
                  "by themselves and may take it, which sends the model's traffic through it, "
                  "slowly, or to where the other machines cannot answer")
            .arg(f.host, roleName(f.role), f.subject, f.values.value(0));
    case core::SetupCode::SubnetsDiffer:
        return tr("the cluster interfaces are in %1 subnets: %2; traffic between them goes through "
                  "a router, when there is one")
            .arg(QString::number(f.values.size()), f.values.join(tr(", ")));
    case core::SetupCode::RoutedElsewhere:
        return tr("traffic from %1 to %2 (%3) leaves by %4, not by the cluster interface %5")
            .arg(f.host, f.peer, f.address, f.peerInterface, f.interfaceName);
    case core::SetupCode::DynamicAddress:
        if (f.address.contains(QLatin1Char(':')))
            return tr("%1's cluster address %2 is from IPv6 autoconfiguration: it ends in %3 s unless "
                      "renewed, "
                      "and the next one may be another address, which breaks every setting and launch line "
                      "that names it")
                .arg(f.host, f.address, QString::number(f.number));
        return tr("%1's cluster address %2 is leased (from DHCP): it ends in %3 s unless renewed, and the "
                  "next "
                  "one may be another address, which breaks every setting and launch line that names it")
            .arg(f.host, f.address, QString::number(f.number));
    case core::SetupCode::DuplicateHostName:
        if (f.values.size() == 2)
            return tr("%1 both have the host name %2: software that finds its peers by host name (Gloo, Ray, "
                      "vLLM) cannot tell them apart")
                .arg(list(f.values), f.subject);
        return tr("%1 all have the host name %2: software that finds its peers by host name (Gloo, Ray, "
                  "vLLM) cannot tell them apart")
            .arg(list(f.values), f.subject);
    case core::SetupCode::DuplicateAddress:
        return tr("%1 all use the cluster address %2: packets for it reach one of them")
            .arg(list(f.values), f.subject);
    case core::SetupCode::NameUnresolved:
        return tr("%1 cannot resolve %2's name %3 (%4)").arg(f.host, f.peer, f.subject, f.systemText);
    case core::SetupCode::NameWrongAddress:
        // The peer by its name alone where that is its host name, else both.
        return tr("%1 resolves %2 to %3, but %4's cluster address is %5")
            .arg(f.host, f.subject == f.peer ? f.subject : tr("%1's name %2").arg(f.peer, f.subject),
                 f.values.join(tr(", ")), f.peer, f.address);
    case core::SetupCode::OwnNameLoopback:
        return tr("%1 resolves its own name %2 to %3 first: Gloo, vLLM and PyTorch find this "
                  "machine's address by its name and would tell the other machines to connect to "
                  "%3, which is each one itself")
            .arg(f.host, f.subject, f.values.value(0));
    case core::SetupCode::OwnNameNotCluster:
        if (f.values.isEmpty())
            return tr("%1 cannot resolve its own name %2 (%3): software that finds this machine's "
                      "address by its name fails on it")
                .arg(f.host, f.subject, f.systemText);
        return tr("%1 resolves its own name %2 to %3, not to its cluster address %4: software that "
                  "finds this machine's address by its name tells the others to use %3")
            .arg(f.host, f.subject, f.values.join(tr(", ")), f.address);
    case core::SetupCode::TcpDropped:
        return tr("TCP from %1 to a port that %2 opened for this check got no answer: a firewall on "
                  "%2 (or on the way) drops it, and would drop the ports NCCL, Gloo and llama.cpp "
                  "pick too")
            .arg(f.host, f.peer);
    case core::SetupCode::TcpRefused:
        if (f.form == core::SetupForm::Rejected)
            return tr("TCP from %1 to a port that %2 opened for this check was rejected (%3), though "
                      "both are in %4: a firewall on %2 rejects it")
                .arg(f.host, f.peer, f.systemText, f.values.value(0));
        return tr("TCP from %1 to a port that %2 opened for this check was refused (%3): a firewall "
                  "rejects it")
            .arg(f.host, f.peer, f.systemText);
    case core::SetupCode::TcpUnreachable:
        return tr("%1 has no way to %2's cluster address %3 (%4)")
            .arg(f.host, f.peer, f.address, f.systemText);
    case core::SetupCode::UdpBlocked:
        return tr("none of %1 UDP datagrams from %2 to %3 came back: UDP is blocked (NCCL, Gloo and "
                  "llama.cpp use TCP; discovery such as exo's, and ShardScope's latency probes, use "
                  "UDP)")
            .arg(QString::number(f.number), f.host, f.peer);
    case core::SetupCode::RouterBetween:
        if (f.number == 1)
            return tr("A router between %1 and %2 (the echo arrived with TTL %3): every packet crosses it, "
                      "which adds latency and often limits the rate")
                .arg(f.host, f.peer, QString::number(f.limit));
        return tr("%1 routers between %2 and %3 (the echo arrived with TTL %4): every packet crosses them, "
                  "which adds latency and often limits the rate")
            .arg(QString::number(f.number), f.host, f.peer, QString::number(f.limit));
    case core::SetupCode::PathMtuBelowInterface:
        return tr("the path from %1 to %2 carries packets of %3 bytes, but both interfaces are set "
                  "to %4: larger packets are dropped or split on the way")
            .arg(f.host, f.peer, QString::number(f.number), QString::number(f.limit));
    case core::SetupCode::ReachNotTested:
        if (f.form == core::SetupForm::NotTried)
            return tr("%1 → %2: TCP could not be tried (%3)").arg(f.host, f.peer, f.systemText);
        return tr("%1 → %2 could not be tested: %3").arg(f.host, f.peer, f.systemText);
    case core::SetupCode::ExposedService:
        if (f.form == core::SetupForm::ByPortOnly)
            return tr("something on %1 listens on %2, port %3, %4's default port (the agent cannot "
                      "see which process: another user's): if it is %4, every network %1 is on can "
                      "use it")
                .arg(f.host, where(f), QString::number(f.number), f.service);
        return tr("%1 on %2 listens on %3, port %4: every network %2 is on can use it, Wi-Fi, VPN "
                  "and container networks too")
            .arg(f.service, f.host, where(f), QString::number(f.number));
    case core::SetupCode::ExposedRpcServer:
        return tr("rpc-server on %1 listens on %2, port %3: anyone who reaches it can run code on %1 "
                  "(rpc-server has no authentication, and llama.cpp says never to expose it)")
            .arg(f.host, where(f), QString::number(f.number));
    case core::SetupCode::FirewallActive:
        if (f.form == core::SetupForm::Unreadable)
            return tr("%1 has a firewall whose rules could not be read (%2)")
                .arg(f.host, f.values.join(tr("; ")));
        return tr("%1 has an active firewall (%2): ShardScope never changes it")
            .arg(f.host, f.values.join(tr("; ")));
    case core::SetupCode::Unknown:
        break;
    }
    return f.systemText;
}

QString SetupText::fix(const core::SetupFinding &f)
{
    switch (f.code) {
    case core::SetupCode::NoClusterInterface:
        return tr("connect %1 to the cluster's switch and give it an address").arg(f.host);
    case core::SetupCode::ChosenInterfaceUnusable:
        return tr("choose another cluster interface for %1, or bring %2 up with an address")
            .arg(f.host, f.subject);
    case core::SetupCode::SeveralInSubnet:
        return tr("keep one interface of %1 in %2 (take the address off the others), or pin the "
                  "software to %3 (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)")
            .arg(f.host, f.subnet, f.interfaceName);
    case core::SetupCode::VirtualInterface:
        return tr("pin the software on %1 to %2: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2")
            .arg(f.host, f.interfaceName.isEmpty() ? tr("<cluster interface>") : f.interfaceName);
    case core::SetupCode::SubnetsDiffer:
        return tr("put every machine's cluster interface in one subnet, on one switch");
    case core::SetupCode::RoutedElsewhere:
        return tr("take %1 out of %2's subnet, or check the routes on %3 (ip route get %4)")
            .arg(f.peerInterface, f.peer, f.host, f.address);
    case core::SetupCode::DynamicAddress:
        if (f.address.contains(QLatin1Char(':')))
            return tr("give %1 a static IPv6 address, or use its IPv4 address for the cluster").arg(f.host);
        return tr("reserve %1 for %2 (%3) on your router (a DHCP reservation), or give %2 a static "
                  "address")
            .arg(f.address, f.host, f.setting.isEmpty() ? f.interfaceName : tr("MAC %1").arg(f.setting));
    case core::SetupCode::DuplicateHostName:
        return tr("give each machine its own name: hostnamectl set-hostname <name>, and the same "
                  "name in the other machines' /etc/hosts or your DNS");
    case core::SetupCode::DuplicateAddress:
        return tr("give each machine its own address");
    case core::SetupCode::NameUnresolved:
        return tr("add \"%1 %2\" to /etc/hosts on %3, or give %2 a DNS entry on your router")
            .arg(f.address, f.subject, f.host);
    case core::SetupCode::NameWrongAddress:
        return tr("fix /etc/hosts on %1 or your DNS: \"%2 %3\"").arg(f.host, f.address, f.subject);
    case core::SetupCode::OwnNameLoopback:
        return tr("in /etc/hosts on %1, replace the line with %2 and %3 by \"%4 %3\"")
            .arg(f.host, f.values.value(0), f.subject, f.address);
    case core::SetupCode::OwnNameNotCluster:
        if (f.values.isEmpty())
            return tr("add \"%1 %2\" to /etc/hosts on %3").arg(f.address, f.subject, f.host);
        return tr("make \"%1 %2\" the first line for %2 in /etc/hosts on %3, or pin the software to %4 "
                  "(NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1)")
            .arg(f.address, f.subject, f.host, f.interfaceName);
    case core::SetupCode::TcpDropped:
    case core::SetupCode::TcpRefused:
    case core::SetupCode::UdpBlocked:
        return firewallRule(f, f.peer);
    case core::SetupCode::TcpUnreachable:
        return tr("put both on one subnet, or give %1 a route to %2").arg(f.host, f.subnet);
    case core::SetupCode::RouterBetween:
        return tr("connect %1 and %2 to one switch, in one subnet").arg(f.host, f.peer);
    case core::SetupCode::PathMtuBelowInterface:
        return tr("set one MTU on both machines and on every switch port between them, for example "
                  "%1 on both: 'sudo ip link set %2 mtu %1' on %3, 'sudo ip link set %4 mtu %1' on %5")
            .arg(QString::number(f.number), f.interfaceName, f.host, f.peerInterface, f.peer);
    case core::SetupCode::ExposedService:
    case core::SetupCode::ExposedRpcServer: {
        if (f.address.isEmpty() || f.subnet.isEmpty())
            return tr("bind it to the cluster address");
        return tr("bind it to the cluster address %1 (%2), or allow port %3 only from %4 in the firewall")
            .arg(f.address, f.setting.isEmpty() ? tr("its host option") : f.setting,
                 QString::number(f.number), f.subnet);
    }
    case core::SetupCode::FirewallActive:
        if (f.setting.isEmpty())
            return {};
        return tr("if the reach test shows drops, %1").arg(firewallRule(f, f.host));
    case core::SetupCode::ReachNotTested:
    case core::SetupCode::Unknown:
        break;
    }
    return {};
}

} // namespace shardscope::presentation
