// docker-compose's health check of MongoDB (mongosh runs it every few seconds): the first time it
// finds the replica set uninitiated it initiates it — rs0, this one member, under the name the
// services connect to — so rs.initiate runs once in the data volume's life; it passes only while
// this node is the primary, so the services start against a set that takes writes.
// During the image's first-start initialisation (a standalone server, no root user yet) the login
// fails and so does the check, as it should.
/* global db, rs, quit -- mongosh provides them (and process) */
db.getSiblingDB('admin').auth('root', process.env.MONGO_INITDB_ROOT_PASSWORD);
let status;
try {
  status = rs.status();
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] });
  status = rs.status();
}
// 1: PRIMARY. Right after rs.initiate the node is still electing itself; the next run passes.
if (status.myState !== 1) quit(1);
