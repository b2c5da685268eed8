#!/bin/bash
# Entrypoint of the `mongo` service: writes the replica-set key file from the environment,
# then hands over to the image's own entrypoint (which creates the root user on first start).
# mongod refuses a key file that others can read, so it is mode 400 and owned by `mongodb`.
set -euo pipefail

key="$(printf '%s' "${MONGO_REPLICA_SET_KEY:-}" | tr -d '[:space:]')"
if [[ ! "$key" =~ ^[A-Za-z0-9+/=]{6,1024}$ ]]; then
  echo "MONGO_REPLICA_SET_KEY must be 6 to 1024 base64 characters (e.g. openssl rand -base64 48)" >&2
  exit 1
fi
unset MONGO_REPLICA_SET_KEY

key_dir=/run/mongo-key
mkdir -p "$key_dir"
(umask 077 && printf '%s\n' "$key" > "$key_dir/keyfile")
chown -R mongodb:mongodb "$key_dir"
chmod 700 "$key_dir"
chmod 400 "$key_dir/keyfile"

exec docker-entrypoint.sh "$@"
