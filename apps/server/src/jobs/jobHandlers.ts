import { PUBLISH_JOB } from '../commands/items/queuePublish.ts';
import { SCHEDULED_EXPORT_JOB } from '../commands/downloads/saveDownloadSchedule.ts';
import { EXPORT_JOB, exportLayerJob } from '../downloads/exportLayerJob.ts';
import { scheduledExportJob } from '../downloads/scheduledExportJob.ts';
import { publishItemJob } from '../features/publish/publishItemJob.ts';
import type { Config } from '../config/config.ts';
import { notificationJobHandlers } from '../notifications/notificationJobHandlers.ts';
import type { JobHandler } from './jobRunner.ts';

/** Every kind of background job the server runs, by its `type`. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [PUBLISH_JOB]: publishItemJob,
  [EXPORT_JOB]: exportLayerJob,
  [SCHEDULED_EXPORT_JOB]: scheduledExportJob,
};

/**
 * Every job the server runs, with those that need the deployment's settings (notifications and e-mail, ADR 0206).
 *
 * @example
 * startJobRunner({ db, logger, handlers: jobHandlersFor(config) });
 */
export function jobHandlersFor(config: Pick<Config, 'mail'>): Readonly<Record<string, JobHandler>> {
  return { ...JOB_HANDLERS, ...notificationJobHandlers(config) };
}
