#!/usr/bin/env bash
# Run once by the postgres image, on the first start of an empty postgres-data volume (after it
# created POSTGRES_DB): the app's own role, owner of that database (it creates the event_store
# and read_models schemas in it), so the app never connects as the superuser.
set -euo pipefail
if [ -z "${POSTGRES_APP_PASSWORD:-}" ]; then
  echo "init-app-user.sh: set POSTGRES_APP_PASSWORD (URL-safe, e.g. openssl rand -hex 24)" >&2
  exit 1
fi
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v app_user="$POSTGRES_APP_USERNAME" -v app_password="$POSTGRES_APP_PASSWORD" -v app_db="$POSTGRES_DB" <<'SQL'
CREATE ROLE :"app_user" LOGIN PASSWORD :'app_password';
ALTER DATABASE :"app_db" OWNER TO :"app_user";
REVOKE ALL ON DATABASE :"app_db" FROM PUBLIC;
SQL
