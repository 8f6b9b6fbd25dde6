#pragma once

#include "core/serve/LlamaCppRunner.h"
#include "ui/ServePanel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace shardscope::ui {

class LaunchLinesView;

/// The Inference page's "llama.cpp on these machines" (issue 17): ShardScope starts the user's
/// own llama.cpp build on the checked machines (llama-server on the first; for a split over RPC an
/// rpc-server on every other one; for copies a llama-server on each), with a GGUF file that is on
/// the machines or one of its preset shapes that the agent writes, measures it as ServePanel
/// measures a server the user runs (core::runLlamaCppServe: the same steps, sampling and storing,
/// kind "serve"), and stops every server it started. Shows what it is doing while the model is
/// written and the servers start and load, then the load time, the lines that start the same
/// servers without ShardScope and how each server ended.
class LlamaCppPanel : public ServePanel
{
    Q_OBJECT

public:
    LlamaCppPanel(WizardModel &model, NodeInteraction &interaction, QWidget *parent = nullptr);
    ~LlamaCppPanel() override;

    core::ServePlan plan() const override;
    /// What run() runs: the plan with llama.cpp's model, layout and folder, each machine's llama.cpp
    /// found in that folder or by its inventory.
    core::LlamaCppServeSpec spec() const;
    /// The last run's model, load time and the lines that start its servers again; empty before
    /// its servers ran.
    QString launchText() const;
    /// How each server of the last run ended; empty before its servers ran.
    QString serversText() const;

protected:
    QString problemOf(const core::ServePlan &plan) const override;
    bool startRun(const core::ServePlan &plan, const core::ServeRunnerOptions &options) override;
    QString failureText(const core::Error &error) const override;
    void runEnded() override;

private:
    /// The fields of the model's source that apply: the file's or the preset's.
    void updateSource();
    void onStage(const QString &stage);

    QRadioButton *m_fileButton = nullptr;
    QRadioButton *m_presetButton = nullptr;
    QLineEdit *m_fileEdit = nullptr;
    QComboBox *m_presetCombo = nullptr;
    QComboBox *m_quantCombo = nullptr;
    QLineEdit *m_binEdit = nullptr;
    QWidget *m_launchBox = nullptr; // the last run's launch: hidden until its servers ran
    QLabel *m_loadLabel = nullptr;
    LaunchLinesView *m_launchLines = nullptr;
    QLabel *m_serversLabel = nullptr;
};

} // namespace shardscope::ui
