#include "app/cli/NodeCommands.h"

#include "app/cli/CliOutput.h"
#include "core/SafeText.h"
#include "core/cluster/LinkMatrix.h"
#include "core/inventory/HealthCheck.h"
#include "core/inventory/InventoryDocument.h"
#include "core/model/HostCheck.h"
#include "core/store/ResultStore.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <mutex>

namespace shardscope::cli {

namespace {

using namespace shardscope::core;

/// Stores the host (inventory and deploy) and, with it in one transaction, its inventory.
Result<void> store(ResultStore &store, const HostRecord &host, const NodeOutcome &outcome)
{
    if (outcome.inventory) {
        if (auto saved = store.saveNodeInventory(host, *outcome.inventory); !saved)
            return saved.error();
        return {};
    }
    if (auto saved = store.upsertHost(host); !saved)
        return saved.error();
    return {};
}

QString actionVerb(NodeAction action)
{
    switch (action) {
    case NodeAction::Deploy:
        return QStringLiteral("deployed");
    case NodeAction::Remove:
        return QStringLiteral("removed");
    case NodeAction::OpenAgent:
        return QStringLiteral("started");
    case NodeAction::Inventory:
    case NodeAction::Unknown:
        break;
    }
    return QStringLiteral("inventoried");
}

nlohmann::json platformJson(const NodePlatform &platform)
{
    return {{"kernel", platform.kernel.toStdString()},
            {"machine", platform.machine.toStdString()},
            {"libc", platform.libc.toStdString()},
            {"libc_version", platform.libcVersion.toStdString()},
            {"os", platform.osPrettyName.toStdString()}};
}

} // namespace

std::optional<HostSpec> parseHostSpec(const QString &text, QString *error)
{
    HostSpec host;
    host.spec = text;
    QString rest = text;
    const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        host.user = rest.left(at);
        rest = rest.mid(at + 1);
        if (host.user.isEmpty()) {
            *error = QStringLiteral("\"%1\" has an empty user name before '@'").arg(text);
            return std::nullopt;
        }
    }
    QString portText;
    if (rest.startsWith(QLatin1Char('['))) {
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0) {
            *error = QStringLiteral("\"%1\" lacks the closing ']' of its IPv6 address").arg(text);
            return std::nullopt;
        }
        host.address = rest.mid(1, close - 1);
        const QString after = rest.mid(close + 1);
        if (!after.isEmpty()) {
            if (!after.startsWith(QLatin1Char(':'))) {
                *error = QStringLiteral("\"%1\": expected ':port' after ']'").arg(text);
                return std::nullopt;
            }
            portText = after.mid(1);
            if (portText.isEmpty()) {
                *error = QStringLiteral("\"%1\" has an empty port").arg(text);
                return std::nullopt;
            }
        }
    } else if (rest.count(QLatin1Char(':')) == 1) {
        const qsizetype colon = rest.indexOf(QLatin1Char(':'));
        host.address = rest.left(colon);
        portText = rest.mid(colon + 1);
        if (portText.isEmpty()) {
            *error = QStringLiteral("\"%1\" has an empty port").arg(text);
            return std::nullopt;
        }
    } else {
        host.address = rest; // a host name, or a bare IPv6 address without port
    }
    if (host.address.isEmpty()) {
        *error = QStringLiteral("\"%1\" has no host name or address").arg(text);
        return std::nullopt;
    }
    if (!portText.isEmpty()) {
        bool ok = false;
        host.port = portText.toInt(&ok);
        if (!ok || host.port < 1 || host.port > 65535) {
            *error = QStringLiteral("\"%1\" has an invalid port (1 to 65535)").arg(text);
            return std::nullopt;
        }
    }
    return host;
}

