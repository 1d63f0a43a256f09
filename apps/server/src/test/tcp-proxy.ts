/**
 * A TCP proxy a fault test controls, between the server and a real PostgreSQL or Redis:
 * `forward` passes bytes both ways; `refuse` closes every connection (open and new) at once, as a
 * stopped service does; `partition` keeps connections open and accepts new ones but passes no
 * byte either way, as a cut network or a wedged service does (nothing is answered, nothing
 * fails). Back to `forward`, new connections work again (bytes held during a partition are dropped,
 * as a real partition loses them).
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'partition';

export interface TcpProxy {
  /** The port to connect to instead of the target's. */
  readonly port: number;
  mode(next: ProxyMode): void;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (random port) to `targetHost:targetPort`, in `forward` mode. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let current: ProxyMode = 'forward';
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    if (current === 'refuse') {
      client.destroy();
      return;
    }
    if (current === 'partition') return; // accepted, never answered
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    const pass = (from: Socket, to: Socket) =>
      from.on('data', (data: Buffer) => {
        if (current === 'forward') to.write(data);
      });
    pass(client, upstream);
    pass(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mode(next) {
      current = next;
      if (next === 'refuse') for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
