#!/usr/bin/env bash
# The package test (ctest -R package; build.sh test runs it): builds the .deb from this build folder
# with cpack, checks its control data and file list, validates the desktop entry, the AppStream
# metainfo and the man page, runs lintian, then extracts it into a throw-away root and runs the
# installed program there with nothing but that tree (and a throw-away home): every title's
# content checks, a screenshot renders, a short sim of every title plays, and nothing is written
# into the installed tree.
#   packaging/check_package.sh BUILD_DIR APP_ID VERSION
set -euo pipefail
build=$(cd "$1" && pwd); app_id=$2; version=$3
source_dir=$(cd "$(dirname "$0")/.." && pwd)
arch=$(dpkg --print-architecture)
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
expect() {  # description, then a command that must succeed
  local what=$1; shift
  "$@" >/dev/null 2>&1 || fail "$what ($*)"
}

# [SECTION] build the package
rm -rf "$build/package"
(cd "$build" && cpack -G DEB -B "$build/package" >"$build/package.log" 2>&1) || { cat "$build/package.log"; exit 1; }
deb=$build/package/seasonboard_${version}_${arch}.deb
[ -f "$deb" ] || { echo "FAIL: no $deb"; ls "$build/package"; exit 1; }

# [SECTION] control data and file list
info=$(dpkg-deb --info "$deb")
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = seasonboard ] || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] || fail "Version is '$(field Version)', the project says $version"
[ "$(field Architecture)" = "$arch" ] || fail "Architecture is '$(field Architecture)'"
[ "$(field Section)" = x11 ] || fail "Section is '$(field Section)'"
depends=$(field Depends)
# From dpkg-shlibdeps (libraries the binary links) and by hand (the font, the GL driver).
for dep in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libyaml-cpp0.7 libstdc++6 libc6 fonts-dejavu-core \
           libgl1-mesa-dri; do
  [[ ", $depends," == *", $dep"[\ ,]* ]] || fail "Depends lacks $dep: $depends"
done
[ -n "$(field Installed-Size)" ] || fail "no Installed-Size"
grep -q "^ Description: touch-first table" <<<"$info" || fail "Description: $(field Description | head -1)"

contents=$(dpkg-deb --contents "$deb" | awk '{print $6}')
for path in ./usr/bin/seasonboard ./usr/share/applications/seasonboard.desktop \
            "./usr/share/metainfo/$app_id.metainfo.xml" ./usr/share/man/man6/seasonboard.6.gz \
            ./usr/share/doc/seasonboard/copyright ./usr/share/doc/seasonboard/changelog.gz \
            ./usr/share/icons/hicolor/scalable/apps/seasonboard.svg \
            ./usr/share/seasonboard/content/mighty_kingdoms/tables.yaml; do
  grep -qxF "$path" <<<"$contents" || fail "the package lacks $path"
done
for size in 48 64 128 256; do
  grep -qxF "./usr/share/icons/hicolor/${size}x${size}/apps/seasonboard.png" <<<"$contents" || fail "no ${size}px icon"
done
# Every shipped content file, and nothing outside /usr.
(cd "$source_dir/content" && find . -type f | sed 's|^\./|./usr/share/seasonboard/content/|' | sort) >"$build/package/expected-content"
grep '^./usr/share/seasonboard/content/.*[^/]$' <<<"$contents" | sort | diff -q - "$build/package/expected-content" >/dev/null \
  || fail "the packaged content differs from content/"
outside=$(grep -v '^\./usr/\|^\./$' <<<"$contents" || true)
[ -z "$outside" ] || fail "files outside /usr: $outside"

