#pragma once

#include "core/Result.h"
#include "core/cluster/NodeJobs.h"
#include "remote-agent/protocol/Inventory.h"

#include <QFutureWatcher>
#include <QWizardPage>

#include <atomic>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace shardscope::ui {

class ErrorBox;
class HostDetailWidget;
class NodeInteraction;
class NodeJobRunner;
class WizardModel;

/// "This computer" and the user's nodes: add, edit, import and remove nodes, inventory all of
/// them ("Connect all", cancellable, with per-node progress), the details of the selected one,
/// health warnings and PDF export. Probes and node jobs run off the UI thread.
class MachinesPage : public QWizardPage
{
    Q_OBJECT

public:
    // Status right after the name: it must stay readable when the CPU name is long.
    enum HostColumn {
        HostMachine,
        HostStatus,
        HostAddress,
        HostHostName,
        HostOs,
        HostCpu,
        HostMemory,
        HostGpus,
        HostColumnCount
    };

    MachinesPage(WizardModel &model, NodeInteraction &interaction, QWidget *parent = nullptr);
    ~MachinesPage() override;

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;

    /// Inventories this computer again; does nothing while its probe runs.
    void refresh();
    /// Inventories this computer and every node (Connect all).
    void connectAll();
    /// Asks everything running to stop; it ends soon after with "cancelled". Never blocks.
    void cancelRefresh();
    /// Stops this computer's probe and the node jobs and waits for them (briefly blocking); their
    /// outcome (cancelled) is taken at once. For the wizard closing: nothing goes on behind it.
    void stopJobs();
    /// This computer's probe or the node jobs are running.
    bool isRefreshing() const;
    /// The node jobs of Connect all are running.
    bool isConnectingNodes() const;
    /// Writes the PDF report to path and shows the outcome on the page.
    core::Result<void> exportPdf(const QString &path);

private:
    using ProbeResult = core::Result<protocol::HostInventory>;

    void onProbeFinished();
    void onNodeProgress(const core::NodeProgress &progress);
    void onNodeFinished(int index, const core::NodeOutcome &outcome);
    void onNodesFinished();
    void addNode();
    void editNode();
    void importNodes();
    void removeNode();
    void showNodeDialog(int row);
    void showActionError(const core::Error &error);
    void chooseExportFile();
    void stopAndWait();
    void updateButtons();
    void updateHostRow(int row);
    void updateHosts();
    void updateDetail();
    void updateFindings();
    void updateStatus();
    void updateMessages();

    WizardModel &m_model;
    QFutureWatcher<ProbeResult> m_watcher;
    std::atomic_bool m_cancel{false};
    int m_probingRow = -1;
    NodeJobRunner *m_runner = nullptr;
    QString m_actionMessage; // why the last add, edit, import or remove failed

    QLabel *m_statusLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_connectButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_editButton = nullptr;
    QPushButton *m_importButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    ErrorBox *m_errorBox = nullptr;
    QTableWidget *m_hostTable = nullptr;
    HostDetailWidget *m_detail = nullptr;
    QListWidget *m_findingsList = nullptr;
    QPushButton *m_exportButton = nullptr;
    QLabel *m_exportLabel = nullptr;
};

} // namespace shardscope::ui
