#pragma once

#include "Process.h"

#include <array>
#include <cstdint>
#include <string>
#include <sys/types.h>
#include <vector>

namespace shardscope::testbed {

/// What went wrong in a Testbed call.
enum class TestbedErrorCode {
    Unknown = 0,     ///< not set
    Ok,              ///< success
    Unavailable,     ///< not root, or ip/sshd/ssh-keygen/tc (or, for shaping, nft/iptables) missing
    InvalidArgument, ///< bad option or node index
    NoFreeSubnet,    ///< every candidate /24 is already in use on this machine
    CommandFailed,   ///< ip, tc, nft, iptables or ssh-keygen failed; the message has its output
    SshdFailed,      ///< sshd exited or did not accept connections in time; the message has its log
    HelperFailed,    ///< shardscope-testbed-delay did not start; the message has its output
    IoFailed,        ///< a temp file or directory could not be written
};

/// Result of a Testbed call: a code and an untranslated message.
struct [[nodiscard]] TestbedStatus {
    TestbedErrorCode code = TestbedErrorCode::Unknown; ///< Ok on success
    std::string message;                               ///< what failed and why, for test output

    /// True on success.
    bool ok() const { return code == TestbedErrorCode::Ok; }
};

/// How to build the testbed.
struct TestbedOptions {
    int nodeCount = 4;       ///< network namespaces (nodes) on the bridge, 1..200
    std::string subnet;      ///< "a.b.c.0/24" in 10/8, 172.16/12 or 192.168/16; "" picks a free 10.231.x.0/24
    int firstSshPort = 2200; ///< node i's sshd listens on firstSshPort + i
    int readyTimeoutMs = 20000;  ///< how long to wait for each sshd to accept connections
    std::string delayHelperPath; ///< shardscope-testbed-delay; "" means the one built with this library
    /// Each node a machine of its own name: its sshd (and so every SSH session) runs in a UTS
    /// namespace whose host name is the node's name ("node0"), with /etc/hosts, an empty
    /// /etc/resolv.conf, an nsswitch.conf of "files dns" and (where this machine has ufw) a ufw.conf
    /// that is off, all of its own (ip netns exec mounts /etc/netns/<netns>/ over /etc): every
    /// node's name resolves to its address, as on a well-kept LAN (setHostsFile changes it), and
    /// nothing of this machine's resolver or firewall shows. firewalld's process, when this machine
    /// runs one, still shows (one process table). Off: the nodes share this machine's names and files.
    bool ownHostNames = false;
    /// A node (index) that sits behind a router instead of on the bridge: its own /24 (10.232.x.0),
    /// a router namespace between that and the bridge (the bridge side at .254), and a route to
    /// it on every other node and this machine, so that it is one router (two hops) away from all
    /// of them. Its link cannot be shaped. -1: none.
    int routedNode = -1;
};

/// Which way across a node's link a LinkShape applies.
enum class LinkDirection {
    Invalid = 0, ///< not set
    ToNode,      ///< what the node receives, from the controller and from the other nodes
    FromNode,    ///< what the node sends
    Both,        ///< ToNode and FromNode alike
};

/// What one dropped packet is. veth passes TCP's GSO super-packets (up to 64 KB) whole.
enum class LossUnit {
    Invalid = 0, ///< not set
    Segment,     ///< a wire-sized packet: the sending veth end segments (real TCP loss, lower top rate)
    SuperPacket, ///< whatever crosses the veth, so one drop may cost up to 45 segments (full speed)
};

/// Shaping of one or both directions of a node's link; the zero values mean "as fast as it goes".
struct LinkShape {
    std::uint64_t rateBitsPerSecond = 0;           ///< tc tbf rate, 0: unlimited, else >= 8000
    double delayMs = 0;                            ///< added one-way delay, 0..10000
    double lossPercent = 0;                        ///< packets dropped at random, 0..100
    LossUnit lossUnit = LossUnit::Segment;         ///< what one drop removes
    LinkDirection direction = LinkDirection::Both; ///< which way(s) the shape applies to

