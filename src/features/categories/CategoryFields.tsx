import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DictionaryCommonFields, DictionaryNameField } from '@/shared/dictionary/fields';
import { useSlugSuggestion } from '@/shared/form/useSlugSuggestion';
import type { CategoryFormValues } from '@/contract/categories';

/** The category form's fields: the slug follows the name until edited. */
export default function CategoryFields({ form }: { form: UseFormReturnType<CategoryFormValues> }) {
  const { nameProps, slugProps } = useSlugSuggestion(form, 'name', 'slug');
  return (
    <>
      <DictionaryNameField form={form as never} field="name" {...nameProps} />
      <TextInput
        label="Slug"
        description="Часть адреса: строчные латинские буквы, цифры и дефис"
        withAsterisk
        {...slugProps}
      />
      <DictionaryCommonFields
        form={form as never}
        activeHint="Выключенную категорию нельзя выбрать для видео и конкурсов; у своих она остаётся"
      />
    </>
  );
}
