import type { HTMLAttributes } from 'react';
import { VISUALLY_HIDDEN_STYLES } from '@radix-ui/react-visually-hidden';

/** The elements hidden text is written as: a phrase, a live line, a page heading, a field's label, a group's legend. */
export type VisuallyHiddenElement = 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'label' | 'legend';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a span by default. */
  as?: VisuallyHiddenElement;
  /** For `as="label"`: the control it names. */
  htmlFor?: string;
}

/**
 * Text for assistive technology only: a label, heading or legend a sighted reader does not need,
 * or words that finish a short visible name ("Edit" + " Following"). Radix's visually hidden
 * styles, on the element asked for. Not Radix's component itself: it brings Radix's Primitive and
 * Slot (about 1.5 KB compressed) for one styled element, and the feed's first load, which renders
 * hidden text, is counted to the kilobyte.
 */
export function VisuallyHidden({ as: Element = 'span', style, ...props }: VisuallyHiddenProps) {
  return <Element {...props} style={{ ...VISUALLY_HIDDEN_STYLES, ...style }} />;
}
