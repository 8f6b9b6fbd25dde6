#include "remote-agent/probe/Nvml.h"

#include <dlfcn.h>

#include <cstring>

namespace shardscope::probe {

using protocol::GpuInfo;
using protocol::GpuSource;

namespace {

// The few NVML declarations we use (nvml.h is not needed at build time; the ABI is stable).
using nvmlReturn_t = int;
constexpr nvmlReturn_t kNvmlSuccess = 0;
struct nvmlDevice_st;
using nvmlDevice_t = nvmlDevice_st *;

struct nvmlMemory_t {
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};

struct nvmlPciInfo_t { // layout of nvmlDeviceGetPciInfo_v2/_v3
    char busIdLegacy[16];
    unsigned int domain;
    unsigned int bus;
    unsigned int device;
    unsigned int pciDeviceId;
    unsigned int pciSubSystemId;
    char busId[32];
};

constexpr unsigned int kNameBufferSize = 96;   // NVML_DEVICE_NAME_V2_BUFFER_SIZE
constexpr unsigned int kUuidBufferSize = 96;   // NVML_DEVICE_UUID_V2_BUFFER_SIZE
constexpr unsigned int kDriverBufferSize = 80; // NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE

using InitFn = nvmlReturn_t (*)();
using ShutdownFn = nvmlReturn_t (*)();
using ErrorStringFn = const char *(*)(nvmlReturn_t);
using CountFn = nvmlReturn_t (*)(unsigned int *);
using HandleFn = nvmlReturn_t (*)(unsigned int, nvmlDevice_t *);
using StringFn = nvmlReturn_t (*)(nvmlDevice_t, char *, unsigned int);
using PciFn = nvmlReturn_t (*)(nvmlDevice_t, nvmlPciInfo_t *);
using MemoryFn = nvmlReturn_t (*)(nvmlDevice_t, nvmlMemory_t *);
using SystemStringFn = nvmlReturn_t (*)(char *, unsigned int);
using SystemIntFn = nvmlReturn_t (*)(int *);
using CapabilityFn = nvmlReturn_t (*)(nvmlDevice_t, int *, int *);
using UintFn = nvmlReturn_t (*)(nvmlDevice_t, unsigned int *);

/// Closes a dlopen handle when it goes out of scope.
class Library
{
public:
    explicit Library(void *handle)
        : m_handle(handle)
    {}
    ~Library()
    {
        if (m_handle)
            ::dlclose(m_handle);
    }
    Library(const Library &) = delete;
    Library &operator=(const Library &) = delete;

    /// The symbol as a function pointer of type F; nullptr when the library lacks it.
    template<typename F>
    F resolve(const char *name) const
    {
        void *symbol = ::dlsym(m_handle, name);
        if (!symbol)
            return nullptr;
        F function = nullptr;
        static_assert(sizeof function == sizeof symbol);
        std::memcpy(&function, &symbol, sizeof function); // POSIX: object and function pointers convert
        return function;
    }

private:
    void *m_handle;
};

/// A NUL-terminated C string from a fixed buffer, nullopt when empty or unterminated.
std::optional<std::string> fromBuffer(const char *buffer, std::size_t size)
{
    const std::size_t length = ::strnlen(buffer, size);
    if (length == 0 || length == size)
        return std::nullopt;
    return std::string(buffer, length);
}

std::optional<int> fromUint(UintFn function, nvmlDevice_t device)
{
    if (!function)
        return std::nullopt;
    unsigned int value = 0;
    if (function(device, &value) != kNvmlSuccess || value > 1024)
        return std::nullopt;
    return static_cast<int>(value);
}

} // namespace

NvmlQuery queryNvml(const std::string &library)
{
    NvmlQuery query;
    ::dlerror();
    void *handle = ::dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = ::dlerror();
        // "cannot open shared object file" says only that it is not installed; other errors
        // (wrong ELF class, missing dependency) are worth showing.
        const std::string detail = why ? why : "";
        query.problem = "no NVML (" + library + ")";
        if (!detail.empty() && detail.find("cannot open shared object file") == std::string::npos)
            query.problem += ": " + detail;
        return query;
    }
    const Library nvml(handle);

    const auto init = nvml.resolve<InitFn>("nvmlInit_v2");
    const auto shutdown = nvml.resolve<ShutdownFn>("nvmlShutdown");
    const auto errorString = nvml.resolve<ErrorStringFn>("nvmlErrorString");
    const auto getCount = nvml.resolve<CountFn>("nvmlDeviceGetCount_v2");
    const auto getHandle = nvml.resolve<HandleFn>("nvmlDeviceGetHandleByIndex_v2");
    const auto getName = nvml.resolve<StringFn>("nvmlDeviceGetName");
    if (!init || !shutdown || !getCount || !getHandle || !getName) {
        query.problem = "NVML (" + library
                        + ") lacks nvmlInit_v2, nvmlShutdown, nvmlDeviceGetCount_v2, "
                          "nvmlDeviceGetHandleByIndex_v2 or nvmlDeviceGetName";
        return query;
    }
    const auto describe = [&](const char *call, nvmlReturn_t rc) {
        const char *text = errorString ? errorString(rc) : nullptr;
        return std::string(call) + " failed: " + (text ? text : "error") + " (" + std::to_string(rc) + ")";
    };

