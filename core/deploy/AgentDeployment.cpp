#include "core/deploy/AgentDeployment.h"

#include "core/ssh/SshHandles.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <openssl/evp.h>

#include <algorithm>
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
// The bundle's files, as docs/ARCHITECTURE.md, "Agent deployment", and remote-agent/CMakeLists.txt lay
// them out.
constexpr char kAgentName[] = "shardscope-agent";
constexpr char kPluginName[] = "libshardscope-cuda.so";
constexpr char kLibraryFolder[] = "lib";

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

// $1 base, $2 the version's folder under $1/agent, $3 the manifest's name, then the subfolders. The
// manifest goes first: the folder is incomplete from now until the last file is in place.
constexpr char kPrepareScript[] = R"sh(umask 077 && mkdir -p -- "$2" && : > "$1/.shardscope" &&
chmod 700 -- "$1" "$1/agent" "$2" && rm -f -- "$2/$3" || exit 1
dir=$2
shift 3
for sub in "$@"; do mkdir -p -- "$dir/$sub" && chmod 700 -- "$dir/$sub" || exit 1; done
)sh";

// $1 the version's folder, then the bundle's files relative to it: the SHA-256 of those that are
// there. A missing folder or file is simply not listed.
constexpr char kCheckScript[] = R"sh(cd -- "$1" 2>/dev/null || exit 0
shift
sha256sum -- "$@" 2>/dev/null
exit 0
)sh";

// Triples of mode, temporary path and final path: each file is put in place in the order given,
// the manifest last, so that a folder with a manifest holds every file.
constexpr char kPlaceScript[] = R"sh(while [ "$#" -ge 3 ]; do
  chmod "$1" -- "$2" && mv -f -- "$2" "$3" || exit 1
  shift 3
done
)sh";

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

// Receives a file on stdin into $1 and prints the SHA-256 of what arrived and tee's exit status:
// the node checks the bytes while they are written, in one pass, and a failed write (a full disk)
// is never mistaken for a good upload.
constexpr char kReceiveScript[] = R"sh(umask 077
exec 4>&1
rc=$( { { tee -- "$1"; echo "$?" >&3; } | sha256sum >&4; } 3>&1 )
printf 'tee-status %s\n' "$rc"
)sh";

/// Called with the size of every piece once it has been handed to the channel.
using PieceSent = std::function<void(qint64 bytes)>;

/// Streams source into remotePath over an exec channel and checks on the node that the bytes
/// written have the expected SHA-256. (libssh 0.10 keeps one SFTP write in flight: SFTP reached
/// 0.43 of scp's speed at 2 ms RTT with the checksum pass after it; this reaches more than scp.)
Result<void> upload(SshSession &session, QIODevice &source, const QString &what, const QString &remotePath,
                    const QString &sha256, const std::atomic_bool *cancel, const PieceSent &sent)
{
    qint64 pendingBytes = 0;
    const SshSession::StdinSource pieces = [&]() -> Result<QByteArray> {
        // Asked for the next piece: the previous one is with the channel.
        if (pendingBytes > 0 && sent)
            sent(pendingBytes);
        const QByteArray piece = source.read(kUploadPieceBytes);
        if (piece.isEmpty() && !source.atEnd())
            return Error{ErrorCode::AgentNotFound,
                         QStringLiteral("reading %1 failed: %2").arg(what, source.errorString())};
        pendingBytes = piece.size();
        return piece;
    };
    auto received = session.execStreaming(shScript(QString::fromLatin1(kReceiveScript), {remotePath}), pieces,
                                          kUploadTimeout, cancel);
    if (!received) {
        if (received.error().code == ErrorCode::Cancelled
            || received.error().code == ErrorCode::AgentNotFound)
            return received.error();
        return Error{ErrorCode::AgentUploadFailed,
                     QStringLiteral("sending %1 to %2: %3").arg(what, remotePath, received.error().detail)};
    }
    if (received->exitStatus != 0 || !received->stdOut.contains("\ntee-status 0\n"))
        return commandFailed(QStringLiteral("writing %1 on the node").arg(remotePath), *received);
    const QString arrived = QString::fromLatin1(received->stdOut.left(64));
    if (arrived != sha256)
        return Error{ErrorCode::AgentUploadFailed,
                     QStringLiteral("the SHA-256 of %1 on the node is %2, expected %3")
                         .arg(what, nodeText(received->stdOut.left(64)), sha256)};
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

/// One file of the agent bundle.
struct BundleFile {
    QString localPath;    ///< where it is on this computer
    QString relativePath; ///< under the versioned folder on the node: "shardscope-agent", "lib/libgloo.so.0"
    QString sha256;       ///< hex SHA-256 of its content
    qint64 sizeBytes = 0; ///< its size
};

/// The local agent bundle: its files sorted by relative path, and their manifest.
struct Bundle {
    QList<BundleFile> files;
    QByteArray manifest; ///< "<sha256>  <relative path>\n" per file, in sha256sum's format
    QString sha256;      ///< of manifest: names the versioned folder
};

/// A name the bundle can carry: it is passed quoted, but also parsed back from sha256sum's output,
/// which escapes unusual names. Real sonames ("libstdc++.so.6") all fit.
bool isPlainFileName(const QString &name)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._+-]{0,199}$"));
    return plain.match(name).hasMatch();
}

