import type { MessageLike, MessagePoster, MessageTarget } from '../session/crossFrameMessages.ts';

/** One side of a pair of linked fake frames. */
export interface FakeFrame extends MessageTarget {
  readonly origin: string;
  /** This frame's window as the other frame sees it: posting to it delivers here. */
  readonly window: MessagePoster;
  /** Every message posted to this frame, with the target origin it was posted for. */
  readonly inbox: { readonly data: unknown; readonly targetOrigin: string }[];
  /** Delivers a message as if `origin`/`source` had posted it (for forged messages). */
  deliver(event: MessageLike): void;
}

/**
 * A parent page and a child frame that can post messages to each other, as windows do: a message
 * is delivered only when its target origin matches, with the sender's origin and window as
 * `origin` and `source`.
 *
 * @example
 * const { parent, child } = linkFakeFrames('https://hub.test', 'https://maps.test');
 * requestCredentialFromParent({ target: child, parent: parent.window, parentOrigin: parent.origin });
 */
export function linkFakeFrames(parentOrigin: string, childOrigin: string): { parent: FakeFrame; child: FakeFrame } {
  const parent = fakeFrame(parentOrigin);
  const child = fakeFrame(childOrigin);
  parent.connect(child);
  child.connect(parent);
  return { parent, child };
}

function fakeFrame(origin: string): FakeFrame & { connect(peer: FakeFrame): void } {
  const listeners = new Set<(event: MessageLike) => void>();
  const inbox: FakeFrame['inbox'] = [];
  let peer: FakeFrame | undefined;
  const deliver = (event: MessageLike) => {
    for (const listener of [...listeners]) listener(event);
  };
  const window: MessagePoster = {
    postMessage(data, targetOrigin) {
      inbox.push({ data, targetOrigin });
      if (peer && (targetOrigin === origin || targetOrigin === '*')) {
        deliver({ origin: peer.origin, data, source: peer.window });
      }
    },
  };
  return {
    origin,
    window,
    inbox,
    deliver,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    connect: (other) => void (peer = other),
  };
}
