#include "core/ssh/SshConfigImport.h"

#include "core/SafeText.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSysInfo>

#include <optional>
#include <utility>

namespace shardscope::core {

namespace {

// ssh_config files are a few kilobytes; anything near these limits is not one (or includes itself).
constexpr qint64 kMaxFileBytes = 1024 * 1024;
constexpr int kMaxIncludeDepth = 16; // OpenSSH's READCONF_MAX_DEPTH
constexpr int kMaxFiles = 256;       // bounds the fan-out of globs that include each other

/// One meaningful line, in file order, with Include expanded in place.
struct Directive {
    enum class Kind {
        Unknown = 0,
        Host,         ///< args: patterns
        Match,        ///< args: criteria
        Option,       ///< keyword (lower case) and args
        IncludeBegin, ///< an included file starts: its Host/Match lines must not leak out
        IncludeEnd,
    };
    Kind kind = Kind::Unknown;
    QString keyword;
    QStringList args;
    QString file;
    int line = 0;
    QString rawValue; ///< the line after the keyword and its separator, unsplit (ProxyCommand's value)
};

Error lineError(const QString &file, int line, const QString &problem)
{
    return Error{ErrorCode::InvalidArgument,
                 QStringLiteral("%1 line %2: %3").arg(file, QString::number(line), problem)};
}

bool isWhitespace(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t');
}

/// Splits one line like OpenSSH: `Keyword value…` or `Keyword=value…`, double or single quotes,
/// backslash escapes of quotes, backslash and blanks, `#` at the start of a word ends the line.
/// *rawValue gets everything after the keyword and its separator, as ssh(1) reads ProxyCommand.
/// False with *problem set when the line is malformed; an empty keyword for blank and comment lines.
bool splitLine(QStringView line, QString *keyword, QStringList *args, QString *rawValue, QString *problem)
{
    keyword->clear();
    args->clear();
    rawValue->clear();
    qsizetype i = 0;
    const qsizetype n = line.size();
    while (i < n && isWhitespace(line[i]))
        ++i;
    if (i == n || line[i] == QLatin1Char('#'))
        return true;
    while (i < n && !isWhitespace(line[i]) && line[i] != QLatin1Char('='))
        keyword->append(line[i++]);
    if (keyword->isEmpty()) {
        *problem = QStringLiteral("a line starts with '=' instead of a keyword");
        return false;
    }
    for (const QChar c : std::as_const(*keyword)) {
        if (c.unicode() > 127 || !c.isLetterOrNumber()) {
            *problem = QStringLiteral("\"%1\" is not a keyword").arg(*keyword);
            return false;
        }
    }
    while (i < n && isWhitespace(line[i]))
        ++i;
    if (i < n && line[i] == QLatin1Char('=')) {
        ++i;
        while (i < n && isWhitespace(line[i]))
            ++i;
    }
    *rawValue = line.mid(i).trimmed().toString();
    while (i < n) {
        while (i < n && isWhitespace(line[i]))
            ++i;
        if (i == n || line[i] == QLatin1Char('#'))
            break;
        QString word;
        while (i < n && !isWhitespace(line[i])) {
            const QChar c = line[i];
            if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
                const qsizetype close = line.indexOf(c, i + 1);
                if (close < 0) {
                    *problem = QStringLiteral("unterminated quote");
                    return false;
                }
                word += line.mid(i + 1, close - i - 1);
                i = close + 1;
            } else if (c == QLatin1Char('\\') && i + 1 < n
                       && (line[i + 1] == QLatin1Char('\\') || line[i + 1] == QLatin1Char('"')
                           || line[i + 1] == QLatin1Char('\'') || isWhitespace(line[i + 1]))) {
                word += line[i + 1];
                i += 2;
            } else {
                word += c;
                ++i;
            }
        }
        args->append(word);
    }
    return true;
}

QString homeDir()
{
    return QDir::homePath();
}

/// `~` and `~/…` (other users' homes are not looked up).
QString expandTilde(const QString &path)
{
    if (path == QLatin1String("~"))
        return homeDir();
    if (path.startsWith(QLatin1String("~/")))
        return homeDir() + path.mid(1);
    return path;
}

bool hasGlob(const QString &text)
{
    return text.contains(QLatin1Char('*')) || text.contains(QLatin1Char('?'))
           || text.contains(QLatin1Char('['));
}

/// Include's glob(3): wildcards in any component, matches sorted by name, none is no error.
QStringList globFiles(const QString &pattern)
{
    if (!hasGlob(pattern))
        return {pattern};
    const bool absolute = pattern.startsWith(QLatin1Char('/'));
    QStringList candidates{absolute ? QStringLiteral("/") : QString()};
    const QStringList parts = pattern.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (qsizetype p = 0; p < parts.size(); ++p) {
        const QString &part = parts.at(p);
        const bool last = p + 1 == parts.size();
        QStringList next;
        for (const QString &base : std::as_const(candidates)) {
            const QString prefix
                = base.isEmpty() || base.endsWith(QLatin1Char('/')) ? base : base + QLatin1Char('/');
            if (!hasGlob(part)) {
                next.append(prefix + part);
                continue;
            }
            QDir dir(base.isEmpty() ? QStringLiteral(".") : base);
            // Like glob(3): a leading dot must be matched literally, so no Hidden unless asked for.
            QDir::Filters filters = last ? QDir::Files | QDir::Dirs : QDir::Dirs;
            if (part.startsWith(QLatin1Char('.')))
                filters |= QDir::Hidden;
            const QStringList names
                = dir.entryList({part}, filters | QDir::NoDotAndDotDot | QDir::CaseSensitive, QDir::Name);
            for (const QString &name : names)
                next.append(prefix + name);
        }
        candidates = next;
    }
    return candidates;
}

class SshConfigFileReader
{
public:
    QList<Directive> directives;

