import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarly } from '@tidings/web-kit/early-answer';
import { loadRemotePage } from './load-remote-page';
import { startFeedEarly } from './start-feed-early';

vi.mock('./load-remote-page', () => ({ loadRemotePage: vi.fn(async () => ({ default: () => null })) }));
vi.mock('@tidings/web-kit/early-answer', () => ({ startEarly: vi.fn() }));

describe('startFeedEarly', () => {
  beforeEach(() => {
    vi.mocked(loadRemotePage).mockClear();
    vi.mocked(startEarly).mockClear();
  });

  it.each(['/', '/news/abc123'])('starts loading the feed page and its stories on %s, before any slot asks for them', (path) => {
    startFeedEarly(path);
    expect(loadRemotePage).toHaveBeenCalledWith('mf_feed', 'FeedPage', false);
    expect(startEarly).toHaveBeenCalledWith('/api/news/filtered');
  });

  it.each(['/auth', '/discover', '/profile', '/onboarding/interests', '/news'])('leaves %s to its own slot', (path) => {
    startFeedEarly(path);
    expect(loadRemotePage).not.toHaveBeenCalled();
    expect(startEarly).not.toHaveBeenCalled();
  });
});
