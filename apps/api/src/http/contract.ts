import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Replies leave through their route's declared schema (docs/decisions/008-api-contract.md): the
 * schema strips what it does not declare, and a reply that breaks it is never sent — the caller
 * gets 199 from the error handler and `report` names the route and the broken fields (in tests,
 * through console.error, which fails the test that caused it).
 */
export function contractSerializer(report: (message: string) => void): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => {
      try {
        return serialize(data);
      } catch (err) {
        const cause = (err as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } }).cause;
        const issues = (cause?.issues ?? []).slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(reply)'}: ${i.message}`);
        report(`the reply of ${route.method} ${route.url} breaks its contract: ${issues.join('; ') || (err as Error).message}`);
        throw err;
      }
    };
  };
}
