import type { TFunction } from 'i18next';
import type { Denial } from '../api/fetchAbilities.ts';

/**
 * A refusal in words: what the engine found (spec 2 §8 response), said for people, with its code for support.
 * A permission may have its own wording (`workspace.why.{operation}.{response}`, e.g. change access), else the
 * response's general one, else a general sentence.
 *
 * @example
 * explainDenial(t, { response: 'no-edit-access', code: 'PC112' });
 * // "You cannot edit this item: only its owner, an administrator or members of a group that shares editing can. (PC112)"
 */
export function explainDenial(t: TFunction, denial: Denial, permission?: string): string {
  const operation = permission?.split(':').at(-1);
  const keys = [
    ...(operation ? [`workspace.why.${operation}.${denial.response}`] : []),
    `workspace.why.${denial.response}`,
    'workspace.why.other',
  ];
  return t('workspace.why.withCode', { reason: t(keys), code: denial.code });
}
