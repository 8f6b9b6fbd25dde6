#pragma once

#include "core/Result.h"
#include "core/SafeText.h" // shellQuote, for the commands run through it
#include "core/model/SshParameters.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>

// libssh's handle type, without making libssh's headers part of core's public interface.
struct ssh_session_struct;

namespace shardscope::core {

/// A server's host key, as shown to the user when asking whether to trust it.
struct HostKeyInfo {
    QString host;              ///< as connected to
    int port = 22;             ///< as connected to
    QString keyType;           ///< "ssh-ed25519", "ecdsa-sha2-nistp256", …
    QString fingerprintSha256; ///< "SHA256:<base64>", as OpenSSH prints it
    QString knownHostsFile;    ///< where an accepted key is written
};

/// What the UI answers while a connection is being made. Called on the connecting thread;
/// core never shows a dialog itself. An empty function means "no".
struct SshCallbacks {
    /// An unknown host key under HostKeyPolicy::Strict: true adds it to known_hosts and goes on.
    /// Never asked for a revoked or changed key.
    std::function<bool(const HostKeyInfo &key)> acceptUnknownHostKey;
    /// The passphrase of an encrypted identity file (the path is passed); nullopt gives up.
    std::function<std::optional<QByteArray>(const QString &identityFile)> passphrase;
    /// A password for user@host, or the answer to one keyboard-interactive prompt of the server
    /// (the text is the prompt, naming user@host); nullopt gives up. Used once, wiped, never stored.
    std::function<std::optional<QByteArray>(const QString &prompt)> password;
};

/// What a remote command did.
struct ExecResult {
    int exitStatus = -1;          ///< the command's exit status; -1 when it was killed by a signal
    QByteArray stdOut;            ///< at most maxOutputBytes of its stdout
    QByteArray stdErr;            ///< at most maxOutputBytes of its stderr
    bool outputTruncated = false; ///< more output came than was kept
};

/// Overwrites a password or passphrase in place before its memory is released, then empties it.
/// A copy that shares the bytes elsewhere is its owner's to wipe.
void wipeSecret(QByteArray &secret);

/// Text a node or server sent, made fit for a message: control characters become spaces, cut to
/// maxChars (with "…"), whatever the node sends.
QString nodeText(QByteArrayView bytes, qsizetype maxChars = 512);

/// One connected, authenticated SSH session (libssh). Blocking; used by one thread at a time.
/// The libssh handles are freed by RAII deleters; the connection is closed on destruction.
class SshSession
{
public:
    /// Connects, verifies the host key against parameters.knownHostsFile and authenticates
    /// (ssh-agent, identity file, default keys when no identity is given, then keyboard-interactive
    /// and password through the password callback).
    /// A key that a known_hosts line (ours or the global file) marks `@revoked` is refused before
    /// anything else, whatever hostKeyPolicy and the consent callback would say; `@cert-authority`
    /// lines never make a host known (libssh does not use host certificates).
    /// Errors: NameNotResolved, ConnectionRefused, ConnectTimeout, HostKeyRevoked, HostKeyUnknown,
    /// HostKeyChanged, AuthenticationFailed, Cancelled, SshError. The TCP connect and key exchange are
    /// bounded by connectTimeout and see *cancel within 0.1 s; later steps check it between round trips.
    static Result<std::unique_ptr<SshSession>> connect(const SshParameters &parameters,
                                                       const SshCallbacks &callbacks = {},
                                                       const std::atomic_bool *cancel = nullptr);
    ~SshSession();
    SshSession(const SshSession &) = delete;
    SshSession &operator=(const SshSession &) = delete;

    /// Runs command (already quoted with shellQuote where needed) through the user's shell,
    /// feeds it stdinBytes followed by EOF and collects its output. AgentTimeout-like expiry is
    /// reported as SshError naming the timeout; Cancelled when *cancel becomes true.
    Result<ExecResult> exec(const QString &command, const QByteArray &stdinBytes = {},
                            std::chrono::milliseconds timeout = std::chrono::seconds(60),
                            const std::atomic_bool *cancel = nullptr, qsizetype maxOutputBytes = 1024 * 1024);

    /// Supplies a remote command's stdin piece by piece: the next bytes; empty at the end.
    using StdinSource = std::function<Result<QByteArray>()>;
    /// exec() with stdin streamed from source (a large file, without holding it in memory); cancel
    /// and the deadline are also checked between the pieces.
    Result<ExecResult> execStreaming(const QString &command, const StdinSource &source,
                                     std::chrono::milliseconds timeout,
                                     const std::atomic_bool *cancel = nullptr,
                                     qsizetype maxOutputBytes = 1024 * 1024);

    const SshParameters &parameters() const { return m_parameters; }
    /// "user@host:port", for messages.
    QString destination() const;
    /// The libssh session, for transports inside core (SshChannelTransport).
    ssh_session_struct *nativeHandle() const;

private:
    struct Private;
    SshSession(const SshParameters &parameters, std::unique_ptr<Private> d);

    SshParameters m_parameters;
    std::unique_ptr<Private> d;
};

} // namespace shardscope::core
