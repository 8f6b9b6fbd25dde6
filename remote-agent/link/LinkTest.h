#pragma once

#include "remote-agent/link/LatencyStats.h"
#include "remote-agent/link/LinkResult.h"
#include "remote-agent/protocol/Link.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace shardscope::link {

/// Called with (fraction 0…1, stage) while a link test runs; stage is short and untranslated
/// ("udp_latency", "tcp_latency", "path_mtu", "throughput_forward_1", "loaded_latency_reverse"…).
using LinkProgress = std::function<void(double fraction, const std::string &stage)>;

/// The client side of one pair test against a running LinkServer, in this order: interface
/// before, UDP latency, TCP request/response latency, path MTU, throughput (1 stream then
/// settings.streams: forward, reverse, bidirectional), latency under load (forward, reverse),
/// interface after. Any step's failure ends the test with that error (the peer died: PeerFailed
/// within 5 s). Cancelled soon after *cancel becomes true.
LinkResult<protocol::LinkTestReport> runLinkTest(const protocol::LinkTestParams &params,
                                                 const LinkProgress &progress = {},
                                                 const std::atomic_bool *cancel = nullptr);

/// The wire summary of computed statistics, with the raw round trips in send order.
protocol::LatencySummary toLatencySummary(const LatencyStats &stats, const std::vector<ProbeRecord> &records);

} // namespace shardscope::link
