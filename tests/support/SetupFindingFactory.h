#pragma once

// One setup finding of every code and every wording (form) the code has, with every fact its
// wording names set to a value no other fact has: for the tests that check each wording names its
// facts (core's English, the translated one) and that the JSON carries them.
#include "core/analysis/SetupCheck.h"

#include <QList>
#include <QRegularExpression>
#include <QStringList>

#include <cstdint>
#include <string>

namespace shardscope::test {

/// A finding of `code` about `host` (and `peer`) with its number and limit (routers and TTL, a path
/// MTU and the interfaces' MTU, a lease's seconds): the facts the report and the design rules use.
inline core::SetupFinding setupFinding(core::SetupCode code, core::SetupSeverity severity,
                                       const QString &host, const QString &peer = {}, std::int64_t number = 0,
                                       std::int64_t limit = 0)
{
    core::SetupFinding finding;
    finding.code = code;
    finding.severity = severity;
    finding.host = host;
    finding.peer = peer;
    finding.subject = peer;
    finding.number = number;
    finding.limit = limit;
    return finding;
}

inline QList<core::SetupFinding> everySetupFinding()
{
    using core::SetupCode;
    using core::SetupForm;
    QList<core::SetupFinding> findings;
    const auto add = [&findings](SetupCode code, SetupForm form = SetupForm::Plain) {
        core::SetupFinding f;
        f.code = code;
        f.form = form;
        f.severity = core::SetupSeverity::Warning;
        f.host = QStringLiteral("hostA");
        f.peer = QStringLiteral("peerB");
        f.subject = QStringLiteral("subjectC");
        f.interfaceName = QStringLiteral("ifD");
        f.peerInterface = QStringLiteral("ifE");
        f.address = QStringLiteral("10.9.8.7");
        f.subnet = QStringLiteral("10.9.8.0/24");
        f.values = {QStringLiteral("valueF"), QStringLiteral("valueG")};
        f.number = 4321;
        f.limit = 59;
        f.role = core::InterfaceRole::Vpn;
        f.service = QStringLiteral("serviceH");
        f.setting = QStringLiteral("settingI");
        f.firewall = QStringLiteral("ufw");
        f.systemText = QStringLiteral("systemJ");
        findings << f;
    };
    for (int c = int(SetupCode::NoClusterInterface); c <= int(SetupCode::FirewallActive); ++c)
        add(SetupCode(c));
    add(SetupCode::ChosenInterfaceUnusable, SetupForm::Missing);
    add(SetupCode::ChosenInterfaceUnusable, SetupForm::NotUp);
    add(SetupCode::ChosenInterfaceUnusable, SetupForm::NoAddress);
    add(SetupCode::TcpRefused, SetupForm::Rejected);
    add(SetupCode::ReachNotTested, SetupForm::NotTried);
    add(SetupCode::ExposedService, SetupForm::ByPortOnly);
    // An exposed service on every interface (the others listen on one address, valueF).
    add(SetupCode::ExposedService);
    findings.last().values = {QStringLiteral("0.0.0.0")};
    add(SetupCode::ExposedRpcServer);
    findings.last().values = {QStringLiteral("::")};
    add(SetupCode::FirewallActive, SetupForm::Unreadable);
    return findings;
}

/// Whether a wording left a placeholder unfilled ("%1"): an arg() missing for it.
inline bool leavesPlaceholder(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%\\d"));
    return text.contains(placeholder);
}

/// The facts of an everySetupFinding() finding that a text names, in the order of the struct.
inline std::string namedFacts(const QString &text, const core::SetupFinding &f)
{
    QStringList named;
    for (const QString &fact : {f.host, f.peer, f.subject, f.interfaceName, f.peerInterface, f.address,
                                f.subnet, f.values.value(0), f.values.value(1), QString::number(f.number),
                                QString::number(f.limit), f.service, f.setting, f.systemText})
        if (text.contains(fact))
            named << fact;
    return named.join(QStringLiteral(", ")).toStdString();
}

} // namespace shardscope::test
