# CPack pre-build script for the DEB: the agent bundle's libraries (libexec/shardscope/lib) are private
# to the agent, which finds them through its $ORIGIN/lib rpath. dpkg-shlibdeps still turns them into
# dependencies on the system's packages of the same libraries (libgloo's libhiredis, libibverbs, libnl)
# whenever those happen to be installed on the packaging machine: an entry without a dependency in
# debian/shlibs.local, where CPack runs dpkg-shlibdeps, tells it that they need none. The C++ runtime
# keeps its dependency: the GUI and the CLI use the system's libstdc++ and libgcc_s.
foreach(dir IN LISTS CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS)
    file(GLOB libraries RELATIVE "${CPACK_TEMPORARY_DIRECTORY}/${dir}" "${CPACK_TEMPORARY_DIRECTORY}/${dir}/*.so.*")
    foreach(soname IN LISTS libraries)
        if(soname MATCHES "^(libstdc\\+\\+|libgcc_s)\\.so\\.")
            continue()
        endif()
        if(soname MATCHES "^(.+)\\.so\\.(.+)$")
            string(APPEND entries "${CMAKE_MATCH_1} ${CMAKE_MATCH_2}\n")
        endif()
    endforeach()
endforeach()
file(WRITE "${CPACK_TEMPORARY_DIRECTORY}/debian/shlibs.local" "${entries}")
