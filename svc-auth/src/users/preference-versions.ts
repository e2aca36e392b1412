// `preference_versions`: one claim per preferences change (see service-kit's version-claims),
// `_id` `<userId>:<base>` where base is the version the change was computed from. A conditional
// update of the user row could not decide between two racing changes on FerretDB, and one change
// was lost. The claim carries the change's full snapshot and its event, so the snapshot svc-news
// keeps is exactly the one stored in the user row.
import { Schema, type Connection } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { VersionClaims, versionClaimSchema, type VersionClaimRecord } from '@tidings/service-kit/version-claims';

/** The preferences a snapshot holds (what the user row stores of them). */
export const PREFERENCE_FIELDS = ['interests', 'followingPersonalities', 'blockedTopics', 'goodNewsMode', 'darkMode', 'notificationsEnabled', 'onboardingCompleted'] as const;
export type PreferenceSnapshot = Record<(typeof PREFERENCE_FIELDS)[number], unknown>;

export interface VersionRecord extends VersionClaimRecord {
  /** The version (ms) the change was computed from; 0 before the user's first change. */
  base: number;
  /** The change's version: what the user row's `preferencesUpdatedAt` becomes. */
  version: Date;
  preferences: PreferenceSnapshot;
}

const versionSchema = versionClaimSchema<VersionRecord>('preference_versions', {
  base: { type: Number, required: true },
  version: { type: Date, required: true },
  preferences: { type: Schema.Types.Mixed, required: true },
});

export function versionId(userId: string, base: number): string {
  return `${userId}:${base}`;
}

export class PreferenceVersions extends VersionClaims<VersionRecord> {
  constructor(connection: Connection) {
    super(connection, 'PreferenceVersion', versionSchema);
  }

  /** Claims the successor of `base` for this change with its event; false when another change holds it. */
  claim(change: Pick<VersionRecord, 'userId' | 'base' | 'version' | 'preferences'>, event: EventMessage<unknown>, now = new Date()): Promise<boolean> {
    return this.claimWith({ _id: versionId(change.userId, change.base), ...change }, [event], now);
  }

  find(userId: string, base: number): Promise<VersionRecord | null> {
    return this.findClaim(versionId(userId, base));
  }
}
