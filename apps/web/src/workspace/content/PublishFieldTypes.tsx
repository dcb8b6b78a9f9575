import { useTranslation } from 'react-i18next';
import { FIELD_TYPES, type FileAnalysis } from './publishHostedLayer.ts';

/**
 * The fields a file would publish as, each with its type in a select the publisher may change (coordinate columns
 * stay numbers: they make the points). Says when only the start of the file was read.
 */
export function PublishFieldTypes({
  analysis,
  types,
  disabled,
  onType,
}: {
  readonly analysis: FileAnalysis;
  readonly types: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  readonly onType: (field: string, type: string) => void;
}) {
  const { t } = useTranslation();
  const { longitudeFieldName, latitudeFieldName, layerInfo } = analysis.publishParameters;
  const coordinates = new Set([longitudeFieldName, latitudeFieldName].filter(Boolean));
  return (
    <div className="publish-fields" data-testid="publish-fields">
      <p className="workspace-muted">
        {layerInfo.geometryType === null
          ? t('hostedLayer.noLocation')
          : longitudeFieldName
            ? t('hostedLayer.locationColumns', { longitude: longitudeFieldName, latitude: latitudeFieldName })
            : t('hostedLayer.locationGeometry')}
        {analysis.sampled ? ` ${t('hostedLayer.sampled')}` : ''}
      </p>
      <table>
        <caption className="visually-hidden">{t('hostedLayer.fieldsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('hostedLayer.field')}</th>
            <th scope="col">{t('hostedLayer.type')}</th>
          </tr>
        </thead>
        <tbody>
          {layerInfo.fields.map((field) => {
            const id = `publish-type-${field.name}`;
            const fixed = coordinates.has(field.alias);
            return (
              <tr key={field.name}>
                <th scope="row">
                  <label htmlFor={id}>{field.alias}</label>
                  {field.alias !== field.name ? <code className="publish-fields__name">{field.name}</code> : null}
                </th>
                <td>
                  <select
                    id={id}
                    value={types[field.name] ?? field.type}
                    disabled={disabled || fixed}
                    onChange={(event) => onType(field.name, event.target.value)}
                  >
                    {FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`hostedLayer.types.${type}`)}
                      </option>
                    ))}
                  </select>
                  {fixed ? <span className="workspace-muted"> {t('hostedLayer.coordinate')}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
