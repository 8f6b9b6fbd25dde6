// shardscope-cli runs, report and bench's goal options as a subprocess, against a database filled
// through ResultStore as a real session fills it (tests/support/ReportDatabase.h).
#include "CliRunner.h"
#include "core/analysis/ServeMetrics.h"
#include "core/report/ReportModel.h"
#include "core/report/ServeReport.h"
#include "presentation/AnalysisText.h"
#include "presentation/ServeReportPdf.h"
#include "tests/support/PdfText.h"
#include "tests/support/ReportDatabase.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace shardscope::core;
using shardscope::test::CliRun;

namespace {

class ReportCliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        auto store = ResultStore::open(dbPath(), StoreAccess::Write, shardscope::test::steppingClock());
        ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
        m_store = std::move(store).value();
        m_fixture = shardscope::test::fillReportDatabase(*m_store);
    }

    CliRun run(const QStringList &arguments, const QProcessEnvironment &extra = {})
    {
        QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
        // The CLI must choose the offscreen platform itself: no display, no platform set.
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(extra);
        return shardscope::test::runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, env, 90000);
    }

    QString dbPath() const { return m_dir.filePath(QStringLiteral("cli.db")); }
    QString file(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    static nlohmann::json parse(const QByteArray &text)
    {
        return nlohmann::json::parse(text.toStdString(), nullptr, false);
    }

    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<ResultStore> m_store;
    shardscope::test::ReportDatabase m_fixture;
};

std::string text(const CliRun &result)
{
    return "exit " + std::to_string(result.exitCode) + "\nstdout:\n" + result.out.toStdString()
           + "\nstderr:\n" + result.err.toStdString();
}

} // namespace

