#include "presentation/ServeReportPdf.h"

#include "core/SafeText.h"
#include "presentation/AnalysisText.h"
#include "presentation/PdfDocument.h"
#include "presentation/ReportStyle.h"
#include "presentation/ServeChartSpecs.h"
#include "remote-agent/protocol/Version.h"

#include <QLocale>

namespace shardscope::presentation {

namespace {

using core::safeText;

using pdf::dateTime;
using pdf::figure;
using pdf::mm;

const QString kNone = QStringLiteral("—");

/// How the requests were sent, with the path the dialect posts to.
QString dialectName(protocol::ServeDialect dialect)
{
    switch (dialect) {
    case protocol::ServeDialect::OpenAiCompletions:
        return ServeReportPdf::tr("OpenAI completions (/v1/completions)");
    case protocol::ServeDialect::OpenAiChat:
        return ServeReportPdf::tr("OpenAI chat (/v1/chat/completions)");
    case protocol::ServeDialect::LlamaCpp:
        return ServeReportPdf::tr("llama.cpp (/completion)");
    case protocol::ServeDialect::Ollama:
        return ServeReportPdf::tr("Ollama (/api/generate)");
    case protocol::ServeDialect::Unknown:
        break;
    }
    return ServeReportPdf::tr("unknown");
}

QString errorKindName(protocol::ServeErrorKind kind)
{
    switch (kind) {
    case protocol::ServeErrorKind::HttpStatus:
        return ServeReportPdf::tr("HTTP error");
    case protocol::ServeErrorKind::Refused:
        return ServeReportPdf::tr("refused");
    case protocol::ServeErrorKind::Reset:
        return ServeReportPdf::tr("cut off");
    case protocol::ServeErrorKind::Timeout:
        return ServeReportPdf::tr("timed out");
    case protocol::ServeErrorKind::MalformedStream:
        return ServeReportPdf::tr("malformed answer");
    case protocol::ServeErrorKind::ServerError:
        return ServeReportPdf::tr("server error");
    default:
        // A kind without words of its own here (a newer protocol's) by its stable name, never
        // dropped.
        break;
    }
    return core::qs(protocol::toString(kind));
}

/// "HTTP 503 × 2, timed out × 1, 1 record refused"; "none" when every request completed.
QString errorsText(const core::ServeSummary &summary)
{
    QStringList parts;
    for (auto status = summary.failuresByHttpStatus.cbegin(); status != summary.failuresByHttpStatus.cend();
         ++status)
        parts << ServeReportPdf::tr("HTTP %1 × %2")
                     .arg(QString::number(status.key()), QString::number(status.value()));
    for (auto kind = summary.failuresByKind.cbegin(); kind != summary.failuresByKind.cend(); ++kind) {
        // The HTTP failures are counted by status above; any not among them by their kind.
        if (kind.key() == protocol::ServeErrorKind::HttpStatus) {
            std::uint64_t byStatus = 0;
            for (std::uint64_t count : summary.failuresByHttpStatus)
                byStatus += count;
            if (kind.value() > byStatus)
                parts << ServeReportPdf::tr("%1 × %2").arg(errorKindName(kind.key()),
                                                           QString::number(kind.value() - byStatus));
            continue;
        }
        parts << ServeReportPdf::tr("%1 × %2").arg(errorKindName(kind.key()), QString::number(kind.value()));
    }
    if (summary.rejectedRecords > 0)
        parts << ServeReportPdf::tr("%n record(s) refused as untrusted", nullptr,
                                    int(summary.rejectedRecords));
    return parts.isEmpty() ? ServeReportPdf::tr("none") : parts.join(QStringLiteral(", "));
}

/// A distribution's percentile as a table cell: "—" without samples.
QString percentileText(const core::ServeDistribution &distribution, double value)
{
    return distribution.count > 0 ? figure(value) : kNone;
}

QString workloadText(const protocol::ServeWorkload &workload)
{
    const QString counted
        = workload.requests > 0
              ? ServeReportPdf::tr("%n counted request(s) per step", nullptr, int(workload.requests))
              : ServeReportPdf::tr("requests for %1 s per step").arg(figure(workload.durationMs / 1000.0));
    return ServeReportPdf::tr("%1 prompt tokens, up to %2 output tokens; %3 after %n warm-up request(s)",
                              nullptr, int(workload.warmupRequests))
        .arg(QString::number(workload.promptTokens), QString::number(workload.outputTokens), counted);
}

QString arrivalsText(const protocol::ServeArrivals &arrivals)
{
    if (!(arrivals.requestsPerSecond > 0))
        return ServeReportPdf::tr("all at once, as many in flight as the step allows");
    return ServeReportPdf::tr("%1 requests/s on average (burstiness %2, seed %3)")
        .arg(figure(arrivals.requestsPerSecond), figure(arrivals.burstiness), QString::number(arrivals.seed));
}

QString targetsText(const core::InferenceGoal &goal)
{
    QStringList targets;
    if (goal.ttftTargetMs)
        targets << ServeReportPdf::tr("time to first token %1")
                       .arg(AnalysisText::milliseconds(*goal.ttftTargetMs));
    if (goal.tpotTargetMs)
        targets << ServeReportPdf::tr("time per output token %1")
                       .arg(AnalysisText::milliseconds(*goal.tpotTargetMs));
    return targets.isEmpty() ? ServeReportPdf::tr("none (no goodput measured)")
                             : targets.join(QStringLiteral(", "));
}

QString machinesText(const core::ServePlan &plan)
{
    const QStringList nodes = core::servePlanNodeNames(plan);
    return nodes.isEmpty() ? ServeReportPdf::tr("this computer (not sampled)")
                           : nodes.join(QStringLiteral(", "));
}

/// "Step 2, 4 at once".
/// The endpoint, and for copies that ShardScope started every copy's, one per line.
QString endpointsText(const core::ServePlan &plan)
{
    if (plan.copyEndpoints.isEmpty())
        return safeText(plan.endpoint);
    QStringList endpoints{safeText(plan.endpoint)};
    for (const QString &copy : plan.copyEndpoints)
        endpoints << safeText(copy);
    return ServeReportPdf::tr("%n copies, the requests sent round robin over them:", nullptr,
                              int(endpoints.size()))
           + QLatin1Char('\n') + endpoints.join(QLatin1Char('\n'));
}

QString stepName(const core::ServeReportStep &step)
{
    return ServeReportPdf::tr("Step %1, %n at once", nullptr, int(step.result.concurrency))
        .arg(step.result.position + 1);
}

void addSummary(PdfDocument &doc, const core::ServeReportModel &report, const QString &title)
{
    doc.heading(title);
    doc.paragraph(ServeReportPdf::tr(
        "The figures are from your own server: ShardScope sent it the requests and timed every answer as it "
        "streamed in, while each machine of the server sampled its network, CPUs and GPUs. Nothing here is "
        "simulated or predicted."));
    doc.space(mm(1));
    const core::ServePlan &plan = report.plan;
    QString server = plan.software.isEmpty() ? ServeReportPdf::tr("not detected") : safeText(plan.software);
    if (!plan.softwareVersion.isEmpty())
        server = ServeReportPdf::tr("%1, version %2").arg(server, safeText(plan.softwareVersion));
    QStringList concurrencies;
    for (std::uint32_t value : plan.concurrencies)
        concurrencies << QString::number(value);
    QList<QStringList> rows{
        {ServeReportPdf::tr("Run"),
         ServeReportPdf::tr("%1, %2").arg(QString::number(report.run.id),
                                          AnalysisText::runStatusName(report.run.status))},
        {ServeReportPdf::tr("Started"), dateTime(report.run.startedAtUtc)},
        {ServeReportPdf::tr("Finished"), dateTime(report.run.finishedAtUtc)},
        {ServeReportPdf::tr("Endpoint"), endpointsText(plan)},
        {ServeReportPdf::tr("Server software"), server},
        {ServeReportPdf::tr("Dialect"),
         plan.dialectDetected ? ServeReportPdf::tr("%1, detected").arg(dialectName(plan.dialect))
                              : ServeReportPdf::tr("%1, as given").arg(dialectName(plan.dialect))},
        {ServeReportPdf::tr("Model"), safeText(plan.model)},
        {ServeReportPdf::tr("Layout"), plan.launch.isEmpty()
                                           ? ServeReportPdf::tr("%1 (as you said the server runs)")
                                                 .arg(AnalysisText::layoutName(plan.layout))
                                           : ServeReportPdf::tr("%1 (as ShardScope started it)")
                                                 .arg(AnalysisText::layoutName(plan.layout))},
        {ServeReportPdf::tr("Machines"), machinesText(plan)},
        {ServeReportPdf::tr("Requests sent from"),
         core::serveFromName(plan, ServeReportPdf::tr("this computer"))},
        {ServeReportPdf::tr("Workload"), workloadText(plan.workload)},
        {ServeReportPdf::tr("Arrivals"), arrivalsText(plan.workload.arrivals)},
        {ServeReportPdf::tr("Requests at once"), concurrencies.join(QStringLiteral(", "))},
        {ServeReportPdf::tr("Goal"), AnalysisText::usageName(plan.goal.usage)},
        {ServeReportPdf::tr("Targets"), targetsText(plan.goal)},
    };
    if (!report.run.config.shardscopeVersion.isEmpty())
        rows.append({ServeReportPdf::tr("Measured with"),
                     ServeReportPdf::tr("ShardScope %1").arg(report.run.config.shardscopeVersion)});
    doc.table({ServeReportPdf::tr("Item"), ServeReportPdf::tr("Value")}, rows, {1, 3});
}

void addVerdict(PdfDocument &doc, const core::ServeReportModel &report, const QString &title)
{
    doc.heading(title);
    doc.text(AnalysisText::verdictHeadline(report.verdict), doc.fonts().headline, mm(2),
             ReportStyle::kHeading);
    for (const QString &reason :
         AnalysisText::verdictReasons(report.verdict, core::servePlanNodeNames(report.plan)))
        doc.bullet(reason);
    doc.space(mm(1));
    QStringList runs;
    for (const core::ServingRun &serving : report.setupRuns)
        runs << ServeReportPdf::tr("run %1 (%2)")
                    .arg(QString::number(serving.run.id), AnalysisText::layoutName(serving.plan.layout));
    doc.paragraph(
        ServeReportPdf::tr("The verdict compares the stored serving runs of this model on this host, "
                           "%n in all: %1. Each ran the layout you said the server had.",
                           nullptr, int(report.setupRuns.size()))
            .arg(runs.join(QStringLiteral(", "))));
    if (report.rpcSplit) {
        // What the network costs a split over RPC, and what a faster link would do.
        doc.space(mm(1));
        for (const QString &sentence : AnalysisText::rpcSplitText(*report.rpcSplit))
            doc.bullet(sentence);
        doc.paragraph(
            ServeReportPdf::tr("From runs %1 (split) and %2 (alone) and link test %3: each token's extra "
                               "time is counted as round trips of the link plus the bytes on the wire, "
                               "and the same count gives the other links.")
                .arg(QString::number(report.rpcSplit->splitRunId),
                     QString::number(report.rpcSplit->aloneRunId),
                     QString::number(report.rpcSplit->linkRunId)));
    }
}

void addServingPath(PdfDocument &doc, const core::ServeReportModel &report, const QString &title)
{
    doc.heading(title);
    doc.paragraph(ServeReportPdf::tr(
        "The benchmark of ShardScope's own engine measures the model and the network, never a server's front "
        "end (HTTP, tokenizer, scheduler); a serving run of a model split over machines does. This is the "
        "rule's finding at %n request(s) at once (the goal's).",
        nullptr, int(report.goalConcurrency)));
    const core::RuleFinding &finding = report.servingPath;
    doc.table({ServeReportPdf::tr("Rule"), ServeReportPdf::tr("Status"), ServeReportPdf::tr("Evidence")},
              QList<QStringList>{QStringList{AnalysisText::ruleName(finding.rule),
                                             AnalysisText::ruleStatusName(finding.status),
                                             AnalysisText::ruleEvidence(finding)}},
              {1.3, 0.8, 4});
}

void addCharts(PdfDocument &doc, const core::ServeReportModel &report, const QString &title)
{
    doc.heading(title);
    if (ServeChartSpecs::chartedSteps(report).isEmpty()) {
        doc.paragraph(ServeReportPdf::tr("No step completed: there is nothing to chart."));
        return;
    }
    for (const ChartSpec &spec : ServeChartSpecs::charts(report))
        doc.chart(spec);
}

void addSteps(PdfDocument &doc, const core::ServeReportModel &report, const QString &title)
{
    doc.heading(title);
    QList<QStringList> rows;
    QStringList notes;
    for (const core::ServeReportStep &step : report.steps) {
        const core::ServeSummary &s = step.result.summary;
        const QString status = AnalysisText::runStatusName(step.result.status);
        const QString done
            = ServeReportPdf::tr("%1 / %2").arg(QString::number(s.completed), QString::number(s.failed));
        if (!step.result.error.isEmpty())
            notes
                << ServeReportPdf::tr("%1: %2: %3").arg(stepName(step), status, safeText(step.result.error));
        if (step.result.status != core::RunStatus::Complete) {
            // A failed step's figures record what happened, never a result to compare.
            rows.append({QString::number(step.result.concurrency), status, done, kNone, kNone, kNone, kNone,
                         kNone, kNone, errorsText(s)});
            continue;
        }
        const QString goodput = s.goodput ? ServeReportPdf::tr("%1 req/s (%2 %)")
                                                .arg(figure(s.goodput->requestsPerSecond),
                                                     figure(s.goodput->shareOfCompleted * 100))
                                          : kNone;
        rows.append({QString::number(step.result.concurrency), status, done,
                     percentileText(s.ttftMs, s.ttftMs.p50), percentileText(s.ttftMs, s.ttftMs.p99),
                     percentileText(s.tpotMs, s.tpotMs.p50), percentileText(s.itlMs, s.itlMs.p50),
                     figure(s.outputTokensPerSecond), goodput, errorsText(s)});
        if (s.server.disagrees)
            notes << ServeReportPdf::tr(
                         "%1: the server's own timings disagree with what ShardScope measured by "
                         "more than %2 %.")
                         .arg(stepName(step), figure(core::kServeServerDisagreement * 100));
    }
    doc.table({ServeReportPdf::tr("At once"), ServeReportPdf::tr("Status"),
               ServeReportPdf::tr("Done / failed"), ServeReportPdf::tr("TTFT p50 (ms)"),
               ServeReportPdf::tr("TTFT p99 (ms)"), ServeReportPdf::tr("TPOT p50 (ms)"),
               ServeReportPdf::tr("ITL p50 (ms)"), ServeReportPdf::tr("Output tokens/s"),
               ServeReportPdf::tr("Goodput"), ServeReportPdf::tr("Errors")},
              rows, {0.7, 0.9, 0.8, 0.8, 0.8, 0.8, 0.8, 0.9, 1.1, 1.6}, {0, 3, 4, 5, 6, 7});
    for (const QString &note : notes)
        doc.bullet(note);
    doc.text(
        ServeReportPdf::tr("TTFT: time to first token. TPOT: time per output token after the first. ITL: "
                           "every gap between two pieces of an answer. Goodput: the requests that met "
                           "every target of your goal, per second and as a share of those completed."),
        doc.fonts().small, mm(2), ReportStyle::kMutedText);
}

void addMachines(PdfDocument &doc, const core::ServeReportModel &report, const QString &title)
{
    doc.heading(title);
    QList<QStringList> rows;
    QStringList idle;
    for (const core::ServeReportStep &step : report.steps) {
        for (const core::ServeMachineFigures &machine : step.machines) {
            const QString at = QString::number(step.result.concurrency);
            const QString interfaceName
                = machine.interfaceName.isEmpty() ? kNone : safeText(machine.interfaceName);
            if (!machine.figures) {
                rows.append({at, machine.nodeName, interfaceName,
                             ServeReportPdf::tr("not sampled: %1").arg(safeText(machine.error)), QString(),
                             QString(), QString()});
                continue;
            }
            const core::TelemetryFigures &figures = *machine.figures;
            QStringList gpus;
            for (const core::TelemetryFigures::Gpu &gpu : figures.gpus) {
                QString line
                    = ServeReportPdf::tr("GPU %1: %2 % mean, %3 % peak")
                          .arg(QString::number(gpu.index),
                               gpu.utilizationMeanPercent ? figure(*gpu.utilizationMeanPercent) : kNone,
                               gpu.utilizationMaxPercent ? QString::number(*gpu.utilizationMaxPercent)
                                                         : kNone);
                if (gpu.memoryUsedMaxBytes && gpu.memoryTotalBytes)
                    line += QLatin1Char('\n')
                            + ServeReportPdf::tr("memory %1 of %2")
                                  .arg(AnalysisText::bytes(double(*gpu.memoryUsedMaxBytes)),
                                       AnalysisText::bytes(double(*gpu.memoryTotalBytes)));
                gpus << line;
            }
            for (const auto &[index, wasIdle] : machine.gpuIdle)
                if (wasIdle)
                    idle << ServeReportPdf::tr(
                                "%1's GPU %2 stayed below %3 % the whole of step %4 (%n at once): "
                                "it did no work for this server.",
                                nullptr, int(step.result.concurrency))
                                .arg(machine.nodeName, QString::number(index),
                                     QString::number(core::kIdleGpuPercent),
                                     QString::number(step.result.position + 1));
            const QString network = figures.rxBytes && figures.txBytes
                                        ? ServeReportPdf::tr("%1 in, %2 out")
                                              .arg(AnalysisText::bytes(double(*figures.rxBytes)),
                                                   AnalysisText::bytes(double(*figures.txBytes)))
                                        : kNone;
            rows.append(
                {at, machine.nodeName, interfaceName,
                 figures.cpuBusyMean ? ServeReportPdf::tr("%1 %").arg(figure(*figures.cpuBusyMean * 100))
                                     : kNone,
                 gpus.isEmpty() ? ServeReportPdf::tr("none sampled") : gpus.join(QLatin1Char('\n')), network,
                 machine.bytesPerOutputToken ? AnalysisText::bytes(*machine.bytesPerOutputToken) : kNone});
        }
    }
    if (rows.isEmpty()) {
        doc.paragraph(
            ServeReportPdf::tr("No machine was sampled: the run named none of the server's machines."));
        return;
    }
    doc.table({ServeReportPdf::tr("At once"), ServeReportPdf::tr("Machine"), ServeReportPdf::tr("Interface"),
               ServeReportPdf::tr("CPU busy (mean)"), ServeReportPdf::tr("GPUs"),
               ServeReportPdf::tr("Network"), ServeReportPdf::tr("Per output token")},
              rows, {0.6, 1.1, 0.9, 0.9, 2.2, 1.4, 1}, {0, 3});
    for (const QString &finding : idle)
        doc.bullet(finding);
}

void addLaunch(PdfDocument &doc, const core::ServeReportModel &report, const QString &title)
{
    doc.heading(title);
    const QList<core::LaunchStep> &launch = report.plan.launch;
    if (launch.isEmpty()) {
        doc.paragraph(ServeReportPdf::tr("You started this server yourself: ShardScope measured it and "
                                         "started nothing on your machines."));
        return;
    }
    doc.paragraph(AnalysisText::launchIntro());
    QList<QStringList> rows;
    bool rpc = false;
    for (const core::LaunchStep &step : launch) {
        QStringList lines;
        for (const QString &line : step.lines)
            lines << safeText(line);
        rows.append({safeText(step.machine), safeText(step.purpose), lines.join(QLatin1Char('\n'))});
        rpc = rpc || step.purpose == QLatin1String("rpc-server");
    }
    doc.table({ServeReportPdf::tr("Machine"), ServeReportPdf::tr("What"), ServeReportPdf::tr("Lines")}, rows,
              {1, 1, 5});
    if (rpc)
        doc.bullet(ServeReportPdf::tr("rpc-server has no authentication: anyone who reaches its port can use "
                                      "the machine. ShardScope ran "
                                      "it only for the test, bound to the cluster address; run it the same "
                                      "way, on a network you trust, "
                                      "and stop it when you are done."));
}

} // namespace

QStringList ServeReportPdf::sectionTitles()
{
    return {tr("Summary"), tr("Verdict"),  tr("Design rule: complete serving path"), tr("Charts"),
            tr("Steps"),   tr("Machines"), tr("How the servers were started")};
}

core::Result<void> ServeReportPdf::write(const QString &path, const core::ServeReportModel &report,
                                         const QDateTime &createdAtUtc)
{
    return PdfDocument::write(
        path, tr("ShardScope serving report: run %1").arg(report.run.id),
        tr("ShardScope serving report, run %1").arg(report.run.id), [&](PdfDocument &doc) {
            doc.text(tr("ShardScope serving report"), doc.fonts().title, mm(1));
            doc.text(tr("Serving run %1 of %2 at %3. Created %4 with ShardScope %5.")
                         .arg(QString::number(report.run.id), safeText(report.plan.model),
                              safeText(report.plan.endpoint), dateTime(createdAtUtc),
                              QString::fromLatin1(protocol::kShardScopeVersion)),
                     doc.fonts().body, mm(2), ReportStyle::kMutedText);
            const QStringList titles = sectionTitles();
            addSummary(doc, report, titles.at(0));
            addVerdict(doc, report, titles.at(1));
            addServingPath(doc, report, titles.at(2));
            addCharts(doc, report, titles.at(3));
            addSteps(doc, report, titles.at(4));
            addMachines(doc, report, titles.at(5));
            addLaunch(doc, report, titles.at(6));
        });
}

} // namespace shardscope::presentation
