import { z } from 'zod';
import { requestBody } from '@/contract/requests';
import { strictly } from '@/contract/strict';

type Schema = z.core.$ZodType;

/**
 * The body of a call as the contract has it (src/contract/requests.ts), strict as the server reads
 * it; `docs` describes some of its fields.
 */
export function contractBody(
  method: 'post' | 'patch' | 'put',
  path: string,
  docs: Record<string, string> = {},
): Schema {
  const body = requestBody(method, path);
  if (!body) throw new Error(`${method.toUpperCase()} ${path}: the contract has no body for it`);
  return declaredBody(body, docs);
}

/**
 * A body its handler declares (an area's CRUD: `bodies` of mocks/crud.ts), the contract's schema,
 * strict as the server reads it; `docs` describes some of its fields.
 */
export function declaredBody(body: Schema, docs: Record<string, string> = {}): Schema {
  const strict = strictly(body);
  const shape = (strict._zod.def as { shape?: Record<string, Schema> }).shape;
  for (const [field, description] of Object.entries(docs)) {
    if (shape?.[field]) z.globalRegistry.add(shape[field], { description });
  }
  return strict;
}
