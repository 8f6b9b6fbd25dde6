#include "core/inventory/HealthCheck.h"

#include <QMap>
#include <QStringList>

#include <algorithm>

namespace shardscope::core {

namespace {

using protocol::Duplex;
using protocol::HostInventory;
using protocol::NicInfo;

// Thresholds, in one place. Below 1 GbE a link is slower than the PCIe and memory paths that
// multi-node inference already waits on (a warning); below 100 Mb/s it is a fault (a bad cable,
// a port that fell back to 10 Mb/s), and a split model would be unusable (critical).
constexpr std::int64_t kSlowLinkMbps = 1000;
constexpr std::int64_t kBrokenLinkMbps = 100;

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

QString gib(std::uint64_t bytes)
{
    return QStringLiteral("%1 GiB").arg(double(bytes) / double(1ull << 30), 0, 'f', 1);
}

bool isUp(const NicInfo &nic)
{
    return nic.operState == "up";
}

/// A physical Ethernet port: what a cluster link is normally plugged into.
bool isWired(const NicInfo &nic)
{
    return !nic.wireless && !nic.isVirtual && !nic.loopback;
}

HealthFinding finding(HealthCode code, Severity severity, QString host, QString subject, QString detail)
{
    return HealthFinding{code, severity, std::move(host), std::move(subject), std::move(detail)};
}

/// "node1 550.54.14, node2 535.104.05": every distinct value with the nodes that have it.
QString describeValues(const QMap<QString, QStringList> &hostsByValue)
{
    QStringList parts;
    for (auto it = hostsByValue.cbegin(); it != hostsByValue.cend(); ++it)
        parts.append(QStringLiteral("%1 on %2").arg(it.key(), it.value().join(QStringLiteral(", "))));
    return parts.join(QStringLiteral("; "));
}

void addDistinct(QStringList &list, const QString &value)
{
    if (!list.contains(value))
        list.append(value);
}

/// One finding when the nodes report more than one value of a GPU field (driver, CUDA).
void checkGpuFieldAgrees(const std::vector<NamedInventory> &hosts,
                         std::optional<std::string> protocol::GpuInfo::*field, HealthCode code,
                         const char *what, QList<HealthFinding> &findings)
{
    QMap<QString, QStringList> hostsByValue;
    for (const NamedInventory &host : hosts) {
        for (const protocol::GpuInfo &gpu : host.inventory.gpus) {
            if (const auto &value = gpu.*field; value && !value->empty())
                addDistinct(hostsByValue[qs(*value)], host.name);
        }
    }
    if (hostsByValue.size() > 1)
        findings.append(finding(code, Severity::Warning, {}, {},
                                QStringLiteral("%1 differ between nodes: %2")
                                    .arg(QLatin1String(what), describeValues(hostsByValue))));
}

void checkMtu(const std::vector<NamedInventory> &hosts, QList<HealthFinding> &findings)
{
    QMap<QString, QStringList> hostsByMtu;
    for (const NamedInventory &host : hosts) {
        const NicInfo *nic = clusterInterface(host.inventory);
        if (nic && nic->mtu)
            addDistinct(hostsByMtu[QString::number(*nic->mtu)],
                        QStringLiteral("%1 (%2)").arg(host.name, qs(nic->name)));
    }
    if (hostsByMtu.size() > 1)
        findings.append(
            finding(HealthCode::MtuMismatch, Severity::Warning, {}, {},
                    QStringLiteral("cluster interface MTUs differ: %1").arg(describeValues(hostsByMtu))));
}

void checkGpuMemory(const std::vector<NamedInventory> &hosts, std::uint64_t modelBytes,
                    QList<HealthFinding> &findings)
{
    std::uint64_t totalBytes = 0;
    std::uint64_t largestNodeBytes = 0;
    QString largestNode;
    for (const NamedInventory &host : hosts) {
        std::uint64_t nodeBytes = 0;
        for (const protocol::GpuInfo &gpu : host.inventory.gpus)
            nodeBytes += gpu.memoryTotalBytes.value_or(0);
        totalBytes += nodeBytes;
        if (nodeBytes > largestNodeBytes) {
            largestNodeBytes = nodeBytes;
            largestNode = host.name;
        }
    }
    if (totalBytes < modelBytes) {
        findings.append(
            finding(HealthCode::InsufficientGpuMemory, Severity::Critical, {}, {},
                    QStringLiteral("the model needs %1 (%2 bytes); all GPUs together have %3 (%4 bytes)")
                        .arg(gib(modelBytes))
                        .arg(modelBytes)
                        .arg(gib(totalBytes))
                        .arg(totalBytes)));
    } else if (largestNodeBytes < modelBytes) {
        // It fits, but only split: worth knowing before choosing a layout, not a fault.
        findings.append(
            finding(HealthCode::InsufficientGpuMemory, Severity::Info, {}, {},
                    QStringLiteral("the model needs %1 (%2 bytes): it fits only split across nodes; "
                                   "the largest node, %3, has %4 (%5 bytes)")
                        .arg(gib(modelBytes))
                        .arg(modelBytes)
                        .arg(largestNode.isEmpty() ? QStringLiteral("none") : largestNode)
                        .arg(gib(largestNodeBytes))
                        .arg(largestNodeBytes)));
    }
}

} // namespace

QString healthCodeName(HealthCode code)
{
    switch (code) {
    case HealthCode::WirelessInterface:
        return QStringLiteral("wireless_interface");
    case HealthCode::SlowLink:
        return QStringLiteral("slow_link");
    case HealthCode::HalfDuplex:
        return QStringLiteral("half_duplex");
    case HealthCode::MtuMismatch:
        return QStringLiteral("mtu_mismatch");
    case HealthCode::GpuDriverMismatch:
        return QStringLiteral("gpu_driver_mismatch");
    case HealthCode::CudaVersionMismatch:
        return QStringLiteral("cuda_version_mismatch");
    case HealthCode::InsufficientGpuMemory:
        return QStringLiteral("insufficient_gpu_memory");
    case HealthCode::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Critical:
        return QStringLiteral("critical");
    case Severity::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

const NicInfo *clusterInterface(const HostInventory &inventory)
{
    const auto &nics = inventory.nics;
    auto it = std::find_if(nics.begin(), nics.end(), [&](const NicInfo &nic) {
        return !nic.loopback
               && (nic.defaultRoute
                   || (inventory.defaultRouteInterface && nic.name == *inventory.defaultRouteInterface));
    });
    if (it == nics.end())
        it = std::find_if(nics.begin(), nics.end(),
                          [](const NicInfo &nic) { return !nic.loopback && isUp(nic); });
    return it == nics.end() ? nullptr : &*it;
}

QList<HealthFinding> checkHost(const NamedInventory &host)
{
    QList<HealthFinding> findings;
    for (const NicInfo &nic : host.inventory.nics) {
        if (nic.loopback || !isUp(nic))
            continue;
        const QString name = qs(nic.name);
        if (nic.wireless) {
            findings.append(finding(HealthCode::WirelessInterface, Severity::Warning, host.name, name,
                                    QStringLiteral("%1 is a Wi-Fi interface and is up").arg(name)));
            continue;
        }
        if (!isWired(nic))
            continue;
        // Drivers report an unknown speed as absent or -1: only a real negotiated value counts.
        if (nic.speedMbps && *nic.speedMbps > 0 && *nic.speedMbps < kSlowLinkMbps) {
            const Severity severity
                = *nic.speedMbps < kBrokenLinkMbps ? Severity::Critical : Severity::Warning;
            findings.append(finding(HealthCode::SlowLink, severity, host.name, name,
                                    QStringLiteral("%1 negotiated %2 Mb/s (below %3 Mb/s)")
                                        .arg(name)
                                        .arg(*nic.speedMbps)
                                        .arg(kSlowLinkMbps)));
        }
        if (nic.duplex == Duplex::Half) {
            findings.append(finding(HealthCode::HalfDuplex, Severity::Critical, host.name, name,
                                    QStringLiteral("%1 negotiated half duplex").arg(name)));
        }
    }
    return findings;
}

QList<HealthFinding> checkCluster(const std::vector<NamedInventory> &hosts,
                                  std::optional<std::uint64_t> modelBytes)
{
    QList<HealthFinding> findings;
    for (const NamedInventory &host : hosts)
        findings.append(checkHost(host));
    checkMtu(hosts, findings);
    checkGpuFieldAgrees(hosts, &protocol::GpuInfo::driverVersion, HealthCode::GpuDriverMismatch,
                        "GPU driver versions", findings);
    checkGpuFieldAgrees(hosts, &protocol::GpuInfo::cudaVersion, HealthCode::CudaVersionMismatch,
                        "CUDA versions", findings);
    if (modelBytes)
        checkGpuMemory(hosts, *modelBytes, findings);
    return findings;
}

} // namespace shardscope::core
