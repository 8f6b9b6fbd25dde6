# cmake -DPROGRAMS=<agent>[;<plugin>…] -DLIB_DIR=<dir> -P BundleLibraries.cmake
#
# Makes the agent bundle's lib/ folder: a copy, under its soname, of every shared library the
# programs load that a base glibc system does not have (libgloo and its dependencies, the C++
# runtime). The agent finds them through its RPATH $ORIGIN/lib, so a node needs nothing installed.
#
# Deterministic: the dependencies are resolved against this machine's system libraries (never
# against an older lib/), each file is a plain copy of the library the soname resolves to, and
# files that no program needs any more are removed. Unchanged copies keep their time stamps.
cmake_minimum_required(VERSION 3.25)

if(NOT PROGRAMS OR NOT LIB_DIR)
    message(FATAL_ERROR "usage: cmake -DPROGRAMS=<agent>[;<plugin>] -DLIB_DIR=<dir> -P ${CMAKE_CURRENT_LIST_FILE}")
endif()

# glibc's own libraries come with every node's C library and must match it: never bundled. The
# NVIDIA driver (libcuda, libnvidia-*) belongs to the node's kernel module: never bundled either.
set(base_system
    "^linux-vdso\\.so" "^linux-gate\\.so" "^ld-linux" "^ld64\\.so"
    "^libc\\.so" "^libm\\.so" "^libmvec\\.so" "^libpthread\\.so" "^libdl\\.so" "^librt\\.so"
    "^libresolv\\.so" "^libutil\\.so" "^libanl\\.so" "^libnsl\\.so" "^libBrokenLocale\\.so"
    "^libthread_db\\.so" "^libnss_" "^libcuda\\.so" "^libnvidia-")

# The agent's RPATH points into LIB_DIR: move an earlier lib/ out of the way so that every
# library is resolved from the system again (a system update then reaches the bundle).
set(previous "${LIB_DIR}.resolving")
file(REMOVE_RECURSE "${previous}")
if(EXISTS "${LIB_DIR}")
    file(RENAME "${LIB_DIR}" "${previous}")
endif()
file(GET_RUNTIME_DEPENDENCIES
    EXECUTABLES ${PROGRAMS}
    RESOLVED_DEPENDENCIES_VAR resolved
    UNRESOLVED_DEPENDENCIES_VAR unresolved
    CONFLICTING_DEPENDENCIES_PREFIX conflicting
    PRE_EXCLUDE_REGEXES ${base_system})
if(EXISTS "${previous}")
    file(RENAME "${previous}" "${LIB_DIR}")
endif()
if(unresolved)
    message(FATAL_ERROR "the agent bundle cannot be made: no file found for ${unresolved}; "
                        "install the libraries the agent links (libgloo-dev) and build again")
endif()
foreach(name IN LISTS conflicting_FILENAMES)
    message(FATAL_ERROR "the agent bundle cannot be made: ${name} resolves to several files "
                        "(${conflicting_${name}}); remove the stale copy")
endforeach()

file(MAKE_DIRECTORY "${LIB_DIR}")
set(bundled)
foreach(library IN LISTS resolved)
    get_filename_component(soname "${library}" NAME)
    file(REAL_PATH "${library}" file)
    file(COPY_FILE "${file}" "${LIB_DIR}/${soname}" ONLY_IF_DIFFERENT)
    list(APPEND bundled "${soname}")
endforeach()
list(SORT bundled)

file(GLOB present LIST_DIRECTORIES true RELATIVE "${LIB_DIR}" "${LIB_DIR}/*" "${LIB_DIR}/.*")
foreach(name IN LISTS present)
    if(NOT name IN_LIST bundled)
        file(REMOVE_RECURSE "${LIB_DIR}/${name}")
    endif()
endforeach()
list(JOIN bundled " " names)
message(STATUS "agent bundle: ${LIB_DIR}: ${names}")
