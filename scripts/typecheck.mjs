// `npm run typecheck`: the four TypeScript programs, each with its own settings (the server's
// NodeNext imports and no DOM, the web app's DOM and no Node, the tests, the service worker's
// WebWorker), as many at a time as the machine has cores. Each program's errors are printed
// together when it ends; the check fails if any program has an error.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// TypeScript 7's compiler (native: the four programs checked in 11 s, 16 s of CPU, on a 2-core
// host where 5.9's took 30 s, 51 s of CPU), installed as @typescript/native. `typescript` stays
// 5.9 for the tools that use its JavaScript API, which 7.0 does not have (typescript-eslint).
const tsc = path.join(root, 'node_modules', '@typescript', 'native', 'bin', 'tsc');
// The longest first, so that the others run beside it. Named programs only, when named
// (`npm run typecheck -- tsconfig.web.json`): CI leaves out the one its build has just checked.
const ALL = ['tsconfig.test.json', 'tsconfig.web.json', 'tsconfig.server.json', 'src/sw/tsconfig.json'];
const named = process.argv.slice(2);
const unknown = named.filter((project) => !ALL.includes(project));
if (unknown.length > 0) throw new Error(`No such program: ${unknown.join(', ')} (the programs: ${ALL.join(', ')})`);
const programs = named.length > 0 ? ALL.filter((project) => named.includes(project)) : ALL;

function check(project) {
  const started = performance.now();
  const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', ...(process.stdout.isTTY ? ['--pretty'] : [])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`tsc -p ${project}: ${code === 0 ? 'no errors' : 'errors'} (${seconds} s)`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const waiting = [...programs];
const results = [];
const worker = async () => {
  for (let project = waiting.shift(); project; project = waiting.shift()) results.push(await check(project));
};
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), programs.length) }, worker));
if (results.includes(false)) process.exitCode = 1;