TEST_F(ReportCliTest, RunsListsEveryRunNewestFirst)
{
    ASSERT_TRUE(m_store->setBaselineRun(m_fixture.benchRun).ok());
    CliRun result = run({QStringLiteral("runs"), QStringLiteral("--json"), QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << text(result);
    const nlohmann::json document = parse(result.out);
    ASSERT_TRUE(document.contains("runs")) << text(result);
    const nlohmann::json &runs = document["runs"];
    std::vector<qint64> ids;
    for (const nlohmann::json &entry : runs)
        ids.push_back(entry.value("id", qint64(0)));
    EXPECT_EQ(ids, (std::vector<qint64>{m_fixture.laterLinkRun, m_fixture.otherLinkRun, m_fixture.benchRun,
                                        m_fixture.linkRun, m_fixture.olderLinkRun, m_fixture.setupCheck}));
    const nlohmann::json &bench = runs[2];
    EXPECT_EQ(bench["kind"], "bench");
    EXPECT_EQ(bench["status"], "failed");
    EXPECT_EQ(bench["error"], "1 of 8 runs failed");
    EXPECT_EQ(bench["model"], "llama-3.2-1b");
    EXPECT_EQ(bench["nodes"], nlohmann::json::array({"node1", "node2"}));
    EXPECT_EQ(bench["baseline"], true);
    EXPECT_TRUE(bench["started_at"].is_string());
    EXPECT_TRUE(bench["finished_at"].is_string());
    EXPECT_EQ(runs[1]["nodes"], nlohmann::json::array({"node1", "node3"}));
    EXPECT_EQ(runs[1]["baseline"], false);
    EXPECT_FALSE(runs[1].contains("model")); // a link test has no model
    EXPECT_EQ(runs[5]["kind"], "setup_check");
    EXPECT_EQ(runs[5]["nodes"], nlohmann::json::array({"node1", "node2", "node3"}));

    result = run({QStringLiteral("runs"), QStringLiteral("--kind"), QStringLiteral("bench"),
                  QStringLiteral("--json"), QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << text(result);
    ASSERT_EQ(parse(result.out)["runs"].size(), 1u) << text(result);

    // The table for people names the same runs.
    result = run({QStringLiteral("runs"), QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << text(result);
    const QString table = QString::fromUtf8(result.out);
    EXPECT_TRUE(table.startsWith(QStringLiteral("ID"))) << text(result);
    EXPECT_TRUE(table.contains(QStringLiteral("llama-3.2-1b"))) << text(result);
    EXPECT_TRUE(table.contains(QStringLiteral("node1, node3"))) << text(result);
    EXPECT_TRUE(table.contains(QStringLiteral("setup_check"))) << text(result);
    EXPECT_EQ(table.count(QLatin1Char('\n')), 7) << text(result);

    for (const QStringList &wrong :
         {QStringList{QStringLiteral("runs"), QStringLiteral("--kind"), QStringLiteral("x")},
          QStringList{QStringLiteral("runs"), QStringLiteral("--all")},
          QStringList{QStringLiteral("inventory"), QStringLiteral("--local"), QStringLiteral("--kind"),
                      QStringLiteral("bench")}}) {
        result = run(wrong + QStringList{QStringLiteral("--db"), dbPath()});
        EXPECT_EQ(result.exitCode, 2) << wrong.join(QLatin1Char(' ')).toStdString() << "\n" << text(result);
    }
}

TEST_F(ReportCliTest, ReportWritesEveryOutputAndPrintsTheVerdict)
{
    const QString pdf = file("report.pdf");
    const QString samples = file("samples.csv");
    const QString summary = file("summary.csv");
    const QString json = file("report.json");
    const CliRun result = run({QStringLiteral("report"), QStringLiteral("--run"),
                               QString::number(m_fixture.benchRun), QStringLiteral("--pdf"), pdf,
                               QStringLiteral("--csv"), samples, QStringLiteral("--summary-csv"), summary,
                               QStringLiteral("--json"), json, QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << text(result);

    // The same report as the core builds here: the verdict and its reasons on stdout…
    auto report = buildReport(*m_store, m_fixture.benchRun);
    ASSERT_TRUE(report.ok());
    const QString out = QString::fromUtf8(result.out);
    const QString headline = shardscope::presentation::AnalysisText::verdictHeadline(report->verdict);
    ASSERT_FALSE(headline.isEmpty());
    EXPECT_TRUE(out.contains(QStringLiteral("Verdict: ") + headline)) << text(result);
    for (const QString &reason :
         shardscope::presentation::AnalysisText::verdictReasons(report->verdict, verdictNodeNames(*report)))
        EXPECT_TRUE(out.contains(reason)) << reason.toStdString() << "\n" << text(result);
    EXPECT_TRUE(out.contains(QStringLiteral("1 of 8 runs failed"))) << text(result);

    // …and in the files, figure for figure.
    EXPECT_EQ(readAll(samples), reportSamplesCsv(*report).toUtf8());
    EXPECT_EQ(readAll(summary), reportSummaryCsv(*report).toUtf8());
    const nlohmann::json written = parse(readAll(json));
    ASSERT_FALSE(written.is_discarded());
    EXPECT_EQ(written, reportJson(*report));
    const QString pdfText = shardscope::test::pdfText(pdf).simplified();
    EXPECT_TRUE(pdfText.contains(headline)) << pdfText.toStdString();
    EXPECT_TRUE(pdfText.contains(QStringLiteral("node2"))) << pdfText.toStdString();
}

TEST_F(ReportCliTest, ReportFailuresAreNamedAndTheOtherOutputsStillWritten)
{
    const QString runId = QString::number(m_fixture.benchRun);
    const QString db = dbPath();
    // Usage errors: nothing to write, no run, the same file twice, a link run's id is not a usage error.
    for (const QStringList &wrong :
         {QStringList{QStringLiteral("report"), QStringLiteral("--run"), runId},
          QStringList{QStringLiteral("report"), QStringLiteral("--pdf"), file("a.pdf")},
          QStringList{QStringLiteral("report"), QStringLiteral("--run"), QStringLiteral("x"),
                      QStringLiteral("--pdf"), file("a.pdf")},
          QStringList{QStringLiteral("report"), QStringLiteral("--run"), runId, QStringLiteral("--csv"),
                      file("same"), QStringLiteral("--json"), file("same")}}) {
        const CliRun result = run(wrong + QStringList{QStringLiteral("--db"), db});
        EXPECT_EQ(result.exitCode, 2) << wrong.join(QLatin1Char(' ')).toStdString() << "\n" << text(result);
        EXPECT_TRUE(result.out.isEmpty()) << text(result);
    }
    EXPECT_FALSE(QFile::exists(file("a.pdf")));

    for (const qint64 id : {m_fixture.linkRun, m_fixture.laterLinkRun + 100}) {
        const CliRun result = run({QStringLiteral("report"), QStringLiteral("--run"), QString::number(id),
                                   QStringLiteral("--json"), file("x.json"), QStringLiteral("--db"), db});
        EXPECT_EQ(result.exitCode, 1) << text(result);
        EXPECT_TRUE(result.err.contains("invalid_argument")) << text(result);
        EXPECT_FALSE(QFile::exists(file("x.json")));
    }

    // One output cannot be written: the others are, and the exit code says it failed.
    const QString missing = file("no-such-folder/report.pdf");
    const CliRun result
        = run({QStringLiteral("report"), QStringLiteral("--run"), runId, QStringLiteral("--pdf"), missing,
               QStringLiteral("--json"), file("ok.json"), QStringLiteral("--db"), db});
    EXPECT_EQ(result.exitCode, 1) << text(result);
    EXPECT_TRUE(result.err.contains("file_write")) << text(result);
    EXPECT_TRUE(result.err.contains(missing.toUtf8())) << text(result);
    EXPECT_FALSE(QFile::exists(missing));
    EXPECT_FALSE(parse(readAll(file("ok.json"))).is_discarded());
    EXPECT_TRUE(result.out.contains("Verdict: ")) << text(result);
}

TEST_F(ReportCliTest, ReportNeverWritesOverItsDatabase)
{
    const QString runId = QString::number(m_fixture.benchRun);
    const QString db = dbPath();
    const QByteArray before = readAll(db);
    ASSERT_FALSE(before.isEmpty());
    // The database itself, and the same file spelled another way.
    const QString spelledOtherwise
        = QFileInfo(db).absolutePath() + QStringLiteral("/./") + QFileInfo(db).fileName();
    for (const QStringList &wrong :
         {QStringList{QStringLiteral("--pdf"), db}, QStringList{QStringLiteral("--csv"), spelledOtherwise},
          QStringList{QStringLiteral("--summary-csv"), file("s.csv"), QStringLiteral("--json"), db}}) {
        const CliRun result = run(QStringList{QStringLiteral("report"), QStringLiteral("--run"), runId}
                                  + wrong + QStringList{QStringLiteral("--db"), db});
        EXPECT_EQ(result.exitCode, 2) << wrong.join(QLatin1Char(' ')).toStdString() << "\n" << text(result);
        EXPECT_TRUE(result.err.contains("database")) << text(result);
    }
    EXPECT_EQ(readAll(db), before);
    EXPECT_FALSE(QFile::exists(file("s.csv")));
}

TEST_F(ReportCliTest, TheSharedOptionsMayComeBeforeReport)
{
    const QString runId = QString::number(m_fixture.benchRun);
    // --db before the command, as with every other command.
    CliRun result = run({QStringLiteral("--db"), dbPath(), QStringLiteral("report"), QStringLiteral("--run"),
                         runId, QStringLiteral("--summary-csv"), file("a.csv")});
    ASSERT_EQ(result.exitCode, 0) << text(result);
    EXPECT_TRUE(result.out.contains("Verdict: ")) << text(result);
    EXPECT_TRUE(QFile::exists(file("a.csv")));

    // --json before the command: the report as JSON on stdout, the same document as --json FILE.
    result = run({QStringLiteral("--json"), QStringLiteral("--db"), dbPath(), QStringLiteral("report"),
                  QStringLiteral("--run"), runId, QStringLiteral("--json"), file("b.json")});
    ASSERT_EQ(result.exitCode, 0) << text(result);
    const nlohmann::json printed = parse(result.out);
    ASSERT_FALSE(printed.is_discarded()) << text(result);
    EXPECT_EQ(printed, parse(readAll(file("b.json"))));
    EXPECT_EQ(printed["run"]["id"], m_fixture.benchRun);

    // Alone it needs no output file.
    result = run({QStringLiteral("--db"), dbPath(), QStringLiteral("--json"), QStringLiteral("report"),
                  QStringLiteral("--run"), runId});
    ASSERT_EQ(result.exitCode, 0) << text(result);
    EXPECT_FALSE(parse(result.out).is_discarded()) << text(result);
}

TEST_F(ReportCliTest, BenchStoresTheGoalWithThePlan)
{
    // Port 1 refuses at once: the run is stored, with its plan, before the first connection fails.
    const QStringList bench{QStringLiteral("bench"),
                            QStringLiteral("--host"),
                            QStringLiteral("ai@127.0.0.1:1"),
                            QStringLiteral("--remote-agent"),
                            QStringLiteral("/nonexistent/shardscope-agent"),
                            QStringLiteral("--model"),
                            QStringLiteral("tiny"),
                            QStringLiteral("--layouts"),
                            QStringLiteral("single"),
                            QStringLiteral("--ssh-config"),
                            QStringLiteral("none"),
                            QStringLiteral("--db"),
                            dbPath()};
    for (const QStringList &wrong : {QStringList{QStringLiteral("--usage"), QStringLiteral("sometimes")},
                                     QStringList{QStringLiteral("--ttft-target"), QStringLiteral("-5")},
                                     QStringList{QStringLiteral("--tpot-target"), QStringLiteral("soon")}}) {
        const CliRun result = run(bench + wrong);
        EXPECT_EQ(result.exitCode, 2) << wrong.join(QLatin1Char(' ')).toStdString() << "\n" << text(result);
    }
    const CliRun usageElsewhere = run({QStringLiteral("runs"), QStringLiteral("--usage"),
                                       QStringLiteral("chat"), QStringLiteral("--db"), dbPath()});
    EXPECT_EQ(usageElsewhere.exitCode, 2) << text(usageElsewhere);

    const CliRun result = run(bench
                              + QStringList{QStringLiteral("--usage"), QStringLiteral("chat"),
                                            QStringLiteral("--ttft-target"), QStringLiteral("500"),
                                            QStringLiteral("--tpot-target"), QStringLiteral("62.5")});
    EXPECT_EQ(result.exitCode, 1) << text(result);
    auto runs = m_store->runs(QStringLiteral("bench"));
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 2) << text(result);
    const RunRecord &stored = runs->at(0);
    EXPECT_NE(stored.id, m_fixture.benchRun);
    auto plan = benchPlanFromJson(nlohmann::json::parse(stored.configJson.toStdString(), nullptr, false));
    ASSERT_TRUE(plan.ok()) << plan.error().detail.toStdString();
    EXPECT_EQ(plan->goal, (InferenceGoal{UsagePattern::Chat, 500.0, 62.5}));
}

TEST_F(ReportCliTest, ARunWhoseWriterDiedIsReportedInterrupted)
{
    // Left running by a process of an earlier boot (a power loss during the run).
    const QByteArray update = "UPDATE runs SET status = 'running', finished_at = NULL, error = NULL, "
                              "writer_boot_id = 'an-earlier-boot' WHERE id = "
                              + QByteArray::number(m_fixture.benchRun);
    ASSERT_TRUE(m_store->exec(update.constData()).ok());
    m_store.reset();

    const CliRun result
        = run({QStringLiteral("report"), QStringLiteral("--run"), QString::number(m_fixture.benchRun),
               QStringLiteral("--json"), file("report.json"), QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << text(result);
    const QString out = QString::fromUtf8(result.out);
    EXPECT_TRUE(out.contains(QStringLiteral("Run %1 (interrupted)").arg(m_fixture.benchRun))) << text(result);
    EXPECT_TRUE(out.contains(QStringLiteral("The run was interrupted"))) << text(result);
    const nlohmann::json written = parse(readAll(file("report.json")));
    ASSERT_FALSE(written.is_discarded());
    EXPECT_EQ(written["run"]["status"], "interrupted");
}

namespace {

namespace protocol = shardscope::protocol;

/// A request that completed: four chunks `gapMs` apart after a TTFT of 100 ms, with the server's
/// own timings (llama-server's).
protocol::ServeRequestRecord servedRecord(std::uint32_t index, double sentMs, double gapMs)
{
    protocol::ServeRequestRecord record;
    record.index = index;
    record.sentMs = sentMs;
    record.chunkMs = {sentMs + 100, sentMs + 100 + gapMs, sentMs + 100 + 2 * gapMs, sentMs + 100 + 3 * gapMs};
    record.endMs = sentMs + 101 + 3 * gapMs;
    record.outputTokens = 4;
    record.server.promptTokens = 128;
    record.server.promptMs = 95;
    record.server.generatedTokens = 4;
    record.server.generatedMs = 3 * gapMs;
    return record;
}

/// One machine's sampling: its GPU busy (97 % at most) and 2.5 MB in, 0.6 MB out.
StoredTelemetry sampledMachine(const QString &name)
{
    protocol::TelemetrySeries series;
    series.interfaceName = "enp5s0";
    series.intervalMs = 100;
    series.gpuSource = protocol::TelemetryGpuSource::Nvml;
    series.tMs = {0, 100, 200};
    series.rxBytes = {1'000'000, 2'000'000, 3'500'000};
    series.txBytes = {2'000'000, 2'250'000, 2'600'000};
    series.cpuBusy = {0.5, 0.625, 0.5};
    protocol::TelemetryGpuSeries gpu;
    gpu.index = 0;
    gpu.memoryTotalBytes = 85'899'345'920;
    gpu.utilizationPercent = {60, 97, 80};
    gpu.memoryUsedBytes = {40'000'000'000, 40'500'000'000, 41'000'000'000};
    series.gpus = {gpu};
    return StoredTelemetry{name, QStringLiteral("enp5s0"), series, QString()};
}

/// Stores a serving run of "qwen2.5-7b" at 10.0.0.1 over `layout`, at concurrencies 1 and 4, each
/// step's chunks `gapMs` apart; returns its id.
qint64 storeServingRun(ResultStore &store, protocol::BenchLayout layout, double gapMs, int port)
{
    ServePlan plan;
    for (const char *name : {"gpu1", "gpu2"}) {
        ClusterNode node;
        node.target.name = QString::fromLatin1(name);
        node.clusterAddress = QStringLiteral("10.0.0.%1").arg(name[3] - '0');
        plan.nodes.append(node);
    }
    plan.from = 0;
    plan.endpoint = QStringLiteral("http://10.0.0.1:%1").arg(port);
    plan.dialect = protocol::ServeDialect::LlamaCpp;
    plan.software = QStringLiteral("llama.cpp");
    plan.softwareVersion = QStringLiteral("b4500");
    plan.model = QStringLiteral("qwen2.5-7b");
    plan.layout = layout;
    plan.workload.promptTokens = 128;
    plan.workload.outputTokens = 4;
    plan.workload.requests = 4;
    plan.concurrencies = {1, 4};
    plan.goal.usage = UsagePattern::Throughput;
    auto runId = store.beginRun(kServeRun.nameText(), serveRunConfigJson(plan));
    EXPECT_TRUE(runId.ok());
    for (int position = 0; position < 2; ++position) {
        StoredServeResult step;
        step.runId = *runId;
        step.position = position;
        step.concurrency = plan.concurrencies.at(position);
        step.status = RunStatus::Complete;
        for (std::uint32_t i = 0; i < 4; ++i)
            step.records.push_back(servedRecord(i, position == 0 ? 500.0 * i : 5.0 * i, gapMs));
        step.summary = summarizeServeRun(step.records, serveTargets(plan.goal));
        step.telemetry = {sampledMachine(QStringLiteral("gpu1")), sampledMachine(QStringLiteral("gpu2"))};
        EXPECT_TRUE(store.saveServeResult(step).ok());
    }
    EXPECT_TRUE(store.finishRun(*runId, RunStatus::Complete).ok());
    return *runId;
}

} // namespace

TEST_F(ReportCliTest, ServingRunReportHasItsStepsTheVerdictOfTheSetupAndRuleEight)
{
    // The same model on the same host: one machine (port 8080), and split over two (8081),
    // half as fast per token. At the goal's concurrency (Throughput: 4) the single machine wins.
    const qint64 single = storeServingRun(*m_store, protocol::BenchLayout::Single, 20, 8080);
    const qint64 split = storeServingRun(*m_store, protocol::BenchLayout::PipelineParallel, 40, 8081);

    const QString records = file("records.csv");
    const QString steps = file("steps.csv");
    const QString json = file("serve.json");
    const QString pdf = file("serve.pdf");
    const CliRun result = run({QStringLiteral("report"), QStringLiteral("--run"), QString::number(single),
                               QStringLiteral("--csv"), records, QStringLiteral("--summary-csv"), steps,
                               QStringLiteral("--json"), json, QStringLiteral("--pdf"), pdf,
                               QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << text(result);

    auto report = buildServeReport(*m_store, single);
    ASSERT_TRUE(report.ok()) << report.error().detail.toStdString();
    EXPECT_EQ(report->goalConcurrency, 4u);
    ASSERT_EQ(report->setupRuns.size(), 2);
    EXPECT_EQ(report->verdict.kind, VerdictKind::StayOnOneNode);
    EXPECT_TRUE(report->verdict.fromServingRuns);
    // Rule 8 rests on the split serving run, complete at 4.
    EXPECT_EQ(report->servingPath.status, RuleStatus::Met);
    EXPECT_EQ(report->servingPath.limit, double(split));

    const QString out = QString::fromUtf8(result.out);
    EXPECT_TRUE(out.contains(QStringLiteral("serving qwen2.5-7b at http://10.0.0.1:8080"))) << text(result);
    EXPECT_TRUE(out.contains(QStringLiteral("Step 2, concurrency 4: complete; 4 of 4 requests completed")))
        << text(result);
    EXPECT_TRUE(out.contains(QStringLiteral("the figures are from your own server: 2 serving run(s)")))
        << text(result);
    EXPECT_TRUE(out.contains(shardscope::presentation::AnalysisText::verdictHeadline(report->verdict)))
        << text(result);
    EXPECT_TRUE(out.contains(QStringLiteral("Complete serving path: Met — Serving run %1").arg(split)))
        << text(result);

    const QByteArray recordsCsv = readAll(records);
    EXPECT_EQ(recordsCsv, serveRecordsCsv(*report).toUtf8());
    EXPECT_TRUE(recordsCsv.startsWith("step,concurrency,index,sent_ms,ttft_ms,e2el_ms,"));
    EXPECT_EQ(recordsCsv.count("\r\n"), 1 + 2 * 4);
    EXPECT_TRUE(recordsCsv.contains("\r\n1,4,3,15,100,161,4,4,none,"));
    EXPECT_EQ(readAll(steps), serveStepsCsv(*report).toUtf8());
    EXPECT_EQ(readAll(steps).count("\r\n"), 3);

    const nlohmann::json written = parse(readAll(json));
    ASSERT_FALSE(written.is_discarded());
    EXPECT_EQ(written, serveReportJson(*report));
    EXPECT_EQ(written["complete_serving_path"]["status"], "met");
    const nlohmann::json &machine = written["steps"][1]["machines"][0];
    EXPECT_EQ(machine["rx_bytes"], 2'500'000);
    EXPECT_EQ(machine["gpus"][0]["idle_whole_step"], false);
    // (2.5 MB + 0.6 MB) over 16 output tokens.
    EXPECT_DOUBLE_EQ(machine["bytes_per_output_token"].get<double>(), 3'100'000.0 / 16);

    // The serving report's PDF (presentation::ServeReportPdf), with its verdict.
    const QString pdfText = shardscope::test::pdfText(pdf).simplified();
    for (const QString &title : shardscope::presentation::ServeReportPdf::sectionTitles())
        EXPECT_TRUE(pdfText.contains(title)) << title.toStdString() << " not in " << pdfText.toStdString();
    EXPECT_TRUE(pdfText.contains(shardscope::presentation::AnalysisText::verdictHeadline(report->verdict)));
}

TEST_F(ReportCliTest, ServingRunOverOneMachineAloneLeavesRuleEightNotTested)
{
    const qint64 single = storeServingRun(*m_store, protocol::BenchLayout::Single, 20, 9000);
    const CliRun result = run({QStringLiteral("--json"), QStringLiteral("report"), QStringLiteral("--run"),
                               QString::number(single), QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << text(result);
    const nlohmann::json written = parse(result.out);
    ASSERT_FALSE(written.is_discarded()) << text(result);
    EXPECT_EQ(written["complete_serving_path"]["status"], "not_tested");
    EXPECT_EQ(written["complete_serving_path"]["value"], 4); // what a split run would need
    EXPECT_EQ(written["verdict"]["kind"], "no_data");
}
