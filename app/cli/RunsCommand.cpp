#include "app/cli/RunsCommand.h"

#include "app/cli/CliOutput.h"
#include "core/store/ResultStore.h"

#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace shardscope::cli {

namespace {

using namespace shardscope::core;

/// What a run's configuration snapshot says about it; empty where it says nothing readable (a
/// snapshot of an older or broken version still lists).
struct Snapshot {
    QStringList nodes;
    QString model; ///< bench runs: the model's name
};

Snapshot snapshotOf(const RunRecord &run)
{
    Snapshot snapshot;
    snapshot.nodes = runNodeNames(run);
    snapshot.model = runModelName(run);
    return snapshot;
}

nlohmann::json timeJson(const QDateTime &time)
{
    if (!time.isValid())
        return nullptr;
    return time.toUTC().toString(Qt::ISODateWithMs).toStdString();
}

QString timeText(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                          : QStringLiteral("-");
}

nlohmann::json runJson(const RunRecord &run)
{
    const Snapshot snapshot = snapshotOf(run);
    nlohmann::json nodes = nlohmann::json::array();
    for (const QString &node : snapshot.nodes)
        nodes.push_back(node.toStdString());
    nlohmann::json entry = {
        {"id", run.id},
        {"kind", run.kind.toStdString()},
        {"status", runStatusName(run.status).toStdString()},
        {"started_at", timeJson(run.startedAtUtc)},
        {"finished_at", timeJson(run.finishedAtUtc)},
        {"nodes", std::move(nodes)},
        {"baseline", run.baseline},
        {"error", run.error.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(run.error.toStdString())}};
    if (run.kind == QLatin1String("bench"))
        entry["model"] = snapshot.model.isEmpty() ? nlohmann::json(nullptr)
                                                  : nlohmann::json(snapshot.model.toStdString());
    return entry;
}

/// The table for people: one line per run, the baseline marked with a star.
QString runsTable(const QList<RunRecord> &runs)
{
    const QStringList header{QStringLiteral("ID"),
                             QStringLiteral("KIND"),
                             QStringLiteral("STATUS"),
                             QStringLiteral("STARTED (UTC)"),
                             QStringLiteral("FINISHED (UTC)"),
                             QStringLiteral("BASELINE"),
                             QStringLiteral("MODEL"),
                             QStringLiteral("NODES")};
    QList<QStringList> rows;
    for (const RunRecord &run : runs) {
        const Snapshot snapshot = snapshotOf(run);
        rows.append({QString::number(run.id), run.kind, runStatusName(run.status), timeText(run.startedAtUtc),
                     timeText(run.finishedAtUtc), run.baseline ? QStringLiteral("*") : QString(),
                     snapshot.model.isEmpty() ? QStringLiteral("-") : snapshot.model,
                     snapshot.nodes.join(QStringLiteral(", "))});
    }
    return textTable(header, rows, [](qsizetype, qsizetype) { return true; });
}

} // namespace

std::unique_ptr<core::ResultStore> openDatabaseForReading(const QString &path, OutputFormat format)
{
    const QString databasePath = path.isEmpty() ? core::defaultDatabasePath() : path;
    auto store = core::ResultStore::open(databasePath, core::StoreAccess::Read);
    if (!store) {
        printFailure(QStringLiteral("opening the database %1").arg(databasePath), store.error(), format);
        return nullptr;
    }
    if ((*store)->isReadOnly())
        printError(QStringLiteral("shardscope-cli: %1 cannot be written, so it is only read (%2).\n")
                       .arg(databasePath, (*store)->readOnlyReason()));
    return std::move(store).value();
}

QString storedAsLine(qint64 runId, core::RunStatus status, const core::Result<void> &finished)
{
    if (finished)
        return QStringLiteral("Stored as run %1 (%2).\n").arg(QString::number(runId), runStatusName(status));
    return QStringLiteral("Run %1 is stored with what it measured, but could not be marked %2 (%3); it "
                          "shows as interrupted once this command has ended.\n")
        .arg(QString::number(runId), runStatusName(status), finished.error().detail);
}

int runRunsCommand(const RunsOptions &options)
{
    const OutputFormat format = options.json ? OutputFormat::Json : OutputFormat::Text;
    const QString databasePath
        = options.databasePath.isEmpty() ? core::defaultDatabasePath() : options.databasePath;
    // Nothing stored yet is no error, and listing creates no database.
    if (!QFileInfo::exists(databasePath)) {
        if (options.json)
            printOut(QString::fromStdString(dumpJson({{"runs", nlohmann::json::array()}}, 2))
                     + QLatin1Char('\n'));
        else
            printOut(
                QStringLiteral("No %1runs stored in %2 yet. Measure with 'shardscope-cli linktest' or "
                               "'shardscope-cli bench'.\n")
                    .arg(options.kind.isEmpty() ? QString() : options.kind + QLatin1Char(' '), databasePath));
        return ExitSuccess;
    }
    const auto store = openDatabaseForReading(databasePath, format);
    if (!store)
        return ExitFailure;
    auto runs = options.kind.isEmpty() ? store->allRuns() : store->runs(options.kind);
    if (!runs) {
        printFailure(QStringLiteral("reading the runs"), runs.error(), format);
        return ExitFailure;
    }
    if (options.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const RunRecord &run : *runs)
            list.push_back(runJson(run));
        printOut(QString::fromStdString(dumpJson({{"runs", std::move(list)}}, 2)) + QLatin1Char('\n'));
        return ExitSuccess;
    }
    if (runs->isEmpty()) {
        printOut(
            QStringLiteral("No %1runs stored in %2 yet. Measure with 'shardscope-cli linktest' or "
                           "'shardscope-cli bench'.\n")
                .arg(options.kind.isEmpty() ? QString() : options.kind + QLatin1Char(' '), store->path()));
        return ExitSuccess;
    }
    printOut(runsTable(*runs));
    return ExitSuccess;
}

RunRecorder::Finished endRecordedRun(RunRecorder &recorder, const QList<NodeOutcome> &nodeOutcomes,
                                     const QList<ClusterNode> &nodes, const QString &databasePath)
{
    for (qsizetype i = 0; i < nodeOutcomes.size() && i < nodes.size(); ++i) {
        const std::optional<Error> &error = nodeOutcomes.at(i).error;
        if (!error)
            continue;
        QString detail = error->detail;
        detail.replace(QLatin1Char('\n'), QLatin1Char(' '));
        printError(
            QStringLiteral("shardscope-cli: %1: %2 (%3). %4\n")
                .arg(nodes.at(i).target.name, detail, errorCodeName(error->code), adviceFor(error->code)));
    }
    RunRecorder::Finished finish = recorder.finish();
    if (!finish.stored)
        printFailure(QStringLiteral("storing the outcome of run %1").arg(recorder.runId()),
                     finish.stored.error(), OutputFormat::Text);
    if (const std::optional<Error> &storeError = recorder.storeError())
        printFailure(
            QStringLiteral("storing the %1 in %2").arg(QLatin1String(recorder.kind().parts), databasePath),
            *storeError, OutputFormat::Text);
    return finish;
}

} // namespace shardscope::cli
