// The look of a story without a picture: a hue per category, the same on every screen (feed
// card, reader, search result, bookmark), so a list of fallbacks still reads as varied and a
// topic is recognisable at a glance. Its icons are ui/category-icon.tsx, loaded where needed.

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

/** How a category is looked up: case and surrounding spaces do not matter. */
export const categoryKey = (category: string) => category.trim().toLowerCase();

/** The category's hue (0–359); a stable one derived from the name for a category we have none for. */
export function categoryHue(category: string): number {
  const key = categoryKey(category);
  const known = HUES[key];
  if (known !== undefined) return known;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}
