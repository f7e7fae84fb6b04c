// A seeded pseudo-random source, so demo data is the same on every run and in every
// runtime (worker, page, Node) for the same seed. Not for anything secret.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A version-4-shaped UUID drawn from this source. */
  uuid(): string;
}

/** mulberry32: tiny, fast and well distributed enough for fixtures. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const word = () => Math.floor(next() * 4294967296);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    uuid: () => formatUuid([word(), word(), word(), word()]),
  };
}

/** A UUID that depends only on `name`: airports and operators keep their id across seeds. */
export function uuidFromName(name: string): string {
  // Four FNV-1a passes with different offsets give 128 bits.
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((offset) => {
    let hash = offset >>> 0;
    for (let index = 0; index < name.length; index += 1) {
      hash ^= name.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash;
  });
  return formatUuid(words);
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function hex32(word: number): string {
  return (
    (HEX[(word >>> 24) & 0xff] as string) +
    HEX[(word >>> 16) & 0xff] +
    HEX[(word >>> 8) & 0xff] +
    HEX[word & 0xff]
  );
}

function formatUuid(words: number[]): string {
  const [a = 0, b = 0, c = 0, d = 0] = words;
  const hex = hex32(a) + hex32(b) + hex32(c) + hex32(d);
  // Version 4 and the RFC 4122 variant, so strict UUID validators accept it.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
