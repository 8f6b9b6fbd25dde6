#include "remote-agent/bench/CudaBackend.h"

#include "remote-agent/bench/cuda/CudaPluginApi.h"

#include <nlohmann/json.hpp>

#include <dirent.h>
#include <dlfcn.h>
#include <link.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <string>
#include <vector>

namespace shardscope::bench {

namespace {

constexpr char kPluginName[] = "libshardscope-cuda.so";
constexpr char kDriverName[] = "libcuda.so.1";
constexpr char kCublasName[] = "libcublas.so.13";
constexpr char kCublasLtName[] = "libcublasLt.so.13";
constexpr char kNcclName[] = "libnccl.so.2";

/// The plugin's functions, resolved once; the libraries stay loaded for the life of the process
/// (unloading CUDA libraries while their threads may still run is not safe).
struct Plugin {
    ShardscopeCudaDevicesFn devices = nullptr;
    ShardscopeCudaRunRankFn runRank = nullptr;
    ShardscopeCudaFreeFn release = nullptr;
};

struct Loaded {
    CudaStatus status;
    Plugin plugin;
};

/// A symbol as a function pointer (POSIX: object and function pointers convert).
template<typename F>
F resolve(void *handle, const char *name)
{
    void *symbol = ::dlsym(handle, name);
    F function = nullptr;
    static_assert(sizeof function == sizeof symbol);
    if (symbol)
        std::memcpy(&function, &symbol, sizeof function);
    return function;
}

bool isFile(const std::string &path)
{
    struct stat info {
    };
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

bool isDirectory(const std::string &path)
{
    struct stat info {
    };
    return ::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

/// Names in a directory (without "." and ".."), sorted; empty when it cannot be read.
std::vector<std::string> listDirectory(const std::string &path)
{
    std::vector<std::string> names;
    DIR *dir = ::opendir(path.c_str());
    if (!dir)
        return names;
    while (const dirent *entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        if (name != "." && name != "..")
            names.push_back(name);
    }
    ::closedir(dir);
    std::sort(names.begin(), names.end());
    return names;
}

void addUnique(std::vector<std::string> &list, std::string value)
{
    if (!value.empty() && std::find(list.begin(), list.end(), value) == list.end())
        list.push_back(std::move(value));
}

std::string environment(const char *name)
{
    const char *value = std::getenv(name);
    return value ? std::string(value) : std::string();
}

/// The folder of the running program (/proc/self/exe), where the plugin is installed beside it.
std::string executableDirectory()
{
    std::vector<char> buffer(4096);
    const ssize_t length = ::readlink("/proc/self/exe", buffer.data(), buffer.size() - 1);
    if (length <= 0)
        return {};
    const std::string path(buffer.data(), static_cast<std::size_t>(length));
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

/// `prefix`/lib/python3.*/site-packages for every python3.* folder there.
void addSitePackages(std::vector<std::string> &dirs, const std::string &prefix)
{
    const std::string lib = prefix + "/lib";
    for (const std::string &name : listDirectory(lib)) {
        if (name.rfind("python3", 0) == 0)
            addUnique(dirs, lib + '/' + name + "/site-packages");
    }
}

/// Where the NVIDIA pip wheels (vLLM's and PyTorch's dependencies) put their libraries: every
/// site-packages/nvidia/<package>/lib of the active environment, ~/.local, and the virtual and
/// conda environments in the user's home (two levels down, and conda's envs/).
std::vector<std::string> wheelLibraryDirs()
{
    std::vector<std::string> prefixes;
    for (const char *variable : {"VIRTUAL_ENV", "CONDA_PREFIX"})
        addUnique(prefixes, environment(variable));
    const std::string home = environment("HOME");
    if (!home.empty() && home.front() == '/') {
        addUnique(prefixes, home + "/.local");
        for (const std::string &first : listDirectory(home)) {
            const std::string level1 = home + '/' + first;
            if (!isDirectory(level1))
                continue;
            addUnique(prefixes, level1);
            for (const std::string &second : listDirectory(level1)) {
                const std::string level2 = level1 + '/' + second;
                if (isDirectory(level2 + "/lib"))
                    addUnique(prefixes, level2);
            }
            for (const std::string &env : listDirectory(level1 + "/envs")) // ~/miniconda3/envs/<name>
                addUnique(prefixes, level1 + "/envs/" + env);
        }
    }
    std::vector<std::string> sitePackages;
    for (const std::string &prefix : prefixes)
        addSitePackages(sitePackages, prefix);
    std::vector<std::string> dirs;
    for (const std::string &site : sitePackages) {
        const std::string nvidia = site + "/nvidia";
        for (const std::string &package : listDirectory(nvidia)) // cublas, nccl, cu13, …
            if (isDirectory(nvidia + '/' + package + "/lib"))
                addUnique(dirs, nvidia + '/' + package + "/lib");
    }
    return dirs;
}

/// Folders searched after the dynamic loader's own search (LD_LIBRARY_PATH, ld.so.cache), in order.
std::vector<std::string> libraryDirs()
{
    std::vector<std::string> dirs;
    const std::string extra = environment("SHARDSCOPE_CUDA_LIBRARY_PATH");
    for (std::size_t begin = 0; begin <= extra.size();) {
        const std::size_t end = std::min(extra.find(':', begin), extra.size());
        if (end > begin)
            addUnique(dirs, extra.substr(begin, end - begin));
        begin = end + 1;
    }
    addUnique(dirs, "/usr/local/cuda/lib64");
    for (const std::string &target : listDirectory("/usr/local/cuda/targets"))
        addUnique(dirs, "/usr/local/cuda/targets/" + target + "/lib");
    std::vector<std::string> versions; // /usr/local/cuda-13.1 before /usr/local/cuda-13.0
    for (const std::string &name : listDirectory("/usr/local"))
        if (name.rfind("cuda-", 0) == 0)
            versions.push_back(name);
    std::sort(versions.rbegin(), versions.rend());
    for (const std::string &name : versions)
        addUnique(dirs, "/usr/local/" + name + "/lib64");
    for (const char *dir : {"/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64",
                            "/usr/lib", "/usr/local/lib"})
        addUnique(dirs, dir);
    for (std::string &dir : wheelLibraryDirs())
        addUnique(dirs, std::move(dir));
    return dirs;
}

/// The file a handle was loaded from.
std::string loadedPath(void *handle, const std::string &fallback)
{
    link_map *map = nullptr;
    if (::dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name && *map->l_name)
        return map->l_name;
    return fallback;
}

std::string lastDlError()
{
    const char *why = ::dlerror();
    return why ? std::string(why) : std::string("unknown reason");
}

/// Loads `names` (in order, RTLD_GLOBAL so the plugin's own references bind to them) through the
/// loader's search, else from the first folder that has all of them. Returns the path of the last
/// one, or empty with `why` set to the loader's message for a file that exists but did not load.
std::string loadGlobal(const std::vector<const char *> &names, const std::vector<std::string> &dirs,
                       std::string &why)
{
    const auto loadAll = [&](const std::string &prefix) -> void * {
        void *last = nullptr;
        for (const char *name : names) {
            ::dlerror();
            last = ::dlopen((prefix + name).c_str(), RTLD_NOW | RTLD_GLOBAL);
            if (!last)
                return nullptr;
        }
        return last;
    };
    if (void *handle = loadAll({}))
        return loadedPath(handle, names.back());
    for (const std::string &dir : dirs) {
        bool present = true;
        for (const char *name : names)
            present = present && isFile(dir + '/' + name);
        if (!present)
            continue;
        if (void *handle = loadAll(dir + '/'))
            return loadedPath(handle, dir + '/' + names.back());
        why = dir + ": " + lastDlError();
    }
    return {};
}

/// Loads the NVIDIA driver's library (libcuda.so.1) through the loader's search, else from the
/// folders where GPU containers and WSL put it. Loading it makes no CUDA call. Safe to repeat: the
/// loader counts references to a library already loaded.
bool loadDriver()
{
    ::dlerror();
    if (::dlopen(kDriverName, RTLD_NOW | RTLD_GLOBAL))
        return true;
    for (const char *dir : {"/usr/local/nvidia/lib64", "/usr/local/nvidia/lib", "/usr/lib/wsl/lib"}) {
        const std::string path = std::string(dir) + '/' + kDriverName;
        if (isFile(path) && ::dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL)) {
            // NCCL opens NVML by soname for its topology: from the driver's folder too.
            const std::string nvml = std::string(dir) + "/libnvidia-ml.so.1";
            if (isFile(nvml))
                ::dlopen(nvml.c_str(), RTLD_NOW | RTLD_GLOBAL);
            return true;
        }
    }
    return false;
}

/// Where the plugin must be: next to the agent. Empty when the agent's folder is unknown.
std::string pluginPathNextToAgent()
{
    const std::string pluginDir = executableDirectory();
    return pluginDir.empty() ? std::string() : pluginDir + '/' + kPluginName;
}

Loaded load()
{
    Loaded loaded;
    CudaStatus &status = loaded.status;
    const std::string pluginPath = pluginPathNextToAgent();
    if (pluginPath.empty() || !isFile(pluginPath)) {
        const std::string pluginDir = executableDirectory();
        status.problem = std::string("this agent build has no CUDA plugin (") + kPluginName
                         + " is not next to " + (pluginDir.empty() ? std::string("the agent") : pluginDir)
                         + "): use an agent built with the CUDA toolkit";
        return loaded;
    }

    if (!loadDriver()) {
        status.problem = "no NVIDIA driver (libcuda.so.1 not found)";
        return loaded;
    }

    const std::vector<std::string> dirs = libraryDirs();
    std::string why;
    status.cublasPath = loadGlobal({kCublasLtName, kCublasName}, dirs, why);
    if (status.cublasPath.empty()) {
        status.problem = "cuBLAS 13 not found: install the CUDA toolkit or `pip install nvidia-cublas-cu13`";
        if (!why.empty())
            status.problem += " (" + why + ")";
        return loaded;
    }
    why.clear();
    status.ncclPath = loadGlobal({kNcclName}, dirs, why);
    if (status.ncclPath.empty()) {
        status.problem = "NCCL 2 not found: install libnccl2 or `pip install nvidia-nccl-cu13`";
        if (!why.empty())
            status.problem += " (" + why + ")";
        return loaded;
    }

    ::dlerror();
    void *handle = ::dlopen(pluginPath.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        status.problem = "the CUDA plugin " + pluginPath + " could not be loaded: " + lastDlError();
        return loaded;
    }
    const auto version = resolve<ShardscopeCudaApiVersionFn>(handle, "shardscope_cuda_api_version");
    Plugin plugin;
    plugin.devices = resolve<ShardscopeCudaDevicesFn>(handle, "shardscope_cuda_devices");
    plugin.runRank = resolve<ShardscopeCudaRunRankFn>(handle, "shardscope_cuda_run_rank");
    plugin.release = resolve<ShardscopeCudaFreeFn>(handle, "shardscope_cuda_free");
    if (!version || !plugin.devices || !plugin.runRank || !plugin.release) {
        status.problem = "the CUDA plugin " + pluginPath + " lacks its functions: reinstall the agent";
        return loaded;
    }
    if (version() != SHARDSCOPE_CUDA_PLUGIN_API_VERSION) {
        status.problem = "the CUDA plugin speaks interface " + std::to_string(version()) + ", this agent "
                         + std::to_string(SHARDSCOPE_CUDA_PLUGIN_API_VERSION)
                         + ": deploy the agent and its plugin from the same build";
        return loaded;
    }

    char *devices = nullptr;
    char *error = nullptr;
    plugin.devices(&devices, &error);
    const std::unique_ptr<char, ShardscopeCudaFreeFn> devicesText(devices, plugin.release);
    const std::unique_ptr<char, ShardscopeCudaFreeFn> errorText(error, plugin.release);
    if (!devicesText) {
        status.problem = errorText ? std::string(errorText.get()) : std::string("no GPU visible");
        return loaded;
    }
    const nlohmann::json json = nlohmann::json::parse(devicesText.get(), nullptr, false);
    const auto list = json.is_object() ? json.find("devices") : json.end();
    if (list == json.end() || !list->is_array() || list->empty()) {
        status.problem = "no GPU visible (the CUDA plugin listed none)";
        return loaded;
    }
    for (const auto &name : *list)
        status.devices.push_back(name.is_string() ? name.get<std::string>() : std::string("unknown GPU"));
    status.usable = true;
    loaded.plugin = plugin;
    return loaded;
}

const Loaded &loaded()
{
    static const Loaded instance = [] {
        try {
            return load();
        } catch (const std::exception &error) {
            Loaded failed;
            failed.status.problem = std::string("the CUDA backend could not be loaded: ") + error.what();
            return failed;
        }
    }();
    return instance;
}

// The plugin's callbacks into the RankHost: nothing may unwind through the plugin's C frames.

void onProgress(void *context, double fraction, const char *stage)
{
    try {
        static_cast<RankHost *>(context)->progress(fraction, stage ? stage : "");
    } catch (...) {
    }
}

int onCancelled(void *context)
{
    try {
        return static_cast<RankHost *>(context)->cancelled() ? 1 : 0;
    } catch (...) {
        return 1;
    }
}

void onStoreSet(void *context, const char *key, const std::uint8_t *value, std::size_t size)
{
    try {
        static_cast<RankHost *>(context)->storeSet(key ? key : "",
                                                   std::vector<std::uint8_t>(value, value + size));
    } catch (...) {
    }
}

int onStoreGet(void *context, const char *key, std::int64_t timeoutMs, std::uint8_t *buffer,
               std::size_t capacity, std::size_t *size)
{
    try {
        const auto value = static_cast<RankHost *>(context)->storeGet(key ? key : "",
                                                                      std::chrono::milliseconds(timeoutMs));
        if (!value)
            return 0;
        if (size)
            *size = value->size();
        if (buffer && !value->empty())
            std::memcpy(buffer, value->data(), std::min(capacity, value->size()));
        return 1;
    } catch (...) {
        return 0;
    }
}

} // namespace

bool cudaMayBeUsable()
{
    static const bool mayBe = [] {
        try {
            const std::string pluginPath = pluginPathNextToAgent();
            return !pluginPath.empty() && isFile(pluginPath) && loadDriver();
        } catch (const std::exception &) {
            return false;
        }
    }();
    return mayBe;
}

const CudaStatus &cudaStatus()
{
    return loaded().status;
}

protocol::Expected<protocol::BenchRankReport, BenchError> runCudaRank(const protocol::BenchRunParams &params,
                                                                      RankHost &host)
{
    using protocol::AgentErrorCode;
    const Loaded &state = loaded();
    if (!state.status.usable)
        return BenchError{AgentErrorCode::BenchFailed,
                          "the CUDA backend is not available on this node: " + state.status.problem};
    nlohmann::json json;
    protocol::to_json(json, params);
    const ShardscopeCudaHost callbacks{&host, &onProgress, &onCancelled, &onStoreSet, &onStoreGet};
    char *report = nullptr;
    char *error = nullptr;
    const int result = state.plugin.runRank(json.dump().c_str(), &callbacks, &report, &error);
    const std::unique_ptr<char, ShardscopeCudaFreeFn> reportText(report, state.plugin.release);
    const std::unique_ptr<char, ShardscopeCudaFreeFn> errorText(error, state.plugin.release);
    if (result != SHARDSCOPE_CUDA_OK || !reportText) {
        const AgentErrorCode code = result == SHARDSCOPE_CUDA_DOES_NOT_FIT ? AgentErrorCode::DoesNotFit
                                                                           : AgentErrorCode::BenchFailed;
        if (errorText)
            return BenchError{code, std::string(errorText.get())};
        return BenchError{code,
                          "the CUDA plugin failed without saying why (code " + std::to_string(result) + ")"};
    }
    const nlohmann::json parsed = nlohmann::json::parse(reportText.get(), nullptr, false);
    if (parsed.is_discarded())
        return BenchError{AgentErrorCode::BenchFailed, "the CUDA plugin's report is not JSON"};
    auto parsedReport = protocol::parseBenchRankReport(parsed);
    if (!parsedReport)
        return BenchError{AgentErrorCode::BenchFailed,
                          "the CUDA plugin's report is invalid: " + parsedReport.error().message};
    return std::move(parsedReport).value();
}

} // namespace shardscope::bench
