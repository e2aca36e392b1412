/**
 * Offline cover images: a small deterministic SVG per article (16:9, gradient, a geometric motif per
 * category, the category label). No external fonts, images or links; well under 3 KB.
 */

/** 'breaking news' → 'breaking-news'. */
export function categorySlug(category: string): string {
  return (
    category
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'news'
  );
}

/** Where svc-news serves an article's cover. */
export function coverImagePath(category: string, key: string): string {
  return `/api/news/covers/${categorySlug(category)}/${encodeURIComponent(key)}.svg`;
}

/** FNV-1a 32-bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A tiny deterministic generator (mulberry32) seeded from the seed string. */
function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Motif = 'circles' | 'grid' | 'bars' | 'waves' | 'rings' | 'diagonals' | 'dots' | 'triangles' | 'stars' | 'notes' | 'pixels';

/** Base hue and motif of each category; unknown categories get a hue from their name. */
const STYLE: Record<string, { hue: number; motif: Motif }> = {
  'breaking news': { hue: 356, motif: 'diagonals' },
  technology: { hue: 205, motif: 'grid' },
  business: { hue: 220, motif: 'bars' },
  politics: { hue: 265, motif: 'rings' },
  sports: { hue: 140, motif: 'diagonals' },
  entertainment: { hue: 315, motif: 'circles' },
  health: { hue: 168, motif: 'dots' },
  science: { hue: 190, motif: 'rings' },
  world: { hue: 212, motif: 'circles' },
  environment: { hue: 110, motif: 'waves' },
  finance: { hue: 45, motif: 'bars' },
  lifestyle: { hue: 20, motif: 'dots' },
  education: { hue: 235, motif: 'triangles' },
  travel: { hue: 185, motif: 'waves' },
  food: { hue: 28, motif: 'circles' },
  gaming: { hue: 280, motif: 'pixels' },
  space: { hue: 245, motif: 'stars' },
  art: { hue: 330, motif: 'triangles' },
  music: { hue: 300, motif: 'notes' },
};

const W = 640;
const H = 360;
/**
 * The label's left edge. Feed cards fill frames narrower than 16:9 (`object-fit: cover` crops the
 * sides; a Pixel 7's card loses 40 px a side), so the label stays inside the middle 3/4.
 */
const LABEL_X = 80;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const r0 = (n: number): number => Math.round(n);

function motifShapes(motif: Motif, rand: () => number): string {
  const out: string[] = [];
  const pick = (min: number, max: number): number => r0(min + rand() * (max - min));
  switch (motif) {
    case 'circles':
      for (let i = 0; i < 5; i++) out.push(`<circle cx="${pick(0, W)}" cy="${pick(0, H)}" r="${pick(30, 140)}"/>`);
      break;
    case 'rings':
      for (let i = 0; i < 4; i++) out.push(`<circle cx="${pick(320, W)}" cy="${pick(0, H)}" r="${pick(40, 170)}" fill="none" stroke="#fff" stroke-width="${pick(4, 14)}"/>`);
      break;
    case 'grid': {
      const step = pick(36, 60);
      const d: string[] = [];
      for (let x = step; x < W; x += step) d.push(`M${x} 0V${H}`);
      for (let y = step; y < H; y += step) d.push(`M0 ${y}H${W}`);
      out.push(`<path d="${d.join('')}" stroke="#fff" stroke-width="1.5" fill="none"/>`);
      for (let i = 0; i < 4; i++) out.push(`<rect x="${pick(0, 11) * step}" y="${pick(0, 6) * step}" width="${step}" height="${step}"/>`);
      break;
    }
    case 'bars':
      for (let i = 0; i < 8; i++) {
        const h = pick(40, 240);
        out.push(`<rect x="${300 + i * 40}" y="${H - h}" width="28" height="${h}" rx="4"/>`);
      }
      break;
    case 'waves':
      for (let i = 0; i < 4; i++) {
        const y = 120 + i * 60 + pick(-15, 15);
        const a = pick(20, 50);
        out.push(`<path d="M0 ${y}Q160 ${y - a} 320 ${y}T640 ${y}V${H}H0Z"/>`);
      }
      break;
    case 'diagonals':
      for (let i = 0; i < 6; i++) {
        const x = pick(-200, W);
        const w = pick(20, 70);
        out.push(`<path d="M${x} ${H}L${x + 200} 0H${x + 200 + w}L${x + w} ${H}Z"/>`);
      }
      break;
    case 'dots': {
      const step = pick(34, 50);
      const d: string[] = [];
      for (let x = 340; x < W; x += step) for (let y = 20; y < H; y += step) if (rand() > 0.35) d.push(`M${x} ${y}h.1`);
      out.push(`<path d="${d.join('')}" stroke="#fff" stroke-width="${pick(10, 18)}" stroke-linecap="round"/>`);
      break;
    }
    case 'triangles':
      for (let i = 0; i < 5; i++) {
        const x = pick(260, W);
        const y = pick(0, H);
        const s = pick(40, 130);
        out.push(`<path d="M${x} ${y - s}L${x + s} ${y + s}H${x - s}Z"/>`);
      }
      break;
    case 'stars': {
      const d: string[] = [];
      for (let i = 0; i < 40; i++) d.push(`M${pick(0, W)} ${pick(0, H)}h.1`);
      out.push(`<path d="${d.join('')}" stroke="#fff" stroke-width="${pick(3, 5)}" stroke-linecap="round"/>`);
      out.push(`<circle cx="${pick(420, 560)}" cy="${pick(90, 200)}" r="${pick(50, 90)}"/>`);
      out.push(`<ellipse cx="${pick(420, 560)}" cy="${pick(120, 220)}" rx="150" ry="26" fill="none" stroke="#fff" stroke-width="6"/>`);
      break;
    }
    case 'notes':
      for (let i = 0; i < 5; i++) {
        const x = pick(300, 600);
        const y = pick(90, 300);
        out.push(`<circle cx="${x}" cy="${y}" r="16"/><rect x="${x + 11}" y="${y - 70}" width="6" height="70"/>`);
      }
      break;
    case 'pixels':
      for (let i = 0; i < 14; i++) {
        const s = pick(1, 3) * 20;
        out.push(`<rect x="${pick(15, 31) * 20}" y="${pick(0, 17) * 20}" width="${s}" height="${s}"/>`);
      }
      break;
  }
  return out.join('');
}

/** A deterministic SVG cover for an article of `category`; `seed` (e.g. the article key) varies it. */
export function coverSvg(category: string, seed: string): string {
  const style = STYLE[category] ?? { hue: hash(category) % 360, motif: 'circles' as const };
  const rand = rng(`${category}|${seed}`);
  const hue = (style.hue + r0(rand() * 30) - 15 + 360) % 360;
  const hue2 = (hue + 25 + r0(rand() * 30)) % 360;
  const angle = r0(rand() * 4);
  const [x2, y2] = [
    ['1', '1'],
    ['1', '0'],
    ['0', '1'],
    ['1', '.5'],
  ][angle] ?? ['1', '1'];
  const label = escapeXml(category.toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(category)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="hsl(${hue},62%,38%)"/><stop offset="1" stop-color="hsl(${hue2},70%,22%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<g fill="#fff" opacity=".14">${motifShapes(style.motif, rand)}</g>` +
    `<rect x="${LABEL_X}" y="${H - 76}" width="${Math.round(category.length * 16.5 + 38)}" height="44" rx="22" fill="#000" opacity=".28"/>` +
    `<text x="${LABEL_X + 18}" y="${H - 47}" fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="20" font-weight="700" letter-spacing="2">${label}</text>` +
    `</svg>`
  );
}
