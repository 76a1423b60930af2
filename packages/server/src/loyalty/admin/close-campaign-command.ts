import type { CampaignCloseResponse } from '@campus/core/schemas';
import type { CampusDb } from '../../db/database';
import { isApiError } from '../../http/api-error';
import { closeCampaign, endedCampaignIds } from './campaign-close';

/** Usage line of the command. */
export const CLOSE_CAMPAIGN_USAGE =
  'usage: npm run loyalty:close-campaign -w @campus/server -- <campaign id> | --due   (--due closes every ended campaign)';

/**
 * The campaign-close command (`npm run loyalty:close-campaign`): closes one campaign by id, or with `--due`
 * every campaign that has ended (safe to repeat, so a daily scheduler may run `--due`). Writes one JSON line
 * per campaign to `write`.
 * @returns the process exit code: 0 done, 1 a campaign could not be closed (not found or not ended), 2 usage.
 */
export async function runCloseCampaignCommand(
  args: readonly string[],
  db: CampusDb,
  today: string,
  write: (line: string) => void,
): Promise<number> {
  const [argument] = args;
  let ids: number[];
  if (args.length === 1 && argument === '--due') ids = await endedCampaignIds(db, today);
  else if (args.length === 1 && argument !== undefined && /^[1-9][0-9]{0,9}$/.test(argument)) ids = [Number(argument)];
  else {
    write(CLOSE_CAMPAIGN_USAGE);
    return 2;
  }
  let code = 0;
  for (const id of ids) {
    try {
      const result: CampaignCloseResponse = await closeCampaign(db, id, today);
      write(JSON.stringify(result));
    } catch (error) {
      if (!isApiError(error)) throw error;
      write(JSON.stringify({ campaign_id: id, error: error.code }));
      code = 1;
    }
  }
  return code;
}