Result<ResolvedHosts> resolveHosts(const NodeSelection &options, ResultStore &store)
{
    ResolvedHosts resolved;
    QList<HostRecord> records;
    if (options.allStored) {
        auto stored = store.hosts();
        if (!stored)
            return stored.error();
        for (const HostRecord &host : *stored)
            if (!host.isLocal)
                records.append(host);
        if (records.isEmpty())
            return Error{
                ErrorCode::InvalidArgument,
                QStringLiteral("--all: no nodes are stored in %1; add them with 'shardscope-cli hosts "
                               "add' or 'hosts import'")
                    .arg(store.path())};
    }
    for (const HostSpec &host : options.hosts) {
        // The name of a stored node stands for its stored address, port, user and identity.
        auto stored = store.hostByName(host.spec);
        if (!stored)
            return stored.error();
        if (*stored && (*stored)->isLocal)
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("\"%1\" is this computer: use 'inventory --local'").arg(host.spec)};
        if (*stored) {
            records.append(**stored);
            continue;
        }
        HostRecord record;
        record.name = host.spec;
        record.address = host.address;
        record.port = host.port;
        record.user = host.user;
        record.identityFile = options.identityFile;
        // The spec itself ("ai@gpu1:2222") becomes the name: only what it says about reaching the
        // node is checked, under a name that passes.
        HostRecord reached = record;
        reached.name = QStringLiteral("node");
        if (const HostProblem problem = hostRecordProblem(reached); problem != HostProblem::None)
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("--host %1: %2").arg(host.spec, hostProblemText(problem))};
        records.append(record);
    }
    // --all and --host may name a node twice: it is worked on once, in its first place.
    QSet<QString> seen;
    records.removeIf([&seen](const HostRecord &record) {
        const bool repeated = seen.contains(record.name);
        seen.insert(record.name);
        return repeated;
    });
    for (const HostRecord &record : records) {
        NodeTarget target = nodeTargetFor(record);
        if (!options.identityFile.isEmpty())
            target.ssh.identityFile = options.identityFile;
        if (!options.knownHostsFile.isEmpty())
            target.ssh.knownHostsFile = options.knownHostsFile;
        target.ssh.hostKeyPolicy = options.acceptNew ? HostKeyPolicy::AcceptNew : HostKeyPolicy::Strict;
        // Like ssh(1) and its -F: an ssh_config fills in what the command line leaves open.
        if (options.sshConfig == QLatin1String("none")) {
            target.ssh.config = SshConfigUse::Ignore;
        } else {
            target.ssh.config = SshConfigUse::Read;
            target.ssh.configFile = options.sshConfig;
        }
        resolved.targets.append(target);
    }
    resolved.records = records;
    return resolved;
}

namespace {

/// An IPv4 or IPv6 address written out: no name of the machine in it.
bool isNumericAddress(const QString &address)
{
    static const QRegularExpression ipv4(QStringLiteral("\\A[0-9]{1,3}(\\.[0-9]{1,3}){3}\\z"));
    return address.contains(QLatin1Char(':')) || ipv4.match(address).hasMatch();
}

/// "10.0.0.11:2222", "[fe80::1]:2222": the address with its port.
QString addressWithPort(const HostRecord &record)
{
    const QString address = record.address.contains(QLatin1Char(':'))
                                ? QStringLiteral("[%1]").arg(record.address)
                                : record.address;
    return QStringLiteral("%1:%2").arg(address).arg(record.port);
}

} // namespace

QString machineName(const HostRecord &record, const std::optional<protocol::HostInventory> &inventory)
{
    if (record.isLocal || !inventory || !inventory->hostname || inventory->hostname->empty())
        return record.name;
    // A name that is the node's own SSH destination came from --host and tells nothing of the
    // machine; one the user chose ("node2", or a host name given as the address) stays.
    QString problem;
    const std::optional<HostSpec> spec = parseHostSpec(record.name, &problem);
    const bool destination
        = spec && spec->address == record.address && spec->port == record.port && spec->user == record.user
          && (record.name.contains(QLatin1Char('@')) || record.name.contains(QLatin1Char(':'))
              || isNumericAddress(record.address));
    if (!destination)
        return record.name;
    return QStringLiteral("%1 (%2)").arg(QString::fromStdString(*inventory->hostname), record.address);
}

Result<QList<std::optional<protocol::HostInventory>>> storedInventories(ResultStore &store,
                                                                        const ResolvedHosts &resolved)
{
    QList<std::optional<protocol::HostInventory>> inventories(resolved.records.size());
    for (qsizetype i = 0; i < resolved.records.size(); ++i) {
        const HostRecord &record = resolved.records.at(i);
        if (record.id <= 0)
            continue;
        auto latest = store.latestInventory(record.id);
        if (!latest)
            return Error{
                latest.error().code,
                QStringLiteral("reading the inventory of %1: %2").arg(record.name, latest.error().detail)};
        if (*latest)
            inventories[i] = (*latest)->inventory;
    }
    return inventories;
}

