import type { UseFormReturnType } from '@mantine/form';
import { useState, type ChangeEvent } from 'react';
import { slugFromName } from '../lib/slug';

type Input = ChangeEvent<HTMLInputElement>;

/**
 * The slug follows the name as the user types (transliterated) until the user edits the slug
 * itself; clearing the slug hands it back to the name. A record whose slug already differs from its
 * name's suggestion keeps it. Spread `nameProps` and `slugProps` into the two inputs.
 */
export function useSlugSuggestion<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  nameField: keyof Values & string,
  slugField: keyof Values & string,
) {
  const [ownSlug, setOwnSlug] = useState(() => {
    const slug = String(form.getValues()[slugField] ?? '');
    return slug !== '' && slug !== slugFromName(String(form.getValues()[nameField] ?? ''));
  });
  const nameInput = form.getInputProps(nameField);
  const slugInput = form.getInputProps(slugField);
  return {
    nameProps: {
      ...nameInput,
      onChange: (event: Input) => {
        nameInput.onChange(event);
        if (!ownSlug)
          form.setFieldValue(slugField, slugFromName(event.currentTarget.value) as never);
      },
    },
    slugProps: {
      ...slugInput,
      onChange: (event: Input) => {
        slugInput.onChange(event);
        setOwnSlug(event.currentTarget.value !== '');
      },
    },
  };
}
