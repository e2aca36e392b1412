import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VISUALLY_HIDDEN_STYLES as RADIX_STYLES } from '@radix-ui/react-visually-hidden';
import { VISUALLY_HIDDEN_STYLES, VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it("completes a control's accessible name without showing the words", () => {
    render(
      <button type="button">
        Edit<VisuallyHidden> Following</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Edit Following' });
    const hidden = button.querySelector('span')!;
    // Out of the layout and clipped to nothing, yet in the accessibility tree.
    expect(hidden.style.position).toBe('absolute');
    expect(hidden.style.width).toBe('1px');
    expect(hidden.style.overflow).toBe('hidden');
    expect(hidden.getAttribute('aria-hidden')).toBeNull();
  });

  it('renders the element asked for: a label that still names its input, a page heading', () => {
    render(
      <>
        <VisuallyHidden as="h1">Discover</VisuallyHidden>
        <VisuallyHidden as="label" htmlFor="q">
          Search news
        </VisuallyHidden>
        <input id="q" type="search" />
      </>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toBeTruthy();
    expect(document.querySelector('label')!.style.position).toBe('absolute');
    expect(screen.getByRole('heading', { level: 1, name: 'Discover' }).style.clip).toBe('rect(0px, 0px, 0px, 0px)');
  });

  it("hides with exactly Radix's styles", () => {
    expect(VISUALLY_HIDDEN_STYLES).toEqual(RADIX_STYLES);
  });
});
