#!/usr/bin/env bash
# The static checks CI runs (.ci/run), side by side on the machine's two cores and cached between
# runs outside the clone (issue 24): eslint, prettier and tsc each keep what they learnt about
# unchanged files. A cache is used only by a run with the same tools, configuration and lint rules
# (its folder is named by their hash), and each tool re-checks a file whose content changed, so a
# stale cache never hides an error: eslint and prettier compare contents (--cache-strategy
# content; a clean clone's files all have new times), tsc keeps each file's hash and its errors in
# its build info and reports them again. IRETI_CI_CACHE=off runs everything from scratch.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

key=$(
  {
    node --version
    pwd # tsc's build info names files relative to itself
    cat package-lock.json .prettierrc.json .prettierignore eslint.config.js eslint-rules/*.js \
      tsconfig.base.json packages/shared/tsconfig.json apps/api/tsconfig.json apps/web/tsconfig.json bench/tsconfig.json
  } | sha256sum | cut -c1-16
)
cache="${XDG_CACHE_HOME:-$HOME/.cache}/ireti-ci/static-$key"
if [ "${IRETI_CI_CACHE:-}" = off ]; then cache=$(mktemp -d); trap 'rm -rf "$cache"' EXIT; fi
mkdir -p "$cache"
# Caches of other keys are dropped once they have not been used for a week.
find "$(dirname "$cache")" -maxdepth 1 -name 'static-*' -mtime +7 -exec rm -rf {} + 2>/dev/null || true
touch "$cache"

out=$(mktemp -d)
declare -A pids started
run() { # name command...
  local name=$1; shift
  started[$name]=$SECONDS
  ( "$@" >"$out/$name.log" 2>&1; echo $? >"$out/$name.rc"; echo $((SECONDS)) >"$out/$name.end" ) &
  pids[$name]=$!
}
tsc_all() {
  local p
  for p in packages/shared apps/api apps/web bench; do
    tsc -p "$p" --incremental --tsBuildInfoFile "$cache/tsc-${p//\//-}.tsbuildinfo" || return 1
  done
}
# Two lanes for two cores: eslint (the longest) on one; tsc, prettier and the deployment files on the other.
run lint eslint . --cache --cache-strategy content --cache-location "$cache/eslint"
run typecheck tsc_all
wait "${pids[typecheck]}"
run format prettier --check . --cache --cache-strategy content --cache-location "$cache/prettier"
wait "${pids[format]}"
run lint-ops node scripts/lint-ops.ts
wait

failed=0
for name in lint typecheck format lint-ops; do
  rc=$(cat "$out/$name.rc")
  printf -- '--- %s: %s in %d s\n' "$name" "$([ "$rc" = 0 ] && echo passed || echo "FAILED (exit $rc)")" "$(($(cat "$out/$name.end") - started[$name]))"
  if [ "$rc" != 0 ] || [ "${VERBOSE:-}" = 1 ]; then cat "$out/$name.log"; fi
  [ "$rc" = 0 ] || failed=1
done
rm -rf "$out"
exit $failed
