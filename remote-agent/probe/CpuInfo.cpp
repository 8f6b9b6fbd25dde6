#include "remote-agent/probe/CpuInfo.h"

#include "remote-agent/probe/FileText.h"

#include <unistd.h>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

namespace shardscope::probe {

namespace {

struct Processor {
    std::optional<std::string> modelName;
    std::optional<std::uint64_t> physicalId;
    std::optional<std::uint64_t> coreId;
    std::optional<std::uint64_t> coresInPackage; ///< "cpu cores"
    std::optional<std::uint64_t> armImplementer;
    std::optional<std::uint64_t> armPart;
};

/// ARM Ltd. (implementer 0x41) core names by MIDR part number, as util-linux lscpu names them.
const char *armCoreName(std::uint64_t part)
{
    static const std::pair<std::uint64_t, const char *> parts[] = {
        {0xd03, "Cortex-A53"},  {0xd04, "Cortex-A35"},  {0xd05, "Cortex-A55"},  {0xd07, "Cortex-A57"},
        {0xd08, "Cortex-A72"},  {0xd09, "Cortex-A73"},  {0xd0a, "Cortex-A75"},  {0xd0b, "Cortex-A76"},
        {0xd0c, "Neoverse-N1"}, {0xd0d, "Cortex-A77"},  {0xd40, "Neoverse-V1"}, {0xd41, "Cortex-A78"},
        {0xd44, "Cortex-X1"},   {0xd46, "Cortex-A510"}, {0xd47, "Cortex-A710"}, {0xd48, "Cortex-X2"},
        {0xd49, "Neoverse-N2"}, {0xd4d, "Cortex-A715"}, {0xd4e, "Cortex-X3"},   {0xd4f, "Neoverse-V2"},
        {0xd80, "Cortex-A520"}, {0xd81, "Cortex-A720"}, {0xd82, "Cortex-X4"},   {0xd84, "Neoverse-V3"},
        {0xd85, "Cortex-X925"}, {0xd87, "Cortex-A725"}, {0xd8e, "Neoverse-N3"},
    };
    for (const auto &[id, name] : parts) {
        if (id == part)
            return name;
    }
    return nullptr;
}

/// "0x41" → 0x41; nullopt otherwise.
std::optional<std::uint64_t> parsePrefixedHex(std::string_view text)
{
    if (text.size() < 3 || text[0] != '0' || (text[1] != 'x' && text[1] != 'X'))
        return std::nullopt;
    return parseHex64(text.substr(2));
}

/// "ARM Cortex-X925 + Cortex-A725" from the distinct known parts, in order of first appearance.
std::optional<std::string> armModel(const std::vector<Processor> &processors)
{
    std::vector<std::string> names;
    for (const Processor &p : processors) {
        if (!p.armImplementer || *p.armImplementer != 0x41 || !p.armPart)
            continue;
        const char *name = armCoreName(*p.armPart);
        if (!name)
            return std::nullopt; // an unknown part: better absent than half a name
        if (std::find(names.begin(), names.end(), name) == names.end())
            names.emplace_back(name);
    }
    if (names.empty())
        return std::nullopt;
    std::string model = "ARM " + names.front();
    for (std::size_t i = 1; i < names.size(); ++i)
        model += " + " + names[i];
    return model;
}

} // namespace

CpuInfo parseCpuInfo(std::string_view text)
{
    std::vector<Processor> processors;
    bool inProcessor = false;
    for (const std::string_view line : completeLines(text)) {
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos)
            continue;
        const std::string_view key = trim(line.substr(0, colon));
        const std::string_view value = trim(line.substr(colon + 1));
        if (key == "processor") {
            // aarch64 lists "processor : N" per CPU too; a non-numeric value is an ARM32 banner.
            if (!parseUint64(value))
                continue;
            processors.emplace_back();
            inProcessor = true;
            continue;
        }
        if (!inProcessor)
            continue;
        Processor &p = processors.back();
        if (key == "model name" && !value.empty() && isPrintable(value))
            p.modelName = std::string(value);
        else if (key == "physical id")
            p.physicalId = parseUint64(value);
        else if (key == "core id")
            p.coreId = parseUint64(value);
        else if (key == "cpu cores")
            p.coresInPackage = parseUint64(value);
        else if (key == "CPU implementer")
            p.armImplementer = parsePrefixedHex(value);
        else if (key == "CPU part")
            p.armPart = parsePrefixedHex(value);
    }

