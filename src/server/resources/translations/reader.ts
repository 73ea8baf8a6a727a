import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * A translator's file is read by its reader (csv-parse, fast-xml-parser) in a thread of its own:
 * the largest file the import takes keeps a reader busy for up to a second on a busy machine,
 * which the server's own thread must not spend (every guest's request would wait behind it).
 * The thread reads one file and ends, with a memory limit of its own and a time limit; what it
 * gives back (the file's rows, or its XML as objects) is turned into entries by the caller.
 */

const require = createRequire(import.meta.url);
const READERS = { csv: require.resolve('csv-parse/sync'), xml: require.resolve('fast-xml-parser') };

/** The thread's code: plain JavaScript, as Node runs it, with the readers given by path. */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { kind, text, options, readers } = workerData;
try {
  const result =
    kind === 'csv'
      ? require(readers.csv).parse(text, options)
      : new (require(readers.xml).XMLParser)({
          ...options,
          isArray: (name) => options.arrays.includes(name),
          tagValueProcessor: (name, value) => (options.unread.includes(name) ? '' : value),
        }).parse(text, true);
  parentPort.postMessage({ result });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
`;

/** How long a file may take to read, and how much memory its reader may use. */
const TIME_LIMIT_MS = 20_000;
const MEMORY_LIMIT_MB = 96;

/** The reader said the file is not CSV or XML: its message (the first line is the reason). */
export class ReaderRefusal extends Error {}

/**
 * A reader's own options: csv-parse's, or fast-xml-parser's with `arrays`, the elements always
 * read as lists, and `unread`, those whose text is left out of what comes back (the file's notes
 * for the translator: the bulk of a file, which would only be copied to the server's thread).
 */
export type ReaderOptions = {
  csv: Record<string, unknown>;
  xml: Record<string, unknown> & { arrays: readonly string[]; unread: readonly string[] };
};

/** Reads `text` as CSV or XML in a thread of its own; a file the reader refuses, or that is too much for it, is a ReaderRefusal. */
export function readOffThread<Kind extends keyof ReaderOptions>(kind: Kind, text: string, options: ReaderOptions[Kind]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(THREAD, {
      eval: true,
      workerData: { kind, text, options, readers: READERS },
      resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB, maxYoungGenerationSizeMb: 16 },
    });
    const timer = setTimeout(() => {
      reject(new ReaderRefusal('dosyayı okumak çok uzun sürdü'));
      void thread.terminate();
    }, TIME_LIMIT_MS);
    const settle = (settled: () => void) => {
      clearTimeout(timer);
      settled();
      void thread.terminate();
    };
    thread.once('message', (answer: { result?: unknown; error?: string }) =>
      settle(() => (answer.error === undefined ? resolve(answer.result) : reject(new ReaderRefusal(answer.error)))),
    );
    thread.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ReaderRefusal('dosya okunamayacak kadar karmaşık') : error)),
    );
    thread.once('exit', () => settle(() => reject(new ReaderRefusal('dosya okunamadı'))));
  });
}
