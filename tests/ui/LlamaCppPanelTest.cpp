// The Inference page's "llama.cpp on these machines" (issue 17): the real core::runLlamaCppServe
// through the real local agent (a copy of it in the test's folder, where it writes the preset's
// GGUF file) with the stand-in llama-server (tests/remote-agent/llamacpp/StandInLlamaCpp.cpp,
// which checks its arguments) on this computer, bound to 127.0.0.1. The run is stored with the
// lines that start the server again, cancel stops the server it started, and a model file that
// is not there says so in words.
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"

#include "core/store/ResultStore.h"
#include "tests/remote-agent/probe/TestSupport.h"
#include "ui/ErrorBox.h"
#include "ui/InferencePage.h"
#include "ui/LlamaCppPanel.h"
#include "ui/WizardModel.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <filesystem>
#include <stdlib.h>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::LlamaCppPanel;

namespace {

const QString kStandIns = QStringLiteral(SHARDSCOPE_STANDIN_LLAMACPP_DIR);

class GuiLlamaCppPanel : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        namespace fs = std::filesystem;
        const fs::path agent = SHARDSCOPE_AGENT_PATH;
        const fs::path copy = fs::path(m_dir.path().toStdString()) / "agent";
        fs::create_directory(copy);
        fs::copy_file(agent, copy / "shardscope-agent");
        fs::create_directory_symlink(agent.parent_path() / "lib", copy / "lib");
        ASSERT_TRUE(m_model.openStore(m_dir.filePath(QStringLiteral("shardscope.db"))).ok());
        m_model.setAgentPath(QString::fromStdString((copy / "shardscope-agent").string()));
        m_model.ensureLocalHost();
        ::setenv("STANDIN_LOAD_MS", "200", 1);
        ::setenv("STANDIN_RECORD_DIR", m_dir.path().toLocal8Bit().constData(), 1); // marks this test's
    }
    void TearDown() override
    {
        ::unsetenv("STANDIN_LOAD_MS");
        ::unsetenv("STANDIN_RECORD_DIR");
        ::unsetenv("STANDIN_TOKEN_MS");
    }

    template<typename T>
    static T *child(const QWidget &parent, const char *name)
    {
        T *found = parent.findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name;
        return found;
    }

    /// The stand-ins this test started that still run.
    std::vector<std::string> standInsRunning() const
    {
        std::vector<std::string> found;
        for (const std::string &command :
             probe::test::runningWithEnvironment("STANDIN_RECORD_DIR=" + m_dir.path().toStdString()))
            if (command.find(kStandIns.toStdString()) != std::string::npos)
                found.push_back(command);
        return found;
    }

    /// The stand-ins' folder and a short workload: 3 requests at 1 at once.
    static void fill(LlamaCppPanel &panel)
    {
        child<QLineEdit>(panel, "llamaBinEdit")->setText(kStandIns);
        child<QLineEdit>(panel, "llamaConcurrencyEdit")->setText(QStringLiteral("1"));
        child<QSpinBox>(panel, "llamaPromptSpin")->setValue(16);
        child<QSpinBox>(panel, "llamaOutputSpin")->setValue(8);
        child<QSpinBox>(panel, "llamaRequestsSpin")->setValue(3);
    }

    static void choosePreset(LlamaCppPanel &panel)
    {
        child<QRadioButton>(panel, "llamaPresetButton")->setChecked(true);
        auto *preset = child<QComboBox>(panel, "llamaPresetCombo");
        preset->setCurrentIndex(preset->findData(QStringLiteral("tiny")));
        auto *quant = child<QComboBox>(panel, "llamaQuantCombo");
        quant->setCurrentIndex(quant->findData(int(protocol::GgufQuant::Q4_0)));
    }

    QTemporaryDir m_dir;
    ui::WizardModel m_model;
    ui::test::TestNodeInteraction m_interaction;
};

} // namespace

