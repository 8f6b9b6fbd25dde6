#pragma once

#include "remote-agent/protocol/Link.h"

#include <cstdint>
#include <optional>

namespace shardscope::core {

/// The figures of one direction in one throughput phase: `direction` Forward is client→server,
/// Reverse server→client; the phase of `streams` streams that sends only that way, or with
/// bothWays the bidirectional phase (both ways at once). Null when the report has no such figures.
const protocol::DirectionThroughput *phaseFigures(const protocol::LinkTestReport &test,
                                                  protocol::LinkMode direction, std::uint32_t streams,
                                                  bool bothWays = false);

/// The negotiated speed of the path in Mbit/s: the slower end (the client's interface towards the
/// server and the server's interface). nullopt unless both ends report one above 0 (virtual
/// interfaces, a link that is down).
std::optional<std::int64_t> negotiatedMbps(const protocol::LinkPairReport &report);

} // namespace shardscope::core
