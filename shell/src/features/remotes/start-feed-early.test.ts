import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemotePage } from './load-remote-page';
import { startFeedEarly } from './start-feed-early';

vi.mock('./load-remote-page', () => ({ loadRemotePage: vi.fn(async () => ({ default: () => null })) }));

describe('startFeedEarly', () => {
  beforeEach(() => vi.mocked(loadRemotePage).mockClear());

  it.each(['/', '/news/abc123'])('starts loading the feed page on %s, before any slot asks for it', (path) => {
    startFeedEarly(path);
    expect(loadRemotePage).toHaveBeenCalledWith('mf_feed', 'FeedPage', false);
  });

  it.each(['/auth', '/discover', '/profile', '/onboarding/interests', '/news'])('leaves %s to its own slot', (path) => {
    startFeedEarly(path);
    expect(loadRemotePage).not.toHaveBeenCalled();
  });
});
