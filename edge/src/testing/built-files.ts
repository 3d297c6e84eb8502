/** A fake `ASSETS` binding for tests: a build of just `files` (by path), anything else a 404, as the real binding answers. */
export function builtFiles(files: Readonly<Record<string, string>>): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      const body = files[path];
      if (body === undefined) return new Response('missing', { status: 404 });
      return new Response(body, { headers: { 'Content-Type': path.endsWith('.json') ? 'application/json' : 'text/html' } });
    },
  } as unknown as Fetcher;
}
