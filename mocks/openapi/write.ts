/**
 * `npm run openapi`: writes docs/openapi.json from the endpoint catalogue (plain Node 24), formatted as
 * Prettier formats it so that `npm run lint` accepts it as it is.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from './document';

const file = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(openApiDocument()), options));
console.log(`Wrote ${file}`);
