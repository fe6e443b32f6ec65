#!/bin/bash
# Instructions a simulated MCR hand costs, counted by callgrind: steadier than timings on a
# shared machine. Plays N hands (after the same two warm-up hands as bench_simulate.py, with the
# garbage collector tuned as bench_simulate.py and `mahjong-tui simulate` tune it) and
# subtracts a run of 0 hands, so imports, the variant catalog and the warm-up drop out.
#
#   benchmarks/callgrind_simulate.sh [N] [TREE]     (N: 60 hands; TREE: this checkout)
#
# Each tree gets its own bytecode cache and variant-catalog cache (the catalog is rebuilt when
# another tree wrote it last, which costs a run ~400M instructions), and the hash seed is fixed.
# Needs valgrind. Compare trees (a `git worktree` of the old commit) with the same N.
set -euo pipefail
n=${1:-60}
tree=$(cd "${2:-$(dirname "$0")/..}" && pwd)
python=${PYTHON:-$tree/.venv/bin/python}
[ -x "$python" ] || python=$(command -v python3)
tag=$(echo "$tree" | md5sum | cut -c1-8)
export PYTHONHASHSEED=0 PYTHONPYCACHEPREFIX=/tmp/mjt-pyc-$tag MAHJONG_TUI_CACHE_DIR=/tmp/mjt-cache-$tag
unset PYTHONDONTWRITEBYTECODE
play='import sys, contextlib; sys.path.insert(0, "benchmarks"); import bench_simulate as b
try:  # the collector tuned as `mahjong-tui simulate` tunes it, where the tree has that
    from mahjong_tui.sim import batch_collection
except ImportError:
    batch_collection = contextlib.nullcontext
v = b.load_fresh("mcr"); b.play(v, 2, 100); n = int(sys.argv[1])
with batch_collection():
    n and b.play(v, n, 1)'
cd "$tree"
"$python" -c "$play" 0 >/dev/null  # fills the bytecode and catalog caches
count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$python" -c "$play" "$1" 2>&1 | grep -oP 'Collected : \K[0-9]+'; }
with=$(count "$n")
without=$(count 0)
python3 -c "print(f'$tree: {($with - $without) / $n / 1e6:.2f}M instructions a hand over $n hands')"
