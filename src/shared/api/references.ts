import * as z from 'zod/mini';

/** Small summaries other entities carry instead of bare ids (PRODUCT §3). */
export const categoryRefSchema = z.object({ id: z.number(), name: z.string() });
export const contestRefSchema = z.object({ id: z.number(), title: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;
export type ContestRef = z.infer<typeof contestRefSchema>;
