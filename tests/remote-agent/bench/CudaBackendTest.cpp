// The agent's side of the CUDA backend (CudaBackend.h) and the plugin itself on a machine as CI
// has it: the CUDA toolkit to build with, but no GPU and no driver (no libcuda.so.1). Loading says
// what is missing and never crashes; a run is refused with that reason. Where the build made the
// plugin, it sits next to the agent, loads with the toolkit's cuBLAS and NCCL, and answers through
// its C interface that there is no GPU (cudaGetDeviceCount fails with error 35 without a driver).
// On a machine with a GPU the same tests check the other side: the backend is usable.
#include "remote-agent/bench/CudaBackend.h"
#include "remote-agent/bench/cuda/CudaPluginApi.h"

#include "tests/remote-agent/bench/BenchTestSupport.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <dlfcn.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace shardscope::bench {
namespace {

using protocol::BenchRunParams;

bool fileExists(const std::string &path)
{
    struct stat info {
    };
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

std::string directoryOf(const std::string &path)
{
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? std::string(".") : path.substr(0, slash);
}

/// Where the build wrote the plugin: next to shardscope-agent (and next to this test program, which
/// the build puts in the same bin/ folder).
std::string pluginNextToAgent()
{
    return directoryOf(SHARDSCOPE_AGENT_PATH) + "/libshardscope-cuda.so";
}

/// True when this process can load an NVIDIA driver: then the no-GPU expectations do not apply.
bool driverPresent()
{
    return ::dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD) != nullptr
           || ::dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL) != nullptr;
}

BenchRunParams tinyCudaParams()
{
    BenchRunParams params;
    params.runId = "0123456789abcdef0123456789abcdef";
    params.model = *protocol::presetModelShape("tiny");
    params.dtype = protocol::DType::BF16;
    params.backend = protocol::BenchBackend::Cuda;
    params.workload.promptTokens = 8;
    params.workload.generateTokens = 4;
    params.workload.concurrency = 1;
    params.layout = protocol::BenchLayout::Single;
    params.worldSize = 1;
    params.commTimeoutMs = 30000;
    return params;
}

TEST(CudaBackendTest, StatusSaysWhatIsMissingWithoutAGpu)
{
    const CudaStatus &status = cudaStatus();
    EXPECT_EQ(&status, &cudaStatus()) << "the plugin is loaded once";
    if (driverPresent()) {
        // A machine with a driver: usable, or a problem that names what else is missing.
        if (status.usable) {
            EXPECT_TRUE(status.problem.empty());
            EXPECT_FALSE(status.devices.empty());
            EXPECT_FALSE(status.cublasPath.empty());
            EXPECT_FALSE(status.ncclPath.empty());
        } else {
            EXPECT_FALSE(status.problem.empty());
        }
        return;
    }
    EXPECT_FALSE(status.usable);
    EXPECT_TRUE(status.devices.empty());
    ASSERT_FALSE(status.problem.empty());
    if (fileExists(pluginNextToAgent()))
        EXPECT_EQ(status.problem, "no NVIDIA driver (libcuda.so.1 not found)");
    else
        EXPECT_NE(status.problem.find("libshardscope-cuda.so"), std::string::npos) << status.problem;
}

TEST(CudaBackendTest, TheHellosCheapCheckAgreesWithTheFullLoading)
{
    // availableBackends() (every session's hello) asks only for the plugin file and the driver.
    const bool mayBe = cudaMayBeUsable();
    EXPECT_EQ(mayBe, cudaMayBeUsable());
    if (!driverPresent() || !fileExists(pluginNextToAgent())) {
        EXPECT_FALSE(mayBe);
    }
    if (cudaStatus().usable) {
        EXPECT_TRUE(mayBe);
    }
    const std::vector<std::string> backends = availableBackends();
    ASSERT_FALSE(backends.empty());
    EXPECT_EQ(backends.front(), "cpu");
    EXPECT_EQ(std::find(backends.begin(), backends.end(), "cuda") != backends.end(), mayBe);
}

TEST(CudaBackendTest, RunIsRefusedWithTheReasonWithoutAGpu)
{
    if (cudaStatus().usable)
        GTEST_SKIP() << "a GPU is usable here: tests/gpu/selftest.sh runs the CUDA backend";
    test::TestCluster cluster(1);
    const auto result = runCudaRank(tinyCudaParams(), cluster.host(0));
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, protocol::AgentErrorCode::BenchFailed);
    EXPECT_NE(result.error().message.find(cudaStatus().problem), std::string::npos);
}

#if defined(SHARDSCOPE_CUDA_PLUGIN_PATH)

