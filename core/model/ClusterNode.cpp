#include "core/model/ClusterNode.h"

namespace shardscope::core {

NodeTarget nodeTargetFor(const HostRecord &host)
{
    NodeTarget target;
    target.name = host.name;
    target.ssh.host = host.address;
    target.ssh.port = host.port;
    target.ssh.user = host.user;
    target.ssh.identityFile = host.identityFile;
    target.ssh.hostKeyPolicy = HostKeyPolicy::Strict;
    target.ssh.config = SshConfigUse::Read;
    target.ssh.configHost = host.sshAlias;
    return target;
}

QString sshDestination(const HostRecord &host)
{
    if (host.isLocal)
        return {};
    QString destination
        = host.address.contains(QLatin1Char(':')) ? QStringLiteral("[%1]").arg(host.address) : host.address;
    if (!host.user.isEmpty())
        destination = host.user + QLatin1Char('@') + destination;
    return host.port == 22 ? destination : QStringLiteral("%1:%2").arg(destination).arg(host.port);
}

QList<NodeTarget> nodeTargets(const QList<ClusterNode> &nodes)
{
    QList<NodeTarget> targets;
    for (const ClusterNode &node : nodes)
        targets.append(node.target);
    return targets;
}

} // namespace shardscope::core
