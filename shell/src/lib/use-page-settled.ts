import { useEffect, useState } from 'react';
import { whenPageSettled } from '@tidings/web-kit/when-page-settled';

/** False until the page has settled (web-kit's whenPageSettled: a while after `load`, or at the first tap or key). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled;
}
