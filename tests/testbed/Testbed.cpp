#include "Testbed.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <netinet/in.h>
#include <poll.h>
#include <sched.h>
#include <sstream>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;

namespace shardscope::testbed {

namespace {

// Names carry the owner's pid so leftovers of a dead process can be told apart from live ones.
// Interface names are limited to 15 characters: "sstb" + pid (at most 7 digits) + "v" + index.
constexpr const char *kNetnsPrefix = "shardscope-tb";
constexpr const char *kLinkPrefix = "sstb";
constexpr const char *kTempPrefix = "shardscope-testbed-";
constexpr const char *kLockPath = "/run/shardscope-testbed.lock";
constexpr const char *kSshdPath = "/usr/sbin/sshd";
// nftables names allow no '-': tables are "shardscope_tb<pid>".
constexpr const char *kNftPrefix = "shardscope_tb";
constexpr const char *kDelayHelperName = "shardscope-testbed-delay";
#ifndef SHARDSCOPE_TESTBED_DELAY_PATH
#define SHARDSCOPE_TESTBED_DELAY_PATH ""
#endif
constexpr const char *kDelayHelperPath = SHARDSCOPE_TESTBED_DELAY_PATH;
constexpr const char *kVethGsoMaxSegs = "65535"; // veth's default
constexpr double kMaxDelayMs = 10000;
constexpr int kDelayHelperReadyMs = 10000;
// Queue length of the delay: room for 1 Gbit/s of 500-byte packets during the longest delay, twice.
constexpr double kDelayQueuePacketsPerSecond = 2 * 1e9 / 8 / 500;
constexpr long long kMinDelayQueue = 1024;
constexpr long long kMaxDelayQueue = 1 << 20;
constexpr int kMaxNodes = 200;
constexpr int kFirstNodeHost = 10; // node i is .(10 + i); the controller is .1

// One started testbed per process: its names are derived from the pid alone.
bool g_activeInProcess = false;

TestbedStatus success()
{
    return {TestbedErrorCode::Ok, {}};
}

TestbedStatus failure(TestbedErrorCode code, std::string message)
{
    return {code, std::move(message)};
}

std::string readFile(const std::string &path);

// A zombie counts as dead: it was killed, only its parent has not reaped it yet.
bool pidAlive(pid_t pid)
{
    if (kill(pid, 0) != 0 && errno != EPERM)
        return false;
    const std::string stat = readFile("/proc/" + std::to_string(pid) + "/stat");
    const std::size_t afterName = stat.rfind(") ");
    return afterName == std::string::npos || afterName + 2 >= stat.size()
           || (stat[afterName + 2] != 'Z' && stat[afterName + 2] != 'X');
}

// Parses the pid that follows prefix in name ("sstb1234v0" → 1234); -1 when there is none.
pid_t ownerPid(const std::string &name, const std::string &prefix)
{
    if (name.rfind(prefix, 0) != 0)
        return -1;
    std::size_t pos = prefix.size();
    long long value = 0;
    std::size_t digits = 0;
    while (pos < name.size() && name[pos] >= '0' && name[pos] <= '9' && digits < 8) {
        value = value * 10 + (name[pos] - '0');
        ++pos;
        ++digits;
    }
    return digits == 0 || value <= 0 ? -1 : static_cast<pid_t>(value);
}

bool isStale(pid_t owner)
{
    // Our own pid: with no testbed started in this process, the names are left from a dead
    // process that had the same pid before.
    if (owner == getpid())
        return !g_activeInProcess;
    return owner > 0 && !pidAlive(owner);
}

std::vector<std::string> splitLines(const std::string &text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

std::string firstWord(const std::string &line)
{
    std::istringstream in(line);
    std::string word;
    in >> word;
    return word;
}

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

bool writeFile(const std::string &path, const std::string &content, mode_t mode)
{
    const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
    if (fd < 0)
        return false;
    std::size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = write(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            close(fd);
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return fchmod(fd, mode) == 0 && close(fd) == 0;
}

std::string tail(const std::string &text, std::size_t bytes = 2000)
{
    return text.size() <= bytes ? text : text.substr(text.size() - bytes);
}

// Serialises subnet choice and stale clean-up between concurrently started test processes.
class LockFile
{
public:
    LockFile()
    {
        m_fd = open(kLockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (m_fd >= 0) {
            while (flock(m_fd, LOCK_EX) != 0 && errno == EINTR) {
            }
        }
    }
    ~LockFile()
    {
        if (m_fd >= 0)
            close(m_fd); // releases the lock
    }
    LockFile(const LockFile &) = delete;
    LockFile &operator=(const LockFile &) = delete;

private:
    int m_fd = -1;
};

// Pids of the processes inside a namespace, except this one.
std::vector<pid_t> namespacePids(const std::string &ip, const std::string &netns)
{
    std::vector<pid_t> pids;
    const CommandResult listed = runCommand({ip, "netns", "pids", netns}, 10000);
    for (const std::string &line : splitLines(listed.output)) {
        const long pid = std::strtol(line.c_str(), nullptr, 10);
        if (pid > 1 && pid != getpid())
            pids.push_back(static_cast<pid_t>(pid));
    }
    return pids;
}

// Ends every process inside a namespace (sshd sessions that left sshd's process group, black
// holes, stuck runInNode children) and deletes it. SIGTERM first, so that a session's shell runs
// its exit traps: a root .bashrc that runs `pyenv rehash` leaves a lock behind when killed, and
// every later SSH command then waits for it. SIGKILL for whatever is still there shortly after.
void removeNamespace(const std::string &ip, const std::string &netns)
{
    std::vector<pid_t> pids = namespacePids(ip, netns);
    for (pid_t pid : pids)
        kill(pid, SIGTERM);
    const long long deadline = monotonicMs() + 500;
    while (!pids.empty() && monotonicMs() < deadline) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        pids = namespacePids(ip, netns);
    }
    for (pid_t pid : pids)
        kill(pid, SIGKILL);
    const CommandResult deleted = runCommand({ip, "netns", "del", netns}, 10000);
    if (!deleted.ok())
        std::fprintf(stderr, "testbed: ip netns del %s: %s\n", netns.c_str(), deleted.output.c_str());
    // The files an ownHostNames node had (ip netns del leaves them).
    std::error_code ignored;
    std::filesystem::remove_all("/etc/netns/" + netns, ignored);
}

bool parseIpv4(const std::string &text, std::uint32_t *address, int *prefix)
{
    std::string host = text;
    *prefix = 32;
    if (const std::size_t slash = text.find('/'); slash != std::string::npos) {
        host = text.substr(0, slash);
        char *end = nullptr;
        const long len = std::strtol(text.c_str() + slash + 1, &end, 10);
        if (*end != '\0' || len < 0 || len > 32)
            return false;
        *prefix = static_cast<int>(len);
    }
    in_addr parsed{};
    if (inet_pton(AF_INET, host.c_str(), &parsed) != 1)
        return false;
    *address = ntohl(parsed.s_addr);
    return true;
}

std::uint32_t maskOf(int prefix)
{
    return prefix == 0 ? 0u : ~std::uint32_t{0} << (32 - prefix);
}

// IPv4 networks (address, prefix) that addresses and routes of the root namespace use.
std::vector<std::pair<std::uint32_t, int>> networksInUse(const std::string &ip)
{
    std::vector<std::pair<std::uint32_t, int>> used;
    const CommandResult addrs = runCommand({ip, "-4", "-o", "addr", "show"}, 10000);
    for (const std::string &line : splitLines(addrs.output)) {
        std::istringstream in(line);
        for (std::string word; in >> word;) {
            if (word == "inet" && in >> word) {
                std::uint32_t address = 0;
                int prefix = 0;
                if (parseIpv4(word, &address, &prefix))
                    used.emplace_back(address, prefix);
                break;
            }
        }
    }
    const CommandResult routes = runCommand({ip, "-4", "route", "show", "table", "all"}, 10000);
    for (const std::string &line : splitLines(routes.output)) {
        std::istringstream in(line);
        std::string word;
        in >> word;
        if (word == "broadcast" || word == "local" || word == "unreachable" || word == "prohibit"
            || word == "blackhole" || word == "unicast" || word == "multicast")
            in >> word;
        std::uint32_t address = 0;
        int prefix = 0;
        if (word != "default" && parseIpv4(word, &address, &prefix))
            used.emplace_back(address, prefix);
    }
    return used;
}

bool overlaps(std::uint32_t network, const std::vector<std::pair<std::uint32_t, int>> &used)
{
    for (const auto &[address, prefix] : used) {
        const std::uint32_t mask = maskOf(std::min(prefix, 24));
        if ((address & mask) == (network & mask))
            return true;
    }
    return false;
}

bool isPrivate(std::uint32_t address)
{
    return (address >> 24) == 10 || (address >> 20) == ((172u << 4) | 1u)
           || (address >> 16) == ((192u << 8) | 168u);
}

std::string dottedPrefix(std::uint32_t network)
{
    return std::to_string(network >> 24) + "." + std::to_string((network >> 16) & 0xff) + "."
           + std::to_string((network >> 8) & 0xff);
}

// nftables tables of testbeds whose process is gone (root namespace; a node's dies with it).
int removeStaleNftTables()
{
    const std::string nft = findTool("nft");
    if (nft.empty())
        return 0;
    int removed = 0;
    const CommandResult tables = runCommand({nft, "list", "tables"}, 10000);
    for (const std::string &line : splitLines(tables.output)) {
        std::istringstream in(line); // "table netdev shardscope_tb1234"
        std::string keyword;
        std::string family;
        std::string name;
        in >> keyword >> family >> name;
        if (keyword == "table" && isStale(ownerPid(name, kNftPrefix))
            && runCommand({nft, "delete", "table", family, name}, 10000).ok())
            ++removed;
    }
    return removed;
}

// Delay rules of testbeds whose process is gone: in the root namespace they name the bridge
// ("-i sstb1234"); those inside nodes die with the namespaces.
int removeStaleDelayRules()
{
    const std::string iptables = findTool("iptables");
    if (iptables.empty())
        return 0;
    int removed = 0;
    const CommandResult rules = runCommand({iptables, "-w", "-t", "mangle", "-S", "PREROUTING"}, 10000);
    for (const std::string &line : splitLines(rules.output)) {
        std::istringstream in(line);
        std::vector<std::string> words;
        for (std::string word; in >> word;)
            words.push_back(word);
        const auto inInterface = std::find(words.begin(), words.end(), "-i");
        if (words.size() < 2 || words[0] != "-A" || inInterface == words.end()
            || inInterface + 1 == words.end()
            || std::find(words.begin(), words.end(), "NFQUEUE") == words.end()
            || !isStale(ownerPid(*(inInterface + 1), kLinkPrefix)))
            continue;
        std::vector<std::string> argv = {iptables, "-w", "-t", "mangle", "-D"};
        argv.insert(argv.end(), words.begin() + 1, words.end());
        if (runCommand(argv, 10000).ok())
            ++removed;
    }
    return removed;
}

// Delay helpers whose testbed process is gone. They normally die with it (PR_SET_PDEATHSIG); one
// that did not would keep the namespaces it serves alive.
int killStaleDelayHelpers()
{
    int killed = 0;
    std::error_code ec;
    for (const fs::directory_entry &entry : fs::directory_iterator("/proc", ec)) {
        const std::string name = entry.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos)
            continue;
        const std::string cmdline = readFile(entry.path() / "cmdline");
        std::vector<std::string> argv;
        for (std::size_t begin = 0; begin < cmdline.size();) {
            const std::size_t end = std::min(cmdline.find('\0', begin), cmdline.size());
            argv.push_back(cmdline.substr(begin, end - begin));
            begin = end + 1;
        }
        if (argv.empty() || fs::path(argv[0]).filename() != kDelayHelperName)
            continue;
        const auto owner = std::find(argv.begin(), argv.end(), "--owner");
        if (owner == argv.end() || owner + 1 == argv.end())
            continue;
        if (isStale(static_cast<pid_t>(std::strtol((owner + 1)->c_str(), nullptr, 10)))) {
            kill(static_cast<pid_t>(std::stol(name)), SIGKILL);
            ++killed;
        }
    }
    return killed;
}

std::string joined(const std::vector<std::string> &argv)
{
    std::string command;
    for (const std::string &arg : argv)
        command += (command.empty() ? "" : " ") + arg;
    return command;
}

// "2.5" rather than std::to_string's "2.500000", for rules and messages.
std::string number(double value)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << value;
    return out.str();
}

// The queue numbers that the delay helper's "ready" line reports, in the order of its --queue options.
std::vector<int> readyQueueNumbers(const std::string &line)
{
    std::vector<int> numbers;
    const std::string key = "\"queue\":";
    for (std::size_t at = line.find(key); at != std::string::npos; at = line.find(key, at + key.size()))
        numbers.push_back(static_cast<int>(std::strtol(line.c_str() + at + key.size(), nullptr, 10)));
    return numbers;
}

} // namespace

Testbed::Testbed(TestbedOptions options)
    : m_options(std::move(options))
{}

Testbed::~Testbed()
{
    stop();
}

std::string Testbed::unavailableReason()
{
    if (geteuid() != 0)
        return "the testbed needs root (network namespaces, a bridge, sshd per node): run the tests as root";
    for (const char *tool : {"ip", "tc", "ssh-keygen", "ssh"}) {
        if (findTool(tool).empty())
            return std::string("the testbed needs '") + tool
                   + "' (Debian packages iproute2, openssh-client, openssh-server)";
    }
    if (access(kSshdPath, X_OK) != 0)
        return "the testbed needs /usr/sbin/sshd (Debian package openssh-server)";
    return {};
}

const char *Testbed::lockFilePath()
{
    return kLockPath;
}

int Testbed::cleanStaleLeftovers()
{
    const std::string ip = findTool("ip");
    if (ip.empty() || geteuid() != 0)
        return 0;
    const LockFile lock;
    // Helpers first: their netlink sockets hold the namespaces they serve.
    int removed = killStaleDelayHelpers() + removeStaleDelayRules() + removeStaleNftTables();
    const CommandResult namespaces = runCommand({ip, "netns", "list"}, 10000);
    for (const std::string &line : splitLines(namespaces.output)) {
        const std::string name = firstWord(line);
        if (isStale(ownerPid(name, kNetnsPrefix))) {
            removeNamespace(ip, name);
            ++removed;
        }
    }
    const CommandResult links = runCommand({ip, "-o", "link", "show"}, 10000);
    for (const std::string &line : splitLines(links.output)) {
        // "12: sstb1234v0@if3: <...>" → "sstb1234v0"
        std::istringstream in(line);
        std::string index;
        std::string name;
        in >> index >> name;
        name = name.substr(0, name.find_first_of("@:"));
        if (isStale(ownerPid(name, kLinkPrefix))) {
            if (runCommand({ip, "link", "del", name}, 10000).ok())
                ++removed;
        }
    }
    std::error_code ec;
    const fs::path tmp = fs::temp_directory_path(ec);
    if (!ec) {
        for (const fs::directory_entry &entry : fs::directory_iterator(tmp, ec)) {
            const std::string name = entry.path().filename().string();
            if (isStale(ownerPid(name, kTempPrefix))) {
                std::error_code removeError;
                fs::remove_all(entry.path(), removeError);
                ++removed;
            }
        }
    }
    return removed;
}

TestbedStatus Testbed::runTool(const std::vector<std::string> &argv) const
{
    const CommandResult result = runCommand(argv, 30000);
    if (result.ok())
        return success();
    return failure(TestbedErrorCode::CommandFailed,
                   joined(argv) + " failed (exit " + std::to_string(result.exitCode)
                       + (result.timedOut ? ", timed out" : "") + "): " + result.error + tail(result.output));
}

TestbedStatus Testbed::checkIndex(int i) const
{
    if (!m_started || i < 0 || i >= static_cast<int>(m_nodes.size()))
        return failure(TestbedErrorCode::InvalidArgument, "no started node " + std::to_string(i));
    return success();
}

TestbedStatus Testbed::start()
{
    if (m_started)
        return failure(TestbedErrorCode::InvalidArgument, "testbed already started");
    if (std::string reason = unavailableReason(); !reason.empty())
        return failure(TestbedErrorCode::Unavailable, reason);
    if (g_activeInProcess)
        return failure(TestbedErrorCode::InvalidArgument, "another testbed is running in this process");
    if (m_options.nodeCount < 1 || m_options.nodeCount > kMaxNodes)
        return failure(TestbedErrorCode::InvalidArgument,
                       "nodeCount must be 1.." + std::to_string(kMaxNodes));
    if (m_options.routedNode < -1 || m_options.routedNode >= m_options.nodeCount)
        return failure(TestbedErrorCode::InvalidArgument, "routedNode must be -1 or a node's index");
    if (m_options.firstSshPort < 1 || m_options.firstSshPort + m_options.nodeCount > 65535)
        return failure(TestbedErrorCode::InvalidArgument, "firstSshPort out of range");

    const long long began = monotonicMs();
    m_ip = findTool("ip");
    m_tc = findTool("tc");
    m_sshKeygen = findTool("ssh-keygen");
    m_ssh = findTool("ssh");
    m_nft = findTool("nft");
    m_iptablesRestore = findTool("iptables-restore");
    m_sshd = kSshdPath;
    cleanStaleLeftovers();
    g_activeInProcess = true;
    m_started = true; // from here on stop() undoes whatever was built

    // sshd refuses to start without its privilege separation directory.
    if (mkdir("/run/sshd", 0755) != 0 && errno != EEXIST) {
        const std::string reason = std::strerror(errno);
        stop();
        return failure(TestbedErrorCode::IoFailed, "mkdir /run/sshd: " + reason);
    }

    TestbedStatus status = buildNetwork();
    m_shapes.clear();
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        LinkShape toNode;
        toNode.direction = LinkDirection::ToNode;
        LinkShape fromNode;
        fromNode.direction = LinkDirection::FromNode;
        m_shapes.push_back({toNode, fromNode});
    }
    if (status.ok())
        status = generateKeys();
    for (std::size_t i = 0; status.ok() && i < m_nodes.size(); ++i)
        status = startSshd(static_cast<int>(i));
    if (!status.ok()) {
        stop();
        return status;
    }
    m_startupMs = monotonicMs() - began;
    return success();
}

