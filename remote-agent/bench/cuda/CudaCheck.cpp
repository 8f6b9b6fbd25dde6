#include "remote-agent/bench/cuda/CudaCheck.h"

#include <stdexcept>
#include <string_view>

namespace shardscope::bench::cuda {

namespace {

std::string_view baseName(std::string_view path)
{
    const auto slash = path.rfind('/');
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

std::string where(const char *call, const char *file, int line)
{
    return std::string(call) + " at " + std::string(baseName(file)) + ":" + std::to_string(line);
}

} // namespace

std::string cudaErrorText(cudaError_t error)
{
    return std::string(cudaGetErrorString(error)) + " (" + cudaGetErrorName(error) + ", "
           + std::to_string(static_cast<int>(error)) + ")";
}

void throwCudaError(cudaError_t error, const char *call, const char *file, int line)
{
    throw std::runtime_error("CUDA error in " + where(call, file, line) + ": " + cudaErrorText(error));
}

void throwCublasError(cublasStatus_t status, const char *call, const char *file, int line)
{
    throw std::runtime_error("cuBLAS error in " + where(call, file, line) + ": "
                             + cublasGetStatusString(status) + " (" + std::to_string(static_cast<int>(status))
                             + ")");
}

} // namespace shardscope::bench::cuda
