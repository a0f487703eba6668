// A loopback port for a server a test starts itself.
import { createServer, type AddressInfo } from "node:net";

/** A loopback port nothing listens on (a moment ago). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
