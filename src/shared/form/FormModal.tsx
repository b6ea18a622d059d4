import { lazyWidget, useOpenedOnce } from '../ui/on-demand';
import type { EntityFormProps } from './FormModalDialog';

export type FormModalProps<Values extends Record<string, unknown>> = Omit<
  EntityFormProps<Values>,
  'onCancel' | 'onSaved' | 'onDirtyChange'
> & {
  opened: boolean;
  onClose: () => void;
  title: string;
  formKey: string | number;
  onSaved?: () => void;
};

const FormModalDialog = lazyWidget(() => import('./FormModalDialog'));

/**
 * Create and edit in a modal: one form kit (zod schema, errors after the first submit, 422 errors
 * under their fields, pending button, input kept when a save fails), and closing with unsaved
 * changes asks first. `formKey` remounts the form for another record. The dialog's code (Mantine's
 * Modal, the form) loads when it first opens.
 */
export function FormModal<Values extends Record<string, unknown>>(props: FormModalProps<Values>) {
  const mounted = useOpenedOnce(props.opened);
  if (!mounted) return null;
  return <FormModalDialog {...(props as unknown as FormModalProps<Record<string, unknown>>)} />;
}
