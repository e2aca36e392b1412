import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShellConfig } from '@tidings/rspack-config/create-shell-config';

// Built with `npx tsx scripts/build-web.ts shell` (which also builds and injects /sw.js).
export default createShellConfig({ dir: path.dirname(fileURLToPath(import.meta.url)) });
