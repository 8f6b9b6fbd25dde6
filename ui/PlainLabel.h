#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace shardscope::ui {

/// A label for sentences the page sets later (a status, a hint, a plan): plain text (a node's or a
/// server's words never render as rich text), wrapped to the page's width, named `objectName` for
/// tests and accessibility tools.
QLabel *plainLabel(const QString &objectName, QWidget *parent);

} // namespace shardscope::ui
