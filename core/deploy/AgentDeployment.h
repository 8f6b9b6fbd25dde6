#pragma once

#include "core/Result.h"
#include "core/ssh/SshSession.h"

#include <QString>

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

/// An agent build on a node.
struct DeployedAgent {
    QString remotePath;    ///< absolute path of shardscope-agent on the node
    QString sha256;        ///< hex SHA-256 of the build, checked on the node
    bool uploaded = false; ///< false when the same build was already there
};

/// Called while the agent is uploaded: bytes written so far and the file's size. deployAgent calls it
/// on its own thread with 0 before the first piece and after every piece handed to the channel (the
/// last call has bytesDone == bytesTotal); not at all when the same build is already on the node.
using UploadProgress = std::function<void(qint64 bytesDone, qint64 bytesTotal)>;

/// Puts the local agent build on the node as <base>/agent/<version>-<sha256 prefix>/shardscope-agent
/// (folders mode 0700): streamed over an exec channel into a temporary name while sha256sum on the
/// node checks the same bytes, then renamed into place. Skips the upload when a file with the same SHA-256 is
/// already there; replaces one whose checksum differs. Errors: AgentNotFound (local file), AgentUploadFailed,
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
