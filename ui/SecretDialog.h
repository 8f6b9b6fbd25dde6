#pragma once

#include "ui/NodeInteraction.h"

#include <QDialog>

class QLabel;
class QLineEdit;

namespace shardscope::ui {

/// Asks for a passphrase or password with echo off; a server's password prompt is shown apart
/// from ShardScope's own text, quoted. The text is handed out once by takeSecret(),
/// which also clears the field; nothing is kept.
class SecretDialog : public QDialog
{
    Q_OBJECT

public:
    SecretDialog(const QString &nodeName, SecretKind kind, const QString &subject, QWidget *parent = nullptr);
    ~SecretDialog() override;

    /// The typed text as UTF-8; the field is emptied.
    QByteArray takeSecret();

private:
    QLabel *m_prompt = nullptr;       ///< ShardScope's own words
    QLabel *m_serverPrompt = nullptr; ///< the server's prompt, quoted (passwords only)
    QLineEdit *m_field = nullptr;
};

} // namespace shardscope::ui
