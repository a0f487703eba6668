// Everyday words that are one typo away from a place ("κοινό" from Kythnos, "class" from Kea):
// a token whose phonetic key is one of them is a word, never a misspelt place. The set is built by
// scripts/gen-places.ts from the Hunspell dictionaries of el/en/de (lower-case words within the
// typo budget of a typo-tolerant place's key) and shipped as a Bloom filter (about 0.2 % false
// positives: a typo that happens to hit one is not forgiven).

/** 32-bit FNV-1a of a string with a seed. */
function fnv(text: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface BloomFilter {
  bits: Uint8Array;
  hashes: number;
}

function positions(key: string, size: number, hashes: number): number[] {
  const first = fnv(key, 0);
  // (Unsigned: "| 1" gives a signed 32-bit number, and a negative position was no bit at all, so
  // about half of the words added were never found again.)
  const second = (fnv(key, 0x5bd1e995) | 1) >>> 0;
  return Array.from({ length: hashes }, (_, i) => (first + i * second) % size);
}

export function bloomOf(keys: Iterable<string>, count: number, falsePositives = 0.01): BloomFilter {
  const size = Math.max(64, Math.ceil((-count * Math.log(falsePositives)) / Math.LN2 ** 2 / 8) * 8);
  const hashes = Math.max(1, Math.round((size / count) * Math.LN2));
  const bits = new Uint8Array(size / 8);
  for (const key of keys)
    for (const position of positions(key, size, hashes)) bits[position >> 3]! |= 1 << (position & 7);
  return { bits, hashes };
}

export function bloomHas(filter: BloomFilter, key: string): boolean {
  const size = filter.bits.length * 8;
  return positions(key, size, filter.hashes).every((p) => (filter.bits[p >> 3]! & (1 << (p & 7))) !== 0);
}

export function encodeBloom(filter: BloomFilter): string {
  let binary = "";
  for (const byte of filter.bits) binary += String.fromCharCode(byte);
  return `${filter.hashes}:${btoa(binary)}`;
}

export function decodeBloom(text: string): BloomFilter {
  const [hashes, data = ""] = text.split(":");
  const binary = atob(data);
  const bits = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bits[i] = binary.charCodeAt(i);
  return { bits, hashes: Number(hashes) };
}
