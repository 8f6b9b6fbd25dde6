// The probe over fixture trees (ProbeOptions::rootDir): sysfs network layouts, /proc, /etc, and
// the software found in a tree.
#include "TestSupport.h"

#include "remote-agent/probe/CpuInfo.h"
#include "remote-agent/probe/NetInterfaces.h"
#include "remote-agent/probe/Probe.h"
#include "remote-agent/probe/Software.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace shardscope::probe {
namespace {

using protocol::Duplex;
using protocol::NicInfo;
using test::dataPath;

const NicInfo *findNic(const std::vector<NicInfo> &nics, const std::string &name)
{
    const auto it = std::find_if(nics.begin(), nics.end(), [&](const NicInfo &n) { return n.name == name; });
    return it == nics.end() ? nullptr : &*it;
}

std::vector<std::string> names(const std::vector<NicInfo> &nics)
{
    std::vector<std::string> result;
    for (const NicInfo &nic : nics)
        result.push_back(nic.name);
    return result;
}

ProbeOptions fixtureOptions(const std::string &root)
{
    ProbeOptions options;
    options.rootDir = dataPath(root);
    options.queryGpus = false;
    return options;
}

TEST(NetInterfaces, WorkstationOrderedByIfindex)
{
    const auto nics = readNetInterfaces(dataPath("roots/workstation"));
    EXPECT_EQ(names(nics), (std::vector<std::string>{"lo", "eno1", "enp5s0", "wlp4s0", "br0", "veth1a2b3c4",
                                                     "tun0", "wg0"}))
        << "bonding_masters (a file) and nothing else is skipped";
}

TEST(NetInterfaces, KindFromDevtypeTunFlagsAndLoopback)
{
    const auto nics = readNetInterfaces(dataPath("roots/workstation"));
    std::vector<std::pair<std::string, std::optional<std::string>>> kinds;
    for (const NicInfo &nic : nics)
        kinds.emplace_back(nic.name, nic.kind);
    const std::vector<std::pair<std::string, std::optional<std::string>>> expected{
        {"lo", "loopback"}, {"eno1", std::nullopt},        {"enp5s0", std::nullopt}, {"wlp4s0", "wlan"},
        {"br0", "bridge"},  {"veth1a2b3c4", std::nullopt}, {"tun0", "tun"},          {"wg0", "wireguard"},
    };
    EXPECT_EQ(kinds, expected) << "plain Ethernet has no kind; a veth cannot be told from sysfs";

    const NicInfo *wg = findNic(nics, "wg0");
    ASSERT_NE(wg, nullptr);
    EXPECT_TRUE(wg->isVirtual);
    EXPECT_FALSE(wg->mac.has_value()) << "no link-layer address";
    EXPECT_EQ(wg->mtu, 1420);
    EXPECT_TRUE(wg->leases.empty()) << "leases come from netlink, live only";
}

TEST(NetInterfaces, TapAndUnreadableKinds)
{
    test::TempDir dir;
    dir.write("sys/class/net/tap0/tun_flags", "0x1802\n");
    dir.write("sys/class/net/tap0/ifindex", "2\n");
    dir.write("sys/class/net/odd0/tun_flags", "0x1000\n"); // neither IFF_TUN nor IFF_TAP
    dir.write("sys/class/net/odd0/uevent", "DEVTYPE=\nINTERFACE=odd0\n");
    dir.write("sys/class/net/odd0/ifindex", "3\n");
    const auto nics = readNetInterfaces(dir.path());
    ASSERT_EQ(nics.size(), 2U);
    EXPECT_EQ(nics[0].kind, "tap");
    EXPECT_FALSE(nics[1].kind.has_value()) << *nics[1].kind;
}

TEST(NetInterfaces, WiredIgcTwoPointFiveGigFullDuplex)
{
    const auto nics = readNetInterfaces(dataPath("roots/workstation"));
    const NicInfo *nic = findNic(nics, "enp5s0");
    ASSERT_NE(nic, nullptr);
    EXPECT_EQ(nic->mac, "a8:a1:59:0c:3e:20");
    EXPECT_EQ(nic->mtu, 9000);
    EXPECT_EQ(nic->operState, "up");
    EXPECT_EQ(nic->speedMbps, 2500);
    EXPECT_EQ(nic->duplex, Duplex::Full);
    EXPECT_EQ(nic->driver, "igc");
    EXPECT_FALSE(nic->wireless);
    EXPECT_FALSE(nic->isVirtual);
    EXPECT_FALSE(nic->loopback);
    EXPECT_EQ(nic->rxErrors, 3U);
    EXPECT_EQ(nic->txErrors, 0U);
    EXPECT_EQ(nic->rxDropped, 17U);
    EXPECT_EQ(nic->txDropped, 0U);
    EXPECT_TRUE(nic->ipv4.empty()) << "addresses come from getifaddrs, live only";
}

TEST(NetInterfaces, DownLinkHasNoSpeedOrDuplex)
{
    const auto nics = readNetInterfaces(dataPath("roots/workstation"));
    const NicInfo *nic = findNic(nics, "eno1");
    ASSERT_NE(nic, nullptr);
    EXPECT_EQ(nic->operState, "down");
    EXPECT_FALSE(nic->speedMbps.has_value()) << *nic->speedMbps;
    EXPECT_EQ(nic->duplex, Duplex::Unknown);
    EXPECT_EQ(nic->mac, "a8:a1:59:0c:3e:21") << "upper-case sysfs text is normalised";
    EXPECT_EQ(nic->driver, "igc");
    EXPECT_FALSE(nic->isVirtual);
}

TEST(NetInterfaces, WirelessIwlwifi)
{
    const auto nics = readNetInterfaces(dataPath("roots/workstation"));
    const NicInfo *nic = findNic(nics, "wlp4s0");
    ASSERT_NE(nic, nullptr);
    EXPECT_TRUE(nic->wireless);
    EXPECT_EQ(nic->driver, "iwlwifi");
    EXPECT_EQ(nic->operState, "up");
    EXPECT_FALSE(nic->speedMbps.has_value()) << "speed unreadable (EINVAL) on Wi-Fi";
    EXPECT_FALSE(nic->isVirtual);
    EXPECT_EQ(nic->rxDropped, 250U);
}

TEST(NetInterfaces, VirtualInterfaces)
{
    const auto nics = readNetInterfaces(dataPath("roots/workstation"));
    const NicInfo *lo = findNic(nics, "lo");
    const NicInfo *bridge = findNic(nics, "br0");
    const NicInfo *veth = findNic(nics, "veth1a2b3c4");
    ASSERT_TRUE(lo && bridge && veth);
    EXPECT_TRUE(lo->loopback);
    EXPECT_TRUE(lo->isVirtual);
    EXPECT_EQ(lo->mtu, 65536);
    EXPECT_EQ(lo->operState, "unknown");
    EXPECT_FALSE(lo->driver.has_value());
    EXPECT_TRUE(bridge->isVirtual);
    EXPECT_FALSE(bridge->loopback);
    EXPECT_FALSE(bridge->speedMbps.has_value());
    EXPECT_FALSE(bridge->driver.has_value());
    EXPECT_TRUE(veth->isVirtual);
    EXPECT_FALSE(veth->wireless);
    EXPECT_EQ(veth->speedMbps, 10000) << "veth reports 10000 Mb/s full";
    EXPECT_EQ(veth->duplex, Duplex::Full);
}

TEST(NetInterfaces, CapturedFromThisMachine)
{
    const auto nics = readNetInterfaces(dataPath("roots/this-machine"));
    ASSERT_EQ(names(nics), (std::vector<std::string>{"lo", "ifb0", "eth0"}));
    const NicInfo &eth0 = nics[2];
    EXPECT_EQ(eth0.driver, "virtio_net");
    EXPECT_FALSE(eth0.isVirtual);
    EXPECT_EQ(eth0.operState, "up");
    EXPECT_EQ(eth0.mtu, 1400);
    EXPECT_FALSE(eth0.speedMbps.has_value()) << "virtio reports speed -1";
    EXPECT_EQ(eth0.duplex, Duplex::Unknown);
    EXPECT_TRUE(eth0.rxErrors.has_value());
    const NicInfo &ifb0 = nics[1];
    EXPECT_TRUE(ifb0.isVirtual);
    EXPECT_EQ(ifb0.operState, "down");
    EXPECT_FALSE(ifb0.speedMbps.has_value());
    EXPECT_TRUE(nics[0].loopback);
}

TEST(NetInterfaces, BrokenSysfsGivesAbsentFieldsNotGarbage)
{
    const auto nics = readNetInterfaces(dataPath("roots/broken"));
    ASSERT_EQ(names(nics), (std::vector<std::string>{"up0", "up1", "bad0"}))
        << "ifindex order, the unparseable one last, the over-long name skipped";
    const NicInfo &bad = nics[2];
    EXPECT_FALSE(bad.mac.has_value()) << *bad.mac;
    EXPECT_FALSE(bad.mtu.has_value());
    EXPECT_EQ(bad.operState, "unknown");
    EXPECT_FALSE(bad.speedMbps.has_value());
    EXPECT_EQ(bad.duplex, Duplex::Unknown);
    EXPECT_FALSE(bad.loopback);
    EXPECT_TRUE(bad.isVirtual) << "no device link";
    EXPECT_FALSE(bad.rxErrors.has_value());
    EXPECT_FALSE(bad.txErrors.has_value());
    EXPECT_FALSE(bad.rxDropped.has_value()) << "2^64 overflows";
    EXPECT_FALSE(bad.txDropped.has_value());
    const NicInfo &up0 = nics[0];
    EXPECT_FALSE(up0.speedMbps.has_value()) << "4294967295 is the old kernels' unknown";
    EXPECT_EQ(up0.duplex, Duplex::Unknown);
    EXPECT_FALSE(up0.mtu.has_value());
    EXPECT_FALSE(up0.mac.has_value()) << "five bytes";
    const NicInfo &up1 = nics[1];
    EXPECT_FALSE(up1.speedMbps.has_value());
    EXPECT_FALSE(up1.mtu.has_value());
    EXPECT_FALSE(up1.mac.has_value());
}

TEST(NetInterfaces, DefaultRoutesOfBothFamilies)
{
    EXPECT_EQ(readDefaultRouteInterfaces(dataPath("roots/workstation")),
              (std::vector<std::string>{"enp5s0", "wlp4s0"}));
    EXPECT_EQ(readDefaultRouteInterfaces(dataPath("roots/this-machine")), (std::vector<std::string>{"eth0"}));
    EXPECT_TRUE(readDefaultRouteInterfaces(dataPath("roots/broken")).empty());
}

TEST(FixtureProbe, Workstation)
{
    const protocol::HostInventory inv = probeHost(fixtureOptions("roots/workstation"));
    EXPECT_EQ(inv.hostname, "gpu-ws1");
    EXPECT_EQ(inv.kernel, "6.8.0-49-generic");
    EXPECT_EQ(inv.osId, "ubuntu");
    EXPECT_EQ(inv.osVersionId, "24.04");
    EXPECT_EQ(inv.bootId, "5f0e0a38-3c2b-4b4e-9f52-8d6a1e0c7b11");
    EXPECT_EQ(inv.cpuModel, "Intel(R) Xeon(R) Gold 5222 CPU @ 3.80GHz");
    EXPECT_EQ(inv.cpuCores, 8);
    EXPECT_EQ(inv.cpuThreads, 16);
    EXPECT_EQ(inv.memoryTotalBytes, 131783064ULL * 1024);
    EXPECT_EQ(inv.memoryAvailableBytes, 119474920ULL * 1024);
    EXPECT_EQ(inv.defaultRouteInterface, "enp5s0");
    EXPECT_TRUE(inv.gpus.empty());
    EXPECT_EQ(inv.gpuSourceNote, "GPU query not requested");
    ASSERT_EQ(inv.nics.size(), 8U);
    for (const NicInfo &nic : inv.nics)
        EXPECT_EQ(nic.defaultRoute, nic.name == "enp5s0" || nic.name == "wlp4s0") << nic.name;
    EXPECT_FALSE(inv.probedAtUtc.empty());
}

TEST(FixtureProbe, WorkstationListenersAndFirewalls)
{
    const protocol::HostInventory inv = probeHost(fixtureOptions("roots/workstation"));
    const std::vector<protocol::ListeningSocket> listeners{
        {"tcp", "0.0.0.0", 22, "sshd", 1234},
        {"tcp", "::", 8080, "llama-server", 9999},
        {"tcp", "2001:db8::10", 50052, std::nullopt, std::nullopt},
        {"udp", "0.0.0.0", 5353, "avahi-daemon", 880},
    };
    EXPECT_EQ(inv.listeners, listeners) << "127.0.0.1:631, ::1 and ::ffff:127.0.0.1 are left out";
    const std::vector<protocol::FirewallInfo> firewalls{{"ufw", true, "ENABLED=yes in /etc/ufw/ufw.conf"}};
    EXPECT_EQ(inv.firewalls, firewalls) << "nft and iptables-save are never run for a fixture tree";

    // The agent's document carries all of it.
    const auto parsed = protocol::parseHostInventory(nlohmann::json(inv).dump());
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed.value(), inv);
}

