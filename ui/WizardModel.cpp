#include "ui/WizardModel.h"

#include "core/model/HostCheck.h"

#include <QFileInfo>
#include <QSettings>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace shardscope::ui {

namespace {

bool isFinalStage(core::NodeStage stage)
{
    return stage == core::NodeStage::Done || stage == core::NodeStage::Failed
           || stage == core::NodeStage::Cancelled;
}

/// InvalidArgument naming the record and the first problem core::hostRecordProblem() finds in it.
core::Result<void> checkRecord(const core::HostRecord &host)
{
    if (const core::HostProblem problem = core::hostRecordProblem(host); problem != core::HostProblem::None)
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("%1: %2").arg(host.name, core::hostProblemText(problem))};
    return {};
}

} // namespace

bool NodeJobState::running() const
{
    return action != core::NodeAction::Unknown && stage != core::NodeStage::Unknown && !isFinalStage(stage);
}

QString WizardModel::localHostName()
{
    return core::localHostName();
}

QDateTime WizardModel::inventoryTimeUtc(const protocol::HostInventory &inventory)
{
    QDateTime time = QDateTime::fromString(QString::fromStdString(inventory.probedAtUtc), Qt::ISODate);
    return time.isValid() ? time.toUTC() : QDateTime::currentDateTimeUtc();
}

WizardModel::WizardModel(QObject *parent)
    : QObject(parent)
{
    m_inference.model = protocol::presetModelShape("llama-3.1-8b").value_or(protocol::ModelShape{});
}

WizardModel::~WizardModel() = default;

core::Result<void> WizardModel::openStore(const QString &path)
{
    m_databasePath = path;
    m_store.reset();
    m_storeError.reset();
    auto opened = core::ResultStore::open(path);
    if (!opened && QFileInfo::exists(path)) {
        // Writing is impossible: the history can still be read, as `shardscope-cli runs` does.
        if (auto readable = core::ResultStore::open(path, core::StoreAccess::Read))
            opened = std::move(readable);
    }
    if (!opened) {
        m_storeError = opened.error();
        return opened.error();
    }
    m_store = std::move(opened).value();
    loadStoredHosts();
    return {};
}

void WizardModel::loadStoredHosts()
{
    auto stored = m_store->hosts();
    if (!stored) {
        setLastError(stored.error());
        return;
    }
    QList<core::HostRecord> records = std::move(stored).value();
    // "This computer" first, the nodes in the order they were added.
    std::stable_partition(records.begin(), records.end(),
                          [](const core::HostRecord &record) { return record.isLocal; });
    m_hosts.clear();
    for (const core::HostRecord &record : std::as_const(records)) {
        HostEntry entry;
        entry.record = record;
        loadLatestInventory(entry);
        m_hosts.append(entry);
    }
    Q_EMIT hostsChanged();
    updateFindings();
}

void WizardModel::loadLatestInventory(HostEntry &entry)
{
    auto stored = m_store->latestInventory(entry.record.id);
    if (!stored) {
        setLastError(stored.error());
    } else if (stored->has_value()) {
        entry.inventory = (*stored)->inventory;
        entry.probedAtUtc = (*stored)->probedAtUtc;
        entry.state = InventoryState::Stored;
    }
}

int WizardModel::indexOfHost(const QString &name) const
{
    for (qsizetype i = 0; i < m_hosts.size(); ++i) {
        if (m_hosts.at(i).record.name == name)
            return int(i);
    }
    return -1;
}

int WizardModel::ensureLocalHost()
{
    const int row = indexOfHost(localHostName());
    if (row >= 0)
        return row;

    HostEntry entry;
    entry.record.name = localHostName();
    entry.record.isLocal = true;
    if (m_store) {
        auto id = m_store->upsertHost(entry.record);
        if (id) {
            entry.record.id = *id;
            loadLatestInventory(entry);
        } else {
            setLastError(id.error());
        }
    }
    // Always the first row, above the nodes.
    m_hosts.prepend(entry);
    Q_EMIT hostsChanged();
    updateFindings();
    return 0;
}

