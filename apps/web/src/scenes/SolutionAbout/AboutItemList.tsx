import { useTranslation } from 'react-i18next';
import { itemTypeLabel } from '../../i18n/itemTypeLabel.ts';
import type { AboutItem } from './aboutItems.ts';

/** A list of items an about page names, each a link with its type; `empty` when the visitor may see none of them. */
export function AboutItemList({
  items,
  empty,
  testId,
}: {
  items: readonly AboutItem[];
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p data-testid={testId}>{empty}</p>;
  return (
    <ul data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={item.href} dir="auto">
            {item.title}
          </a>{' '}
          <span className="family-badge">{itemTypeLabel(t, item.type)}</span>
        </li>
      ))}
    </ul>
  );
}
