#pragma once

#include "core/Result.h"

#include <QFrame>
#include <QStringList>

class QLabel;
class QScrollArea;

namespace shardscope::ui {

/// A red box with an icon and messages as plain, selectable text; hidden while there are none.
/// As tall as the messages up to about six lines, then they scroll: several failing machines
/// never squeeze the table above it.
class ErrorBox : public QFrame
{
    Q_OBJECT

public:
    /// boxName and labelName are the object names of the box and of its text (tests find them).
    ErrorBox(const QString &boxName, const QString &labelName, QWidget *parent = nullptr);

    /// Shows these messages, separated by blank lines; hides the box when there are none.
    void setMessages(const QStringList &messages);

    // What the pages that run something (Network, Inference) collect during a run: the machines'
    // and runs' problems as they come, then the database's below them.
    /// Adds a machine's or a run's problem (translated) and shows the box.
    void addMessage(const QString &message);
    /// Adds a database problem (ErrorText::storeError of databasePath) and shows the box; one
    /// already shown is not added again.
    void addStoreError(const core::Error &error, const QString &databasePath);
    /// Forgets what addMessage and addStoreError collected and hides the box.
    void clearMessages();
    QLabel *label() const { return m_label; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitHeight();

    QLabel *m_label = nullptr;
    QScrollArea *m_scroll = nullptr;
    QStringList m_messages;
    QStringList m_storeErrors;
};

} // namespace shardscope::ui