Result<QString> hashFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{
            ErrorCode::AgentNotFound,
            QStringLiteral("the agent bundle's file %1 cannot be read: %2").arg(path, file.errorString())};
    return localSha256(file);
}

/// The agent at agentPath, the files of lib/ next to it and the CUDA plugin next to it when present.
Result<Bundle> localBundle(const QString &agentPath)
{
    const QFileInfo agent(agentPath);
    if (!agent.isFile())
        return Error{ErrorCode::AgentNotFound,
                     QStringLiteral("the agent build %1 cannot be read: it is not a file").arg(agentPath)};
    const QDir folder = agent.absoluteDir();
    Bundle bundle;
    bundle.files.append({agent.absoluteFilePath(), QString::fromLatin1(kAgentName), {}, 0});
    const QFileInfo plugin(folder.filePath(QString::fromLatin1(kPluginName)));
    if (plugin.isFile())
        bundle.files.append({plugin.absoluteFilePath(), QString::fromLatin1(kPluginName), {}, 0});
    const QDir libraries(folder.filePath(QString::fromLatin1(kLibraryFolder)));
    if (libraries.exists()) {
        const QFileInfoList entries = libraries.entryInfoList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo &entry : entries) {
            if (!entry.isFile() || !isPlainFileName(entry.fileName()))
                return Error{ErrorCode::AgentNotFound,
                             QStringLiteral("%1 does not belong in the agent bundle (only shared libraries "
                                            "with plain names do): remove it or rebuild the agent")
                                 .arg(QDir::toNativeSeparators(entry.filePath()))};
            bundle.files.append(
                {entry.absoluteFilePath(),
                 QStringLiteral("%1/%2").arg(QString::fromLatin1(kLibraryFolder), entry.fileName()),
                 {},
                 0});
        }
    }
    std::sort(bundle.files.begin(), bundle.files.end(),
              [](const BundleFile &a, const BundleFile &b) { return a.relativePath < b.relativePath; });
    for (BundleFile &file : bundle.files) {
        auto sha256 = hashFile(file.localPath);
        if (!sha256)
            return sha256.error();
        file.sha256 = *sha256;
        file.sizeBytes = QFileInfo(file.localPath).size();
        bundle.manifest += QStringLiteral("%1  %2\n").arg(file.sha256, file.relativePath).toLatin1();
    }
    bundle.sha256
        = QString::fromLatin1(QCryptographicHash::hash(bundle.manifest, QCryptographicHash::Sha256).toHex());
    return bundle;
}

/// The SHA-256 of each bundle file (and of the manifest) that is on the node now, by relative path.
Result<QHash<QString, QString>> remoteSha256s(SshSession &session, const QString &dir, const Bundle &bundle,
                                              const std::atomic_bool *cancel)
{
    QStringList arguments{dir};
    for (const BundleFile &file : bundle.files)
        arguments.append(file.relativePath);
    arguments.append(QString::fromLatin1(kBundleManifestName));
    auto sums
        = session.exec(shScript(QString::fromLatin1(kCheckScript), arguments), {}, kCommandTimeout, cancel);
    if (!sums)
        return sums.error();
    if (sums->exitStatus != 0 || sums->outputTruncated)
        return commandFailed(QStringLiteral("checking %1 on the node").arg(dir), *sums);
    // "<64 hex>  <name>" per line; a line of any other shape is not an answer to our question.
    static const QRegularExpression line(QStringLiteral("^([0-9a-f]{64})  (\\S+)$"));
    QHash<QString, QString> found;
    for (const QByteArray &raw : sums->stdOut.split('\n')) {
        const QRegularExpressionMatch match = line.match(QString::fromUtf8(raw));
        if (match.hasMatch())
            found.insert(match.captured(2), match.captured(1));
    }
    return found;
}

} // namespace

