#include "core/ssh/SshSession.h"

#include "core/ssh/SshHandles.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QStringList>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>

namespace shardscope::core {

using namespace ssh;

namespace {

// Cancellation and deadlines are checked at least this often while waiting for a channel.
constexpr int kPollSliceMs = 100;

Error sshError(ssh_session session, const QString &what)
{
    return Error{ErrorCode::SshError, QStringLiteral("%1: %2").arg(what, lastError(session))};
}

Result<void> setOption(ssh_session session, ssh_options_e option, const void *value, const char *name)
{
    if (ssh_options_set(session, option, value) != SSH_OK)
        return sshError(session, QStringLiteral("setting the SSH option %1").arg(QString::fromLatin1(name)));
    return {};
}

Error connectTimedOut(const SshParameters &parameters, const QString &why)
{
    return Error{ErrorCode::ConnectTimeout,
                 QStringLiteral("%1 port %2 did not complete the SSH handshake within %3 s: %4")
                     .arg(parameters.host, QString::number(parameters.port),
                          QString::number(parameters.connectTimeout.count()), why)};
}

/// Sorts libssh's connect failure into the categories the UI explains differently.
Error connectError(ssh_session session, const SshParameters &parameters)
{
    const QString text = lastError(session);
    const QString where = QStringLiteral("%1 port %2").arg(parameters.host).arg(parameters.port);
    ErrorCode code = ErrorCode::SshError;
    if (text.contains(QLatin1String("resolve hostname"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("Name or service not known"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("Temporary failure in name resolution"), Qt::CaseInsensitive))
        code = ErrorCode::NameNotResolved;
    else if (text.contains(QLatin1String("Connection refused"), Qt::CaseInsensitive))
        code = ErrorCode::ConnectionRefused;
    else if (text.contains(QLatin1String("Timeout"), Qt::CaseInsensitive)
             || text.contains(QLatin1String("timed out"), Qt::CaseInsensitive))
        code = ErrorCode::ConnectTimeout;
    switch (code) {
    case ErrorCode::NameNotResolved:
        return Error{code,
                     QStringLiteral("the host name %1 could not be resolved: %2").arg(parameters.host, text)};
    case ErrorCode::ConnectionRefused:
        return Error{
            code,
            QStringLiteral("%1 refused the connection (is sshd running on that port?): %2").arg(where, text)};
    case ErrorCode::ConnectTimeout:
        return connectTimedOut(parameters, text);
    default:
        break;
    }
    return Error{code, QStringLiteral("connecting to %1 failed: %2").arg(where, text)};
}

/// TCP connect, banner and key exchange in libssh's non-blocking mode: a blocking ssh_connect
/// cannot be interrupted, so a node that accepts TCP and never speaks would hold Cancel for the
/// whole connectTimeout. Waits on the socket for what libssh wants (ssh_get_poll_flags) at most
/// kPollSliceMs at a time, checking *cancel and the deadline in between, and leaves the session
/// blocking again when connected. Name resolution (getaddrinfo) inside the first ssh_connect call
/// still blocks; addresses and /etc/hosts names answer at once.
Result<void> connectNonBlocking(ssh_session session, const SshParameters &parameters,
                                const std::atomic_bool *cancel)
{
    const std::chrono::seconds timeout = std::max(std::chrono::seconds(1), parameters.connectTimeout);
    const QDeadlineTimer deadline(timeout);
    ssh_set_blocking(session, 0);
    for (;;) {
        const int rc = ssh_connect(session);
        if (rc == SSH_OK)
            break;
        if (rc != SSH_AGAIN)
            return connectError(session, parameters);
        // A session given up half-way stays non-blocking: its deleter then never waits on the node.
        if (isCancelled(cancel))
            return Error{ErrorCode::Cancelled, QStringLiteral("connecting was cancelled")};
        if (deadline.hasExpired())
            return connectTimedOut(parameters, QStringLiteral("no answer in time"));
        const int slice = int(std::min<qint64>(kPollSliceMs, std::max<qint64>(1, deadline.remainingTime())));
        const socket_t fd = ssh_get_fd(session);
        if (fd == SSH_INVALID_SOCKET) {
            // No socket yet (cannot happen after the first call, but never spin).
            ::poll(nullptr, 0, slice);
            continue;
        }
        const int wanted = ssh_get_poll_flags(session);
        pollfd waitFor{fd, 0, 0};
        if (wanted & SSH_READ_PENDING)
            waitFor.events |= POLLIN;
        if (wanted & SSH_WRITE_PENDING)
            waitFor.events |= POLLOUT;
        if (waitFor.events == 0)
            waitFor.events = POLLIN;
        if (::poll(&waitFor, 1, slice) < 0 && errno != EINTR)
            return Error{ErrorCode::SshError,
                         QStringLiteral("waiting for %1 port %2: %3")
                             .arg(parameters.host, QString::number(parameters.port), qt_error_string(errno))};
    }
    ssh_set_blocking(session, 1);
    return {};
}

/// Asks the kernel to end the connection when the node stops answering: keepalive probes after a
/// third of `timeout` of silence, and TCP_USER_TIMEOUT, which ends it once probes or data stay
/// unanswered for `timeout`. Then libssh's next read fails and the session's users see it. Best
/// effort: a proxied session's descriptor is a pipe, where none of this applies.
void watchForDeadPeer(ssh_session session, std::chrono::seconds timeout)
{
    const socket_t fd = ssh_get_fd(session);
    if (fd == SSH_INVALID_SOCKET || timeout.count() <= 0)
        return;
    const int on = 1;
    const int idle = int(std::max<std::int64_t>(1, timeout.count() / 3));
    const int interval = int(std::max<std::int64_t>(1, timeout.count() / 6));
    const unsigned userTimeoutMs = unsigned(timeout.count() * 1000);
    if (::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on) != 0)
        return;
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &interval, sizeof interval);
    ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeoutMs, sizeof userTimeoutMs);
}

/// The known_hosts name of a destination, as OpenSSH writes it.
QString knownHostsName(const SshParameters &parameters)
{
    return parameters.port == 22 ? parameters.host
                                 : QStringLiteral("[%1]:%2").arg(parameters.host).arg(parameters.port);
}

/// 1-based line numbers of plain (unhashed) known_hosts entries for this destination.
QList<int> knownHostsLines(const SshParameters &parameters)
{
    QList<int> lines;
    QFile file(parameters.knownHostsFile);
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    const QByteArray name = knownHostsName(parameters).toUtf8();
    int number = 0;
    while (!file.atEnd() && number < 1000000) {
        const QByteArray line = file.readLine().trimmed(); // whole: a long line is still one line
        ++number;
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        QByteArray hosts = line.left(line.indexOf(' '));
        if (hosts.startsWith('@')) // @cert-authority / @revoked markers: not a plain entry
            continue;
        if (hosts.split(',').contains(name))
            lines.append(number);
    }
    return lines;
}

struct ServerKey {
    QString type;
    QString fingerprint;
    QByteArray blob; ///< the public key in SSH wire format, as known_hosts lines hold it (base64)
};

Result<ServerKey> serverKey(ssh_session session)
{
    ssh_key rawKey = nullptr;
    if (ssh_get_server_publickey(session, &rawKey) != SSH_OK)
        return sshError(session, QStringLiteral("reading the server's host key"));
    const KeyPtr key(rawKey);
    unsigned char *hash = nullptr;
    size_t hashLength = 0;
    if (ssh_get_publickey_hash(key.get(), SSH_PUBLICKEY_HASH_SHA256, &hash, &hashLength) != SSH_OK)
        return sshError(session, QStringLiteral("hashing the server's host key"));
    char *fingerprint = ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, hashLength);
    ssh_clean_pubkey_hash(&hash);
    if (!fingerprint)
        return Error{ErrorCode::SshError, QStringLiteral("formatting the host key fingerprint failed")};
    ServerKey result{
        QString::fromUtf8(ssh_key_type_to_char(ssh_key_type(key.get()))), QString::fromUtf8(fingerprint), {}};
    ssh_string_free_char(fingerprint);
    char *base64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key.get(), &base64) != SSH_OK || !base64)
        return sshError(session, QStringLiteral("encoding the server's host key"));
    result.blob = QByteArray::fromBase64(QByteArray(base64));
    ssh_string_free_char(base64);
    if (result.blob.isEmpty())
        return Error{ErrorCode::SshError, QStringLiteral("encoding the server's host key gave nothing")};
    return result;
}

