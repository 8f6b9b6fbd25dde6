#include "ui/DialogNodeInteraction.h"

#include "presentation/NodeText.h"
#include "ui/SecretDialog.h"

#include <QMessageBox>
#include <QPushButton>

#include <memory>

namespace shardscope::ui {

DialogNodeInteraction::DialogNodeInteraction(QWidget *dialogParent)
    : m_dialogParent(dialogParent)
{}

DialogNodeInteraction::~DialogNodeInteraction()
{
    cancelQuestion();
}

void DialogNodeInteraction::askHostKey(const QString &nodeName, const core::HostKeyInfo &key,
                                       HostKeyAnswer answer)
{
    auto *box = new QMessageBox(m_dialogParent);
    box->setObjectName(QStringLiteral("hostKeyDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->setIcon(QMessageBox::Question);
    box->setWindowTitle(tr("Unknown host key"));
    box->setTextFormat(Qt::PlainText);
    box->setText(presentation::NodeText::hostKeyQuestion(nodeName, key));
    box->setInformativeText(presentation::NodeText::hostKeyHowToCheck(key));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse); // so the fingerprint can be copied
    // QMessageBox wraps narrowly: keep the fingerprint on one line.
    box->setStyleSheet(
        QStringLiteral("QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel { min-width: 34em; }"));
    QPushButton *trust = box->addButton(tr("&Trust and connect"), QMessageBox::AcceptRole);
    trust->setObjectName(QStringLiteral("trustHostKeyButton"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("rejectHostKeyButton"));
    // Enter must not trust a key by accident.
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    // finished() comes exactly once: a click, Escape, closing the window or cancelQuestion().
    auto reply = std::make_shared<HostKeyAnswer>(std::move(answer));
    connect(box, &QMessageBox::finished, this, [box, trust, reply] {
        const bool trusted = box->clickedButton() == trust;
        if (HostKeyAnswer answerOnce = std::exchange(*reply, nullptr))
            answerOnce(trusted);
    });
    m_dialog = box;
    box->open();
}

void DialogNodeInteraction::askSecret(const QString &nodeName, SecretKind kind, const QString &subject,
                                      SecretAnswer answer)
{
    auto *dialog = new SecretDialog(nodeName, kind, subject, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    auto reply = std::make_shared<SecretAnswer>(std::move(answer));
    connect(dialog, &QDialog::finished, this, [dialog, reply](int result) {
        SecretAnswer answerOnce = std::exchange(*reply, nullptr);
        if (!answerOnce)
            return;
        if (result == QDialog::Accepted)
            answerOnce(dialog->takeSecret());
        else
            answerOnce(std::nullopt);
    });
    m_dialog = dialog;
    dialog->open();
}

void DialogNodeInteraction::cancelQuestion()
{
    if (QDialog *dialog = m_dialog.data()) {
        m_dialog.clear();
        dialog->reject(); // finished(): answers "no"; WA_DeleteOnClose deletes it later
    }
}

} // namespace shardscope::ui
