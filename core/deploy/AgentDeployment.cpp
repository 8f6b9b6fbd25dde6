#include "core/deploy/AgentDeployment.h"

#include "core/ssh/SshHandles.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRandomGenerator>

#include <libssh/sftp.h>

#include <fcntl.h>

namespace shardscope::core {

using namespace ssh;

namespace {

// OpenSSH's sftp-server rejects writes of 262144 bytes; 200000 is the largest size measured to
// work, and large writes are what makes SFTP fast over links with latency.
constexpr qint64 kSftpWriteBytes = 200000;
constexpr std::chrono::seconds kCommandTimeout(60);
constexpr int kShaPrefixChars = 16;

struct SftpDeleter {
    void operator()(sftp_session sftp) const { sftp_free(sftp); }
};
using SftpPtr = std::unique_ptr<sftp_session_struct, SftpDeleter>;

Result<QString> remoteSha256(SshSession &session, const QString &path, bool *missing,
                             const std::atomic_bool *cancel)
{
    auto sum = session.exec(QStringLiteral("sha256sum -- ") + shellQuote(path), {}, kCommandTimeout, cancel);
    if (!sum)
        return sum.error();
    if (sum->exitStatus != 0) {
        *missing = true;
        return QString();
    }
    *missing = false;
    return QString::fromLatin1(sum->stdOut.left(64));
}

Result<QString> baseDir(SshSession &session, const DeploymentLocation &location,
                        const std::atomic_bool *cancel)
{
    if (!location.baseDir.isEmpty()) {
        if (!location.baseDir.startsWith(QLatin1Char('/')))
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("the deployment folder %1 is not absolute").arg(location.baseDir)};
        return location.baseDir;
    }
    auto home = session.exec(QStringLiteral("printf %s \"$HOME\""), {}, kCommandTimeout, cancel);
    if (!home)
        return home.error();
    const QString path = QString::fromUtf8(home->stdOut);
    if (home->exitStatus != 0 || !path.startsWith(QLatin1Char('/')))
        return Error{
            ErrorCode::AgentUploadFailed,
            QStringLiteral("the home folder of %1 on the node is unknown").arg(session.destination())};
    return path + QStringLiteral("/.cache/shardscope");
}

// The folder ShardScope owns on a node is marked by this file. A folder without it is only used
// (and `remove` only deletes it) when it holds nothing but an `agent` folder: a mistyped
// --node-dir such as the home folder is refused instead of emptied or locked to 0700.
constexpr char kOwnerCheck[] = R"sh(base=$1
if [ -d "$base" ] && [ ! -e "$base/.shardscope" ]; then
  for f in "$base"/* "$base"/.[!.]* "$base"/..?*; do
    if [ ! -e "$f" ] && [ ! -L "$f" ]; then continue; fi
    if [ "${f##*/}" != agent ]; then
      printf '%s holds files ShardScope did not put there (%s); choose an empty or new folder\n' "$base" "${f##*/}" >&2
      exit 3
    fi
  done
fi
)sh";

// $1 base, $2 the version's folder under $1/agent.
constexpr char kPrepareScript[]
    = R"sh(umask 077 && mkdir -p -- "$2" && : > "$1/.shardscope" && chmod 700 -- "$1" "$1/agent" "$2")sh";

constexpr char kRemoveScript[] = R"sh(if [ -e "$base" ] || [ -L "$base" ]; then rm -rf -- "$base"; fi)sh";

/// `sh -c SCRIPT sh ARGS…`: the script is constant, every argument quoted.
QString shScript(const QString &script, const QStringList &arguments)
{
    QString command = QStringLiteral("sh -c ") + shellQuote(script) + QStringLiteral(" sh");
    for (const QString &argument : arguments)
        command += QLatin1Char(' ') + shellQuote(argument);
    return command;
}

Error commandFailed(const QString &what, const ExecResult &result)
{
    return Error{ErrorCode::AgentUploadFailed,
                 QStringLiteral("%1 failed (exit status %2): %3")
                     .arg(what, QString::number(result.exitStatus), nodeText(result.stdErr))};
}

Result<void> upload(SshSession &session, QFile &file, const QString &remotePath,
                    const std::atomic_bool *cancel, const UploadProgress &progress)
{
    ssh_session ssh = session.nativeHandle();
    SftpPtr sftp(sftp_new(ssh));
    if (!sftp)
        return Error{ErrorCode::AgentUploadFailed, QStringLiteral("starting SFTP: %1").arg(lastError(ssh))};
    if (sftp_init(sftp.get()) != SSH_OK)
        return Error{ErrorCode::AgentUploadFailed, QStringLiteral("starting SFTP (error %1): %2")
                                                       .arg(sftp_get_error(sftp.get()))
                                                       .arg(lastError(ssh))};
    const QByteArray path = remotePath.toUtf8();
    sftp_file remote = sftp_open(sftp.get(), path.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0700);
    if (!remote)
        return Error{ErrorCode::AgentUploadFailed, QStringLiteral("creating %1 over SFTP (error %2): %3")
                                                       .arg(remotePath)
                                                       .arg(sftp_get_error(sftp.get()))
                                                       .arg(lastError(ssh))};
    auto closeRemote = [&remote] {
        const int rc = sftp_close(remote);
        remote = nullptr;
        return rc;
    };
    const qint64 totalBytes = file.size();
    qint64 doneBytes = 0;
    if (progress)
        progress(0, totalBytes);
    QByteArray chunk;
    while (!file.atEnd()) {
        if (cancel && cancel->load()) {
            closeRemote();
            return Error{ErrorCode::Cancelled, QStringLiteral("the agent upload was cancelled")};
        }
        chunk = file.read(kSftpWriteBytes);
        if (chunk.isEmpty() && !file.atEnd()) {
            closeRemote();
            return Error{ErrorCode::AgentNotFound,
                         QStringLiteral("reading %1 failed: %2").arg(file.fileName(), file.errorString())};
        }
        const ssize_t written = sftp_write(remote, chunk.constData(), std::size_t(chunk.size()));
        if (written != ssize_t(chunk.size())) {
            closeRemote();
            return Error{ErrorCode::AgentUploadFailed, QStringLiteral("writing %1 over SFTP (error %2): %3")
                                                           .arg(remotePath)
                                                           .arg(sftp_get_error(sftp.get()))
                                                           .arg(lastError(ssh))};
        }
        doneBytes += written;
        if (progress)
            progress(doneBytes, totalBytes);
    }
    if (closeRemote() != SSH_OK)
        return Error{ErrorCode::AgentUploadFailed,
                     QStringLiteral("closing %1 over SFTP: %2").arg(remotePath, lastError(ssh))};
    return {};
}

} // namespace