/// A known_hosts line that marks a key @revoked.
struct RevokedLine {
    QString file;
    int line = 0; ///< 1-based
};

/// The first line in files that marks the server's key `@revoked`.
///
/// libssh (0.10) skips marker lines altogether, so without this a revoked key would merely be
/// "unknown" and could be accepted. The line is matched on the key alone, whatever its host
/// patterns say (`*`, this host, another host, hashed): a key revoked for one name is not to be
/// trusted under another. That is stricter than OpenSSH, which also matches the patterns, and it
/// needs no pattern or hash matching of its own. The marker is matched without regard to case
/// for the same reason: "@REVOKED" says what it means.
std::optional<RevokedLine> revokedLine(const QStringList &files, const QByteArray &blob)
{
    constexpr int kMaxLines = 1000000;
    for (const QString &path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue; // a file that cannot be read revokes nothing (and libssh reads nothing from it)
        int number = 0;
        while (!file.atEnd() && number < kMaxLines) {
            const QByteArray line = file.readLine().simplified(); // whole, as above
            ++number;
            if (!line.startsWith('@'))
                continue;
            // @revoked <host patterns> <key type> <base64 key> [comment]
            const QList<QByteArray> fields = line.split(' ');
            if (fields.size() < 4 || fields.at(0).toLower() != "@revoked")
                continue;
            const auto decoded
                = QByteArray::fromBase64Encoding(fields.at(3), QByteArray::AbortOnBase64DecodingErrors);
            if (decoded && *decoded == blob)
                return RevokedLine{path, number};
        }
    }
    return std::nullopt;
}

