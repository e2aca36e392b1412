import { DUPLICATE_KEY } from '@tidings/service-kit/mongo';

export interface InsertOutcome {
  accepted: number;
  duplicates: number;
}

/** What one insertMany reports: the indexes of the documents that failed, with their codes. */
export interface BulkInsertResult {
  failed: Map<number, number | undefined>;
}

/** A document the database refused for another reason than a duplicate key (the insert itself went through). */
export class DocumentRejected extends Error {
  constructor(readonly code: number | undefined) {
    super(`inserting events failed (code ${code ?? 'unknown'})`);
  }
}

interface Waiting<T> {
  docs: T[];
  resolve: (outcome: InsertOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for storing the event intake: events that arrive while an insert is running wait
 * and go to the database together in one unordered insertMany (up to `maxDocs`). FerretDB (SQLite,
 * one writer) stores far more documents per second in big inserts than in many small concurrent
 * ones; a lone event still goes at once. Each caller gets its own accepted/duplicate counts,
 * and a document failing for another reason than a duplicate fails only its own caller.
 */
export class GroupCommit<T> {
  private readonly queue: Array<Waiting<T>> = [];
  private running = 0;

  constructor(
    private readonly insert: (docs: T[]) => Promise<BulkInsertResult>,
    private readonly options: { maxDocs: number; maxConcurrent: number },
  ) {}

  submit(docs: T[]): Promise<InsertOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ docs, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.maxConcurrent && this.queue.length > 0) {
      let count = 1;
      let size = this.queue[0]!.docs.length;
      while (count < this.queue.length && size + this.queue[count]!.docs.length <= this.options.maxDocs) size += this.queue[count++]!.docs.length;
      // One splice, not a shift per caller: the queue holds thousands (a consumer submits events
      // one by one), and shifting a long array moves all of it (pump was 9 % of the service's CPU).
      const group = this.queue.splice(0, count);
      this.running++;
      void this.write(group).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async write(group: Array<Waiting<T>>): Promise<void> {
    let result: BulkInsertResult;
    try {
      result = await this.insert(group.flatMap((waiting) => waiting.docs));
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
      return;
    }
    let offset = 0;
    for (const waiting of group) {
      let duplicates = 0;
      let otherCode: number | undefined | null = null;
      for (let i = 0; i < waiting.docs.length; i++) {
        if (!result.failed.has(offset + i)) continue;
        const code = result.failed.get(offset + i);
        if (code === DUPLICATE_KEY) duplicates++;
        else otherCode = code;
      }
      offset += waiting.docs.length;
      if (otherCode !== null) waiting.reject(new DocumentRejected(otherCode));
      else waiting.resolve({ accepted: waiting.docs.length - duplicates, duplicates });
    }
  }
}
