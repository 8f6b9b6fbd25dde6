#include "app/cli/LinkCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/RunsCommand.h"
#include "core/analysis/LinkFigures.h"
#include "core/cluster/LinkMatrix.h"
#include "core/run/RunRecorder.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Version.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <atomic>
#include <csignal>
#include <optional>

namespace shardscope::cli {

namespace {

using namespace shardscope::core;

QString gbits(const protocol::DirectionThroughput *figures)
{
    return figures ? QString::number(figures->bitsPerSecond / 1e9, 'f', 3) : QStringLiteral("-");
}

QString micros(const std::optional<protocol::RttSummary> &rtt, double protocol::RttSummary::*field)
{
    return rtt ? QString::number((*rtt).*field, 'f', 0) : QStringLiteral("-");
}

/// The readable matrix: one row per direction (client→server is the test's forward direction),
/// then the warnings with their reasons and the failures.
QString matrixTable(const QList<ClusterNode> &nodes, const protocol::LinkTestSettings &settings,
                    const QList<LinkPairOutcome> &pairs)
{
    const QString pStreams = QStringLiteral("%1 streams").arg(settings.streams);
    // Throughput is per direction; the UDP echo figures are per pair (a round trip covers both
    // directions), so both rows of a pair show the same ones: the header and a footnote say so.
    const QStringList header{QStringLiteral("from → to"),          QStringLiteral("1 stream Gbit/s"),
                             pStreams + QStringLiteral(" Gbit/s"), QStringLiteral("round trip p50 µs*"),
                             QStringLiteral("round trip p99 µs*"), QStringLiteral("round trip jitter µs*"),
                             QStringLiteral("round trip loss %*"), QStringLiteral("warnings")};
    QList<QStringList> rows;
    QStringList notes;
    for (const LinkPairOutcome &outcome : pairs) {
        const QString client = nodes.at(outcome.pair.client).target.name;
        const QString server = nodes.at(outcome.pair.server).target.name;
        if (!outcome.report) {
            QString detail = outcome.error ? outcome.error->detail : QString();
            detail.replace(QLatin1Char('\n'), QLatin1Char(' '));
            notes << QStringLiteral("%1 ↔ %2: %3 (%4)")
                         .arg(client, server,
                              outcome.error && outcome.error->code == ErrorCode::Cancelled
                                  ? QStringLiteral("cancelled")
                                  : QStringLiteral("failed"),
                              detail);
            rows.append({QStringLiteral("%1 ↔ %2").arg(client, server), QStringLiteral("failed")});
            continue;
        }
        const protocol::LinkTestReport &test = outcome.report->test;
        const protocol::LatencySummary &udp = test.udpLatency;
        for (protocol::LinkMode mode : {protocol::LinkMode::Forward, protocol::LinkMode::Reverse}) {
            const bool forward = mode == protocol::LinkMode::Forward;
            const QString direction = qs(protocol::toString(mode));
            QStringList codes;
            for (const LinkWarning &warning : outcome.warnings)
                if (warning.direction.isEmpty() || warning.direction == direction)
                    codes << linkWarningCodeName(warning.code);
            codes.removeDuplicates();
            rows.append({forward ? QStringLiteral("%1 → %2").arg(client, server)
                                 : QStringLiteral("%1 → %2").arg(server, client),
                         gbits(phaseFigures(test, mode, 1)),
                         settings.streams > 1 ? gbits(phaseFigures(test, mode, settings.streams))
                                              : QStringLiteral("-"),
                         micros(udp.rtt, &protocol::RttSummary::p50Us),
                         micros(udp.rtt, &protocol::RttSummary::p99Us),
                         micros(udp.rtt, &protocol::RttSummary::jitterUs),
                         udp.sent > 0 ? QString::number(udp.lossPercent, 'f', 2) : QStringLiteral("-"),
                         codes.isEmpty() ? QStringLiteral("-") : codes.join(QLatin1Char(','))});
        }
        for (const LinkWarning &warning : outcome.warnings)
            notes << QStringLiteral("%1 ↔ %2: %3%4: %5")
                         .arg(client, server, linkWarningCodeName(warning.code),
                              warning.direction.isEmpty() ? QString()
                                                          : QStringLiteral(" (%1)").arg(warning.direction),
                              warning.detail);
    }

    // The pair and the last column are words; the figures are right-aligned.
    QString text = textTable(
        header, rows, [](qsizetype column, qsizetype cells) { return column == 0 || column + 1 == cells; });
    bool measured = false;
    for (const QStringList &row : rows)
        measured = measured || row.size() == header.size();
    if (measured)
        text += QStringLiteral("* UDP echo round trips, per pair: both directions of a pair show the same "
                               "figures.\n");
    if (!notes.isEmpty())
        text += QLatin1Char('\n') + notes.join(QLatin1Char('\n')) + QLatin1Char('\n');
    return text;
}

/// Pair progress on stderr: each stage, and every tenth of a stage.
class PairProgressPrinter
{
public:
    explicit PairProgressPrinter(QStringList pairNames)
        : m_pairNames(std::move(pairNames))
    {}