/// The known_hosts files ssh_session_is_known_server reads: ours, and libssh's global one (by
/// default /etc/ssh/ssh_known_hosts, or GlobalKnownHostsFile of ssh_config).
QStringList knownHostsFiles(ssh_session session, const SshParameters &parameters)
{
    QStringList files{parameters.knownHostsFile};
    char *global = nullptr;
    if (ssh_options_get(session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, &global) == SSH_OK && global) {
        files.append(QFile::decodeName(global));
        ssh_string_free_char(global);
    }
    return files;
}

Result<void> acceptKey(ssh_session session, const SshParameters &parameters, const ServerKey &key)
{
    if (ssh_session_update_known_hosts(session) != SSH_OK)
        return sshError(session, QStringLiteral("adding the %1 host key %2 to %3")
                                     .arg(key.type, key.fingerprint, parameters.knownHostsFile));
    return {};
}

Result<void> verifyHostKey(ssh_session session, const SshParameters &parameters,
                           const SshCallbacks &callbacks)
{
    auto key = serverKey(session);
    if (!key)
        return key.error();
    const QString who = QStringLiteral("%1 port %2").arg(parameters.host).arg(parameters.port);
    // Before anything else: a revoked key is refused even where a plain line also lists it, and
    // whatever the policy or the consent callback would say (which are never asked).
    // @cert-authority lines need nothing here: libssh 0.10 skips them like every marker line and
    // verifies no host certificates, so a CA line never makes a host known (SshSessionTest checks
    // that it stays so), and knownHostsLines() never names one as the old entry.
    if (const std::optional<RevokedLine> revoked
        = revokedLine(knownHostsFiles(session, parameters), key->blob))
        return Error{
            ErrorCode::HostKeyRevoked,
            QStringLiteral("REVOKED HOST KEY: %1 presents the %2 host key %3, which %4 line %5 marks "
                           "@revoked; a revoked key is never trusted")
                .arg(who, key->type, key->fingerprint, revoked->file, QString::number(revoked->line))};
    const ssh_known_hosts_e state = ssh_session_is_known_server(session);
    switch (state) {
    case SSH_KNOWN_HOSTS_OK:
        return {};
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER: {
        const QList<int> lines = knownHostsLines(parameters);
        QStringList numbers;
        for (int line : lines)
            numbers << QString::number(line);
        const QString location
            = numbers.isEmpty() ? parameters.knownHostsFile
                                : QStringLiteral("%1 line %2")
                                      .arg(parameters.knownHostsFile, numbers.join(QStringLiteral(", ")));
        const QString what = state == SSH_KNOWN_HOSTS_CHANGED
                                 ? QStringLiteral("the host key of %1 has changed").arg(who)
                                 : QStringLiteral("%1 now offers a %2 host key, but a key of another type is "
                                                  "recorded for it")
                                       .arg(who, key->type);
        return Error{ErrorCode::HostKeyChanged,
                     QStringLiteral("%1: it now presents %2 %3, which does not match %4. The machine may "
                                    "have been reinstalled or replaced, or someone may be intercepting the "
                                    "connection. If you know the key changed legitimately, remove the old "
                                    "entry (ssh-keygen -R '%5' -f '%6') and connect again.")
                         .arg(what, key->type, key->fingerprint, location, knownHostsName(parameters),
                              parameters.knownHostsFile)};
    }
    case SSH_KNOWN_HOSTS_NOT_FOUND: // no known_hosts file yet: the same as an unknown key
    case SSH_KNOWN_HOSTS_UNKNOWN: {
        const HostKeyInfo info{parameters.host, parameters.port, key->type, key->fingerprint,
                               parameters.knownHostsFile};
        if (parameters.hostKeyPolicy == HostKeyPolicy::AcceptNew
            || (callbacks.acceptUnknownHostKey && callbacks.acceptUnknownHostKey(info)))
            return acceptKey(session, parameters, *key);
        return Error{ErrorCode::HostKeyUnknown,
                     QStringLiteral("the host key of %1 is not known (%2 %3, not in %4)")
                         .arg(who, key->type, key->fingerprint, parameters.knownHostsFile)};
    }
    case SSH_KNOWN_HOSTS_ERROR:
        return sshError(
            session,
            QStringLiteral("checking the host key of %1 against %2").arg(who, parameters.knownHostsFile));
    }
    return Error{ErrorCode::SshError, QStringLiteral("unexpected host key state %1").arg(int(state))};
}

