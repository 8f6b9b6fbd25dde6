#pragma once

#include "core/cluster/LinkMatrix.h"
#include "core/run/RunRecorder.h"
#include "ui/LinkMatrixData.h"
#include "ui/LinkMatrixRunner.h"

#include <QSet>
#include <QStringList>
#include <QWizardPage>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace shardscope::ui {

class ErrorBox;
class LinkDetailPanel;
class LinkHeatMap;
class NodeInteraction;
class WizardModel;

/// How good are the links really? Measures every pair of the chosen machines (latency, jitter,
/// loss, throughput both ways), shows the matrix as a heat map and the details of a cell, and
/// keeps each run in the store: on entering, the latest stored run is shown.
class NetworkPage : public QWizardPage
{
    Q_OBJECT

public:
    NetworkPage(WizardModel &model, NodeInteraction &interaction, QWidget *parent = nullptr);
    /// Runs `matrix` instead of core::runLinkMatrix (tests).
    NetworkPage(WizardModel &model, NodeInteraction &interaction, LinkMatrixRunner::MatrixFunction matrix,
                QWidget *parent = nullptr);
    ~NetworkPage() override;

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;

    /// Measures the checked machines with the settings shown.
    void run();
    /// Asks the run to stop. Never blocks.
    void cancel();
    /// Stops the run and waits for it (briefly blocking); it is stored as cancelled. For the
    /// wizard closing: nothing goes on behind it.
    void stopJobs();
    bool isRunning() const;

    /// Shows the newest stored link test (nothing when there is none or no store).
    void showLatestRun();
    /// The settings the controls describe.
    protocol::LinkTestSettings settings() const;
    /// Names of the checked machines, in list order.
    QStringList checkedNodes() const;
    /// Checks exactly these machines (those that can take part).
    void setCheckedNodes(const QStringList &names);
    /// Which metric the heat map shows.
    void setMetric(LinkMetric metric);
    /// The stored run shown (or being written); 0 when none.
    qint64 shownRunId() const { return m_runId; }
    const LinkMatrixView &matrix() const;

private:
    void buildUi();
    void updateNodes();
    void updateControls();
    void updateEstimate();
    void applyMetric();
    void showSelected();
    void onNodeProgress(const core::NodeProgress &progress);
    void onNodeFinished(int index, const core::NodeOutcome &outcome);
    void onPairProgress(const core::LinkPairProgress &progress);
    void onPairFinished(int pair, const core::LinkPairOutcome &outcome);
    void onFinished();

    WizardModel &m_model;
    NodeInteraction &m_interaction;
    LinkMatrixRunner *m_runner = nullptr;
    qint64 m_runId = 0;                          // the run shown or being written
    QSet<QString> m_unchecked;                   // machines the user unchecked
    std::optional<core::RunRecorder> m_recorder; // the current run's, while it runs and is stored
    int m_selectedFrom = -1;
    int m_selectedTo = -1;
    QString m_progressText; // the running pair's status line
    QString m_resultText;   // how the last run of this session ended

    QListWidget *m_nodeList = nullptr;
    QDoubleSpinBox *m_duration = nullptr;
    QSpinBox *m_streams = nullptr;
    QSpinBox *m_probes = nullptr;
    QCheckBox *m_oneAtATime = nullptr;
    QLabel *m_estimate = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_overall = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_historyLabel = nullptr;
    QComboBox *m_metric = nullptr;
    LinkHeatMap *m_heatMap = nullptr;
    QLabel *m_legend = nullptr;
    LinkDetailPanel *m_detail = nullptr;
    ErrorBox *m_errorBox = nullptr;
};

} // namespace shardscope::ui
