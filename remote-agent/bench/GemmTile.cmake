# Prefill's GEMM (GemmTile.h) for `target`: the baseline build, and on x86-64 a second build for
# AVX2 with FMA, chosen at run time; the rest of the agent stays on the x86-64 baseline. Included by
# this folder's CMakeLists.txt and by tests/gpu/standalone.
function(shardscope_add_gemm_tile target)
    set(dir ${CMAKE_CURRENT_FUNCTION_LIST_DIR})
    target_sources(${target} PRIVATE ${dir}/GemmTile.cpp ${dir}/GemmTile.h ${dir}/GemmTileBody.h)
    if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        target_sources(${target} PRIVATE ${dir}/GemmTileAvx2.cpp)
        set_source_files_properties(${dir}/GemmTileAvx2.cpp TARGET_DIRECTORY ${target}
            PROPERTIES COMPILE_OPTIONS "-mavx2;-mfma")
        set_source_files_properties(${dir}/GemmTile.cpp TARGET_DIRECTORY ${target}
            PROPERTIES COMPILE_DEFINITIONS SHARDSCOPE_GEMM_AVX2=1)
    endif()
endfunction()
