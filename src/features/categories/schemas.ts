import * as z from 'zod/mini';
import { isoDate } from '@/shared/api/schemas';
import {
  activeField,
  dictionaryDescriptionField,
  dictionaryNameField,
  slugField,
  sortOrderField,
} from '@/shared/lib/dictionary-fields';

/** PRODUCT §5, Categories row: what `GET /categories` answers. */
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