TestbedStatus Testbed::buildNetwork()
{
    const std::string pid = std::to_string(getpid());
    std::error_code ec;
    const fs::path tmp = fs::temp_directory_path(ec);
    if (ec)
        return failure(TestbedErrorCode::IoFailed, "no temp directory: " + ec.message());
    std::string pattern = (tmp / (kTempPrefix + pid + "-XXXXXX")).string();
    if (mkdtemp(pattern.data()) == nullptr)
        return failure(TestbedErrorCode::IoFailed, "mkdtemp " + pattern + ": " + std::strerror(errno));
    m_tempDir = pattern;
    chmod(m_tempDir.c_str(), 0700);

    const LockFile lock; // held until the bridge owns its address, so no other testbed takes the subnet
    const auto used = networksInUse(m_ip);
    std::uint32_t network = 0;
    if (m_options.subnet.empty()) {
        bool found = false;
        for (std::uint32_t third = 0; third < 256 && !found; ++third) {
            network = (10u << 24) | (231u << 16) | (third << 8);
            found = !overlaps(network, used);
        }
        if (!found)
            return failure(TestbedErrorCode::NoFreeSubnet, "every 10.231.x.0/24 is in use on this machine");
    } else {
        int prefix = 0;
        if (!parseIpv4(m_options.subnet, &network, &prefix) || prefix != 24 || (network & 0xff) != 0
            || !isPrivate(network))
            return failure(TestbedErrorCode::InvalidArgument,
                           "subnet must be a private a.b.c.0/24, got '" + m_options.subnet + "'");
        if (overlaps(network, used))
            return failure(TestbedErrorCode::NoFreeSubnet,
                           m_options.subnet + " is already in use on this machine");
    }
    m_subnetPrefix = dottedPrefix(network);
    m_controllerAddress = m_subnetPrefix + ".1";
    std::string routedPrefix; // the routed node's /24, beside the bridge's
    if (m_options.routedNode >= 0) {
        for (std::uint32_t third = 0; third < 256 && routedPrefix.empty(); ++third) {
            const std::uint32_t candidate = (10u << 24) | (232u << 16) | (third << 8);
            if (!overlaps(candidate, used))
                routedPrefix = dottedPrefix(candidate);
        }
        if (routedPrefix.empty())
            return failure(TestbedErrorCode::NoFreeSubnet, "every 10.232.x.0/24 is in use on this machine");
    }

    m_bridge = kLinkPrefix + pid;
    TestbedStatus status = runTool({m_ip, "link", "add", m_bridge, "type", "bridge"});
    if (!status.ok()) {
        m_bridge.clear(); // not ours: do not delete it in stop()
        return status;
    }
    // No IPv6 on the bridge: no router solicitations or DAD chatter, nothing but our IPv4.
    writeFile("/proc/sys/net/ipv6/conf/" + m_bridge + "/disable_ipv6", "1\n", 0644);
    for (const std::vector<std::string> &argv : {
             std::vector<std::string>{m_ip, "addr", "add", m_controllerAddress + "/24", "dev", m_bridge},
             std::vector<std::string>{m_ip, "link", "set", m_bridge, "up"},
         }) {
        if (status = runTool(argv); !status.ok())
            return status;
    }

    for (int i = 0; i < m_options.nodeCount; ++i) {
        TestbedNode node;
        node.name = "node" + std::to_string(i);
        node.netns = kNetnsPrefix + pid + "-" + node.name;
        node.address = m_subnetPrefix + "." + std::to_string(kFirstNodeHost + i);
        node.sshPort = m_options.firstSshPort + i;
        node.hostVeth = kLinkPrefix + pid + "v" + std::to_string(i);
        node.nodeInterface = "eth0";
        const std::string nodeDir = m_tempDir + "/" + node.name;
        if (mkdir(nodeDir.c_str(), 0700) != 0)
            return failure(TestbedErrorCode::IoFailed, "mkdir " + nodeDir + ": " + std::strerror(errno));
        node.homeDir = nodeDir + "/home";
        if (mkdir(node.homeDir.c_str(), 0700) != 0)
            return failure(TestbedErrorCode::IoFailed, "mkdir " + node.homeDir + ": " + std::strerror(errno));
        node.hostKeyPaths = {nodeDir + "/ssh_host_ed25519_key"};
        node.sshdConfigPath = nodeDir + "/sshd_config";
        node.sshdLogPath = nodeDir + "/sshd.log";

        const bool routed = i == m_options.routedNode;
        if (routed) {
            node.address = routedPrefix + "." + std::to_string(kFirstNodeHost + i);
            if (status = buildRouter(); !status.ok())
                return status;
        }
        if (status = runTool({m_ip, "netns", "add", node.netns}); !status.ok())
            return status;
        m_nodes.push_back(node); // from now on stop() deletes its namespace
        if (routed) {
            // The node's veth ends in the router, not on the bridge.
            const std::vector<std::vector<std::string>> routedCommands = {
                {m_ip, "link", "add", node.hostVeth, "type", "veth", "peer", "name", node.nodeInterface,
                 "netns", node.netns},
                {m_ip, "link", "set", node.hostVeth, "netns", m_routerNetns},
                {m_ip, "-n", m_routerNetns, "addr", "add", routedPrefix + ".1/24", "dev", node.hostVeth},
                {m_ip, "-n", m_routerNetns, "link", "set", node.hostVeth, "up"},
                {m_ip, "-n", node.netns, "link", "set", "lo", "up"},
                {m_ip, "-n", node.netns, "addr", "add", node.address + "/24", "dev", node.nodeInterface},
                {m_ip, "-n", node.netns, "link", "set", node.nodeInterface, "up"},
                {m_ip, "-n", node.netns, "route", "add", "default", "via", routedPrefix + ".1"},
            };
            for (const std::vector<std::string> &argv : routedCommands) {
                if (status = runTool(argv); !status.ok())
                    return status;
            }
            continue;
        }
        const std::vector<std::vector<std::string>> commands = {
            {m_ip, "link", "add", node.hostVeth, "type", "veth", "peer", "name", node.nodeInterface, "netns",
             node.netns},
            {m_ip, "link", "set", node.hostVeth, "master", m_bridge},
            {m_ip, "link", "set", node.hostVeth, "up"},
            {m_ip, "-n", node.netns, "link", "set", "lo", "up"},
            {m_ip, "-n", node.netns, "addr", "add", node.address + "/24", "dev", node.nodeInterface},
            {m_ip, "-n", node.netns, "link", "set", node.nodeInterface, "up"},
        };
        for (const std::vector<std::string> &argv : commands) {
            if (status = runTool(argv); !status.ok())
                return status;
        }
        writeFile("/proc/sys/net/ipv6/conf/" + node.hostVeth + "/disable_ipv6", "1\n", 0644);
    }
    if (m_options.routedNode >= 0) {
        // Everyone else reaches the routed node's subnet through the router's bridge side.
        const std::string subnet = routedPrefix + ".0/24";
        const std::string gateway = m_subnetPrefix + ".254";
        if (status = runTool({m_ip, "route", "add", subnet, "via", gateway}); !status.ok())
            return status;
        for (const TestbedNode &node : m_nodes) {
            if (node.address.rfind(routedPrefix + ".", 0) == 0)
                continue;
            if (status = runTool({m_ip, "-n", node.netns, "route", "add", subnet, "via", gateway});
                !status.ok())
                return status;
        }
    }
    return success();
}

