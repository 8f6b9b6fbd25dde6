#pragma once

// One setup finding of every code and every wording (form) the code has, with every fact its
// wording names set to a value no other fact has: for the tests that check each wording names its
// facts (core's English, the translated one) and that the JSON carries them.
#include "core/analysis/SetupCheck.h"

#include <QList>
#include <QStringList>

#include <string>

namespace shardscope::test {

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
    add(SetupCode::ExposedRpcServer, SetupForm::NotPrivate);
    add(SetupCode::FirewallActive, SetupForm::Unreadable);
    return findings;
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
