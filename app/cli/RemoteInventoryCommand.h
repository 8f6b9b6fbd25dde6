#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace shardscope::cli {

/// One --host user@addr[:port] as given on the command line.
struct HostSpec {
    QString spec;    ///< as given: the name the host is stored under
    QString user;    ///< empty: the local user name
    QString address; ///< host name or address (IPv6 without brackets)
    int port = 22;
};

/// Parses "user@host", "host:port", "user@[v6addr]:port"; nullopt with *error set when malformed.
std::optional<HostSpec> parseHostSpec(const QString &text, QString *error);

/// What `shardscope-cli inventory --host …` was asked to do.
struct RemoteInventoryOptions {
    QList<HostSpec> hosts;  ///< --host, in the order given
    QString identityFile;   ///< --identity; empty: ssh-agent and the default keys
    QString knownHostsFile; ///< --known-hosts; empty: ~/.ssh/known_hosts
    bool acceptNew = false; ///< --accept-new: store unknown host keys (changed keys are still refused)
    QString sshConfig;      ///< --ssh-config: file to read; "none": none; empty: ~/.ssh/config
    QString remoteAgent;    ///< --remote-agent: the agent's path on every node; empty: deploy it
    QString localAgent;     ///< the build to deploy when remoteAgent is empty
    QString nodeDir;        ///< --node-dir: ShardScope's folder on the nodes; empty: ~/.cache/shardscope
    QString databasePath;   ///< --db, else core::defaultDatabasePath()
    bool json = false;      ///< --json
    int parallel = 8;       ///< nodes inventoried at the same time
};

/// Connects to every host (at most `parallel` at a time, one SSH session per thread), deploys the
/// agent unless remoteAgent is given, runs the agent's probe there, stores each inventory and prints the
/// outcome per host. Returns 0 only when every host succeeded.
int runRemoteInventory(const RemoteInventoryOptions &options);

} // namespace shardscope::cli
