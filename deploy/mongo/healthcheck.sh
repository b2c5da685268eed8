#!/bin/bash
# Health check of the `mongo` service. On the first start it initiates the single-node
# replica set (the read-model store needs transactions); once this node is primary it makes
# sure the app's own user exists, then reports healthy. Authenticates as the root user the
# image created from MONGO_INITDB_ROOT_*; the app never does.
#
# The app's user (MONGO_APP_USERNAME / MONGO_APP_PASSWORD) gets readWrite and dbAdmin on the
# read models' database and on its `_scratch` twin (verify-read-models builds there and drops
# it), nothing else. It is created only when missing, so a volume from before this user existed
# gets it on its next start; a changed MONGO_APP_PASSWORD must be changed in MongoDB too
# (docs/distributed.md, "Credentials").
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

    const user = process.env.MONGO_APP_USERNAME;
    const database = process.env.MONGO_DB || "rotaledger";
    if (!user || !process.env.MONGO_APP_PASSWORD) throw new Error("MONGO_APP_USERNAME and MONGO_APP_PASSWORD must be set");
    const admin = db.getSiblingDB("admin");
    if (admin.getUser(user) === null) {
      const roles = [database, database + "_scratch"].flatMap((name) => [
        { role: "readWrite", db: name },
        { role: "dbAdmin", db: name },
      ]);
      admin.createUser({ user, pwd: process.env.MONGO_APP_PASSWORD, roles });
      print("created the app user " + user + " on " + database + " and " + database + "_scratch");
    }
  '