# [SECTION] extract into a throw-away root; validate what it installs
tmp=$(mktemp -d "${TMPDIR:-/tmp}/seasonboard-package-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
dpkg -x "$deb" "$root"
expect "desktop-file-validate" desktop-file-validate "$root/usr/share/applications/seasonboard.desktop"
appstream=$(appstreamcli validate --no-net --no-color "$root/usr/share/metainfo/$app_id.metainfo.xml" 2>&1) \
  || fail "appstreamcli validate: $appstream"
for shot in $(grep -o '/[a-z0-9x-]*\.png</image>' "$root/usr/share/metainfo/$app_id.metainfo.xml" | sed 's|</image>||'); do
  [ -f "$source_dir/assets/screenshots$shot" ] || fail "the metainfo names a screenshot assets/screenshots$shot does not hold"
done
for size in 48 64 128 256; do
  file "$root/usr/share/icons/hicolor/${size}x${size}/apps/seasonboard.png" | grep -q "PNG image data, $size x $size" \
    || fail "the ${size}px icon is not ${size}x$size"
done
file "$root/usr/bin/seasonboard" | grep -q ", stripped" || fail "the binary is not stripped"
man_warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' man --warnings -E UTF-8 -l -Tutf8 -Z "$root/usr/share/man/man6/seasonboard.6.gz" 2>&1 >/dev/null) \
  || fail "man cannot read the man page"
[ -z "$man_warnings" ] || fail "the man page has warnings: $man_warnings"
if command -v lintian >/dev/null; then
  # No errors and no warnings (the remaining informational tags are explained in packaging/README.md).
  lintian_out=$(lintian --fail-on error,warning "$deb" 2>&1) || fail "lintian: $lintian_out"
else
  fail "lintian is not installed (build.sh test installs it)"
fi

# [SECTION] run the installed program with nothing but the installed tree
mkdir -p "$tmp/home" "$tmp/work" "$tmp/out"
installed() {
  (cd "$tmp/work" && env -u SEASONBOARD_CONTENT -u SEASONBOARD_SAVE_DIR HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/data" \
     XDG_CONFIG_HOME="$tmp/home/config" SDL_VIDEODRIVER=dummy "$root/usr/bin/seasonboard" "$@")
}
touch "$tmp/before"
sleep 0.01
[ "$(installed --version)" = "seasonboard $version" ] || fail "--version says '$(installed --version)'"
where=$(installed content where)
[ "$where" = "$root/usr/share/seasonboard/content (installed)" ] || fail "content where: $where"
check=$(installed check 2>&1) || fail "seasonboard check on the installed content: $check"
titles=$(installed titles | cut -f1)
[ -n "$titles" ] || fail "seasonboard titles lists nothing"
shots=0
for title in $titles; do
  grep -q "^$title: ok" <<<"$check" || fail "check did not pass $title: $check"
  sim=$(installed sim --title "$title" --games 1 --seed 7 2>&1) || fail "sim --title $title: $sim"
  printf 'title: %s\nseed: 3\nactions: []\n' "$title" >"$tmp/out/$title.yaml"
  if shot=$(installed screenshot "$tmp/out/$title.yaml" --size 640x400 --out "$tmp/out/$title.png" 2>&1); then
    file "$tmp/out/$title.png" | grep -q "PNG image data, 640 x 400" || fail "screenshot of $title: $(file "$tmp/out/$title.png")"
    shots=$((shots + 1))
  elif [[ "$shot" != *"no table on screen for '$title'"* ]]; then
    fail "screenshot of $title: $shot"
  fi
done
[ "$shots" -gt 0 ] || fail "no title rendered a screenshot from the installed tree"
changed=$(find "$root" -newer "$tmp/before")
[ -z "$changed" ] || fail "the program wrote into the installed tree: $changed"
[ -z "$(ls -A "$tmp/work")" ] || fail "the program wrote into the working folder: $(ls -A "$tmp/work")"

# The designer's copy: content init copies the installed content into the home folder.
init=$(installed content init 2>&1) || fail "content init: $init"
[ "$(installed content where)" = "$tmp/home/data/seasonboard/content (your own content)" ] \
  || fail "after content init: $(installed content where)"
expect "check on the user's copy" installed check
installed content init >/dev/null 2>&1 && fail "a second content init overwrote the user's copy"

echo "package: $deb ($(stat -c %s "$deb") bytes, Installed-Size $(field Installed-Size) KiB), $shots screenshot(s), titles: $(echo $titles)"
[ "$failures" -eq 0 ] || { echo "$failures check(s) failed"; exit 1; }
