import { queryLayer, type LayerInfo } from '@plaza/core';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { useAsync, type AsyncState } from '../ui/useAsync.ts';
import { layerServiceUrl } from './metricPickerModel.ts';

/**
 * A layer's description (its fields above all) as the signed-in member may read it; nothing until a service is picked.
 *
 * @example
 * const [layer] = useLayerInfo(values.serviceUrl, values.layerId, session);
 */
export function useLayerInfo(
  serviceUrl: string,
  layerId: number,
  session: WorkspaceSession,
): readonly [AsyncState<LayerInfo | undefined>, () => void] {
  return useAsync(
    () =>
      serviceUrl
        ? queryLayer<LayerInfo>(`${layerServiceUrl(serviceUrl)}/${layerId}`, {}, { authentication: session.handle })
        : Promise.resolve(undefined),
    `${serviceUrl}/${layerId}`,
  );
}
