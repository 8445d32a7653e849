import { NoScriptReveal } from "@/admin/components/no-script-reveal";
import { categoryMessages } from "@/categories/messages";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { Skeleton } from "@/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";

/** Spec §2: 5 skeleton rows while the categories load (the header and search stay, from the layout). */
export default async function LoadingCategories() {
  const m = messagesFor(categoryMessages, await adminLocale());
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-list-skeleton>
      <NoScriptReveal />
      <span role="status" className="sr-only">
        {m.loading}
      </span>
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{m.name}</TableHead>
            <TableHead>{m.slug}</TableHead>
            <TableHead className="hidden md:table-cell">{m.description}</TableHead>
            <TableHead className="hidden sm:table-cell">{m.created}</TableHead>
            <TableHead className="w-24 text-right">{m.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {Array.from({ length: 5 }, (_, i) => (
            <TableRow key={i} data-skeleton-row className="hover:bg-transparent">
              <TableCell>
                <Skeleton className="h-4 w-32" />
              </TableCell>
              <TableCell>
                <Skeleton className="h-4 w-24" />
              </TableCell>
              <TableCell className="hidden md:table-cell">
                <Skeleton className="h-4 w-48" />
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <Skeleton className="h-4 w-20" />
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Skeleton className="size-9" />
                  <Skeleton className="size-9" />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
