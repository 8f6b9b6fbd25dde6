#pragma once

#include "core/Result.h"
#include "core/ssh/SshSession.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace shardscope::core {

/// Where ShardScope keeps its files on a node.
struct DeploymentLocation {
    /// Absolute folder that holds everything ShardScope puts on the node; empty: the login
    /// user's ~/.cache/shardscope. `remove` deletes exactly this folder. A folder that exists
    /// already must be empty or ShardScope's own (deployAgent refuses others).
    QString baseDir;
};

/// Name of the bundle's manifest in the versioned folder: "<sha256>  <relative path>" per file, as
/// sha256sum prints it, sorted by path. Written last: a folder without it is incomplete.
inline constexpr char kBundleManifestName[] = "bundle.sha256";

/// An agent bundle on a node: the agent, lib/ with the shared libraries it loads through its
/// $ORIGIN/lib rpath, and the CUDA plugin (libshardscope-cuda.so) when the local build has one.
struct DeployedAgent {
    QString remotePath;          ///< absolute path of shardscope-agent on the node
    QString sha256;              ///< hex SHA-256 of the bundle's manifest (kBundleManifestName)
    bool uploaded = false;       ///< false when the same bundle was already there, complete
    QStringList uploadedFiles{}; ///< bundle-relative paths sent by this call ("lib/libgloo.so.0")
};

/// Called while the bundle is uploaded: bytes written so far and the bytes this call uploads (the
/// files that are missing or differ on the node, all of them the first time). deployAgent calls it
/// on its own thread with 0 before the first piece and after every piece handed to the channel (the
/// last call has bytesDone == bytesTotal); not at all when no file has to be sent.
using UploadProgress = std::function<void(qint64 bytesDone, qint64 bytesTotal)>;

/// Puts the local agent bundle on the node, in <base>/agent/<version>-<prefix of the manifest's
/// SHA-256>/ (folders mode 0700): shardscope-agent (mode 0700) from localAgentPath, every file of
/// lib/ next to it (0700) and libshardscope-cuda.so next to it when present (0700). Each file that
/// is missing or differs on the node is streamed over an exec channel into a temporary name while
/// sha256sum on the node checks the same bytes, then renamed into place; the manifest
/// (kBundleManifestName, 0600) is written last. One sha256sum on the node decides what to send:
/// nothing when the bundle is there whole. Errors: AgentNotFound (local files), AgentUploadFailed,
/// SshError, Cancelled.
Result<DeployedAgent> deployAgent(SshSession &session, const QString &localAgentPath, const QString &version,
                                  const DeploymentLocation &location = {},
                                  const std::atomic_bool *cancel = nullptr,
                                  const UploadProgress &progress = {});

/// Deletes everything ShardScope put on the node: the base folder, which deployAgent marked as
/// ShardScope's. A base folder without the mark that holds anything but an `agent` folder is left
/// alone (AgentUploadFailed naming a file in it): a mistyped folder is never emptied.
Result<void> removeDeployment(SshSession &session, const DeploymentLocation &location = {},
                              const std::atomic_bool *cancel = nullptr);

} // namespace shardscope::core