TEST(FixtureProbe, WorkstationSoftware)
{
    const protocol::HostInventory inv = probeHost(fixtureOptions("roots/workstation"));
    const std::string root = dataPath("roots/workstation");
    const std::vector<protocol::SoftwareInfo> expected{
        {"nccl", "2.21.5", root + "/usr/lib/x86_64-linux-gnu/libnccl.so.2", {}},
        {"cuda-toolkit", "12.4.1", root + "/usr/local/cuda", {}},
        {"vllm", "0.6.3.post1", root + "/usr/local/bin/vllm", {}},
        {"llama-server", std::nullopt, root + "/usr/local/bin/llama-server", {}},
        {"rpc-server", std::nullopt, root + "/usr/local/bin/rpc-server", {}},
        {"ollama", std::nullopt, root + "/usr/local/bin/ollama", {}},
    };
    EXPECT_EQ(inv.software, expected) << "and the fixture's programs are never run";
}

TEST(FixtureProbe, Aarch64WithUsrLibOsReleaseAndSysfsTopology)
{
    const protocol::HostInventory inv = probeHost(fixtureOptions("roots/aarch64"));
    EXPECT_EQ(inv.osId, "fedora") << "fallback to /usr/lib/os-release";
    EXPECT_EQ(inv.osName, "Fedora Linux 41 (Workstation Edition)");
    EXPECT_EQ(inv.cpuModel, "ARM Neoverse-N1");
    EXPECT_EQ(inv.cpuCores, 8) << "from sys/devices/system/cpu/cpu*/topology";
    EXPECT_EQ(inv.cpuThreads, 8);
    EXPECT_EQ(inv.memoryTotalBytes, 32386824ULL * 1024);
    EXPECT_TRUE(inv.nics.empty());
    EXPECT_FALSE(inv.defaultRouteInterface.has_value());
    EXPECT_TRUE(inv.software.empty());
    EXPECT_TRUE(inv.listeners.empty());
    const std::vector<protocol::FirewallInfo> firewalls{
        {"firewalld", false, "/usr/sbin/firewalld installed, not running"}};
    EXPECT_EQ(inv.firewalls, firewalls);
}

