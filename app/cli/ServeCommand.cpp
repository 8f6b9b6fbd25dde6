#include "app/cli/ServeCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/RunsCommand.h"
#include "core/analysis/ServeMetrics.h"
#include "core/model/ServePlan.h"
#include "core/model/VllmLaunch.h"
#include "core/run/RunRecorder.h"
#include "core/serve/LlamaCppRunner.h"
#include "core/serve/ServeRunner.h"
#include "core/store/ResultStore.h"
#include "presentation/AnalysisText.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace shardscope::cli {

namespace {

using namespace shardscope::core;

QString number(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

/// "12.3 MB": decimal units, as network figures are given.
QString bytesText(std::uint64_t bytes)
{
    if (bytes >= 10'000'000)
        return number(double(bytes) / 1e6, 0) + QStringLiteral(" MB");
    if (bytes >= 10'000)
        return number(double(bytes) / 1e3, 0) + QStringLiteral(" kB");
    return QString::number(bytes) + QStringLiteral(" B");
}

/// What is kept of each step for the output.
struct StepRecord {
    ServeStepOutcome outcome;
    StoredServeResult stored;
};

/// One line per machine of a step: where its work went.
QStringList telemetryLines(const StepRecord &step)
{
    QStringList lines;
    const std::uint64_t tokens = step.stored.summary.outputTokens;
    for (const StoredTelemetry &telemetry : step.outcome.telemetry) {
        if (!telemetry.series) {
            lines
                << QStringLiteral("  %1: not sampled: %2").arg(telemetry.nodeName, safeText(telemetry.error));
            continue;
        }
        const TelemetryFigures figures = telemetryFigures(*telemetry.series);
        QStringList parts;
        if (figures.cpuBusyMean)
            parts << QStringLiteral("CPU %1 % busy").arg(number(*figures.cpuBusyMean * 100, 0));
        for (const TelemetryFigures::Gpu &gpu : figures.gpus) {
            if (!gpu.utilizationMeanPercent) {
                parts << QStringLiteral("GPU %1 not read").arg(gpu.index);
                continue;
            }
            const bool idle = gpu.utilizationMaxPercent.value_or(0) < kIdleGpuPercent;
            parts << QStringLiteral("GPU %1 %2 % busy%3")
                         .arg(gpu.index)
                         .arg(number(*gpu.utilizationMeanPercent, 0))
                         .arg(idle ? QStringLiteral(" (idle the whole step)") : QString());
        }
        if (telemetry.interfaceName.isEmpty()) {
            parts << QStringLiteral("no interface holds its cluster address: network not sampled");
        } else if (figures.rxBytes && figures.txBytes) {
            QString network = QStringLiteral("%1 in, %2 out on %3")
                                  .arg(bytesText(*figures.rxBytes), bytesText(*figures.txBytes),
                                       safeText(telemetry.interfaceName));
            if (tokens > 0)
                network += QStringLiteral(" (%1 per generated token)")
                               .arg(bytesText((*figures.rxBytes + *figures.txBytes) / tokens));
            parts << network;
        }
        lines << QStringLiteral("  %1: %2").arg(telemetry.nodeName, parts.join(QStringLiteral(", ")));
    }
    return lines;
}

/// The readable result: one row per step, then per step its notes (failures, the server's own
/// figures, each machine's sampling).
QString serveTable(const ServePlan &plan, const QList<StepRecord> &steps)
{
    const QStringList header{
        QStringLiteral("#"),           QStringLiteral("concurrency"),  QStringLiteral("status"),
        QStringLiteral("done"),        QStringLiteral("failed"),       QStringLiteral("TTFT p50 ms"),
        QStringLiteral("TTFT p99 ms"), QStringLiteral("TPOT p50 ms"),  QStringLiteral("ITL p50 ms"),
        QStringLiteral("E2EL p50 ms"), QStringLiteral("output tok/s"), QStringLiteral("req/s")};
    QList<QStringList> rows;
    QStringList notes;
    if (!plan.software.isEmpty())
        notes << QStringLiteral("server: %1%2 at %3, dialect %4%5")
                     .arg(safeText(plan.software),
                          plan.softwareVersion.isEmpty()
                              ? QString()
                              : QStringLiteral(" ") + safeText(plan.softwareVersion),
                          plan.endpoint, qs(protocol::toString(plan.dialect)),
                          plan.dialectDetected ? QStringLiteral(" (detected)") : QString());
    for (const StepRecord &step : steps) {
        const ServeSummary &s = step.stored.summary;
        const QString position = QString::number(step.outcome.position + 1);
        const bool measured = s.completed > 0;
        const auto figure = [measured](double value, int decimals) {
            return measured ? number(value, decimals) : QStringLiteral("-");
        };
        rows.append({position, QString::number(step.outcome.concurrency), runStatusName(step.stored.status),
                     QString::number(s.completed), QString::number(s.failed), figure(s.ttftMs.p50, 1),
                     figure(s.ttftMs.p99, 1), figure(s.tpotMs.p50, 2), figure(s.itlMs.p50, 2),
                     figure(s.e2elMs.p50, 0), figure(s.outputTokensPerSecond, 1),
                     figure(s.requestsPerSecond, 2)});
        if (!step.stored.error.isEmpty()) {
            // The server's own words may be in it: shown safe (a line break becomes a space).
            const QString detail = safeText(step.stored.error);
            notes << QStringLiteral("step %1 %2 (%3): %4")
                         .arg(position, runStatusName(step.stored.status), step.stored.errorCode, detail);
        }
        if (s.withoutTokenCount > 0)
            notes << QStringLiteral("step %1: %2 responses had no token count: left out of TPOT and tokens/s")
                         .arg(position)
                         .arg(s.withoutTokenCount);
        const ServeServerComparison &server = s.server;
        if (server.ttftMedianRelativeDifference || server.generationRelativeDifference) {
            QStringList parts;
            if (server.ttftMedianRelativeDifference) {
                QString ttft = QStringLiteral("TTFT %1 % above its prompt time per request (median)")
                                   .arg(number(*server.ttftMedianRelativeDifference * 100, 1));
                if (server.waitedRequests > 0)
                    ttft
                        += QStringLiteral(", %1 of %2 requests waited for the server before it began their "
                                          "prompt (mean TTFT %3 ms against its prompt time %4 ms)")
                               .arg(server.waitedRequests)
                               .arg(server.promptRequests)
                               .arg(number(server.clientTtftMsMean, 1), number(server.serverPromptMsMean, 1));
                parts << ttft;
            }
            if (server.generationRelativeDifference)
                parts << QStringLiteral("%1 tokens/s per request against its %2 (%3 %)")
                             .arg(number(server.clientTokensPerSecondMean, 1),
                                  number(server.serverTokensPerSecondMean, 1),
                                  number(*server.generationRelativeDifference * 100, 1));
            notes << QStringLiteral("step %1, the server's own timings%2: %3")
                         .arg(position,
                              server.disagrees ? QStringLiteral(" DISAGREE with the client's") : QString(),
                              parts.join(QStringLiteral("; ")));
        }
        const QStringList telemetry = telemetryLines(step);
        if (!telemetry.isEmpty())
            notes << QStringLiteral("step %1, each machine:").arg(position) << telemetry;
    }
    // The status is a word; the figures are right-aligned.
    QString text = textTable(header, rows, [](qsizetype column, qsizetype) { return column == 2; });
    if (!notes.isEmpty())
        text += QLatin1Char('\n') + notes.join(QLatin1Char('\n')) + QLatin1Char('\n');
    return text;
}

nlohmann::json stepJson(const StepRecord &step)
{
    nlohmann::json telemetry = nlohmann::json::array();
    for (const StoredTelemetry &entry : step.outcome.telemetry) {
        nlohmann::json item = {{"node", entry.nodeName.toStdString()},
                               {"interface", entry.interfaceName.toStdString()},
                               {"series", entry.series ? nlohmann::json(*entry.series) : nlohmann::json()}};
        if (!entry.error.isEmpty())
            item["error"] = entry.error.toStdString();
        telemetry.push_back(std::move(item));
    }
    nlohmann::json entry = {{"position", step.outcome.position},
                            {"concurrency", step.outcome.concurrency},
                            {"status", runStatusName(step.stored.status).toStdString()},
                            {"elapsed_ms", step.outcome.elapsed.count()},
                            {"summary", serveSummaryJson(step.stored.summary)},
                            {"telemetry", std::move(telemetry)},
                            {"records", nlohmann::json(step.outcome.records)}};
    if (!step.stored.error.isEmpty())
        entry["error"]
            = {{"code", step.stored.errorCode.toStdString()}, {"message", step.stored.error.toStdString()}};
    return entry;
}

/// How each server ended (stderr), with the end of its output when it did not end as asked.
QString llamaServersText(const LlamaCppServeResult &run)
{
    QString text;
    for (const LlamaCppServerOutcome &server : run.servers) {
        text += presentation::AnalysisText::llamaServerEndText(server) + QLatin1Char('\n');
        if (server.stopped && server.stopped->exitedBefore) {
            for (const std::string &line : server.stopped->logLines)
                text += QStringLiteral("  | ") + safeText(qs(line)) + QLatin1Char('\n');
        }
    }
    return text;
}

/// The model, the load and the lines that start the same servers again (stdout, after the table).
QString llamaLaunchText(const LlamaCppServeResult &run)
{
    QString text
        = QStringLiteral("\nllama.cpp: %1 (%2 layers%3), loaded in %4 s")
              .arg(run.modelPath)
              .arg(run.model.blockCount.value_or(0))
              .arg(run.model.types.empty() ? QString()
                                           : QStringLiteral(", mostly ") + qs(run.model.types.front().type))
              .arg(number(run.loadSeconds, 1));
    if (run.written)
        text += run.written->reused ? QStringLiteral("; the model file was there already")
                                    : QStringLiteral("; the model file was written in %1 s")
                                          .arg(number(run.written->seconds, 1));
    text += QLatin1Char('.');
    for (const QString &cache : presentation::AnalysisText::rpcCacheTexts(run.servers))
        text += QLatin1Char(' ') + cache;
    text += QStringLiteral("\nTo run the same servers without ShardScope:\n");
    for (const LaunchStep &step : llamaCppLaunchSteps(run.launch)) {
        text += QStringLiteral("  on %1 (%2):\n").arg(step.machine, step.purpose);
        for (const QString &line : step.lines)
            text += QStringLiteral("    ") + line + QLatin1Char('\n');
    }
    for (const QString &note : run.launch.notes)
        text += QStringLiteral("Note: %1\n").arg(note);
    return text;
}

nlohmann::json llamaJson(const LlamaCppServeResult &run)
{
    nlohmann::json servers = nlohmann::json::array();
    for (const LlamaCppServerOutcome &server : run.servers) {
        nlohmann::json item = {{"machine", server.process.machine.toStdString()},
                               {"purpose", server.process.purpose.toStdString()},
                               {"started", server.started}};
        if (server.stopped)
            item["stopped"] = *server.stopped;
        servers.push_back(std::move(item));
    }
    nlohmann::json document = {{"model_path", run.modelPath.toStdString()},
                               {"model", run.model},
                               {"load_seconds", run.loadSeconds},
                               {"servers", std::move(servers)},
                               {"launch", launchStepsJson(llamaCppLaunchSteps(run.launch))}};
    if (run.written)
        document["written"] = *run.written;
    return document;
}

} // namespace

int printVllmLaunch(const ServeCommandOptions &options)
{
    const OutputFormat format = options.json ? OutputFormat::Json : OutputFormat::Text;
    // Every server and Ray process binds its machine's cluster address: one is needed.
    const auto run = openRunMachines(
        options.databasePath, options.nodes, [](const ResolvedHosts &) { return true; }, format);
    if (!run)
        return ExitFailure;
    QList<LaunchMachine> machines;
    for (qsizetype i = 0; i < run->nodes.size(); ++i)
        machines.append(launchMachine(run->nodes.at(i), run->inventories.at(i)));
    const VllmLaunch launch = vllmLaunch(machines, options.layout, options.model);
    if (!launch.problem.isEmpty()) {
        printFailure(QStringLiteral("writing the vLLM launch"),
                     Error{ErrorCode::InvalidArgument, launch.problem}, format);
        return ExitUsage;
    }
    if (options.json) {
        nlohmann::json endpoints = nlohmann::json::array();
        for (const QString &endpoint : launch.endpoints)
            endpoints.push_back(endpoint.toStdString());
        nlohmann::json notes = nlohmann::json::array();
        for (const QString &note : launch.notes)
            notes.push_back(note.toStdString());
        printOut(qs(dumpJson({{"tensor_parallel_size", launch.tensorParallelSize},
                              {"pipeline_parallel_size", launch.pipelineParallelSize},
                              {"steps", launchStepsJson(launch.steps)},
                              {"endpoints", std::move(endpoints)},
                              {"notes", std::move(notes)}},
                             2))
                 + QLatin1Char('\n'));
        return ExitSuccess;
    }
    QString text
        = QStringLiteral("vLLM over %1 machine(s): tensor parallel %2, pipeline parallel %3. ShardScope "
                         "does not start it: run these, in this order.\n")
              .arg(machines.size())
              .arg(launch.tensorParallelSize)
              .arg(launch.pipelineParallelSize);
    for (qsizetype i = 0; i < launch.steps.size(); ++i) {
        const LaunchStep &step = launch.steps.at(i);
        text += QStringLiteral("\n%1. on %2 (%3):\n").arg(i + 1).arg(step.machine, step.purpose);
        for (const QString &line : step.lines)
            text += QStringLiteral("   ") + line + QLatin1Char('\n');
    }
    text += QStringLiteral("\nThen measure it: shardscope-cli serve-bench --endpoint %1 --api-model %2 …\n")
                .arg(launch.endpoints.value(0), shellQuote(options.model));
    for (const QString &note : launch.notes)
        text += QStringLiteral("Note: %1\n").arg(note);
    printOut(text);
    return ExitSuccess;
}

namespace {

/// One serving run of `plan` (with --engine llama.cpp, llama.cpp started in `plan.layout` around
/// it), stored, its table printed, its JSON document printed or, with `out`, put there. Its exit code.
int runServePlanOnce(const ServeCommandOptions &options, const ServePlan &plan, RunMachines &machines,
                     const std::atomic_bool *cancel, nlohmann::json *out)
{
    // Several layouts print one document of their runs at the end: a failure goes into its own.
    const OutputFormat format = options.json && !out ? OutputFormat::Json : OutputFormat::Text;
    const auto fail = [&](const QString &what, const Error &error) {
        printFailure(what, error, format);
        if (out)
            *out = failureJson(what, error);
    };
    const std::unique_ptr<ResultStore> &database = machines.database;
    const bool llama = options.engine == ServeEngine::LlamaCpp;
    ServeRunnerOptions runnerOptions;
    runnerOptions.agents = options.nodes.agents;
    runnerOptions.apiKey = options.apiKey;
    runnerOptions.readTimeoutMs = options.readTimeoutMs;
    const QString fromName = serveFromName(plan, runnerOptions.localName);

    QList<NodeTarget> targets = serveRunTargets(plan, runnerOptions.localName);
    NodeProgressPrinter nodePrinter(targets);
    std::optional<RunRecorder> recorder;
    std::optional<Error> notStored;
    ServePlan ran = plan;
    QList<StepRecord> steps;
    ServeRunnerCallbacks callbacks;
    callbacks.nodes.progress = [&nodePrinter](const NodeProgress &progress) {
        nodePrinter(progress);
    };
    // Called on this thread, which owns the database connection: the run is stored once the server
    // said what it is, each step as soon as it is done.
    callbacks.planReady = [&](const ServePlan &ready) {
        ran = ready;
        printError(QStringLiteral("%1 asks %2: %3 %4, dialect %5\n")
                       .arg(fromName, ready.endpoint,
                            ready.software.isEmpty() ? QStringLiteral("a server not recognised")
                                                     : safeText(ready.software),
                            safeText(ready.softwareVersion), qs(protocol::toString(ready.dialect))));
        auto begun = RunRecorder::begin(*database, kServeRun, serveRunConfigJson(ready));
        if (!begun) {
            notStored = begun.error();
            return false;
        }
        recorder.emplace(std::move(begun).value());
        return true;
    };
    callbacks.stepStarted = [&](int position, std::uint32_t concurrency) {
        printError(QStringLiteral("step %1/%2: concurrency %3, from %4\n")
                       .arg(position + 1)
                       .arg(plan.concurrencies.size())
                       .arg(concurrency)
                       .arg(fromName));
    };
    int lastQuarter = -1;
    callbacks.stepProgress = [&](int position, double fraction, const QString &stage) {
        const int quarter = int(fraction * 4);
        if (quarter == lastQuarter)
            return;
        lastQuarter = quarter;
        printError(QStringLiteral("step %1/%2: %3 (%4 %)\n")
                       .arg(position + 1)
                       .arg(plan.concurrencies.size())
                       .arg(stage)
                       .arg(int(fraction * 100)));
    };
    callbacks.stepFinished = [&](const ServeStepOutcome &outcome) {
        lastQuarter = -1;
        StepRecord step{outcome, storedServeResult(recorder->runId(), ran, outcome)};
        (void)recorder->record(step.stored);
        printError(QStringLiteral("step %1/%2: %3\n")
                       .arg(outcome.position + 1)
                       .arg(plan.concurrencies.size())
                       .arg(step.stored.status == RunStatus::Complete
                                ? QStringLiteral("done in %1 s")
                                      .arg(double(outcome.elapsed.count()) / 1000, 0, 'f', 1)
                                : QStringLiteral("%1 (%2)").arg(runStatusName(step.stored.status),
                                                                step.stored.errorCode)));
        steps.append(std::move(step));
    };

    Result<ServeRunResult> result = Error{};
    std::optional<LlamaCppServeResult> llamaRun;
    {
        if (llama) {
            LlamaCppServeCallbacks llamaCallbacks;
            llamaCallbacks.stage = [](const QString &stage) {
                printError(stage + QLatin1Char('\n'));
            };
            llamaCallbacks.serve = callbacks;
            LlamaCppServeSpec spec = llamaCppServeSpec(plan, machines.inventories, plan.layout,
                                                       options.modelFile, options.preset, options.llamaBin);
            spec.options.tensorSplit = options.tensorSplit;
            spec.options.threads = options.threads;
            auto started = runLlamaCppServe(spec, runnerOptions, llamaCallbacks, cancel);
            if (!started) {
                result = started.error();
            } else {
                llamaRun = std::move(started).value();
                result = llamaRun->serveError ? Result<ServeRunResult>(*llamaRun->serveError)
                                              : Result<ServeRunResult>(llamaRun->serve);
                printError(llamaServersText(*llamaRun));
            }
        } else {
            result = runServePlan(plan, runnerOptions, callbacks, cancel);
        }
    }
    if (!result) {
        // Nothing was measured: the run was never stored (or the store refused it).
        if (notStored) {
            fail(QStringLiteral("storing the run in %1").arg(database->path()), *notStored);
            return ExitFailure;
        }
        fail(QStringLiteral("preparing the serving run"), result.error());
        return result.error().code == ErrorCode::InvalidArgument ? ExitUsage : ExitFailure;
    }

    const RunRecorder::Finished finish
        = endRecordedRun(*recorder, result->nodes, ran.nodes, database->path());
    const RunStatus status = finish.end.status;
    const Result<void> &finished = finish.stored;
    const bool allOk = status == RunStatus::Complete && finished.ok();
    const qint64 runId = recorder->runId();

    if (options.json) {
        nlohmann::json stepsJson = nlohmann::json::array();
        for (const StepRecord &step : steps)
            stepsJson.push_back(stepJson(step));
        nlohmann::json nodeErrors = nlohmann::json::array();
        for (qsizetype i = 0; i < result->nodes.size() && i < ran.nodes.size(); ++i)
            if (const auto &nodeError = result->nodes.at(i).error)
                nodeErrors.push_back({{"node", ran.nodes.at(i).target.name.toStdString()},
                                      {"code", errorCodeName(nodeError->code).toStdString()},
                                      {"message", nodeError->detail.toStdString()}});
        nlohmann::json document = {{"run_id", runId},
                                   {"status", runStatusName(status).toStdString()},
                                   {"plan", servePlanJson(ran)},
                                   {"from", fromName.toStdString()},
                                   {"node_errors", std::move(nodeErrors)},
                                   {"steps", std::move(stepsJson)}};
        if (llamaRun)
            document["llama_cpp"] = llamaJson(*llamaRun);
        if (!finish.end.error.isEmpty())
            document["error"] = finish.end.error.toStdString();
        if (!finished)
            document["status_not_stored"] = finished.error().detail.toStdString();
        if (out)
            *out = std::move(document);
        else
            printOut(qs(dumpJson(document, 2)) + QLatin1Char('\n'));
    } else {
        printOut(serveTable(ran, steps) + (llamaRun ? llamaLaunchText(*llamaRun) : QString())
                 + storedAsLine(runId, status, finished));
    }
    return allOk ? ExitSuccess : ExitFailure;
}

} // namespace

int runServeCommand(const ServeCommandOptions &options)
{
    const OutputFormat format = options.json ? OutputFormat::Json : OutputFormat::Text;
    // The addresses are where each machine's sampling looks (the interface that holds it); a
    // machine without one is sampled without its network.
    auto machines = openRunMachines(
        options.databasePath, options.nodes, [](const ResolvedHosts &) { return false; }, format);
    if (!machines)
        return ExitFailure;
    const std::unique_ptr<ResultStore> &database = machines->database;
    ResolvedHosts &resolved = machines->hosts;

    const bool llama = options.engine == ServeEngine::LlamaCpp;
    ServePlan plan;
    plan.endpoint = options.endpoint;
    plan.model = options.model;
    plan.dialect = options.dialect;
    if (llama) {
        plan.endpoint = llamaCppProvisionalEndpoint(machines->nodes);
        plan.dialect = protocol::ServeDialect::LlamaCpp;
    }
    plan.layout = options.layout;
    plan.workload = options.workload;
    plan.concurrencies = options.concurrencies;
    plan.goal = options.goal;
    plan.nodes = machines->nodes;
    // --from: "local", a --host as given or as named now; default the first machine of the server.
    if (options.from == QLatin1String("local") || (options.from.isEmpty() && plan.nodes.isEmpty())) {
        plan.from = -1;
    } else if (options.from.isEmpty()) {
        plan.from = 0;
    } else {
        plan.from = -2;
        for (qsizetype i = 0; i < resolved.targets.size(); ++i) {
            if (options.from == resolved.targets.at(i).name || options.from == resolved.records.at(i).name)
                plan.from = int(i);
        }
        if (plan.from == -2) {
            QStringList known;
            for (const ClusterNode &node : plan.nodes)
                known << node.target.name;
            printFailure(
                QStringLiteral("checking --from"),
                Error{ErrorCode::InvalidArgument,
                      known.isEmpty()
                          ? QStringLiteral("\"%1\" is not a --host of this run; say --from local, or "
                                           "give the machine with --host")
                                .arg(options.from)
                          : QStringLiteral("\"%1\" is not one of the run's machines (%2) nor local")
                                .arg(options.from, known.join(QStringLiteral(", ")))},
                format);
            return ExitUsage;
        }
    }
    // Every layout's plan, checked before anything is stored or connected.
    const QList<protocol::BenchLayout> layouts
        = options.layouts.isEmpty() ? QList<protocol::BenchLayout>{options.layout} : options.layouts;
    for (const protocol::BenchLayout layout : layouts) {
        plan.layout = layout;
        if (QString problem = serveRunProblem(plan); !problem.isEmpty()) {
            if (layouts.size() > 1)
                problem = QStringLiteral("%1: %2").arg(qs(protocol::toString(layout)), problem);
            printFailure(QStringLiteral("checking the plan"), Error{ErrorCode::InvalidArgument, problem},
                         format);
            return ExitUsage;
        }
    }
    if (auto done = inventoryAndNameRunNodes(options.nodes, *database, &resolved, &machines->inventories,
                                             &plan.nodes, !options.json);
        !done) {
        printFailure(QStringLiteral("inventorying the machines"), done.error(), format);
        return ExitFailure;
    }

    const InterruptGuard interrupts;
    if (layouts.size() == 1) {
        plan.layout = layouts.first();
        return runServePlanOnce(options, plan, *machines, interrupts.cancelFlag(), nullptr);
    }
    // Each layout in turn, each its own stored run (the verdict compares them); Ctrl-C ends the
    // one that runs and starts no other.
    int exitCode = ExitSuccess;
    nlohmann::json runs = nlohmann::json::array();
    for (const protocol::BenchLayout layout : layouts) {
        if (interrupts.cancelFlag()->load())
            break;
        plan.layout = layout;
        printError(QStringLiteral("layout %1\n").arg(qs(protocol::toString(layout))));
        nlohmann::json document;
        const int ran = runServePlanOnce(options, plan, *machines, interrupts.cancelFlag(),
                                         options.json ? &document : nullptr);
        exitCode = std::max(exitCode, ran);
        if (options.json) {
            document["layout"] = protocol::toString(layout);
            runs.push_back(std::move(document));
        }
    }
    if (options.json)
        printOut(qs(dumpJson(nlohmann::json{{"runs", std::move(runs)}}, 2)) + QLatin1Char('\n'));
    return exitCode;
}

} // namespace shardscope::cli
