#!/usr/bin/env bash
# `npm run test:distributed`: proves the distributed setup on a machine with Docker.
#
#  1. builds the app image once; under its own project name and with fresh secrets, starts the
#     stores of docker-compose.yml (plus deploy/compose.test.yml: stores on 127.0.0.1, Mailpit
#     as the SMTP server) and runs the store contract suites against the real KurrentDB and
#     MongoDB (npm run test:infra);
#  2. starts the whole stack on empty stores with 3 API replicas;
#  3. runs an API journey and a write load through the gateway (scripts/distributed-load.mjs),
#     killing the projector and one API replica a third of the way in, then starting them again;
#  4. checks through the API that every acknowledged write exists exactly once, pay totals
#     match, the reset e-mail links to PUBLIC_URL and forged X-Forwarded-For headers are ignored;
#  5. runs verify-read-models in the projector and checks its scratch database is gone;
#  6. removes everything it created (containers, networks, volumes), also on failure.
#
# Needs Docker with Compose (v2 `docker compose`, or `docker-compose`), Node and `npm ci`.
# It cannot run on the build machines (no Docker engine); CI checks it with bash -n and shellcheck.
# Settings: GATEWAY_PORT (18080), WRITES (400), CONCURRENCY (8), KEEP_STACK=1 (leave it running).
set -euo pipefail
cd "$(dirname "$0")/.."

project=rotaledger-dist-test
export GATEWAY_PORT="${GATEWAY_PORT:-18080}"
base_url="http://127.0.0.1:${GATEWAY_PORT}"
work_dir="$(mktemp -d "${TMPDIR:-/tmp}/rotaledger-dist-test.XXXXXX")"

if docker compose version >/dev/null 2>&1; then
  compose_cli=(docker compose)
elif command -v docker-compose >/dev/null 2>&1; then
  compose_cli=(docker-compose)
else
  echo "test:distributed needs Docker Compose (docker compose or docker-compose)" >&2
  exit 2
fi
docker info >/dev/null 2>&1 || {
  echo "test:distributed needs a running Docker engine" >&2
  exit 2
}

compose() {
  "${compose_cli[@]}" -p "$project" -f docker-compose.yml -f deploy/compose.test.yml "$@"
}

log() { printf '\n== %s\n' "$*"; }

cleanup() {
  local status=$?
  if [ "$status" -ne 0 ]; then
    log "failed (exit $status): the last log lines of each service"
    compose logs --tail=40 || true
  fi
  if [ "${KEEP_STACK:-0}" = 1 ]; then
    log "KEEP_STACK=1: the stack keeps running (${compose_cli[*]} -p $project ... down -v to remove it)"
  else
    log "removing the stack, its networks and volumes"
    compose down -v --remove-orphans >/dev/null 2>&1 || true
  fi
  rm -rf "$work_dir"
  exit "$status"
}
trap cleanup EXIT

# Fresh credentials for this run only; nothing is written outside the work directory.
export JWT_SECRET MONGO_ROOT_USERNAME MONGO_ROOT_PASSWORD MONGO_APP_USERNAME MONGO_APP_PASSWORD MONGO_REPLICA_SET_KEY MONGO_DB
JWT_SECRET="$(openssl rand -base64 48 | tr -d '\n')"
MONGO_ROOT_USERNAME=rotaledger
MONGO_ROOT_PASSWORD="$(openssl rand -hex 24)"
MONGO_APP_USERNAME=rotaledger-app
MONGO_APP_PASSWORD="$(openssl rand -hex 24)"
MONGO_REPLICA_SET_KEY="$(openssl rand -base64 48 | tr -d '\n')"
MONGO_DB=rotaledger
export SMTP_URL=smtp://mailpit:1025
# Never the production tag: a test build must not replace the image a deployment runs.
export ROTALEDGER_TAG=distributed-test
# Deliberately not the gateway's address: e-mailed links must come from PUBLIC_URL.
export PUBLIC_URL=https://rota.distributed-test.invalid
export MAIL_FROM='Rotaledger test <no-reply@distributed-test.invalid>'

# Which containers of a service are healthy: prints "<healthy> <total>".
health_of() {
  local service=$1 healthy=0 total=0 id state
  for id in $(compose ps -q "$service"); do
    total=$((total + 1))
    state="$(docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$id")"
    if [ "$state" = healthy ]; then healthy=$((healthy + 1)); fi
  done
  echo "$healthy $total"
}

