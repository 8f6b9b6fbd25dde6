#include "core/model/HostCheck.h"

#include "core/SafeText.h"

#include <QRegularExpression>

namespace shardscope::core {

namespace {

/// Longer names do not fit the tables and reports they appear in.
constexpr qsizetype kMaxNameLength = 64;

bool hasSpace(const QString &text)
{
    for (const QChar c : text) {
        if (c.isSpace())
            return true;
    }
    return hasControlCharacters(text);
}

// The patterns here are anchored with \A and \z: "$" also matches before a final line feed
// ("root\n").

/// Host names and IPv4 addresses: letters, digits, dots, hyphens, underscores.
bool isHostName(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("\\A[A-Za-z0-9_]([A-Za-z0-9._-]*[A-Za-z0-9_])?\\z"));
    return pattern.match(text).hasMatch();
}

/// A plain IPv6 address (no brackets, no zone): hex digits, colons, perhaps a dotted tail.
bool isIpv6(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("\\A[0-9A-Fa-f:.]+\\z"));
    return text.count(QLatin1Char(':')) >= 2 && pattern.match(text).hasMatch();
}

HostProblem checkAddress(const QString &address)
{
    if (address.isEmpty())
        return HostProblem::AddressEmpty;
    if (hasSpace(address))
        return HostProblem::AddressHasSpace;
    // libssh would split "user@host" itself and silently use another user than the one stored.
    if (address.contains(QLatin1Char('@')))
        return HostProblem::AddressHasUser;
    if (address.startsWith(QLatin1Char('[')) || (address.contains(QLatin1Char(':')) && !isIpv6(address)))
        return HostProblem::AddressHasPort;
    if (!isIpv6(address) && !isHostName(address))
        return HostProblem::AddressInvalid;
    return HostProblem::None;
}

} // namespace

HostProblem hostRecordProblem(const HostRecord &record)
{
    if (record.name.isEmpty())
        return HostProblem::NameEmpty;
    if (record.name.size() > kMaxNameLength)
        return HostProblem::NameTooLong;
    // A name is printed in tables, on terminals and in reports: a line feed there forges a row.
    if (hasControlCharacters(record.name) || hasControlCharacters(record.sshAlias))
        return HostProblem::NameHasControl;
    if (record.name.contains(QLatin1Char(',')))
        return HostProblem::NameHasComma;
    if (!record.isLocal && record.name.compare(localHostName(), Qt::CaseInsensitive) == 0)
        return HostProblem::NameReserved;

    if (!record.isLocal) {
        if (const HostProblem problem = checkAddress(record.address); problem != HostProblem::None)
            return problem;
        if (record.port < 1 || record.port > 65535)
            return HostProblem::PortInvalid;
        // What useradd accepts (a final $ for Samba machine accounts); no '@', so no "user@host".
        static const QRegularExpression userPattern(QStringLiteral("\\A[A-Za-z0-9_][A-Za-z0-9._-]*\\$?\\z"));
        if (!record.user.isEmpty() && !userPattern.match(record.user).hasMatch())
            return HostProblem::UserInvalid;
    }
    if (hasControlCharacters(record.identityFile))
        return HostProblem::IdentityHasControl;

    // IFNAMSIZ - 1 characters; '/' and ':' cannot be in a Linux interface name.
    static const QRegularExpression nicPattern(QStringLiteral("\\A[^/:\\s]{1,15}\\z"));
    if (!record.clusterInterface.isEmpty()
        && (!nicPattern.match(record.clusterInterface).hasMatch()
            || hasControlCharacters(record.clusterInterface)))
        return HostProblem::InterfaceInvalid;
    return HostProblem::None;
}

QString hostProblemText(HostProblem problem)
{
    switch (problem) {
    case HostProblem::None:
        return {};
    case HostProblem::NameEmpty:
        return QStringLiteral("the name is empty");
    case HostProblem::NameTooLong:
        return QStringLiteral("the name is longer than %1 characters").arg(kMaxNameLength);
    case HostProblem::NameHasControl:
        return QStringLiteral("the name must not contain line breaks, tabs, terminal escapes or other "
                              "control characters");
    case HostProblem::NameHasComma:
        return QStringLiteral("the name must not contain ',': bench --split-over separates names with it");
    case HostProblem::NameReserved:
        return QStringLiteral("the name \"%1\" is reserved for the machine ShardScope runs on")
            .arg(localHostName());
    case HostProblem::AddressEmpty:
        return QStringLiteral("the address is empty");
    case HostProblem::AddressHasSpace:
        return QStringLiteral("the address must not contain spaces or control characters");
    case HostProblem::AddressHasUser:
        return QStringLiteral("the address must not contain a user name (user@host): give the user "
                              "separately");
    case HostProblem::AddressHasPort:
        return QStringLiteral("the address must not contain a port or brackets: give the port separately");
    case HostProblem::AddressInvalid:
        return QStringLiteral("the address may contain only letters, digits, dots, hyphens and "
                              "underscores (or be an IPv6 address), and must not start or end with a "
                              "dot or hyphen");
    case HostProblem::PortInvalid:
        return QStringLiteral("the port must be between 1 and 65535");
    case HostProblem::UserInvalid:
        return QStringLiteral("the user name may contain only letters, digits, dots, hyphens and "
                              "underscores, and must not start with a dot or hyphen");
    case HostProblem::IdentityHasControl:
        return QStringLiteral("the identity file's path must not contain control characters");
    case HostProblem::InterfaceInvalid:
        return QStringLiteral("the cluster interface is not a network interface name (at most 15 "
                              "characters, no '/', ':', spaces or control characters)");
    }
    return QStringLiteral("unknown problem %1").arg(int(problem));
}

} // namespace shardscope::core
