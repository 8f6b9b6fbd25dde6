#pragma once

#include "core/Result.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Link.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace shardscope::core {

// The setup check: what goes wrong in a home cluster before a link is measured (the wrong
// interface, names that resolve wrong, a firewall that drops the port a collective picked, a router
// on the way, an inference port open to every network, an address that changes with the next DHCP
// lease), found from the machines' inventories and a reach test between their agents. Pure: the
// orchestration is core/cluster/SetupCheckRun.h.

/// What an interface is, as far as cluster traffic goes.
enum class InterfaceRole {
    Wired,     ///< an Ethernet (or InfiniBand…) device: what a cluster should use
    Wireless,  ///< Wi-Fi: works, but slow and jittery
    Loopback,  ///< lo: this machine only
    Vpn,       ///< WireGuard, Tailscale, ZeroTier, OpenVPN, PPP: an overlay that collectives may pick
    Bridge,    ///< a software bridge or bond master that is no container's (br0 may be the LAN)
    Container, ///< Docker, libvirt, LXC, Kubernetes, veth and overlay devices
    Virtual,   ///< any other device without hardware (dummy…)
};

/// From the kernel's kind (NicInfo::kind), the flags and the name ("tailscale0", "docker0").
InterfaceRole interfaceRole(const protocol::NicInfo &nic);
/// "wired", "wireless", "loopback", "VPN", "bridge", "container", "virtual".
QString interfaceRoleName(InterfaceRole role);

/// One machine as the setup check sees it.
struct SetupMachine {
    QString name;                      ///< as stored and shown
    protocol::HostInventory inventory; ///< fresh from this check
    QString chosenInterface;           ///< the user's choice (HostRecord::clusterInterface); empty: none
};

/// Why the user's choice of interface cannot carry the cluster's traffic.
enum class ChoiceProblem {
    None = 0,
    Missing,   ///< the machine has no interface of that name
    NotUp,     ///< it is not up (InterfaceChoice::state says how it is)
    NoAddress, ///< it has no IPv4 or global IPv6 address
};

/// The interface a machine uses for node-to-node traffic, and the facts of why
/// (interfaceChoiceReason words them; presentation::SetupText translates them).
struct InterfaceChoice {
    QString interfaceName; ///< empty: no usable interface
    QString address;       ///< its IPv4 address, else its first global IPv6 one, without prefix
    QString subnet;        ///< "10.0.0.0/24" of that address
    std::optional<std::int64_t> speedMbps;
    std::optional<int> mtu;
    InterfaceRole role = InterfaceRole::Wired;
    bool chosenByUser = false;
    ChoiceProblem problem = ChoiceProblem::None; ///< of the user's choice
    QString state;                               ///< the kernel's operstate, for NotUp ("down")
    QStringList subnetPeers;                     ///< the other machines with an address in subnet
    bool defaultRoute = false;                   ///< it carries this machine's default route
};

/// "wired, up, 10 Gb/s, in 10.0.0.0/24 with node2 and node3": the choice's reason in English,
/// for the CLI, the JSON and logs.
QString interfaceChoiceReason(const InterfaceChoice &choice);

/// Each machine's cluster interface, in order: the user's choice where there is one (kept even when
/// it is worse, with what is wrong with it in the findings), else the best candidate: up, with an
/// address, not loopback, VPN or container; sharing a subnet with the most other machines, then
/// wired before Wi-Fi and a bridge, then the fastest negotiated speed, then the default route.
QList<InterfaceChoice> chooseClusterInterfaces(const QList<SetupMachine> &machines);

/// A setting that pins one piece of software to the cluster interface, ready to copy.
struct PinSetting {
    QString software; ///< "NCCL", "Gloo (PyTorch)", "vLLM", "llama.cpp llama-server", "llama.cpp rpc-server"
    QString setting;  ///< "NCCL_SOCKET_IFNAME=enp5s0", "--host 10.0.0.2"
};
/// The settings for one machine's choice; empty when it has no interface.
QList<PinSetting> pinSettings(const InterfaceChoice &choice);