void nameMachines(ResolvedHosts *resolved, const QList<std::optional<protocol::HostInventory>> &inventories)
{
    // Each name once: two machines may report the same host name, two destinations the same address.
    QStringList names;
    for (qsizetype i = 0; i < resolved->records.size(); ++i)
        names << machineName(resolved->records.at(i), inventories.at(i));
    const QStringList plain = names;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const HostRecord &record = resolved->records.at(i);
        if (plain.count(names.at(i)) > 1 && names.at(i) != record.name)
            names[i] = QStringLiteral("%1 (%2)").arg(QString::fromStdString(*inventories.at(i)->hostname),
                                                     addressWithPort(record));
    }
    const QStringList withPorts = names;
    for (qsizetype i = 0; i < names.size(); ++i)
        resolved->targets[i].name
            = withPorts.count(names.at(i)) > 1 ? resolved->records.at(i).name : names.at(i);
}

namespace {

/// The part of inventoryAndNameRunNodes that inventories: `used` names (by target name) the nodes
/// the run takes part in.
Result<void> inventoryNewNodes(const NodeSelection &selection, ResultStore &store, ResolvedHosts *resolved,
                               QList<std::optional<protocol::HostInventory>> *inventories,
                               const QSet<QString> &used, bool progress)
{
    QList<NodeTarget> targets;
    QList<qsizetype> indexes;
    for (qsizetype i = 0; i < resolved->records.size(); ++i) {
        if (!inventories->at(i) && used.contains(resolved->targets.at(i).name)) {
            indexes.append(i);
            targets.append(resolved->targets.at(i));
        }
    }
    if (targets.isEmpty())
        return {};
    NodeJobOptions jobOptions;
    jobOptions.action = NodeAction::Inventory;
    jobOptions.agents = selection.agents;
    NodeJobCallbacks callbacks;
    NodeProgressPrinter printer(targets);
    if (progress)
        callbacks.progress = [&printer](const NodeProgress &report) {
            printer(report);
        };
    const QList<NodeOutcome> outcomes = runNodeJobs(targets, jobOptions, callbacks);
    for (qsizetype j = 0; j < outcomes.size(); ++j) {
        if (!outcomes.at(j).inventory)
            continue; // the run tries again, and says why the node cannot take part
        HostRecord &record = resolved->records[indexes.at(j)];
        if (auto saved = store.saveNodeInventory(record, *outcomes.at(j).inventory); !saved)
            return Error{
                saved.error().code,
                QStringLiteral("storing the inventory of %1: %2").arg(record.name, saved.error().detail)};
        auto stored = store.hostByName(record.name);
        if (!stored)
            return stored.error();
        if (*stored)
            record.id = (*stored)->id;
        (*inventories)[indexes.at(j)] = *outcomes.at(j).inventory;
    }
    return {};
}

} // namespace

Result<void> inventoryAndNameRunNodes(const NodeSelection &selection, ResultStore &store,
                                      ResolvedHosts *resolved,
                                      QList<std::optional<protocol::HostInventory>> *inventories,
                                      QList<ClusterNode> *nodes, bool progress)
{
    QHash<QString, qsizetype> resolvedIndex;
    for (qsizetype i = 0; i < resolved->targets.size(); ++i)
        resolvedIndex.insert(resolved->targets.at(i).name, i);
    QSet<QString> used;
    for (const ClusterNode &node : std::as_const(*nodes))
        used.insert(node.target.name);
    if (auto done = inventoryNewNodes(selection, store, resolved, inventories, used, progress); !done)
        return done;
    nameMachines(resolved, *inventories);
    for (ClusterNode &node : *nodes) {
        const qsizetype i = resolvedIndex.value(node.target.name, -1);
        if (i < 0)
            continue;
        node.target.name = resolved->targets.at(i).name;
        if (resolved->records.at(i).id > 0)
            node.hostId = resolved->records.at(i).id;
    }
    return {};
}

NodeProgressPrinter::NodeProgressPrinter(const QList<NodeTarget> &targets)
    : m_targets(targets)
    , m_last(targets.size(), {NodeStage::Unknown, -1})
{}

