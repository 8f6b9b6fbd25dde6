#pragma once

#include "core/analysis/WhatIf.h"
#include "core/model/ServeTypes.h"

#include <QList>

#include <cstdint>
#include <optional>

namespace shardscope::core {

// What llama.cpp's RPC split costs per token, and what it would do on other links
// (docs/METRICS.md, "llama.cpp over RPC"). llama.cpp runs the layers of each remote device by
// synchronous RPC commands (set the input, compute the graph, get the output), each a round trip,
// so the time a split adds to a token over the same server alone is a number of round trips plus
// the bytes on the wire:
//     TPOT(split) − TPOT(alone) = N × RTT + bytes per token ÷ β
// N is derived from two measured runs of the same setup (alone and split, the same workload and
// concurrency), the split's bytes per token (the first machine's interface) and the link test's
// RTT and throughput; the same equation with another link's RTT and β predicts the split there.
// The prefill is taken as one pass with the same N and the rest of its extra time as bytes.

/// The derivation from one split step against the same setup's single-machine step.
struct RpcSplitCost {
    std::uint32_t concurrency = 0;     ///< both steps'
    int machines = 0;                  ///< of the split (its device boundaries: machines − 1)
    double aloneTpotMs = 0;            ///< TPOT p50 of the server alone
    double splitTpotMs = 0;            ///< TPOT p50 of the split
    double aloneTtftMs = 0;            ///< TTFT p50 alone
    double splitTtftMs = 0;            ///< TTFT p50 split
    double aloneTokensPerSecond = 0;   ///< output tokens/s alone
    double splitTokensPerSecond = 0;   ///< output tokens/s split
    double outputTokensPerRequest = 0; ///< the split's output tokens ÷ completed requests
    double bytesPerToken = 0;          ///< rx + tx of the first machine's interface per output token
    LinkModel link;                    ///< the split's link as measured (the slowest of its pairs)
    double extraMsPerToken = 0;        ///< splitTpot − aloneTpot (0 when the split was not slower)
    double transferMsPerToken = 0;     ///< bytesPerToken ÷ β
    double roundTripsPerToken = 0;     ///< (extra − transfer) ÷ RTT, at least 0
    double prefillBytes = 0;           ///< (TTFT extra − N × RTT) × β, at least 0
    double slowdown = 0;               ///< splitTpot ÷ aloneTpot
};

/// RpcSplitCost of `split` against `alone` (ServeSummary of two Complete steps at the same
/// concurrency) over `link`, with the split's `bytesPerToken` over `machines` machines; nullopt
/// when a TPOT or the link's RTT or throughput is not above 0, or machines < 2.
std::optional<RpcSplitCost> rpcSplitCost(const ServeSummary &alone, const ServeSummary &split,
                                         std::uint32_t concurrency, int machines, double bytesPerToken,
                                         const LinkModel &link);

/// The split predicted over one link by the same equation.
struct RpcSplitPrediction {
    LinkModel link;
    double tpotMs = 0; ///< aloneTpot + N × RTT + bytes per token ÷ β
    double ttftMs = 0; ///< aloneTtft + N × RTT + prefill bytes ÷ β
    /// The split's measured tokens/s × its request time ÷ the predicted one, a request's time
    /// being TTFT + (output tokens − 1) × TPOT.
    double tokensPerSecond = 0;
    bool operator==(const RpcSplitPrediction &) const = default;
};

/// The prediction over `link`; all zero when its throughput is not above 0.
RpcSplitPrediction predictRpcSplit(const RpcSplitCost &cost, const LinkModel &link);

/// The what-if of a llama.cpp split: the prediction at the measured link (its error against the
/// measured split) and at every link class.
struct RpcWhatIf {
    RpcSplitCost cost;
    RpcSplitPrediction atMeasuredLink;
    /// predicted ÷ measured − 1 of tokens/s and TTFT at the measured link: 0 but where a figure
    /// was held at 0 (a split no slower than alone), since N and the prefill bytes are fitted
    /// there. The model is checked on another link in benchmarks/llamacpp.sh.
    double tokensPerSecondError = 0;
    double ttftError = 0;
    QList<std::pair<LinkClass, RpcSplitPrediction>> classes; ///< linkClasses() in order
};

RpcWhatIf rpcWhatIf(const RpcSplitCost &cost);

} // namespace shardscope::core
