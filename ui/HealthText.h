#pragma once

#include "core/inventory/HealthCheck.h"
#include "ui/WizardModel.h"

#include <QCoreApplication>
#include <QIcon>
#include <QList>
#include <QString>

class QStyle;

namespace shardscope::ui {

/// Translated, plain sentences for health findings: what was found, why it matters and what to
/// do. Numbers come from the inventories, not from the untranslated detail of the finding.
class HealthText
{
    Q_DECLARE_TR_FUNCTIONS(HealthText)

public:
    static QString sentence(const core::HealthFinding &finding, const QList<HostEntry> &hosts);
    static QString severity(core::Severity severity);
    static QIcon severityIcon(core::Severity severity, const QStyle *style);
    /// Shown when nothing was found: says what was checked.
    static QString noFindings();
};

} // namespace shardscope::ui
