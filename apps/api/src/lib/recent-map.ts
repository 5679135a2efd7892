/**
 * What a process keeps in memory in a Map, bounded by recency: a Map iterates in the order
 * its keys were set, so an entry set again (or read with `recent`) goes last, and the first
 * is the one to let go.
 */

/** The value under `key`, moved last as the most recently used; undefined when there is none. */
export function recent<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}

/** Sets `value` under `key` as the most recent entry, letting the first ones go while the map holds more than `limit`. */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value as K);
  return value;
}
