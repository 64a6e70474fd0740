#!/bin/sh
# Usage: tests/bench/state_io_lines.sh [REV]   (from the repository root; REV defaults to HEAD)
# State I/O lines per title at a commit (issue 28: target under 700 for the four together): yaml_io + codecs (+ MK field_adapters) and the field lists
# (every line of a `fields(IO& io, ...)` function in the title's state/types header).
rev=${1:-HEAD}
for t in mighty_kingdoms six_winters vacant_throne winter_quarters; do
  code=0
  for f in $(git ls-tree -r --name-only $rev game/$t/rules | grep -E 'yaml_io.cpp$|codecs.h$|field_adapters.h$'); do
    n=$(git show $rev:$f | wc -l); code=$((code+n)); done
  lists=0
  for f in $(git ls-tree -r --name-only $rev game/$t/rules | grep -E '/(state|types).h$'); do
    n=$(git show $rev:$f | awk '/^(constexpr )?(void|inline void) fields\(|^constexpr void fields\(/{on=1} on{c++} on&&/^}/{on=0} END{print c+0}'); lists=$((lists+n)); done
  echo "$t code=$code lists=$lists total=$((code+lists))"
done
