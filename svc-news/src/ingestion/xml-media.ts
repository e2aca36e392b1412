// Images an RSS item or Atom entry names outside its HTML: enclosures, Media RSS, iTunes artwork.
import { looksLikeImage, resolveUrl, uniqueNonEmpty } from './feed-fields.js';
import { attribute, element, elements, plainText, type XmlElement } from './xml-tree.js';

/** Enclosures (images only), then `media:content`, `media:thumbnail` (also inside `media:group`), then `itunes:image`. */
export function imageCandidates(item: XmlElement, base: string): string[] {
  const groups = [item, ...elements(item, 'media:group')];
  const enclosures = elements(item, 'enclosure')
    .filter((e) => looksLikeImage(attribute(e, 'url'), attribute(e, 'type')))
    .map((e) => attribute(e, 'url'));
  const atomEnclosures = elements(item, 'atom:link')
    .filter((l) => attribute(l, 'rel') === 'enclosure' && looksLikeImage(attribute(l, 'href'), attribute(l, 'type')))
    .map((l) => attribute(l, 'href'));
  const media = groups.flatMap((g) =>
    elements(g, 'media:content')
      .filter((m) => looksLikeImage(attribute(m, 'url'), attribute(m, 'type'), attribute(m, 'medium')))
      .map((m) => attribute(m, 'url')),
  );
  const thumbnails = groups.flatMap((g) => elements(g, 'media:thumbnail').map((t) => attribute(t, 'url')));
  const artwork = elements(item, 'itunes:image').map((i) => attribute(i, 'href'));
  return uniqueNonEmpty([...enclosures, ...atomEnclosures, ...media, ...thumbnails, ...artwork].map((href) => resolveUrl(href, base)));
}

/** Video and podcast feeds describe the item only in Media RSS or iTunes tags. */
export function mediaDescription(item: XmlElement): string {
  const node = element(item, 'media:description') ?? element(element(item, 'media:group'), 'media:description') ?? element(item, 'itunes:summary');
  const text = plainText(node);
  return text ? `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>` : '';
}