    const nvmlReturn_t initRc = init();
    if (initRc != kNvmlSuccess) {
        query.problem = describe("nvmlInit_v2", initRc);
        return query;
    }

    const auto getUuid = nvml.resolve<StringFn>("nvmlDeviceGetUUID");
    auto getPci = nvml.resolve<PciFn>("nvmlDeviceGetPciInfo_v3");
    if (!getPci)
        getPci = nvml.resolve<PciFn>("nvmlDeviceGetPciInfo_v2"); // same struct layout
    const auto getMemory = nvml.resolve<MemoryFn>("nvmlDeviceGetMemoryInfo");
    const auto getDriver = nvml.resolve<SystemStringFn>("nvmlSystemGetDriverVersion");
    const auto getCuda = nvml.resolve<SystemIntFn>("nvmlSystemGetCudaDriverVersion_v2");
    const auto getCapability = nvml.resolve<CapabilityFn>("nvmlDeviceGetCudaComputeCapability");
    const auto getGen = nvml.resolve<UintFn>("nvmlDeviceGetCurrPcieLinkGeneration");
    const auto getGenMax = nvml.resolve<UintFn>("nvmlDeviceGetMaxPcieLinkGeneration");
    const auto getWidth = nvml.resolve<UintFn>("nvmlDeviceGetCurrPcieLinkWidth");
    const auto getWidthMax = nvml.resolve<UintFn>("nvmlDeviceGetMaxPcieLinkWidth");
    const auto getPower = nvml.resolve<UintFn>("nvmlDeviceGetEnforcedPowerLimit");

    std::optional<std::string> driverVersion;
    if (getDriver) {
        char buffer[kDriverBufferSize] = {};
        if (getDriver(buffer, sizeof buffer) == kNvmlSuccess)
            driverVersion = fromBuffer(buffer, sizeof buffer);
    }
    std::optional<std::string> cudaVersion;
    if (getCuda) {
        int version = 0; // 12040 → "12.4"
        if (getCuda(&version) == kNvmlSuccess && version > 0)
            cudaVersion = std::to_string(version / 1000) + '.' + std::to_string((version % 1000) / 10);
    }

    unsigned int count = 0;
    const nvmlReturn_t countRc = getCount(&count);
    if (countRc != kNvmlSuccess) {
        query.problem = describe("nvmlDeviceGetCount_v2", countRc);
        shutdown();
        return query;
    }
    query.available = true;
    for (unsigned int i = 0; i < count && i < 4096; ++i) {
        nvmlDevice_t device = nullptr;
        if (getHandle(i, &device) != kNvmlSuccess)
            continue; // e.g. NVML_ERROR_NO_PERMISSION for a GPU hidden from this user
        GpuInfo gpu;
        gpu.source = GpuSource::Nvml;
        gpu.index = static_cast<int>(i);
        char name[kNameBufferSize] = {};
        if (getName(device, name, sizeof name) == kNvmlSuccess)
            gpu.name = fromBuffer(name, sizeof name).value_or(std::string());
        if (gpu.name.empty())
            gpu.name = "unknown NVIDIA GPU";
        if (getUuid) {
            char uuid[kUuidBufferSize] = {};
            if (getUuid(device, uuid, sizeof uuid) == kNvmlSuccess)
                gpu.uuid = fromBuffer(uuid, sizeof uuid);
        }
        if (getPci) {
            nvmlPciInfo_t pci{};
            if (getPci(device, &pci) == kNvmlSuccess)
                gpu.pciBusId = fromBuffer(pci.busId, sizeof pci.busId);
        }
        if (getMemory) {
            nvmlMemory_t memory{};
            if (getMemory(device, &memory) == kNvmlSuccess) {
                gpu.memoryTotalBytes = memory.total;
                gpu.memoryFreeBytes = memory.free;
            }
        }
        gpu.driverVersion = driverVersion;
        gpu.cudaVersion = cudaVersion;
        if (getCapability) {
            int major = 0;
            int minor = 0;
            if (getCapability(device, &major, &minor) == kNvmlSuccess && major > 0 && minor >= 0)
                gpu.computeCapability = std::to_string(major) + '.' + std::to_string(minor);
        }
        gpu.pcieGeneration = fromUint(getGen, device);
        gpu.pcieGenerationMax = fromUint(getGenMax, device);
        gpu.pcieWidth = fromUint(getWidth, device);
        gpu.pcieWidthMax = fromUint(getWidthMax, device);
        if (getPower) {
            unsigned int milliwatts = 0;
            if (getPower(device, &milliwatts) == kNvmlSuccess && milliwatts > 0)
                gpu.powerLimitWatts = milliwatts / 1000.0;
        }
        query.gpus.push_back(std::move(gpu));
    }
    shutdown(); // its return code changes nothing we report
    return query;
}

} // namespace shardscope::probe
