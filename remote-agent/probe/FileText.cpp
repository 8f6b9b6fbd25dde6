#include "remote-agent/probe/FileText.h"

#include <cerrno>
#include <climits>
#include <cstdlib>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <limits>

namespace shardscope::probe {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

} // namespace

std::optional<std::string> readTextFile(const std::string &path, std::size_t maxBytes)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return std::nullopt;
    std::string text;
    char buffer[16384];
    bool failed = false;
    while (text.size() < maxBytes) {
        const std::size_t want = std::min(sizeof buffer, maxBytes - text.size());
        const ssize_t got = ::read(fd, buffer, want);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            failed = true;
            break;
        }
        if (got == 0)
            break;
        text.append(buffer, static_cast<std::size_t>(got));
    }
    ::close(fd);
    if (failed)
        return std::nullopt;
    return text;
}

std::optional<std::string> readAttribute(const std::string &path)
{
    auto text = readTextFile(path, 64 * 1024);
    if (!text)
        return std::nullopt;
    const auto lines = splitLines(*text);
    if (lines.empty())
        return std::nullopt;
    const std::string_view first = trim(lines.front());
    if (first.empty())
        return std::nullopt;
    return std::string(first);
}

bool isLiveRoot(const std::string &rootDir)
{
    return std::all_of(rootDir.begin(), rootDir.end(), [](char c) { return c == '/'; });
}

std::string underRoot(const std::string &rootDir, const std::string &absolutePath)
{
    if (isLiveRoot(rootDir))
        return absolutePath;
    std::string root = rootDir;
    while (!root.empty() && root.back() == '/')
        root.pop_back();
    if (absolutePath.empty() || absolutePath.front() != '/')
        return root + '/' + absolutePath;
    return root + absolutePath;
}

std::string_view trim(std::string_view text)
{
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

std::vector<std::string_view> completeLines(std::string_view text)
{
    const std::size_t end = text.rfind('\n');
    if (end == std::string_view::npos)
        return {};
    return splitLines(text.substr(0, end + 1));
}

bool isPrintable(std::string_view text)
{
    return std::none_of(text.begin(), text.end(),
                        [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
}

std::vector<std::string_view> splitOn(std::string_view text, char separator)
{
    std::vector<std::string_view> fields;
    while (true) {
        const std::size_t end = text.find(separator);
        fields.push_back(text.substr(0, end));
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    return fields;
}

std::vector<std::string_view> splitWhitespace(std::string_view text)
{
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && !isSpace(text[i]))
            ++i;
        if (i > start)
            fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

std::optional<std::uint64_t> parseUint64(std::string_view text)
{
    if (text.empty() || text.size() > 20)
        return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        if (!isDigit(c))
            return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (std::numeric_limits<std::uint64_t>::max() - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

std::optional<std::int64_t> parseInt64(std::string_view text)
{
    const bool negative = !text.empty() && text.front() == '-';
    if (negative)
        text.remove_prefix(1);
    const auto magnitude = parseUint64(text);
    if (!magnitude)
        return std::nullopt;
    const auto limit = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    if (*magnitude > limit)
        return std::nullopt;
    const auto value = static_cast<std::int64_t>(*magnitude);
    return negative ? -value : value;
}

std::optional<std::uint64_t> parseHex64(std::string_view text)
{
    if (text.empty() || text.size() > 16)
        return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        std::uint64_t digit = 0;
        if (isDigit(c))
            digit = static_cast<std::uint64_t>(c - '0');
        else if (c >= 'a' && c <= 'f')
            digit = static_cast<std::uint64_t>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            digit = static_cast<std::uint64_t>(c - 'A' + 10);
        else
            return std::nullopt;
        value = value * 16 + digit;
    }
    return value;
}

std::optional<double> parseDecimal(std::string_view text)
{
    const std::size_t dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view fraction
        = dot == std::string_view::npos ? std::string_view{} : text.substr(dot + 1);
    if (whole.empty() || (dot != std::string_view::npos && fraction.empty()) || fraction.size() > 9)
        return std::nullopt;
    const auto wholeValue = parseUint64(whole);
    if (!wholeValue || *wholeValue > (1ULL << 52))
        return std::nullopt;
    double value = static_cast<double>(*wholeValue);
    if (!fraction.empty()) {
        const auto fractionValue = parseUint64(fraction);
        if (!fractionValue)
            return std::nullopt;
        double scale = 1.0;
        for (std::size_t i = 0; i < fraction.size(); ++i)
            scale *= 10.0;
        value += static_cast<double>(*fractionValue) / scale;
    }
    return value;
}

bool isDottedVersion(std::string_view text)
{
    if (text.empty() || !isDigit(text.front()) || !isDigit(text.back()))
        return false;
    char previous = 0;
    for (const char c : text) {
        if (c == '.' && previous == '.')
            return false;
        if (!isDigit(c) && c != '.')
            return false;
        previous = c;
    }
    return true;
}

std::string baseName(std::string_view path)
{
    while (path.size() > 1 && path.back() == '/')
        path.remove_suffix(1);
    const std::size_t slash = path.rfind('/');
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

void FdGuard::reset()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

std::optional<std::string> readLink(const std::string &path)
{
    char buffer[PATH_MAX];
    const ssize_t length = ::readlink(path.c_str(), buffer, sizeof buffer);
    if (length <= 0 || static_cast<std::size_t>(length) >= sizeof buffer)
        return std::nullopt;
    return std::string(buffer, static_cast<std::size_t>(length));
}

std::vector<std::string> listDirectory(const std::string &path)
{
    std::vector<std::string> names;
    DIR *dir = ::opendir(path.c_str());
    if (!dir)
        return names;
    while (const dirent *entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        if (name != "." && name != "..")
            names.push_back(name);
        if (names.size() > 100000) // a directory that large is not one we are meant to read
            break;
    }
    ::closedir(dir);
    std::sort(names.begin(), names.end());
    return names;
}

bool pathExists(const std::string &path)
{
    struct stat info {
    };
    return ::stat(path.c_str(), &info) == 0;
}

bool isDirectory(const std::string &path)
{
    struct stat info {
    };
    return ::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

bool isExecutableFile(const std::string &path)
{
    struct stat info {
    };
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

std::optional<std::string> canonicalPath(const std::string &path)
{
    char *resolved = ::realpath(path.c_str(), nullptr);
    if (!resolved)
        return std::nullopt;
    std::string result = resolved;
    std::free(resolved); // realpath allocates with malloc
    return result;
}

} // namespace shardscope::probe
