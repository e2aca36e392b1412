import { useState } from 'react';
import styles from './source-avatar.module.css';

export interface SourceAvatarProps {
  source: string;
  hostname: string;
}

/**
 * The source's favicon, from the source site itself (`https://{host}/favicon.ico`) rather than a
 * third-party favicon service: the gateway's CSP allows https images either way, but a service
 * would learn which articles each reader opens. The letter avatar shows until the icon has
 * loaded and stays when it cannot (offline, or a site without one).
 */
export function SourceAvatar({ source, hostname }: SourceAvatarProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const letter = (source.trim()[0] ?? hostname[0] ?? '?').toUpperCase();
  return (
    <span className={styles.avatar} aria-hidden="true">
      <span className={styles.letter}>{letter}</span>
      {hostname && state !== 'failed' ? (
        <img
          className={styles.icon}
          data-loaded={state === 'loaded' || undefined}
          src={`https://${hostname}/favicon.ico`}
          alt=""
          width={24}
          height={24}
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      ) : null}
    </span>
  );
}
