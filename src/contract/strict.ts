import * as z from 'zod/mini';

/**
 * The strict form of a contract schema, derived rather than written twice: every object in it, however
 * deep, refuses fields it does not name (`z.strictObject`), the rest as it is. The panel parses answers
 * with the lenient schemas (a field a newer server adds must not break it); the server parses bodies,
 * and the mock's tests read answers, with this.
 */
type Def = Record<string, unknown> & { type: string };

const derived = new WeakMap<object, z.core.$ZodType>();
const never = z.never();

function clone(schema: z.core.$ZodType, def: Def): z.core.$ZodType {
  return z.core.util.clone(schema, def as unknown as z.core.$ZodTypeDef);
}

export function strictly<S extends z.core.$ZodType>(schema: S): S {
  const known = derived.get(schema);
  if (known) return known as S;
  const def = schema._zod.def as unknown as Def;
  const inner = (key: string) => strictly(def[key] as z.core.$ZodType);
  let result: z.core.$ZodType = schema;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const strictShape = Object.fromEntries(
        Object.entries(shape).map(([name, field]) => [name, strictly(field)]),
      );
      result = clone(schema, { ...def, shape: strictShape, catchall: never });
      break;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      result = clone(schema, { ...def, innerType: inner('innerType') });
      break;
    case 'array':
      result = clone(schema, { ...def, element: inner('element') });
      break;
    case 'record':
      result = clone(schema, { ...def, valueType: inner('valueType') });
      break;
    case 'union':
      result = clone(schema, {
        ...def,
        options: (def.options as z.core.$ZodType[]).map((option) => strictly(option)),
      });
      break;
    case 'pipe':
      result = clone(schema, { ...def, in: inner('in'), out: inner('out') });
      break;
  }
  derived.set(schema, result);
  return result as S;
}
