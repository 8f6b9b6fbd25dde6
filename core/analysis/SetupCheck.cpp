#include "core/analysis/SetupCheck.h"
#include "core/SafeText.h"

#include <arpa/inet.h>

#include <QHash>
#include <QSet>

#include <algorithm>
#include <array>
#include <cstring>
#include <tuple>

namespace shardscope::core {

namespace {

using protocol::NicInfo;

/// A numeric address with its prefix, as bytes.
struct Prefix {
    int family = 0;
    std::array<unsigned char, 16> bytes{};
    int length = 0;
};

/// "10.0.0.2/24" or "fe80::1/64" (or an address without a prefix: a host route).
std::optional<Prefix> parsePrefix(const QString &text)
{
    const QString address = text.section(QLatin1Char('/'), 0, 0).section(QLatin1Char('%'), 0, 0);
    const QString length = text.section(QLatin1Char('/'), 1, 1);
    Prefix prefix;
    const QByteArray latin = address.toLatin1();
    if (::inet_pton(AF_INET, latin.constData(), prefix.bytes.data()) == 1)
        prefix.family = AF_INET;
    else if (::inet_pton(AF_INET6, latin.constData(), prefix.bytes.data()) == 1)
        prefix.family = AF_INET6;
    else
        return std::nullopt;
    const int bits = prefix.family == AF_INET ? 32 : 128;
    bool ok = true;
    prefix.length = length.isEmpty() ? bits : length.toInt(&ok);
    if (!ok || prefix.length < 0 || prefix.length > bits)
        return std::nullopt;
    return prefix;
}

bool inSubnet(const Prefix &subnet, const Prefix &address)
{
    if (subnet.family != address.family)
        return false;
    const int whole = subnet.length / 8;
    if (std::memcmp(subnet.bytes.data(), address.bytes.data(), std::size_t(whole)) != 0)
        return false;
    const int rest = subnet.length % 8;
    if (rest == 0)
        return true;
    const auto mask = static_cast<unsigned char>(0xFF << (8 - rest));
    return (subnet.bytes[std::size_t(whole)] & mask) == (address.bytes[std::size_t(whole)] & mask);
}

/// "10.0.0.0/24": the network of an address with its prefix.
QString networkText(const Prefix &prefix)
{
    Prefix network = prefix;
    const int bits = prefix.family == AF_INET ? 32 : 128;
    for (int bit = prefix.length; bit < bits; ++bit)
        network.bytes[std::size_t(bit / 8)] &= static_cast<unsigned char>(~(0x80 >> (bit % 8)));
    char text[INET6_ADDRSTRLEN] = {};
    ::inet_ntop(network.family, network.bytes.data(), text, sizeof text);
    return QStringLiteral("%1/%2").arg(QString::fromLatin1(text)).arg(prefix.length);
}

bool isLinkLocal(const Prefix &address)
{
    return address.family == AF_INET6 && address.bytes[0] == 0xfe && (address.bytes[1] & 0xc0) == 0x80;
}

/// RFC 1918, IPv6 unique local and link-local: addresses no one outside the site can reach.
bool isPrivate(const Prefix &address)
{
    const auto &b = address.bytes;
    if (address.family == AF_INET)
        return b[0] == 10 || (b[0] == 172 && (b[1] & 0xf0) == 16) || (b[0] == 192 && b[1] == 168)
               || (b[0] == 169 && b[1] == 254);
    return (b[0] & 0xfe) == 0xfc || isLinkLocal(address);
}

bool isWildcard(const std::string &address)
{
    return address == "0.0.0.0" || address == "::";
}

/// The addresses of an interface worth comparing across machines: IPv4, then global IPv6.
QStringList usableAddresses(const NicInfo &nic)
{
    QStringList out;
    for (const std::string &address : nic.ipv4)
        out << qs(address);
    for (const std::string &address : nic.ipv6)
        if (const auto prefix = parsePrefix(qs(address)); prefix && !isLinkLocal(*prefix))
            out << qs(address);
    return out;
}

bool isUp(const NicInfo &nic)
{
    // Virtual devices (tun, dummy) often say "unknown" while they carry traffic.
    return nic.operState == "up" || nic.operState == "unknown";
}

bool startsWithAny(const QString &name, std::initializer_list<const char *> prefixes)
{
    return std::any_of(prefixes.begin(), prefixes.end(),
                       [&](const char *prefix) { return name.startsWith(QLatin1String(prefix)); });
}

QString namesList(const QStringList &names)
{
    if (names.size() <= 1)
        return names.join(QString());
    return names.mid(0, names.size() - 1).join(QStringLiteral(", ")) + QStringLiteral(" and ") + names.last();
}

const NicInfo *findNic(const protocol::HostInventory &inventory, const QString &name)
{
    for (const NicInfo &nic : inventory.nics)
        if (qs(nic.name) == name)
            return &nic;
    return nullptr;
}

int roleRank(InterfaceRole role)
{
    switch (role) {
    case InterfaceRole::Wired:
        return 2;
    case InterfaceRole::Bridge:
        return 1;
    default:
        return 0;
    }
}

bool isCandidateRole(InterfaceRole role)
{
    return role == InterfaceRole::Wired || role == InterfaceRole::Wireless || role == InterfaceRole::Bridge;
}

/// The choice for one interface of one machine, without the reason.
InterfaceChoice choiceOf(const NicInfo &nic)
{
    InterfaceChoice choice;
    choice.interfaceName = qs(nic.name);
    choice.role = interfaceRole(nic);
    choice.speedMbps = nic.speedMbps;
    choice.mtu = nic.mtu;
    const QStringList addresses = usableAddresses(nic);
    if (!addresses.isEmpty()) {
        choice.address = addresses.first().section(QLatin1Char('/'), 0, 0);
        if (const auto prefix = parsePrefix(addresses.first()))
            choice.subnet = networkText(*prefix);
    }
    return choice;
}

/// The other machines with an address in subnet (any up interface but loopback).
QStringList machinesInSubnet(const QList<SetupMachine> &machines, int self, const QString &subnet)
{
    QStringList names;
    const auto network = parsePrefix(subnet);
    if (!network)
        return names;
    for (int m = 0; m < machines.size(); ++m) {
        if (m == self)
            continue;
        bool found = false;
        for (const NicInfo &nic : machines.at(m).inventory.nics) {
            if (nic.loopback || !isUp(nic))
                continue;
            for (const QString &address : usableAddresses(nic))
                if (const auto prefix = parsePrefix(address); prefix && inSubnet(*network, *prefix))
                    found = true;
        }
        if (found)
            names << machines.at(m).name;
    }
    return names;
}

QString speedText(const std::optional<std::int64_t> &mbps)
{
    if (!mbps)
        return QStringLiteral("speed not reported");
    if (*mbps >= 1000 && *mbps % 1000 == 0)
        return QStringLiteral("%1 Gb/s").arg(*mbps / 1000);
    return QStringLiteral("%1 Mb/s").arg(*mbps);
}

QString reasonFor(const InterfaceChoice &choice, const QStringList &peers, bool defaultRoute)
{
    QStringList parts{interfaceRoleName(choice.role), QStringLiteral("up"), speedText(choice.speedMbps)};
    if (!choice.subnet.isEmpty())
        parts << (peers.isEmpty() ? QStringLiteral("in %1, which no other machine is in").arg(choice.subnet)
                                  : QStringLiteral("in %1 with %2").arg(choice.subnet, namesList(peers)));
    if (defaultRoute)
        parts << QStringLiteral("carries the default route");
    return parts.join(QStringLiteral(", "));
}

/// The command that lets `subnet` in through one firewall.
QString allowRule(const std::string &firewall, const QString &subnet)
{
    const bool v6 = subnet.contains(QLatin1Char(':'));
    if (firewall == "ufw")
        return QStringLiteral("sudo ufw allow from %1").arg(subnet);
    if (firewall == "firewalld")
        return QStringLiteral(
                   "sudo firewall-cmd --permanent --zone=trusted --add-source=%1 && sudo firewall-cmd "
                   "--reload")
            .arg(subnet);
    if (firewall == "iptables")
        return QStringLiteral("sudo %1 -I INPUT -s %2 -j ACCEPT")
            .arg(v6 ? QStringLiteral("ip6tables") : QStringLiteral("iptables"), subnet);
    return QStringLiteral("sudo nft insert rule inet filter input %1 saddr %2 accept")
        .arg(v6 ? QStringLiteral("ip6") : QStringLiteral("ip"), subnet);
}

/// The tool that manages `machine`'s rules, of those that filter or cannot be read: ufw, then
/// firewalld (each owns the rules below it), then nftables, then iptables; nftables when none does.
std::string managingFirewall(const SetupMachine &machine)
{
    std::string tool = "nftables";
    int rank = 0;
    for (const protocol::FirewallInfo &firewall : machine.inventory.firewalls) {
        if (!firewall.active.value_or(true))
            continue;
        const int candidate = firewall.name == "ufw"         ? 4
                              : firewall.name == "firewalld" ? 3
                              : firewall.name == "nftables"  ? 2
                                                             : 1;
        if (candidate > rank) {
            rank = candidate;
            tool = firewall.name;
        }
    }
    return tool;
}

/// How to let `subnet` (the sender's) in through `machine`'s firewall: one rule, for the tool that
/// manages its rules.
QString firewallFix(const SetupMachine &machine, const QString &subnet)
{
    const std::string tool = managingFirewall(machine);
    QString fix
        = QStringLiteral("allow %1 in %2's firewall: %3").arg(subnet, machine.name, allowRule(tool, subnet));
    if (tool == "nftables")
        fix += QStringLiteral(
            " (\"inet filter input\" is the usual table and chain; 'sudo nft list ruleset' shows "
            "the one of yours that drops)");
    return fix;
}

class FindingList
{
public:
    void add(SetupCode code, SetupSeverity severity, const QString &host, const QString &peer,
             const QString &subject, const QString &detail, const QString &fix)
    {
        m_findings.append(SetupFinding{code, severity, host, peer, subject, detail, fix});
    }
    QList<SetupFinding> take() { return std::move(m_findings); }

private:
    QList<SetupFinding> m_findings;
};

void interfaceFindings(const SetupCheckInput &input, FindingList &out)
{
    QSet<QString> subnets;
    QStringList subnetTexts;
    for (int m = 0; m < input.machines.size(); ++m) {
        const SetupMachine &machine = input.machines.at(m);
        const InterfaceChoice &choice = input.interfaces.at(m);
        if (choice.interfaceName.isEmpty()) {
            out.add(SetupCode::NoClusterInterface, SetupSeverity::Problem, machine.name, {}, {},
                    QStringLiteral("%1 has no interface that is up with an address, other than loopback, "
                                   "VPN and container interfaces")
                        .arg(machine.name),
                    QStringLiteral("connect %1 to the cluster's switch and give it an address")
                        .arg(machine.name));
        } else if (choice.chosenByUser && choice.address.isEmpty()) {
            out.add(SetupCode::ChosenInterfaceUnusable, SetupSeverity::Problem, machine.name, {},
                    choice.interfaceName, choice.reason,
                    QStringLiteral("choose another cluster interface for %1, or bring %2 up with an address")
                        .arg(machine.name, choice.interfaceName));
        }
        if (!choice.subnet.isEmpty() && !subnets.contains(choice.subnet)) {
            subnets.insert(choice.subnet);
            subnetTexts << QStringLiteral("%1 (%2)").arg(choice.subnet, machine.name);
        }

        // Several interfaces with an address in one subnet: the route picks one, maybe not the
        // fast one, and replies may leave by the other.
        QHash<QString, QStringList> bySubnet;
        QStringList subnetOrder;
        for (const NicInfo &nic : machine.inventory.nics) {
            if (nic.loopback || !isUp(nic))
                continue;
            QSet<QString> seen;
            for (const QString &address : usableAddresses(nic)) {
                const auto prefix = parsePrefix(address);
                if (!prefix)
                    continue;
                const QString subnet = networkText(*prefix);
                if (seen.contains(subnet))
                    continue;
                seen.insert(subnet);
                if (!bySubnet.contains(subnet))
                    subnetOrder << subnet;
                bySubnet[subnet] << qs(nic.name);
            }
        }
        for (const QString &subnet : subnetOrder) {
            const QStringList nics = bySubnet.value(subnet);
            if (nics.size() < 2)
                continue;
            out.add(SetupCode::SeveralInSubnet, SetupSeverity::Warning, machine.name, {},
                    nics.join(QStringLiteral(", ")),
                    QStringLiteral("%1 has %2 interfaces in %3: %4; the kernel sends by one route, which may "
                                   "not be the cluster interface, and answers may leave by the other")
                        .arg(machine.name)
                        .arg(nics.size())
                        .arg(subnet, namesList(nics)),
                    QStringLiteral("keep one interface of %1 in %2 (take the address off the others), or "
                                   "pin the software to %3 (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)")
                        .arg(machine.name, subnet,
                             choice.interfaceName.isEmpty() ? nics.first() : choice.interfaceName));
        }

        for (const NicInfo &nic : machine.inventory.nics) {
            const InterfaceRole role = interfaceRole(nic);
            if ((role != InterfaceRole::Vpn && role != InterfaceRole::Container) || !isUp(nic)
                || nic.ipv4.empty())
                continue;
            const QString name = qs(nic.name);
            const QString pinned = choice.interfaceName.isEmpty() ? QStringLiteral("<cluster interface>")
                                                                  : choice.interfaceName;
            out.add(
                SetupCode::VirtualInterface,
                role == InterfaceRole::Vpn ? SetupSeverity::Warning : SetupSeverity::Info, machine.name, {},
                name,
                QStringLiteral("%1 has the %2 interface %3 up with %4: NCCL, Gloo and others pick an "
                               "interface by themselves and may take it, which sends the model's "
                               "traffic through it, slowly, or to where the other machines cannot answer")
                    .arg(machine.name, interfaceRoleName(role), name, qs(nic.ipv4.front())),
                QStringLiteral("pin the software on %1 to %2: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2")
                    .arg(machine.name, pinned));
        }

        const NicInfo *clusterNic = findNic(machine.inventory, choice.interfaceName);
        for (const protocol::AddressLease &lease :
             clusterNic ? clusterNic->leases : std::vector<protocol::AddressLease>{}) {
            if (qs(lease.address).section(QLatin1Char('/'), 0, 0) != choice.address)
                continue;
            const bool v6 = choice.address.contains(QLatin1Char(':'));
            out.add(
                SetupCode::DynamicAddress, SetupSeverity::Warning, machine.name, {}, choice.address,
                QStringLiteral("%1's cluster address %2 is %3: it ends in %4 s unless renewed, and the next "
                               "one may be another address, which breaks every setting and launch line "
                               "that names it")
                    .arg(machine.name, choice.address,
                         v6 ? QStringLiteral("from IPv6 autoconfiguration")
                            : QStringLiteral("leased (from DHCP)"))
                    .arg(lease.validSeconds),
                v6 ? QStringLiteral("give %1 a static IPv6 address, or use its IPv4 address for the cluster")
                         .arg(machine.name)
                   : QStringLiteral(
                         "reserve %1 for %2 (%3) on your router (a DHCP reservation), or give %2 a "
                         "static address")
                         .arg(choice.address, machine.name,
                              clusterNic->mac ? QStringLiteral("MAC %1").arg(qs(*clusterNic->mac))
                                              : choice.interfaceName));
        }
    }
    if (subnets.size() > 1)
        out.add(SetupCode::SubnetsDiffer, SetupSeverity::Warning, {}, {}, {},
                QStringLiteral("the cluster interfaces are in %1 subnets: %2; traffic between them goes "
                               "through a router, when there is one")
                    .arg(subnets.size())
                    .arg(subnetTexts.join(QStringLiteral(", "))),
                QStringLiteral("put every machine's cluster interface in one subnet, on one switch"));
}

void uniquenessFindings(const SetupCheckInput &input, FindingList &out)
{
    QHash<QString, QStringList> byHostName;
    QHash<QString, QStringList> byAddress;
    QStringList hostNameOrder;
    QStringList addressOrder;
    for (int m = 0; m < input.machines.size(); ++m) {
        const SetupMachine &machine = input.machines.at(m);
        if (machine.inventory.hostname) {
            const QString name = qs(*machine.inventory.hostname).toLower();
            if (!byHostName.contains(name))
                hostNameOrder << name;
            byHostName[name] << machine.name;
        }
        const QString address = input.interfaces.at(m).address;
        if (!address.isEmpty()) {
            if (!byAddress.contains(address))
                addressOrder << address;
            byAddress[address] << machine.name;
        }
    }
    for (const QString &name : hostNameOrder) {
        const QStringList machines = byHostName.value(name);
        if (machines.size() > 1)
            out.add(SetupCode::DuplicateHostName, SetupSeverity::Problem, {}, {}, name,
                    QStringLiteral("%1 %2 the host name %3: software that finds its peers by host "
                                   "name (Gloo, Ray, vLLM) cannot tell them apart")
                        .arg(namesList(machines),
                             machines.size() == 2 ? QStringLiteral("both have") : QStringLiteral("all have"),
                             name),
                    QStringLiteral("give each machine its own name: hostnamectl set-hostname <name>, and "
                                   "the same name in the other machines' /etc/hosts or your DNS"));
    }
    for (const QString &address : addressOrder) {
        const QStringList machines = byAddress.value(address);
        if (machines.size() > 1)
            out.add(SetupCode::DuplicateAddress, SetupSeverity::Problem, {}, {}, address,
                    QStringLiteral("%1 all use the cluster address %2: packets for it reach one of them")
                        .arg(namesList(machines), address),
                    QStringLiteral("give each machine its own address"));
    }
}

void reachFindings(const SetupCheckInput &input, FindingList &out)
{
    const int count = int(input.machines.size());
    for (int i = 0; i < count && i < input.reach.size(); ++i) {
        const SetupMachine &from = input.machines.at(i);
        const InterfaceChoice &fromChoice = input.interfaces.at(i);
        for (int j = 0; j < count && j < input.reach.at(i).size(); ++j) {
            if (i == j)
                continue;
            const SetupMachine &to = input.machines.at(j);
            const InterfaceChoice &toChoice = input.interfaces.at(j);
            const ReachCell &cell = input.reach.at(i).at(j);
            if (!cell.result) {
                if (!cell.error.isEmpty())
                    out.add(
                        SetupCode::ReachNotTested, SetupSeverity::Warning, from.name, to.name, {},
                        QStringLiteral("%1 → %2 could not be tested: %3").arg(from.name, to.name, cell.error),
                        {});
                continue;
            }
            const protocol::ReachResult &r = *cell.result;
            // What the peer's firewall must let in: the sender's subnet (or, without one, its address).
            const QString senderSubnet = !fromChoice.subnet.isEmpty() ? fromChoice.subnet
                                         : r.sourceAddress            ? qs(*r.sourceAddress)
                                                                      : fromChoice.address;
            const QString toSubnet = toChoice.subnet.isEmpty() ? toChoice.address : toChoice.subnet;

            for (const protocol::NameResolution &name : r.names) {
                const QString text = qs(name.name);
                QStringList addresses;
                for (const std::string &address : name.addresses)
                    addresses << qs(address);
                if (addresses.isEmpty()) {
                    out.add(
                        SetupCode::NameUnresolved, SetupSeverity::Problem, from.name, to.name, text,
                        QStringLiteral("%1 cannot resolve %2's name %3 (%4)")
                            .arg(from.name, to.name, text, qs(name.error.value_or("no address"))),
                        QStringLiteral("add \"%1 %2\" to /etc/hosts on %3, or give %2 a DNS entry on your "
                                       "router")
                            .arg(toChoice.address, text, from.name));
                } else if (!addresses.contains(r.address.empty() ? toChoice.address : qs(r.address))) {
                    // The peer by its name alone where that is its host name, else both.
                    const QString whose
                        = text == to.name ? text : QStringLiteral("%1's name %2").arg(to.name, text);
                    out.add(SetupCode::NameWrongAddress, SetupSeverity::Problem, from.name, to.name, text,
                            QStringLiteral("%1 resolves %2 to %3, but %4's cluster address is %5")
                                .arg(from.name, whose, addresses.join(QStringLiteral(", ")), to.name,
                                     qs(r.address)),
                            QStringLiteral("fix /etc/hosts on %1 or your DNS: \"%2 %3\"")
                                .arg(from.name, qs(r.address), text));
                }
            }

            const QString where = QStringLiteral("%1 → %2").arg(from.name, to.name);
            switch (r.tcp) {
            case protocol::TcpReach::Connected:
                break;
            case protocol::TcpReach::TimedOut:
                out.add(
                    SetupCode::TcpDropped, SetupSeverity::Problem, from.name, to.name, qs(r.address),
                    QStringLiteral("TCP from %1 to a port that %2 opened for this check got no answer: a "
                                   "firewall on %2 (or on the way) drops it, and would drop the ports NCCL, "
                                   "Gloo and llama.cpp pick too")
                        .arg(from.name, to.name),
                    firewallFix(to, senderSubnet));
                break;
            case protocol::TcpReach::Refused:
                out.add(
                    SetupCode::TcpRefused, SetupSeverity::Problem, from.name, to.name, qs(r.address),
                    QStringLiteral("TCP from %1 to a port that %2 opened for this check was refused (%3): "
                                   "a firewall rejects it")
                        .arg(from.name, to.name, qs(r.tcpDetail)),
                    firewallFix(to, senderSubnet));
                break;
            case protocol::TcpReach::Unreachable:
                // In one subnet there is no route to miss: an ICMP "unreachable" there is a firewall
                // that rejects that way (firewalld's default, RHEL's icmp-host-prohibited).
                if (!fromChoice.subnet.isEmpty() && fromChoice.subnet == toChoice.subnet) {
                    out.add(SetupCode::TcpRefused, SetupSeverity::Problem, from.name, to.name, qs(r.address),
                            QStringLiteral("TCP from %1 to a port that %2 opened for this check was rejected "
                                           "(%3), though both are in %4: a firewall on %2 rejects it")
                                .arg(from.name, to.name, qs(r.tcpDetail), toSubnet),
                            firewallFix(to, senderSubnet));
                    break;
                }
                out.add(SetupCode::TcpUnreachable, SetupSeverity::Problem, from.name, to.name, qs(r.address),
                        QStringLiteral("%1 has no way to %2's cluster address %3 (%4)")
                            .arg(from.name, to.name, qs(r.address), qs(r.tcpDetail)),
                        QStringLiteral("put both on one subnet, or give %1 a route to %2")
                            .arg(from.name, toSubnet));
                break;
            case protocol::TcpReach::Failed:
            case protocol::TcpReach::Unknown:
                out.add(SetupCode::ReachNotTested, SetupSeverity::Warning, from.name, to.name, qs(r.address),
                        QStringLiteral("%1: TCP could not be tried (%2)").arg(where, qs(r.tcpDetail)), {});
                break;
            }
            if (r.udpSent > 0 && r.udpReceived == 0)
                out.add(SetupCode::UdpBlocked, SetupSeverity::Warning, from.name, to.name, qs(r.address),
                        QStringLiteral("none of %1 UDP datagrams from %2 to %3 came back: UDP is blocked "
                                       "(NCCL, Gloo and llama.cpp use TCP; discovery such as exo's, and "
                                       "ShardScope's latency probes, use UDP)")
                            .arg(r.udpSent)
                            .arg(from.name, to.name),
                        firewallFix(to, senderSubnet));
            if (r.replyTtl) {
                const auto routers = routersFromTtl(*r.replyTtl);
                if (routers && *routers > 0)
                    out.add(SetupCode::RouterBetween, SetupSeverity::Warning, from.name, to.name,
                            qs(r.address),
                            QStringLiteral("%1 router%2 between %3 and %4 (the echo arrived with TTL %5): "
                                           "every packet crosses it, which adds latency and often limits "
                                           "the rate")
                                .arg(*routers)
                                .arg(*routers == 1 ? QString() : QStringLiteral("s"))
                                .arg(from.name, to.name)
                                .arg(*r.replyTtl),
                            QStringLiteral("connect %1 and %2 to one switch, in one subnet")
                                .arg(from.name, to.name));
            }
            if (r.pathMtu && fromChoice.mtu && toChoice.mtu) {
                const int interfaceMtu = std::min(*fromChoice.mtu, *toChoice.mtu);
                if (int(r.pathMtu->packetBytes) < interfaceMtu)
                    out.add(SetupCode::PathMtuBelowInterface, SetupSeverity::Warning, from.name, to.name,
                            qs(r.address),
                            QStringLiteral("the path from %1 to %2 carries packets of %3 bytes, but both "
                                           "interfaces are set to %4: larger packets are dropped or split "
                                           "on the way")
                                .arg(from.name, to.name)
                                .arg(r.pathMtu->packetBytes)
                                .arg(interfaceMtu),
                            QStringLiteral(
                                "set one MTU on both machines and on every switch port between them, "
                                "for example %1 on both: 'sudo ip link set %2 mtu %1' on %3, 'sudo ip link "
                                "set %4 mtu %1' on %5")
                                .arg(r.pathMtu->packetBytes)
                                .arg(fromChoice.interfaceName, from.name, toChoice.interfaceName, to.name));
            }
            if (r.interfaceName && !fromChoice.interfaceName.isEmpty()
                && qs(*r.interfaceName) != fromChoice.interfaceName)
                out.add(
                    SetupCode::RoutedElsewhere, SetupSeverity::Warning, from.name, to.name,
                    qs(*r.interfaceName),
                    QStringLiteral("traffic from %1 to %2 (%3) leaves by %4, not by the cluster interface %5")
                        .arg(from.name, to.name, qs(r.address), qs(*r.interfaceName),
                             fromChoice.interfaceName),
                    QStringLiteral("take %1 out of %2's subnet, or check the routes on %3 (ip route get %4)")
                        .arg(qs(*r.interfaceName), to.name, from.name, qs(r.address)));
        }
    }
}

bool isLoopback(const QString &address)
{
    const auto prefix = parsePrefix(address);
    if (!prefix)
        return false;
    if (prefix->family == AF_INET)
        return prefix->bytes[0] == 127;
    static constexpr std::array<unsigned char, 16> kLoopback6{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
    return prefix->bytes == kLoopback6;
}

/// How each machine resolves its own name: software that finds this machine's address by its name
/// (Gloo, vLLM, torch's default) hands the others the first address it gets.
void ownNameFindings(const SetupCheckInput &input, FindingList &out)
{
    for (int m = 0; m < input.machines.size() && m < input.ownNames.size(); ++m) {
        const SetupMachine &machine = input.machines.at(m);
        const InterfaceChoice &choice = input.interfaces.at(m);
        for (const protocol::NameResolution &name : input.ownNames.at(m)) {
            const QString text = qs(name.name);
            QStringList addresses;
            for (const std::string &address : name.addresses)
                addresses << qs(address);
            const QString hostsLine = QStringLiteral("\"%1 %2\"").arg(choice.address, text);
            if (!addresses.isEmpty() && isLoopback(addresses.first())) {
                out.add(SetupCode::OwnNameLoopback, SetupSeverity::Problem, machine.name, {}, text,
                        QStringLiteral("%1 resolves its own name %2 to %3 first: Gloo, vLLM and PyTorch find "
                                       "this machine's address by its name and would tell the other machines "
                                       "to connect to %3, which is each one itself")
                            .arg(machine.name, text, addresses.first()),
                        QStringLiteral("in /etc/hosts on %1, replace the line with %2 and %3 by %4")
                            .arg(machine.name, addresses.first(), text, hostsLine));
            } else if (addresses.isEmpty()) {
                out.add(SetupCode::OwnNameNotCluster, SetupSeverity::Warning, machine.name, {}, text,
                        QStringLiteral("%1 cannot resolve its own name %2 (%3): software that finds this "
                                       "machine's address by its name fails on it")
                            .arg(machine.name, text, qs(name.error.value_or("no address"))),
                        QStringLiteral("add %1 to /etc/hosts on %2").arg(hostsLine, machine.name));
            } else if (!choice.address.isEmpty() && !addresses.contains(choice.address)) {
                out.add(
                    SetupCode::OwnNameNotCluster, SetupSeverity::Warning, machine.name, {}, text,
                    QStringLiteral("%1 resolves its own name %2 to %3, not to its cluster address %4: "
                                   "software that finds this machine's address by its name tells the "
                                   "others to use %3")
                        .arg(machine.name, text, addresses.join(QStringLiteral(", ")), choice.address),
                    QStringLiteral("make %1 the first line for %2 in /etc/hosts on %3, or pin the software "
                                   "to %4 (NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%5)")
                        .arg(hostsLine, text, machine.name, choice.interfaceName, choice.address));
            }
        }
    }
}

void exposureFindings(const SetupCheckInput &input, FindingList &out)
{
    for (int m = 0; m < input.machines.size(); ++m) {
        const SetupMachine &machine = input.machines.at(m);
        const InterfaceChoice &choice = input.interfaces.at(m);
        for (const protocol::ListeningSocket &socket : machine.inventory.listeners) {
            const QString service = inferenceServiceOf(socket);
            if (service.isEmpty())
                continue;
            const bool wildcard = isWildcard(socket.address);
            const auto bound = parsePrefix(qs(socket.address));
            const bool rpc = service == QLatin1String("rpc-server");
            const bool publicAddress = !wildcard && bound && !isPrivate(*bound);
            if (!wildcard && !(rpc && publicAddress))
                continue;
            // Known by its port alone (a process the agent may not see, another user's): said so,
            // and never more than a warning.
            const bool byPortOnly = !socket.process;
            const QString subject
                = byPortOnly ? QStringLiteral("%1:%2 (%3's default port)")
                                   .arg(qs(socket.address))
                                   .arg(socket.port)
                                   .arg(service)
                             : QStringLiteral("%1 %2:%3").arg(service, qs(socket.address)).arg(socket.port);
            const QString where
                = wildcard ? QStringLiteral("every interface (%1)").arg(qs(socket.address))
                           : QStringLiteral("%1, which is not a private address").arg(qs(socket.address));
            const QString narrow
                = choice.address.isEmpty()
                      ? QStringLiteral("bind it to the cluster address")
                      : QStringLiteral("bind it to the cluster address %1 (%2)")
                            .arg(choice.address,
                                 rpc ? QStringLiteral("rpc-server -H %1").arg(choice.address)
                                 : service == QLatin1String("llama-server")
                                     ? QStringLiteral("llama-server --host %1").arg(choice.address)
                                 : service == QLatin1String("Ollama")
                                     ? QStringLiteral("OLLAMA_HOST=%1").arg(choice.address)
                                     : QStringLiteral("its host option"));
            const QString firewall = choice.subnet.isEmpty()
                                         ? QString()
                                         : QStringLiteral(", or allow port %1 only from %2 in the firewall")
                                               .arg(socket.port)
                                               .arg(choice.subnet);
            if (byPortOnly)
                out.add(SetupCode::ExposedService, SetupSeverity::Warning, machine.name, {}, subject,
                        QStringLiteral("something on %1 listens on %2, port %3, %4's default port (the agent "
                                       "cannot see which process: another user's): if it is %4, every "
                                       "network %1 is on can use it")
                            .arg(machine.name, where)
                            .arg(socket.port)
                            .arg(service),
                        narrow + firewall);
            else if (rpc)
                out.add(SetupCode::ExposedRpcServer, SetupSeverity::Problem, machine.name, {}, subject,
                        QStringLiteral("rpc-server on %1 listens on %2, port %3: anyone who reaches it can "
                                       "run code on %1 (rpc-server has no authentication, and llama.cpp "
                                       "says never to expose it)")
                            .arg(machine.name, where)
                            .arg(socket.port),
                        narrow + firewall);
            else
                out.add(SetupCode::ExposedService, SetupSeverity::Warning, machine.name, {}, subject,
                        QStringLiteral("%1 on %2 listens on %3, port %4: every network %2 is on can use it, "
                                       "Wi-Fi, VPN and container networks too")
                            .arg(service, machine.name, where)
                            .arg(socket.port),
                        narrow + firewall);
        }
        // One finding a machine, whatever shows its rules: on Debian 12 iptables-save lists through
        // nf_tables what `nft list ruleset` lists too, and ufw writes both.
        QStringList tools;
        QStringList evidence;
        bool filters = false;
        for (const protocol::FirewallInfo &firewall : machine.inventory.firewalls) {
            if (firewall.active == false)
                continue;
            filters = filters || firewall.active.value_or(false);
            tools << qs(firewall.name);
            evidence << QStringLiteral("%1: %2").arg(qs(firewall.name), qs(firewall.evidence));
        }
        if (tools.isEmpty())
            continue;
        out.add(SetupCode::FirewallActive, SetupSeverity::Info, machine.name, {},
                tools.join(QStringLiteral(", ")),
                filters ? QStringLiteral("%1 has an active firewall (%2): ShardScope never changes it")
                              .arg(machine.name, evidence.join(QStringLiteral("; ")))
                        : QStringLiteral("%1 has a firewall whose rules could not be read (%2)")
                              .arg(machine.name, evidence.join(QStringLiteral("; "))),
                choice.subnet.isEmpty() ? QString()
                                        : QStringLiteral("if the reach test shows drops, %1")
                                              .arg(firewallFix(machine, choice.subnet)));
    }
}

} // namespace

InterfaceRole interfaceRole(const NicInfo &nic)
{
    const QString name = qs(nic.name);
    const QString kind = qs(nic.kind.value_or(""));
    if (nic.loopback || kind == QLatin1String("loopback"))
        return InterfaceRole::Loopback;
    if (kind == QLatin1String("wireguard") || kind == QLatin1String("tun") || kind == QLatin1String("tap")
        || kind == QLatin1String("ppp")
        || startsWithAny(name, {"tailscale", "wg", "tun", "tap", "zt", "utun", "ppp", "nordlynx", "ipsec",
                                "vti", "proton", "mullvad", "gpd", "cscotun"}))
        return InterfaceRole::Vpn;
    if (startsWithAny(name, {"docker", "br-", "virbr", "lxcbr", "lxdbr", "incusbr", "cni", "flannel", "cali",
                             "veth", "podman", "kube", "weave", "cilium", "vnet", "vmnet", "vboxnet"})
        || kind == QLatin1String("vxlan") || kind == QLatin1String("geneve"))
        return InterfaceRole::Container;
    if (nic.wireless || kind == QLatin1String("wlan"))
        return InterfaceRole::Wireless;
    if (kind == QLatin1String("bridge") || kind == QLatin1String("bond"))
        return InterfaceRole::Bridge;
    // A VLAN rides on a wired device; a veth not named like a container's host end is this
    // machine's own link when it is a container or a namespace.
    if (kind == QLatin1String("vlan") || kind == QLatin1String("veth") || kind == QLatin1String("macvlan")
        || kind == QLatin1String("ipvlan"))
        return InterfaceRole::Wired;
    if (nic.isVirtual)
        return InterfaceRole::Virtual;
    return InterfaceRole::Wired;
}

QString interfaceRoleName(InterfaceRole role)
{
    switch (role) {
    case InterfaceRole::Wired:
        return QStringLiteral("wired");
    case InterfaceRole::Wireless:
        return QStringLiteral("wireless");
    case InterfaceRole::Loopback:
        return QStringLiteral("loopback");
    case InterfaceRole::Vpn:
        return QStringLiteral("VPN");
    case InterfaceRole::Bridge:
        return QStringLiteral("bridge");
    case InterfaceRole::Container:
        return QStringLiteral("container");
    case InterfaceRole::Virtual:
        return QStringLiteral("virtual");
    }
    return QStringLiteral("virtual");
}

QList<InterfaceChoice> chooseClusterInterfaces(const QList<SetupMachine> &machines)
{
    QList<InterfaceChoice> choices;
    for (int m = 0; m < machines.size(); ++m) {
        const SetupMachine &machine = machines.at(m);
        if (!machine.chosenInterface.isEmpty()) {
            const NicInfo *nic = findNic(machine.inventory, machine.chosenInterface);
            InterfaceChoice choice;
            if (nic)
                choice = choiceOf(*nic);
            choice.interfaceName = machine.chosenInterface;
            choice.chosenByUser = true;
            if (!nic)
                choice.reason = QStringLiteral("chosen by you, but %1 has no interface %2")
                                    .arg(machine.name, machine.chosenInterface);
            else if (!isUp(*nic))
                choice.reason = QStringLiteral("chosen by you, but it is %1").arg(qs(nic->operState));
            else if (choice.address.isEmpty())
                choice.reason = QStringLiteral("chosen by you, but it has no IPv4 or global IPv6 address");
            else
                choice.reason
                    = QStringLiteral("chosen by you: ")
                      + reasonFor(choice, machinesInSubnet(machines, m, choice.subnet), nic->defaultRoute);
            if (!nic || !isUp(*nic))
                choice.address.clear();
            choices << choice;
            continue;
        }
        const NicInfo *best = nullptr;
        std::tuple<int, int, std::int64_t, int> bestKey{-1, -1, -1, -1};
        for (const NicInfo &nic : machine.inventory.nics) {
            if (!isUp(nic) || !isCandidateRole(interfaceRole(nic)) || usableAddresses(nic).isEmpty())
                continue;
            const InterfaceChoice candidate = choiceOf(nic);
            const auto key = std::make_tuple(int(machinesInSubnet(machines, m, candidate.subnet).size()),
                                             roleRank(candidate.role), nic.speedMbps.value_or(0),
                                             nic.defaultRoute ? 1 : 0);
            if (key > bestKey) { // strictly better: the first of equals (ifindex order) stays
                bestKey = key;
                best = &nic;
            }
        }
        InterfaceChoice choice;
        if (best) {
            choice = choiceOf(*best);
            choice.reason
                = reasonFor(choice, machinesInSubnet(machines, m, choice.subnet), best->defaultRoute);
        } else {
            choice.reason = QStringLiteral("no interface is up with an address, other than loopback, VPN and "
                                           "container interfaces");
        }
        choices << choice;
    }
    return choices;
}

QList<PinSetting> pinSettings(const InterfaceChoice &choice)
{
    if (choice.interfaceName.isEmpty())
        return {};
    QList<PinSetting> settings{
        {QStringLiteral("NCCL"), QStringLiteral("NCCL_SOCKET_IFNAME=%1").arg(choice.interfaceName)},
        {QStringLiteral("Gloo (PyTorch)"), QStringLiteral("GLOO_SOCKET_IFNAME=%1").arg(choice.interfaceName)},
    };
    if (!choice.address.isEmpty()) {
        settings << PinSetting{QStringLiteral("vLLM"), QStringLiteral("VLLM_HOST_IP=%1").arg(choice.address)};
        settings << PinSetting{QStringLiteral("llama.cpp llama-server"),
                               QStringLiteral("--host %1").arg(choice.address)};
        settings << PinSetting{QStringLiteral("llama.cpp rpc-server"),
                               QStringLiteral("-H %1").arg(choice.address)};
    }
    return settings;
}

QString setupCodeName(SetupCode code)
{
    switch (code) {
    case SetupCode::NoClusterInterface:
        return QStringLiteral("no_cluster_interface");
    case SetupCode::ChosenInterfaceUnusable:
        return QStringLiteral("chosen_interface_unusable");
    case SetupCode::SeveralInSubnet:
        return QStringLiteral("several_in_subnet");
    case SetupCode::VirtualInterface:
        return QStringLiteral("virtual_interface");
    case SetupCode::SubnetsDiffer:
        return QStringLiteral("subnets_differ");
    case SetupCode::RoutedElsewhere:
        return QStringLiteral("routed_elsewhere");
    case SetupCode::DynamicAddress:
        return QStringLiteral("dynamic_address");
    case SetupCode::DuplicateHostName:
        return QStringLiteral("duplicate_host_name");
    case SetupCode::DuplicateAddress:
        return QStringLiteral("duplicate_address");
    case SetupCode::NameUnresolved:
        return QStringLiteral("name_unresolved");
    case SetupCode::NameWrongAddress:
        return QStringLiteral("name_wrong_address");
    case SetupCode::OwnNameLoopback:
        return QStringLiteral("own_name_loopback");
    case SetupCode::OwnNameNotCluster:
        return QStringLiteral("own_name_not_cluster");
    case SetupCode::TcpDropped:
        return QStringLiteral("tcp_dropped");
    case SetupCode::TcpRefused:
        return QStringLiteral("tcp_refused");
    case SetupCode::TcpUnreachable:
        return QStringLiteral("tcp_unreachable");
    case SetupCode::UdpBlocked:
        return QStringLiteral("udp_blocked");
    case SetupCode::RouterBetween:
        return QStringLiteral("router_between");
    case SetupCode::PathMtuBelowInterface:
        return QStringLiteral("path_mtu_below_interface");
    case SetupCode::ReachNotTested:
        return QStringLiteral("reach_not_tested");
    case SetupCode::ExposedService:
        return QStringLiteral("exposed_service");
    case SetupCode::ExposedRpcServer:
        return QStringLiteral("exposed_rpc_server");
    case SetupCode::FirewallActive:
        return QStringLiteral("firewall_active");
    case SetupCode::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString setupSeverityName(SetupSeverity severity)
{
    switch (severity) {
    case SetupSeverity::Info:
        return QStringLiteral("info");
    case SetupSeverity::Warning:
        return QStringLiteral("warning");
    case SetupSeverity::Problem:
        return QStringLiteral("problem");
    case SetupSeverity::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QStringList namesToResolve(const SetupMachine &to)
{
    QStringList names;
    if (to.inventory.hostname && !to.inventory.hostname->empty())
        names << qs(*to.inventory.hostname);
    return names;
}

QString inferenceServiceOf(const protocol::ListeningSocket &socket)
{
    const QString process = qs(socket.process.value_or("")).toLower();
    if (process.startsWith(QLatin1String("llama-server")))
        return QStringLiteral("llama-server");
    if (process.startsWith(QLatin1String("rpc-server")))
        return QStringLiteral("rpc-server");
    if (process.startsWith(QLatin1String("ollama")))
        return QStringLiteral("Ollama");
    if (process.startsWith(QLatin1String("vllm")))
        return QStringLiteral("vLLM");
    if (process == QLatin1String("raylet") || process == QLatin1String("gcs_server")
        || process.startsWith(QLatin1String("ray::")))
        return QStringLiteral("Ray");
    if (process == QLatin1String("exo"))
        return QStringLiteral("exo");
    if (socket.protocol != "tcp")
        return {};
    // By the default port, when the process is not known (or is a python running a server).
    if (!socket.process || process.startsWith(QLatin1String("python"))) {
        switch (socket.port) {
        case 8080:
            return process.isEmpty() ? QStringLiteral("llama-server") : QString();
        case 50052:
            return QStringLiteral("rpc-server");
        case 11434:
            return QStringLiteral("Ollama");
        case 8000:
            return process.isEmpty() ? QString() : QStringLiteral("vLLM");
        case 6379:
        case 8265:
            return process.isEmpty() ? QString() : QStringLiteral("Ray");
        case 52415:
            return QStringLiteral("exo");
        default:
            break;
        }
    }
    return {};
}

std::optional<int> routersFromTtl(int replyTtl)
{
    if (replyTtl <= 0)
        return std::nullopt;
    for (int initial : {64, 128, 255})
        if (replyTtl <= initial)
            return initial - replyTtl;
    return std::nullopt;
}

QList<SetupFinding> setupFindings(const SetupCheckInput &input)
{
    FindingList out;
    interfaceFindings(input, out);
    uniquenessFindings(input, out);
    reachFindings(input, out);
    ownNameFindings(input, out);
    exposureFindings(input, out);
    QList<SetupFinding> findings = out.take();
    std::stable_sort(findings.begin(), findings.end(), [](const SetupFinding &a, const SetupFinding &b) {
        return int(a.severity) > int(b.severity);
    });
    return findings;
}

QString setupCheckGroupName(SetupCheckGroup group)
{
    switch (group) {
    case SetupCheckGroup::ClusterInterface:
        return QStringLiteral("cluster_interface");
    case SetupCheckGroup::Interfaces:
        return QStringLiteral("interfaces");
    case SetupCheckGroup::Addresses:
        return QStringLiteral("addresses");
    case SetupCheckGroup::Names:
        return QStringLiteral("names");
    case SetupCheckGroup::Tcp:
        return QStringLiteral("tcp");
    case SetupCheckGroup::Udp:
        return QStringLiteral("udp");
    case SetupCheckGroup::Path:
        return QStringLiteral("path");
    case SetupCheckGroup::Exposure:
        return QStringLiteral("exposure");
    case SetupCheckGroup::Firewalls:
        return QStringLiteral("firewalls");
    }
    return QStringLiteral("unknown");
}

SetupCheckGroup setupCheckGroup(SetupCode code)
{
    switch (code) {
    case SetupCode::Unknown:
    case SetupCode::NoClusterInterface:
    case SetupCode::ChosenInterfaceUnusable:
        return SetupCheckGroup::ClusterInterface;
    case SetupCode::SeveralInSubnet:
    case SetupCode::VirtualInterface:
    case SetupCode::SubnetsDiffer:
    case SetupCode::RoutedElsewhere:
        return SetupCheckGroup::Interfaces;
    case SetupCode::DynamicAddress:
    case SetupCode::DuplicateHostName:
    case SetupCode::DuplicateAddress:
        return SetupCheckGroup::Addresses;
    case SetupCode::NameUnresolved:
    case SetupCode::NameWrongAddress:
    case SetupCode::OwnNameLoopback:
    case SetupCode::OwnNameNotCluster:
        return SetupCheckGroup::Names;
    case SetupCode::TcpDropped:
    case SetupCode::TcpRefused:
    case SetupCode::TcpUnreachable:
    case SetupCode::ReachNotTested:
        return SetupCheckGroup::Tcp;
    case SetupCode::UdpBlocked:
        return SetupCheckGroup::Udp;
    case SetupCode::RouterBetween:
    case SetupCode::PathMtuBelowInterface:
        return SetupCheckGroup::Path;
    case SetupCode::ExposedService:
    case SetupCode::ExposedRpcServer:
        return SetupCheckGroup::Exposure;
    case SetupCode::FirewallActive:
        return SetupCheckGroup::Firewalls;
    }
    return SetupCheckGroup::ClusterInterface;
}

QList<SetupCheckLine> setupCheckLines(const QList<SetupFinding> &findings, bool reachTested)
{
    QList<SetupCheckLine> lines;
    for (int g = int(SetupCheckGroup::ClusterInterface); g <= int(SetupCheckGroup::Firewalls); ++g) {
        SetupCheckLine line;
        line.group = SetupCheckGroup(g);
        const bool needsReach = line.group == SetupCheckGroup::Names || line.group == SetupCheckGroup::Tcp
                                || line.group == SetupCheckGroup::Udp || line.group == SetupCheckGroup::Path;
        line.tested = reachTested || !needsReach;
        for (const SetupFinding &finding : findings)
            if (setupCheckGroup(finding.code) == line.group) {
                ++line.findings;
                line.worst = std::max(line.worst, finding.severity);
            }
        lines << line;
    }
    return lines;
}

} // namespace shardscope::core
