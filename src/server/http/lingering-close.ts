// Closing a connection whose request body is still arriving (a 405, a 413, a refused form:
// plugins/http-hygiene.ts) without losing the answer on the way.
//
// Node ends such a connection as soon as the answer is written (socket.destroySoon). Body bytes the
// server never read are then still in its kernel's buffer, so the kernel resets the connection instead
// of closing it, and a reset makes the client's kernel throw away what it had received but not yet
// handed over: the answer. A visitor whose form was too large saw "connection reset" instead of the
// page saying so (3 in 30 tries of a 4 MB chunked post on a quiet machine; the CI run of stop 34
// failed on it). As Apache and nginx do ("lingering close"), the answer is sent and the sending side
// closed; what the client still sends is read and thrown away (never kept) until it goes quiet, or for
// a bounded time, before the connection is closed.
import type { IncomingMessage } from 'node:http';

/** The client sent nothing for this long: it has stopped sending, or stalled. */
export const LINGER_QUIET_MS = 1000;
/** Never longer than this, however slowly or long the client keeps sending. */
const LINGER_MAX_MS = 10_000;

const lingering = new WeakSet<object>();

/** Makes the close that follows this request's answer a lingering one (see above). */
export function lingerBeforeClosing(request: IncomingMessage): void {
  const socket = request.socket;
  if (!socket || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function lingeringClose() {
    socket.end();
    const close = () => socket.destroy();
    const deadline = setTimeout(close, LINGER_MAX_MS);
    let quiet = setTimeout(close, LINGER_QUIET_MS);
    socket.once('close', () => {
      clearTimeout(deadline);
      clearTimeout(quiet);
    });
    // The rest of the body goes through Node's parser as before, into nothing.
    request.on('data', () => {
      clearTimeout(quiet);
      quiet = setTimeout(close, LINGER_QUIET_MS);
    });
    request.once('end', close);
    request.resume();
  };
}
