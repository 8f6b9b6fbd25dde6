// Tests of the testbed itself: nodes come up, answer over SSH as themselves, reach each other,
// the helpers for failure cases do what they say, and nothing is left behind.
#include "Testbed.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <netinet/in.h>
#include <set>
#include <sstream>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;
using namespace shardscope::testbed;

namespace {

std::string trimmed(const std::string &text)
{
    const std::size_t begin = text.find_first_not_of(" \r\n\t");
    const std::size_t end = text.find_last_not_of(" \r\n\t");
    return begin == std::string::npos ? std::string() : text.substr(begin, end - begin + 1);
}

std::string describe(const CommandResult &result)
{
    return "exit " + std::to_string(result.exitCode) + (result.timedOut ? " (timed out)" : "") + " "
           + result.error + "\n" + result.output;
}

std::string ipTool()
{
    return findTool("ip");
}

std::set<std::string> namespaceNames()
{
    std::set<std::string> names;
    std::istringstream in(runCommand({ipTool(), "netns", "list"}).output);
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line);
        std::string name;
        if (words >> name)
            names.insert(name);
    }
    return names;
}

bool linkExists(const std::string &name)
{
    return runCommand({ipTool(), "link", "show", "dev", name}).ok();
}

// Inode of a namespace's /run/netns entry: what /proc/PID/ns/net of its processes points to.
std::string namespaceId(const std::string &netns)
{
    struct stat st {
    };
    if (stat(("/run/netns/" + netns).c_str(), &st) != 0)
        return {};
    return "net:[" + std::to_string(st.st_ino) + "]";
}

// A /proc file's content (read(2): iostreams trip GCC 12's -Wnull-dereference at -O2).
std::string readProcFile(const std::string &path)
{
    std::string content;
    const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return content;
    char buffer[4096];
    for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;)
        content.append(buffer, static_cast<std::size_t>(n));
    close(fd);
    return content;
}

// A process identified by pid and start time, so that a reused pid is not taken for it.
struct ProcessId {
    pid_t pid = -1;
    std::string startTime; ///< field 22 of /proc/PID/stat

    bool operator<(const ProcessId &other) const { return pid < other.pid; }
};

// Start time of a live process; "" when it is gone or a zombie (nothing of it is left to clean).
std::string startTimeOf(pid_t pid)
{
    const std::string stat = readProcFile("/proc/" + std::to_string(pid) + "/stat");
    const std::size_t afterName = stat.rfind(')');
    if (afterName == std::string::npos)
        return {};
    std::istringstream fields(stat.substr(afterName + 2));
    std::string field;
    std::string state;
    fields >> state;
    for (int index = 4; index <= 22 && fields >> field; ++index) {
    }
    return state == "Z" || state == "X" ? std::string() : field;
}

// Live processes in any of the given namespaces, or whose command line mentions needle.
std::set<ProcessId> processesOf(const std::set<std::string> &namespaceIds, const std::string &needle)
{
    std::set<ProcessId> found;
    for (const fs::directory_entry &entry : fs::directory_iterator("/proc")) {
        const std::string name = entry.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos)
            continue;
        std::error_code ec;
        const fs::path ns = fs::read_symlink(entry.path() / "ns" / "net", ec);
        std::string cmdline = readProcFile(entry.path() / "cmdline");
        std::replace(cmdline.begin(), cmdline.end(), '\0', ' ');
        if ((!ec && namespaceIds.count(ns.string()))
            || (!needle.empty() && cmdline.find(needle) != std::string::npos)) {
            const pid_t pid = static_cast<pid_t>(std::stol(name));
            if (std::string startTime = startTimeOf(pid); !startTime.empty())
                found.insert({pid, startTime});
        }
    }
    return found;
}

// Waits until none of these processes is alive any more (SIGKILL is asynchronous); returns the rest.
std::vector<pid_t> waitUntilGone(const std::set<ProcessId> &processes)
{
    const long long deadline = monotonicMs() + 10000;
    std::vector<pid_t> left;
    do {
        left.clear();
        for (const ProcessId &process : processes) {
            if (startTimeOf(process.pid) == process.startTime)
                left.push_back(process.pid);
        }
        if (!left.empty())
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
    } while (!left.empty() && monotonicMs() < deadline);
    return left;
}

std::string pidList(const std::vector<pid_t> &pids)
{
    std::string text;
    for (pid_t pid : pids)
        text += " " + std::to_string(pid);
    return text;
}

