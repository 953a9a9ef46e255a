// The end of every benchmark server's start (plain-servers.mjs, servers.ts): listen on a free loopback port,
// tell spawn-server.ts which with a `READY <port> <note>` line on stdout, and close cleanly on SIGTERM.

/** Listens on 127.0.0.1 (a free port), announces it, and stops the app on SIGTERM. */
export async function listenAndAnnounce(app, note) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`READY ${port} ${note}\n`);
  process.on('SIGTERM', () => {
    app.close().finally(() => process.exit(0));
  });
}
