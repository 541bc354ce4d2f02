/**
 * Issue 26 item 6: an answer kept by a read cache is the same object for every request that hits
 * it, yet the zod serializer encoded it afresh each time (checking every id, date and field of a
 * list of twelve auctions), which cost more than everything else a cached list answer did. A kept
 * answer is therefore deep-frozen when it is kept, and the serializer writes a frozen object once
 * per response schema, then answers the same text while the object lives.
 *
 * What stays true: every answer still leaves through its route's schema (the text was written by
 * that route's own serializer, from that very object), and a frozen object cannot change, so its
 * text cannot go stale. Objects that are not frozen (everything built per request) are serialized
 * every time, as before.
 */

/**
 * Freezes `value` and everything it holds: arrays, plain objects and a Map's values (a Map itself,
 * like a Date, can still be changed through its methods: nothing calls them on a kept value).
 * Answers are trees read from the database, so there is no cycle to guard.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const part of value instanceof Map ? value.values() : Object.values(value)) deepFreeze(part);
  return Object.freeze(value);
}

type Serialize = (data: unknown) => string;

/**
 * Wraps a Fastify serializer compiler: each compiled serializer (one per route, status and schema)
 * remembers the text of the frozen objects it wrote, for as long as they live (a WeakMap: a cache
 * that forgets an answer lets its text go too).
 */
export function serializeFrozenOnce<Route>(
  compile: (route: Route) => Serialize,
): (route: Route) => Serialize {
  return (route) => {
    const serialize = compile(route);
    const written = new WeakMap<object, string>();
    return (data) => {
      if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
      let text = written.get(data);
      if (text === undefined) {
        text = serialize(data);
        written.set(data, text);
      }
      return text;
    };
  };
}
