#include "presentation/ReportPdf.h"

#include "core/SafeText.h"

#include "core/analysis/BenchMetrics.h"
#include "core/analysis/LinkFigures.h"
#include "presentation/AnalysisText.h"
#include "presentation/BenchChartSpecs.h"
#include "presentation/ChartSpec.h"
#include "presentation/LinkText.h"
#include "presentation/PdfDocument.h"
#include "presentation/ReportStyle.h"
#include "presentation/SetupText.h"
#include "remote-agent/protocol/Version.h"

#include <QLocale>

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

namespace shardscope::presentation {

namespace {

using protocol::BenchLayout;

// The pages, tables and charts are PdfDocument's (shared with ServeReportPdf); this file is the
// bench report's content.

using core::qs;

using pdf::dateTime;
using pdf::figure;
using pdf::mm;

// ---- the report's content -------------------------------------------------------------------------

QStringList nodeNames(const core::ReportModel &report)
{
    QStringList names;
    for (const core::ReportNode &node : report.nodes)
        names.append(node.name);
    return names;
}

/// The concurrency the summary's "Compared at" row names: the verdict's, else the highest that
/// completed.
std::uint32_t compareConcurrency(const core::ReportModel &report)
{
    if (report.verdict.concurrency > 0)
        return report.verdict.concurrency;
    std::uint32_t highest = 0;
    for (const core::StoredBenchResult &result : report.results)
        if (result.status == core::RunStatus::Complete)
            highest = std::max(highest, result.concurrency);
    return highest;
}

QString gpuText(const protocol::HostInventory &inventory)
{
    if (inventory.gpus.empty())
        return ReportPdf::tr("none");
    std::map<std::string, std::pair<int, std::uint64_t>> byName;
    for (const protocol::GpuInfo &gpu : inventory.gpus) {
        auto &entry = byName[gpu.name];
        ++entry.first;
        entry.second = gpu.memoryTotalBytes.value_or(0);
    }
    QStringList parts;
    for (const auto &[name, entry] : byName) {
        parts.append(entry.second > 0 ? ReportPdf::tr("%1 × %2 (%3 each)")
                                            .arg(QString::number(entry.first), qs(name),
                                                 AnalysisText::bytes(double(entry.second)))
                                      : ReportPdf::tr("%1 × %2").arg(QString::number(entry.first), qs(name)));
    }
    return parts.join(QLatin1Char('\n'));
}

QString cpuText(const protocol::HostInventory &inventory)
{
    QString text = inventory.cpuModel ? qs(*inventory.cpuModel) : ReportPdf::tr("unknown CPU");
    if (inventory.cpuCores && inventory.cpuThreads)
        text += QLatin1Char('\n')
                + ReportPdf::tr("%1 cores, %2 threads")
                      .arg(QString::number(*inventory.cpuCores), QString::number(*inventory.cpuThreads));
    return text;
}

/// The interface that holds the node's cluster address (else the default route's), with its speed.
QString nicText(const protocol::HostInventory &inventory, const QString &clusterAddress)
{
    const protocol::NicInfo *chosen = nullptr;
    for (const protocol::NicInfo &nic : inventory.nics) {
        for (const auto &list : {nic.ipv4, nic.ipv6})
            for (const std::string &address : list)
                if (!clusterAddress.isEmpty()
                    && qs(address).section(QLatin1Char('/'), 0, 0) == clusterAddress)
                    chosen = &nic;
    }
    const bool cluster = chosen != nullptr;
    for (const protocol::NicInfo &nic : inventory.nics)
        if (!chosen && nic.defaultRoute)
            chosen = &nic;
    if (!chosen)
        return ReportPdf::tr("unknown");
    const QString speed = chosen->speedMbps && *chosen->speedMbps > 0
                              ? LinkText::linkSpeed(*chosen->speedMbps)
                              : ReportPdf::tr("speed unknown");
    QString text = ReportPdf::tr("%1: %2").arg(qs(chosen->name), speed);
    if (chosen->wireless)
        text += ReportPdf::tr(" (Wi-Fi)");
    if (!cluster)
        text += QLatin1Char('\n') + ReportPdf::tr("(default route; the cluster address is on no interface)");
    return text;
}

void addSummary(PdfDocument &doc, const core::ReportModel &report, const QString &title)
{
    const QStringList names = nodeNames(report);
    doc.heading(title);
    doc.text(AnalysisText::verdictHeadline(report.verdict), doc.fonts().headline, mm(2),
             ReportStyle::kHeading);
    // verdictReasons names the chosen run's nodes in rank order, not the plan's, and the machines of a
    // split or copies over fewer than all of them.
    for (const QString &reason : AnalysisText::verdictReasons(report))
        doc.bullet(reason);
    doc.space(mm(1));
    doc.paragraph(AnalysisText::memoryFitText(report.fit, names));
    if (report.whatIf)
        doc.paragraph(AnalysisText::whatIfErrorText(*report.whatIf));
    doc.space(mm(1));

    const core::BenchPlan &plan = report.plan;
    QList<QStringList> rows;
    rows.append(
        {ReportPdf::tr("Run"), ReportPdf::tr("%1, %2").arg(QString::number(report.run.id),
                                                           AnalysisText::runStatusName(report.run.status))});
    rows.append({ReportPdf::tr("Started"), dateTime(report.run.startedAtUtc)});
    rows.append({ReportPdf::tr("Finished"), dateTime(report.run.finishedAtUtc)});
    rows.append({ReportPdf::tr("Model"),
                 ReportPdf::tr("%1, %2 on %3")
                     .arg(qs(plan.model.name), qs(protocol::toString(plan.dtype)),
                          plan.backend == protocol::BenchBackend::Cuda ? ReportPdf::tr("GPUs (CUDA)")
                                                                       : ReportPdf::tr("CPUs"))});
    rows.append({ReportPdf::tr("Goal"), AnalysisText::usageName(plan.goal.usage)});
    rows.append({ReportPdf::tr("Machines"), names.join(QStringLiteral(", "))});
    rows.append({ReportPdf::tr("Compared at"),
                 ReportPdf::tr("%1 sequences in flight").arg(compareConcurrency(report))});
    rows.append({ReportPdf::tr("Link test"), report.linkRun ? ReportPdf::tr("run %1 of %2")
                                                                  .arg(QString::number(report.linkRun->id),
                                                                       dateTime(report.linkRun->startedAtUtc))
                                                            : ReportPdf::tr("none covers these machines")});
    doc.table({ReportPdf::tr("Item"), ReportPdf::tr("Value")}, rows, {1, 3});
}

void addInventory(PdfDocument &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    QList<QStringList> rows;
    for (qsizetype i = 0; i < report.nodes.size(); ++i) {
        const core::ReportNode &node = report.nodes.at(i);
        const QString address = report.plan.nodes.value(i).clusterAddress;
        if (!node.inventory) {
            rows.append({node.name, ReportPdf::tr("no inventory stored"), QString(), QString(),
                         node.memory.bytes > 0 ? AnalysisText::bytes(double(node.memory.bytes)) : QString(),
                         QString()});
            continue;
        }
        const protocol::HostInventory &inventory = *node.inventory;
        QString machine = inventory.hostname ? qs(*inventory.hostname) : ReportPdf::tr("unknown host name");
        if (inventory.osName)
            machine += QLatin1Char('\n') + qs(*inventory.osName);
        QString memory
            = inventory.memoryTotalBytes
                  ? ReportPdf::tr("RAM %1").arg(AnalysisText::bytes(double(*inventory.memoryTotalBytes)))
                  : ReportPdf::tr("RAM unknown");
        if (report.plan.backend == protocol::BenchBackend::Cuda && node.memory.bytes > 0)
            memory += QLatin1Char('\n')
                      + ReportPdf::tr("GPU %1").arg(AnalysisText::bytes(double(node.memory.bytes)));
        rows.append({node.name, machine, cpuText(inventory), gpuText(inventory), memory,
                     nicText(inventory, address)});
    }
    doc.table({ReportPdf::tr("Machine"), ReportPdf::tr("Host and system"), ReportPdf::tr("CPU"),
               ReportPdf::tr("GPUs"), ReportPdf::tr("Memory"), ReportPdf::tr("Cluster interface")},
              rows, {1, 1.6, 2, 1.6, 1.1, 1.6});
}

void addLinkMatrix(PdfDocument &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    if (!report.linkRun) {
        doc.paragraph(
            report.nodes.size() < 2
                ? ReportPdf::tr("The run used one machine: no link between machines took part.")
                : ReportPdf::tr("No stored link test measured every pair of these machines before the "
                                "run ended. Run a link test of these machines for the network figures."));
        return;
    }
    doc.paragraph(ReportPdf::tr("Link test %1 of %2. Each row is one direction; the round trip is the pair's "
                                "(UDP echo, idle link); throughput is what arrived with one TCP stream and "
                                "with several.")
                      .arg(QString::number(report.linkRun->id), dateTime(report.linkRun->startedAtUtc)));
    QList<QStringList> rows;
    std::uint32_t streams = 1;
    for (const core::StoredLinkPair &pair : report.linkPairs) {
        if (pair.status != core::RunStatus::Complete || !pair.report) {
            rows.append({pair.clientName, pair.serverName, AnalysisText::runStatusName(pair.status),
                         QString(), QString(), pair.error});
            continue;
        }
        const protocol::LinkTestReport &test = pair.report->test;
        streams = std::max(streams, pair.report->settings.streams);
        const QString rtt = test.udpLatency.rtt ? LinkText::roundTrip(test.udpLatency.rtt->p50Us)
                                                : ReportPdf::tr("no answer");
        const QString loss = ReportPdf::tr("%1 %").arg(figure(test.udpLatency.lossPercent));
        const auto throughput = [&test](protocol::LinkMode mode, std::uint32_t count) {
            const protocol::DirectionThroughput *figures = core::phaseFigures(test, mode, count);
            return figures ? LinkText::bitsPerSecond(figures->bitsPerSecond) : QStringLiteral("—");
        };
        const std::uint32_t parallel = pair.report->settings.streams;
        for (const auto &[from, to, mode] :
             {std::tuple{pair.clientName, pair.serverName, protocol::LinkMode::Forward},
              std::tuple{pair.serverName, pair.clientName, protocol::LinkMode::Reverse}})
            rows.append({from, to, rtt, loss, throughput(mode, 1),
                         parallel > 1 ? throughput(mode, parallel) : QStringLiteral("—")});
    }
    QStringList header{ReportPdf::tr("From"),           ReportPdf::tr("To"),
                       ReportPdf::tr("Round trip p50"), ReportPdf::tr("Loss"),
                       ReportPdf::tr("1 stream"),       ReportPdf::tr("%1 streams").arg(streams)};
    QList<qreal> widths{1.3, 1.3, 1.2, 0.8, 1.2, 1.2};
    const bool errorsInLastColumn = std::any_of(rows.cbegin(), rows.cend(), [](const QStringList &row) {
        return row.constLast() != QStringLiteral("—");
    });
    if (streams == 1 && !errorsInLastColumn) { // every pair ran one stream only: no column of "—"
        header.removeLast();
        widths.removeLast();
        for (QStringList &row : rows)
            row.removeLast();
    }
    doc.table(header, rows, widths, {2, 3, 4, 5});
    // The what-if models the split's own machines (ReportModel decide()), which may be fewer than
    // the run's: name them, and give the whole run's slowest pair only where it is another link.
    if (report.whatIf) {
        const core::LinkModel &link = report.whatIf->measuredLink;
        QStringList machines;
        for (const core::StoredBenchResult &result : report.results) {
            if (result.id == report.whatIf->measured.resultId)
                machines = result.nodeNames;
        }
        if (machines.size() > 1)
            doc.paragraph(ReportPdf::tr("The model of the network uses the slowest pair between %1: %2 round "
                                        "trip (TCP), %3.")
                              .arg(QLocale().createSeparatedList(machines),
                                   AnalysisText::milliseconds(link.rttUs / 1000),
                                   AnalysisText::bitsPerSecond(link.bytesPerSecond * 8)));
        else
            doc.paragraph(
                ReportPdf::tr("The model of the network uses the slowest pair: %1 round trip (TCP), %2.")
                    .arg(AnalysisText::milliseconds(link.rttUs / 1000),
                         AnalysisText::bitsPerSecond(link.bytesPerSecond * 8)));
        if (report.link && !(*report.link == link))
            doc.paragraph(ReportPdf::tr("Over all of the run's machines the slowest pair measured %1 round "
                                        "trip (TCP), %2.")
                              .arg(AnalysisText::milliseconds(report.link->rttUs / 1000),
                                   AnalysisText::bitsPerSecond(report.link->bytesPerSecond * 8)));
    } else if (report.link) {
        doc.paragraph(
            ReportPdf::tr("The model of the network uses the slowest pair: %1 round trip (TCP), %2.")
                .arg(AnalysisText::milliseconds(report.link->rttUs / 1000),
                     AnalysisText::bitsPerSecond(report.link->bytesPerSecond * 8)));
    }
}

void addCharts(PdfDocument &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    if (BenchChartSpecs::chartedResults(report.results).isEmpty()) {
        doc.paragraph(ReportPdf::tr("No run completed: there is nothing to chart."));
        return;
    }
    // The Results page's charts, from the same specs: every complete result, by series and then
    // concurrency.
    doc.chart(BenchChartSpecs::ttft(report.results));
    doc.chart(BenchChartSpecs::tokensPerSecond(report.results));
    doc.chart(BenchChartSpecs::tokenTime(report.results));
    doc.chart(BenchChartSpecs::whatIf(report.whatIf, AnalysisText::whatIfRunName(report), report.results));
}

void addPercentiles(PdfDocument &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    const QString none = QStringLiteral("—");
    QList<QStringList> throughputRows;
    QList<QStringList> latencyRows;
    const QList<BenchSeries> series = benchSeries(report.results);
    for (const core::StoredBenchResult &result : report.results) {
        const core::BenchSummary &s = result.summary;
        // The throughput table has a column of nodes; the latency table has only this one, so it
        // names the node set where the layout ran over several.
        const QString layout = AnalysisText::layoutName(result.layout);
        const QString labelled = seriesLabelOf(series, result);
        const QString concurrency = QString::number(result.concurrency);
        if (result.status != core::RunStatus::Complete) {
            // A failed run's figures record what happened, never a result to compare.
            throughputRows.append({layout, result.nodeNames.join(QStringLiteral(", ")), concurrency,
                                   AnalysisText::runStatusName(result.status), none, none, none, none, none});
            latencyRows.append({labelled, concurrency, none, none, none, none, none, none, none, none, none});
            continue;
        }
        throughputRows.append({layout, result.nodeNames.join(QStringLiteral(", ")), concurrency,
                               AnalysisText::runStatusName(result.status), figure(s.outputTokensPerSecond),
                               figure(s.requestsPerSecond), figure(s.decodeStepMs),
                               figure(s.computeMsPerStep), figure(s.commMsPerStep)});
        latencyRows.append({labelled, concurrency, figure(s.ttftMs.p50), figure(s.ttftMs.p90),
                            figure(s.ttftMs.p99), figure(s.tpotMs.p50), figure(s.tpotMs.p99),
                            figure(s.itlMs.p50), figure(s.itlMs.p99), figure(s.e2eMs.p50),
                            figure(s.e2eMs.p99)});
    }
    doc.subheading(ReportPdf::tr("Throughput and time per decode step"));
    doc.table({ReportPdf::tr("Layout"), ReportPdf::tr("Machines"), ReportPdf::tr("In flight"),
               ReportPdf::tr("Status"), ReportPdf::tr("Output tokens/s"), ReportPdf::tr("Requests/s"),
               ReportPdf::tr("Step (ms)"), ReportPdf::tr("Compute (ms)"), ReportPdf::tr("Comm. (ms)")},
              throughputRows, {1.4, 1.6, 0.9, 0.9, 0.9, 0.9, 0.8, 0.9, 0.9}, {2, 4, 5, 6, 7, 8});
    doc.subheading(ReportPdf::tr("Latency percentiles (ms)"));
    doc.table({ReportPdf::tr("Layout"), ReportPdf::tr("In flight"), ReportPdf::tr("TTFT p50"),
               ReportPdf::tr("TTFT p90"), ReportPdf::tr("TTFT p99"), ReportPdf::tr("TPOT p50"),
               ReportPdf::tr("TPOT p99"), ReportPdf::tr("ITL p50"), ReportPdf::tr("ITL p99"),
               ReportPdf::tr("E2E p50"), ReportPdf::tr("E2E p99")},
              latencyRows, {1.5, 0.9, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8},
              {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
    doc.text(
        ReportPdf::tr("TTFT: time to first token, one shared prefill per run, so its percentiles are one "
                      "timing. TPOT: time per output token after the first. ITL: every gap between two "
                      "tokens. E2E: the whole request."),
        doc.fonts().small, mm(2), ReportStyle::kMutedText);
}

void addConfiguration(PdfDocument &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    const core::BenchPlan &plan = report.plan;
    const protocol::ModelShape &model = plan.model;
    QStringList layouts;
    for (BenchLayout layout : plan.layouts)
        layouts.append(AnalysisText::layoutName(layout));
    QStringList concurrencies;
    for (std::uint32_t value : plan.concurrencies)
        concurrencies.append(QString::number(value));
    const auto target = [](const std::optional<double> &ms) {
        return ms ? AnalysisText::milliseconds(*ms) : ReportPdf::tr("none");
    };
    QList<QStringList> rows{
        {ReportPdf::tr("Model"), qs(model.name)},
        {ReportPdf::tr("Shape"),
         ReportPdf::tr(
             "%1 layers, hidden %2, %3 heads (%4 key/value), head size %5, SwiGLU %6, vocabulary %7")
             .arg(QString::number(model.layers), QString::number(model.hidden), QString::number(model.heads),
                  QString::number(model.kvHeads), QString::number(model.headDim),
                  QString::number(model.intermediate), QString::number(model.vocab))},
        {ReportPdf::tr("Parameters"),
         ReportPdf::tr("%1 billion")
             .arg(QLocale().toString(double(protocol::parameterCount(model)) / 1e9, 'f', 2))},
        {ReportPdf::tr("Weights"), qs(protocol::toString(plan.dtype))},
        {ReportPdf::tr("Backend"), qs(protocol::toString(plan.backend))},
        {ReportPdf::tr("Threads per machine"),
         plan.threads == 0 ? ReportPdf::tr("every core") : QString::number(plan.threads)},
        {ReportPdf::tr("Prompt tokens"), QString::number(plan.workload.promptTokens)},
        {ReportPdf::tr("Output tokens"), QString::number(plan.workload.generateTokens)},
        {ReportPdf::tr("Warm-up steps"), QString::number(plan.workload.warmupSteps)},
        {ReportPdf::tr("Timed prefills"), QString::number(plan.workload.prefills)},
        {ReportPdf::tr("Seed"), QString::number(plan.workload.seed)},
        {ReportPdf::tr("Layouts"),
         ReportPdf::tr("%1 (one machine always runs first)").arg(layouts.join(QStringLiteral(", ")))},
        {ReportPdf::tr("Sequences in flight"), concurrencies.join(QStringLiteral(", "))},
        {ReportPdf::tr("Usage"), AnalysisText::usageName(plan.goal.usage)},
        {ReportPdf::tr("TTFT target"), target(plan.goal.ttftTargetMs)},
        {ReportPdf::tr("TPOT target"), target(plan.goal.tpotTargetMs)},
    };
    // Where each node's traffic ran. The SSH destination (user@host:port), key and settings are
    // left out on purpose: a report is made to be shared.
    for (const core::ClusterNode &node : plan.nodes)
        rows.append({ReportPdf::tr("Machine %1").arg(node.target.name),
                     ReportPdf::tr("cluster address %1").arg(node.clusterAddress)});
    if (!report.run.config.shardscopeVersion.isEmpty())
        rows.append({ReportPdf::tr("Measured with"),
                     ReportPdf::tr("ShardScope %1").arg(report.run.config.shardscopeVersion)});
    doc.table({ReportPdf::tr("Setting"), ReportPdf::tr("Value")}, rows, {1, 3});
}

void addChecklist(PdfDocument &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    QList<QStringList> rows;
    for (const core::RuleFinding &finding : report.checklist)
        rows.append({AnalysisText::ruleName(finding.rule), AnalysisText::ruleStatusName(finding.status),
                     AnalysisText::ruleEvidence(finding)});
    doc.table({ReportPdf::tr("Rule"), ReportPdf::tr("Status"), ReportPdf::tr("Evidence")}, rows,
              {1.3, 0.8, 4});
}

void addSetupCheck(PdfDocument &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    doc.paragraph(SetupText::reportIntro(report.setupCheckRun, report.setupFindings.size()));
    for (const core::SetupFinding &finding : report.setupFindings)
        doc.bullet(SetupText::line(finding));
}

void addWarnings(PdfDocument &doc, const core::ReportModel &report, const QString &title)
{
    doc.heading(title);
    if (report.warnings.isEmpty()) {
        doc.paragraph(ReportPdf::tr("No warnings: every run completed and every figure was measured."));
        return;
    }
    for (const QString &warning : AnalysisText::warningTexts(report.warnings))
        doc.bullet(warning);
}

} // namespace

QStringList ReportPdf::sectionTitles()
{
    return {tr("Summary and verdict"),
            tr("Inventory"),
            tr("Link matrix"),
            tr("Charts"),
            tr("Percentiles"),
            tr("Configuration"),
            tr("Setup check"),
            tr("Design-rule checklist"),
            tr("Warnings")};
}

core::Result<void> ReportPdf::write(const QString &path, const core::ReportModel &report,
                                    const QDateTime &createdAtUtc)
{
    return PdfDocument::write(
        path, tr("ShardScope report: run %1").arg(report.run.id),
        tr("ShardScope report, run %1").arg(report.run.id), [&](PdfDocument &doc) {
            doc.text(tr("ShardScope report"), doc.fonts().title, mm(1));
            doc.text(tr("Inference run %1 of %2 over %3. Created %4 with ShardScope %5.")
                         .arg(QString::number(report.run.id), QString::fromStdString(report.plan.model.name),
                              nodeNames(report).join(QStringLiteral(", ")), dateTime(createdAtUtc),
                              QString::fromLatin1(protocol::kShardScopeVersion)),
                     doc.fonts().body, mm(2), ReportStyle::kMutedText);
            const QStringList titles = sectionTitles();
            addSummary(doc, report, titles.at(0));
            addInventory(doc, report, titles.at(1));
            addLinkMatrix(doc, report, titles.at(2));
            addCharts(doc, report, titles.at(3));
            addPercentiles(doc, report, titles.at(4));
            addConfiguration(doc, report, titles.at(5));
            addSetupCheck(doc, report, titles.at(6));
            addChecklist(doc, report, titles.at(7));
            addWarnings(doc, report, titles.at(8));
        });
}

} // namespace shardscope::presentation
