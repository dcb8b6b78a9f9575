import { Hono, type Context } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import {
  deleteUserResource,
  findUserResource,
  listUserResources,
  putUserResource,
} from '../../db/repositories/userResourceRepository.ts';
import { findUserByUsername, type UserRow } from '../../db/repositories/userRepository.ts';
import { findUserThumbnail } from '../../db/repositories/userThumbnailRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { presentUser } from '../../presenters/userPresenter.ts';
import { identityErrors } from '../../errors/identityErrors.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { executeUserSearch } from './executeUserSearch.ts';
import { invitationRoutes } from './invitationRoutes.ts';
import { userProfileRoute } from './userProfileRoute.ts';
import { canSeeUser, seesPrivateFields } from './userVisibility.ts';

/** Largest user resource stored: 4.95 MB in decimal units, as `@plaza/core` checks it (spec 1 §5, §9). */
export const MAX_USER_RESOURCE_BYTES = 4_950_000;

/** `/sharing/rest/community/users/...` */
export function usersRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(['GET', 'POST'], '/', async (c) => {
    const params = await readPortalParams(c);
    return c.json(await executeUserSearch(c.get('deps').db, c.get('caller'), params));
  });

  routes.route('/:username/invitations', invitationRoutes());
  routes.on(['GET', 'POST'], '/:username', async (c) => {
    const user = await visibleUser(c);
    return c.json(presentUser(user, seesPrivateFields(c.get('caller'), user)));
  });

  routes.post('/:username/update', userProfileRoute);

  // The profile picture, to whoever may see the profile (issue 19, ADR 0156).
  routes.get('/:username/info/*', async (c) => {
    const user = await visibleUser(c);
    const picture = await findUserThumbnail(c.get('deps').db, user.username);
    if (
      !picture ||
      user.thumbnail !== `thumbnail/${picture.file_name}` ||
      !c.req.path.endsWith(`/info/${user.thumbnail}`)
    ) {
      throw identityErrors.resourceNotFound();
    }
    return c.body(new Uint8Array(picture.bytes), 200, {
      'Content-Type': picture.content_type,
      'Cache-Control': user.access === 'public' ? 'public, no-cache' : 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  routes.on(['GET', 'POST'], '/:username/resources', async (c) => {
    const user = await ownUser(c);
    const resources = await listUserResources(c.get('deps').db, user.username);
    return c.json({
      total: resources.length,
      resources: resources.map((r) => ({ key: r.key, access: r.access, size: r.size, created: r.created })),
    });
  });

  routes.get('/:username/resources/:key', async (c) => {
    const user = await ownUser(c);
    const resource = await findUserResource(c.get('deps').db, user.username, c.req.param('key'));
    if (!resource) throw identityErrors.resourceNotFound();
    return c.body(resource.content, 200, { 'Content-Type': contentTypeOf(resource.content) });
  });

  routes.post('/:username/addResource', async (c) => {
    const user = await ownUser(c);
    const params = await readPortalParams(c);
    const key = stringParam(params, 'key') ?? stringParam(params, 'fileName');
    const file = params.file instanceof File ? params.file : undefined;
    const text = stringParam(params, 'text') ?? (file ? await file.text() : undefined);
    if (!key || !/^[\w.\-/]{1,256}$/.test(key) || key.includes('..')) {
      throw portalErrors.badRequest('A resource key is required (letters, digits, . _ - /).');
    }
    if (text === undefined) throw portalErrors.badRequest('The resource text is required.');
    const size = new TextEncoder().encode(text).length;
    if (size > MAX_USER_RESOURCE_BYTES) throw identityErrors.resourceTooLarge();
    const deps = c.get('deps');
    await putUserResource(deps.db, {
      username: user.username,
      key,
      access: stringParam(params, 'access') ?? 'userappprivate',
      content: text,
      size,
      now: nowFrom(deps),
    });
    return c.json({ success: true, key });
  });

  routes.post('/:username/removeResource', async (c) => {
    const user = await ownUser(c);
    const key = stringParam(await readPortalParams(c), 'key') ?? '';
    if (!(await deleteUserResource(c.get('deps').db, user.username, key))) throw identityErrors.resourceNotFound();
    return c.json({ success: true });
  });
  return routes;
}

async function visibleUser(c: Context<AppEnv>): Promise<UserRow> {
  const user = await findUserByUsername(c.get('deps').db, c.req.param('username') ?? '');
  if (!user || !canSeeUser(c.get('caller'), user)) throw identityErrors.userNotFound();
  return user;
}

/** User resources are private to their user (`userappprivate`): nobody else reads or writes them. */
async function ownUser(c: Context<AppEnv>): Promise<UserRow> {
  const me = requireUser(c);
  const user = await findUserByUsername(c.get('deps').db, c.req.param('username') ?? '');
  if (!user || !canSeeUser(me, user)) throw identityErrors.userNotFound();
  if (user.username !== me.username) throw portalErrors.forbidden();
  return user;
}

function contentTypeOf(content: string): string {
  try {
    JSON.parse(content);
    return 'application/json; charset=utf-8';
  } catch {
    return 'text/plain; charset=utf-8';
  }
}
