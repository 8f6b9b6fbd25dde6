#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::probe {

/// Outcome of asking NVML.
struct NvmlQuery {
    bool available = false;              ///< the library loaded and nvmlInit_v2 succeeded
    std::vector<protocol::GpuInfo> gpus; ///< what it reported (may be empty)
    std::string problem;                 ///< why it is not available, when it is not
};

/// Loads NVML with dlopen(library) (normally "libnvidia-ml.so.1"), reads every GPU, shuts NVML
/// down and unloads it. Each call's return code is checked; a failed call leaves its field absent.
NvmlQuery queryNvml(const std::string &library = "libnvidia-ml.so.1");

} // namespace shardscope::probe
