#include "remote-agent/probe/Nvml.h"

#include <dlfcn.h>

#include <cstring>
#include <utility>

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

struct nvmlUtilization_t {
    unsigned int gpu;
    unsigned int memory;
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
using UtilizationFn = nvmlReturn_t (*)(nvmlDevice_t, nvmlUtilization_t *);

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

/// dlopen(library), or nullptr with problem set: "cannot open shared object file" says only that
/// it is not installed; other errors (wrong ELF class, missing dependency) are worth showing.
std::unique_ptr<Library> loadNvml(const std::string &library, std::string &problem)
{
    ::dlerror();
    void *handle = ::dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = ::dlerror();
        const std::string detail = why ? why : "";
        problem = "no NVML (" + library + ")";
        if (!detail.empty() && detail.find("cannot open shared object file") == std::string::npos)
            problem += ": " + detail;
        return nullptr;
    }
    return std::make_unique<Library>(handle);
}

std::string describeFailure(ErrorStringFn errorString, const char *call, nvmlReturn_t rc)
{
    const char *text = errorString ? errorString(rc) : nullptr;
    return std::string(call) + " failed: " + (text ? text : "error") + " (" + std::to_string(rc) + ")";
}

} // namespace

NvmlQuery queryNvml(const std::string &library)
{
    NvmlQuery query;
    auto loaded = loadNvml(library, query.problem);
    if (!loaded)
        return query;
    const Library &nvml = *loaded;

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
        return describeFailure(errorString, call, rc);
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

struct NvmlUsageReader::State {
    std::unique_ptr<Library> library;
    ShutdownFn shutdown = nullptr;
    UtilizationFn getUtilization = nullptr;
    MemoryFn getMemory = nullptr;
    std::vector<std::pair<unsigned int, nvmlDevice_t>> devices; ///< index, handle
};

NvmlUsageReader::NvmlUsageReader(std::unique_ptr<State> state)
    : m_state(std::move(state))
{}

NvmlUsageReader::~NvmlUsageReader()
{
    m_state->shutdown(); // its return code changes nothing; the library is closed after it
}

std::unique_ptr<NvmlUsageReader> NvmlUsageReader::open(const std::string &library, std::string *problem)
{
    std::string why;
    const auto fail = [&](std::string text) -> std::unique_ptr<NvmlUsageReader> {
        if (problem)
            *problem = std::move(text);
        return nullptr;
    };
    auto state = std::make_unique<State>();
    state->library = loadNvml(library, why);
    if (!state->library)
        return fail(why);
    const Library &nvml = *state->library;
    const auto init = nvml.resolve<InitFn>("nvmlInit_v2");
    state->shutdown = nvml.resolve<ShutdownFn>("nvmlShutdown");
    const auto errorString = nvml.resolve<ErrorStringFn>("nvmlErrorString");
    const auto getCount = nvml.resolve<CountFn>("nvmlDeviceGetCount_v2");
    const auto getHandle = nvml.resolve<HandleFn>("nvmlDeviceGetHandleByIndex_v2");
    state->getUtilization = nvml.resolve<UtilizationFn>("nvmlDeviceGetUtilizationRates");
    state->getMemory = nvml.resolve<MemoryFn>("nvmlDeviceGetMemoryInfo");
    if (!init || !state->shutdown || !getCount || !getHandle || (!state->getUtilization && !state->getMemory))
        return fail("NVML (" + library
                    + ") lacks nvmlInit_v2, nvmlShutdown, nvmlDeviceGetCount_v2, "
                      "nvmlDeviceGetHandleByIndex_v2, or both nvmlDeviceGetUtilizationRates and "
                      "nvmlDeviceGetMemoryInfo");
    if (const nvmlReturn_t rc = init(); rc != kNvmlSuccess)
        return fail(describeFailure(errorString, "nvmlInit_v2", rc));
    unsigned int count = 0;
    if (const nvmlReturn_t rc = getCount(&count); rc != kNvmlSuccess) {
        state->shutdown();
        return fail(describeFailure(errorString, "nvmlDeviceGetCount_v2", rc));
    }
    for (unsigned int i = 0; i < count && state->devices.size() < kMaxGpus; ++i) {
        nvmlDevice_t device = nullptr;
        if (getHandle(i, &device) == kNvmlSuccess && device)
            state->devices.emplace_back(i, device); // a GPU hidden from this user is left out
    }
    return std::unique_ptr<NvmlUsageReader>(new NvmlUsageReader(std::move(state)));
}

std::size_t NvmlUsageReader::gpuCount() const
{
    return m_state->devices.size();
}

std::vector<NvmlGpuUsage> NvmlUsageReader::read() const
{
    std::vector<NvmlGpuUsage> usage;
    usage.reserve(m_state->devices.size());
    for (const auto &[index, device] : m_state->devices) {
        NvmlGpuUsage gpu;
        gpu.index = index;
        if (m_state->getUtilization) {
            nvmlUtilization_t rates{};
            if (m_state->getUtilization(device, &rates) == kNvmlSuccess && rates.gpu <= 100)
                gpu.utilizationPercent = rates.gpu;
        }
        if (m_state->getMemory) {
            nvmlMemory_t memory{};
            if (m_state->getMemory(device, &memory) == kNvmlSuccess && memory.used <= memory.total) {
                gpu.memoryUsedBytes = memory.used;
                gpu.memoryTotalBytes = memory.total;
            }
        }
        usage.push_back(gpu);
    }
    return usage;
}

} // namespace shardscope::probe
