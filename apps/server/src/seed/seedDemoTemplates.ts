import { SOLUTION_TYPE_KEYWORD, TEMPLATE_DEPLOYED_TYPES } from '@plaza/core';
import type { Db } from '../db/database.ts';
import { writeItemFile } from '../db/repositories/itemFileRepository.ts';
import { insertItem } from '../db/repositories/itemRepository.ts';
import { demoUsername } from './demoData.ts';
import { demoItemId } from './demoItemId.ts';
import { DEMO_TEMPLATES } from './demoTemplates.ts';

/**
 * Riverside's two demo templates (issue 23): Solution items owned by its administrator and shared with the
 * organisation, so every member finds them in the workspace's template gallery and can deploy them.
 *
 * @example
 * await seedDemoTemplates(trx, { now: Date.now() });
 */
export async function seedDemoTemplates(db: Db, options: { readonly now: number }): Promise<void> {
  const org = await db.selectFrom('orgs').select('id').where('url_key', '=', 'riverside').executeTakeFirstOrThrow();
  for (const template of DEMO_TEMPLATES) {
    const id = demoItemId('riverside', `template-${template.key}`);
    await insertItem(db, {
      id,
      owner: demoUsername('admin', 'riverside'),
      org_id: org.id,
      owner_folder: null,
      created: options.now,
      modified: options.now,
      title: template.title,
      type: 'Solution',
      type_keywords: ['Template', `${SOLUTION_TYPE_KEYWORD}${TEMPLATE_DEPLOYED_TYPES.site}`],
      snippet: template.snippet,
      tags: ['template'],
      access: 'org',
    });
    await writeItemFile(db, { itemId: id, role: 'data', path: '', contentType: 'application/json', now: options.now }, [
      Buffer.from(JSON.stringify(template.data), 'utf8'),
    ]);
  }
}
