#pragma once

// Prefill's single-threaded GEMM over one tile of W (CpuKernels' GEMM path). Eigen is built twice:
// for the x86-64 baseline the agent must run on (SSE2), and, on x86-64, for AVX2 with FMA in a
// unit of its own (GemmTileAvx2.cpp, Eigen's namespace renamed there so that no template of one
// build stands in for the other's). The CPU decides once at start; the two give slightly different
// bits (FMA rounds once), the same on every call of one machine, for any thread count.

#include <cstddef>

namespace shardscope::bench {

/// y[r][o] = Σ_i wTile[o][i] · x[r][i] for r < rows, o < tileRows; wTile is tileRows × cols,
/// row-major and packed; x rows xStride floats apart, y rows yStride.
using GemmTileFn = void (*)(const float *wTile, std::size_t tileRows, std::size_t cols, const float *x,
                            std::size_t xStride, std::size_t rows, float *y, std::size_t yStride);

/// Which build of the GEMM runs: the best the CPU has, or the baseline every x86-64 CPU runs.
/// Not thread-safe: choose before any product runs.
enum class GemmKernels { Best, Baseline };
void useGemmKernels(GemmKernels kernels);
/// Whether the GEMM runs its AVX2 and FMA build now.
bool gemmUsesAvx2();

/// The GEMM as useGemmKernels chose it.
void gemmTile(const float *wTile, std::size_t tileRows, std::size_t cols, const float *x, std::size_t xStride,
              std::size_t rows, float *y, std::size_t yStride);

namespace detail {
void gemmTileBaseline(const float *wTile, std::size_t tileRows, std::size_t cols, const float *x,
                      std::size_t xStride, std::size_t rows, float *y, std::size_t yStride);
/// Defined only where SHARDSCOPE_GEMM_AVX2 is 1 (GemmTileAvx2.cpp, built with -mavx2 -mfma).
void gemmTileAvx2(const float *wTile, std::size_t tileRows, std::size_t cols, const float *x,
                  std::size_t xStride, std::size_t rows, float *y, std::size_t yStride);
} // namespace detail

} // namespace shardscope::bench
