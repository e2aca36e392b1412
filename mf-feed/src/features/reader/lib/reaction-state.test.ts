import { describe, expect, it } from 'vitest';
import { applyReaction, nextReaction } from './reaction-state';

describe('nextReaction', () => {
  it('sets, switches and takes back', () => {
    expect(nextReaction(null, 'like')).toBe('like');
    expect(nextReaction('dislike', 'like')).toBe('like');
    expect(nextReaction('like', 'like')).toBeNull();
  });
});

describe('applyReaction', () => {
  it('moves the caller from one count to the other', () => {
    expect(applyReaction({ reaction: null, likes: 2, dislikes: 1 }, 'like')).toEqual({ reaction: 'like', likes: 3, dislikes: 1 });
    expect(applyReaction({ reaction: 'like', likes: 3, dislikes: 1 }, 'dislike')).toEqual({ reaction: 'dislike', likes: 2, dislikes: 2 });
    expect(applyReaction({ reaction: 'dislike', likes: 2, dislikes: 2 }, null)).toEqual({ reaction: null, likes: 2, dislikes: 1 });
  });

  it('never shows a negative count', () => {
    expect(applyReaction({ reaction: 'like', likes: 0, dislikes: 0 }, null)).toEqual({ reaction: null, likes: 0, dislikes: 0 });
  });
});
