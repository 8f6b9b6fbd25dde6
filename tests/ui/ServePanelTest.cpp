// The Inference page's "a server you run" (issue 16): the real core::runServePlan through the real
// local agent against a scripted llama-server on 127.0.0.1 (tests/remote-agent/serve/ScriptedServer.h).
// The run is stored as the CLI stores it (kind "serve", a result per step), the API key reaches
// the server and never the database, cancel stops a stalled step, and the Results and Export
// pages show and write the serving run.
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"

#include "core/store/ResultStore.h"
#include "tests/remote-agent/serve/ScriptedServer.h"
#include "ui/BenchCharts.h"
#include "ui/ExportPage.h"
#include "ui/HistoryDialog.h"
#include "ui/InferencePage.h"
#include "ui/ResultsPage.h"
#include "ui/ServePanel.h"
#include "ui/WizardModel.h"

#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace shardscope;
using namespace shardscope::serve::test;
using namespace std::chrono_literals;
using ui::ServePanel;

namespace {

constexpr std::uint32_t kTokens = 6;
constexpr std::uint32_t kPromptTokens = 32;

class GuiServePanel : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_model.openStore(m_dir.filePath(QStringLiteral("shardscope.db"))).ok());
        m_model.setAgentPath(QStringLiteral(SHARDSCOPE_AGENT_PATH));
        m_model.ensureLocalHost();
    }

    template<typename T>
    static T *child(const QWidget &parent, const char *name)
    {
        T *found = parent.findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name;
        return found;
    }

    /// A short workload against `server`: 3 requests a step at 1 and 2 at once.
    static void fill(ServePanel &panel, const ScriptedServer &server, const QString &key = {})
    {
        child<QLineEdit>(panel, "serveEndpointEdit")->setText(QString::fromStdString(server.url()));
        child<QLineEdit>(panel, "serveModelEdit")->setText(QStringLiteral("tiny.gguf"));
        child<QLineEdit>(panel, "serveKeyEdit")->setText(key);
        child<QLineEdit>(panel, "serveConcurrencyEdit")->setText(QStringLiteral("1, 2"));
        child<QSpinBox>(panel, "servePromptSpin")->setValue(int(kPromptTokens));
        child<QSpinBox>(panel, "serveOutputSpin")->setValue(int(kTokens));
        child<QSpinBox>(panel, "serveRequestsSpin")->setValue(3);
    }

    QTemporaryDir m_dir;
    ui::WizardModel m_model;
    ui::test::TestNodeInteraction m_interaction;
};

} // namespace

