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
 * Issue 25, defect 2: everything some reader takes for the end of a line (iCalendar, mail headers,
 * CSV, Python's `splitlines`, JavaScript's `$`): CR, LF, vertical tab, form feed, NEL and the
 * Unicode line and paragraph separators. A one-line field holds none of them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding line breaks is the point.
const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;

export const hasLineBreak = (text: string): boolean => LINE_BREAK.test(text);

/**
 * How deep a request body may nest (issue 25, defect 9): no form of ours goes past a few levels,
 * and a walk 300,000 levels down is how one request once took the process to a stack overflow.
 */
export const MAX_BODY_DEPTH = 64;

export type TextProblem = 'controlCharacters' | 'lineBreaks' | 'tooDeeplyNested';

export interface FoundTextProblem {
  /** The dotted path of the value or key at fault; `''` is the value itself. */
  path: string;
  problem: TextProblem;
}

const problemOf = (text: string, singleLine: boolean): TextProblem | null =>
  hasControlCharacter(text) ? 'controlCharacters' : singleLine && hasLineBreak(text) ? 'lineBreaks' : null;

/**
 * The first string (or object key) in `value` breaking the text rule, or nesting deeper than
 * `maxDepth`; null when all is well. `singleLine` also refuses line breaks (queries and path
 * parameters never carry more than one line). Iterative, so no input can exhaust the stack.
 */
export function findTextProblem(
  value: unknown,
  options: { singleLine?: boolean; maxDepth?: number } = {},
): FoundTextProblem | null {
  const singleLine = options.singleLine ?? false;
  const maxDepth = options.maxDepth ?? MAX_BODY_DEPTH;
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { path, depth } = next;
    if (typeof next.value === 'string') {
      const problem = problemOf(next.value, singleLine);
      if (problem) return { path, problem };
      continue;
    }
    if (next.value === null || typeof next.value !== 'object' || ArrayBuffer.isView(next.value)) continue;
    if (depth >= maxDepth) return { path, problem: 'tooDeeplyNested' };
    const entries = Array.isArray(next.value)
      ? next.value.map((item, index) => [String(index), item] as const)
      : Object.entries(next.value);
    // Pushed last to first, so the walk reads the fields in their order.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index] as readonly [string, unknown];
      const itemPath = path ? `${path}.${key}` : key;
      const keyProblem = problemOf(key, singleLine);
      if (keyProblem) return { path: itemPath, problem: keyProblem };
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return null;
}

/** An absolute http(s) address with a host and no white space. */
export const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
};

/** Same-site return paths only (issue 27, decision 18): `/x`, never `//host` or `/\\host`. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // A backslash or a control character: browsers read `/\host` and `/\thost` as another site.
  for (const char of value) if (char === '\\' || char.charCodeAt(0) < 0x20) return null;
  return value;
}