    bool operator==(const LinkShape &) const = default;
};

/// One node: a network namespace with its own address and sshd.
struct TestbedNode {
    std::string name;                      ///< "node0", "node1", ...
    std::string netns;                     ///< network namespace name (ip netns), unique per process
    std::string address;                   ///< IPv4 address on the bridge, e.g. "10.231.0.10"
    int sshPort = 0;                       ///< port sshd listens on at address
    std::string hostVeth;                  ///< veth end on the bridge, in the root namespace
    std::string nodeInterface;             ///< the node's interface inside its namespace ("eth0")
    std::string homeDir;                   ///< HOME of root's SSH sessions on this node (empty at start)
    std::vector<std::string> hostKeyPaths; ///< private host key files (ed25519); ".pub" next to each
    std::string sshdConfigPath;            ///< sshd_config of this node
    std::string sshdLogPath;               ///< sshd's stderr (-e), appended across restarts
    pid_t sshdPid = -1;                    ///< sshd -D process, -1 while stopped
};

/// A multi-node cluster on one machine: K network namespaces joined by a Linux bridge, each running
/// its own sshd (key-only, own host key) that a per-run ed25519 user key may log in to as root.
/// The calling process stays in the root namespace and reaches every node through the bridge's
/// own address. Needs root, iproute2 (ip, tc) and openssh-server/-client. Everything is named after
/// this process's pid and removed by the destructor; leftovers of killed processes are removed by
/// the next start(). One started testbed per process. Not thread-safe: create, use and destroy it
/// on one thread (its daemons die with the thread that started them, PR_SET_PDEATHSIG).
class Testbed
{
public:
    /// Stores the options; start() builds the testbed.
    explicit Testbed(TestbedOptions options = {});
    /// Stops every process of the testbed, deletes namespaces, bridge, veths and the temp dir.
    ~Testbed();
    Testbed(const Testbed &) = delete;
    Testbed &operator=(const Testbed &) = delete;

    /// "" when a testbed can be built here, else why not (not root, a tool missing): GTEST_SKIP it.
    static std::string unavailableReason();
    /// Removes namespaces, links, processes and temp dirs left by testbeds of processes that are
    /// gone; returns how many namespaces, links and dirs it removed. start() calls it first.
    static int cleanStaleLeftovers();
    /// File that start() and cleanStaleLeftovers() flock() while choosing a subnet or cleaning up.
    static const char *lockFilePath();

    /// Builds the bridge, the nodes, keys and known_hosts, starts every sshd and waits until each
    /// accepts connections. On failure everything built so far is removed again.
    TestbedStatus start();
    /// Same as the destructor; the testbed can be started again afterwards.
    void stop();
    /// Milliseconds the last successful start() took.
    long long startupMs() const { return m_startupMs; }

    /// The nodes, index i is node i.
    const std::vector<TestbedNode> &nodes() const { return m_nodes; }
    /// The router namespace in front of options.routedNode; empty without one.
    const std::string &routerNetns() const { return m_routerNetns; }
    /// Bridge interface name in the root namespace.
    const std::string &bridgeName() const { return m_bridge; }
    /// The root namespace's address on the bridge (the "workstation"), e.g. "10.231.0.1".
    const std::string &controllerAddress() const { return m_controllerAddress; }
    /// Prefix length of the testbed subnet (always 24).
    int prefixLength() const { return 24; }
    /// The 0700 temp dir holding keys, configs and logs of this testbed.
    const std::string &tempDir() const { return m_tempDir; }
    /// Private ed25519 user key (no passphrase, mode 0600) authorized for root on every node.
    const std::string &userKeyPath() const { return m_userKeyPath; }
    /// Temporary known_hosts file; empty after start() until writeKnownHosts().
    const std::string &knownHostsPath() const { return m_knownHostsPath; }

    /// The known_hosts line "[address]:port ssh-ed25519 AAAA..." for node i's current host key.
    std::string knownHostsLine(int i) const;
    /// Writes the correct entries of all nodes to knownHostsPath(), replacing its content.
    TestbedStatus writeKnownHosts() const;
    /// argv for OpenSSH's ssh to node i as root with the user key, knownHostsPath(),
    /// StrictHostKeyChecking=yes, BatchMode and no user/system config, running remoteCommand;
    /// port 0 means the node's sshPort.
    std::vector<std::string> sshArgv(int i, const std::vector<std::string> &remoteCommand,
                                     int connectTimeoutS = 10, int port = 0) const;

