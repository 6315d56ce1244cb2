import type { BrokenAddress, BrokenLink } from '#contracts/compliance.ts';
import { linkProblemWords } from './link-problem-words.ts';

/**
 * The checker's results once per address, with every place that uses it: a broken address that
 * ten pages link to is one thing to fix, not ten. In the order the places come (by label).
 */
export function brokenAddresses(broken: readonly BrokenLink[]): BrokenAddress[] {
  const byAddress = new Map<string, BrokenAddress>();
  for (const { target, kind, problem, label, where, fixTab } of broken) {
    const key = `${kind} ${target}`;
    const known = byAddress.get(key);
    if (known) known.places.push({ label, where, fixTab });
    else
      byAddress.set(key, {
        target,
        kind,
        message: linkProblemWords({ target, kind, problem }),
        details: problem,
        places: [{ label, where, fixTab }],
      });
  }
  return [...byAddress.values()];
}