# wait_healthy SERVICE COUNT SECONDS
wait_healthy() {
  local service=$1 want=$2 seconds=$3 counts
  for _ in $(seq "$seconds"); do
    counts="$(health_of "$service")"
    if [ "${counts%% *}" -ge "$want" ]; then return 0; fi
    sleep 1
  done
  echo "$service: only ${counts%% *} of $want containers became healthy in ${seconds}s" >&2
  return 1
}

wait_gateway() {
  for _ in $(seq 120); do
    if curl -fsS -o /dev/null "$base_url/api/health"; then return 0; fi
    sleep 1
  done
  echo "the gateway at $base_url/api/health never answered 200" >&2
  return 1
}

log "building the app image once (used by api and projector)"
compose build api

log "store contract suites against KurrentDB and MongoDB"
compose up -d eventstore mongo
wait_healthy eventstore 1 180
wait_healthy mongo 1 180
EVENTSTORE_URL='kurrentdb://127.0.0.1:2113?tls=false' \
  MONGO_URL="mongodb://${MONGO_ROOT_USERNAME}:${MONGO_ROOT_PASSWORD}@127.0.0.1:27017/?replicaSet=rs0&directConnection=true&authSource=admin" \
  npm run test:infra
# The suites leave their test streams in the log: the app starts on empty stores.
compose down -v >/dev/null 2>&1

log "starting the stores, 3 API replicas, the projector, the gateway and Mailpit"
compose up -d --no-build --scale api=3
wait_healthy eventstore 1 180
wait_healthy mongo 1 180
wait_healthy api 3 180
wait_healthy projector 1 120
wait_gateway

log "the app connects to MongoDB as its own user, with no role beyond its two databases"
# Single quotes on purpose: the credentials expand inside the mongo container.
# shellcheck disable=SC2016
app_roles="$(compose exec -T mongo bash -c 'mongosh --quiet --username "$MONGO_INITDB_ROOT_USERNAME" --password "$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin --eval "JSON.stringify(db.getSiblingDB(\"admin\").getUser(process.env.MONGO_APP_USERNAME).roles.map((r) => r.role + \"@\" + r.db).sort())"')"
echo "app user's roles: $app_roles"
[ "$app_roles" = "[\"dbAdmin@${MONGO_DB}\",\"dbAdmin@${MONGO_DB}_scratch\",\"readWrite@${MONGO_DB}\",\"readWrite@${MONGO_DB}_scratch\"]" ] || {
  echo "the app user's roles are not exactly readWrite + dbAdmin on ${MONGO_DB} and ${MONGO_DB}_scratch" >&2
  exit 1
}

log "API journey and write load through the gateway"
export BASE_URL="$base_url" MAILPIT_URL=http://127.0.0.1:8025
state="$work_dir/load-state.json"
marker="$work_dir/mid-load"
node scripts/distributed-load.mjs write --state "$state" --midload-marker "$marker" &
load_pid=$!

for _ in $(seq 300); do
  [ -e "$marker" ] && break
  if ! kill -0 "$load_pid" 2>/dev/null; then break; fi
  sleep 0.2
done
[ -e "$marker" ] || {
  echo "the load ended before reaching its midpoint" >&2
  wait "$load_pid"
  exit 1
}

victim="$(compose ps -q api | head -n 1)"
log "mid-load: killing the projector and API replica ${victim:0:12}"
compose kill projector
docker kill "$victim" >/dev/null
sleep 8
log "starting them again"
compose start projector
docker start "$victim" >/dev/null

wait "$load_pid"
wait_healthy api 3 180
wait_healthy projector 1 120

log "checking that nothing acknowledged was lost or doubled"
node scripts/distributed-load.mjs verify --state "$state"

log "verify-read-models inside the projector container"
compose exec -T projector node apps/api/dist/tools/rebuild-read-models.js --verify
# Single quotes on purpose: the root credentials expand inside the mongo container.
# shellcheck disable=SC2016
databases="$(compose exec -T mongo bash -c 'mongosh --quiet --username "$MONGO_INITDB_ROOT_USERNAME" --password "$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin --eval "db.adminCommand({ listDatabases: 1, nameOnly: true }).databases.map((d) => d.name).join(\" \")"')"
echo "databases: $databases"
case " $databases " in
  *" ${MONGO_DB}_scratch "*)
    echo "verify-read-models left its scratch database ${MONGO_DB}_scratch behind" >&2
    exit 1
    ;;
esac

log "the distributed setup passed"
