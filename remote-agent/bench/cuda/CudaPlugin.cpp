// The exported functions of libshardscope-cuda.so (CudaPluginApi.h): JSON in, JSON out, no
// exception leaves. A rank runs the same driver as the CPU backend (Driver.cpp is compiled into
// the plugin) over the CUDA model, with NCCL between the ranks.

#include "remote-agent/bench/cuda/CudaPluginApi.h"

#include "remote-agent/bench/Driver.h"
#include "remote-agent/bench/cuda/CudaCheck.h"
#include "remote-agent/bench/cuda/CudaModel.h"
#include "remote-agent/bench/cuda/CudaResources.h"
#include "remote-agent/bench/cuda/NcclCommunicator.h"
#include "remote-agent/protocol/Bench.h"

#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <nccl.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace shardscope::bench::cuda {

namespace {

using Clock = std::chrono::steady_clock;

/// What NCCL's own buffers and the CUDA context's growth take beside what the plan counts.
constexpr std::uint64_t kReserveBytes = std::uint64_t(256) << 20;
constexpr std::uint64_t kNcclReserveBytes = std::uint64_t(512) << 20;

char *copyString(const std::string &text)
{
    auto *copy = static_cast<char *>(std::malloc(text.size() + 1));
    if (copy)
        std::memcpy(copy, text.c_str(), text.size() + 1);
    return copy;
}

/// "12.3 GB" (1e9 bytes), as the CPU backend's messages say it.
std::string gigabytes(std::uint64_t bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GB", static_cast<double>(bytes) / 1e9);
    return text;
}

/// The agent's callbacks as a RankHost.
class PluginHost final : public RankHost
{
public:
    explicit PluginHost(const ShardscopeCudaHost &host)
        : m_host(host)
    {}

    void progress(double fraction, const std::string &stage) override
    {
        if (m_host.progress)
            m_host.progress(m_host.context, fraction, stage.c_str());
    }
    bool cancelled() const override { return m_host.cancelled && m_host.cancelled(m_host.context) != 0; }
    void storeSet(const std::string &key, const std::vector<std::uint8_t> &value) override
    {
        if (m_host.store_set)
            m_host.store_set(m_host.context, key.c_str(), value.data(), value.size());
    }
    std::optional<std::vector<std::uint8_t>> storeGet(const std::string &key,
                                                      std::chrono::milliseconds timeout) override
    {
        if (!m_host.store_get)
            return std::nullopt;
        std::vector<std::uint8_t> value(256);
        std::size_t size = 0;
        if (!m_host.store_get(m_host.context, key.c_str(), timeout.count(), value.data(), value.size(),
                              &size))
            return std::nullopt;
        if (size > value.size()) { // the key exists now: ask again with room for all of it
            value.resize(size);
            if (!m_host.store_get(m_host.context, key.c_str(), timeout.count(), value.data(), value.size(),
                                  &size)
                || size > value.size())
                return std::nullopt;
        }
        value.resize(size);
        return value;
    }

private:
    ShardscopeCudaHost m_host;
};

/// Result code and message of a run that did not start.
struct Refusal {
    int code = SHARDSCOPE_CUDA_BENCH_FAILED;
    std::string message;
};

/// The GPUs' names, or why there are none.
std::variant<std::vector<std::string>, std::string> visibleDevices()
{
    int count = 0;
    const cudaError_t error = cudaGetDeviceCount(&count);
    if (error != cudaSuccess) {
        cudaGetLastError();
        // Without a driver this is cudaErrorInsufficientDriver (35), not cudaErrorNoDevice: either is "no
        // GPU".
        return "no GPU visible (cudaGetDeviceCount: " + cudaErrorText(error) + ")";
    }
    if (count <= 0)
        return std::string("no GPU visible (cudaGetDeviceCount: 0 devices)");
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i) {
        cudaDeviceProp properties{};
        SHARDSCOPE_CUDA_CHECK(cudaGetDeviceProperties(&properties, i));
        names.emplace_back(properties.name);
    }
    return names;
}

