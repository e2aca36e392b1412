import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

// The box on its own, with the URL's query as a prop the test moves: the router applies a
// commit in a transition, so on a busy phone it can land after the next keystrokes.

const box = () => screen.getByRole('searchbox', { name: 'Search news' }) as HTMLInputElement;

describe('the search box and the URL', () => {
  it('its own commit landing late keeps what was typed since', async () => {
    const onCommit = vi.fn();
    const { rerender } = render(<SearchBox query="" onCommit={onCommit} busy={false} />);
    fireEvent.change(box(), { target: { value: 'sel' } });
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith('sel', 'typing'));
    fireEvent.change(box(), { target: { value: 'sele' } });
    // 'sel' reaches the URL only now, after the fourth letter.
    rerender(<SearchBox query="sel" onCommit={onCommit} busy={false} />);
    expect(box().value).toBe('sele');
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith('sele', 'typing'));
  });

  it('several commits landing at once keep the text too', async () => {
    const onCommit = vi.fn();
    const { rerender } = render(<SearchBox query="" onCommit={onCommit} busy={false} />);
    fireEvent.change(box(), { target: { value: 'mar' } });
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith('mar', 'typing'));
    fireEvent.change(box(), { target: { value: 'mars' } });
    fireEvent.submit(box());
    expect(onCommit).toHaveBeenLastCalledWith('mars', 'submit');
    fireEvent.change(box(), { target: { value: 'mars r' } });
    rerender(<SearchBox query="mars" onCommit={onCommit} busy={false} />);
    expect(box().value).toBe('mars r');
  });

  it('a query that changes from elsewhere (back, forward) replaces the text', async () => {
    const onCommit = vi.fn();
    const { rerender } = render(<SearchBox query="mars" onCommit={onCommit} busy={false} />);
    expect(box().value).toBe('mars');
    rerender(<SearchBox query="comet" onCommit={onCommit} busy={false} />);
    expect(box().value).toBe('comet');
    // Even after a commit of its own that the URL then left behind.
    fireEvent.change(box(), { target: { value: 'venus' } });
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith('venus', 'typing'));
    rerender(<SearchBox query="venus" onCommit={onCommit} busy={false} />);
    rerender(<SearchBox query="comet" onCommit={onCommit} busy={false} />);
    expect(box().value).toBe('comet');
    rerender(<SearchBox query="" onCommit={onCommit} busy={false} />);
    expect(box().value).toBe('');
  });
});
