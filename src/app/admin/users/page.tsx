import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import Link from "next/link";
import { ListPagination } from "@/admin/components/list-pagination.client";
import { messagesFor } from "@/i18n/catalogue";
import { formatDate } from "@/lib/dates";
import { RoleButton } from "@/users/admin/role-button.client";
import { userMessages } from "@/users/messages";
import { parseUsersQuery } from "@/users/list";
import { listUsersForAdmin } from "@/users/admin-queries";
import { Badge } from "@/ui/badge";
import { buttonVariants } from "@/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";

export const generateMetadata = () => adminMetadata(userMessages, (m) => m.title);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UsersPage({ searchParams }: Props) {
  const m = messagesFor(userMessages, await adminLocale());
  const query = parseUsersQuery(await searchParams);
  const { users: page, currentUserId } = await listUsersForAdmin(query);
  const users = page.rows;
  return (
    <div className="flex flex-col gap-4">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{m.email}</TableHead>
            <TableHead className="hidden sm:table-cell">{m.created}</TableHead>
            <TableHead>{m.role}</TableHead>
            <TableHead className="text-right">{m.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={4} className="h-24 text-center text-muted-foreground">
                <p>{query.q ? m.noMatch : m.empty}</p>
                {query.q ? (
                  <Link href="/admin/users" className={buttonVariants({ variant: "outline", className: "mt-3" })}>
                    {m.showAll}
                  </Link>
                ) : null}
              </TableCell>
            </TableRow>
          ) : (
            users.map((u) => (
              <TableRow key={u.id}>
                <TableCell className="max-w-[14rem] font-medium sm:max-w-none">
                  <span className="block truncate" title={u.email}>
                    {u.email}
                  </span>
                  {u.id === currentUserId ? <span className="text-xs font-normal text-muted-foreground">{m.you}</span> : null}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{formatDate(u.createdAt)}</TableCell>
                <TableCell>{u.isAdmin ? <Badge>{m.admin}</Badge> : <Badge variant="secondary">{m.user}</Badge>}</TableCell>
                <TableCell className="text-right">
                  <RoleButton userId={u.id} email={u.email} isAdmin={u.isAdmin} isSelf={u.id === currentUserId} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {page.total > 0 ? <ListPagination path="/admin/users" params={{ q: query.q }} page={page.page} pages={page.pages} summary={m.count(page.total)} /> : null}
    </div>
  );
}