    Result<void> readFile(const QString &path, int depth)
    {
        if (++m_filesRead > kMaxFiles)
            return Error{
                ErrorCode::InvalidArgument,
                QStringLiteral("%1: more than %2 files included").arg(path, QString::number(kMaxFiles))};
        const QFileInfo info(path);
        if (info.isDir())
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("cannot read %1: it is a folder").arg(path)};
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("cannot read %1: %2").arg(path, file.errorString())};
        // Read one byte more than allowed: a size that grows while we read is caught too.
        const QByteArray bytes = file.read(kMaxFileBytes + 1);
        if (file.error() != QFileDevice::NoError)
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("cannot read %1: %2").arg(path, file.errorString())};
        if (bytes.size() > kMaxFileBytes)
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("%1 is larger than %2 KiB: not an ssh_config file")
                             .arg(path, QString::number(kMaxFileBytes / 1024))};

        const QString text = QString::fromUtf8(bytes);
        int lineNumber = 0;
        QString keyword;
        QStringList args;
        QString rawValue;
        QString problem;
        for (QStringView line : QStringTokenizer(text, QLatin1Char('\n'))) {
            ++lineNumber;
            if (line.endsWith(QLatin1Char('\r')))
                line.chop(1);
            if (!splitLine(line, &keyword, &args, &rawValue, &problem))
                return lineError(path, lineNumber, problem);
            if (keyword.isEmpty())
                continue;
            if (auto r = addDirective(path, lineNumber, keyword.toLower(), args, rawValue, depth); !r)
                return r;
        }
        return {};
    }

