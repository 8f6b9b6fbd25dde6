#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <string>

namespace shardscope::probe {

/// Where the probe reads the system from. Tests point rootDir at a fixture tree that mirrors
/// /proc, /sys and /etc; the agent uses "/".
struct ProbeOptions {
    std::string rootDir = "/";
    bool queryGpus = true;     ///< load NVML / run nvidia-smi
    bool querySoftware = true; ///< look for NCCL, CUDA, vLLM, llama.cpp, Ollama
};

/// Gathers the whole inventory of the node this runs on. Never throws: a source that is missing
/// or unreadable leaves its fields absent.
protocol::HostInventory probeHost(const ProbeOptions &options = {});

} // namespace shardscope::probe
