import { CATEGORIES, DEFAULT_CATEGORY } from '@tidings/contracts/catalogue';
import type { CategoryItem } from '@tidings/contracts/catalogue-api';

const titleCase = (name: string) => name.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());

/** The browse chips: 'top news' (the default, no filter) first, then the spec's categories in order. */
export const CATEGORY_ITEMS: CategoryItem[] = [
  { id: DEFAULT_CATEGORY, label: titleCase(DEFAULT_CATEGORY), isDefault: true },
  ...CATEGORIES.map((category) => ({ id: category, label: titleCase(category), isDefault: false })),
];