TEST_F(GuiLlamaCppPanel, StartsThePresetOnThisComputerStoresTheRunWithItsLaunchLinesAndStopsIt)
{
    ui::InferencePage page(m_model, m_interaction);
    page.resize(1100, 900);
    page.show();
    child<QRadioButton>(page, "inferenceLlamaMode")->setChecked(true);
    ASSERT_EQ(page.mode(), ui::InferencePage::Mode::LlamaCpp);
    LlamaCppPanel &panel = *page.llamaCppPanel();
    ASSERT_TRUE(panel.isVisible());
    EXPECT_FALSE(page.isComplete());

    // A file is the default source, and it must be a whole path.
    child<QLineEdit>(panel, "llamaFileEdit")->setText(QStringLiteral("models/a.gguf"));
    EXPECT_TRUE(panel.planProblem().contains(QStringLiteral("whole path")))
        << panel.planProblem().toStdString();
    EXPECT_FALSE(child<QPushButton>(panel, "llamaRunButton")->isEnabled());
    // llama.cpp splits by layers only: no tensor parallel offered.
    auto *layouts = child<QComboBox>(panel, "llamaLayoutCombo");
    EXPECT_EQ(layouts->findData(int(protocol::BenchLayout::TensorParallel)), -1);
    EXPECT_GE(layouts->findData(int(protocol::BenchLayout::Replicas)), 0);

    choosePreset(panel);
    fill(panel);
    ASSERT_EQ(panel.planProblem(), QString());
    const core::LlamaCppServeSpec spec = panel.spec();
    ASSERT_EQ(spec.nodes.size(), 1);
    EXPECT_EQ(spec.nodes.constFirst().clusterAddress, QStringLiteral("127.0.0.1"))
        << "this computer alone: llama-server answers on loopback only";
    ASSERT_TRUE(spec.preset.has_value());
    EXPECT_EQ(spec.preset->model, "tiny");
    ASSERT_TRUE(child<QPushButton>(panel, "llamaRunButton")->isEnabled());

    child<QPushButton>(panel, "llamaRunButton")->click();
    ASSERT_TRUE(page.isRunning());
    EXPECT_FALSE(child<QRadioButton>(page, "inferenceServeMode")->isEnabled()) << "one run at a time";
    EXPECT_FALSE(child<QLineEdit>(panel, "llamaBinEdit")->isEnabled()) << "the setup waits for the run";
    ASSERT_TRUE(ui::test::waitUntil([&] { return !page.isRunning(); }, 120s)) << "the run did not end";

    ASSERT_GT(panel.runId(), 0) << panel.statusText().toStdString();
    EXPECT_TRUE(page.isComplete());
    EXPECT_EQ(m_model.resultsRunId(), panel.runId());
    EXPECT_TRUE(panel.statusText().contains(QStringLiteral("1 of 1 steps measured cleanly")))
        << panel.statusText().toStdString();
    // What it loaded and how to start it again, with the real port; the server was stopped.
    const QString launch = panel.launchText();
    EXPECT_TRUE(launch.contains(QStringLiteral("tiny-q4_0"))) << launch.toStdString();
    EXPECT_TRUE(launch.contains(kStandIns + QStringLiteral("/llama-server"))) << launch.toStdString();
    EXPECT_TRUE(launch.contains(QStringLiteral("--host 127.0.0.1"))) << launch.toStdString();
    EXPECT_TRUE(panel.serversText().contains(QStringLiteral("was stopped")))
        << panel.serversText().toStdString();
    EXPECT_TRUE(standInsRunning().empty()) << standInsRunning().front();
    ui::test::saveScreenshot(&page, QStringLiteral("inference-llamacpp"));

    const auto run = m_model.store()->run(panel.runId());
    ASSERT_TRUE(run.ok() && run->has_value());
    EXPECT_EQ((*run)->kind, core::kServeRun.nameText());
    EXPECT_EQ((*run)->status, core::RunStatus::Complete);
    ASSERT_NE((*run)->config.serve(), nullptr);
    const core::ServePlan &stored = (*run)->config.serve()->plan;
    EXPECT_EQ(stored.software, QStringLiteral("llama.cpp"));
    ASSERT_EQ(stored.launch.size(), 1);
    EXPECT_TRUE(
        stored.launch.constFirst().lines.join(QLatin1Char(' ')).contains(QStringLiteral("llama-server")));
    const auto steps = m_model.store()->serveResults(panel.runId());
    ASSERT_TRUE(steps.ok());
    ASSERT_EQ(steps->size(), 1);
    EXPECT_EQ(steps->at(0).summary.completed, 3U);
}

TEST_F(GuiLlamaCppPanel, CancelWhileTheServerAnswersStopsItAndKeepsTheRun)
{
    ::setenv("STANDIN_TOKEN_MS", "300", 1); // each answer takes seconds
    LlamaCppPanel panel(m_model, m_interaction);
    panel.show();
    choosePreset(panel);
    fill(panel);
    child<QSpinBox>(panel, "llamaOutputSpin")->setValue(64);
    panel.run();
    ASSERT_TRUE(panel.isRunning());
    // Cancelled once llama-server has answered its first request: the run is stored by then.
    ASSERT_TRUE(ui::test::waitUntil([&] { return panel.runId() > 0; }, 60s))
        << panel.statusText().toStdString();
    EXPECT_FALSE(standInsRunning().empty()) << "llama-server runs while it is measured";
    child<QPushButton>(panel, "llamaCancelButton")->click();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !panel.isRunning(); }, 60s))
        << "cancel did not stop the run";
    EXPECT_TRUE(panel.statusText().startsWith(QStringLiteral("Cancelled")))
        << panel.statusText().toStdString();
    const auto run = m_model.store()->run(panel.runId());
    ASSERT_TRUE(run.ok() && run->has_value());
    EXPECT_EQ((*run)->status, core::RunStatus::Cancelled);
    EXPECT_TRUE(ui::test::waitUntil([&] { return standInsRunning().empty(); }, 10s))
        << "left running: " << standInsRunning().front();
}

TEST_F(GuiLlamaCppPanel, AModelFileThatIsNotThereIsSaidInWordsAndNothingIsLeftRunning)
{
    LlamaCppPanel panel(m_model, m_interaction);
    panel.show();
    fill(panel);
    const QString missing = m_dir.filePath(QStringLiteral("none.gguf"));
    child<QLineEdit>(panel, "llamaFileEdit")->setText(missing);
    ASSERT_EQ(panel.planProblem(), QString());
    panel.run();
    ASSERT_TRUE(ui::test::waitUntil([&] { return !panel.isRunning(); }, 60s));
    EXPECT_EQ(panel.runId(), 0) << "nothing answered: nothing stored";
    const QString said = child<QLabel>(panel, "llamaErrorLabel")->text();
    EXPECT_TRUE(said.contains(QStringLiteral("could not be read"))) << said.toStdString();
    EXPECT_TRUE(said.contains(missing)) << said.toStdString();
    EXPECT_TRUE(panel.launchText().isEmpty()) << "no server ran";
    EXPECT_TRUE(standInsRunning().empty()) << standInsRunning().front();
}
