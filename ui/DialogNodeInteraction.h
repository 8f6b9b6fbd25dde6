#pragma once

#include "ui/NodeInteraction.h"

#include <QObject>
#include <QPointer>

class QDialog;
class QWidget;

namespace shardscope::ui {

/// NodeInteraction with window-modal dialogs (opened with open(), never exec()): the host-key
/// question (default button Cancel) and SecretDialog.
class DialogNodeInteraction : public QObject, public NodeInteraction
{
    Q_OBJECT

public:
    /// The dialogs are children of dialogParent (the wizard), which must outlive this object.
    explicit DialogNodeInteraction(QWidget *dialogParent);
    ~DialogNodeInteraction() override;

    void askHostKey(const QString &nodeName, const core::HostKeyInfo &key, HostKeyAnswer answer) override;
    void askSecret(const QString &nodeName, SecretKind kind, const QString &subject,
                   SecretAnswer answer) override;
    void cancelQuestion() override;

    /// The dialog now open, if any (for tests and screenshots).
    QDialog *openDialog() const { return m_dialog; }

private:
    QWidget *m_dialogParent;
    QPointer<QDialog> m_dialog;
};

} // namespace shardscope::ui
