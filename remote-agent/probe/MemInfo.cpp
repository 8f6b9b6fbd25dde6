#include "remote-agent/probe/MemInfo.h"

#include "remote-agent/probe/FileText.h"

#include <limits>

namespace shardscope::probe {

MemInfo parseMemInfo(std::string_view text)
{
    MemInfo info;
    for (const std::string_view line : completeLines(text)) {
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos)
            continue;
        const std::string_view key = line.substr(0, colon);
        std::optional<std::uint64_t> *target = nullptr;
        if (key == "MemTotal")
            target = &info.totalBytes;
        else if (key == "MemAvailable")
            target = &info.availableBytes;
        if (!target || target->has_value())
            continue;
        const auto fields = splitWhitespace(line.substr(colon + 1));
        // The unit is always kB (KiB); a line cut before it may be cut inside the number too.
        if (fields.size() != 2 || fields[1] != "kB")
            continue;
        const auto kib = parseUint64(fields[0]);
        if (!kib || *kib > std::numeric_limits<std::uint64_t>::max() / 1024)
            continue;
        *target = *kib * 1024;
    }
    return info;
}

} // namespace shardscope::probe
