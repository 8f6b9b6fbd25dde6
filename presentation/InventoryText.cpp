#include "presentation/InventoryText.h"

#include "presentation/AnalysisText.h"
#include "presentation/Units.h"

#include <QLocale>
#include <QStringList>

#include <limits>

namespace shardscope::presentation {

namespace {

QString fromStd(const std::string &value)
{
    return QString::fromStdString(value);
}

QString number(std::optional<std::uint64_t> value)
{
    return value ? QLocale().toString(qulonglong(*value)) : QStringLiteral("?");
}

} // namespace

QString InventoryText::unknown()
{
    return tr("unknown");
}

QString InventoryText::machineName(const QString &storedName)
{
    return storedName == core::localHostName() ? tr("This computer") : storedName;
}

QString InventoryText::text(const std::optional<std::string> &value)
{
    return value && !value->empty() ? fromStd(*value) : unknown();
}

QString InventoryText::bytes(std::optional<std::uint64_t> bytes)
{
    if (!bytes)
        return unknown();
    return presentation::AnalysisText::bytes(double(*bytes));
}

QString InventoryText::dateTime(const QDateTime &utc)
{
    if (!utc.isValid())
        return unknown();
    return QLocale().toString(utc.toLocalTime(), QLocale::ShortFormat);
}

QString InventoryText::hostName(const protocol::HostInventory &inventory)
{
    return text(inventory.hostname);
}

QString InventoryText::os(const protocol::HostInventory &inventory)
{
    if (inventory.osName && !inventory.osName->empty())
        return fromStd(*inventory.osName);
    if (inventory.osId && !inventory.osId->empty()) {
        QString os = fromStd(*inventory.osId);
        if (inventory.osVersionId)
            os += QLatin1Char(' ') + fromStd(*inventory.osVersionId);
        return os;
    }
    return unknown();
}

QString InventoryText::cpu(const protocol::HostInventory &inventory)
{
    // One multi-argument arg(): a "%2" inside the model name must stay text.
    const QString model = text(inventory.cpuModel);
    const QLocale locale;
    if (inventory.cpuCores && inventory.cpuThreads)
        return tr("%1 (%2 cores, %3 threads)")
            .arg(model, locale.toString(*inventory.cpuCores), locale.toString(*inventory.cpuThreads));
    if (inventory.cpuThreads)
        return tr("%1 (%2 threads)").arg(model, locale.toString(*inventory.cpuThreads));
    if (inventory.cpuCores)
        return tr("%1 (%2 cores)").arg(model, locale.toString(*inventory.cpuCores));
    return model;
}

QString InventoryText::memory(const protocol::HostInventory &inventory)
{
    if (inventory.memoryTotalBytes && inventory.memoryAvailableBytes)
        return tr("%1 (%2 free)")
            .arg(bytes(inventory.memoryTotalBytes), bytes(inventory.memoryAvailableBytes));
    return bytes(inventory.memoryTotalBytes);
}

QString InventoryText::gpuSummary(const protocol::HostInventory &inventory)
{
    if (inventory.gpus.empty())
        return tr("none found");
    // "2 × RTX 4090, 1 × RTX 3090": models in the order the probe found them, with counts.
    QStringList names;
    QList<int> counts;
    for (const protocol::GpuInfo &gpu : inventory.gpus) {
        const QString name = gpu.name.empty() ? unknown() : fromStd(gpu.name);
        const qsizetype index = names.indexOf(name);
        if (index < 0) {
            names.append(name);
            counts.append(1);
        } else {
            ++counts[index];
        }
    }
    QStringList parts;
    for (qsizetype i = 0; i < names.size(); ++i)
        parts.append(QStringLiteral("%1 × %2").arg(QLocale().toString(counts.at(i)), names.at(i)));
    return parts.join(QStringLiteral(", "));
}

QString InventoryText::software(const protocol::HostInventory &inventory)
{
    if (inventory.software.empty())
        return tr("none found");
    QStringList items;
    for (const protocol::SoftwareInfo &software : inventory.software) {
        QString item = fromStd(software.name);
        if (software.version)
            item += QLatin1Char(' ') + fromStd(*software.version);
        QStringList devices;
        for (const protocol::SoftwareDevice &device : software.devices)
            devices << QStringLiteral("%1 %2").arg(fromStd(device.name), fromStd(device.description));
        if (!devices.isEmpty())
            item += QLatin1Char(' ') + tr("(runs on %1)").arg(devices.join(QStringLiteral(", ")));
        items.append(item);
    }
    return items.join(QStringLiteral(", "));
}

QString InventoryText::noGpuReason(const protocol::HostInventory &inventory)
{
    // The agent's note is free text (see remote-agent/probe/Gpus.cpp); recognise its known shapes.
    const QString note = inventory.gpuSourceNote ? fromStd(*inventory.gpuSourceNote) : QString();
    if (note.startsWith(QLatin1String("no NVML")) && note.endsWith(QLatin1String("and no nvidia-smi")))
        return tr("No NVIDIA GPU found: the NVIDIA driver's tools (NVML, nvidia-smi) are not installed on "
                  "this machine.");
    if (note.endsWith(QLatin1String("reports no GPUs")))
        return tr("No NVIDIA GPU found: the NVIDIA driver is installed but sees no GPU. Check that the card "
                  "is seated and has power.");
    if (note.contains(QLatin1String("nvidia-smi failed")))
        return tr("No NVIDIA GPU found: the NVIDIA driver's tools are installed but did not work. After a "
                  "driver update, restart the machine; otherwise run nvidia-smi on it to see the error.");
    return tr("No NVIDIA GPU was found on this machine.");
}

QString InventoryText::gpuSourceNote(const protocol::HostInventory &inventory)
{
    if (!inventory.gpuSourceNote || inventory.gpuSourceNote->empty())
        return {};
    return tr("(The probe reported: %1)").arg(fromStd(*inventory.gpuSourceNote));
}

QStringList InventoryText::gpuHeaders()
{
    return {tr("GPU"),       tr("Memory"),     tr("Driver"), tr("CUDA"), tr("Compute capability"),
            tr("PCIe link"), tr("Power limit")};
}

QStringList InventoryText::gpuCells(const protocol::GpuInfo &gpu)
{
    return {gpuName(gpu),
            gpuMemory(gpu),
            text(gpu.driverVersion),
            text(gpu.cudaVersion),
            text(gpu.computeCapability),
            pcie(gpu),
            powerLimit(gpu)};
}

QStringList InventoryText::nicHeaders()
{
    return {tr("Interface"), tr("Type"),   tr("State"),         tr("Speed"),         tr("MTU"),
            tr("Addresses"), tr("Driver"), tr("Default route"), tr("Errors / drops")};
}

QStringList InventoryText::nicCells(const protocol::NicInfo &nic)
{
    return {fromStd(nic.name), kind(nic),         operState(nic),
            speed(nic),        mtu(nic),          addresses(nic, QStringLiteral("\n")),
            driver(nic),       defaultRoute(nic), errorsAndDrops(nic)};
}

QString InventoryText::gpuName(const protocol::GpuInfo &gpu)
{
    return gpu.name.empty() ? unknown() : fromStd(gpu.name);
}

QString InventoryText::gpuMemory(const protocol::GpuInfo &gpu)
{
    if (gpu.memoryTotalBytes && gpu.memoryFreeBytes)
        return tr("%1 (%2 free)").arg(bytes(gpu.memoryTotalBytes), bytes(gpu.memoryFreeBytes));
    return bytes(gpu.memoryTotalBytes);
}

QString InventoryText::pcie(const protocol::GpuInfo &gpu)
{
    if (!gpu.pcieGeneration && !gpu.pcieWidth)
        return unknown();
    const QString generation
        = gpu.pcieGeneration ? QString::number(*gpu.pcieGeneration) : QStringLiteral("?");
    const QString width = gpu.pcieWidth ? QString::number(*gpu.pcieWidth) : QStringLiteral("?");
    QString current = tr("Gen %1 ×%2").arg(generation, width);
    const bool belowMax
        = (gpu.pcieGenerationMax && gpu.pcieGeneration && *gpu.pcieGenerationMax > *gpu.pcieGeneration)
          || (gpu.pcieWidthMax && gpu.pcieWidth && *gpu.pcieWidthMax > *gpu.pcieWidth);
    if (belowMax) {
        const QString maxGeneration
            = gpu.pcieGenerationMax ? QString::number(*gpu.pcieGenerationMax) : generation;
        const QString maxWidth = gpu.pcieWidthMax ? QString::number(*gpu.pcieWidthMax) : width;
        current = tr("%1 (card can do Gen %2 ×%3)").arg(current, maxGeneration, maxWidth);
    }
    return current;
}

QString InventoryText::powerLimit(const protocol::GpuInfo &gpu)
{
    if (!gpu.powerLimitWatts)
        return unknown();
    return tr("%1 W").arg(QLocale().toString(*gpu.powerLimitWatts, 'f', 0));
}

QString InventoryText::addresses(const protocol::NicInfo &nic, const QString &separator)
{
    QStringList all;
    for (const std::string &address : nic.ipv4)
        all.append(fromStd(address));
    for (const std::string &address : nic.ipv6)
        all.append(fromStd(address));
    if (all.isEmpty())
        return tr("none");
    return all.join(separator);
}

QString InventoryText::mtu(const protocol::NicInfo &nic)
{
    return nic.mtu ? QString::number(*nic.mtu) : unknown();
}

QString InventoryText::operState(const protocol::NicInfo &nic)
{
    const QString state = fromStd(nic.operState);
    if (state == QLatin1String("up"))
        return tr("up");
    if (state == QLatin1String("down"))
        return tr("down");
    // The kernel's words (operstate) mean little to most users: say what the state means.
    if (state == QLatin1String("dormant"))
        return tr("waiting to connect (for example, Wi-Fi not joined yet)");
    if (state == QLatin1String("lowerlayerdown"))
        return tr("no link (cable unplugged or the other end is off)");
    if (state.isEmpty() || state == QLatin1String("unknown"))
        return nic.loopback ? tr("always up") : unknown(); // the kernel never reports lo's state

    return state;
}

QString InventoryText::speed(const protocol::NicInfo &nic)
{
    QString duplex;
    switch (nic.duplex) {
    case protocol::Duplex::Full:
        duplex = tr("full duplex");
        break;
    case protocol::Duplex::Half:
        duplex = tr("half duplex");
        break;
    case protocol::Duplex::Unknown:
        break;
    }
    if (!nic.speedMbps)
        return duplex.isEmpty() ? tr("not reported") : duplex;
    // The inventory's own words (Gb/s), the Network page's figure (Units::linkSpeed).
    const QString speed
        = Units::linkSpeed(*nic.speedMbps, {tr("%1 Gb/s"), tr("%1 Mb/s"), QString(), QString()});
    return duplex.isEmpty() ? speed : tr("%1, %2").arg(speed, duplex);
}

QString InventoryText::kind(const protocol::NicInfo &nic)
{
    if (nic.loopback)
        return tr("loopback");
    if (nic.wireless)
        return tr("Wi-Fi");
    if (nic.isVirtual)
        return tr("virtual");
    return tr("wired");
}

QString InventoryText::errorsAndDrops(const protocol::NicInfo &nic)
{
    if (!nic.rxErrors && !nic.txErrors && !nic.rxDropped && !nic.txDropped)
        return unknown();
    return tr("errors %1 / %2, drops %3 / %4 (in / out)")
        .arg(number(nic.rxErrors), number(nic.txErrors), number(nic.rxDropped), number(nic.txDropped));
}

QString InventoryText::driver(const protocol::NicInfo &nic)
{
    if (!nic.driver && (nic.isVirtual || nic.loopback))
        return QStringLiteral("—");
    return text(nic.driver);
}

QString InventoryText::defaultRoute(const protocol::NicInfo &nic)
{
    return nic.defaultRoute ? tr("yes") : tr("no");
}

} // namespace shardscope::presentation
