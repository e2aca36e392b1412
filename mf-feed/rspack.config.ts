import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@tidings/rspack-config/create-remote-config';

// The screens arrive in later issues; until then the container exposes nothing but still emits
// remoteEntry.js + mf-manifest.json so the shell's loading and fallbacks can be exercised.
export default createRemoteConfig({
  name: 'mf_feed',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: {},
});
