import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemotePage } from '../load-remote-page';
import { fallbackModule } from '../remote-fallback-plugin';
import { RemoteSlot } from './remote-slot';

vi.mock('../load-remote-page', () => ({ loadRemotePage: vi.fn() }));
// The plugin module pulls in MF runtime types only; the runtime itself is never reached here.
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const load = vi.mocked(loadRemotePage);
const FALLBACK = 'This part of Tidings is unavailable right now.';

beforeEach(() => {
  load.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteSlot', () => {
  it('renders the remote page once loaded, with a loading status meanwhile', async () => {
    load.mockResolvedValue({ default: () => <h1>Feed</h1> });
    render(<RemoteSlot remote="mf_feed" module="FeedPage" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Feed' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mf_feed', 'FeedPage', false);
  });

  it('shows the fallback when loading fails and retries only this remote on Try again', async () => {
    load.mockRejectedValueOnce(new Error('remotes.json unreachable')).mockResolvedValue({ default: () => <h1>Feed</h1> });
    const user = userEvent.setup();
    render(<RemoteSlot remote="mf_feed" module="FeedPage" />);
    expect(await screen.findByRole('heading', { name: FALLBACK })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Feed' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('mf_feed', 'FeedPage', true);
  });

  it('renders the runtime plugin fallback module, whose Try again reloads the slot', async () => {
    load.mockResolvedValueOnce(fallbackModule).mockResolvedValue({ default: () => <h1>Profile</h1> });
    const user = userEvent.setup();
    render(<RemoteSlot remote="mf_profile" module="ProfilePage" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
  });

  it('contains a page that throws while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    render(
      <>
        <RemoteSlot remote="mf_discover" module="DiscoverPage" />
        <p>Bottom nav still here</p>
      </>,
    );
    expect(await screen.findByRole('heading', { name: FALLBACK })).toBeTruthy();
    expect(screen.getByText('Bottom nav still here')).toBeTruthy();
  });

  it("does not keep one remote's failure in place of the next remote's page", async () => {
    load.mockImplementation((remote) =>
      Promise.resolve({
        default:
          remote === 'mf_discover'
            ? () => {
                throw new Error('boom');
              }
            : () => <h1>Feed</h1>,
      }),
    );
    // The routes render every slot at one place in the tree: a navigation is a re-render.
    const { rerender } = render(<RemoteSlot remote="mf_discover" module="DiscoverPage" />);
    expect(await screen.findByRole('heading', { name: FALLBACK })).toBeTruthy();
    rerender(<RemoteSlot remote="mf_feed" module="FeedPage" />);
    expect(await screen.findByRole('heading', { name: 'Feed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: FALLBACK })).toBeNull();
    expect(load).toHaveBeenLastCalledWith('mf_feed', 'FeedPage', false);
  });
});
