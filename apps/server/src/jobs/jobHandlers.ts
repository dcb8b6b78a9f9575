import { PUBLISH_JOB } from '../commands/items/queuePublish.ts';
import { SCHEDULED_EXPORT_JOB } from '../commands/downloads/saveDownloadSchedule.ts';
import { EXPORT_JOB, exportLayerJob } from '../downloads/exportLayerJob.ts';
import { scheduledExportJob } from '../downloads/scheduledExportJob.ts';
import { publishItemJob } from '../features/publish/publishItemJob.ts';
import type { JobHandler } from './jobRunner.ts';

/** Every kind of background job the server runs, by its `type`. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [PUBLISH_JOB]: publishItemJob,
  [EXPORT_JOB]: exportLayerJob,
  [SCHEDULED_EXPORT_JOB]: scheduledExportJob,
};
