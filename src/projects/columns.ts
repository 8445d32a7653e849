import { getTableColumns } from "drizzle-orm";
import { projects } from "@/db/schema";

/** Every column of `projects` but the two stored search documents, which no screen shows. */
const { searchVector: _searchVector, adminSearch: _adminSearch, ...shownColumns } = getTableColumns(projects);
export const projectColumns = shownColumns;
