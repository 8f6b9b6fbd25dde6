#include "app/cli/ReportCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/CliOutput.h"
#include "app/cli/RunsCommand.h"
#include "core/SafeText.h"
#include "core/report/ReportModel.h"
#include "core/report/ServeReport.h"
#include "presentation/AnalysisText.h"
#include "presentation/ReportPdf.h"
#include "presentation/ServeReportPdf.h"

#include <QCommandLineParser>

#include <array>
#include <functional>

namespace shardscope::cli {

namespace {

using namespace shardscope::core;

/// One file the command writes.
struct Output {
    const QCommandLineOption *option = nullptr;
    QString what; ///< "the PDF report", for messages
    std::function<Result<void>(const QString &path, const ReportModel &report)> write;
};

/// The text of a serving run's report: the run and its plan (the copies' endpoints), one line per
/// step, the verdict over the server setup's serving runs, design rule 8 and the launch lines of
/// the servers ShardScope started.
QString serveReportText(const ServeReportModel &report)
{
    using presentation::AnalysisText;
    const ServePlan &plan = report.plan;
    const QStringList nodes = servePlanNodeNames(plan);
    QString text = QStringLiteral("Run %1 (%2), serving %3 at %4\n")
                       .arg(QString::number(report.run.id), runStatusName(report.run.status),
                            safeText(plan.model), safeText(plan.endpoint));
    text += QStringLiteral("Server: %1 %2, dialect %3%4; layout %5 over %6; requests sent from %7\n")
                .arg(plan.software.isEmpty() ? QStringLiteral("(not detected)") : safeText(plan.software),
                     safeText(plan.softwareVersion), qs(protocol::toString(plan.dialect)),
                     plan.dialectDetected ? QStringLiteral(" (detected)") : QString(),
                     AnalysisText::layoutName(plan.layout),
                     nodes.isEmpty() ? QStringLiteral("this computer") : nodes.join(QStringLiteral(", ")),
                     serveFromName(plan, QStringLiteral("this computer")));
    if (!plan.copyEndpoints.isEmpty())
        text += QStringLiteral("Copies: the requests went round robin over %1 and %2\n")
                    .arg(safeText(plan.endpoint), safeText(plan.copyEndpoints.join(QStringLiteral(", "))));
    for (const ServeReportStep &step : report.steps) {
        const ServeSummary &summary = step.result.summary;
        text
            += QStringLiteral("Step %1, concurrency %2: %3; %4 of %5 requests completed, %6 output tokens/s, "
                              "%7 req/s, TTFT p50 %8 ms p99 %9 ms, TPOT p50 %10 ms\n")
                   .arg(QString::number(step.result.position + 1), QString::number(step.result.concurrency),
                        runStatusName(step.result.status), QString::number(summary.completed),
                        QString::number(summary.requests),
                        QString::number(summary.outputTokensPerSecond, 'f', 1),
                        QString::number(summary.requestsPerSecond, 'f', 2),
                        QString::number(summary.ttftMs.p50, 'f', 1),
                        QString::number(summary.ttftMs.p99, 'f', 1),
                        QString::number(summary.tpotMs.p50, 'f', 2));
        if (!step.result.error.isEmpty())
            text += QStringLiteral("  error: %1\n").arg(safeText(step.result.error));
        for (const ServeMachineFigures &machine : step.machines)
            for (const auto &[index, idle] : machine.gpuIdle)
                if (idle)
                    text += QStringLiteral("  %1's GPU %2 was idle the whole step\n")
                                .arg(safeText(machine.nodeName), QString::number(index));
    }
    text += QStringLiteral("Verdict (the figures are from your own server: %1 serving run(s) of this model "
                           "on this host): %2\n")
                .arg(QString::number(report.setupRuns.size()), AnalysisText::verdictHeadline(report.verdict));
    for (const QString &reason : AnalysisText::verdictReasons(report.verdict, nodes))
        text += QStringLiteral("  - %1\n").arg(reason);
    if (report.rpcSplit) {
        text += QStringLiteral("The split over RPC (runs %1 split and %2 alone, link test %3):\n")
                    .arg(QString::number(report.rpcSplit->splitRunId),
                         QString::number(report.rpcSplit->aloneRunId),
                         QString::number(report.rpcSplit->linkRunId));
        for (const QString &sentence : AnalysisText::rpcSplitText(*report.rpcSplit))
            text += QStringLiteral("  - %1\n").arg(sentence);
    }
    text += QStringLiteral("%1: %2 — %3\n")
                .arg(AnalysisText::ruleName(report.servingPath.rule),
                     AnalysisText::ruleStatusName(report.servingPath.status),
                     AnalysisText::ruleEvidence(report.servingPath));
    if (!plan.launch.isEmpty()) {
        text += AnalysisText::launchIntro() + QLatin1Char('\n') + AnalysisText::launchText(plan.launch);
    }
    return text;
}

} // namespace

namespace {

/// Where the command name is: after only the options every command shares (--db PATH, --db=PATH
/// and the flag --json), so `shardscope-cli --json --db X report …` is `report` as much as
/// `shardscope-cli report … --db X` is. -1 when the arguments are not the report command.
qsizetype reportCommandIndex(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--db"))
            ++i; // its value
        else if (argument.startsWith(QLatin1String("--db=")) || argument == QLatin1String("--json"))
            continue;
        else if (argument == QLatin1String("--"))
            return arguments.value(i + 1) == QLatin1String("report") ? i + 1 : -1;
        else
            return argument == QLatin1String("report") ? i : -1;
    }
    return -1;
}

} // namespace