/// What one finding is about. Stable: the names are in the JSON.
enum class SetupCode {
    Unknown = 0,
    NoClusterInterface,      ///< no interface with an address to use
    ChosenInterfaceUnusable, ///< the user's choice is down, missing or has no address
    SeveralInSubnet,         ///< two interfaces of one machine in one subnet: the route picks one
    VirtualInterface,        ///< a VPN/container interface is up with an address: pin the software
    SubnetsDiffer,           ///< the cluster interfaces are not all in one subnet
    RoutedElsewhere,         ///< traffic to a peer leaves by another interface than the cluster one
    DynamicAddress,          ///< the cluster address has a lease (DHCP): it may change
    DuplicateHostName,       ///< two machines report one host name
    DuplicateAddress,        ///< two machines hold one cluster address
    NameUnresolved,          ///< a peer's name does not resolve on a machine
    NameWrongAddress,        ///< it resolves, but not to the peer's cluster address
    OwnNameLoopback,         ///< a machine resolves its own name to a loopback address first
    OwnNameNotCluster,       ///< it resolves its own name nowhere, or not to its cluster address
    TcpDropped,              ///< TCP to an ephemeral port of the peer got no answer
    TcpRefused,              ///< TCP to it was reset
    TcpUnreachable,          ///< no route, or an ICMP unreachable
    UdpBlocked,              ///< UDP echoes did not come back
    RouterBetween,           ///< the peer is one or more routers away
    PathMtuBelowInterface,   ///< the path carries smaller packets than the interfaces' MTU
    ReachNotTested,          ///< the reach test could not run between two machines
    ExposedService,          ///< an inference service listens on every interface
    ExposedRpcServer,        ///< rpc-server listens beyond a private cluster address: critical
    FirewallActive,          ///< a host firewall filters: the rules that let the cluster through
};
/// "no_cluster_interface", …; "unknown".
QString setupCodeName(SetupCode code);

enum class SetupSeverity { Unknown = 0, Info, Warning, Problem };
/// "info", "warning", "problem".
QString setupSeverityName(SetupSeverity severity);

/// Which wording of a finding's code applies, where a code has more than one.
enum class SetupForm {
    Plain = 0,
    Missing,    ///< ChosenInterfaceUnusable: no interface of that name
    NotUp,      ///< ChosenInterfaceUnusable: it is not up (systemText: its state)
    NoAddress,  ///< ChosenInterfaceUnusable: it has no address
    Rejected,   ///< TcpRefused: rejected with an ICMP error inside one subnet (subnet: the peer's)
    NotTried,   ///< ReachNotTested: the reach test ran, but TCP could not be tried
    ByPortOnly, ///< ExposedService: known by its default port alone; the process is not visible
    Unreadable, ///< FirewallActive: its rules could not be read
};

/// One finding: its code and the facts it is about. setupFindingDetail and setupFindingFix word it
/// in English (CLI, JSON, logs); presentation::SetupText words it in the user's language. Each fact
/// is set where the code's wording uses it (docs/METRICS.md, "Setup check").
struct SetupFinding {
    SetupCode code = SetupCode::Unknown;
    SetupSeverity severity = SetupSeverity::Unknown;
    SetupForm form = SetupForm::Plain;
    QString host;            ///< the machine it is on (empty: the cluster as a whole)
    QString peer;            ///< the other machine, for a reach finding
    QString subject;         ///< interface, name, address, service or firewalls it is about
    QString interfaceName;   ///< host's cluster interface (the one to pin, or to set an MTU on)
    QString peerInterface;   ///< peer's cluster interface; for RoutedElsewhere, the one traffic leaves by
    QString address;         ///< the cluster address: host's, or peer's for a reach finding
    QString subnet;          ///< the subnet it is about (the sender's, for a firewall rule)
    QStringList values;      ///< what was found: addresses, interfaces, machines, subnets, firewall evidence
    std::int64_t number = 0; ///< lease seconds, datagrams sent, routers, path MTU bytes or port
    std::int64_t limit = 0;  ///< the echo's TTL (RouterBetween), the interfaces' MTU (PathMtuBelowInterface)
    InterfaceRole role = InterfaceRole::Wired; ///< VirtualInterface: VPN or container
    QString service;                           ///< the inference service (ExposedService, ExposedRpcServer)
    QString setting;    ///< to copy verbatim: a firewall rule, a bind option, a MAC address
    QString firewall;   ///< the firewall tool the rule is for ("ufw", "firewalld", "nftables", "iptables")
    QString systemText; ///< the system's own words (a resolver or socket error, an operstate, a failure)
    bool operator==(const SetupFinding &) const = default;
};

/// Whether an exposed service (ExposedService, ExposedRpcServer) listens on every interface (its
/// bound address, values[0], is 0.0.0.0 or ::) rather than on one address that is not private.
bool listensOnEveryInterface(const SetupFinding &finding);

/// What was found, in English, with the figures.
QString setupFindingDetail(const SetupFinding &finding);
/// What to do, in English, with the command or setting where there is one; may be empty.
QString setupFindingFix(const SetupFinding &finding);

