#pragma once

#include "remote-agent/protocol/Link.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

namespace shardscope::link {

// The client side of reach_test: whether this node reaches a peer the way inference software will,
// against the link server (UDP echo and TCP on ephemeral ports) that link_serve started there.

/// How `name` resolves on this node: getaddrinfo(AF_UNSPEC), numeric addresses without repeats.
protocol::NameResolution resolveName(const std::string &name);

/// Resolves the peer's names, connects once to its TCP port, sends a few UDP echo probes (their
/// reply TTL read with IP_RECVTTL / IPV6_RECVHOPLIMIT), and when asked and an echo came back,
/// measures the path MTU. Never fails: what did not work is in the result. Cancel ends it within
/// about 100 ms, with what was found so far.
protocol::ReachResult reachPeer(const protocol::ReachPeer &peer, std::int64_t timeoutMs, bool measurePathMtu,
                                const std::atomic_bool *cancel = nullptr);

/// The own names of params resolved here, then reachPeer for every peer of params, in order;
/// progress(fraction, peer address) before each.
protocol::ReachTestReply runReachTest(const protocol::ReachTestParams &params,
                                      const std::function<void(double, const std::string &)> &progress,
                                      const std::atomic_bool *cancel = nullptr);

} // namespace shardscope::link
