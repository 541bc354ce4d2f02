import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawConnection, requestHead } from '../test/raw-http.ts';
import { createTestApp, type TestApp } from '../test/test-db.ts';

/**
 * Found by the contract fuzz suite (issue 13): requests refused before any route runs still answer
 * in the one error shape, and say when they close the connection.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('refused by the router or by Node', () => {
  it('answers a path parameter over the router’s length limit with 400 in the error shape', async () => {
    // DELETE: a GET that long falls through to the pages' wildcard route and is a plain 404.
    const response = await t.app.inject({ method: 'DELETE', url: `/api/auctions/${'x'.repeat(5000)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.malformedRequest });
  });

  it('answers headers over 16 KB with 431 in the error shape and closes the connection, saying so', async () => {
    const connection = await RawConnection.open(port);
    try {
      connection.send(requestHead('GET', `/api/auctions?search=${'x'.repeat(20_000)}`, {}, 0));
      const answer = await connection.read();
      expect(answer.status).toBe(431);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({
        error: 'HEADERS_TOO_LARGE',
        message: MESSAGES.headersTooLarge,
      });
    } finally {
      connection.close();
    }
  });

  it('answers a request line it cannot parse with 400 in the error shape', async () => {
    const connection = await RawConnection.open(port);
    try {
      connection.send('GET /api/health HTTP/9.9 nonsense\r\n\r\n');
      const answer = await connection.read();
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.malformedRequest });
    } finally {
      connection.close();
    }
  });
});
