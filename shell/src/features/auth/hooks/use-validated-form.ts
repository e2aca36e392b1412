import { useState } from 'react';
import type { z } from 'zod';
import { toFieldErrors, type FieldErrors } from '../lib/field-errors';
import { loadedFormSchemas, loadFormSchemas, type FormSchemas } from '../lib/form-schemas';

/**
 * Form values checked by one of the contracts' zod schemas (downloaded on first use, see
 * form-schemas.ts). Messages appear on the first submit, then follow the typing so they disappear
 * once fixed.
 */
export function useValidatedForm<Values extends Record<string, string>>(pick: (schemas: FormSchemas) => z.ZodType<Values>, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);

  function validate(schemas: FormSchemas, next: Values): Values | null {
    const result = pick(schemas).safeParse(next);
    setErrors(result.success ? {} : toFieldErrors(result.error));
    return result.success ? result.data : null;
  }

  function change(field: keyof Values, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    const schemas = loadedFormSchemas();
    // The first keystroke (or autofill) fetches the rules the submit will need.
    if (!schemas) void loadFormSchemas().catch(() => undefined);
    else if (submitted) validate(schemas, next);
  }

  /**
   * Marks the form submitted and calls `onValid` with the checked values, or shows the messages.
   * Synchronous once the rules are here; the first submit may wait for them. Should they fail to
   * download, the values go as typed: the server checks them with the same schemas.
   */
  function submit(next: Values, onValid: (checked: Values) => void) {
    setSubmitted(true);
    const schemas = loadedFormSchemas();
    if (schemas) {
      const checked = validate(schemas, next);
      if (checked) onValid(checked);
      return;
    }
    loadFormSchemas().then(
      (downloaded) => {
        const checked = validate(downloaded, next);
        if (checked) onValid(checked);
      },
      () => onValid(next),
    );
  }

  /** Shows messages the server gave (a refused password); typing re-validates and clears them. */
  function showErrors(next: FieldErrors<Values>) {
    setErrors(next);
  }

  return { values, setValues, errors, change, submit, showErrors };
}
