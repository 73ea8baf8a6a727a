import { describe, expect, it } from 'vitest';
import { ByteLru } from '../../src/server/resources/media/cache.js';
import { MediaQueue } from '../../src/server/platform/media-queue.js';

const file = (size: number) => ({ bytes: Buffer.alloc(size) });

describe('the photo files’ cache', () => {
  it('holds at most its bytes, dropping the least recently used first', () => {
    const cache = new ByteLru(100);
    cache.set('a', file(40));
    cache.set('b', file(40));
    cache.get('a');
    cache.set('c', file(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('never holds a file bigger than itself, and forgets a deleted photo’s files', () => {
    const cache = new ByteLru(100);
    cache.set('big', file(101));
    expect(cache.get('big')).toBeUndefined();
    cache.set('k1-320.webp', file(10));
    cache.set('k1-640.webp', file(10));
    cache.set('k2-320.webp', file(10));
    cache.deletePrefix('k1-');
    expect(cache.bytes).toBe(10);
    expect(cache.get('k2-320.webp')).toBeDefined();
  });
});

describe('the media queue', () => {
  it('runs at most its limit at once, in the order they came, and goes on after a failure', async () => {
    const queue = new MediaQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running -= 1;
      if (n === 2) throw new Error('bozuk');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => queue.run(task(n))));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
