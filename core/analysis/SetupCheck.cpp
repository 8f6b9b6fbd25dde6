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
    if (!mbps || *mbps <= 0) // a virtual or unplugged NIC may report 0 or -1
        return QStringLiteral("speed not reported");
    if (*mbps >= 1000 && *mbps % 1000 == 0)
        return QStringLiteral("%1 Gb/s").arg(*mbps / 1000);
    return QStringLiteral("%1 Mb/s").arg(*mbps);
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

/// The facts of how to let `subnet` (the sender's) in through `machine`'s firewall: one rule, for
/// the tool that manages its rules.
void setFirewallRule(SetupFinding &finding, const SetupMachine &machine, const QString &subnet)
{
    const std::string tool = managingFirewall(machine);
    finding.firewall = qs(tool);
    finding.subnet = subnet;
    finding.setting = allowRule(tool, subnet);
}

/// A finding with the facts every one has; the caller sets the rest.
SetupFinding finding(SetupCode code, SetupSeverity severity, const QString &host, const QString &peer = {},
                     const QString &subject = {})
{
    SetupFinding f;
    f.code = code;
    f.severity = severity;
    f.host = host;
    f.peer = peer;
    f.subject = subject;
    return f;
}

/// SubnetsDiffer, when the cluster interfaces of `machines` (choices[k] is machines[k]'s) are not
/// all in one subnet: values = each subnet with the first machine in it, "10.0.1.0/24 (node3)".
std::optional<SetupFinding> subnetsDiffer(const QStringList &machines, const QList<InterfaceChoice> &choices)
{
    QSet<QString> subnets;
    QStringList subnetTexts;
    for (int m = 0; m < machines.size() && m < choices.size(); ++m) {
        const QString &subnet = choices.at(m).subnet;
        if (!subnet.isEmpty() && !subnets.contains(subnet)) {
            subnets.insert(subnet);
            subnetTexts << QStringLiteral("%1 (%2)").arg(subnet, machines.at(m));
        }
    }
    if (subnets.size() < 2)
        return std::nullopt;
    SetupFinding f = finding(SetupCode::SubnetsDiffer, SetupSeverity::Warning, {});
    f.values = subnetTexts;
    return f;
}

void interfaceFindings(const SetupCheckInput &input, QList<SetupFinding> &out)
{
    QStringList names;
    for (int m = 0; m < input.machines.size(); ++m) {
        const SetupMachine &machine = input.machines.at(m);
        const InterfaceChoice &choice = input.interfaces.at(m);
        if (choice.interfaceName.isEmpty()) {
            out << finding(SetupCode::NoClusterInterface, SetupSeverity::Problem, machine.name);
        } else if (choice.chosenByUser && choice.problem != ChoiceProblem::None) {
            SetupFinding f = finding(SetupCode::ChosenInterfaceUnusable, SetupSeverity::Problem, machine.name,
                                     {}, choice.interfaceName);
            f.form = choice.problem == ChoiceProblem::Missing ? SetupForm::Missing
                     : choice.problem == ChoiceProblem::NotUp ? SetupForm::NotUp
                                                              : SetupForm::NoAddress;
            f.interfaceName = choice.interfaceName;
            f.systemText = choice.state;
            out << f;
        }
        names << machine.name;

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
            SetupFinding f = finding(SetupCode::SeveralInSubnet, SetupSeverity::Warning, machine.name, {},
                                     nics.join(QStringLiteral(", ")));
            f.values = nics;
            f.subnet = subnet;
            f.interfaceName = choice.interfaceName.isEmpty() ? nics.first() : choice.interfaceName;
            out << f;
        }

        for (const NicInfo &nic : machine.inventory.nics) {
            const InterfaceRole role = interfaceRole(nic);
            if ((role != InterfaceRole::Vpn && role != InterfaceRole::Container) || !isUp(nic)
                || nic.ipv4.empty())
                continue;
            SetupFinding f
                = finding(SetupCode::VirtualInterface,
                          role == InterfaceRole::Vpn ? SetupSeverity::Warning : SetupSeverity::Info,
                          machine.name, {}, qs(nic.name));
            f.role = role;
            f.values = {qs(nic.ipv4.front())};
            f.interfaceName = choice.interfaceName;
            out << f;
        }

        const NicInfo *clusterNic = findNic(machine.inventory, choice.interfaceName);
        for (const protocol::AddressLease &lease :
             clusterNic ? clusterNic->leases : std::vector<protocol::AddressLease>{}) {
            if (qs(lease.address).section(QLatin1Char('/'), 0, 0) != choice.address)
                continue;
            SetupFinding f = finding(SetupCode::DynamicAddress, SetupSeverity::Warning, machine.name, {},
                                     choice.address);
            f.address = choice.address;
            f.interfaceName = choice.interfaceName;
            f.number = lease.validSeconds;
            if (clusterNic->mac)
                f.setting = qs(*clusterNic->mac);
            out << f;
        }
    }
    if (auto differ = subnetsDiffer(names, input.interfaces))
        out << *differ;
}

