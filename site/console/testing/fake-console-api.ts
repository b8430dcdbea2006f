/** The console's API behind a stubbed fetch: answers by "METHOD path", every call recorded. */
import { vi } from 'vitest';
import type { ConsoleSessionAnswer, OperatorRole } from '../../../engine/shared/console/console-api';

interface ConsoleCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** An answer: a body (200), or a status with one. */
export type FakeAnswer = unknown | { status: number; body?: unknown };
export type FakeHandler = (call: ConsoleCall) => FakeAnswer;

export const signedIn = (role: OperatorRole = 'admin'): ConsoleSessionAnswer => ({
  signedIn: true,
  operator: { name: role === 'admin' ? 'alice' : 'victor', role },
  csrfToken: 'csrf-123',
  expiresAt: Date.now() + 900_000,
});

const isStatus = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number';

export function fakeConsoleApi(routes: Record<string, FakeAnswer | FakeHandler>) {
  const calls: ConsoleCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const call: ConsoleCall = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes[`${call.method} ${url.pathname}`];
    if (route === undefined)
      return Response.json({ error: `No fake for ${call.method} ${call.path}` }, { status: 404 });
    const answer = typeof route === 'function' ? (route as FakeHandler)(call) : route;
    if (isStatus(answer)) {
      return answer.body === undefined
        ? new Response(null, { status: answer.status })
        : Response.json(answer.body, { status: answer.status });
    }
    return Response.json(answer);
  });
  return calls;
}
