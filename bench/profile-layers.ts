/**
 * Splits CPU profiles (`node --cpu-prof`) of the local server under load by layer of the request path (issue 42;
 * docs/request-path.md says how to take them): `tsx bench/profile-layers.ts <dir>` prints, per thread, the share of
 * its samples in each layer. A sample belongs to the innermost frame of the project or of a library that names a
 * layer; Node's own frames (streams, sockets, timers) count for the layer that called them, and on their own (an
 * I/O callback) for the Node layer they are in.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Layers by where the frame's code lives, first match wins. */
const LAYERS: Array<[string, RegExp]> = [
  ['logging (Powertools logger, request log)', /@aws-lambda-powertools\/logger|lib\/local\/redact/],
  ['metrics (Powertools)', /@aws-lambda-powertools\/metrics/],
  ['caller identification, key lookup', /functions\/shared\/api-keys|functions\/authorizer/],
  ['limiter (its own code)', /functions\/shared\/rate-limit/],
  ['table calls: AWS SDK client', /@aws-sdk|@smithy|@aws-crypto|functions\/shared\/dynamo|functions\/shared\/table-reader/],
  ['deadline, loop-free clock', /request-deadline|loop-free-clock/],
  ['middy and zod', /@middy|\/zod\/|functions\/shared\/(middleware|validation|sent-headers|json-depth)\.ts/],
  ['response shaping, compression', /functions\/shared\/(representation|content-negotiation|errors|http|cors)\.ts|node:zlib|zlib/],
  ['HTTP adapter, event building', /lib\/local\/http-server|functions\/routes/],
  ['the endpoint itself', /\/functions\//],
  ['dynalite (request handling)', /dynalite\/(?!node_modules)/],
  ['dynalite: storage (level, memdown)', /level|memdown|leveldown|abstract-|encoding-down|deferred-leveldown|subleveldown/],
  ['dynalite: other libraries', /dynalite\/node_modules/],
  ['tsx loader, module loading', /tsx\/|esm\/|node:internal\/modules/],
  // The server thread's one HTTP client is the SDK's, to dynalite: its sockets' writes are table calls.
  ['table calls: node:http client, sockets', /node:_http_client|node:_http_agent/],
  ['node:http server: parsing, writing answers', /node:_http_server/],
];
const NODE_LAYERS: Array<[string, RegExp]> = [
  ['node: http, sockets, streams', /node:(_http|http|net|internal\/(streams|stream_base|http|net|dns))|node:stream|node:events/],
  ['node: timers, promises, async hooks', /node:(timers|internal\/(timers|process\/task_queues|async_hooks|async_local_storage))/],
  ['node: worker messages', /node:internal\/(worker|per_context\/messageport)/],
  ['node: crypto', /node:(crypto|internal\/crypto)/],
];
const SPECIAL: Record<string, string> = {
  '(garbage collector)': 'garbage collection',
  '(program)': 'native, not attributed ((program))',
  '(idle)': 'idle',
};

function layerOfFrame(frame: ProfileNode['callFrame']): string | undefined {
  if (Object.hasOwn(SPECIAL, frame.functionName)) return SPECIAL[frame.functionName];
  return LAYERS.find(([, pattern]) => pattern.test(frame.url))?.[0];
}

/** The layers' milliseconds in the samples taken within `window` (microseconds of the monotonic clock), else all. */
export function layersOf(profile: Profile, window?: { from: number; to: number }): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const layerOfNode = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = layerOfNode.get(id);
    if (known) return known;
    let layer: string | undefined;
    for (let at: number | undefined = id; at !== undefined && !layer; at = parent.get(at)) layer = layerOfFrame(byId.get(at)!.callFrame);
    if (!layer) {
      const { url, functionName } = byId.get(id)!.callFrame;
      layer =
        NODE_LAYERS.find(([, pattern]) => pattern.test(url))?.[0] ??
        (url.startsWith('node:') ? 'node: other' : url === '' ? `native: ${functionName || '(anonymous)'}` : 'other');
    }
    layerOfNode.set(id, layer);
    return layer;
  };
  const totals = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (window && (at < window.from || at > window.to)) return;
    const layer = resolve(id);
    totals.set(layer, (totals.get(layer) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

function threadName(profile: Profile): string | undefined {
  const urls = profile.nodes.map((node) => node.callFrame.url);
  if (urls.some((url) => url.includes('lib/local/http-server'))) return 'server thread';
  if (urls.some((url) => url.includes('/dynalite/'))) return "dynalite's thread";
  return undefined; // a load generator's or an import worker's
}

if (process.argv[1]?.endsWith('profile-layers.ts')) {
  const directory = process.argv[2] ?? 'scratch/profiles';
  // The load's window, written by the profiled run (the server's start and import are not the request path).
  const windowFile = join(directory, 'window.json');
  const window = existsSync(windowFile)
    ? (JSON.parse(readFileSync(windowFile, 'utf8')) as { from: number; to: number; requests?: number })
    : undefined;
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(directory, file), 'utf8')) as Profile;
    const name = threadName(profile);
    if (!name) continue;
    const totals = layersOf(profile, window);
    const busy = [...totals].filter(([layer]) => layer !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
    const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
    const requests = window?.requests;
    console.log(
      `\n${name} (${file}): ${(all / 1000).toFixed(1)} s profiled, ${(busy / 1000).toFixed(1)} s busy` +
        (requests ? `, ${requests} requests: ${(busy / requests).toFixed(2)} ms busy per request` : ''),
    );
    console.log('layer                                         |   ms busy | % of busy | ms per request');
    console.log('----------------------------------------------|-----------|-----------|---------------');
    for (const [layer, ms] of [...totals].sort((a, b) => b[1] - a[1])) {
      if (layer === 'idle') continue;
      const perRequest = requests ? (ms / requests).toFixed(3) : '';
      console.log(
        `${layer.padEnd(45)} | ${ms.toFixed(0).padStart(9)} | ${((100 * ms) / busy).toFixed(1).padStart(7)} % | ${perRequest.padStart(14)}`,
      );
    }
  }
}
