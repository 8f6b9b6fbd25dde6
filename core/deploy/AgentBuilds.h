#pragma once

#include "core/Result.h"
#include "core/ssh/SshSession.h"

#include <QString>

#include <atomic>

namespace shardscope::core {

/// What a node is, read over SSH before anything is put on it.
struct NodePlatform {
    QString kernel;       ///< `uname -s`: "Linux"
    QString machine;      ///< `uname -m`, normalised: "x86_64", "aarch64"
    QString libc;         ///< "glibc" or "musl", "unknown" when neither is recognised
    QString libcVersion;  ///< "2.36"; empty when unknown
    QString osPrettyName; ///< PRETTY_NAME from /etc/os-release; empty when absent
    QString home;         ///< the login user's $HOME (absolute); empty when unknown
    bool operator==(const NodePlatform &) const = default;
};

/// The oldest glibc the agent bundle runs on: the newest glibc symbol version that the agent or a
/// library of its lib/ needs (Debian 12's libstdc++ uses arc4random, GLIBC_2.36). Checked against the
/// built bundle by tests/architecture.
inline constexpr char kAgentMinimumGlibc[] = "2.36";

/// Reads kernel, architecture, C library and OS of the node with one quoted command.
/// Errors: SshError, Cancelled, ProtocolError when the answer cannot be read.
Result<NodePlatform> detectPlatform(SshSession &session, const std::atomic_bool *cancel = nullptr);

/// The local agent executable that runs on `platform`: the build next to this program
/// (`localAgentPath`) when the node has this machine's architecture, else
/// `<dir of localAgentPath>/agents/<machine>/shardscope-agent` when a cross build was installed there
/// (each with its bundle next to it: lib/ and the CUDA plugin, see deployAgent).
/// Errors: NoAgentBuild ("no agent build for aarch64", naming where it looked), NodeUnsupported
/// (not Linux, or glibc older than kAgentMinimumGlibc, or musl), AgentNotFound (localAgentPath missing).
Result<QString> agentBuildFor(const NodePlatform &platform, const QString &localAgentPath);

/// `uname -m` of this machine, normalised like NodePlatform::machine ("amd64" → "x86_64",
/// "arm64" → "aarch64").
QString localMachineArchitecture();

} // namespace shardscope::core
