#!/usr/bin/env bash
# Packs the build with CPack (DEB), then checks the package: files in the right places, the
# dependencies dpkg-shlibdeps cannot see, and that the unpacked CLI finds its agent and works.
set -euo pipefail
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "check-deb: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1 \
    || { cat "$work/cpack.log" >&2; fail "cpack failed"; }
deb=$(ls "$work"/out/*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || fail "cpack produced no .deb"
echo "package: $(basename "$deb") ($(du -h "$deb" | cut -f1))"

contents=$(dpkg-deb -c "$deb")
for path in ./usr/bin/shardscope ./usr/bin/shardscope-cli ./usr/libexec/shardscope/shardscope-agent \
            ./usr/share/applications/io.shardscope.ShardScope.desktop \
            ./usr/share/metainfo/io.shardscope.ShardScope.metainfo.xml \
            ./usr/share/icons/hicolor/scalable/apps/io.shardscope.ShardScope.svg; do
    grep -q " $path\$" <<<"$contents" || fail "package lacks $path"
done

# The agent bundle: lib/ next to the installed agent with the libraries its $ORIGIN/lib rpath finds.
for name in libgloo.so.0 libstdc++.so.6 libgcc_s.so.1; do
    grep -q " ./usr/libexec/shardscope/lib/$name\$" <<<"$contents" || fail "package lacks the agent's lib/$name"
done

depends=$(dpkg-deb -f "$deb" Depends)
echo "depends: $depends"
# libssl3: the CLI and the GUI need libcrypto themselves, though the agent bundle carries a copy too.
for dep in qt6-qpa-plugins libqt6svg6 qt6-translations-l10n libqt6widgets6 libssh-4 libsqlite3-0 libssl3 libstdc++6; do
    grep -q "$dep" <<<"$depends" || fail "Depends lacks $dep"
done

# Libraries the bundle carries are not the package's dependencies: nodes get them from the bundle.
for dep in libgloo libhiredis libibverbs libnl; do
    grep -q "$dep" <<<"$depends" && fail "Depends lists $dep, which the agent bundle carries"
done

# The unpacked CLI must find the agent through ../libexec/shardscope and probe this machine.
dpkg-deb -x "$deb" "$work/root"
agent="$work/root/usr/libexec/shardscope/shardscope-agent"
env -i "$agent" --version >/dev/null || fail "the packaged agent does not start with an empty environment"
ldd "$agent" | grep -qF "libgloo.so.0 => $(cd "$work/root/usr/libexec/shardscope" && pwd -P)/lib/libgloo.so.0 " \
    || fail "the packaged agent does not load libgloo from its lib/: $(ldd "$agent" | grep libgloo)"
"$work/root/usr/bin/shardscope-cli" --version
env -u SHARDSCOPE_AGENT "$work/root/usr/bin/shardscope-cli" inventory --local --json --db "$work/test.db" \
    >"$work/inventory.json" || fail "the packaged CLI could not inventory this machine"
grep -q "\"hostname\": *\"$(uname -n)\"" "$work/inventory.json" || fail "packaged CLI JSON lacks this host name"
echo "packaged CLI inventoried $(uname -n) through the packaged agent"
