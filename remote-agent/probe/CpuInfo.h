#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace shardscope::probe {

/// What /proc/cpuinfo says about the processors.
struct CpuInfo {
    std::optional<std::string> model; ///< "model name" (x86), or the ARM core names from the MIDR fields
    std::optional<int> cores;         ///< unique (physical id, core id) pairs, when every processor has both
    int processorCount = 0;           ///< number of "processor" entries
};

/// Parses /proc/cpuinfo text of x86 or aarch64; truncated entries count only with their fields complete.
CpuInfo parseCpuInfo(std::string_view text);

/// Number of CPUs in a kernel CPU list such as "0-3,8-11" (sysfs `online`); nullopt when malformed.
std::optional<int> parseCpuList(std::string_view text);

/// Unique (physical_package_id, core_id) pairs under rootDir/sys/devices/system/cpu/cpu*/topology.
std::optional<int> countTopologyCores(const std::string &rootDir);

/// CPU model, physical cores and logical CPUs online of the system under rootDir.
struct CpuFacts {
    std::optional<std::string> model;
    std::optional<int> cores;
    std::optional<int> threads;
};

/// Combines cpuinfo, sysfs topology and the online list (sysconf on the live system) into CpuFacts.
CpuFacts readCpuFacts(const std::string &rootDir);

} // namespace shardscope::probe