TEST(FixtureProbe, BrokenTreeNeverThrowsAndReportsNoGarbage)
{
    protocol::HostInventory inv;
    ASSERT_NO_THROW(inv = probeHost(fixtureOptions("roots/broken")));
    EXPECT_FALSE(inv.hostname.has_value()) << "control characters";
    EXPECT_FALSE(inv.osId.has_value());
    EXPECT_FALSE(inv.osName.has_value());
    EXPECT_FALSE(inv.cpuModel.has_value());
    EXPECT_FALSE(inv.cpuCores.has_value());
    EXPECT_EQ(inv.cpuThreads, 1) << "online list broken: counted from cpuinfo's one valid entry";
    EXPECT_FALSE(inv.memoryTotalBytes.has_value());
    EXPECT_FALSE(inv.memoryAvailableBytes.has_value());
    EXPECT_FALSE(inv.defaultRouteInterface.has_value());
    EXPECT_FALSE(inv.bootId.has_value());
    EXPECT_EQ(inv.nics.size(), 3U);
    for (const NicInfo &nic : inv.nics)
        EXPECT_FALSE(nic.kind.has_value()) << nic.name << ": " << *nic.kind;
    ASSERT_EQ(inv.listeners.size(), 1U) << "one whole line among broken ones";
    EXPECT_EQ(inv.listeners[0].port, 80);
    EXPECT_FALSE(inv.listeners[0].process.has_value()) << "a comm with an escape sequence";
    const std::vector<protocol::FirewallInfo> firewalls{
        {"ufw", false, "ENABLED is not yes in /etc/ufw/ufw.conf"}};
    EXPECT_EQ(inv.firewalls, firewalls);
    // What the agent prints must still be a valid document.
    const auto parsed = protocol::parseHostInventory(nlohmann::json(inv).dump());
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed.value(), inv);
}

