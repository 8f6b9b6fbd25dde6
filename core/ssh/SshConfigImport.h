#pragma once

#include "core/Result.h"
#include "core/store/ResultStore.h"

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
    bool operator==(const SshConfigHost &) const = default;
};

/// Reads the Host entries of an ssh_config file (default ~/.ssh/config), following Include, with
/// `Host *` / `Match all` defaults applied like ssh(1) (first value wins). Entries whose pattern has
/// wildcards (*, ?, !) are not machines and are skipped. Error: InvalidArgument when the file cannot
/// be read (naming it and why) or a line is malformed (naming file and line).
Result<QList<SshConfigHost>> readSshConfigHosts(const QString &path = {});

/// The node record for an imported entry (name and sshAlias = alias, address = HostName, …).
HostRecord hostRecordFrom(const SshConfigHost &entry);

} // namespace shardscope::core
