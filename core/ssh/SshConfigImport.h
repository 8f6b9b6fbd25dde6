#pragma once

#include "core/Result.h"
#include "core/model/Host.h"
#include "core/model/Run.h"

#include <QList>
#include <QString>

namespace shardscope::core {

/// One `Host` entry of an ssh_config file that names a concrete machine.
struct SshConfigHost {
    QString alias;        ///< the Host pattern: becomes the node's name
    QString hostName;     ///< HostName; the alias when absent
    int port = 22;        ///< Port
    QString user;         ///< User; empty when absent
    QString identityFile; ///< first IdentityFile, with ~ expanded; empty when absent
    /// ProxyCommand as the file writes it (the rest of its line, %-tokens unexpanded): a command
    /// that libssh runs on this computer at every connection, as ssh(1) does. Untrusted text: make
    /// it safe (core::safeText) before showing it. Empty when absent, "none" or after ProxyJump.
    QString proxyCommand;
    /// ProxyJump ([user@]host[:port],…): reached by running ssh(1) on this computer at every
    /// connection. Untrusted text as well. Empty when absent, "none" or after ProxyCommand.
    QString proxyJump;
    bool operator==(const SshConfigHost &) const = default;
};

/// Reads the Host entries of an ssh_config file (default ~/.ssh/config), following Include, with
/// `Host *` / `Match all` defaults applied like ssh(1) (first value wins; ProxyCommand and ProxyJump
/// share one slot: the first of them wins). Entries whose pattern has
/// wildcards (*, ?, !) are not machines and are skipped. Error: InvalidArgument when the file cannot
/// be read (naming it and why) or a line is malformed (naming file and line).
Result<QList<SshConfigHost>> readSshConfigHosts(const QString &path = {});

/// How the entry is reached when it does not connect directly, as its ssh_config line reads
/// ("ProxyCommand ssh -W %h:%p bastion", "ProxyJump admin@bastion"): what ssh(1) and libssh run on
/// this computer at every connection, made safe to show (core::safeText). Empty: direct.
QString proxyLine(const SshConfigHost &entry);

/// The node record for an imported entry (name and sshAlias = alias, address = HostName, …).
HostRecord hostRecordFrom(const SshConfigHost &entry);

} // namespace shardscope::core
