/* global Headers, Request */
// Serves a fake's Request → Response handler over real HTTP at 127.0.0.1, so one fake is both an
// in-process handler for the worker's unit tests (workerd cannot open a port) and a program the
// end-to-end tests start beside the worker. Port 0 picks a free port. A request's URL carries the
// host it was sent to, so a fake reached as `localhost` (another origin to a browser) knows it.
// `runFake` is a fake's program: it serves until SIGINT or SIGTERM.

/**
 * @param {(request: Request) => Promise<Response>} handle
 * @param {number} [port]
 * @param {string} [host] `::` listens on every local address, `localhost` included
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveFake(handle, port = 0, host = '127.0.0.1') {
  const { createServer } = await import('node:http');
  let origin = '';
  const server = createServer(async (incoming, outgoing) => {
    const chunks = [];
    for await (const chunk of incoming) chunks.push(chunk);
    const body = chunks.length > 0 && incoming.method !== 'GET' && incoming.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
    const base = incoming.headers.host ? `http://${incoming.headers.host}` : origin;
    const response = await handle(new Request(`${base}${incoming.url}`, { method: incoming.method, headers, body }));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Runs a served fake as a program: says where it serves, and closes it on SIGINT or SIGTERM.
 * @param {string} name what it fakes, for the log line
 * @param {Promise<{ origin: string, close: () => Promise<void> }>} serving what `serveFake` (or a fake's own start) gives
 */
export async function runFake(name, serving) {
  const { origin, close } = await serving;
  console.log(`${name} on ${origin}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => close().then(() => process.exit(0)));
}
