// WizardModel::saveSettings/loadSettings: the goal, the plan, the last cluster and the SSH settings
// survive a restart (a QSettings on a temporary file, never the user's); anything unreadable keeps
// the default instead of breaking the wizard.
#include "ui/WizardModel.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace shardscope;

TEST(GuiSettings, DefaultsAreTheLlama8bPresetAndNoRun)
{
    ui::WizardModel model;
    EXPECT_EQ(model.inferenceSettings().model, *protocol::presetModelShape("llama-3.1-8b"));
    EXPECT_EQ(model.resultsRunId(), 0);

    QSignalSpy runs(&model, &ui::WizardModel::resultsRunChanged);
    model.setResultsRunId(7);
    model.setResultsRunId(7); // no change, no signal
    ASSERT_EQ(runs.size(), 1);
    EXPECT_EQ(runs.at(0).at(0).toLongLong(), 7);

    QSignalSpy changed(&model, &ui::WizardModel::inferenceSettingsChanged);
    ui::InferenceSettings settings = model.inferenceSettings();
    model.setInferenceSettings(settings);
    EXPECT_EQ(changed.size(), 0);
    settings.promptTokens = 99;
    model.setInferenceSettings(settings);
    EXPECT_EQ(changed.size(), 1);
}

TEST(GuiSettings, EverythingSurvivesARestart)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("shardscope.ini"));

    ui::InferenceSettings chosen;
    chosen.model = *protocol::presetModelShape("qwen2.5-14b");
    chosen.model.name = "custom";
    chosen.model.layers = 12; // a custom shape, not a preset
    chosen.dtype = protocol::DType::F32;
    chosen.backend = protocol::BenchBackend::Cuda;
    chosen.goal.usage = core::UsagePattern::Chat;
    chosen.goal.ttftTargetMs = 2000;
    chosen.goal.tpotTargetMs = 100;
    chosen.promptTokens = 300;
    chosen.generateTokens = 70;
    chosen.concurrencies = {1, 2, 32};
    chosen.layouts = {protocol::BenchLayout::Replicas};
    chosen.layoutsChosen = true;
    chosen.nodeNames = {QStringLiteral("node, with comma"), QStringLiteral("node2"), QStringLiteral("n\"3")};
    chosen.nodeSets = {{QStringLiteral("node, with comma"), QStringLiteral("node2")},
                       {QStringLiteral("node, with comma"), QStringLiteral("node2"), QStringLiteral("n\"3")}};
    chosen.threads = 6;
    chosen.warmupSteps = 7;
    chosen.prefills = 9;
    chosen.seed = 12'345'678'901'234ULL; // beyond 32 bits: stored as text, not as an int
    ui::SshSettings ssh;
    ssh.knownHostsFile = dir.filePath(QStringLiteral("known_hosts"));
    ssh.config = core::SshConfigUse::Ignore;
    ssh.configFile = dir.filePath(QStringLiteral("ssh_config"));
    ssh.connectTimeout = std::chrono::seconds(25);
    {
        ui::WizardModel model;
        model.setInferenceSettings(chosen);
        model.setSshSettings(ssh);
        QSettings settings(path, QSettings::IniFormat);
        model.saveSettings(settings);
    }
    ui::WizardModel restarted;
    QSettings settings(path, QSettings::IniFormat);
    restarted.loadSettings(settings);
    EXPECT_EQ(restarted.inferenceSettings(), chosen);
    EXPECT_EQ(restarted.sshSettings(), ssh);

    // A target that was removed stays removed.
    chosen.goal.ttftTargetMs.reset();
    restarted.setInferenceSettings(chosen);
    restarted.saveSettings(settings);
    ui::WizardModel again;
    again.loadSettings(settings);
    EXPECT_FALSE(again.inferenceSettings().goal.ttftTargetMs.has_value());
    EXPECT_EQ(again.inferenceSettings().goal.tpotTargetMs, std::optional(100.0));
}

TEST(GuiSettings, UnreadableValuesKeepTheDefaults)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath(QStringLiteral("shardscope.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("inference/model"),
                      QStringLiteral("{\"name\": \"broken\", \"layers\": 0}"));
    settings.setValue(QStringLiteral("inference/dtype"), QStringLiteral("int4"));
    settings.setValue(QStringLiteral("inference/backend"), QStringLiteral("tpu"));
    settings.setValue(QStringLiteral("inference/usage"), QStringLiteral("sometimes"));
    settings.setValue(QStringLiteral("inference/ttftTargetMs"), QStringLiteral("-5"));
    settings.setValue(QStringLiteral("inference/promptTokens"), QStringLiteral("40000"));
    settings.setValue(QStringLiteral("inference/generateTokens"), QStringLiteral("12"));
    settings.setValue(QStringLiteral("inference/concurrencies"), QStringLiteral("1,zero"));
    settings.setValue(QStringLiteral("inference/layouts"), QStringLiteral("tp,diagonal"));
    settings.setValue(QStringLiteral("inference/warmupSteps"),
                      QStringLiteral("100000")); // over the agent's limit
    settings.setValue(QStringLiteral("inference/prefills"), QStringLiteral("0"));
    settings.setValue(QStringLiteral("inference/seed"), QStringLiteral("-3"));
    settings.setValue(QStringLiteral("inference/nodeSets"), QStringLiteral("[[\"node1\", 2]]"));
    settings.setValue(QStringLiteral("ssh/connectTimeoutSeconds"), QStringLiteral("0"));
    settings.setValue(QStringLiteral("ssh/config"), QStringLiteral("sometimes"));

    ui::WizardModel model;
    const ui::InferenceSettings defaults = model.inferenceSettings();
    const ui::SshSettings sshDefaults = model.sshSettings();
    model.loadSettings(settings);
    EXPECT_EQ(model.inferenceSettings(), defaults);
    EXPECT_EQ(model.sshSettings(), sshDefaults);
}

TEST(GuiSettings, SettingsFromBeforeNodeSetsLoadWithAllMachines)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath(QStringLiteral("shardscope.ini")), QSettings::IniFormat);
    ui::InferenceSettings chosen;
    chosen.nodeNames = {QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")};
    chosen.nodeSets = {{QStringLiteral("node1"), QStringLiteral("node2")}};
    chosen.promptTokens = 123;
    {
        ui::WizardModel model;
        model.setInferenceSettings(chosen);
        model.saveSettings(settings);
    }
    ASSERT_TRUE(settings.contains(QStringLiteral("inference/nodeSets")));
    settings.remove(QStringLiteral("inference/nodeSets")); // as an older ShardScope wrote them

    // Into a model that has sets already (a fresh one has none, so the test could not fail there):
    // a missing key means all machines, not "keep whatever was there".
    ui::WizardModel model;
    // A copy, not a fresh InferenceSettings: GCC 12 at -O2 takes the defaulted constructor's
    // initializer list for uninitialized memory here (a false -Wmaybe-uninitialized).
    ui::InferenceSettings before = chosen;
    before.nodeSets = {{QStringLiteral("node2"), QStringLiteral("node3")}};
    model.setInferenceSettings(before);
    ASSERT_FALSE(model.inferenceSettings().nodeSets.isEmpty());
    model.loadSettings(settings);
    EXPECT_TRUE(model.inferenceSettings().nodeSets.isEmpty());
    EXPECT_EQ(model.inferenceSettings().nodeNames, chosen.nodeNames);
    EXPECT_EQ(model.inferenceSettings().promptTokens, 123u);
}