Result<DeployedAgent> deployAgent(SshSession &session, const QString &localAgentPath, const QString &version,
                                  const DeploymentLocation &location, const std::atomic_bool *cancel,
                                  const UploadProgress &progress)
{
    auto bundle = localBundle(localAgentPath);
    if (!bundle)
        return bundle.error();
    if (version.isEmpty() || version.contains(QLatin1Char('/')))
        return Error{ErrorCode::InvalidArgument, QStringLiteral("invalid agent version \"%1\"").arg(version)};

    auto base = baseDir(session, location, cancel);
    if (!base)
        return base.error();
    const QString dir
        = QStringLiteral("%1/agent/%2-%3").arg(*base, version, bundle->sha256.left(kShaPrefixChars));
    DeployedAgent deployed{
        dir + QLatin1Char('/') + QString::fromLatin1(kAgentName), bundle->sha256, false, {}};

    auto existing = remoteSha256s(session, dir, *bundle, cancel);
    if (!existing)
        return existing.error();
    QList<BundleFile> missing;
    for (const BundleFile &file : std::as_const(bundle->files)) {
        if (existing->value(file.relativePath) != file.sha256)
            missing.append(file);
    }
    if (missing.isEmpty() && existing->value(QString::fromLatin1(kBundleManifestName)) == bundle->sha256)
        return deployed; // the same bundle is there, complete

    if (isCancelled(cancel))
        return Error{ErrorCode::Cancelled, QStringLiteral("the agent upload was cancelled")};
    // Folders ShardScope creates are 0700; the user's ~/.cache keeps its mode.
    QStringList subfolders;
    for (const BundleFile &file : std::as_const(bundle->files)) {
        const QString sub = QFileInfo(file.relativePath).path();
        if (sub != QLatin1String(".") && !subfolders.contains(sub))
            subfolders.append(sub);
    }
    const QStringList prepare
        = QStringList{*base, dir, QString::fromLatin1(kBundleManifestName)} + subfolders;
    auto made = session.exec(
        shScript(QString::fromLatin1(kOwnerCheck) + QString::fromLatin1(kPrepareScript), prepare), {},
        kCommandTimeout, cancel);
    if (!made)
        return made.error();
    if (made->exitStatus != 0)
        return commandFailed(QStringLiteral("creating %1 on the node").arg(dir), *made);

    // Every file goes to a temporary name first; only when all have arrived are they renamed into
    // place, the manifest last. Whatever fails, no temporary file is left behind.
    const QString suffix = QString::number(QRandomGenerator::global()->generate64(), 16);
    auto temporaryFor = [&](const QString &relativePath) {
        const QFileInfo name(relativePath);
        const QString sub = name.path() == QLatin1String(".") ? QString() : name.path() + QLatin1Char('/');
        return QStringLiteral("%1/%2.%3.tmp-%4").arg(dir, sub, name.fileName(), suffix);
    };
    QStringList temporaries;
    QStringList place;
    auto failed = [&](const Error &error) -> Error {
        if (!temporaries.isEmpty()) {
            QString remove = QStringLiteral("rm -f --");
            for (const QString &temporary : std::as_const(temporaries))
                remove += QLatin1Char(' ') + shellQuote(temporary);
            (void)session.exec(remove, {}, kCommandTimeout);
        }
        return error;
    };

    qint64 totalBytes = 0;
    for (const BundleFile &file : std::as_const(missing))
        totalBytes += file.sizeBytes;
    qint64 doneBytes = 0;
    const PieceSent sent = [&](qint64 bytes) {
        doneBytes += bytes;
        if (progress)
            progress(doneBytes, totalBytes);
    };
    if (progress && !missing.isEmpty())
        progress(0, totalBytes);
    for (const BundleFile &file : std::as_const(missing)) {
        QFile source(file.localPath);
        if (!source.open(QIODevice::ReadOnly))
            return failed(Error{ErrorCode::AgentNotFound,
                                QStringLiteral("the agent bundle's file %1 cannot be read: %2")
                                    .arg(file.localPath, source.errorString())});
        const QString temporary = temporaryFor(file.relativePath);
        temporaries.append(temporary);
        if (auto uploaded = upload(session, source, file.relativePath, temporary, file.sha256, cancel, sent);
            !uploaded)
            return failed(uploaded.error());
        place << QStringLiteral("700") << temporary << dir + QLatin1Char('/') + file.relativePath;
        deployed.uploadedFiles.append(file.relativePath);
    }

    QBuffer manifest;
    manifest.setData(bundle->manifest);
    manifest.open(QIODevice::ReadOnly);
    const QString manifestName = QString::fromLatin1(kBundleManifestName);
    const QString manifestTemporary = temporaryFor(manifestName);
    temporaries.append(manifestTemporary);
    if (auto written = upload(session, manifest, manifestName, manifestTemporary, bundle->sha256, cancel, {});
        !written)
        return failed(written.error());
    place << QStringLiteral("600") << manifestTemporary << dir + QLatin1Char('/') + manifestName;

    auto placed
        = session.exec(shScript(QString::fromLatin1(kPlaceScript), place), {}, kCommandTimeout, cancel);
    if (!placed)
        return failed(placed.error());
    if (placed->exitStatus != 0)
        return failed(commandFailed(QStringLiteral("moving the agent bundle into place"), *placed));
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
