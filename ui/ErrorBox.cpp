#include "ui/ErrorBox.h"

#include "presentation/ErrorText.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>

namespace shardscope::ui {

using presentation::ErrorText;

ErrorBox::ErrorBox(const QString &boxName, const QString &labelName, QWidget *parent)
    : QFrame(parent)
{
    setObjectName(boxName);
    setStyleSheet(QStringLiteral("QFrame#%1 { background: #fdecea; border: 1px solid #d9a3a3; "
                                 "border-radius: 4px; } QLabel { color: #5a1010; }")
                      .arg(boxName));
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(24, 24));
    icon->setAlignment(Qt::AlignTop);
    m_label = new QLabel(this);
    m_label->setObjectName(labelName);
    m_label->setTextFormat(Qt::PlainText); // node names and error details, never markup
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setStyleSheet(
        QStringLiteral("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"));
    m_scroll->setWidget(m_label);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(icon);
    layout->addWidget(m_scroll, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

void ErrorBox::setMessages(const QStringList &messages)
{
    m_label->setText(messages.join(QStringLiteral("\n\n")));
    setVisible(!messages.isEmpty());
    fitHeight();
}

void ErrorBox::addMessage(const QString &message)
{
    m_messages << message;
    setMessages(m_messages + m_storeErrors);
}

void ErrorBox::addStoreError(const core::Error &error, const QString &databasePath)
{
    // A full disk fails every run's save the same way: one message says it.
    const QString message = ErrorText::storeError(error, databasePath);
    if (m_storeErrors.contains(message))
        return;
    m_storeErrors << message;
    setMessages(m_messages + m_storeErrors);
}

void ErrorBox::clearMessages()
{
    m_messages.clear();
    m_storeErrors.clear();
    setMessages({});
}

void ErrorBox::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    fitHeight();
}

void ErrorBox::fitHeight()
{
    // Before the first layout the viewport has no width yet: estimate from the box.
    int width = m_scroll->viewport()->width();
    if (width < 100)
        width = this->width() - 60;
    width -= m_scroll->verticalScrollBar()->sizeHint().width(); // room for it, should it appear
    const int line = m_label->fontMetrics().lineSpacing();
    const int needed = m_label->heightForWidth(qMax(200, width));
    m_scroll->setFixedHeight(qBound(line, needed, 6 * line));
}

} // namespace shardscope::ui
