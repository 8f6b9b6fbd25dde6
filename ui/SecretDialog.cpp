#include "ui/SecretDialog.h"

#include "presentation/NodeText.h"
#include "ui/NodeStateText.h"
#include "ui/PlainLabel.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace shardscope::ui {

SecretDialog::SecretDialog(const QString &nodeName, SecretKind kind, const QString &subject, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("secretDialog"));
    setWindowTitle(NodeStateText::secretTitle(kind));
    m_prompt = new QLabel(NodeStateText::secretPrompt(nodeName, kind, subject), this);
    m_prompt->setObjectName(QStringLiteral("secretPrompt"));
    m_prompt->setTextFormat(Qt::PlainText);
    m_prompt->setWordWrap(true);
    // A password prompt is the server's text: apart from ShardScope's own words, quoted, plain
    // text, one line (it may claim anything, "node10's password", so it never names the node).
    m_serverPrompt = plainLabel(QStringLiteral("serverPrompt"), this);
    m_serverPrompt->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_serverPrompt->setFrameShape(QFrame::StyledPanel);
    m_serverPrompt->setMargin(6);
    m_serverPrompt->setText(kind == SecretKind::Password ? presentation::NodeText::serverSays(subject)
                                                         : QString());
    m_serverPrompt->setVisible(!m_serverPrompt->text().isEmpty());
    m_field = new QLineEdit(this);
    m_field->setObjectName(QStringLiteral("secretField"));
    m_field->setEchoMode(QLineEdit::NoEcho); // like ssh: not even the length shows
    m_field->setAccessibleName(NodeStateText::secretTitle(kind));
    m_prompt->setBuddy(m_field);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_prompt);
    layout->addWidget(m_serverPrompt);
    layout->addWidget(m_field);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(440);
    m_field->setFocus();
}

SecretDialog::~SecretDialog()
{
    m_field->clear();
}

QByteArray SecretDialog::takeSecret()
{
    // Best effort: our own copy is overwritten and the field emptied. Qt keeps no secure string,
    // so freed copies inside QLineEdit may remain in memory until reused; none is ever written out.
    QString text = m_field->text();
    m_field->clear();
    QByteArray bytes = text.toUtf8();
    std::fill(text.begin(), text.end(), QChar(u'\0'));
    return bytes;
}

} // namespace shardscope::ui