void uniquenessFindings(const SetupCheckInput &input, QList<SetupFinding> &out)
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
        if (machines.size() < 2)
            continue;
        SetupFinding f = finding(SetupCode::DuplicateHostName, SetupSeverity::Problem, {}, {}, name);
        f.values = machines;
        out << f;
    }
    for (const QString &address : addressOrder) {
        const QStringList machines = byAddress.value(address);
        if (machines.size() < 2)
            continue;
        SetupFinding f = finding(SetupCode::DuplicateAddress, SetupSeverity::Problem, {}, {}, address);
        f.address = address;
        f.values = machines;
        out << f;
    }
}

void reachFindings(const SetupCheckInput &input, QList<SetupFinding> &out)
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
                if (!cell.error.isEmpty()) {
                    SetupFinding f
                        = finding(SetupCode::ReachNotTested, SetupSeverity::Warning, from.name, to.name);
                    f.systemText = cell.error;
                    out << f;
                }
                continue;
            }
            const protocol::ReachResult &r = *cell.result;
            const QString peerAddress = r.address.empty() ? toChoice.address : qs(r.address);
            // What the peer's firewall must let in: the sender's subnet (or, without one, its address).
            const QString senderSubnet = !fromChoice.subnet.isEmpty() ? fromChoice.subnet
                                         : r.sourceAddress            ? qs(*r.sourceAddress)
                                                                      : fromChoice.address;
            const QString toSubnet = toChoice.subnet.isEmpty() ? toChoice.address : toChoice.subnet;
            // A finding about this pair: the peer's cluster address, and the interfaces of both.
            const auto pair = [&](SetupCode code, SetupSeverity severity, const QString &subject) {
                SetupFinding f = finding(code, severity, from.name, to.name, subject);
                f.address = peerAddress;
                f.interfaceName = fromChoice.interfaceName;
                f.peerInterface = toChoice.interfaceName;
                return f;
            };

            for (const protocol::NameResolution &name : r.names) {
                QStringList addresses;
                for (const std::string &address : name.addresses)
                    addresses << qs(address);
                if (addresses.isEmpty()) {
                    SetupFinding f = pair(SetupCode::NameUnresolved, SetupSeverity::Problem, qs(name.name));
                    f.systemText = qs(name.error.value_or("no address"));
                    out << f;
                } else if (!addresses.contains(peerAddress)) {
                    SetupFinding f = pair(SetupCode::NameWrongAddress, SetupSeverity::Problem, qs(name.name));
                    f.values = addresses;
                    out << f;
                }
            }

            switch (r.tcp) {
            case protocol::TcpReach::Connected:
                break;
            case protocol::TcpReach::TimedOut: {
                SetupFinding f = pair(SetupCode::TcpDropped, SetupSeverity::Problem, peerAddress);
                setFirewallRule(f, to, senderSubnet);
                out << f;
                break;
            }
            case protocol::TcpReach::Refused:
            case protocol::TcpReach::Unreachable: {
                // In one subnet there is no route to miss: an ICMP "unreachable" there is a firewall
                // that rejects that way (firewalld's default, RHEL's icmp-host-prohibited).
                const bool oneSubnet = !fromChoice.subnet.isEmpty() && fromChoice.subnet == toChoice.subnet;
                if (r.tcp == protocol::TcpReach::Unreachable && !oneSubnet) {
                    SetupFinding f = pair(SetupCode::TcpUnreachable, SetupSeverity::Problem, peerAddress);
                    f.systemText = qs(r.tcpDetail);
                    f.subnet = toSubnet;
                    out << f;
                    break;
                }
                SetupFinding f = pair(SetupCode::TcpRefused, SetupSeverity::Problem, peerAddress);
                f.systemText = qs(r.tcpDetail);
                setFirewallRule(f, to, senderSubnet);
                if (r.tcp == protocol::TcpReach::Unreachable) {
                    f.form = SetupForm::Rejected;
                    f.values = {toSubnet};
                }
                out << f;
                break;
            }
            case protocol::TcpReach::Failed:
            case protocol::TcpReach::Unknown: {
                SetupFinding f = pair(SetupCode::ReachNotTested, SetupSeverity::Warning, peerAddress);
                f.form = SetupForm::NotTried;
                f.systemText = qs(r.tcpDetail);
                out << f;
                break;
            }
            }
            if (r.udpSent > 0 && r.udpReceived == 0) {
                SetupFinding f = pair(SetupCode::UdpBlocked, SetupSeverity::Warning, peerAddress);
                f.number = r.udpSent;
                setFirewallRule(f, to, senderSubnet);
                out << f;
            }
            if (r.replyTtl) {
                const auto routers = routersFromTtl(*r.replyTtl);
                if (routers && *routers > 0) {
                    SetupFinding f = pair(SetupCode::RouterBetween, SetupSeverity::Warning, peerAddress);
                    f.number = *routers;
                    f.limit = *r.replyTtl;
                    out << f;
                }
            }
            if (r.pathMtu && fromChoice.mtu && toChoice.mtu) {
                const int interfaceMtu = std::min(*fromChoice.mtu, *toChoice.mtu);
                if (int(r.pathMtu->packetBytes) < interfaceMtu) {
                    SetupFinding f
                        = pair(SetupCode::PathMtuBelowInterface, SetupSeverity::Warning, peerAddress);
                    f.number = r.pathMtu->packetBytes;
                    f.limit = interfaceMtu;
                    out << f;
                }
            }
            if (r.interfaceName && !fromChoice.interfaceName.isEmpty()
                && qs(*r.interfaceName) != fromChoice.interfaceName) {
                SetupFinding f
                    = pair(SetupCode::RoutedElsewhere, SetupSeverity::Warning, qs(*r.interfaceName));
                f.peerInterface = qs(*r.interfaceName);
                out << f;
            }
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
void ownNameFindings(const SetupCheckInput &input, QList<SetupFinding> &out)
{
    for (int m = 0; m < input.machines.size() && m < input.ownNames.size(); ++m) {
        const SetupMachine &machine = input.machines.at(m);
        const InterfaceChoice &choice = input.interfaces.at(m);
        for (const protocol::NameResolution &name : input.ownNames.at(m)) {
            QStringList addresses;
            for (const std::string &address : name.addresses)
                addresses << qs(address);
            SetupFinding f;
            if (!addresses.isEmpty() && isLoopback(addresses.first()))
                f = finding(SetupCode::OwnNameLoopback, SetupSeverity::Problem, machine.name, {},
                            qs(name.name));
            else if (addresses.isEmpty()
                     || (!choice.address.isEmpty() && !addresses.contains(choice.address)))
                f = finding(SetupCode::OwnNameNotCluster, SetupSeverity::Warning, machine.name, {},
                            qs(name.name));
            else
                continue;
            f.values = addresses;
            f.address = choice.address;
            f.interfaceName = choice.interfaceName;
            if (addresses.isEmpty())
                f.systemText = qs(name.error.value_or("no address"));
            out << f;
        }
    }
}

