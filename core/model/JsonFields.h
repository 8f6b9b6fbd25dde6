#pragma once

#include <nlohmann/json.hpp>

#include <QLatin1String>
#include <QString>

#include <cstdint>
#include <limits>
#include <optional>
#include <type_traits>

namespace shardscope::core {

/// Reads json[key] into `out` when present (the summaries' fromJson functions): an error message
/// naming the key (after `where`, e.g. "ttft_ms.") when it has the wrong type; a missing key leaves
/// `out` as it was.
template<typename T>
std::optional<QString> readJsonField(const nlohmann::json &json, const char *key, T &out,
                                     const QString &where)
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
        const auto value = it->get<std::uint64_t>();
        if (value > std::numeric_limits<T>::max())
            return QStringLiteral("%1%2 is out of range").arg(where, QLatin1String(key));
        out = static_cast<T>(value);
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

} // namespace shardscope::core
