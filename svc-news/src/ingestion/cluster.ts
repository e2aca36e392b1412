// Story clusters: one cluster per real-world story, so the feed can show one card per story.
import { hammingDistance } from './simhash.js';

/**
 * Largest Hamming distance between two headline SimHashes still treated as the same story.
 * Tuned in cluster.test.ts: reworded headlines of one story measured 0–13 bits apart, different
 * stories (even on one topic, "bank raises rates" vs "bank holds rates") 22 or more; 16 sits
 * between them. Two unrelated 64-bit hashes land within 16 bits with odds of about 1 in 26 000.
 */
export const CLUSTER_MAX_DISTANCE = 16;

export interface ClusterMember {
  clusterId: string;
  titleHash: bigint;
  source: string;
}

/**
 * The cluster of the closest recent headline from ANOTHER source within `maxDistance` bits, or a
 * new id from `newClusterId`. A source's own stories never merge: a feed repeating or updating a
 * headline is one story told twice by the same voice, which dedupe and review handle instead.
 */
export function assignCluster(
  titleHash: bigint,
  source: string,
  recent: readonly ClusterMember[],
  newClusterId: () => string,
  maxDistance = CLUSTER_MAX_DISTANCE,
): string {
  let best: { clusterId: string; distance: number } | undefined;
  for (const member of recent) {
    if (member.source === source) continue;
    const distance = hammingDistance(titleHash, member.titleHash);
    if (distance <= maxDistance && (!best || distance < best.distance)) best = { clusterId: member.clusterId, distance };
  }
  return best?.clusterId ?? newClusterId();
}