void exposureFindings(const SetupCheckInput &input, QList<SetupFinding> &out)
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
            SetupFinding f
                = finding(rpc && !byPortOnly ? SetupCode::ExposedRpcServer : SetupCode::ExposedService,
                          rpc && !byPortOnly ? SetupSeverity::Problem : SetupSeverity::Warning, machine.name,
                          {}, subject);
            // Where it listens (every interface, or one address that is not private) is its bound
            // address, values[0]: listensOnEveryInterface.
            f.form = byPortOnly ? SetupForm::ByPortOnly : SetupForm::Plain;
            f.service = service;
            f.values = {qs(socket.address)};
            f.number = socket.port;
            f.address = choice.address;
            f.subnet = choice.subnet;
            if (!choice.address.isEmpty()) {
                if (rpc)
                    f.setting = QStringLiteral("rpc-server -H %1").arg(choice.address);
                else if (service == QLatin1String("llama-server"))
                    f.setting = QStringLiteral("llama-server --host %1").arg(choice.address);
                else if (service == QLatin1String("Ollama"))
                    f.setting = QStringLiteral("OLLAMA_HOST=%1").arg(choice.address);
            }
            out << f;
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
        SetupFinding f = finding(SetupCode::FirewallActive, SetupSeverity::Info, machine.name, {},
                                 tools.join(QStringLiteral(", ")));
        f.form = filters ? SetupForm::Plain : SetupForm::Unreadable;
        f.values = evidence;
        if (!choice.subnet.isEmpty())
            setFirewallRule(f, machine, choice.subnet);
        out << f;
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
            if (!nic) {
                choice.problem = ChoiceProblem::Missing;
            } else if (!isUp(*nic)) {
                choice.problem = ChoiceProblem::NotUp;
                choice.state = qs(nic->operState);
            } else if (choice.address.isEmpty()) {
                choice.problem = ChoiceProblem::NoAddress;
            } else {
                choice.subnetPeers = machinesInSubnet(machines, m, choice.subnet);
                choice.defaultRoute = nic->defaultRoute;
            }
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
            choice.subnetPeers = machinesInSubnet(machines, m, choice.subnet);
            choice.defaultRoute = best->defaultRoute;
        }
        choices << choice;
    }
    return choices;
}