QString methodNames(int methods)
{
    QStringList names;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY)
        names << QStringLiteral("publickey");
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        names << QStringLiteral("password");
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        names << QStringLiteral("keyboard-interactive");
    if (methods & SSH_AUTH_METHOD_HOSTBASED)
        names << QStringLiteral("hostbased");
    if (methods & SSH_AUTH_METHOD_GSSAPI_MIC)
        names << QStringLiteral("gssapi-with-mic");
    return names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "));
}

/// Keyboard-interactive prompts: at most 256 characters of them are shown.
QString serverText(const char *text)
{
    constexpr qsizetype kMaxServerTextChars = 256;
    if (!text)
        return {};
    return nodeText(QByteArrayView(text, qsizetype(::strnlen(text, 4 * kMaxServerTextChars))),
                    kMaxServerTextChars);
}

/// libssh's passphrase callback, forwarding to SshCallbacks::passphrase.
struct PassphraseContext {
    const SshCallbacks *callbacks = nullptr;
    QString identityFile;
    bool asked = false;
};

int passphraseCallback(const char * /*prompt*/, char *buffer, size_t length, int /*echo*/, int /*verify*/,
                       void *userdata)
{
    auto *context = static_cast<PassphraseContext *>(userdata);
    if (!context || !context->callbacks || !context->callbacks->passphrase || length == 0)
        return -1;
    context->asked = true;
    std::optional<QByteArray> secret = context->callbacks->passphrase(context->identityFile);
    if (!secret || std::size_t(secret->size()) >= length) {
        if (secret)
            wipeSecret(*secret);
        return -1;
    }
    std::memcpy(buffer, secret->constData(), std::size_t(secret->size()));
    buffer[secret->size()] = '\0';
    wipeSecret(*secret);
    return 0;
}

/// How one password-like method ended.
enum class Answered {
    Unknown = 0,
    Yes,    ///< the user answered every prompt (the server may still have refused)
    GaveUp, ///< the callback returned nullopt: ask nothing more
};

/// The login name as libssh will send it (parameters.user, else the local user).
QString loginName(ssh_session session, const SshParameters &parameters)
{
    if (!parameters.user.isEmpty())
        return parameters.user;
    char *user = nullptr;
    if (ssh_options_get(session, SSH_OPTIONS_USER, &user) == SSH_OK && user) {
        const QString name = QString::fromUtf8(user);
        ssh_string_free_char(user);
        return name;
    }
    return QStringLiteral("your user");
}

