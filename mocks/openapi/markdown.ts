/**
 * The endpoint and entity reference of docs/api.md, written from the OpenAPI document so that the prose
 * around it is the only hand-written part. `npm run openapi` puts it between the markers below.
 */
export const START = '<!-- reference:start (npm run openapi writes this part) -->';
export const END = '<!-- reference:end -->';

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema: Json;
}
interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
  /** No `content`: a 204 (nothing to answer). */
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}
interface Document {
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

const GENERATED = /(Request|Result|Page)$/;
const UNAUTHORIZED = 'no valid access token (see Session).';
const BLOCKED =
  'the caller is blocked or holds no panel role any more: the session ends (see Session, «Blocking»).';
const anchor = (name: string) => `#${name.toLowerCase()}`;
/** A value as code; an empty string as `""` (an empty code span is no code span). */
const code = (value: unknown) =>
  `\`${typeof value === 'string' && value !== '' ? value : JSON.stringify(value)}\``;
/** Table cells cannot hold a bare `|`. */
const cellText = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function refName(schema: Json): string | null {
  return typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : null;
}

/** A schema as a short type: `string`, `integer`, `Video`, `UserSummary \| null`, `"a", "b"`. */
function typeOf(schema: Json, components: Record<string, Json>): string {
  const name = refName(schema);
  if (name) {
    return GENERATED.test(name)
      ? typeOf(components[name]!, components)
      : `[${name}](${anchor(name)})`;
  }
  if (Array.isArray(schema.anyOf)) {
    return (schema.anyOf as Json[]).map((option) => typeOf(option, components)).join(' | ');
  }
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map(code).join(' | ');
  if ('const' in schema) return code(schema.const);
  if (Array.isArray(schema.type)) {
    return (schema.type as string[])
      .map((type) => typeOf({ ...schema, type }, components))
      .join(' | ');
  }
  if (schema.type === 'array') return `${typeOf(schema.items as Json, components)}[]`;
  if (schema.type === 'object') {
    if (schema.properties) {
      const fields = Object.entries(schema.properties as Record<string, Json>).map(
        ([field, value]) => `${field}: ${typeOf(value, components)}`,
      );
      return `{ ${fields.join(', ')} }`;
    }
    if (schema.additionalProperties) {
      // Field errors map to messages; other maps (an audit entry's changed fields) to any value.
      const value = schema.additionalProperties as Json;
      return value.type === 'string' ? 'object (field → message)' : 'object (field → value)';
    }
    return 'object';
  }
  if (schema.type === 'string' && typeof schema.format === 'string')
    return `string (${schema.format})`;
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/** Constraints and the description, for the notes column. */
function notesOf(schema: Json): string {
  const notes: string[] = [];
  const inner = Array.isArray(schema.anyOf) ? (schema.anyOf as Json[])[0]! : schema;
  const bound = (key: string, text: string) => {
    const value = inner[key] ?? schema[key];
    if (typeof value === 'number') notes.push(`${text} ${value}`);
  };
  bound('minimum', '≥');
  bound('exclusiveMinimum', '>');
  bound('maximum', '≤');
  bound('minLength', 'length ≥');
  bound('maxLength', 'length ≤');
  bound('minItems', 'items ≥');
  bound('maxItems', 'items ≤');
  if (typeof inner.pattern === 'string') notes.push(`matches ${code(inner.pattern)}`);
  if ('default' in schema) notes.push(`default ${code(schema.default)}`);
  const text = notes.join(', ');
  const description = typeof schema.description === 'string' ? schema.description : '';
  return text && description ? `${text}. ${description}` : text || description;
}

function fieldTable(
  schema: Json,
  components: Record<string, Json>,
  withRequired: boolean,
): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties).map(([field, value]) => {
    const cells = [code(field), typeOf(value, components), notesOf(value)];
    if (withRequired) cells.splice(2, 0, required.has(field) ? 'yes' : 'no');
    return `| ${cells.map(cellText).join(' | ')} |`;
  });
  const head = withRequired ? ['Field', 'Type', 'Required', 'Notes'] : ['Field', 'Type', 'Notes'];
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows];
}

