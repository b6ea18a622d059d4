import type { UseFormReturnType } from '@mantine/form';
import { DictionaryCommonFields, DictionaryNameField } from '@/shared/dictionary/fields';
import type { ComplaintReasonFormValues } from '@/contract/complaint-reasons';

/** The complaint reason form's fields. */
export default function ReasonFields({
  form,
}: {
  form: UseFormReturnType<ComplaintReasonFormValues>;
}) {
  return (
    <>
      <DictionaryNameField form={form as never} field="title" />
      <DictionaryCommonFields
        form={form as never}
        activeHint="Выключенную причину нельзя выбрать в новой жалобе; у поданных она остаётся"
      />
    </>
  );
}
