#pragma once

#include "core/model/ServePlan.h"
#include "core/run/RunRecorder.h"
#include "ui/ServePlanRunner.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTreeWidget;
class QVBoxLayout;

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
/// LlamaCppPanel is the same panel for the llama.cpp that ShardScope starts itself: it shares the
/// machines, the workload, the steps, the storing and the running, and brings its own fields.
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
    virtual core::ServePlan plan() const;
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

protected:
    /// Who starts the server that is measured.
    enum class Engine {
        Unknown = 0,
        YourServer, ///< the user: the panel asks where it answers
        LlamaCpp,   ///< ShardScope, llama.cpp on the checked machines (LlamaCppPanel)
    };

    ServePanel(WizardModel &model, NodeInteraction &interaction, Engine engine, QWidget *parent);

    /// The machines, who sends the requests, the layout, the concurrencies, the workload and the
    /// goal: what every engine's plan has.
    core::ServePlan sharedPlan() const;
    /// Why `plan` cannot run, translated; empty when it can.
    virtual QString problemOf(const core::ServePlan &plan) const;
    /// Starts `plan` on the runner; false when it did not start (runner()->planError() says why).
    virtual bool startRun(const core::ServePlan &plan, const core::ServeRunnerOptions &options);
    /// Why a run that started could not be measured, translated (core's words as details).
    virtual QString failureText(const core::Error &error) const;
    /// The run ended (finished(), before runningChanged(false)).
    virtual void runEnded() {}

    ServePlanRunner *runner() const { return m_runner; }
    WizardModel &model() const { return m_model; }
    ErrorBox *errorBox() const { return m_errorBox; }
    /// The left form of the setup, the engine's own: the user's server's address, or llama.cpp's model.
    QFormLayout *engineForm() const { return m_engineForm; }
    /// Below the forms of the setup, and below the steps.
    QVBoxLayout *setupLayout() const { return m_setupLayout; }
    QVBoxLayout *runLayout() const { return m_runLayout; }
    /// `name` with this panel's prefix ("serve" or "llama"): the object names tests find.
    QString objectNameFor(const char *name) const;
    /// A field of the engine's that waits while a run runs, and whose change updates the plan.
    void addSetupWidget(QWidget *widget);
    /// What the status line says while the run has not reached its first step.
    void setProgressText(const QString &text);
    void updateControls();

private:
    void buildUi();
    void updateFrom();
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
    Engine m_engine = Engine::Unknown;
    ServePlanRunner *m_runner = nullptr;
    qint64 m_runId = 0;
    std::optional<core::RunRecorder> m_recorder; // the running plan's, from planReady to its end
    QString m_notKept;                           // why the running plan is not stored, translated
    QList<core::RunStatus> m_stepStatuses;
    double m_stepFraction = 0;
    QString m_progressText;
    QString m_resultText;

    QList<QWidget *> m_setupWidgets; // disabled while a run runs
    QFormLayout *m_engineForm = nullptr;
    QVBoxLayout *m_setupLayout = nullptr;
    QVBoxLayout *m_runLayout = nullptr;
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