// Per-packet round trips from ping's output ("... time=2.25 ms"), in ms.
std::vector<double> pingTimesMs(const std::string &output)
{
    std::vector<double> times;
    for (std::size_t at = output.find("time="); at != std::string::npos; at = output.find("time=", at + 5))
        times.push_back(std::strtod(output.c_str() + at + 5, nullptr));
    return times;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return -1;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Sent and received counts from ping's summary ("400 packets transmitted, 374 received, ...").
std::pair<int, int> pingCounts(const std::string &output)
{
    const std::size_t at = output.find(" packets transmitted, ");
    if (at == std::string::npos)
        return {-1, -1};
    const std::size_t lineStart = output.rfind('\n', at);
    const int sent = std::atoi(output.c_str() + (lineStart == std::string::npos ? 0 : lineStart + 1));
    const int received = std::atoi(output.c_str() + at + std::strlen(" packets transmitted, "));
    return {sent, received};
}

// argv of a ping that reports user-to-user round trips (-U): the kernel's receive timestamp is
// taken before the receiving side's delay, so plain ping would not see a delay on the way back.
std::vector<std::string> pingArgv(const std::string &address, int count, const std::string &interval)
{
    return {findTool("ping"), "-U", "-n", "-c", std::to_string(count), "-i", interval, "-W", "2", address};
}

// Mbit/s that iperf3 measures from node `from` to node `to` in `seconds`; -1 with *details on failure.
double iperf3MbitPerSecond(const Testbed &testbed, int from, int to, int seconds, std::string *details)
{
    const std::string iperf3 = findTool("iperf3");
    const TestbedNode &server = testbed.nodes()[static_cast<std::size_t>(to)];
    std::string error;
    const pid_t serverPid = spawnBackground(
        {ipTool(), "netns", "exec", server.netns, iperf3, "-s", "-1", "-B", server.address, "-p", "5201"},
        testbed.tempDir() + "/iperf3-server.log", &error);
    if (serverPid < 0) {
        *details = error;
        return -1;
    }
    CommandResult client;
    // The server needs a moment to listen; a refused connection never reaches it.
    for (int attempt = 0; attempt < 50; ++attempt) {
        client = testbed.runInNode(
            from, {iperf3, "-c", server.address, "-p", "5201", "-t", std::to_string(seconds), "-J"},
            (seconds + 30) * 1000);
        // iperf3 -J reports a refused connection in its JSON and may still exit with 0.
        if (client.output.find("Connection refused") == std::string::npos)
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    stopBackground(serverPid);
    *details = describe(client);
    if (!client.ok())
        return -1;
    const nlohmann::json report = nlohmann::json::parse(client.output, nullptr, false);
    using nlohmann::json_pointer;
    const double bitsPerSecond
        = report.is_object()
              ? report.value(json_pointer<std::string>("/end/sum_received/bits_per_second"), -1.0)
              : -1;
    if (bitsPerSecond < 0)
        return -1;
    *details = "retransmits "
               + std::to_string(report.value(json_pointer<std::string>("/end/sum_sent/retransmits"), -1));
    return bitsPerSecond / 1e6;
}

std::string commandOutput(const std::vector<std::string> &argv)
{
    return runCommand(argv).output;
}

// Everything of the testbed's shaping that a command line can see in one namespace.
std::string shapingState(const std::string &netns)
{
    std::vector<std::string> prefix;
    if (!netns.empty())
        prefix = {ipTool(), "netns", "exec", netns};
    std::string state;
    for (const std::vector<std::string> &command :
         {std::vector<std::string>{findTool("iptables"), "-w", "-S"},
          std::vector<std::string>{findTool("iptables"), "-w", "-t", "mangle", "-S"},
          std::vector<std::string>{findTool("nft"), "list", "tables"}}) {
        std::vector<std::string> argv = prefix;
        argv.insert(argv.end(), command.begin(), command.end());
        state += commandOutput(argv);
    }
    return state;
}

class TestbedTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (const std::string reason = Testbed::unavailableReason(); !reason.empty())
            GTEST_SKIP() << reason;
        const TestbedStatus status = m_testbed.start();
        ASSERT_TRUE(status.ok()) << status.message;
        std::cout << "[  testbed ] " << m_testbed.nodes().size() << " nodes up in " << m_testbed.startupMs()
                  << " ms (controller " << m_testbed.controllerAddress() << "/24, bridge "
                  << m_testbed.bridgeName() << ")" << std::endl;
        RecordProperty("startupMs", std::to_string(m_testbed.startupMs()));
    }

    CommandResult ssh(int i, const std::vector<std::string> &command, int connectTimeoutS = 10, int port = 0)
    {
        return runCommand(m_testbed.sshArgv(i, command, connectTimeoutS, port), 60000);
    }

    Testbed m_testbed;
};

TEST_F(TestbedTest, FourNodesStartWithinSeconds)
{
    ASSERT_EQ(m_testbed.nodes().size(), 4u);
    EXPECT_LT(m_testbed.startupMs(), 30000) << "start-up should take a few seconds";
    std::set<std::string> addresses;
    for (const TestbedNode &node : m_testbed.nodes()) {
        addresses.insert(node.address);
        EXPECT_GT(node.sshdPid, 0) << node.name;
        EXPECT_EQ(namespaceNames().count(node.netns), 1u) << node.netns;
        ASSERT_EQ(node.hostKeyPaths.size(), 1u);
        EXPECT_TRUE(fs::exists(node.hostKeyPaths.front())) << node.hostKeyPaths.front();
    }
    addresses.insert(m_testbed.controllerAddress());
    EXPECT_EQ(addresses.size(), 5u) << "controller and nodes need distinct addresses";
    EXPECT_EQ(fs::status(m_testbed.tempDir()).permissions() & fs::perms::all, fs::perms::owner_all);
    EXPECT_EQ(fs::file_size(m_testbed.knownHostsPath()), 0u) << "known_hosts starts empty";
}

