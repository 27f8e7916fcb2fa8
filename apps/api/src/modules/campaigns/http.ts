import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { campaignRefSchema } from '@ireti/shared/campaigns/schemas';
import { requireUser } from '../../http/auth.ts';
import type { Actor } from './owner.service.ts';

/** Pieces every campaigns route file uses. */
export const actorOf = (req: FastifyRequest): Actor => ({ user: requireUser(req), ip: req.ip });
export const idParams = z.object({ id: campaignRefSchema });
