import { getRouteApi } from '@tanstack/react-router';
import { lazy } from 'react';
import { DictionaryPage, type DictionaryPageConfig } from '@/shared/dictionary/DictionaryPage';
import { formatCount } from '@/shared/lib/format';
import { RouterAnchor } from '@/shared/ui/links';
import { complaintReasonsApi } from './api';
import { complaintReasonsList } from './search';
import {
  complaintReasonFormSchema,
  type ComplaintReason,
  type ComplaintReasonFormValues,
} from '@/contract/complaint-reasons';

/** The complaints with this reason, every status. */
function ComplaintsWithReason({ row }: { row: ComplaintReason }) {
  return (
    <RouterAnchor
      to="/moderation/complaints"
      search={{ status: 'all', reasonId: row.id }}
      size="sm"
      title={`Жалобы с причиной «${row.title}»`}
    >
      {formatCount(row.complaintsCount)}
    </RouterAnchor>
  );
}

const REASONS: DictionaryPageConfig<ComplaintReason, ComplaintReasonFormValues> = {
  route: getRouteApi('/_authenticated/moderation/reasons-complaint'),
  list: complaintReasonsList,
  api: complaintReasonsApi,
  nameField: 'title',
  nameOf: (reason) => reason.title,
  texts: {
    title: 'Причины жалоб',
    description: 'Справочник причин, которые пользователи выбирают при жалобе.',
    searchPlaceholder: 'Поиск по названию и описанию',
    add: 'Добавить причину',
    createTitle: 'Новая причина жалобы',
    editTitle: (reason) => `Причина «${reason.title}»`,
    empty: 'Причины не найдены',
    usage: 'Жалобы',
    deleteTitle: 'Удалить причину?',
    deleteMessage: (reason) => `Причина «${reason.title}» будет удалена.`,
    inUseMessage: (reason, complaints) =>
      `С причиной «${reason.title}» есть жалобы (${formatCount(complaints)}): удалить её нельзя. ${
        reason.isActive ? 'Её можно выключить: жалобы останутся с ней.' : 'Она уже выключена.'
      }`,
  },
  Usage: ComplaintsWithReason,
  usageOf: (reason) => reason.complaintsCount,
  form: {
    schema: complaintReasonFormSchema,
    initialValues: (reason) => ({
      title: reason?.title ?? '',
      description: reason?.description ?? '',
      isActive: reason?.isActive ?? true,
    }),
    // The form's fields load with the dialog when it first opens: without a loading state of their
    // own, the dialog waits for them and opens with its fields.
    Fields: lazy(() => import('./ReasonFields')),
  },
};

export function ComplaintReasonsPage() {
  return <DictionaryPage config={REASONS} />;
}