private:
    Result<void> addDirective(const QString &path, int line, const QString &keyword, const QStringList &args,
                              const QString &rawValue, int depth)
    {
        Directive directive;
        directive.file = path;
        directive.line = line;
        directive.keyword = keyword;
        directive.args = args;
        directive.rawValue = rawValue;

        if (keyword == QLatin1String("include"))
            return include(directive, depth);
        if (keyword == QLatin1String("host") || keyword == QLatin1String("match")) {
            if (args.isEmpty() || args.constFirst().isEmpty())
                return lineError(path, line, QStringLiteral("%1 without a pattern").arg(keyword));
            directive.kind
                = keyword == QLatin1String("host") ? Directive::Kind::Host : Directive::Kind::Match;
            directives.append(directive);
            return {};
        }
        // The options this import uses take exactly one value; others are kept out unchecked.
        if (keyword == QLatin1String("hostname") || keyword == QLatin1String("port")
            || keyword == QLatin1String("user") || keyword == QLatin1String("identityfile")) {
            if (args.isEmpty() || args.constFirst().isEmpty())
                return lineError(path, line, QStringLiteral("%1 without a value").arg(keyword));
            if (args.size() > 1)
                return lineError(
                    path, line,
                    QStringLiteral("%1 takes one value, not \"%2\"").arg(keyword, args.join(u' ')));
            if (keyword == QLatin1String("port")) {
                bool ok = false;
                const int port = args.constFirst().toInt(&ok);
                if (!ok || port < 1 || port > 65535)
                    return lineError(path, line, QStringLiteral("bad port \"%1\"").arg(args.constFirst()));
            }
            directive.kind = Directive::Kind::Option;
            directives.append(directive);
        }
        // Kept so that the user sees what will run on this computer when ShardScope connects.
        if (keyword == QLatin1String("proxycommand") || keyword == QLatin1String("proxyjump")) {
            if (rawValue.isEmpty())
                return lineError(path, line, QStringLiteral("%1 without a value").arg(keyword));
            directive.kind = Directive::Kind::Option;
            directives.append(directive);
        }
        return {};
    }

    Result<void> include(const Directive &directive, int depth)
    {
        if (directive.args.isEmpty())
            return lineError(directive.file, directive.line, QStringLiteral("Include without a file"));
        if (depth + 1 > kMaxIncludeDepth)
            return lineError(directive.file, directive.line,
                             QStringLiteral("Include nested more than %1 deep (does a file include itself?)")
                                 .arg(kMaxIncludeDepth));
        for (const QString &arg : directive.args) {
            QString pattern = expandTilde(arg);
            // Like ssh(1) for the user's configuration: relative names are in ~/.ssh.
            if (QDir::isRelativePath(pattern))
                pattern = homeDir() + QStringLiteral("/.ssh/") + pattern;
            for (const QString &path : globFiles(pattern)) {
                // A name without wildcards that does not exist matches nothing, as with glob(3).
                if (!QFileInfo::exists(path) || (hasGlob(pattern) && QFileInfo(path).isDir()))
                    continue;
                directives.append(
                    Directive{Directive::Kind::IncludeBegin, {}, {}, directive.file, directive.line, {}});
                if (auto r = readFile(path, depth + 1); !r)
                    return r;
                directives.append(
                    Directive{Directive::Kind::IncludeEnd, {}, {}, directive.file, directive.line, {}});
            }
        }
        return {};
    }

    int m_filesRead = 0;
};

/// ssh's match_pattern: `*` any run, `?` one character; host names compare case-insensitively.
bool globMatch(QStringView text, QStringView pattern)
{
    qsizetype t = 0;
    qsizetype p = 0;
    qsizetype starP = -1;
    qsizetype starT = 0;
    while (t < text.size()) {
        if (p < pattern.size()
            && (pattern[p] == QLatin1Char('?') || pattern[p].toCaseFolded() == text[t].toCaseFolded())) {
            ++t;
            ++p;
        } else if (p < pattern.size() && pattern[p] == QLatin1Char('*')) {
            starP = p++;
            starT = t;
        } else if (starP >= 0) {
            p = starP + 1;
            t = ++starT;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == QLatin1Char('*'))
        ++p;
    return p == pattern.size();
}

/// A pattern list (Host's arguments, or Match's comma-separated ones): true when one pattern
/// matches and no negated (`!`) one does.
bool matchesPatterns(const QString &name, const QStringList &patterns)
{
    bool matched = false;
    for (const QString &pattern : patterns) {
        if (pattern.startsWith(QLatin1Char('!'))) {
            if (globMatch(name, QStringView(pattern).mid(1)))
                return false;
        } else if (globMatch(name, pattern)) {
            matched = true;
        }
    }
    return matched;
}

bool isConcreteAlias(const QString &pattern)
{
    return !pattern.isEmpty() && !pattern.contains(QLatin1Char('*')) && !pattern.contains(QLatin1Char('?'))
           && !pattern.contains(QLatin1Char('!'));
}

QString localUserName()
{
    QString name = qEnvironmentVariable("USER");
    if (name.isEmpty())
        name = qEnvironmentVariable("USERNAME");
    return name;
}

/// The values found so far for one alias; the first one found wins, as in ssh(1).
struct Resolved {
    std::optional<QString> hostName;
    std::optional<int> port;
    std::optional<QString> user;
    std::optional<Directive> identityFile; ///< kept whole: its expansion errors name its line
    std::optional<Directive> proxy;        ///< the first ProxyCommand or ProxyJump
};

/// `%h` and `%%` in HostName, as ssh(1) expands them.
QString expandHostName(const QString &value, const QString &alias)
{
    QString result;
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (value[i] == QLatin1Char('%') && i + 1 < value.size()) {
            const QChar token = value[i + 1];
            if (token == QLatin1Char('h')) {
                result += alias;
                ++i;
                continue;
            }
            if (token == QLatin1Char('%')) {
                result += QLatin1Char('%');
                ++i;
                continue;
            }
        }
        result += value[i];
    }
    return result;
}

