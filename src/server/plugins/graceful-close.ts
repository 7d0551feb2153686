// Shutting down promptly without cutting off work in progress. When the app closes (SIGTERM):
// - connections with no request whose body has been read are closed at once: idle keep-alive
//   connections, clients still sending headers or a body (a stalled client would otherwise hold
//   the shutdown until its timeouts fire);
// - requests being handled finish and are answered with `Connection: close`;
// - new requests meanwhile get Fastify's 503.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function registerGracefulClose(app: FastifyInstance): void {
  const sockets = new Set<Socket>();
  /** Sockets whose current request is being handled, with that request. */
  const working = new Map<Socket, IncomingMessage>();
  let closing = false;

  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      working.delete(socket);
    });
  });
  app.addHook('preHandler', async (request) => {
    if (request.raw.socket) working.set(request.raw.socket, request.raw);
  });
  app.addHook('onResponse', async (request) => {
    if (request.raw.socket) working.delete(request.raw.socket);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of sockets) {
      // A handler still reading the body (a multipart upload) waits on the client: close it too.
      const request = working.get(socket);
      if (!request || !request.complete) socket.destroy();
    }
  });
}
