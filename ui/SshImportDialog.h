#pragma once

#include "core/ssh/SshConfigImport.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace shardscope::ui {

/// Import machines from an ssh_config file: lists its Host entries with checkboxes and returns
/// the checked ones. Entries already added (same name) are shown, but cannot be checked. A
/// ProxyCommand or ProxyJump, which runs a command here at every connection, is shown with its
/// entry (made safe to show) and called out above the list before anything is imported.
class SshImportDialog : public QDialog
{
    Q_OBJECT

public:
    /// ColumnProxy: the ProxyCommand or ProxyJump that runs on this computer at every connection.
    enum Column {
        ColumnName,
        ColumnAddress,
        ColumnPort,
        ColumnUser,
        ColumnIdentity,
        ColumnProxy,
        ColumnCount
    };

    /// takenNames: the machines that exist already.
    explicit SshImportDialog(const QStringList &takenNames, QWidget *parent = nullptr);

    /// Reads the file (empty: ~/.ssh/config) and lists what it finds, or says why it cannot.
    void load(const QString &path = {});
    QString path() const { return m_path; }
    /// The entries found in the file, in its order.
    const QList<core::SshConfigHost> &entries() const { return m_entries; }
    /// The checked entries as node records, in the file's order.
    QList<core::HostRecord> checkedRecords() const;

private:
    void chooseFile();
    void updateButtons();

    QStringList m_takenNames;
    QString m_path;
    QList<core::SshConfigHost> m_entries;
    QLabel *m_fileLabel = nullptr;
    QPushButton *m_chooseButton = nullptr;
    QLabel *m_message = nullptr;
    QTreeWidget *m_list = nullptr;
    QPushButton *m_allButton = nullptr;
    QPushButton *m_noneButton = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_importButton = nullptr;
};

} // namespace shardscope::ui
