import { describe, expect, it } from 'vitest';
import { assignCluster, CLUSTER_MAX_DISTANCE, type ClusterMember } from './cluster.js';
import { hammingDistance, simhash, simhashFromHex, simhashToHex } from './simhash.js';

// Headline pairs written to look like how two outlets word one story.
const SAME_STORY: [string, string][] = [
  ['Earthquake of magnitude 6.8 strikes off the coast of Chile, killing at least 12', 'Magnitude 6.8 earthquake strikes off Chile coast, killing at least 12 people'],
  ['Central bank raises interest rates by a quarter point to curb inflation', 'Central bank raises rates by quarter point as inflation persists'],
  ['Apple unveils new iPhone with faster chip and longer battery life', 'Apple unveils iPhone with faster chip, longer battery life'],
  ['Storm Ciara batters Ireland as thousands lose power', 'Thousands lose power as Storm Ciara batters Ireland'],
  ['Manchester United sack manager after run of defeats', 'Manchester United sack their manager after a run of defeats'],
  ['NASA delays Artemis moon launch over fuel leak', 'Fuel leak forces NASA to delay Artemis moon launch'],
];

const DIFFERENT_STORIES: [string, string][] = [
  ['Earthquake of magnitude 6.8 strikes off the coast of Chile, killing at least 12', 'Central bank raises interest rates by a quarter point to curb inflation'],
  ['Storm Ciara batters Ireland as thousands lose power', 'Ireland beat France in Six Nations thriller'],
  ['Apple unveils new iPhone with faster chip and longer battery life', 'Samsung unveils new foldable phone with bigger screen'],
  ['NASA delays Artemis moon launch over fuel leak', 'China lands rover on far side of the moon'],
  ['Central bank raises interest rates by a quarter point to curb inflation', 'Central bank holds interest rates steady as growth slows'],
  ['Dublin City Council approves new cycle lanes along the quays', 'Cork council rejects plan for new city bus lanes'],
  ['Manchester United sack manager after run of defeats', 'Chelsea appoint new manager on three-year deal'],
];

describe('simhash', () => {
  it('is stable, 64-bit and insensitive to case, punctuation and stopwords', () => {
    const hash = simhash('The Quake hits Chile!');
    expect(hash).toBe(simhash('quake hits chile'));
    expect(hash < 1n << 64n).toBe(true);
    expect(simhashFromHex(simhashToHex(hash))).toBe(hash);
    expect(simhashToHex(hash)).toHaveLength(16);
  });

  it('counts differing bits', () => {
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hammingDistance((1n << 64n) - 1n, 0n)).toBe(64);
  });

  it.each(SAME_STORY)('puts "%s" and "%s" within the threshold', (a, b) => {
    expect(hammingDistance(simhash(a), simhash(b))).toBeLessThanOrEqual(CLUSTER_MAX_DISTANCE);
  });

  it.each(DIFFERENT_STORIES)('keeps "%s" and "%s" apart', (a, b) => {
    expect(hammingDistance(simhash(a), simhash(b))).toBeGreaterThan(CLUSTER_MAX_DISTANCE);
  });
});

describe('assignCluster', () => {
  const member = (clusterId: string, title: string, source: string): ClusterMember => ({ clusterId, titleHash: simhash(title), source });
  const recent = [member('c-chile', SAME_STORY[0]![0], 'global-wire'), member('c-rates', SAME_STORY[1]![0], 'global-wire')];
  let counter = 0;
  const newId = () => `new-${++counter}`;

  it('joins the cluster of a near-duplicate from another source', () => {
    expect(assignCluster(simhash(SAME_STORY[0]![1]), 'irish-daily', recent, newId)).toBe('c-chile');
    expect(assignCluster(simhash(SAME_STORY[1]![1]), 'irish-daily', recent, newId)).toBe('c-rates');
  });

  it('opens a new cluster for a different story', () => {
    expect(assignCluster(simhash('Ireland beat France in Six Nations thriller'), 'irish-daily', recent, newId)).toMatch(/^new-/);
  });

  it('never merges two stories of the same source', () => {
    expect(assignCluster(simhash(SAME_STORY[0]![1]), 'global-wire', recent, newId)).toMatch(/^new-/);
  });
});
