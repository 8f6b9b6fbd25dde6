#pragma once

#include <QString>

namespace shardscope::ui {

/// A tooltip that shows text (often from a node) literally: Qt guesses whether a tooltip is rich
/// text, so the text is escaped and wrapped in <p> (which also lets long text wrap), line breaks
/// kept. Empty text gives an empty tooltip (none shown).
QString plainToolTip(const QString &text);

} // namespace shardscope::ui
