// A result without a picture (none, or one that fails: web images often do) shows a cover in
// its category's hue with its icon, the same language as the feed's cards, so a page of
// fallbacks still reads as varied and each topic is recognisable at a glance. The hue paints at
// once; the icons (components/category-icon.tsx) load with the first cover that needs one.

const HUES: Record<string, number> = {
  'breaking news': 356,
  technology: 205,
  business: 220,
  politics: 265,
  sports: 140,
  entertainment: 315,
  health: 168,
  science: 190,
  world: 212,
  environment: 110,
  finance: 45,
  lifestyle: 20,
  education: 235,
  travel: 185,
  food: 30,
  gaming: 285,
  space: 250,
  art: 330,
  music: 300,
};

const keyOf = (category: string) => category.trim().toLowerCase();

/** A stable hue for a category we have no style for. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function categoryHue(category: string): number {
  const key = keyOf(category);
  return HUES[key] ?? hueOf(key);
}

/** The key the icon map uses for a category. */
export const categoryKey = keyOf;
