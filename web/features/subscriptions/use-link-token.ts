import { useEffect, useState } from 'react';

/**
 * The token of a mailed link: from the address's query (`?token=…`, read by the page's loader, so
 * the page works without scripts, decision 0026), or from its fragment (`#token=…`), as mails sent
 * before that carry it: a fragment is read in the browser only. Undefined until then; '' when the
 * address has none.
 */
export function useLinkToken(fromQuery?: string): string | undefined {
  const [fromFragment, setFromFragment] = useState<string>();
  useEffect(() => {
    if (!fromQuery)
      setFromFragment(new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  }, [fromQuery]);
  return fromQuery || fromFragment;
}
