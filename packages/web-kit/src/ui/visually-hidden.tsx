import type { CSSProperties, HTMLAttributes } from 'react';

/**
 * Radix's visually hidden styles (`VISUALLY_HIDDEN_STYLES` of @radix-ui/react-visually-hidden; a
 * test holds them equal). Written here because importing the constant brings the whole Radix
 * module — its component, Primitive and Slot, 1.8 KB compressed and a request of their own — into
 * the first load of every remote's screen that renders hidden text.
 */
export const VISUALLY_HIDDEN_STYLES: Readonly<CSSProperties> = Object.freeze({
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
});

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
 * Slot for one styled element, and the first load of the feed, which renders hidden text, is
 * counted to the kilobyte.
 */
export function VisuallyHidden({ as: Element = 'span', style, ...props }: VisuallyHiddenProps) {
  return <Element {...props} style={{ ...VISUALLY_HIDDEN_STYLES, ...style }} />;
}