core::Result<int> WizardModel::addHost(const core::HostRecord &record)
{
    core::HostRecord host = record;
    host.id = 0;
    host.isLocal = false;
    if (auto checked = checkRecord(host); !checked)
        return checked.error();
    if (indexOfHost(host.name) >= 0)
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("the name %1 is already taken").arg(host.name)};
    if (m_store) {
        // Never upsert here: a node of this name that the CLI or another window added meanwhile
        // would be overwritten.
        auto id = m_store->insertHost(host);
        if (!id)
            return takenMeanwhile(host.name).value_or(id.error());
        host.id = *id;
    }
    HostEntry entry;
    entry.record = host;
    m_hosts.append(entry);
    Q_EMIT hostsChanged();
    return int(m_hosts.size() - 1);
}

std::optional<core::Error> WizardModel::takenMeanwhile(const QString &name)
{
    auto stored = m_store->hostByName(name);
    if (!stored || !stored->has_value())
        return std::nullopt;
    // Show the other one: the list is the database's again, and the user sees what took the name.
    HostEntry entry;
    entry.record = **stored;
    loadLatestInventory(entry);
    m_hosts.append(entry);
    Q_EMIT hostsChanged();
    updateFindings();
    return core::Error{core::ErrorCode::InvalidArgument,
                       QStringLiteral("the name %1 is already taken: the command line or another "
                                      "ShardScope window added a machine of that name meanwhile")
                           .arg(name)};
}

core::Result<void> WizardModel::updateHost(int row, const core::HostRecord &record)
{
    if (row < 0 || row >= m_hosts.size())
        return core::Error{core::ErrorCode::InvalidArgument, QStringLiteral("no such host")};
    HostEntry &entry = m_hosts[row];
    core::HostRecord host = record;
    host.id = entry.record.id;
    host.isLocal = entry.record.isLocal;
    if (host.isLocal)
        host.name = entry.record.name; // the local machine's name is a database key
    if (auto checked = checkRecord(host); !checked)
        return checked.error();
    const int other = indexOfHost(host.name);
    if (other >= 0 && other != row)
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("the name %1 is already taken").arg(host.name)};
    if (m_store) {
        if (host.id != 0) {
            if (auto updated = m_store->updateHost(host); !updated)
                return updated.error();
        } else {
            auto id = m_store->insertHost(host);
            if (!id)
                return id.error();
            host.id = *id;
        }
    }
    const bool sameMachine = host.address == entry.record.address && host.port == entry.record.port
                             && host.user == entry.record.user;
    entry.record = host;
    if (!sameMachine) {
        // Another address may be another machine: what a job found out no longer applies, and
        // the old machine's inventory must not be shown for it nor feed the health findings.
        entry.job = NodeJobState();
        entry.agent = AgentState::Unknown;
        entry.inventory.reset();
        entry.probedAtUtc = QDateTime();
        entry.state = InventoryState::NotProbed;
        entry.lastError.reset();
    }
    Q_EMIT hostChanged(row);
    updateFindings();
    return {};
}

core::Result<void> WizardModel::removeHost(int row)
{
    if (row < 0 || row >= m_hosts.size())
        return core::Error{core::ErrorCode::InvalidArgument, QStringLiteral("no such host")};
    const HostEntry &entry = m_hosts.at(row);
    if (entry.record.isLocal)
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("this computer cannot be removed")};
    if (m_store && entry.record.id != 0) {
        if (auto removed = m_store->removeHost(entry.record.id); !removed)
            return removed.error();
    }
    m_hosts.removeAt(row);
    Q_EMIT hostsChanged();
    updateFindings();
    return {};
}

QList<int> WizardModel::nodeRows() const
{
    QList<int> rows;
    for (qsizetype i = 0; i < m_hosts.size(); ++i) {
        if (!m_hosts.at(i).record.isLocal)
            rows.append(int(i));
    }
    return rows;
}

int WizardModel::indexOfHostId(qint64 id) const
{
    if (id == 0)
        return -1;
    for (qsizetype i = 0; i < m_hosts.size(); ++i) {
        if (m_hosts.at(i).record.id == id)
            return int(i);
    }
    return -1;
}

core::NodeTarget WizardModel::nodeTarget(int row) const
{
    if (row < 0 || row >= m_hosts.size())
        return {};
    core::NodeTarget target = core::nodeTargetFor(m_hosts.at(row).record);
    target.ssh.knownHostsFile = m_sshSettings.knownHostsFile;
    target.ssh.config = m_sshSettings.config;
    target.ssh.configFile = m_sshSettings.configFile;
    target.ssh.connectTimeout = m_sshSettings.connectTimeout;
    return target;
}

