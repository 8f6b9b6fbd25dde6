#include "ui/HealthText.h"

#include "ui/InventoryText.h"

#include <QLocale>
#include <QStringList>
#include <QStyle>

namespace shardscope::ui {

namespace {

const protocol::HostInventory *inventoryOf(const QList<HostEntry> &hosts, const QString &name)
{
    for (const HostEntry &entry : hosts) {
        if (entry.record.name == name && entry.inventory)
            return &*entry.inventory;
    }
    return nullptr;
}

const protocol::NicInfo *nicOf(const protocol::HostInventory *inventory, const QString &name)
{
    if (!inventory)
        return nullptr;
    for (const protocol::NicInfo &nic : inventory->nics) {
        if (QString::fromStdString(nic.name) == name)
            return &nic;
    }
    return nullptr;
}

} // namespace

QString HealthText::sentence(const core::HealthFinding &finding, const QList<HostEntry> &hosts)
{
    const protocol::HostInventory *inventory = inventoryOf(hosts, finding.host);
    const protocol::NicInfo *nic = nicOf(inventory, finding.subject);
    const QString host = InventoryText::machineName(finding.host);

    switch (finding.code) {
    case core::HealthCode::WirelessInterface:
        return tr("%1: network interface %2 is Wi-Fi. Wi-Fi adds delay and jitter that slow down a model "
                  "split across machines; connect the machines to the switch with a cable and use the "
                  "wired interface for the cluster.")
            .arg(host, finding.subject);
    case core::HealthCode::SlowLink:
        if (nic && nic->speedMbps)
            return tr("%1: network interface %2 negotiated only %3 Mb/s. A cluster link should run at "
                      "1000 Mb/s or more: check the cable (Cat 5e or better), the switch port and the "
                      "network card.")
                .arg(host, finding.subject)
                .arg(*nic->speedMbps);
        return tr("%1: network interface %2 runs slower than 1000 Mb/s. Check the cable (Cat 5e or better), "
                  "the switch port and the network card.")
            .arg(host, finding.subject);
    case core::HealthCode::HalfDuplex:
        return tr("%1: network interface %2 runs at half duplex, so it cannot send and receive at the same "
                  "time. This usually means the cable or the switch port did not negotiate properly: try "
                  "another cable or port.")
            .arg(host, finding.subject);
    case core::HealthCode::MtuMismatch:
        if (nic && nic->mtu)
            return tr("%1: the cluster interface %2 uses an MTU of %3 bytes, different from the other "
                      "machines. Set the same MTU on every machine (1500, or 9000 only if the switch "
                      "supports jumbo frames).")
                .arg(host, finding.subject)
                .arg(*nic->mtu);
        return tr("The cluster interfaces of your machines use different MTUs. Set the same MTU on every "
                  "machine (1500, or 9000 only if the switch supports jumbo frames).");
    case core::HealthCode::GpuDriverMismatch:
        if (inventory && !inventory->gpus.empty() && inventory->gpus.front().driverVersion)
            return tr("%1: the NVIDIA driver (version %2) differs from the other machines. Install the same "
                      "driver version everywhere before splitting a model across GPUs.")
                .arg(host, QString::fromStdString(*inventory->gpus.front().driverVersion));
        return tr("The NVIDIA driver versions differ between your machines. Install the same driver "
                  "version everywhere before splitting a model across GPUs.");
    case core::HealthCode::CudaVersionMismatch:
        if (inventory && !inventory->gpus.empty() && inventory->gpus.front().cudaVersion)
            return tr("%1: the drivers support CUDA %2, different from the other machines. Use the same "
                      "driver (and CUDA version) on every machine.")
                .arg(host, QString::fromStdString(*inventory->gpus.front().cudaVersion));
        return tr("The CUDA versions supported by the drivers differ between your machines. Use the same "
                  "driver (and CUDA version) on every machine.");
    case core::HealthCode::InsufficientGpuMemory: {
        std::uint64_t totalBytes = 0;
        for (const HostEntry &entry : hosts) {
            if (!entry.inventory)
                continue;
            for (const protocol::GpuInfo &gpu : entry.inventory->gpus)
                totalBytes += gpu.memoryTotalBytes.value_or(0);
        }
        return tr("All GPUs together have %1 of memory, which is not enough for the model. Choose a smaller "
                  "model or a smaller data type, or add a machine.")
            .arg(InventoryText::bytes(totalBytes));
    }
    case core::HealthCode::Unknown:
        break;
    }
    // A finding this version does not know yet: show the facts as the core wrote them.
    return tr("%1: %2").arg(finding.host.isEmpty() ? tr("All machines") : host, finding.detail);
}

QString HealthText::severity(core::Severity severity)
{
    switch (severity) {
    case core::Severity::Info:
        return tr("Note");
    case core::Severity::Warning:
        return tr("Warning");
    case core::Severity::Critical:
        return tr("Problem");
    case core::Severity::Unknown:
        break;
    }
    return InventoryText::unknown();
}

QIcon HealthText::severityIcon(core::Severity severity, const QStyle *style)
{
    switch (severity) {
    case core::Severity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case core::Severity::Critical:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case core::Severity::Info:
    case core::Severity::Unknown:
        break;
    }
    return style->standardIcon(QStyle::SP_MessageBoxInformation);
}

QString HealthText::noFindings()
{
    return tr("No problems found. Checked: Wi-Fi interfaces, link speed and duplex of the network cards, "
              "and across machines MTU, NVIDIA driver and CUDA versions.");
}

} // namespace shardscope::ui
