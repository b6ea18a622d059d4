import * as z from 'zod/mini';
import { isoDate } from './common';
import { activeField, sortOrderField } from './dictionaries';
import { POLICY_REASON_KINDS } from './policy-reasons-list';
import { EMPTY_MESSAGE, trimmedText } from './validation';

// The kinds, their words and the list contract, in a module of their own for the list's URL state.
export * from './policy-reasons-list';
export * from './policy-reasons-labels';

/**
 * The ready-made reasons of the moderation policy (docs/product.md#moderation-policy): the starting
 * texts a decision's dialog offers on keys 1–9, per kind of decision, in their key order
 * (`sortOrder`). Administrators edit them; everyone reads them. The panel, the mock and the OpenAPI
 * document read this: free of React, the router and the UI.
 */

/** Each text fits the shortest limit of the decisions it starts (block: 3–500, reject: 5–500). */
export const POLICY_REASON_TEXT_MIN = 5;
export const POLICY_REASON_TEXT_MAX = 200;

export const POLICY_REASON_ERRORS = {
  text: `Текст: от ${POLICY_REASON_TEXT_MIN} до ${POLICY_REASON_TEXT_MAX} символов`,
  kind: 'Выберите вид решения',
  taken: 'Такая причина этого вида уже есть',
  notFound: 'Причина не найдена',
} as const;

/** What a deletion of a reason some decision starts with answers (409): it can be switched off. */
export function policyReasonInUseMessage(decisions: number): string {
  return `Причина используется в решениях (${decisions}): удалить её нельзя, её можно выключить`;
}

/** docs/product.md#moderation-policy: what `GET /policy/reasons` answers. */
export const policyReasonSchema = z.object({
  id: z.number(),
  kind: z.enum(POLICY_REASON_KINDS),
  text: z.string(),
  sortOrder: z.int(),
  isActive: z.boolean(),
  /** The decisions whose reason starts with this text: one in use is switched off, not deleted. */
  usageCount: z.int(),
  createdAt: isoDate,
});
export type PolicyReason = z.infer<typeof policyReasonSchema>;

const textField = trimmedText({
  min: POLICY_REASON_TEXT_MIN,
  max: POLICY_REASON_TEXT_MAX,
  messages: {
    empty: EMPTY_MESSAGE,
    short: POLICY_REASON_ERRORS.text,
    long: POLICY_REASON_ERRORS.text,
  },
});

/** The create/edit form: the same rules the server answers 422 with. */
export const policyReasonFormSchema = z.object({
  kind: z.enum(POLICY_REASON_KINDS, POLICY_REASON_ERRORS.kind),
  text: textField,
  isActive: activeField,
});
export type PolicyReasonFormValues = z.infer<typeof policyReasonFormSchema>;

/** `POST /policy/reasons` (kind and text required; a new one goes last of its kind, active). */
export const policyReasonInputSchema = z.object({
  ...policyReasonFormSchema.shape,
  isActive: z.optional(activeField),
  sortOrder: z.optional(sortOrderField),
});

/** `PATCH /policy/reasons/{id}`: any part of the input; only the fields sent change. */
export const policyReasonPatchSchema = z.partial(policyReasonInputSchema);
