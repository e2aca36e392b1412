import createError from '@fastify/error';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandlerPlugin } from './errors.js';

async function app() {
  const fastify = Fastify({ logger: false });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  await fastify.register(errorHandlerPlugin);
  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  typed.post('/thing', { schema: { body: z.strictObject({ name: z.string().min(2, 'Name is too short'), nested: z.strictObject({ a: z.number() }).optional() }) } }, async () => ({ ok: true }));
  typed.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  typed.get('/database-gone', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:27017'), { name: 'MongoServerSelectionError' });
  });
  typed.get('/intake-away', async () => {
    throw new (createError('THING_INTAKE_UNAVAILABLE', 'Cannot take things right now; please try again', 503))();
  });
  typed.get('/conflict', async () => {
    throw new (createError('THING_TAKEN', 'That thing is taken', 409))();
  });
  return fastify;
}

describe('errorHandlerPlugin', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After when the database cannot be reached', async () => {
    const fastify = await app();
    const gone = await fastify.inject('/database-gone');
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['retry-after']).toBe('5');
    expect(gone.json()).toEqual({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', error: 'Service Unavailable', message: 'The database is unavailable; please try again shortly' });
  });

  it("keeps a service's own 503 code and message, with Retry-After: the client may send it again", async () => {
    const fastify = await app();
    const away = await fastify.inject('/intake-away');
    expect([away.statusCode, away.headers['retry-after']]).toEqual([503, '5']);
    expect(away.json()).toEqual({ statusCode: 503, code: 'THING_INTAKE_UNAVAILABLE', error: 'Service Unavailable', message: 'Cannot take things right now; please try again' });
  });

  it('answers validation errors with the first message and per-field messages, naming unknown keys', async () => {
    const fastify = await app();
    const short = await fastify.inject({ method: 'POST', url: '/thing', payload: { name: 'x' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request', message: 'Name is too short', fields: { name: 'Name is too short' } });

    const unknown = await fastify.inject({ method: 'POST', url: '/thing', payload: { name: 'ok', extra: 1, nested: { a: 1, b: 2 } } });
    expect(unknown.json().fields).toEqual({ extra: 'Unrecognized key: "extra"', 'nested.b': 'Unrecognized key: "b"' });
  });

  it('keeps a 4xx code and message, and never leaks a 5xx message', async () => {
    const fastify = await app();
    expect((await fastify.inject('/conflict')).json()).toEqual({ statusCode: 409, code: 'THING_TAKEN', error: 'Conflict', message: 'That thing is taken' });
    const boom = await fastify.inject('/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', error: 'Internal Server Error', message: 'Something went wrong on our side; please try again' });
    expect(boom.body).not.toContain('hunter2');
  });

  it('maps broken JSON and unknown routes to stable codes', async () => {
    const fastify = await app();
    const broken = await fastify.inject({ method: 'POST', url: '/thing', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(broken.json()).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
    expect((await fastify.inject('/nope')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
