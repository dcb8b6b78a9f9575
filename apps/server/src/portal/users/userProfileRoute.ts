import type { Context } from 'hono';
import { hasPrivilege } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { findUserByUsername, updateUserProfile, type UserProfilePatch } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { identityErrors } from '../../errors/identityErrors.ts';
import { listParam } from '../pageParams.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { readPortalParams, stringParam, type PortalParams } from '../../http/portalParams.ts';
import { canSeeUser } from './userVisibility.ts';
import { imageKind } from './imageKind.ts';
import { safeFileName } from '../../commands/items/storeItemFiles.ts';
import { writeUserThumbnail } from '../../db/repositories/userThumbnailRepository.ts';
import { readSpooledFile, spooledFile } from '../../http/spooledUploads.ts';
import { UPLOAD_LIMITS } from '../../http/uploadLimits.ts';

/** Longest full name and description a profile keeps. */
export const PROFILE_LIMITS = Object.freeze({ fullName: 128, description: 32_000, tags: 128, tag: 256 });

const ACCESS = new Set(['private', 'org', 'public']);
const CULTURE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The profile fields of an update call, checked; a field not sent is left as it is. */
function readProfilePatch(params: PortalParams): UserProfilePatch {
  const patch: { -readonly [K in keyof UserProfilePatch]: UserProfilePatch[K] } = {};
  const fullName = stringParam(params, 'fullName');
  if (fullName !== undefined) {
    const trimmed = fullName.trim();
    if (trimmed === '') throw portalErrors.badRequest('fullName cannot be empty.');
    if (trimmed.length > PROFILE_LIMITS.fullName)
      throw portalErrors.badRequest(`fullName is longer than ${PROFILE_LIMITS.fullName} characters.`);
    patch.fullName = trimmed;
  }
  const description = stringParam(params, 'description');
  if (description !== undefined) {
    if (description.length > PROFILE_LIMITS.description)
      throw portalErrors.badRequest(`description is longer than ${PROFILE_LIMITS.description} characters.`);
    patch.description = description;
  }
  const access = stringParam(params, 'access');
  if (access !== undefined) {
    if (!ACCESS.has(access)) throw portalErrors.badRequest('access must be private, org or public.');
    patch.access = access as 'private' | 'org' | 'public';
  }
  const tags = listParam(params, 'tags');
  if (tags !== undefined) {
    if (tags.length > PROFILE_LIMITS.tags || tags.some((tag) => tag.length > PROFILE_LIMITS.tag))
      throw portalErrors.badRequest(`At most ${PROFILE_LIMITS.tags} tags of at most ${PROFILE_LIMITS.tag} characters.`);
    patch.tags = [...new Set(tags)];
  }
  const culture = stringParam(params, 'culture');
  if (culture !== undefined) {
    if (culture !== '' && !CULTURE.test(culture)) throw portalErrors.badRequest('culture is not a language tag.');
    patch.culture = culture;
  }
  return patch;
}

/** The picture of an update call (`thumbnail`), checked: at most 1 MB, and a PNG, JPEG, GIF or WebP by its bytes. */
async function readProfilePicture(
  c: Context<AppEnv>,
): Promise<{ file_name: string; content_type: string; bytes: Uint8Array } | undefined> {
  const file = spooledFile(c.req.raw, 'thumbnail');
  if (!file) return undefined;
  if (file.size > UPLOAD_LIMITS.thumbnailBytes) {
    throw portalErrors.badRequest(
      `The profile picture is larger than ${UPLOAD_LIMITS.thumbnailBytes / 1024 / 1024} MB.`,
    );
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of readSpooledFile(file)) chunks.push(chunk);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  const contentType = imageKind(bytes);
  if (!contentType) throw portalErrors.badRequest('The profile picture must be a PNG, JPEG, GIF or WebP image.');
  return { file_name: safeFileName(file.fileName), content_type: contentType, bytes };
}

/**
 * `POST community/users/{username}/update`: a user changes their own profile (full name, description, who can see it,
 * tags, language, picture); an org administrator holding `portal:admin:updateUsers` may change the profiles of their org's
 * users. A user the caller cannot see is "not found", one they may not change is refused (403).
 */
export async function userProfileRoute(c: Context<AppEnv>): Promise<Response> {
  const me = requireUser(c);
  const { db } = c.get('deps');
  const user = await findUserByUsername(db, c.req.param('username') ?? '');
  if (!user || !canSeeUser(me, user)) throw identityErrors.userNotFound();
  const self = user.username === me.username;
  if (!self && !(user.org_id === me.orgId && hasPrivilege(me, 'portal:admin:updateUsers'))) {
    throw portalErrors.forbidden();
  }
  const patch = readProfilePatch(await readPortalParams(c));
  const picture = await readProfilePicture(c);
  const now = nowFrom(c.get('deps'));
  await db.transaction().execute(async (trx) => {
    if (picture) {
      await writeUserThumbnail(trx, { username: user.username, ...picture, modified: now });
      await updateUserProfile(trx, user.username, { ...patch, thumbnail: `thumbnail/${picture.file_name}` }, now);
    } else await updateUserProfile(trx, user.username, patch, now);
  });
  return c.json({ success: true, username: user.username });
}
