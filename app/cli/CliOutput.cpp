#include "app/cli/CliOutput.h"

#include "core/SafeText.h"
#include "core/deploy/AgentBuilds.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace shardscope::cli {

std::string dumpJson(const nlohmann::json &json, int indent)
{
    return json.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {

void write(std::FILE *stream, const QString &text)
{
    // Every line is made safe here, the one place all output goes through: a stored name, a path
    // or an ssh_config entry may hold a terminal escape, and none reaches the terminal. A line
    // break inside a name is for the caller, which knows where a name ends (core::safeText).
    // JSON stays JSON: it escapes C0 controls itself, and what is left to replace is inside a string.
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = core::safeText(line);
    const QByteArray utf8 = lines.join(QLatin1Char('\n')).toUtf8();
    std::fwrite(utf8.constData(), 1, std::size_t(utf8.size()), stream);
    std::fflush(stream);
}

} // namespace

void printOut(const QString &text)
{
    write(stdout, text);
}

void printError(const QString &text)
{
    write(stderr, text);
}

int usageError(const QString &command, const QString &message)
{
    const QString program
        = command.isEmpty() ? QStringLiteral("shardscope-cli") : QStringLiteral("shardscope-cli ") + command;
    // One line whatever the message quotes of what the user typed.
    printError(QStringLiteral("%1: %2 (see %1 --help)\n").arg(program, core::safeText(message)));
    return ExitUsage;
}

int usageError(const QCommandLineParser &parser, const QString &message)
{
    return usageError(parser.positionalArguments().value(0), message);
}

QString parseErrorText(const QCommandLineParser &parser)
{
    const QStringList unknown = parser.unknownOptionNames();
    if (unknown.isEmpty()) {
        QString text = parser.errorText();
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
        if (!text.isEmpty())
            text[0] = text.at(0).toLower();
        return text;
    }
    QStringList options;
    for (const QString &name : unknown)
        options << (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
    return QStringLiteral("unknown option%1 %2")
        .arg(options.size() == 1 ? QString() : QStringLiteral("s"), options.join(QStringLiteral(", ")));
}

std::unique_ptr<core::ResultStore> openDatabaseOrReport(const QString &path, OutputFormat format)
{
    const QString databasePath = path.isEmpty() ? core::defaultDatabasePath() : path;
    auto store = core::ResultStore::open(databasePath);
    if (!store) {
        printFailure(QStringLiteral("opening the database %1").arg(databasePath), store.error(), format);
        return nullptr;
    }
    return std::move(store).value();
}

QString textTable(const QStringList &header, const QList<QStringList> &rows,
                  const std::function<bool(qsizetype column, qsizetype cells)> &leftAligned)
{
    QList<qsizetype> widths;
    for (const QString &title : header)
        widths.append(title.size());
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size() && c < widths.size(); ++c)
            widths[c] = std::max(widths[c], row.at(c).size());
    QString text;
    for (const QStringList &cells : QList<QStringList>{header} + rows) {
        QStringList padded;
        for (qsizetype c = 0; c < cells.size(); ++c) {
            const qsizetype width = widths.value(c);
            padded << (leftAligned(c, cells.size()) ? cells.at(c).leftJustified(width)
                                                    : cells.at(c).rightJustified(width));
        }
        text += padded.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    }
    return text;
}

QString adviceFor(core::ErrorCode code)
{
    using core::ErrorCode;
    switch (code) {
    case ErrorCode::AgentNotFound:
        return QStringLiteral(
            "Set SHARDSCOPE_AGENT to the shardscope-agent program, or reinstall ShardScope.");
    case ErrorCode::AgentStartFailed:
    case ErrorCode::AgentCrashed:
    case ErrorCode::ProtocolError:
        return QStringLiteral("Check that shardscope-agent belongs to this ShardScope version, or reinstall "
                              "ShardScope.");
    case ErrorCode::AgentTimeout:
        return QStringLiteral("The computer may be very busy: try again.");
    case ErrorCode::AgentError:
        return QStringLiteral("Run 'shardscope-agent probe' to see what the agent reports.");
    case ErrorCode::DatabaseOpen:
        return QStringLiteral(
            "Check that the folder exists and is writable, or pass --db with another file.");
    case ErrorCode::DatabaseTooNew:
        return QStringLiteral("Use a newer ShardScope, or pass --db with another file.");
    case ErrorCode::DatabaseQuery:
        return QStringLiteral("The database may be damaged: pass --db with another file.");
    case ErrorCode::DiskFull:
        return QStringLiteral("Free some disk space and try again.");
    case ErrorCode::FileWrite:
        return QStringLiteral("Check that the folder is writable and has free space.");
    case ErrorCode::Cancelled:
        return QStringLiteral("Nothing was stored.");
    case ErrorCode::NameNotResolved:
        return QStringLiteral("Check the host name, or use the node's IP address.");
    case ErrorCode::ConnectionRefused:
        return QStringLiteral("Check that sshd runs on the node and that the port is right.");
    case ErrorCode::ConnectTimeout:
        return QStringLiteral("Check that the node is switched on, reachable and that the port is right.");
    case ErrorCode::AuthenticationFailed:
        return QStringLiteral("Check the user name and --identity, and that the key is in the node's "
                              "authorized_keys.");
    case ErrorCode::HostKeyUnknown:
        return QStringLiteral("Check the fingerprint, then connect once with --accept-new to trust the key.");
    case ErrorCode::HostKeyChanged:
        return QStringLiteral("Find out why the key changed before removing the old entry from known_hosts.");
    case ErrorCode::HostKeyRevoked:
        return QStringLiteral("Ask whoever looks after the node why its key was revoked and have it given a "
                              "new host key; remove the @revoked line only if it is a mistake.");
    case ErrorCode::SshError:
        return QStringLiteral("Check that the node is reachable over SSH and try again.");
    case ErrorCode::AgentUploadFailed:
        return QStringLiteral(
            "Check the free space and permissions of ~/.cache on the node, then try again.");
    case ErrorCode::NoAgentBuild:
        return QStringLiteral("Install a ShardScope package that includes an agent for this architecture, or "
                              "start the agent there yourself and pass --remote-agent.");
    case ErrorCode::NodeUnsupported:
        return QStringLiteral("The agent needs Linux with glibc %1 or newer (Debian 12, Ubuntu 24.04, "
                              "Fedora 37, RHEL 10 or later).")
            .arg(QLatin1String(core::kAgentMinimumGlibc));
    case ErrorCode::ServerFailed:
        return QStringLiteral("Check that the server runs and answers at that address from the machine "
                              "that sends the requests (--from), with the model and API key it expects.");
    case ErrorCode::InvalidArgument:
    case ErrorCode::Unknown:
        break;
    }
    return QStringLiteral("See --help.");
}

void printFailure(const QString &what, const core::Error &error, OutputFormat format)
{
    // One line, whatever a node, a name or SQLite put into the detail.
    const QString detail = core::safeText(error.detail);
    const QString code = core::errorCodeName(error.code);
    const QString advice = adviceFor(error.code);
    printError(core::safeText(
                   QStringLiteral("shardscope-cli: %1 failed (%2): %3. %4").arg(what, code, detail, advice))
               + QLatin1Char('\n'));

    if (format == OutputFormat::Json) {
        // Invalid UTF-8 from a node is replaced rather than thrown on.
        printOut(QString::fromStdString(
                     failureJson(what, error).dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
                 + QLatin1Char('\n'));
    }
}

nlohmann::json failureJson(const QString &what, const core::Error &error)
{
    return {
        {"error",
         {{"code", core::errorCodeName(error.code).toStdString()},
          {"message", QStringLiteral("%1 failed: %2").arg(what, core::safeText(error.detail)).toStdString()},
          {"advice", adviceFor(error.code).toStdString()}}}};
}

namespace {

// Set by Ctrl-C. A lock-free atomic is safe to store from a signal handler.
std::atomic_bool g_cancelRequested{false};
static_assert(std::atomic_bool::is_always_lock_free);

extern "C" void onInterrupt(int)
{
    g_cancelRequested.store(true);
}

} // namespace

InterruptGuard::InterruptGuard()
{
    g_cancelRequested.store(false);
    struct sigaction action = {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    m_installed = sigaction(SIGINT, &action, &m_previousInt) == 0;
    m_installedTerm = sigaction(SIGTERM, &action, &m_previousTerm) == 0;
}

InterruptGuard::~InterruptGuard()
{
    if (m_installed)
        sigaction(SIGINT, &m_previousInt, nullptr);
    if (m_installedTerm)
        sigaction(SIGTERM, &m_previousTerm, nullptr);
}

const std::atomic_bool *InterruptGuard::cancelFlag() const
{
    return &g_cancelRequested;
}

} // namespace shardscope::cli
