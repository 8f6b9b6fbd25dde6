#include "app/cli/BenchCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/RunsCommand.h"
#include "core/analysis/BenchMetrics.h"
#include "core/bench/BenchRecord.h"
#include "core/bench/BenchRunner.h"
#include "core/cluster/LinkMatrix.h"
#include "core/model/BenchPlan.h"
#include "core/run/RunRecorder.h"
#include "core/store/ResultStore.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <atomic>
#include <csignal>
#include <mutex>
#include <optional>

namespace shardscope::cli {

namespace {

using namespace shardscope::core;

QStringList splitList(const QString &text)
{
    QStringList words;
    for (const QString &word : text.split(QLatin1Char(','), Qt::KeepEmptyParts))
        words << word.trimmed();
    return words;
}

/// How a run ends in the store and the output.
/// The rank that samples the tokens (Single and TensorParallel: rank 0; PipelineParallel: the last
/// stage; Replicas: the first replica); null when it gave no report.
const protocol::BenchRankReport *samplingReport(const BenchRunOutcome &outcome)
{
    if (outcome.ranks.isEmpty())
        return nullptr;
    const auto &report = outcome.spec.layout == protocol::BenchLayout::PipelineParallel
                             ? outcome.ranks.constLast()
                             : outcome.ranks.constFirst();
    return report ? &*report : nullptr;
}

/// What is kept of each run for the output.
struct RunRecord {
    BenchRunOutcome outcome;
    BenchSummary summary;
    RunStatus status = RunStatus::Unknown;
};

QString number(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

/// The readable result: one row per run, then the notes (failures, suspect figures).
QString benchTable(const BenchPlan &plan, const QList<RunRecord> &runs)
{
    const QStringList header{QStringLiteral("#"),
                             QStringLiteral("layout"),
                             QStringLiteral("nodes"),
                             QStringLiteral("concurrency"),
                             QStringLiteral("status"),
                             QStringLiteral("TTFT p50 ms"),
                             QStringLiteral("ITL p50 ms"),
                             QStringLiteral("TPOT p50 ms"),
                             QStringLiteral("tokens/s"),
                             QStringLiteral("compute ms/step"),
                             QStringLiteral("comm ms/step"),
                             QStringLiteral("roofline %")};
    QList<QStringList> rows;
    QStringList notes;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const RunRecord &run = runs.at(i);
        const BenchSummary &s = run.summary;
        const QString position = QString::number(i + 1);
        const bool measured = s.outputTokens > 0;
        const auto figure = [measured](double value, int decimals) {
            return measured ? number(value, decimals) : QStringLiteral("-");
        };
        // "n/a": no roofline applies (a model that fits in the caches, or a bandwidth not measured).
        QString roofline = measured ? QStringLiteral("n/a") : QStringLiteral("-");
        if (measured && s.rooflineTokensPerSecond > 0)
            roofline
                = number(s.rooflineFraction * 100, 0) + (s.aboveRoofline ? QStringLiteral("!") : QString());
        rows.append({position, qs(protocol::toString(run.outcome.spec.layout)),
                     benchRunNodeNames(plan, run.outcome.spec).join(QLatin1Char(',')),
                     QString::number(run.outcome.spec.concurrency), runStatusName(run.status),
                     figure(s.ttftMs.p50, 2), figure(s.itlMs.p50, 2), figure(s.tpotMs.p50, 2),
                     figure(s.outputTokensPerSecond, 1), figure(s.computeMsPerStep, 2),
                     figure(s.commMsPerStep, 2), roofline});
        if (run.outcome.error) {
            QString detail = run.outcome.error->detail;
            detail.replace(QLatin1Char('\n'), QLatin1Char(' '));
            notes << QStringLiteral("run %1 %2 (%3): %4")
                         .arg(position, runStatusName(run.status), errorCodeName(run.outcome.error->code),
                              detail);
        }
    }

    // The node names, layout, status and error code are words; the figures are right-aligned.
    QString text
        = textTable(header, rows, [](qsizetype column, qsizetype) { return column >= 1 && column <= 4; });
    if (!notes.isEmpty())
        text += QLatin1Char('\n') + notes.join(QLatin1Char('\n')) + QLatin1Char('\n');
    return text;
}

nlohmann::json runJson(const BenchPlan &plan, int position, const RunRecord &run)
{
    const BenchRunOutcome &outcome = run.outcome;
    nlohmann::json names = nlohmann::json::array();
    for (const QString &name : benchRunNodeNames(plan, outcome.spec))
        names.push_back(name.toStdString());
    nlohmann::json ranks = nlohmann::json::array();
    for (const std::optional<protocol::BenchRankReport> &report : outcome.ranks)
        ranks.push_back(report ? nlohmann::json(*report) : nlohmann::json());
    nlohmann::json entry = {{"position", position},
                            {"layout", protocol::toString(outcome.spec.layout)},
                            {"nodes", std::move(names)},
                            {"concurrency", outcome.spec.concurrency},
                            {"status", runStatusName(run.status).toStdString()},
                            {"elapsed_ms", outcome.elapsed.count()},
                            {"summary", benchSummaryJson(run.summary)}};
    if (outcome.error)
        entry["error"] = {{"code", errorCodeName(outcome.error->code).toStdString()},
                          {"message", outcome.error->detail.toStdString()}};
    // Greedy token ids of sequence 0 from the sampling rank: equal across layouts for one seed.
    const protocol::BenchRankReport *sampling = samplingReport(outcome);
    entry["tokens"] = sampling ? nlohmann::json(sampling->firstSequenceTokens) : nlohmann::json::array();
    entry["ranks"] = std::move(ranks);
    return entry;
}

/// Rank progress on stderr: each stage, and every quarter of a stage.
class RankProgressPrinter
{
public:
    RankProgressPrinter(const BenchPlan &plan, const QList<BenchRunSpec> &specs)
        : m_plan(plan)
        , m_specs(specs)
    {}

