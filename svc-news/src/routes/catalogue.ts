import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesResponseSchema, personalitiesResponseSchema } from '@tidings/contracts/catalogue-api';
import { CATEGORY_ITEMS } from '../catalogue/categories.js';
import { PERSONALITIES } from '../catalogue/personalities.js';

/** Static catalogues; public, as onboarding and browse show them. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Browse categories: 'top news' (the default) first, then the 19 categories",
        response: { 200: categoriesResponseSchema },
      },
    },
    async () => CATEGORY_ITEMS,
  );

  app.get(
    '/api/personalities',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The 21 suggested personalities to follow',
        response: { 200: personalitiesResponseSchema },
      },
    },
    async () => PERSONALITIES,
  );
};
