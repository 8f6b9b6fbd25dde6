#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::probe {

/// The process ids under rootDir/proc (its all-digit entries), in ascending order; empty when
/// /proc cannot be read.
std::vector<std::int64_t> processIds(const std::string &rootDir);

/// A process's name from rootDir/proc/<pid>/comm (at most 15 bytes as the kernel keeps it);
/// nullopt when it is gone, unreadable or not printable text.
std::optional<std::string> processName(const std::string &rootDir, std::int64_t pid);

} // namespace shardscope::probe
