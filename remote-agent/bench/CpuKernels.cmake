# The CPU engine's kernels for `target` (included by this folder's CMakeLists.txt and by
# tests/gpu/standalone):
# - CpuKernels.cpp, built with -ffp-contract=off: its products with block weights give the same bits
#   on every kernel, so a × b + c stays two roundings where a kernel's target has FMA too (GCC
#   contracts in C++ even in ISO mode);
# - prefill's GEMM (GemmTile.h): the baseline build, and on x86-64 a second build for AVX2 with FMA,
#   chosen at run time; the rest of the agent stays on the x86-64 baseline.
function(shardscope_add_cpu_kernels target)
    set(dir ${CMAKE_CURRENT_FUNCTION_LIST_DIR})
    target_sources(${target} PRIVATE ${dir}/CpuKernels.cpp ${dir}/CpuKernels.h
        ${dir}/GemmTile.cpp ${dir}/GemmTile.h ${dir}/GemmTileBody.h)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        set_source_files_properties(${dir}/CpuKernels.cpp TARGET_DIRECTORY ${target}
            PROPERTIES COMPILE_OPTIONS -ffp-contract=off)
    endif()
    if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        target_sources(${target} PRIVATE ${dir}/GemmTileAvx2.cpp)
        set_source_files_properties(${dir}/GemmTileAvx2.cpp TARGET_DIRECTORY ${target}
            PROPERTIES COMPILE_OPTIONS "-mavx2;-mfma")
        set_source_files_properties(${dir}/GemmTile.cpp TARGET_DIRECTORY ${target}
            PROPERTIES COMPILE_DEFINITIONS SHARDSCOPE_GEMM_AVX2=1)
    endif()
endfunction()