std::variant<protocol::BenchRankReport, Refusal> runOnGpu(const protocol::BenchRunParams &params,
                                                          RankHost &host)
{
    const Clock::time_point started = Clock::now();
    const auto devices = visibleDevices();
    if (const auto *why = std::get_if<std::string>(&devices))
        return Refusal{SHARDSCOPE_CUDA_NO_DEVICE, *why};
    const auto &names = std::get<std::vector<std::string>>(devices);
    if (params.gpuIndex < 0 || static_cast<std::size_t>(params.gpuIndex) >= names.size())
        return Refusal{SHARDSCOPE_CUDA_BENCH_FAILED,
                       "GPU " + std::to_string(params.gpuIndex) + " does not exist: this node has "
                           + std::to_string(names.size()) + " GPU(s), numbered from 0"};
    SHARDSCOPE_CUDA_CHECK(cudaSetDevice(params.gpuIndex));

    const std::uint32_t context = params.workload.promptTokens + params.workload.generateTokens;
    CudaModelOptions options;
    options.shape = params.model;
    options.dtype = params.dtype;
    options.layout = params.layout;
    options.worldSize = params.worldSize;
    options.rank = params.rank;
    options.seed = params.workload.seed;
    options.device = params.gpuIndex;
    options.maxBatch = params.workload.concurrency;
    options.maxContext = context;
    const char *graphs = std::getenv("SHARDSCOPE_CUDA_GRAPHS");
    options.useGraphs = !(graphs && std::string(graphs) == "0");
    options.cancel = CancelCheck::of(host);
    if (const std::string problem = cudaModelProblem(options); !problem.empty()) {
        publishRunFailure(params, host, problem);
        return Refusal{SHARDSCOPE_CUDA_BENCH_FAILED, problem};
    }

    // The fit, before anything is allocated: weights, KV cache and work buffers against free memory.
    const protocol::RankSlice slice
        = protocol::rankSlice(params.model, params.layout, params.worldSize, params.rank);
    const std::uint64_t weightBytes = protocol::rankWeightBytes(params.model, params.dtype, slice);
    const std::uint64_t kvBytes = protocol::rankKvCacheBytes(
        params.model, protocol::computeDType(protocol::BenchBackend::Cuda, params.dtype), slice,
        params.workload.concurrency, context);
    const std::uint64_t workBytes
        = cudaWorkBytes(options) + kReserveBytes + (params.worldSize > 1 ? kNcclReserveBytes : 0);
    std::size_t freeBytes = 0;
    std::size_t totalBytes = 0;
    SHARDSCOPE_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
    const std::uint64_t needed = weightBytes + kvBytes + workBytes;
    const std::string device
        = names[static_cast<std::size_t>(params.gpuIndex)] + " (GPU " + std::to_string(params.gpuIndex) + ")";
    if (needed > freeBytes) {
        const std::string message = params.model.name + " " + protocol::toString(params.dtype) + " needs "
                                    + gigabytes(needed) + " on this rank (weights " + gigabytes(weightBytes)
                                    + ", KV cache " + gigabytes(kvBytes) + ", working space "
                                    + gigabytes(workBytes) + ") but " + gigabytes(freeBytes)
                                    + " is available on " + device + " (" + gigabytes(totalBytes)
                                    + " in all): split it over more GPUs, or use fewer or shorter sequences";
        publishRunFailure(params, host, message);
        return Refusal{SHARDSCOPE_CUDA_DOES_NOT_FIT, message};
    }
    if (host.cancelled())
        return Refusal{SHARDSCOPE_CUDA_BENCH_FAILED, "cancelled before the run started"};

    const CudaStream stream;
    options.stream = stream.get();
    std::unique_ptr<NcclCommunicator> comm;
    if (params.worldSize > 1) {
        NcclOptions ncclOptions;
        ncclOptions.runId = params.runId;
        ncclOptions.rank = params.rank;
        ncclOptions.size = params.worldSize;
        ncclOptions.bindAddress = params.bindAddress;
        ncclOptions.timeout = std::chrono::milliseconds(std::max<std::int64_t>(params.commTimeoutMs, 1));
        ncclOptions.failedKey = runFailedKey(params);
        try {
            comm = std::make_unique<NcclCommunicator>(ncclOptions, host, stream.get());
        } catch (const CommError &error) {
            if (std::string(error.what()).rfind("another rank", 0) != 0)
                publishRunFailure(params, host, error.what());
            return Refusal{SHARDSCOPE_CUDA_BENCH_FAILED, error.what()};
        }
        options.comm = comm.get();
    }
    std::unique_ptr<RankModel> model;
    try {
        host.progress(0.0, "weights");
        // The weights are the first fifth of a rank's progress (Driver.cpp has the rest).
        model
            = makeCudaModel(options, [&host](double fraction) { host.progress(0.2 * fraction, "weights"); });
    } catch (const RunCancelled &) {
        // The agent answers Cancelled for a refusal while it is cancelled (runBenchRank).
        return Refusal{SHARDSCOPE_CUDA_BENCH_FAILED, "cancelled while making the weights"};
    } catch (const std::exception &error) {
        const std::string message
            = std::string("the model could not be built on ") + device + ": " + error.what();
        publishRunFailure(params, host, message);
        return Refusal{SHARDSCOPE_CUDA_BENCH_FAILED, message};
    }

    const Clock::time_point deadline = started + std::chrono::milliseconds(params.maxDurationMs);
    if (const std::string problem = waitForPeers(params, host, deadline); !problem.empty())
        return Refusal{SHARDSCOPE_CUDA_BENCH_FAILED, problem};

    // The driver's time limit is what is left of the rank's.
    protocol::BenchRunParams driverParams = params;
    const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started);
    driverParams.maxDurationMs = std::max<std::int64_t>(1, params.maxDurationMs - elapsed.count());
    NcclCommunicator *const communicator = comm.get();
    const RankBarrier barrier = [communicator] {
        if (communicator)
            communicator->barrier();
    };
    protocol::BenchRankReport report = runRank(driverParams, *model, barrier, host);
    report.setupSeconds += std::chrono::duration<double>(elapsed).count();
    report.memoryAvailableBytes = freeBytes;
    return report;
}

