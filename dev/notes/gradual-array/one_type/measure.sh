#!/bin/bash
# The one-type probe with the grad rows of ../grad_rows_variant.diff, read by the four
# checkers over typedjax's pass and fail files (tests/typing), against typedjax as it is.
# Scratch space: /tmp/one. Diagnostics land in /tmp/one/{base,probe}.{mypy,pyright,pyrefly,ty}.
set -u
ROOT=$(cd "$(dirname "$0")/../../../.." && pwd)  # the clone, with its .venv (Python 3.12)
M=$ROOT/.venv/bin
SV=/tmp/one/sv  # a bare venv reading a patched typedjax copy first, then the main venv
if [ ! -x $SV/bin/python ]; then
  $M/python -m venv --without-pip $SV
  SITE=$SV/lib/python3.12/site-packages
  echo /tmp/one/td > $SITE/00_td.pth
  $M/python -c 'import site; print(site.getsitepackages()[0])' > $SITE/01_venv.pth
fi
mkdir -p /tmp/one/td /tmp/one/passfiles
rm -rf /tmp/one/td/typedjax && cp -r $ROOT/typedjax /tmp/one/td/
(cd /tmp/one/td && git apply --include='typedjax/*' $ROOT/dev/notes/gradual-array/grad_rows_variant.diff)
$M/python $ROOT/dev/notes/gradual-array/one_type/build_probe.py $SV/lib/python3.12/site-packages /tmp/one/td
rm -rf /tmp/one/passfiles/typing && cp -r $ROOT/tests/typing /tmp/one/passfiles/
echo '{"typeCheckingMode": "strict", "reportOverlappingOverload": false, "enableTypeIgnoreComments": false}' > /tmp/one/passfiles/pyrightconfig.json
cd /tmp/one/passfiles
for side in base probe; do
  if [ $side = base ]; then PY=$M/python; else PY=$SV/bin/python; fi
  : > /tmp/one/$side.mypy
  for d in typing/*/; do  # one directory at a time: file names repeat across them
    $M/mypy --strict --python-executable $PY --cache-dir /tmp/one/mypy_$side $d >> /tmp/one/$side.mypy 2>&1
  done
  $M/pyright --pythonpath $PY typing > /tmp/one/$side.pyright 2>&1
  $M/pyrefly check --preset default --output-format min-text --python-interpreter-path $PY typing > /tmp/one/$side.pyrefly 2>&1
  $M/ty check --python $PY --output-format concise typing > /tmp/one/$side.ty 2>&1
done
