// gemmTile built for AVX2 with FMA (CMakeLists.txt gives this file -mavx2 -mfma). Eigen's namespace
// is renamed here: its templates are instantiated in this unit with AVX2 code, and under the same
// names the linker would keep one copy for both builds, which could put AVX2 instructions in the
// baseline's path (GemmTile.h). Only this unit includes Eigen under that name.
#include "remote-agent/bench/GemmTile.h"

#include <cstddef>

#define Eigen ShardScopeEigenAvx2Fma
#define SHARDSCOPE_GEMM_TILE gemmTileAvx2
#include "remote-agent/bench/GemmTileBody.h"