QString interfaceChoiceReason(const InterfaceChoice &choice)
{
    if (choice.interfaceName.isEmpty())
        return QStringLiteral("no interface is up with an address, other than loopback, VPN and container "
                              "interfaces");
    switch (choice.problem) {
    case ChoiceProblem::Missing:
        return QStringLiteral("chosen by you, but there is no interface %1").arg(choice.interfaceName);
    case ChoiceProblem::NotUp:
        return QStringLiteral("chosen by you, but it is %1").arg(choice.state);
    case ChoiceProblem::NoAddress:
        return QStringLiteral("chosen by you, but it has no IPv4 or global IPv6 address");
    case ChoiceProblem::None:
        break;
    }
    QStringList parts{interfaceRoleName(choice.role), QStringLiteral("up"), speedText(choice.speedMbps)};
    if (!choice.subnet.isEmpty())
        parts << (choice.subnetPeers.isEmpty()
                      ? QStringLiteral("in %1, which no other machine is in").arg(choice.subnet)
                      : QStringLiteral("in %1 with %2").arg(choice.subnet, namesList(choice.subnetPeers)));
    if (choice.defaultRoute)
        parts << QStringLiteral("carries the default route");
    const QString reason = parts.join(QStringLiteral(", "));
    return choice.chosenByUser ? QStringLiteral("chosen by you: ") + reason : reason;
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
    QList<SetupFinding> out;
    interfaceFindings(input, out);
    uniquenessFindings(input, out);
    reachFindings(input, out);
    ownNameFindings(input, out);
    exposureFindings(input, out);
    std::stable_sort(out.begin(), out.end(), [](const SetupFinding &a, const SetupFinding &b) {
        return int(a.severity) > int(b.severity);
    });
    return out;
}

bool listensOnEveryInterface(const SetupFinding &finding)
{
    return isWildcard(finding.values.value(0).toStdString());
}

namespace {

/// The bound address of an exposed service, as the wording says it.
QString exposedWhere(const SetupFinding &f)
{
    const QString bound = f.values.value(0);
    return listensOnEveryInterface(f) ? QStringLiteral("every interface (%1)").arg(bound)
                                      : QStringLiteral("%1, which is not a private address").arg(bound);
}

QString firewallRuleText(const SetupFinding &f, const QString &machine)
{
    QString text = QStringLiteral("allow %1 in %2's firewall: %3").arg(f.subnet, machine, f.setting);
    if (f.firewall == QLatin1String("nftables"))
        text
            += QStringLiteral(" (\"inet filter input\" is the usual table and chain; 'sudo nft list ruleset' "
                              "shows the one of yours that drops)");
    return text;
}

} // namespace

