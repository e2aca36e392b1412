// A remote's build as if it had been built against another version of @tidings/web-kit. The only
// thing a version changes in a build is the share config (the version each web-kit module is
// offered at and the `^<version>` each one requires, in remoteEntry.js, main.js and the
// manifests), so rewriting those strings is that build, without a second Rspack run.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/engines.js';

const WEB_KIT = '@tidings/web-kit/';

/** The web-kit version the built product was built against. */
export function builtWebKitVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, 'packages/web-kit/package.json'), 'utf8')) as { version: string }).version;
}

/** A version below `version` that `^<it>` still accepts `version` for: the previous minor, else patch, else the pre-release. */
export function olderCompatibleVersion(version: string): string {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  if (minor > 0) return `${major}.${minor - 1}.0`;
  if (patch > 0) return `${major}.${minor}.0`;
  return `${major}.0.0-0`;
}

export function nextMajorVersion(version: string): string {
  return `${Number(version.split('.')[0]) + 1}.0.0`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Copies `fromDist` (without precompressed files and maps) to `to`, its web-kit share config rewritten from `built` to `target`. */
export function buildAgainstWebKit(fromDist: string, to: string, built: string, target: string): string {
  cpSync(fromDist, to, { recursive: true, filter: (file) => !/\.(br|gz|map)$/.test(file) });
  const manifest = JSON.parse(readFileSync(join(to, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string }[] };
  const clash = manifest.shared.find((shared) => !shared.name.startsWith(WEB_KIT) && shared.version === built);
  if (clash) throw new Error(`${clash.name} is also at ${built}: rewriting web-kit's version would rewrite it too`);
  const offered = new RegExp(`(name:"${escape(WEB_KIT)}[^"]+",version:")${escape(built)}"`, 'g');
  const required = new RegExp(`requiredVersion:"\\^${escape(built)}"`, 'g');
  for (const file of readdirSync(to).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(to, file), 'utf8');
    const next = text.replace(offered, `$1${target}"`).replace(required, `requiredVersion:"^${target}"`);
    if (next !== text) writeFileSync(join(to, file), next);
  }
  for (const file of ['mf-manifest.json', 'mf-stats.json']) {
    const text = readFileSync(join(to, file), 'utf8');
    writeFileSync(join(to, file), text.replaceAll(`"version": "${built}"`, `"version": "${target}"`).replaceAll(`"^${built}"`, `"^${target}"`).replaceAll(`"version":"${built}"`, `"version":"${target}"`));
  }
  return to;
}
