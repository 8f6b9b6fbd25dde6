#include "core/inventory/HealthCheck.h"
#include "core/SafeText.h"

#include "core/inventory/Units.h"

#include <QMap>
#include <QStringList>

#include <algorithm>
#include <type_traits>

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
    HealthFinding result;
    result.code = code;
    result.severity = severity;
    result.host = std::move(host);
    result.subject = std::move(subject);
    result.detail = std::move(detail);
    return result;
}

/// "550.54.14 on node1; 535.104.05 on node2": every distinct value with the nodes that have it.
QString describeValues(const QList<HostsWithValue> &values)
{
    QStringList parts;
    for (const HostsWithValue &value : values)
        parts.append(QStringLiteral("%1 on %2").arg(value.value, value.hosts.join(QStringLiteral(", "))));
    return parts.join(QStringLiteral("; "));
}

void addDistinct(QStringList &list, const QString &value)
{
    if (!list.contains(value))
        list.append(value);
}

template<typename Key>
QList<HostsWithValue> toValues(const QMap<Key, QStringList> &hostsByValue)
{
    QList<HostsWithValue> values;
    for (auto it = hostsByValue.cbegin(); it != hostsByValue.cend(); ++it) {
        if constexpr (std::is_same_v<Key, QString>)
            values.append(HostsWithValue{it.key(), it.value()});
        else
            values.append(HostsWithValue{QString::number(it.key()), it.value()});
    }
    return values;
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
    if (hostsByValue.size() <= 1)
        return;
    HealthFinding mismatch = finding(code, Severity::Warning, {}, {}, {});
    mismatch.values = toValues(hostsByValue);
    mismatch.detail = QStringLiteral("%1 differ between nodes: %2")
                          .arg(QLatin1String(what), describeValues(mismatch.values));
    findings.append(mismatch);
}

void checkMtu(const std::vector<NamedInventory> &hosts, QList<HealthFinding> &findings)
{
    QMap<int, QStringList> hostsByMtu; // numeric order: 1500 before 9000
    QStringList interfaces;
    for (const NamedInventory &host : hosts) {
        const NicInfo *nic = clusterInterface(host.inventory);
        if (nic && nic->mtu) {
            addDistinct(hostsByMtu[*nic->mtu], host.name);
            interfaces.append(QStringLiteral("%1 uses %2").arg(host.name, qs(nic->name)));
        }
    }
    if (hostsByMtu.size() <= 1)
        return;
    HealthFinding mismatch = finding(HealthCode::MtuMismatch, Severity::Warning, {}, {}, {});
    mismatch.values = toValues(hostsByMtu);
    mismatch.detail = QStringLiteral("cluster interface MTUs differ: %1 (%2)")
                          .arg(describeValues(mismatch.values), interfaces.join(QStringLiteral(", ")));
    findings.append(mismatch);
}

void checkGpuMemory(const std::vector<NamedInventory> &hosts, std::uint64_t modelBytes,
                    QList<HealthFinding> &findings)
{
    // Byte counts come from the nodes: saturate instead of wrapping to a small total.
    std::uint64_t totalBytes = 0;
    std::uint64_t largestNodeBytes = 0;
    QString largestNode;
    for (const NamedInventory &host : hosts) {
        std::uint64_t nodeBytes = 0;
        for (const protocol::GpuInfo &gpu : host.inventory.gpus)
            nodeBytes = saturatingAdd(nodeBytes, gpu.memoryTotalBytes.value_or(0));
        totalBytes = saturatingAdd(totalBytes, nodeBytes);
        if (nodeBytes > largestNodeBytes) {
            largestNodeBytes = nodeBytes;
            largestNode = host.name;
        }
    }
    HealthFinding memory;
    if (totalBytes < modelBytes) {
        memory = finding(HealthCode::InsufficientGpuMemory, Severity::Critical, {}, {},
                         QStringLiteral("the model needs %1 (%2 bytes); all GPUs together have %3 (%4 bytes)")
                             .arg(gibText(modelBytes), QString::number(modelBytes), gibText(totalBytes),
                                  QString::number(totalBytes)));
    } else if (largestNodeBytes < modelBytes) {
        // It fits, but only split: worth knowing before choosing a layout, not a fault.
        memory = finding(HealthCode::InsufficientGpuMemory, Severity::Info, largestNode, {},
                         QStringLiteral("the model needs %1 (%2 bytes): it fits only split across nodes; "
                                        "the largest node, %3, has %4 (%5 bytes)")
                             .arg(gibText(modelBytes), QString::number(modelBytes),
                                  largestNode.isEmpty() ? QStringLiteral("none") : largestNode,
                                  gibText(largestNodeBytes), QString::number(largestNodeBytes)));
    } else {
        return;
    }
    memory.modelBytes = modelBytes;
    memory.gpuMemoryTotalBytes = totalBytes;
    memory.gpuMemoryLargestNodeBytes = largestNodeBytes;
    findings.append(memory);
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
            HealthFinding slow
                = finding(HealthCode::SlowLink, severity, host.name, name,
                          QStringLiteral("%1 negotiated %2 Mb/s (below %3 Mb/s)")
                              .arg(name, QString::number(*nic.speedMbps), QString::number(kSlowLinkMbps)));
            slow.speedMbps = *nic.speedMbps;
            findings.append(slow);
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
