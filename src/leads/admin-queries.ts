import "server-only";
import { adminRead } from "@/admin/action";
import type { Page } from "@/admin/list-query";
import { toMadridLocal } from "@/lib/madrid-time";
import type { LeadFilters } from "./filters";
import { photosOfLeads, type LeadPhoto } from "./photo-files";
import { board, leadAssignees, leadDetail, listLeads, type Board, type LeadCard, type LeadDetail, type StaffOption } from "./service";

/** The Madrid day today (yyyy-mm-dd): a next action before it is overdue. */
export const madridToday = (now = new Date()) => toMadridLocal(now).date;

export type LeadListView = { page: Page<LeadCard>; assignees: StaffOption[]; viewerId: string; today: string };

/** The list's page, the people a filter can name, and who is looking ("mine"). */
export async function loadLeadList(filters: LeadFilters, page: number): Promise<LeadListView> {
  return adminRead("enquiries", async (db, viewer) => {
    const [rows, assignees] = await Promise.all([listLeads(db, filters, page, viewer.id), leadAssignees(db)]);
    return { page: rows, assignees, viewerId: viewer.id, today: madridToday() };
  });
}

export type BoardView = { columns: Board; assignees: StaffOption[]; today: string };

export async function loadBoard(filters: LeadFilters): Promise<BoardView> {
  return adminRead("enquiries", async (db, viewer) => {
    const [columns, assignees] = await Promise.all([board(db, filters, viewer.id), leadAssignees(db)]);
    return { columns, assignees, today: madridToday() };
  });
}

export type LeadView = LeadDetail & { assignees: StaffOption[]; viewerId: string; today: string; photos: LeadPhoto[] };

/** A lead's page; null when there is no such lead, or it is blocked (both a 404). */
export async function loadLead(id: string, timelinePage: number): Promise<LeadView | null> {
  return adminRead("enquiries", async (db, viewer) => {
    const [detail, assignees, photos] = await Promise.all([leadDetail(db, id, timelinePage), leadAssignees(db), photosOfLeads(db, [id])]);
    return detail ? { ...detail, assignees, viewerId: viewer.id, today: madridToday(), photos: photos.get(id) ?? [] } : null;
  });
}

export async function loadAssignees(): Promise<{ assignees: StaffOption[]; viewerId: string }> {
  return adminRead("enquiries", async (db, viewer) => ({ assignees: await leadAssignees(db), viewerId: viewer.id }));
}
