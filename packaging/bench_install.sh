#!/usr/bin/env bash
# Figures for the package, each the median of 5 runs:
#   install   dpkg -x of the .deb into a throw-away root (or, with --system, dpkg -i; then dpkg -r)
#   launch    the installed program -> an interactive launcher (play --launcher --quit-when-interactive)
#   total     install + launch
#   RSS       the launcher's peak resident memory (/usr/bin/time %M)
# usage: packaging/bench_install.sh DEB [--system]
# Runs itself under Xvfb at 1920x1080 when no display is set. --system installs into the real
# system with dpkg -i (as root), checks that removing it leaves the user's files alone, and removes it.
set -euo pipefail
deb=$(realpath "$1"); mode=${2:-}
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s '-screen 0 1920x1080x24' "$0" "$@"
fi
RUNS=${RUNS:-5}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export HOME=$work/home XDG_DATA_HOME=$work/home/data XDG_CONFIG_HOME=$work/home/config
unset SEASONBOARD_CONTENT SEASONBOARD_SAVE_DIR
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
now() { date +%s.%N; }

echo ".deb: $(stat -c %s "$deb") bytes; Installed-Size: $(dpkg-deb --field "$deb" Installed-Size) KiB"
: >"$work/runs"
for i in $(seq "$RUNS"); do
  t0=$(now)
  if [ "$mode" = --system ]; then
    dpkg -i "$deb" >/dev/null
    exe=/usr/bin/seasonboard
  else
    rm -rf "$work/root"
    dpkg -x "$deb" "$work/root"
    exe=$work/root/usr/bin/seasonboard
  fi
  t1=$(now)
  /usr/bin/time -f '%e %M' -o "$work/t" "$exe" play --launcher --quit-when-interactive >/dev/null 2>&1
  t2=$(now)
  read -r _ rss <"$work/t"
  awk -v a="$t0" -v b="$t1" -v c="$t2" -v m="$rss" 'BEGIN {printf "%.3f %.3f %.3f %d\n", b - a, c - b, c - a, m}' >>"$work/runs"
  if [ "$mode" = --system ]; then
    # The user's own files live in the home folder: removing the package leaves them.
    "$exe" content init >/dev/null 2>&1 || true
    dpkg -r seasonboard >/dev/null
    [ -d "$XDG_DATA_HOME/seasonboard/content" ] || { echo "dpkg -r removed the user's content copy"; exit 1; }
    rm -rf "$XDG_DATA_HOME/seasonboard"
  fi
done
col() { cut -d' ' -f"$1" "$work/runs" | median; }
echo "install ($([ "$mode" = --system ] && echo 'dpkg -i' || echo 'dpkg -x')): $(col 1) s"
echo "launch -> interactive launcher: $(col 2) s"
echo "total: $(col 3) s"
echo "launcher peak RSS: $(col 4 | awk '{printf "%.0f", $1 / 1024}') MB"
