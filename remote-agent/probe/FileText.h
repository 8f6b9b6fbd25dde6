#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::probe {

/// Closes a file descriptor (a pipe's end, a socket) when it goes out of scope.
class FdGuard
{
public:
    explicit FdGuard(int fd = -1)
        : m_fd(fd)
    {}
    ~FdGuard() { reset(); }
    FdGuard(const FdGuard &) = delete;
    FdGuard &operator=(const FdGuard &) = delete;
    int get() const { return m_fd; }
    void reset();

private:
    int m_fd;
};

// Small, non-throwing helpers for reading /proc, /sys and /etc. Every reader is bounded: a file
// on a node is untrusted input, and a procfs file may claim any size.

/// Default bound for one file read (a /proc/cpuinfo of a few hundred CPUs fits easily).
inline constexpr std::size_t kMaxFileBytes = 4 * 1024 * 1024;

/// Whole content of a file, at most maxBytes; nullopt when it cannot be opened or read.
std::optional<std::string> readTextFile(const std::string &path, std::size_t maxBytes = kMaxFileBytes);

/// First line of a file (a sysfs attribute) without surrounding whitespace; nullopt when
/// unreadable (e.g. EINVAL from `speed` on a down link) or empty.
std::optional<std::string> readAttribute(const std::string &path);

/// rootDir joined with an absolute path: ("/", "/proc/x") → "/proc/x", ("/tmp/r", "/proc/x") →
/// "/tmp/r/proc/x".
std::string underRoot(const std::string &rootDir, const std::string &absolutePath);

/// True when rootDir names the live system ("/", "" or a run of slashes).
bool isLiveRoot(const std::string &rootDir);

/// text without leading and trailing ASCII whitespace.
std::string_view trim(std::string_view text);

/// The lines of text, without their '\n' (and a trailing '\r').
std::vector<std::string_view> splitLines(std::string_view text);

/// The lines of text that end with '\n': the last line of a file cut short (no newline) is dropped.
/// For kernel-generated text (/proc, nvidia-smi), which always ends its lines.
std::vector<std::string_view> completeLines(std::string_view text);

/// True when text has no control characters (bytes below 0x20, and DEL): safe to show and to put in
/// a report. Bytes of 0x80 and above pass, so UTF-8 names stay intact. True for "".
bool isPrintable(std::string_view text);

/// Splits text at each separator character; empty fields are kept.
std::vector<std::string_view> splitOn(std::string_view text, char separator);

/// Splits text at runs of whitespace; no empty fields.
std::vector<std::string_view> splitWhitespace(std::string_view text);

/// A whole string as a decimal signed integer (optional leading '-'); nullopt on any other character or
/// overflow.
std::optional<std::int64_t> parseInt64(std::string_view text);

/// A whole string as a decimal unsigned integer; nullopt on any other character or overflow.
std::optional<std::uint64_t> parseUint64(std::string_view text);

/// A whole string as a hexadecimal unsigned integer (no 0x prefix); nullopt otherwise.
std::optional<std::uint64_t> parseHex64(std::string_view text);

/// A whole string as a non-negative decimal number such as "450.00"; nullopt otherwise.
std::optional<double> parseDecimal(std::string_view text);

/// True when text is non-empty and only digits and dots, starting and ending with a digit ("2.28.9").
bool isDottedVersion(std::string_view text);

/// The last component of a path ("../../bus/pci/drivers/igc" → "igc").
std::string baseName(std::string_view path);

/// The target of a symbolic link as written in it; nullopt when path is not a readable link.
std::optional<std::string> readLink(const std::string &path);

/// The names in a directory, sorted, without "." and ".."; empty when it cannot be read.
std::vector<std::string> listDirectory(const std::string &path);

/// True when path exists (following links).
bool pathExists(const std::string &path);

/// True when path is a directory (following links).
bool isDirectory(const std::string &path);

/// True when path is an executable regular file (following links).
bool isExecutableFile(const std::string &path);

/// The canonical path (all links resolved); nullopt when it does not exist.
std::optional<std::string> canonicalPath(const std::string &path);

} // namespace shardscope::probe
