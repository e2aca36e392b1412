import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CATEGORIES, INTEREST_CHOICES, type Category, type Interest } from '@tidings/contracts/catalogue';
import { categorySlug } from './cover-image.js';
import { SOURCES, sourceById, type SourceId } from './sources.js';
import type { CorpusArticle, CorpusLabel } from './types.js';

/**
 * `svc-news/corpus/`, one Markdown file per category. This module sits at the same depth in
 * `src/corpus/` and in the build's `dist/corpus/`, so one relative path serves tsx, vitest,
 * `npm start` and the Docker image (which copies the folder beside `dist/`).
 */
export const CORPUS_DIR = fileURLToPath(new URL('../../corpus/', import.meta.url));

/** Interest choices implied by a category, added to every article of that category. */
const IMPLIED: Record<Category, readonly Interest[]> = {
  'breaking news': [],
  technology: ['technology'],
  business: ['business'],
  politics: ['politics'],
  sports: ['sports'],
  entertainment: ['entertainment'],
  health: ['health'],
  science: ['science'],
  world: ['world'],
  environment: ['environment'],
  finance: ['business', 'economics'],
  lifestyle: ['lifestyle'],
  education: ['education'],
  travel: ['lifestyle'],
  food: ['lifestyle'],
  gaming: ['technology', 'entertainment'],
  space: ['science'],
  art: ['entertainment'],
  music: ['entertainment'],
};

const LABELS = [...CATEGORIES, ...INTEREST_CHOICES] as [CorpusLabel, ...CorpusLabel[]];
const SOURCE_IDS = SOURCES.map((s) => s.id) as [SourceId, ...SourceId[]];
/** A comma-separated front-matter list; items are trimmed and never empty. */
const list = z.string().transform((text) => text.split(',').map((item) => item.trim()));
const listOf = <T extends z.ZodType<unknown, string>>(item: T) => list.pipe(z.array(item));
const word = z.string().min(1);

/** The front matter of one story, every value as written (a string) before coercion. */
export const storyFrontMatterSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lower-case slug'),
  title: z.string().min(1),
  source: z.enum(SOURCE_IDS),
  hoursAgo: z.coerce.number().positive().max(168),
  tone: z.enum(['positive', 'neutral', 'negative']),
  tags: listOf(word),
  also: listOf(z.enum(LABELS)).optional(),
  cluster: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lower-case slug').optional(),
  people: listOf(word).optional(),
  /** A profile or explainer about a person, never a report of an event (see the README). */
  kind: z.enum(['profile', 'explainer']).optional(),
});

/** A story's source position, for error messages: `politics.md, story 4 (politics-foo)`. */
function where(file: string, index: number, key: string | undefined): string {
  return `corpus/${file}, story ${index + 1}${key ? ` (${key})` : ''}`;
}

/** Joins the lines of each paragraph: the text keeps one blank line between paragraphs. */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0)
    .join('\n\n');
}

/** Splits a file into `{ frontMatter, body }` blocks: each story opens with a `---` line, its front matter ends at the next. */
function splitStories(text: string, file: string): { frontMatter: string[]; body: string[] }[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const stories: { frontMatter: string[]; body: string[] }[] = [];
  let state: 'before' | 'frontMatter' | 'body' = 'before';
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '---') {
      if (state === 'frontMatter') state = 'body';
      else {
        stories.push({ frontMatter: [], body: [] });
        state = 'frontMatter';
      }
      continue;
    }
    const story = stories.at(-1);
    if (state === 'before' || !story) {
      if (line.trim() !== '') throw new Error(`corpus/${file}, line ${i + 1}: text before the first story's "---"`);
      continue;
    }
    (state === 'frontMatter' ? story.frontMatter : story.body).push(line);
  }
  if (state === 'frontMatter') throw new Error(`${where(file, stories.length - 1, undefined)}: front matter is not closed by "---"`);
  return stories;
}

/** `name: value` lines; a value runs to the end of its line (titles may hold colons). */
function frontMatterFields(lines: string[], at: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of lines) {
    if (line.trim() === '') continue;
    const match = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`${at}: front matter line is not "name: value": ${line}`);
    const [, name, value] = match as unknown as [string, string, string];
    if (name in fields) throw new Error(`${at}: ${name} is given twice`);
    fields[name] = value.trim();
  }
  return fields;
}

/** Parses and validates one category's file; errors name the file, the story and the field. */
export function parseCorpusFile(text: string, category: Category, file = `${categorySlug(category)}.md`): CorpusArticle[] {
  return splitStories(text, file).map(({ frontMatter, body }, index) => {
    const fields = frontMatterFields(frontMatter, where(file, index, undefined));
    const at = where(file, index, fields.key);
    const parsed = storyFrontMatterSchema.safeParse(fields);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
      throw new Error(`${at}: ${problems.join('; ')}`);
    }
    const meta = parsed.data;
    const content = paragraphs(body.join('\n'));
    if (content === '') throw new Error(`${at}: the story has no text`);
    const categories = [...new Set<CorpusLabel>([category, 'all', ...IMPLIED[category], ...(meta.also ?? [])])];
    return {
      key: meta.key,
      title: meta.title,
      content,
      source: sourceById(meta.source).name,
      category,
      categories,
      tags: meta.tags,
      hoursAgo: meta.hoursAgo,
      tone: meta.tone,
      ...(meta.cluster === undefined ? {} : { clusterKey: meta.cluster }),
      ...(meta.people === undefined ? {} : { personalities: meta.people }),
      ...(meta.kind === undefined ? {} : { kind: meta.kind }),
    };
  });
}

/** Reads one category's stories. */
export async function readCorpusCategory(category: Category, dir = CORPUS_DIR): Promise<CorpusArticle[]> {
  const file = `${categorySlug(category)}.md`;
  return parseCorpusFile(await readFile(`${dir}/${file}`, 'utf8'), category, file);
}

/** Every story, category by category in the order of the category chips; duplicate keys are an error. */
export async function readCorpus(dir = CORPUS_DIR): Promise<CorpusArticle[]> {
  const articles: CorpusArticle[] = [];
  for (const category of CATEGORIES) articles.push(...(await readCorpusCategory(category, dir)));
  const seen = new Set<string>();
  for (const a of articles) {
    if (seen.has(a.key)) throw new Error(`corpus: the key ${a.key} is used twice`);
    seen.add(a.key);
  }
  return articles;
}
