// `npm run openapi`: writes docs/openapi.json from the zod contract in shared/api.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../../shared/api/openapi';

export const OPENAPI_PATH = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_PATH, renderOpenApi());
  console.log(`wrote ${OPENAPI_PATH}`);
}
