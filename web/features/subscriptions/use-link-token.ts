import { useEffect, useState } from 'react';

/**
 * The token of a mailed link, read from the address's fragment (#token=…): a fragment never
 * reaches the server, its logs or the page cache, nor the Referer of the next page (decision 0016).
 * Undefined until the page has run in the browser; '' when the address has none.
 */
export function useLinkToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    setToken(new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  }, []);
  return token;
}
