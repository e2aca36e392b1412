import { useEffect, useId, useRef, useState } from 'react';
import { Scale } from 'lucide-react';
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
  /** The Blindspot view is shown (issue 31): no category is chosen meanwhile. */
  blindspot: boolean;
  onBlindspot: (on: boolean) => void;
}

const PLACEHOLDERS = [86, 104, 78, 96];

/**
 * 'Top News' first, then the categories. One choice of many, so a radio group: Tab reaches the
 * chosen chip, arrow keys move the choice, and assistive technology says which one is checked.
 * Native radios give all of that; the chips are their labels. The row scrolls sideways and keeps
 * the chosen chip in view. 'Blindspot', after 'Top News', is another kind of view than a category:
 * a toggle button (pressed or not) beside the radios, and while it is pressed no radio is checked,
 * so choosing any category, the current one too, leaves it.
 */
export function CategoryChips({ available, selected: fromUrl, onSelect, loading, blindspot, onBlindspot }: CategoryChipsProps) {
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

  const radio = (category: BrowseCategory) => (
    <label key={category} className={styles.chip} data-breaking={category === BREAKING_NEWS || undefined}>
      <input className={styles.radio} type="radio" name={name} value={category} checked={!blindspot && category === selected} onChange={() => choose(category)} />
      {category === BREAKING_NEWS ? <span className={styles.live} aria-hidden="true" /> : null}
      {categoryLabel(category)}
    </label>
  );

  return (
    <fieldset className={styles.group} aria-busy={loading || undefined}>
      <VisuallyHidden as="legend">Categories</VisuallyHidden>
      <div ref={rowRef} className={styles.row}>
        {radio(TOP_NEWS)}
        <button type="button" className={styles.chip} aria-pressed={blindspot} onClick={() => onBlindspot(!blindspot)}>
          <Scale aria-hidden="true" size={14} />
          Blindspot
        </button>
        {chips.slice(1).map(radio)}
        {loading ? PLACEHOLDERS.map((width, index) => <SkeletonBlock key={index} className={styles.placeholder} style={{ width }} />) : null}
      </div>
    </fieldset>
  );
}
