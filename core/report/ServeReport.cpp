#include "core/report/ServeReport.h"

#include "core/SafeText.h"
#include "core/report/ReportModel.h"

#include <algorithm>
#include <set>

namespace shardscope::core {

namespace {

std::string text(const QString &value)
{
    return value.toStdString();
}

QString optionalCsv(const std::optional<double> &value)
{
    return value ? reportCsvNumber(*value) : QString();
}

QString optionalCsv(const std::optional<std::uint32_t> &value)
{
    return value ? QString::number(*value) : QString();
}

nlohmann::json optionalJson(const std::optional<double> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json optionalJson(const std::optional<std::uint64_t> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json machineJson(const ServeMachineFigures &machine)
{
    nlohmann::json json{
        {"node", text(machine.nodeName)},
        {"interface", text(machine.interfaceName)},
        {"error", machine.error.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(text(machine.error))},
        {"bytes_per_output_token", optionalJson(machine.bytesPerOutputToken)}};
    if (!machine.figures)
        return json;
    const TelemetryFigures &figures = *machine.figures;
    nlohmann::json gpus = nlohmann::json::array();
    for (const TelemetryFigures::Gpu &gpu : figures.gpus) {
        bool idle = false;
        for (const auto &[index, isIdle] : machine.gpuIdle)
            if (index == gpu.index)
                idle = isIdle;
        gpus.push_back({{"index", gpu.index},
                        {"utilization_mean_percent", optionalJson(gpu.utilizationMeanPercent)},
                        {"utilization_max_percent", gpu.utilizationMaxPercent
                                                        ? nlohmann::json(*gpu.utilizationMaxPercent)
                                                        : nlohmann::json(nullptr)},
                        {"memory_used_max_bytes", optionalJson(gpu.memoryUsedMaxBytes)},
                        {"memory_total_bytes", optionalJson(gpu.memoryTotalBytes)},
                        {"idle_whole_step", idle}});
    }
    json["samples"] = figures.samples;
    json["duration_ms"] = figures.durationMs;
    json["cpu_busy_mean"] = optionalJson(figures.cpuBusyMean);
    json["rx_bytes"] = optionalJson(figures.rxBytes);
    json["tx_bytes"] = optionalJson(figures.txBytes);
    json["gpus"] = std::move(gpus);
    return json;
}

nlohmann::json recordJson(const protocol::ServeRequestRecord &record)
{
    return {{"index", record.index},
            {"sent_ms", record.sentMs},
            {"chunk_ms", record.chunkMs},
            {"end_ms", record.endMs},
            {"output_tokens",
             record.outputTokens ? nlohmann::json(*record.outputTokens) : nlohmann::json(nullptr)},
            {"error", protocol::toString(record.error)},
            {"http_status", record.httpStatus},
            {"error_detail", record.errorDetail},
            {"server_prompt_tokens", record.server.promptTokens ? nlohmann::json(*record.server.promptTokens)
                                                                : nlohmann::json(nullptr)},
            {"server_prompt_ms", optionalJson(record.server.promptMs)},
            {"server_generated_tokens", record.server.generatedTokens
                                            ? nlohmann::json(*record.server.generatedTokens)
                                            : nlohmann::json(nullptr)},
            {"server_generated_ms", optionalJson(record.server.generatedMs)}};
}

/// A JSON scalar as a CSV field.
QString csvValue(const nlohmann::json &value)
{
    if (value.is_boolean())
        return value.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.is_number_unsigned())
        return QString::number(value.get<std::uint64_t>());
    if (value.is_number_integer())
        return QString::number(value.get<std::int64_t>());
    if (value.is_number())
        return reportCsvNumber(value.get<double>());
    if (value.is_string())
        return qs(value.get<std::string>());
    return {};
}

/// Every figure of `json` flattened one level deep ("ttft_ms_p50"), in the JSON's order.
void flatten(const nlohmann::json &json, const std::string &prefix, QList<QPair<QString, QString>> *columns)
{
    for (const auto &[key, value] : json.items()) {
        if (value.is_object())
            flatten(value, prefix + key + "_", columns);
        else if (!value.is_array())
            columns->append({qs(prefix + key), csvValue(value)});
    }
}

/// Whether a link pair's end is `node`: by host id where both have one (a host may have been
/// renamed since), else by name.
bool isNode(const ClusterNode &node, const QString &name, const std::optional<qint64> &hostId)
{
    return node.hostId && hostId ? *node.hostId == *hostId : node.target.name == name;
}

/// The split over RPC of `runs` (the setup's, newest first) against the same setup alone: the
/// reported run `runId` where it is of that layout, else the newest that is.
Result<std::optional<ServeRpcSplit>> findRpcSplit(ResultStore &store, const QList<ServingRun> &runs,
                                                  qint64 runId)
{
    const auto pick = [&](protocol::BenchLayout layout) -> const ServingRun * {
        const ServingRun *found = nullptr;
        for (const ServingRun &serving : runs)
            if (serving.plan.layout == layout
                && (layout == protocol::BenchLayout::Single || serving.plan.nodes.size() >= 2)
                && (!found || serving.run.id == runId))
                found = &serving;
        return found;
    };
    const ServingRun *split = pick(protocol::BenchLayout::PipelineParallel);
    const ServingRun *alone = pick(protocol::BenchLayout::Single);
    if (!split || !alone)
        return std::optional<ServeRpcSplit>();
    // The lowest concurrency both measured cleanly: its TPOT is the least queued.
    const StoredServeResult *splitStep = nullptr;
    const StoredServeResult *aloneStep = nullptr;
    for (const StoredServeResult &step : split->steps) {
        if (step.status != RunStatus::Complete || (splitStep && splitStep->concurrency <= step.concurrency))
            continue;
        for (const StoredServeResult &other : alone->steps)
            if (other.status == RunStatus::Complete && other.concurrency == step.concurrency) {
                splitStep = &step;
                aloneStep = &other;
            }
    }
    if (!splitStep || splitStep->telemetry.isEmpty())
        return std::optional<ServeRpcSplit>();
    const std::optional<double> bytes
        = serveMachineFigures(splitStep->telemetry.first(), splitStep->summary).bytesPerOutputToken;
    if (!bytes)
        return std::optional<ServeRpcSplit>();

    auto linkRuns = store.runs(kLinkRun.nameText());
    if (!linkRuns)
        return linkRuns.error();
    const QList<ClusterNode> &nodes = split->plan.nodes;
    for (const RunRecord &linkRun : *linkRuns) { // newest first
        auto pairs = store.linkPairs(linkRun.id);
        if (!pairs)
            return pairs.error();
        // The split's links: its first machine to each other one, every one measured.
        QList<StoredLinkPair> links;
        bool every = true;
        for (qsizetype i = 1; i < nodes.size() && every; ++i) {
            bool found = false;
            for (const StoredLinkPair &pair : *pairs) {
                const bool joins = (isNode(nodes.first(), pair.clientName, pair.clientHostId)
                                    && isNode(nodes.at(i), pair.serverName, pair.serverHostId))
                                   || (isNode(nodes.at(i), pair.clientName, pair.clientHostId)
                                       && isNode(nodes.first(), pair.serverName, pair.serverHostId));
                if (joins && pair.status == RunStatus::Complete) {
                    links.append(pair);
                    found = true;
                }
            }
            every = found;
        }
        if (!every)
            continue;
        const std::optional<LinkModel> link = worstLinkModel(links);
        if (!link)
            continue;
        const std::optional<RpcSplitCost> cost = rpcSplitCost(
            aloneStep->summary, splitStep->summary, splitStep->concurrency, int(nodes.size()), *bytes, *link);
        if (!cost)
            return std::optional<ServeRpcSplit>();
        ServeRpcSplit found;
        found.splitRunId = split->run.id;
        found.aloneRunId = alone->run.id;
        found.linkRunId = linkRun.id;
        for (const ClusterNode &node : nodes)
            found.machines.append(node.target.name);
        found.whatIf = rpcWhatIf(*cost);
        return std::optional<ServeRpcSplit>(found);
    }
    return std::optional<ServeRpcSplit>();
}

nlohmann::json predictionJson(const RpcSplitPrediction &prediction)
{
    return {{"rtt_ms", prediction.link.rttUs / 1000},
            {"link_bytes_per_second", prediction.link.bytesPerSecond},
            {"tpot_ms", prediction.tpotMs},
            {"ttft_ms", prediction.ttftMs},
            {"output_tokens_per_second", prediction.tokensPerSecond}};
}

nlohmann::json rpcSplitJson(const ServeRpcSplit &split)
{
    const RpcSplitCost &cost = split.whatIf.cost;
    nlohmann::json classes = nlohmann::json::array();
    for (const auto &[linkClass, prediction] : split.whatIf.classes) {
        nlohmann::json entry = predictionJson(prediction);
        entry["class"] = linkClassName(linkClass.id);
        classes.push_back(std::move(entry));
    }
    nlohmann::json machines = nlohmann::json::array();
    for (const QString &name : split.machines)
        machines.push_back(text(name));
    return {{"split_run", split.splitRunId},
            {"alone_run", split.aloneRunId},
            {"link_run", split.linkRunId},
            {"machines", std::move(machines)},
            {"concurrency", cost.concurrency},
            {"alone_tpot_ms", cost.aloneTpotMs},
            {"split_tpot_ms", cost.splitTpotMs},
            {"alone_ttft_ms", cost.aloneTtftMs},
            {"split_ttft_ms", cost.splitTtftMs},
            {"alone_output_tokens_per_second", cost.aloneTokensPerSecond},
            {"split_output_tokens_per_second", cost.splitTokensPerSecond},
            {"output_tokens_per_request", cost.outputTokensPerRequest},
            {"bytes_per_token", cost.bytesPerToken},
            {"rtt_ms", cost.link.rttUs / 1000},
            {"link_bytes_per_second", cost.link.bytesPerSecond},
            {"extra_ms_per_token", cost.extraMsPerToken},
            {"transfer_ms_per_token", cost.transferMsPerToken},
            {"round_trips_per_token", cost.roundTripsPerToken},
            {"prefill_bytes", cost.prefillBytes},
            {"slowdown", cost.slowdown},
            {"at_measured_link", predictionJson(split.whatIf.atMeasuredLink)},
            {"tokens_per_second_error", split.whatIf.tokensPerSecondError},
            {"ttft_error", split.whatIf.ttftError},
            {"link_classes", std::move(classes)}};
}

} // namespace

ServeMachineFigures serveMachineFigures(const StoredTelemetry &telemetry, const ServeSummary &summary)
{
    ServeMachineFigures machine;
    machine.nodeName = telemetry.nodeName;
    machine.interfaceName = telemetry.interfaceName;
    machine.error = telemetry.error;
    if (!telemetry.series)
        return machine;
    machine.figures = telemetryFigures(*telemetry.series);
    const TelemetryFigures &figures = *machine.figures;
    if (figures.rxBytes && figures.txBytes && summary.outputTokens > 0)
        machine.bytesPerOutputToken
            = double(*figures.rxBytes + *figures.txBytes) / double(summary.outputTokens);
    for (const TelemetryFigures::Gpu &gpu : figures.gpus)
        machine.gpuIdle.append(
            {gpu.index, gpu.utilizationMaxPercent && *gpu.utilizationMaxPercent < kIdleGpuPercent});
    return machine;
}

Result<ServeReportModel> buildServeReport(ResultStore &store, qint64 runId)
{
    auto run = reportedRun(store, runId, kServeRun, QStringLiteral("a serving (serve)"));
    if (!run)
        return run.error();
    ServeReportModel report;
    report.run = std::move(run).value();
    report.plan = report.run.config.serve()->plan;

    auto steps = store.serveResults(runId);
    if (!steps)
        return steps.error();
    for (const StoredServeResult &result : std::as_const(*steps)) {
        ServeReportStep step{result, {}};
        for (const StoredTelemetry &telemetry : result.telemetry)
            step.machines.append(serveMachineFigures(telemetry, result.summary));
        report.steps.append(std::move(step));
    }

    report.goalConcurrency = goalConcurrency(report.plan.goal.usage, report.plan.concurrencies);
    auto setup = storedServingRuns(store, [&](const ServingRun &serving) {
        return serving.run.id == runId || sameServerSetup(serving.plan, report.plan);
    });
    if (!setup)
        return setup.error();
    report.setupRuns = std::move(setup).value();
    if (std::none_of(report.setupRuns.begin(), report.setupRuns.end(),
                     [&](const ServingRun &serving) { return serving.run.id == runId; })) {
        QList<StoredServeResult> results;
        for (const ServeReportStep &step : std::as_const(report.steps))
            results.append(step.result);
        report.setupRuns.append(ServingRun{report.run, report.plan, results});
    }
    report.verdict = decideServeVerdict(report.plan.goal, report.setupRuns);
    auto rpcSplit = findRpcSplit(store, report.setupRuns, runId);
    if (!rpcSplit)
        return rpcSplit.error();
    report.rpcSplit = std::move(rpcSplit).value();

    ChecklistInput checklist;
    checklist.goal = report.plan.goal;
    checklist.servingRuns = report.setupRuns;
    checklist.servingConcurrency = report.goalConcurrency;
    for (const RuleFinding &finding : evaluateDesignRules(checklist))
        if (finding.rule == DesignRule::CompleteServingPath)
            report.servingPath = finding;
    return report;
}

QString serveRecordsCsv(const ServeReportModel &report)
{
    QString csv
        = reportCsvLine({QStringLiteral("step"), QStringLiteral("concurrency"), QStringLiteral("index"),
                         QStringLiteral("sent_ms"), QStringLiteral("ttft_ms"), QStringLiteral("e2el_ms"),
                         QStringLiteral("chunks"), QStringLiteral("output_tokens"), QStringLiteral("error"),
                         QStringLiteral("http_status"), QStringLiteral("error_detail"),
                         QStringLiteral("server_prompt_tokens"), QStringLiteral("server_prompt_ms"),
                         QStringLiteral("server_generated_tokens"), QStringLiteral("server_generated_ms")});
    for (const ServeReportStep &step : report.steps) {
        for (const protocol::ServeRequestRecord &record : step.result.records) {
            const std::optional<double> ttft
                = record.chunkMs.empty() ? std::nullopt
                                         : std::optional<double>(record.chunkMs.front() - record.sentMs);
            csv += reportCsvLine(
                {QString::number(step.result.position), QString::number(step.result.concurrency),
                 QString::number(record.index), reportCsvNumber(record.sentMs), optionalCsv(ttft),
                 reportCsvNumber(record.endMs - record.sentMs), QString::number(record.chunkMs.size()),
                 optionalCsv(record.outputTokens), qs(protocol::toString(record.error)),
                 record.httpStatus ? QString::number(record.httpStatus) : QString(),
                 safeText(qs(record.errorDetail)), optionalCsv(record.server.promptTokens),
                 optionalCsv(record.server.promptMs), optionalCsv(record.server.generatedTokens),
                 optionalCsv(record.server.generatedMs)});
        }
    }
    return csv;
}

QString serveStepsCsv(const ServeReportModel &report)
{
    // Every step's columns, so that a figure one step lacks (a failure kind) is an empty cell.
    QList<QList<QPair<QString, QString>>> rows;
    QStringList header{QStringLiteral("step"), QStringLiteral("concurrency"), QStringLiteral("status"),
                       QStringLiteral("error")};
    std::set<QString> known;
    for (const ServeReportStep &step : report.steps) {
        QList<QPair<QString, QString>> columns;
        flatten(serveSummaryJson(step.result.summary), {}, &columns);
        for (const auto &[name, value] : std::as_const(columns))
            if (known.insert(name).second)
                header.append(name);
        rows.append(columns);
    }
    QString csv = reportCsvLine(header);
    for (qsizetype i = 0; i < report.steps.size(); ++i) {
        const StoredServeResult &result = report.steps.at(i).result;
        QStringList fields{QString::number(result.position), QString::number(result.concurrency),
                           runStatusName(result.status), safeText(result.error)};
        for (qsizetype column = 4; column < header.size(); ++column) {
            QString value;
            for (const auto &[name, cell] : std::as_const(rows.at(i)))
                if (name == header.at(column))
                    value = cell;
            fields.append(value);
        }
        csv += reportCsvLine(fields);
    }
    return csv;
}

nlohmann::json serveReportJson(const ServeReportModel &report)
{
    nlohmann::json steps = nlohmann::json::array();
    for (const ServeReportStep &step : report.steps) {
        nlohmann::json machines = nlohmann::json::array();
        for (const ServeMachineFigures &machine : step.machines)
            machines.push_back(machineJson(machine));
        nlohmann::json records = nlohmann::json::array();
        for (const protocol::ServeRequestRecord &record : step.result.records)
            records.push_back(recordJson(record));
        steps.push_back({{"id", step.result.id},
                         {"position", step.result.position},
                         {"concurrency", step.result.concurrency},
                         {"status", text(runStatusName(step.result.status))},
                         {"error_code", text(step.result.errorCode)},
                         {"error", text(step.result.error)},
                         {"summary", serveSummaryJson(step.result.summary)},
                         {"machines", std::move(machines)},
                         {"records", std::move(records)}});
    }
    nlohmann::json setup = nlohmann::json::array();
    for (const ServingRun &serving : report.setupRuns)
        setup.push_back({{"id", serving.run.id}, {"layout", protocol::toString(serving.plan.layout)}});
    return {{"run", reportRunJson(report.run)},
            {"plan", servePlanJson(report.plan)},
            {"goal_concurrency", report.goalConcurrency},
            {"steps", std::move(steps)},
            {"setup_runs", std::move(setup)},
            {"verdict", reportVerdictJson(report.verdict)},
            {"complete_serving_path", reportFindingJson(report.servingPath)},
            {"rpc_split", report.rpcSplit ? rpcSplitJson(*report.rpcSplit) : nlohmann::json()}};
}

} // namespace shardscope::core
