// A JSON request body as both services read it. JSON.parse makes `__proto__` an ordinary own key, harmless by
// itself, but one Object.assign or deep merge later it replaces an object's prototype; `constructor.prototype`
// is the same attack on a class. No call of the contract has such a key, so a body holding one anywhere is
// refused, naming where it is, rather than silently stripped: the caller learns that its body was not used as sent.
import { ROOT_FIELD } from '../errors.js';

/** A refused body, as a 400 naming the field (`$` for the body as a whole). */
export class JsonBodyError extends Error {
  readonly statusCode = 400;
  readonly fields: Record<string, string>;

  constructor(field: string, problem: string) {
    super(`Invalid request: ${field} (${problem})`);
    this.name = 'JsonBodyError';
    this.fields = { [field]: problem };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

interface Visit {
  node: Record<string, unknown>;
  key: string | undefined;
  parent: Visit | undefined;
}

/** Segments of a path named in full; a deeper one keeps its ends (`a.0.0.…(524,000 keys)….__proto__`). */
export const NAMED_PATH_SEGMENTS = 20;

/**
 * The dotted path to `keys` under `visit`. Collected leaf first and reversed once (an unshift per level would be
 * quadratic in the depth: a 1 MB body of nested arrays held the event loop for 11 s), and shortened past
 * NAMED_PATH_SEGMENTS so the error stays small whatever the depth.
 */
function pathOf(visit: Visit, ...keys: string[]): string {
  const path = keys.reverse();
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  path.reverse();
  if (path.length <= NAMED_PATH_SEGMENTS) return path.join('.');
  const ends = NAMED_PATH_SEGMENTS / 2;
  const elided = path.length - 2 * ends;
  return [...path.slice(0, ends), `…(${elided} keys)…`, ...path.slice(-ends)].join('.');
}

/**
 * The path (`params.__proto__`) of the first key that could rewrite a prototype: `__proto__`, or `constructor`
 * holding `prototype`. Walked with an explicit stack and parent links (no path copied per level), so a deeply
 * nested body costs time in proportion to its size and cannot overflow the call stack; the path is built once.
 */
export function prototypeKeyPath(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  const stack: Visit[] = [{ node: value, key: undefined, parent: undefined }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    for (const key of Object.keys(visit.node)) {
      const child = visit.node[key];
      if (key === '__proto__') return pathOf(visit, key);
      if (key === 'constructor' && isObject(child) && Object.hasOwn(child, 'prototype')) {
        return pathOf(visit, key, 'prototype');
      }
      if (isObject(child)) stack.push({ node: child, key, parent: visit });
    }
  }
  return undefined;
}

/** The body's value; a JsonBodyError naming the problem for an empty or malformed body or a prototype key. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new JsonBodyError(ROOT_FIELD, 'The JSON body is empty');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new JsonBodyError(ROOT_FIELD, 'The body is not valid JSON');
  }
  // Only a body that spells one of the keys (directly or through a \u escape) needs the walk.
  if (text.includes('__proto__') || text.includes('constructor') || text.includes('\\u')) {
    const path = prototypeKeyPath(value);
    if (path !== undefined) throw new JsonBodyError(path, 'A prototype key is not allowed');
  }
  return value;
}
