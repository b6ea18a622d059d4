import {
  ActionIcon,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { contestOptionsQueryOptions } from '@/shared/api/options';
import { MoneyInput } from '@/shared/form/MoneyInput';
import { FormModal } from '@/shared/form/FormModal';
import { formatCount, formatDateTime, formatMoney } from '@/shared/lib/format';
import { formatMoneyShort } from '@/shared/lib/money';
import { columnsFor } from '@/shared/table/columns';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListPage } from '@/shared/table/useListPage';
import { confirmAction, offerSwitchOff } from '@/shared/ui/dialogs';
import { DateTimeInput } from '@/shared/ui/DateTimeInput';
import { PageHeader } from '@/shared/ui/PageHeader';
import { STOCK_STATUS_STYLES } from '@/shared/ui/statuses';
import { stocksListQueryOptions, useDeleteStock, useSaveStock, useToggleStock } from './api';
import {
  emptyStockForm,
  stockBodyOf,
  stockFormOf,
  stockFormSchema,
  type StockFormValues,
} from './form';
import {
  STOCK_DESCRIPTION_MAX,
  STOCK_KIND_LABELS,
  STOCK_TITLE_MAX,
  type Stock,
} from '@/contract/stocks';
import { stocksList } from './search';

const route = getRouteApi('/_authenticated/_admin/finance/stocks');

const STATUS_LABELS = Object.fromEntries(
  Object.entries(STOCK_STATUS_STYLES).map(([status, style]) => [status, style.label]),
) as Record<keyof typeof STOCK_STATUS_STYLES, string>;

/** `+10 %` or `+500 ₽`. */
export function bonusText(stock: Pick<Stock, 'kind' | 'value'>): string {
  return stock.kind === 'bonus_percent' ? `+${stock.value} %` : `+${formatMoneyShort(stock.value)}`;
}

/** Who is editing what: null = closed, `new` = creating. */
type Editing = null | 'new' | Stock;

function StockTitle({ row }: { row: Stock }) {
  return (
    <Stack gap={0} maw={300}>
      <Text size="sm" fw={600}>
        {row.title}
      </Text>
      {row.description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {row.description}
        </Text>
      )}
    </Stack>
  );
}

function Bonus({ row }: { row: Stock }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {bonusText(row)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {row.minContribution === null
          ? 'к любому взносу'
          : `от ${formatMoney(row.minContribution)}`}
      </Text>
    </Stack>
  );
}

function Period({ row }: { row: Stock }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(row.startsAt)}
      <br />
      {formatDateTime(row.endsAt)}
    </Text>
  );
}

function EnabledSwitch({ row }: { row: Stock }) {
  const toggle = useToggleStock();
  return (
    <Switch
      aria-label={`Включена: ${row.title}`}
      checked={row.isEnabled}
      disabled={toggle.isPending(row.id)}
      onChange={(event) => void toggle.run({ id: row.id, isEnabled: event.currentTarget.checked })}
    />
  );
}

function StockForm({
  form,
  contests,
}: {
  form: Parameters<Parameters<typeof FormModal<StockFormValues>>[0]['children']>[0];
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
          data={Object.entries(STOCK_KIND_LABELS).map(([value, label]) => ({ value, label }))}
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

/** The table's columns; row actions open the form or delete (after a confirmation). */
function stockColumns(edit: (stock: Stock) => void, remove: (stock: Stock) => void) {
  function Actions({ row }: { row: Stock }) {
    const toggle = useToggleStock();
    return (
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={`Изменить «${row.title}»`}
          onClick={() => edit(row)}
        >
          <IconPencil size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Удалить «${row.title}»`}
          onClick={async () => {
            if (row.usageCount > 0) {
              // The server refuses to delete a stock already applied (409): it is only switched off.
              const off = await offerSwitchOff({
                title: 'Удалить акцию?',
                message: `«${row.title}» уже применялась к взносам (${formatCount(row.usageCount)}): удалить её нельзя. ${
                  row.isEnabled ? 'Её можно выключить.' : 'Она уже выключена.'
                }`,
                canSwitchOff: row.isEnabled,
              });
              if (off) void toggle.run({ id: row.id, isEnabled: false });
              return;
            }
            const ok = await confirmAction({
              title: 'Удалить акцию?',
              message: `«${row.title}» будет удалена без возможности восстановления.`,
              confirmLabel: 'Удалить',
              danger: true,
            });
            if (ok) remove(row);
          }}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    );
  }

  const c = columnsFor<Stock>();
  return [
    c.custom('title', 'Акция', StockTitle),
    c.status('status', 'Статус', STOCK_STATUS_STYLES),
    c.custom('value', 'Бонус', Bonus, { shrink: true }),
    c.custom('startsAt', 'Период', Period, { sortable: true, shrink: true }),
    c.custom('contest', 'Конкурс', ({ row }) => (
      <Text size="sm" lineClamp={2} maw={200}>
        {row.contest?.title ?? 'Все'}
      </Text>
    )),
    c.count('usageCount', 'Применений'),
    c.custom('isEnabled', 'Вкл.', EnabledSwitch, { shrink: true }),
    c.actions(Actions),
  ];
}

export function StocksPage() {
  const page = useListPage(route, stocksList, stocksListQueryOptions, { selectable: false });
  const { search, change } = page;
  const contests = useQuery(contestOptionsQueryOptions());
  const save = useSaveStock();
  const remove = useDeleteStock();
  const [editing, setEditing] = useState<Editing>(null);
  const contestOptions = (contests.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.title,
  }));

  const columns = useMemo(() => stockColumns(setEditing, remove.mutate), [remove.mutate]);

  return (
    <>
      <PageHeader
        title="Акции"
        crumbs={[{ label: 'Финансы' }, { label: 'Акции' }]}
        description="Бонусные акции к взносам."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Новая акция
          </Button>
        }
      />
      <ListFilters list={page} searchPlaceholder="Поиск по названию, описанию">
        <EnumFilter
          label="Статус"
          placeholder="Все статусы"
          labels={STATUS_LABELS}
          value={search.status}
          onChange={(status) => change({ status })}
        />
      </ListFilters>
      <DataTable label="Акции" columns={columns} {...page.table} emptyTitle="Акции не найдены" />
      <FormModal<StockFormValues>
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? 'Новая акция' : `Акция «${editing.title}»`}
        formKey={editing === 'new' || editing === null ? 'new' : editing.id}
        schema={stockFormSchema}
        initialValues={
          editing === 'new' || editing === null ? emptyStockForm() : stockFormOf(editing)
        }
        submitLabel={editing === 'new' ? 'Создать' : 'Сохранить'}
        submit={(values) =>
          save.mutateAsync({
            id: editing === 'new' || editing === null ? null : editing.id,
            body: stockBodyOf(values),
          })
        }
      >
        {(form) => <StockForm form={form} contests={contestOptions} />}
      </FormModal>
    </>
  );
}