TestbedStatus Testbed::buildRouter()
{
    const std::string pid = std::to_string(getpid());
    m_routerNetns = kNetnsPrefix + pid + "-router";
    TestbedStatus status = runTool({m_ip, "netns", "add", m_routerNetns});
    if (!status.ok()) {
        m_routerNetns.clear(); // not ours
        return status;
    }
    const std::string bridgeSide = kLinkPrefix + pid + "r";
    const std::vector<std::vector<std::string>> commands = {
        {m_ip, "link", "add", bridgeSide, "type", "veth", "peer", "name", "up0", "netns", m_routerNetns},
        {m_ip, "link", "set", bridgeSide, "master", m_bridge},
        {m_ip, "link", "set", bridgeSide, "up"},
        {m_ip, "-n", m_routerNetns, "link", "set", "lo", "up"},
        {m_ip, "-n", m_routerNetns, "addr", "add", m_subnetPrefix + ".254/24", "dev", "up0"},
        {m_ip, "-n", m_routerNetns, "link", "set", "up0", "up"},
        // /proc/sys/net is the namespace's own for a process inside it.
        {m_ip, "netns", "exec", m_routerNetns, "/bin/sh", "-c", "echo 1 > /proc/sys/net/ipv4/ip_forward"},
    };
    for (const std::vector<std::string> &argv : commands) {
        if (status = runTool(argv); !status.ok())
            return status;
    }
    return success();
}

