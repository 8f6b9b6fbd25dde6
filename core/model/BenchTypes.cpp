#include "core/model/BenchTypes.h"

#include <limits>
#include <type_traits>

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

/// Reads json[key] into `out` when present; an error message naming the key when it has the wrong type.
template<typename T>
std::optional<QString> readField(const nlohmann::json &json, const char *key, T &out, const QString &where)
{
    const auto it = json.find(key);
    if (it == json.end())
        return std::nullopt;
    if constexpr (std::is_same_v<T, bool>) {
        if (!it->is_boolean())
            return QStringLiteral("%1%2 is not true or false").arg(where, QLatin1String(key));
        out = it->get<bool>();
    } else if constexpr (std::is_integral_v<T> && std::is_unsigned_v<T>) {
        if (!it->is_number_unsigned())
            return QStringLiteral("%1%2 is not a count").arg(where, QLatin1String(key));
        out = it->get<T>();
    } else if constexpr (std::is_integral_v<T>) {
        if (!it->is_number_integer())
            return QStringLiteral("%1%2 is not an integer").arg(where, QLatin1String(key));
        const auto value = it->get<std::int64_t>();
        if (value < std::numeric_limits<T>::min() || value > std::numeric_limits<T>::max())
            return QStringLiteral("%1%2 is out of range").arg(where, QLatin1String(key));
        out = static_cast<T>(value);
    } else {
        if (!it->is_number())
            return QStringLiteral("%1%2 is not a number").arg(where, QLatin1String(key));
        out = it->get<double>();
    }
    return std::nullopt;
}

std::optional<QString> readPercentiles(const nlohmann::json &json, const char *key, Percentiles &out)
{
    const auto it = json.find(key);
    if (it == json.end())
        return std::nullopt;
    if (!it->is_object())
        return QStringLiteral("%1 is not an object").arg(QLatin1String(key));
    const QString where = QLatin1String(key) + QLatin1Char('.');
    for (auto problem : {readField(*it, "mean", out.mean, where), readField(*it, "p50", out.p50, where),
                         readField(*it, "p90", out.p90, where), readField(*it, "p99", out.p99, where),
                         readField(*it, "count", out.count, where)}) {
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
             readField(json, "requests", summary.requests, top),
             readField(json, "output_tokens", summary.outputTokens, top),
             readField(json, "output_tokens_per_second", summary.outputTokensPerSecond, top),
             readField(json, "requests_per_second", summary.requestsPerSecond, top),
             readPercentiles(json, "ttft_ms", summary.ttftMs),
             readPercentiles(json, "itl_ms", summary.itlMs),
             readPercentiles(json, "tpot_ms", summary.tpotMs),
             readPercentiles(json, "e2e_ms", summary.e2eMs),
             readField(json, "decode_step_ms", summary.decodeStepMs, top),
             readField(json, "compute_ms_per_step", summary.computeMsPerStep, top),
             readField(json, "comm_ms_per_step", summary.commMsPerStep, top),
             readField(json, "bytes_per_step", summary.bytesPerStep, top),
             readField(json, "straggler_rank", summary.stragglerRank, top),
             readField(json, "roofline_tokens_per_second", summary.rooflineTokensPerSecond, top),
             readField(json, "roofline_fraction", summary.rooflineFraction, top),
             readField(json, "above_roofline", summary.aboveRoofline, top),
         }) {
        if (problem)
            return Error{ErrorCode::InvalidArgument, QStringLiteral("run summary: %1").arg(*problem)};
    }
    return summary;
}

} // namespace shardscope::core
