import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandlerPlugin } from './errors.js';
import { serverOptions } from './logger.js';

// What a service or the gateway answers for URLs its router refuses before any route runs.
async function app() {
  const fastify = Fastify(serverOptions('test', 'silent'));
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  await fastify.register(errorHandlerPlugin);
  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  typed.get('/things/:id', { schema: { params: z.object({ id: z.string().max(64) }) } }, async () => ({ ok: true }));
  // A name that may be longer than Fastify's default 100-character parameter limit.
  typed.get('/files/:file', { schema: { params: z.object({ file: z.string().regex(/^\w{1,120}\.svg$/) }) } }, async () => ({ ok: true }));
  return fastify;
}

describe('router errors (serverOptions)', () => {
  it('routes every parameter the schemas allow: a 124-character file name is not refused as too long', async () => {
    const fastify = await app();
    const response = await fastify.inject(`/files/${'a'.repeat(120)}.svg`);
    expect(response.statusCode).toBe(200);
  });

  it('answers an over-long id with the 400 VALIDATION_FAILED of its schema, not 414', async () => {
    const fastify = await app();
    const response = await fastify.inject(`/things/${'a'.repeat(150)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request', fields: { id: expect.any(String) } });
  });

  it('answers a parameter past any limit with 400 VALIDATION_FAILED in the usual shape', async () => {
    const fastify = await app();
    const response = await fastify.inject(`/things/${'a'.repeat(5000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request', message: expect.stringMatching(/longer than \d+ characters/) });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers a malformed percent-encoding with 400 INVALID_URL in the usual shape', async () => {
    const fastify = await app();
    const response = await fastify.inject('/things/%zz');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'INVALID_URL', error: 'Bad Request', message: expect.any(String) });
  });
});
