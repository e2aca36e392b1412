// Runs once, when MongoDB's data volume is first initialised (docker-entrypoint-initdb.d): one user
// per service, each allowed to read and write its own database only. The passwords come from the
// container's environment, which docker-compose fills from .env (see .env.example).
/* global db -- mongosh provides the connected database */
const SERVICE_USERS = [
  ['svc-auth', 'tidings-auth', 'MONGO_AUTH_PASSWORD'],
  ['svc-news', 'tidings-news', 'MONGO_NEWS_PASSWORD'],
  ['svc-tracking', 'tidings-tracking', 'MONGO_TRACKING_PASSWORD'],
];

for (const [user, database, variable] of SERVICE_USERS) {
  const pwd = process.env[variable];
  if (!pwd) throw new Error(`${variable} is not set: MongoDB would start without the ${user} user`);
  db.getSiblingDB(database).createUser({ user, pwd, roles: [{ role: 'readWrite', db: database }] });
}
