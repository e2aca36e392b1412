import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExportSchema, USER_DATA_EXPORT_PATH } from '@tidings/contracts/user-data';
import { userDeletedConsumerPlugin } from '@tidings/service-kit/user-deleted-consumer';
import { AccountData } from './account-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    accountData: AccountData;
  }
}

/** svc-auth's part of the export, for the token's user; the gateway joins the parts (GET /api/user/export). */
const exportPartRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_DATA_EXPORT_PATH,
    { onRequest: app.authenticate, schema: { response: { 200: accountExportSchema } } },
    async (request) => app.accountData.export(request.userId),
  );
};

/** The account's data rights: export part, deletion, and the erasure on `user.deleted`. */
export const userDataPlugin = fp(
  async (app: FastifyInstance) => {
    const accountData = new AccountData(app.db, app.users, app.outbox, app.sessions, app.accessTokens, app.log);
    app.decorate('accountData', accountData);
    await app.register(userDeletedConsumerPlugin, { erase: (event) => accountData.erase(event.userId) });
    await app.register(exportPartRoute);
  },
  { name: 'svc-auth-user-data', dependencies: ['svc-auth-users', 'svc-auth-sessions', 'svc-auth-access-tokens', 'tidings-outbox', 'tidings-auth'] },
);