void NodeProgressPrinter::operator()(const NodeProgress &progress)
{
    const std::lock_guard lock(m_mutex);
    const int quarter = progress.bytesTotal > 0 ? int(progress.bytesDone * 4 / progress.bytesTotal) : -1;
    auto &[lastStage, lastQuarter] = m_last[progress.index];
    if (progress.stage == lastStage && quarter == lastQuarter)
        return;
    lastStage = progress.stage;
    lastQuarter = quarter;
    if (progress.stage == NodeStage::Queued || progress.stage == NodeStage::Done
        || progress.stage == NodeStage::Failed)
        return; // the summary says how each node ended
    QString line = QStringLiteral("%1: %2").arg(safeText(m_targets.at(progress.index).name),
                                                nodeStageName(progress.stage));
    if (progress.stage == NodeStage::Uploading && quarter >= 0)
        line += QStringLiteral(" %1 %").arg(quarter * 25);
    printError(line + QLatin1Char('\n'));
}

std::optional<QList<ClusterNode>>
clusterNodesFor(const ResolvedHosts &resolved,
                const QList<std::optional<protocol::HostInventory>> &inventories, bool addressRequired,
                OutputFormat format)
{
    QList<ClusterNode> nodes;
    for (qsizetype i = 0; i < resolved.targets.size(); ++i) {
        const HostRecord &record = resolved.records.at(i);
        auto address = clusterAddressFor(record, inventories.at(i));
        if (!address && addressRequired) {
            printFailure(QStringLiteral("choosing the address of %1").arg(record.name), address.error(),
                         format);
            return std::nullopt;
        }
        nodes.append(ClusterNode{resolved.targets.at(i), address ? *address : QString(),
                                 record.id > 0 ? std::optional<qint64>(record.id) : std::nullopt,
                                 sshDestination(record)});
    }
    return nodes;
}

std::optional<RunMachines> openRunMachines(const QString &databasePath, const NodeSelection &selection,
                                           const std::function<bool(const ResolvedHosts &)> &addressRequired,
                                           OutputFormat format)
{
    auto opened = openSelection(databasePath, selection, format);
    if (!opened)
        return std::nullopt;
    RunMachines machines{std::move(opened->database), std::move(opened->hosts), {}, {}};
    auto inventories = storedInventories(*machines.database, machines.hosts);
    if (!inventories) {
        printFailure(QStringLiteral("reading the inventories"), inventories.error(), format);
        return std::nullopt;
    }
    machines.inventories = std::move(inventories).value();
    nameMachines(&machines.hosts, machines.inventories);
    auto nodes
        = clusterNodesFor(machines.hosts, machines.inventories, addressRequired(machines.hosts), format);
    if (!nodes)
        return std::nullopt;
    machines.nodes = std::move(*nodes);
    return machines;
}

std::optional<OpenedSelection> openSelection(const QString &databasePath, const NodeSelection &selection,
                                             OutputFormat format)
{
    OpenedSelection opened;
    opened.database = openDatabaseOrReport(databasePath, format);
    if (!opened.database)
        return std::nullopt;
    auto resolved = resolveHosts(selection, *opened.database);
    if (!resolved) {
        printFailure(QStringLiteral("choosing the nodes"), resolved.error(), format);
        return std::nullopt;
    }
    opened.hosts = std::move(*resolved);
    return opened;
}

