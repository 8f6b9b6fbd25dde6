#ifndef SHARDSCOPE_CUDA_PLUGIN_API_H
#define SHARDSCOPE_CUDA_PLUGIN_API_H

/*
 * The C interface of libshardscope-cuda.so, the CUDA backend that shardscope-agent loads at run
 * time (remote-agent/bench/CudaBackend.cpp). Plain C so that the agent (its own static C++
 * runtime) and the plugin (another one, plus the CUDA libraries) share no C++ object: everything
 * that crosses is a C string (JSON of remote-agent/protocol/Bench.h) or a callback.
 *
 * Versioning: the agent calls shardscope_cuda_api_version() first and uses the plugin only when it
 * returns SHARDSCOPE_CUDA_PLUGIN_API_VERSION. Any change to a signature or a struct below raises it.
 *
 * Strings the plugin returns are allocated by it and released with shardscope_cuda_free(). No
 * function lets an exception or a signal out; every failure is a return code and a message.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The plugin is built with hidden visibility; only these functions are exported. */
#if defined(SHARDSCOPE_CUDA_PLUGIN_BUILD)
#define SHARDSCOPE_CUDA_EXPORT __attribute__((visibility("default")))
#else
#define SHARDSCOPE_CUDA_EXPORT
#endif

/** The version of this interface that the plugin implements. */
#define SHARDSCOPE_CUDA_PLUGIN_API_VERSION 1u

/** What shardscope_cuda_run_rank() returns. */
typedef enum ShardscopeCudaResult {
    SHARDSCOPE_CUDA_OK = 0,           /**< *report_json holds the BenchRankReport (completed or not) */
    SHARDSCOPE_CUDA_BENCH_FAILED = 1, /**< the run did not start; *error says why (BenchFailed) */
    SHARDSCOPE_CUDA_DOES_NOT_FIT = 2, /**< the slice does not fit in the GPU's free memory (DoesNotFit) */
    SHARDSCOPE_CUDA_NO_DEVICE = 3,    /**< no usable GPU (no driver, none visible); *error says which */
} ShardscopeCudaResult;

/**
 * The agent's side of a running rank (remote-agent/bench/RankHost.h as C callbacks). Every
 * callback may be called from any thread of the plugin; `context` is passed back unchanged.
 */
typedef struct ShardscopeCudaHost {
    void *context;
    /** fraction 0…1 of the rank's work; stage: a short untranslated name ("weights", "decode") */
    void (*progress)(void *context, double fraction, const char *stage);
    /** nonzero once the run should stop */
    int (*cancelled)(void *context);
    /** publishes `key` (NUL-terminated) with `size` bytes of `value` to the other ranks of the run */
    void (*store_set)(void *context, const char *key, const uint8_t *value, size_t size);
    /**
     * Waits up to timeout_ms for `key`. Returns 1 when found: *size gets the value's full size and
     * the first min(size, capacity) bytes are copied to `buffer` (ask again with a larger buffer
     * when *size > capacity). Returns 0 on timeout or cancel.
     */
    int (*store_get)(void *context, const char *key, int64_t timeout_ms, uint8_t *buffer, size_t capacity,
                     size_t *size);
} ShardscopeCudaHost;

/** SHARDSCOPE_CUDA_PLUGIN_API_VERSION of the plugin's build. */
SHARDSCOPE_CUDA_EXPORT uint32_t shardscope_cuda_api_version(void);

/**
 * The GPUs this process sees, as JSON: {"devices": ["NVIDIA H200", …], "driver_version": 13000,
 * "runtime_version": 13000, "cublas_version": 130100, "nccl_version": 22809}. Returns 0 and sets
 * *devices_json, or returns nonzero and sets *error (no driver, cudaGetDeviceCount failed, no GPU).
 */
SHARDSCOPE_CUDA_EXPORT int shardscope_cuda_devices(char **devices_json, char **error);

/**
 * Runs one rank of a bench_run: params_json is a BenchRunParams (protocol/Bench.h JSON). Blocks
 * until the rank is done. On SHARDSCOPE_CUDA_OK *report_json gets the BenchRankReport JSON; on any
 * other result *error gets an untranslated message that says what to do.
 */
SHARDSCOPE_CUDA_EXPORT int shardscope_cuda_run_rank(const char *params_json, const ShardscopeCudaHost *host,
                                                    char **report_json, char **error);

/** Releases a string returned by the functions above; NULL is ignored. */
SHARDSCOPE_CUDA_EXPORT void shardscope_cuda_free(char *text);

/* The functions' types, for dlsym(). */
typedef uint32_t (*ShardscopeCudaApiVersionFn)(void);
typedef int (*ShardscopeCudaDevicesFn)(char **, char **);
typedef int (*ShardscopeCudaRunRankFn)(const char *, const ShardscopeCudaHost *, char **, char **);
typedef void (*ShardscopeCudaFreeFn)(char *);

#ifdef __cplusplus
}
#endif

#endif /* SHARDSCOPE_CUDA_PLUGIN_API_H */
