import { z } from 'zod';

/** GET /api/categories: 'top news' first (the default), then the spec's 19 categories. */
export const categoryItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  isDefault: z.boolean(),
});
export const categoriesResponseSchema = z.array(categoryItemSchema);
export type CategoryItem = z.infer<typeof categoryItemSchema>;

/** GET /api/personalities: the suggested people to follow. */
export const personalitySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(['world leader', 'business', 'sports', 'entertainment']),
});
export const personalitiesResponseSchema = z.array(personalitySchema);
export type Personality = z.infer<typeof personalitySchema>;
