import { Button, Group, Stack, Text } from '@mantine/core';
import { GrowingTextarea } from '../ui/GrowingTextarea';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { insertTimeCode } from '../lib/time-code';
import * as z from 'zod/mini';
import { characterCount } from '../ui/character-count';
import { overlaysReady } from '../ui/overlays-ready';
import type { PolicyReasonKind } from '@/contract/policy-reasons-list';
import {
  pickReadyReason,
  readyReasonDigit,
  ReadyReasons,
  ReadyReasonsFailed,
  ReasonKeysHint,
} from './ReadyReasons';
import { useReadyReasons } from './useReadyReasons';
import { useEntityForm } from './useEntityForm';

interface ReasonOptions {
  title: string;
  label: string;
  description?: ReactNode;
  confirmLabel: string;
  schema: z.ZodMiniType<string>;
  /** The limit the schema and the server enforce: the field stops there and counts. */
  maxLength: number;
  placeholder?: string;
  /** The text may stay empty (a note): no asterisk; the schema decides what is accepted. */
  optional?: boolean;
  /**
   * The decision whose ready-made reasons (docs/product.md#moderation-policy) are offered on keys
   * 1–9, edited before sending.
   */
  readyReasonKind?: PolicyReasonKind;
  /**
   * Sends the decision with the reason; resolves true once the server agreed. Until then the dialog
   * stays open with the text, so a failed call can be retried without typing the reason again.
   */
  submit: (reason: string) => Promise<boolean>;
  /** A piece the dialog offers to put in at the cursor (the player's time, «01:23»), with its button. */
  insert?: { label: string; text: string };
}

/** How long a send runs before its button shows the loader. */
const LOADER_DELAY_MS = 150;

/** The reason's field with its sending key and the piece offered for it. */
function useInsertion(
  field: RefObject<HTMLTextAreaElement | null>,
  setValue: (text: string) => void,
) {
  return (piece: string) => {
    const textarea = field.current;
    if (!textarea) return;
    const { text, cursor } = insertTimeCode(
      textarea.value,
      piece,
      textarea.selectionStart,
      textarea.selectionEnd,
    );
    setValue(text);
    textarea.focus();
    requestAnimationFrame(() => textarea.setSelectionRange(cursor, cursor));
  };
}

function ReasonForm({
  options,
  onDone,
}: {
  options: ReasonOptions;
  onDone: (reason: string | null) => void;
}) {
  const { form, onSubmit } = useEntityForm({
    schema: z.object({ reason: options.schema }),
    initialValues: { reason: '' },
  });
  const field = useRef<HTMLTextAreaElement>(null);
  const insert = useInsertion(field, (text) => form.setFieldValue('reason', text));
  // One send at a time. The button shows its loader only once the send has taken a moment: a held
  // decision (docs/product.md#undo) is taken at once and the dialog closes, without drawing the form
  // twice (loader on, loader off) inside the key's paint.
  const sending = useRef(false);
  const [slow, setSlow] = useState(false);
  const sendReason = ({ reason }: { reason: string }) => {
    if (sending.current) return;
    sending.current = true;
    const loader = setTimeout(() => setSlow(true), LOADER_DELAY_MS);
    void options
      .submit(reason.trim())
      .then((agreed) => {
        if (agreed) onDone(reason.trim());
      })
      .finally(() => {
        clearTimeout(loader);
        sending.current = false;
        setSlow(false);
      });
  };
  // A valid reason goes without Mantine's submit, whose state (submitting, then the errors) drew the
  // whole form again inside the key's paint as the dialog closes; an invalid one shows its error.
  const send = (event?: React.FormEvent<HTMLFormElement>) => {
    if (form.isValid()) {
      event?.preventDefault();
      sendReason(form.getValues());
    } else onSubmit(sendReason)(event);
  };

  const { reasons: ready, failed, offered, loading } = useReadyReasons(options.readyReasonKind);
  // One function for the dialog's life, so the memoised reasons are not drawn again with the form.
  const latestForm = useRef(form);
  useEffect(() => {
    latestForm.current = form;
  });
  const putReason = useCallback((reason: string) => {
    latestForm.current.setFieldValue('reason', reason);
    field.current?.focus();
  }, []);
  // A digit pressed before the reasons are in picks its reason once they are (the first dialog of a
  // session fetches them), unless something was typed meanwhile.
  const pendingDigit = useRef<number | null>(null);
  useEffect(() => {
    const digit = pendingDigit.current;
    if (digit === null || ready.length === 0) return;
    pendingDigit.current = null;
    const reason = ready[digit - 1];
    if (reason && latestForm.current.values.reason.trim() === '') putReason(reason);
  }, [ready, putReason]);

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        {options.description && <Text size="sm">{options.description}</Text>}
        {ready.length > 0 && <ReadyReasons reasons={ready} onPick={putReason} />}
        {failed && <ReadyReasonsFailed />}
        <GrowingTextarea
          label={options.label}
          placeholder={options.placeholder}
          minRows={3}
          maxRows={8}
          data-autofocus
          withAsterisk={!options.optional}
          {...form.getInputProps('reason')}
          // Ctrl+Enter (⌘+Enter) sends from the field: a keyboard queue never needs the mouse.
          ref={field}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
              return;
            }
            const digit = readyReasonDigit(event);
            if (loading && digit !== null && form.values.reason.trim() === '') {
              event.preventDefault();
              pendingDigit.current = digit;
              return;
            }
            pickReadyReason(event, ready, form.values.reason, (reason) =>
              form.setFieldValue('reason', reason),
            );
          }}
          {...characterCount(form.values.reason, options.maxLength)}
        />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {options.insert && (
              <Button
                variant="subtle"
                onClick={() => insert(options.insert!.text)}
                aria-label={`${options.insert.label}: ${options.insert.text}`}
              >
                {options.insert.label} {options.insert.text}
              </Button>
            )}
            <ReasonKeysHint withReadyReasons={offered} />
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={() => onDone(null)}>
              Отмена
            </Button>
            <Button type="submit" color="red" loading={slow}>
              {options.confirmLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks for a reason (reject, block, cancel…), validated by `schema`, and sends it with `submit`.
 * Resolves with the reason once the decision is made, null when the dialog is dismissed.
 */
export async function askReason(options: ReasonOptions): Promise<string | null> {
  await overlaysReady();
  return new Promise((resolve) => {
    let settled = false;
    const id = modals.open({
      title: options.title,
      centered: true,
      // There and gone at once: Mantine's fade-in and fade-out each render the dialog again inside
      // the frame after the key (the transition flushes its states synchronously, in the frame's
      // animation callbacks).
      transitionProps: { duration: 0, exitDuration: 0 },
      onClose: () => {
        if (!settled) resolve(null);
      },
      children: (
        <ReasonForm
          options={options}
          onDone={(reason) => {
            settled = true;
            resolve(reason);
            modals.close(id);
          }}
        />
      ),
    });
  });
}
