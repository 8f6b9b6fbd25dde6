#include "app/cli/RemoteInventoryCommand.h"

#include "app/cli/CliOutput.h"
#include "core/inventory/HealthCheck.h"
#include "core/inventory/InventoryDocument.h"
#include "core/ssh/AgentDeployment.h"
#include "core/ssh/SshChannelTransport.h"
#include "core/ssh/SshSession.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Version.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

namespace shardscope::cli {

namespace {

using namespace shardscope::core;

// Connect, start the agent and probe: the probe's worst case is about 30 s on a busy node.
constexpr std::chrono::seconds kRemoteProbeTimeout(90);

struct HostOutcome {
    std::optional<protocol::HostInventory> inventory;
    std::optional<DeployedAgent> deployed; ///< set when this run deployed (or found) the agent
    std::optional<Error> error;
};

HostOutcome inventoryOne(const HostSpec &host, const RemoteInventoryOptions &options)
{
    SshParameters parameters;
    parameters.host = host.address;
    parameters.port = host.port;
    parameters.user = host.user;
    parameters.identityFile = options.identityFile;
    if (!options.knownHostsFile.isEmpty())
        parameters.knownHostsFile = options.knownHostsFile;
    parameters.hostKeyPolicy = options.acceptNew ? HostKeyPolicy::AcceptNew : HostKeyPolicy::Strict;
    // Like ssh(1) and its -F: an ssh_config fills in what the command line leaves open.
    if (options.sshConfig == QLatin1String("none")) {
        parameters.config = SshConfigUse::Ignore;
    } else {
        parameters.config = SshConfigUse::Read;
        parameters.configFile = options.sshConfig;
    }
    HostOutcome outcome;
    auto session = SshSession::connect(parameters);
    if (!session) {
        outcome.error = session.error();
        return outcome;
    }
    QString agentPath = options.remoteAgent;
    if (agentPath.isEmpty()) {
        auto deployed
            = deployAgent(**session, options.localAgent, QString::fromLatin1(protocol::kShardScopeVersion),
                          DeploymentLocation{options.nodeDir});
        if (!deployed) {
            outcome.error = deployed.error();
            return outcome;
        }
        agentPath = deployed->remotePath;
        outcome.deployed = *deployed;
    }
    auto inventory = probeRemoteHost(**session, agentPath, kRemoteProbeTimeout);
    if (!inventory)
        outcome.error = inventory.error();
    else
        outcome.inventory = std::move(inventory).value();
    return outcome;
}

void printErr(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, std::size_t(utf8.size()), stderr);
    std::fflush(stderr);
}

Result<void> store(ResultStore &store, const HostSpec &host, const protocol::HostInventory &inventory)
{
    Transaction transaction(store);
    if (auto begun = transaction.status(); !begun)
        return begun;
    HostRecord record;
    record.name = host.spec;
    record.address = host.address;
    record.port = host.port;
    record.user = host.user;
    auto id = store.upsertHost(record);
    if (!id)
        return id.error();
    if (auto saved = store.saveInventory(*id, inventory); !saved)
        return saved.error();
    return transaction.commit();
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

int runRemoteInventory(const RemoteInventoryOptions &options)
{
    const OutputFormat format = options.json ? OutputFormat::Json : OutputFormat::Text;
    const auto database = openDatabaseOrReport(options.databasePath, format);
    if (!database)
        return ExitFailure;

    // A bounded pool: each worker owns one SSH session at a time; a dead node only ties up one worker.
    std::vector<HostOutcome> outcomes(std::size_t(options.hosts.size()));
    std::atomic<std::size_t> next{0};
    const std::size_t workerCount
        = std::min<std::size_t>(std::size_t(std::max(1, options.parallel)), outcomes.size());
    std::vector<std::thread> workers;
    workers.reserve(workerCount);
    for (std::size_t w = 0; w < workerCount; ++w) {
        workers.emplace_back([&] {
            for (std::size_t i = next++; i < outcomes.size(); i = next++)
                outcomes[i] = inventoryOne(options.hosts.at(qsizetype(i)), options);
        });
    }
    for (std::thread &worker : workers)
        worker.join();

    // Stored from this thread only: one database connection, one thread.
    bool allOk = true;
    std::vector<NamedInventory> probed;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        HostOutcome &outcome = outcomes[i];
        const HostSpec &host = options.hosts.at(qsizetype(i));
        if (outcome.inventory) {
            if (auto stored = store(*database, host, *outcome.inventory); !stored) {
                outcome.error = stored.error();
                outcome.error->detail = QStringLiteral("storing the inventory in %1: %2")
                                            .arg(database->path(), stored.error().detail);
                outcome.inventory.reset();
            } else {
                probed.push_back(NamedInventory{host.spec, *outcome.inventory});
            }
        }
        if (outcome.error) {
            allOk = false;
            QString detail = outcome.error->detail;
            detail.replace(QLatin1Char('\n'), QLatin1Char(' '));
            printErr(
                QStringLiteral("shardscope-cli: %1: %2 (%3). %4\n")
                    .arg(host.spec, detail, errorCodeName(outcome.error->code),
                         outcome.error->code == ErrorCode::HostKeyUnknown
                             ? QStringLiteral("Check the fingerprint, then run again with --accept-new to "
                                              "trust the key.")
                             : adviceFor(outcome.error->code)));
        }
    }

    const QList<HealthFinding> findings = probed.empty() ? QList<HealthFinding>() : checkCluster(probed);
    nlohmann::json hosts = nlohmann::json::array();
    QStringList summary;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const HostOutcome &outcome = outcomes[i];
        const HostSpec &host = options.hosts.at(qsizetype(i));
        nlohmann::json entry = {{"host", host.spec.toStdString()}};
        if (outcome.inventory) {
            QList<HealthFinding> own;
            for (const HealthFinding &finding : findings)
                if (finding.host == host.spec)
                    own.append(finding);
            nlohmann::json health = nlohmann::json::array();
            for (const HealthFinding &finding : own)
                health.push_back(healthFindingToJson(finding));
            entry["inventory"] = *outcome.inventory;
            if (outcome.deployed)
                entry["agent"] = {{"path", outcome.deployed->remotePath.toStdString()},
                                  {"sha256", outcome.deployed->sha256.toStdString()},
                                  {"uploaded", outcome.deployed->uploaded}};
            entry["health"] = std::move(health);
            const protocol::HostInventory &inv = *outcome.inventory;
            summary << QStringLiteral("%1: %2, %3, %4 NICs, %5 GPUs%6")
                           .arg(host.spec, QString::fromStdString(inv.hostname.value_or("unknown host name")),
                                QString::fromStdString(inv.osName.value_or("unknown OS")),
                                QString::number(inv.nics.size()), QString::number(inv.gpus.size()),
                                own.isEmpty() ? QString() : QStringLiteral(", %1 findings").arg(own.size()));
        } else if (outcome.error) {
            entry["error"] = {{"code", errorCodeName(outcome.error->code).toStdString()},
                              {"message", outcome.error->detail.toStdString()}};
            summary << QStringLiteral("%1: failed (%2)").arg(host.spec, errorCodeName(outcome.error->code));
        }
        hosts.push_back(std::move(entry));
    }
    if (options.json) {
        nlohmann::json clusterHealth = nlohmann::json::array();
        for (const HealthFinding &finding : findings)
            if (finding.host.isEmpty())
                clusterHealth.push_back(healthFindingToJson(finding));
        const nlohmann::json document
            = {{"hosts", std::move(hosts)}, {"cluster_health", std::move(clusterHealth)}};
        printOut(
            QString::fromStdString(document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
            + QLatin1Char('\n'));
    } else {
        printOut(summary.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    }
    return allOk ? ExitSuccess : ExitFailure;
}

} // namespace shardscope::cli
