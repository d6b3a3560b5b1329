import type { CampaignReward } from "../../../common/content/campaign-rules";
import { and, gte, lte } from "drizzle-orm";
import { campaigns } from "../schema";

/** The reward's columns (campaignReward turns them into one value). */
const rewardColumns = {
  rewardName: campaigns.rewardName,
  rewardDetails: campaigns.rewardDetails,
  rewardValue: campaigns.rewardValue,
  rewardIssuer: campaigns.rewardIssuer,
  rewardHandover: campaigns.rewardHandover,
  rewardBrand: campaigns.rewardBrand,
};

/** A campaign's own columns as every read of one selects them: what it is, when, its conditions and its reward. */
export const campaignColumns = {
  id: campaigns.id,
  slug: campaigns.slug,
  name: campaigns.name,
  description: campaigns.description,
  startsAt: campaigns.startsAt,
  endsAt: campaigns.endsAt,
  linkPath: campaigns.linkPath,
  producerId: campaigns.producerId,
  season: campaigns.season,
  minQuantity: campaigns.minQuantity,
  minRim: campaigns.minRim,
  maxRim: campaigns.maxRim,
  ...rewardColumns,
};

type RewardColumns = { [key in keyof typeof rewardColumns]: (typeof rewardColumns)[key]["_"]["data"] | null };

/** A campaign's reward as the rules, banner and confirmation read it; null while none is described. */
export function campaignReward(row: RewardColumns): CampaignReward | null {
  if (!row.rewardName || row.rewardValue === null) return null;
  return {
    name: row.rewardName,
    details: row.rewardDetails ?? "",
    valueGrosze: row.rewardValue,
    issuer: row.rewardIssuer,
    handover: row.rewardHandover ?? "email",
    brand: row.rewardBrand,
  };
}

/** A campaign running at `now` (its last instant inclusive): what shoppers see, as banner, badge or page. */
export const runningAt = (now: number) => and(lte(campaigns.startsAt, now), gte(campaigns.endsAt, now));
