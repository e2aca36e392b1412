// Named entities of an article with compromise (its English model ships inside the package: no
// download, no network). Only what names a story across days is kept: people, places and
// organisations, each as a typed, folded key.
import nlp from 'compromise';
import { fold } from '../feed/pool-article.js';

/** Entities are read from the title and the lead: a story names its people, places and organisations there, and compromise costs ~1 ms per 100 characters. */
const ENTITY_TEXT_CHARS = 400;

export type EntityKind = 'person' | 'place' | 'organisation';

/** `person:lindqvist`, `place:dunmore`, `organisation:harbour council`. */
export type EntityKey = `${EntityKind}:${string}`;

export function entityKind(key: EntityKey): EntityKind {
  return key.slice(0, key.indexOf(':')) as EntityKind;
}

function normalise(name: string): string {
  return fold(name)
    .replace(/['\u2019]s\b/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

/**
 * People are keyed by their last name: an article names "Mara Lindqvist" once and "Lindqvist"
 * after, and another outlet may add a title ("Minister Lindqvist"); two people of one surname
 * in the same few days' stories are rare, and a link needs a second shared entity anyway.
 */
function personKey(name: string): string {
  const parts = normalise(name).split(' ');
  return parts[parts.length - 1] ?? '';
}

/** Each entity the article names, with the name as written (one per mention). */
function foundEntities(title: string, content: string): Array<[EntityKey, string]> {
  const doc = nlp(`${title}.\n\n${content.slice(0, ENTITY_TEXT_CHARS)}`);
  const found: Array<[EntityKey, string]> = [];
  const add = (kind: EntityKind, value: string, name: string) => {
    if (value.length >= 3) found.push([`${kind}:${value}`, name]);
  };
  for (const name of doc.people().out('array') as string[]) add('person', personKey(name), name);
  for (const name of doc.places().out('array') as string[]) add('place', normalise(name), name);
  for (const name of doc.organizations().out('array') as string[]) add('organisation', normalise(name), name);
  return found;
}

export function namedEntities(title: string, content: string): Set<EntityKey> {
  return new Set(foundEntities(title, content).map(([key]) => key));
}

/** The name as a reader would see it: "Mara Lindqvist," → "Mara Lindqvist", "the Harbour Council's" → "Harbour Council". */
function displayName(name: string): string {
  return name
    .replace(/['\u2019]s\b/g, '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^the /i, '');
}

/** Each entity's key with its fullest name in the text ("Mara Lindqvist" for `person:lindqvist`, not "Lindqvist"), for the reader to follow or mute (issue 32). */
export function namedEntityLabels(title: string, content: string): Map<EntityKey, string> {
  const labels = new Map<EntityKey, string>();
  for (const [key, name] of foundEntities(title, content)) {
    const label = displayName(name);
    if (label.length > (labels.get(key)?.length ?? 0)) labels.set(key, label);
  }
  return labels;
}
