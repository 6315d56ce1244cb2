import { useEffect, useState } from 'react';
import { countUpDurationMs, countUpSteps, countUpValue } from '#web/lib/count-up.ts';

/**
 * A number that counts up from 0 over 2000 ms in 50 steps once `start` is true. Before
 * hydration (and without JavaScript) it shows the final value.
 */
export function StatCounter({
  endValue,
  suffix = '',
  start,
}: {
  endValue: number;
  suffix?: string;
  start: boolean;
}) {
  const [step, setStep] = useState<number | null>(null);

  useEffect(() => {
    if (!start) {
      setStep((current) => current ?? 0);
      return;
    }
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setStep(countUpSteps);
      return;
    }
    setStep(0);
    const timer = setInterval(() => {
      setStep((current) => {
        const next = (current ?? 0) + 1;
        if (next >= countUpSteps) clearInterval(timer);
        return Math.min(next, countUpSteps);
      });
    }, countUpDurationMs / countUpSteps);
    return () => clearInterval(timer);
  }, [start]);

  const value = step === null ? endValue : countUpValue(step, endValue);
  return (
    <span aria-label={`${endValue}${suffix}`}>
      <span aria-hidden="true">
        {value}
        {suffix}
      </span>
    </span>
  );
}
