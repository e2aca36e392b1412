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

export function namedEntities(title: string, content: string): Set<EntityKey> {
  const doc = nlp(`${title}.\n\n${content.slice(0, ENTITY_TEXT_CHARS)}`);
  const keys = new Set<EntityKey>();
  const add = (kind: EntityKind, value: string) => {
    if (value.length >= 3) keys.add(`${kind}:${value}`);
  };
  for (const name of doc.people().out('array') as string[]) add('person', personKey(name));
  for (const name of doc.places().out('array') as string[]) add('place', normalise(name));
  for (const name of doc.organizations().out('array') as string[]) add('organisation', normalise(name));
  return keys;
}