/// RFC 4256 keyboard-interactive: every prompt the server sends (echoed or not) goes to the
/// password callback as "(user@host) <prompt>", like OpenSSH shows it. Answers are handed to libssh
/// and wiped at once; libssh burns its copies when the exchange ends. Returns libssh's last
/// SSH_AUTH_* code.
Result<int> keyboardInteractive(ssh_session session, const SshParameters &parameters,
                                const SshCallbacks &callbacks, const std::atomic_bool *cancel,
                                Answered *answered)
{
    // A server that keeps asking is refused after this many rounds or prompts per round.
    constexpr int kMaxRounds = 8;
    constexpr int kMaxPrompts = 8;
    const QString who = QStringLiteral("(%1@%2)").arg(loginName(session, parameters), parameters.host);
    *answered = Answered::Yes;
    int rc = ssh_userauth_kbdint(session, nullptr, nullptr);
    for (int round = 0; rc == SSH_AUTH_INFO; ++round) {
        if (isCancelled(cancel))
            return Error{ErrorCode::Cancelled, QStringLiteral("authentication was cancelled")};
        const int prompts = ssh_userauth_kbdint_getnprompts(session);
        if (prompts < 0)
            return sshError(session, QStringLiteral("reading the keyboard-interactive prompts"));
        if (round >= kMaxRounds || prompts > kMaxPrompts)
            return SSH_AUTH_DENIED;
        const QString instruction = serverText(ssh_userauth_kbdint_getinstruction(session));
        for (int i = 0; i < prompts; ++i) {
            char echo = 0;
            const char *prompt = ssh_userauth_kbdint_getprompt(session, unsigned(i), &echo);
            if (!prompt)
                return sshError(session, QStringLiteral("reading a keyboard-interactive prompt"));
            QString text = QStringLiteral("%1 %2").arg(who, serverText(prompt));
            if (!instruction.isEmpty())
                text = instruction + QLatin1Char('\n') + text;
            std::optional<QByteArray> answer = callbacks.password(text);
            if (!answer) {
                *answered = Answered::GaveUp;
                return SSH_AUTH_DENIED;
            }
            // QByteArray's data is NUL-terminated; libssh copies it.
            const int set = ssh_userauth_kbdint_setanswer(session, unsigned(i), answer->constData());
            wipeSecret(*answer);
            if (set < 0)
                return sshError(session, QStringLiteral("answering a keyboard-interactive prompt"));
        }
        rc = ssh_userauth_kbdint(session, nullptr, nullptr);
    }
    return rc;
}