TestbedStatus Testbed::generateKeys()
{
    m_userKeyPath = m_tempDir + "/user_ed25519";
    m_knownHostsPath = m_tempDir + "/known_hosts";
    TestbedStatus status = runTool(
        {m_sshKeygen, "-q", "-t", "ed25519", "-N", "", "-C", "shardscope-testbed-user", "-f", m_userKeyPath});
    if (!status.ok())
        return status;
    if (!writeFile(m_tempDir + "/authorized_keys", readFile(m_userKeyPath + ".pub"), 0600)
        || !writeFile(m_knownHostsPath, {}, 0600))
        return failure(TestbedErrorCode::IoFailed,
                       "cannot write authorized_keys or known_hosts in " + m_tempDir);
    for (TestbedNode &node : m_nodes) {
        if (status = generateHostKey(node); !status.ok())
            return status;
        if (status = writeSshdConfig(node); !status.ok())
            return status;
    }
    return success();
}

TestbedStatus Testbed::generateHostKey(TestbedNode &node) const
{
    for (const std::string &key : node.hostKeyPaths) {
        unlink(key.c_str());
        unlink((key + ".pub").c_str());
        TestbedStatus status
            = runTool({m_sshKeygen, "-q", "-t", "ed25519", "-N", "", "-C", node.name, "-f", key});
        if (!status.ok())
            return status;
    }
    return success();
}

TestbedStatus Testbed::writeSshdConfig(const TestbedNode &node) const
{
    std::string config;
    config += "# ShardScope testbed " + node.name + " (generated, removed with the testbed)\n";
    config += "ListenAddress " + node.address + "\n";
    config += "Port " + std::to_string(node.sshPort) + "\n";
    for (const std::string &key : node.hostKeyPaths)
        config += "HostKey " + key + "\n";
    // The real sshd's pid file stays untouched.
    config += "PidFile none\n";
    config += "UsePAM no\n";
    config += "PermitRootLogin prohibit-password\n";
    config += "PubkeyAuthentication yes\n";
    config += "AuthenticationMethods publickey\n";
    config += "PasswordAuthentication no\n";
    config += "KbdInteractiveAuthentication no\n";
    config += "AuthorizedKeysFile " + m_tempDir + "/authorized_keys\n";
    // The key dir is 0700, but StrictModes also rejects the world-writable /tmp above it.
    config += "StrictModes no\n";
    config += "UseDNS no\n";
    config += "PrintMotd no\n";
    config += "X11Forwarding no\n";
    config += "Subsystem sftp internal-sftp\n";
    config += "LogLevel VERBOSE\n";
    // A home of the node's own, as on a machine of its own: ~/.cache/shardscope is per node and not
    // this machine's, and bash (which sshd has read ~/.bashrc) starts without this machine's
    // start-up files, which can cost far more than a command (pyenv init: 0.35 s per command).
    config += "SetEnv \"HOME=" + node.homeDir + "\"\n";
    if (!writeFile(node.sshdConfigPath, config, 0600))
        return failure(TestbedErrorCode::IoFailed, "cannot write " + node.sshdConfigPath);
    return success();
}

