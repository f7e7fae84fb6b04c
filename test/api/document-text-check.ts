// A text field checked as a client outside JavaScript would check it, from the OpenAPI
// document alone: its lengths in code points, its `pattern` compiled as plain ECMA-262 (no
// flags), and the rules its `x-text-rules` names, read from `components.x-text-rules`.

type Definition = { refuses: 'any' | 'only'; characters: string[] };
export interface TextProperty {
  minLength?: number;
  maxLength?: number;
  pattern: string;
  'x-text-rules': string[];
}
export interface DocumentWithRules {
  components: { 'x-text-rules': Record<string, Definition> };
}

/** `U+00AD` or `U+2060..U+2064` as [first, last]. */
function rangeOf(name: string): [number, number] {
  const match = /^U\+([0-9A-F]{4,6})(?:\.\.U\+([0-9A-F]{4,6}))?$/.exec(name);
  if (!match) throw new Error(`Not a code point or range: ${name}`);
  const first = parseInt(match[1]!, 16);
  return [first, match[2] ? parseInt(match[2], 16) : first];
}

/** Whether `value` passes `property` as the document states it. */
export function documentAccepts(
  document: DocumentWithRules,
  property: TextProperty,
  value: string,
): boolean {
  // Read as code points: a lone surrogate is one, of its own value.
  const codes = [...value].map((char) => char.codePointAt(0)!);
  if (codes.length < (property.minLength ?? 0)) return false;
  if (codes.length > (property.maxLength ?? Infinity)) return false;
  if (!new RegExp(property.pattern).test(value)) return false;
  return property['x-text-rules'].every((name) => {
    const rule = document.components['x-text-rules'][name];
    if (!rule) throw new Error(`x-text-rules names ${name}, which the document does not define`);
    const ranges = rule.characters.map(rangeOf);
    const listed = (code: number) => ranges.some(([first, last]) => code >= first && code <= last);
    return rule.refuses === 'any' ? !codes.some(listed) : !codes.every(listed);
  });
}
