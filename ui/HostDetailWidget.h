#pragma once

#include "ui/WizardModel.h"

#include <QWidget>

class QLabel;
class QTabWidget;
class QTableWidget;

namespace shardscope::ui {

/// The detail panel for one host: an overview, its GPUs and its network interfaces.
class HostDetailWidget : public QWidget
{
    Q_OBJECT

public:
    enum GpuColumn {
        GpuName,
        GpuMemory,
        GpuDriver,
        GpuCuda,
        GpuComputeCapability,
        GpuPcie,
        GpuPower,
        GpuColumnCount
    };
    enum NicColumn {
        NicName,
        NicKind,
        NicState,
        NicSpeed,
        NicMtu,
        NicAddresses,
        NicDriver,
        NicDefaultRoute,
        NicErrors,
        NicColumnCount
    };

    explicit HostDetailWidget(QWidget *parent = nullptr);

    /// Shows this host, or an empty panel for nullptr. The entry is copied.
    void setHost(const HostEntry *entry);

    QTabWidget *tabs() const { return m_tabs; }
    QTableWidget *gpuTable() const { return m_gpuTable; }
    QTableWidget *nicTable() const { return m_nicTable; }

private:
    void showOverview(const HostEntry *entry);
    void showGpus(const protocol::HostInventory *inventory);
    void showNics(const protocol::HostInventory *inventory);

    QTabWidget *m_tabs = nullptr;
    QLabel *m_overview = nullptr;
    QLabel *m_gpuNote = nullptr;
    QTableWidget *m_gpuTable = nullptr;
    QTableWidget *m_nicTable = nullptr;
};

} // namespace shardscope::ui