TestbedStatus Testbed::waitForSshd(const TestbedNode &node) const
{
    sockaddr_in target{};
    target.sin_family = AF_INET;
    target.sin_port = htons(static_cast<std::uint16_t>(node.sshPort));
    inet_pton(AF_INET, node.address.c_str(), &target.sin_addr);
    const long long deadline = monotonicMs() + m_options.readyTimeoutMs;
    while (monotonicMs() < deadline) {
        if (!childRunning(node.sshdPid))
            return failure(TestbedErrorCode::SshdFailed,
                           node.name + ": sshd exited: " + tail(readFile(node.sshdLogPath)));
        // Ready means it sent its banner, not only that the port is open.
        const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0)
            return failure(TestbedErrorCode::IoFailed, std::string("socket: ") + std::strerror(errno));
        timeval timeout{2, 0};
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
        bool ready = false;
        if (connect(fd, reinterpret_cast<const sockaddr *>(&target), sizeof target) == 0) {
            char banner[4] = {};
            std::size_t got = 0;
            while (got < sizeof banner) {
                const ssize_t n = recv(fd, banner + got, sizeof banner - got, 0);
                if (n <= 0)
                    break;
                got += static_cast<std::size_t>(n);
            }
            ready = got == sizeof banner && std::memcmp(banner, "SSH-", 4) == 0;
        }
        close(fd);
        if (ready)
            return success();
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return failure(TestbedErrorCode::SshdFailed, node.name + ": sshd did not answer on " + node.address + ":"
                                                     + std::to_string(node.sshPort) + " within "
                                                     + std::to_string(m_options.readyTimeoutMs)
                                                     + " ms: " + tail(readFile(node.sshdLogPath)));
}

TestbedStatus Testbed::startSshd(int i)
{
    if (TestbedStatus status = checkIndex(i); !status.ok())
        return status;
    TestbedNode &node = m_nodes[static_cast<std::size_t>(i)];
    if (childRunning(node.sshdPid))
        return success();
    std::string error;
    // ip netns exec execs sshd in place, so the pid is sshd's own; so do unshare (without --fork)
    // and the shell's exec.
    std::vector<std::string> argv{m_ip, "netns", "exec", node.netns};
    if (m_options.ownHostNames) {
        const std::string folder = "/etc/netns/" + node.netns;
        std::error_code made;
        std::filesystem::create_directories(folder, made);
        // Names from these files alone (no systemd-resolved or mDNS of this machine's), and no
        // firewall of this machine's in what a node reports: ufw's folder only where it exists
        // here, since ip netns exec can mount only over what is there.
        bool written = !made && writeFile(folder + "/hosts", defaultHostsFile(), 0644)
                       && writeFile(folder + "/resolv.conf", "", 0644)
                       && writeFile(folder + "/nsswitch.conf", "hosts: files dns\n", 0644);
        if (written && access("/etc/ufw", F_OK) == 0) {
            std::filesystem::create_directories(folder + "/ufw", made);
            written = !made && writeFile(folder + "/ufw/ufw.conf", "ENABLED=no\n", 0644);
        }
        if (!written)
            return failure(TestbedErrorCode::IoFailed, node.name + ": cannot write " + folder);
        argv.insert(argv.end(), {findTool("unshare"), "--uts", "--", "/bin/sh", "-c",
                                 "hostname \"$0\" && exec \"$@\"", node.name});
    }
    argv.insert(argv.end(), {m_sshd, "-D", "-e", "-f", node.sshdConfigPath});
    node.sshdPid = spawnBackground(argv, node.sshdLogPath, &error);
    if (node.sshdPid < 0)
        return failure(TestbedErrorCode::SshdFailed, node.name + ": cannot start sshd: " + error);
    TestbedStatus status = waitForSshd(node);
    if (!status.ok()) {
        stopBackground(node.sshdPid);
        node.sshdPid = -1;
    }
    return status;
}

TestbedStatus Testbed::stopSshd(int i)
{
    if (TestbedStatus status = checkIndex(i); !status.ok())
        return status;
    TestbedNode &node = m_nodes[static_cast<std::size_t>(i)];
    if (node.sshdPid > 0)
        stopBackground(node.sshdPid);
    node.sshdPid = -1;
    return success();
}

TestbedStatus Testbed::regenerateHostKey(int i)
{
    if (TestbedStatus status = checkIndex(i); !status.ok())
        return status;
    const bool wasRunning = m_nodes[static_cast<std::size_t>(i)].sshdPid > 0;
    TestbedStatus status = stopSshd(i);
    if (status.ok())
        status = generateHostKey(m_nodes[static_cast<std::size_t>(i)]);
    if (status.ok() && wasRunning)
        status = startSshd(i);
    return status;
}

std::string Testbed::knownHostsLine(int i) const
{
    if (!checkIndex(i).ok())
        return {};
    const TestbedNode &node = m_nodes[static_cast<std::size_t>(i)];
    std::string line;
    for (const std::string &key : node.hostKeyPaths) {
        // "ssh-ed25519 AAAA... comment" → type and key, without the comment
        std::istringstream in(readFile(key + ".pub"));
        std::string type;
        std::string blob;
        in >> type >> blob;
        if (type.empty() || blob.empty())
            return {};
        line += "[" + node.address + "]:" + std::to_string(node.sshPort) + " " + type + " " + blob + "\n";
    }
    if (!line.empty())
        line.pop_back();
    return line;
}

TestbedStatus Testbed::writeKnownHosts() const
{
    if (!m_started)
        return failure(TestbedErrorCode::InvalidArgument, "testbed not started");
    std::string content;
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        const std::string line = knownHostsLine(static_cast<int>(i));
        if (line.empty())
            return failure(TestbedErrorCode::IoFailed, "cannot read the host key of " + m_nodes[i].name);
        content += line + "\n";
    }
    if (!writeFile(m_knownHostsPath, content, 0600))
        return failure(TestbedErrorCode::IoFailed, "cannot write " + m_knownHostsPath);
    return success();
}

std::vector<std::string> Testbed::sshArgv(int i, const std::vector<std::string> &remoteCommand,
                                          int connectTimeoutS, int port) const
{
    if (!checkIndex(i).ok())
        return {};
    const TestbedNode &node = m_nodes[static_cast<std::size_t>(i)];
    std::vector<std::string> argv = {m_ssh,
                                     "-F",
                                     "/dev/null",
                                     "-i",
                                     m_userKeyPath,
                                     "-o",
                                     "IdentitiesOnly=yes",
                                     "-o",
                                     "UserKnownHostsFile=" + m_knownHostsPath,
                                     "-o",
                                     "GlobalKnownHostsFile=/dev/null",
                                     "-o",
                                     "StrictHostKeyChecking=yes",
                                     "-o",
                                     "UpdateHostKeys=no",
                                     "-o",
                                     "BatchMode=yes",
                                     "-o",
                                     "ConnectTimeout=" + std::to_string(connectTimeoutS),
                                     "-p",
                                     std::to_string(port > 0 ? port : node.sshPort),
                                     "root@" + node.address,
                                     "--"};
    argv.insert(argv.end(), remoteCommand.begin(), remoteCommand.end());
    return argv;
}

