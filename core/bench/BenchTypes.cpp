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

} // namespace shardscope::core
