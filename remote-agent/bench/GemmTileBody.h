// The body of one build of gemmTile: included once by GemmTile.cpp and once by GemmTileAvx2.cpp,
// with SHARDSCOPE_GEMM_TILE naming the function. No include guard on purpose.

#include <Eigen/Core>

namespace shardscope::bench::detail {

void SHARDSCOPE_GEMM_TILE(const float *wTile, std::size_t tileRows, std::size_t cols, const float *x,
                          std::size_t xStride, std::size_t rows, float *y, std::size_t yStride)
{
    using RowMajorMatrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    const auto index = [](std::size_t value) {
        return static_cast<Eigen::Index>(value);
    };
    const Eigen::Map<const RowMajorMatrix, Eigen::Unaligned, Eigen::OuterStride<>> xMap(
        x, index(rows), index(cols), Eigen::OuterStride<>(index(xStride)));
    const Eigen::Map<const RowMajorMatrix> wMap(wTile, index(tileRows), index(cols));
    Eigen::Map<RowMajorMatrix, Eigen::Unaligned, Eigen::OuterStride<>> yMap(
        y, index(rows), index(tileRows), Eigen::OuterStride<>(index(yStride)));
    yMap.noalias() = xMap * wMap.transpose();
}

} // namespace shardscope::bench::detail
