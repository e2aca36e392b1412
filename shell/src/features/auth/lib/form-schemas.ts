import type { z } from 'zod';
import type { LoginForm, RegisterForm } from '@tidings/contracts/user';

// The forms' rules are the contracts' zod schemas, and zod is ~22 KB brotli: more than the
// whole auth page. /auth renders without it; the rules download when the visitor first types
// (or submits), long before a submit needs them.
export interface FormSchemas {
  login: z.ZodType<LoginForm>;
  register: z.ZodType<RegisterForm>;
}

let loaded: FormSchemas | null = null;
let loading: Promise<FormSchemas> | null = null;

/** Starts (once) or joins the download; a failed one is forgotten so the next call tries again. */
export function loadFormSchemas(): Promise<FormSchemas> {
  if (loading) return loading;
  const attempt = import('@tidings/contracts/user').then((module) => (loaded = { login: module.loginFormSchema, register: module.registerFormSchema }));
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}

/** The schemas once downloaded, so validation stays synchronous from then on. */
export function loadedFormSchemas(): FormSchemas | null {
  return loaded;
}
