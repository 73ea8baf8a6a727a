import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the Node.js this suite runs on', () => {
  it('is one of the LTS lines users run, as package.json promises (22 or newer)', () => {
    const { engines } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    const [wantMajor, wantMinor] = engines.node.replace('>=', '').split('.').map(Number) as [number, number];
    expect(major > wantMajor || (major === wantMajor && minor >= wantMinor), `Node ${process.version}, engines ${engines.node}`).toBe(true);
    expect(wantMajor).toBeGreaterThanOrEqual(22);
  });
});
