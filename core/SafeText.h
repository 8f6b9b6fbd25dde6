#pragma once

#include "remote-agent/protocol/SafeText.h"

#include <QString>

#include <string>

namespace shardscope::core {

/// UTF-8 text from the protocol (a std::string of an agent's message) as a QString, as it is: pass
/// it through safeText where it is shown.
inline QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

/// protocol::safeText for Qt text: what the CLI prints and the GUI shows of a name that did not come
/// through the agent protocol (a stored name, an ssh_config entry, a command-line argument).
inline QString safeText(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return QString::fromStdString(
        protocol::safeText(std::string_view(utf8.constData(), std::size_t(utf8.size()))));
}

/// POSIX shell single quoting: 'it'\''s' — one argument whatever the text holds. Every remote
/// command argument goes through this, and every argument of a command line ShardScope shows the
/// user to copy.
inline QString shellQuote(const QString &argument)
{
    QString quoted = argument;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

/// protocol::hasControlCharacters for Qt text: what a name the user types may not hold.
inline bool hasControlCharacters(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return protocol::hasControlCharacters(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

} // namespace shardscope::core
