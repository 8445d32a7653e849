import { getTableColumns } from "drizzle-orm";
import { projects } from "@/db/schema";

/** Every column of `projects` but the stored search documents (one per language), which no screen shows. */
const {
  searchVector: _searchVector,
  searchVectorGl: _searchVectorGl,
  searchVectorEn: _searchVectorEn,
  adminSearch: _adminSearch,
  ...shownColumns
} = getTableColumns(projects);
export const projectColumns = shownColumns;
