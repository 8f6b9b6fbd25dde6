#pragma once

#include "core/model/ServePlan.h"
#include "core/run/RunRecorder.h"
#include "ui/ServePlanRunner.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTreeWidget;

namespace shardscope::ui {

class ErrorBox;
class NodeInteraction;
class WizardModel;

/// The Inference page's "a server you run": the user's own llama-server, vLLM, Ollama
/// or other OpenAI-compatible server, measured from one of their machines at each concurrency
/// while every machine it runs on samples its CPU, GPUs and network. Asks for the URL, the model
/// name and an API key (kept in the edit's memory only: never stored, never in a command line),
/// shows the vLLM launch lines for the chosen machines, runs the plan with progress, cancel and
/// each machine's status, and stores the run as `shardscope-cli serve-bench` does (kind "serve").
class ServePanel : public QWidget
{
    Q_OBJECT

public:
    ServePanel(WizardModel &model, NodeInteraction &interaction, QWidget *parent = nullptr);
    /// Runs plans with `plan` instead of core::runServePlan (tests).
    ServePanel(WizardModel &model, NodeInteraction &interaction, ServePlanRunner::PlanFunction plan,
               QWidget *parent = nullptr);
    ~ServePanel() override;

    /// The machines changed (added, removed, renamed): offers the candidates again.
    void updateNodes();
    /// The plan the controls describe now (what run() runs).
    core::ServePlan plan() const;
    /// Why that plan cannot run, translated (with core's words as details); empty when it can.
    QString planProblem() const;

    void run();
    /// Asks the run to stop. Never blocks.
    void cancel();
    /// Stops the run and waits for it (briefly blocking): stored as cancelled.
    void stopJobs();
    bool isRunning() const;
    /// A run ended on this panel and was stored: the Results page can show it.
    bool hasStoredRun() const { return !isRunning() && m_runId > 0; }
    /// The stored run of the current or last plan; 0 when none.
    qint64 runId() const { return m_runId; }
    QString statusText() const;
    /// The vLLM launch lines for the chosen machines (or why there are none), as the dialog shows.
    QString vllmLaunchText() const;

Q_SIGNALS:
    /// A run started or ended (running() changed): the page follows it.
    void runningChanged(bool running);

private:
    /// Why `plan` cannot run, translated; empty when it can.
    static QString problemOf(const core::ServePlan &plan);
    void buildUi();
    void updateFrom();
    void updateControls();
    void showLaunch();
    void setNodeStatus(int target, const QString &text);
    void onNodeProgress(const core::NodeProgress &progress);
    void onNodeFinished(int index, const core::NodeOutcome &outcome);
    void onPlanReady(const core::ServePlan &plan);
    void onStepStarted(int position, std::uint32_t concurrency);
    void onStepProgress(int position, double fraction, const QString &stage);
    void onStepFinished(const core::ServeStepOutcome &outcome);
    void onFinished();

    WizardModel &m_model;
    ServePlanRunner *m_runner = nullptr;
    qint64 m_runId = 0;
    std::optional<core::RunRecorder> m_recorder; // the running plan's, from planReady to its end
    QString m_notKept;                           // why the running plan is not stored, translated
    QList<core::RunStatus> m_stepStatuses;
    double m_stepFraction = 0;
    QString m_progressText;
    QString m_resultText;

    QTreeWidget *m_nodeTree = nullptr;
    QComboBox *m_fromCombo = nullptr;
    QComboBox *m_layoutCombo = nullptr;
    QLineEdit *m_endpointEdit = nullptr;
    QLineEdit *m_modelEdit = nullptr;
    QLineEdit *m_keyEdit = nullptr;
    QComboBox *m_dialectCombo = nullptr;
    QLineEdit *m_concurrencyEdit = nullptr;
    QSpinBox *m_promptSpin = nullptr;
    QSpinBox *m_outputSpin = nullptr;
    QSpinBox *m_requestsSpin = nullptr;
    QPushButton *m_launchButton = nullptr;
    QLabel *m_planLabel = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_statusLabel = nullptr;
    QTableWidget *m_resultsTable = nullptr;
    QLabel *m_historyLabel = nullptr;
    ErrorBox *m_errorBox = nullptr;
};

} // namespace shardscope::ui
