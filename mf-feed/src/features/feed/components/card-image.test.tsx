import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CardImage } from './card-image';

const article = { image_url: 'https://example.com/cover.jpg', category: 'science' };

describe('CardImage', () => {
  it('loads the card in view at once and first, the others only as they come near the screen', () => {
    const { container, rerender } = render(<CardImage article={article} priority />);
    const image = () => container.querySelector('img')!;
    expect(image().getAttribute('loading')).toBe('eager');
    expect(image().getAttribute('fetchpriority')).toBe('high');
    rerender(<CardImage article={article} priority={false} />);
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().getAttribute('decoding')).toBe('async');
  });

  it('gives a story without a picture, or whose picture fails, its category cover with the icon', async () => {
    const { container } = render(<CardImage article={{ image_url: null, category: 'science' }} priority />);
    expect(screen.getByText('science')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });

    const failing = render(<CardImage article={article} priority={false} />);
    fireEvent.error(failing.container.querySelector('img')!);
    await waitFor(() => expect(failing.container.querySelector('svg')).not.toBeNull());
  });
});
