import fs from 'node:fs';
import path from 'node:path';

/** What a staff member's browser sends to a server running as its own process. */
export interface RemoteAnswer<T = unknown> {
  status: number;
  body: T;
}

export async function signInRemote(url: string, name: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ name, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** Staff requests over HTTP. Network failures reject: the caller decides what an unanswered request means. */
export function remoteStaff(url: string, cookie: string) {
  const send = async <T>(method: string, pathname: string, body?: unknown): Promise<RemoteAnswer<T>> => {
    const response = await fetch(`${url}${pathname}`, {
      method,
      headers: { cookie, origin: url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    get: <T>(pathname: string) => send<T>('GET', pathname),
    post: <T>(pathname: string, body: unknown) => send<T>('POST', pathname, body),
    put: <T>(pathname: string, body: unknown) => send<T>('PUT', pathname, body),
  };
}

/** A stand-in for the built web app, so page routes answer without running Vite. */
export function createWebStub(dir: string): string {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="tr"><head><title>Sofra</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'admin.html'),
    '<!doctype html><html lang="tr"><head><title>Sofra · Yönetim</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  return dir;
}
