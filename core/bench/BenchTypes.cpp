#include "core/bench/BenchTypes.h"

namespace shardscope::core {

std::uint32_t replicaShare(std::uint32_t concurrency, int replicas, int index)
{
    if (replicas <= 0 || index < 0 || index >= replicas)
        return 0;
    const auto count = static_cast<std::uint32_t>(replicas);
    const auto position = static_cast<std::uint32_t>(index);
    return concurrency / count + (position < concurrency % count ? 1u : 0u);
}

QString usagePatternName(UsagePattern usage)
{
    switch (usage) {
    case UsagePattern::Chat:
        return QStringLiteral("chat");
    case UsagePattern::Throughput:
        return QStringLiteral("throughput");
    case UsagePattern::Both:
        return QStringLiteral("both");
    case UsagePattern::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

UsagePattern usagePatternFromName(const QString &name)
{
    for (UsagePattern usage : {UsagePattern::Chat, UsagePattern::Throughput, UsagePattern::Both}) {
        if (name == usagePatternName(usage))
            return usage;
    }
    return UsagePattern::Unknown;
}

} // namespace shardscope::core
