// `npm run dev`: the Vite dev server with hot reload. It proxies /api to the real server on
// port 3000, so run `npm start` (or `node dist/node/server/main.js`) in another terminal.
import { createServer } from 'vite';

const server = await createServer();
await server.listen();
server.printUrls();
