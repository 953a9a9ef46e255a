// `npm start` keeps its services up: one that stops on its own (a crash, an out-of-memory abort) is started again
// after a short pause while the others keep running, so one bad request that kills the bff does not take the
// shop-api, the payment sandbox and the shopper's session with it. A service that keeps dying (a broken build, a
// port taken) is given up after MAX_RESTARTS in RESTART_WINDOW_MS, and then everything stops, as before. One that
// refused its configuration (exit CONFIG_ERROR_EXIT_CODE) is given up at once: the same environment fails the same way.

/** sysexits.h EX_CONFIG, as service-kit's start-failure.ts exits for a refused configuration (a test checks both). */
export const CONFIG_ERROR_EXIT_CODE = 78;
/** Restarts allowed within the window before a service counts as broken. */
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;
/** The pause before a restart: 1 s, doubling with each recent crash, at most this. */
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * How long to wait before starting a service again, given when it stopped on its own (ms timestamps, oldest
 * first, the last one just now); null when it stopped too often within the window to try again.
 */
export function nextRestartDelay(stops, now) {
  const recent = stops.filter((at) => now - at < RESTART_WINDOW_MS).length;
  if (recent > MAX_RESTARTS) return null;
  return Math.min(MAX_RESTART_DELAY_MS, 1_000 * 2 ** Math.max(0, recent - 1));
}

/**
 * Runs `start()` (which spawns the service and returns its ChildProcess) and starts it again whenever it exits
 * while `isStopping()` is false. `giveUp(code)` is called once it has stopped too often.
 */
export function supervise(name, start, { isStopping, giveUp, log = console.error, now = Date.now }) {
  const stops = [];
  const launch = () => {
    const child = start();
    child.on('exit', (code, signal) => {
      if (isStopping()) return;
      if (code === CONFIG_ERROR_EXIT_CODE) {
        log(`${name} refused its configuration (its message is above); stopping the rest.`);
        giveUp(code);
        return;
      }
      stops.push(now());
      const delay = nextRestartDelay(stops, now());
      const how = signal ?? `exit ${code}`;
      if (delay === null) {
        log(`${name} stopped (${how}) ${MAX_RESTARTS + 1} times within a minute; stopping the rest.`);
        giveUp(code ?? 1);
        return;
      }
      log(`${name} stopped (${how}); starting it again in ${delay / 1000} s, the others keep running.`);
      setTimeout(() => {
        if (!isStopping()) launch();
      }, delay);
    });
  };
  launch();
}