Result<DeployedAgent> deployAgent(SshSession &session, const QString &localAgentPath, const QString &version,
                                  const DeploymentLocation &location, const std::atomic_bool *cancel,
                                  const UploadProgress &progress)
{
    QFile file(localAgentPath);
    if (!file.open(QIODevice::ReadOnly))
        return Error{
            ErrorCode::AgentNotFound,
            QStringLiteral("the agent build %1 cannot be read: %2").arg(localAgentPath, file.errorString())};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file))
        return Error{ErrorCode::AgentNotFound, QStringLiteral("reading %1 failed").arg(localAgentPath)};
    const QString sha256 = QString::fromLatin1(hash.result().toHex());
    if (version.isEmpty() || version.contains(QLatin1Char('/')))
        return Error{ErrorCode::InvalidArgument, QStringLiteral("invalid agent version \"%1\"").arg(version)};

    auto base = baseDir(session, location, cancel);
    if (!base)
        return base.error();
    const QString dir = QStringLiteral("%1/agent/%2-%3").arg(*base, version, sha256.left(kShaPrefixChars));
    DeployedAgent deployed{dir + QStringLiteral("/shardscope-agent"), sha256, false};

    bool missing = false;
    auto existing = remoteSha256(session, deployed.remotePath, &missing, cancel);
    if (!existing)
        return existing.error();
    if (!missing && *existing == sha256)
        return deployed; // the same build is there already

    if (cancel && cancel->load())
        return Error{ErrorCode::Cancelled, QStringLiteral("the agent upload was cancelled")};
    // Folders ShardScope creates are 0700; the user's ~/.cache keeps its mode.
    auto made = session.exec(
        shScript(QString::fromLatin1(kOwnerCheck) + QString::fromLatin1(kPrepareScript), {*base, dir}), {},
        kCommandTimeout, cancel);
    if (!made)
        return made.error();
    if (made->exitStatus != 0)
        return commandFailed(QStringLiteral("creating %1 on the node").arg(dir), *made);

    const QString temporary = QStringLiteral("%1/.shardscope-agent.tmp-%2")
                                  .arg(dir, QString::number(QRandomGenerator::global()->generate64(), 16));
    file.seek(0);
    if (auto uploaded = upload(session, file, temporary, cancel, progress); !uploaded) {
        (void)session.exec(QStringLiteral("rm -f -- ") + shellQuote(temporary), {}, kCommandTimeout);
        return uploaded.error();
    }
    // Checked on the node before it takes the agent's place: a damaged upload never runs.
    auto uploadedSum = remoteSha256(session, temporary, &missing, cancel);
    if (!uploadedSum || missing || *uploadedSum != sha256) {
        (void)session.exec(QStringLiteral("rm -f -- ") + shellQuote(temporary), {}, kCommandTimeout);
        if (!uploadedSum)
            return uploadedSum.error();
        return Error{ErrorCode::AgentUploadFailed,
                     QStringLiteral("the uploaded agent's SHA-256 on the node is %1, expected %2")
                         .arg(missing ? QStringLiteral("unreadable") : *uploadedSum, sha256)};
    }
    auto moved = session.exec(QStringLiteral("chmod 700 -- %1 && mv -f -- %1 %2")
                                  .arg(shellQuote(temporary), shellQuote(deployed.remotePath)),
                              {}, kCommandTimeout, cancel);
    if (!moved)
        return moved.error();
    if (moved->exitStatus != 0)
        return commandFailed(QStringLiteral("moving the agent into place"), *moved);
    deployed.uploaded = true;
    return deployed;
}

Result<void> removeDeployment(SshSession &session, const DeploymentLocation &location,
                              const std::atomic_bool *cancel)
{
    auto base = baseDir(session, location, cancel);
    if (!base)
        return base.error();
    auto removed = session.exec(
        shScript(QString::fromLatin1(kOwnerCheck) + QString::fromLatin1(kRemoveScript), {*base}), {},
        kCommandTimeout, cancel);
    if (!removed)
        return removed.error();
    if (removed->exitStatus != 0)
        return commandFailed(QStringLiteral("removing %1 on the node").arg(*base), *removed);
    return {};
}

} // namespace shardscope::core