QList<core::NodeTarget> WizardModel::nodeTargets(const QList<int> &rows) const
{
    QList<core::NodeTarget> targets;
    targets.reserve(rows.size());
    for (int row : rows)
        targets.append(nodeTarget(row));
    return targets;
}

core::NodeJobOptions WizardModel::nodeJobOptions(core::NodeAction action) const
{
    core::NodeJobOptions options;
    options.action = action;
    options.agents.localAgentPath = m_agentPath;
    options.agents.location = m_deploymentLocation;
    return options;
}

void WizardModel::setNodeProgress(int row, core::NodeAction action, const core::NodeProgress &progress)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    HostEntry &entry = m_hosts[row];
    NodeJobState &job = entry.job;
    if (progress.stage == core::NodeStage::Queued || job.action != action) {
        job = NodeJobState();
        job.action = action;
        if (action == core::NodeAction::Inventory) {
            entry.state = InventoryState::Probing;
            entry.lastError.reset();
        }
    }
    job.stage = progress.stage;
    if (progress.stage == core::NodeStage::Uploading || progress.stage == core::NodeStage::Verifying) {
        job.bytesDone = progress.bytesDone;
        job.bytesTotal = progress.bytesTotal;
    }
    Q_EMIT hostChanged(row);
}

void WizardModel::setNodeFinished(int row, core::NodeAction action, const core::NodeOutcome &outcome)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    HostEntry &entry = m_hosts[row];
    NodeJobState &job = entry.job;
    job.action = action;
    job.error = outcome.error;
    if (!outcome.error)
        job.stage = core::NodeStage::Done;
    else
        job.stage = outcome.error->code == core::ErrorCode::Cancelled ? core::NodeStage::Cancelled
                                                                      : core::NodeStage::Failed;
    if (outcome.platform)
        job.platform = outcome.platform;
    job.uploaded = outcome.deployed && outcome.deployed->uploaded;
    if (outcome.deployed)
        entry.agent = AgentState::Deployed;
    else if (action == core::NodeAction::Remove && !outcome.error)
        entry.agent = AgentState::Removed;

    if (action != core::NodeAction::Inventory) {
        Q_EMIT hostChanged(row);
        return;
    }
    if (outcome.inventory)
        setInventory(row, *outcome.inventory, inventoryTimeUtc(*outcome.inventory));
    else
        setProbeFailed(row, outcome.error.value_or(core::Error{core::ErrorCode::Unknown, QString()}));
}

void WizardModel::setProbing(int row)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    m_hosts[row].state = InventoryState::Probing;
    m_hosts[row].lastError.reset();
    Q_EMIT hostChanged(row);
}

void WizardModel::setInventory(int row, const protocol::HostInventory &inventory,
                               const QDateTime &probedAtUtc)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    HostEntry &entry = m_hosts[row];
    entry.inventory = inventory;
    entry.probedAtUtc = probedAtUtc;
    entry.state = InventoryState::Probed;
    entry.lastError.reset();

    if (m_store && entry.record.isLocal) {
        // The same single transaction as shardscope-cli: host and inventory, or neither.
        auto saved = m_store->saveLocalInventory(inventory);
        if (!saved) {
            setLastError(saved.error());
        } else if (entry.record.id == 0) {
            auto stored = m_store->hostByName(entry.record.name);
            if (stored && stored->has_value())
                entry.record.id = (*stored)->id;
        }
    } else if (m_store) {
        // Likewise for a node: host and inventory in one transaction.
        auto saved = m_store->saveNodeInventory(entry.record, inventory);
        if (!saved) {
            setLastError(saved.error());
        } else if (entry.record.id == 0) {
            auto stored = m_store->hostByName(entry.record.name);
            if (stored && stored->has_value())
                entry.record.id = (*stored)->id;
        }
    }
    Q_EMIT hostChanged(row);
    updateFindings();
}

void WizardModel::setProbeFailed(int row, const core::Error &error)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    HostEntry &entry = m_hosts[row];
    entry.state
        = error.code == core::ErrorCode::Cancelled ? InventoryState::Cancelled : InventoryState::Failed;
    entry.lastError = error;
    Q_EMIT hostChanged(row);
}

