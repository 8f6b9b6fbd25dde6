#include "core/deploy/AgentBuilds.h"

#include <QDir>
#include <QFileInfo>
#include <QList>
#include <QRegularExpression>
#include <QStringList>
#include <QSysInfo>

#include <optional>

#ifdef Q_OS_UNIX
#include <sys/utsname.h>
#endif

namespace shardscope::core {

namespace {

constexpr std::chrono::seconds kPlatformTimeout(30);
// The whole answer is a few hundred bytes; anything near this is not a node telling the truth.
constexpr qsizetype kMaxAnswerBytes = 64 * 1024;
constexpr qsizetype kMaxPrettyNameChars = 200;

// One constant script, run by sh whatever the login shell is. It contains no single quote, so
// shellQuote makes it one argument; nothing of it comes from the user or the node. Each part is
// introduced by a marker line so that a missing tool shows up as an empty part, not as a shift.
// os-release is read with a byte limit: the node is untrusted and the file could be anything.
constexpr char kPlatformScript[]
    = "LC_ALL=C; export LC_ALL; "
      "echo @shardscope-kernel; uname -s; "
      "echo @shardscope-machine; uname -m; "
      "echo @shardscope-libc; "
      "{ getconf GNU_LIBC_VERSION 2>/dev/null || ldd --version 2>&1 | head -n 2; }; "
      "echo @shardscope-home; printf \"%s\\n\" \"$HOME\"; "
      "echo @shardscope-os-release; "
      "if test -r /etc/os-release; then head -c 16384 /etc/os-release; "
      "elif test -r /usr/lib/os-release; then head -c 16384 /usr/lib/os-release; fi; "
      "echo; echo @shardscope-end";

const QStringList kSections{QStringLiteral("@shardscope-kernel"),     QStringLiteral("@shardscope-machine"),
                            QStringLiteral("@shardscope-libc"),       QStringLiteral("@shardscope-home"),
                            QStringLiteral("@shardscope-os-release"), QStringLiteral("@shardscope-end")};

Error unreadable(const SshSession &session, const QString &why)
{
    return Error{ErrorCode::ProtocolError,
                 QStringLiteral("the platform of %1 could not be read: %2").arg(session.destination(), why)};
}

/// A `uname` word: letters, digits, '_', '-' and '.' only, as every real kernel and machine name is.
bool isUnameWord(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    return word.match(text).hasMatch();
}

/// "2.36", "1.2.4": the only version shape accepted from a node.
QString versionOrEmpty(const QString &text)
{
    static const QRegularExpression version(QStringLiteral("^[0-9]{1,4}(\\.[0-9]{1,4}){1,3}$"));
    return version.match(text).hasMatch() ? text : QString();
}

QString normaliseMachine(const QString &machine)
{
    if (machine == QLatin1String("amd64"))
        return QStringLiteral("x86_64");
    if (machine == QLatin1String("arm64"))
        return QStringLiteral("aarch64");
    return machine;
}

/// The C library from `getconf GNU_LIBC_VERSION` ("glibc 2.36") or the first two lines of
/// `ldd --version` ("ldd (Debian GLIBC 2.36-9+deb12u4) 2.36"; musl: "musl libc (x86_64)" then
/// "Version 1.2.4").
void parseLibc(const QStringList &lines, NodePlatform &platform)
{
    platform.libc = QStringLiteral("unknown");
    if (lines.isEmpty())
        return;
    const QString first = lines.first();
    if (first.startsWith(QLatin1String("glibc "))) {
        platform.libc = QStringLiteral("glibc");
        platform.libcVersion = versionOrEmpty(first.mid(6));
        return;
    }
    if (first.startsWith(QLatin1String("musl libc"))) {
        platform.libc = QStringLiteral("musl");
        if (lines.size() > 1 && lines.at(1).startsWith(QLatin1String("Version ")))
            platform.libcVersion = versionOrEmpty(lines.at(1).mid(8));
        return;
    }
    if (first.startsWith(QLatin1String("ldd "))
        && (first.contains(QLatin1String("GLIBC")) || first.contains(QLatin1String("GNU libc")))) {
        platform.libc = QStringLiteral("glibc");
        platform.libcVersion = versionOrEmpty(first.section(QLatin1Char(' '), -1));
    }
}

/// PRETTY_NAME as os-release(5) quotes it; empty when absent, malformed or not printable.
QString prettyName(const QStringList &lines)
{
    for (const QString &line : lines) {
        if (!line.startsWith(QLatin1String("PRETTY_NAME=")))
            continue;
        QString raw = line.mid(12);
        QString value;
        if (raw.startsWith(QLatin1Char('"')) || raw.startsWith(QLatin1Char('\''))) {
            const QChar quote = raw.front();
            bool closed = false;
            for (qsizetype i = 1; i < raw.size(); ++i) {
                const QChar c = raw.at(i);
                if (c == quote) {
                    closed = i + 1 == raw.size(); // nothing may follow the closing quote
                    break;
                }
                if (c == QLatin1Char('\\') && quote == QLatin1Char('"') && i + 1 < raw.size())
                    value.append(raw.at(++i));
                else
                    value.append(c);
            }
            if (!closed)
                return {};
        } else {
            static const QRegularExpression special(QStringLiteral("[\\s\"'\\\\`$]"));
            if (raw.contains(special))
                return {};
            value = raw;
        }
        for (const QChar c : std::as_const(value)) {
            if (!c.isPrint())
                return {};
        }
        return value.left(kMaxPrettyNameChars);
    }
    return {};
}

/// Numeric comparison of dotted versions: "2.4" < "2.34".
int compareVersions(const QString &left, const QString &right)
{
    const QStringList a = left.split(QLatin1Char('.'));
    const QStringList b = right.split(QLatin1Char('.'));
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        const int x = i < a.size() ? a.at(i).toInt() : 0;
        const int y = i < b.size() ? b.at(i).toInt() : 0;
        if (x != y)
            return x < y ? -1 : 1;
    }
    return 0;
}

} // namespace

