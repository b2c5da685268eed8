#!/bin/sh
# Build into a private folder (never frontend/dist, which the running app and e2e use),
# serve it on a spare port, take the screenshots, stop the server.
set -e
cd "$(dirname "$0")/.."
OUT=/tmp/rotaledger-shots-dist
npx vite build --outDir "$OUT" --emptyOutDir >/dev/null
../node_modules/.bin/vite preview --outDir "$OUT" --port 4391 --strictPort >/tmp/rotaledger-preview.log 2>&1 &
PREVIEW=$!
trap 'kill $PREVIEW' EXIT
sleep 2
node scripts/screenshots.mjs http://localhost:4391 "${1:-/tmp/fe-shots}"
