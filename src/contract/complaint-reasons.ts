import * as z from 'zod/mini';
import { isoDate } from './common';
import {
  activeField,
  dictionaryDescriptionField,
  dictionaryNameField,
  sortOrderField,
} from './dictionaries';

// The list contract, in a module of its own for the list's URL state.
export * from './complaint-reasons-list';

/**
 * The complaint reason contract (docs/product.md#dictionaries): the item, the form's and the
 * server's body with their rules (dictionaries.ts), the list. The panel, the mock and the OpenAPI
 * document read it: free of React, the router and the UI.
 */

/** A name another entry has (the server checks it: dictionaries.ts). */
export const REASON_TITLE_TAKEN_MESSAGE = 'Причина с таким названием уже есть';

/** docs/product.md#dictionaries: what `GET /complaint-reasons` answers. */
export const complaintReasonSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  sortOrder: z.int(),
  isActive: z.boolean(),
  complaintsCount: z.int(),
  createdAt: isoDate,
});
export type ComplaintReason = z.infer<typeof complaintReasonSchema>;

/** The create/edit form: the same rules the server answers 422 with. */
export const complaintReasonFormSchema = z.object({
  title: dictionaryNameField('Название'),
  description: dictionaryDescriptionField,
  isActive: activeField,
});
export type ComplaintReasonFormValues = z.infer<typeof complaintReasonFormSchema>;

/** `POST /complaint-reasons` (title required, the rest optional); `PATCH` takes any part of it. */
export const complaintReasonInputSchema = z.object({
  ...complaintReasonFormSchema.shape,
  description: z.optional(dictionaryDescriptionField),
  isActive: z.optional(activeField),
  sortOrder: z.optional(sortOrderField),
});

/** `PATCH /complaint-reasons/{id}`: any part of the input; only the fields sent change. */
export const complaintReasonPatchSchema = z.partial(complaintReasonInputSchema);
