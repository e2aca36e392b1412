import { render, screen } from '@testing-library/react';
import { CloudOff } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonBlock, StatePanel } from './state-panel';

describe('StatePanel', () => {
  it('shows a failure as an alert: its heading at the level given, the explanation and the way on', () => {
    render(
      <StatePanel role="alert" icon={CloudOff} title="Failed to load news" titleLevel={1} action={<button type="button">Try again</button>}>
        Check your connection, then try again.
      </StatePanel>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to load news' })).toBeTruthy();
    expect(alert.textContent).toContain('Check your connection, then try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The icon is decoration: the words say it all.
    expect(alert.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('without a title, says its message as a paragraph, with no heading and no alert', () => {
    render(<StatePanel icon={CloudOff}>No news found matching your search.</StatePanel>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No news found matching your search.').tagName).toBe('P');
  });

  it('defaults to a second-level heading', () => {
    render(<StatePanel icon={CloudOff} title="No bookmarks yet" />);
    expect(screen.getByRole('heading', { level: 2, name: 'No bookmarks yet' })).toBeTruthy();
  });
});

describe('Skeleton', () => {
  it('is one status named for what loads, its shimmering shapes hidden from the tree', () => {
    render(
      <Skeleton label="Loading news">
        <SkeletonBlock style={{ width: '30%' }} />
        <SkeletonBlock className="line" />
      </Skeleton>,
    );
    const status = screen.getByRole('status', { name: 'Loading news' });
    expect(status.children).toHaveLength(2);
    expect(status.textContent).toBe('');
    expect((status.children[0] as HTMLElement).style.width).toBe('30%');
    expect(status.children[1]!.classList.contains('line')).toBe(true);
  });
});
