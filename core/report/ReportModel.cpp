#include "core/report/ReportModel.h"
#include "core/SafeText.h"

#include "core/analysis/BenchMetrics.h"
#include "core/analysis/LinkWarnings.h"

#include <QLocale>
#include <QSaveFile>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <variant>

namespace shardscope::core {

namespace {

Error invalid(const QString &detail)
{
    return Error{ErrorCode::InvalidArgument, detail};
}

/// The end of a run for "at the time of the run": when it finished, or now for one still marked
/// running (it may have crashed; nothing stored later can be from before it anyway).
QDateTime runEndUtc(const RunRecord &run)
{
    return run.finishedAtUtc.isValid() ? run.finishedAtUtc : QDateTime::currentDateTimeUtc();
}

/// Is this end of a link pair the report's node `node`? By host id when both have one (a host may
/// have been renamed since), else by name.
bool sameNode(const ReportNode &node, const QString &name, const std::optional<qint64> &hostId)
{
    if (node.hostId && hostId)
        return *node.hostId == *hostId;
    return node.name == name;
}

/// The index of the report node an end of a pair is, or -1.
int nodeIndex(const QList<ReportNode> &nodes, const QString &name, const std::optional<qint64> &hostId)
{
    for (int i = 0; i < int(nodes.size()); ++i)
        if (sameNode(nodes.at(i), name, hostId))
            return i;
    return -1;
}

/// The pairs of a link run between the report's nodes, and whether the complete ones among them
/// measured every unordered pair of nodes (the client measures both directions, so one order is
/// enough).
struct Coverage {
    QList<StoredLinkPair> pairs;
    bool complete = false;
};

Coverage coverage(const QList<ReportNode> &nodes, const QList<StoredLinkPair> &pairs)
{
    Coverage result;
    QSet<QPair<int, int>> measured;
    for (const StoredLinkPair &pair : pairs) {
        const int client = nodeIndex(nodes, pair.clientName, pair.clientHostId);
        const int server = nodeIndex(nodes, pair.serverName, pair.serverHostId);
        if (client < 0 || server < 0 || client == server)
            continue;
        result.pairs.append(pair);
        if (pair.status == RunStatus::Complete && pair.report)
            measured.insert({std::min(client, server), std::max(client, server)});
    }
    const int count = int(nodes.size());
    result.complete = count >= 2 && measured.size() == count * (count - 1) / 2;
    return result;
}

/// The stored host a plan node is: by its host id when the plan has one, by name only for a plan
/// node without an id. A host removed since the run is not looked up by name: a host added later
/// under the same name may be another machine, and its inventory would give the run wrong memory
/// figures (the node is reported as no longer stored instead). nullopt when none is found.
std::optional<HostRecord> storedHost(const QList<HostRecord> &hosts, const ClusterNode &node)
{
    for (const HostRecord &host : hosts) {
        if (node.hostId ? host.id == *node.hostId : host.name == node.target.name)
            return host;
    }
    return std::nullopt;
}

Result<QList<ReportNode>> reportNodes(ResultStore &store, const ReportModel &report,
                                      QList<ReportWarning> *warnings)
{
    auto hosts = store.hosts();
    if (!hosts)
        return hosts.error();
    const QDateTime end = runEndUtc(report.run);
    QList<ReportNode> nodes;
    for (const ClusterNode &planNode : report.plan.nodes) {
        ReportNode node;
        node.name = planNode.target.name;
        node.hostId = planNode.hostId;
        node.memory.name = node.name;
        const std::optional<HostRecord> host = storedHost(*hosts, planNode);
        if (!host) {
            warnings->append({ReportWarningCode::HostNotStored, node.name, {}, {}});
            nodes.append(std::move(node));
            continue;
        }
        auto inventory = store.inventoryAt(host->id, end);
        if (!inventory)
            return inventory.error();
        if (!inventory->has_value()) {
            // Better a later inventory, said so, than none: the hardware rarely changes.
            inventory = store.latestInventory(host->id);
            if (!inventory)
                return inventory.error();
            if (inventory->has_value())
                warnings->append({ReportWarningCode::InventoryAfterRun,
                                  node.name,
                                  (*inventory)->probedAtUtc.toUTC().toString(Qt::ISODate),
                                  {}});
        }
        if (inventory->has_value()) {
            node.inventory = (*inventory)->inventory;
            node.memory = nodeMemory(node.name, *node.inventory, report.plan.backend);
        } else {
            warnings->append({ReportWarningCode::NoInventory, node.name, {}, {}});
        }
        if (node.inventory && node.memory.bytes == 0)
            warnings->append({ReportWarningCode::NoMemoryFigure,
                              node.name,
                              qs(protocol::toString(report.plan.backend)),
                              {}});
        nodes.append(std::move(node));
    }
    return nodes;
}

/// Picks the link run (see ReportModel::linkRun) and the slowest pair's link model.
Result<void> findLinkRun(ResultStore &store, ReportModel &report)
{
    if (report.nodes.size() < 2)
        return {};
    auto linkRuns = store.runs(kLinkRun.nameText());
    if (!linkRuns)
        return linkRuns.error();
    const QDateTime end = runEndUtc(report.run);
    for (const RunRecord &linkRun : *linkRuns) { // newest first
        if (linkRun.startedAtUtc > end)
            continue;
        auto pairs = store.linkPairs(linkRun.id);
        if (!pairs)
            return pairs.error();
        Coverage covered = coverage(report.nodes, *pairs);
        if (!covered.complete)
            continue;
        report.linkRun = linkRun;
        report.linkPairs = std::move(covered.pairs);
        break;
    }
    QStringList names;
    for (const ReportNode &node : report.nodes)
        names.append(node.name);
    if (!report.linkRun) {
        report.warnings.append({ReportWarningCode::NoLinkTest, names.join(QStringLiteral(", ")), {}, {}});
        return {};
    }

    bool modelMissing = false;
    report.link = worstLinkModel(report.linkPairs, &modelMissing);
    const QString linkRunId = QString::number(report.linkRun->id);
    if (modelMissing)
        report.warnings.append({ReportWarningCode::LinkFiguresMissing, linkRunId, {}, {}});
    if (report.linkRun->status != RunStatus::Complete)
        report.warnings.append(
            {ReportWarningCode::LinkRunIncomplete, linkRunId, runStatusName(report.linkRun->status), {}});

    // Figures a reader should doubt: traffic that never left a machine, loss, interface errors.
    for (const StoredLinkPair &pair : report.linkPairs) {
        if (pair.status != RunStatus::Complete || !pair.report)
            continue;
        const QString subject = QStringLiteral("%1 ↔ %2").arg(pair.clientName, pair.serverName);
        for (const LinkWarning &warning : linkWarnings(*pair.report)) {
            ReportWarningCode code = ReportWarningCode::Unknown;
            if (warning.code == LinkWarningCode::SameHost)
                code = ReportWarningCode::LinkSameHost;
            else if (warning.code == LinkWarningCode::Loss)
                code = ReportWarningCode::LinkLoss;
            else if (warning.code == LinkWarningCode::InterfaceErrors)
                code = ReportWarningCode::LinkInterfaceErrors;
            if (code != ReportWarningCode::Unknown)
                report.warnings.append({code, subject, {}, warning.detail});
        }
    }
    return {};
}

/// Picks the setup check (see ReportModel::setupCheckRun) and its findings about the run's nodes.
Result<void> findSetupCheck(ResultStore &store, ReportModel &report)
{
    QStringList names;
    for (const ReportNode &node : report.nodes)
        names.append(node.name);
    auto checks = store.runs(kSetupCheckRun.nameText());
    if (!checks)
        return checks.error();
    const QDateTime end = runEndUtc(report.run);
    for (const RunRecord &check : *checks) { // newest first
        // A check cancelled or cut short part way may lack what a whole one found: passed over.
        // A failed one counts where it checked every machine of this run (another one failed).
        if (check.startedAtUtc > end
            || (check.status != RunStatus::Complete && check.status != RunStatus::Failed))
            continue;
        auto stored = store.setupCheck(check.id);
        if (!stored)
            return stored.error();
        if (!stored->has_value())
            continue;
        // A check a later ShardScope wrote that this one cannot read is passed over, not an error.
        auto record = setupCheckRecordFromJson((*stored)->resultJson);
        if (!record)
            continue;
        const auto among = [&](const QString &name) {
            return record->machines.contains(name);
        };
        if (!std::all_of(names.begin(), names.end(), among))
            continue;
        report.setupCheckRun = check;
        report.setupFindings = findingsAmong(*record, names);
        return {};
    }
    if (names.size() >= 2)
        report.warnings.append({ReportWarningCode::NoSetupCheck, names.join(QStringLiteral(", ")), {}, {}});
    return {};
}

/// A warning about one result: its layout, concurrency and nodes.
ReportWarning resultWarning(ReportWarningCode code, const StoredBenchResult &result, const QString &value,
                            const QString &detail)
{
    ReportWarning warning{code, result.nodeNames.join(QStringLiteral(", ")), value, detail};
    warning.layout = result.layout;
    warning.concurrency = result.concurrency;
    return warning;
}

void addResultWarnings(ReportModel &report)
{
    switch (report.run.status) {
    case RunStatus::Complete:
        break;
    case RunStatus::Running:
        report.warnings.append({ReportWarningCode::RunStillRunning, {}, {}, {}});
        break;
    case RunStatus::Failed:
        report.warnings.append({ReportWarningCode::RunFailed, {}, {}, report.run.error});
        break;
    case RunStatus::Cancelled:
        report.warnings.append({ReportWarningCode::RunCancelled, {}, {}, {}});
        break;
    case RunStatus::Interrupted:
        report.warnings.append({ReportWarningCode::RunInterrupted, {}, {}, report.run.error});
        break;
    case RunStatus::Unknown:
        break;
    }
    for (const StoredBenchResult &result : report.results) {
        if (result.status != RunStatus::Complete) {
            QString detail = result.error;
            if (!result.errorCode.isEmpty())
                detail += (detail.isEmpty() ? QString() : QStringLiteral(" "))
                          + QStringLiteral("(%1)").arg(result.errorCode);
            report.warnings.append(resultWarning(ReportWarningCode::ResultNotComplete, result,
                                                 runStatusName(result.status), detail));
            continue;
        }
        // Stored runs above the roofline are failed with this message already; a complete one
        // would come from an older version that did not check.
        if (const std::optional<Error> above = benchRooflineError(result.summary))
            report.warnings.append(
                resultWarning(ReportWarningCode::AboveRoofline, result, {}, above->detail));
    }
}

/// The verdict, then the what-if of the split it compares (two passes: which split is best is the
/// verdict's decision, and the verdict weighs the what-if).
void decide(ReportModel &report)
{
    VerdictInput input;
    input.goal = report.plan.goal;
    input.results = report.results;
    input.fit = report.fit;
    report.verdict = decideVerdict(input);

    std::optional<LayoutFigures> split = report.verdict.bestSplit;
    if (!split && report.verdict.chosen
        && (report.verdict.chosen->layout == protocol::BenchLayout::TensorParallel
            || report.verdict.chosen->layout == protocol::BenchLayout::PipelineParallel))
        split = report.verdict.chosen;
    if (split && report.link) {
        for (const StoredBenchResult &result : report.results) {
            if (result.id != split->resultId)
                continue;
            // The split's own links: with node sets, a split over 2 of 3 nodes never crossed the
            // third node's link. Pair ends are matched as coverage() matched them (by host id
            // when both have one: a host may have been renamed since the link test).
            QSet<int> splitNodes;
            for (qsizetype i = 0; i < result.nodeNames.size(); ++i) {
                const qint64 hostId = result.hostIds.value(i);
                splitNodes.insert(nodeIndex(report.nodes, result.nodeNames.at(i),
                                            hostId > 0 ? std::optional<qint64>(hostId) : std::nullopt));
            }
            QList<StoredLinkPair> pairs;
            for (const StoredLinkPair &pair : report.linkPairs)
                if (splitNodes.contains(nodeIndex(report.nodes, pair.clientName, pair.clientHostId))
                    && splitNodes.contains(nodeIndex(report.nodes, pair.serverName, pair.serverHostId)))
                    pairs.append(pair);
            if (const std::optional<LinkModel> link = worstLinkModel(pairs, nullptr))
                report.whatIf = whatIf(report.plan.model, report.plan.dtype, report.plan.backend, result,
                                       report.plan.workload.promptTokens, *link);
            break;
        }
    }
    if (report.whatIf) {
        input.whatIf = report.whatIf;
        report.verdict = decideVerdict(input);
    }

    ChecklistInput checklist;
    checklist.goal = report.plan.goal;
    checklist.model = report.plan.model;
    checklist.dtype = report.plan.dtype;
    checklist.backend = report.plan.backend;
    checklist.results = report.results;
    checklist.linkPairs = report.linkPairs;
    checklist.verdict = report.verdict;
    checklist.servingRuns = report.servingRuns;
    checklist.setupFindings = report.setupFindings;
    report.checklist = evaluateDesignRules(checklist);
}

} // namespace

std::string linkClassName(LinkClassId id)
{
    switch (id) {
    case LinkClassId::Wifi:
        return "wifi";
    case LinkClassId::Ethernet1G:
        return "ethernet_1g";
    case LinkClassId::Ethernet2_5G:
        return "ethernet_2_5g";
    case LinkClassId::Ethernet10G:
        return "ethernet_10g";
    case LinkClassId::Ethernet25G:
        return "ethernet_25g";
    case LinkClassId::Thunderbolt:
        return "thunderbolt";
    case LinkClassId::Ethernet100G:
        return "ethernet_100g";
    case LinkClassId::Unknown:
        break;
    }
    return "unknown";
}

std::optional<LinkModel> worstLinkModel(const QList<StoredLinkPair> &pairs, bool *modelMissing)
{
    std::optional<LinkModel> worst;
    for (const StoredLinkPair &pair : pairs) {
        if (pair.status != RunStatus::Complete || !pair.report)
            continue;
        const std::optional<LinkModel> model = linkModelFromReport(*pair.report);
        if (!model) {
            if (modelMissing)
                *modelMissing = true;
            continue;
        }
        // Each figure at its worst: the split waits on its slowest transfer and on its longest
        // round trip, which need not be the same pair.
        if (!worst) {
            worst = model;
        } else {
            worst->bytesPerSecond = std::min(worst->bytesPerSecond, model->bytesPerSecond);
            worst->rttUs = std::max(worst->rttUs, model->rttUs);
        }
    }
    return worst;
}

QStringList verdictNodeNames(const ReportModel &report)
{
    const std::optional<LayoutFigures> &run
        = report.verdict.chosen ? report.verdict.chosen : report.verdict.bestSplit;
    if (!run)
        return {};
    for (const StoredBenchResult &result : report.results)
        if (result.id == run->resultId)
            return result.nodeNames;
    return {};
}

std::string reportWarningCodeName(ReportWarningCode code)
{
    switch (code) {
    case ReportWarningCode::HostNotStored:
        return "host_not_stored";
    case ReportWarningCode::InventoryAfterRun:
        return "inventory_after_run";
    case ReportWarningCode::NoInventory:
        return "no_inventory";
    case ReportWarningCode::NoMemoryFigure:
        return "no_memory_figure";
    case ReportWarningCode::NoLinkTest:
        return "no_link_test";
    case ReportWarningCode::LinkFiguresMissing:
        return "link_figures_missing";
    case ReportWarningCode::LinkRunIncomplete:
        return "link_run_incomplete";
    case ReportWarningCode::LinkSameHost:
        return "link_same_host";
    case ReportWarningCode::LinkLoss:
        return "link_loss";
    case ReportWarningCode::LinkInterfaceErrors:
        return "link_interface_errors";
    case ReportWarningCode::RunStillRunning:
        return "run_still_running";
    case ReportWarningCode::RunFailed:
        return "run_failed";
    case ReportWarningCode::RunCancelled:
        return "run_cancelled";
    case ReportWarningCode::RunInterrupted:
        return "run_interrupted";
    case ReportWarningCode::ResultNotComplete:
        return "result_not_complete";
    case ReportWarningCode::AboveRoofline:
        return "above_roofline";
    case ReportWarningCode::NoSetupCheck:
        return "no_setup_check";
    case ReportWarningCode::Unknown:
        break;
    }
    return "unknown";
}

Result<RunRecord> reportedRun(ResultStore &store, qint64 runId, const RunKind &kind, const QString &kindWords)
{
    auto run = store.run(runId);
    if (!run)
        return run.error();
    if (!run->has_value())
        return invalid(QStringLiteral("run %1 does not exist").arg(runId));
    const RunRecord &record = **run;
    if (record.kind != kind.nameText())
        return invalid(QStringLiteral("run %1 is a %2 run, not %3 run")
                           .arg(QString::number(runId), record.kind, kindWords));
    if (std::holds_alternative<std::monostate>(record.config.value))
        return invalid(QStringLiteral("the configuration of run %1 cannot be read: %2")
                           .arg(QString::number(runId), record.config.error));
    return record;
}

Result<ReportModel> buildReport(ResultStore &store, qint64 runId)
{
    auto run = reportedRun(store, runId, kBenchRun, QStringLiteral("an inference (bench)"));
    if (!run)
        return run.error();
    ReportModel report;
    report.run = std::move(run).value();
    report.plan = report.run.config.bench()->plan;

    auto results = store.benchResults(runId);
    if (!results)
        return results.error();
    report.results = std::move(results).value();

    QList<ReportWarning> nodeWarnings;
    auto nodes = reportNodes(store, report, &nodeWarnings);
    if (!nodes)
        return nodes.error();
    report.nodes = std::move(nodes).value();

    addResultWarnings(report);
    report.warnings.append(nodeWarnings);
    if (auto found = findLinkRun(store, report); !found)
        return found.error();
    if (auto found = findSetupCheck(store, report); !found)
        return found.error();

    // The plan's highest concurrency: the worst case the user asked for (ReportModel::fit).
    std::uint32_t concurrency = 0;
    for (std::uint32_t c : report.plan.concurrencies)
        concurrency = std::max(concurrency, c);
    QList<NodeMemory> memories;
    for (const ReportNode &node : report.nodes)
        memories.append(node.memory);
    const MemoryNeed need = modelMemoryNeed(
        report.plan.model, report.plan.dtype, kvCacheType(report.plan.backend, report.plan.dtype),
        report.plan.workload.promptTokens + report.plan.workload.generateTokens, std::max(concurrency, 1u));
    report.fit = fitModel(need, memories);

    QStringList nodeNames;
    for (const ReportNode &node : report.nodes)
        nodeNames.append(node.name);
    const QString model = qs(report.plan.model.name);
    auto servingRuns = storedServingRuns(store, [&](const ServingRun &serving) {
        return servingRunMatchesBench(serving.plan, model, nodeNames);
    });
    if (!servingRuns)
        return servingRuns.error();
    report.servingRuns = std::move(servingRuns).value();
    if (!report.servingRuns.isEmpty()) {
        QList<ServingRun> setup;
        for (const ServingRun &serving : std::as_const(report.servingRuns))
            if (sameServerSetup(serving.plan, report.servingRuns.front().plan))
                setup.append(serving);
        report.servingVerdict = decideServeVerdict(report.plan.goal, setup);
    }

    decide(report);
    return report;
}

bool servingRunMatchesBench(const ServePlan &serve, const QString &benchModel,
                            const QStringList &benchNodeNames)
{
    if (!serve.model.isEmpty() && serve.model.compare(benchModel, Qt::CaseInsensitive) == 0)
        return true;
    const QStringList names = servePlanNodeNames(serve);
    return !names.isEmpty() && std::all_of(names.begin(), names.end(), [&](const QString &name) {
        return benchNodeNames.contains(name);
    });
}

Result<QList<ServingRun>> storedServingRuns(ResultStore &store,
                                            const std::function<bool(const ServingRun &run)> &accept)
{
    auto runs = store.runs(kServeRun.nameText());
    if (!runs)
        return runs.error();
    QList<ServingRun> found;
    for (const RunRecord &run : std::as_const(*runs)) {
        if (found.size() >= kMaxReportServingRuns)
            break;
        const ServeRunConfig *config = run.config.serve();
        if (!config)
            continue;
        ServingRun serving{run, config->plan, {}};
        if (accept && !accept(serving))
            continue;
        auto steps = store.serveResults(run.id);
        if (!steps)
            return steps.error();
        serving.steps = std::move(steps).value();
        found.append(std::move(serving));
    }
    return found;
}

// ---- CSV ---------------------------------------------------------------------------------------

namespace {

/// RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. A text field
/// that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return:
/// an error message or a node name taken from the cluster) gets a leading single quote first
/// (OWASP's CSV injection advice); numbers such as -1 stay numbers.
QString csvField(const QString &text)
{
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    QString field = text;
    if (!field.isEmpty() && formulaStarts.contains(field.front())) {
        bool number = false;
        (void)field.toDouble(&number); // only whether it parses as a number
        if (!number)
            field.prepend(QLatin1Char('\''));
    }
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"'))
        && !field.contains(QLatin1Char('\n')) && !field.contains(QLatin1Char('\r')))
        return field;
    QString quoted = field;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

/// A number with '.' decimals whatever the locale, as short as it stays exact; empty when not finite.
QString csvNumber(double value)
{
    if (!std::isfinite(value))
        return {};
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString csvLine(const QStringList &fields)
{
    QStringList escaped;
    escaped.reserve(fields.size());
    for (const QString &field : fields)
        escaped.append(csvField(field));
    return escaped.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

QString csvValue(const nlohmann::json &value)
{
    if (value.is_boolean())
        return value.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.is_number_unsigned())
        return QString::number(value.get<std::uint64_t>());
    if (value.is_number_integer())
        return QString::number(value.get<std::int64_t>());
    if (value.is_number())
        return csvNumber(value.get<double>());
    if (value.is_string())
        return qs(value.get<std::string>());
    return {};
}

/// The summary's figures as (column, value), flattened from benchSummaryJson so that no figure is
/// left out: the latency percentiles first, in the order people read them, then the rest.
QList<QPair<QString, QString>> summaryColumns(const BenchSummary &summary)
{
    const nlohmann::json json = benchSummaryJson(summary);
    QList<QPair<QString, QString>> columns;
    std::set<std::string> done;
    const auto add = [&](const std::string &key) {
        if (done.count(key) != 0 || !json.contains(key))
            return;
        done.insert(key);
        const nlohmann::json &value = json.at(key);
        if (value.is_object()) {
            for (const auto &[sub, subValue] : value.items())
                columns.append({qs(key + "_" + sub), csvValue(subValue)});
        } else {
            columns.append({qs(key), csvValue(value)});
        }
    };
    for (const char *key :
         {"ttft_ms", "tpot_ms", "itl_ms", "e2e_ms", "output_tokens_per_second", "requests_per_second"})
        add(key);
    for (const auto &[key, value] : json.items())
        add(key);
    return columns;
}

QStringList resultFields(const StoredBenchResult &result)
{
    return {QString::number(result.id),
            QString::number(result.position),
            qs(protocol::toString(result.layout)),
            QString::number(result.concurrency),
            result.nodeNames.join(QLatin1Char(' ')),
            runStatusName(result.status)};
}

} // namespace

QString reportCsvLine(const QStringList &fields)
{
    return csvLine(fields);
}

QString reportCsvNumber(double value)
{
    return csvNumber(value);
}

QString reportSamplesCsv(const ReportModel &report)
{
    QString csv = csvLine({QStringLiteral("result_id"), QStringLiteral("position"), QStringLiteral("layout"),
                           QStringLiteral("concurrency"), QStringLiteral("nodes"), QStringLiteral("status"),
                           QStringLiteral("rank"), QStringLiteral("phase"), QStringLiteral("step"),
                           QStringLiteral("wall_ms"), QStringLiteral("comm_ms"), QStringLiteral("bytes_sent"),
                           QStringLiteral("token_time_ms")});
    for (const StoredBenchResult &result : report.results) {
        const QStringList fields = resultFields(result);
        for (qsizetype rank = 0; rank < result.reports.size(); ++rank) {
            const std::optional<protocol::BenchRankReport> &rankReport = result.reports.at(rank);
            if (!rankReport)
                continue;
            const auto row = [&](const char *phase, std::size_t step, const protocol::BenchStep &figures) {
                const std::vector<double> &times = rankReport->tokenTimesMs;
                csv += csvLine(fields
                               + QStringList{QString::number(rank), QLatin1String(phase),
                                             QString::number(step), csvNumber(figures.wallMs),
                                             csvNumber(figures.commMs), QString::number(figures.bytesSent),
                                             step < times.size() ? csvNumber(times[step]) : QString()});
            };
            row("prefill", 0, rankReport->prefill);
            for (std::size_t i = 0; i < rankReport->decode.size(); ++i)
                row("decode", i + 1, rankReport->decode[i]);
        }
    }
    return csv;
}

QString reportSummaryCsv(const ReportModel &report)
{
    QStringList header{QStringLiteral("result_id"),   QStringLiteral("position"), QStringLiteral("layout"),
                       QStringLiteral("concurrency"), QStringLiteral("nodes"),    QStringLiteral("status"),
                       QStringLiteral("error_code"),  QStringLiteral("error")};
    for (const auto &column : summaryColumns(BenchSummary{}))
        header.append(column.first);
    QString csv = csvLine(header);
    for (const StoredBenchResult &result : report.results) {
        QStringList fields = resultFields(result) + QStringList{result.errorCode, result.error};
        for (const auto &column : summaryColumns(result.summary))
            fields.append(column.second);
        csv += csvLine(fields);
    }
    return csv;
}

Result<void> writeReportFile(const QString &path, const QByteArray &contents)
{
    const auto failed = [&path](const QString &why) {
        return Error{ErrorCode::FileWrite, QStringLiteral("%1: %2").arg(path, why)};
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(file.errorString());
    if (file.write(contents) != contents.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return failed(reason);
    }
    // commit() flushes and renames: a full disk shows here.
    if (!file.commit())
        return failed(file.errorString());
    return {};
}

// ---- JSON --------------------------------------------------------------------------------------

namespace {

std::string text(const QString &value)
{
    return value.toStdString();
}

nlohmann::json timeJson(const QDateTime &time)
{
    if (!time.isValid())
        return nullptr;
    return text(time.toUTC().toString(Qt::ISODateWithMs));
}

std::string verdictKindName(VerdictKind kind)
{
    switch (kind) {
    case VerdictKind::NoData:
        return "no_data";
    case VerdictKind::StayOnOneNode:
        return "stay_on_one_node";
    case VerdictKind::ServeReplicas:
        return "serve_replicas";
    case VerdictKind::SplitPipeline:
        return "split_pipeline";
    case VerdictKind::SplitTensor:
        return "split_tensor";
    case VerdictKind::DoesNotFit:
        return "does_not_fit";
    case VerdictKind::Unknown:
        break;
    }
    return "unknown";
}

std::string fitKindName(FitKind kind)
{
    switch (kind) {
    case FitKind::OneNode:
        return "one_node";
    case FitKind::Split:
        return "split";
    case FitKind::DoesNotFit:
        return "does_not_fit";
    case FitKind::Unknown:
        break;
    }
    return "unknown";
}

std::string ruleName(DesignRule rule)
{
    switch (rule) {
    case DesignRule::ParallelismGraph:
        return "parallelism_graph";
    case DesignRule::LatencyBudget:
        return "latency_budget";
    case DesignRule::BandwidthForConcurrency:
        return "bandwidth_for_concurrency";
    case DesignRule::TopologyAwarePlacement:
        return "topology_aware_placement";
    case DesignRule::Congestion:
        return "congestion";
    case DesignRule::Observability:
        return "observability";
    case DesignRule::PartialFailure:
        return "partial_failure";
    case DesignRule::CompleteServingPath:
        return "complete_serving_path";
    case DesignRule::Unknown:
        break;
    }
    return "unknown";
}

std::string ruleStatusName(RuleStatus status)
{
    switch (status) {
    case RuleStatus::Met:
        return "met";
    case RuleStatus::NotMet:
        return "not_met";
    case RuleStatus::NotTested:
        return "not_tested";
    case RuleStatus::Unknown:
        break;
    }
    return "unknown";
}

std::string ruleEvidenceName(RuleEvidence evidence)
{
    switch (evidence) {
    case RuleEvidence::NoSplitRun:
        return "no_split_run";
    case RuleEvidence::NoLinkRun:
        return "no_link_run";
    case RuleEvidence::SplitBytesOffModel:
        return "split_bytes_off_model";
    case RuleEvidence::SplitBytesKnown:
        return "split_bytes_known";
    case RuleEvidence::CommShareWithinBudget:
        return "comm_share_within_budget";
    case RuleEvidence::CommShareOverBudget:
        return "comm_share_over_budget";
    case RuleEvidence::OneConcurrency:
        return "one_concurrency";
    case RuleEvidence::BandwidthHeadroom:
        return "bandwidth_headroom";
    case RuleEvidence::BandwidthShort:
        return "bandwidth_short";
    case RuleEvidence::LinksEven:
        return "links_even";
    case RuleEvidence::SlowLinkInSplit:
        return "slow_link_in_split";
    case RuleEvidence::NoLossBothWays:
        return "no_loss_both_ways";
    case RuleEvidence::LossOrCollapse:
        return "loss_or_collapse";
    case RuleEvidence::PerTokenSplitMeasured:
        return "per_token_split_measured";
    case RuleEvidence::RanksWithoutReport:
        return "ranks_without_report";
    case RuleEvidence::FailureReported:
        return "failure_reported";
    case RuleEvidence::NoFailureSeen:
        return "no_failure_seen";
    case RuleEvidence::EngineOnly:
        return "engine_only";
    case RuleEvidence::ServingSplitComplete:
        return "serving_split_complete";
    case RuleEvidence::SetupRouting:
        return "setup_routing";
    case RuleEvidence::SetupPathMtu:
        return "setup_path_mtu";
    case RuleEvidence::Unknown:
        break;
    }
    return "unknown";
}

/// JSON cannot carry NaN or infinity: such a figure is null.
nlohmann::json number(double value)
{
    return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr);
}

nlohmann::json runJson(const RunRecord &run)
{
    return {{"id", run.id},
            {"kind", text(run.kind)},
            {"status", text(runStatusName(run.status))},
            {"started_at", timeJson(run.startedAtUtc)},
            {"finished_at", timeJson(run.finishedAtUtc)},
            {"error", run.error.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(text(run.error))},
            {"baseline", run.baseline}};
}

nlohmann::json optionalId(const std::optional<qint64> &id)
{
    return id ? nlohmann::json(*id) : nlohmann::json(nullptr);
}

nlohmann::json linkJson(const LinkModel &link)
{
    return {{"rtt_us", number(link.rttUs)}, {"bytes_per_second", number(link.bytesPerSecond)}};
}

nlohmann::json figuresJson(const std::optional<LayoutFigures> &figures)
{
    if (!figures)
        return nullptr;
    return {{"result_id", figures->resultId},
            {"layout", protocol::toString(figures->layout)},
            {"node_count", figures->nodeCount},
            {"concurrency", figures->concurrency},
            {"tokens_per_second", number(figures->tokensPerSecond)},
            {"requests_per_second", number(figures->requestsPerSecond)},
            {"ttft_p50_ms", number(figures->ttftP50Ms)},
            {"ttft_p99_ms", number(figures->ttftP99Ms)},
            {"tpot_p50_ms", number(figures->tpotP50Ms)},
            {"tpot_p99_ms", number(figures->tpotP99Ms)},
            {"comm_share", number(figures->commShare)}};
}

nlohmann::json predictionJson(const SplitPrediction &prediction)
{
    return {{"comm_ms_per_step", number(prediction.commMsPerStep)},
            {"step_ms", number(prediction.stepMs)},
            {"tokens_per_second", number(prediction.tokensPerSecond)},
            {"prefill_comm_ms", number(prediction.prefillCommMs)},
            {"ttft_ms", number(prediction.ttftMs)}};
}

nlohmann::json atClassJson(const WhatIf::AtClass &atClass)
{
    return {{"link_class", linkClassName(atClass.linkClass.id)},
            {"link", linkJson(atClass.linkClass.link)},
            {"prediction", predictionJson(atClass.prediction)}};
}

nlohmann::json optionalBool(const std::optional<bool> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json optionalNumber(const std::optional<double> &value)
{
    return value ? number(*value) : nlohmann::json(nullptr);
}

nlohmann::json verdictJson(const Verdict &verdict)
{
    return {
        {"kind", verdictKindName(verdict.kind)},
        {"usage", text(usagePatternName(verdict.usage))},
        {"concurrency", verdict.concurrency},
        {"single", figuresJson(verdict.single)},
        {"best_split", figuresJson(verdict.bestSplit)},
        {"replicas", figuresJson(verdict.replicas)},
        {"chosen", figuresJson(verdict.chosen)},
        {"split_slowdown", number(verdict.splitSlowdown)},
        {"split_network_share", number(verdict.splitNetworkShare)},
        {"replicas_gain", number(verdict.replicasGain)},
        {"faster_link", verdict.fasterLink ? atClassJson(*verdict.fasterLink) : nlohmann::json(nullptr)},
        {"measured_link", verdict.measuredLink ? linkJson(*verdict.measuredLink) : nlohmann::json(nullptr)},
        {"ttft_target_met", optionalBool(verdict.ttftTargetMet)},
        {"tpot_target_met", optionalBool(verdict.tpotTargetMet)},
        {"ttft_target_ms", optionalNumber(verdict.ttftTargetMs)},
        {"tpot_target_ms", optionalNumber(verdict.tpotTargetMs)},
        {"fit", fitKindName(verdict.fit)},
        {"nodes_needed", verdict.nodesNeeded},
        {"from_serving_runs", verdict.fromServingRuns}};
}

nlohmann::json fitJson(const MemoryFit &fit)
{
    nlohmann::json fitting = nlohmann::json::array();
    for (int index : fit.fittingNodes)
        fitting.push_back(index);
    nlohmann::json nodeBytes = nlohmann::json::array();
    for (std::uint64_t bytes : fit.nodeBytes)
        nodeBytes.push_back(bytes);
    return {{"kind", fitKindName(fit.kind)},
            {"need",
             {{"weight_bytes", fit.need.weightBytes},
              {"kv_cache_bytes", fit.need.kvCacheBytes},
              {"working_bytes", fit.need.workingBytes},
              {"total_bytes", fit.need.totalBytes()}}},
            {"nodes_needed", fit.nodesNeeded},
            {"fitting_nodes", std::move(fitting)},
            {"largest_node_bytes", fit.largestNodeBytes},
            {"total_node_bytes", fit.totalNodeBytes},
            {"node_bytes", std::move(nodeBytes)}};
}

nlohmann::json whatIfJson(const WhatIf &whatIf)
{
    const SplitMeasurement &measured = whatIf.measured;
    nlohmann::json classes = nlohmann::json::array();
    for (const WhatIf::AtClass &atClass : whatIf.classes)
        classes.push_back(atClassJson(atClass));
    return {{"measured",
             {{"layout", protocol::toString(measured.layout)},
              {"world_size", measured.worldSize},
              {"batch", measured.batch},
              {"prompt_tokens", measured.promptTokens},
              {"compute_ms_per_step", number(measured.computeMsPerStep)},
              {"prefill_compute_ms", number(measured.prefillComputeMs)},
              {"measured_step_ms", number(measured.measuredStepMs)},
              {"measured_tokens_per_second", number(measured.measuredTokensPerSecond)},
              {"measured_ttft_ms", number(measured.measuredTtftMs)},
              {"measured_comm_ms_per_step", number(measured.measuredCommMsPerStep)}}},
            {"measured_link", linkJson(whatIf.measuredLink)},
            {"at_measured_link", predictionJson(whatIf.atMeasuredLink)},
            {"tokens_per_second_error", number(whatIf.tokensPerSecondError)},
            {"ttft_error", number(whatIf.ttftError)},
            {"classes", std::move(classes)}};
}

nlohmann::json resultJson(const StoredBenchResult &result)
{
    nlohmann::json names = nlohmann::json::array();
    for (const QString &name : result.nodeNames)
        names.push_back(text(name));
    nlohmann::json hostIds = nlohmann::json::array();
    for (qint64 id : result.hostIds)
        hostIds.push_back(id);
    nlohmann::json reports = nlohmann::json::array();
    for (const auto &report : result.reports)
        reports.push_back(report ? nlohmann::json(*report) : nlohmann::json(nullptr));
    return {{"id", result.id},
            {"position", result.position},
            {"layout", protocol::toString(result.layout)},
            {"concurrency", result.concurrency},
            {"nodes", std::move(names)},
            {"host_ids", std::move(hostIds)},
            {"status", text(runStatusName(result.status))},
            {"error_code",
             result.errorCode.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(text(result.errorCode))},
            {"error", result.error.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(text(result.error))},
            {"created_at", timeJson(result.createdAtUtc)},
            {"summary", benchSummaryJson(result.summary)},
            {"reports", std::move(reports)}};
}

nlohmann::json pairJson(const StoredLinkPair &pair)
{
    return {{"id", pair.id},
            {"client", text(pair.clientName)},
            {"server", text(pair.serverName)},
            {"client_host_id", optionalId(pair.clientHostId)},
            {"server_host_id", optionalId(pair.serverHostId)},
            {"status", text(runStatusName(pair.status))},
            {"error_code",
             pair.errorCode.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(text(pair.errorCode))},
            {"error", pair.error.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(text(pair.error))},
            {"report", pair.report ? nlohmann::json(*pair.report) : nlohmann::json(nullptr)}};
}

} // namespace

namespace {

/// The plan as benchPlanJson writes it, less each node's "ssh" destination: a shared report must
/// not carry user@host:port (the cluster address stays, it names the network that was measured).
nlohmann::json sharedPlanJson(const BenchPlan &plan)
{
    nlohmann::json json = benchPlanJson(plan);
    if (json.contains("nodes") && json["nodes"].is_array())
        for (nlohmann::json &node : json["nodes"])
            node.erase(std::string("ssh")); // a literal erased nothing here (tested)
    return json;
}

} // namespace

nlohmann::json reportRunJson(const RunRecord &run)
{
    return runJson(run);
}

nlohmann::json reportVerdictJson(const Verdict &verdict)
{
    return verdictJson(verdict);
}

nlohmann::json reportFindingJson(const RuleFinding &finding)
{
    return {{"rule", ruleName(finding.rule)},
            {"status", ruleStatusName(finding.status)},
            {"evidence", ruleEvidenceName(finding.evidence)},
            {"value", number(finding.value)},
            {"limit", number(finding.limit)},
            {"subject", text(finding.subject)}};
}

nlohmann::json reportJson(const ReportModel &report)
{
    nlohmann::json nodes = nlohmann::json::array();
    for (const ReportNode &node : report.nodes)
        nodes.push_back(
            {{"name", text(node.name)},
             {"host_id", optionalId(node.hostId)},
             {"inventory", node.inventory ? nlohmann::json(*node.inventory) : nlohmann::json(nullptr)},
             {"memory", {{"bytes", node.memory.bytes}, {"gpu_count", node.memory.gpuCount}}}});
    nlohmann::json results = nlohmann::json::array();
    for (const StoredBenchResult &result : report.results)
        results.push_back(resultJson(result));
    nlohmann::json pairs = nlohmann::json::array();
    for (const StoredLinkPair &pair : report.linkPairs)
        pairs.push_back(pairJson(pair));
    nlohmann::json checklist = nlohmann::json::array();
    for (const RuleFinding &finding : report.checklist)
        checklist.push_back(reportFindingJson(finding));
    nlohmann::json servingRuns = nlohmann::json::array();
    for (const ServingRun &serving : report.servingRuns)
        servingRuns.push_back({{"id", serving.run.id},
                               {"layout", protocol::toString(serving.plan.layout)},
                               {"model", text(serving.plan.model)},
                               {"endpoint", text(serving.plan.endpoint)}});
    nlohmann::json setupCheck = nullptr;
    if (report.setupCheckRun) {
        nlohmann::json findings = nlohmann::json::array();
        for (const SetupFinding &finding : report.setupFindings)
            findings.push_back(setupFindingJson(finding));
        setupCheck = {{"run", runJson(*report.setupCheckRun)}, {"findings", std::move(findings)}};
    }
    nlohmann::json warnings = nlohmann::json::array();
    for (const ReportWarning &warning : report.warnings) {
        nlohmann::json entry = {{"code", reportWarningCodeName(warning.code)},
                                {"subject", text(warning.subject)},
                                {"value", text(warning.value)},
                                {"detail", text(warning.detail)}};
        if (warning.layout != protocol::BenchLayout::Unknown) {
            entry["layout"] = protocol::toString(warning.layout);
            entry["concurrency"] = warning.concurrency;
        }
        warnings.push_back(std::move(entry));
    }
    return {{"run", runJson(report.run)},
            {"plan", sharedPlanJson(report.plan)},
            {"nodes", std::move(nodes)},
            {"results", std::move(results)},
            {"link_run", report.linkRun ? runJson(*report.linkRun) : nlohmann::json(nullptr)},
            {"link_pairs", std::move(pairs)},
            {"link", report.link ? linkJson(*report.link) : nlohmann::json(nullptr)},
            {"fit", fitJson(report.fit)},
            {"verdict", verdictJson(report.verdict)},
            {"what_if", report.whatIf ? whatIfJson(*report.whatIf) : nlohmann::json(nullptr)},
            {"checklist", std::move(checklist)},
            {"setup_check", std::move(setupCheck)},
            {"serving_runs", std::move(servingRuns)},
            {"serving_verdict",
             report.servingVerdict ? verdictJson(*report.servingVerdict) : nlohmann::json(nullptr)},
            {"warnings", std::move(warnings)}};
}

} // namespace shardscope::core