bool isReportCommand(const QStringList &arguments)
{
    return reportCommandIndex(arguments) >= 0;
}

namespace {

/// report --run ID of a serving run: its text (or JSON), and the outputs asked for; the PDF, the
/// records CSV, the steps CSV and the JSON in options' order.
int writeServeReport(ResultStore &store, qint64 runId, const QCommandLineParser &parser, bool jsonOut,
                     const std::array<const QCommandLineOption *, 4> &options)
{
    auto built = buildServeReport(store, runId);
    if (!built) {
        printFailure(QStringLiteral("reading run %1").arg(runId), built.error(), OutputFormat::Text);
        return ExitFailure;
    }
    const ServeReportModel &report = *built;
    if (jsonOut)
        printOut(QString::fromStdString(dumpJson(serveReportJson(report), 2)) + QLatin1Char('\n'));
    else
        printOut(serveReportText(report));

    struct ServeOutput {
        const QCommandLineOption *option;
        QString what;
        std::function<Result<void>(const QString &path)> write;
    };
    const QList<ServeOutput> outputs{
        {options[0], QStringLiteral("the PDF report"),
         [&](const QString &path) {
             return presentation::ServeReportPdf::write(path, report);
         }},
        {options[1], QStringLiteral("the request records"),
         [&](const QString &path) {
             return writeReportFile(path, serveRecordsCsv(report).toUtf8());
         }},
        {options[2], QStringLiteral("the summary"),
         [&](const QString &path) {
             return writeReportFile(path, serveStepsCsv(report).toUtf8());
         }},
        {options[3], QStringLiteral("the JSON report"),
         [&](const QString &path) {
             return writeReportFile(path,
                                    QByteArray::fromStdString(dumpJson(serveReportJson(report), 2)) + '\n');
         }},
    };
    bool allWritten = true;
    for (const ServeOutput &output : outputs) {
        if (!parser.isSet(*output.option))
            continue;
        const QString path = parser.value(*output.option);
        if (auto written = output.write(path); !written) {
            printFailure(QStringLiteral("writing %1 to %2").arg(output.what, path), written.error(),
                         OutputFormat::Text);
            allWritten = false;
            continue;
        }
        const QString wrote = QStringLiteral("Wrote %1 to %2\n").arg(output.what, path);
        if (jsonOut)
            printError(wrote);
        else
            printOut(wrote);
    }
    return allWritten ? ExitSuccess : ExitFailure;
}

} // namespace