function bodySection(operation: Operation, components: Record<string, Json>): string[] {
  const content = operation.requestBody?.content['application/json'];
  if (!content) return [];
  const name = refName(content.schema);
  const schema = name ? components[name]! : content.schema;
  const lines = ['', 'Body:', ''];
  if (Array.isArray(schema.anyOf)) {
    for (const option of schema.anyOf as Json[]) {
      lines.push(`- ${String(option.description ?? 'or')}:`, '');
      lines.push(...fieldTable(option, components, true).map((line) => `  ${line}`), '');
    }
    lines.pop();
  } else {
    lines.push(...fieldTable(schema, components, true));
  }
  lines.push('', `Example: ${code(content.example)}`);
  return lines;
}

function operationSection(
  method: string,
  path: string,
  operation: Operation,
  components: Record<string, Json>,
): string[] {
  const lines = [`#### ${method.toUpperCase()} ${path}`, '', `${operation.summary}.`];
  if (operation.description) lines.push('', operation.description);
  if (operation.security?.length === 0) lines.push('', 'No access token.');
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (query.length > 0) {
    lines.push('', 'Query:', '', '| Parameter | Values | Notes |', '| --- | --- | --- |');
    for (const parameter of query) {
      const notes = [notesOf(parameter.schema), parameter.description].filter(Boolean).join('. ');
      lines.push(
        `| ${[code(parameter.name), typeOf(parameter.schema, components), notes].map(cellText).join(' | ')} |`,
      );
    }
  }
  lines.push(...bodySection(operation, components));
  const [successStatus, successResponse] = Object.entries(operation.responses).find(
    ([status, response]) => status.startsWith('2') && response.content,
  )!;
  const content = successResponse.content!;
  const file = Object.keys(content).find((type) => type !== 'application/json');
  if (file) {
    lines.push(
      '',
      file === 'text/event-stream'
        ? `Answer (${successStatus}): a \`${file}\` stream that stays open; each event's \`data:\` is a [LiveEvent](#liveevent).`
        : `Answer (${successStatus}): a \`${file}\` file, named in \`Content-Disposition\`.`,
    );
  } else {
    const success = content['application/json']!.schema;
    const result = (success.properties as Record<string, Json>).result!;
    const status = successStatus === '200' ? '' : ` (${successStatus})`;
    lines.push(
      '',
      `Answer${status}: \`{ "result": … }\` with ${cellText(typeOf(result, components))}.`,
    );
  }
  const empty = operation.responses['204'];
  if (empty) lines.push('', `Answer (204), no body: ${empty.description}`);
  const errors = Object.entries(operation.responses).filter(([status]) => !status.startsWith('2'));
  if (errors.length > 0) {
    lines.push('', 'Errors:', '');
    for (const [status, response] of errors) {
      // The same for every call: said once, under Session.
      const common =
        operation.security === undefined && { 401: UNAUTHORIZED, 403: BLOCKED }[status];
      const text = common || response.description;
      lines.push(`- **${status}**: ${text}`);
    }
  }
  return lines;
}

export function apiReference(doc: Document): string {
  const { schemas } = doc.components;
  const lines: string[] = [START, '', '## Endpoints'];
  for (const tag of doc.tags) {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags.includes(tag.name))
        .map(([method, operation]) => ({ path, method, operation })),
    );
    if (operations.length === 0) continue;
    lines.push('', `### ${tag.name}`, '', tag.description);
    for (const { path, method, operation } of operations) {
      lines.push('', ...operationSection(method, path, operation, schemas));
    }
  }
  lines.push(
    '',
    '## Entities',
    '',
    'Every field is always present; `null` where the type says so.',
  );
  for (const name of Object.keys(schemas).filter((id) => !GENERATED.test(id))) {
    const schema = schemas[name]!;
    lines.push('', `### ${name}`, '');
    if (typeof schema.description === 'string') lines.push(schema.description, '');
    if (schema.type === 'object') lines.push(...fieldTable(schema, schemas, false));
    else lines.push(`${cellText(typeOf(schema, schemas))}`);
  }
  lines.push('', END);
  return lines.join('\n');
}

/** The file's text with its reference part replaced. */
export function withReference(markdown: string, reference: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`docs/api.md has lost its markers ${START} … ${END}`);
  return `${markdown.slice(0, start)}${reference}${markdown.slice(end + END.length)}`;
}
