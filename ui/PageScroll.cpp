#include "ui/PageScroll.h"

#include <QFrame>
#include <QScrollArea>
#include <QVBoxLayout>

namespace shardscope::ui {

void setScrollingContent(QWidget *page, QWidget *content, const QString &scrollName)
{
    auto *scroll = new QScrollArea(page);
    scroll->setObjectName(scrollName);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Wrapped text takes the width it gets; only a short window scrolls, vertically.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

} // namespace shardscope::ui
