import type { Redis } from 'ioredis';
import { lockSchedule, type ThrottlePolicy } from './throttle-policy.js';
import type { ThrottleStore } from './throttle-store.js';

// One hash per key: n (failures) and until (the lock's end, ms). The check and the count are one script, so two
// replicas admitting attempts at the same moment cannot both see the account unlocked past its free failures.
// The lock comes from the schedule the caller passes (throttle-policy.ts), so its formula exists only once.
// ARGV: now, free failures, forget window, then the locks of the 1st, 2nd, … failure past the free ones.
// Answers 0 when admitted, else the ms the lock still lasts.
const ADMIT = `
local now = tonumber(ARGV[1])
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if lockedUntil > now then return math.max(1, lockedUntil - now) end
local failures = redis.call('HINCRBY', KEYS[1], 'n', 1)
local over = failures - tonumber(ARGV[2])
local keep = tonumber(ARGV[3])
if over > 0 then
  local steps = #ARGV - 3
  local lock = tonumber(ARGV[3 + math.min(over, steps)])
  redis.call('HSET', KEYS[1], 'until', string.format('%d', now + lock))
  keep = math.max(keep, lock)
end
redis.call('PEXPIRE', KEYS[1], keep)
return 0
`;

// Only an existing key: a refund arriving after the key expired must not create one without an expiry.
const REFUND = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HINCRBY', KEYS[1], 'n', -1) end
return 0
`;

/**
 * The failures shared by every replica. A Redis error admits the attempt (and is reported): the per-IP limit
 * still holds, and an outage of the counter must not become an outage of sign-in.
 */
export function createRedisThrottleStore(
  redis: Redis,
  prefix: string,
  policy: ThrottlePolicy,
  onError: (error: unknown) => void,
): ThrottleStore {
  const schedule = lockSchedule(policy);
  return {
    async admit(key, now) {
      try {
        const lockedMs = Number(
          await redis.eval(
            ADMIT,
            1,
            `${prefix}${key}`,
            now,
            policy.freeFailures,
            policy.forgetMs,
            ...schedule,
          ),
        );
        return lockedMs > 0 ? { admitted: false, retryAfterMs: lockedMs } : { admitted: true };
      } catch (error) {
        onError(error);
        return { admitted: true };
      }
    },
    async refund(key) {
      await redis.eval(REFUND, 1, `${prefix}${key}`).catch(onError);
    },
    async clear(key) {
      await redis.del(`${prefix}${key}`).catch(onError);
    },
  };
}
