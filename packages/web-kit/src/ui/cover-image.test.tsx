import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image';

// Web pictures often fail (and never load offline): the cover then shows its category's colour
// and icon, so the screen still looks finished.

const frameOf = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe("a story's cover image", () => {
  // The icons' chunk is imported on first need; transforming it here takes longer than a waitFor
  // on a loaded machine, so it is transformed once before the tests.
  beforeAll(() => import('./category-icon'));

  it('shows the placeholder until the picture loads, then the picture, hidden from screen readers', () => {
    const { container } = render(<CoverImage src="/covers/a.svg" category="space" />);
    const frame = frameOf(container);
    expect(frame.getAttribute('data-status')).toBe('loading');
    const image = container.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    fireEvent.load(image);
    expect(frame.getAttribute('data-status')).toBe('loaded');
  });

  it('loads the picture on screen at once and first, the others only as they come near the screen', () => {
    const { container, rerender } = render(<CoverImage src="/covers/a.svg" category="space" priority />);
    const image = () => container.querySelector('img')!;
    expect(image().getAttribute('loading')).toBe('eager');
    expect(image().getAttribute('fetchpriority')).toBe('high');
    rerender(<CoverImage src="/covers/a.svg" category="space" />);
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().getAttribute('fetchpriority')).toBe('auto');
    expect(image().getAttribute('decoding')).toBe('async');
  });

  it("falls back to the category's colour and icon when the picture fails", async () => {
    const { container } = render(<CoverImage src="https://example.org/gone.jpg" category="Space" />);
    fireEvent.error(container.querySelector('img')!);
    const frame = frameOf(container);
    expect(frame.getAttribute('data-status')).toBe('failed');
    expect(container.querySelector('img')).toBeNull();
    expect(frame.style.getPropertyValue('--hue')).toBe('250');
    // The icon arrives with its lazily loaded chunk: lucide's rocket for space.
    await waitFor(() => expect(frame.querySelector('svg.lucide-rocket')).not.toBeNull());
    expect(frame.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the cover at once for a story without a picture, with a stable hue for unknown categories', async () => {
    const { container } = render(<CoverImage src={null} category="weather" />);
    const frame = frameOf(container);
    expect(frame.getAttribute('data-status')).toBe('failed');
    const hue = frame.style.getPropertyValue('--hue');
    expect(Number(hue)).toBeGreaterThanOrEqual(0);
    await waitFor(() => expect(frame.querySelector('svg.lucide-newspaper')).not.toBeNull());
    const again = render(<CoverImage src={null} category="Weather " />);
    expect(frameOf(again.container).style.getPropertyValue('--hue')).toBe(hue);
  });

  it("names the category on a banner's cover, not on a thumbnail's, and takes the caller's size class", () => {
    const banner = render(<CoverImage src={null} category="science" look="banner" className="hero" />);
    expect(banner.getByText('science')).toBeTruthy();
    expect(frameOf(banner.container).classList.contains('hero')).toBe(true);
    const thumb = render(<CoverImage src={null} category="science" />);
    expect(within(thumb.container).queryByText('science')).toBeNull();
  });
});