TEST(FixtureProbe, MissingRootGivesAnEmptyInventory)
{
    test::TempDir dir;
    const protocol::HostInventory inv = probeHost(fixtureOptions(dir.path() + "/does-not-exist"));
    EXPECT_FALSE(inv.osId.has_value());
    EXPECT_FALSE(inv.cpuThreads.has_value());
    EXPECT_FALSE(inv.memoryTotalBytes.has_value());
    EXPECT_TRUE(inv.nics.empty());
    EXPECT_TRUE(inv.software.empty());
    EXPECT_TRUE(inv.listeners.empty());
    EXPECT_TRUE(inv.firewalls.empty());
    EXPECT_FALSE(inv.agentVersion.empty());
    EXPECT_GT(inv.protocolVersion, 0);
}

TEST(Software, FindsWhatIsInTheGivenDirsAndRunsVersionCommands)
{
    test::TempDir dir;
    const std::string bin = dir.path() + "/bin";
    dir.write("bin/llama-server",
              "#!/bin/sh\necho 'version: 4567 (0a1b2c3d)' >&2\necho 'built with cc' >&2\n", 0755);
    dir.write("bin/ollama", "#!/bin/sh\n[ \"$1\" = --version ] && echo 'ollama version is 0.5.7'\n", 0755);
    dir.write("bin/rpc-server", "#!/bin/sh\ntouch \"$0.was-run\"\n", 0755);
    dir.write("bin/llama-bench", "#!/bin/sh\ntouch \"$0.was-run\"\n", 0755);
    dir.write("venv/bin/vllm", "#!/bin/sh\nexit 0\n", 0755);
    dir.write("venv/lib/python3.11/site-packages/vllm-0.7.1.dist-info/METADATA", "Name: vllm\n");
    dir.write("lib/libnccl.so.2.19.3", "");
    dir.write("cuda/version.json", "{\"cuda\": {\"name\": \"CUDA SDK\", \"version\": \"12.8.0\"}}\n");

    SoftwareSearch search;
    search.executableDirs = {bin, dir.path() + "/venv/bin"};
    search.libraryDirs = {dir.path() + "/lib"};
    search.cudaRoots = {dir.path() + "/cuda", dir.path() + "/no-cuda"};
    search.timeoutMs = 3000;
    const auto found = findSoftware(search);
    const std::vector<protocol::SoftwareInfo> expected{
        {"cuda-toolkit", "12.8.0", dir.path() + "/cuda", {}},
        {"vllm", "0.7.1", dir.path() + "/venv/bin/vllm", {}},
        {"llama-server", "4567 (0a1b2c3d)", bin + "/llama-server", {}},
        {"rpc-server", std::nullopt, bin + "/rpc-server", {}},
        {"llama-bench", std::nullopt, bin + "/llama-bench", {}},
        {"ollama", "0.5.7", bin + "/ollama", {}},
    };
    EXPECT_EQ(found, expected) << "libnccl.so.2.19.3 without the libnccl.so.2 soname is not an install";
    EXPECT_FALSE(test::captureCommand("test -e '" + bin + "/rpc-server.was-run'").has_value())
        << "rpc-server would start serving: it must never be run";
    EXPECT_FALSE(test::captureCommand("test -e '" + bin + "/llama-bench.was-run'").has_value())
        << "llama-bench would start a benchmark: it must never be run";
}

