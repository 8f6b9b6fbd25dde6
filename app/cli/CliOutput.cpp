#include "app/cli/CliOutput.h"

#include "core/deploy/AgentBuilds.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace shardscope::cli {

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

std::string dumpJson(const nlohmann::json &json, int indent)
{
    return json.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {

void write(std::FILE *stream, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
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

int usageError(const QCommandLineParser &parser, const QString &message, const QString &command)
{
    const QString program
        = command.isEmpty() ? QStringLiteral("shardscope-cli") : QStringLiteral("shardscope-cli ") + command;
    printError(QStringLiteral("%1: %2\n\n%3").arg(program, message, parser.helpText()));
    return ExitUsage;
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
    case ErrorCode::InvalidArgument:
    case ErrorCode::Unknown:
        break;
    }
    return QStringLiteral("See --help.");
}

void printFailure(const QString &what, const core::Error &error, OutputFormat format)
{
    QString detail = error.detail;
    // One line, whatever a node or SQLite put into the detail.
    detail.replace(QLatin1Char('\n'), QLatin1Char(' '));
    const QString code = core::errorCodeName(error.code);
    const QString advice = adviceFor(error.code);
    const QString line
        = QStringLiteral("shardscope-cli: %1 failed (%2): %3. %4\n").arg(what, code, detail, advice);
    const QByteArray utf8 = line.toUtf8();
    std::fwrite(utf8.constData(), 1, std::size_t(utf8.size()), stderr);
    std::fflush(stderr);

    if (format == OutputFormat::Json) {
        const nlohmann::json document
            = {{"error",
                {{"code", code.toStdString()},
                 {"message", QStringLiteral("%1 failed: %2").arg(what, detail).toStdString()},
                 {"advice", advice.toStdString()}}}};
        // Invalid UTF-8 from a node is replaced rather than thrown on.
        printOut(
            QString::fromStdString(document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
            + QLatin1Char('\n'));
    }
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