QString setupFindingDetail(const SetupFinding &f)
{
    switch (f.code) {
    case SetupCode::NoClusterInterface:
        return QStringLiteral("%1 has no interface that is up with an address, other than loopback, VPN and "
                              "container interfaces")
            .arg(f.host);
    case SetupCode::ChosenInterfaceUnusable:
        return f.form == SetupForm::Missing
                   ? QStringLiteral("%1 has no interface %2, the one chosen for the cluster")
                         .arg(f.host, f.subject)
               : f.form == SetupForm::NotUp
                   ? QStringLiteral("%1's interface %2, chosen for the cluster, is %3")
                         .arg(f.host, f.subject, f.systemText)
                   : QStringLiteral("%1's interface %2, chosen for the cluster, has no IPv4 or global IPv6 "
                                    "address")
                         .arg(f.host, f.subject);
    case SetupCode::SeveralInSubnet:
        return QStringLiteral(
                   "%1 has %2 interfaces in %3: %4; the kernel sends by one route, which may not be "
                   "the cluster interface, and answers may leave by the other")
            .arg(f.host, QString::number(f.values.size()), f.subnet, namesList(f.values));
    case SetupCode::VirtualInterface:
        return QStringLiteral(
                   "%1 has the %2 interface %3 up with %4: NCCL, Gloo and others pick an interface "
                   "by themselves and may take it, which sends the model's traffic through it, "
                   "slowly, or to where the other machines cannot answer")
            .arg(f.host, interfaceRoleName(f.role), f.subject, f.values.value(0));
    case SetupCode::SubnetsDiffer:
        return QStringLiteral(
                   "the cluster interfaces are in %1 subnets: %2; traffic between them goes through "
                   "a router, when there is one")
            .arg(QString::number(f.values.size()), f.values.join(QStringLiteral(", ")));
    case SetupCode::RoutedElsewhere:
        return QStringLiteral("traffic from %1 to %2 (%3) leaves by %4, not by the cluster interface %5")
            .arg(f.host, f.peer, f.address, f.peerInterface, f.interfaceName);
    case SetupCode::DynamicAddress:
        return QStringLiteral(
                   "%1's cluster address %2 is %3: it ends in %4 s unless renewed, and the next one "
                   "may be another address, which breaks every setting and launch line that names "
                   "it")
            .arg(f.host, f.address,
                 f.address.contains(QLatin1Char(':')) ? QStringLiteral("from IPv6 autoconfiguration")
                                                      : QStringLiteral("leased (from DHCP)"),
                 QString::number(f.number));
    case SetupCode::DuplicateHostName:
        return QStringLiteral(
                   "%1 %2 the host name %3: software that finds its peers by host name (Gloo, Ray, "
                   "vLLM) cannot tell them apart")
            .arg(namesList(f.values),
                 f.values.size() == 2 ? QStringLiteral("both have") : QStringLiteral("all have"), f.subject);
    case SetupCode::DuplicateAddress:
        return QStringLiteral("%1 all use the cluster address %2: packets for it reach one of them")
            .arg(namesList(f.values), f.subject);
    case SetupCode::NameUnresolved:
        return QStringLiteral("%1 cannot resolve %2's name %3 (%4)")
            .arg(f.host, f.peer, f.subject, f.systemText);
    case SetupCode::NameWrongAddress:
        // The peer by its name alone where that is its host name, else both.
        return QStringLiteral("%1 resolves %2 to %3, but %4's cluster address is %5")
            .arg(f.host,
                 f.subject == f.peer ? f.subject : QStringLiteral("%1's name %2").arg(f.peer, f.subject),
                 f.values.join(QStringLiteral(", ")), f.peer, f.address);
    case SetupCode::OwnNameLoopback:
        return QStringLiteral("%1 resolves its own name %2 to %3 first: Gloo, vLLM and PyTorch find this "
                              "machine's address by its name and would tell the other machines to connect to "
                              "%3, which is each one itself")
            .arg(f.host, f.subject, f.values.value(0));
    case SetupCode::OwnNameNotCluster:
        if (f.values.isEmpty())
            return QStringLiteral(
                       "%1 cannot resolve its own name %2 (%3): software that finds this machine's "
                       "address by its name fails on it")
                .arg(f.host, f.subject, f.systemText);
        return QStringLiteral(
                   "%1 resolves its own name %2 to %3, not to its cluster address %4: software that "
                   "finds this machine's address by its name tells the others to use %3")
            .arg(f.host, f.subject, f.values.join(QStringLiteral(", ")), f.address);
    case SetupCode::TcpDropped:
        return QStringLiteral(
                   "TCP from %1 to a port that %2 opened for this check got no answer: a firewall on "
                   "%2 (or on the way) drops it, and would drop the ports NCCL, Gloo and llama.cpp "
                   "pick too")
            .arg(f.host, f.peer);
    case SetupCode::TcpRefused:
        if (f.form == SetupForm::Rejected)
            return QStringLiteral(
                       "TCP from %1 to a port that %2 opened for this check was rejected (%3), though "
                       "both are in %4: a firewall on %2 rejects it")
                .arg(f.host, f.peer, f.systemText, f.values.value(0));
        return QStringLiteral(
                   "TCP from %1 to a port that %2 opened for this check was refused (%3): a firewall "
                   "rejects it")
            .arg(f.host, f.peer, f.systemText);
    case SetupCode::TcpUnreachable:
        return QStringLiteral("%1 has no way to %2's cluster address %3 (%4)")
            .arg(f.host, f.peer, f.address, f.systemText);
    case SetupCode::UdpBlocked:
        return QStringLiteral(
                   "none of %1 UDP datagrams from %2 to %3 came back: UDP is blocked (NCCL, Gloo and "
                   "llama.cpp use TCP; discovery such as exo's, and ShardScope's latency probes, use "
                   "UDP)")
            .arg(QString::number(f.number), f.host, f.peer);
    case SetupCode::RouterBetween:
        return QStringLiteral(
                   "%1 %2 between %3 and %4 (the echo arrived with TTL %5): every packet crosses it, "
                   "which adds latency and often limits the rate")
            .arg(QString::number(f.number),
                 f.number == 1 ? QStringLiteral("router") : QStringLiteral("routers"), f.host, f.peer,
                 QString::number(f.limit));
    case SetupCode::PathMtuBelowInterface:
        return QStringLiteral(
                   "the path from %1 to %2 carries packets of %3 bytes, but both interfaces are set "
                   "to %4: larger packets are dropped or split on the way")
            .arg(f.host, f.peer, QString::number(f.number), QString::number(f.limit));
    case SetupCode::ReachNotTested:
        if (f.form == SetupForm::NotTried)
            return QStringLiteral("%1 → %2: TCP could not be tried (%3)").arg(f.host, f.peer, f.systemText);
        return QStringLiteral("%1 → %2 could not be tested: %3").arg(f.host, f.peer, f.systemText);
    case SetupCode::ExposedService:
        if (f.form == SetupForm::ByPortOnly)
            return QStringLiteral(
                       "something on %1 listens on %2, port %3, %4's default port (the agent cannot "
                       "see which process: another user's): if it is %4, every network %1 is on can "
                       "use it")
                .arg(f.host, exposedWhere(f), QString::number(f.number), f.service);
        return QStringLiteral(
                   "%1 on %2 listens on %3, port %4: every network %2 is on can use it, Wi-Fi, VPN "
                   "and container networks too")
            .arg(f.service, f.host, exposedWhere(f), QString::number(f.number));
    case SetupCode::ExposedRpcServer:
        return QStringLiteral(
                   "rpc-server on %1 listens on %2, port %3: anyone who reaches it can run code on %1 "
                   "(rpc-server has no authentication, and llama.cpp says never to expose it)")
            .arg(f.host, exposedWhere(f), QString::number(f.number));
    case SetupCode::FirewallActive:
        if (f.form == SetupForm::Unreadable)
            return QStringLiteral("%1 has a firewall whose rules could not be read (%2)")
                .arg(f.host, f.values.join(QStringLiteral("; ")));
        return QStringLiteral("%1 has an active firewall (%2): ShardScope never changes it")
            .arg(f.host, f.values.join(QStringLiteral("; ")));
    case SetupCode::Unknown:
        break;
    }
    return f.systemText;
}

