#pragma once

// Owners of the CUDA runtime's handles (the RAII deleters of the plugin): device memory, pinned
// host memory, a stream and an event. Small enough to live together; each frees what it holds
// and never throws from its destructor.

#include "remote-agent/bench/cuda/CudaCheck.h"

#include <cuda_runtime_api.h>

#include <cstddef>
#include <utility>

namespace shardscope::bench::cuda {

/// cudaMalloc'd memory of the current device.
class DeviceBuffer
{
public:
    DeviceBuffer() = default;
    explicit DeviceBuffer(std::size_t bytes)
        : m_bytes(bytes)
    {
        if (bytes > 0)
            SHARDSCOPE_CUDA_CHECK(cudaMalloc(&m_data, bytes));
    }
    ~DeviceBuffer()
    {
        if (m_data)
            cudaFree(m_data);
    }
    DeviceBuffer(DeviceBuffer &&other) noexcept
        : m_data(std::exchange(other.m_data, nullptr))
        , m_bytes(std::exchange(other.m_bytes, 0))
    {}
    DeviceBuffer &operator=(DeviceBuffer &&other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_bytes, other.m_bytes);
        return *this;
    }
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;

    void *get() const { return m_data; }
    template<typename T>
    T *as() const
    {
        return static_cast<T *>(m_data);
    }
    std::size_t bytes() const { return m_bytes; }

private:
    void *m_data = nullptr;
    std::size_t m_bytes = 0;
};

/// Page-locked host memory (cudaMallocHost): the source and target of asynchronous copies.
class PinnedBuffer
{
public:
    PinnedBuffer() = default;
    explicit PinnedBuffer(std::size_t bytes)
        : m_bytes(bytes)
    {
        if (bytes > 0)
            SHARDSCOPE_CUDA_CHECK(cudaMallocHost(&m_data, bytes));
    }
    ~PinnedBuffer()
    {
        if (m_data)
            cudaFreeHost(m_data);
    }
    PinnedBuffer(PinnedBuffer &&other) noexcept
        : m_data(std::exchange(other.m_data, nullptr))
        , m_bytes(std::exchange(other.m_bytes, 0))
    {}
    PinnedBuffer &operator=(PinnedBuffer &&other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_bytes, other.m_bytes);
        return *this;
    }
    PinnedBuffer(const PinnedBuffer &) = delete;
    PinnedBuffer &operator=(const PinnedBuffer &) = delete;

    void *get() const { return m_data; }
    template<typename T>
    T *as() const
    {
        return static_cast<T *>(m_data);
    }
    std::size_t bytes() const { return m_bytes; }

private:
    void *m_data = nullptr;
    std::size_t m_bytes = 0;
};

/// A non-blocking stream of the current device.
class CudaStream
{
public:
    CudaStream() { SHARDSCOPE_CUDA_CHECK(cudaStreamCreateWithFlags(&m_stream, cudaStreamNonBlocking)); }
    ~CudaStream()
    {
        if (m_stream)
            cudaStreamDestroy(m_stream);
    }
    CudaStream(const CudaStream &) = delete;
    CudaStream &operator=(const CudaStream &) = delete;

    cudaStream_t get() const { return m_stream; }

private:
    cudaStream_t m_stream = nullptr;
};

/// An event with timing.
class CudaEvent
{
public:
    CudaEvent() { SHARDSCOPE_CUDA_CHECK(cudaEventCreate(&m_event)); }
    ~CudaEvent()
    {
        if (m_event)
            cudaEventDestroy(m_event);
    }
    CudaEvent(CudaEvent &&other) noexcept
        : m_event(std::exchange(other.m_event, nullptr))
    {}
    CudaEvent &operator=(CudaEvent &&other) noexcept
    {
        std::swap(m_event, other.m_event);
        return *this;
    }
    CudaEvent(const CudaEvent &) = delete;
    CudaEvent &operator=(const CudaEvent &) = delete;

    cudaEvent_t get() const { return m_event; }

private:
    cudaEvent_t m_event = nullptr;
};

} // namespace shardscope::bench::cuda