Result<NodePlatform> detectPlatform(SshSession &session, const std::atomic_bool *cancel)
{
    auto answer = session.exec(QStringLiteral("sh -c ") + shellQuote(QString::fromLatin1(kPlatformScript)),
                               {}, kPlatformTimeout, cancel, kMaxAnswerBytes);
    if (!answer)
        return answer.error();
    if (answer->outputTruncated)
        return unreadable(session, QStringLiteral("the answer is longer than %1 bytes").arg(kMaxAnswerBytes));
    if (answer->exitStatus != 0)
        return unreadable(session, QStringLiteral("the command failed (exit status %1): %2")
                                       .arg(answer->exitStatus)
                                       .arg(nodeText(answer->stdErr)));

    // Split into the parts between the marker lines, which must come once each and in order.
    const QStringList lines = QString::fromUtf8(answer->stdOut).split(QLatin1Char('\n'));
    QList<QStringList> parts;
    qsizetype next = 0;
    for (const QString &rawLine : lines) {
        QString line = rawLine;
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (next < kSections.size() && line == kSections.at(next)) {
            parts.append(QStringList());
            ++next;
            continue;
        }
        if (kSections.contains(line))
            return unreadable(session, QStringLiteral("the marker %1 is out of order").arg(line));
        // What a chatty login shell prints before or after the script is not part of the answer.
        if (parts.isEmpty() || next == kSections.size())
            continue;
        if (!line.isEmpty())
            parts.last().append(line);
    }
    if (next != kSections.size())
        return unreadable(session, QStringLiteral("the answer is incomplete"));

    NodePlatform platform;
    if (parts.at(0).size() != 1 || !isUnameWord(parts.at(0).first()))
        return unreadable(session, QStringLiteral("no valid `uname -s`"));
    platform.kernel = parts.at(0).first();
    if (parts.at(1).size() != 1 || !isUnameWord(parts.at(1).first()))
        return unreadable(session, QStringLiteral("no valid `uname -m`"));
    platform.machine = normaliseMachine(parts.at(1).first());
    parseLibc(parts.at(2), platform);
    // The login user's home: absolute, printable, one line; anything else is left unknown.
    if (parts.at(3).size() == 1) {
        const QString home = parts.at(3).first();
        if (home.startsWith(QLatin1Char('/')) && home.size() <= 4096 && nodeText(home.toUtf8(), 4096) == home)
            platform.home = home;
    }
    platform.osPrettyName = prettyName(parts.at(4));
    return platform;
}

Result<QString> agentBuildFor(const NodePlatform &platform, const QString &localAgentPath)
{
    if (platform.kernel != QLatin1String("Linux"))
        return Error{
            ErrorCode::NodeUnsupported,
            QStringLiteral("the agent runs on Linux only; the node runs %1")
                .arg(platform.kernel.isEmpty() ? QStringLiteral("an unknown system") : platform.kernel)};
    if (platform.libc == QLatin1String("musl"))
        return Error{ErrorCode::NodeUnsupported,
                     QStringLiteral("the agent needs glibc %1 or newer; the node has musl %2")
                         .arg(QString::fromLatin1(kAgentMinimumGlibc), platform.libcVersion)
                         .trimmed()};
    if (platform.libc == QLatin1String("glibc") && !platform.libcVersion.isEmpty()
        && compareVersions(platform.libcVersion, QString::fromLatin1(kAgentMinimumGlibc)) < 0)
        return Error{ErrorCode::NodeUnsupported,
                     QStringLiteral("the agent needs glibc %1 or newer; the node has glibc %2")
                         .arg(QString::fromLatin1(kAgentMinimumGlibc), platform.libcVersion)};
    // The machine name becomes a folder name: nothing that could climb out of agents/.
    static const QRegularExpression machineName(QStringLiteral("^[A-Za-z0-9_]{1,64}$"));
    if (!machineName.match(platform.machine).hasMatch())
        return Error{ErrorCode::NodeUnsupported,
                     QStringLiteral("the node's architecture \"%1\" is not one the agent is built for")
                         .arg(platform.machine.left(64))};

    const QFileInfo local(localAgentPath);
    if (!local.isFile())
        return Error{ErrorCode::AgentNotFound,
                     QStringLiteral("the agent build %1 does not exist").arg(localAgentPath)};
    const QString machine = normaliseMachine(platform.machine);
    if (machine == localMachineArchitecture())
        return localAgentPath;
    const QString cross
        = QDir(local.absolutePath()).filePath(QStringLiteral("agents/%1/shardscope-agent").arg(machine));
    if (QFileInfo(cross).isFile())
        return cross;
    return Error{ErrorCode::NoAgentBuild,
                 QStringLiteral("no agent build for %1 (this computer is %2; looked for %3)")
                     .arg(machine, localMachineArchitecture(), QDir::toNativeSeparators(cross))};
}

QString localMachineArchitecture()
{
#ifdef Q_OS_UNIX
    struct utsname name {
    };
    if (::uname(&name) == 0)
        return normaliseMachine(QString::fromLatin1(name.machine));
#endif
    // QSysInfo says "arm64" and "i386" where uname -m says "aarch64" and "i686".
    const QString architecture = QSysInfo::currentCpuArchitecture();
    if (architecture == QLatin1String("i386"))
        return QStringLiteral("i686");
    return normaliseMachine(architecture);
}

} // namespace shardscope::core
