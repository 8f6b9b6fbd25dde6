#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <QDateTime>
#include <QString>

namespace shardscope::core {

/// A machine the user works with, as stored.
struct HostRecord {
    qint64 id = 0;            ///< row id; 0 before it is stored
    QString name;             ///< what the user calls it, unique ("This computer", "node2")
    QString address;          ///< host name or IP for SSH; empty for the local machine
    int port = 22;            ///< SSH port
    QString user;             ///< SSH user; empty means the current user
    QString identityFile;     ///< SSH private key file; empty: ssh-agent and the default keys
    QString clusterInterface; ///< NIC name for node-to-node traffic; empty: not chosen yet
    QString sshAlias;         ///< the ssh_config Host entry it was imported from, whose other options
                              ///< (ProxyJump, …) apply when connecting; empty: matched by address only
    bool isLocal = false;     ///< the machine ShardScope runs on, inventoried without SSH
    bool operator==(const HostRecord &) const = default;
};

/// An inventory as stored: the probe document and when it was taken.
struct StoredInventory {
    qint64 id = 0;
    qint64 hostId = 0;
    QDateTime probedAtUtc;
    protocol::HostInventory inventory;
};

/// The name "This computer" is stored under: a database key shared by GUI and CLI, never
/// translated (the UI shows a translated label for it instead).
QString localHostName();

} // namespace shardscope::core
