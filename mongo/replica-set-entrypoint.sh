#!/bin/bash
# docker-compose's MongoDB runs as a replica set (rs0) with authentication, and MongoDB allows
# that only with a key file, which the members of a set use to authenticate to each other. Its
# content comes from the environment (MONGO_REPLICA_KEY, from .env): written here owner-only, as
# mongod requires, on every start; then the image's own entrypoint runs as usual (its first-start
# initialisation runs without --replSet and --keyFile, and creates the users of init-users.js).
set -euo pipefail
: "${MONGO_REPLICA_KEY:?set MONGO_REPLICA_KEY (see .env.example)}"
# The secrets of .env this container holds, as the services check theirs (service-kit's config):
# never .env.example's placeholder, at least 24 characters. The services see their own passwords
# only; the administrator's and the replica set key are checked nowhere else.
for name in MONGO_INITDB_ROOT_PASSWORD MONGO_REPLICA_KEY MONGO_AUTH_PASSWORD MONGO_NEWS_PASSWORD MONGO_TRACKING_PASSWORD; do
  value=${!name-}
  if [ -z "$value" ]; then continue; fi
  if [ "${value,,}" = replace-me ]; then reason='is still the placeholder of .env.example'
  elif [ ${#value} -lt 24 ]; then reason="has ${#value} characters, at least 24 are needed"
  else continue; fi
  [ "$name" = MONGO_INITDB_ROOT_PASSWORD ] && name='MONGO_ROOT_PASSWORD (MONGO_INITDB_ROOT_PASSWORD)'
  echo "$name $reason: set a random one in .env (openssl rand -hex 24)" >&2
  exit 1
done
key_file=/tmp/mongo-replica.key
printf '%s\n' "$MONGO_REPLICA_KEY" > "$key_file"
chown mongodb:mongodb "$key_file"
chmod 400 "$key_file"
exec docker-entrypoint.sh "$@"
