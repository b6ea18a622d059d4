import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import type * as z from 'zod/mini';
import { ApiError } from '../api/errors';

/**
 * The one way forms validate: a zod schema (the same rules the server applies), checked on submit;
 * after the first attempt the errors follow the input as the user corrects it (the login form's
 * rule, applied to every form: docs/product.md#forms).
 */
export function useEntityForm<Values extends Record<string, unknown>>({
  schema,
  initialValues,
}: {
  schema: z.ZodMiniType<Values>;
  initialValues: Values;
}) {
  const attempted = useRef(false);
  const form: UseFormReturnType<Values> = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    onValuesChange: () => {
      if (attempted.current) form.validate();
    },
  });
  /** The form's onSubmit: marks the first attempt, validates, then calls `handler` with valid values. */
  const onSubmit = (handler: (values: Values) => unknown) => {
    // The handler's promise goes back to Mantine, which keeps `form.submitting` true until it settles
    // (an undefined result would end the pending state at once).
    const submit = form.onSubmit((values) => {
      const result = handler(values);
      return result instanceof Promise ? result : undefined;
    });
    return (event?: React.FormEvent<HTMLFormElement>) => {
      attempted.current = true;
      submit(event);
    };
  };
  return { form, onSubmit };
}

/**
 * A 422's field errors under their fields (server names → form names where they differ). What the
 * user typed stays. Returns whether any field error was shown.
 */
export function applyServerErrors<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  fieldOf: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return false;
  form.setErrors(
    Object.fromEntries(entries.map(([field, text]) => [fieldOf[field] ?? field, text])),
  );
  return true;
}
