import type { CatalogProblem } from '@plaza/core';
import { useTranslation } from 'react-i18next';

/** The problems of one part of an edited catalog, each in the person's language, next to the part at fault. */
export function CatalogProblems({ problems }: { readonly problems: readonly CatalogProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <ul className="catalog-problems" data-testid="catalog-problems">
      {problems.map((problem, index) => (
        <li key={`${problem.code}-${index}`} className="field-error">
          {t(`workspace.catalogEditor.problem.${problem.code}`, { value: problem.value ?? '' })}
        </li>
      ))}
    </ul>
  );
}
