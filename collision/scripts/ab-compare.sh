#!/usr/bin/env bash
# Compares the speed of the collision module in the working tree ("new") with its build at a git
# revision ("old", default HEAD) in one JVM per scene: AbProbe (collision/src/test/java/.../bench)
# alternates short batches of the two builds and prints the median per-pair time ratio new/old.
# Why one JVM: on the shared 2-core machines the same classes measure up to 2x apart from one JVM
# to the next, which separate runs cannot average away in reasonable time.
#
# Usage: collision/scripts/ab-compare.sh [REV] [SCENE:VERTICES ...]
#        SCENE is deep (randomHullPair), shallow (shallowHullPair), box (boxOnBoxResting) with VERTICES
#        hull points; a grid scene (meshSphere, meshBox, meshTiltedBox, meshSettledBox, meshCapsule) with VERTICES the
#        grid's cells per side; a BoxRoundReferenceBenchmark pose (capsuleDeep:0, ...; VERTICES unused);
#        or GjkEpaBenchmark's hull pairs (gjk:0 separated, epa:0 overlapping; VERTICES unused);
#        default scenes: shallow:32 deep:32 shallow:20 deep:20. PAIRS (env, default 600) batches each.
# Only the collision module's main classes differ between the sides: both use the working tree's
# fixedpoint classes and benchmark classes (so the old revision must be binary compatible with them).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
REV=${1:-HEAD}
shift || true
SCENES=("$@")
[ ${#SCENES[@]} -gt 0 ] || SCENES=(shallow:32 deep:32 shallow:20 deep:20)
PAIRS=${PAIRS:-600}
WORK=$(mktemp -d)
cleanup() { git -C "$ROOT" worktree remove --force "$WORK/old" >/dev/null 2>&1 || true; rm -rf "$WORK"; }
trap cleanup EXIT

cd "$ROOT"
mvn -B -q -pl collision -am test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/test.cp -Dmdep.includeScope=test
git worktree add --detach "$WORK/old" "$REV" >/dev/null
(cd "$WORK/old" && mvn -B -q -pl collision -am compile)
mkdir -p "$WORK/probe/dev/lockstep/collision/bench"
cp collision/target/test-classes/dev/lockstep/collision/bench/AbProbe.class "$WORK/probe/dev/lockstep/collision/bench/"
echo "old: $(git rev-parse --short "$REV")  new: working tree  ($(java -version 2>&1 | head -1))"
for s in "${SCENES[@]}"; do
  java -cp "$WORK/probe:$(cat collision/target/test.cp)" dev.lockstep.collision.bench.AbProbe \
      "$WORK/old/collision/target/classes" "$ROOT/collision/target/classes" "$ROOT/collision/target/test-classes" \
      "${s%%:*}" "${s##*:}" "$PAIRS"
done
