/**
 * `npm run bench -- <sections>`: runs the sections named (all without a name) in one process and the order of
 * bench/sections.ts, each measured beside its baseline in the same run. `npm run bench -- --help` lists them.
 */
import { createDocumentClient } from '../functions/shared/dynamo';
import { startBenchStack, startProviderStandIn, useProviderStandIn } from './bench-stack';
import { type BenchSection, SECTIONS, type StackSection } from './sections';

/** `npm run bench -- hadith limiter` runs those sections only; no argument runs them all. */
function selectedSections(args: string[]): BenchSection[] {
  const names = SECTIONS.map((section) => section.name);
  const unknown = args.filter((arg) => !names.includes(arg));
  if (unknown.length > 0) throw new Error(`Unknown bench section ${unknown.join(', ')}; the sections are ${names.join(', ')}`);
  return SECTIONS.filter((section) => args.length === 0 || args.includes(section.name));
}

function printSections(): void {
  console.log('npm run bench -- [section ...]   (no section: all of them, in this order)\n');
  const width = Math.max(...SECTIONS.map((section) => section.name.length));
  for (const section of SECTIONS) console.log(`  ${section.name.padEnd(width)}  ${section.description}`);
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) return printSections();
  const sections = selectedSections(args);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const upstream = await startProviderStandIn();
  const withStack = sections.filter((section): section is StackSection => !section.withoutStack);
  // `http` and `answers`, alone or together, measure the chat as `npm start` runs it without a provider key: retrieval-only.
  const providerConfigured = !withStack.every((section) => section.chatWithoutProvider);
  if (providerConfigured) useProviderStandIn(upstream.endpoint);
  for (const section of sections) if (section.withoutStack) await section.run();
  if (withStack.length === 0) return upstream.close();
  const stack = await startBenchStack();
  const client = createDocumentClient({ region: stack.region, endpoint: stack.dynamoEndpoint });
  try {
    const named = args.length > 0 ? [...new Set(args)] : SECTIONS.map((section) => section.name);
    console.log(
      `node ${process.version}, dynalite in process (in memory), ${stack.importReport.status} corpus; sections: ${named.join(', ')}`,
    );
    const bench = { stack, client, withHadith: stack.hadithImportReport !== undefined, providerConfigured };
    for (const section of withStack) await section.run(bench);
  } finally {
    client.destroy();
    await stack.close();
    await upstream.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
