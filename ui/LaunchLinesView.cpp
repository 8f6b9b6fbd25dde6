#include "ui/LaunchLinesView.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPushButton>

namespace shardscope::ui {

LaunchLinesView::LaunchLinesView(const QString &textName, const QString &buttonName, QWidget *parent)
    : QWidget(parent)
{
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(textName);
    m_text->setAccessibleName(tr("The lines that start the same servers without ShardScope"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setMinimumHeight(90);
    m_text->setMaximumHeight(180);
    m_copy = new QPushButton(tr("Co&py the lines"), this);
    m_copy->setObjectName(buttonName);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_copy, 0, Qt::AlignTop);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_text->toPlainText()); });
}

void LaunchLinesView::setLines(const QString &lines)
{
    m_text->setPlainText(lines);
}

QString LaunchLinesView::lines() const
{
    return m_text->toPlainText();
}

} // namespace shardscope::ui
