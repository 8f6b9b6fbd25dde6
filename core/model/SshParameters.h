#pragma once

#include <QDir>
#include <QString>

#include <chrono>

namespace shardscope::core {

/// What to do with a host key that is not in the known_hosts file yet.
enum class HostKeyPolicy {
    Unknown = 0, ///< not set: treated like Strict
    Strict,      ///< refuse unknown keys unless the consent callback accepts them
    AcceptNew,   ///< add unknown keys to known_hosts (OpenSSH's accept-new); changed keys are still refused
};

/// Whether an ssh_config file (by default ~/.ssh/config) is read for options not given explicitly.
enum class SshConfigUse {
    Unknown = 0, ///< not set: treated like Ignore
    Ignore,      ///< only these parameters count (tests, scripts)
    Read,        ///< ~/.ssh/config fills in what these parameters leave open
};

/// How to reach one node over SSH (the Qt Creator SshParameters idea): a plain value type.
struct SshParameters {
    QString host;         ///< host name or address
    int port = 22;        ///< TCP port of sshd
    QString user;         ///< login name; empty: the local user
    QString identityFile; ///< private key file; empty: agent and default keys
    QString knownHostsFile = QDir::homePath() + QStringLiteral("/.ssh/known_hosts"); ///< host keys
    std::chrono::seconds connectTimeout{10}; ///< TCP connect and key exchange
    /// A node that stops answering once connected (powered off, cable pulled, its network gone)
    /// ends the session after about this long, though nothing is being sent: TCP keepalive and
    /// TCP_USER_TIMEOUT on the connection (not through a ProxyJump or ProxyCommand).
    std::chrono::seconds deadPeerTimeout{30};
    HostKeyPolicy hostKeyPolicy = HostKeyPolicy::Strict; ///< unknown host keys
    SshConfigUse config = SshConfigUse::Ignore;          ///< read an ssh_config file or not
    QString configFile; ///< with Read: this file only; empty: ~/.ssh/config and /etc/ssh/ssh_config
    /// with Read: the name ssh_config's Host patterns are matched against (an alias such as
    /// "gpu-box" whose entry sets ProxyJump); empty: host. host, port and user given here still win.
    QString configHost;

    bool operator==(const SshParameters &) const = default;
};

} // namespace shardscope::core
