import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import { FormModal } from './FormModal';

/**
 * Create or edit one record of a list in FormModal (promotions, dictionaries): `record` undefined is
 * closed, null is a new record, a record is edited; the title, the button and what is saved follow.
 */
export function RecordFormModal<T extends { id: number }, Values extends Record<string, unknown>>({
  record,
  onClose,
  createTitle,
  editTitle,
  schema,
  initialValues,
  save,
  children,
}: {
  record: T | null | undefined;
  onClose: () => void;
  createTitle: string;
  editTitle: (record: T) => string;
  schema: z.ZodMiniType<Values>;
  /** The form's values for a new record (null) or for editing one. */
  initialValues: (record: T | null) => Values;
  /** Resolves once the server agreed (id null: created). */
  save: (id: number | null, values: Values) => Promise<unknown>;
  children: (form: UseFormReturnType<Values>) => ReactNode;
}) {
  return (
    <FormModal<Values>
      opened={record !== undefined}
      onClose={onClose}
      title={record ? editTitle(record) : createTitle}
      formKey={record ? record.id : 'new'}
      schema={schema}
      initialValues={initialValues(record ?? null)}
      submit={(values) => save(record ? record.id : null, values)}
      submitLabel={record ? 'Сохранить' : 'Создать'}
    >
      {children}
    </FormModal>
  );
}
