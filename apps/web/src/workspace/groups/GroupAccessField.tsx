import type { HubGroup } from '@plaza/core';
import { useTranslation } from 'react-i18next';

const LEVELS: readonly HubGroup['access'][] = ['private', 'org', 'public'];

/** Who can find a group and see its content: its members only, the organisation, or everyone. */
export function GroupAccessField({
  value,
  onChange,
  name,
}: {
  readonly value: HubGroup['access'];
  readonly onChange: (access: HubGroup['access']) => void;
  readonly name: string;
}) {
  const { t } = useTranslation();
  return (
    <calcite-radio-button-group
      name={name}
      labelText={t('groupWorkspace.access.label')}
      layout="vertical"
      oncalciteRadioButtonGroupChange={(event) => {
        const chosen = LEVELS.find((level) => level === String(event.target.selectedItem.value));
        if (chosen) onChange(chosen);
      }}
    >
      {LEVELS.map((level) => (
        <calcite-label key={level} layout="inline">
          <calcite-radio-button value={level} checked={value === level} data-testid={`group-access-${level}`} />
          {t(`groupWorkspace.access.${level}`)}
        </calcite-label>
      ))}
    </calcite-radio-button-group>
  );
}
