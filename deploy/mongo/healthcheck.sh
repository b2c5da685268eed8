#!/bin/bash
# Health check of the `mongo` service. On the first start it initiates the single-node
# replica set (the read-model store needs transactions); healthy once this node is primary.
# Authenticates as the root user the image created from MONGO_INITDB_ROOT_*.
set -euo pipefail

mongosh --quiet --host localhost \
  --username "$MONGO_INITDB_ROOT_USERNAME" --password "$MONGO_INITDB_ROOT_PASSWORD" \
  --authenticationDatabase admin --eval '
    try {
      rs.status();
    } catch (error) {
      if (error.codeName !== "NotYetInitialized") throw error;
      rs.initiate({ _id: "rs0", members: [{ _id: 0, host: "mongo:27017" }] });
    }
    if (!db.hello().isWritablePrimary) quit(1);
  '
