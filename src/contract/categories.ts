import * as z from 'zod/mini';
import { isoDate } from './common';
import {
  activeField,
  dictionaryDescriptionField,
  dictionaryNameField,
  slugField,
  sortOrderField,
} from './dictionaries';

// The list contract, in a module of its own for the list's URL state.
export * from './categories-list';

/**
 * The category contract (docs/product.md#dictionaries): the item, the form's and the server's body
 * with their rules (dictionaries.ts), the list. The panel, the mock and the OpenAPI document read
 * it: free of React, the router and the UI.
 */

/** A name another entry has (the server checks it: dictionaries.ts). */
export const CATEGORY_NAME_TAKEN_MESSAGE = 'Категория с таким названием уже есть';

/** docs/product.md#dictionaries: what `GET /categories` answers. */
export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  sortOrder: z.int(),
  isActive: z.boolean(),
  videosCount: z.int(),
  createdAt: isoDate,
});
export type Category = z.infer<typeof categorySchema>;

/** The create/edit form: the same rules the server answers 422 with. */
export const categoryFormSchema = z.object({
  name: dictionaryNameField('Название'),
  slug: slugField,
  description: dictionaryDescriptionField,
  isActive: activeField,
});
export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

/**
 * `POST /categories`: name and slug required; description (default ''), isActive (default true) and
 * sortOrder (default: after the last) optional. `PATCH /categories/{id}` takes any part of it.
 */
export const categoryInputSchema = z.object({
  ...categoryFormSchema.shape,
  description: z.optional(dictionaryDescriptionField),
  isActive: z.optional(activeField),
  sortOrder: z.optional(sortOrderField),
});

/** `PATCH /categories/{id}`: any part of the input; only the fields sent change. */
export const categoryPatchSchema = z.partial(categoryInputSchema);
