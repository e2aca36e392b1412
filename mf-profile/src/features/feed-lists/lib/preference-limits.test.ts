import { describe, expect, it } from 'vitest';
import { preferencesBodySchema } from '@tidings/contracts/user';
import { blockedTopicsProblem, followingProblem, interestsProblem, newTopicProblem, sameEntries } from './preference-limits';

// The hand-written checks stand in for the server's zod schema in the browser: they must agree.
describe('the profile lists are checked with the server’s limits', () => {
  const serverAccepts = (body: object) => preferencesBodySchema.safeParse(body).success;

  it.each([
    ['three interests', ['world', 'science', 'sports']],
    ['none', []],
    ['an unknown interest', ['world', 'cooking']],
    ['a capitalised one', ['World']],
  ])('interests: %s', (_name, interests) => {
    expect(interestsProblem(interests) === null).toBe(serverAccepts({ interests }));
  });

  it.each([
    ['a few names', ['Ada Lovelace', 'Serena Williams']],
    ['100 names', Array.from({ length: 100 }, (_, i) => `Person ${i}`)],
    ['101 names', Array.from({ length: 101 }, (_, i) => `Person ${i}`)],
    ['an 80-character name', ['n'.repeat(80)]],
    ['an 81-character name', ['n'.repeat(81)]],
    ['a blank name', ['  ']],
  ])('following: %s', (_name, followingPersonalities) => {
    expect(followingProblem(followingPersonalities) === null).toBe(serverAccepts({ followingPersonalities }));
  });

  it.each([
    ['a few topics', ['celebrity gossip', 'sports']],
    ['100 topics', Array.from({ length: 100 }, (_, i) => `topic ${i}`)],
    ['101 topics', Array.from({ length: 101 }, (_, i) => `topic ${i}`)],
    ['a 60-character topic', ['t'.repeat(60)]],
    ['a 61-character topic', ['t'.repeat(61)]],
    ['a 60-character topic with spaces around', [`  ${'t'.repeat(60)}  `]],
    ['a blank topic', [' ']],
  ])('blocked topics: %s', (_name, blockedTopics) => {
    expect(blockedTopicsProblem(blockedTopics) === null).toBe(serverAccepts({ blockedTopics }));
  });

  it('a new blocked topic is refused with a reason when blank, too long, already there (any case) or one too many', () => {
    expect(newTopicProblem('  ', [])).toBe('Type a topic to block');
    expect(newTopicProblem('t'.repeat(61), [])).toBe('Topics must be at most 60 characters');
    expect(newTopicProblem(' Sports ', ['sports'])).toBe('"Sports" is already blocked');
    expect(newTopicProblem('more', Array.from({ length: 100 }, (_, i) => `t${i}`))).toBe('You can block at most 100 topics');
    expect(newTopicProblem('celebrity gossip', ['sports'])).toBeNull();
  });

  it('the same entries in another order are nothing to save', () => {
    expect(sameEntries(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameEntries(['a'], ['a', 'b'])).toBe(false);
    expect(sameEntries(['a', 'b'], ['a', 'c'])).toBe(false);
  });
});
