#include "core/ApplicationIdentity.h"

#include "remote-agent/protocol/Version.h"

#include <QCoreApplication>
#include <QString>

namespace shardscope::core {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ShardScope"));
    QCoreApplication::setApplicationName(QStringLiteral("ShardScope"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(protocol::kShardScopeVersion));
}

} // namespace shardscope::core