CommandResult Testbed::runInNode(int i, const std::vector<std::string> &argv, int timeoutMs) const
{
    if (TestbedStatus status = checkIndex(i); !status.ok()) {
        CommandResult result;
        result.error = status.message;
        return result;
    }
    std::vector<std::string> full = {m_ip, "netns", "exec", m_nodes[static_cast<std::size_t>(i)].netns};
    full.insert(full.end(), argv.begin(), argv.end());
    return runCommand(full, timeoutMs);
}

std::string Testbed::defaultHostsFile() const
{
    std::string text = "127.0.0.1\tlocalhost\n::1\tlocalhost\n";
    for (const TestbedNode &node : m_nodes)
        text += node.address + "\t" + node.name + "\n";
    return text;
}

TestbedStatus Testbed::setHostsFile(int i, const std::string &text)
{
    if (TestbedStatus status = checkIndex(i); !status.ok())
        return status;
    if (!m_options.ownHostNames)
        return failure(TestbedErrorCode::InvalidArgument, "setHostsFile needs ownHostNames");
    const std::string path = "/etc/netns/" + m_nodes[static_cast<std::size_t>(i)].netns + "/hosts";
    // In place (truncated, not replaced): the file mounted over the node's /etc/hosts is this inode.
    std::ofstream out(path, std::ios::trunc);
    out << text;
    out.close();
    if (!out)
        return failure(TestbedErrorCode::IoFailed, "cannot write " + path);
    return success();
}

TestbedStatus Testbed::startBlackHole(int i, int port, const std::string &bindAddress,
                                      const std::string &processName)
{
    if (TestbedStatus status = checkIndex(i); !status.ok())
        return status;
    if (port < 1 || port > 65535)
        return failure(TestbedErrorCode::InvalidArgument, "port out of range");
    const TestbedNode &node = m_nodes[static_cast<std::size_t>(i)];
    const std::string netnsPath = "/run/netns/" + node.netns;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    if (inet_pton(AF_INET, bindAddress.empty() ? node.address.c_str() : bindAddress.c_str(),
                  &address.sin_addr)
        != 1)
        return failure(TestbedErrorCode::InvalidArgument, "not an IPv4 address: " + bindAddress);
    char name[16] = {};
    processName.copy(name, sizeof name - 1);
    int readyPipe[2];
    if (pipe2(readyPipe, O_CLOEXEC) != 0)
        return failure(TestbedErrorCode::IoFailed, std::string("pipe: ") + std::strerror(errno));
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid < 0) {
        close(readyPipe[0]);
        close(readyPipe[1]);
        return failure(TestbedErrorCode::IoFailed, std::string("fork: ") + std::strerror(errno));
    }
    if (pid == 0) {
        // Child: system calls only (the parent may have threads). Reports 0 or an errno, then
        // accepts forever and keeps every connection open without sending a byte.
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (name[0] != '\0')
            prctl(PR_SET_NAME, name);
        setpgid(0, 0);
        int err = getppid() == parent ? 0 : ESRCH;
        const int nsFd = err ? -1 : open(netnsPath.c_str(), O_RDONLY | O_CLOEXEC);
        if (!err && (nsFd < 0 || setns(nsFd, CLONE_NEWNET) != 0))
            err = errno;
        const int listener = err ? -1 : socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        const int one = 1;
        if (!err
            && (listener < 0 || setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) != 0
                || bind(listener, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
                || listen(listener, 64) != 0))
            err = errno;
        [[maybe_unused]] const ssize_t written = write(readyPipe[1], &err, sizeof err);
        if (err)
            _exit(1);
        for (int fd = 3; fd < 1024; ++fd) {
            if (fd != listener)
                close(fd);
        }
        int held[512];
        std::size_t count = 0;
        for (;;) {
            const int connection = accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
            if (connection < 0)
                continue;
            if (count == sizeof held / sizeof held[0]) {
                close(held[0]);
                for (std::size_t k = 1; k < count; ++k)
                    held[k - 1] = held[k];
                --count;
            }
            held[count++] = connection;
        }
    }
    close(readyPipe[1]);
    int err = -1;
    pollfd pfd{readyPipe[0], POLLIN, 0};
    if (poll(&pfd, 1, 10000) == 1 && read(readyPipe[0], &err, sizeof err) != static_cast<ssize_t>(sizeof err))
        err = -1;
    close(readyPipe[0]);
    if (err != 0) {
        kill(pid, SIGKILL);
        waitpid(pid, nullptr, 0);
        return failure(TestbedErrorCode::IoFailed,
                       node.name + ": black hole on port " + std::to_string(port)
                           + " failed: " + (err > 0 ? std::strerror(err) : "no answer"));
    }
    m_blackHolePids.push_back(pid);
    return success();
}

std::string Testbed::nftTableName() const
{
    return kNftPrefix + std::to_string(getpid());
}

std::string Testbed::shapingUnavailableReason() const
{
    if (std::string reason = unavailableReason(); !reason.empty())
        return reason;
    if (findTool("nft").empty())
        return "loss on a testbed link needs 'nft' (Debian package nftables)";
    if (findTool("iptables").empty() || findTool("iptables-restore").empty())
        return "delay on a testbed link needs 'iptables' and 'iptables-restore' (Debian package iptables)";
    const std::string helper
        = m_options.delayHelperPath.empty() ? kDelayHelperPath : m_options.delayHelperPath;
    if (helper.empty() || access(helper.c_str(), X_OK) != 0)
        return "delay on a testbed link needs " + std::string(kDelayHelperName) + " (not found at '" + helper
               + "': build the target of that name)";
    return {};
}

TestbedStatus Testbed::runInNamespace(const std::string &netns, const std::vector<std::string> &argv) const
{
    if (netns.empty())
        return runTool(argv);
    std::vector<std::string> full = {m_ip, "netns", "exec", netns};
    full.insert(full.end(), argv.begin(), argv.end());
    return runTool(full);
}

TestbedStatus Testbed::shapeLink(int i, std::uint64_t bitsPerSecond)
{
    LinkShape shape;
    shape.rateBitsPerSecond = bitsPerSecond;
    return shapeLink(i, shape);
}

TestbedStatus Testbed::unshapeLink(int i)
{
    return shapeLink(i, LinkShape{});
}

LinkShape Testbed::linkShape(int i, LinkDirection direction) const
{
    if (!checkIndex(i).ok() || (direction != LinkDirection::ToNode && direction != LinkDirection::FromNode))
        return {};
    return m_shapes[static_cast<std::size_t>(i)][direction == LinkDirection::ToNode ? 0 : 1];
}

TestbedStatus Testbed::shapeLink(int i, const LinkShape &shape)
{
    if (TestbedStatus status = checkIndex(i); !status.ok())
        return status;
    if (shape.direction == LinkDirection::Invalid || shape.lossUnit == LossUnit::Invalid)
        return failure(TestbedErrorCode::InvalidArgument, "link shape without direction or loss unit");
    if (shape.rateBitsPerSecond != 0 && shape.rateBitsPerSecond < 8000)
        return failure(TestbedErrorCode::InvalidArgument, "rate below 8 kbit/s");
    if (!std::isfinite(shape.delayMs) || shape.delayMs < 0 || shape.delayMs > kMaxDelayMs)
        return failure(TestbedErrorCode::InvalidArgument, "delay must be 0.." + number(kMaxDelayMs) + " ms");
    if (!std::isfinite(shape.lossPercent) || shape.lossPercent < 0 || shape.lossPercent > 100)
        return failure(TestbedErrorCode::InvalidArgument, "loss must be 0..100 %");
    if (shape.delayMs > 0 || shape.lossPercent > 0) {
        if (std::string reason = shapingUnavailableReason(); !reason.empty())
            return failure(TestbedErrorCode::Unavailable, reason);
    }
    bool delayChanged = false;
    for (const LinkDirection direction : {LinkDirection::ToNode, LinkDirection::FromNode}) {
        if (shape.direction != LinkDirection::Both && shape.direction != direction)
            continue;
        LinkShape &current
            = m_shapes[static_cast<std::size_t>(i)][direction == LinkDirection::ToNode ? 0 : 1];
        LinkShape wanted = shape;
        wanted.direction = direction;
        // Recorded step by step, so that a later failure leaves a true account of what is applied.
        if (TestbedStatus status = applyRate(i, direction, current, wanted); !status.ok())
            return status;
        current.rateBitsPerSecond = wanted.rateBitsPerSecond;
        if (TestbedStatus status = applyLoss(i, direction, current, wanted); !status.ok())
            return status;
        current.lossPercent = wanted.lossPercent;
        current.lossUnit = wanted.lossUnit;
        delayChanged = delayChanged || current.delayMs != wanted.delayMs;
        current.delayMs = wanted.delayMs;
    }
    return delayChanged ? applyDelays() : success();
}

