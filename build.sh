#!/usr/bin/env bash
# Seasonboard's two set-up commands (see README.md):
#   ./build.sh play   install what is missing, build, open the game
#   ./build.sh test   install what is missing, build, run every test (normal, ASan/UBSan, fuzz)
# and one more:
#   ./build.sh package  build the Debian package seasonboard_<version>_<arch>.deb (packaging/README.md)
# Builds are incremental: a second run only rebuilds what changed.
set -euo pipefail
cd "$(dirname "$0")"

JOBS=${JOBS:-$(nproc)}
BUILD_PACKAGES=(g++ cmake ninja-build pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev
                libimgui-dev libyaml-cpp-dev doctest-dev fonts-dejavu-core)
# clang for the sanitizer and fuzz builds; mingw-w64 compiles the engine's Windows branches
# (tests/portability; 69 MB, about 8 s to install).
TEST_PACKAGES=(clang libclang-rt-14-dev g++-mingw-w64-x86-64-posix)
# The package: icons rendered from the SVG, dpkg-shlibdeps; and what the package test validates with.
PACKAGE_PACKAGES=(librsvg2-bin dpkg-dev)
PACKAGE_CHECK_PACKAGES=(lintian desktop-file-utils appstream file man-db)

install_missing() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "==> installing: ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Unity builds: each target's sources compile in batches of 8 files, so the headers' templates and
# inline code are parsed and generated once a batch instead of once a file. Code generation of what
# the headers instantiate was two thirds of a test file's compile time; a full Release build went
# from 1,145 s to about 530 s on 2 cores. A file's helpers in an anonymous namespace therefore need
# names of their own within their target.
configure() {  # dir, extra cmake args... (configured again when the arguments change)
  local dir=$1; shift
  set -- -DCMAKE_UNITY_BUILD=ON "$@"
  if [ ! -f "$dir/build.ninja" ] || [ "$(cat "$dir/build.sh.args" 2>/dev/null)" != "$*" ]; then
    cmake -S . -B "$dir" -G Ninja "$@" >/dev/null
    echo "$*" >"$dir/build.sh.args"
  fi
}
# The Release build the tests run in; the package is made from it too (no second full build).
MAIN_BUILD=(build/debug -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2" -DSB_PACKAGE=ON)

case "${1:-}" in
  play)
    shift
    install_missing "${BUILD_PACKAGES[@]}"
    configure build/release -DCMAKE_BUILD_TYPE=Release -DSB_BUILD_TESTS=OFF
    cmake --build build/release -j "$JOBS" --target seasonboard
    exec build/release/game/app/seasonboard "$@"
    ;;
  test)
    install_missing "${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}" "${PACKAGE_PACKAGES[@]}" "${PACKAGE_CHECK_PACKAGES[@]}"
    export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy}
    status=0
    # Sanitizers over a smaller property run; libFuzzer on the content and save loaders.
    started=$SECONDS
    phase() { echo "==> $1 (at $((SECONDS - started)) s)"; }
    phase "ASan/UBSan build"
    # clang at -O1 with -g1 (line tables are all a report needs): it compiles the sanitized build in
    # about 40% of g++ -O2's time (a rules file: 23 s against 62 s), the longest part of CI.
    configure build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DSB_SANITIZE=ON -DSB_BUILD_UI=OFF
    cmake --build build/asan -j "$JOBS"
    phase "ASan/UBSan tests"
    SB_PROPERTY_GAMES=${SB_ASAN_PROPERTY_GAMES:-3} ctest --test-dir build/asan --output-on-failure -j "$JOBS" || status=1
    phase "ASan/UBSan soak slice (${SB_SOAK_SECONDS:-30} s)"
    # Every title's random and default bots at every seat count, over the sanitizers, with a seed from
    # the clock (printed): each run plays new games. A failure names the game and the command that
    # plays it again (tests/soak/soak.sh; its long form is 10^6 actions per title and bot kind).
    SB_SOAK_NO_BUILD=1 JOBS="$JOBS" tests/soak/soak.sh --slice "${SB_SOAK_SECONDS:-30}" || status=1
    phase "fuzz build (clang, libFuzzer)"
    configure build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DSB_FUZZ=ON \
      -DSB_BUILD_UI=OFF -DSB_BUILD_TESTS=ON
    cmake --build build/fuzz -j "$JOBS" --target fuzz_content fuzz_save
    phase "fuzzing (${SB_FUZZ_SECONDS:-15} s each, side by side)"
    fuzz() {
      mkdir -p "build/fuzz/corpus/$1"
      build/fuzz/tests/fuzz/$1 "build/fuzz/corpus/$1" tests/fuzz/seeds/$1 \
        -max_total_time="${SB_FUZZ_SECONDS:-15}" -rss_limit_mb=2048 -print_final_stats=0 >"build/fuzz/$1.log" 2>&1
    }
    fuzz fuzz_content & content_pid=$!
    fuzz fuzz_save & save_pid=$!
    for f in fuzz_content fuzz_save; do
      pid=$content_pid; [ "$f" = fuzz_save ] && pid=$save_pid
      wait "$pid" || { echo "$f found a crash:"; tail -40 "build/fuzz/$f.log"; status=1; }
      echo "    $f: $(grep -E '^Done [0-9]+ runs' "build/fuzz/$f.log" | tail -1)"
    done
    phase "build"
    # No debug info here (the sanitizer build has line tables): it is the slowest part of CI.
    configure "${MAIN_BUILD[@]}"
    cmake --build build/debug -j "$JOBS"
    phase "tests"
    ctest --test-dir build/debug --output-on-failure -j "$JOBS" || status=1
    exit $status
    ;;
  package)
    install_missing "${BUILD_PACKAGES[@]}" "${PACKAGE_PACKAGES[@]}"
    configure "${MAIN_BUILD[@]}"
    cmake --build build/debug -j "$JOBS" --target seasonboard sb_package_files
    rm -rf build/debug/package
    (cd build/debug && cpack -G DEB -B "$PWD/package" >package.log) || { cat build/debug/package.log; exit 1; }
    ls build/debug/package/*.deb
    ;;
  *)
    echo "usage: ./build.sh play [seasonboard arguments]   build and open the game"
    echo "       ./build.sh test                            build and run every test"
    echo "       ./build.sh package                         build the Debian package"
    exit 2
    ;;
esac
