// The probe of this very machine, checked against independent tools: nproc, /proc/meminfo and
// `ip -j link` (iproute2). A missing reference tool is a failure, never a skip.
#include "TestSupport.h"

#include "remote-agent/probe/Probe.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>

namespace shardscope::probe {
namespace {

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

/// Absolute path of iproute2's ip (in /usr/sbin or /sbin, not always on a user's PATH); a path
/// that does not exist when it is missing, so that every use of it fails.
const char *ipPath()
{
    for (const char *ip : {"/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip", "/bin/ip"}) {
        if (::access(ip, X_OK) == 0)
            return ip;
    }
    return "/nonexistent/ip";
}

/// `ip -j link`; nullopt when ip is missing or its output is not a JSON array.
std::optional<nlohmann::json> ipLink()
{
    const auto output = test::captureCommand(std::string(ipPath()) + " -j link");
    if (!output)
        return std::nullopt;
    auto j = nlohmann::json::parse(*output, nullptr, false);
    if (j.is_discarded() || !j.is_array())
        return std::nullopt;
    return j;
}

std::vector<std::string> ipNames(const nlohmann::json &links)
{
    std::vector<std::string> names;
    for (const auto &link : links)
        names.push_back(link.value("ifname", std::string()));
    std::sort(names.begin(), names.end());
    return names;
}

ProbeOptions liveOptions()
{
    ProbeOptions options;
    options.queryGpus = false;
    options.querySoftware = false;
    return options;
}

TEST(LiveProbe, ThreadsAgreeWithNproc)
{
    const auto nproc = test::captureCommand("nproc");
    ASSERT_TRUE(nproc.has_value()) << "nproc (coreutils) must be available";
    const protocol::HostInventory inv = probeHost(liveOptions());
    ASSERT_TRUE(inv.cpuThreads.has_value());
    EXPECT_EQ(*inv.cpuThreads, std::stoi(*nproc));
    ASSERT_TRUE(inv.cpuCores.has_value());
    EXPECT_LE(*inv.cpuCores, *inv.cpuThreads);
}

TEST(LiveProbe, MemoryTotalAgreesWithProcMeminfo)
{
    std::ifstream meminfo("/proc/meminfo");
    std::string key;
    std::uint64_t kib = 0;
    ASSERT_TRUE(meminfo >> key >> kib);
    ASSERT_EQ(key, "MemTotal:");
    const protocol::HostInventory inv = probeHost(liveOptions());
    EXPECT_EQ(inv.memoryTotalBytes, kib * 1024);
    ASSERT_TRUE(inv.memoryAvailableBytes.has_value());
    EXPECT_LE(*inv.memoryAvailableBytes, kib * 1024);
}

TEST(LiveProbe, InterfacesAgreeWithIpLink)
{
    // Other tests on this machine may add or remove interfaces (veth pairs, bridges): compare a
    // probe taken between two identical `ip` snapshots.
    for (int attempt = 0; attempt < 5; ++attempt) {
        const auto before = ipLink();
        ASSERT_TRUE(before.has_value()) << "`ip -j link` (iproute2) must be installed and work";
        const protocol::HostInventory inv = probeHost(liveOptions());
        const auto after = ipLink();
        ASSERT_TRUE(after.has_value());
        if (*before != *after)
            continue; // an interface appeared, went away or changed state meanwhile

        std::vector<std::string> probed;
        for (const auto &nic : inv.nics)
            probed.push_back(nic.name);
        std::sort(probed.begin(), probed.end());
        ASSERT_EQ(probed, ipNames(*before));
        ASSERT_FALSE(probed.empty());

        for (const auto &link : *before) {
            const std::string name = link.value("ifname", std::string());
            SCOPED_TRACE(name);
            const auto nic = std::find_if(inv.nics.begin(), inv.nics.end(),
                                          [&](const auto &n) { return n.name == name; });
            ASSERT_NE(nic, inv.nics.end());
            EXPECT_EQ(nic->mtu, link.value("mtu", -1));
            EXPECT_EQ(nic->operState, lower(link.value("operstate", std::string())));
            const std::string type = link.value("link_type", std::string());
            // ip prints other address families (ipip: "0.0.0.0") in their own notation.
            if (type == "ether" || type == "loopback") {
                ASSERT_TRUE(link.contains("address"));
                EXPECT_EQ(nic->mac, link.value("address", std::string()));
            }
            EXPECT_EQ(nic->loopback, type == "loopback");
        }
        return;
    }
    FAIL() << "the interface list kept changing while probing";
}

TEST(LiveProbe, AddressesAndDefaultRouteAreConsistent)
{
    const protocol::HostInventory inv = probeHost(liveOptions());
    const auto lo = std::find_if(inv.nics.begin(), inv.nics.end(), [](const auto &n) { return n.loopback; });
    ASSERT_NE(lo, inv.nics.end());
    EXPECT_NE(std::find(lo->ipv4.begin(), lo->ipv4.end(), "127.0.0.1/8"), lo->ipv4.end());
    if (inv.defaultRouteInterface) {
        const auto route = std::find_if(inv.nics.begin(), inv.nics.end(),
                                        [&](const auto &n) { return n.name == *inv.defaultRouteInterface; });
        ASSERT_NE(route, inv.nics.end());
        EXPECT_TRUE(route->defaultRoute);
    }
    // Independent check against iproute2: the IPv4 default with the lowest metric, else the IPv6 one.
    std::optional<std::string> expected;
    for (const char *family : {"-4", "-6"}) {
        const auto routes
            = test::captureCommand(std::string(ipPath()) + ' ' + family + " -j route show default");
        ASSERT_TRUE(routes.has_value()) << "`ip " << family << " -j route show default` failed";
        const auto j = nlohmann::json::parse(*routes, nullptr, false);
        ASSERT_TRUE(j.is_array()) << *routes;
        std::map<long long, std::string> byMetric;
        for (const auto &r : j) {
            if (r.value("type", std::string("unicast")) == "unicast" && r.contains("dev"))
                byMetric.emplace(r.value("metric", 0LL), r.value("dev", std::string()));
        }
        if (!byMetric.empty()) {
            expected = byMetric.begin()->second;
            break;
        }
    }
    EXPECT_EQ(inv.defaultRouteInterface, expected);
}

TEST(LiveProbe, SystemFacts)
{
    const protocol::HostInventory inv = probeHost(liveOptions());
    char hostname[256] = {};
    ASSERT_EQ(::gethostname(hostname, sizeof hostname - 1), 0);
    EXPECT_EQ(inv.hostname, std::string(hostname));
    ASSERT_TRUE(inv.libc.has_value());
    EXPECT_EQ(inv.libc->rfind("glibc 2.", 0), 0U) << *inv.libc;
    ASSERT_TRUE(inv.bootId.has_value());
    EXPECT_EQ(inv.bootId->size(), 36U);
    EXPECT_TRUE(inv.kernel.has_value());
    EXPECT_TRUE(inv.architecture.has_value());
    EXPECT_TRUE(inv.osId.has_value()) << "every supported distribution has os-release";
    EXPECT_EQ(inv.probedAtUtc.size(), 20U) << inv.probedAtUtc;
    EXPECT_EQ(inv.probedAtUtc.back(), 'Z');
}

TEST(LiveProbe, CudaAndNcclUnderUsrLocalCuda)
{
    std::ifstream header("/usr/local/cuda/include/nccl.h");
    if (!header || ::access("/usr/local/cuda/lib64/libnccl.so.2", R_OK) != 0)
        GTEST_SKIP() << "this machine has no NCCL under /usr/local/cuda";
    std::map<std::string, std::string> defines;
    std::string line;
    while (std::getline(header, line)) {
        std::istringstream fields(line);
        std::string directive, name, value;
        if (fields >> directive >> name >> value && directive == "#define")
            defines[name] = value;
    }
    const std::string ncclVersion
        = defines["NCCL_MAJOR"] + '.' + defines["NCCL_MINOR"] + '.' + defines["NCCL_PATCH"];

    ProbeOptions options = liveOptions();
    options.querySoftware = true;
    const protocol::HostInventory inv = probeHost(options);
    const auto nccl = std::find_if(inv.software.begin(), inv.software.end(),
                                   [](const auto &s) { return s.name == "nccl"; });
    ASSERT_NE(nccl, inv.software.end());
    EXPECT_EQ(nccl->version, ncclVersion);
    const auto cuda = std::find_if(inv.software.begin(), inv.software.end(),
                                   [](const auto &s) { return s.name == "cuda-toolkit"; });
    ASSERT_NE(cuda, inv.software.end());
    ASSERT_TRUE(cuda->version.has_value());
    const auto nvcc = test::captureCommand("/usr/local/cuda/bin/nvcc --version");
    ASSERT_TRUE(nvcc.has_value());
    EXPECT_NE(nvcc->find("V" + *cuda->version), std::string::npos) << *cuda->version;
}

} // namespace
} // namespace shardscope::probe
