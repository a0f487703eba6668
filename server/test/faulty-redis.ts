// A Redis that fails the way a real one does, on a loopback port of its own:
// - "hang": it accepts connections and never answers (a stopped or wedged server, a lost network);
// - "dead": nothing listens on its port, connections are refused (a killed server);
// - "pass": with an upstream (a real Redis), it forwards both ways; buffered traffic flows again
//   after a hang, as after SIGCONT.
// Without an upstream only "hang" and "dead" make sense.
import { createServer, Socket, type Server } from "node:net";
import { freePort } from "./ports.ts";

export type RedisFault = "pass" | "hang" | "dead";

export interface FaultyRedis {
  url: string;
  mode: RedisFault;
  setMode(mode: RedisFault): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultyRedis(opts: { mode: RedisFault; upstream?: string }): Promise<FaultyRedis> {
  if (opts.mode === "pass" && !opts.upstream) throw new Error("pass mode needs an upstream Redis");
  const upstream = opts.upstream ? new URL(opts.upstream) : undefined;
  const sockets = new Set<Socket>();
  let mode = opts.mode;
  let server: Server | undefined;
  const port = await freePort();

  const track = (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
    if (mode === "hang") s.pause();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        track(client);
        if (!upstream) return; // read nothing, answer nothing
        const up = new Socket();
        track(up);
        up.connect(Number(upstream.port || 6379), upstream.hostname);
        // 'data' listeners, not pipe(): pause() alone then holds the traffic back.
        client.on("data", (d) => up.write(d));
        up.on("data", (d) => client.write(d));
        client.on("close", () => up.destroy());
        up.on("close", () => client.destroy());
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  if (mode !== "dead") await listen();

  return {
    url: `redis://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    async setMode(next) {
      if (next === "pass" && !upstream) throw new Error("pass mode needs an upstream Redis");
      const was = mode;
      mode = next;
      if (next === "dead") return stop();
      if (was === "dead") await listen();
      for (const s of sockets) {
        if (next === "hang") s.pause();
        else s.resume();
      }
    },
    close: stop,
  };
}
