#include "core/model/BenchTypes.h"

#include "core/model/JsonFields.h"

namespace shardscope::core {

namespace {

nlohmann::json percentilesJson(const Percentiles &value)
{
    return {{"mean", value.mean},
            {"p50", value.p50},
            {"p90", value.p90},
            {"p99", value.p99},
            {"count", value.count}};
}

std::optional<QString> readPercentiles(const nlohmann::json &json, const char *key, Percentiles &out)
{
    const auto it = json.find(key);
    if (it == json.end())
        return std::nullopt;
    if (!it->is_object())
        return QStringLiteral("%1 is not an object").arg(QLatin1String(key));
    const QString where = QLatin1String(key) + QLatin1Char('.');
    for (auto problem :
         {readJsonField(*it, "mean", out.mean, where), readJsonField(*it, "p50", out.p50, where),
          readJsonField(*it, "p90", out.p90, where), readJsonField(*it, "p99", out.p99, where),
          readJsonField(*it, "count", out.count, where)}) {
        if (problem)
            return problem;
    }
    return std::nullopt;
}

} // namespace

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

nlohmann::json benchSummaryJson(const BenchSummary &summary)
{
    return {
        {"requests", summary.requests},
        {"output_tokens", summary.outputTokens},
        {"output_tokens_per_second", summary.outputTokensPerSecond},
        {"requests_per_second", summary.requestsPerSecond},
        {"ttft_ms", percentilesJson(summary.ttftMs)},
        {"itl_ms", percentilesJson(summary.itlMs)},
        {"tpot_ms", percentilesJson(summary.tpotMs)},
        {"e2e_ms", percentilesJson(summary.e2eMs)},
        {"decode_step_ms", summary.decodeStepMs},
        {"compute_ms_per_step", summary.computeMsPerStep},
        {"comm_ms_per_step", summary.commMsPerStep},
        {"bytes_per_step", summary.bytesPerStep},
        {"straggler_rank", summary.stragglerRank},
        {"roofline_tokens_per_second", summary.rooflineTokensPerSecond},
        {"roofline_fraction", summary.rooflineFraction},
        {"above_roofline", summary.aboveRoofline},
    };
}

Result<BenchSummary> benchSummaryFromJson(const nlohmann::json &json)
{
    if (!json.is_object())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("a run summary is not a JSON object")};
    BenchSummary summary;
    const QString top;
    for (auto problem : {
             readJsonField(json, "requests", summary.requests, top),
             readJsonField(json, "output_tokens", summary.outputTokens, top),
             readJsonField(json, "output_tokens_per_second", summary.outputTokensPerSecond, top),
             readJsonField(json, "requests_per_second", summary.requestsPerSecond, top),
             readPercentiles(json, "ttft_ms", summary.ttftMs),
             readPercentiles(json, "itl_ms", summary.itlMs),
             readPercentiles(json, "tpot_ms", summary.tpotMs),
             readPercentiles(json, "e2e_ms", summary.e2eMs),
             readJsonField(json, "decode_step_ms", summary.decodeStepMs, top),
             readJsonField(json, "compute_ms_per_step", summary.computeMsPerStep, top),
             readJsonField(json, "comm_ms_per_step", summary.commMsPerStep, top),
             readJsonField(json, "bytes_per_step", summary.bytesPerStep, top),
             readJsonField(json, "straggler_rank", summary.stragglerRank, top),
             readJsonField(json, "roofline_tokens_per_second", summary.rooflineTokensPerSecond, top),
             readJsonField(json, "roofline_fraction", summary.rooflineFraction, top),
             readJsonField(json, "above_roofline", summary.aboveRoofline, top),
         }) {
        if (problem)
            return Error{ErrorCode::InvalidArgument, QStringLiteral("run summary: %1").arg(*problem)};
    }
    return summary;
}

} // namespace shardscope::core