/// The plugin, loaded directly (as CudaBackend.cpp would once a driver is found) after the
/// toolkit's cuBLAS and NCCL from the folders the build linked against.
class CudaPlugin : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (driverPresent())
            GTEST_SKIP() << "a driver is present: the no-GPU answers of the plugin do not apply";
        for (const char *name : {"libcublasLt.so.13", "libcublas.so.13", "libnccl.so.2"}) {
            void *handle = nullptr;
            for (const std::string &dir : splitDirs(SHARDSCOPE_CUDA_LIBRARY_DIRS)) {
                if ((handle = ::dlopen((dir + '/' + name).c_str(), RTLD_NOW | RTLD_GLOBAL)))
                    break;
            }
            ASSERT_NE(handle, nullptr) << name << " is not in " << SHARDSCOPE_CUDA_LIBRARY_DIRS;
        }
        m_handle = ::dlopen(SHARDSCOPE_CUDA_PLUGIN_PATH, RTLD_NOW | RTLD_LOCAL);
        ASSERT_NE(m_handle, nullptr) << ::dlerror();
        m_version = symbol<ShardscopeCudaApiVersionFn>("shardscope_cuda_api_version");
        m_devices = symbol<ShardscopeCudaDevicesFn>("shardscope_cuda_devices");
        m_runRank = symbol<ShardscopeCudaRunRankFn>("shardscope_cuda_run_rank");
        m_free = symbol<ShardscopeCudaFreeFn>("shardscope_cuda_free");
        ASSERT_TRUE(m_version && m_devices && m_runRank && m_free);
    }

    template<typename F>
    F symbol(const char *name)
    {
        void *address = ::dlsym(m_handle, name);
        F function = nullptr;
        if (address)
            std::memcpy(&function, &address, sizeof function);
        return function;
    }

    static std::vector<std::string> splitDirs(const std::string &list)
    {
        std::vector<std::string> dirs;
        std::size_t begin = 0;
        while (begin <= list.size()) {
            const std::size_t end = std::min(list.find(':', begin), list.size());
            if (end > begin)
                dirs.push_back(list.substr(begin, end - begin));
            begin = end + 1;
        }
        return dirs;
    }

    /// Runs shardscope_cuda_run_rank; returns its code, the error and the report text.
    int run(const char *paramsJson, std::string &error, std::string &report)
    {
        test::TestCluster cluster(1);
        struct Context {
            test::TestRankHost *host;
        } context{&cluster.host(0)};
        ShardscopeCudaHost callbacks{};
        callbacks.context = &context;
        callbacks.cancelled = [](void *c) {
            return static_cast<Context *>(c)->host->cancelled() ? 1 : 0;
        };
        char *reportText = nullptr;
        char *errorText = nullptr;
        const int code = m_runRank(paramsJson, &callbacks, &reportText, &errorText);
        error = errorText ? errorText : "";
        report = reportText ? reportText : "";
        m_free(errorText);
        m_free(reportText);
        return code;
    }

    void *m_handle = nullptr; // never closed: CUDA libraries are not unloaded
    ShardscopeCudaApiVersionFn m_version = nullptr;
    ShardscopeCudaDevicesFn m_devices = nullptr;
    ShardscopeCudaRunRankFn m_runRank = nullptr;
    ShardscopeCudaFreeFn m_free = nullptr;
};

TEST_F(CudaPlugin, SpeaksTheAgentsInterfaceVersion)
{
    EXPECT_EQ(m_version(), SHARDSCOPE_CUDA_PLUGIN_API_VERSION);
}

TEST_F(CudaPlugin, ListsNoDevicesAndSaysWhy)
{
    char *devices = nullptr;
    char *error = nullptr;
    EXPECT_EQ(m_devices(&devices, &error), SHARDSCOPE_CUDA_NO_DEVICE);
    EXPECT_EQ(devices, nullptr);
    ASSERT_NE(error, nullptr);
    const std::string text = error;
    m_free(error);
    // Without a driver the static CUDA runtime answers cudaErrorInsufficientDriver (35).
    EXPECT_EQ(text.rfind("no GPU visible (cudaGetDeviceCount: ", 0), 0u) << text;
    EXPECT_NE(text.find("35"), std::string::npos) << text;
}

TEST_F(CudaPlugin, RefusesARunWithoutAGpu)
{
    nlohmann::json params;
    protocol::to_json(params, tinyCudaParams());
    std::string error;
    std::string report;
    EXPECT_EQ(run(params.dump().c_str(), error, report), SHARDSCOPE_CUDA_NO_DEVICE);
    EXPECT_TRUE(report.empty());
    EXPECT_EQ(error.rfind("no GPU visible", 0), 0u) << error;
}

TEST_F(CudaPlugin, RejectsBadParameters)
{
    std::string error;
    std::string report;
    EXPECT_EQ(run("{not json", error, report), SHARDSCOPE_CUDA_BENCH_FAILED);
    EXPECT_NE(error.find("not JSON"), std::string::npos) << error;
    EXPECT_EQ(run(R"({"run_id": 5})", error, report), SHARDSCOPE_CUDA_BENCH_FAILED);
    EXPECT_NE(error.find("bad bench_run parameters"), std::string::npos) << error;
    EXPECT_TRUE(report.empty());
    char *none = nullptr;
    EXPECT_EQ(m_runRank(nullptr, nullptr, &none, &none), SHARDSCOPE_CUDA_BENCH_FAILED);
    ASSERT_NE(none, nullptr);
    m_free(none);
}

TEST(CudaBackendBuild, PluginIsNextToTheAgent)
{
    EXPECT_EQ(directoryOf(SHARDSCOPE_CUDA_PLUGIN_PATH), directoryOf(SHARDSCOPE_AGENT_PATH));
    EXPECT_TRUE(fileExists(pluginNextToAgent())) << pluginNextToAgent();
}

#else

TEST(CudaBackendBuild, PluginIsNextToTheAgent)
{
    GTEST_SKIP() << "this build has no CUDA plugin (CMake found no nvcc with cuBLAS and NCCL at configure "
                    "time, or tests/gpu is not part of the build)";
}

#endif

} // namespace
} // namespace shardscope::bench