TEST_F(TestbedTest, EachNodeAnswersAsItselfOverSsh)
{
    ASSERT_TRUE(m_testbed.writeKnownHosts().ok());
    const std::string ip = ipTool();
    for (int i = 0; i < static_cast<int>(m_testbed.nodes().size()); ++i) {
        const TestbedNode &node = m_testbed.nodes()[static_cast<std::size_t>(i)];
        const CommandResult identify = ssh(i, {ip, "netns", "identify"});
        ASSERT_TRUE(identify.ok()) << node.name << ": " << describe(identify);
        EXPECT_EQ(trimmed(identify.output), node.netns);
        const CommandResult address = ssh(i, {ip, "-4", "-o", "addr", "show", "dev", node.nodeInterface});
        ASSERT_TRUE(address.ok()) << node.name << ": " << describe(address);
        EXPECT_NE(address.output.find(" " + node.address + "/24 "), std::string::npos) << address.output;
        const CommandResult home = ssh(i, {"printenv", "HOME"});
        ASSERT_TRUE(home.ok()) << node.name << ": " << describe(home);
        EXPECT_EQ(trimmed(home.output), node.homeDir) << "each node has a home of its own";
    }
}

TEST_F(TestbedTest, NodesReachEachOtherThroughTheBridge)
{
    const std::string ping = findTool("ping");
    const std::string keyscan = findTool("ssh-keyscan");
    ASSERT_FALSE(ping.empty()) << "ping missing (Debian package iputils-ping)";
    ASSERT_FALSE(keyscan.empty()) << "ssh-keyscan missing (Debian package openssh-client)";
    const auto &nodes = m_testbed.nodes();
    for (int from = 0; from < static_cast<int>(nodes.size()); ++from) {
        for (int to = 0; to < static_cast<int>(nodes.size()); ++to) {
            if (from == to)
                continue;
            const CommandResult pinged
                = m_testbed.runInNode(from, {ping, "-c", "1", "-W", "5", nodes[to].address});
            EXPECT_TRUE(pinged.ok()) << nodes[from].name << " -> " << nodes[to].name << ": "
                                     << describe(pinged);
        }
        // TCP from this node to the next one's sshd: the host key it sees is that node's own.
        const int to = (from + 1) % static_cast<int>(nodes.size());
        const CommandResult scanned
            = m_testbed.runInNode(from, {keyscan, "-T", "10", "-t", "ed25519", "-p",
                                         std::to_string(nodes[to].sshPort), nodes[to].address});
        ASSERT_TRUE(scanned.ok()) << describe(scanned);
        EXPECT_NE(scanned.output.find(m_testbed.knownHostsLine(to)), std::string::npos)
            << nodes[from].name << " -> " << nodes[to].name << ": " << scanned.output;
    }
}

