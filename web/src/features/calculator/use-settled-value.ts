import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: the shop is asked for a price when the typing pauses. */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
