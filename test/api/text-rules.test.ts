// The text rules as declared (shared/api/text-rules.ts): what counts as blank is Unicode's
// White_Space and Default_Ignorable_Code_Point, listed once as code points, and the list is
// the JavaScript engine's own; the OpenAPI document defines each rule once, by its code points.
import { describe, expect, it } from 'vitest';
import { isBlank, textRuleDefinitions } from '../../shared/api';
import { buildOpenApiDocument } from '../../shared/api/openapi';

describe('blank', () => {
  it("is White_Space and Default_Ignorable_Code_Point, as the engine's Unicode has them", () => {
    const property = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]$/u;
    const differ: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (isBlank(char) !== property.test(char)) differ.push(code.toString(16));
    }
    expect(differ).toEqual([]);
  });
});

describe('the rules in the OpenAPI document', () => {
  it('are defined once in components, and every field names defined ones', () => {
    const document = buildOpenApiDocument();
    expect(document.components['x-text-rules']).toEqual(textRuleDefinitions());
    const named = new Set<string>();
    JSON.stringify(document, (key, value: unknown) => {
      if (key === 'x-text-rules' && Array.isArray(value)) for (const name of value) named.add(name);
      return value;
    });
    expect([...named].sort()).toEqual(Object.keys(textRuleDefinitions()).sort());
    expect(textRuleDefinitions().visible).toMatchObject({
      refuses: 'any',
      characters: expect.arrayContaining(['U+200B', 'U+E0000..U+E007F']),
    });
    expect(textRuleDefinitions().not_blank).toMatchObject({
      refuses: 'only',
      characters: expect.arrayContaining(['U+0020', 'U+E0000..U+E0FFF']),
    });
  });
});
