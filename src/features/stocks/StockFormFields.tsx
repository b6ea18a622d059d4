import { Group, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MoneyInput } from '@/shared/form/MoneyInput';
import { DateTimeInput } from '@/shared/ui/DateTimeInput';
import type { StockFormValues } from './form';
import { STOCK_DESCRIPTION_MAX, STOCK_KIND_LABELS, STOCK_TITLE_MAX } from '@/contract/stocks';

const KIND_OPTIONS = Object.entries(STOCK_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** The stock form's fields: the bonus is percent or roubles as its kind says. */
export function StockFormFields({
  form,
  contests,
}: {
  form: UseFormReturnType<StockFormValues>;
  contests: Array<{ value: string; label: string }>;
}) {
  const percent = form.values.kind === 'bonus_percent';
  return (
    <>
      <TextInput
        label="Название"
        withAsterisk
        maxLength={STOCK_TITLE_MAX}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Textarea
        label="Описание"
        autosize
        minRows={2}
        maxLength={STOCK_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      <Group grow align="flex-start">
        <Select
          label="Вид бонуса"
          allowDeselect={false}
          data={KIND_OPTIONS}
          {...form.getInputProps('kind')}
        />
        {percent ? (
          <TextInput
            label="Бонус, %"
            withAsterisk
            inputMode="numeric"
            placeholder="10"
            {...form.getInputProps('value')}
          />
        ) : (
          <MoneyInput
            label="Бонус, ₽"
            withAsterisk
            placeholder="500"
            {...form.getInputProps('value')}
          />
        )}
      </Group>
      <Group grow align="flex-start">
        <MoneyInput
          label="Минимальный взнос, ₽"
          placeholder="Любой"
          {...form.getInputProps('minContribution')}
        />
        <Select
          label="Конкурс"
          placeholder="Все конкурсы"
          clearable
          searchable
          nothingFoundMessage="Ничего не найдено"
          data={contests}
          {...form.getInputProps('contestId')}
        />
      </Group>
      <Group grow align="flex-start">
        <DateTimeInput label="Начало" withAsterisk {...form.getInputProps('startsAt')} />
        <DateTimeInput label="Окончание" withAsterisk {...form.getInputProps('endsAt')} />
      </Group>
      <Switch label="Включена" {...form.getInputProps('isEnabled', { type: 'checkbox' })} />
    </>
  );
}
