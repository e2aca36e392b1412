import { fireEvent, render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultImage } from './result-image';

// Web pictures often fail (and never load offline): the result then shows its category's cover.

describe("a result's picture", () => {
  // The icons' chunk is imported on first need; transforming it here takes longer than a
  // waitFor on a loaded machine, so it is transformed once before the tests.
  beforeAll(() => import('@tidings/web-kit/ui/category-icon'));

  it('shows the placeholder until the picture loads, then the picture', () => {
    const { container } = render(<ResultImage article={{ image_url: '/covers/a.svg', category: 'space' }} />);
    const frame = container.firstElementChild!;
    expect(frame.getAttribute('data-status')).toBe('loading');
    fireEvent.load(container.querySelector('img')!);
    expect(frame.getAttribute('data-status')).toBe('loaded');
  });

  it("falls back to the category's cover and icon when the picture fails", async () => {
    const { container } = render(<ResultImage article={{ image_url: 'https://example.org/gone.jpg', category: 'Space' }} />);
    fireEvent.error(container.querySelector('img')!);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.getAttribute('data-status')).toBe('failed');
    expect(container.querySelector('img')).toBeNull();
    expect(frame.style.getPropertyValue('--hue')).toBe('250');
    // The icon arrives with its lazily loaded chunk: lucide's rocket for space.
    await waitFor(() => expect(frame.querySelector('svg.lucide-rocket')).not.toBeNull());
    expect(frame.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the cover at once for an article without a picture, a stable hue for unknown categories', async () => {
    const { container } = render(<ResultImage article={{ image_url: null, category: 'weather' }} />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.getAttribute('data-status')).toBe('failed');
    const hue = frame.style.getPropertyValue('--hue');
    expect(Number(hue)).toBeGreaterThanOrEqual(0);
    await waitFor(() => expect(frame.querySelector('svg.lucide-newspaper')).not.toBeNull());
    const again = render(<ResultImage article={{ image_url: null, category: 'Weather ' }} />);
    expect((again.container.firstElementChild as HTMLElement).style.getPropertyValue('--hue')).toBe(hue);
  });
});
