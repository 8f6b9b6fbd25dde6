#include "presentation/HealthText.h"

#include "presentation/InventoryText.h"

#include <QLocale>
#include <QStringList>

namespace shardscope::presentation {

namespace {

/// "1500 on node1 and node2; 9000 on node3": each value with the machines that report it.
QString valuesOnHosts(const QList<core::HostsWithValue> &values)
{
    const QLocale locale;
    QStringList parts;
    for (const core::HostsWithValue &value : values) {
        QStringList hosts;
        for (const QString &host : value.hosts)
            hosts.append(InventoryText::machineName(host));
        parts.append(HealthText::tr("%1 on %2", "value on machines")
                         .arg(value.value, locale.createSeparatedList(hosts)));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

QString HealthText::sentence(const core::HealthFinding &finding)
{
    // Every arg() below takes all its arguments at once: a "%2" inside a machine or interface
    // name must stay text, not become a placeholder for the next argument.
    const QString host = InventoryText::machineName(finding.host);

    switch (finding.code) {
    case core::HealthCode::WirelessInterface:
        return tr("%1: network interface %2 is Wi-Fi. Wi-Fi adds delay and jitter that slow down a model "
                  "split across machines; connect the machines to the switch with a cable and use the "
                  "wired interface for the cluster.")
            .arg(host, finding.subject);
    case core::HealthCode::SlowLink:
        return tr("%1: network interface %2 negotiated only %3 Mb/s. A cluster link should run at "
                  "1000 Mb/s or more: check the cable (Cat 5e or better), the switch port and the "
                  "network card.")
            .arg(host, finding.subject, QLocale().toString(finding.speedMbps));
    case core::HealthCode::HalfDuplex:
        return tr("%1: network interface %2 runs at half duplex, so it cannot send and receive at the same "
                  "time. This usually means the cable or the switch port did not negotiate properly: try "
                  "another cable or port.")
            .arg(host, finding.subject);
    case core::HealthCode::MtuMismatch:
        return tr("The MTU (largest packet size) of the cluster network interfaces differs: %1. Machines "
                  "with different MTUs can lose or delay large packets between them. Set the same MTU on "
                  "every machine (1500, or 9000 only if the switch supports jumbo frames).")
            .arg(valuesOnHosts(finding.values));
    case core::HealthCode::GpuDriverMismatch:
        return tr("The NVIDIA driver versions differ: %1. A model split across machines needs the same "
                  "driver on each: install the same driver version everywhere.")
            .arg(valuesOnHosts(finding.values));
    case core::HealthCode::CudaVersionMismatch:
        return tr("The CUDA versions the NVIDIA drivers support differ: %1. Inference software built for one "
                  "CUDA version may not run on the others: use the same driver (and CUDA version) on every "
                  "machine.")
            .arg(valuesOnHosts(finding.values));
    case core::HealthCode::InsufficientGpuMemory:
        if (finding.severity == core::Severity::Info)
            return tr("The model needs %1 of GPU memory. No single machine has that much (the largest, %2, "
                      "has %3), but all GPUs together have %4: the model fits only when split across "
                      "machines, and the network between them will limit its speed.")
                .arg(InventoryText::bytes(finding.modelBytes), host,
                     InventoryText::bytes(finding.gpuMemoryLargestNodeBytes),
                     InventoryText::bytes(finding.gpuMemoryTotalBytes));
        return tr("The model needs %1 of GPU memory, but all GPUs together have only %2. Choose a smaller "
                  "model or a smaller data type (a stronger quantization), or add a machine.")
            .arg(InventoryText::bytes(finding.modelBytes), InventoryText::bytes(finding.gpuMemoryTotalBytes));
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

QString HealthText::noFindings()
{
    return tr("No problems found. Checked: Wi-Fi interfaces, link speed and duplex of the network cards, "
              "and across machines MTU, NVIDIA driver and CUDA versions.");
}

} // namespace shardscope::presentation
