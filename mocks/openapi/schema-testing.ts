/** A JSON Schema, or any JSON object of the OpenAPI document. */
export type Json = Record<string, unknown>;

/**
 * `schema` with its `#/components/schemas/…` references pointing into an Ajv schema of id
 * `components` that holds the document's components as `$defs`: each schema then compiles on its own.
 */
export const toDefs = (schema: unknown): Json =>
  JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/'),
  ) as Json;
