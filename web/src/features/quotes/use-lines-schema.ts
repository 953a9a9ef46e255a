import { useEffect, useState } from 'react';
import type { LinesSchema } from './order-form-validation';

/** The quote request's `lines` schema from the contract chunk (zod and the schemas load after the page). */
async function loadLinesSchema(): Promise<LinesSchema> {
  const { ENDPOINTS } = await import('@/lib/contract');
  return ENDPOINTS.quoteRequest.body.shape.lines;
}

/** The lines schema once loaded (null before: the form then checks numbers only and waits to submit). */
export function useLinesSchema(): LinesSchema | null {
  const [schema, setSchema] = useState<LinesSchema | null>(null);
  useEffect(() => {
    let live = true;
    void loadLinesSchema().then((loaded) => {
      if (live) setSchema(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return schema;
}
