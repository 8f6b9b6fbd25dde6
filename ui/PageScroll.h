#pragma once

#include <QString>

class QWidget;

namespace shardscope::ui {

/// Makes `content` the whole of `page`, inside a scroll area named `scrollName`, so that long
/// content scrolls instead of pushing the wizard's buttons off a small screen. Call it once, on a
/// page that has no layout yet.
void setScrollingContent(QWidget *page, QWidget *content, const QString &scrollName);

} // namespace shardscope::ui
