# One INTERFACE target carries what every ShardScope target shares: the language standard,
# warnings and the Qt defines (the qBittorrent qbt_common_cfg idea). Link it PRIVATE everywhere.
add_library(shardscope-common INTERFACE)
add_library(ShardScope::common ALIAS shardscope-common)

target_compile_features(shardscope-common INTERFACE cxx_std_20)
set(CMAKE_CXX_EXTENSIONS OFF)

# No -Wnull-dereference: with GCC 12 at -O2 it reports false positives inside nlohmann-json and
# libstdc++ iostreams that depend on inlining, so a ci (-Werror) build broke where dev passed.
target_compile_options(shardscope-common INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
    -Woverloaded-virtual -Wformat=2 -Wimplicit-fallthrough)
if(SHARDSCOPE_WARNINGS_AS_ERRORS)
    target_compile_options(shardscope-common INTERFACE -Werror)
endif()

# Qt defines: harmless for the Qt-free agent, which never includes a Qt header.
target_compile_definitions(shardscope-common INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_KEYWORDS
    QT_NO_FOREACH
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_STRICT_ITERATORS
    QT_DISABLE_DEPRECATED_UP_TO=0x060400)

if(SHARDSCOPE_ASAN)
    target_compile_options(shardscope-common INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(shardscope-common INTERFACE -fsanitize=address,undefined)
endif()

# shardscope_public_headers(<target> <path>...): <target>'s public include directory holds only
# <path>s (folders or files, relative to the source root, linked to by symbolic links under
# build/include/<target>/), so that a target sees the headers of the targets it links and no
# others: `#include "core/analysis/Verdict.h"` in a part that does not link shardscope-core-analysis
# is "No such file", and the layering of docs/ARCHITECTURE.md, "Folders and targets" is the build's.
function(shardscope_public_headers target)
    set(root ${PROJECT_BINARY_DIR}/include/${target})
    foreach(path IN LISTS ARGN)
        get_filename_component(parent ${root}/${path} DIRECTORY)
        file(MAKE_DIRECTORY ${parent})
        if(NOT IS_SYMLINK ${root}/${path})
            file(CREATE_LINK ${PROJECT_SOURCE_DIR}/${path} ${root}/${path} SYMBOLIC)
        endif()
    endforeach()
    target_include_directories(${target} PUBLIC ${root})
endfunction()
