import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '#contracts/api-error.ts';
import type { SessionsRepository } from '../modules/auth/sessions-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: { id: string; username: string };
    adminToken?: string;
  }
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export type RequireAdmin = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** onRequest hook for every write route (before body parsing and validation, so nothing leaks): a live admin token, or 401 with the original site's message. */
export function createRequireAdmin(sessions: SessionsRepository): RequireAdmin {
  return async (request, reply) => {
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
    const admin = token ? await sessions.findAdmin(token) : undefined;
    if (!token || !admin) {
      return reply.code(401).send({ message: errorMessages.unauthorized });
    }
    request.admin = admin;
    request.adminToken = token;
  };
}
