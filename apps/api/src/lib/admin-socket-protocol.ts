import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * The admin command's channel to a running server (decision 049): one JSON line each way over a
 * Unix socket in DATA_DIR, readable by the server's own OS user only (mode 0600). PGlite allows
 * one process per folder, so the command asks the server that holds it instead of opening it.
 */
export type AdminRequest =
  | { action: 'pending'; actor: string }
  | { action: 'approve'; email: string; actor: string }
  | { action: 'reject'; email: string; reason: string; actor: string };

export type AdminAnswer = { ok: true; lines: string[] } | { ok: false; error: string };

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** Reads one line of JSON from the socket, then ends it. */
const oneLine = (socket: net.Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) resolve(text.slice(0, end));
    });
    socket.on('error', reject);
    socket.on('end', () =>
      reject(new Error('The server closed the admin channel without answering.')),
    );
  });

/** Sends a request to the server of `socketPath`; null when no server listens there. */
export const sendAdminRequest = (socketPath: string, request: AdminRequest) =>
  new Promise<AdminAnswer | null>((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('error', (err: NodeJS.ErrnoException) => {
      // No socket file, or one left by a server that died: nobody listens.
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    socket.once('connect', () => {
      socket.write(`${JSON.stringify(request)}\n`);
      oneLine(socket)
        .then((line) => resolve(JSON.parse(line) as AdminAnswer))
        .catch(reject)
        .finally(() => socket.end());
    });
  });

/**
 * Listens on `socketPath` (a file left by a crashed server is removed first: the caller holds the
 * data folder's lock) and answers each request with `handle`.
 */
export const serveAdminRequests = async (
  socketPath: string,
  handle: (request: AdminRequest) => Promise<AdminAnswer>,
): Promise<net.Server> => {
  await fs.rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    oneLine(socket)
      .then((line) => handle(JSON.parse(line) as AdminRequest))
      .catch((err: Error) => ({ ok: false as const, error: err.message }))
      .then((answer) => socket.end(`${JSON.stringify(answer)}\n`))
      .catch(() => socket.destroy());
  });
  // Created with no permissions for others, then narrowed to the owner before anyone connects.
  const mask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(mask);
  }
  await fs.chmod(socketPath, 0o600);
  return server;
};
