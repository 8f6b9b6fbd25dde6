# CPack pre-build script for the DEB: the agent bundle's libraries (libexec/shardscope/lib) are private
# to the agent, which finds them through its $ORIGIN/lib rpath. dpkg-shlibdeps still turns them into
# dependencies on the system's packages of the same libraries (libgloo's libhiredis, libibverbs, libnl)
# whenever those happen to be installed on the packaging machine: an entry without a dependency in
# debian/shlibs.local, where CPack runs dpkg-shlibdeps, tells it that they need none. A library that
# a program of the package outside the bundle needs as well (the GUI's and the CLI's C++ runtime,
# libssh's libcrypto, Qt's zlib) keeps its dependency: those programs use the system's copy.
cmake_policy(SET CMP0057 NEW) # if(IN_LIST): a CPack script starts with the oldest policies
find_program(objdump NAMES objdump REQUIRED)
file(GLOB_RECURSE files LIST_DIRECTORIES false "${CPACK_TEMPORARY_DIRECTORY}/usr/*")
set(needed "")
foreach(path IN LISTS files)
    set(private FALSE)
    foreach(dir IN LISTS CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS)
        string(FIND "${path}" "${CPACK_TEMPORARY_DIRECTORY}/${dir}/" at)
        if(at EQUAL 0)
            set(private TRUE)
        endif()
    endforeach()
    if(private OR IS_SYMLINK "${path}")
        continue()
    endif()
    file(READ "${path}" magic LIMIT 4 HEX)
    if(NOT magic STREQUAL "7f454c46") # not ELF
        continue()
    endif()
    execute_process(COMMAND "${objdump}" -p "${path}" OUTPUT_VARIABLE headers ERROR_QUIET)
    string(REGEX MATCHALL "NEEDED +[^\n]+" lines "${headers}")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "NEEDED +" "" soname "${line}")
        list(APPEND needed "${soname}")
    endforeach()
endforeach()

set(entries "")
foreach(dir IN LISTS CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS)
    file(GLOB libraries RELATIVE "${CPACK_TEMPORARY_DIRECTORY}/${dir}" "${CPACK_TEMPORARY_DIRECTORY}/${dir}/*.so.*")
    foreach(soname IN LISTS libraries)
        if(soname IN_LIST needed)
            continue()
        endif()
        if(soname MATCHES "^(.+)\\.so\\.(.+)$")
            string(APPEND entries "${CMAKE_MATCH_1} ${CMAKE_MATCH_2}\n")
        endif()
    endforeach()
endforeach()
file(WRITE "${CPACK_TEMPORARY_DIRECTORY}/debian/shlibs.local" "${entries}")
