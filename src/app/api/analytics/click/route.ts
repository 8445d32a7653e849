import { beaconHandler } from "@/analytics/beacon";
import { recordContactClick } from "@/analytics/clicks";

/** Contact-click beacon: "<button> <pathname>" when the chat button or "Preguntar por este proyecto" is clicked (limits: src/analytics/clicks.ts). */
export const POST = beaconHandler(recordContactClick, "[analytics] could not record a contact click");
