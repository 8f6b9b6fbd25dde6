#pragma once

#include <QString>

#include <cstdint>
#include <limits>

namespace shardscope::core {

/// Bytes as untranslated binary gigabytes with one decimal, e.g. "23.9 GiB" (details, CLI text).
inline QString gibText(std::uint64_t bytes)
{
    return QStringLiteral("%1 GiB").arg(double(bytes) / double(1ull << 30), 0, 'f', 1);
}

/// a + b, stuck at the largest value instead of wrapping: byte counts come from remote machines
/// and are not trusted to stay small.
constexpr std::uint64_t saturatingAdd(std::uint64_t a, std::uint64_t b)
{
    return b > std::numeric_limits<std::uint64_t>::max() - a ? std::numeric_limits<std::uint64_t>::max()
                                                             : a + b;
}

} // namespace shardscope::core
