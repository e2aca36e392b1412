import { useState } from 'react';
import type { z } from 'zod';
import { toFieldErrors, type FieldErrors } from '../lib/field-errors';

/**
 * Form values checked by a zod schema. Messages appear on the first submit, then follow the
 * typing so they disappear once fixed.
 */
export function useValidatedForm<Values extends Record<string, string>>(schema: z.ZodType<Values>, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);

  function validate(next: Values): Values | null {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : toFieldErrors(result.error));
    return result.success ? result.data : null;
  }

  function change(field: keyof Values, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) validate(next);
  }

  /** Marks the form submitted and answers the checked values, or null with the messages shown. */
  function submit(next: Values = values): Values | null {
    setSubmitted(true);
    return validate(next);
  }

  /** Shows messages the server gave (a refused password); typing re-validates and clears them. */
  function showErrors(next: FieldErrors<Values>) {
    setErrors(next);
  }

  return { values, setValues, errors, change, submit, showErrors };
}