/// Evaluates a Match line for an alias. Criteria that need the running ssh (exec, localnetwork,
/// tagged, …) cannot be decided here: their block is treated as not matching, so nothing is
/// imported that might not apply.
Result<bool> matchApplies(const Directive &directive, const QString &alias, const Resolved &resolved)
{
    const QStringList &args = directive.args;
    bool applies = true;
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString criterion = args.at(i).toLower();
        const bool negated = criterion.startsWith(QLatin1Char('!'));
        if (negated)
            criterion.remove(0, 1);
        bool result = false;
        if (criterion == QLatin1String("all")) {
            result = true;
        } else if (criterion == QLatin1String("final")) {
            result = true; // ssh(1) makes a final pass whenever a `Match final` exists
        } else if (criterion == QLatin1String("canonical")) {
            result = false; // no host name canonicalization here
        } else {
            if (i + 1 >= args.size())
                return lineError(directive.file, directive.line,
                                 QStringLiteral("Match %1 without a value").arg(criterion));
            const QStringList patterns = args.at(++i).split(QLatin1Char(','), Qt::SkipEmptyParts);
            if (criterion == QLatin1String("host"))
                result = matchesPatterns(
                    resolved.hostName ? expandHostName(*resolved.hostName, alias) : alias, patterns);
            else if (criterion == QLatin1String("originalhost"))
                result = matchesPatterns(alias, patterns);
            else if (criterion == QLatin1String("user"))
                result = matchesPatterns(resolved.user.value_or(localUserName()), patterns);
            else if (criterion == QLatin1String("localuser"))
                result = matchesPatterns(localUserName(), patterns);
            else
                return false;
        }
        if (result == negated)
            applies = false;
    }
    return applies;
}

/// `~` and ssh(1)'s %-tokens in IdentityFile.
Result<QString> expandIdentityFile(const Directive &directive, const SshConfigHost &host)
{
    const QString value = expandTilde(directive.args.constFirst());
    QString result;
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (value[i] != QLatin1Char('%')) {
            result += value[i];
            continue;
        }
        if (i + 1 >= value.size())
            return lineError(directive.file, directive.line, QStringLiteral("IdentityFile ends with '%'"));
        const QChar token = value[++i];
        switch (token.unicode()) {
        case '%':
            result += QLatin1Char('%');
            break;
        case 'd':
            result += homeDir();
            break;
        case 'h':
            result += host.hostName;
            break;
        case 'n':
            result += host.alias;
            break;
        case 'p':
            result += QString::number(host.port);
            break;
        case 'r':
            result += host.user.isEmpty() ? localUserName() : host.user;
            break;
        case 'u':
            result += localUserName();
            break;
        case 'l':
            result += QSysInfo::machineHostName();
            break;
        case 'L':
            result += QSysInfo::machineHostName().section(QLatin1Char('.'), 0, 0);
            break;
        default:
            return lineError(
                directive.file, directive.line,
                QStringLiteral("IdentityFile uses %%%1, which ShardScope does not expand").arg(token));
        }
    }
    return result;
}

