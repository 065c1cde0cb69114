import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { openApiDocument } from '../../../../functions/docs/openapi';
import { ALADHAN_ALIASES } from '../../../../functions/prayer-times/prayer-request';

/**
 * A typed client generated from the OpenAPI document (openapi-typescript's types, openapi-fetch's client) must
 * compile the README's own examples: every `curl` of the API in it becomes the same call through the client.
 */
const document = openApiDocument('/');

interface Example {
  line: number;
  method: 'GET' | 'POST';
  path: string;
  query: Array<[string, string]>;
  body?: string;
}

/** The README's curl commands of the API (continued lines joined), as method, path, query and body. */
function readmeExamples(): Example[] {
  const lines = readFileSync('README.md', 'utf8').split('\n');
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (!/^curl .*\/api\/v1\//.test(lines[i])) continue;
    let command = lines[i];
    for (let j = i; command.trimEnd().endsWith('\\'); j += 1) command = `${command.trimEnd().slice(0, -1)} ${lines[j + 1]}`;
    const url = /'?(?:https?:\/\/)?[\w.]+:\d+(\/api\/v1\/[^'\s]*)'?/.exec(command)![1];
    const [path, search = ''] = url.split('?');
    const query = [...new URLSearchParams(search)] as Array<[string, string]>;
    for (const match of command.matchAll(/(?:--data-urlencode|-d) '?([a-z_]+)=([^']*?)'?(?=\s|$)/g)) query.push([match[1], match[2]]);
    const body = /-d '(\{.*\})'/.exec(command)?.[1];
    examples.push({ line: i + 1, method: body || /-X POST/.test(command) ? 'POST' : 'GET', path, query, ...(body ? { body } : {}) });
  }
  return examples;
}

/**
 * The parameters a user writes as numbers (`limit: 5`, `lat: 51.5`): counts, positions, coordinates and dates'
 * parts. Written as numbers whatever the document says, so that a document typing them as text fails here.
 */
const NUMERIC_PARAMETERS = new Set(
  'surah ayah from to juz hizb rub_el_hizb manzil ruku page limit offset id hadith lat lng year month hijri_year hijri_month'.split(' '),
);

const literal = (name: string, value: string) =>
  NUMERIC_PARAMETERS.has(name) && /^-?\d+(\.\d+)?$/.test(value) ? value : JSON.stringify(value);

function callOf(example: Example): string {
  if (example.method === 'POST')
    return `await client.POST(${JSON.stringify(example.path)}, { body: ${example.body ?? '{}'} }); // README line ${example.line}`;
  const query = example.query.map(([name, value]) => `${JSON.stringify(name)}: ${literal(name, value)}`).join(', ');
  return `await client.GET(${JSON.stringify(example.path)}, { params: { query: { ${query} } } }); // README line ${example.line}`;
}

describe('a typed client generated from the OpenAPI document (openapi-typescript, openapi-fetch)', () => {
  it("compiles every example of the README's", async () => {
    const all = readmeExamples();
    expect(all.length).toBeGreaterThanOrEqual(40);
    // AlAdhan's parameter names and numbers are accepted so that AlAdhan's clients work unchanged; the document
    // (and so a typed client) names each parameter once, by its own name. That one example shows the aliases.
    const aladhan = (example: Example) => example.query.some(([name]) => Object.hasOwn(ALADHAN_ALIASES, name));
    expect(all.filter(aladhan).map((example) => example.path)).toEqual(['/api/v1/prayer-times']);
    const examples = all.filter((example) => !aladhan(example));
    // Inside the project (test-output/ is gitignored), so that the examples resolve openapi-fetch as a user's code would.
    mkdirSync('test-output', { recursive: true });
    const directory = mkdtempSync(join('test-output', 'typed-client-'));
    try {
      writeFileSync(join(directory, 'api.d.ts'), astToString(await openapiTS(document as never)));
      const client = [
        "import createClient from 'openapi-fetch';",
        "import type { paths } from './api';",
        "const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });",
        'export async function examples() {',
        ...examples.map((example) => `  ${callOf(example)}`),
        '}',
      ].join('\n');
      writeFileSync(join(directory, 'examples.ts'), client);
      const program = ts.createProgram([join(directory, 'examples.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
      });
      const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
        const where = diagnostic.file
          ? `${diagnostic.file.text.split('\n')[diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line].trim()}: `
          : '';
        return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').slice(0, 300)}`;
      });
      expect(problems).toEqual([]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
