import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Connection } from 'mongoose';

/** What the plugin needs of a repository: a way to make its collection and indexes. */
export interface InitialisedRepository {
  init(): Promise<unknown>;
}

/**
 * A service's plugin for one repository: builds it on the service's database, awaits its `init`
 * (collection and indexes, before the service listens) and decorates the app with it. Declare
 * the decorator on FastifyInstance beside the repository.
 */
export function repositoryPlugin<K extends keyof FastifyInstance>(
  name: string,
  decorator: K,
  create: (db: Connection) => FastifyInstance[K] & InitialisedRepository,
) {
  return fp(
    async (app: FastifyInstance) => {
      const repository: InitialisedRepository = create(app.db);
      await repository.init();
      // K names a decorator the service declared; Fastify's own typing cannot follow a generic key.
      app.decorate(decorator as string, repository);
    },
    { name, dependencies: ['tidings-mongo'] },
  );
}
