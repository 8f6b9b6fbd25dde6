#pragma once

#include "core/bench/BenchRunner.h"
#include "core/model/BenchPlan.h"
#include "core/run/RunRecorder.h"
#include "ui/BenchPlanRunner.h"
#include "ui/InferencePlan.h"
#include "ui/ServePlanRunner.h"

#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <QWizardPage>

#include <optional>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QRadioButton;
class QStackedWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTreeWidget;

namespace shardscope::ui {

class ErrorBox;
class NodeInteraction;
class LlamaCppPanel;
class ServePanel;
class WizardModel;

/// Runs the goal's model on the machines: the single-machine baseline first, then the model split
/// across them (tensor and pipeline parallel) and one copy per machine, at each concurrency. Shows
/// the current run, its tokens per second so far and each machine's status; stores every run as
/// soon as it finishes (as `shardscope-cli bench` does) and hands the stored run to the Results
/// page. Or, chosen at the top, measures a server the user runs (ServePanel) or llama.cpp that it
/// starts on the machines (LlamaCppPanel). A commit
/// page: Next leads to the results once a run of the chosen kind has finished.
class InferencePage : public QWizardPage
{
    Q_OBJECT

public:
    /// Where the page stands; isComplete() follows it.
    enum class Stage {
        Unknown = 0,
        Ready,    ///< nothing run on this page yet (or the settings changed since)
        Running,  ///< a plan runs
        Finished, ///< the last plan ended (complete, failed or cancelled) and is stored
    };

    InferencePage(WizardModel &model, NodeInteraction &interaction, QWidget *parent = nullptr);
    /// Runs plans with `plan` instead of core::runBenchPlan and serving plans with `servePlan`
    /// instead of core::runServePlan (tests).
    InferencePage(WizardModel &model, NodeInteraction &interaction, BenchPlanRunner::PlanFunction plan,
                  ServePlanRunner::PlanFunction servePlan = &core::runServePlan, QWidget *parent = nullptr);
    ~InferencePage() override;

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;

    /// Runs the plan the controls describe.
    void run();
    /// Asks the run to stop. Never blocks.
    void cancel();
    /// Stops the run and waits for it (briefly blocking); it is stored as cancelled. For the
    /// wizard closing: nothing goes on behind it.
    void stopJobs();
    /// A benchmark of the model or a serving run runs.
    bool isRunning() const;
    /// The benchmark of ShardScope's model: its stage (the serving panel has its own).
    Stage stage() const { return m_stage; }
    /// What runs, chosen at the top of the page.
    enum class Mode {
        Unknown = 0,
        Model,      ///< ShardScope's own model (the page's own runs)
        YourServer, ///< a server the user runs (ServePanel)
        LlamaCpp,   ///< llama.cpp that ShardScope starts on the machines (LlamaCppPanel)
    };
    /// The page shows that mode's runs and completes with its run.
    Mode mode() const;
    void setMode(Mode mode);
    ServePanel *servePanel() const { return m_servePanel; }
    LlamaCppPanel *llamaCppPanel() const { return m_llamaCppPanel; }

    /// The plan the controls describe now (what run() runs).
    core::BenchPlan plan() const;
    /// The machines the plan uses, in order.
    QList<BenchCandidate> checkedNodes() const;
    /// The stored run of the current or last plan; 0 when none (or no database).
    qint64 runId() const { return m_runId; }
    /// The status line shown under the progress bar.
    QString statusText() const;
    /// A warning above the plan (translated), e.g. that a repeated run lost some of its machines;
    /// empty hides it. The wizard sets it on each "run again"; it stays while that plan runs.
    void setRerunNotice(const QString &text);
    QString rerunNotice() const;

private:
    void buildUi();
    /// The serving panel of the mode; null for ShardScope's own model.
    ServePanel *modePanel() const;
    /// The stack of the modes takes the size of the mode shown.
    void fitModeStack();
    void updateNodes();
    /// Shows the model's settings in the controls.
    void showSettings();
    /// The controls changed: writes them into the model's settings.
    void takeControls();
    /// The node set list changed: writes the checked sets into the model's settings.
    void takeNodeSets();
    /// Fills the node set list with the sets offered over the checked machines.
    void updateNodeSets(const QList<BenchCandidate> &checked);
    void fitViewHeights();
    void updateLayouts();
    void updateControls();
    void updatePlanSummary();
    void setStage(Stage stage);
    void onNodeProgress(const core::NodeProgress &progress);
    void onNodeFinished(int index, const core::NodeOutcome &outcome);
    void onRunStarted(int run, const core::BenchRunSpec &spec);
    void onRankProgress(const core::BenchRankProgress &progress);
    void onRunFinished(int run, const core::BenchRunOutcome &outcome);
    void onFinished();
    void setNodeStatus(int planNode, const QString &text);
    QString runTitle(const core::BenchRunSpec &spec) const;

    WizardModel &m_model;
    BenchPlanRunner *m_runner = nullptr;
    Stage m_stage = Stage::Ready;
    bool m_showing = false;
    qint64 m_runId = 0;
    core::BenchPlan m_plan;                      // of the current or last run
    QList<core::RunStatus> m_runStatuses;        // of the current run, as runs finished
    QSet<int> m_downNodes;                       // plan nodes whose agent could not be started
    std::optional<core::RunRecorder> m_recorder; // the current run's, while it runs and is stored
    QString m_progressText;
    QString m_resultText;
    // The running run: each rank's fraction and stage, and when its decode began (for tokens/s).
    int m_currentRun = -1;
    QHash<int, std::pair<double, QString>> m_rankProgress;
    QHash<int, qint64> m_decodeStartMs;
    QElapsedTimer m_clock;

    QTreeWidget *m_nodeTree = nullptr;
    QLabel *m_nodeHint = nullptr;
    QWidget *m_setPanel = nullptr; // the node set list and its label; hidden with one set to offer
    QListWidget *m_setList = nullptr;
    QHBoxLayout *m_treeBox = nullptr; // the machines and the spacer that asks for all their rows
    QHBoxLayout *m_setBox = nullptr;  // the same for the sets
    QCheckBox *m_tensorCheck = nullptr;
    QCheckBox *m_pipelineCheck = nullptr;
    QCheckBox *m_replicasCheck = nullptr;
    QLabel *m_layoutHint = nullptr;
    QLineEdit *m_concurrencyEdit = nullptr;
    QSpinBox *m_promptSpin = nullptr;
    QSpinBox *m_generateSpin = nullptr;
    QSpinBox *m_prefillsSpin = nullptr;
    QLabel *m_planLabel = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_statusLabel = nullptr;
    QTableWidget *m_resultsTable = nullptr;
    QLabel *m_historyLabel = nullptr;
    QLabel *m_rerunNotice = nullptr;
    ErrorBox *m_errorBox = nullptr;
    ServePanel *m_servePanel = nullptr;       // owned by m_modeStack
    LlamaCppPanel *m_llamaCppPanel = nullptr; // owned by m_modeStack
    QRadioButton *m_modelModeButton = nullptr;
    QRadioButton *m_serveModeButton = nullptr;
    QRadioButton *m_llamaModeButton = nullptr;
    QStackedWidget *m_modeStack = nullptr;
};

} // namespace shardscope::ui
