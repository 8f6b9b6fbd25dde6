#include "remote-agent/probe/Gpus.h"

#include "remote-agent/probe/NvidiaSmi.h"
#include "remote-agent/probe/Nvml.h"
#include "remote-agent/probe/Subprocess.h"

namespace shardscope::probe {

GpuQuery queryGpus(const GpuQueryOptions &options)
{
    GpuQuery query;
    NvmlQuery nvml = queryNvml(options.nvmlLibrary);
    if (nvml.available) {
        query.gpus = std::move(nvml.gpus);
        if (query.gpus.empty())
            query.note = "NVML reports no GPUs";
        return query;
    }

    const auto smi = findExecutable("nvidia-smi", options.searchDirs);
    if (!smi) {
        query.note = nvml.problem + " and no nvidia-smi";
        return query;
    }
    SubprocessOptions run;
    run.timeoutMs = options.timeoutMs;
    std::vector<std::string> argv{*smi};
    for (std::string &argument : nvidiaSmiQueryArguments())
        argv.push_back(std::move(argument));
    const SubprocessResult csv = runProgram(argv, run);
    if (!csv.succeeded()) {
        std::string why = csv.error;
        if (csv.status == SubprocessStatus::Exited)
            why = "exit code " + std::to_string(csv.exitCode);
        query.note = nvml.problem + "; nvidia-smi failed: " + why;
        return query;
    }
    query.gpus = parseNvidiaSmiCsv(csv.output);
    if (query.gpus.empty()) {
        query.note = nvml.problem + "; nvidia-smi reports no GPUs";
        return query;
    }
    // The CSV query has no CUDA version; the plain report's header does.
    const SubprocessResult header = runProgram({*smi}, run);
    if (header.succeeded()) {
        if (const auto cuda = parseNvidiaSmiCudaVersion(header.output)) {
            for (protocol::GpuInfo &gpu : query.gpus)
                gpu.cudaVersion = cuda;
        }
    }
    return query;
}

} // namespace shardscope::probe
