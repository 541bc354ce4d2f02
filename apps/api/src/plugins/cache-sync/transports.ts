import { Redis } from 'ioredis';
import pg from 'pg';
import { type CacheTopic, isCacheTopic } from './changes.ts';

/** Carries cache-change messages between the instances of one deployment. */
export interface CacheTransport {
  readonly kind: 'postgres' | 'redis';
  publish(topic: CacheTopic): Promise<void>;
  close(): Promise<void>;
}

export interface TransportEvents {
  /** Another instance changed data behind `topic`. */
  onChange(topic: CacheTopic): void;
  /** The link was down for a while: messages may have been missed, so forget everything. */
  onResync(): void;
  onError(error: Error): void;
}

export const CHANNEL = 'mariner_cache_changes';
const RECONNECT_DELAY_MS = 1_000;

/** A message names its topic and the instance that sent it, which ignores its own echo. */
const encode = (origin: string, topic: CacheTopic) => JSON.stringify({ origin, topic });

function decode(origin: string, payload: string | undefined, events: TransportEvents) {
  try {
    const message = JSON.parse(payload ?? '') as { origin?: unknown; topic?: unknown };
    if (message.origin !== origin && isCacheTopic(message.topic)) events.onChange(message.topic);
  } catch {
    // Someone else's payload on our channel: not ours to act on.
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (a pooled one would be handed to queries).
 * A lost connection is re-opened every second; when it is back, every cache is forgotten once,
 * since notifications sent meanwhile are gone.
 */
export async function createPostgresTransport(
  connectionString: string,
  origin: string,
  events: TransportEvents,
): Promise<CacheTransport> {
  let client: pg.Client | undefined;
  let closed = false;
  let reconnecting: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) decode(origin, message.payload, events);
    });
    next.on('error', (error) => {
      events.onError(error);
      scheduleReconnect();
    });
    next.on('end', () => scheduleReconnect());
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    if (isReconnect) events.onResync();
  };

  const scheduleReconnect = () => {
    if (closed || reconnecting) return;
    client = undefined;
    reconnecting = setTimeout(() => {
      reconnecting = undefined;
      connect(true).catch((error: Error) => {
        events.onError(error);
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    reconnecting.unref();
  };

  await connect(false);
  return {
    kind: 'postgres',
    async publish(topic) {
      if (!client) throw new Error('cache-change connection to PostgreSQL is down');
      await client.query('select pg_notify($1, $2)', [CHANNEL, encode(origin, topic)]);
    },
    async close() {
      closed = true;
      clearTimeout(reconnecting);
      await client?.end().catch(() => {});
    },
  };
}

/** Redis pub/sub: one connection subscribes, another publishes; ioredis reconnects by itself. */
export async function createRedisTransport(
  url: string,
  origin: string,
  events: TransportEvents,
): Promise<CacheTransport> {
  const options = { maxRetriesPerRequest: 2, lazyConnect: true };
  const subscriber = new Redis(url, options);
  const publisher = new Redis(url, options);
  for (const connection of [subscriber, publisher]) connection.on('error', (error) => events.onError(error));
  await Promise.all([subscriber.connect(), publisher.connect()]);
  let wasReady = false;
  subscriber.on('ready', () => {
    if (wasReady) events.onResync();
  });
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel === CHANNEL) decode(origin, payload, events);
  });
  await subscriber.subscribe(CHANNEL);
  wasReady = true;
  return {
    kind: 'redis',
    async publish(topic) {
      await publisher.publish(CHANNEL, encode(origin, topic));
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
