// Marks the API calls a server render makes to this same process (app.inject), so they are not
// counted as the visitor's requests: a page view costs the visitor one request, not one per API
// read. The mark is a header holding a random value made at start, which no visitor can know.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const IN_PROCESS_HEADER = 'x-sampada-in-process';
const token = randomBytes(24).toString('base64url');

export const inProcessHeaders = (): Record<string, string> => ({ [IN_PROCESS_HEADER]: token });

export function isInProcess(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === token;
}
