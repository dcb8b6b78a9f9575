import { describe, expect, it } from 'vitest';
import { buildSession, SESSION_TEST_NOW } from '../testing/buildSession.ts';
import { linkFakeFrames } from '../testing/linkFakeFrames.ts';
import { answerCredentialRequests } from './answerCredentialRequests.ts';
import type { MessageTarget } from './crossFrameMessages.ts';
import { requestCredentialFromParent } from './requestCredentialFromParent.ts';

const HUB = 'https://hub.test';
const MAPS = 'https://maps.test';
const now = () => SESSION_TEST_NOW;
const session = buildSession({ portal: 'https://portal.test/sharing/rest', tokenExpires: SESSION_TEST_NOW + 5000 });

describe('cross-frame credential', () => {
  it('hands the parent session to a child frame from an allowed origin', async () => {
    const { parent, child } = linkFakeFrames(HUB, MAPS);
    answerCredentialRequests({ target: parent, validChildOrigins: [MAPS], getSession: () => session }, { now });

    const received = await requestCredentialFromParent(
      { target: child, parent: parent.window, parentOrigin: HUB },
      { now },
    );

    expect(parent.inbox[0]).toEqual({ data: { type: 'arcgis:auth:requestCredential' }, targetOrigin: HUB });
    expect(child.inbox[0]).toEqual({
      targetOrigin: MAPS,
      data: {
        type: 'arcgis:auth:credential',
        credential: {
          expires: session.tokenExpires,
          server: 'https://portal.test',
          ssl: true,
          token: 'token-1',
          userId: 'casey',
        },
      },
    });
    expect(received).toEqual({
      portal: 'https://portal.test/sharing/rest',
      username: 'casey',
      token: 'token-1',
      tokenExpires: session.tokenExpires,
      ssl: true,
      provider: 'arcgis',
      tokenDuration: 20160,
      federatedServers: {},
    });
  });

  it('ignores requests from origins not in the list, and messages of other types', async () => {
    const { parent, child } = linkFakeFrames(HUB, 'https://evil.test');
    const stop = answerCredentialRequests(
      { target: parent, validChildOrigins: [MAPS, 'https://evil.test.other'], getSession: () => session },
      { now },
    );
    parent.window.postMessage({ type: 'arcgis:auth:requestCredential' }, HUB);
    parent.deliver({ origin: MAPS, data: { type: 'something:else' }, source: child.window });
    expect(child.inbox).toEqual([]);
    stop();
    parent.deliver({ origin: MAPS, data: { type: 'arcgis:auth:requestCredential' }, source: child.window });
    expect(child.inbox).toEqual([]);
  });

  it('refuses with the exact message when the parent session has expired', async () => {
    const { parent, child } = linkFakeFrames(HUB, MAPS);
    answerCredentialRequests(
      { target: parent, validChildOrigins: [MAPS], getSession: () => session },
      { now: () => session.tokenExpires },
    );
    await expect(
      requestCredentialFromParent({ target: child, parent: parent.window, parentOrigin: HUB }, { now }),
    ).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Session token was expired, and not returned to the child application',
    });
  });

  it('gives a credential without expiry 2 hours, and defaults ssl to true', async () => {
    const { parent, child } = linkFakeFrames(HUB, MAPS);
    const asking = requestCredentialFromParent({ target: child, parent: parent.window, parentOrigin: HUB }, { now });
    child.deliver({
      origin: HUB,
      source: parent.window,
      data: {
        type: 'arcgis:auth:credential',
        credential: { token: 't', userId: 'u', server: 'https://portal.test/sharing/rest/' },
      },
    });
    expect(await asking).toMatchObject({
      portal: 'https://portal.test/sharing/rest',
      tokenExpires: SESSION_TEST_NOW + 7_200_000,
      ssl: true,
    });
  });

  it('reads only answers from the parent window at the parent origin', async () => {
    const { parent, child } = linkFakeFrames(HUB, MAPS);
    const asking = requestCredentialFromParent({ target: child, parent: parent.window, parentOrigin: HUB }, { now });
    const forged = {
      type: 'arcgis:auth:credential',
      credential: { token: 'forged', userId: 'x', server: 'https://evil.test' },
    };
    child.deliver({ origin: 'https://evil.test', source: parent.window, data: forged });
    child.deliver({ origin: HUB, source: { postMessage: () => undefined }, data: forged });
    child.deliver({
      origin: HUB,
      source: parent.window,
      data: {
        type: 'arcgis:auth:credential',
        credential: { ...forged.credential, token: 'real', server: 'https://portal.test' },
      },
    });
    expect((await asking).token).toBe('real');
  });

  it('raises "Unknown message type." for any other answer from the parent', async () => {
    const { parent, child } = linkFakeFrames(HUB, MAPS);
    const asking = requestCredentialFromParent({ target: child, parent: parent.window, parentOrigin: HUB }, { now });
    child.deliver({ origin: HUB, source: parent.window, data: { type: 'arcgis:auth:hello' } });
    await expect(asking).rejects.toMatchObject({ code: 'UNKNOWN_MESSAGE_TYPE', message: 'Unknown message type.' });
  });

  it('passes on other refusals from the parent', async () => {
    const { parent, child } = linkFakeFrames(HUB, MAPS);
    const asking = requestCredentialFromParent({ target: child, parent: parent.window, parentOrigin: HUB }, { now });
    child.deliver({
      origin: HUB,
      source: parent.window,
      data: { type: 'arcgis:auth:error', error: { name: 'denied', message: 'No.' } },
    });
    await expect(asking).rejects.toMatchObject({ code: 'PARENT_CREDENTIAL_ERROR', message: 'No.' });
  });

  it('accepts a browser window as the message target', () => {
    const asTarget = (win: Window): MessageTarget => win;
    expect(asTarget).toBeTypeOf('function');
  });
});