TEST_F(TestbedTest, UnknownHostKeyIsRefusedWithEmptyKnownHosts)
{
    const CommandResult result = ssh(0, {"true"});
    EXPECT_EQ(result.exitCode, 255) << describe(result);
    EXPECT_NE(result.output.find("Host key verification failed"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("No ED25519 host key is known"), std::string::npos) << result.output;
    EXPECT_EQ(fs::file_size(m_testbed.knownHostsPath()), 0u) << "strict checking must not add the key";
}

TEST_F(TestbedTest, RegeneratedHostKeyIsReportedAsChanged)
{
    ASSERT_TRUE(m_testbed.writeKnownHosts().ok());
    const CommandResult before = ssh(1, {"true"});
    ASSERT_TRUE(before.ok()) << describe(before);
    const std::string oldLine = m_testbed.knownHostsLine(1);

    const TestbedStatus regenerated = m_testbed.regenerateHostKey(1);
    ASSERT_TRUE(regenerated.ok()) << regenerated.message;
    EXPECT_NE(m_testbed.knownHostsLine(1), oldLine);
    const CommandResult changed = ssh(1, {"true"});
    EXPECT_EQ(changed.exitCode, 255) << describe(changed);
    EXPECT_NE(changed.output.find("REMOTE HOST IDENTIFICATION HAS CHANGED"), std::string::npos)
        << changed.output;
    const CommandResult other = ssh(0, {"true"});
    EXPECT_TRUE(other.ok()) << "other nodes keep their keys: " << describe(other);

    ASSERT_TRUE(m_testbed.writeKnownHosts().ok());
    const CommandResult after = ssh(1, {"true"});
    EXPECT_TRUE(after.ok()) << describe(after);
}

TEST_F(TestbedTest, StoppedSshdRefusesConnectionsAndStartsAgain)
{
    ASSERT_TRUE(m_testbed.writeKnownHosts().ok());
    const pid_t oldPid = m_testbed.nodes()[2].sshdPid;
    ASSERT_TRUE(m_testbed.stopSshd(2).ok());
    EXPECT_EQ(m_testbed.nodes()[2].sshdPid, -1);
    EXPECT_FALSE(fs::exists("/proc/" + std::to_string(oldPid))) << "sshd " << oldPid << " still exists";
    const CommandResult refused = ssh(2, {"true"});
    EXPECT_EQ(refused.exitCode, 255) << describe(refused);
    EXPECT_NE(refused.output.find("Connection refused"), std::string::npos) << refused.output;

    const TestbedStatus started = m_testbed.startSshd(2);
    ASSERT_TRUE(started.ok()) << started.message;
    EXPECT_GT(m_testbed.nodes()[2].sshdPid, 0);
    const CommandResult back = ssh(2, {"true"});
    EXPECT_TRUE(back.ok()) << describe(back);
}

TEST_F(TestbedTest, BlackHoleAcceptsButSshTimesOut)
{
    ASSERT_TRUE(m_testbed.writeKnownHosts().ok());
    const TestbedNode &node = m_testbed.nodes()[3];
    const int port = node.sshPort + 1000;
    const TestbedStatus status = m_testbed.startBlackHole(3, port);
    ASSERT_TRUE(status.ok()) << status.message;

    // The connection is accepted (so this is not a filtered port), but no byte ever comes.
    const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    ASSERT_GE(fd, 0);
    sockaddr_in target{};
    target.sin_family = AF_INET;
    target.sin_port = htons(static_cast<std::uint16_t>(port));
    ASSERT_EQ(inet_pton(AF_INET, node.address.c_str(), &target.sin_addr), 1);
    timeval timeout{1, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    EXPECT_EQ(connect(fd, reinterpret_cast<const sockaddr *>(&target), sizeof target), 0)
        << std::strerror(errno);
    char byte = 0;
    EXPECT_EQ(recv(fd, &byte, 1, 0), -1);
    EXPECT_TRUE(errno == EAGAIN || errno == EWOULDBLOCK) << std::strerror(errno);
    close(fd);

    const long long began = monotonicMs();
    const CommandResult result = ssh(3, {"true"}, 2, port);
    const long long tookMs = monotonicMs() - began;
    EXPECT_EQ(result.exitCode, 255) << describe(result);
    EXPECT_NE(result.output.find("timed out"), std::string::npos) << result.output;
    EXPECT_GE(tookMs, 1500) << "ConnectTimeout=2 should be what ended it";
    EXPECT_LT(tookMs, 30000);
    const CommandResult sshd = ssh(3, {"true"});
    EXPECT_TRUE(sshd.ok()) << "the real sshd is unaffected: " << describe(sshd);
}

// Receives one TCP connection on the controller address and returns bytes and seconds until EOF.
struct Received {
    std::uint64_t bytes = 0;
    double seconds = 0;
};

TEST_F(TestbedTest, ShapedLinkRunsAtTheGivenRate)
{
    const std::string bash = findTool("bash");
    ASSERT_FALSE(bash.empty());
    const int listener = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    ASSERT_GE(listener, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    ASSERT_EQ(inet_pton(AF_INET, m_testbed.controllerAddress().c_str(), &address.sin_addr), 1);
    ASSERT_EQ(bind(listener, reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
    ASSERT_EQ(listen(listener, 1), 0);
    socklen_t length = sizeof address;
    ASSERT_EQ(getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length), 0);
    const std::string port = std::to_string(ntohs(address.sin_port));

    constexpr std::uint64_t rateBitsPerSecond = 20'000'000;
    constexpr std::uint64_t payloadBytes = 2'500'000; // 1 s at the shaped rate
    const TestbedStatus shaped = m_testbed.shapeLink(1, rateBitsPerSecond);
    ASSERT_TRUE(shaped.ok()) << shaped.message;
    const CommandResult qdisc
        = runCommand({findTool("tc"), "qdisc", "show", "dev", m_testbed.nodes()[1].hostVeth});
    EXPECT_NE(qdisc.output.find("tbf"), std::string::npos) << qdisc.output;
    EXPECT_NE(qdisc.output.find("rate 20Mbit"), std::string::npos) << qdisc.output;

    Received received;
    std::thread receiver([&] {
        timeval timeout{30, 0};
        setsockopt(listener, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
        const int connection = accept(listener, nullptr, nullptr);
        if (connection < 0)
            return;
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
        const long long began = monotonicMs();
        char buffer[65536];
        for (ssize_t n; (n = recv(connection, buffer, sizeof buffer, 0)) > 0;)
            received.bytes += static_cast<std::uint64_t>(n);
        received.seconds = static_cast<double>(monotonicMs() - began) / 1000.0;
        close(connection);
    });
    // The script is a constant; address and port arrive as its positional parameters.
    const CommandResult sent
        = m_testbed.runInNode(1, {bash, "-c", "head -c \"$2\" /dev/zero > \"/dev/tcp/$0/$1\"",
                                  m_testbed.controllerAddress(), port, std::to_string(payloadBytes)});
    receiver.join();
    close(listener);
    ASSERT_TRUE(sent.ok()) << describe(sent);
    ASSERT_EQ(received.bytes, payloadBytes);
    const double mbitPerSecond = static_cast<double>(received.bytes) * 8 / received.seconds / 1e6;
    std::cout << "[  testbed ] shaped to 20 Mbit/s, measured " << mbitPerSecond << " Mbit/s" << std::endl;
    // Unshaped, a veth carries about 20 Gbit/s here, a thousand times the bound: staying under it
    // proves the shaping (the bucket lets through only 64 KiB of the 2.5 MB above the rate). No
    // lower bound: a busy machine only makes the transfer slower, and that says nothing about tc.
    EXPECT_LE(mbitPerSecond, 20 * 1.5);

    ASSERT_TRUE(m_testbed.unshapeLink(1).ok());
    const CommandResult cleared
        = runCommand({findTool("tc"), "qdisc", "show", "dev", m_testbed.nodes()[1].hostVeth});
    EXPECT_EQ(cleared.output.find("tbf"), std::string::npos) << cleared.output;
}

// The shaping tests also need nft, iptables, iperf3 and the delay helper.
class TestbedShapingTest : public TestbedTest
{
protected:
    void SetUp() override
    {
        if (const std::string reason = m_testbed.shapingUnavailableReason(); !reason.empty())
            GTEST_SKIP() << reason;
        if (findTool("iperf3").empty() || findTool("ping").empty())
            GTEST_SKIP() << "iperf3 and ping are needed (Debian packages iperf3, iputils-ping)";
        TestbedTest::SetUp();
    }

    // Median user-to-user round trip from node `from` (or the controller when from is -1) to node `to`.
    double medianRttMs(int from, int to, std::string *details)
    {
        const std::vector<std::string> argv
            = pingArgv(m_testbed.nodes()[static_cast<std::size_t>(to)].address, 40, "0.01");
        const CommandResult pinged = from < 0 ? runCommand(argv) : m_testbed.runInNode(from, argv);
        *details = describe(pinged);
        return pinged.ok() ? median(pingTimesMs(pinged.output)) : -1;
    }
};

TEST_F(TestbedShapingTest, DelayOnOneDirectionLengthensTheRoundTrip)
{
    std::string details;
    const double baseNodeMs = medianRttMs(0, 1, &details);
    ASSERT_GT(baseNodeMs, 0) << details;
    const double baseControllerMs = medianRttMs(-1, 1, &details);
    ASSERT_GT(baseControllerMs, 0) << details;

    LinkShape toNode;
    toNode.delayMs = 2;
    toNode.direction = LinkDirection::ToNode;
    TestbedStatus shaped = m_testbed.shapeLink(1, toNode);
    ASSERT_TRUE(shaped.ok()) << shaped.message;
    EXPECT_GT(m_testbed.delayHelperPid(), 0);
    EXPECT_EQ(m_testbed.linkShape(1, LinkDirection::ToNode).delayMs, 2);
    EXPECT_EQ(m_testbed.linkShape(1, LinkDirection::FromNode).delayMs, 0);
    const double toNodeMs = medianRttMs(0, 1, &details);
    std::cout << "[  testbed ] node0 -> node1 RTT " << baseNodeMs << " ms, with 2 ms to node1: " << toNodeMs
              << " ms" << std::endl;
    EXPECT_GE(toNodeMs - baseNodeMs, 1.5) << details;
    EXPECT_LE(toNodeMs - baseNodeMs, 6) << details;

    // The other direction instead: the answers are delayed, on their way to a node and to the controller.
    toNode.delayMs = 0;
    shaped = m_testbed.shapeLink(1, toNode);
    ASSERT_TRUE(shaped.ok()) << shaped.message;
    EXPECT_EQ(m_testbed.delayHelperPid(), -1) << "no delay left, no helper";
    LinkShape fromNode;
    fromNode.delayMs = 2;
    fromNode.direction = LinkDirection::FromNode;
    shaped = m_testbed.shapeLink(1, fromNode);
    ASSERT_TRUE(shaped.ok()) << shaped.message;
    const double fromNodeMs = medianRttMs(0, 1, &details);
    EXPECT_GE(fromNodeMs - baseNodeMs, 1.5) << details;
    EXPECT_LE(fromNodeMs - baseNodeMs, 6) << details;
    const double controllerMs = medianRttMs(-1, 1, &details);
    std::cout << "[  testbed ] with 2 ms from node1: node0 " << fromNodeMs << " ms, controller "
              << controllerMs << " ms (was " << baseControllerMs << ")" << std::endl;
    EXPECT_GE(controllerMs - baseControllerMs, 1.5) << details;
    EXPECT_LE(controllerMs - baseControllerMs, 6) << details;

    ASSERT_TRUE(m_testbed.unshapeLink(1).ok());
    EXPECT_EQ(m_testbed.delayHelperPid(), -1);
    const double afterMs = medianRttMs(0, 1, &details);
    EXPECT_LT(afterMs, baseNodeMs + 1) << details;
}

TEST_F(TestbedShapingTest, LossDropsTheGivenShareOfPackets)
{
    LinkShape lossy;
    lossy.lossPercent = 5;
    lossy.direction = LinkDirection::ToNode;
    const TestbedStatus shaped = m_testbed.shapeLink(1, lossy);
    ASSERT_TRUE(shaped.ok()) << shaped.message;
    const TestbedNode &node = m_testbed.nodes()[1];
    EXPECT_NE(shapingState(node.netns).find(m_testbed.nftTableName()), std::string::npos);

    // 400 echo requests of which 5 % are dropped: 20 expected, and 4 or fewer (1 %) or 60 or more
    // (15 %) are each less likely than one in 100000.
    const CommandResult pinged = m_testbed.runInNode(0, pingArgv(node.address, 400, "0.001"));
    const auto [sent, received] = pingCounts(pinged.output);
    ASSERT_EQ(sent, 400) << describe(pinged);
    const double lossPercent = 100.0 * (sent - received) / sent;
    std::cout << "[  testbed ] 5 % loss to node1: ping lost " << lossPercent << " %" << std::endl;
    EXPECT_GE(lossPercent, 1) << pinged.output;
    EXPECT_LE(lossPercent, 15) << pinged.output;

    ASSERT_TRUE(m_testbed.unshapeLink(1).ok());
    const CommandResult clean = m_testbed.runInNode(0, pingArgv(node.address, 100, "0.001"));
    EXPECT_EQ(pingCounts(clean.output), std::make_pair(100, 100)) << describe(clean);
}

TEST_F(TestbedShapingTest, RateLimitsTcpBetweenNodes)
{
    LinkShape limited;
    limited.rateBitsPerSecond = 100'000'000;
    limited.direction = LinkDirection::FromNode;
    const TestbedStatus shaped = m_testbed.shapeLink(0, limited);
    ASSERT_TRUE(shaped.ok()) << shaped.message;
    std::string details;
    const double mbitPerSecond = iperf3MbitPerSecond(m_testbed, 0, 1, 3, &details);
    std::cout << "[  testbed ] 100 Mbit/s from node0: iperf3 node0 -> node1 " << mbitPerSecond << " Mbit/s, "
              << details << std::endl;
    EXPECT_GE(mbitPerSecond, 70) << details;
    EXPECT_LE(mbitPerSecond, 105) << details;
}

TEST_F(TestbedShapingTest, DelayDoesNotCapThroughput)
{
    // 1 Gbit/s with 2 ms: what benchmarks/upload-vs-scp.sh uses. A delay held on the sender's side
    // would cap TCP here (TCP small queues: 385 Mbit/s measured); on the receiving side it does not.
    LinkShape shape;
    shape.rateBitsPerSecond = 1'000'000'000;
    shape.delayMs = 2;
    shape.direction = LinkDirection::ToNode;
    const TestbedStatus shaped = m_testbed.shapeLink(1, shape);
    ASSERT_TRUE(shaped.ok()) << shaped.message;
    std::string details;
    const double mbitPerSecond = iperf3MbitPerSecond(m_testbed, 0, 1, 3, &details);
    std::cout << "[  testbed ] 1 Gbit/s + 2 ms to node1: iperf3 node0 -> node1 " << mbitPerSecond
              << " Mbit/s, " << details << std::endl;
    EXPECT_GE(mbitPerSecond, 600) << details;
    EXPECT_LE(mbitPerSecond, 1050) << details;
}

TEST_F(TestbedShapingTest, InvalidShapesAreRefused)
{
    LinkShape shape;
    shape.delayMs = -1;
    EXPECT_EQ(m_testbed.shapeLink(0, shape).code, TestbedErrorCode::InvalidArgument);
    shape = {};
    shape.lossPercent = 101;
    EXPECT_EQ(m_testbed.shapeLink(0, shape).code, TestbedErrorCode::InvalidArgument);
    shape = {};
    shape.direction = LinkDirection::Invalid;
    EXPECT_EQ(m_testbed.shapeLink(0, shape).code, TestbedErrorCode::InvalidArgument);
    EXPECT_EQ(m_testbed.shapeLink(9, LinkShape{}).code, TestbedErrorCode::InvalidArgument);
}

TEST_F(TestbedShapingTest, UnshapeAndDestructionLeaveNoRulesAndNoHelper)
{
    LinkShape shape;
    shape.rateBitsPerSecond = 500'000'000;
    shape.delayMs = 1;
    shape.lossPercent = 1;
    for (int i : {0, 2}) {
        const TestbedStatus shaped = m_testbed.shapeLink(i, shape);
        ASSERT_TRUE(shaped.ok()) << shaped.message;
    }
    const std::string table = m_testbed.nftTableName();
    const std::string bridge = m_testbed.bridgeName();
    const std::string helper = "--owner " + std::to_string(getpid()) + " ";
    EXPECT_NE(shapingState({}).find(table), std::string::npos) << "loss from a node: root namespace";
    EXPECT_NE(shapingState({}).find("-i " + bridge + " -j NFQUEUE"), std::string::npos) << shapingState({});
    for (const TestbedNode &node : m_testbed.nodes())
        EXPECT_NE(shapingState(node.netns).find("NFQUEUE"), std::string::npos) << node.name;
    EXPECT_EQ(processesOf({}, helper).size(), 1u);

    ASSERT_TRUE(m_testbed.unshapeLink(0).ok());
    EXPECT_NE(shapingState({}).find("-i " + bridge + " -j NFQUEUE"), std::string::npos)
        << "node2 still shaped";
    ASSERT_TRUE(m_testbed.unshapeLink(2).ok());
    EXPECT_EQ(m_testbed.delayHelperPid(), -1);
    EXPECT_TRUE(waitUntilGone(processesOf({}, helper)).empty());
    EXPECT_EQ(shapingState({}).find(bridge), std::string::npos) << shapingState({});
    for (const TestbedNode &node : m_testbed.nodes()) {
        const std::string state = shapingState(node.netns);
        EXPECT_EQ(state.find("NFQUEUE"), std::string::npos) << node.name << ": " << state;
        EXPECT_EQ(state.find("numgen"), std::string::npos) << node.name << ": " << state;
        EXPECT_EQ(commandOutput({findTool("tc"), "qdisc", "show", "dev", node.hostVeth}).find("tbf"),
                  std::string::npos);
        EXPECT_EQ(commandOutput({ipTool(), "-d", "-n", node.netns, "link", "show", "dev", node.nodeInterface})
                      .find("gso_max_segs 1 "),
                  std::string::npos);
        EXPECT_EQ(
            commandOutput({ipTool(), "-d", "link", "show", "dev", node.hostVeth}).find("gso_max_segs 1 "),
            std::string::npos);
    }

    // Shaped again and then destroyed: the root namespace keeps nothing of it.
    for (int i : {1, 3}) {
        const TestbedStatus shaped = m_testbed.shapeLink(i, shape);
        ASSERT_TRUE(shaped.ok()) << shaped.message;
    }
    const std::set<ProcessId> helpers = processesOf({}, helper);
    EXPECT_EQ(helpers.size(), 1u);
    m_testbed.stop();
    EXPECT_TRUE(waitUntilGone(helpers).empty());
    const std::string state = shapingState({});
    EXPECT_EQ(state.find(table), std::string::npos) << state;
    EXPECT_EQ(state.find(bridge), std::string::npos) << state;
}

TEST(TestbedCleanupTest, DestructionLeavesNothingBehind)
{
    if (const std::string reason = Testbed::unavailableReason(); !reason.empty())
        GTEST_SKIP() << reason;
    std::vector<TestbedNode> nodes;
    std::set<ProcessId> processes;
    std::string bridge;
    std::string tempDir;
    pid_t sessionClient = -1;
    {
        Testbed testbed;
        const TestbedStatus status = testbed.start();
        ASSERT_TRUE(status.ok()) << status.message;
        ASSERT_TRUE(testbed.writeKnownHosts().ok());
        ASSERT_TRUE(testbed.startBlackHole(0, 4000).ok());
        nodes = testbed.nodes();
        bridge = testbed.bridgeName();
        tempDir = testbed.tempDir();
        std::set<std::string> namespaceIds;
        for (const TestbedNode &node : nodes)
            namespaceIds.insert(namespaceId(node.netns));
        ASSERT_EQ(namespaceIds.size(), nodes.size());
        // An open SSH session: its sshd child leaves sshd's process group, the clean-up must find it.
        std::string error;
        sessionClient
            = spawnBackground(testbed.sshArgv(1, {"sleep", "300"}), tempDir + "/session.log", &error);
        ASSERT_GT(sessionClient, 0) << error;
        const std::set<std::string> node1 = {namespaceId(nodes[1].netns)};
        const long long deadline = monotonicMs() + 20000;
        while (monotonicMs() < deadline && processesOf(node1, {}).size() < 3)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        // sshd, the session's sshd and the remote sleep
        ASSERT_GE(processesOf(node1, {}).size(), 3u) << "the SSH session did not start";
        processes = processesOf(namespaceIds, tempDir);
        // 4 sshd, the black hole, the session's processes, and the ssh client (its argv has the key path)
        EXPECT_GE(processes.size(), nodes.size() + 4);
    }
    stopBackground(sessionClient); // the ssh client, in the root namespace, is our own child

    const std::set<std::string> left = namespaceNames();
    for (const TestbedNode &node : nodes) {
        EXPECT_EQ(left.count(node.netns), 0u) << node.netns;
        EXPECT_FALSE(linkExists(node.hostVeth)) << node.hostVeth;
    }
    EXPECT_FALSE(linkExists(bridge)) << bridge;
    EXPECT_FALSE(fs::exists(tempDir)) << tempDir;
    const std::vector<pid_t> running = waitUntilGone(processes);
    EXPECT_TRUE(running.empty()) << "processes left:" << pidList(running);
    EXPECT_TRUE(processesOf({}, tempDir).empty()) << "a process still refers to " << tempDir;
}

TEST(TestbedCleanupTest, NextStartRemovesLeftoversOfAKilledProcess)
{
    if (const std::string reason = Testbed::unavailableReason(); !reason.empty())
        GTEST_SKIP() << reason;
    int pipeFds[2];
    ASSERT_EQ(pipe(pipeFds), 0);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        // A test process with its testbed up that will die by SIGKILL: no destructor runs.
        close(pipeFds[0]);
        TestbedOptions options;
        options.nodeCount = 2;
        auto *testbed = new Testbed(options);
        const TestbedStatus started = testbed->start();
        std::string report = started.message;
        if (started.ok()) {
            report = testbed->bridgeName() + "\n" + testbed->tempDir() + "\n";
            for (const TestbedNode &node : testbed->nodes())
                report += node.netns + "\n" + node.hostVeth + "\n";
            // Delay and loss leave a helper, NFQUEUE rules and an nftables table in the root namespace.
            LinkShape shape;
            shape.delayMs = 1;
            shape.lossPercent = 1;
            const bool shaped
                = testbed->shapingUnavailableReason().empty() && testbed->shapeLink(0, shape).ok();
            report += (shaped ? testbed->nftTableName() : std::string("-")) + "\n";
        }
        [[maybe_unused]] const ssize_t written = write(pipeFds[1], report.data(), report.size());
        close(pipeFds[1]);
        for (;;)
            pause();
    }
    close(pipeFds[1]);
    std::string report;
    char buffer[4096];
    for (ssize_t n; (n = read(pipeFds[0], buffer, sizeof buffer)) > 0;) // until the child closes it
        report.append(buffer, static_cast<std::size_t>(n));
    close(pipeFds[0]);

    std::set<ProcessId> processes;
    const std::set<ProcessId> helpers = processesOf({}, "--owner " + std::to_string(child) + " ");
    std::vector<std::string> lines;
    {
        // Concurrent test processes clean stale leftovers when they start: hold them off until
        // this test has seen that the leftovers are really there.
        const int lockFd = open(Testbed::lockFilePath(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        ASSERT_GE(lockFd, 0) << std::strerror(errno);
        ASSERT_EQ(flock(lockFd, LOCK_EX), 0) << std::strerror(errno);
        kill(child, SIGKILL);
        int status = 0;
        const pid_t reaped = waitpid(child, &status, 0);
        std::istringstream in(report);
        for (std::string line; std::getline(in, line);)
            lines.push_back(line);
        bool ok = reaped == child && WIFSIGNALED(status) && lines.size() == 7;
        EXPECT_TRUE(ok) << "the child's testbed did not start: " << report;
        if (ok) {
            EXPECT_TRUE(linkExists(lines[0])) << lines[0];
            EXPECT_TRUE(fs::exists(lines[1])) << lines[1];
            std::set<std::string> namespaceIds;
            for (const std::string &name : {lines[2], lines[4]}) {
                EXPECT_EQ(namespaceNames().count(name), 1u) << name;
                namespaceIds.insert(namespaceId(name));
            }
            processes = processesOf(namespaceIds, lines[1]);
            if (Testbed().shapingUnavailableReason().empty()) {
                EXPECT_NE(lines[6], "-") << "the child could not shape its link";
            }
            if (lines[6] != "-") {
                EXPECT_EQ(helpers.size(), 1u) << "the child's delay helper";
                EXPECT_NE(shapingState({}).find(lines[6]), std::string::npos) << shapingState({});
                EXPECT_NE(shapingState({}).find("-i " + lines[0] + " -j NFQUEUE"), std::string::npos);
            }
        }
        close(lockFd);
        if (!ok)
            return;
    }

    // The clean-up that start() runs first removes them (or a concurrent test process did).
    Testbed::cleanStaleLeftovers();
    EXPECT_FALSE(linkExists(lines[0])) << lines[0];
    EXPECT_FALSE(fs::exists(lines[1])) << lines[1];
    for (const std::string &name : {lines[2], lines[4]})
        EXPECT_EQ(namespaceNames().count(name), 0u) << name;
    for (const std::string &veth : {lines[3], lines[5]})
        EXPECT_FALSE(linkExists(veth)) << veth;
    const std::vector<pid_t> running = waitUntilGone(processes);
    EXPECT_TRUE(running.empty()) << "processes left:" << pidList(running);
    EXPECT_TRUE(processesOf({}, lines[1]).empty()) << "a process still refers to " << lines[1];
    const std::string state = shapingState({});
    EXPECT_EQ(state.find(lines[0]), std::string::npos) << "NFQUEUE rules left: " << state;
    if (lines[6] != "-") {
        EXPECT_EQ(state.find(lines[6]), std::string::npos) << "nftables table left: " << state;
    }
    EXPECT_TRUE(waitUntilGone(helpers).empty()) << "the delay helper is still running";
}

} // namespace
