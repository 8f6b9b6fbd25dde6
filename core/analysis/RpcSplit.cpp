#include "core/analysis/RpcSplit.h"

#include <algorithm>

namespace shardscope::core {

namespace {

double requestMs(double ttftMs, double tpotMs, double outputTokens)
{
    return ttftMs + std::max(0.0, outputTokens - 1) * tpotMs;
}

} // namespace

std::optional<RpcSplitCost> rpcSplitCost(const ServeSummary &alone, const ServeSummary &split,
                                         std::uint32_t concurrency, int machines, double bytesPerToken,
                                         const LinkModel &link)
{
    if (!(alone.tpotMs.p50 > 0) || !(split.tpotMs.p50 > 0) || !(link.rttUs > 0) || !(link.bytesPerSecond > 0)
        || machines < 2 || split.completed == 0 || !(bytesPerToken >= 0))
        return std::nullopt;
    RpcSplitCost cost;
    cost.concurrency = concurrency;
    cost.machines = machines;
    cost.aloneTpotMs = alone.tpotMs.p50;
    cost.splitTpotMs = split.tpotMs.p50;
    cost.aloneTtftMs = alone.ttftMs.p50;
    cost.splitTtftMs = split.ttftMs.p50;
    cost.aloneTokensPerSecond = alone.outputTokensPerSecond;
    cost.splitTokensPerSecond = split.outputTokensPerSecond;
    cost.outputTokensPerRequest = double(split.outputTokens) / double(split.completed);
    cost.bytesPerToken = bytesPerToken;
    cost.link = link;
    const double rttMs = link.rttUs / 1000;
    cost.extraMsPerToken = std::max(0.0, cost.splitTpotMs - cost.aloneTpotMs);
    cost.transferMsPerToken = bytesPerToken / link.bytesPerSecond * 1000;
    cost.roundTripsPerToken = std::max(0.0, (cost.extraMsPerToken - cost.transferMsPerToken) / rttMs);
    const double prefillExtraMs = std::max(0.0, cost.splitTtftMs - cost.aloneTtftMs);
    cost.prefillBytes
        = std::max(0.0, prefillExtraMs - cost.roundTripsPerToken * rttMs) / 1000 * link.bytesPerSecond;
    cost.slowdown = cost.splitTpotMs / cost.aloneTpotMs;
    return cost;
}

RpcSplitPrediction predictRpcSplit(const RpcSplitCost &cost, const LinkModel &link)
{
    RpcSplitPrediction prediction;
    prediction.link = link;
    if (!(link.bytesPerSecond > 0))
        return prediction;
    const double rttMs = link.rttUs / 1000;
    prediction.tpotMs = cost.aloneTpotMs + cost.roundTripsPerToken * rttMs
                        + cost.bytesPerToken / link.bytesPerSecond * 1000;
    prediction.ttftMs
        = cost.aloneTtftMs + cost.roundTripsPerToken * rttMs + cost.prefillBytes / link.bytesPerSecond * 1000;
    const double measured = requestMs(cost.splitTtftMs, cost.splitTpotMs, cost.outputTokensPerRequest);
    const double predicted = requestMs(prediction.ttftMs, prediction.tpotMs, cost.outputTokensPerRequest);
    if (predicted > 0)
        prediction.tokensPerSecond = cost.splitTokensPerSecond * measured / predicted;
    return prediction;
}

RpcWhatIf rpcWhatIf(const RpcSplitCost &cost)
{
    RpcWhatIf whatIf;
    whatIf.cost = cost;
    whatIf.atMeasuredLink = predictRpcSplit(cost, cost.link);
    if (cost.splitTokensPerSecond > 0)
        whatIf.tokensPerSecondError = whatIf.atMeasuredLink.tokensPerSecond / cost.splitTokensPerSecond - 1;
    if (cost.splitTtftMs > 0)
        whatIf.ttftError = whatIf.atMeasuredLink.ttftMs / cost.splitTtftMs - 1;
    for (const LinkClass &linkClass : linkClasses())
        whatIf.classes.append({linkClass, predictRpcSplit(cost, linkClass.link)});
    return whatIf;
}

} // namespace shardscope::core