QString setupFindingFix(const SetupFinding &f)
{
    switch (f.code) {
    case SetupCode::NoClusterInterface:
        return QStringLiteral("connect %1 to the cluster's switch and give it an address").arg(f.host);
    case SetupCode::ChosenInterfaceUnusable:
        return QStringLiteral("choose another cluster interface for %1, or bring %2 up with an address")
            .arg(f.host, f.subject);
    case SetupCode::SeveralInSubnet:
        return QStringLiteral("keep one interface of %1 in %2 (take the address off the others), or pin the "
                              "software to %3 (NCCL_SOCKET_IFNAME=%3, GLOO_SOCKET_IFNAME=%3)")
            .arg(f.host, f.subnet, f.interfaceName);
    case SetupCode::VirtualInterface:
        return QStringLiteral("pin the software on %1 to %2: NCCL_SOCKET_IFNAME=%2, GLOO_SOCKET_IFNAME=%2")
            .arg(f.host, f.interfaceName.isEmpty() ? QStringLiteral("<cluster interface>") : f.interfaceName);
    case SetupCode::SubnetsDiffer:
        return QStringLiteral("put every machine's cluster interface in one subnet, on one switch");
    case SetupCode::RoutedElsewhere:
        return QStringLiteral("take %1 out of %2's subnet, or check the routes on %3 (ip route get %4)")
            .arg(f.peerInterface, f.peer, f.host, f.address);
    case SetupCode::DynamicAddress:
        if (f.address.contains(QLatin1Char(':')))
            return QStringLiteral("give %1 a static IPv6 address, or use its IPv4 address for the cluster")
                .arg(f.host);
        return QStringLiteral(
                   "reserve %1 for %2 (%3) on your router (a DHCP reservation), or give %2 a static "
                   "address")
            .arg(f.address, f.host,
                 f.setting.isEmpty() ? f.interfaceName : QStringLiteral("MAC %1").arg(f.setting));
    case SetupCode::DuplicateHostName:
        return QStringLiteral("give each machine its own name: hostnamectl set-hostname <name>, and the same "
                              "name in the other machines' /etc/hosts or your DNS");
    case SetupCode::DuplicateAddress:
        return QStringLiteral("give each machine its own address");
    case SetupCode::NameUnresolved:
        return QStringLiteral("add \"%1 %2\" to /etc/hosts on %3, or give %2 a DNS entry on your router")
            .arg(f.address, f.subject, f.host);
    case SetupCode::NameWrongAddress:
        return QStringLiteral("fix /etc/hosts on %1 or your DNS: \"%2 %3\"")
            .arg(f.host, f.address, f.subject);
    case SetupCode::OwnNameLoopback:
        return QStringLiteral("in /etc/hosts on %1, replace the line with %2 and %3 by \"%4 %3\"")
            .arg(f.host, f.values.value(0), f.subject, f.address);
    case SetupCode::OwnNameNotCluster:
        if (f.values.isEmpty())
            return QStringLiteral("add \"%1 %2\" to /etc/hosts on %3").arg(f.address, f.subject, f.host);
        return QStringLiteral(
                   "make \"%1 %2\" the first line for %2 in /etc/hosts on %3, or pin the software to %4 "
                   "(NCCL_SOCKET_IFNAME=%4, GLOO_SOCKET_IFNAME=%4, VLLM_HOST_IP=%1)")
            .arg(f.address, f.subject, f.host, f.interfaceName);
    case SetupCode::TcpDropped:
    case SetupCode::TcpRefused:
    case SetupCode::UdpBlocked:
        return firewallRuleText(f, f.peer);
    case SetupCode::TcpUnreachable:
        return QStringLiteral("put both on one subnet, or give %1 a route to %2").arg(f.host, f.subnet);
    case SetupCode::RouterBetween:
        return QStringLiteral("connect %1 and %2 to one switch, in one subnet").arg(f.host, f.peer);
    case SetupCode::PathMtuBelowInterface:
        return QStringLiteral(
                   "set one MTU on both machines and on every switch port between them, for example "
                   "%1 on both: 'sudo ip link set %2 mtu %1' on %3, 'sudo ip link set %4 mtu %1' on %5")
            .arg(QString::number(f.number), f.interfaceName, f.host, f.peerInterface, f.peer);
    case SetupCode::ExposedService:
    case SetupCode::ExposedRpcServer: {
        if (f.address.isEmpty() || f.subnet.isEmpty())
            return QStringLiteral("bind it to the cluster address");
        return QStringLiteral("bind it to the cluster address %1 (%2), or allow port %3 only from %4 in the "
                              "firewall")
            .arg(f.address, f.setting.isEmpty() ? QStringLiteral("its host option") : f.setting,
                 QString::number(f.number), f.subnet);
    }
    case SetupCode::FirewallActive:
        if (f.setting.isEmpty())
            return {};
        return QStringLiteral("if the reach test shows drops, %1").arg(firewallRuleText(f, f.host));
    case SetupCode::ReachNotTested:
    case SetupCode::Unknown:
        break;
    }
    return {};
}