TEST_F(GuiServePanel, MeasuresTheServerFromThisComputerAndStoresTheRunStepByStep)
{
    ScriptedServer server(llamaServerScript(kTokens, kPromptTokens, 12.5, 50.0, 15ms, 5ms));
    ASSERT_TRUE(server.listening());
    answerAsLlamaServer(server, "tiny.gguf", "b4748-d07c6213", 4);
    ServePanel panel(m_model, m_interaction);
    panel.resize(1100, 800);
    panel.show();

    // No other machines: the server runs on this computer, which sends the requests too.
    const auto *tree = child<QTreeWidget>(panel, "serveNodeTree");
    ASSERT_EQ(tree->topLevelItemCount(), 1);
    EXPECT_EQ(tree->topLevelItem(0)->text(0), ui::WizardModel::localHostName());
    EXPECT_FALSE(panel.planProblem().isEmpty()) << "no address given yet";
    EXPECT_FALSE(child<QPushButton>(panel, "serveRunButton")->isEnabled());

    const QString key = QStringLiteral("sk-test-%1").arg(QCoreApplication::applicationPid());
    fill(panel, server, key);
    EXPECT_EQ(panel.planProblem(), QString());
    const core::ServePlan plan = panel.plan();
    ASSERT_EQ(plan.nodes.size(), 1);
    EXPECT_EQ(plan.from, 0);
    EXPECT_EQ(plan.concurrencies, (QList<std::uint32_t>{1, 2}));
    EXPECT_EQ(plan.workload.requests, 3U);
    // A split needs two machines: said, and the button waits.
    child<QComboBox>(panel, "serveLayoutCombo")->setCurrentIndex(1);
    EXPECT_TRUE(panel.planProblem().contains(QStringLiteral("two checked machines")))
        << panel.planProblem().toStdString();
    EXPECT_FALSE(child<QPushButton>(panel, "serveRunButton")->isEnabled());
    child<QComboBox>(panel, "serveLayoutCombo")->setCurrentIndex(0);
    ASSERT_TRUE(child<QPushButton>(panel, "serveRunButton")->isEnabled());

    QStringList statuses;
    QObject::connect(&panel, &ServePanel::runningChanged, &panel, [&] { statuses << panel.statusText(); });
    child<QPushButton>(panel, "serveRunButton")->click();
    ASSERT_TRUE(panel.isRunning());
    ASSERT_TRUE(ui::test::waitUntil([&] { return !panel.isRunning(); }, 90s)) << "the run did not end";

    ASSERT_GT(panel.runId(), 0) << panel.statusText().toStdString();
    EXPECT_TRUE(panel.hasStoredRun());
    EXPECT_EQ(m_model.resultsRunId(), panel.runId());
    EXPECT_TRUE(panel.statusText().contains(QStringLiteral("2 of 2 steps measured cleanly")))
        << panel.statusText().toStdString();
    const auto *table = child<QTableWidget>(panel, "serveResultsTable");
    EXPECT_EQ(ui::test::columnTexts(table, 2),
              (QStringList{QStringLiteral("Complete"), QStringLiteral("Complete")}));
    EXPECT_EQ(ui::test::columnTexts(table, 3), (QStringList{QStringLiteral("3"), QStringLiteral("3")}));
    EXPECT_FALSE(table->item(0, 7)->text().isEmpty()) << "tokens/s";

    const auto run = m_model.store()->run(panel.runId());
    ASSERT_TRUE(run.ok() && run->has_value());
    EXPECT_EQ((*run)->kind, core::kServeRun.nameText());
    EXPECT_EQ((*run)->status, core::RunStatus::Complete);
    ASSERT_NE((*run)->config.serve(), nullptr);
    EXPECT_EQ((*run)->config.serve()->plan.software, QStringLiteral("llama.cpp"));
    EXPECT_EQ((*run)->config.serve()->plan.dialect, protocol::ServeDialect::LlamaCpp);
    const auto steps = m_model.store()->serveResults(panel.runId());
    ASSERT_TRUE(steps.ok());
    ASSERT_EQ(steps->size(), 2);
    EXPECT_EQ(steps->at(1).concurrency, 2U);
    EXPECT_EQ(steps->at(1).summary.completed, 3U);

    // The key went to the server as a bearer token, and nowhere on disk.
    bool sent = false;
    for (const ReceivedRequest &request : server.requests())
        sent = sent || request.header("Authorization") == "Bearer " + key.toStdString();
    EXPECT_TRUE(sent);
    // The database and its journals, as they are on disk now.
    const QStringList files = QDir(m_dir.path()).entryList({QStringLiteral("shardscope.db*")}, QDir::Files);
    ASSERT_FALSE(files.isEmpty());
    for (const QString &name : files) {
        QFile file(m_dir.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
        EXPECT_FALSE(file.readAll().contains(key.toUtf8())) << name.toStdString();
    }
}

TEST_F(GuiServePanel, CancelStopsAStalledStepAndTheRunIsStoredAsCancelled)
{
    Script stalled = llamaServerScript(kTokens, kPromptTokens, 12.5, 50.0, 15ms, 5ms);
    stalled.pieces.resize(2);
    stalled.end = ScriptedEnd::Stall;
    ScriptedServer server(stalled);
    ASSERT_TRUE(server.listening());
    answerAsLlamaServer(server, "tiny.gguf", "b4748-d07c6213", 4);
    ServePanel panel(m_model, m_interaction);
    panel.show();
    fill(panel, server);

    panel.run();
    ASSERT_TRUE(panel.isRunning());
    // Cancelled once a request is in flight: the server holds it open.
    ASSERT_TRUE(ui::test::waitUntil([&] { return server.mostOpen() > 0; }, 60s));
    child<QPushButton>(panel, "serveCancelButton")->click();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !panel.isRunning(); }, 30s))
        << "cancel did not stop the run";
    ASSERT_GT(panel.runId(), 0);
    const auto run = m_model.store()->run(panel.runId());
    ASSERT_TRUE(run.ok() && run->has_value());
    EXPECT_EQ((*run)->status, core::RunStatus::Cancelled);
    EXPECT_TRUE(panel.statusText().startsWith(QStringLiteral("Cancelled: 0 of 2 steps measured cleanly")))
        << panel.statusText().toStdString();
    EXPECT_TRUE(ui::test::waitUntil(
        [] { return ui::test::childProcessNames().filter(QStringLiteral("shardscope-ag")).isEmpty(); }, 10s))
        << "an agent is left running";
}