int runNodeCommand(const NodeCommandOptions &options)
{
    const OutputFormat format = options.json ? OutputFormat::Json : OutputFormat::Text;
    auto opened = openSelection(options.databasePath, options.nodes, format);
    if (!opened)
        return ExitFailure;
    const std::unique_ptr<ResultStore> &database = opened->database;
    ResolvedHosts &resolved = opened->hosts;
    const QList<NodeTarget> &targets = resolved.targets;

    NodeJobOptions jobOptions;
    jobOptions.action = options.action;
    jobOptions.agents = options.nodes.agents;
    NodeJobCallbacks callbacks;
    NodeProgressPrinter printer(targets);
    if (!options.json)
        callbacks.progress = [&printer](const NodeProgress &progress) {
            printer(progress);
        };
    QList<NodeOutcome> outcomes = runNodeJobs(targets, jobOptions, callbacks);

    // Stored from this thread only: one database connection, one thread.
    bool allOk = true;
    std::vector<NamedInventory> probed;
    for (qsizetype i = 0; i < outcomes.size(); ++i) {
        NodeOutcome &outcome = outcomes[i];
        const QString &name = targets.at(i).name;
        if (!outcome.error && options.action != NodeAction::Remove) {
            if (auto stored = store(*database, resolved.records.at(i), outcome); !stored) {
                outcome.error = Error{stored.error().code, QStringLiteral("storing the result in %1: %2")
                                                               .arg(database->path(), stored.error().detail)};
                outcome.inventory.reset();
            }
        }
        if (outcome.inventory)
            probed.push_back(NamedInventory{name, *outcome.inventory});
        if (outcome.error) {
            allOk = false;
            // One line, whatever a stored name or the node put into it.
            printError(safeText(QStringLiteral("shardscope-cli: %1: %2 (%3). %4")
                                    .arg(name, outcome.error->detail, errorCodeName(outcome.error->code),
                                         adviceFor(outcome.error->code)))
                       + QLatin1Char('\n'));
        }
    }

    const QList<HealthFinding> findings = probed.empty() ? QList<HealthFinding>() : checkCluster(probed);
    nlohmann::json hosts = nlohmann::json::array();
    QStringList summary;
    for (qsizetype i = 0; i < outcomes.size(); ++i) {
        const NodeOutcome &outcome = outcomes.at(i);
        const QString &name = targets.at(i).name;
        const QString shownName = safeText(name); // a summary line each, whatever an old name holds
        nlohmann::json entry = {{"host", name.toStdString()}, {"elapsed_ms", outcome.elapsed.count()}};
        if (outcome.platform)
            entry["platform"] = platformJson(*outcome.platform);
        if (outcome.deployed)
            entry["agent"] = {{"path", outcome.deployed->remotePath.toStdString()},
                              {"sha256", outcome.deployed->sha256.toStdString()},
                              {"uploaded", outcome.deployed->uploaded}};
        if (outcome.error) {
            entry["error"] = {{"code", errorCodeName(outcome.error->code).toStdString()},
                              {"message", outcome.error->detail.toStdString()}};
            summary << QStringLiteral("%1: failed (%2)").arg(shownName, errorCodeName(outcome.error->code));
        } else if (outcome.inventory) {
            QList<HealthFinding> own;
            for (const HealthFinding &finding : findings)
                if (finding.host == name)
                    own.append(finding);
            nlohmann::json health = nlohmann::json::array();
            for (const HealthFinding &finding : own)
                health.push_back(healthFindingToJson(finding));
            entry["inventory"] = *outcome.inventory;
            entry["health"] = std::move(health);
            const protocol::HostInventory &inv = *outcome.inventory;
            summary << QStringLiteral("%1: %2, %3, %4 NICs, %5 GPUs%6")
                           .arg(shownName, QString::fromStdString(inv.hostname.value_or("unknown host name")),
                                QString::fromStdString(inv.osName.value_or("unknown OS")),
                                QString::number(inv.nics.size()), QString::number(inv.gpus.size()),
                                own.isEmpty() ? QString() : QStringLiteral(", %1 findings").arg(own.size()));
        } else {
            QString line = QStringLiteral("%1: %2").arg(shownName, actionVerb(options.action));
            if (outcome.deployed)
                line += outcome.deployed->uploaded
                            ? QStringLiteral(", agent uploaded to %1").arg(outcome.deployed->remotePath)
                            : QStringLiteral(", agent already there (%1)").arg(outcome.deployed->remotePath);
            summary << line;
        }
        hosts.push_back(std::move(entry));
    }
    if (options.json) {
        nlohmann::json document = {{"hosts", std::move(hosts)}};
        if (options.action == NodeAction::Inventory) {
            nlohmann::json clusterHealth = nlohmann::json::array();
            for (const HealthFinding &finding : findings)
                if (finding.host.isEmpty())
                    clusterHealth.push_back(healthFindingToJson(finding));
            document["cluster_health"] = std::move(clusterHealth);
        }
        printOut(
            QString::fromStdString(document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
            + QLatin1Char('\n'));
    } else {
        printOut(summary.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    }
    return allOk ? ExitSuccess : ExitFailure;
}

} // namespace shardscope::cli
