import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORIES } from '@tidings/contracts/catalogue';
import { CommonErrors, errorResponses } from '@tidings/service-kit/errors';
import { categorySlug, coverSvg } from '../corpus/cover-image.js';
import { coverParamsSchema } from './news.js';

const CATEGORY_BY_SLUG = new Map<string, string>(CATEGORIES.map((category) => [categorySlug(category), category]));

/**
 * Offline cover images. Public (an <img> must load without extra headers) and immutable: the
 * picture is a pure function of the path. The gateway must route this path without a session.
 */
export const coverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news/covers/:category/:file',
    {
      schema: {
        tags: ['news'],
        summary: 'A generated SVG cover for articles without an image (`/api/news/covers/<category-slug>/<key>.svg`)',
        params: coverParamsSchema,
        response: {
          200: { description: 'The picture (cached for a year: it never changes)', content: { 'image/svg+xml': { schema: z.string() } } },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const category = CATEGORY_BY_SLUG.get(request.params.category);
      if (!category) throw new CommonErrors.NotFound('GET', request.url);
      const key = request.params.file.slice(0, -'.svg'.length);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/svg+xml; charset=utf-8')
        .send(coverSvg(category, key));
    },
  );
};
