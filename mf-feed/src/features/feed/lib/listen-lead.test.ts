import { describe, expect, it } from 'vitest';
import { listenLead } from './listen-lead';

describe('listenLead', () => {
  it('keeps a short text whole, with its spaces folded', () => {
    expect(listenLead('  Dock workers   walked out.\nTalks resume today. ')).toBe('Dock workers walked out. Talks resume today.');
  });

  it('takes whole sentences up to the limit', () => {
    const text = 'First sentence here. Second one follows! Third is too long to fit within the limit.';
    expect(listenLead(text, 45)).toBe('First sentence here. Second one follows!');
  });

  it('keeps a closing quote with its sentence', () => {
    expect(listenLead('She said "we will return." Then she left the harbour for good that day.', 30)).toBe('She said "we will return."');
  });

  it('cuts a first sentence longer than the limit at a word, without a trailing comma', () => {
    expect(listenLead('One very long sentence, without any full stop until it ends much later on', 28)).toBe('One very long sentence');
  });

  it('answers nothing for an empty text', () => {
    expect(listenLead('   ')).toBe('');
  });
});
