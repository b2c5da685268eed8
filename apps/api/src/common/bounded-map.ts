/**
 * Sets `key` in `map`, first dropping its oldest entry once `capacity` are kept. A Map keeps
 * insertion order, so the oldest is its first key; a caller that wants least-recently-used
 * order deletes and sets an entry again when it is used. The server's in-memory caches (verified
 * signatures, accepted queries, weekly grid answers) stay bounded through this one rule.
 */
export function setWithin<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  if (!map.has(key) && map.size >= capacity) map.delete(map.keys().next().value!);
  map.set(key, value);
}
