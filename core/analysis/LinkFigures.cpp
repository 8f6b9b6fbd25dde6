#include "core/analysis/LinkFigures.h"

#include <algorithm>

namespace shardscope::core {

const protocol::DirectionThroughput *phaseFigures(const protocol::LinkTestReport &test,
                                                  protocol::LinkMode direction, std::uint32_t streams,
                                                  bool bothWays)
{
    if (direction != protocol::LinkMode::Forward && direction != protocol::LinkMode::Reverse)
        return nullptr;
    const protocol::LinkMode phaseMode = bothWays ? protocol::LinkMode::Bidirectional : direction;
    for (const protocol::ThroughputPhase &phase : test.throughput) {
        if (phase.mode != phaseMode || phase.streams != streams)
            continue;
        const std::optional<protocol::DirectionThroughput> &figures
            = direction == protocol::LinkMode::Forward ? phase.forward : phase.reverse;
        if (figures)
            return &*figures;
    }
    return nullptr;
}

std::optional<std::int64_t> negotiatedMbps(const protocol::LinkPairReport &report)
{
    const std::optional<protocol::NicInfo> &client = report.test.interfaceBefore;
    const std::optional<protocol::NicInfo> &server = report.serve.interfaceBefore;
    if (!client || !server || !client->speedMbps || !server->speedMbps)
        return std::nullopt;
    const std::int64_t slower = std::min(*client->speedMbps, *server->speedMbps);
    if (slower <= 0)
        return std::nullopt;
    return slower;
}

} // namespace shardscope::core
