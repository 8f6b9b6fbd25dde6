#pragma once

#include "core/inventory/HealthCheck.h"

#include <QIcon>

class QStyle;

namespace shardscope::ui {

/// The icon of a finding's severity, from the widget style (its words are presentation::HealthText).
class SeverityIcon
{
public:
    static QIcon of(core::Severity severity, const QStyle *style);
};

} // namespace shardscope::ui
