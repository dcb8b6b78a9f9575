import type { AssertionValue, PermissionContext, PermissionEntity, PropertyPath } from './PermissionPolicy.ts';

/** A property path split once, when a table loads, so checks only walk keys. */
export interface CompiledPath {
  readonly root: 'context' | 'entity';
  readonly keys: readonly string[];
  readonly text: PropertyPath;
}

/**
 * True when an assertion value names a property (`context:` or `entity:` prefix) rather than a literal.
 *
 * @example
 * isPropertyPath('context:groupLimit'); // true
 * isPropertyPath('admin'); // false
 */
export function isPropertyPath(value: AssertionValue | undefined): value is PropertyPath {
  return typeof value === 'string' && (value.startsWith('context:') || value.startsWith('entity:'));
}

/**
 * Splits a property path into its root and keys.
 *
 * @example
 * compilePath('entity:view.isViewOnly'); // { root: 'entity', keys: ['view', 'isViewOnly'], text: 'entity:view.isViewOnly' }
 */
export function compilePath(path: PropertyPath): CompiledPath {
  const separator = path.indexOf(':');
  const root = path.slice(0, separator) === 'context' ? 'context' : 'entity';
  return Object.freeze({ root, keys: Object.freeze(path.slice(separator + 1).split('.')), text: path });
}

/**
 * The value at a compiled path, or undefined when any step is missing.
 *
 * @example
 * readPath(compilePath('context:currentUser.username'), context, undefined); // "casey"
 */
export function readPath(
  path: CompiledPath,
  context: PermissionContext,
  entity: PermissionEntity | undefined,
): unknown {
  let value: unknown = path.root === 'context' ? context : entity;
  for (const key of path.keys) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Readonly<Record<string, unknown>>)[key];
  }
  return value;
}
