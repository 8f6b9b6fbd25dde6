#pragma once

#include "core/cluster/NodeJobs.h"

#include <QStringList>
#include <QWizardPage>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace shardscope::ui {

class ErrorBox;
class NodeInteraction;
class NodeJobRunner;
class WizardModel;

/// Puts the agent on every node (or deletes it again): a row per node with its progress, retry
/// of the failed ones, cancel. One node failing never stops the others.
class DeployPage : public QWizardPage
{
    Q_OBJECT

public:
    enum Column { ColumnNode, ColumnProgress, ColumnStatus, ColumnCount };

    DeployPage(WizardModel &model, NodeInteraction &interaction, QWidget *parent = nullptr);
    ~DeployPage() override;

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;

    /// Deploys to every node.
    void deploy();
    /// Runs the last action (deploy or remove) again on the nodes where it failed or was cancelled.
    void retryFailed();
    /// Asks for confirmation, then deletes ShardScope's folder on every node.
    void removeFromNodes();
    /// Asks the running jobs to stop. Never blocks.
    void cancel();
    /// Stops the jobs and waits for them (briefly blocking); their outcome (cancelled) is taken
    /// at once. For the wizard closing: nothing goes on behind it.
    void stopJobs();
    bool isRunning() const;

private:
    void start(core::NodeAction action, const QList<int> &rows);
    void onProgress(const core::NodeProgress &progress);
    void onNodeFinished(int index, const core::NodeOutcome &outcome);
    void onFinished();
    void updateRows();
    void updateRow(int modelRow);
    void updateStatus();
    QList<int> failedRows() const;
    QString deploymentFolder() const;

    WizardModel &m_model;
    NodeJobRunner *m_runner = nullptr;
    core::NodeAction m_lastAction = core::NodeAction::Deploy;
    QList<int> m_tableRows; // model row of each table row

    QLabel *m_statusLabel = nullptr;
    QProgressBar *m_overall = nullptr;
    QPushButton *m_deployButton = nullptr;
    QPushButton *m_retryButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QTableWidget *m_table = nullptr;
    ErrorBox *m_errorBox = nullptr;
};

} // namespace shardscope::ui
