/** A shared singleton the page already has at a version a remote was not built for. */
export interface IncompatibleShare {
  /** The remote that asked, e.g. `mf_discover`. */
  remote: string;
  /** The shared module, e.g. `@tidings/web-kit/ui/button`. */
  module: string;
  /** Its requiredVersion: `^<version it was built against>`. */
  needs: string;
  /** The version the page runs, and the app that provided it (`shell`, or a remote loaded first). */
  has: string;
  providedBy: string;
}

// The federation runtime's `strictVersion` error (runtime-core utils/share.ts; the unit test pins
// the text of @module-federation/runtime-core 2.9). Other errors are not this one.
const STRICT_VERSION_ERROR = /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)]+)\)/;

/** Reads the runtime's error for a singleton of the wrong version; null for any other failure. */
export function incompatibleShare(error: unknown): IncompatibleShare | null {
  const match = STRICT_VERSION_ERROR.exec(error instanceof Error ? error.message : String(error));
  if (!match) return null;
  const [, has, providedBy, module, remote, needs] = match as unknown as [string, string, string, string, string, string];
  return { remote, module, needs, has, providedBy };
}

/** The runtime's `strictVersion` error text, for the same refusal made by the shell's own share
 * plugin (compatible-share-plugin.ts), so both reach the fallback plugin alike. */
export function strictVersionMessage({ remote, module, needs, has, providedBy }: IncompatibleShare): string {
  return `Version ${has} from ${providedBy} of shared singleton module ${module} does not satisfy the requirement of ${remote} which needs ${needs})`;
}

/** The console message of an incompatible remote: who, what it needs, what the page has. */
export function describeIncompatibleShare({ remote, module, needs, has, providedBy }: IncompatibleShare): string {
  const source = providedBy === 'shell' ? 'the shell provides' : `the page runs (provided by ${providedBy})`;
  return `Remote ${remote} is incompatible with this shell: it needs ${module} ${needs}, ${source} ${has}. Showing its fallback; rebuild ${remote} against the shell's version (or deploy a shell that satisfies it).`;
}
