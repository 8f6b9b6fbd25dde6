#include "remote-agent/probe/Probe.h"

#include "remote-agent/probe/AddressLeases.h"
#include "remote-agent/probe/CpuInfo.h"
#include "remote-agent/probe/FileText.h"
#include "remote-agent/probe/Firewalls.h"
#include "remote-agent/probe/Gpus.h"
#include "remote-agent/probe/Listeners.h"
#include "remote-agent/probe/MemInfo.h"
#include "remote-agent/probe/NetInterfaces.h"
#include "remote-agent/probe/OsRelease.h"
#include "remote-agent/probe/Software.h"
#include "remote-agent/protocol/Version.h"

#include <gnu/libc-version.h>
#include <sys/utsname.h>

#include <algorithm>
#include <ctime>

namespace shardscope::probe {

namespace {

using protocol::HostInventory;

std::string utcNow()
{
    const std::time_t now = std::time(nullptr);
    std::tm parts{};
    char text[32] = {};
    if (now == static_cast<std::time_t>(-1) || !::gmtime_r(&now, &parts)
        || std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts) == 0)
        return "1970-01-01T00:00:00Z";
    return text;
}

/// A short printable value from the system, or nullopt.
std::optional<std::string> printable(std::optional<std::string> value)
{
    if (!value || value->empty() || value->size() > 256)
        return std::nullopt;
    return isPrintable(*value) ? value : std::nullopt;
}

void probeSystem(const std::string &root, HostInventory &inv)
{
    if (isLiveRoot(root)) {
        utsname names{};
        if (::uname(&names) == 0) {
            inv.hostname = printable(std::string(names.nodename));
            inv.kernel = printable(std::string(names.release));
            inv.architecture = printable(std::string(names.machine));
        }
        inv.libc = printable(std::string("glibc ") + ::gnu_get_libc_version());
    } else {
        // A fixture tree has no uname: the same facts as procfs shows them.
        inv.hostname = printable(readAttribute(underRoot(root, "/proc/sys/kernel/hostname")));
        inv.kernel = printable(readAttribute(underRoot(root, "/proc/sys/kernel/osrelease")));
    }
    const OsRelease os = readOsRelease(root);
    inv.osId = os.id;
    inv.osName = os.prettyName;
    inv.osVersionId = os.versionId;
    inv.bootId = printable(readAttribute(underRoot(root, "/proc/sys/kernel/random/boot_id")));

    const CpuFacts cpu = readCpuFacts(root);
    inv.cpuModel = cpu.model;
    inv.cpuCores = cpu.cores;
    inv.cpuThreads = cpu.threads;
    if (const auto text = readTextFile(underRoot(root, "/proc/meminfo"))) {
        const MemInfo memory = parseMemInfo(*text);
        inv.memoryTotalBytes = memory.totalBytes;
        inv.memoryAvailableBytes = memory.availableBytes;
    }
}

void probeNetwork(const std::string &root, HostInventory &inv)
{
    inv.nics = readNetInterfaces(root);
    if (isLiveRoot(root)) {
        addLiveAddresses(inv.nics);
        addLiveLeases(inv.nics);
        addLiveVirtualKinds(inv.nics);
    }
    const std::vector<std::string> routes = readDefaultRouteInterfaces(root);
    if (!routes.empty())
        inv.defaultRouteInterface = routes.front();
    for (protocol::NicInfo &nic : inv.nics)
        nic.defaultRoute = std::find(routes.begin(), routes.end(), nic.name) != routes.end();
}

HostInventory probeAll(const ProbeOptions &options)
{
    HostInventory inv;
    inv.agentVersion = protocol::kShardScopeVersion;
    inv.protocolVersion = protocol::kProtocolVersion;
    inv.probedAtUtc = utcNow();
    const std::string &root = options.rootDir;

    // Each part is independent: a failure (even std::bad_alloc) in one leaves only its fields absent.
    try {
        probeSystem(root, inv);
    } catch (...) { // whatever was not filled in stays absent
    }
    try {
        probeNetwork(root, inv);
    } catch (...) { // whatever was not filled in stays absent
    }
    const SoftwareSearch search = [&] {
        try {
            return defaultSoftwareSearch(root, inv.architecture.value_or(std::string()));
        } catch (...) {
            return SoftwareSearch{};
        }
    }();
    try {
        if (!options.queryGpus) {
            inv.gpuSourceNote = "GPU query not requested";
        } else if (!isLiveRoot(root)) {
            inv.gpuSourceNote = "GPU query only on the live system";
        } else {
            GpuQueryOptions gpuOptions;
            gpuOptions.searchDirs = search.executableDirs;
            GpuQuery gpus = queryGpus(gpuOptions);
            inv.gpus = std::move(gpus.gpus);
            inv.gpuSourceNote = std::move(gpus.note);
        }
    } catch (...) {
        inv.gpus.clear();
        inv.gpuSourceNote = "GPU query failed";
    }
    try {
        if (options.querySoftware)
            inv.software = findSoftware(search);
    } catch (...) {
        inv.software.clear();
    }
    try {
        inv.listeners = readListeningSockets(root);
    } catch (...) {
        inv.listeners.clear();
    }
    try {
        FirewallSearch firewallSearch;
        firewallSearch.rootDir = root;
        firewallSearch.executableDirs = search.executableDirs;
        firewallSearch.runPrograms = isLiveRoot(root); // a fixture tree's programs are never run
        inv.firewalls = readFirewalls(firewallSearch);
    } catch (...) {
        inv.firewalls.clear();
    }
    return inv;
}

} // namespace

protocol::HostInventory probeHost(const ProbeOptions &options)
{
    try {
        return probeAll(options);
    } catch (...) { // each part guards itself; this is for allocation failures in between
        HostInventory inv;
        inv.agentVersion = protocol::kShardScopeVersion;
        inv.protocolVersion = protocol::kProtocolVersion;
        inv.probedAtUtc = utcNow();
        return inv;
    }
}

} // namespace shardscope::probe
