#!/bin/sh
# Usage: with-node24 <command> [args...]
# Runs the command with Node 24 first on PATH, so that every `node` it starts (pnpm, Jest and its workers,
# with-test-database) is Node 24, whatever Node runs the caller.
set -eu
shim="$(dirname "$0")/../node_modules/.bin/node"
# The binary's own folder, not pnpm's shim for it: the shim runs node as a child of a shell, which
# passes no signal on: a SIGTERM meant for node would stop at the shell.
dir="$("$shim" -p 'process.versions.node.startsWith("24.") ? path.dirname(process.execPath) : ""' 2>/dev/null || true)"
if [ -z "$dir" ]; then
  # The binary comes from an optional package per platform; without one, `node` would silently be another.
  echo "with-node24: no Node 24 for $(uname -sm) in packages/node24 (it has Linux x64 and arm64)" >&2
  exit 1
fi
PATH="$dir:$PATH" exec "$@"
