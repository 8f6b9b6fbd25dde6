#pragma once

#include "core/analysis/SetupCheck.h"
#include "core/model/Run.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace shardscope::presentation {

/// Translated words of the setup check: each check's title and how it came out, each finding from its
/// facts (core::setupFindingDetail is the English one for the CLI and logs), each interface's reason.
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
    /// What a finding found, with its figures.
    static QString detail(const core::SetupFinding &finding);
    /// What to do about it, with the command or setting; empty when there is nothing to do.
    static QString fix(const core::SetupFinding &finding);
    /// A finding in one line for a list: "Problem: <detail> What to do: <fix>".
    static QString line(const core::SetupFinding &finding);
    /// What a benchmark's report says above the findings of its setup check (ReportModel::
    /// setupCheckRun, of which `findings` are about the run's machines), or that none covers them.
    static QString reportIntro(const std::optional<core::RunRecord> &check, qsizetype findings);
    /// Why this interface carries the cluster's traffic: "wired, up, 2.5 Gbit/s, in 10.0.0.0/24 with node2".
    static QString reason(const core::InterfaceChoice &choice);
    /// "wired", "Wi-Fi", "VPN", "container", …
    static QString roleName(core::InterfaceRole role);
};

} // namespace shardscope::presentation
