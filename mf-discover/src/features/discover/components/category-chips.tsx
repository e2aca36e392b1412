import { useEffect, useId, useRef, useState } from 'react';
import { CATEGORIES } from '@tidings/contracts/catalogue';
import { SkeletonBlock } from '@tidings/web-kit/ui/state-panel';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import { BREAKING_NEWS, TOP_NEWS, categoryLabel, type BrowseCategory } from '../lib/categories';
import styles from './category-chips.module.css';

export interface CategoryChipsProps {
  /** The categories some article belongs to (spec section 5), in the spec's order. */
  available: readonly BrowseCategory[];
  selected: BrowseCategory;
  onSelect: (category: BrowseCategory) => void;
  /** The article list is still loading: placeholders hold the row's place. */
  loading: boolean;
}

const PLACEHOLDERS = [86, 104, 78, 96];

/**
 * 'Top News' first, then the categories. One choice of many, so a radio group: Tab reaches the
 * chosen chip, arrow keys move the choice, and assistive technology says which one is checked.
 * Native radios give all of that; the chips are their labels. The row scrolls sideways and keeps
 * the chosen chip in view.
 */
export function CategoryChips({ available, selected: fromUrl, onSelect, loading }: CategoryChipsProps) {
  const name = useId();
  const rowRef = useRef<HTMLDivElement>(null);
  // The router applies a choice in a transition; the chip shows it at once meanwhile, then
  // follows the URL again (back and forward included).
  const [picked, setPicked] = useState<{ category: BrowseCategory; over: BrowseCategory } | null>(null);
  if (picked && picked.over !== fromUrl) setPicked(null);
  const selected = picked && picked.over === fromUrl ? picked.category : fromUrl;
  const choose = (category: BrowseCategory) => {
    setPicked({ category, over: fromUrl });
    onSelect(category);
  };
  // A category chosen by the URL stays visible even when the loaded articles do not offer it.
  const chips: BrowseCategory[] = [TOP_NEWS, ...CATEGORIES.filter((category) => category === selected || category === fromUrl || available.includes(category))];

  useEffect(() => {
    const chip = rowRef.current?.querySelector('input:checked')?.closest('label');
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected, chips.length]);

  return (
    <fieldset className={styles.group} aria-busy={loading || undefined}>
      <VisuallyHidden as="legend">Categories</VisuallyHidden>
      <div ref={rowRef} className={styles.row}>
        {chips.map((category) => (
          <label key={category} className={styles.chip} data-breaking={category === BREAKING_NEWS || undefined}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={category}
              checked={category === selected}
              onChange={() => choose(category)}
            />
            {category === BREAKING_NEWS ? <span className={styles.live} aria-hidden="true" /> : null}
            {categoryLabel(category)}
          </label>
        ))}
        {loading ? PLACEHOLDERS.map((width, index) => <SkeletonBlock key={index} className={styles.placeholder} style={{ width }} />) : null}
      </div>
    </fieldset>
  );
}
