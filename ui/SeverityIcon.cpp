#include "ui/SeverityIcon.h"

#include <QStyle>

namespace shardscope::ui {

QIcon SeverityIcon::of(core::Severity severity, const QStyle *style)
{
    switch (severity) {
    case core::Severity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case core::Severity::Critical:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case core::Severity::Info:
    case core::Severity::Unknown:
        break;
    }
    return style->standardIcon(QStyle::SP_MessageBoxInformation);
}

} // namespace shardscope::ui