Result<SshConfigHost> resolveAlias(const QList<Directive> &directives, const QString &alias)
{
    Resolved resolved;
    bool active = true;      // options before the first Host apply to every host
    bool neverMatch = false; // inside a file included from a block that does not apply
    struct Saved {
        bool active;
        bool neverMatch;
    };
    QList<Saved> includes;
    for (const Directive &directive : directives) {
        switch (directive.kind) {
        case Directive::Kind::IncludeBegin:
            includes.append({active, neverMatch});
            neverMatch = neverMatch || !active;
            break;
        case Directive::Kind::IncludeEnd: {
            // Host and Match lines of an included file do not change the including file's state.
            const Saved saved = includes.takeLast();
            active = saved.active;
            neverMatch = saved.neverMatch;
            break;
        }
        case Directive::Kind::Host:
            active = !neverMatch && matchesPatterns(alias, directive.args);
            break;
        case Directive::Kind::Match: {
            auto applies = matchApplies(directive, alias, resolved);
            if (!applies)
                return applies.error();
            active = !neverMatch && *applies;
            break;
        }
        case Directive::Kind::Option: {
            if (!active)
                break;
            const QString &value = directive.args.constFirst();
            if (directive.keyword == QLatin1String("hostname") && !resolved.hostName)
                resolved.hostName = value;
            else if (directive.keyword == QLatin1String("port") && !resolved.port)
                resolved.port = value.toInt(); // checked when read
            else if (directive.keyword == QLatin1String("user") && !resolved.user)
                resolved.user = value;
            else if (directive.keyword == QLatin1String("identityfile") && !resolved.identityFile)
                resolved.identityFile = directive;
            else if ((directive.keyword == QLatin1String("proxycommand")
                      || directive.keyword == QLatin1String("proxyjump"))
                     && !resolved.proxy)
                resolved.proxy = directive; // one slot for both, as in ssh(1) and libssh
            break;
        }
        case Directive::Kind::Unknown:
            break;
        }
    }

    SshConfigHost host;
    host.alias = alias;
    host.hostName = resolved.hostName ? expandHostName(*resolved.hostName, alias) : alias;
    host.port = resolved.port.value_or(22);
    host.user = resolved.user.value_or(QString());
    if (resolved.identityFile) {
        auto file = expandIdentityFile(*resolved.identityFile, host);
        if (!file)
            return file.error();
        host.identityFile = *file;
    }
    // "none" takes the slot without a proxy, so that a later `Host *` default does not apply.
    if (resolved.proxy && resolved.proxy->rawValue.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0) {
        if (resolved.proxy->keyword == QLatin1String("proxycommand"))
            host.proxyCommand = resolved.proxy->rawValue;
        else
            host.proxyJump = resolved.proxy->rawValue;
    }
    return host;
}

} // namespace

Result<QList<SshConfigHost>> readSshConfigHosts(const QString &path)
{
    const QString file = path.isEmpty() ? homeDir() + QStringLiteral("/.ssh/config") : path;
    SshConfigFileReader reader;
    if (auto r = reader.readFile(file, 0); !r)
        return r.error();

    // Every concrete alias once, in the order it first appears.
    QStringList aliases;
    QSet<QString> seen;
    for (const Directive &directive : std::as_const(reader.directives)) {
        if (directive.kind != Directive::Kind::Host)
            continue;
        for (const QString &pattern : directive.args) {
            if (isConcreteAlias(pattern) && !seen.contains(pattern.toCaseFolded())) {
                seen.insert(pattern.toCaseFolded());
                aliases.append(pattern);
            }
        }
    }

    QList<SshConfigHost> hosts;
    for (const QString &alias : std::as_const(aliases)) {
        auto host = resolveAlias(reader.directives, alias);
        if (!host)
            return host.error();
        hosts.append(std::move(host).value());
    }
    return hosts;
}

QString proxyLine(const SshConfigHost &entry)
{
    if (!entry.proxyCommand.isEmpty())
        return QStringLiteral("ProxyCommand ") + safeText(entry.proxyCommand);
    if (!entry.proxyJump.isEmpty())
        return QStringLiteral("ProxyJump ") + safeText(entry.proxyJump);
    return {};
}

HostRecord hostRecordFrom(const SshConfigHost &entry)
{
    HostRecord record;
    record.name = entry.alias;
    record.address = entry.hostName.isEmpty() ? entry.alias : entry.hostName;
    record.port = entry.port;
    record.user = entry.user;
    record.identityFile = entry.identityFile;
    record.sshAlias = entry.alias;
    return record;
}

} // namespace shardscope::core
