/**
 * The page as the in-process relay server serves it (server/relay-server.test-helper.ts), for the
 * page tests of the relay (phone-signing.test.tsx, acceptance.test.tsx): at the server's address,
 * with the `<meta>` the server writes to say a relay is there.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startRelayServer, type RelayServer } from '../../../server/relay-server.test-helper.ts';

type HappyWindow = { happyDOM: { setURL: (url: string) => void } };

let served: Element[] = [];

/** Moves the simulated page to `server`'s address and copies in the `<meta>` its page carries. */
export async function servedBy(server: RelayServer): Promise<void> {
  (window as unknown as HappyWindow).happyDOM.setURL(`${server.origin}/`);
  for (const meta of served) meta.remove();
  const html = await (await fetch(`${server.origin}/`)).text();
  served = [...new DOMParser().parseFromString(html, 'text/html').head.querySelectorAll('meta[name]')].map((meta) => {
    const copy = document.createElement('meta');
    for (const { name, value } of meta.attributes) copy.setAttribute(name, value);
    document.head.append(copy);
    return copy;
  });
}

/** The relay server of a test file: started before its tests, the page served by it again before each, closed after them all. */
export function relayServerForTheFile(): RelayServer {
  const relay = {} as RelayServer;
  beforeAll(async () => {
    Object.assign(relay, await startRelayServer());
    await servedBy(relay);
  });
  afterEach(() => servedBy(relay));
  afterAll(() => relay.close());
  return relay;
}
