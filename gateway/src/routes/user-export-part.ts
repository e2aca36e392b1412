import { z } from 'zod';

/** The part is bigger than one export may hold. */
export class PartTooLarge extends Error {}
/** The part is not JSON, or not its contract. */
export class PartOffContract extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * The text of one JSON value as it arrives, chunk after chunk: where it ends (strings, escapes and
 * nesting followed, nothing parsed). What it holds is JSON.parse's to judge once it is whole.
 */
class ValueText {
  private readonly pieces: Buffer[] = [];
  private kind: 'nested' | 'string' | 'bare' | null = null;
  private depth = 0;
  private inString = false;
  private escaped = false;

  /** Reads from `start`; answers the index just past the value, or -1 when it goes on in the next chunk. */
  feed(chunk: Buffer, start: number): number {
    let i = start;
    if (this.kind === null) {
      const first = chunk[i]!;
      this.kind = first === OPEN_BRACE || first === OPEN_BRACKET ? 'nested' : first === QUOTE ? 'string' : 'bare';
      if (this.kind === 'string') {
        this.inString = true;
        i++;
      }
    }
    for (; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) {
          this.inString = false;
          if (this.kind === 'string') return this.end(chunk, start, i + 1);
        }
      } else if (this.kind === 'bare') {
        // A number, true, false or null ends where the next token (or a space) begins.
        if (byte === COMMA || byte === CLOSE_BRACE || byte === CLOSE_BRACKET || isSpace(byte)) return this.end(chunk, start, i);
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        this.depth++;
      } else if ((byte === CLOSE_BRACE || byte === CLOSE_BRACKET) && --this.depth === 0) {
        return this.end(chunk, start, i + 1);
      }
    }
    this.pieces.push(chunk.subarray(start));
    return -1;
  }

  /** The value, parsed; PartOffContract when it is not JSON. */
  value(): unknown {
    try {
      return JSON.parse(Buffer.concat(this.pieces).toString('utf8'));
    } catch {
      throw new PartOffContract('a value is not JSON');
    }
  }

  private end(chunk: Buffer, start: number, end: number): number {
    this.pieces.push(chunk.subarray(start, end));
    return end;
  }
}

type State = 'start' | 'first-key' | 'next-key' | 'colon' | 'value' | 'first-row' | 'next-row' | 'after-row' | 'after-value' | 'done';

/** A field whose rows are read one by one: a plain list (a bound on its length would need it whole). */
function rowsOf(schema: z.ZodType): z.ZodType | null {
  return schema instanceof z.ZodArray && !schema._zod.def.checks?.length ? (schema.element as z.ZodType) : null;
}

/**
 * One service's part of the export, read as it arrives and written out as it is checked: what the
 * gateway sends is exactly `JSON.stringify(file, null, 2)` of the joined file, this part nested
 * one level in it, without ever holding the part whole. The part must be a JSON object; each
 * field is checked against its schema in the part's contract, and a list field row by row, so
 * what is held at once is one row (or one small field), not the part. Fields the contract does
 * not name are left out, as zod's parse leaves them out (a service newer than this gateway);
 * a field named twice, a missing one, a value off its schema, text that is not JSON or a part
 * past `maxBytes` throw as soon as they are seen.
 *
 * Fields come out in the order the service sends them: a service serialises its part through the
 * same schema (fastify-type-provider-zod), so that is the contract's order, the order the file had
 * when the gateway parsed and re-serialised each part whole.
 */
export class PartWriter {
  private state: State = 'start';
  private text: ValueText | null = null;
  private textIs: 'key' | 'value' | 'row' = 'key';
  private field: { name: string; schema: z.ZodType | null; rows: z.ZodType | null } | null = null;
  private readonly seen = new Set<string>();
  private fields = 0;
  private rows = 0;
  private size = 0;
  private out: string[] = [];
  private readonly fieldIndent: string;
  private readonly rowIndent: string;

  constructor(
    private readonly schema: z.ZodObject,
    private readonly maxBytes: number,
    /** The indentation of the line the part starts on (the file's top-level fields: two spaces). */
    private readonly indent = '  ',
  ) {
    this.fieldIndent = `${indent}  `;
    this.rowIndent = `${indent}    `;
  }

  /** Reads one chunk of the part; answers the file's text it completes (often none). */
  write(chunk: Buffer): string {
    this.size += chunk.length;
    if (this.size > this.maxBytes) throw new PartTooLarge();
    let i = 0;
    while (i < chunk.length) {
      if (this.text) {
        const end = this.text.feed(chunk, i);
        if (end < 0) break;
        i = end;
        this.completed();
        continue;
      }
      const byte = chunk[i]!;
      if (isSpace(byte)) i++;
      else i = this.token(byte, i);
    }
    return this.take();
  }