TestbedStatus Testbed::applyRate(int i, LinkDirection direction, const LinkShape &from, const LinkShape &to)
{
    if (from.rateBitsPerSecond == to.rateBitsPerSecond)
        return success();
    const TestbedNode &node = m_nodes[static_cast<std::size_t>(i)];
    // The sending end: the bridge's veth towards the node, or the node's own interface.
    std::vector<std::string> argv = {m_tc};
    if (direction == LinkDirection::FromNode)
        argv.insert(argv.end(), {"-n", node.netns});
    const std::string &device = direction == LinkDirection::ToNode ? node.hostVeth : node.nodeInterface;
    if (to.rateBitsPerSecond == 0) {
        argv.insert(argv.end(), {"qdisc", "del", "dev", device, "root"});
        return runTool(argv);
    }
    // netem is not in this kernel; tbf gives the rate. The bucket holds 2 ms at full rate and at
    // least one GSO super-packet, so TCP reaches the rate without bursts far above it.
    const std::uint64_t burstBytes = std::max<std::uint64_t>(65536, to.rateBitsPerSecond / 8 / 500);
    argv.insert(argv.end(), {"qdisc", "replace", "dev", device, "root", "tbf", "rate",
                             std::to_string(to.rateBitsPerSecond) + "bit", "burst",
                             std::to_string(burstBytes), "latency", "50ms"});
    return runTool(argv);
}

TestbedStatus Testbed::applyLoss(int i, LinkDirection direction, const LinkShape &from, const LinkShape &to)
{
    const TestbedNode &node = m_nodes[static_cast<std::size_t>(i)];
    const bool toNode = direction == LinkDirection::ToNode;
    // Dropped on the receiving end's ingress, after the veth: the sender's stack has let go of the
    // packet, so TCP sees a real loss and retransmits (a drop on the sender's own output does not).
    const std::string receivingNetns = toNode ? node.netns : std::string();
    const std::string &receivingDevice = toNode ? node.nodeInterface : node.hostVeth;
    const std::string table = "netdev " + nftTableName();
    const std::string chain = toNode ? "to_node" : "from_" + node.name;
    if (from.lossPercent != to.lossPercent) {
        std::string script;
        if (to.lossPercent > 0) {
            const long long perMillion = std::llround(to.lossPercent * 10000);
            // numgen's values are 0..999999: 100 % (the node cut off) is every packet.
            const std::string which = perMillion >= 1000000
                                          ? std::string()
                                          : " numgen random mod 1000000 < " + std::to_string(perMillion);
            script = "add table " + table + "\n" + "add chain " + table + " " + chain
                     + " { type filter hook ingress device \"" + receivingDevice + "\" priority 0; }\n"
                     + "flush chain " + table + " " + chain + "\n" + "add rule " + table + " " + chain
                     + " meta protocol ip" + which + " drop\n";
        } else {
            script = "delete chain " + table + " " + chain + "\n";
        }
        const std::string path = m_tempDir + "/loss-" + node.name + "-" + chain + ".nft";
        if (!writeFile(path, script, 0600))
            return failure(TestbedErrorCode::IoFailed, "cannot write " + path);
        if (TestbedStatus status = runInNamespace(receivingNetns, {m_nft, "-f", path}); !status.ok())
            return status;
        if (!toNode && to.lossPercent > 0)
            m_rootNftTable = true;
    }
    // Per segment: the sending end cuts GSO super-packets into wire-sized ones before they cross.
    const bool hadSegments = from.lossPercent > 0 && from.lossUnit == LossUnit::Segment;
    const bool wantSegments = to.lossPercent > 0 && to.lossUnit == LossUnit::Segment;
    if (hadSegments == wantSegments)
        return success();
    std::vector<std::string> argv = {m_ip};
    if (!toNode)
        argv.insert(argv.end(), {"-n", node.netns});
    argv.insert(argv.end(), {"link", "set", "dev", toNode ? node.hostVeth : node.nodeInterface,
                             "gso_max_segs", wantSegments ? "1" : kVethGsoMaxSegs});
    return runTool(argv);
}

// Delay is added on the receiving side: a packet held on the sender's own output still counts
// against its TCP socket (TCP small queues), which then caps throughput (385 Mbit/s at 2 ms here).
// ToNode: the node's INPUT. FromNode: the mangle PREROUTING of every other node and of the root
// namespace (for the controller), matched by the node's source address. Both directions of a path
// add up, as they are in different hooks. Every change restarts the helper with all queues.
TestbedStatus Testbed::applyDelays()
{
    std::vector<std::string> queues;
    std::vector<DelayRule> wanted;
    std::vector<std::pair<std::size_t, std::size_t>> rootQueues; // (index in queues, node)
    double longestMs = 0;
    for (std::size_t j = 0; j < m_nodes.size(); ++j) {
        const double delayMs = m_shapes[j][0].delayMs;
        if (delayMs > 0) {
            queues.push_back(m_nodes[j].netns + ":0:" + number(delayMs));
            wanted.push_back(
                {m_nodes[j].netns, "filter",
                 "INPUT -i " + m_nodes[j].nodeInterface + " -j NFQUEUE --queue-num 0 --queue-bypass"});
            longestMs = std::max(longestMs, delayMs);
        }
    }
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        const double delayMs = m_shapes[i][1].delayMs;
        if (delayMs <= 0)
            continue;
        longestMs = std::max(longestMs, delayMs);
        rootQueues.emplace_back(queues.size(), i);
        queues.push_back("-:auto:" + number(delayMs));
        const std::string queueNumber = std::to_string(1 + i);
        for (std::size_t j = 0; j < m_nodes.size(); ++j) {
            if (j == i)
                continue;
            queues.push_back(m_nodes[j].netns + ":" + queueNumber + ":" + number(delayMs));
            wanted.push_back({m_nodes[j].netns, "mangle",
                              "PREROUTING -s " + m_nodes[i].address + "/32 -i " + m_nodes[j].nodeInterface
                                  + " -j NFQUEUE --queue-num " + queueNumber + " --queue-bypass"});
        }
    }

    stopDelayHelper();
    TestbedStatus status = success();
    if (!queues.empty()) {
        const long long maxlen = std::clamp<long long>(
            std::llround(kDelayQueuePacketsPerSecond * longestMs / 1000), kMinDelayQueue, kMaxDelayQueue);
        std::vector<int> numbers;
        status = startDelayHelper(queues, maxlen, &numbers);
        if (status.ok()) {
            for (const auto &[queueIndex, i] : rootQueues)
                wanted.push_back({"", "mangle",
                                  "PREROUTING -s " + m_nodes[i].address + "/32 -d " + m_controllerAddress
                                      + "/32 -i " + m_bridge + " -j NFQUEUE --queue-num "
                                      + std::to_string(numbers[queueIndex]) + " --queue-bypass"});
        } else {
            wanted.clear(); // nothing is bound to the queues: take every rule away
        }
    }
    TestbedStatus synced = syncDelayRules(wanted);
    return status.ok() ? synced : status;
}

