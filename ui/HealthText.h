#pragma once

#include "presentation/HealthText.h"

#include <QIcon>

class QStyle;

namespace shardscope::ui {

/// The health texts (presentation::HealthText) and the icon of a finding's severity, which takes
/// the widget style.
class HealthText : public presentation::HealthText
{
public:
    static QIcon severityIcon(core::Severity severity, const QStyle *style);
};

} // namespace shardscope::ui
