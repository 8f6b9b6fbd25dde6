#pragma once

#include "core/Result.h"
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

class HostDetailWidget;
class WizardModel;

/// "This computer" and (later) the other machines: their inventory, the details of the selected
/// one, health warnings, refresh and PDF export. The probe runs off the UI thread.
class MachinesPage : public QWizardPage
{
    Q_OBJECT

public:
    // Status right after the name: it must stay readable when the CPU name is long.
    enum HostColumn {
        HostMachine,
        HostStatus,
        HostHostName,
        HostOs,
        HostCpu,
        HostMemory,
        HostGpus,
        HostColumnCount
    };

    explicit MachinesPage(WizardModel &model, QWidget *parent = nullptr);
    ~MachinesPage() override;

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;

    /// Inventories this computer again; does nothing while a refresh runs.
    void refresh();
    /// Asks the running refresh to stop; it ends soon after with "cancelled".
    void cancelRefresh();
    bool isRefreshing() const;
    /// Writes the PDF report to path and shows the outcome on the page.
    core::Result<void> exportPdf(const QString &path);

private:
    using ProbeResult = core::Result<protocol::HostInventory>;

    void onProbeFinished();
    void chooseExportFile();
    void stopAndWait();
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

    QLabel *m_statusLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_refreshButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QLabel *m_errorIcon = nullptr;
    QLabel *m_errorLabel = nullptr;
    QWidget *m_errorBox = nullptr;
    QTableWidget *m_hostTable = nullptr;
    HostDetailWidget *m_detail = nullptr;
    QListWidget *m_findingsList = nullptr;
    QPushButton *m_exportButton = nullptr;
    QLabel *m_exportLabel = nullptr;
};

} // namespace shardscope::ui
