import type { mongo, Types } from 'mongoose';
import { isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { usernameKeyOf, usernameSkeletonOf } from './username.js';

interface PendingRow extends mongo.Document {
  _id: Types.ObjectId;
  username: string;
  usernameKey: string;
}

export interface BackfillResult {
  /** Rows that got the new key and skeleton. */
  updated: number;
  /** Rows whose new key or skeleton an older account already had: they keep their own. */
  grandfathered: number;
}

/**
 * Gives every account made before NFKC, case folding and skeletons its new key and skeleton;
 * runs at every start before the skeleton's unique index is built, and touches only rows
 * without a skeleton (idempotent; plain finds and single-document updates, so FerretDB runs it).
 *
 * Two existing accounts may now collide ('Alice' and 'аlice' with a Cyrillic а). Neither is lost
 * or locked out: rows are taken oldest first; a row whose new key is taken keeps its old key
 * (login still finds it by the old key, see `UserRepository.findForLogin`), and a row whose
 * skeleton is taken stores it suffixed with its own id, unique yet never equal to a new name's.
 * Concurrent instances write the same values; the guard on the update lets only one write.
 */
export async function backfillUsernameKeys(users: mongo.Collection): Promise<BackfillResult> {
  const result: BackfillResult = { updated: 0, grandfathered: 0 };
  const pending = users
    .find<PendingRow>({ usernameSkeleton: { $exists: false } }, { projection: { _id: 1, username: 1, usernameKey: 1 } })
    .sort({ _id: 1 });
  for await (const row of pending) {
    const key = usernameKeyOf(row.username);
    const skeleton = usernameSkeletonOf(row.username);
    const others = { _id: { $ne: row._id } };
    const keyTaken = key !== row.usernameKey && (await users.findOne({ usernameKey: key, ...others }, { projection: { _id: 1 } })) !== null;
    const skeletonTaken = (await users.findOne({ usernameSkeleton: skeleton, ...others }, { projection: { _id: 1 } })) !== null;
    const grandfathered = { usernameKey: row.usernameKey, usernameSkeleton: `${skeleton}\u0000${row._id.toHexString()}` };
    const fields = {
      usernameKey: keyTaken ? grandfathered.usernameKey : key,
      usernameSkeleton: skeletonTaken ? grandfathered.usernameSkeleton : skeleton,
    };
    const filter = { _id: row._id, usernameSkeleton: { $exists: false } };
    try {
      await users.updateOne(filter, { $set: fields });
    } catch (error) {
      // A registration took the key or skeleton in between: keep this account's own.
      if (!isDuplicateKeyError(error)) throw error;
      await users.updateOne(filter, { $set: grandfathered });
      result.grandfathered += 1;
      continue;
    }
    if (keyTaken || skeletonTaken) result.grandfathered += 1;
    else result.updated += 1;
  }
  return result;
}