Result<void> authenticate(ssh_session session, const SshParameters &parameters, const SshCallbacks &callbacks,
                          const std::atomic_bool *cancel)
{
    auto cancelled = [cancel] {
        return isCancelled(cancel);
    };
    auto failed = [session](int rc, const QString &what) -> std::optional<Error> {
        if (rc == SSH_AUTH_ERROR)
            return sshError(session, what);
        return std::nullopt;
    };
    int rc = ssh_userauth_none(session, nullptr);
    if (rc == SSH_AUTH_SUCCESS)
        return {};
    if (auto error = failed(rc, QStringLiteral("starting authentication")))
        return *error;
    const int offered = ssh_userauth_list(session, nullptr);
    QStringList tried;

    if (offered & SSH_AUTH_METHOD_PUBLICKEY) {
        if (!qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK")) {
            tried << QStringLiteral("ssh-agent");
            rc = ssh_userauth_agent(session, nullptr);
            if (rc == SSH_AUTH_SUCCESS)
                return {};
            if (auto error = failed(rc, QStringLiteral("authenticating with ssh-agent")))
                return *error;
        }
        if (cancelled())
            return Error{ErrorCode::Cancelled, QStringLiteral("authentication was cancelled")};
        if (!parameters.identityFile.isEmpty()) {
            PassphraseContext context{&callbacks, parameters.identityFile};
            ssh_key rawKey = nullptr;
            const QByteArray path = QFile::encodeName(parameters.identityFile);
            rc = ssh_pki_import_privkey_file(path.constData(), nullptr, passphraseCallback, &context,
                                             &rawKey);
            const KeyPtr key(rawKey);
            if (rc != SSH_OK) {
                tried << QStringLiteral("identity file %1 (%2)")
                             .arg(parameters.identityFile, context.asked
                                                               ? QStringLiteral("wrong or no passphrase")
                                                               : QStringLiteral("could not be read"));
            } else {
                tried << QStringLiteral("identity file %1").arg(parameters.identityFile);
                rc = ssh_userauth_publickey(session, nullptr, key.get());
                if (rc == SSH_AUTH_SUCCESS)
                    return {};
                if (auto error
                    = failed(rc, QStringLiteral("authenticating with %1").arg(parameters.identityFile)))
                    return *error;
            }
        } else {
            tried << QStringLiteral("default keys");
            rc = ssh_userauth_publickey_auto(session, nullptr, nullptr);
            if (rc == SSH_AUTH_SUCCESS)
                return {};
            if (auto error = failed(rc, QStringLiteral("authenticating with the default keys")))
                return *error;
        }
    }
    // Keyboard-interactive before password, as OpenSSH orders them: servers with PAM often offer
    // only keyboard-interactive for what is really a password.
    Answered answered = Answered::Unknown;
    if ((offered & SSH_AUTH_METHOD_INTERACTIVE) && callbacks.password) {
        if (cancelled())
            return Error{ErrorCode::Cancelled, QStringLiteral("authentication was cancelled")};
        auto interactive = keyboardInteractive(session, parameters, callbacks, cancel, &answered);
        if (!interactive)
            return interactive.error();
        tried << (answered == Answered::GaveUp ? QStringLiteral("keyboard-interactive (no answer given)")
                                               : QStringLiteral("keyboard-interactive"));
        if (*interactive == SSH_AUTH_SUCCESS)
            return {};
        if (auto error = failed(*interactive, QStringLiteral("authenticating with keyboard-interactive")))
            return *error;
    }
    if (cancelled())
        return Error{ErrorCode::Cancelled, QStringLiteral("authentication was cancelled")};
    if ((offered & SSH_AUTH_METHOD_PASSWORD) && callbacks.password && answered != Answered::GaveUp) {
        std::optional<QByteArray> password = callbacks.password(
            QStringLiteral("Password for %1@%2").arg(loginName(session, parameters), parameters.host));
        if (password) {
            tried << QStringLiteral("password");
            // QByteArray's data is NUL-terminated: no append, which could leave an unwiped copy behind.
            rc = ssh_userauth_password(session, nullptr, password->constData());
            wipeSecret(*password);
            if (rc == SSH_AUTH_SUCCESS)
                return {};
            if (auto error = failed(rc, QStringLiteral("authenticating with a password")))
                return *error;
        } else {
            tried << QStringLiteral("password (no answer given)");
        }
    }
    return Error{
        ErrorCode::AuthenticationFailed,
        QStringLiteral("%1 port %2 did not accept any credentials; tried: %3; the server offers: %4")
            .arg(parameters.host, QString::number(parameters.port),
                 tried.isEmpty() ? QStringLiteral("nothing usable") : tried.join(QStringLiteral(", ")),
                 methodNames(offered))};
}

Result<void> configure(ssh_session session, const SshParameters &parameters)
{
    const QByteArray host = parameters.host.toUtf8();
    // ssh_config entries are matched against the alias when there is one, as `ssh gpu-box` does.
    const bool byAlias = parameters.config == SshConfigUse::Read && !parameters.configHost.isEmpty();
    const QByteArray lookup = byAlias ? parameters.configHost.toUtf8() : host;
    if (auto set = setOption(session, SSH_OPTIONS_HOST, lookup.constData(), "HOST"); !set)
        return set;
    if (parameters.config == SshConfigUse::Read) {
        // ~/.ssh/config fills in what the parameters leave at their defaults; explicit values are
        // set afterwards so that they win, as on OpenSSH's command line.
        const QByteArray file = QFile::encodeName(parameters.configFile);
        if (ssh_options_parse_config(session, file.isEmpty() ? nullptr : file.constData()) != SSH_OK)
            return sshError(
                session, QStringLiteral("reading %1")
                             .arg(file.isEmpty() ? QStringLiteral("~/.ssh/config") : parameters.configFile));
        // The stored address wins over the entry's HostName (they are the same after an import).
        if (byAlias) {
            if (auto set = setOption(session, SSH_OPTIONS_HOST, host.constData(), "HOST"); !set)
                return set;
        }
    } else {
        const bool process = false;
        if (auto set = setOption(session, SSH_OPTIONS_PROCESS_CONFIG, &process, "PROCESS_CONFIG"); !set)
            return set;
    }
    const bool fromConfig = parameters.config == SshConfigUse::Read;
    if (!fromConfig || parameters.port != 22) {
        const unsigned int port = unsigned(parameters.port);
        if (auto set = setOption(session, SSH_OPTIONS_PORT, &port, "PORT"); !set)
            return set;
    }
    if (!parameters.user.isEmpty()) {
        const QByteArray user = parameters.user.toUtf8();
        if (auto set = setOption(session, SSH_OPTIONS_USER, user.constData(), "USER"); !set)
            return set;
    }
    const QByteArray knownHosts = QFile::encodeName(parameters.knownHostsFile);
    if (auto set = setOption(session, SSH_OPTIONS_KNOWNHOSTS, knownHosts.constData(), "KNOWNHOSTS"); !set)
        return set;
    const long timeoutS = std::max<long>(1, long(parameters.connectTimeout.count()));
    if (auto set = setOption(session, SSH_OPTIONS_TIMEOUT, &timeoutS, "TIMEOUT"); !set)
        return set;
    // Without TCP_NODELAY every small write waits for an ACK: SFTP and JSON lines crawl.
    const int noDelay = 1;
    if (auto set = setOption(session, SSH_OPTIONS_NODELAY, &noDelay, "NODELAY"); !set)
        return set;
    return {};
}

