#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::probe {

/// Where queryGpus looks.
struct GpuQueryOptions {
    std::string nvmlLibrary = "libnvidia-ml.so.1"; ///< dlopen name or path
    std::vector<std::string> searchDirs;           ///< where nvidia-smi may be (PATH and /usr/bin)
    int timeoutMs = 5000;                          ///< per nvidia-smi run
};

/// The GPUs and, when there are none, why.
struct GpuQuery {
    std::vector<protocol::GpuInfo> gpus;
    std::optional<std::string> note; ///< HostInventory::gpuSourceNote
};

/// NVML first; nvidia-smi (CSV query, plus its header for the CUDA version) where NVML is missing.
GpuQuery queryGpus(const GpuQueryOptions &options);

} // namespace shardscope::probe
