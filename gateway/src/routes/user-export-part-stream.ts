import type { Dispatcher } from 'undici';
import type { PartWriter } from './user-export-part.js';

/** One service's part as it arrives: its body read through a PartWriter, the file's text it gave kept until sent. */
export class PartStream {
  private readonly chunks: AsyncIterator<Buffer>;
  private waiting: string[] = [];
  private waitingSize = 0;
  private ended = false;

  constructor(
    private readonly body: Dispatcher.ResponseData['body'],
    private readonly writer: PartWriter,
  ) {
    this.chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** Reads until the part has ended or at least `bytes` of its text wait; throws what reading or checking it throws. */
  async readAhead(bytes: number): Promise<void> {
    while (!this.ended && this.waitingSize < bytes) this.keep(await this.next());
  }

  /** The part's text: what was read ahead, then the rest, read as it is asked for (the caller's pace). */
  async *text(): AsyncGenerator<string> {
    for (const text of this.waiting.splice(0)) yield text;
    this.waitingSize = 0;
    while (!this.ended) {
      const text = await this.next();
      if (text) yield text;
    }
  }

  /** Frees the upstream connection of a part that will not be read to its end. */
  discard(): void {
    if (!this.ended) this.body.destroy();
  }

  private async next(): Promise<string> {
    const chunk = await this.chunks.next();
    if (!chunk.done) return this.writer.write(chunk.value);
    this.ended = true;
    return this.writer.end();
  }

  private keep(text: string): void {
    if (!text) return;
    this.waiting.push(text);
    this.waitingSize += text.length;
  }
}