/// Asks sshd to kill a command we stop waiting for. Best effort: OpenSSH refuses signal requests
/// in sessions without privilege separation (root logins). Closing the channel afterwards closes
/// the command's stdin and output either way, so a command that writes dies of SIGPIPE; one that
/// neither reads nor writes runs to its end.
void stop(ssh_channel channel)
{
    if (ssh_channel_is_open(channel))
        (void)ssh_channel_request_send_signal(channel, "KILL");
}

} // namespace

void wipeSecret(QByteArray &secret)
{
    if (secret.isEmpty())
        return;
    // volatile keeps the compiler from dropping the stores as dead.
    volatile char *bytes = secret.data();
    for (qsizetype i = 0; i < secret.size(); ++i)
        bytes[i] = '\0';
    secret.clear();
}

QString nodeText(QByteArrayView bytes, qsizetype maxChars)
{
    QString result = QString::fromUtf8(bytes.first(std::min(bytes.size(), 4 * maxChars)));
    for (QChar &c : result) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            c = QLatin1Char(' ');
    }
    result = result.trimmed();
    if (result.size() > maxChars)
        result = result.left(maxChars) + QChar(0x2026);
    return result;
}

struct SshSession::Private {
    SessionPtr session;
};

SshSession::SshSession(const SshParameters &parameters, std::unique_ptr<Private> data)
    : m_parameters(parameters)
    , d(std::move(data))
{}

SshSession::~SshSession() = default;

ssh_session_struct *SshSession::nativeHandle() const
{
    return d->session.get();
}

QString SshSession::destination() const
{
    return QStringLiteral("%1@%2:%3")
        .arg(m_parameters.user, m_parameters.host, QString::number(m_parameters.port));
}

Result<std::unique_ptr<SshSession>> SshSession::connect(const SshParameters &parameters,
                                                        const SshCallbacks &callbacks,
                                                        const std::atomic_bool *cancel)
{
    if (parameters.host.isEmpty())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("no host given")};
    if (parameters.port < 1 || parameters.port > 65535)
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("port %1 is out of range").arg(parameters.port)};
    if (parameters.knownHostsFile.isEmpty())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("no known_hosts file given")};
    if (isCancelled(cancel))
        return Error{ErrorCode::Cancelled, QStringLiteral("connecting was cancelled")};

    SessionPtr session(ssh_new());
    if (!session)
        return Error{ErrorCode::SshError, QStringLiteral("creating an SSH session failed (out of memory?)")};
    if (auto configured = configure(session.get(), parameters); !configured)
        return configured.error();
    if (auto connected = connectNonBlocking(session.get(), parameters, cancel); !connected)
        return connected.error();
    watchForDeadPeer(session.get(), parameters.deadPeerTimeout);
    if (isCancelled(cancel))
        return Error{ErrorCode::Cancelled, QStringLiteral("connecting was cancelled")};
    if (auto verified = verifyHostKey(session.get(), parameters, callbacks); !verified)
        return verified.error();
    if (auto authenticated = authenticate(session.get(), parameters, callbacks, cancel); !authenticated)
        return authenticated.error();

    auto data = std::make_unique<Private>();
    data->session = std::move(session);
    return std::unique_ptr<SshSession>(new SshSession(parameters, std::move(data)));
}

