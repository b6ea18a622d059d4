/**
 * `npm run openapi`: writes docs/openapi.json and the reference part of docs/api.md from the endpoint
 * catalogue (plain Node 24), formatted as Prettier formats them so that `npm run lint` accepts them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from './document';
import { apiReference, withReference } from './markdown';

async function write(path: string, text: string) {
  const file = fileURLToPath(new URL(`../../${path}`, import.meta.url));
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`Wrote ${path}`);
}

const doc = openApiDocument();
await write('docs/openapi.json', JSON.stringify(doc));
const markdown = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
await write('docs/api.md', withReference(markdown, apiReference(doc as never)));