namespace {

constexpr std::array<const char *, 4> kChoiceProblemNames{"none", "missing", "not_up", "no_address"};

/// SetupForm's names in order, then nullptr (where reading one back stops).
constexpr std::array<const char *, 9> kFormNames{"plain",        "missing",    "not_up",
                                                 "no_address",   "rejected",   "not_tried",
                                                 "by_port_only", "unreadable", nullptr};

std::string text(const nlohmann::json &json, const char *key)
{
    const auto it = json.find(key);
    return it != json.end() && it->is_string() ? it->get<std::string>() : std::string();
}

/// A JSON member that is true; false when it is missing or no boolean (a file edited by hand).
bool flag(const nlohmann::json &json, const char *key)
{
    const auto it = json.find(key);
    return it != json.end() && it->is_boolean() && it->get<bool>();
}

std::int64_t integer(const nlohmann::json &json, const char *key)
{
    const auto it = json.find(key);
    return it != json.end() && it->is_number_integer() ? it->get<std::int64_t>() : 0;
}

} // namespace

nlohmann::json setupFindingJson(const SetupFinding &f)
{
    nlohmann::json values = nlohmann::json::array();
    for (const QString &value : f.values)
        values.push_back(value.toStdString());
    nlohmann::json json{{"code", setupCodeName(f.code).toStdString()},
                        {"severity", setupSeverityName(f.severity).toStdString()},
                        {"form", kFormNames.at(std::size_t(f.form))},
                        {"host", f.host.toStdString()},
                        {"peer", f.peer.toStdString()},
                        {"subject", f.subject.toStdString()},
                        {"interface", f.interfaceName.toStdString()},
                        {"peer_interface", f.peerInterface.toStdString()},
                        {"address", f.address.toStdString()},
                        {"subnet", f.subnet.toStdString()},
                        {"values", values},
                        {"number", f.number},
                        {"limit", f.limit},
                        {"role", interfaceRoleName(f.role).toStdString()},
                        {"service", f.service.toStdString()},
                        {"setting", f.setting.toStdString()},
                        {"firewall", f.firewall.toStdString()},
                        {"system_text", f.systemText.toStdString()},
                        {"detail", setupFindingDetail(f).toStdString()},
                        {"fix", setupFindingFix(f).toStdString()}};
    return json;
}

std::optional<SetupFinding> setupFindingFromJson(const nlohmann::json &json)
{
    if (!json.is_object())
        return std::nullopt;
    SetupFinding f;
    const QString code = qs(text(json, "code"));
    for (int c = int(SetupCode::Unknown); c <= int(SetupCode::FirewallActive); ++c)
        if (setupCodeName(SetupCode(c)) == code)
            f.code = SetupCode(c);
    const QString severity = qs(text(json, "severity"));
    for (int s = int(SetupSeverity::Unknown); s <= int(SetupSeverity::Problem); ++s)
        if (setupSeverityName(SetupSeverity(s)) == severity)
            f.severity = SetupSeverity(s);
    const std::string form = text(json, "form");
    bool formKnown = false;
    for (std::size_t k = 0; kFormNames.at(k); ++k)
        if (form == kFormNames.at(k)) {
            f.form = SetupForm(k);
            formKnown = true;
        }
    const QString role = qs(text(json, "role"));
    for (int r = int(InterfaceRole::Wired); r <= int(InterfaceRole::Virtual); ++r)
        if (interfaceRoleName(InterfaceRole(r)) == role)
            f.role = InterfaceRole(r);
    f.host = qs(text(json, "host"));
    f.peer = qs(text(json, "peer"));
    f.subject = qs(text(json, "subject"));
    f.interfaceName = qs(text(json, "interface"));
    f.peerInterface = qs(text(json, "peer_interface"));
    f.address = qs(text(json, "address"));
    f.subnet = qs(text(json, "subnet"));
    if (const auto values = json.find("values"); values != json.end() && values->is_array())
        for (const nlohmann::json &value : *values)
            if (value.is_string())
                f.values << qs(value.get<std::string>());
    f.number = integer(json, "number");
    f.limit = integer(json, "limit");
    f.service = qs(text(json, "service"));
    f.setting = qs(text(json, "setting"));
    f.firewall = qs(text(json, "firewall"));
    f.systemText = qs(text(json, "system_text"));
    // What this version cannot word from the facts (a newer code or form) is shown as written then.
    if (f.code == SetupCode::Unknown || !formKnown) {
        f.code = SetupCode::Unknown;
        f.systemText = qs(text(json, "detail"));
    }
    return f;
}

