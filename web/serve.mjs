// A plain static server for the page (a folder any static host could serve):
//   node web/serve.mjs DIR [PORT]   serves DIR on 127.0.0.1 (PORT 0: any free
//                                   one) and prints "serving DIR at http://127.0.0.1:PORT/"
// The browser tests start it in-process (startServer).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.data': 'application/octet-stream', '.png': 'image/png', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json',
  '.replay': 'text/plain; charset=utf-8', '.scene': 'text/plain; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
};

/** Serves folder on 127.0.0.1:port; resolves to the server once listening (server.requests: path -> times asked). */
export function startServer(folder, port = 0) {
  const root = resolve(folder);
  const requests = new Map();  // how often each path was asked for (the browser tests count downloads)
  const server = createServer(async (request, response) => {
    try {
      const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
      requests.set(path, (requests.get(path) || 0) + 1);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) throw new Error('outside');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': types[extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found\n');
    }
  });
  server.requests = requests;
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node web/serve.mjs DIR [PORT]');
    process.exit(2);
  }
  try {
    await stat(join(folder, 'index.html'));
  } catch {
    console.error(`web/serve.mjs: ${folder}/index.html: no page there (build it: bash .ci/setup web)`);
    process.exit(1);
  }
  try {
    const server = await startServer(folder, Number(process.argv[3] || 8021));
    console.log(`serving ${folder} at http://127.0.0.1:${server.address().port}/ (Ctrl+C stops)`);
  } catch (error) {
    console.error(`web/serve.mjs: cannot listen on 127.0.0.1:${process.argv[3] || 8021}: ${error.message}`);
    process.exit(1);
  }
}
