#pragma once

#include "core/analysis/SetupCheck.h"

#include <QCoreApplication>
#include <QString>

namespace shardscope::presentation {

/// Translated words of the setup check: each check's title and how it came out.
class SetupText
{
    Q_DECLARE_TR_FUNCTIONS(SetupText)

public:
    /// "Host names resolve to the cluster addresses", …
    static QString checkTitle(core::SetupCheckGroup group);
    /// "passed", "warning", "problem", "not tested" (and "reported" for firewalls found).
    static QString checkResult(const core::SetupCheckLine &line);
    /// "Problem", "Warning", "Note".
    static QString severity(core::SetupSeverity severity);
};

} // namespace shardscope::presentation
