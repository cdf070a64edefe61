#!/usr/bin/env bash
# record-not-regular.sh POLYROIDS fifo|device
# --record onto a FIFO (or, as root, a character device: a copy of /dev/null)
# must exit 2 naming it as not a regular file, before the game starts, and
# leave the node as it was. Exits 77 (skipped) for a device when not root.
set -u
game="$1"; kind="$2"
dir="$(mktemp -d)"; trap 'rm -rf "$dir"' EXIT
node="$dir/$kind.replay"
case "$kind" in
  fifo) mkfifo "$node"; test_type=-p; what="a FIFO" ;;
  device) [ "$(id -u)" = 0 ] || { echo "skipped: only root can mknod"; exit 77; }
          mknod "$node" c 1 3; test_type=-c; what="a character device" ;;
  *) echo "unknown kind $kind"; exit 1 ;;
esac
"$(dirname "$0")/expect.sh" 2 "" "^polyroids: $node: not a regular file \\($what\\)$" -- \
  "$game" --headless --autopilot --ticks 10 --record "$node" || exit 1
[ $test_type "$node" ] || { echo "FAIL: $node is no longer $what"; exit 1; }
! compgen -G "$node.tmp*" >/dev/null || { echo "FAIL: a temporary was left behind"; exit 1; }
exit 0
