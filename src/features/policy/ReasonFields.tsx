import { Select, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  POLICY_REASON_KIND_LABELS,
  POLICY_REASON_TEXT_MAX,
  type PolicyReasonFormValues,
} from '@/contract/policy-reasons';
import { characterCount } from '@/shared/ui/character-count';
import { GrowingTextarea } from '@/shared/ui/GrowingTextarea';

const KIND_OPTIONS = Object.entries(POLICY_REASON_KIND_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** A ready reason's form: the decision it is offered in, its text, whether it is offered. */
export default function ReasonFields({
  form,
}: {
  form: UseFormReturnType<PolicyReasonFormValues>;
}) {
  return (
    <>
      <Select
        label="Решение"
        withAsterisk
        allowDeselect={false}
        data={KIND_OPTIONS}
        {...form.getInputProps('kind')}
      />
      <GrowingTextarea
        label="Текст причины"
        withAsterisk
        data-autofocus
        minRows={2}
        maxRows={6}
        {...form.getInputProps('text')}
        {...characterCount(form.values.text, POLICY_REASON_TEXT_MAX)}
      />
      <Switch
        label="Активна"
        description="Выключенную причину диалоги не предлагают; решения с ней остаются"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </>
  );
}