void WizardModel::setInferenceSettings(const InferenceSettings &settings)
{
    if (settings == m_inference)
        return;
    m_inference = settings;
    Q_EMIT inferenceSettingsChanged();
}

void WizardModel::setResultsRunId(qint64 runId)
{
    if (runId == m_resultsRunId)
        return;
    m_resultsRunId = runId;
    Q_EMIT resultsRunChanged(runId);
}

namespace {

// QSettings keys. Lists are stored as comma-separated text: INI files and the registry read those
// back the same way, whereas a QVariantList of numbers comes back as strings on some backends.
const QString kModelKey = QStringLiteral("inference/model");
const QString kDtypeKey = QStringLiteral("inference/dtype");
const QString kBackendKey = QStringLiteral("inference/backend");
const QString kUsageKey = QStringLiteral("inference/usage");
const QString kTtftKey = QStringLiteral("inference/ttftTargetMs");
const QString kTpotKey = QStringLiteral("inference/tpotTargetMs");
const QString kPromptKey = QStringLiteral("inference/promptTokens");
const QString kGenerateKey = QStringLiteral("inference/generateTokens");
const QString kConcurrenciesKey = QStringLiteral("inference/concurrencies");
const QString kLayoutsKey = QStringLiteral("inference/layouts");
const QString kNodesKey = QStringLiteral("inference/nodes");
const QString kNodeSetsKey = QStringLiteral("inference/nodeSets");
const QString kThreadsKey = QStringLiteral("inference/threads");
const QString kLayoutsChosenKey = QStringLiteral("inference/layoutsChosen");
const QString kWarmupKey = QStringLiteral("inference/warmupSteps");
const QString kPrefillsKey = QStringLiteral("inference/prefills");
const QString kSeedKey = QStringLiteral("inference/seed");
const QString kKnownHostsKey = QStringLiteral("ssh/knownHostsFile");
const QString kSshConfigKey = QStringLiteral("ssh/config");
const QString kSshConfigFileKey = QStringLiteral("ssh/configFile");
const QString kConnectTimeoutKey = QStringLiteral("ssh/connectTimeoutSeconds");

std::optional<std::uint32_t> readCount(const QSettings &settings, const QString &key, std::uint32_t min,
                                       std::uint32_t max)
{
    bool ok = false;
    const uint value = settings.value(key).toString().toUInt(&ok);
    if (!ok || value < min || value > max)
        return std::nullopt;
    return std::uint32_t(value);
}

std::optional<double> readPositive(const QSettings &settings, const QString &key)
{
    bool ok = false;
    const double value = settings.value(key).toString().toDouble(&ok);
    if (!ok || !(value > 0) || !std::isfinite(value))
        return std::nullopt;
    return value;
}

QString joined(const QStringList &words)
{
    return words.join(QLatin1Char(','));
}

QStringList splitWords(const QString &text)
{
    QStringList words;
    for (const QString &word : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        words << word.trimmed();
    return words;
}

} // namespace

void WizardModel::saveSettings(QSettings &settings) const
{
    const InferenceSettings &s = m_inference;
    settings.setValue(kModelKey, QString::fromStdString(nlohmann::json(s.model).dump()));
    settings.setValue(kDtypeKey, QString::fromStdString(protocol::toString(s.dtype)));
    settings.setValue(kBackendKey, QString::fromStdString(protocol::toString(s.backend)));
    settings.setValue(kUsageKey, core::usagePatternName(s.goal.usage));
    if (s.goal.ttftTargetMs)
        settings.setValue(kTtftKey, QString::number(*s.goal.ttftTargetMs));
    else
        settings.remove(kTtftKey);
    if (s.goal.tpotTargetMs)
        settings.setValue(kTpotKey, QString::number(*s.goal.tpotTargetMs));
    else
        settings.remove(kTpotKey);
    settings.setValue(kPromptKey, QString::number(s.promptTokens));
    settings.setValue(kGenerateKey, QString::number(s.generateTokens));
    QStringList concurrencies;
    for (std::uint32_t concurrency : s.concurrencies)
        concurrencies << QString::number(concurrency);
    settings.setValue(kConcurrenciesKey, joined(concurrencies));
    QStringList layouts;
    for (protocol::BenchLayout layout : s.layouts)
        layouts << QString::fromStdString(protocol::toString(layout));
    settings.setValue(kLayoutsKey, joined(layouts));
    settings.setValue(kLayoutsChosenKey, s.layoutsChosen ? QStringLiteral("true") : QStringLiteral("false"));
    // The last cluster: QStringList survives names with commas, unlike the lists above.
    settings.setValue(kNodesKey, s.nodeNames);
    // A list of lists has no portable QSettings form: JSON text (names may hold any character).
    nlohmann::json sets = nlohmann::json::array();
    for (const QStringList &set : s.nodeSets) {
        nlohmann::json names = nlohmann::json::array();
        for (const QString &name : set)
            names.push_back(name.toStdString());
        sets.push_back(std::move(names));
    }
    settings.setValue(kNodeSetsKey, QString::fromStdString(sets.dump()));
    settings.setValue(kThreadsKey, QString::number(s.threads));
    settings.setValue(kWarmupKey, QString::number(s.warmupSteps));
    settings.setValue(kPrefillsKey, QString::number(s.prefills));
    settings.setValue(kSeedKey, QString::number(s.seed));

    settings.setValue(kKnownHostsKey, m_sshSettings.knownHostsFile);
    settings.setValue(kSshConfigKey, m_sshSettings.config == core::SshConfigUse::Ignore
                                         ? QStringLiteral("ignore")
                                         : QStringLiteral("read"));
    settings.setValue(kSshConfigFileKey, m_sshSettings.configFile);
    settings.setValue(kConnectTimeoutKey, QString::number(m_sshSettings.connectTimeout.count()));
}

void WizardModel::loadSettings(QSettings &settings)
{
    InferenceSettings s = m_inference;
    if (settings.contains(kModelKey)) {
        // The agent's own strict parser: a stored shape it would refuse is not taken.
        const nlohmann::json json
            = nlohmann::json::parse(settings.value(kModelKey).toString().toStdString(), nullptr, false);
        if (!json.is_discarded()) {
            if (auto shape = protocol::parseModelShape(json))
                s.model = *shape;
        }
    }
    if (const protocol::DType dtype
        = protocol::dtypeFromString(settings.value(kDtypeKey).toString().toStdString());
        dtype != protocol::DType::Unknown)
        s.dtype = dtype;
    if (const protocol::BenchBackend backend
        = protocol::benchBackendFromString(settings.value(kBackendKey).toString().toStdString());
        backend != protocol::BenchBackend::Unknown)
        s.backend = backend;
    if (const core::UsagePattern usage = core::usagePatternFromName(settings.value(kUsageKey).toString());
        usage != core::UsagePattern::Unknown)
        s.goal.usage = usage;
    s.goal.ttftTargetMs = readPositive(settings, kTtftKey);
    s.goal.tpotTargetMs = readPositive(settings, kTpotKey);
    const std::optional<std::uint32_t> prompt = readCount(settings, kPromptKey, 1, protocol::kMaxBenchTokens);
    const std::optional<std::uint32_t> generate
        = readCount(settings, kGenerateKey, 2, protocol::kMaxBenchTokens);
    if (prompt && generate && *prompt + *generate <= protocol::kMaxBenchTokens) {
        s.promptTokens = *prompt;
        s.generateTokens = *generate;
    }
    if (settings.contains(kConcurrenciesKey)) {
        QList<std::uint32_t> concurrencies;
        bool valid = true;
        for (const QString &word : splitWords(settings.value(kConcurrenciesKey).toString())) {
            bool ok = false;
            const uint value = word.toUInt(&ok);
            valid = valid && ok && value >= 1 && value <= protocol::kMaxBenchConcurrency;
            concurrencies << std::uint32_t(value);
        }
        if (valid && !concurrencies.isEmpty())
            s.concurrencies = concurrencies;
    }
    if (settings.contains(kLayoutsKey)) {
        QList<protocol::BenchLayout> layouts;
        bool valid = true;
        for (const QString &word : splitWords(settings.value(kLayoutsKey).toString())) {
            const protocol::BenchLayout layout = protocol::benchLayoutFromString(word.toStdString());
            valid = valid && layout != protocol::BenchLayout::Unknown;
            layouts << layout;
        }
        if (valid) // empty is a choice: only the baseline
            s.layouts = layouts;
    }
    if (const QString chosen = settings.value(kLayoutsChosenKey).toString(); chosen == QLatin1String("true"))
        s.layoutsChosen = true;
    else if (chosen == QLatin1String("false"))
        s.layoutsChosen = false;
    if (settings.contains(kNodesKey))
        s.nodeNames = settings.value(kNodesKey).toStringList();
    if (!settings.contains(kNodeSetsKey)) { // settings from before node sets: all machines
        s.nodeSets.clear();
    } else {
        const nlohmann::json json
            = nlohmann::json::parse(settings.value(kNodeSetsKey).toString().toStdString(), nullptr, false);
        QList<QStringList> sets;
        bool valid = json.is_array();
        for (const nlohmann::json &set : valid ? json : nlohmann::json::array()) {
            QStringList names;
            valid = valid && set.is_array();
            for (const nlohmann::json &name : valid ? set : nlohmann::json::array()) {
                valid = valid && name.is_string();
                if (valid)
                    names << QString::fromStdString(name.get<std::string>());
            }
            sets << names;
        }
        if (valid)
            s.nodeSets = sets;
    }
    if (const std::optional<std::uint32_t> threads = readCount(settings, kThreadsKey, 0, 4096))
        s.threads = *threads;
    if (const std::optional<std::uint32_t> warmup
        = readCount(settings, kWarmupKey, 0, std::numeric_limits<std::uint32_t>::max())) {
        // The agent's own check knows the limit: a count it would refuse is not taken.
        protocol::BenchWorkload workload;
        workload.warmupSteps = *warmup;
        if (protocol::workloadProblem(workload).ok())
            s.warmupSteps = *warmup;
    }
    if (const std::optional<std::uint32_t> prefills
        = readCount(settings, kPrefillsKey, 1, protocol::kMaxBenchPrefills))
        s.prefills = *prefills;
    if (settings.contains(kSeedKey)) {
        bool ok = false;
        const qulonglong seed = settings.value(kSeedKey).toString().toULongLong(&ok);
        if (ok)
            s.seed = seed;
    }
    setInferenceSettings(s);

    if (settings.contains(kKnownHostsKey) && !settings.value(kKnownHostsKey).toString().isEmpty())
        m_sshSettings.knownHostsFile = settings.value(kKnownHostsKey).toString();
    const QString config = settings.value(kSshConfigKey).toString();
    if (config == QLatin1String("ignore"))
        m_sshSettings.config = core::SshConfigUse::Ignore;
    else if (config == QLatin1String("read"))
        m_sshSettings.config = core::SshConfigUse::Read;
    if (settings.contains(kSshConfigFileKey))
        m_sshSettings.configFile = settings.value(kSshConfigFileKey).toString();
    if (const std::optional<std::uint32_t> timeout = readCount(settings, kConnectTimeoutKey, 1, 600))
        m_sshSettings.connectTimeout = std::chrono::seconds(*timeout);
}

void WizardModel::clearLastError()
{
    if (!m_lastError)
        return;
    m_lastError.reset();
    Q_EMIT lastErrorChanged();
}

void WizardModel::setLastError(const core::Error &error)
{
    m_lastError = error;
    Q_EMIT lastErrorChanged();
}

void WizardModel::updateFindings()
{
    // This computer takes part only when there is no other machine (benchCandidates): a mismatch
    // between it and the nodes (its MTU, its driver) says nothing about the cluster then. Its own
    // findings (Wi-Fi, a slow link) are still worth showing.
    std::vector<core::NamedInventory> remote;
    std::optional<core::NamedInventory> local;
    for (const HostEntry &entry : std::as_const(m_hosts)) {
        if (!entry.inventory)
            continue;
        if (entry.record.isLocal)
            local = core::NamedInventory{entry.record.name, *entry.inventory};
        else
            remote.push_back({entry.record.name, *entry.inventory});
    }
    m_findings.clear();
    if (local)
        m_findings = remote.empty() ? core::checkCluster({*local}) : core::checkHost(*local);
    if (!remote.empty())
        m_findings += core::checkCluster(remote);
    Q_EMIT findingsChanged();
}

} // namespace shardscope::ui