TEST(Software, AnRpcServerWithTheCacheIsKnownByItsBytesAndNeverRun)
{
    test::TempDir dir;
    const std::string bin = dir.path() + "/bin";
    // Its usage text is in the executable, "enable local file cache" across the end of the first
    // piece read (1 MiB).
    const std::string usage = "-c, --cache                      enable local file cache\n";
    std::string script = "#!/bin/sh\ntouch \"$0.was-run\"\nexit 0\n# ";
    script += std::string(1024 * 1024 - 40 - script.size() - 3, 'x') + "\n# " + usage;
    dir.write("bin/rpc-server", script, 0755);
    SoftwareSearch search;
    search.executableDirs = {bin};
    const auto found = findSoftware(search);
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].name, "rpc-server");
    EXPECT_EQ(found[0].features, std::vector<std::string>{"cache"});
    EXPECT_FALSE(test::captureCommand("test -e '" + bin + "/rpc-server.was-run'").has_value())
        << "rpc-server would start serving: it must never be run";
    protocol::HostInventory inventory;
    inventory.software = found;
    const auto parsed = protocol::parseHostInventory(nlohmann::json(inventory).dump());
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed.value().software, found);

    EXPECT_EQ(parseRpcServerFeatures(usage), std::vector<std::string>{"cache"});
    EXPECT_TRUE(parseRpcServerFeatures("  -m MEM, --mem MEM     backend memory size (in MB)\n").empty())
        << "llama.cpp b4748's rpc-server has no cache";
}

