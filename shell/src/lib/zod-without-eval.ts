// zod 4 probes `new Function('')` once per copy to choose a faster object parser. Our CSP has no
// 'unsafe-eval', so the probe fails — harmlessly, but Chromium files each attempt as a CSP issue
// (Lighthouse's best-practices `inspector-issues`). `jitless` skips the probe. zod keeps this
// setting on one global that every copy on the page reads (the shell's and each remote's), which
// is what `z.config({ jitless: true })` writes; set here, before any copy builds a schema, it
// costs the entry no zod import.

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

export function disableZodEval(): void {
  // Into the existing object: a copy already loaded holds a reference to it.
  Object.assign(((globalThis as ZodGlobal).__zod_globalConfig ??= {}), { jitless: true });
}