    /// Replaces node i's host key with a new one and restarts its sshd (simulates a changed key).
    TestbedStatus regenerateHostKey(int i);
    /// Stops node i's sshd (SIGTERM, then SIGKILL); connections to its port are then refused.
    TestbedStatus stopSshd(int i);
    /// Starts node i's sshd again (if stopped) and waits until it accepts connections.
    TestbedStatus startSshd(int i);
    /// Starts, in node i's namespace, a TCP listener on address:port that accepts connections and
    /// reads but never writes a byte; returns once it listens. Stopped by stop()/the destructor.
    /// bindAddress "" is the node's address ("0.0.0.0": every interface); processName, when given,
    /// is the listener's process name (/proc/<pid>/comm, at most 15 bytes), as a server's would be.
    TestbedStatus startBlackHole(int i, int port, const std::string &bindAddress = {},
                                 const std::string &processName = {});
    /// Replaces node i's /etc/hosts (ownHostNames only) with text, in place: the sessions running
    /// there see it at once.
    TestbedStatus setHostsFile(int i, const std::string &text);
    /// The /etc/hosts a node of an ownHostNames testbed starts with.
    std::string defaultHostsFile() const;
    /// Runs argv (absolute program path) inside node i's namespace via `ip netns exec`.
    CommandResult runInNode(int i, const std::vector<std::string> &argv, int timeoutMs = 30000) const;
    /// "" when shapeLink can add delay and loss here, else what is missing (nft, iptables, the
    /// delay helper). A rate needs only tc.
    std::string shapingUnavailableReason() const;
    /// Shapes shape.direction of node i's link (ToNode, FromNode or both); a direction not named
    /// keeps its shape. Rate: tc tbf on the sending veth end. Loss: an nftables rule on the
    /// receiving end's ingress. Delay: iptables NFQUEUE rules on the receiving side whose verdicts
    /// shardscope-testbed-delay holds back (docs/TESTBED.md, "Shaping a link", says why the receiving side).
    TestbedStatus shapeLink(int i, const LinkShape &shape);
    /// Limits node i's link to bitsPerSecond in both directions, without delay or loss.
    TestbedStatus shapeLink(int i, std::uint64_t bitsPerSecond);
    /// The shape of one direction (ToNode or FromNode) of node i's link.
    LinkShape linkShape(int i, LinkDirection direction) const;
    /// Removes rate, delay and loss of node i's link in both directions.
    TestbedStatus unshapeLink(int i);
    /// The running shardscope-testbed-delay, -1 while no link has a delay.
    pid_t delayHelperPid() const { return m_delayHelperPid; }
    /// Name of this testbed's nftables tables (root namespace and nodes), e.g. "shardscope_tb1234".
    std::string nftTableName() const;

private:
    /// An iptables rule of the delay: namespace ("" for the root one), table and rule spec.
    struct DelayRule {
        std::string netns;
        std::string table;
        std::string spec;
        bool operator==(const DelayRule &) const = default;
    };

    TestbedStatus checkIndex(int i) const;
    TestbedStatus buildNetwork();
    /// The router namespace of options.routedNode, its leg on the bridge (.254) and forwarding.
    TestbedStatus buildRouter();
    TestbedStatus generateKeys();
    TestbedStatus writeSshdConfig(const TestbedNode &node) const;
    TestbedStatus generateHostKey(TestbedNode &node) const;
    TestbedStatus waitForSshd(const TestbedNode &node) const;
    TestbedStatus runTool(const std::vector<std::string> &argv) const;
    TestbedStatus applyRate(int i, LinkDirection direction, const LinkShape &from, const LinkShape &to);
    TestbedStatus applyLoss(int i, LinkDirection direction, const LinkShape &from, const LinkShape &to);
    TestbedStatus applyDelays();
    TestbedStatus syncDelayRules(const std::vector<DelayRule> &wanted);
    TestbedStatus startDelayHelper(const std::vector<std::string> &queues, long long maxlen,
                                   std::vector<int> *numbers);
    void stopDelayHelper();
    TestbedStatus runInNamespace(const std::string &netns, const std::vector<std::string> &argv) const;

    TestbedOptions m_options;
    std::vector<TestbedNode> m_nodes;
    std::vector<pid_t> m_blackHolePids;
    std::vector<std::array<LinkShape, 2>> m_shapes; ///< per node: ToNode, FromNode
    std::vector<DelayRule> m_delayRules;            ///< installed NFQUEUE rules
    pid_t m_delayHelperPid = -1;
    bool m_rootNftTable = false; ///< the root namespace has this testbed's nftables table
    std::string m_bridge;
    std::string m_routerNetns; ///< the router namespace of routedNode; empty without one
    std::string m_controllerAddress;
    std::string m_subnetPrefix; ///< "a.b.c" of the /24
    std::string m_tempDir;
    std::string m_userKeyPath;
    std::string m_knownHostsPath;
    std::string m_ip;
    std::string m_tc;
    std::string m_sshd;
    std::string m_sshKeygen;
    std::string m_ssh;
    std::string m_nft;
    std::string m_iptablesRestore;
    long long m_startupMs = 0;
    bool m_started = false;
};

} // namespace shardscope::testbed