Result<ExecResult> SshSession::exec(const QString &command, const QByteArray &stdinBytes,
                                    std::chrono::milliseconds timeout, const std::atomic_bool *cancel,
                                    qsizetype maxOutputBytes)
{
    bool sent = false;
    const StdinSource once = [&stdinBytes, &sent]() -> Result<QByteArray> {
        if (sent)
            return QByteArray();
        sent = true;
        return stdinBytes;
    };
    return execStreaming(command, once, timeout, cancel, maxOutputBytes);
}

Result<ExecResult> SshSession::execStreaming(const QString &command, const StdinSource &source,
                                             std::chrono::milliseconds timeout,
                                             const std::atomic_bool *cancel, qsizetype maxOutputBytes)
{
    ssh_session session = d->session.get();
    const QDeadlineTimer deadline(timeout.count());
    ChannelPtr channel(ssh_channel_new(session));
    if (!channel)
        return sshError(session, QStringLiteral("creating a channel"));
    if (ssh_channel_open_session(channel.get()) != SSH_OK)
        return sshError(session, QStringLiteral("opening a session channel"));
    const QByteArray commandBytes = command.toUtf8();
    if (ssh_channel_request_exec(channel.get(), commandBytes.constData()) != SSH_OK)
        return sshError(session, QStringLiteral("starting the remote command"));
    for (;;) {
        if (isCancelled(cancel)) {
            stop(channel.get());
            return Error{ErrorCode::Cancelled, QStringLiteral("the remote command was cancelled")};
        }
        if (deadline.hasExpired()) {
            stop(channel.get());
            return Error{ErrorCode::SshError,
                         QStringLiteral("the remote command did not take its input within %1 ms")
                             .arg(qlonglong(timeout.count()))};
        }
        auto piece = source();
        if (!piece) {
            stop(channel.get());
            return piece.error();
        }
        if (piece->isEmpty())
            break;
        qsizetype written = 0;
        while (written < piece->size()) {
            const int n = ssh_channel_write(channel.get(), piece->constData() + written,
                                            uint32_t(std::min<qsizetype>(piece->size() - written, 65536)));
            if (n == SSH_ERROR)
                return sshError(session, QStringLiteral("writing to the remote command"));
            written += n;
        }
    }
    if (ssh_channel_send_eof(channel.get()) != SSH_OK)
        return sshError(session, QStringLiteral("closing the remote command's input"));

    ExecResult result;
    auto keep = [&](QByteArray &target, const char *data, int length) {
        const qsizetype room = std::max<qsizetype>(0, maxOutputBytes - target.size());
        if (length > room)
            result.outputTruncated = true;
        target.append(data, std::min<qsizetype>(room, length));
    };
    char buffer[16384];
    for (;;) {
        bool any = false;
        for (int isStderr : {0, 1}) {
            const int n = ssh_channel_read_nonblocking(channel.get(), buffer, sizeof buffer, isStderr);
            if (n == SSH_ERROR)
                return sshError(session, QStringLiteral("reading the remote command's output"));
            if (n > 0) {
                keep(isStderr ? result.stdErr : result.stdOut, buffer, n);
                any = true;
            }
        }
        if (!any && (ssh_channel_is_eof(channel.get()) || ssh_channel_is_closed(channel.get())))
            break;
        // Checked on every round, also while output streams in, so that a chatty command cannot
        // hold us past the deadline.
        if (isCancelled(cancel)) {
            stop(channel.get());
            return Error{ErrorCode::Cancelled, QStringLiteral("the remote command was cancelled")};
        }
        if (deadline.hasExpired()) {
            stop(channel.get());
            return Error{ErrorCode::SshError, QStringLiteral("the remote command did not finish within %1 ms")
                                                  .arg(qlonglong(timeout.count()))};
        }
        if (any)
            continue;
        const int slice = int(std::min<qint64>(kPollSliceMs, std::max<qint64>(1, deadline.remainingTime())));
        if (ssh_channel_poll_timeout(channel.get(), slice, 0) == SSH_ERROR)
            return sshError(session, QStringLiteral("waiting for the remote command"));
    }
    result.exitStatus = ssh_channel_get_exit_status(channel.get());
    return result;
}

} // namespace shardscope::core
