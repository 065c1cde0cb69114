import { readFileSync } from 'node:fs';
import semver from 'semver';

// `npm ci` warns EBADENGINE when an installed package refuses the Node.js the project says it runs on;
// the lowest version of each range we declare must satisfy every locked package's own range.
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

const lowestOfEachRange = new semver.Range(manifest.engines.node).set.map(
  (comparators) => semver.minVersion(comparators.map((comparator) => comparator.value).join(' '))!.version,
);

describe('the Node.js versions package.json declares', () => {
  it('are two release lines, 20 and 22 or newer', () => {
    expect(lowestOfEachRange.map((version) => semver.major(version))).toEqual([20, 22]);
  });

  it.each(lowestOfEachRange)('%s satisfies every locked package that declares engines', (version) => {
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return path && range && !semver.satisfies(version, range) ? [`${path} wants ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
