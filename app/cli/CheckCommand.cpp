#include "app/cli/CheckCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/RunsCommand.h"
#include "core/SafeText.h"
#include "core/cluster/SetupCheckRun.h"
#include "core/report/SetupSheet.h"
#include "core/run/SetupCheckRecord.h"
#include "presentation/SetupSheetDocument.h"
#include "presentation/SetupText.h"

#include <QDateTime>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>

namespace shardscope::cli {

using namespace core;

namespace {

QString severityWord(SetupSeverity severity)
{
    return setupSeverityName(severity).toUpper();
}

/// One pair in a line: "TCP connected in 0.2 ms, UDP 3/3 back (fastest 0.08 ms), 0 routers, path MTU 1500 B".
QString reachText(const ReachCell &cell)
{
    if (!cell.result)
        return QStringLiteral("not tested (%1)").arg(cell.error);
    const protocol::ReachResult &r = *cell.result;
    QStringList parts;
    parts << (r.tcpConnectMs ? QStringLiteral("TCP connected in %1 ms").arg(*r.tcpConnectMs, 0, 'f', 2)
                             : QStringLiteral("TCP %1").arg(qs(protocol::toString(r.tcp))));
    parts << QStringLiteral("UDP %1/%2 back").arg(r.udpReceived).arg(r.udpSent)
                 + (r.udpRttUs ? QStringLiteral(" (fastest %1 ms)").arg(*r.udpRttUs / 1000, 0, 'f', 2)
                               : QString());
    if (const auto routers = r.replyTtl ? routersFromTtl(*r.replyTtl) : std::nullopt)
        parts << QStringLiteral("%1 router%2")
                     .arg(*routers)
                     .arg(*routers == 1 ? QString() : QStringLiteral("s"));
    if (r.pathMtu)
        parts << QStringLiteral("path MTU %1 B").arg(r.pathMtu->packetBytes);
    return parts.join(QStringLiteral(", "));
}

QString checkText(const SetupCheckResult &result)
{
    const SetupCheckInput &input = result.input;
    QString text = QStringLiteral("Setup check of %1 machine%2\n\nCluster interfaces\n")
                       .arg(result.nodeNames.size())
                       .arg(result.nodeNames.size() == 1 ? QString() : QStringLiteral("s"));
    for (int k = 0; k < input.machines.size(); ++k) {
        const InterfaceChoice &choice = input.interfaces.at(k);
        text += QStringLiteral("  %1: %2 %3 (%4)\n")
                    .arg(input.machines.at(k).name,
                         choice.interfaceName.isEmpty() ? QStringLiteral("none") : choice.interfaceName,
                         choice.address, interfaceChoiceReason(choice));
        QStringList settings;
        for (const PinSetting &pin : pinSettings(choice))
            settings << QStringLiteral("%1: %2").arg(pin.software, pin.setting);
        if (!settings.isEmpty())
            text += QStringLiteral("    pin it: %1\n").arg(settings.join(QStringLiteral("; ")));
    }
    for (int n = 0; n < result.probeErrors.size(); ++n)
        if (result.probeErrors.at(n))
            text += QStringLiteral("  %1: not checked: %2\n")
                        .arg(result.nodeNames.value(n), result.probeErrors.at(n)->detail);
    if (!input.reach.isEmpty())
        text += QStringLiteral("\nBetween the machines\n");
    for (int i = 0; i < input.reach.size(); ++i)
        for (int j = 0; j < input.reach.at(i).size(); ++j)
            if (i != j)
                text += QStringLiteral("  %1 → %2: %3\n")
                            .arg(input.machines.at(i).name, input.machines.at(j).name,
                                 reachText(input.reach.at(i).at(j)));
    text += QStringLiteral("\nChecks\n");
    for (const SetupCheckLine &line : setupCheckLines(result.findings, result.reachTested))
        text += QStringLiteral("  %1 %2\n")
                    .arg(QStringLiteral("[%1]").arg(presentation::SetupText::checkResult(line)),
                         presentation::SetupText::checkTitle(line.group));
    if (!result.findings.isEmpty())
        text += QStringLiteral("\nFindings\n");
    for (const SetupFinding &finding : result.findings) {
        text += QStringLiteral("  %1 %2\n").arg(severityWord(finding.severity), setupFindingDetail(finding));
        if (const QString fix = setupFindingFix(finding); !fix.isEmpty())
            text += QStringLiteral("    what to do: %1\n").arg(fix);
    }
    return text;
}

/// A finished check, with the database its machines are stored in; nullopt when it could not
/// start (printed).
struct CheckRun {
    std::unique_ptr<ResultStore> database;
    SetupCheckResult result;
    bool cancelled = false;
    bool allTookPart = false;
    qint64 runId = 0; ///< the stored run; 0 when the store refused it (said on stderr)
    RunStatus status = RunStatus::Unknown;
    Result<void> finished; ///< whether the store took the run's end
};

std::optional<CheckRun> runCheck(const CheckCommandOptions &options, OutputFormat format)
{
    auto opened = openSelection(options.databasePath, options.nodes, format);
    if (!opened)
        return std::nullopt;
    ResolvedHosts &resolved = opened->hosts;
    // Each machine by the name a run gives it ("node2 (10.0.0.2)" for a --host never stored).
    if (auto inventories = storedInventories(*opened->database, resolved))
        nameMachines(&resolved, *inventories);
    QList<SetupCheckNode> nodes;
    for (int n = 0; n < resolved.targets.size(); ++n) {
        const HostRecord &record = resolved.records.at(n);
        nodes << SetupCheckNode{resolved.targets.at(n), record.clusterInterface,
                                record.id > 0 ? std::optional<qint64>(record.id) : std::nullopt};
    }

    SetupCheckOptions checkOptions;
    checkOptions.agents = options.nodes.agents;
    NodeProgressPrinter nodePrinter(resolved.targets);
    SetupCheckCallbacks callbacks;
    callbacks.nodes.progress = [&nodePrinter](const NodeProgress &progress) {
        nodePrinter(progress);
    };
    callbacks.progress = [](double fraction, const QString &stage) {
        printError(QStringLiteral("check: %1 (%2 %)\n").arg(stage).arg(int(fraction * 100)));
    };
    // Stored as a run, as the wizard stores it: the Results page and the report find it there. A
    // store that refuses the run does not stop the check.
    auto recorder = RunRecorder::begin(*opened->database, kSetupCheckRun, setupCheckRunConfigJson(nodes));
    if (!recorder)
        printFailure(QStringLiteral("storing the check in %1").arg(opened->database->path()),
                     recorder.error(), OutputFormat::Text);
    CheckRun run;
    {
        const InterruptGuard interrupts;
        run.result = runSetupCheck(nodes, checkOptions, callbacks, interrupts.cancelFlag());
        run.cancelled = isCancelled(interrupts.cancelFlag());
    }
    if (recorder) {
        const RunRecorder::Finished finish = recordSetupCheck(*recorder, setupCheckJson(run.result),
                                                              uncheckedMachines(run.result), run.cancelled);
        if (const std::optional<Error> &storeError = recorder->storeError())
            printFailure(QStringLiteral("storing the check in %1").arg(opened->database->path()), *storeError,
                         OutputFormat::Text);
        run.runId = recorder->runId();
        run.status = finish.end.status;
        run.finished = finish.stored;
    }
    // The fresh inventories are kept, as `inventory` keeps them.
    for (int k = 0; k < run.result.input.machines.size(); ++k) {
        const HostRecord &record = resolved.records.at(run.result.machineNode.at(k));
        if (auto saved
            = opened->database->saveNodeInventory(record, run.result.input.machines.at(k).inventory);
            !saved)
            printError(QStringLiteral("%1: the inventory was not stored: %2\n")
                           .arg(record.name, saved.error().detail));
    }
    run.allTookPart = run.result.input.machines.size() == resolved.targets.size();
    run.database = std::move(opened->database);
    return run;
}

} // namespace

int runCheckCommand(const CheckCommandOptions &options)
{
    const OutputFormat format = options.json ? OutputFormat::Json : OutputFormat::Text;
    const auto run = runCheck(options, format);
    if (!run)
        return ExitFailure;
    bool problem = false;
    for (const SetupFinding &finding : run->result.findings)
        problem = problem || finding.severity == SetupSeverity::Problem;
    if (options.json) {
        nlohmann::json document = setupCheckJson(run->result);
        document["status"]
            = run->cancelled ? "cancelled" : (run->allTookPart && !problem ? "passed" : "problems");
        if (run->runId > 0) {
            document["run_id"] = run->runId;
            if (!run->finished)
                document["status_not_stored"] = run->finished.error().detail.toStdString();
        }
        printOut(qs(dumpJson(document, 2)) + QLatin1Char('\n'));
    } else {
        printOut(checkText(run->result)
                 + (run->cancelled ? QStringLiteral("\nCancelled: what is above is what was checked.\n")
                                   : QString())
                 + (run->runId > 0 ? QLatin1Char('\n') + storedAsLine(run->runId, run->status, run->finished)
                                   : QString()));
    }
    return !run->cancelled && run->allTookPart && !problem ? ExitSuccess : ExitFailure;
}

int runSetupSheetCommand(const CheckCommandOptions &options)
{
    const auto run = runCheck(options, OutputFormat::Text);
    if (!run)
        return ExitFailure;
    if (run->cancelled) {
        printError(QStringLiteral("setup-sheet: cancelled; no sheet was written\n"));
        return ExitFailure;
    }
    auto sheet = buildSetupSheet(*run->database, run->result.input, run->result.findings,
                                 run->result.reachTested, QDateTime::currentDateTimeUtc());
    if (!sheet) {
        printFailure(QStringLiteral("reading the stored runs for the sheet"), sheet.error(),
                     OutputFormat::Text);
        return ExitFailure;
    }
    for (const auto &[path, write] :
         {std::pair{options.pdfPath, &presentation::SetupSheetDocument::writePdf},
          std::pair{options.markdownPath, &presentation::SetupSheetDocument::writeMarkdown}}) {
        if (path.isEmpty())
            continue;
        if (auto written = write(path, *sheet); !written) {
            printFailure(QStringLiteral("writing the setup sheet"), written.error(), OutputFormat::Text);
            return ExitFailure;
        }
        printOut(QStringLiteral("Setup sheet written to %1\n").arg(path));
    }
    if (run->runId > 0)
        printError(QStringLiteral("setup-sheet: the check is ")
                   + storedAsLine(run->runId, run->status, run->finished));
    if (!run->allTookPart)
        printError(QStringLiteral(
            "setup-sheet: not every machine could be checked; the sheet shows those that were\n"));
    return run->allTookPart ? ExitSuccess : ExitFailure;
}

} // namespace shardscope::cli
