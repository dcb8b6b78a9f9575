import { z } from 'zod/mini';

/**
 * Status of an initiative or project (spec 3 §4); the default is `notStarted` (spec 1 §4).
 *
 * @example
 * entityStatusSchema.parse('onHold'); // "onHold"
 */
export const entityStatusSchema = z.enum(['notStarted', 'inProgress', 'onHold', 'complete']);
/** A project's or initiative's status (spec 3 §4: notStarted, inProgress, onHold, complete). */
export type EntityStatus = z.infer<typeof entityStatusSchema>;
