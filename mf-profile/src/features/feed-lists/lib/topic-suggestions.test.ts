import { describe, expect, it } from 'vitest';
import { CATEGORIES, INTEREST_CHOICES } from '@tidings/contracts/catalogue';
import { TOPIC_SUGGESTIONS, topicSuggestions } from './topic-suggestions';

describe('blocked-topic suggestions', () => {
  it('are the categories and the interests (without "all"), once each', () => {
    for (const category of CATEGORIES) expect(TOPIC_SUGGESTIONS).toContain(category);
    for (const interest of INTEREST_CHOICES.filter((choice) => choice !== 'all')) expect(TOPIC_SUGGESTIONS).toContain(interest);
    expect(TOPIC_SUGGESTIONS).not.toContain('all');
    expect(new Set(TOPIC_SUGGESTIONS).size).toBe(TOPIC_SUGGESTIONS.length);
  });

  it('narrow to what was typed, in any case, leaving out what is already blocked', () => {
    expect(topicSuggestions('ENT', ['entertainment'])).toEqual(['environment']);
    expect(topicSuggestions('', [], 3)).toEqual(TOPIC_SUGGESTIONS.slice(0, 3));
    expect(topicSuggestions('nothing like it', [])).toEqual([]);
  });
});
