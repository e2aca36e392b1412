import { CATEGORIES } from '@tidings/contracts/catalogue';
import { categoriesResponseSchema, personalitiesResponseSchema } from '@tidings/contracts/catalogue-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './test/helper.js';

describe('catalogues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it("GET /api/categories: 20 items, 'top news' first and default, then the 19 categories in spec order", async () => {
    const response = await t.app.inject('/api/categories');
    expect(response.statusCode).toBe(200);
    const categories = categoriesResponseSchema.parse(response.json());
    expect(categories).toHaveLength(20);
    expect(categories[0]).toEqual({ id: 'top news', label: 'Top News', isDefault: true });
    expect(categories.slice(1).map((category) => category.id)).toEqual([...CATEGORIES]);
    expect(categories.filter((category) => category.isDefault)).toHaveLength(1);
    expect(categories[1]).toEqual({ id: 'breaking news', label: 'Breaking News', isDefault: false });
    expect(categories.map((category) => category.label)).toContain('Technology');
  });

  it('GET /api/personalities: 21 people across leaders, business, sports and entertainment', async () => {
    const response = await t.app.inject('/api/personalities');
    expect(response.statusCode).toBe(200);
    const personalities = personalitiesResponseSchema.parse(response.json());
    expect(personalities).toHaveLength(21);
    expect(new Set(personalities.map((person) => person.id)).size).toBe(21);
    const count = (category: string) => personalities.filter((person) => person.category === category).length;
    expect([count('world leader'), count('business'), count('sports'), count('entertainment')]).toEqual([6, 5, 5, 5]);
    for (const person of personalities) {
      expect(person.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(person.description.length).toBeGreaterThan(10);
      expect(person.description.length).toBeLessThanOrEqual(80);
    }
  });

  it('needs no session', async () => {
    for (const url of ['/api/categories', '/api/personalities']) {
      expect((await t.app.inject({ url, headers: { cookie: 'tidings_session=garbage' } })).statusCode).toBe(200);
    }
  });
});
