import * as z from 'zod/mini';

/** Small summaries other entities carry instead of bare ids (PRODUCT §3). */
export const categoryRefSchema = z.object({ id: z.number(), name: z.string() });
export const contestRefSchema = z.object({ id: z.number(), title: z.string() });
export const reasonRefSchema = z.object({ id: z.number(), title: z.string() });
export const videoRefSchema = z.object({ id: z.number(), title: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;
export type ContestRef = z.infer<typeof contestRefSchema>;
export type ReasonRef = z.infer<typeof reasonRefSchema>;
export type VideoRef = z.infer<typeof videoRefSchema>;

/** Dictionaries as selects and filters read them (PRODUCT §5): active or not, in their order. */
export const categoryOptionSchema = z.object({ ...categoryRefSchema.shape, isActive: z.boolean() });
export const reasonOptionSchema = z.object({ ...reasonRefSchema.shape, isActive: z.boolean() });
export const contestOptionSchema = z.object({ ...contestRefSchema.shape, status: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
export type ReasonOption = z.infer<typeof reasonOptionSchema>;
export type ContestOption = z.infer<typeof contestOptionSchema>;
