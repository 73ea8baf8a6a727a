import http from 'node:http';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * A board's stream as a browser's EventSource reads it: one connection to `url` with
 * `Accept: text/event-stream`, its events parsed as they come. `next()` waits for the next
 * event (or fails after `timeoutMs`); `close()` ends the connection.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const events: StreamEvent[] = [];
  const waiting: ((event: StreamEvent) => void)[] = [];
  let buffer = '';
  let ended = false;
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const deliver = (event: StreamEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else events.push(event);
  };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':') || line.startsWith('retry:')) continue;
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0 || event !== 'message') deliver({ id, event, data: data.join('\n') });
    }
  });
  response.on('end', () => (ended = true));
  response.on('error', () => (ended = true));
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    get ended() {
      return ended;
    },
    next(timeoutMs = 5_000): Promise<StreamEvent> {
      const ready = events.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(done), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = (event: StreamEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(done);
      });
    },
    /** The events already received and not yet read. */
    pending: () => events.splice(0),
    close() {
      request.destroy();
    },
  };
}
