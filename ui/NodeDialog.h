#pragma once

#include "core/model/HostCheck.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Inventory.h"

#include <QDialog>
#include <QStringList>

#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace shardscope::ui {

/// Add or edit a node: name, address, port, user, identity file and cluster interface, checked
/// as the user types; OK stays disabled (and a sentence says why) until everything is usable.
class NodeDialog : public QDialog
{
    Q_OBJECT

public:
    /// takenNames: the names of the other machines (a new name must differ from them).
    explicit NodeDialog(const QStringList &takenNames, QWidget *parent = nullptr);

    /// Fills the fields from a stored node (Edit…).
    void setRecord(const core::HostRecord &record);
    /// Offers these interfaces (from the node's inventory) in the cluster interface list.
    void setInterfaces(const std::vector<protocol::NicInfo> &nics);
    /// What the fields say now (trimmed); id and isLocal as given to setRecord().
    core::HostRecord record() const;

    /// Why the fields are not usable yet, as a sentence; empty when they are.
    QString problem() const;
    /// The check behind problem(), for a record and the names already taken.
    static QString problem(const core::HostRecord &record, const QStringList &takenNames);
    /// The translated sentence for a problem core::hostRecordProblem() found in record.
    static QString problemText(core::HostProblem problem, const core::HostRecord &record);

private:
    void validate();
    void browseIdentity();

    QStringList m_takenNames;
    core::HostRecord m_original;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_address = nullptr;
    QSpinBox *m_port = nullptr;
    QLineEdit *m_user = nullptr;
    QLineEdit *m_identity = nullptr;
    QPushButton *m_browse = nullptr;
    QComboBox *m_interface = nullptr;
    QLabel *m_problemIcon = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace shardscope::ui
