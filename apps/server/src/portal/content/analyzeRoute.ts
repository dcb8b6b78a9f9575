import type { Context } from 'hono';
import { requireUser } from '../../auth/requireUser.ts';
import { analyzeItemFile } from '../../features/publish/analyzeItemFile.ts';
import { CsvPlanError } from '../../features/publish/planCsvLayer.ts';
import { CsvSyntaxError } from '../../features/publish/readCsvRecords.ts';
import { GeoJsonSyntaxError } from '../../features/publish/readGeoJsonFeatures.ts';
import { ShapefileError } from '../../features/publish/shapefile/readShpRecords.ts';
import { ArchiveError } from '../../features/publish/shapefile/readZipArchive.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { readPortalParams } from '../../http/portalParams.ts';
import { loadPublishableItem } from './publishRoute.ts';

/**
 * `content/features/analyze` (ArcGIS's call; ADR 0122): what publishing an item's CSV, GeoJSON or zipped shapefile would make — its
 * fields with their inferred types, the coordinate columns, the geometry type and the first rows — read from the
 * start of the file, so the publisher can change types before publishing. Same rights as publishing
 * (`itemid`, `filetype`).
 *
 * @example
 * routes.post('/features/analyze', analyzeRoute);
 */
export async function analyzeRoute(c: Context<AppEnv>): Promise<Response> {
  const caller = requireUser(c);
  const params = await readPortalParams(c);
  const { item, fileType, file } = await loadPublishableItem(c, caller, params, 'itemid');
  try {
    return c.json(await analyzeItemFile(c.get('deps').db, file, fileType, item.title));
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw portalErrors.badRequest(`Line ${error.line}: ${error.message}`, [error.message]);
    if (
      error instanceof CsvPlanError ||
      error instanceof GeoJsonSyntaxError ||
      error instanceof ArchiveError ||
      error instanceof ShapefileError
    ) {
      throw portalErrors.badRequest(error.message, [error.message]);
    }
    throw error;
  }
}