    CpuInfo info;
    info.processorCount = static_cast<int>(std::min<std::size_t>(processors.size(), 1 << 20));
    if (processors.empty())
        return info;

    for (const Processor &p : processors) {
        if (p.modelName) {
            info.model = p.modelName;
            break;
        }
    }
    if (!info.model)
        info.model = armModel(processors);

    std::set<std::pair<std::uint64_t, std::uint64_t>> cores;
    for (const Processor &p : processors) {
        if (!p.physicalId || !p.coreId) {
            cores.clear();
            break;
        }
        cores.emplace(*p.physicalId, *p.coreId);
    }
    // Each package must show as many distinct core ids as its "cpu cores" says: a file cut short
    // (or a hypervisor's odd topology) otherwise yields a plausible but wrong count.
    for (const Processor &p : processors) {
        if (cores.empty() || !p.coresInPackage)
            continue;
        const auto inPackage = std::count_if(cores.begin(), cores.end(),
                                             [&](const auto &core) { return core.first == *p.physicalId; });
        if (static_cast<std::uint64_t>(inPackage) != *p.coresInPackage)
            cores.clear();
    }
    if (!cores.empty())
        info.cores = static_cast<int>(cores.size());
    return info;
}

std::optional<int> parseCpuList(std::string_view text)
{
    text = trim(text);
    if (text.empty())
        return std::nullopt;
    std::uint64_t count = 0;
    for (const std::string_view range : splitOn(text, ',')) {
        const std::size_t dash = range.find('-');
        const auto first = parseUint64(range.substr(0, dash));
        const auto last = dash == std::string_view::npos ? first : parseUint64(range.substr(dash + 1));
        if (!first || !last || *last < *first || *last > (1U << 20))
            return std::nullopt;
        count += *last - *first + 1;
    }
    if (count == 0 || count > (1U << 20))
        return std::nullopt;
    return static_cast<int>(count);
}

std::optional<int> countTopologyCores(const std::string &rootDir)
{
    const std::string cpuDir = underRoot(rootDir, "/sys/devices/system/cpu");
    std::set<std::pair<std::uint64_t, std::uint64_t>> cores;
    for (const std::string &name : listDirectory(cpuDir)) {
        if (name.size() < 4 || name.compare(0, 3, "cpu") != 0
            || !parseUint64(std::string_view(name).substr(3)))
            continue;
        const std::string topology = cpuDir + '/' + name + "/topology/";
        const auto package = readAttribute(topology + "physical_package_id");
        const auto core = readAttribute(topology + "core_id");
        if (!package || !core)
            continue;
        // physical_package_id is -1 on some ARM systems without package information.
        const auto packageId = parseInt64(*package);
        const auto coreId = parseUint64(*core);
        if (!packageId || !coreId)
            continue;
        cores.emplace(static_cast<std::uint64_t>(*packageId), *coreId);
    }
    if (cores.empty())
        return std::nullopt;
    return static_cast<int>(cores.size());
}

CpuFacts readCpuFacts(const std::string &rootDir)
{
    CpuFacts facts;
    CpuInfo info;
    if (auto text = readTextFile(underRoot(rootDir, "/proc/cpuinfo")))
        info = parseCpuInfo(*text);
    facts.model = info.model;
    facts.cores = info.cores ? info.cores : countTopologyCores(rootDir);

    if (auto online = readAttribute(underRoot(rootDir, "/sys/devices/system/cpu/online")))
        facts.threads = parseCpuList(*online);
    if (!facts.threads && isLiveRoot(rootDir)) {
        const long online = ::sysconf(_SC_NPROCESSORS_ONLN);
        if (online > 0)
            facts.threads = static_cast<int>(online);
    }
    if (!facts.threads && info.processorCount > 0)
        facts.threads = info.processorCount;
    return facts;
}

} // namespace shardscope::probe
