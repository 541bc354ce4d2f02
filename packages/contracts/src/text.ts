/**
 * One rule for all text that crosses the wire (issue 13, defect 2): no control characters other
 * than tab, line feed and carriage return. PostgreSQL cannot store NUL in text at all, and the
 * others are never typed by a person, only injected. The API applies it to every parameter, query
 * and body before a handler runs; the field builders apply it too, so forms say the same words.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/**
 * The dotted path of the first string (or object key) in `value` that holds a control character,
 * or null when there is none. `''` is the value itself.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return itemPath;
    const found = findControlCharacter(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}