  /** The part has ended: answers the rest of its text, or throws when it ended early. */
  end(): string {
    if (this.state !== 'done' || this.text) throw new PartOffContract('the part ended early');
    return this.take();
  }

  private take(): string {
    const text = this.out.join('');
    this.out = [];
    return text;
  }

  /** A token outside any value: the object's and the list's punctuation, or the first byte of a key or value. */
  private token(byte: number, at: number): number {
    switch (this.state) {
      case 'start':
        this.expect(byte === OPEN_BRACE, 'the part is not a JSON object');
        this.out.push('{');
        this.state = 'first-key';
        return at + 1;
      case 'first-key':
      case 'next-key':
        if (byte === CLOSE_BRACE && this.state === 'first-key') return this.close(at);
        this.expect(byte === QUOTE, 'a key was expected');
        return this.read('key', at);
      case 'colon':
        this.expect(byte === COLON, "a ':' was expected");
        this.state = 'value';
        return at + 1;
      case 'value':
        if (!this.field?.rows) return this.read('value', at);
        this.expect(byte === OPEN_BRACKET, `${this.field.name} must be a list`);
        this.startField();
        this.out.push('[');
        this.rows = 0;
        this.state = 'first-row';
        return at + 1;
      case 'first-row':
      case 'next-row':
        if (byte === CLOSE_BRACKET && this.state === 'first-row') return this.closeList(at);
        this.expect(byte !== CLOSE_BRACKET && byte !== COMMA, 'a row was expected');
        return this.read('row', at);
      case 'after-row':
        if (byte === CLOSE_BRACKET) return this.closeList(at);
        this.expect(byte === COMMA, "',' or ']' was expected");
        this.state = 'next-row';
        return at + 1;
      case 'after-value':
        if (byte === CLOSE_BRACE) return this.close(at);
        this.expect(byte === COMMA, "',' or '}' was expected");
        this.state = 'next-key';
        return at + 1;
      case 'done':
        throw new PartOffContract('text after the part');
    }
  }

  private read(what: 'key' | 'value' | 'row', at: number): number {
    this.text = new ValueText();
    this.textIs = what;
    return at;
  }

  /** A key, a field's value or a row has been read whole. */
  private completed(): void {
    const value = this.text!.value();
    this.text = null;
    if (this.textIs === 'key') {
      this.expect(typeof value === 'string' && !this.seen.has(value), 'a key is not a string or comes twice');
      const name = value as string;
      this.seen.add(name);
      const schema = Object.hasOwn(this.schema.shape, name) ? (this.schema.shape[name] as z.ZodType) : null;
      this.field = { name, schema, rows: schema ? rowsOf(schema) : null };
      this.state = 'colon';
      return;
    }
    const field = this.field!;
    if (this.textIs === 'row') {
      const row = this.checked(field.rows!, value, field.name);
      this.out.push(this.rows++ === 0 ? '\n' : ',\n', this.rowIndent, pretty(row, this.rowIndent));
      this.state = 'after-row';
      return;
    }
    // A field the contract does not name is left out, as zod's parse would.
    if (field.schema) {
      const checked = this.checked(field.schema, value, field.name);
      this.startField();
      this.out.push(pretty(checked, this.fieldIndent));
    }
    this.state = 'after-value';
  }

  private startField(): void {
    this.out.push(this.fields++ === 0 ? '\n' : ',\n', this.fieldIndent, JSON.stringify(this.field!.name), ': ');
  }

  private closeList(at: number): number {
    this.out.push(this.rows === 0 ? ']' : `\n${this.fieldIndent}]`);
    this.state = 'after-value';
    return at + 1;
  }

  private close(at: number): number {
    for (const [name, schema] of Object.entries(this.schema.shape)) {
      if (!this.seen.has(name)) this.expect((schema as z.ZodType).safeParse(undefined).success, `${name} is missing`);
    }
    this.out.push(this.fields === 0 ? '}' : `\n${this.indent}}`);
    this.state = 'done';
    return at + 1;
  }

  private checked(schema: z.ZodType, value: unknown, field: string): unknown {
    const result = schema.safeParse(value);
    if (!result.success) throw new PartOffContract(`${field} is not its contract`);
    return result.data;
  }

  private expect(condition: boolean, problem: string): void {
    if (!condition) throw new PartOffContract(problem);
  }
}

/** `JSON.stringify(value, null, 2)` as it reads nested where a line starts with `indent`. */
function pretty(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
}
