#include "remote-agent/probe/NvidiaSmi.h"

#include "remote-agent/probe/FileText.h"

#include <limits>

namespace shardscope::probe {

using protocol::GpuInfo;
using protocol::GpuSource;

namespace {

constexpr std::size_t kColumns = 13;
constexpr std::uint64_t kBytesPerMiB = 1024 * 1024;

/// A field's value, or nullopt for nvidia-smi's placeholders ("[N/A]", "[Not Supported]", "N/A", …).
std::optional<std::string_view> present(std::string_view field)
{
    field = trim(field);
    if (field.empty() || field.front() == '[' || field == "N/A")
        return std::nullopt;
    return field;
}

std::optional<std::string> printableText(std::string_view field, std::size_t maxLength = 128)
{
    const auto value = present(field);
    if (!value || value->size() > maxLength || !isPrintable(*value))
        return std::nullopt;
    return std::string(*value);
}

std::optional<int> smallInt(std::string_view field, int maximum)
{
    const auto value = present(field);
    if (!value)
        return std::nullopt;
    const auto number = parseInt64(*value);
    if (!number || *number < 0 || *number > maximum)
        return std::nullopt;
    return static_cast<int>(*number);
}

std::optional<std::uint64_t> mebibytes(std::string_view field)
{
    const auto value = present(field);
    if (!value)
        return std::nullopt;
    const auto mib = parseUint64(*value);
    if (!mib || *mib > std::numeric_limits<std::uint64_t>::max() / kBytesPerMiB)
        return std::nullopt;
    return *mib * kBytesPerMiB;
}

std::optional<std::string> version(std::string_view field)
{
    const auto value = present(field);
    if (!value || value->size() > 32 || !isDottedVersion(*value))
        return std::nullopt;
    return std::string(*value);
}

} // namespace

std::vector<std::string> nvidiaSmiQueryArguments()
{
    return {"--query-gpu=index,name,uuid,pci.bus_id,memory.total,memory.free,driver_version,compute_cap,"
            "pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max,power.limit",
            "--format=csv,noheader,nounits"};
}

std::vector<GpuInfo> parseNvidiaSmiCsv(std::string_view text)
{
    std::vector<GpuInfo> gpus;
    for (const std::string_view line : completeLines(text)) {
        const auto fields = splitOn(line, ',');
        if (fields.size() != kColumns)
            continue;
        const auto index = smallInt(fields[0], 4096);
        auto name = printableText(fields[1]);
        if (!index || !name)
            continue;
        GpuInfo gpu;
        gpu.source = GpuSource::NvidiaSmi;
        gpu.index = *index;
        gpu.name = std::move(*name);
        gpu.uuid = printableText(fields[2]);
        gpu.pciBusId = printableText(fields[3], 32);
        gpu.memoryTotalBytes = mebibytes(fields[4]);
        gpu.memoryFreeBytes = mebibytes(fields[5]);
        gpu.driverVersion = version(fields[6]);
        gpu.computeCapability = version(fields[7]);
        gpu.pcieGeneration = smallInt(fields[8], 64);
        gpu.pcieGenerationMax = smallInt(fields[9], 64);
        gpu.pcieWidth = smallInt(fields[10], 64);
        gpu.pcieWidthMax = smallInt(fields[11], 64);
        if (const auto power = present(fields[12])) {
            if (const auto watts = parseDecimal(*power); watts && *watts > 0.0 && *watts < 100000.0)
                gpu.powerLimitWatts = *watts;
        }
        gpus.push_back(std::move(gpu));
    }
    return gpus;
}

std::optional<std::string> parseNvidiaSmiCudaVersion(std::string_view text)
{
    constexpr std::string_view marker = "CUDA Version:";
    const std::size_t at = text.find(marker);
    if (at == std::string_view::npos)
        return std::nullopt;
    std::string_view rest = text.substr(at + marker.size());
    while (!rest.empty() && rest.front() == ' ')
        rest.remove_prefix(1);
    const std::size_t end = rest.find_first_not_of("0123456789.");
    return version(rest.substr(0, end));
}

} // namespace shardscope::probe
