// `read_versions`: one claim per write of a read (see service-kit's version-claims), `_id`
// `<userId>|<newsId>|<base>` where base is the read's version the write was computed from (-1: no
// read yet). An `$inc` could not decide between two racing writes on FerretDB, and one of two
// racing additions of reading time was lost. The claim holds the read's state after the write and
// its events, so the events match what was stored.
import { Schema, type Connection } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { VersionClaims, versionClaimSchema, type VersionClaimRecord } from '@tidings/service-kit/version-claims';

/** What a write sets on the read. */
export interface ReadState {
  readAt: Date;
  timeSpentSeconds: number;
  lastAccessedAt: Date;
  lastReadDay: string;
}

export interface ReadVersionRecord extends VersionClaimRecord {
  newsId: string;
  base: number;
  state: ReadState;
}

const versionSchema = versionClaimSchema<ReadVersionRecord>('read_versions', {
  newsId: { type: String, required: true },
  base: { type: Number, required: true },
  state: { type: Schema.Types.Mixed, required: true },
});

export function readVersionId(userId: string, newsId: string, base: number): string {
  return `${userId}|${newsId}|${base}`;
}

export class ReadVersions extends VersionClaims<ReadVersionRecord> {
  constructor(connection: Connection) {
    super(connection, 'ReadVersion', versionSchema);
  }

  /** Claims the successor of `base` for this write with its events; false when another write holds it. */
  claim(userId: string, newsId: string, base: number, state: ReadState, events: readonly EventMessage<unknown>[], now: Date): Promise<boolean> {
    return this.claimWith({ _id: readVersionId(userId, newsId, base), userId, newsId, base, state }, events, now);
  }

  find(userId: string, newsId: string, base: number): Promise<ReadVersionRecord | null> {
    return this.findClaim(readVersionId(userId, newsId, base));
  }
}
