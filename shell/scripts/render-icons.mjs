import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
// Renders the committed PNG icons from their SVG sources: node shell/scripts/render-icons.mjs
const dir = new URL('../public/icons', import.meta.url).pathname;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const jobs = [['icon.svg', 192, 'icon-192.png', true], ['icon.svg', 512, 'icon-512.png', true], ['icon.svg', 180, 'apple-touch-icon.png', false], ['icon-maskable.svg', 512, 'icon-maskable-512.png', false]];
for (const [src, size, out, transparent] of jobs) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const svg = readFileSync(`${dir}/${src}`, 'utf8');
  // Apple touch icons are drawn on an opaque square (iOS adds its own rounding).
  const bg = transparent ? 'transparent' : '#3949c6';
  await page.setContent(`<html><body style="margin:0;background:${bg}">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: `${dir}/${out}`, omitBackground: transparent });
  await page.close();
}
await browser.close();
