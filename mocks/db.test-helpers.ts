import { createSeededDatabase } from './db';

export const seeded = createSeededDatabase();
export const ids = <T extends { id: number }>(rows: T[]) =>
  new Map(rows.map((row) => [row.id, row]));
