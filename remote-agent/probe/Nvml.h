#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <cstdint>
#include <memory>
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

/// One GPU's use at one moment; a failed call leaves its field absent.
struct NvmlGpuUsage {
    unsigned int index = 0;
    std::optional<std::uint32_t> utilizationPercent; ///< nvmlDeviceGetUtilizationRates' gpu, 0..100
    std::optional<std::uint64_t> memoryUsedBytes;    ///< nvmlDeviceGetMemoryInfo
    std::optional<std::uint64_t> memoryTotalBytes;
};

/// NVML kept loaded and initialised for repeated readings (the telemetry sampler's life): the
/// library is opened as queryNvml opens it, the device handles are taken once, and the destructor
/// shuts NVML down and unloads it. NVML counts its initialisations, so a queryNvml meanwhile is fine.
class NvmlUsageReader
{
public:
    /// How many GPUs open() keeps at most.
    static constexpr std::size_t kMaxGpus = 64;

    /// nullptr, with *problem set (when given), where queryNvml would report NVML unavailable, or
    /// the library lacks nvmlDeviceGetUtilizationRates and nvmlDeviceGetMemoryInfo both.
    static std::unique_ptr<NvmlUsageReader> open(const std::string &library = "libnvidia-ml.so.1",
                                                 std::string *problem = nullptr);
    ~NvmlUsageReader();
    NvmlUsageReader(const NvmlUsageReader &) = delete;
    NvmlUsageReader &operator=(const NvmlUsageReader &) = delete;

    /// GPUs whose handle NVML gave at open() (at most kMaxGpus), in index order.
    std::size_t gpuCount() const;
    /// Reads every GPU of gpuCount(); each call's return code is checked.
    std::vector<NvmlGpuUsage> read() const;

    struct State;

private:
    explicit NvmlUsageReader(std::unique_ptr<State> state);
    std::unique_ptr<State> m_state;
};

} // namespace shardscope::probe
