#include "remote-agent/bench/GemmTile.h"

#include <cstddef>

#define SHARDSCOPE_GEMM_TILE gemmTileBaseline
#include "remote-agent/bench/GemmTileBody.h"

namespace shardscope::bench {

namespace {

GemmTileFn bestGemmTile()
{
#if SHARDSCOPE_GEMM_AVX2
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        return &detail::gemmTileAvx2;
#endif
    return &detail::gemmTileBaseline;
}

GemmTileFn g_gemmTile = bestGemmTile();

} // namespace

void useGemmKernels(GemmKernels kernels)
{
    g_gemmTile = kernels == GemmKernels::Baseline ? &detail::gemmTileBaseline : bestGemmTile();
}

bool gemmUsesAvx2()
{
    return g_gemmTile != &detail::gemmTileBaseline;
}

void gemmTile(const float *wTile, std::size_t tileRows, std::size_t cols, const float *x, std::size_t xStride,
              std::size_t rows, float *y, std::size_t yStride)
{
    g_gemmTile(wTile, tileRows, cols, x, xStride, rows, y, yStride);
}

} // namespace shardscope::bench