/// A finding as JSON: its code, severity and every fact by name, with the English detail and fix
/// beside them for readers of `check --json`. Stable: stored with a setup check's run.
nlohmann::json setupFindingJson(const SetupFinding &finding);
/// Back from setupFindingJson; a code or form this version does not know reads as Unknown (shown
/// by its English detail); nullopt for what is not a finding object.
std::optional<SetupFinding> setupFindingFromJson(const nlohmann::json &json);

/// An interface choice as JSON: the interface, address, subnet, speed, MTU, role and the facts of
/// its reason, with the English reason beside them. Stable: stored with a setup check's run.
nlohmann::json interfaceChoiceJson(const InterfaceChoice &choice);

/// A stored setup check read back (StoredSetupCheck::resultJson, as setupCheckJson wrote it): what
/// the report, the Results page and the design rules use.
struct SetupCheckRecord {
    QStringList machines;              ///< the machines that answered, in order
    QList<InterfaceChoice> interfaces; ///< one per machine
    QStringList unavailable;           ///< the machines that could not be checked
    QList<SetupFinding> findings;
    bool reachTested = false;
};
/// InvalidArgument naming what is not as setupCheckJson writes it.
Result<SetupCheckRecord> setupCheckRecordFromJson(const QString &json);
/// What a stored check found about some of its machines (a run's, for its report): each finding
/// whose machine, and peer if it has one, are among `machines`; the findings about the checked
/// machines as a whole only where they still hold among them (subnets_differ recomputed over their
/// interfaces, duplicate_host_name and duplicate_address with at least two of them, naming only
/// those). In the record's order.
QList<SetupFinding> findingsAmong(const SetupCheckRecord &record, const QStringList &machines);

/// What reach_test found from one machine to another.
struct ReachCell {
    std::optional<protocol::ReachResult> result;
    QString error; ///< why the test could not run, when result is not set
};

/// Everything a setup check knows.
struct SetupCheckInput {
    QList<SetupMachine> machines;
    QList<InterfaceChoice> interfaces; ///< chooseClusterInterfaces(machines)
    /// reach[i][j]: from machine i to machine j (the diagonal unused); empty: no reach test ran.
    QList<QList<ReachCell>> reach;
    /// ownNames[i]: machine i's own names as it resolves them (its reach test); empty: not tested.
    QList<QList<protocol::NameResolution>> ownNames;
};

/// The names a machine is resolved by, on the others and on itself: its host name, as software
/// that finds its peers by name (Gloo, Ray, vLLM, torch) uses it.
QStringList namesToResolve(const SetupMachine &machine);

/// A known inference service a listening socket belongs to, by its process name or else by its
/// default port ("llama-server", "rpc-server", "Ollama", "vLLM", "Ray", "exo"); empty: none.
QString inferenceServiceOf(const protocol::ListeningSocket &socket);

/// Routers between two machines from the TTL an echo arrived with: the nearest usual initial TTL
/// (64, 128, 255) at or above it, less it. Nullopt for a TTL that is not positive.
std::optional<int> routersFromTtl(int replyTtl);

/// Every finding of the check, machines in order, the most severe of each kind first.
QList<SetupFinding> setupFindings(const SetupCheckInput &input);

/// The kinds of check, in the order the check list shows them.
enum class SetupCheckGroup {
    ClusterInterface, ///< each machine has a cluster interface
    Interfaces,       ///< one per subnet, no VPN or container interface in the way, one subnet for all
    Addresses,        ///< fixed, unique addresses and host names
    Names,            ///< host names resolve to the cluster addresses (reach test)
    Tcp,              ///< TCP reaches every machine on a port opened for the check (reach test)
    Udp,              ///< UDP reaches every machine (reach test)
    Path,             ///< no router between the machines, full-size packets pass (reach test)
    Exposure,         ///< no inference service open to every network
    Firewalls,        ///< host firewalls (reported, never a failure)
};
/// "cluster_interface", "interfaces", "addresses", "names", "tcp", "udp", "path", "exposure",
/// "firewalls": stable, in the JSON.
QString setupCheckGroupName(SetupCheckGroup group);

/// The check a finding's code belongs to (Unknown: ClusterInterface).
SetupCheckGroup setupCheckGroup(SetupCode code);

/// One line of the check list: one kind of check and how it came out.
struct SetupCheckLine {
    SetupCheckGroup group = SetupCheckGroup::ClusterInterface;
    bool tested = true;                           ///< false: it needs the reach test, which did not run
    SetupSeverity worst = SetupSeverity::Unknown; ///< Unknown: passed (when tested)
    int findings = 0;
};
/// The checks, each with the worst of its findings: what passed is what has none.
QList<SetupCheckLine> setupCheckLines(const QList<SetupFinding> &findings, bool reachTested);

} // namespace shardscope::core
