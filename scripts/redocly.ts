// Redocly CLI, run offline: its telemetry and update notices are switched off, and our document
// has no remote references. The rules are packages/api-client/redocly.yaml (the recommended set).
import { join } from 'node:path';
import { ROOT } from './engines.js';
import { exec, type Output } from './exec.js';

const REDOCLY = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const CONFIG = join(ROOT, 'packages', 'api-client', 'redocly.yaml');
const OFFLINE = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };

/** Lints the OpenAPI document in `file`; true when Redocly finds no error (warnings are printed). */
export async function lintWithRedocly(file: string, output: Output = 'terminal'): Promise<boolean> {
  return (await exec(process.execPath, [REDOCLY, 'lint', file, '--config', CONFIG, '--format', 'stylish'], output, OFFLINE)) === 0;
}
