import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy } from 'react';
import {
  POLICY_REASON_KIND_LABELS,
  policyReasonFormSchema,
  type PolicyReason,
  type PolicyReasonFormValues,
  type PolicyReasonKind,
} from '@/contract/policy-reasons';
import { DictionaryPage, type DictionaryPageConfig } from '@/shared/dictionary/DictionaryPage';
import { formatCount } from '@/shared/lib/format';
import { columnsFor } from '@/shared/table/columns';
import { EnumFilter } from '@/shared/table/filters';
import { policyReasonsApi } from './api';
import { QueueTargetsSection } from './QueueTargetsSection';
import { policyReasonsList } from './search';
import { lazyWidget, useWhenIdle } from '@/shared/ui/on-demand';

/** Drawn after the reasons: its query and code are not the page's first paint. */
const RiskThresholdSection = lazyWidget(() => import('./RiskThresholdSection'));
const route = getRouteApi('/_authenticated/_admin/policy');

/** The decisions whose reason starts with this one's text. */
function Decisions({ row }: { row: PolicyReason }) {
  return <Text size="sm">{formatCount(row.usageCount)}</Text>;
}

const column = columnsFor<PolicyReason>();

const REASONS: DictionaryPageConfig<PolicyReason, PolicyReasonFormValues> = {
  route,
  section: 'Администрирование',
  list: policyReasonsList,
  api: policyReasonsApi,
  nameField: 'text',
  nameOf: (reason) => reason.text,
  texts: {
    title: 'Политика модерации',
    description:
      'Готовые причины решений: диалоги отклонения и блокировки предлагают активные под клавишами 1–9 в этом порядке. Ниже — сроки очередей.',
    searchPlaceholder: 'Поиск по тексту',
    add: 'Добавить причину',
    createTitle: 'Новая готовая причина',
    editTitle: () => 'Готовая причина',
    empty: 'Причины не найдены',
    usage: 'Решения',
    deleteTitle: 'Удалить причину?',
    deleteMessage: (reason) => `Причина «${reason.text}» будет удалена.`,
    inUseMessage: (reason, decisions) =>
      `С причиной «${reason.text}» приняты решения (${formatCount(decisions)}): удалить её нельзя. ${
        reason.isActive
          ? 'Её можно выключить: диалоги перестанут её предлагать.'
          : 'Она уже выключена.'
      }`,
  },
  filters: (field) => (
    <EnumFilter
      label="Решение"
      placeholder="Все решения"
      labels={POLICY_REASON_KIND_LABELS}
      width={240}
      {...(field('kind') as {
        value: PolicyReasonKind | undefined;
        onChange: (value: PolicyReasonKind | undefined) => void;
      })}
    />
  ),
  columns: [column.labelled('kind', 'Решение', POLICY_REASON_KIND_LABELS)],
  Usage: Decisions,
  usageOf: (reason) => reason.usageCount,
  form: {
    schema: policyReasonFormSchema,
    initialValues: (reason) => ({
      kind: reason?.kind ?? 'reject_video',
      text: reason?.text ?? '',
      isActive: reason?.isActive ?? true,
    }),
    Fields: lazy(() => import('./ReasonFields')),
  },
};

/** «Политика модерации» (docs/product.md#moderation-policy): the ready reasons, the queues' targets. */
export function PolicyPage() {
  return (
    <>
      <DictionaryPage config={REASONS} />
      <QueueTargetsSection />
      <AfterTheReasons />
    </>
  );
}

/**
 * The threshold's section once the reasons' answer (rows or a failure) is drawn and the browser is
 * idle: its code and its call never come before the page's first rows, however long those take.
 */
function AfterTheReasons() {
  const search = route.useSearch();
  // Reads the list the page fetches, without fetching it again.
  const answered =
    useQuery({ ...policyReasonsApi.listQueryOptions(search), enabled: false }).status !== 'pending';
  return useWhenIdle(answered) ? <RiskThresholdSection /> : null;
}
