#pragma once

#include "remote-agent/protocol/Link.h"

#include <cstdint>
#include <optional>
#include <string>

namespace shardscope::test {

/// What a fabricated link test measured (defaults: a healthy 1 Gbit/s link). Every test's one
/// builder of link reports: tests derive the figures they expect from these fields.
struct LinkReportSpec {
    double forwardBitsPerSecond = 0.94e9; ///< one stream, client→server
    double reverseBitsPerSecond = 0.93e9; ///< one stream, server→client
    double parallelFactor = 1.01;         ///< P streams vs one
    double bothWaysShare = 0.9;           ///< each direction's throughput with both ways busy ÷ one way
    double rttP50Us = 410;                ///< UDP
    double rttP99Us = 800;                ///< UDP
    double tcpRttFactor = 1.5;            ///< TCP's round trip ÷ UDP's
    double jitterUs = 30;
    double lossPercent = 0;       ///< UDP, idle link
    double loadedP50Us = 900;     ///< under load, both directions
    double loadedLossPercent = 0; ///< under load
    std::uint32_t streams = 4;
    std::int64_t durationMs = 3000;
    std::int64_t intervalMs = 100;
    std::optional<std::int64_t> speedMbps = 1000; ///< both ends
    int mtu = 1500;
    bool sameHost = false;
    bool wireless = false; ///< the client's interface
    std::size_t samples = 200;
};

/// A LinkPairReport as the agent would send it: settings, interfaces, UDP and TCP latency with raw
/// samples, the six throughput phases with durationMs / intervalMs points each, loaded latency and
/// path MTU.
protocol::LinkPairReport makeLinkReport(const LinkReportSpec &spec = {});

} // namespace shardscope::test
