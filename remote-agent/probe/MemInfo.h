#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace shardscope::probe {

/// Memory totals from /proc/meminfo, in bytes.
struct MemInfo {
    std::optional<std::uint64_t> totalBytes;     ///< MemTotal
    std::optional<std::uint64_t> availableBytes; ///< MemAvailable
};

/// Parses /proc/meminfo text ("MemTotal:  24684084 kB"); a line without its "kB" unit or number is ignored.
MemInfo parseMemInfo(std::string_view text);

} // namespace shardscope::probe
