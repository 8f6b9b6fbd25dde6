#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace shardscope::probe {

/// The fields of os-release(5) the inventory reports.
struct OsRelease {
    std::optional<std::string> id;         ///< ID, e.g. "debian"
    std::optional<std::string> prettyName; ///< PRETTY_NAME, e.g. "Debian GNU/Linux 12 (bookworm)"
    std::optional<std::string> versionId;  ///< VERSION_ID, e.g. "12"
};

/// Parses os-release text (KEY=value, optionally quoted); malformed lines and unterminated quotes are
/// skipped.
OsRelease parseOsRelease(std::string_view text);

/// Reads rootDir/etc/os-release, falling back to rootDir/usr/lib/os-release; empty when neither is readable.
OsRelease readOsRelease(const std::string &rootDir);

} // namespace shardscope::probe
