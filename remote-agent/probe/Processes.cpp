#include "remote-agent/probe/Processes.h"

#include "remote-agent/probe/FileText.h"

#include <algorithm>

namespace shardscope::probe {

std::vector<std::int64_t> processIds(const std::string &rootDir)
{
    std::vector<std::int64_t> pids;
    for (const std::string &name : listDirectory(underRoot(rootDir, "/proc"))) {
        if (const auto pid = parseInt64(name); pid && *pid > 0 && name.front() != '-')
            pids.push_back(*pid);
    }
    std::sort(pids.begin(), pids.end()); // listDirectory sorts names: "10" before "9"
    return pids;
}

std::optional<std::string> processName(const std::string &rootDir, std::int64_t pid)
{
    auto name = readAttribute(underRoot(rootDir, "/proc/" + std::to_string(pid) + "/comm"));
    if (!name || name->size() > 64 || !isPrintable(*name))
        return std::nullopt;
    return name;
}

} // namespace shardscope::probe