// Makes the installed NFQUEUE rules equal to wanted: one iptables-restore per namespace.
TestbedStatus Testbed::syncDelayRules(const std::vector<DelayRule> &wanted)
{
    std::vector<std::string> namespaces;
    const std::vector<DelayRule> &installed = m_delayRules;
    for (const std::vector<DelayRule> *rules : {&installed, &wanted}) {
        for (const DelayRule &rule : *rules) {
            if (std::find(namespaces.begin(), namespaces.end(), rule.netns) == namespaces.end())
                namespaces.push_back(rule.netns);
        }
    }
    TestbedStatus result = success();
    for (const std::string &netns : namespaces) {
        std::string script;
        std::vector<DelayRule> kept;
        for (const char *table : {"mangle", "filter"}) {
            std::string lines;
            for (const DelayRule &rule : m_delayRules) {
                if (rule.netns == netns && rule.table == table
                    && std::find(wanted.begin(), wanted.end(), rule) == wanted.end())
                    lines += "-D " + rule.spec + "\n";
            }
            for (const DelayRule &rule : wanted) {
                if (rule.netns == netns && rule.table == table
                    && std::find(m_delayRules.begin(), m_delayRules.end(), rule) == m_delayRules.end())
                    lines += "-A " + rule.spec + "\n";
            }
            if (!lines.empty())
                script += std::string("*") + table + "\n" + lines + "COMMIT\n";
        }
        if (script.empty())
            continue;
        const std::string path = m_tempDir + "/delay-rules-" + (netns.empty() ? "root" : netns) + ".txt";
        TestbedStatus status = writeFile(path, script, 0600)
                                   ? runInNamespace(netns, {m_iptablesRestore, "--noflush", path})
                                   : failure(TestbedErrorCode::IoFailed, "cannot write " + path);
        // The namespace's rules are now either all as wanted or (restore is atomic) all as before.
        std::erase_if(m_delayRules, [&](const DelayRule &rule) {
            return rule.netns == netns && status.ok()
                   && std::find(wanted.begin(), wanted.end(), rule) == wanted.end();
        });
        for (const DelayRule &rule : wanted) {
            if (rule.netns == netns && status.ok()
                && std::find(m_delayRules.begin(), m_delayRules.end(), rule) == m_delayRules.end())
                m_delayRules.push_back(rule);
        }
        if (!status.ok() && result.ok())
            result = status;
    }
    return result;
}

TestbedStatus Testbed::startDelayHelper(const std::vector<std::string> &queues, long long maxlen,
                                        std::vector<int> *numbers)
{
    const std::string helper
        = m_options.delayHelperPath.empty() ? kDelayHelperPath : m_options.delayHelperPath;
    const std::string logPath = m_tempDir + "/delay-helper.log";
    unlink(logPath.c_str());
    // Other testbeds' helpers bind queues in the root namespace too: start looking at a number of our own.
    std::vector<std::string> argv = {helper,
                                     "--owner",
                                     std::to_string(getpid()),
                                     "--maxlen",
                                     std::to_string(maxlen),
                                     "--auto-base",
                                     std::to_string(10000 + getpid() % 50000)};
    for (const std::string &queue : queues)
        argv.insert(argv.end(), {"--queue", queue});
    std::string error;
    m_delayHelperPid = spawnBackground(argv, logPath, &error);
    if (m_delayHelperPid < 0)
        return failure(TestbedErrorCode::HelperFailed, "cannot start " + helper + ": " + error);
    const long long deadline = monotonicMs() + kDelayHelperReadyMs;
    for (;;) {
        const std::string log = readFile(logPath);
        if (const std::size_t ready = log.find("{\"event\":\"ready\""); ready != std::string::npos) {
            const std::size_t lineEnd = log.find('\n', ready);
            if (lineEnd != std::string::npos) {
                *numbers = readyQueueNumbers(log.substr(ready, lineEnd - ready));
                if (numbers->size() == queues.size())
                    return success();
                stopDelayHelper();
                return failure(TestbedErrorCode::HelperFailed, "unexpected ready line: " + log);
            }
        }
        const bool running = childRunning(m_delayHelperPid);
        if (!running || monotonicMs() > deadline) {
            stopDelayHelper();
            return failure(TestbedErrorCode::HelperFailed,
                           joined(argv) + (running ? " did not get ready: " : " exited: ") + tail(log));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

void Testbed::stopDelayHelper()
{
    if (m_delayHelperPid > 0)
        stopBackground(m_delayHelperPid, 2000);
    m_delayHelperPid = -1;
}

void Testbed::stop()
{
    if (!m_started)
        return;
    for (pid_t pid : m_blackHolePids)
        stopBackground(pid, 2000);
    m_blackHolePids.clear();
    // The helper holds sockets in the nodes' namespaces, which would keep them alive.
    stopDelayHelper();
    // The root namespace's share of the shaping; the nodes' goes with their namespaces.
    std::vector<DelayRule> nodeRules;
    std::copy_if(m_delayRules.begin(), m_delayRules.end(), std::back_inserter(nodeRules),
                 [](const DelayRule &rule) { return !rule.netns.empty(); });
    if (TestbedStatus removed = syncDelayRules(nodeRules); !removed.ok())
        std::fprintf(stderr, "testbed: %s\n", removed.message.c_str());
    m_delayRules.clear();
    if (m_rootNftTable) {
        const CommandResult deleted = runCommand({m_nft, "delete", "table", "netdev", nftTableName()}, 10000);
        if (!deleted.ok())
            std::fprintf(stderr, "testbed: nft delete table: %s\n", deleted.output.c_str());
        m_rootNftTable = false;
    }
    m_shapes.clear();
    for (TestbedNode &node : m_nodes) {
        if (node.sshdPid > 0)
            stopBackground(node.sshdPid);
        node.sshdPid = -1;
    }
    for (const TestbedNode &node : m_nodes) {
        // Deleting one end removes the pair at once; a deleted namespace frees its veth only
        // later, in the kernel's clean-up work.
        runCommand({m_ip, "link", "del", node.hostVeth}, 10000);
        removeNamespace(m_ip, node.netns);
    }
    m_nodes.clear();
    if (!m_routerNetns.empty()) {
        removeNamespace(m_ip, m_routerNetns); // its veths go with it
        m_routerNetns.clear();
    }
    if (!m_bridge.empty()) {
        const CommandResult deleted = runCommand({m_ip, "link", "del", m_bridge}, 10000);
        if (!deleted.ok())
            std::fprintf(stderr, "testbed: ip link del %s: %s\n", m_bridge.c_str(), deleted.output.c_str());
        m_bridge.clear();
    }
    if (!m_tempDir.empty()) {
        std::error_code ec;
        fs::remove_all(m_tempDir, ec);
        if (ec)
            std::fprintf(stderr, "testbed: cannot remove %s: %s\n", m_tempDir.c_str(), ec.message().c_str());
        m_tempDir.clear();
    }
    m_userKeyPath.clear();
    m_knownHostsPath.clear();
    m_controllerAddress.clear();
    m_started = false;
    g_activeInProcess = false;
}

} // namespace shardscope::testbed