int runReportCommand(const QStringList &rawArguments)
{
    // Before the command name, --json is the shared flag "print JSON instead of text" (after it,
    // report's own --json FILE): take it out here, so the parser below sees one meaning only.
    QStringList arguments = rawArguments;
    bool jsonOut = false;
    for (qsizetype i = reportCommandIndex(rawArguments) - 1; i >= 1; --i) {
        if (arguments.at(i) == QLatin1String("--json") && arguments.value(i - 1) != QLatin1String("--db")) {
            arguments.removeAt(i);
            jsonOut = true;
        }
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The report of a stored inference run (see 'shardscope-cli runs'): the verdict on stdout and any of\n"
        "a PDF (summary and verdict, inventory, link matrix, charts, percentiles, configuration,\n"
        "checklist, warnings), the raw samples and the summary as CSV, and everything as JSON.\n\n"
        "  report --run ID [--pdf FILE] [--csv FILE] [--summary-csv FILE] [--json FILE] [--db PATH]\n"
        "  --json report --run ID …   the same, with the whole report as JSON on stdout"));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption runOption(
        QStringLiteral("run"), QStringLiteral("The run's id (bench or serve)."), QStringLiteral("id"));
    const QCommandLineOption pdfOption(QStringLiteral("pdf"), QStringLiteral("Write the PDF report here."),
                                       QStringLiteral("file"));
    const QCommandLineOption csvOption(
        QStringLiteral("csv"),
        QStringLiteral("Write the raw samples (one row per rank and step) as CSV here."),
        QStringLiteral("file"));
    const QCommandLineOption summaryCsvOption(
        QStringLiteral("summary-csv"), QStringLiteral("Write the summary (one row per run) as CSV here."),
        QStringLiteral("file"));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), QStringLiteral("Write the whole report, raw samples included, as JSON here."),
        QStringLiteral("file"));
    const QCommandLineOption dbOption = databaseOption();
    parser.addOptions({runOption, pdfOption, csvOption, summaryCsvOption, jsonOption, dbOption});
    parser.addPositionalArgument(QStringLiteral("report"), QStringLiteral("This command."));

    if (!parser.parse(arguments))
        return usageError(parser, parseErrorText(parser));
    if (parser.isSet(helpOption))
        parser.showHelp(ExitSuccess); // exits
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return usageError(parser, QStringLiteral("unexpected argument \"%1\"").arg(positional.at(1)));

    bool idOk = false;
    const qint64 runId = parser.value(runOption).toLongLong(&idOk);
    if (!parser.isSet(runOption) || !idOk || runId < 1)
        return usageError(parser, QStringLiteral("report needs --run and the id of a bench or serve run "
                                                 "(see 'shardscope-cli runs')"));
    for (const QCommandLineOption &option : {pdfOption, csvOption, summaryCsvOption, jsonOption, dbOption}) {
        if (parser.isSet(option) && parser.value(option).isEmpty())
            return usageError(parser,
                              QStringLiteral("--%1 needs a file path").arg(option.names().constFirst()));
    }

    const QList<Output> outputs{
        {&pdfOption, QStringLiteral("the PDF report"),
         [](const QString &path, const ReportModel &report) {
             return presentation::ReportPdf::write(path, report);
         }},
        {&csvOption, QStringLiteral("the raw samples"),
         [](const QString &path, const ReportModel &report) {
             return writeReportFile(path, reportSamplesCsv(report).toUtf8());
         }},
        {&summaryCsvOption, QStringLiteral("the summary"),
         [](const QString &path, const ReportModel &report) {
             return writeReportFile(path, reportSummaryCsv(report).toUtf8());
         }},
        {&jsonOption, QStringLiteral("the JSON report"),
         [](const QString &path, const ReportModel &report) {
             return writeReportFile(path, QByteArray::fromStdString(dumpJson(reportJson(report), 2)) + '\n');
         }},
    };
    // An output must never replace the database it is made from, nor another output.
    const QString databasePath
        = parser.value(dbOption).isEmpty() ? core::defaultDatabasePath() : parser.value(dbOption);
    QStringList paths;
    for (const Output &output : outputs) {
        if (!parser.isSet(*output.option))
            continue;
        const QString path = parser.value(*output.option);
        if (samePath(path, databasePath))
            return usageError(parser, QStringLiteral("%1 is the database the report is read from; choose "
                                                     "another file for --%2")
                                          .arg(path, output.option->names().constFirst()));
        for (const QString &other : std::as_const(paths))
            if (samePath(path, other))
                return usageError(parser, QStringLiteral("%1 is given for two outputs").arg(path));
        paths.append(path);
    }
    if (paths.isEmpty() && !jsonOut)
        return usageError(
            parser, QStringLiteral("report needs at least one of --pdf, --csv, --summary-csv and --json"));

    // Reading a report writes nothing to the database: it works on a full disk or a read-only mount.
    const auto store = openDatabaseForReading(parser.value(dbOption), OutputFormat::Text);
    if (!store)
        return ExitFailure;
    auto stored = store->run(runId);
    if (stored && stored->has_value() && (*stored)->kind == kServeRun.nameText())
        return writeServeReport(*store, runId, parser, jsonOut,
                                {{&pdfOption, &csvOption, &summaryCsvOption, &jsonOption}});
    auto built = buildReport(*store, runId);
    if (!built) {
        printFailure(QStringLiteral("reading run %1").arg(runId), built.error(), OutputFormat::Text);
        return ExitFailure;
    }
    const ReportModel &report = *built;

    // The verdict first: what a script or a person running this wants to know.
    if (jsonOut)
        printOut(QString::fromStdString(dumpJson(reportJson(report), 2)) + QLatin1Char('\n'));
    QStringList names;
    for (const ReportNode &node : report.nodes)
        names.append(node.name);
    QString text = QStringLiteral("Run %1 (%2), %3 over %4\n")
                       .arg(QString::number(report.run.id), runStatusName(report.run.status),
                            qs(report.plan.model.name), names.join(QStringLiteral(", ")));
    text += QStringLiteral("Verdict: %1\n").arg(presentation::AnalysisText::verdictHeadline(report.verdict));
    for (const QString &reason : presentation::AnalysisText::verdictReasons(report))
        text += QStringLiteral("  - %1\n").arg(reason);
    if (report.servingVerdict && report.servingVerdict->kind != VerdictKind::NoData) {
        // The same question answered on the user's own stack (serving runs of their server).
        text += QStringLiteral("Verdict on your own server (its serving runs): %1\n")
                    .arg(presentation::AnalysisText::verdictHeadline(*report.servingVerdict));
        for (const QString &reason :
             presentation::AnalysisText::verdictReasons(*report.servingVerdict, QStringList()))
            text += QStringLiteral("  - %1\n").arg(reason);
    }
    if (!report.warnings.isEmpty()) {
        text += QStringLiteral("Warnings:\n");
        for (const QString &warning : presentation::AnalysisText::warningTexts(report.warnings))
            text += QStringLiteral("  - %1\n").arg(warning);
    }
    if (!jsonOut)
        printOut(text);

    // Every output is tried: one that fails does not keep the others from being written.
    bool allWritten = true;
    for (const Output &output : outputs) {
        if (!parser.isSet(*output.option))
            continue;
        const QString path = parser.value(*output.option);
        if (auto written = output.write(path, report); !written) {
            printFailure(QStringLiteral("writing %1 to %2").arg(output.what, path), written.error(),
                         OutputFormat::Text);
            allWritten = false;
            continue;
        }
        // With JSON on stdout, the progress lines go to stderr so stdout stays one document.
        const QString wrote = QStringLiteral("Wrote %1 to %2\n").arg(output.what, path);
        if (jsonOut)
            printError(wrote);
        else
            printOut(wrote);
    }
    return allWritten ? ExitSuccess : ExitFailure;
}

} // namespace shardscope::cli
