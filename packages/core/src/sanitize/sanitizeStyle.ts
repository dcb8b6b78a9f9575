import { CSS_FUNCTIONS, CSS_PROPERTIES } from './cssAllowList.ts';

/** Where {@link sanitizeStyle} takes its allow-lists from (defaults: {@link CSS_PROPERTIES}, {@link CSS_FUNCTIONS}). */
export interface SanitizeStyleOptions {
  readonly properties?: readonly string[];
  readonly functions?: readonly string[];
}

// Characters a value may contain. No backslash (CSS escapes hide `url(`/`expression(`), no colon (schemes),
// no `<`, `>`, `@`, `;`, `{`, `}`, `&`.
const VALUE_CHARACTERS = /^[\p{L}\p{N}\s#%.,()'"+*/!_-]*$/u;
const FUNCTION_CALL = /([a-zA-Z_-][a-zA-Z0-9_-]*)\s*\(/g;

/**
 * Filters an inline style (a decoded `style` attribute value) to allowed declarations and returns them
 * re-serialised, or `''` when nothing is left. Drops unknown properties, `url()`/`expression()` and any
 * other non-listed function, comments, escapes, unbalanced quotes or brackets, and custom properties.
 *
 * @example
 * sanitizeStyle('color: red; position: fixed'); // 'color: red'
 * sanitizeStyle('width: expression(alert(1))'); // ''
 * sanitizeStyle('background: url(javascript:alert(1))'); // ''
 */
export function sanitizeStyle(style: string, options: SanitizeStyleOptions = {}): string {
  const properties = options.properties ?? CSS_PROPERTIES;
  const functions = options.functions ?? CSS_FUNCTIONS;
  if (style.includes('/*') || style.includes('\\')) return '';
  const kept: string[] = [];
  for (const declaration of splitDeclarations(style)) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!properties.includes(property) || !isSafeValue(value, functions)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

function isSafeValue(value: string, functions: readonly string[]): boolean {
  if (value === '' || !VALUE_CHARACTERS.test(value) || !isBalanced(value)) return false;
  for (const match of value.matchAll(FUNCTION_CALL)) {
    const name = match[1]?.toLowerCase() ?? '';
    if (!functions.includes(name)) return false;
  }
  return true;
}

function isBalanced(value: string): boolean {
  let depth = 0;
  let quote: string | undefined;
  for (const char of value) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
      if (depth < 0) return false;
    }
  }
  return depth === 0 && quote === undefined;
}

// Splits on `;` outside quotes and brackets.
function splitDeclarations(style: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quote: string | undefined;
  for (const char of style) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    } else if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}
