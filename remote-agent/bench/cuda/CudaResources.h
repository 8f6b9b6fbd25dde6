#pragma once

// Owners of the CUDA runtime's handles (the RAII deleters of the plugin): device memory, pinned
// host memory, a stream and an event. Small enough to live together; each frees what it holds
// and never throws from its destructor.

#include "remote-agent/bench/cuda/CudaCheck.h"

#include <cuda_runtime_api.h>

#include <cstddef>
#include <utility>

namespace shardscope::bench::cuda {

/// Where a CudaBuffer's memory lives.
enum class CudaMemory {
    Device, ///< cudaMalloc'd memory of the current device
    Pinned, ///< page-locked host memory (cudaMallocHost): the source and target of asynchronous copies
};

/// Owns one allocation of `kind`; movable, not copyable.
template<CudaMemory kind>
class CudaBuffer
{
public:
    CudaBuffer() = default;
    explicit CudaBuffer(std::size_t bytes)
        : m_bytes(bytes)
    {
        if (bytes == 0)
            return;
        if constexpr (kind == CudaMemory::Device)
            SHARDSCOPE_CUDA_CHECK(cudaMalloc(&m_data, bytes));
        else
            SHARDSCOPE_CUDA_CHECK(cudaMallocHost(&m_data, bytes));
    }
    ~CudaBuffer()
    {
        if (!m_data)
            return;
        if constexpr (kind == CudaMemory::Device)
            cudaFree(m_data);
        else
            cudaFreeHost(m_data);
    }
    CudaBuffer(CudaBuffer &&other) noexcept
        : m_data(std::exchange(other.m_data, nullptr))
        , m_bytes(std::exchange(other.m_bytes, 0))
    {}
    CudaBuffer &operator=(CudaBuffer &&other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_bytes, other.m_bytes);
        return *this;
    }
    CudaBuffer(const CudaBuffer &) = delete;
    CudaBuffer &operator=(const CudaBuffer &) = delete;

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

using DeviceBuffer = CudaBuffer<CudaMemory::Device>;
using PinnedBuffer = CudaBuffer<CudaMemory::Pinned>;

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