    void operator()(const LinkPairProgress &progress)
    {
        if (progress.pair < 0 || progress.pair >= m_pairNames.size())
            return;
        const int tenth = int(progress.fraction * 10);
        if (progress.pair == m_lastPair && progress.stage == m_lastStage && tenth == m_lastTenth)
            return;
        m_lastPair = progress.pair;
        m_lastStage = progress.stage;
        m_lastTenth = tenth;
        printError(QStringLiteral("%1: %2 %3 %\n")
                       .arg(m_pairNames.at(progress.pair), progress.stage,
                            QString::number(int(progress.fraction * 100))));
    }

private:
    QStringList m_pairNames;
    int m_lastPair = -1;
    QString m_lastStage;
    int m_lastTenth = -1;
};

} // namespace

int runLinkCommand(const LinkCommandOptions &options)
{
    const OutputFormat format = options.json ? OutputFormat::Json : OutputFormat::Text;
    // The agent's own parser is the one place that knows the limits of the settings.
    if (auto checked = protocol::parseLinkTestSettings(nlohmann::json(options.settings)); !checked) {
        printFailure(QStringLiteral("checking the test settings"),
                     Error{ErrorCode::InvalidArgument, qs(checked.error().message)}, format);
        return ExitUsage;
    }
    auto opened = openSelection(options.databasePath, options.nodes, format);
    if (!opened)
        return ExitFailure;
    const std::unique_ptr<ResultStore> &database = opened->database;
    ResolvedHosts &resolved = opened->hosts;
    if (resolved.targets.size() < 2) {
        printFailure(
            QStringLiteral("choosing the nodes"),
            Error{ErrorCode::InvalidArgument, QStringLiteral("a link test needs at least two nodes, %1 given")
                                                  .arg(resolved.targets.size())},
            format);
        return ExitUsage;
    }

    // Where the other nodes reach each node: its cluster interface's address, or a numeric SSH address.
    auto inventories = storedInventories(*database, resolved);
    if (!inventories) {
        printFailure(QStringLiteral("reading the inventories"), inventories.error(), format);
        return ExitFailure;
    }
    auto found = clusterNodesFor(resolved, *inventories, true, format);
    if (!found)
        return ExitFailure;
    QList<ClusterNode> nodes = std::move(*found);
    // A node never inventoried is now, so that the run names it by its host name.
    if (auto done
        = inventoryAndNameRunNodes(options.nodes, *database, &resolved, &*inventories, &nodes, !options.json);
        !done) {
        printFailure(QStringLiteral("inventorying the nodes"), done.error(), format);
        return ExitFailure;
    }

    auto recorder = RunRecorder::begin(*database, kLinkRun,
                                       linkRunConfigJson(nodes, options.settings, options.oneAtATime));
    if (!recorder) {
        printFailure(QStringLiteral("storing the run in %1").arg(database->path()), recorder.error(), format);
        return ExitFailure;
    }
    const qint64 runId = recorder->runId();

    const QList<LinkPair> pairs = linkPairsFor(int(nodes.size()));
    QStringList pairNames;
    for (const LinkPair &pair : pairs)
        pairNames << QStringLiteral("%1 ↔ %2").arg(nodes.at(pair.client).target.name,
                                                   nodes.at(pair.server).target.name);

    LinkMatrixOptions matrixOptions;
    matrixOptions.settings = options.settings;
    matrixOptions.agents = options.nodes.agents;
    matrixOptions.oneAtATime = options.oneAtATime;

    NodeProgressPrinter nodePrinter(resolved.targets);
    PairProgressPrinter pairPrinter(pairNames);
    LinkMatrixCallbacks callbacks;
    callbacks.nodes.progress = [&nodePrinter](const NodeProgress &progress) {
        nodePrinter(progress);
    };
    callbacks.pairProgress = [&pairPrinter](const LinkPairProgress &progress) {
        pairPrinter(progress);
    };
    // Called on this thread, which owns the database connection: each pair is stored as soon as it
    // is done, so a later failure or Ctrl-C loses nothing that was measured.
    callbacks.pairFinished = [&](int index, const LinkPairOutcome &outcome) {
        const StoredLinkPair stored = storedLinkPair(runId, nodes, outcome);
        (void)recorder->record(stored);
        QString ending
            = outcome.report
                  ? QStringLiteral("done in %1 s").arg(double(outcome.elapsed.count()) / 1000, 0, 'f', 1)
                  : QStringLiteral("%1 (%2)").arg(runStatusName(stored.status), stored.errorCode);
        printError(QStringLiteral("%1: %2\n").arg(pairNames.at(index), ending));
    };

    LinkMatrixResult result;
    {
        const InterruptGuard interrupts;
        result = runLinkMatrix(nodes, matrixOptions, callbacks, interrupts.cancelFlag());
    }

    // Cancelled if a pair was, Complete if every pair was measured and stored, else Failed; the
    // last line says "Stored as run N (status)" only when the store took that status.
    const RunRecorder::Finished finish = endRecordedRun(*recorder, result.nodes, nodes, database->path());
    const RunStatus status = finish.end.status;
    const Result<void> &finished = finish.stored;
    const bool allOk = status == RunStatus::Complete && finished.ok();

    if (options.json) {
        nlohmann::json document = linkMatrixJson(nodes, options.settings, result.pairs);
        document["run_id"] = runId;
        document["status"] = runStatusName(status).toStdString();
        if (!finished)
            document["status_not_stored"] = finished.error().detail.toStdString();
        printOut(qs(dumpJson(document, 2)) + QLatin1Char('\n'));
    } else {
        printOut(matrixTable(nodes, options.settings, result.pairs) + storedAsLine(runId, status, finished));
    }
    return allOk ? ExitSuccess : ExitFailure;
}

} // namespace shardscope::cli
