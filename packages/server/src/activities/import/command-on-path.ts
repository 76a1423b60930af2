import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/**
 * Whether an executable named `command` is in one of the folders of `pathVariable` (the process's `PATH` by
 * default), as a shell would find it. Read on each call: an operator may install LibreOffice without a restart.
 */
export async function isCommandOnPath(command: string, pathVariable = process.env['PATH'] ?? ''): Promise<boolean> {
  for (const folder of pathVariable.split(delimiter)) {
    if (folder === '') continue;
    try {
      await access(join(folder, command), constants.X_OK);
      return true;
    } catch {
      // Not in this folder (or not executable): keep looking.
    }
  }
  return false;
}
