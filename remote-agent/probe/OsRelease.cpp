#include "remote-agent/probe/OsRelease.h"

#include "remote-agent/probe/FileText.h"

namespace shardscope::probe {

namespace {

bool isKeyChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/// The value of one assignment as os-release(5) (shell-like quoting) defines it; nullopt when malformed.
std::optional<std::string> unquote(std::string_view raw)
{
    if (raw.empty())
        return std::string();
    const char quote = raw.front();
    if (quote != '"' && quote != '\'') {
        // Unquoted values may not contain spaces or shell specials.
        for (const char c : raw) {
            if (c == ' ' || c == '\t' || c == '"' || c == '\'' || c == '\\' || c == '`' || c == '$')
                return std::nullopt;
        }
        return std::string(raw);
    }
    std::string value;
    for (std::size_t i = 1; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == quote) {
            if (i + 1 != raw.size())
                return std::nullopt; // text after the closing quote
            return value;
        }
        if (c == '\\' && quote == '"' && i + 1 < raw.size()) {
            value.push_back(raw[++i]);
            continue;
        }
        value.push_back(c);
    }
    return std::nullopt; // unterminated quote: a truncated file
}

} // namespace

OsRelease parseOsRelease(std::string_view text)
{
    OsRelease release;
    for (const std::string_view rawLine : splitLines(text)) {
        const std::string_view line = trim(rawLine);
        if (line.empty() || line.front() == '#')
            continue;
        const std::size_t equals = line.find('=');
        if (equals == std::string_view::npos || equals == 0)
            continue;
        const std::string_view key = line.substr(0, equals);
        bool validKey = true;
        for (const char c : key)
            validKey = validKey && isKeyChar(c);
        if (!validKey)
            continue;
        auto value = unquote(line.substr(equals + 1));
        if (!value || value->empty() || !isPrintable(*value))
            continue;
        if (key == "ID")
            release.id = std::move(value);
        else if (key == "PRETTY_NAME")
            release.prettyName = std::move(value);
        else if (key == "VERSION_ID")
            release.versionId = std::move(value);
    }
    return release;
}

OsRelease readOsRelease(const std::string &rootDir)
{
    for (const char *path : {"/etc/os-release", "/usr/lib/os-release"}) {
        if (auto text = readTextFile(underRoot(rootDir, path), 64 * 1024))
            return parseOsRelease(*text);
    }
    return {};
}

} // namespace shardscope::probe