    void started(int run, const BenchRunSpec &spec)
    {
        printError(QStringLiteral("run %1/%2: %3 on %4, concurrency %5\n")
                       .arg(run + 1)
                       .arg(m_specs.size())
                       .arg(qs(protocol::toString(spec.layout)),
                            benchRunNodeNames(m_plan, spec).join(QLatin1Char(',')))
                       .arg(spec.concurrency));
    }

    void operator()(const BenchRankProgress &progress)
    {
        if (progress.run < 0 || progress.run >= m_specs.size())
            return;
        const BenchRunSpec &spec = m_specs.at(progress.run);
        if (progress.rank < 0 || progress.rank >= spec.nodes.size())
            return;
        const int quarter = int(progress.fraction * 4);
        const auto key = std::tuple{progress.run, progress.rank};
        if (m_last.contains(key) && m_last.value(key) == std::pair{progress.stage, quarter})
            return;
        m_last.insert(key, {progress.stage, quarter});
        printError(QStringLiteral("run %1/%2: rank %3 (%4): %5 %6 %\n")
                       .arg(progress.run + 1)
                       .arg(m_specs.size())
                       .arg(progress.rank)
                       .arg(m_plan.nodes.at(spec.nodes.at(progress.rank)).target.name, progress.stage)
                       .arg(int(progress.fraction * 100)));
    }

private:
    const BenchPlan &m_plan;
    const QList<BenchRunSpec> &m_specs;
    QMap<std::tuple<int, int>, std::pair<QString, int>> m_last;
};

} // namespace

std::optional<QList<protocol::BenchLayout>> parseLayoutList(const QString &text, QString *error)
{
    QList<protocol::BenchLayout> layouts;
    for (const QString &word : splitList(text)) {
        const protocol::BenchLayout layout = protocol::benchLayoutFromString(word.toStdString());
        if (layout == protocol::BenchLayout::Unknown) {
            *error = word.isEmpty()
                         ? QStringLiteral("an empty layout name in \"%1\"").arg(text)
                         : QStringLiteral("unknown layout \"%1\": use single, tp, pp or replicas").arg(word);
            return std::nullopt;
        }
        layouts.append(layout);
    }
    return layouts;
}

std::optional<QStringList> parseNodeNameList(const QString &text, QString *error)
{
    const QStringList names = splitList(text);
    if (names.contains(QString())) {
        *error = QStringLiteral("an empty node name in \"%1\"").arg(text);
        return std::nullopt;
    }
    if (names.size() < 2) {
        *error = QStringLiteral("\"%1\" names one node; a split or one copy per node needs two or more, "
                                "comma-separated")
                     .arg(text);
        return std::nullopt;
    }
    return names;
}

std::optional<QList<std::uint32_t>> parseConcurrencyList(const QString &text, std::uint32_t maximum,
                                                         QString *error)
{
    QList<std::uint32_t> values;
    for (const QString &word : splitList(text)) {
        bool ok = false;
        const uint value = word.toUInt(&ok);
        if (!ok || value < 1 || value > maximum) {
            *error = QStringLiteral("\"%1\" is not a concurrency from 1 to %2").arg(word).arg(maximum);
            return std::nullopt;
        }
        values.append(std::uint32_t(value));
    }
    return values;
}

int runBenchCommand(const BenchCommandOptions &options)
{
    const OutputFormat format = options.json ? OutputFormat::Json : OutputFormat::Text;
    // Without --layouts: Single alone with one node, else all four.
    const auto layoutsFor = [&options](const ResolvedHosts &hosts) {
        QList<protocol::BenchLayout> layouts = options.layouts;
        if (layouts.isEmpty()) {
            layouts = {protocol::BenchLayout::Single};
            if (hosts.targets.size() > 1)
                layouts << protocol::BenchLayout::TensorParallel << protocol::BenchLayout::PipelineParallel
                        << protocol::BenchLayout::Replicas;
        }
        return layouts;
    };
    // Where the other ranks reach each node: its cluster interface's address, or a numeric SSH
    // address. Only a split needs it; a single node or replicas run without one.
    auto machines = openRunMachines(
        options.databasePath, options.nodes,
        [&layoutsFor](const ResolvedHosts &hosts) {
            const QList<protocol::BenchLayout> layouts = layoutsFor(hosts);
            return layouts.contains(protocol::BenchLayout::TensorParallel)
                   || layouts.contains(protocol::BenchLayout::PipelineParallel);
        },
        format);
    if (!machines)
        return ExitFailure;
    const std::unique_ptr<ResultStore> &database = machines->database;
    ResolvedHosts &resolved = machines->hosts;

    BenchPlan plan;
    plan.model = options.model;
    plan.dtype = options.dtype;
    plan.backend = options.backend;
    plan.workload = options.workload;
    plan.threads = options.threads;
    plan.layouts = layoutsFor(resolved);
    plan.concurrencies = options.concurrencies;
    plan.goal = options.goal;
    plan.nodes = machines->nodes;
    // Node sets by name, in rank order: the names the nodes have in the plan (and in the output).
    // A name twice in one set or a set too small for its layout is expandBenchPlan's to refuse.
    // --split-over may say the names the nodes are stored under (a --host as given) too.
    QList<QStringList> splitOver = options.splitOver;
    for (QStringList &set : splitOver) {
        for (QString &name : set) {
            for (qsizetype i = 0; i < resolved.records.size(); ++i) {
                if (name == resolved.records.at(i).name)
                    name = resolved.targets.at(i).name;
            }
        }
    }
    QStringList unknown;
    plan.nodeSets = nodeSetsByName(plan, splitOver, &unknown);
    if (!unknown.isEmpty()) {
        QStringList known;
        for (const ClusterNode &node : plan.nodes)
            known << node.target.name;
        printFailure(QStringLiteral("checking --split-over"),
                     Error{ErrorCode::InvalidArgument,
                           QStringLiteral("\"%1\" is not one of the nodes of this benchmark: %2")
                               .arg(unknown.first(), known.join(QStringLiteral(", ")))},
                     format);
        return ExitUsage;
    }
    // A node in no set (and not the first, which runs the baseline) would only be connected to.
    plan = withoutUnusedNodes(plan);
    // Checked before anything is stored or connected: a layout the model cannot take is named
    // (core::planProblemText: the problem checkBenchPlan found and its subject, in English).
    auto specs = expandBenchPlan(plan);
    if (!specs) {
        printFailure(QStringLiteral("checking the plan"), specs.error(), format);
        return ExitUsage;
    }

    // Checked, not yet stored: a node never inventoried is now, so that the run and its report
    // name it by its host name and know its memory.
    // Only the nodes the plan kept: one left out by withoutUnusedNodes is not connected to.
    if (auto done = inventoryAndNameRunNodes(options.nodes, *database, &resolved, &machines->inventories,
                                             &plan.nodes, !options.json);
        !done) {
        printFailure(QStringLiteral("inventorying the nodes"), done.error(), format);
        return ExitFailure;
    }

    auto recorder = RunRecorder::begin(*database, kBenchRun, benchRunConfigJson(plan));
    if (!recorder) {
        printFailure(QStringLiteral("storing the run in %1").arg(database->path()), recorder.error(), format);
        return ExitFailure;
    }
    const qint64 runId = recorder->runId();

    BenchRunnerOptions runnerOptions;
    runnerOptions.agents = options.nodes.agents;

    NodeProgressPrinter nodePrinter(resolved.targets);
    RankProgressPrinter rankPrinter(plan, *specs);
    QList<RunRecord> records;
    BenchRunnerCallbacks callbacks;
    callbacks.nodes.progress = [&nodePrinter](const NodeProgress &progress) {
        nodePrinter(progress);
    };
    callbacks.runStarted = [&rankPrinter](int run, const BenchRunSpec &spec) {
        rankPrinter.started(run, spec);
    };
    callbacks.rankProgress = [&rankPrinter](const BenchRankProgress &progress) {
        rankPrinter(progress);
    };
    // Called on this thread, which owns the database connection: each run is stored as soon as it
    // is done, so a later failure or Ctrl-C loses nothing that was measured.
    callbacks.runFinished = [&](int index, const BenchRunOutcome &outcome) {
        StoredBenchResult stored = storedBenchResult(runId, plan, index, outcome);
        RunRecord record{outcome, stored.summary, stored.status};
        // A completed run above the memory roofline is stored, shown and counted as failed.
        if (!record.outcome.error && stored.status == RunStatus::Failed)
            record.outcome.error = benchRooflineError(record.summary);
        (void)recorder->record(stored);

        const QString ending
            = record.outcome.error
                  ? QStringLiteral("%1 (%2)").arg(runStatusName(record.status),
                                                  errorCodeName(record.outcome.error->code))
                  : QStringLiteral("done in %1 s").arg(double(outcome.elapsed.count()) / 1000, 0, 'f', 1);
        printError(QStringLiteral("run %1/%2: %3\n").arg(index + 1).arg(specs->size()).arg(ending));
        records.append(std::move(record));
    };

    Result<BenchPlanResult> result = Error{};
    {
        const InterruptGuard interrupts;
        result = runBenchPlan(plan, runnerOptions, callbacks, interrupts.cancelFlag());
    }
    if (!result) {
        // The plan was checked above: only a bug gets here. The run must not stay "running".
        (void)recorder->finish(result.error());
        printFailure(QStringLiteral("running the plan"), result.error(), format);
        return ExitFailure;
    }

    // Cancelled if a run was, Complete if every run completed and was stored, else Failed; the
    // last line says "Stored as run N (status)" only when the store took that status.
    const RunRecorder::Finished finish
        = endRecordedRun(*recorder, result->nodes, plan.nodes, database->path());
    const RunStatus status = finish.end.status;
    const Result<void> &finished = finish.stored;
    const bool allOk = status == RunStatus::Complete && finished.ok();

    if (options.json) {
        nlohmann::json runs = nlohmann::json::array();
        for (qsizetype i = 0; i < records.size(); ++i)
            runs.push_back(runJson(plan, int(i), records.at(i)));
        nlohmann::json nodeErrors = nlohmann::json::array();
        for (qsizetype i = 0; i < result->nodes.size(); ++i)
            if (const auto &nodeError = result->nodes.at(i).error)
                nodeErrors.push_back({{"node", plan.nodes.at(i).target.name.toStdString()},
                                      {"code", errorCodeName(nodeError->code).toStdString()},
                                      {"message", nodeError->detail.toStdString()}});
        nlohmann::json document = {{"run_id", runId},
                                   {"status", runStatusName(status).toStdString()},
                                   {"plan", benchPlanJson(plan)},
                                   {"node_errors", std::move(nodeErrors)},
                                   {"runs", std::move(runs)}};
        if (!finish.end.error.isEmpty())
            document["error"] = finish.end.error.toStdString();
        if (!finished)
            document["status_not_stored"] = finished.error().detail.toStdString();
        printOut(qs(dumpJson(document, 2)) + QLatin1Char('\n'));
    } else {
        printOut(benchTable(plan, records) + storedAsLine(runId, status, finished));
    }
    return allOk ? ExitSuccess : ExitFailure;
}

} // namespace shardscope::cli