nlohmann::json interfaceChoiceJson(const InterfaceChoice &choice)
{
    nlohmann::json peers = nlohmann::json::array();
    for (const QString &peer : choice.subnetPeers)
        peers.push_back(peer.toStdString());
    nlohmann::json json{{"interface", choice.interfaceName.toStdString()},
                        {"address", choice.address.toStdString()},
                        {"subnet", choice.subnet.toStdString()},
                        {"role", interfaceRoleName(choice.role).toStdString()},
                        {"chosen_by_user", choice.chosenByUser},
                        {"problem", kChoiceProblemNames.at(std::size_t(choice.problem))},
                        {"state", choice.state.toStdString()},
                        {"subnet_peers", peers},
                        {"default_route", choice.defaultRoute},
                        {"reason", interfaceChoiceReason(choice).toStdString()}};
    if (choice.speedMbps)
        json["speed_mbps"] = *choice.speedMbps;
    if (choice.mtu)
        json["mtu"] = *choice.mtu;
    return json;
}

Result<SetupCheckRecord> setupCheckRecordFromJson(const QString &stored)
{
    const auto invalid = [](const QString &why) {
        return Error{ErrorCode::InvalidArgument, QStringLiteral("the stored setup check %1").arg(why)};
    };
    const nlohmann::json json = nlohmann::json::parse(stored.toStdString(), nullptr, false);
    if (!json.is_object())
        return invalid(QStringLiteral("is not a JSON object"));
    SetupCheckRecord record;
    const auto machines = json.find("machines");
    const auto findings = json.find("findings");
    if (machines == json.end() || !machines->is_array() || findings == json.end() || !findings->is_array())
        return invalid(QStringLiteral("has no \"machines\" or \"findings\" array"));
    for (const nlohmann::json &machine : *machines) {
        if (!machine.is_object() || text(machine, "name").empty())
            return invalid(QStringLiteral("has a machine without a name"));
        record.machines << qs(text(machine, "name"));
        InterfaceChoice choice;
        choice.interfaceName = qs(text(machine, "interface"));
        choice.address = qs(text(machine, "address"));
        choice.subnet = qs(text(machine, "subnet"));
        const QString role = qs(text(machine, "role"));
        for (int r = int(InterfaceRole::Wired); r <= int(InterfaceRole::Virtual); ++r)
            if (interfaceRoleName(InterfaceRole(r)) == role)
                choice.role = InterfaceRole(r);
        choice.chosenByUser = flag(machine, "chosen_by_user");
        const std::string problem = text(machine, "problem");
        for (std::size_t k = 0; k < kChoiceProblemNames.size(); ++k)
            if (problem == kChoiceProblemNames.at(k))
                choice.problem = ChoiceProblem(k);
        choice.state = qs(text(machine, "state"));
        if (const auto peers = machine.find("subnet_peers"); peers != machine.end() && peers->is_array())
            for (const nlohmann::json &peer : *peers)
                if (peer.is_string())
                    choice.subnetPeers << qs(peer.get<std::string>());
        choice.defaultRoute = flag(machine, "default_route");
        if (const auto speed = machine.find("speed_mbps");
            speed != machine.end() && speed->is_number_integer())
            choice.speedMbps = speed->get<std::int64_t>();
        if (const auto mtu = machine.find("mtu"); mtu != machine.end() && mtu->is_number_integer())
            choice.mtu = mtu->get<int>();
        record.interfaces << choice;
    }
    if (const auto unavailable = json.find("unavailable");
        unavailable != json.end() && unavailable->is_array())
        for (const nlohmann::json &machine : *unavailable)
            if (machine.is_object())
                record.unavailable << qs(text(machine, "name"));
    for (const nlohmann::json &entry : *findings) {
        auto finding = setupFindingFromJson(entry);
        if (!finding)
            return invalid(QStringLiteral("has a finding that is not a JSON object"));
        record.findings << *finding;
    }
    record.reachTested = flag(json, "reach_tested");
    return record;
}

QList<SetupFinding> findingsAmong(const SetupCheckRecord &record, const QStringList &machines)
{
    QList<SetupFinding> out;
    for (const SetupFinding &f : record.findings) {
        switch (f.code) {
        case SetupCode::SubnetsDiffer: {
            // Recomputed over these machines' interfaces: the others' subnets do not count.
            QStringList names;
            QList<InterfaceChoice> choices;
            for (int m = 0; m < record.machines.size() && m < record.interfaces.size(); ++m)
                if (machines.contains(record.machines.at(m))) {
                    names << record.machines.at(m);
                    choices << record.interfaces.at(m);
                }
            if (auto differ = subnetsDiffer(names, choices)) {
                differ->severity = f.severity;
                out << *differ;
            }
            break;
        }
        case SetupCode::DuplicateHostName:
        case SetupCode::DuplicateAddress: {
            SetupFinding among = f;
            among.values.clear();
            for (const QString &name : f.values)
                if (machines.contains(name))
                    among.values << name;
            if (among.values.size() >= 2)
                out << among;
            break;
        }
        default:
            if ((f.host.isEmpty() || machines.contains(f.host))
                && (f.peer.isEmpty() || machines.contains(f.peer)))
                out << f;
            break;
        }
    }
    return out;
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
