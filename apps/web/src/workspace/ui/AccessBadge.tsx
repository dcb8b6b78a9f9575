import { useTranslation } from 'react-i18next';

/** Who can see an item, in words: "Only you", "Your organisation", "Everyone (public)", "Shared with groups". */
export function AccessBadge({ access }: { readonly access: string }) {
  const { t } = useTranslation();
  return (
    <span className={`access-badge access-badge--${access}`}>
      {t(`workspace.access.${access}`, { defaultValue: access })}
    </span>
  );
}
