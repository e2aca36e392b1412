import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarly } from '@tidings/web-kit/early-answer';
import { loadRemotePage } from './load-remote-page';
import { startRemotesEarly } from './start-remotes-early';

vi.mock('./load-remote-page', () => ({ loadRemotePage: vi.fn(async () => ({ default: () => null })) }));
vi.mock('@tidings/web-kit/early-answer', () => ({ startEarly: vi.fn() }));

describe('startRemotesEarly', () => {
  const importFeedShared = vi.fn(async () => undefined);

  beforeEach(() => {
    vi.mocked(loadRemotePage).mockClear();
    vi.mocked(startEarly).mockClear();
    importFeedShared.mockClear();
  });

  // mf_feed's registry entry asks for its page, its first card's modules and its stories.
  it.each(['/', '/news/abc123'])('starts what mf_feed declared on %s, before any slot asks for it', (path) => {
    startRemotesEarly({ mf_feed: importFeedShared }, path);
    expect(loadRemotePage).toHaveBeenCalledWith('mf_feed', 'FeedPage', false);
    expect(importFeedShared).toHaveBeenCalledOnce();
    expect(startEarly).toHaveBeenCalledWith('/api/news/filtered');
  });

  it('starts what mf_profile declared on /profile: its page and its modules, no query', () => {
    const importProfileShared = vi.fn(async () => undefined);
    startRemotesEarly({ mf_feed: importFeedShared, mf_profile: importProfileShared }, '/profile');
    expect(loadRemotePage).toHaveBeenCalledExactlyOnceWith('mf_profile', 'ProfilePage', false);
    expect(importProfileShared).toHaveBeenCalledOnce();
    expect(importFeedShared).not.toHaveBeenCalled();
    expect(startEarly).not.toHaveBeenCalled();
  });

  it.each(['/auth', '/discover', '/bookmarks', '/onboarding/interests', '/news'])('leaves %s to its own slot', (path) => {
    startRemotesEarly({ mf_feed: importFeedShared }, path);
    expect(loadRemotePage).not.toHaveBeenCalled();
    expect(importFeedShared).not.toHaveBeenCalled();
    expect(startEarly).not.toHaveBeenCalled();
  });

  it('still starts the page and the query when the build generated no import for the remote', () => {
    startRemotesEarly({}, '/');
    expect(loadRemotePage).toHaveBeenCalledWith('mf_feed', 'FeedPage', false);
    expect(startEarly).toHaveBeenCalledWith('/api/news/filtered');
  });
});