TEST(Software, LlamaServerWithTheDevicesItsBuildCanUse)
{
    test::TempDir dir;
    const std::string bin = dir.path() + "/bin";
    // As a CUDA build answers: its backend's log on stderr, the list on stdout.
    dir.write("bin/llama-server",
              "#!/bin/sh\n"
              "if [ \"$1\" = --list-devices ]; then\n"
              "  echo 'ggml_cuda_init: found 1 CUDA devices:' >&2\n"
              "  echo 'Available devices:'\n"
              "  echo '  CUDA0: NVIDIA GeForce RTX 3090 (24135 MiB, 23800 MiB free)'\n"
              "  exit 0\n"
              "fi\n"
              "echo 'version: 4748 (c392e509)' >&2\n",
              0755);
    SoftwareSearch search;
    search.executableDirs = {bin};
    search.timeoutMs = 3000;
    const auto found = findSoftware(search);
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].version, "4748 (c392e509)");
    ASSERT_EQ(found[0].devices.size(), 1U);
    EXPECT_EQ(found[0].devices[0].name, "CUDA0");
    EXPECT_EQ(found[0].devices[0].memoryFreeBytes, 23800ULL << 20);
    // The inventory carries them to the controller and back.
    protocol::HostInventory inventory;
    inventory.software = found;
    const auto parsed = protocol::parseHostInventory(nlohmann::json(inventory).dump());
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed.value().software, found);

    search.runVersionCommands = false;
    EXPECT_TRUE(findSoftware(search).at(0).devices.empty()) << "nothing is run when told not to";
}

TEST(Software, NcclVersionFromTheHeaderNextToTheLibrary)
{
    test::TempDir dir;
    dir.write("cuda/lib/libnccl.so.2", "");
    dir.write("cuda/include/nccl.h", "#define NCCL_MAJOR 2\n#define NCCL_MINOR 28\n#define NCCL_PATCH 9\n");
    SoftwareSearch search;
    search.libraryDirs = {dir.path() + "/cuda/lib64", dir.path() + "/cuda/lib", dir.path() + "/cuda/lib/"};
    const auto found = findSoftware(search);
    ASSERT_EQ(found.size(), 1U) << "one install, found once";
    EXPECT_EQ(found[0].name, "nccl");
    EXPECT_EQ(found[0].version, "2.28.9");
}

TEST(Software, NothingInstalled)
{
    test::TempDir dir;
    SoftwareSearch search;
    search.executableDirs = {dir.path()};
    search.libraryDirs = {dir.path()};
    search.cudaRoots = {dir.path() + "/cuda"};
    search.sitePackagesDirs = {dir.path()};
    EXPECT_TRUE(findSoftware(search).empty());
}

} // namespace
} // namespace shardscope::probe
