import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '@tidings/web-kit/ui/button';
import { useDownloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import styles from './your-data.module.css';

/** The privacy sheet's 'Your data': a copy of everything (GET /api/user/export), or the account deleted. */
export function YourData() {
  const download = useDownloadMyData();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="your-data-heading">
      <h3 id="your-data-heading">Your data</h3>
      <p>
        Download a copy of everything Tidings keeps about you (your account, preferences, bookmarks, reactions and reading history) as one
        JSON file. Or delete your account: everything tied to it is erased from every part of Tidings, and your username becomes free again.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden="true" size={18} />
          {download.isPending ? 'Preparing your data...' : 'Download my data'}
        </Button>
        <Button variant="destructive" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" size={18} />
          Delete account
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} />
    </section>
  );
}
