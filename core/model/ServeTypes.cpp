#include "core/model/ServeTypes.h"

#include "core/model/JsonFields.h"

#include <charconv>
#include <cmath>
#include <string>
#include <type_traits>
#include <vector>

namespace shardscope::core {

namespace {

using protocol::ServeErrorKind;

double finite(double value)
{
    return std::isfinite(value) ? value : 0.0;
}

nlohmann::json distributionJson(const ServeDistribution &value)
{
    return {{"mean", finite(value.mean)}, {"median", finite(value.median)}, {"std", finite(value.stdDev)},
            {"p50", finite(value.p50)},   {"p90", finite(value.p90)},       {"p99", finite(value.p99)},
            {"min", finite(value.min)},   {"max", finite(value.max)},       {"count", value.count}};
}

/// Sets json[key] when the value is there.
template<typename T>
void putOptional(nlohmann::json &json, const char *key, const std::optional<T> &value)
{
    if (!value)
        return;
    if constexpr (std::is_floating_point_v<T>)
        json[key] = finite(*value);
    else
        json[key] = *value;
}

/// Reads json[key] into `out` when present (a missing key leaves it unset).
template<typename T>
std::optional<QString> readOptional(const nlohmann::json &json, const char *key, std::optional<T> &out,
                                    const QString &where)
{
    if (!json.contains(key))
        return std::nullopt;
    T value{};
    if (auto problem = readJsonField(json, key, value, where))
        return problem;
    out = value;
    return std::nullopt;
}

/// The object at json[key], or an error naming it; nullptr (and no error) when the key is missing.
std::optional<QString> objectAt(const nlohmann::json &json, const char *key, const nlohmann::json *&out)
{
    out = nullptr;
    const auto it = json.find(key);
    if (it == json.end())
        return std::nullopt;
    if (!it->is_object())
        return QStringLiteral("%1 is not an object").arg(QLatin1String(key));
    out = &*it;
    return std::nullopt;
}

std::optional<QString> readDistribution(const nlohmann::json &json, const char *key, ServeDistribution &out)
{
    const nlohmann::json *object = nullptr;
    if (auto problem = objectAt(json, key, object); problem || object == nullptr)
        return problem;
    const QString where = QLatin1String(key) + QLatin1Char('.');
    for (auto problem :
         {readJsonField(*object, "mean", out.mean, where),
          readJsonField(*object, "median", out.median, where),
          readJsonField(*object, "std", out.stdDev, where), readJsonField(*object, "p50", out.p50, where),
          readJsonField(*object, "p90", out.p90, where), readJsonField(*object, "p99", out.p99, where),
          readJsonField(*object, "min", out.min, where), readJsonField(*object, "max", out.max, where),
          readJsonField(*object, "count", out.count, where)}) {
        if (problem)
            return problem;
    }
    return std::nullopt;
}

std::optional<QString> readFailures(const nlohmann::json &json, ServeSummary &summary)
{
    const nlohmann::json *byKind = nullptr;
    if (auto problem = objectAt(json, "failures_by_kind", byKind))
        return problem;
    if (byKind != nullptr) {
        for (const auto &[name, count] : byKind->items()) {
            const ServeErrorKind kind = protocol::serveErrorKindFromString(name);
            if (kind == ServeErrorKind::None)
                return QStringLiteral("failures_by_kind.%1 is no failure kind")
                    .arg(QString::fromStdString(name));
            if (!count.is_number_unsigned())
                return QStringLiteral("failures_by_kind.%1 is not a count").arg(QString::fromStdString(name));
            summary.failuresByKind[kind] = count.get<std::uint64_t>();
        }
    }
    const nlohmann::json *byStatus = nullptr;
    if (auto problem = objectAt(json, "failures_by_http_status", byStatus))
        return problem;
    if (byStatus != nullptr) {
        for (const auto &[name, count] : byStatus->items()) {
            std::uint32_t status = 0;
            const char *end = name.data() + name.size();
            const auto [parsed, error] = std::from_chars(name.data(), end, status);
            if (name.empty() || error != std::errc() || parsed != end)
                return QStringLiteral("failures_by_http_status.%1 is no HTTP status")
                    .arg(QString::fromStdString(name));
            if (!count.is_number_unsigned())
                return QStringLiteral("failures_by_http_status.%1 is not a count")
                    .arg(QString::fromStdString(name));
            summary.failuresByHttpStatus[status] = count.get<std::uint64_t>();
        }
    }
    return std::nullopt;
}

} // namespace

nlohmann::json serveSummaryJson(const ServeSummary &summary)
{
    nlohmann::json byKind = nlohmann::json::object();
    for (auto it = summary.failuresByKind.cbegin(); it != summary.failuresByKind.cend(); ++it)
        byKind[protocol::toString(it.key())] = it.value();
    nlohmann::json byStatus = nlohmann::json::object();
    for (auto it = summary.failuresByHttpStatus.cbegin(); it != summary.failuresByHttpStatus.cend(); ++it)
        byStatus[std::to_string(it.key())] = it.value();

    nlohmann::json targets = nlohmann::json::object();
    putOptional(targets, "ttft_ms", summary.targets.ttftMs);
    putOptional(targets, "tpot_ms", summary.targets.tpotMs);
    putOptional(targets, "e2el_ms", summary.targets.e2elMs);

    const ServeServerComparison &server = summary.server;
    nlohmann::json serverJson = {
        {"prompt_requests", server.promptRequests},
        {"server_prompt_ms_mean", finite(server.serverPromptMsMean)},
        {"client_ttft_ms_mean", finite(server.clientTtftMsMean)},
        {"generation_requests", server.generationRequests},
        {"server_tokens_per_second_mean", finite(server.serverTokensPerSecondMean)},
        {"client_tokens_per_second_mean", finite(server.clientTokensPerSecondMean)},
        {"waited_requests", server.waitedRequests},
        {"disagrees", server.disagrees},
    };
    putOptional(serverJson, "ttft_relative_difference", server.ttftRelativeDifference);
    putOptional(serverJson, "ttft_median_relative_difference", server.ttftMedianRelativeDifference);
    putOptional(serverJson, "generation_relative_difference", server.generationRelativeDifference);

    nlohmann::json json = {
        {"requests", summary.requests},
        {"rejected_records", summary.rejectedRecords},
        {"completed", summary.completed},
        {"failed", summary.failed},
        {"failures_by_kind", std::move(byKind)},
        {"failures_by_http_status", std::move(byStatus)},
        {"without_token_count", summary.withoutTokenCount},
        {"without_content", summary.withoutContent},
        {"duration_ms", finite(summary.durationMs)},
        {"requests_per_second", finite(summary.requestsPerSecond)},
        {"output_tokens", summary.outputTokens},
        {"output_tokens_per_second", finite(summary.outputTokensPerSecond)},
        {"ttft_ms", distributionJson(summary.ttftMs)},
        {"tpot_ms", distributionJson(summary.tpotMs)},
        {"itl_ms", distributionJson(summary.itlMs)},
        {"e2el_ms", distributionJson(summary.e2elMs)},
        {"peak_concurrency", summary.peakConcurrency},
        {"targets", std::move(targets)},
        {"server", std::move(serverJson)},
        {"clean", summary.clean},
    };
    putOptional(json, "prompt_tokens", summary.promptTokens);
    putOptional(json, "total_tokens_per_second", summary.totalTokensPerSecond);
    if (summary.goodput)
        json["goodput"] = {{"requests", summary.goodput->requests},
                           {"requests_per_second", finite(summary.goodput->requestsPerSecond)},
                           {"share_of_completed", finite(summary.goodput->shareOfCompleted)}};
    return json;
}

Result<ServeSummary> serveSummaryFromJson(const nlohmann::json &json)
{
    if (!json.is_object())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("a serving summary is not a JSON object")};
    ServeSummary summary;
    const QString top;
    const nlohmann::json *targets = nullptr;
    const nlohmann::json *server = nullptr;
    const nlohmann::json *goodput = nullptr;
    for (auto problem : {
             readJsonField(json, "requests", summary.requests, top),
             readJsonField(json, "rejected_records", summary.rejectedRecords, top),
             readJsonField(json, "completed", summary.completed, top),
             readJsonField(json, "failed", summary.failed, top),
             readFailures(json, summary),
             readJsonField(json, "without_token_count", summary.withoutTokenCount, top),
             readJsonField(json, "without_content", summary.withoutContent, top),
             readJsonField(json, "duration_ms", summary.durationMs, top),
             readJsonField(json, "requests_per_second", summary.requestsPerSecond, top),
             readJsonField(json, "output_tokens", summary.outputTokens, top),
             readJsonField(json, "output_tokens_per_second", summary.outputTokensPerSecond, top),
             readOptional(json, "prompt_tokens", summary.promptTokens, top),
             readOptional(json, "total_tokens_per_second", summary.totalTokensPerSecond, top),
             readDistribution(json, "ttft_ms", summary.ttftMs),
             readDistribution(json, "tpot_ms", summary.tpotMs),
             readDistribution(json, "itl_ms", summary.itlMs),
             readDistribution(json, "e2el_ms", summary.e2elMs),
             readJsonField(json, "peak_concurrency", summary.peakConcurrency, top),
             readJsonField(json, "clean", summary.clean, top),
             objectAt(json, "targets", targets),
             objectAt(json, "server", server),
             objectAt(json, "goodput", goodput),
         }) {
        if (problem)
            return Error{ErrorCode::InvalidArgument, QStringLiteral("serving summary: %1").arg(*problem)};
    }
    std::vector<std::optional<QString>> problems;
    if (targets != nullptr) {
        const QString where = QStringLiteral("targets.");
        problems.push_back(readOptional(*targets, "ttft_ms", summary.targets.ttftMs, where));
        problems.push_back(readOptional(*targets, "tpot_ms", summary.targets.tpotMs, where));
        problems.push_back(readOptional(*targets, "e2el_ms", summary.targets.e2elMs, where));
    }
    if (server != nullptr) {
        const QString where = QStringLiteral("server.");
        ServeServerComparison &out = summary.server;
        problems.push_back(readJsonField(*server, "prompt_requests", out.promptRequests, where));
        problems.push_back(readJsonField(*server, "server_prompt_ms_mean", out.serverPromptMsMean, where));
        problems.push_back(readJsonField(*server, "client_ttft_ms_mean", out.clientTtftMsMean, where));
        problems.push_back(
            readOptional(*server, "ttft_relative_difference", out.ttftRelativeDifference, where));
        problems.push_back(readOptional(*server, "ttft_median_relative_difference",
                                        out.ttftMedianRelativeDifference, where));
        problems.push_back(readJsonField(*server, "waited_requests", out.waitedRequests, where));
        problems.push_back(readJsonField(*server, "generation_requests", out.generationRequests, where));
        problems.push_back(
            readJsonField(*server, "server_tokens_per_second_mean", out.serverTokensPerSecondMean, where));
        problems.push_back(
            readJsonField(*server, "client_tokens_per_second_mean", out.clientTokensPerSecondMean, where));
        problems.push_back(
            readOptional(*server, "generation_relative_difference", out.generationRelativeDifference, where));
        problems.push_back(readJsonField(*server, "disagrees", out.disagrees, where));
    }
    if (goodput != nullptr) {
        const QString where = QStringLiteral("goodput.");
        ServeGoodput figures;
        problems.push_back(readJsonField(*goodput, "requests", figures.requests, where));
        problems.push_back(readJsonField(*goodput, "requests_per_second", figures.requestsPerSecond, where));
        problems.push_back(readJsonField(*goodput, "share_of_completed", figures.shareOfCompleted, where));
        summary.goodput = figures;
    }
    for (const auto &problem : problems) {
        if (problem)
            return Error{ErrorCode::InvalidArgument, QStringLiteral("serving summary: %1").arg(*problem)};
    }
    return summary;
}

} // namespace shardscope::core
