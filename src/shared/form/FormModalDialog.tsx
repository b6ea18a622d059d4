import { Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { confirmAction } from '../ui/dialogs';
import type { FormModalProps } from './FormModal';
import { applyServerErrors, useEntityForm } from './useEntityForm';

export function confirmDiscardChanges(): Promise<boolean> {
  return confirmAction({
    title: 'Несохранённые изменения',
    message: 'Изменения не сохранены. Закрыть форму и потерять их?',
    confirmLabel: 'Закрыть без сохранения',
    danger: true,
  });
}

export interface EntityFormProps<Values extends Record<string, unknown>> {
  schema: z.ZodMiniType<Values>;
  initialValues: Values;
  /** Saves; resolves once the server agreed. A rejection keeps the form open with what was typed. */
  submit: (values: Values) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
  submitLabel: string;
  /** Server field names that differ from the form's: `{ categoryId: 'category' }`. */
  fieldOf?: Record<string, string>;
  children: (form: UseFormReturnType<Values>) => ReactNode;
  /** Lets the modal ask before closing when something was changed. */
  onDirtyChange: (dirty: boolean) => void;
}

function EntityForm<Values extends Record<string, unknown>>(props: EntityFormProps<Values>) {
  const { form, onSubmit } = useEntityForm({
    schema: props.schema,
    initialValues: props.initialValues,
  });
  const dirty = form.isDirty();
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const save = onSubmit(async (values) => {
    if (form.submitting) return;
    form.setSubmitting(true);
    try {
      await props.submit(values);
      props.onSaved();
    } catch (error) {
      // The notification says why; fields get their own messages; nothing typed is lost.
      applyServerErrors(form, error, props.fieldOf);
    } finally {
      form.setSubmitting(false);
    }
  });
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        {props.children(form)}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={props.onCancel}>
            Отмена
          </Button>
          <Button type="submit" loading={form.submitting}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** FormModal's dialog, loaded when the form first opens. */
export default function FormModalDialog<Values extends Record<string, unknown>>({
  opened,
  onClose,
  title,
  formKey,
  ...form
}: FormModalProps<Values>) {
  const dirty = useRef(false);
  const trackDirty = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const close = async () => {
    if (dirty.current && !(await confirmDiscardChanges())) return;
    dirty.current = false;
    onClose();
  };
  return (
    <Modal opened={opened} onClose={() => void close()} title={title} centered size="lg">
      {opened && (
        <EntityForm<Values>
          key={formKey}
          {...form}
          onDirtyChange={trackDirty}
          onCancel={() => void close()}
          onSaved={() => {
            dirty.current = false;
            form.onSaved?.();
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
