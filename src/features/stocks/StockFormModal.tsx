import { useQuery } from '@tanstack/react-query';
import { contestOptionsQueryOptions } from '@/shared/api/options';
import { RecordFormModal } from '@/shared/form/RecordFormModal';
import { useSaveStock } from './api';
import { emptyStockForm, stockBodyOf, stockFormOf, stockFormSchema } from './form';
import type { Stock } from '@/contract/stocks';
import { StockFormFields } from './StockFormFields';

/** Create (`stock` null) or edit a stock; undefined: closed. */
export default function StockFormModal({
  stock,
  onClose,
}: {
  stock: Stock | null | undefined;
  onClose: () => void;
}) {
  const contests = useQuery(contestOptionsQueryOptions());
  const save = useSaveStock();
  const contestOptions = (contests.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.title,
  }));
  return (
    <RecordFormModal
      record={stock}
      onClose={onClose}
      createTitle="Новая акция"
      editTitle={(editing) => `Акция «${editing.title}»`}
      schema={stockFormSchema}
      initialValues={(editing) => (editing ? stockFormOf(editing) : emptyStockForm())}
      save={(id, values) => save.mutateAsync({ id, body: stockBodyOf(values) })}
    >
      {(form) => <StockFormFields form={form} contests={contestOptions} />}
    </RecordFormModal>
  );
}