TEST_F(GuiServePanel, TheInferencePageChoosesTheServerAndTheResultsAndExportPagesShowItsRun)
{
    ScriptedServer server(llamaServerScript(kTokens, kPromptTokens, 12.5, 50.0, 15ms, 5ms));
    ASSERT_TRUE(server.listening());
    answerAsLlamaServer(server, "tiny.gguf", "b4748-d07c6213", 4);
    ui::InferencePage page(m_model, m_interaction);
    page.resize(1100, 800);
    page.show();
    EXPECT_EQ(page.mode(), ui::InferencePage::Mode::Model);
    child<QRadioButton>(page, "inferenceServeMode")->setChecked(true);
    ASSERT_EQ(page.mode(), ui::InferencePage::Mode::YourServer);
    ASSERT_TRUE(page.servePanel()->isVisible());
    EXPECT_FALSE(page.isComplete());
    fill(*page.servePanel(), server);
    page.servePanel()->run();
    ASSERT_TRUE(page.isRunning());
    EXPECT_FALSE(child<QRadioButton>(page, "inferenceModelMode")->isEnabled()) << "one run at a time";
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page.isRunning(); }, 90s));
    EXPECT_TRUE(page.isComplete());
    const qint64 runId = page.servePanel()->runId();
    ASSERT_GT(runId, 0);
    // Back to the model's runs: nothing ran there, so the page is not complete.
    page.setMode(ui::InferencePage::Mode::Model);
    EXPECT_FALSE(page.isComplete());
    page.setMode(ui::InferencePage::Mode::YourServer);
    EXPECT_TRUE(page.isComplete());
    EXPECT_EQ(m_model.resultsRunId(), runId);
    ui::test::saveScreenshot(&page, QStringLiteral("inference-page-serving"));

    ui::ResultsPage results(m_model);
    results.resize(1100, 800);
    results.show();
    results.refresh();
    ASSERT_TRUE(results.serveReport().has_value()) << results.errorText().toStdString();
    EXPECT_FALSE(results.report().has_value());
    EXPECT_EQ(results.serveReport()->steps.size(), 2);
    EXPECT_EQ(ui::test::columnTexts(results.serveSteps(), 0),
              (QStringList{QStringLiteral("1"), QStringLiteral("2")}));
    EXPECT_FALSE(results.verdictHeadlineText().isEmpty());
    EXPECT_TRUE(results.verdictReasonsText().contains(QStringLiteral("your own server")))
        << results.verdictReasonsText().toStdString();
    ASSERT_EQ(results.checklist()->rowCount(), 1) << "design rule 8 only";
    ASSERT_FALSE(results.serveCharts().isEmpty());
    EXPECT_GT(results.serveCharts().constFirst()->chart()->series().size(), 0);
    // This computer has no cluster address: sampled without its network, not refused.
    ASSERT_EQ(results.serveReport()->steps.at(0).machines.size(), 1);
    EXPECT_EQ(results.serveReport()->steps.at(0).machines.at(0).error, QString());
    ui::test::waitUntil([] { return false; }, 100ms); // the layout settles
    ui::test::saveScreenshot(&results, QStringLiteral("results-page-serving"));

    ui::ExportPage exportPage(m_model);
    exportPage.initializePage();
    for (const auto &[kind, name] : {std::pair{ui::ExportKind::Pdf, QStringLiteral("serve.pdf")},
                                     std::pair{ui::ExportKind::SamplesCsv, QStringLiteral("serve.csv")},
                                     std::pair{ui::ExportKind::Json, QStringLiteral("serve.json")}}) {
        const QString path = m_dir.filePath(name);
        ASSERT_TRUE(exportPage.exportTo(kind, path)) << exportPage.errorText().toStdString();
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        if (kind == ui::ExportKind::Pdf)
            EXPECT_TRUE(bytes.startsWith("%PDF"));
        else if (kind == ui::ExportKind::SamplesCsv)
            EXPECT_EQ(bytes.count('\n'), 1 + 2 * 3) << "a header and a row per request";
        else
            EXPECT_TRUE(bytes.contains("\"goal_concurrency\""));
    }

    // A second run of the same server: the history lists both as the user's server and compares
    // them step by step.
    page.servePanel()->run();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page.isRunning(); }, 90s));
    const qint64 second = page.servePanel()->runId();
    ASSERT_GT(second, runId);
    ui::HistoryDialog history(m_model);
    history.reload();
    EXPECT_TRUE(history.shownRunIds().contains(runId));
    history.selectRuns({runId, second});
    QStringList compared = ui::test::columnTexts(history.comparisonTable(), 0);
    EXPECT_TRUE(compared.contains(QStringLiteral("One machine, 2 at once: tokens per second")))
        << compared.join(u'\n').toStdString();
    EXPECT_GT(history.comparisonChart()->series().size(), 0);
    history.selectRuns({runId});
    history.showSelectedResults();
    EXPECT_EQ(m_model.resultsRunId(), runId);
}
