// A stand-in for libnvidia-ml.so.1 with two GPUs, loaded by the probe through dlopen exactly like
// the real one. GPU 1 answers NVML_ERROR_NOT_SUPPORTED for PCIe and power, as a GPU behind some
// virtualisation does, and for utilization (the telemetry sampler's reading) too. Built with
// FAKE_NVML_INIT_FAILS, nvmlInit_v2 fails like it does without a loaded kernel driver.
#include <cstring>

extern "C" {

using nvmlReturn_t = int;
struct nvmlDevice_st {
    unsigned int index;
};
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
struct nvmlPciInfo_t {
    char busIdLegacy[16];
    unsigned int domain;
    unsigned int bus;
    unsigned int device;
    unsigned int pciDeviceId;
    unsigned int pciSubSystemId;
    char busId[32];
};

namespace {
constexpr nvmlReturn_t kSuccess = 0;
constexpr nvmlReturn_t kInvalidArgument = 2;
constexpr nvmlReturn_t kNotSupported = 3;
constexpr nvmlReturn_t kDriverNotLoaded = 9;
constexpr nvmlReturn_t kInsufficientSize = 7;
constexpr nvmlReturn_t kUninitialized = 1;
nvmlDevice_st devices[2] = {{0}, {1}};
int initialised = 0;

nvmlReturn_t copyString(const char *text, char *buffer, unsigned int size)
{
    if (std::strlen(text) + 1 > size)
        return kInsufficientSize;
    std::strcpy(buffer, text);
    return kSuccess;
}
} // namespace

nvmlReturn_t nvmlInit_v2()
{
#ifdef FAKE_NVML_INIT_FAILS
    return kDriverNotLoaded;
#else
    ++initialised;
    return kSuccess;
#endif
}

nvmlReturn_t nvmlShutdown()
{
    if (initialised == 0)
        return kUninitialized;
    --initialised;
    return kSuccess;
}

const char *nvmlErrorString(nvmlReturn_t rc)
{
    return rc == kDriverNotLoaded ? "Driver Not Loaded" : "Unknown Error";
}

nvmlReturn_t nvmlDeviceGetCount_v2(unsigned int *count)
{
    if (!initialised)
        return kUninitialized;
    *count = 2;
    return kSuccess;
}

nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int index, nvmlDevice_t *device)
{
    if (!initialised)
        return kUninitialized;
    if (index >= 2)
        return kInvalidArgument;
    *device = &devices[index];
    return kSuccess;
}

nvmlReturn_t nvmlDeviceGetName(nvmlDevice_t device, char *name, unsigned int size)
{
    return copyString(device->index == 0 ? "NVIDIA H200" : "NVIDIA GeForce RTX 4090", name, size);
}

nvmlReturn_t nvmlDeviceGetUUID(nvmlDevice_t device, char *uuid, unsigned int size)
{
    return copyString(device->index == 0 ? "GPU-11111111-2222-3333-4444-555555555555"
                                         : "GPU-66666666-7777-8888-9999-000000000000",
                      uuid, size);
}

nvmlReturn_t nvmlDeviceGetPciInfo_v3(nvmlDevice_t device, nvmlPciInfo_t *pci)
{
    std::memset(pci, 0, sizeof *pci);
    return copyString(device->index == 0 ? "00000000:19:00.0" : "00000000:3B:00.0", pci->busId,
                      sizeof pci->busId);
}

nvmlReturn_t nvmlDeviceGetMemoryInfo(nvmlDevice_t device, nvmlMemory_t *memory)
{
    memory->total = device->index == 0 ? 150754820096ULL : 25757220864ULL;
    memory->free = memory->total - 1024ULL * 1024 * 512;
    memory->used = memory->total - memory->free;
    return kSuccess;
}

nvmlReturn_t nvmlDeviceGetUtilizationRates(nvmlDevice_t device, nvmlUtilization_t *rates)
{
    if (device->index == 1)
        return kNotSupported;
    rates->gpu = 37;
    rates->memory = 12;
    return kSuccess;
}

nvmlReturn_t nvmlSystemGetDriverVersion(char *version, unsigned int size)
{
    return copyString("570.86.15", version, size);
}

nvmlReturn_t nvmlSystemGetCudaDriverVersion_v2(int *version)
{
    *version = 12080;
    return kSuccess;
}

nvmlReturn_t nvmlDeviceGetCudaComputeCapability(nvmlDevice_t device, int *major, int *minor)
{
    *major = device->index == 0 ? 9 : 8;
    *minor = device->index == 0 ? 0 : 9;
    return kSuccess;
}

nvmlReturn_t nvmlDeviceGetCurrPcieLinkGeneration(nvmlDevice_t device, unsigned int *value)
{
    if (device->index == 1)
        return kNotSupported;
    *value = 5;
    return kSuccess;
}

nvmlReturn_t nvmlDeviceGetMaxPcieLinkGeneration(nvmlDevice_t device, unsigned int *value)
{
    if (device->index == 1)
        return kNotSupported;
    *value = 5;
    return kSuccess;
}

nvmlReturn_t nvmlDeviceGetCurrPcieLinkWidth(nvmlDevice_t device, unsigned int *value)
{
    if (device->index == 1)
        return kNotSupported;
    *value = 16;
    return kSuccess;
}

nvmlReturn_t nvmlDeviceGetMaxPcieLinkWidth(nvmlDevice_t device, unsigned int *value)
{
    if (device->index == 1)
        return kNotSupported;
    *value = 16;
    return kSuccess;
}

nvmlReturn_t nvmlDeviceGetEnforcedPowerLimit(nvmlDevice_t device, unsigned int *milliwatts)
{
    if (device->index == 1)
        return kNotSupported;
    *milliwatts = 700000;
    return kSuccess;
}

/// Reports whether every nvmlInit_v2 was matched by nvmlShutdown (the test checks it after a query).
int fakeNvmlInitialised()
{
    return initialised;
}

} // extern "C"
