#!/bin/bash
# docker-compose's MongoDB runs as a replica set (rs0) with authentication, and MongoDB allows
# that only with a key file, which the members of a set use to authenticate to each other. Its
# content comes from the environment (MONGO_REPLICA_KEY, from .env): written here owner-only, as
# mongod requires, on every start; then the image's own entrypoint runs as usual (its first-start
# initialisation runs without --replSet and --keyFile, and creates the users of init-users.js).
set -euo pipefail
: "${MONGO_REPLICA_KEY:?set MONGO_REPLICA_KEY (see .env.example)}"
key_file=/tmp/mongo-replica.key
printf '%s\n' "$MONGO_REPLICA_KEY" > "$key_file"
chown mongodb:mongodb "$key_file"
chmod 400 "$key_file"
exec docker-entrypoint.sh "$@"
