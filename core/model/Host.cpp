#include "core/model/Host.h"

namespace shardscope::core {

QString localHostName()
{
    return QStringLiteral("This computer");
}

} // namespace shardscope::core
