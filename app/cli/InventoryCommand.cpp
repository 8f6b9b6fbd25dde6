#include "app/cli/InventoryCommand.h"

#include "app/cli/CliOutput.h"
#include "core/agent/AgentChannel.h"
#include "core/inventory/HealthCheck.h"
#include "core/inventory/InventoryDocument.h"
#include "core/inventory/Units.h"
#include "core/store/ResultStore.h"
#include "presentation/InventoryPdf.h"

#include <QStringList>

#include <algorithm>

namespace shardscope::cli {

namespace {

using namespace shardscope::core;

template<typename T>
QString orUnknown(const std::optional<T> &value)
{
    if (!value)
        return QStringLiteral("unknown");
    if constexpr (std::is_same_v<T, std::string>)
        return qs(*value);
    else
        return QString::number(*value);
}

QString gib(std::optional<std::uint64_t> bytes)
{
    return bytes ? gibText(*bytes) : QStringLiteral("unknown");
}

QString summary(const protocol::HostInventory &inv, const QList<HealthFinding> &findings)
{
    QStringList lines;
    lines << QStringLiteral("Host:     %1 (%2)").arg(orUnknown(inv.hostname), localHostName());
    lines << QStringLiteral("OS:       %1, kernel %2, %3")
                 .arg(orUnknown(inv.osName), orUnknown(inv.kernel), orUnknown(inv.architecture));
    lines << QStringLiteral("CPU:      %1, %2 cores, %3 threads")
                 .arg(orUnknown(inv.cpuModel), orUnknown(inv.cpuCores), orUnknown(inv.cpuThreads));
    lines << QStringLiteral("Memory:   %1 total, %2 available")
                 .arg(gib(inv.memoryTotalBytes), gib(inv.memoryAvailableBytes));
    if (inv.gpus.empty()) {
        lines << QStringLiteral("GPUs:     none%1")
                     .arg(inv.gpuSourceNote ? QStringLiteral(" (%1)").arg(qs(*inv.gpuSourceNote))
                                            : QString());
    } else {
        lines << QStringLiteral("GPUs:");
        for (const protocol::GpuInfo &gpu : inv.gpus)
            lines << QStringLiteral("  %1: %2, %3, driver %4, CUDA %5")
                         .arg(QString::number(gpu.index), qs(gpu.name), gib(gpu.memoryTotalBytes),
                              orUnknown(gpu.driverVersion), orUnknown(gpu.cudaVersion));
    }
    lines << QStringLiteral("NICs:%1").arg(inv.nics.empty() ? QStringLiteral("     none reported")
                                                            : QString());
    qsizetype nameWidth = 0;
    for (const protocol::NicInfo &nic : inv.nics)
        nameWidth = std::max(nameWidth, qsizetype(nic.name.size()));
    for (const protocol::NicInfo &nic : inv.nics) {
        const QString speed = nic.speedMbps && *nic.speedMbps > 0
                                  ? QStringLiteral("%1 Mb/s").arg(*nic.speedMbps)
                                  : QStringLiteral("speed unknown");
        QStringList notes;
        if (nic.loopback)
            notes << QStringLiteral("loopback");
        else if (nic.wireless)
            notes << QStringLiteral("Wi-Fi");
        else if (nic.isVirtual)
            notes << QStringLiteral("virtual");
        if (nic.defaultRoute)
            notes << QStringLiteral("default route");
        lines << QStringLiteral("  %1  %2, %3, %4 duplex, MTU %5%6")
                     .arg(qs(nic.name).leftJustified(nameWidth), qs(nic.operState), speed,
                          qs(protocol::toString(nic.duplex)), orUnknown(nic.mtu),
                          notes.isEmpty() ? QString()
                                          : QStringLiteral(" (%1)").arg(notes.join(QStringLiteral(", "))));
    }
    lines << QStringLiteral("Findings:%1").arg(findings.isEmpty() ? QStringLiteral(" none") : QString());
    for (const HealthFinding &finding : findings)
        lines << QStringLiteral("  %1 %2: %3")
                     .arg(severityName(finding.severity), healthCodeName(finding.code), finding.detail);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

/// Probes this computer, stores the inventory and prints it (or the failure). The exit code.
int probeAndPrint(ResultStore &store, bool json)
{
    const OutputFormat format = json ? OutputFormat::Json : OutputFormat::Text;
    const AgentSearch search = searchLocalAgent();
    if (search.found.isEmpty()) {
        printFailure(QStringLiteral("inventory of this computer"),
                     Error{ErrorCode::AgentNotFound, search.problem}, format);
        return ExitFailure;
    }
    auto inventory = probeLocalHost(search.found, kLocalProbeTimeout);
    if (!inventory) {
        printFailure(QStringLiteral("inventory of this computer"), inventory.error(), format);
        return ExitFailure;
    }

    if (auto stored = store.saveLocalInventory(*inventory); !stored) {
        printFailure(QStringLiteral("storing the inventory in %1").arg(store.path()), stored.error(), format);
        return ExitFailure;
    }

    const QList<HealthFinding> findings = checkCluster({NamedInventory{localHostName(), *inventory}});
    if (json) {
        const std::string text = inventoryDocument(*inventory, findings)
                                     .dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
        printOut(QString::fromStdString(text) + QLatin1Char('\n'));
    } else {
        printOut(summary(*inventory, findings));
    }
    return ExitSuccess;
}

/// The findings over the PDF's machines, as the wizard reckons them (WizardModel::updateFindings):
/// this computer on its own when there are nodes (it does not take part in their runs then), the
/// nodes as one cluster; this computer as the cluster when it is the only machine.
QList<HealthFinding> pdfFindings(const QList<presentation::InventoryPdfHost> &hosts)
{
    std::vector<NamedInventory> remote;
    std::optional<NamedInventory> local;
    for (const presentation::InventoryPdfHost &host : hosts) {
        if (!host.inventory)
            continue;
        if (host.record.isLocal)
            local = NamedInventory{host.record.name, *host.inventory};
        else
            remote.push_back({host.record.name, *host.inventory});
    }
    QList<HealthFinding> findings;
    if (local)
        findings = remote.empty() ? checkCluster({*local}) : checkHost(*local);
    if (!remote.empty())
        findings += checkCluster(remote);
    return findings;
}

} // namespace

int runInventory(const InventoryOptions &options)
{
    const OutputFormat format = options.json ? OutputFormat::Json : OutputFormat::Text;
    const auto store = openDatabaseOrReport(options.databasePath, format);
    if (!store)
        return ExitFailure;

    const int probed = probeAndPrint(*store, options.json);
    if (options.pdfPath.isEmpty())
        return probed;
    const bool written = writeInventoryPdf(*store, options.pdfPath, options.json);
    return probed == ExitSuccess && written ? ExitSuccess : ExitFailure;
}

bool writeInventoryPdf(ResultStore &store, const QString &path, bool json)
{
    const auto failed = [&path](const Error &error) {
        // Text: with --json, stdout already holds the command's one document.
        printFailure(QStringLiteral("writing the inventory PDF to %1").arg(path), error, OutputFormat::Text);
        return false;
    };
    auto records = store.hosts();
    if (!records)
        return failed(records.error());
    // "This computer" first, the nodes in the order they were added: as the Machines page.
    std::stable_partition(records->begin(), records->end(),
                          [](const HostRecord &record) { return record.isLocal; });
    QList<presentation::InventoryPdfHost> hosts;
    for (const HostRecord &record : std::as_const(*records)) {
        presentation::InventoryPdfHost host;
        host.record = record;
        auto latest = store.latestInventory(record.id);
        if (!latest)
            return failed(latest.error());
        if (latest->has_value()) {
            host.inventory = (*latest)->inventory;
            host.probedAtUtc = (*latest)->probedAtUtc;
        }
        hosts.append(host);
    }
    if (auto written = presentation::InventoryPdf::write(path, hosts, pdfFindings(hosts)); !written)
        return failed(written.error());
    const QString wrote = QStringLiteral("Wrote the inventory PDF to %1\n").arg(path);
    if (json)
        printError(wrote);
    else
        printOut(wrote);
    return true;
}

int writeInventoryPdf(const QString &databasePath, const QString &path, bool json)
{
    const auto store = openDatabaseOrReport(databasePath, OutputFormat::Text);
    if (!store)
        return ExitFailure;
    return writeInventoryPdf(*store, path, json) ? ExitSuccess : ExitFailure;
}

} // namespace shardscope::cli
