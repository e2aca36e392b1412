import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCardTracker, type CardTracker, type CardTrackerOptions } from './card-tracker';

describe('card tracker', () => {
  let visible: boolean;
  let recordEngagement: ReturnType<typeof vi.fn<CardTrackerOptions['recordEngagement']>>;
  let recordTimeSpent: ReturnType<typeof vi.fn<CardTrackerOptions['recordTimeSpent']>>;
  let card: CardTracker;
  const engagements = () => recordEngagement.mock.calls.map(([, type]) => type);

  beforeEach(() => {
    vi.useFakeTimers();
    visible = true;
    recordEngagement = vi.fn<CardTrackerOptions['recordEngagement']>();
    recordTimeSpent = vi.fn<CardTrackerOptions['recordTimeSpent']>();
    card = createCardTracker('a1', { recordEngagement, recordTimeSpent, isPageVisible: () => visible, now: () => Date.now() });
  });

  it("reports 'viewed' on entering view and 'read' after 5 s of focus, not before", () => {
    card.enter();
    expect(recordEngagement.mock.calls).toEqual([['a1', 'viewed']]);
    vi.advanceTimersByTime(4999);
    expect(engagements()).toEqual(['viewed']);
    vi.advanceTimersByTime(1);
    expect(recordEngagement.mock.calls).toEqual([
      ['a1', 'viewed'],
      ['a1', 'read'],
    ]);
  });

  it('needs the 5 s within one visit', () => {
    card.enter();
    vi.advanceTimersByTime(4000);
    card.leave();
    card.enter();
    vi.advanceTimersByTime(4000);
    expect(engagements()).toEqual(['viewed', 'viewed']);
    vi.advanceTimersByTime(1000);
    expect(engagements()).toEqual(['viewed', 'viewed', 'read']);
  });

  it('counts only time the page is visible towards the read', () => {
    card.enter();
    vi.advanceTimersByTime(3000);
    visible = false;
    card.pageHidden();
    vi.advanceTimersByTime(60_000);
    expect(engagements()).toEqual(['viewed']);
    visible = true;
    card.pageVisible();
    vi.advanceTimersByTime(1999);
    expect(engagements()).toEqual(['viewed']);
    vi.advanceTimersByTime(1);
    expect(engagements()).toEqual(['viewed', 'read']);
  });

  it('reads once per card, even when it comes back into view', () => {
    card.enter();
    vi.advanceTimersByTime(5000);
    card.leave();
    card.enter();
    vi.advanceTimersByTime(10_000);
    expect(engagements()).toEqual(['viewed', 'read', 'viewed']);
  });

  it('sends the time spent on leaving after more than 5000 ms, and not at 5000', () => {
    card.enter();
    vi.advanceTimersByTime(5000);
    card.leave();
    expect(recordTimeSpent).not.toHaveBeenCalled();
    card.enter();
    vi.advanceTimersByTime(5001);
    card.leave();
    expect(recordTimeSpent.mock.calls).toEqual([['a1', 5001, { keepalive: false }]]);
  });

  it('an unmount is a leave', () => {
    card.enter();
    vi.advanceTimersByTime(8000);
    card.dispose();
    expect(recordTimeSpent.mock.calls).toEqual([['a1', 8000, { keepalive: false }]]);
    vi.advanceTimersByTime(10_000);
    expect(engagements()).toEqual(['viewed', 'read']);
  });

  it('on hide, reports a visit already past 5000 ms with keepalive, then counts afresh', () => {
    card.enter();
    vi.advanceTimersByTime(7000);
    visible = false;
    card.pageHidden();
    expect(recordTimeSpent.mock.calls).toEqual([['a1', 7000, { keepalive: true }]]);
    vi.advanceTimersByTime(3_600_000); // hidden time does not count
    visible = true;
    card.pageVisible();
    vi.advanceTimersByTime(2000);
    card.leave();
    expect(recordTimeSpent.mock.calls.at(-1)).toEqual(['a1', 2000, { keepalive: false }]);
  });

  it('keeps a short visit across a hide and reports the whole of it on leaving', () => {
    card.enter();
    vi.advanceTimersByTime(3000);
    visible = false;
    card.pageHidden();
    expect(recordTimeSpent).not.toHaveBeenCalled();
    visible = true;
    card.pageVisible();
    vi.advanceTimersByTime(3000);
    card.leave();
    expect(recordTimeSpent.mock.calls).toEqual([['a1', 6000, { keepalive: false }]]);
  });

  it('starts counting only once the page is visible when the card enters a hidden page', () => {
    visible = false;
    card.enter();
    vi.advanceTimersByTime(10_000);
    card.leave();
    expect(recordTimeSpent).not.toHaveBeenCalled();
    expect(engagements()).toEqual(['viewed']);
  });
});
