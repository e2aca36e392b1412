import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findToast, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { ShareDialog } from './share-dialog';

const ARTICLE = { id: 'n 42', title: 'Rates & "rents": what next?' };
const LINK = `${window.location.origin}/news/n%2042`;

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <ShareDialog article={ARTICLE} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Call after render: user-event's set-up installs its own clipboard on navigator. */
const spyOnClipboard = () => vi.spyOn(navigator.clipboard, 'writeText');

/** A navigator with the Web Share API (jsdom has none). */
function stubWebShare(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share);
  vi.stubGlobal('navigator', Object.create(navigator, { share: { value: spy } }) as Navigator);
  return spy;
}

describe('ShareDialog', () => {
  it('is a dialog titled Share with a link per network, each opening its share page in a new tab', () => {
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    const expected: Array<[string, string, Record<string, string>]> = [
      ['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php', { u: LINK }],
      ['Share on WhatsApp', 'https://wa.me/', { text: `${ARTICLE.title}\n${LINK}` }],
      ['Share on Twitter', 'https://twitter.com/intent/tweet', { url: LINK, text: ARTICLE.title }],
      ['Share on Pinterest', 'https://www.pinterest.com/pin/create/button/', { url: LINK, description: ARTICLE.title }],
    ];
    for (const [name, base, params] of expected) {
      const link = within(dialog).getByRole('link', { name });
      const href = new URL(link.getAttribute('href') ?? '');
      expect(`${href.origin}${href.pathname}`).toBe(base);
      expect(Object.fromEntries(href.searchParams)).toEqual(params);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('copies {origin}/news/{id}, confirms with a toast and closes', async () => {
    const { user } = renderWithProviders(<Harness />);
    const writeText = spyOnClipboard().mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await findToast('Link copied to clipboard')).toEqual({ description: 'You can now share it with your friends', variant: 'default' });
    expect(screen.getByText('dialog closed')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Share' })).toBeNull();
  });

  it('shows a destructive toast and stays open when the copy fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<Harness />);
    spyOnClipboard().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await findToast('Failed to copy link')).toEqual({ description: 'Please try again', variant: 'destructive' });
    expect(screen.getByRole('dialog', { name: 'Share' })).toBeTruthy();
  });

  it('offers the system share sheet only where the browser has one', async () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('button', { name: 'More sharing options' })).toBeNull();
  });

  it('hands the link to the system share sheet and closes once shared', async () => {
    const share = stubWebShare(async () => undefined);
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'More sharing options' }));
    expect(share).toHaveBeenCalledWith({ title: ARTICLE.title, url: LINK });
    expect(await screen.findByText('dialog closed')).toBeTruthy();
  });

  it('stays open when the system share sheet is dismissed', async () => {
    const share = stubWebShare(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'More sharing options' }));
    expect(share).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Share' })).toBeTruthy();
  });
});