int versionOf(libraryPropertyType major, libraryPropertyType minor, libraryPropertyType patch)
{
    int a = 0;
    int b = 0;
    int c = 0;
    if (cublasGetProperty(major, &a) != CUBLAS_STATUS_SUCCESS
        || cublasGetProperty(minor, &b) != CUBLAS_STATUS_SUCCESS
        || cublasGetProperty(patch, &c) != CUBLAS_STATUS_SUCCESS)
        return 0;
    return a * 10000 + b * 100 + c;
}

} // namespace

} // namespace shardscope::bench::cuda

using namespace shardscope::bench::cuda;

extern "C" {

uint32_t shardscope_cuda_api_version(void)
{
    return SHARDSCOPE_CUDA_PLUGIN_API_VERSION;
}

int shardscope_cuda_devices(char **devices_json, char **error)
{
    if (!devices_json || !error)
        return SHARDSCOPE_CUDA_BENCH_FAILED;
    *devices_json = nullptr;
    *error = nullptr;
    try {
        const auto devices = visibleDevices();
        if (const auto *why = std::get_if<std::string>(&devices)) {
            *error = copyString(*why);
            return SHARDSCOPE_CUDA_NO_DEVICE;
        }
        nlohmann::json json;
        json["devices"] = std::get<std::vector<std::string>>(devices);
        int driver = 0;
        int runtime = 0;
        int nccl = 0;
        cudaDriverGetVersion(&driver);
        cudaRuntimeGetVersion(&runtime);
        ncclGetVersion(&nccl);
        json["driver_version"] = driver;
        json["runtime_version"] = runtime;
        json["cublas_version"] = versionOf(MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL);
        json["nccl_version"] = nccl;
        *devices_json = copyString(json.dump());
        return SHARDSCOPE_CUDA_OK;
    } catch (const std::exception &exception) {
        *error = copyString(std::string("CUDA plugin: ") + exception.what());
    } catch (...) {
        *error = copyString("CUDA plugin: unknown failure while listing the GPUs");
    }
    return SHARDSCOPE_CUDA_NO_DEVICE;
}

int shardscope_cuda_run_rank(const char *params_json, const ShardscopeCudaHost *host, char **report_json,
                             char **error)
{
    if (!report_json || !error)
        return SHARDSCOPE_CUDA_BENCH_FAILED;
    *report_json = nullptr;
    *error = nullptr;
    try {
        if (!params_json || !host) {
            *error = copyString("CUDA plugin: no parameters or no host callbacks");
            return SHARDSCOPE_CUDA_BENCH_FAILED;
        }
        const nlohmann::json json = nlohmann::json::parse(params_json, nullptr, false);
        if (json.is_discarded()) {
            *error = copyString("CUDA plugin: the bench_run parameters are not JSON");
            return SHARDSCOPE_CUDA_BENCH_FAILED;
        }
        const auto params = shardscope::protocol::parseBenchRunParams(json);
        if (!params) {
            *error = copyString("CUDA plugin: bad bench_run parameters: " + params.error().message);
            return SHARDSCOPE_CUDA_BENCH_FAILED;
        }
        PluginHost rankHost(*host);
        auto outcome = runOnGpu(*params, rankHost);
        if (auto *refusal = std::get_if<Refusal>(&outcome)) {
            *error = copyString(refusal->message);
            return refusal->code;
        }
        nlohmann::json report;
        shardscope::protocol::to_json(report, std::get<shardscope::protocol::BenchRankReport>(outcome));
        *report_json = copyString(report.dump());
        return SHARDSCOPE_CUDA_OK;
    } catch (const std::exception &exception) {
        *error = copyString(std::string("CUDA backend: ") + exception.what());
    } catch (...) {
        *error = copyString("CUDA backend: unknown failure");
    }
    return SHARDSCOPE_CUDA_BENCH_FAILED;
}

void shardscope_cuda_free(char *text)
{
    std::free(text);
}

} // extern "C"
