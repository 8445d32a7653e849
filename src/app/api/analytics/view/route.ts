import { beaconHandler } from "@/analytics/beacon";
import { recordPageView } from "@/analytics/record";

/** Page-view beacon: the public pages send their pathname; each client's page counts once per half hour, at most 30 pages per client per 10 minutes. */
export const POST = beaconHandler(recordPageView, "[analytics] could not record a page view");
