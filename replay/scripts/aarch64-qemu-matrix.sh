#!/usr/bin/env bash
# Runs the replay golden corpus (GoldenCorpusMain, prefix checkpoints) on an aarch64 JVM under
# qemu-user, from Debian packages: qemu-user-static and openjdk-17-jre-headless:arm64 (after
# `dpkg --add-architecture arm64`). Installs them when missing and allowed.
#
# Usage: aarch64-qemu-matrix.sh CLASSPATH SCENES_CLASS MAX_TICKS [BUDGET_SECONDS]
#        aarch64-qemu-matrix.sh --install-only [BUDGET_SECONDS]
# Output: the child's stdout lines between "BEGIN-OUTPUT" and "END-OUTPUT" (the caller compares them
#         with the goldens), or one line "SKIPPED: <reason>".
# Exit:   0 ran (compare the output), 77 skipped (install impossible or budget exceeded), 1 the JVM
#         under qemu failed. The whole script respects BUDGET_SECONDS (default 300) via `timeout`.
#
# --install-only installs the packages when missing and exits (0 installed or present, 77 skipped).
# .ci/run calls it before Maven starts: openjdk-17-jre-headless:arm64 is "Multi-Arch: same", so
# installing it upgrades the host's amd64 OpenJDK 17 to the same revision, and a JVM already
# running from the old one can no longer start processes ("Failed to exec spawn helper": its
# jspawnhelper on disk is the new one's). Seen on a fresh machine, 2026-11-26: every JVM-matrix
# test after the leg failed.
set -u
INSTALL_ONLY=false
if [ "${1:-}" = "--install-only" ]; then
  INSTALL_ONLY=true; BUDGET="${2:-300}"
else
  CP="$1"; SCENES="$2"; MAX_TICKS="$3"; BUDGET="${4:-300}"
fi
START=$SECONDS
skip() { echo "SKIPPED: $*"; exit 77; }
left() { local r=$((BUDGET - (SECONDS - START))); [ "$r" -gt 5 ] || skip "time budget of ${BUDGET}s exhausted"; echo "$r"; }

ARM_JAVA=/usr/lib/jvm/java-17-openjdk-arm64/bin/java
QEMU=$(command -v qemu-aarch64-static || command -v qemu-aarch64 || true)

if [ ! -x "$ARM_JAVA" ] || [ -z "$QEMU" ]; then
  command -v apt-get >/dev/null 2>&1 || skip "no apt-get: not a Debian-based system, cannot install qemu-user-static and openjdk-17-jre-headless:arm64"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
      skip "not root and no passwordless sudo: cannot install packages"; fi
  fi
  echo "installing qemu-user-static and openjdk-17-jre-headless:arm64 (budget ${BUDGET}s)" >&2
  timeout "$(left)" $SUDO dpkg --add-architecture arm64 || skip "dpkg --add-architecture arm64 failed"
  timeout "$(left)" $SUDO apt-get update -qq >&2 || skip "apt-get update failed or timed out"
  DEBIAN_FRONTEND=noninteractive timeout "$(left)" $SUDO apt-get install -y -qq --no-install-recommends \
      qemu-user-static openjdk-17-jre-headless:arm64 >&2 || skip "apt-get install failed or timed out"
  QEMU=$(command -v qemu-aarch64-static || command -v qemu-aarch64 || true)
  [ -x "$ARM_JAVA" ] && [ -n "$QEMU" ] || skip "packages installed but $ARM_JAVA or qemu-aarch64 missing"
fi
if [ "$INSTALL_ONLY" = true ]; then
  echo "aarch64 leg: $ARM_JAVA and $QEMU present"; exit 0
fi

OUT=$(mktemp); ERR=$(mktemp)
trap 'rm -f "$OUT" "$ERR"' EXIT
timeout "$(left)" "$QEMU" -L / "$ARM_JAVA" -Xss4m -XX:TieredStopAtLevel=1 -cp "$CP" \
    dev.lockstep.replay.testing.GoldenCorpusMain "$SCENES" "$MAX_TICKS" >"$OUT" 2>"$ERR"
RC=$?
if [ "$RC" = 124 ]; then skip "aarch64 JVM under qemu exceeded the ${BUDGET}s budget"; fi
if [ "$RC" != 0 ]; then
  echo "aarch64 JVM under qemu failed with exit code $RC:"; cat "$ERR"; exit 1
fi
echo "arch: $("$QEMU" -L / "$ARM_JAVA" -XshowSettings:properties -version 2>&1 | grep 'os.arch' | tr -d ' ')"
echo "BEGIN-OUTPUT"; cat "$OUT"; echo "END-OUTPUT"
