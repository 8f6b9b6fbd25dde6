#pragma once

// Every CUDA runtime and cuBLAS call of the plugin goes through these (nccl-tests' CUDACHECK): a
// failure throws std::runtime_error naming the call, the file and line, and the library's message.
// NCCL calls are checked by NcclCommunicator, which turns their failures into CommError.

#include <cublas_api.h>
#include <cuda_runtime_api.h>

#include <string>

namespace shardscope::bench::cuda {

[[noreturn]] void throwCudaError(cudaError_t error, const char *call, const char *file, int line);
[[noreturn]] void throwCublasError(cublasStatus_t status, const char *call, const char *file, int line);

/// "out of memory (cudaErrorMemoryAllocation)".
std::string cudaErrorText(cudaError_t error);

} // namespace shardscope::bench::cuda

#define SHARDSCOPE_CUDA_CHECK(call)                                                                          \
    do {                                                                                                     \
        const cudaError_t shardscopeError_ = (call);                                                         \
        if (shardscopeError_ != cudaSuccess)                                                                 \
            ::shardscope::bench::cuda::throwCudaError(shardscopeError_, #call, __FILE__, __LINE__);          \
    } while (0)

#define SHARDSCOPE_CUBLAS_CHECK(call)                                                                        \
    do {                                                                                                     \
        const cublasStatus_t shardscopeStatus_ = (call);                                                     \
        if (shardscopeStatus_ != CUBLAS_STATUS_SUCCESS)                                                      \
            ::shardscope::bench::cuda::throwCublasError(shardscopeStatus_, #call, __FILE__, __LINE__);       \
    } while (0)

/// After a kernel launch: the launch's own error (bad configuration, no kernel image for this GPU).
#define SHARDSCOPE_CUDA_CHECK_LAUNCH() SHARDSCOPE_CUDA_CHECK(cudaGetLastError())
