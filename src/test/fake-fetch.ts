/** A scripted stand-in for the server: each call is recorded with its path, token and form fields. */
export interface RecordedCall {
  path: string;
  token: string | null;
  form: Record<string, string>;
  /** Present (true) only for requests allowed to outlive the page. */
  keepalive?: true;
  /** Present (true) only for requests that send the API origin's cookies (`credentials: 'include'`). */
  withCookies?: true;
}

export type Reply =
  | { status: number; body?: unknown; text?: string; contentType?: string; headers?: Record<string, string> }
  | 'network-error';
export type Route = (call: RecordedCall) => Reply | Promise<Reply>;

export function json(status: number, body: unknown): Reply {
  return { status, body };
}

export function createFakeFetch(route: Route) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const headers = new Headers(init?.headers);
    const authorization = headers.get('Authorization');
    const body = init?.body;
    // A multipart body (a file upload) is recorded with each file as its name.
    const form =
      body instanceof FormData
        ? Object.fromEntries(
            [...body.entries()].map(([name, value]) => [
              name,
              typeof value === 'string' ? value : value.name,
            ]),
          )
        : Object.fromEntries(new URLSearchParams(String(body ?? '')));
    const call: RecordedCall = {
      path: url.pathname,
      token: authorization?.replace(/^Bearer /, '') ?? null,
      form,
      ...(init?.keepalive ? { keepalive: true as const } : {}),
      ...(init?.credentials === 'include' ? { withCookies: true as const } : {}),
    };
    calls.push(call);
    const reply = await route(call);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const text = reply.text ?? JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status,
      headers: { 'Content-Type': reply.contentType ?? 'application/json', ...reply.headers },
    });
  };
  return { fetch, calls };
}
