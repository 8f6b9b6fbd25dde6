#pragma once

#include "core/inventory/HealthCheck.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace shardscope::presentation {

/// Translated, plain sentences for health findings: what was found, why it matters and what to
/// do. Names and numbers come from the finding's structured facts, never from its untranslated
/// detail (except for a code this version does not know).
class HealthText
{
    Q_DECLARE_TR_FUNCTIONS(HealthText)

public:
    static QString sentence(const core::HealthFinding &finding);
    static QString severity(core::Severity severity);
    /// Shown when nothing was found: says what was checked.
    static QString noFindings();
};

} // namespace shardscope::presentation
