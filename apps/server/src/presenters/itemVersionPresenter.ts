import type { ItemFileRow } from '../db/repositories/itemFileRepository.ts';

/** One file of an item as a version (ADR 0152): the current data file or an earlier one. */
export interface ItemVersionJson {
  readonly id: string;
  /** The uploaded file's name, or null for data written as text. */
  readonly fileName: string | null;
  readonly size: number;
  readonly contentType: string;
  /** Who made it the item's file, or null when not recorded (files stored before versions). */
  readonly author: string | null;
  /** When it became the item's file, in epoch milliseconds. */
  readonly created: number;
  readonly current: boolean;
}

/**
 * A stored data or version file as the versions API answers it.
 *
 * @example
 * presentItemVersion(row); // { id, fileName: 'permits.csv', size: 2048, author: 'casey', created, current: true }
 */
export function presentItemVersion(file: ItemFileRow): ItemVersionJson {
  return {
    id: file.id,
    fileName: file.file_name,
    size: Number(file.size),
    contentType: file.content_type,
    author: file.author,
    created: Number(file.created),
    current: file.role === 'data',
  };
}
