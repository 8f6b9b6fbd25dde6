#include "core/deploy/AgentDeployment.h"

#include "core/ssh/SshHandles.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QRandomGenerator>

#include <openssl/evp.h>

#include <memory>

namespace shardscope::core {

using namespace ssh;

namespace {

// Pieces of the agent written to the channel at a time (progress is reported per piece).
constexpr qint64 kUploadPieceBytes = 256 * 1024;
constexpr std::chrono::seconds kCommandTimeout(60);
// The whole upload: 10 minutes is 100 MB at the slowest link worth measuring (about 1.4 Mbit/s).
constexpr std::chrono::minutes kUploadTimeout(10);
constexpr int kShaPrefixChars = 16;

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
    # .shardscope: another node sharing this folder (an NFS home) marked it meanwhile.
    case ${f##*/} in agent | .shardscope) continue ;; esac
    printf '%s holds files ShardScope did not put there (%s); choose an empty or new folder\n' "$base" "${f##*/}" >&2
    exit 3
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

// Receives the agent on stdin into $1 and prints the SHA-256 of what arrived and tee's exit
// status: the node checks the bytes while they are written, in one pass, and a failed write (a
// full disk) is never mistaken for a good upload.
constexpr char kReceiveScript[] = R"sh(umask 077
exec 4>&1
rc=$( { { tee -- "$1"; echo "$?" >&3; } | sha256sum >&4; } 3>&1 )
printf 'tee-status %s\n' "$rc"
)sh";

/// Streams the file into remotePath over an exec channel and checks on the node that the bytes
/// written have the expected SHA-256. (libssh 0.10 keeps one SFTP write in flight: SFTP reached
/// 0.43 of scp's speed at 2 ms RTT with the checksum pass after it; this reaches more than scp.)
Result<void> upload(SshSession &session, QFile &file, const QString &remotePath, const QString &sha256,
                    const std::atomic_bool *cancel, const UploadProgress &progress)
{
    const qint64 totalBytes = file.size();
    qint64 doneBytes = 0;
    if (progress)
        progress(0, totalBytes);
    const SshSession::StdinSource source = [&]() -> Result<QByteArray> {
        if (doneBytes > 0 && progress)
            progress(doneBytes, totalBytes);
        const QByteArray piece = file.read(kUploadPieceBytes);
        if (piece.isEmpty() && !file.atEnd())
            return Error{ErrorCode::AgentNotFound,
                         QStringLiteral("reading %1 failed: %2").arg(file.fileName(), file.errorString())};
        doneBytes += piece.size();
        return piece;
    };
    auto received = session.execStreaming(shScript(QString::fromLatin1(kReceiveScript), {remotePath}), source,
                                          kUploadTimeout, cancel);
    if (!received) {
        if (received.error().code == ErrorCode::Cancelled
            || received.error().code == ErrorCode::AgentNotFound)
            return received.error();
        return Error{ErrorCode::AgentUploadFailed,
                     QStringLiteral("sending the agent to %1: %2").arg(remotePath, received.error().detail)};
    }
    if (received->exitStatus != 0 || !received->stdOut.contains("\ntee-status 0\n"))
        return commandFailed(QStringLiteral("writing %1 on the node").arg(remotePath), *received);
    const QString arrived = QString::fromLatin1(received->stdOut.left(64));
    if (arrived != sha256)
        return Error{ErrorCode::AgentUploadFailed,
                     QStringLiteral("the uploaded agent's SHA-256 on the node is %1, expected %2")
                         .arg(nodeText(received->stdOut.left(64)), sha256)};
    return {};
}

/// The SHA-256 of a local file, remembered per path, size and modification time: every node of a
/// run deploys the same build, and hashing it once per node cost most of the controller's CPU.
Result<QString> localSha256(QFile &file)
{
    static QMutex mutex;
    static QHash<QString, QString> known;
    const QFileInfo info(file);
    const QString key = QStringLiteral("%1\n%2\n%3")
                            .arg(info.absoluteFilePath())
                            .arg(info.size())
                            .arg(info.lastModified().toMSecsSinceEpoch());
    {
        const QMutexLocker lock(&mutex);
        if (const auto found = known.constFind(key); found != known.constEnd())
            return *found;
    }
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    if (!context || EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr) != 1)
        return Error{ErrorCode::AgentNotFound, QStringLiteral("SHA-256 is not available from OpenSSL")};
    QByteArray piece;
    while (!(piece = file.read(kUploadPieceBytes)).isEmpty())
        EVP_DigestUpdate(context.get(), piece.constData(), std::size_t(piece.size()));
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (file.error() != QFileDevice::NoError || EVP_DigestFinal_ex(context.get(), digest, &length) != 1)
        return Error{ErrorCode::AgentNotFound,
                     QStringLiteral("reading %1 failed: %2").arg(file.fileName(), file.errorString())};
    const QString sha256
        = QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(digest), qsizetype(length)).toHex());
    const QMutexLocker lock(&mutex);
    known.insert(key, sha256);
    return sha256;
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
    auto sha256 = localSha256(file);
    if (!sha256)
        return sha256.error();
    if (version.isEmpty() || version.contains(QLatin1Char('/')))
        return Error{ErrorCode::InvalidArgument, QStringLiteral("invalid agent version \"%1\"").arg(version)};

    auto base = baseDir(session, location, cancel);
    if (!base)
        return base.error();
    const QString dir = QStringLiteral("%1/agent/%2-%3").arg(*base, version, sha256->left(kShaPrefixChars));
    DeployedAgent deployed{dir + QStringLiteral("/shardscope-agent"), *sha256, false};

    bool missing = false;
    auto existing = remoteSha256(session, deployed.remotePath, &missing, cancel);
    if (!existing)
        return existing.error();
    if (!missing && *existing == *sha256)
        return deployed; // the same build is there already

    if (isCancelled(cancel))
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
    if (auto uploaded = upload(session, file, temporary, *sha256, cancel, progress); !uploaded) {
        (void)session.exec(QStringLiteral("rm -f -- ") + shellQuote(temporary), {}, kCommandTimeout);
        return uploaded.error();
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
