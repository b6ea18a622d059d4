import { Switch, TextInput, type TextInputProps } from '@mantine/core';
import { GrowingTextarea } from '../ui/GrowingTextarea';
import type { UseFormReturnType } from '@mantine/form';
import { DICTIONARY_DESCRIPTION_MAX, DICTIONARY_NAME_MAX } from '@/contract/dictionaries';
import { characterCount } from '../ui/character-count';

type Form = UseFormReturnType<Record<string, unknown>>;

/** The name or title field of a dictionary form, with its limit counted. */
export function DictionaryNameField({
  form,
  field,
  ...props
}: { form: UseFormReturnType<never>; field: string } & TextInputProps) {
  const typed = form as unknown as Form;
  return (
    <TextInput
      label="Название"
      withAsterisk
      data-autofocus
      {...typed.getInputProps(field)}
      {...props}
      {...characterCount(String(typed.getValues()[field] ?? ''), DICTIONARY_NAME_MAX)}
    />
  );
}

/** Description and the active switch: the fields every dictionary form ends with. */
export function DictionaryCommonFields({
  form,
  activeHint,
}: {
  form: UseFormReturnType<never>;
  /** What switching off means for this dictionary. */
  activeHint: string;
}) {
  const typed = form as unknown as Form;
  return (
    <>
      <GrowingTextarea
        label="Описание"
        minRows={2}
        maxRows={6}
        {...typed.getInputProps('description')}
        {...characterCount(String(typed.getValues().description ?? ''), DICTIONARY_DESCRIPTION_MAX)}
      />
      <Switch
        label="Активна"
        description={activeHint}
        {...typed.getInputProps('isActive', { type: 'checkbox' })}
      />
    </>
  );
}
